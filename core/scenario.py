"""What kind of turn this is: the scenario names the system prompt, the rubric and the reply's
header, so the same stages serve a consultation now and complaint drafting next.

A scenario is data: the stages take it as an input instead of assuming consultation. Its prompt
and rubric are identified by name and content hash in every trajectory record, so training can
tell which instructions a reply was written under.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from core.prompts import SYSTEM
from core.rubric import RUBRIC_DIR, RubricItem, load_rubric
from core.trajectory import Identity, content_hash


@dataclass(frozen=True)
class Scenario:
    name: str
    system: dict[str, str]
    rubric: tuple[RubricItem, ...]
    rubric_identity: Identity

    @property
    def prompt_identity(self) -> Identity:
        return Identity(f"{self.name}.system", content_hash(json.dumps(self.system, ensure_ascii=False, sort_keys=True)))

    def item(self, item_id: str) -> RubricItem:
        return next(item for item in self.rubric if item.id == item_id)


def rubric_identity(role: str, items: list[RubricItem] | None = None) -> Identity:
    """The rubric file's name and hash; a rubric given in code is hashed from its items."""
    if items is not None:
        return Identity(role, content_hash(repr(items)))
    return Identity(role, content_hash((RUBRIC_DIR / f"{role}.toml").read_text(encoding="utf-8")))


def consultation(rubric: list[RubricItem] | None = None) -> Scenario:
    """A legal consultation answered by the lawyer role (the default rubric unless one is given)."""
    role = "consultation_lawyer"
    items = rubric if rubric is not None else load_rubric(role)
    return Scenario("consultation", SYSTEM, tuple(items), rubric_identity(role, rubric))
