"""Telegram's faults on send: 429 with retry_after, 5xx and dropped connections are retried with
backoff; every reply arrives, exactly once."""

from __future__ import annotations

import time

import pytest

from core.store import Store
from tests.bot.conftest import DATED, USER_ID, start_bot
from tests.fakes.telegram_server import FakeTelegramServer


@pytest.mark.parametrize("fault", ["429", "500", "drop"])
async def test_a_reply_survives_telegram_faults_and_is_sent_once(
    server: FakeTelegramServer, store: Store, fault: str, make_service
) -> None:
    running = await start_bot(server, store, make_service(store))
    try:
        server.fail_next("sendMessage", fault, times=2, retry_after=1)
        started = time.monotonic()
        server.push_message(USER_ID, DATED)
        [answer] = await server.wait_for_messages(USER_ID, 1, timeout=15)
        assert answer.plain_text().startswith("案件日期：2013年")
        assert server.faults_served[fault] == 2
        if fault == "429":
            assert time.monotonic() - started >= 2.0, "waited the retry_after Telegram named, twice"
        await running.settle(0.5)
        assert len(server.messages(USER_ID)) == 1
        assert running.events("error") == []
    finally:
        await running.stop()
