"""Which date governs a story with several dates, and what the reply says about it."""

from __future__ import annotations

from core import applicable_date
from core.dialogue_state import CaseDate, DialogueState
from tests.conftest import FIXED_TODAY
from tests.core.test_agent import make_agent, scripted

DIVORCE_EN = "My husband and I married in 2015 and want to divorce now. How is our house divided?"
DIVORCE_ZH = "2015年结婚，现在想离婚，房子怎么分？"
LOAN = "2019年5月我借给朋友10万元，约定一年后还，现在他一直不还，我该怎么起诉？"
CRIME = "我2010年偷了别人的电动车，2012年被抓判刑，会怎么判？"
SET_2025 = CaseDate("2025-01-01", "2025-01-01", "day", "/date")
SET_1998 = CaseDate("1998-06-01", "1998-06-01", "day", "/date")
DIVORCE_DRAFT = "依据《中华人民共和国民法典》第一千零八十七条，离婚时夫妻共同财产由双方协议处理；协议不成的，由人民法院判决。"


def test_a_crime_is_governed_by_the_act_not_the_trial() -> None:
    choice = applicable_date.choose(CRIME, FIXED_TODAY)
    assert choice.rule == "criminal_act" and choice.window.start.year == 2010
    assert [e.window.start.year for e in choice.background] == [2012]


def test_a_divorce_now_is_governed_by_the_divorce_and_the_marriage_is_background() -> None:
    for text in (DIVORCE_EN, DIVORCE_ZH):
        choice = applicable_date.choose(text, FIXED_TODAY)
        assert choice.rule == "civil_divorce" and choice.now and choice.window is None
        assert [e.kind for e in choice.background] == ["marriage"]


def test_a_loan_is_governed_by_the_loan_and_the_suit_by_todays_procedure() -> None:
    choice = applicable_date.choose(LOAN, FIXED_TODAY)
    assert choice.rule == "civil_fact" and choice.window.start.isoformat() == "2019-05-01" and choice.suit_now
    line = applicable_date.explain(choice, CaseDate("2019-05-01", "2019-05-31", "month", "message"), FIXED_TODAY, "zh")
    assert line.startswith("适用日期：2019年5月，因为") and "民事诉讼法" in line and "当时的法律" in line


def test_a_question_about_suing_now_is_governed_by_today() -> None:
    choice = applicable_date.choose("我想起诉离婚，应该去哪个法院？", FIXED_TODAY)
    assert choice.now and choice.rule in ("civil_divorce", "procedure")


async def test_the_date_the_user_set_stands_for_a_divorce_and_the_reply_says_why(retriever) -> None:
    """The reported bug: --date 2025-01-01 and "married in 2015" replied "Case date: 2015"."""
    agent = make_agent(retriever, scripted(DIVORCE_DRAFT))
    outcome = await agent.turn(DialogueState(case_date=SET_2025), DIVORCE_ZH)
    assert outcome.state.case_date == SET_2025 and not outcome.asked_for_date
    assert outcome.trajectory.governing_date["rule"] == "civil_divorce"
    assert outcome.text.startswith("案件日期：2025-01-01")
    assert "适用日期：2025-01-01（您设定的日期），因为离婚" in outcome.text and "第一条第三款" in outcome.text
    laws = {(v.law, v.article) for v in outcome.citations}
    assert ("中华人民共和国民法典", 1087) in laws
    assert ("最高人民法院关于适用《中华人民共和国民法典》时间效力的若干规定", 1) in laws
    english = await agent.turn(DialogueState(case_date=SET_2025), DIVORCE_EN)
    assert english.text.startswith("Case date: 2025-01-01") and "Case date: 2015" not in english.text
    assert "Governing date: 2025-01-01 (the date you set), because a divorce" in english.text


async def test_without_a_set_date_a_divorce_now_takes_todays_law(retriever) -> None:
    outcome = await make_agent(retriever, scripted(DIVORCE_DRAFT)).turn(DialogueState(), DIVORCE_ZH)
    assert outcome.state.case_date.start == FIXED_TODAY.isoformat()
    assert any(v.law == "中华人民共和国民法典" and v.article == 1087 for v in outcome.citations)


async def test_a_conflicting_year_is_asked_about_never_silently_taken(retriever) -> None:
    """The reported bug: --date 1998-06-01 was replaced by 1987 mentioned in the message."""
    model = scripted("依据《中华人民共和国刑法》第二百六十四条，盗窃公私财物数额较大的，处三年以下有期徒刑。")
    agent = make_agent(retriever, model)
    asked = await agent.turn(DialogueState(case_date=SET_1998), "1987年我偷了一辆自行车，现在会被追究吗？")
    assert asked.asked_for_date and asked.state.case_date == SET_1998 and model.calls == []
    assert "1998-06-01" in asked.text and "1987年" in asked.text and asked.date_choices == [1998, 1987]
    kept = await agent.turn(asked.state, "1998-06-01")
    assert kept.state.case_date.start == "1998-06-01" and kept.trajectory.question.startswith("1987年我偷了")
    chosen = await agent.turn(asked.state, "1987年")
    assert chosen.state.case_date.window[0].year == 1987 and chosen.state.case_date.source == "answer"


async def test_a_conflicting_date_under_the_same_provisions_is_answered_on_the_set_date(retriever) -> None:
    """stranger20 q2: a flat due "2025年6月30日", asked with the date set to 2026-10-01, got the date question back
    though no article in play changed between the two days. The set date stands and the reply says why."""
    model = scripted("依据《中华人民共和国民法典》第五百六十三条，当事人一方迟延履行主要债务，经催告后在合理期限内仍未履行的，可以解除合同。")
    set_2026 = CaseDate("2026-10-01", "2026-10-01", "day", "/date")
    outcome = await make_agent(retriever, model).turn(DialogueState(case_date=set_2026), LOAN.replace("2019年5月", "2025年6月30日"))
    assert not outcome.asked_for_date and outcome.state.case_date == set_2026 and model.calls
    assert "消息里提到的日期（2025-06-30）与您设定的案件日期适用的条文相同" in outcome.text
    assert outcome.trajectory.undated["span"] == ["2025-06-30", "2026-10-01"] and outcome.trajectory.undated["answer_now"]


async def test_a_year_agreeing_with_the_set_date_keeps_the_set_date(retriever) -> None:
    agent = make_agent(retriever, scripted("依据《中华人民共和国刑法》第二百六十四条处理。"))
    outcome = await agent.turn(DialogueState(case_date=SET_1998), "1998年我偷了一辆自行车，会怎么判？")
    assert not outcome.asked_for_date and outcome.state.case_date == SET_1998


async def test_a_degraded_reply_still_says_which_date_governs(retriever) -> None:
    from tests.fakes.scripted_model import ScriptedModel

    model = ScriptedModel()
    model.down = True
    outcome = await make_agent(retriever, model).turn(DialogueState(case_date=SET_2025), DIVORCE_ZH)
    assert outcome.degraded and "适用日期：2025-01-01（您设定的日期），因为离婚" in outcome.text
