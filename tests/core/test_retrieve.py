"""The retrieval stage: only versions valid in the case window, honest notices, the month question."""

from __future__ import annotations

from core.dialogue_state import CaseDate
from core.retrieve import Found, month_question, retrieve
from core.turn_context import TurnContext
from tests.conftest import FIXED_TODAY

YEAR_2010 = CaseDate("2010-01-01", "2010-12-31", "year", "message")
YEAR_2011 = CaseDate("2011-01-01", "2011-12-31", "year", "message")


async def test_retrieval_reports_a_law_outside_the_corpus(retriever) -> None:
    found = await retrieve(TurnContext.of(retriever, "2010年劳动法第三十六条怎么规定？", YEAR_2010, 6, FIXED_TODAY, "zh"))
    assert found.nothing_answerable
    assert any("不包含" in notice or "没有有效版本" in notice for notice in found.notices)


async def test_a_year_straddling_an_amendment_gets_a_month_question(retriever) -> None:
    found = await retrieve(TurnContext.of(retriever, "累犯能适用缓刑吗？刑法第七十四条", YEAR_2011, 6, FIXED_TODAY, "zh"))
    question = month_question(found, YEAR_2011, month_unknown=False, lang="zh")
    assert question and "2011-05-01" in question
    assert month_question(found, YEAR_2011, month_unknown=True, lang="zh") is None


async def test_an_amended_article_the_relevance_gate_dropped_asks_no_month(retriever) -> None:
    found = await retrieve(TurnContext.of(retriever, "累犯能适用缓刑吗？刑法第七十四条", YEAR_2011, 6, FIXED_TODAY, "zh"))
    kept = [item for item in found.evidence if item.version.article != 74]
    assert kept and len(kept) < len(found.evidence)
    focused = Found(found.result, kept, found.notices)
    assert month_question(focused, YEAR_2011, month_unknown=False, lang="zh") is None


async def test_every_retrieved_version_is_valid_in_the_case_window(retriever) -> None:
    found = await retrieve(TurnContext.of(retriever, "刑法第七十四条 累犯 缓刑", YEAR_2010, 6, FIXED_TODAY, "zh"))
    assert found.evidence
    assert all(item.version.valid_on(*YEAR_2010.window) for item in found.evidence if item.role == "in_force")
