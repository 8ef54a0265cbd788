"""Settling the case date: one function decides the date or the question to ask."""

from __future__ import annotations

from core import case_date as dates
from core.dialogue_state import DialogueState
from index.query_analysis import analyze
from tests.conftest import FIXED_TODAY


def settle(state: DialogueState, text: str) -> dates.DateDecision:
    return dates.settle(state, text, analyze(text, FIXED_TODAY), FIXED_TODAY)


def test_a_question_without_a_date_waits_for_it() -> None:
    state = DialogueState()
    decision = settle(state, "累犯可以适用缓刑吗？")
    assert decision.ask == "ask_date" and state.pending == "date"
    assert state.pending_question == "累犯可以适用缓刑吗？" and state.case_date is None


def test_a_bare_date_continues_the_waiting_question() -> None:
    state = DialogueState()
    settle(state, "累犯可以适用缓刑吗？")
    decision = settle(state, "2010年")
    assert decision.ask is None and decision.question == "累犯可以适用缓刑吗？"
    assert state.case_date.start == "2010-01-01" and state.pending is None


def test_current_law_needs_no_date() -> None:
    state = DialogueState()
    decision = settle(state, "现行法律对累犯缓刑怎么规定？")
    assert decision.ask is None and state.case_date.source == "current law"


def test_an_impossible_date_is_questioned() -> None:
    state = DialogueState()
    decision = settle(state, "2010年13月发生的盗窃怎么判？")
    assert decision.ask == "bad_date" and decision.problems and state.pending == "date"


def test_not_knowing_the_month_keeps_the_year_and_asks_for_both_versions() -> None:
    state = DialogueState()
    settle(state, "2011年累犯能缓刑吗？")
    dates.wait_for_month(state, "2011年累犯能缓刑吗？")
    decision = settle(state, "不记得了")
    assert decision.month_unknown and decision.question == "2011年累犯能缓刑吗？"
    assert state.case_date.precision == "year" and state.pending is None


def test_now_in_a_question_is_no_request_for_todays_law() -> None:
    state = DialogueState()
    decision = settle(state, "公司欠薪，现在怎么办？")
    assert decision.ask == "ask_date" and state.case_date is None
    assert settle(DialogueState(), "What should I do now? My employer has not paid me.").ask == "ask_date"


def test_an_explicit_current_law_request_and_a_short_now_answer_take_todays_law() -> None:
    for text in ("按现在的法律，公司欠薪怎么办？", "Under current law, what can I do about unpaid wages?"):
        state = DialogueState()
        assert settle(state, text).ask is None and state.case_date.source == "current law"
    state = DialogueState()
    settle(state, "公司欠薪怎么办？")
    decision = settle(state, "现在")
    assert decision.question == "公司欠薪怎么办？" and state.case_date.source == "current law"
