"""How the relevance gate changes the evidence, measured on LawBench 3-8 without the chat model.

For each consultation item (its reference answer names the laws that govern it), at a case date
(default: a day in 2024, the period the references were written for) the question is retrieved as
the agent does, then gated. Reported: how often the evidence holds a law the reference cites
(before and after the gate), how often the gate passes, narrows or abstains, and how often it
abstains although the library holds a law the reference cites in a version valid on the date
(a wrong abstention: the reference answers are written for the law of about 2023, so at an
earlier date some of their laws did not govern yet), the share of evidence passages drafted
from that come from laws the reference does not cite (what a reply can misfire on), and how often
the first passage is from a law the reference cites (the small model cites what it reads first).
"""

from __future__ import annotations

import asyncio
from collections import Counter
from datetime import date
from typing import Callable

from core.dialogue_state import CaseDate
from core.governing import gate, held_in
from core.retrieve import retrieve
from core.turn_context import TurnContext
from index.common.settings import AgentSettings
from index.evals.coverage import DEFAULT_FILE, load_items, reference_mentions
from index.retrieval import Retriever


async def evaluate(retriever: Retriever, day: date, top: int = AgentSettings().evidence_top, limit: int | None = None,
                   progress: Callable[[str, int, int], None] | None = None) -> dict:
    items = [item for item in load_items(DEFAULT_FILE)[:limit] if reference_mentions(item.get("answer", ""))]
    coverage = retriever.coverage
    held = {law for law in coverage if held_in(coverage, law, (day, day))}
    case_date = CaseDate(day.isoformat(), day.isoformat(), "day", "eval")
    actions: Counter[str] = Counter()
    before = after = wrong_abstain = right_abstain = 0
    off_reference = kept = leads = 0
    for number, item in enumerate(items, start=1):
        cited = {m.law for m in reference_mentions(item["answer"])}
        context = TurnContext.of(retriever, item["question"], case_date, top, day, "zh")
        found = await retrieve(context)
        gated = await gate(context, found)
        actions[gated.action] += 1
        before += bool({e.version.law for e in found.evidence} & cited)
        if gated.action == "abstain":
            wrong_abstain += bool(cited & held)
            right_abstain += not (cited & held)
        else:
            laws = [e.version.law for e in gated.found.evidence]
            after += bool(set(laws) & cited)
            leads += bool(laws) and laws[0] in cited
            off_reference += sum(law not in cited for law in laws)
            kept += len(laws)
        if progress:
            progress("LawBench 3-8", number, len(items))
    n = max(len(items), 1)
    return {
        "items": len(items), "date": day.isoformat(),
        "evidence_reference_law_hit": {"before_gate": round(before / n, 4), "after_gate": round(after / n, 4)},
        "evidence_led_by_a_reference_law": round(leads / n, 4),
        "evidence_off_reference_share": round(off_reference / max(kept, 1), 4),
        "actions": dict(actions),
        "abstain_when_a_reference_law_is_held": wrong_abstain,
        "abstain_when_no_reference_law_is_held": right_abstain,
    }


def run(retriever: Retriever, day: date, limit: int | None, progress=None) -> dict:
    return asyncio.run(evaluate(retriever, day, limit=limit, progress=progress))
