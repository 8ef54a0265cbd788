"""An undated question: ask for the date only when the answer depends on it.

Every undated question used to get the date question back, though most are about law that has not
changed in years (20 of 20 real questions in a sample). The period an undated question allows is
the recent past: `[agent] undated_lookback_years` back from today (three years is the general
limitation period, 民法典 第一百八十八条). The question is searched in that period and put through
the relevance gate; when none of the articles in play (the best few the gate keeps) changed, came
into force or went out of force inside it, the answer is the same on every day of it, so it is
given under the law in force today, and the reply says so and how to get an earlier date's law.
Otherwise the date question is asked, as before.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from core.dialogue_state import CaseDate
from core.governing import gate
from core.retrieve import retrieve
from core.turn_context import TurnContext
from index.corpus import day_number

#: The articles in play: the gate's best few (a far-down passage changing is no reason to ask).
IN_PLAY = 3


@dataclass(frozen=True)
class Undated:
    """Whether the question can be answered under today's law, and which articles decided it."""

    answer_now: bool
    in_play: tuple[str, ...] = ()
    changed: tuple[str, ...] = ()

    def to_log(self) -> dict:
        return {"answer_now": self.answer_now, "in_play": list(self.in_play), "changed": list(self.changed)}


def lookback_window(today: date, years: int) -> tuple[date, date]:
    try:
        start = today.replace(year=today.year - years)
    except ValueError:  # 29 February
        start = today.replace(year=today.year - years, day=28)
    return start, today


def lookback_period(today: date, years: int) -> CaseDate:
    """The period an undated question allows: the `years` before today, as a case date."""
    start, end = lookback_window(today, years)
    return CaseDate(start.isoformat(), end.isoformat(), "range", "lookback")


async def undated(context: TurnContext) -> Undated:
    """Search the context's window (the `lookback_period`) and decide whether the articles in play
    are the same all through it."""
    start, end = context.case_date.window
    found = await retrieve(context)
    gated = await gate(context, found)
    if gated.action == "abstain" or not gated.found.evidence:
        return Undated(False)
    keys = list(dict.fromkeys(item.version.key for item in gated.found.evidence))[:IN_PLAY]
    changed = [key for key in keys if changes_within(context.retriever.versions_of(*key), start, end)]
    label = lambda key: f"{key[0]}|{key[1]}|{key[2]}"  # noqa: E731
    return Undated(not changed, tuple(label(k) for k in keys), tuple(label(k) for k in changed))


def changes_within(versions, start: date, end: date) -> bool:
    """True when a version of the article begins after `start` or ends before `end` inside the
    window: its wording, or whether it is in force at all, depends on the day."""
    first, last = day_number(start), day_number(end)
    return any(first < v.from_day <= last or first <= v.to_day < last for v in versions)
