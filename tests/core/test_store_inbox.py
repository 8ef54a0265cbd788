"""The store's update inbox: claimed once, pruned after the retention, a journal across a crash."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from pathlib import Path

from core.store import Store
from tests.core.store_fixtures import FakeClock, clock, db_path, rows, store  # noqa: F401


async def test_claim_update_true_once_under_concurrency(store: Store) -> None:
    results = await asyncio.gather(*(store.claim_update(42) for _ in range(50)))
    assert results.count(True) == 1
    assert all(await asyncio.gather(*(store.claim_update(1000 + i) for i in range(50))))
    assert not await store.claim_update(1000)


async def test_claim_update_prunes_old_claims(
    store: Store, clock: FakeClock, db_path: Path
) -> None:
    await store.claim_update(1)
    clock.advance(timedelta(days=6))
    await store.claim_update(2)
    assert not await store.claim_update(1), "still inside the retention window"
    clock.advance(timedelta(days=2))
    await store.claim_update(3)
    kept = rows(db_path, "SELECT update_id FROM inbox ORDER BY update_id")
    assert kept == [(2,), (3,)]


async def test_the_inbox_journals_until_finished_and_survives_a_crash(db_path: Path, clock: FakeClock) -> None:
    async with Store(db_path, clock=clock) as store:
        assert await store.receive_update(7, "tg:1", '{"update_id": 7}')
        assert await store.receive_update(8, "tg:1", '{"update_id": 8}')
        assert await store.receive_update(9, "tg:1", '{"update_id": 9}')
        assert not await store.receive_update(7, "tg:1", '{"update_id": 7}'), "a redelivery"
        await store.finish_updates(7, joined=[8])
        await store.finish_updates(8)  # the joined update's own turn ends: it stays "joined"
    # closed without finishing 9, as a SIGKILL would leave it
    async with Store(db_path, clock=clock) as store:
        assert await store.pending_updates() == ['{"update_id": 9}']
    assert rows(db_path, "SELECT update_id, status, update_json FROM inbox ORDER BY update_id") == [
        (7, "done", None), (8, "joined", None), (9, "pending", '{"update_id": 9}')
    ]
