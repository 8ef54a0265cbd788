"""The compose stage: the reply as the user reads it, never with an unverifiable citation."""

from __future__ import annotations

from core.citations import check_mentions, find_mentions
from core.compose import finalise
from core.dialogue_state import CaseDate
from core.retrieve import retrieve
from core.turn_context import TurnContext
from tests.conftest import FIXED_TODAY

YEAR_2010 = CaseDate("2010-01-01", "2010-12-31", "year", "message")


async def test_composition_removes_an_unverifiable_citation_and_says_so(retriever) -> None:
    found = await retrieve(TurnContext.of(retriever, "刑法第七十四条 累犯 缓刑", YEAR_2010, 6, FIXED_TODAY, "zh"))
    body = "依据《中华人民共和国刑法》第七十四条，累犯不适用缓刑；另见《中华人民共和国刑法》第九百条。"
    checks = check_mentions(find_mentions(body), found.evidence, YEAR_2010.window, retriever.versions_of)
    composed = finalise("案件日期：2010年", [], body, checks, found.evidence, "zh")
    assert "第九百条" not in composed.body and "〔无法核实的法条引用已删除〕" in composed.text
    assert "已删除" in composed.text and "1997-10-01至2011-04-30" in composed.text
    assert [c.mention.article for c in composed.removed] == [900]


DAY_2020 = CaseDate("2020-06-01", "2020-06-01", "day", "message")


async def test_a_wrong_date_about_a_cited_provision_is_corrected_with_a_notice(retriever) -> None:
    """The reported reply: 第二百四十六条 "applies to cases after 2020-11-01"; its version starts 2015-11-01."""
    found = await retrieve(TurnContext.of(retriever, "刑法第二百四十六条 诽谤", DAY_2020, 6, FIXED_TODAY, "zh"))
    for lang, body in (("zh", "依据《中华人民共和国刑法》第二百四十六条，该条适用于2020年11月1日以后的案件。"),
                       ("en", "Article 246 of the Criminal Law applies to cases after 2020-11-01.")):
        checks = check_mentions(find_mentions(body), found.evidence, DAY_2020.window, retriever.versions_of)
        composed = finalise("header", [], body, checks, found.evidence, lang, FIXED_TODAY)
        assert "2020-11-01" not in composed.body and "2020年11月1日" not in composed.body
        assert "2015-11-01" in composed.body and [c.mention.article for c in composed.checks] == [246]
        assert composed.law_dates == [{"text": body[body.index("2020"):body.index("2020") + len(composed.law_dates[0]["text"])],
                                       "action": "corrected", "correct": "2015-11-01"}]
        assert ("已更正或删除" if lang == "zh" else "corrected or removed") in composed.text


async def test_a_wrong_date_about_a_law_named_without_an_article_is_removed(retriever) -> None:
    found = await retrieve(TurnContext.of(retriever, "刑法第二百四十六条 诽谤", DAY_2020, 6, FIXED_TODAY, "zh"))
    body = "《中华人民共和国刑法》自1985年起施行。依据《中华人民共和国刑法》第二百四十六条，诽谤告诉的才处理。"
    checks = check_mentions(find_mentions(body), found.evidence, DAY_2020.window, retriever.versions_of)
    composed = finalise("header", [], body, checks, found.evidence, "zh", FIXED_TODAY)
    assert "1985" not in composed.body and "诽谤告诉的才处理" in composed.body
    assert "1985年（已删除）" in composed.text


async def test_a_right_date_about_the_law_is_left_alone(retriever) -> None:
    found = await retrieve(TurnContext.of(retriever, "刑法第二百四十六条 诽谤", DAY_2020, 6, FIXED_TODAY, "zh"))
    body = "《中华人民共和国刑法》第二百四十六条现行文字自2015年11月1日起施行。"
    checks = check_mentions(find_mentions(body), found.evidence, DAY_2020.window, retriever.versions_of)
    composed = finalise("header", [], body, checks, found.evidence, "zh", FIXED_TODAY)
    assert composed.body == body and composed.law_dates == []
