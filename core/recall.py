"""The experience stage (TALA's test-time memory): prior, de-identified experience relevant to
this case, added to the model's context.

Empty for now: experience memory is built separately and fills `recall` in; the turn already
calls it at its place (after retrieval, before drafting) and records its latency, so the memory
plugs into this seam without touching the turn.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.scenario import Scenario


@dataclass(frozen=True)
class Experience:
    """One piece of prior experience, adapted to this case, as the model will read it."""

    text: str
    source_id: str = ""


async def recall(scenario: Scenario, question: str, case_window: tuple) -> list[Experience]:
    """Experience for this question; none until experience memory is wired in."""
    return []
