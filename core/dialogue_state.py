"""Per-chat dialogue state: the case date and where it came from, what the agent is waiting for.

Stored as JSON in the chats table after every turn, so a restart resumes each chat exactly where
it was, including a question that is still waiting for its case date.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import date
from typing import Literal

Precision = Literal["day", "month", "year", "range"]
Pending = Literal["date", "month"]


@dataclass
class CaseDate:
    """The case window (inclusive) with its precision and provenance (message, /date, current law)."""

    start: str
    end: str
    precision: Precision
    source: str

    @property
    def window(self) -> tuple[date, date]:
        return date.fromisoformat(self.start), date.fromisoformat(self.end)

    def describe(self, language: str) -> str:
        """How the reply states the date: "2010年" / "2010-03" / "2010-03-15"."""
        start, end = self.window
        if self.precision == "day":
            return start.isoformat()
        if self.precision == "month":
            return f"{start.year}年{start.month}月" if language == "zh" else start.strftime("%B %Y")
        if self.precision == "year":
            return f"{start.year}年" if language == "zh" else str(start.year)
        return f"{start.isoformat()} – {end.isoformat()}"


@dataclass
class DialogueState:
    """What the agent remembers about the current case of one chat."""

    scenario: str = "consultation"
    case_date: CaseDate | None = None
    pending: Pending | None = None
    pending_question: str = ""
    #: Questions already answered in this case (newest last), given to the model as context.
    facts: list[str] = field(default_factory=list)
    turns: int = 0
    language: str = "zh"
    #: The complaint-drafting intake in progress (core.complaint.intake.IntakeState as JSON), if any.
    complaint: dict | None = None

    def remember(self, question: str, keep: int = 5) -> None:
        """Keep the last `keep` answered questions of the case for follow-ups ("那如果是2012年呢？")."""
        self.facts = [*self.facts, question][-keep:]

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict | None) -> "DialogueState":
        if not data:
            return cls()
        known = {key: value for key, value in data.items() if key in cls.__dataclass_fields__}
        if known.get("case_date"):
            known["case_date"] = CaseDate(**known["case_date"])
        return cls(**known)
