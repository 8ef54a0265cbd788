"""The store's users: the chosen language is kept; forgetting a user removes their rows only."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from core.store import Store
from tests.core.store_fixtures import FakeClock, add_turn, clock, db_path, rows, store  # noqa: F401


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
