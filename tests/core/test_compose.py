"""The compose stage: the reply as the user reads it, never with an unverifiable citation."""

from __future__ import annotations

from core.citations import check_mentions, find_mentions
from core.compose import finalise
from core.dialogue_state import CaseDate
from core.retrieve import retrieve
from tests.conftest import FIXED_TODAY

YEAR_2010 = CaseDate("2010-01-01", "2010-12-31", "year", "message")


async def test_composition_removes_an_unverifiable_citation_and_says_so(retriever) -> None:
    found = await retrieve(retriever, "刑法第七十四条 累犯 缓刑", None, YEAR_2010, 6, FIXED_TODAY, "zh")
    body = "依据《中华人民共和国刑法》第七十四条，累犯不适用缓刑；另见《中华人民共和国刑法》第九百条。"
    checks = check_mentions(find_mentions(body), found.evidence, YEAR_2010.window, retriever.versions_of)
    composed = finalise("案件日期：2010年", [], body, checks, found.evidence, "zh")
    assert "第九百条" not in composed.body and "〔无法核实的法条引用已删除〕" in composed.text
    assert "已删除" in composed.text and "1997-10-01至2011-04-30" in composed.text
    assert [c.mention.article for c in composed.removed] == [900]
