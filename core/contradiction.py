"""What a conclusion that goes against its clause is: the kinds of direction a legal statement has, and
the finding itself, shared by the direction words (`core.direction`) and the outcome rules
(`core.outcome_rules`) so both say it the same way."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Kind = Literal["permission", "obligation", "support", "validity", "liability", "answer"]


@dataclass(frozen=True)
class Contradiction:
    """A conclusion against its clause: `reason` in the reply's language, and the way the clause goes on
    the point the conclusion got wrong (`kind`, `positive`): what a direct answer says instead."""

    reason: str
    kind: Kind
    positive: bool
    #: What a direct answer says when not the one word for `kind` and `positive` ("" for none).
    answer: str | None = None
