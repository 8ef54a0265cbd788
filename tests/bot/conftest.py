"""A running bot for end-to-end tests: real aiogram polling against the fake Telegram server,
the real Store on a temporary file, and the scripted agent."""

from __future__ import annotations

import asyncio
import dataclasses
import json
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from aiogram import Bot, Dispatcher
from sqlite_utils import Database

from bot.admin_actions import AdminActions
from bot.app import build_dispatcher, create_bot, run_polling
from bot.settings import BotSettings
from core.store import Store
from tests.fakes.scripted_service import ScriptedLawyerService
from tests.fakes.telegram_server import FakeTelegramServer, SentMessage

ADMIN_ID = 900
USER_ID = 101
OTHER_USER_ID = 102


@dataclass
class RunningBot:
    """One bot process, as far as the tests are concerned."""

    server: FakeTelegramServer
    store: Store
    service: ScriptedLawyerService
    dispatcher: Dispatcher
    bot: Bot
    task: asyncio.Task[None]

    async def stop(self) -> None:
        """Stop polling the way SIGTERM would, waiting for the handlers in flight."""
        await self.dispatcher.stop_polling()
        await self.task

    async def say(
        self, user_id: int, text: str, *, replies: int = 1, timeout: float = 5.0, **kwargs: Any
    ) -> list[SentMessage]:
        """Send a message and return the bot's `replies` new messages to that chat."""
        chat_id = kwargs.get("chat_id") or user_id
        before = len(self.server.messages(chat_id))
        self.server.push_message(user_id, text, **kwargs)
        sent = await self.server.wait_for_messages(chat_id, before + replies, timeout)
        return sent[before:]

    @staticmethod
    async def until(predicate: Callable[[], bool], timeout: float = 5.0) -> None:
        """Poll a condition the fake server cannot signal (e.g. rows in the database)."""
        deadline = asyncio.get_running_loop().time() + timeout
        while not predicate():
            if asyncio.get_running_loop().time() > deadline:
                raise TimeoutError("condition not reached")
            await asyncio.sleep(0.02)

    async def settle(self, delay: float = 0.3) -> None:
        """Give the bot time to (not) react, for asserting that nothing more happens."""
        await asyncio.sleep(delay)

    def rows(self, sql: str, params: list[Any] | None = None) -> list[dict[str, Any]]:
        """Read the database as another process would (WAL lets readers in beside the writer)."""
        db = Database(self.store.path)
        try:
            return list(db.query(sql, params or []))
        finally:
            db.close()

    def events(self, kind: str) -> list[dict[str, Any]]:
        """Audit-log rows of one kind, oldest first, with the detail decoded."""
        rows = self.rows("SELECT * FROM events WHERE kind = ? ORDER BY id", [kind])
        return [row | {"detail": json.loads(row["detail_json"])} for row in rows]


def bot_settings(server: FakeTelegramServer, **overrides: Any) -> BotSettings:
    """Settings pointing at the fake server; no join window (a message that arrives while a
    turn runs is still joined) and no flood limit unless a test sets them."""
    settings = BotSettings(
        token=server.token,
        api_base=server.url,
        join_window_s=0.0,
        flood_per_minute=0,
        admin_ids=frozenset({ADMIN_ID}),
        max_message_chars=4000,
    )
    return dataclasses.replace(settings, **overrides)


async def start_bot(
    server: FakeTelegramServer,
    store: Store,
    service: ScriptedLawyerService | None = None,
    admin_actions: AdminActions | None = None,
    **overrides: Any,
) -> RunningBot:
    """Build a fresh dispatcher and bot on `store` and start polling `server`."""
    service = service or ScriptedLawyerService(store)
    settings = bot_settings(server, **overrides)
    dispatcher = build_dispatcher(service, store, settings, admin_actions)
    bot = create_bot(settings)
    polls_before = len(server.calls_of("getUpdates"))
    task = asyncio.create_task(run_polling(dispatcher, bot, handle_signals=False))
    await server.wait_for_call("getUpdates", polls_before + 1)
    return RunningBot(server, store, service, dispatcher, bot, task)


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    async with Store(tmp_path / "tempolex.db") as opened:
        yield opened


@pytest.fixture
async def server() -> AsyncIterator[FakeTelegramServer]:
    async with FakeTelegramServer() as fake:
        yield fake
    assert not fake.errors(), f"the bot sent requests Telegram would refuse: {fake.errors()}"


@pytest.fixture
async def running(server: FakeTelegramServer, store: Store) -> AsyncIterator[RunningBot]:
    bot = await start_bot(server, store)
    yield bot
    await bot.stop()
