"""The fake Telegram server itself: long polling, uploads, deletions, Telegram's refusals."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator

import pytest
from aiogram import Bot
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiogram.exceptions import TelegramBadRequest
from aiogram.types import BufferedInputFile

from tests.fakes.telegram_server import FakeTelegramServer


@pytest.fixture
async def client(server: FakeTelegramServer) -> AsyncIterator[Bot]:
    bot = Bot(server.token, session=AiohttpSession(api=TelegramAPIServer.from_base(server.url)))
    yield bot
    await bot.session.close()


async def test_long_polling_waits_and_offsets_confirm(server: FakeTelegramServer, client: Bot) -> None:
    started = time.monotonic()
    assert await client.get_updates(timeout=1) == []
    assert time.monotonic() - started >= 0.9, "an empty long poll waits for the timeout"

    first = server.push_message(1, "a")
    second = server.push_message(1, "b")
    assert [u.update_id for u in await client.get_updates(timeout=1)] == [first, second]
    assert [u.update_id for u in await client.get_updates(offset=second, timeout=1)] == [second]
    assert await client.get_updates(offset=second + 1, timeout=0) == []
    assert server.pending_updates() == 0


async def test_documents_are_uploaded_and_messages_deleted(server: FakeTelegramServer, client: Bot) -> None:
    sent = await client.send_document(7, BufferedInputFile(b"PK\x03\x04docx", "起诉状.docx"), caption="草稿")
    assert sent.document is not None and sent.document.file_name == "起诉状.docx"
    [stored] = server.messages(7)
    assert stored.file_content == b"PK\x03\x04docx" and stored.text == "草稿"
    assert await client.delete_message(7, stored.message_id)
    assert stored.deleted


async def test_telegram_refusals_are_reproduced(server: FakeTelegramServer, client: Bot) -> None:
    with pytest.raises(TelegramBadRequest, match="too long"):
        await client.send_message(1, "x" * 4097)
    with pytest.raises(TelegramBadRequest, match="can't parse entities"):
        await client.send_message(1, "<b>open", parse_mode="HTML")
    message = await client.send_message(1, "same", parse_mode="HTML")
    with pytest.raises(TelegramBadRequest, match="not modified"):
        await client.edit_message_text("same", chat_id=1, message_id=message.message_id, parse_mode="HTML")
    assert len(server.errors()) == 3
    server.calls.clear()  # refusals were the point of this test
