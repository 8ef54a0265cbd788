"""The 刑法 第十二条 stage: today's wording beside the act-time one, and 第十二条 itself."""

from __future__ import annotations

from core.comparison import comparison_note, comparison_text, with_comparisons
from core.dialogue_state import CaseDate
from core.retrieve import retrieve
from core.turn_context import TurnContext
from tests.conftest import FIXED_TODAY

YEAR_2010 = CaseDate("2010-01-01", "2010-12-31", "year", "message")
YEAR_2015 = CaseDate("2015-01-01", "2015-12-31", "year", "message")


async def test_an_act_before_an_amendment_brings_todays_wording_and_article_12(retriever) -> None:
    found = await retrieve(TurnContext.of(retriever, "刑法第七十四条 累犯 缓刑", YEAR_2010, 6, FIXED_TODAY, "zh"))
    evidence = with_comparisons(found.evidence, YEAR_2010, FIXED_TODAY, retriever.versions_of)
    roles = {(item.version.article, item.role) for item in evidence}
    assert (74, "later_version") in roles and (12, "in_force") in roles
    text = comparison_text([], evidence, "zh")
    assert "从旧兼从轻" in text and "对于累犯，不适用缓刑。" in text and "犯罪集团的首要分子" in text
    assert "对于累犯，不适用缓刑。" in comparison_note(evidence, "zh")


async def test_an_act_after_the_amendment_needs_no_comparison(retriever) -> None:
    found = await retrieve(TurnContext.of(retriever, "刑法第七十四条 累犯 缓刑", YEAR_2015, 6, FIXED_TODAY, "zh"))
    evidence = with_comparisons(found.evidence, YEAR_2015, FIXED_TODAY, retriever.versions_of)
    assert not any(item.role == "later_version" for item in evidence)
    assert comparison_text([], evidence, "zh") == ""
