"""The stages of a turn on their own: retrieval honesty, the 第十二条 comparison, composition,
and the experience seam."""

from __future__ import annotations

from core.citations import check_mentions, find_mentions
from core.comparison import add_comparisons, comparison_text
from core.compose import finalise
from core.dialogue_state import CaseDate, DialogueState
from core.retrieve import month_question, retrieve
from tests.conftest import FIXED_TODAY
from tests.core.test_agent import make_agent, scripted

YEAR_2010 = CaseDate("2010-01-01", "2010-12-31", "year", "message")
YEAR_2011 = CaseDate("2011-01-01", "2011-12-31", "year", "message")


async def test_retrieval_reports_a_law_outside_the_corpus(retriever) -> None:
    found = await retrieve(retriever, "2010年劳动法第三十六条怎么规定？", None, YEAR_2010, 6, FIXED_TODAY, "zh")
    assert found.nothing_answerable
    assert any("不包含" in notice or "没有有效版本" in notice for notice in found.notices)


async def test_a_year_straddling_an_amendment_gets_a_month_question(retriever) -> None:
    found = await retrieve(retriever, "累犯能适用缓刑吗？刑法第七十四条", None, YEAR_2011, 6, FIXED_TODAY, "zh")
    question = month_question(found, YEAR_2011, month_unknown=False, lang="zh")
    assert question and "2011-05-01" in question
    assert month_question(found, YEAR_2011, month_unknown=True, lang="zh") is None


async def test_an_act_before_an_amendment_brings_todays_wording_and_article_12(retriever) -> None:
    found = await retrieve(retriever, "刑法第七十四条 累犯 缓刑", None, YEAR_2010, 6, FIXED_TODAY, "zh")
    add_comparisons(found.evidence, YEAR_2010, FIXED_TODAY, retriever.versions_of)
    roles = {(item.version.article, item.role) for item in found.evidence}
    assert (74, "later_version") in roles and (12, "in_force") in roles
    text = comparison_text([], found.evidence, "zh")
    assert "从旧兼从轻" in text and "对于累犯，不适用缓刑。" in text and "犯罪集团的首要分子" in text


async def test_composition_removes_an_unverifiable_citation_and_says_so(retriever) -> None:
    found = await retrieve(retriever, "刑法第七十四条 累犯 缓刑", None, YEAR_2010, 6, FIXED_TODAY, "zh")
    body = "依据《中华人民共和国刑法》第七十四条，累犯不适用缓刑；另见《中华人民共和国刑法》第九百条。"
    checks = check_mentions(find_mentions(body), found.evidence, YEAR_2010.window, retriever.versions_of)
    composed = finalise("案件日期：2010年", [], body, checks, found.evidence, "zh")
    assert "第九百条" not in composed.body and "〔无法核实的法条引用已删除〕" in composed.text
    assert "已删除" in composed.text and "1997-10-01至2011-04-30" in composed.text
    assert [c.mention.article for c in composed.removed] == [900]
