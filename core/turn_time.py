"""Where a turn's time goes: percentiles per stage over many turns, and why revising stopped.

`eval consult` reports it so a latency budget is set against measured stages (drafting, review,
revisions, tool searches), not guessed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from core.trajectory import TurnRecord
from index.common.percentiles import percentile

#: The model-bound stages of a drafted turn, in the order they run.
MODEL_STAGES = ("pick", "draft", "tools", "translate", "judge", "revise")


def time_by_stage(records: Iterable[TurnRecord]) -> dict:
    """p50/p95 (ms, over turns that ran the stage) and share of all turn time, per model stage;
    the share of prompt tokens served from the prefix cache; revision stop reasons."""
    drafted = [r for r in records if "draft" in r.latency_ms]
    total = sum(r.latency_ms.get("total", 0.0) for r in drafted) or 1.0
    stages = {}
    for stage in MODEL_STAGES:
        spent = [r.latency_ms[stage] for r in drafted if stage in r.latency_ms]
        stages[stage] = {"turns": len(spent), "p50": percentile(spent, 0.5), "p95": percentile(spent, 0.95),
                         "share": sum(spent) / total}
    prompt = sum(r.tokens.get("prompt", 0) for r in drafted)
    return {
        "turns": len(drafted),
        "stages": stages,
        "cached_prompt_share": sum(r.tokens.get("cached", 0) for r in drafted) / prompt if prompt else None,
        "revision_stop": dict(Counter(r.revision_stop for r in drafted if r.revision_stop)),
    }
