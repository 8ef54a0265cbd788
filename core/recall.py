"""The experience stage (TALA's test-time memory): prior, de-identified experience relevant to
this case, fitted to it (by the drafting call itself, or first by a model call of its own: `[memory]
adapt`) and added to the drafting context as guidance.

It runs after retrieval and before drafting. Memory is guidance, never evidence: its text goes
into the system context in a fenced block, not into the evidence list, so a provision named only
there fails citation verification like any other unsupported citation.

`build_query` is what the stage embeds: the question being answered, the kind of task and the
earlier questions of the case, so experience about the same kind of case is found rather than
entries that merely share words. `memory_context` is the only way recalled text enters the drafting
context: fenced, and labelled as guidance that is never a source.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from core.memory.memory import ExperienceMemory
from core.memory.prompts import CONTEXT
from core.scenario import Scenario

MAX_QUERY_CHARS = 600


def build_query(question: str, scenario: str = "consultation", facts: Sequence[str] = ()) -> str:
    """The recall query for one turn: the question first, then the case's earlier questions."""
    parts = [question.strip()]
    parts += [f for f in reversed(list(facts)) if f and f.strip() != question.strip()]
    query = "\n".join(p for p in parts if p)
    return query[:MAX_QUERY_CHARS]


def memory_context(adapted_text: str, language: str) -> str:
    """The block to add to the drafting context ("" when there is nothing to add).

    Memory is guidance, not evidence: nothing here is given to the citation checker as
    evidence, so a provision named only in memory fails verification and is removed.
    """
    if not adapted_text.strip():
        return ""
    return CONTEXT["zh" if language == "zh" else "en"].format(text=adapted_text.strip())


@dataclass(frozen=True)
class Recalled:
    """What the stage adds to the context (may be empty) and what the trajectory records."""

    context: str = ""
    log: dict = field(default_factory=dict)


async def recall(
    memory: ExperienceMemory | None, scenario: Scenario, question: str, facts: Sequence[str], case_date: str, lang: str
) -> Recalled:
    """Top-k entries of the scenario above δ, fitted to this case; nothing when memory is off or
    empty, or when a model adaptation fails (then no memory is used rather than unadapted text)."""
    if memory is None:
        return Recalled()
    query = build_query(question, scenario.name, list(facts))
    entries = await memory.recall(query, scenario.name)
    if not entries:
        return Recalled(log={"query": query, "recalled": [], "adapted": ""})
    adapted = await memory.adapt(entries, question, case_date, list(facts), lang, query=query)
    return Recalled(memory_context(adapted.text, lang) if adapted.text else "", adapted.to_log())
