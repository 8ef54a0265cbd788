"""Load benchmark of the Telegram front end: the real bot against a fake Telegram, many users.

The bot runs as in production (polling, middlewares, persistent FSM, the real ChatStore on a
temporary file, the update journal, joining and the flood guard on; no limit on concurrent turns,
since the scripted agent stands for a model server that batches) with a scripted agent of fixed latency. The fake Telegram server
and the simulated users run in a separate process, as Telegram does, so their CPU is not billed
to the bot.

What is measured per message is the bot's own cost: from the moment the fake server hands the
update out in a getUpdates response to the moment it receives the reply's sendMessage, minus the
time spent inside the agent (timed by the agent). Both processes read CLOCK_MONOTONIC
(`time.perf_counter()` on Linux), so timestamps from the two sides can be subtracted.

Pacing: each simulated user reads the answer, waits `think_s` (longer than the join window, so
every benchmark message is its own turn), then asks the next question; first questions
are spread over one think interval so the run is a steady load, not a thundering herd.

It works from an installed package: the fake Telegram server is `bot.fake_telegram`, and the
scripted agent and its store are handed in by the caller (`tempolex bench bot` passes
`core.scripted_service.ScriptedLawyerService` over `core.store.Store`), so this module imports
nothing from `core` but the front-end contract, and nothing from `tests/`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, AsyncContextManager, Callable

from bot.app import build_dispatcher, create_bot, run_polling
from bot.fake_telegram import FakeTelegramServer
from bot.settings import BotSettings
from core.contract import ChatStore, LawyerService
from index.common.percentiles import percentile
from index.common.settings import TelegramSettings

FIRST_USER_ID = 10_000
REPLY_TIMEOUT_S = 60.0
ANSWER_MARK = "按2015时有效的法律"  # what the scripted agent's answers to the bench question contain
QUESTION = "2015年签的劳动合同，公司拖欠工资（第{n}问）"


#: Opens the bench's store on a file (an async context manager, e.g. `core.store.Store`).
OpenStore = Callable[[Path], AsyncContextManager[ChatStore]]
#: The scripted agent over that store with a fixed latency; it must record `.calls`
#: (chat_key, started, finished) so the bench can subtract the agent's own time.
MakeService = Callable[[ChatStore, float], LawyerService]


def _percentiles_ms(values_s: list[float]) -> dict[str, float | None]:
    """p50 / p95 / max in milliseconds."""
    if not values_s:
        return {"p50": None, "p95": None, "max": None}

    def at(q: float) -> float:
        return percentile(values_s, q) or 0.0

    return {
        "p50": round(at(0.5) * 1000, 2),
        "p95": round(at(0.95) * 1000, 2),
        "max": round(max(values_s) * 1000, 2),
    }


# -- the Telegram side (child process) ---------------------------------------------------------


async def _simulated_user(
    server: Any, user_id: int, messages: int, think_s: float
) -> list[tuple[float, float]]:
    """Ask, wait for the answer, think, ask again; returns (delivered, answered) per question."""
    await asyncio.sleep(random.uniform(0, think_s))
    timings = []
    for index in range(messages):
        update_id = server.push_message(user_id, QUESTION.format(n=index + 1))
        sent = await server.wait_for_messages(user_id, index + 1, timeout=REPLY_TIMEOUT_S)
        timings.append((server.delivered_at[update_id], sent[index].sent_at))
        await asyncio.sleep(think_s)
    return timings


async def _read_line() -> str:
    """A line from the parent, without blocking the event loop."""
    return await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)


async def _telegram_side(users: int, messages: int, think_s: float) -> None:
    """The child process: serve the fake Telegram, and once told "go", let the users loose.

    Talks to the parent in lines on stdin/stdout: it writes the server's URL and token, reads
    "go", writes the report as one JSON line, reads "stop" (the bot has stopped polling).
    """
    async with FakeTelegramServer() as server:
        print(json.dumps({"url": server.url, "token": server.token}), flush=True)
        await _read_line()
        user_ids = [FIRST_USER_ID + n for n in range(users)]
        started = time.perf_counter()
        outcomes = await asyncio.gather(
            *(_simulated_user(server, uid, messages, think_s) for uid in user_ids), return_exceptions=True
        )
        wall_s = time.perf_counter() - started
        await asyncio.sleep(0.3)  # a late duplicate would arrive now
        texts = [message.text or "" for uid in user_ids for message in server.messages(uid)]
        report = {
            "timings": {
                uid: ([] if isinstance(o, BaseException) else o)
                for uid, o in zip(user_ids, outcomes, strict=True)
            },
            "answers": sum(ANSWER_MARK in text for text in texts),
            "other_messages": sum(ANSWER_MARK not in text for text in texts),
            "timeouts": sum(isinstance(o, BaseException) for o in outcomes),
            "refused_requests": len(server.errors()),
            "wall_s": wall_s,
        }
        print(json.dumps(report), flush=True)
        await _read_line()


# -- the bot side (this process) --------------------------------------------------------------


class _ErrorCounter(logging.Handler):
    """Counts ERROR records (the error boundary's and aiogram's own) during the run."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.count += 1


