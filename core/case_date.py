"""Deciding the case date: from the message, from an earlier answer, or by asking for it.

The law that applies is the law in force on the date of the facts, so a consultation about
something that happened needs that date; only a question about the law as it stands today can
go without one ("现行法律怎么规定" / "under current law").
"""

from __future__ import annotations

import re
from datetime import date

from core.dialogue_state import CaseDate
from index.query_analysis import QueryAnalysis

_CURRENT_LAW = re.compile(
    r"现行|目前|现在|当前|如今|最新|今天|今日|按现在|\bcurrent(ly)?\b|\btoday\b|\bnow\b|\bpresent\b|in force today",
    re.IGNORECASE,
)
_FILLER = re.compile(
    r"\b(?:the|in|around|about|it|was|maybe|probably)\b|大概|大约|左右|应该|是在|那年|时候|[\s,，。.!！?？:：是在年月日号]",
    re.IGNORECASE,
)
_UNKNOWN = re.compile(r"不知道|不清楚|不记得|记不清|忘了|不确定|\bdon'?t know\b|\bnot sure\b|\bno idea\b|\bcan'?t remember\b", re.IGNORECASE)


def from_analysis(analysis: QueryAnalysis, source: str) -> CaseDate | None:
    window = analysis.window
    if window is None:
        return None
    return CaseDate(window.start.isoformat(), window.end.isoformat(), window.precision, source)


def current_law(today: date) -> CaseDate:
    return CaseDate(today.isoformat(), today.isoformat(), "day", "current law")


def asks_about_current_law(text: str) -> bool:
    """"What does the law say now?" needs no case date: today's law is the answer."""
    return bool(_CURRENT_LAW.search(text))


def says_unknown(text: str) -> bool:
    """The user cannot give a more precise date ("不记得了")."""
    return bool(_UNKNOWN.search(text))


def recent_years(today: date, count: int = 8) -> list[int]:
    """Years offered as buttons when the agent asks for the case date, newest first."""
    return [today.year - offset for offset in range(count)]


def is_only_a_date(text: str, analysis: QueryAnalysis) -> bool:
    """A reply like "2010年3月" or "2010" that answers a pending date question and asks nothing new."""
    if analysis.window is None:
        return False
    rest = text.replace(analysis.window.source_text, "")
    rest = _FILLER.sub("", rest)
    return len(rest) <= 6
