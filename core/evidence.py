"""The statute passages a turn may rely on, each with why it is there.

`in_force` versions were valid in the case window. `later_version` items are the current wording
of a criminal provision that changed after the act, present only so the reply can compare them
under 刑法 第十二条 (从旧兼从轻); they may be cited for that comparison and nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from index.corpus import StatuteVersion

Role = Literal["in_force", "later_version"]


@dataclass(frozen=True)
class Evidence:
    version: StatuteVersion
    role: Role = "in_force"
    covers_window: bool = True
    found_by: str = "retrieval"

    @property
    def ident(self) -> str:
        v = self.version
        return f"{v.law}|{v.article}|{v.article_sub}|{v.valid_from}"

    def to_log(self) -> dict:
        """How a trajectory records it: enough to find the exact version again."""
        v = self.version
        return {
            "id": self.ident,
            "law": v.law,
            "article": v.article,
            "article_sub": v.article_sub,
            "version": v.version,
            "valid_from": v.valid_from,
            "valid_to": v.valid_to,
            "role": self.role,
            "covers_window": self.covers_window,
            "found_by": self.found_by,
        }


def window_text(version: StatuteVersion, language: str) -> str:
    """"1997-10-01至2011-04-30" / "1997-10-01 to 2011-04-30"; an open end reads "至今" / "in force"."""
    if language == "zh":
        return f"{version.valid_from}至{version.valid_to or '今'}"
    return f"{version.valid_from} to {version.valid_to or 'in force'}"


def add_unique(pool: list[Evidence], items: list[Evidence]) -> list[Evidence]:
    """Append items not already in the pool (same version); returns the ones added."""
    known = {item.ident for item in pool}
    added = [item for item in items if item.ident not in known and not known.add(item.ident)]
    pool.extend(added)
    return added
