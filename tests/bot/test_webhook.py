"""Webhook mode: Telegram's POSTs reach the same dispatcher, secret checked, retries deduplicated."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from bot.app import build_dispatcher, create_bot, run_bot, webhook_app
from core.store import Store
from tests.bot.conftest import DATED, DATED_ANSWER, USER_ID, bot_settings
from tests.fakes.telegram_server import FakeTelegramServer

SECRET = "s3cret"


@pytest.fixture
async def client(
    server: FakeTelegramServer, store: Store, make_service
) -> AsyncIterator[TestClient[web.Request, web.Application]]:
    settings = bot_settings(
        server, mode="webhook", webhook_url="https://bot.example/tg/hook", webhook_secret=SECRET
    )
    dispatcher = build_dispatcher(make_service(store), store, settings)
    app = webhook_app(dispatcher, create_bot(settings), settings)
    async with TestClient(TestServer(app)) as test_client:
        yield test_client


def update(update_id: int, text: str) -> dict[str, object]:
    user = {"id": USER_ID, "is_bot": False, "first_name": "Test", "language_code": "zh"}
    chat = {"id": USER_ID, "type": "private", "first_name": "Test"}
    message = {"message_id": update_id, "date": int(time.time()), "chat": chat, "from": user, "text": text}
    return {"update_id": update_id, "message": message}


async def test_webhook_update_is_answered_once_and_secret_is_checked(
    client: TestClient[web.Request, web.Application], server: FakeTelegramServer
) -> None:
    assert server.commands, "start-up published the command menu"
    headers = {"X-Telegram-Bot-Api-Secret-Token": SECRET}
    for _ in range(2):  # Telegram retries when it missed our 200
        response = await client.post("/tg/hook", json=update(1, DATED), headers=headers)
        assert response.status == 200
    [answer] = await server.wait_for_messages(USER_ID, 1)
    assert answer.plain_text().startswith(DATED_ANSWER)

    refused = await client.post(
        "/tg/hook", json=update(2, "2016年"), headers={"X-Telegram-Bot-Api-Secret-Token": "x"}
    )
    assert refused.status == 401
    unsigned = await client.post("/tg/hook", json=update(4, "2017年"))
    assert unsigned.status == 401
    await client.post("/tg/hook", json=update(3, "again"), headers=headers)
    await server.wait_for_messages(USER_ID, 2)
    assert len(server.messages(USER_ID)) == 2


async def test_run_bot_in_webhook_mode_registers_the_webhook(
    server: FakeTelegramServer, store: Store, make_service
) -> None:
    settings = bot_settings(
        server,
        mode="webhook",
        webhook_url="https://bot.example/tg/hook",
        webhook_port=0,
        webhook_secret=SECRET,
    )
    running = asyncio.create_task(run_bot(make_service(store), store, settings))
    try:
        await server.wait_for_call("setWebhook")
        assert server.webhook["url"] == "https://bot.example/tg/hook"
        assert server.webhook["secret_token"] == SECRET
        assert "channel_post" in server.webhook["allowed_updates"]
    finally:
        running.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await running
