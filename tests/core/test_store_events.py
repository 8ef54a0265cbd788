"""The store's admin figures: counts and latency percentiles."""

from __future__ import annotations

import statistics

import pytest

from core.store import Store
from tests.core.store_fixtures import add_turn, clock, db_path, store  # noqa: F401


async def test_stats_percentiles_and_counts(store: Store) -> None:
    empty = await store.stats()
    assert (empty.turns, empty.latency_p50_ms, empty.latency_p95_ms) == (0, None, None)

    await store.touch_user("tg:1", "zh", "")
    case_id = await store.start_case("chat:tg:1", "tg:1")
    latencies = [float(ms) for ms in range(100, 0, -1)]  # 100..1, stored out of order
    for i, ms in enumerate(latencies):
        await add_turn(
            store, "tg:1", case_id, latency_ms=ms, degraded=i % 10 == 0,
            citation_check_failed=i % 25 == 0,
        )
    await add_turn(store, "tg:1", case_id, latency_ms=None)

    stats = await store.stats()
    assert (stats.users, stats.chats, stats.turns) == (1, 1, 101)
    assert (stats.degraded_turns, stats.citation_check_failures) == (10, 4)
    assert stats.latency_p50_ms == pytest.approx(50.5)
    assert stats.latency_p95_ms == pytest.approx(95.05)
    expected = statistics.quantiles(latencies, n=100, method="inclusive")
    assert stats.latency_p95_ms == pytest.approx(expected[94])


async def test_single_latency_is_every_percentile(store: Store) -> None:
    case_id = await store.start_case("c", "tg:1")
    await add_turn(store, "tg:1", case_id, latency_ms=7.0)
    stats = await store.stats()
    assert stats.latency_p50_ms == stats.latency_p95_ms == 7.0
