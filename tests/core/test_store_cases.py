"""The store's chats and cases: a case's lifecycle and transcript."""

from __future__ import annotations

from core.store import Store
from tests.core.store_fixtures import add_turn, clock, db_path, store  # noqa: F401


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
