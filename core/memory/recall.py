"""Recall (TALA eq. 3-4): a query from the current task state, top-k entries with cosine >= delta.

`build_query` is what the agent's recall stage embeds: the question being answered, the kind
of task and the earlier questions of the case, so experience about the same kind of case is
found rather than entries that merely share words. `memory_context` is the only way recalled
text enters the drafting context: fenced, and labelled as guidance that is never a source.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.memory.prompts import CONTEXT

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
