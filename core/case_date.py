"""Deciding the case date: from the message, from an earlier answer, or by asking for it.

The law that applies is the law in force on the date of the facts, so a consultation about
something that happened needs that date; only a question about the law as it stands today can
go without one ("现行法律怎么规定" / "under current law").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from core import applicable_date
from core.applicable_date import Choice
from core.dialogue_state import CaseDate, DialogueState
from index.query_analysis import DateWindow, QueryAnalysis

#: Dates the user set themselves: never replaced by a year the message mentions, only asked about.
USER_SET = ("/date", "answer")

# Only an explicit request for today's law counts: "现在怎么办" asks what to do, not which law.
_CURRENT_LAW = re.compile(
    r"现行|最新(?:的)?(?:法律|法规|规定|条文|版本)|(?:现在|目前|当前|如今|今天|今日)(?:的|有效的|施行的)?(?:法律|法规|规定|条文|法)"
    r"|(?:按|依|根据)(?:照)?(?:现在|目前|当前)|\bcurrent(?:ly)?\s+(?:law|laws|rules?|legislation|version)\b"
    r"|\b(?:law|laws|rules?)\s+(?:today|now|currently in force)\b|\btoday'?s\s+(?:law|rules?)\b|\bin force (?:today|now)\b|\blaw say(?:s)? (?:now|today)\b"
    r"|\bunder\s+(?:the\s+)?(?:present|current)\b",
    re.IGNORECASE,
)
# A short answer to the date question that means "today" ("现在", "now").
_NOW_ANSWER = re.compile(r"^\W*(?:就是)?(?:现在|目前|当前|如今|今天|今年|最近|now|today|currently|right now)\W*$", re.IGNORECASE)
_FILLER = re.compile(
    r"\b(?:the|in|around|about|it|was|maybe|probably)\b|大概|大约|左右|应该|是在|那年|时候|[\s,，。.!！?？:：是在年月日号]",
    re.IGNORECASE,
)
_UNKNOWN = re.compile(r"不知道|不清楚|不记得|记不清|忘了|不确定|\bdon'?t know\b|\bnot sure\b|\bno idea\b|\bcan'?t remember\b", re.IGNORECASE)


def from_analysis(analysis: QueryAnalysis, source: str) -> CaseDate | None:
    return None if analysis.window is None else from_analysis_window(analysis.window, source)


def from_analysis_window(window: DateWindow, source: str) -> CaseDate:
    return CaseDate(window.start.isoformat(), window.end.isoformat(), window.precision, source)


def current_law(today: date) -> CaseDate:
    return CaseDate(today.isoformat(), today.isoformat(), "day", "current law")


def asks_about_current_law(text: str) -> bool:
    """"现行法律怎么规定？" needs no case date: today's law is the answer. "现在怎么办？" is no such
    request: the facts still happened on some date, which decides the law."""
    return bool(_CURRENT_LAW.search(text) or _NOW_ANSWER.search(text))


def says_unknown(text: str) -> bool:
    """The user cannot give a more precise date ("不记得了")."""
    return bool(_UNKNOWN.search(text))


#: Years offered as buttons when the agent asks for the case date (index.common.text.recent_years).
OFFERED_YEARS = 8


def is_only_a_date(text: str, analysis: QueryAnalysis) -> bool:
    """A reply like "2010年3月" or "2010" that answers a pending date question and asks nothing new."""
    if analysis.window is None:
        return False
    rest = text.replace(analysis.window.source_text, "")
    rest = _FILLER.sub("", rest)
    return len(rest) <= 6


@dataclass(frozen=True)
class DateDecision:
    """The outcome of settling the case date for one message.

    Either `ask` names the question to send ("bad_date", "ask_date", or "which_date" when the
    message's date conflicts with the one the user set; the state is then waiting for the date),
    or `state.case_date` is settled and `question` is what to answer: the message, or the
    question that was waiting for this date. `month_unknown` is true when the user cannot give
    the month of a straddling year (both versions are then explained). `choice` is which event
    of the story governs, when the rules of core.applicable_date read one; `conflict` is the
    message's date that conflicts with the user's.
    """

    question: str
    ask: str | None = None
    problems: tuple[str, ...] = ()
    #: Undated, and answered under today's law because its articles did not change lately (core/undated.py).
    undated_now: bool = False
    month_unknown: bool = False
    choice: Choice | None = None
    conflict: DateWindow | None = None
    #: The message's date (as the reply states it) that conflicted with the user's, under the same provisions.
    same_law_on: str = ""


def answers_pending(state: DialogueState, text: str, analysis: QueryAnalysis) -> bool:
    """Does this message only answer the question the state is waiting on (a date, "不记得")?"""
    return state.pending is not None and bool(state.pending_question) and (
        is_only_a_date(text, analysis) or asks_about_current_law(text) and len(text) <= 20
        or (state.pending == "month" and says_unknown(text))
    )


#: A reply to the date question at most this long, with no date, law or question mark in it, is a
#: failed date answer ("很久以前", "记不清"), not a new question that would replace the pending one.
SHORT_ANSWER_CHARS = 12


def unreadable_answer(state: DialogueState, text: str, analysis: QueryAnalysis) -> bool:
    """Is this a short reply to the pending date question that gives no date?"""
    return (state.pending == "date" and bool(state.pending_question) and analysis.window is None
            and len(text) <= SHORT_ANSWER_CHARS and not any(mark in text for mark in "?？")
            and not (analysis.laws or analysis.articles or asks_about_current_law(text)))


def settle(state: DialogueState, text: str, analysis: QueryAnalysis, today: date) -> DateDecision:
    """Settle the case date from the message and the state (which it updates), or say what to ask.

    The one place that moves `state.pending` for the date dialogue: a bad date with no usable one
    beside it is questioned; a message that only answers a pending question continues that
    question; a date in the message replaces the case date; otherwise the case date stands, and
    without one the question waits for it.
    """
    if analysis.date_problems and analysis.window is None:
        state.pending = "date"
        state.pending_question = state.pending_question or text
        return DateDecision(text, ask="bad_date", problems=tuple(analysis.date_problems))
    if unreadable_answer(state, text, analysis):
        return DateDecision(state.pending_question, ask="date_unreadable")
    answering = answers_pending(state, text, analysis)
    question = state.pending_question if answering else text
    month_unknown = state.pending == "month" and answering and analysis.window is None
    choice = None
    if answering and analysis.window is not None:
        state.case_date = from_analysis(analysis, "answer")
    elif not answering:
        choice = applicable_date.choose(text, today)
        conflict = _governing(state, choice, analysis, today)
        if conflict is not None:
            state.pending, state.pending_question = "date", text
            return DateDecision(text, ask="which_date", choice=choice, conflict=conflict)
    if analysis.window is None and asks_about_current_law(text) and not month_unknown:
        state.case_date = current_law(today)
    state.pending, state.pending_question = None, ""
    if state.case_date is None:
        state.pending, state.pending_question = "date", question
        return DateDecision(question, ask="ask_date")
    return DateDecision(question, month_unknown=month_unknown, choice=choice if choice and choice.decided else None)


def _governing(state: DialogueState, choice: Choice, analysis: QueryAnalysis, today: date) -> DateWindow | None:
    """Set the case date from the event that governs; returns the message's date instead when it
    conflicts with the date the user set (which is never replaced silently)."""
    user = state.case_date if state.case_date and state.case_date.source in USER_SET else None
    if choice.now:
        state.case_date = user or CaseDate(today.isoformat(), today.isoformat(), "day", "now")
        return None
    found = choice.window or analysis.window
    if found is None:
        return None
    if user is None:
        state.case_date = from_analysis_window(found, "message")
        return None
    if found.year_inferred:  # "5月入职" states no year: it cannot contradict the user's date
        return None
    start, end = user.window
    return None if found.start <= end and start <= found.end else found


def answers_bare_date_request(state: DialogueState, text: str, analysis: QueryAnalysis) -> bool:
    """After a bare /date (waiting for a date, no question pending), is this message that date?
    A message that asks something new goes to the turn instead, which settles its own date."""
    if state.pending != "date" or state.pending_question:
        return False
    if analysis.window is None:  # a short unreadable answer is asked again; a question keeps its words
        return len(_FILLER.sub("", text)) <= 12
    return is_only_a_date(text, analysis)


def expect_date(state: DialogueState) -> None:
    """/date with nothing after it: wait for the date, keeping any question that waits for it."""
    state.pending = "date"


def wait_for_month(state: DialogueState, question: str) -> None:
    """The year straddles an amendment: the question waits for the month."""
    state.pending, state.pending_question = "month", question
