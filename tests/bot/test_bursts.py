"""Quick successive messages are words, not spam: joined into a turn, never dropped; only a flood
is refused, and the refusal is logged."""

from __future__ import annotations

import asyncio

from core.store import Store
from tests.bot.conftest import QUESTION, USER_ID, lawyer_model, start_bot
from tests.fakes.telegram_server import FakeTelegramServer

PRODUCTION = {"join_window_s": 1.0, "flood_per_minute": 30}


async def test_a_date_answer_sent_right_after_the_date_question_is_not_lost(
    server: FakeTelegramServer, store: Store, make_service
) -> None:
    running = await start_bot(server, store, make_service(store, lawyer_model(latency_s=0.3)), **PRODUCTION)
    try:
        [question] = await running.say(USER_ID, QUESTION)
        server.push_message(USER_ID, "2010年")  # at once after the date question
        [answer] = (await server.wait_for_messages(USER_ID, 2, timeout=15))[1:]
        assert "事情发生的时间" in question.plain_text()
        assert answer.plain_text().startswith("案件日期：2010年") and "1997-10-01至2011-04-30" in answer.plain_text()
        await running.settle(0.3)
        assert len(server.messages(USER_ID)) == 2
    finally:
        await running.stop()


async def test_a_story_told_in_quick_messages_is_one_turn(server: FakeTelegramServer, store: Store, make_service) -> None:
    """A lone message is answered at once (nothing says more is coming); the messages that follow
    it within the window are gathered until the user pauses, and answered together."""
    running = await start_bot(server, store, make_service(store), join_window_s=0.4, flood_per_minute=30)
    try:
        parts = ["2010年我因盗窃被判过刑", "2013年又犯了盗窃", "这算累犯吗", "能适用缓刑吗"]
        for part in parts:
            server.push_message(USER_ID, part)
            await asyncio.sleep(0.1)
        _, answer = await server.wait_for_messages(USER_ID, 2, timeout=15)
        await running.settle(0.6)
        assert len(server.messages(USER_ID)) == 2
        assert [call.text for call in running.service.calls] == [parts[0], "\n".join(parts[1:])]
        assert "缓刑" in answer.plain_text()
        statuses = running.rows("SELECT status, update_json FROM inbox ORDER BY update_id")
        assert statuses == [{"status": s, "update_json": None} for s in ("done", "done", "joined", "joined")]
    finally:
        await running.stop()


async def test_a_command_is_not_swallowed_by_a_burst(server: FakeTelegramServer, store: Store, make_service) -> None:
    running = await start_bot(server, store, make_service(store, lawyer_model(latency_s=0.2)), **PRODUCTION)
    try:
        server.push_message(USER_ID, "2013年，累犯可以适用缓刑吗？")
        server.push_message(USER_ID, "/help")
        server.push_message(USER_ID, "那如果不是累犯呢？")
        await server.wait_for_messages(USER_ID, 3, timeout=15)
        await running.settle(0.3)
        assert [call.text for call in running.service.calls if call.method == "reply"] == [
            "2013年，累犯可以适用缓刑吗？", "那如果不是累犯呢？"]
    finally:
        await running.stop()


async def test_only_a_flood_is_refused_and_the_refusal_is_logged(
    server: FakeTelegramServer, store: Store, make_service
) -> None:
    running = await start_bot(
        server, store, make_service(store, lawyer_model(latency_s=0.2)), join_window_s=0.2, flood_per_minute=5
    )
    try:
        for n in range(12):
            server.push_message(USER_ID, f"2013年累犯能缓刑吗 第{n}句")
        await server.wait_for_messages(USER_ID, 2, timeout=15)
        await running.settle(0.8)
        texts = [message.plain_text() for message in server.messages(USER_ID)]
        assert sum("超过 5 条" in text for text in texts) == 1, texts
        answered = "\n".join(call.text for call in running.service.calls)
        assert all(f"第{n}句" in answered for n in range(5)), "the first five are words, all answered"
        assert not any(f"第{n}句" in answered for n in range(5, 12))
        [event] = running.events("flood_refused")
        assert event["user_key"] == f"tg:{USER_ID}" and event["detail"] == {"per_minute": 5}
    finally:
        await running.stop()
