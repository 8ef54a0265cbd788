"""Admin commands: refused (and logged) for users, working for admins; /reindex rebuilds the
real service's index and the next answer comes from the new one."""

from __future__ import annotations

import pytest

import core.service
from bot.admin_actions import AdminActions
from core.store import Store
from index.retrieval import Retriever
from tests.bot.conftest import ADMIN_ID, DATED, USER_ID, RunningBot, real_service, start_bot
from tests.conftest import _build_slice
from tests.fakes.telegram_server import FakeTelegramServer


@pytest.mark.parametrize("command", ["/stats", "/reindex", "/consolidate", "/retrain"])
async def test_non_admin_is_refused_and_logged(running: RunningBot, command: str) -> None:
    [refusal] = await running.say(USER_ID, command)
    assert "只对管理员开放" in refusal.plain_text()
    [event] = running.events("admin_refused")
    assert event["user_key"] == f"tg:{USER_ID}" and event["detail"]["command"] == command[1:]


async def test_admin_sees_stats(running: RunningBot) -> None:
    await running.say(USER_ID, DATED)
    [stats] = await running.say(ADMIN_ID, "/stats", language_code="en")
    text = stats.plain_text()
    assert "Users: 2" in text and "Turns: 1" in text and "Citation-check failures: 0" in text
    assert "Latency p50 / p95:" in text and " ms" in text
    assert not running.events("admin_refused")


async def test_admin_operations_not_enabled_yet(running: RunningBot) -> None:
    [answer] = await running.say(ADMIN_ID, "/reindex")
    assert "尚未启用" in answer.plain_text()


async def test_admin_operations_call_the_actions(server: FakeTelegramServer, store: Store, make_service) -> None:
    calls: list[str] = []

    async def retrain() -> str:
        calls.append("retrain")
        return "scheduled <job 7>"

    running = await start_bot(server, store, make_service(store), admin_actions=AdminActions(retrain=retrain))
    try:
        started, done = await running.say(ADMIN_ID, "/retrain", replies=2)
        assert "已开始" in started.plain_text()
        assert "scheduled <job 7>" in done.plain_text()
        assert calls == ["retrain"]
    finally:
        await running.stop()


async def test_reindex_rebuilds_the_index_the_bot_answers_from(
    server: FakeTelegramServer, store: Store, slice_records, embedder, tmp_path_factory, monkeypatch
) -> None:
    """The index starts without 刑法第七十四条, so the bot cannot cite it; after the admin's /reindex
    (the library now holds it) the same question is answered with it, by the same running bot."""
    without_74 = [r for r in slice_records if not (r.law == "中华人民共和国刑法" and r.article == 74)]
    building = _build_slice(tmp_path_factory, without_74, embedder, "edge")
    index = next(building)
    service = real_service(store, Retriever(index))
    monkeypatch.setattr(core.service, "load_all_records", lambda: slice_records)  # the library after an import
    running = await start_bot(server, store, service, admin_actions=AdminActions(reindex=service.reindex))
    try:
        [before] = await running.say(USER_ID, DATED)
        assert "第七十四条（" not in before.plain_text()
        started, done = await running.say(ADMIN_ID, "/reindex", replies=2)
        assert "已开始" in started.plain_text()
        assert f"{len(slice_records)} versions indexed into statutes__" in done.plain_text()
        await running.say(USER_ID, "/new")
        [after] = await running.say(USER_ID, DATED)
        assert "• 《中华人民共和国刑法》第七十四条（2011修正/刑法修正案（八），有效期 2011-05-01至今）" in after.plain_text()
    finally:
        await running.stop()
        next(building, None)
