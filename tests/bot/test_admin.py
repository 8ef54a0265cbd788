"""Admin commands: refused (and logged) for users, working for admins."""

from __future__ import annotations

import pytest

from bot.admin_actions import AdminActions
from core.store import Store
from tests.bot.conftest import ADMIN_ID, USER_ID, RunningBot, start_bot
from tests.fakes.telegram_server import FakeTelegramServer


@pytest.mark.parametrize("command", ["/stats", "/reindex", "/consolidate", "/retrain"])
async def test_non_admin_is_refused_and_logged(running: RunningBot, command: str) -> None:
    [refusal] = await running.say(USER_ID, command)
    assert "只对管理员开放" in refusal.plain_text()
    [event] = running.events("admin_refused")
    assert event["user_key"] == f"tg:{USER_ID}" and event["detail"]["command"] == command[1:]


async def test_admin_sees_stats(running: RunningBot) -> None:
    await running.say(USER_ID, "2015年被拖欠工资")
    [stats] = await running.say(ADMIN_ID, "/stats", language_code="en")
    text = stats.plain_text()
    assert "Users: 2" in text and "Turns: 1" in text and "Citation-check failures: 0" in text
    assert "Latency p50 / p95:" in text and " ms" in text
    assert not running.events("admin_refused")


async def test_admin_operations_not_enabled_yet(running: RunningBot) -> None:
    [answer] = await running.say(ADMIN_ID, "/reindex")
    assert "尚未启用" in answer.plain_text()


async def test_admin_operations_call_the_actions(server: FakeTelegramServer, store: Store) -> None:
    calls: list[str] = []

    async def retrain() -> str:
        calls.append("retrain")
        return "scheduled <job 7>"

    running = await start_bot(server, store, admin_actions=AdminActions(retrain=retrain))
    try:
        started, done = await running.say(ADMIN_ID, "/retrain", replies=2)
        assert "已开始" in started.plain_text()
        assert "scheduled <job 7>" in done.plain_text()
        assert calls == ["retrain"]
    finally:
        await running.stop()
