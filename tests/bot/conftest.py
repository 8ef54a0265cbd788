"""A running bot for end-to-end tests: real aiogram polling against the fake Telegram server,
the real Store on a temporary file, and the real `AgentService` over the small real statute index
(tests/conftest.py) with a scripted model. Only the model's words are scripted: the date dialogue,
retrieval, citation checks, the comparison block and the sources are the product's own."""

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
from core.agent import AgentSettings, LawyerAgent
from core.rubric import verdict_lines
from core.service import AgentService
from tests.conftest import FIXED_TODAY
from tests.fakes.recording_service import RecordingService
from tests.fakes.scripted_model import ScriptedModel
from tests.fakes.telegram_server import FakeTelegramServer, SentMessage

ADMIN_ID = 900
USER_ID = 101
OTHER_USER_ID = 102
#: What the scripted model drafts unless a test says otherwise: a provision the small index holds.
DRAFT = "依据《中华人民共和国刑法》第七十四条，累犯不适用缓刑。"
#: The reviewer's verdict: every judged rubric item passes.
PASS = verdict_lines([True, True])
#: A question the small index answers (刑法 第七十四条 changed on 2011-05-01).
QUESTION = "累犯可以适用缓刑吗？"
#: The same question with its year, and how the real agent's answer to it begins.
DATED = "2013年，累犯可以适用缓刑吗？"
DATED_ANSWER = "案件日期：2013年"


def between(text: str, start: str, end: str) -> str:
    """The text inside the first `start` ... `end` pair."""
    return text.split(start, 1)[1].split(end, 1)[0].strip()


def lawyer_model(draft: str = DRAFT, *, distilled: str = "", latency_s: float = 0.0,
                 fail_marker: str | None = None) -> ScriptedModel:
    """A scripted model that plays every role the agent gives it: it drafts `draft`, the reviewer
    passes, the distiller answers `distilled` (or 无), and adapting memory returns the experience as
    it was recalled. A user message containing `fail_marker` makes the model raise, to reach the
    bot's error boundary through the real service."""

    def respond(messages, tools) -> str:
        first = messages[0].content
        if fail_marker and any(fail_marker in m.content for m in messages if m.role == "user"):
            raise RuntimeError("scripted failure")
        if "审查员" in first or "strict legal reviewer" in first:
            return PASS
        if "<transcript>" in first:
            return distilled or "无"
        if "<experience>" in first and len(messages) == 1:
            return between(first, "<experience>", "</experience>")
        return draft

    return ScriptedModel(respond=respond, latency_s=latency_s)


def real_service(store: Store, retriever: Any, model: Any = None, memory: Any = None) -> RecordingService:
    """The product's service on `store` and the small index, its calls recorded."""
    # undated_lookback_years=0: these tests drive the date dialogue, so every undated question asks
    # (tests/core/test_undated.py covers when it need not).
    agent = LawyerAgent(retriever, model or lawyer_model(), AgentSettings(undated_lookback_years=0), today=lambda: FIXED_TODAY,
                        memory=memory)
    return RecordingService(AgentService(agent, store))


@dataclass
class RunningBot:
    """One bot process, as far as the tests are concerned."""

    server: FakeTelegramServer
    store: Store
    service: RecordingService
    dispatcher: Dispatcher
    bot: Bot
    task: asyncio.Task[None]

    async def stop(self) -> None:
        """Stop polling the way SIGTERM would, waiting for the handlers in flight."""
        await self.dispatcher.stop_polling()
        await self.task

    async def say(
        self, user_id: int, text: str, *, replies: int = 1, timeout: float = 15.0, **kwargs: Any
    ) -> list[SentMessage]:
        """Send a message and return the bot's `replies` new messages to that chat."""
        chat_id = kwargs.get("chat_id") or user_id
        before = len(self.server.messages(chat_id))
        self.server.push_message(user_id, text, **kwargs)
        sent = await self.server.wait_for_messages(chat_id, before + replies, timeout)
        return sent[before:]

    @staticmethod
    async def until(predicate: Callable[[], bool], timeout: float = 15.0) -> None:
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
    turn runs is still joined), no flood limit and no limit on concurrent turns unless a test sets them."""
    settings = BotSettings(
        token=server.token,
        api_base=server.url,
        join_window_s=0.0,
        flood_per_minute=0,
        concurrent_turns=0,
        admin_ids=frozenset({ADMIN_ID}),
        max_message_chars=4000,
    )
    return dataclasses.replace(settings, **overrides)


async def start_bot(
    server: FakeTelegramServer,
    store: Store,
    service: RecordingService,
    admin_actions: AdminActions | None = None,
    **overrides: Any,
) -> RunningBot:
    """Build a fresh dispatcher and bot on `store` and start polling `server`."""
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
def make_service(retriever) -> Callable[..., RecordingService]:
    """`make_service(store, model=None, memory=None)`: a fresh real service (a new process's),
    its retriever warmed up as `open_service` does before the bot serves."""
    retriever.warm_up()
    return lambda store, model=None, memory=None: real_service(store, retriever, model, memory)


@pytest.fixture
async def running(server: FakeTelegramServer, store: Store, make_service) -> AsyncIterator[RunningBot]:
    bot = await start_bot(server, store, make_service(store))
    yield bot
    await bot.stop()
