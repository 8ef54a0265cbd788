"""Per-stage time figures over turn records."""

from __future__ import annotations

from core.trajectory import TurnRecord
from core.turn_time import time_by_stage


def record(stop: str | None, **stages: float) -> TurnRecord:
    turn = TurnRecord(scenario="consultation", outcome="answered")
    turn.latency_ms = dict(stages)
    turn.revision_stop = stop
    turn.tokens = {"prompt": 1000, "completion": 100, "cached": 600}
    return turn


def test_stage_percentiles_shares_and_stop_reasons() -> None:
    records = [
        record("passed", draft=10_000, judge=2_000, total=12_000),
        record("unchanged", draft=20_000, judge=4_000, revise=10_000, total=38_000),
        record(None, total=5),  # a fixed reply (date question): no draft, not counted
    ]
    timing = time_by_stage(records)
    assert timing["turns"] == 2
    assert timing["stages"]["draft"]["p50"] == 15_000 and timing["stages"]["draft"]["turns"] == 2
    assert timing["stages"]["revise"]["turns"] == 1
    assert round(timing["stages"]["draft"]["share"], 2) == round(30_000 / 50_000, 2)
    assert timing["stages"]["tools"]["turns"] == 0 and timing["stages"]["tools"]["p50"] is None
    assert timing["cached_prompt_share"] == 0.6
    assert timing["revision_stop"] == {"passed": 1, "unchanged": 1}
