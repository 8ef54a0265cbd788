"""The store's FSM storage: state and data, and merges that lose no update."""

from __future__ import annotations

import asyncio
from pathlib import Path

from core.store import Store
from tests.core.store_fixtures import clock, db_path, rows, store  # noqa: F401


async def test_fsm_state_and_data(store: Store, db_path: Path) -> None:
    key = "bot:1:chat:2:user:3"
    assert await store.fsm_get_state(key) is None
    assert await store.fsm_get_data(key) == {}

    await store.fsm_set_state(key, "complaint:plaintiff", user_key="tg:3")
    await store.fsm_set_data(key, {"plaintiff": "张三"})
    merged = await store.fsm_update_data(key, {"defendant": "李四"})
    assert merged == {"plaintiff": "张三", "defendant": "李四"}
    assert await store.fsm_get_state(key) == "complaint:plaintiff"
    assert await store.fsm_get_data(key) == {"plaintiff": "张三", "defendant": "李四"}
    assert rows(db_path, "SELECT user_key FROM fsm WHERE key = ?", (key,)) == [("tg:3",)]

    await store.fsm_set_state(key, None)
    await store.fsm_set_data(key, {})
    assert rows(db_path, "SELECT COUNT(*) FROM fsm") == [(0,)]


async def test_concurrent_updates_of_fsm_data_are_not_lost(store: Store) -> None:
    await asyncio.gather(*(store.fsm_update_data("k", {f"field{i}": i}) for i in range(50)))
    assert await store.fsm_get_data("k") == {f"field{i}": i for i in range(50)}