class _TelegramProcess:
    """The child process seen from the bot's side: one JSON line at a time."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process

    @classmethod
    async def start(cls, users: int, messages: int, think_s: float) -> _TelegramProcess:
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bot.bench.load",
            str(users),
            str(messages),
            str(think_s),
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            limit=64 * 1024 * 1024,
        )
        return cls(process)

    async def receive(self, timeout: float) -> dict[str, Any]:
        assert self.process.stdout is not None
        line = await asyncio.wait_for(self.process.stdout.readline(), timeout)
        if not line:
            raise RuntimeError(f"the fake Telegram process exited with {await self.process.wait()}")
        return dict(json.loads(line))

    async def send(self, word: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(f"{word}\n".encode())
        await self.process.stdin.drain()

    async def close(self) -> None:
        if self.process.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                self.process.kill()
            await self.process.wait()


async def run_load_bench(
    open_store: OpenStore,
    make_service: MakeService,
    users: int = 200,
    messages_per_user: int = 5,
    model_latency_s: float = 0.05,
    *,
    join_window_s: float = TelegramSettings().join_window_s,
    think_s: float | None = None,
) -> dict[str, Any]:
    """Drive `users` concurrent users × `messages_per_user` questions through the real bot.

    Returns replies received vs expected, duplicates, errors, the bot's overhead per message
    (agent time excluded) and the end-to-end latency, as p50/p95/max in ms, plus throughput.
    `think_s` (default: `join_window_s` + 0.1) is each user's pause after an answer.
    """
    think_s = join_window_s + 0.1 if think_s is None else think_s
    if think_s <= join_window_s:
        raise ValueError("think_s within the join window: benchmark messages would be joined")
    run_timeout = 120 + messages_per_user * (think_s + REPLY_TIMEOUT_S)
    errors = _ErrorCounter()
    logging.getLogger().addHandler(errors)
    telegram = await _TelegramProcess.start(users, messages_per_user, think_s)
    try:
        address = await telegram.receive(timeout=120)
        with tempfile.TemporaryDirectory(prefix="tempolex-bench-") as tmp:
            async with open_store(Path(tmp) / "bench.db") as store:
                service = make_service(store, model_latency_s)
                settings = BotSettings(token=address["token"], api_base=address["url"], join_window_s=join_window_s,
                                       concurrent_turns=0)
                dispatcher = build_dispatcher(service, store, settings)
                polling = asyncio.create_task(
                    run_polling(dispatcher, create_bot(settings), handle_signals=False)
                )
                await asyncio.sleep(0.5)  # start-up calls done, first long poll open
                load_before, cpu_before = os.getloadavg()[0], time.process_time()
                await telegram.send("go")
                try:
                    report = await telegram.receive(timeout=run_timeout)
                    report["bot_cpu_s"] = time.process_time() - cpu_before
                    report["load"] = [round(load_before, 2), round(os.getloadavg()[0], 2)]
                finally:
                    await dispatcher.stop_polling()
                    await polling
                await telegram.send("stop")
    finally:
        logging.getLogger().removeHandler(errors)
        await telegram.close()
    return _report(
        report, service.calls, errors.count, users, messages_per_user, model_latency_s, join_window_s, think_s
    )


def _report(
    telegram: dict[str, Any],
    calls: list[Any],
    logged_errors: int,
    users: int,
    messages_per_user: int,
    model_latency_s: float,
    join_window_s: float,
    think_s: float,
) -> dict[str, Any]:
    agent_time: dict[str, list[float]] = {}
    for call in calls:
        agent_time.setdefault(call.chat_key, []).append(call.finished - call.started)
    overheads, latencies, extra_calls = [], [], 0
    for user_id, timings in telegram["timings"].items():
        spent = agent_time.get(f"tg:{user_id}", [])  # JSON made the user id a string
        extra_calls += max(0, len(spent) - messages_per_user)
        for (delivered, answered), in_agent in zip(timings, spent, strict=False):
            latencies.append(answered - delivered)
            overheads.append(answered - delivered - in_agent)
    expected = users * messages_per_user
    return {
        "users": users,
        "messages_per_user": messages_per_user,
        "model_latency_s": model_latency_s,
        "join_window_s": join_window_s,
        "think_s": think_s,
        "expected": expected,
        "replies": min(telegram["answers"], expected),
        "duplicates": max(0, telegram["answers"] - expected) + extra_calls,
        "unexpected_messages": telegram["other_messages"],
        "errors": logged_errors + telegram["refused_requests"] + telegram["timeouts"],
        "overhead_ms": _percentiles_ms(overheads),
        "latency_ms": _percentiles_ms(latencies),
        "wall_s": round(telegram["wall_s"], 2),
        # What no neighbour can inflate: the bot process's CPU (all threads) per answer.
        "bot_cpu_ms_per_message": round(telegram["bot_cpu_s"] * 1000 / max(1, telegram["answers"]), 2),
        # 1-minute load average before and after the run (two cores here; others' jobs included).
        "load_1min": telegram["load"],
        "messages_per_s": round(telegram["answers"] / telegram["wall_s"], 1),
    }


if __name__ == "__main__":
    asyncio.run(_telegram_side(int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])))
