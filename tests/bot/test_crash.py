"""A turn cut off by SIGKILL is answered after restart, exactly once: the real bot process
against the fake Telegram server, killed mid-turn and started again on the same database."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

from sqlite_utils import Database

from tests.bot.conftest import USER_ID
from tests.fakes.telegram_server import FakeTelegramServer

ROOT = Path(__file__).resolve().parents[2]
START_TIMEOUT_S = 180.0  # importing aiogram and the store on a busy two-core machine


async def start_bot_process(server: FakeTelegramServer, db: Path, latency_ms: int) -> asyncio.subprocess.Process:
    """`tempolex bench scripted-bot`, as its own process, polling `server`."""
    polls = len(server.calls_of("getUpdates"))
    env = {**os.environ, "TELEGRAM_TOKEN": server.token, "PYTHONPATH": str(ROOT)}
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot.cli", "bench", "scripted-bot", "--db", str(db), "--api", server.url,
        "--latency-ms", str(latency_ms), cwd=ROOT, env=env,
        stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL,
    )
    await server.wait_for_call("getUpdates", polls + 1, timeout=START_TIMEOUT_S)
    return process


def inbox(db: Path) -> list[dict[str, object]]:
    with Database(db) as opened:  # type: ignore[attr-defined]
        return list(opened.query("SELECT update_id, status FROM inbox ORDER BY update_id"))


async def test_a_turn_killed_mid_way_is_answered_once_after_restart(
    server: FakeTelegramServer, tmp_path: Path
) -> None:
    db = tmp_path / "tempolex.db"
    process = await start_bot_process(server, db, latency_ms=4000)
    try:
        update_id = server.push_message(USER_ID, "2015年公司拖欠工资怎么办")
        # Telegram has been told the update is handled (the next poll's offset is past it): it
        # will never deliver it again. Only the journal can save it now.
        await server.wait_until(
            lambda: any(int(c.params.get("offset", 0)) > update_id for c in server.calls_of("getUpdates")),
            timeout=30,
        )
        await server.wait_until(lambda: bool(inbox(db)), timeout=30)
        process.send_signal(signal.SIGKILL)
        await process.wait()
        assert server.messages(USER_ID) == [] and inbox(db) == [{"update_id": update_id, "status": "pending"}]

        process = await start_bot_process(server, db, latency_ms=50)
        [answer] = await server.wait_for_messages(USER_ID, 1, timeout=60)
        assert "按2015时有效的法律" in answer.plain_text() and "拖欠工资" in answer.plain_text()
        chat = {"id": USER_ID, "type": "private", "first_name": "Test"}
        again = {"message_id": 99, "date": 0, "chat": chat, "from": server.user(USER_ID), "text": "2015年公司拖欠工资怎么办"}
        server.push_update({"update_id": update_id, "message": again})  # redelivered after all: still one answer
        await asyncio.sleep(2.0)
        assert len(server.messages(USER_ID)) == 1
        assert inbox(db) == [{"update_id": update_id, "status": "done"}]
    finally:
        if process.returncode is None:
            process.send_signal(signal.SIGTERM)
            await asyncio.wait_for(process.wait(), 60)
