"""One generation at a time: queued users are told their place and see "typing…"; the line is
bounded, first come first served, and each user is answered once."""

from __future__ import annotations

import re

from core.store import Store
from tests.bot.conftest import lawyer_model, start_bot
from tests.fakes.telegram_server import FakeTelegramServer

USERS = (301, 302, 303)


async def test_queued_users_are_told_their_place_and_all_are_answered_once(
    server: FakeTelegramServer, store: Store, make_service
) -> None:
    running = await start_bot(server, store, make_service(store, lawyer_model(latency_s=0.25)), concurrent_turns=1)
    try:
        for uid in USERS:
            server.push_message(uid, f"2013年，累犯可以适用缓刑吗？（用户{uid}）")
        await server.wait_until(lambda: all(any("案件日期" in (m.text or "") for m in server.messages(u)) for u in USERS), timeout=20)
        await running.settle(0.3)
        notices = {uid: [m.plain_text() for m in server.messages(uid) if "您排在第" in (m.text or "")] for uid in USERS}
        positions = sorted(int(re.search(r"第 (\d+) 位", n[0]).group(1)) for n in notices.values() if n)
        assert positions == [1, 2], notices
        first = next(uid for uid in USERS if not notices[uid])
        assert all(len(server.messages(uid)) == (1 if uid == first else 2) for uid in USERS)
        typing_for = {int(call.params["chat_id"]) for call in server.calls_of("sendChatAction")}
        assert typing_for >= {uid for uid in USERS if notices[uid]}, "typing while waiting in line"
        ends = [call.finished for call in running.service.calls]
        starts = [call.started for call in running.service.calls]
        assert all(start >= end - 1e-3 for start, end in zip(starts[1:], ends[:-1])), "one at a time"
    finally:
        await running.stop()


async def test_past_the_bound_a_user_is_told_to_send_again_and_it_is_logged(
    server: FakeTelegramServer, store: Store, make_service
) -> None:
    running = await start_bot(
        server, store, make_service(store, lawyer_model(latency_s=0.25)), concurrent_turns=1, max_waiting_turns=1
    )
    try:
        for uid in USERS:
            server.push_message(uid, f"2013年，累犯可以适用缓刑吗？（用户{uid}）")
        await server.wait_until(lambda: sum(len(server.messages(u)) for u in USERS) >= 4, timeout=20)
        await running.settle(0.8)
        busy = [uid for uid in USERS if any("排队的人太多" in (m.text or "") for m in server.messages(uid))]
        assert len(busy) == 1 and len(running.service.calls) == 2
        [event] = running.events("queue_full")
        assert event["user_key"] == f"tg:{busy[0]}"
    finally:
        await running.stop()
