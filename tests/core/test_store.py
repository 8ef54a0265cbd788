"""The store's connection: schema upgrades, WAL, the owner-only file, the one writer thread."""

from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path

import pytest
from sqlite_utils import Database

from core.store import MIGRATIONS, Store
from tests.core.store_fixtures import FakeClock, add_turn, clock, db_path, rows, store  # noqa: F401


async def test_migrations_apply_once_and_reopen_keeps_chat_state(
    db_path: Path, clock: FakeClock
) -> None:
    state = {"scenario": "consult", "case_date": "2010-03", "precision": "month", "facts": ["缓刑"],
             "source": "user", "pending": None, "turns": 3}
    async with Store(db_path, clock=clock) as store:
        await store.touch_user("tg:1", "zh", "张三")
        case_id = await store.start_case("tg:chat1", "tg:1")
        await store.save_chat_state("tg:chat1", "tg:1", state)
    applied_first = MIGRATIONS.applied(Database(db_path))

    async with Store(db_path, clock=clock) as store:
        assert await store.load_chat_state("tg:chat1") == state
        assert await store.current_case("tg:chat1") == case_id
        user = await store.get_user("tg:1")
        assert user is not None and user.display_name == "张三"

    db = Database(db_path)
    assert [m.name for m in MIGRATIONS.applied(db)] == ["0001_initial", "0002_experience_memory", "0003_update_inbox"]
    assert MIGRATIONS.applied(db) == applied_first
    assert MIGRATIONS.pending(db) == []


async def test_wal_mode_is_on(store: Store, db_path: Path) -> None:
    assert rows(db_path, "PRAGMA journal_mode") == [("wal",)]


async def test_default_path_is_in_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("core.store.connection.data_dir", lambda: tmp_path)
    assert Store().path == tmp_path / "tempolex.db"


async def test_calls_need_an_open_store(db_path: Path) -> None:
    store = Store(db_path)
    with pytest.raises(RuntimeError):
        await store.get_user("tg:1")
    await store.open()
    await store.close()
    with pytest.raises(RuntimeError):
        await store.get_user("tg:1")


async def test_many_concurrent_coroutines_keep_the_database_consistent(
    store: Store, db_path: Path
) -> None:
    users = [f"tg:{i}" for i in range(20)]
    case_ids = await asyncio.gather(*(store.start_case(f"chat:{u}", u) for u in users))

    async def conversation(user_key: str, case_id: int) -> list[int]:
        await store.touch_user(user_key, "en", user_key)
        turn_ids = []
        for n in range(10):
            turn_ids.append(await add_turn(store, user_key, case_id, f"{user_key} #{n}"))
            await store.save_chat_state(f"chat:{user_key}", user_key, {"turns": n + 1})
            await store.log_event("message", user_key, {"n": n})
        await store.record_feedback(turn_ids[0], user_key, 1)
        return turn_ids

    results = await asyncio.gather(*(conversation(u, c) for u, c in zip(users, case_ids)))

    all_ids = [t for ids in results for t in ids]
    assert len(set(all_ids)) == 200
    assert rows(db_path, "PRAGMA integrity_check") == [("ok",)]
    joined = "SELECT COUNT(*) FROM turns t JOIN trajectories j ON j.turn_id = t.id"
    assert rows(db_path, joined) == [(200,)]
    for user_key, case_id in zip(users, case_ids):
        assert await store.load_chat_state(f"chat:{user_key}") == {"turns": 10}
        transcript = await store.case_transcript(case_id)
        assert [t["user_text"] for t in transcript] == [f"{user_key} #{n}" for n in range(10)]
    for record in await store.iter_trajectories():
        assert record["trajectory"]["user"] == record["user_text"]
    assert (await store.stats()).turns == 200


async def test_work_runs_off_the_event_loop(store: Store) -> None:
    """A slow database call must not stall other coroutines (and runs on the writer thread)."""
    threads: list[str] = []

    def slow(_db: Database) -> None:
        threads.append(threading.current_thread().name)
        time.sleep(0.3)

    ticks = 0

    async def ticker() -> None:
        nonlocal ticks
        while True:
            await asyncio.sleep(0.01)
            ticks += 1

    task = asyncio.create_task(ticker())
    await store._call(slow)
    task.cancel()
    assert ticks >= 10
    assert threads[0].startswith("tempolex-store")


async def test_the_database_file_is_the_owners_only(tmp_path: Path, clock: FakeClock) -> None:
    fresh = tmp_path / "new" / "tempolex.db"
    async with Store(fresh, clock=clock):
        pass
    assert fresh.stat().st_mode & 0o777 == 0o600
    assert fresh.parent.stat().st_mode & 0o777 == 0o700
    loose = tmp_path / "old.db"
    loose.touch(mode=0o644)
    loose.chmod(0o644)
    async with Store(loose, clock=clock):
        pass
    assert loose.stat().st_mode & 0o777 == 0o600, "an existing file is tightened"


def test_migration_3_moves_processed_updates_into_the_inbox(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    db = Database(db_path)
    MIGRATIONS.apply(db, stop_before="0003_update_inbox")
    db.execute("INSERT INTO processed_updates VALUES (5, '2025-03-01T08:00:00.000+00:00')")
    MIGRATIONS.apply(db)
    assert rows(db_path, "SELECT update_id, status, update_json FROM inbox") == [(5, "done", None)]
    assert rows(db_path, "SELECT * FROM processed_updates") == []
