"""The versioned statute corpus: one record per article version, validated before anything trusts it.

Validity windows are the product's legal backbone, so a file with a bad date, an unknown field or
two overlapping windows for one article is rejected whole, with the line that is wrong.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import asdict, dataclass
from datetime import date
from pathlib import Path
from typing import Any, Iterable

#: `valid_to` of a version still in force, as an integer day (see `day_number`).
OPEN_END = 99991231

REQUIRED_FIELDS = {
    "law": str,
    "article": int,
    "article_sub": int,
    "article_label": str,
    "version": str,
    "valid_from": str,
    "text": str,
}
OPTIONAL_FIELDS: dict[str, type | tuple[type, ...]] = {
    "valid_to": (str, type(None)),
    "source": str,
    "text_provenance": str,
    "amended_by": str,
    "note": str,
    "window_basis": str,
}
PROVENANCES = {"verbatim", "verbatim_from_amendment", "verbatim_transcribed", "composed", "user"}


class CorpusError(ValueError):
    """A corpus file that must not be indexed; the message names the file and line."""


@dataclass(frozen=True)
class StatuteVersion:
    """The wording of one article during one inclusive validity window (valid_to None = in force)."""

    law: str
    article: int
    article_sub: int
    article_label: str
    version: str
    valid_from: str
    valid_to: str | None
    text: str
    source: str = ""
    text_provenance: str = "verbatim"
    amended_by: str = ""
    note: str = ""

    @property
    def key(self) -> tuple[str, int, int]:
        """Identifies the article across its versions."""
        return (self.law, self.article, self.article_sub)

    @property
    def from_day(self) -> int:
        return day_number(date.fromisoformat(self.valid_from))

    @property
    def to_day(self) -> int:
        return OPEN_END if self.valid_to is None else day_number(date.fromisoformat(self.valid_to))

    def valid_on(self, start: date, end: date) -> bool:
        """True when this version's window overlaps the inclusive case window [start, end]."""
        return self.from_day <= day_number(end) and self.to_day >= day_number(start)

    def covers(self, start: date, end: date) -> bool:
        """True when this version is in force on every day of [start, end]: no amendment inside the window."""
        return self.from_day <= day_number(start) and self.to_day >= day_number(end)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def day_number(day: date) -> int:
    """A date as the integer YYYYMMDD: ordered like the date, cheap to filter on in Qdrant."""
    return day.year * 10000 + day.month * 100 + day.day


def _parse_date(value: object, field: str) -> date:
    if not isinstance(value, str):
        raise ValueError(f"{field} must be a YYYY-MM-DD string, got {value!r}")
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise ValueError(f"{field} is not a real date: {value!r}") from None


def parse_record(raw: object, default_provenance: str = "verbatim") -> StatuteVersion:
    """Check one decoded JSON object against the schema and build the record, or raise ValueError."""
    if not isinstance(raw, dict):
        raise ValueError("each line must be a JSON object")
    unknown = set(raw) - set(REQUIRED_FIELDS) - set(OPTIONAL_FIELDS)
    if unknown:
        raise ValueError(f"unknown field(s): {', '.join(sorted(unknown))}")
    for name, kind in REQUIRED_FIELDS.items():
        if name not in raw:
            raise ValueError(f"missing field {name!r}")
        if not isinstance(raw[name], kind) or (kind is int and isinstance(raw[name], bool)):
            raise ValueError(f"{name} must be {kind.__name__}, got {raw[name]!r}")
    for name, kinds in OPTIONAL_FIELDS.items():
        if name in raw and not isinstance(raw[name], kinds):
            raise ValueError(f"{name} has the wrong type: {raw[name]!r}")
    if not raw["text"].strip() or not raw["law"].strip():
        raise ValueError("law and text must not be empty")
    if raw["article"] < 1 or raw["article_sub"] < 0:
        raise ValueError("article must be >= 1 and article_sub >= 0")
    start = _parse_date(raw["valid_from"], "valid_from")
    if raw.get("valid_to") is not None and _parse_date(raw["valid_to"], "valid_to") < start:
        raise ValueError(f"valid_to {raw['valid_to']} is before valid_from {raw['valid_from']}")
    provenance = raw.get("text_provenance", default_provenance)
    if provenance not in PROVENANCES:
        raise ValueError(f"text_provenance must be one of {sorted(PROVENANCES)}, got {provenance!r}")
    return StatuteVersion(
        law=raw["law"].strip(),
        article=raw["article"],
        article_sub=raw["article_sub"],
        article_label=raw["article_label"],
        version=raw["version"],
        valid_from=raw["valid_from"],
        valid_to=raw.get("valid_to"),
        text=raw["text"],
        source=raw.get("source", ""),
        text_provenance=provenance,
        amended_by=raw.get("amended_by", ""),
        note=raw.get("note", ""),
    )


def check_windows(records: Iterable[tuple[str, StatuteVersion]]) -> None:
    """Reject two versions of one article whose windows overlap; `records` carry their origin."""
    by_key: dict[tuple[str, int, int], list[tuple[str, StatuteVersion]]] = defaultdict(list)
    for origin, record in records:
        by_key[record.key].append((origin, record))
    for versions in by_key.values():
        versions.sort(key=lambda item: item[1].from_day)
        for (origin_a, a), (origin_b, b) in zip(versions, versions[1:]):
            if b.from_day <= a.to_day:
                raise CorpusError(
                    f"{origin_b}: {b.law} {b.article_label} window {b.valid_from}..{b.valid_to or 'open'} "
                    f"overlaps {origin_a} ({a.valid_from}..{a.valid_to or 'open'})"
                )


def read_jsonl(path: Path, default_provenance: str = "verbatim") -> list[tuple[str, StatuteVersion]]:
    """Parse a corpus file; every record is returned with its "file:line" origin."""
    if not path.is_file():
        raise CorpusError(f"{path}: no such corpus file")
    out: list[tuple[str, StatuteVersion]] = []
    with path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            origin = f"{path}:{number}"
            try:
                out.append((origin, parse_record(json.loads(line), default_provenance)))
            except (json.JSONDecodeError, ValueError) as error:
                raise CorpusError(f"{origin}: {error}") from None
    if not out:
        raise CorpusError(f"{path}: the file holds no records")
    return out


def load_corpus(paths: Iterable[Path]) -> list[StatuteVersion]:
    """Load and cross-check one or more corpus files (the shipped one plus a user's additions)."""
    records: list[tuple[str, StatuteVersion]] = []
    for index, path in enumerate(paths):
        records.extend(read_jsonl(path, "verbatim" if index == 0 else "user"))
    check_windows(records)
    return [record for _, record in records]
