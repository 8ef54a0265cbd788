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


def test_a_year_in_the_message_never_silently_replaces_a_date_the_user_set() -> None:
    from core.dialogue_state import CaseDate

    state = DialogueState(case_date=CaseDate("2010-03-01", "2010-03-31", "month", "/date"))
    decision = settle(state, "2012年的那件事应该怎么处理？")
    assert decision.ask == "which_date" and decision.conflict.start.year == 2012
    assert state.case_date.start == "2010-03-01" and state.pending == "date"
    answered = settle(state, "2012年")
    assert answered.ask is None and answered.question == "2012年的那件事应该怎么处理？"
    assert state.case_date.start == "2012-01-01" and state.case_date.source == "answer"
    follow_up = DialogueState(case_date=CaseDate("2010-01-01", "2010-12-31", "year", "message"))
    settle(follow_up, "那如果是2012年呢？")
    assert follow_up.case_date.start == "2012-01-01", "a date read from an earlier message may be replaced"


def test_after_a_bare_date_command_a_date_answers_it_and_a_question_is_kept() -> None:
    state = DialogueState()
    dates.expect_date(state)
    assert dates.answers_bare_date_request(state, "2010年3月", analyze("2010年3月", FIXED_TODAY))
    assert dates.answers_bare_date_request(state, "很久以前", analyze("很久以前", FIXED_TODAY))
    question = "公司一直拖欠我的工资，我应该怎么维权？"
    assert not dates.answers_bare_date_request(state, question, analyze(question, FIXED_TODAY))
    decision = settle(state, question)
    assert decision.ask == "ask_date" and state.pending_question == question


def test_a_short_reply_without_a_date_keeps_the_waiting_question() -> None:
    """"很久以前" answers the date question badly; it must not become the question itself."""
    state = DialogueState()
    settle(state, "累犯可以适用缓刑吗？")
    decision = settle(state, "很久以前")
    assert decision.ask == "date_unreadable"
    assert state.pending == "date" and state.pending_question == "累犯可以适用缓刑吗？"
    answered = settle(state, "2012")
    assert answered.ask is None and answered.question == "累犯可以适用缓刑吗？"
    # a real new question while waiting still replaces the old one
    state = DialogueState()
    settle(state, "累犯可以适用缓刑吗？")
    assert settle(state, "那公司欠薪怎么办？").question == "那公司欠薪怎么办？"


def test_a_month_without_a_year_does_not_contradict_the_date_the_user_set() -> None:
    """"5月入职…已有5年工龄": the month is background with no year; inferring this May and then
    asking which date applies (the user set one) was a question about nothing."""
    from core.dialogue_state import CaseDate

    state = DialogueState(case_date=CaseDate(FIXED_TODAY.isoformat(), FIXED_TODAY.isoformat(), "day", "/date"))
    decision = settle(state, "我是5月入职单位，现在已有5年工龄，单位要求满1年才能休年假，合法吗？")
    assert decision.ask is None and state.case_date.start == FIXED_TODAY.isoformat()
    later = DialogueState(case_date=CaseDate("2010-03-01", "2010-03-31", "month", "/date"))
    assert settle(later, "2012年5月他又打了我，怎么办？").ask == "which_date", "a year written still conflicts"
    assert analyze("5月入职，6月被辞退", FIXED_TODAY).window.year_inferred
    assert not analyze("2019年5月入职，6月被辞退", FIXED_TODAY).window.year_inferred
