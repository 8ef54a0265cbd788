"""The records experience memory passes around, and its settings (`[memory]` in config.toml)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from index.common.settings import MemorySettings  # noqa: F401  (memory code imports it from here)


@dataclass(frozen=True)
class Source:
    """A finished case an entry was distilled from (its id and user only, never its text)."""

    case_id: int
    user_key: str


@dataclass(frozen=True)
class ExperienceEntry:
    id: str
    text: str
    scenario: str
    created_at: str
    merged_from: list[str] = field(default_factory=list)
    times_used: int = 0
    sources: list[Source] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class RecalledEntry:
    """An entry recall returned for a query, with its cosine similarity to the query."""

    id: str
    text: str
    scenario: str
    score: float

    def to_log(self) -> dict[str, Any]:
        return {"id": self.id, "score": round(self.score, 4), "text": self.text}


@dataclass(frozen=True)
class AdaptedMemory:
    """Recalled entries rewritten for the current case (TALA eq. 5): what enters the context.

    `text` is empty when nothing was recalled or adaptation failed (then no memory is used).
    Everything here goes into the turn's trajectory (`to_log`).
    """

    text: str
    entries: list[RecalledEntry]
    query: str = ""
    latency_ms: float = 0.0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    error: str | None = None

    def to_log(self) -> dict[str, Any]:
        return {
            "query": self.query,
            "recalled": [e.to_log() for e in self.entries],
            "adapted": self.text,
            "latency_ms": round(self.latency_ms, 2),
            "tokens": {"prompt": self.prompt_tokens, "completion": self.completion_tokens},
            "error": self.error,
        }


@dataclass(frozen=True)
class DistillOutcome:
    """What ending a case gave memory: the stored entry, or why none was stored."""

    case_id: int
    entry: ExperienceEntry | None
    reason: str  # "stored" | "already_distilled" | "no_turns" | "nothing_reusable" | "invalid" | "personal_data" | "model_unavailable" | "disabled"
    raw: str = ""
    consolidation: "ConsolidationReport | None" = None

    @property
    def stored(self) -> bool:
        return self.entry is not None

    def to_dict(self) -> dict[str, Any]:
        return {
            "case_id": self.case_id,
            "stored": self.stored,
            "reason": self.reason,
            "entry": self.entry.to_dict() if self.entry else None,
            "consolidation": self.consolidation.to_dict() if self.consolidation else None,
        }


@dataclass
class ConsolidationReport:
    """One pass: sizes, and each change (a merge or an oldest-entry removal)."""

    pass_id: int | None
    trigger: str
    capacity: int
    size_before: int
    size_after: int = 0
    changes: list[dict[str, Any]] = field(default_factory=list)
    seconds: float = 0.0
    model_seconds: float = 0.0

    @property
    def changed(self) -> bool:
        return bool(self.changes)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def summary(self) -> str:
        """One line for the admin's /consolidate reply."""
        merges = sum(1 for c in self.changes if c["action"] == "merge")
        drops = sum(1 for c in self.changes if c["action"] == "drop_oldest")
        if not self.changes:
            return f"memory: {self.size_before} entries, capacity {self.capacity}: nothing to consolidate"
        return (f"memory: {self.size_before} → {self.size_after} entries (capacity {self.capacity}): "
                f"{merges} merged pair(s), {drops} oldest entr{'y' if drops == 1 else 'ies'} removed")


@dataclass(frozen=True)
class ForgetReport:
    links_removed: int
    entries_removed: list[str]

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)
