"""The store's turns: atomic writes with their trajectories, paging, feedback from the owner only."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.store import Store
from tests.core.store_fixtures import add_turn, clock, db_path, rows, store  # noqa: F401


async def test_record_turn_is_atomic(store: Store, db_path: Path) -> None:
    case_id = await store.start_case("tg:c", "tg:1")
    with pytest.raises(TypeError):
        await store.record_turn(
            case_id=case_id, chat_key="tg:c", user_key="tg:1", user_text="q", reply_text="a",
            trajectory={"not json": object()},
        )
    assert rows(db_path, "SELECT COUNT(*) FROM turns") == [(0,)]
    assert rows(db_path, "SELECT COUNT(*) FROM trajectories") == [(0,)]

    turn_id = await add_turn(
        store, "tg:1", case_id, "刑法第七十四条",
        case_date="2010-03-01", asked_for_date=True,
        degraded=True, citation_check_failed=False, latency_ms=812.5, model="qwen-1.5b",
    )
    [record] = await store.iter_trajectories()
    assert record["turn_id"] == turn_id
    assert record["trajectory"] == {"user": "刑法第七十四条", "steps": ["retrieve", "draft"]}
    assert record["asked_for_date"] is True and record["degraded"] is True
    assert record["citation_check_failed"] is False
    assert record["case_date"] == "2010-03-01" and record["latency_ms"] == 812.5
    assert record["model"] == "qwen-1.5b" and record["feedback"] is None
    assert "user_key" not in record and "chat_key" not in record


async def test_iter_trajectories_pages_from_since_id(store: Store) -> None:
    case_id = await store.start_case("tg:c", "tg:1")
    ids = [await add_turn(store, "tg:1", case_id, str(i)) for i in range(5)]
    assert [r["turn_id"] for r in await store.iter_trajectories(since_id=ids[1])] == ids[2:]
    batch = await store.iter_trajectories(since_id=ids[0], limit=2)
    assert [r["turn_id"] for r in batch] == ids[1:3]


async def test_feedback_only_from_the_turns_owner(store: Store) -> None:
    case_id = await store.start_case("tg:a", "tg:alice")
    turn_id = await add_turn(store, "tg:alice", case_id)

    assert not await store.record_feedback(turn_id, "tg:bob", 1)
    assert not await store.record_feedback(turn_id + 1000, "tg:alice", 1)
    assert await store.record_feedback(turn_id, "tg:alice", 1)
    assert await store.record_feedback(turn_id, "tg:alice", -1)
    with pytest.raises(ValueError):
        await store.record_feedback(turn_id, "tg:alice", 0)

    [record] = await store.iter_trajectories()
    assert record["feedback"] == -1
