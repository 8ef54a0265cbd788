"""The SQLite store: schema upgrades, atomic writes, isolation between users, concurrency."""

from __future__ import annotations

import asyncio
import sqlite3
import statistics
import threading
import time
from collections.abc import AsyncIterator
from contextlib import closing
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlite_utils import Database

from core.store import MIGRATIONS, Store


class FakeClock:
    """A settable clock, so retention and ordering do not depend on the wall clock."""

    def __init__(self) -> None:
        self.now = datetime(2025, 3, 1, 8, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, delta: timedelta) -> None:
        self.now += delta


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "tempolex.db"


@pytest.fixture
async def store(db_path: Path, clock: FakeClock) -> AsyncIterator[Store]:
    async with Store(db_path, clock=clock) as opened:
        yield opened


def rows(path: Path, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Read the file through a separate connection, as another process would."""
    with closing(sqlite3.connect(path)) as conn:
        return conn.execute(sql, params).fetchall()


async def add_turn(store: Store, user_key: str, case_id: int, text: str = "q", **extra: Any) -> int:
    return await store.record_turn(
        case_id=case_id,
        chat_key=f"chat:{user_key}",
        user_key=user_key,
        user_text=text,
        reply_text=f"reply to {text}",
        trajectory={"user": text, "steps": ["retrieve", "draft"]},
        **extra,
    )


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


async def test_touch_user_keeps_chosen_language(store: Store, clock: FakeClock) -> None:
    first = await store.touch_user("tg:1", "zh", "Li")
    await store.set_user_language("tg:1", "en")
    clock.advance(timedelta(minutes=5))
    again = await store.touch_user("tg:1", "zh", "Li Lei")
    assert again.language == "en"
    assert again.display_name == "Li Lei"
    assert again.created_at == first.created_at
    assert again.last_seen_at > first.last_seen_at
    assert again.created_at == "2025-03-01T08:00:00.000+00:00"
    assert await store.get_user("tg:unknown") is None


async def test_case_lifecycle_and_transcript(store: Store) -> None:
    first = await store.start_case("tg:c", "tg:1")
    await store.save_chat_state("tg:c", "tg:1", {"turns": 1})
    await add_turn(store, "tg:1", first, "一")
    await add_turn(store, "tg:1", first, "二")
    second = await store.start_case("tg:c", "tg:1")

    assert second != first
    assert await store.load_chat_state("tg:c") == {}
    assert await store.current_case("tg:c") == second
    assert not await store.end_case(first), "starting a new case ended the old one"
    transcript = await store.case_transcript(first)
    exchanges = [(t["user_text"], t["reply_text"]) for t in transcript]
    assert exchanges == [("一", "reply to 一"), ("二", "reply to 二")]
    assert await store.case_transcript(second) == []

    assert await store.end_case(second)
    assert not await store.end_case(second)
    assert await store.current_case("tg:c") is None
    assert await store.load_chat_state("unknown") is None


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


async def populate(store: Store, user_key: str) -> int:
    """Give a user one row in every table that can hold their data; returns the turn id."""
    await store.touch_user(user_key, "zh", user_key)
    case_id = await store.start_case(f"chat:{user_key}", user_key)
    turn_id = await add_turn(store, user_key, case_id)
    await store.save_chat_state(f"chat:{user_key}", user_key, {"facts": ["secret"]})
    await store.record_feedback(turn_id, user_key, 1)
    await store.log_event("bad_input", user_key, {"text": "x"})
    await store.fsm_set_state(f"fsm:{user_key}", "intake:plaintiff", user_key=user_key)
    return turn_id


USER_TABLES = ["users", "chats", "cases", "turns", "events", "feedback", "fsm"]


async def test_forget_user_removes_everything_of_that_user_only(
    store: Store, db_path: Path
) -> None:
    alice_turn = await populate(store, "tg:alice")
    await populate(store, "tg:bob")
    await store.log_event("error", None, {"ref": "E1"})
    before = {t: rows(db_path, f"SELECT COUNT(*) FROM {t}")[0][0] for t in USER_TABLES}

    removed = await store.forget_user("tg:alice")

    # users, chats, cases, turns, trajectories, feedback, events, fsm: one row each
    assert removed == 8
    for table in USER_TABLES:
        assert rows(db_path, f"SELECT COUNT(*) FROM {table} WHERE user_key = 'tg:alice'") == [(0,)]
        assert rows(db_path, f"SELECT COUNT(*) FROM {table}")[0][0] == before[table] - 1
    sql = "SELECT COUNT(*) FROM trajectories WHERE turn_id = ?"
    assert rows(db_path, sql, (alice_turn,)) == [(0,)]
    assert rows(db_path, "SELECT COUNT(*) FROM trajectories") == [(1,)]
    assert rows(db_path, "SELECT COUNT(*) FROM events WHERE user_key IS NULL") == [(1,)]
    assert await store.load_chat_state("chat:tg:bob") == {"facts": ["secret"]}
    assert await store.fsm_get_state("fsm:tg:bob") == "intake:plaintiff"
    assert await store.forget_user("tg:alice") == 0


async def test_forgotten_turn_ids_are_not_reused(store: Store) -> None:
    case_id = await store.start_case("chat:a", "tg:alice")
    old_turn = await add_turn(store, "tg:alice", case_id)
    await store.forget_user("tg:alice")
    case_id = await store.start_case("chat:b", "tg:bob")
    assert await add_turn(store, "tg:bob", case_id) > old_turn


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
