"""Fault benchmark: the real bot process through crashes, Telegram faults, a sick model server,
saturation, bursts and a flood, counting what users would notice.

The bot runs as its own process (`tempolex bench scripted-bot`: polling, the whole middleware
chain, the real store on a temporary file, a scripted agent that asks a model server first);
this process plays Telegram (`bot.fake_telegram`) and the model server (`bot.bench.fake_model_server`).

Every message carries a unique token (`t<user>x<index>`), found in a text by exact match, never
as a substring (`t30000x1` is not in `t30000x10`). A message counts as answered when its token is
in the `user_text` of a turn the bot recorded (joined messages share a turn) and the user received
an answer for every turn recorded for them; it counts as refused when the bot's log names its
update as refused by the flood guard. Per scenario: messages sent, answers received, lost (neither
in a turn nor refused, or a turn left without its answer), duplicated (answers beyond the turns,
or a message in two turns), refused, and the time to recover (see each scenario).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import signal
import sqlite3
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import IO, Any

from bot.bench.fake_model_server import FakeModelServer
from bot.fake_telegram import FakeTelegramServer

START_TIMEOUT_S = 240.0
WAIT_S = 60.0
ANSWER_MARKS = ("时有效的法律", "语言模型暂时不可用")
FULL_ANSWER_MARK = "时有效的法律"
QUEUED_MARK = "您排在第"
FLOOD_MARK = "一分钟内的消息超过"
#: A message's token; the lookarounds make the match exact inside a longer joined text.
TOKEN = re.compile(r"(?<![0-9A-Za-z])t\d+x\d+(?![0-9])")
#: The flood guard's log line for each refused update (`bot.middlewares.flood`).
REFUSED_LINE = re.compile(r"flood: update (\d+) of \S+ refused")
#: The model client inside the bot: 1 s per attempt, one retry, breaker after 3 failures for 3 s.
MODEL_ENV = {
    "TEMPOLEX_LLM_TIMEOUT_S": "1",
    "TEMPOLEX_LLM_RETRIES": "1",
    "TEMPOLEX_LLM_BACKOFF_S": "0.2",
    "TEMPOLEX_LLM_BREAKER_FAILURES": "3",
    "TEMPOLEX_LLM_BREAKER_OPEN_S": "3",
}


@dataclass(frozen=True)
class Tally:
    """What became of a scenario's messages, counted by exact token."""

    lost: int
    duplicated: int
    refused: int
    lost_tokens: list[str]
    refused_but_answered: list[str]


def tally(
    sent: dict[str, int], turns: list[tuple[int, str]], answers: dict[int, int], refused: set[str]
) -> Tally:
    """Count lost, duplicated and refused messages from what was recorded: `sent` maps each token
    to its user, `turns` are (user, user_text) as the bot stored them, `answers` the answers each
    user received, `refused` the tokens the bot said it refused. Nothing is subtracted: a message
    is refused only when the bot named it, and any other message missing from every turn is lost."""
    in_turns = dict.fromkeys(sent, 0)
    for _, text in turns:
        for token in TOKEN.findall(text):
            if token in in_turns:
                in_turns[token] += 1
    per_user = dict.fromkeys(set(sent.values()), 0)
    for uid, _ in turns:
        per_user[uid] = per_user.get(uid, 0) + 1
    missing_answers = sum(max(0, n - answers.get(uid, 0)) for uid, n in per_user.items())
    extra_answers = sum(max(0, answers.get(uid, 0) - n) for uid, n in per_user.items())
    lost_tokens = sorted(token for token, n in in_turns.items() if n == 0 and token not in refused)
    return Tally(
        lost=len(lost_tokens) + missing_answers,
        duplicated=extra_answers + sum(max(0, n - 1) for n in in_turns.values()),
        refused=len(refused & in_turns.keys()),
        lost_tokens=lost_tokens,
        refused_but_answered=sorted(token for token in refused if in_turns.get(token)),
    )


def refused_updates(log_text: str) -> set[int]:
    """The update ids the bot's log says the flood guard refused."""
    return {int(update_id) for update_id in REFUSED_LINE.findall(log_text)}


@dataclass
class Outcome:
    """One scenario's figures."""

    scenario: str
    sent: int
    replies: int
    lost: int
    duplicated: int
    refused: int = 0
    recover_s: float | None = None
    notes: dict[str, Any] = field(default_factory=dict)


class BotProcess:
    """The bot under test, as a child process that can be killed and started again."""

    def __init__(self, server: FakeTelegramServer, model: FakeModelServer, db: Path, slots: int) -> None:
        self.server, self.model, self.db, self.slots = server, model, db, slots
        self.process: asyncio.subprocess.Process | None = None
        self.log = db.with_suffix(".log")
        self._log_file: IO[bytes] | None = None

    async def start(self, latency_ms: int) -> float:
        """Start it and wait for its first long poll; returns the seconds that took."""
        started = time.monotonic()
        polls = len(self.server.calls_of("getUpdates"))
        env = {**os.environ, **MODEL_ENV, "TELEGRAM_TOKEN": self.server.token}
        if self._log_file is None:
            self._log_file = self.log.open("ab")
        self.process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot.cli", "bench", "scripted-bot", "--db", str(self.db),
            "--api", self.server.url, "--latency-ms", str(latency_ms), "--model-url", self.model.base_url,
            "--concurrent-turns", str(self.slots), "--join-window-s", "1.0", "--flood-per-minute", "30",
            env=env, stdout=asyncio.subprocess.DEVNULL, stderr=self._log_file,
        )
        await self.server.wait_for_call("getUpdates", polls + 1, timeout=START_TIMEOUT_S)
        return time.monotonic() - started

    async def kill(self) -> None:
        """SIGKILL: no shutdown hook runs, nothing is flushed."""
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        await self.process.wait()

    async def stop(self) -> None:
        if self.process is not None and self.process.returncode is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(self.process.wait(), 60)
            except TimeoutError:
                self.process.kill()
                await self.process.wait()
        if self._log_file is not None:
            self._log_file.close()
            self._log_file = None

    def refused(self) -> set[int]:
        """The update ids this bot process (all its starts) logged as refused."""
        return refused_updates(self.log.read_text(encoding="utf-8", errors="replace")) if self.log.exists() else set()

    def turns(self, user_ids: list[int]) -> list[tuple[int, str, int]]:
        """(user id, user_text, degraded) of the turns the bot recorded for these users."""
        keys = {f"tg:{uid}": uid for uid in user_ids}
        with contextlib.closing(sqlite3.connect(self.db)) as db:
            rows = db.execute("SELECT user_key, user_text, degraded FROM turns").fetchall()
        return [(keys[key], text, degraded) for key, text, degraded in rows if key in keys]


class Users:
    """A scenario's users: unique ids and tokens, and what the fake Telegram saw for them."""

    def __init__(self, server: FakeTelegramServer, first_id: int, count: int) -> None:
        self.server = server
        self.ids = list(range(first_id, first_id + count))
        self.tokens: dict[str, int] = {}
        self.updates: dict[int, str] = {}
        self.last_update_id = 0

    def say(self, user_id: int, index: int, year: bool = True, deliver: bool = True) -> None:
        """Send a message; `deliver=False` counts it as sent but never gives it to the bot (a loss
        injected to show the bench reports one)."""
        token = f"t{user_id}x{index}"
        self.tokens[token] = user_id
        if not deliver:
            return
        self.last_update_id = self.server.push_message(user_id, f"2015年 {token}" if year else token)
        self.updates[self.last_update_id] = token

    def texts(self, user_id: int) -> list[str]:
        return [message.plain_text() for message in self.server.messages(user_id)]

    def answers(self, user_id: int) -> int:
        return sum(any(mark in text for mark in ANSWER_MARKS) for text in self.texts(user_id))

    def count(self, mark: str) -> int:
        return sum(mark in text for uid in self.ids for text in self.texts(uid))

    def tally(self, bot: BotProcess) -> Tally:
        """This scenario's messages counted against what the bot recorded and logged."""
        turns = [(uid, text) for uid, text, _ in bot.turns(self.ids)]
        refused = {self.updates[u] for u in bot.refused() if u in self.updates}
        return tally(self.tokens, turns, {uid: self.answers(uid) for uid in self.ids}, refused)

    async def until_answered(self, bot: BotProcess, timeout: float = WAIT_S) -> float | None:
        """Wait until every message is in a recorded turn or refused and every turn has its answer."""
        started = time.monotonic()
        while time.monotonic() - started < timeout:
            if self.tally(bot).lost == 0:
                return time.monotonic()
            await asyncio.sleep(0.1)
        return None

    def outcome(self, name: str, bot: BotProcess, recover_s: float | None, **notes: Any) -> Outcome:
        turns = bot.turns(self.ids)
        counted = self.tally(bot)
        replies = sum(self.answers(uid) for uid in self.ids)
        degraded = sum(d for _, _, d in turns)
        notes = {"turns": len(turns), "degraded_turns": degraded, **notes}
        if counted.lost_tokens:
            notes["lost_tokens"] = counted.lost_tokens
        if counted.refused_but_answered:
            notes["refused_but_answered"] = counted.refused_but_answered
        recover = None if recover_s is None else round(recover_s, 2)
        return Outcome(name, len(self.tokens), replies, counted.lost, counted.duplicated, counted.refused, recover, notes)


async def crash(server: FakeTelegramServer, model: FakeModelServer, bot: BotProcess) -> Outcome:
    """SIGKILL while five turns run (Telegram already told they are handled); restart; recover_s
    is from the restart to the last answer, the process start included."""
    users = Users(server, 20_000, 5)
    for uid in users.ids:
        users.say(uid, 0)
    await server.wait_until(  # Telegram was told they are handled: it will not deliver them again
        lambda: any(int(c.params.get("offset", 0)) > users.last_update_id for c in server.calls_of("getUpdates")),
        timeout=WAIT_S,
    )
    await asyncio.sleep(0.5)  # every update journalled, the first turn in the agent
    answered_before_kill = len(bot.turns(users.ids))
    await bot.kill()
    restarted = time.monotonic()
    start_s = await bot.start(latency_ms=300)
    done = await users.until_answered(bot)
    await asyncio.sleep(1.0)
    return users.outcome(
        "crash_sigkill_mid_turn", bot, None if done is None else done - restarted,
        turns_before_kill=answered_before_kill, process_start_s=round(start_s, 1),
    )


def telegram_fault(fault: str) -> Callable[[FakeTelegramServer, FakeModelServer, BotProcess], Awaitable[Outcome]]:
    """Ten users while the next five sendMessage calls fail with `fault`; recover_s is from the
    first message to the last answer."""

    async def scenario(server: FakeTelegramServer, model: FakeModelServer, bot: BotProcess) -> Outcome:
        users = Users(server, {"429": 21_000, "500": 22_000, "drop": 23_000}[fault], 10)
        server.fail_next("sendMessage", fault, times=5, retry_after=1)
        served = server.faults_served[fault]
        started = time.monotonic()
        for uid in users.ids:
            users.say(uid, 0)
        done = await users.until_answered(bot)
        await asyncio.sleep(1.0)
        return users.outcome(
            f"telegram_{fault}", bot, None if done is None else done - started,
            faults_served=server.faults_served[fault] - served,
        )

    scenario.__name__ = f"telegram_{fault}"
    return scenario


def model_fault(mode: str) -> Callable[[FakeTelegramServer, FakeModelServer, BotProcess], Awaitable[Outcome]]:
    """Twenty users while the model server is sick (`mode`): each gets the degraded reply, fast
    once the breaker opens; then the server heals and recover_s is from healing to the first
    full answer (the breaker's open time included)."""

    async def scenario(server: FakeTelegramServer, model: FakeModelServer, bot: BotProcess) -> Outcome:
        users = Users(server, {"500": 24_000, "slow": 25_000, "malformed": 26_000, "down": 27_000}[mode], 20)
        await model.set_mode(mode)
        requests = model.requests
        started = time.monotonic()
        for uid in users.ids[:-1]:
            users.say(uid, 0)
        done = await users.until_answered(bot)
        all_degraded_s = None if done is None else round(done - started, 2)
        reached = model.requests - requests
        await model.set_mode("ok")
        healed, recovered, probe = time.monotonic(), None, users.ids[-1]
        while recovered is None and time.monotonic() - healed < WAIT_S:
            users.say(probe, len(users.tokens))
            await users.until_answered(bot, timeout=5)
            if any(FULL_ANSWER_MARK in text for text in users.texts(probe)):
                recovered = time.monotonic() - healed
        return users.outcome(
            f"model_{mode}", bot, recovered,
            model_requests_while_sick=reached, all_answered_while_sick_s=all_degraded_s,
        )

    scenario.__name__ = f"model_{mode}"
    return scenario


async def saturation(server: FakeTelegramServer, model: FakeModelServer, bot: BotProcess) -> Outcome:
    """Fifteen users at once on one generation slot: all queued users are told their place, all
    are answered once; recover_s is from the first message to the last answer."""
    users = Users(server, 28_000, 15)
    started = time.monotonic()
    for uid in users.ids:
        users.say(uid, 0)
    done = await users.until_answered(bot)
    await asyncio.sleep(0.5)
    return users.outcome("saturation_queue", bot, None if done is None else done - started, queued_notices=users.count(QUEUED_MARK))


async def burst(server: FakeTelegramServer, model: FakeModelServer, bot: BotProcess) -> Outcome:
    """Ten users each telling a story in four quick messages (0.2 s apart): no word lost."""
    users = Users(server, 29_000, 10)
    started = time.monotonic()
    for index in range(4):
        for uid in users.ids:
            users.say(uid, index, year=index == 0)
        await asyncio.sleep(0.2)
    done = await users.until_answered(bot)
    await asyncio.sleep(1.0)
    return users.outcome("burst_quick_messages", bot, None if done is None else done - started)


async def flood(server: FakeTelegramServer, model: FakeModelServer, bot: BotProcess) -> Outcome:
    """One user sends 40 messages at once (30 a minute allowed): 10 should be refused, with one note;
    the refusals are those the bot logged, never a number assumed here."""
    users = Users(server, 30_000, 1)
    started = time.monotonic()
    for index in range(40):
        users.say(users.ids[0], index, year=index == 0)
    done = await users.until_answered(bot)
    await asyncio.sleep(1.0)
    return users.outcome(
        "flood_40_at_once", bot, None if done is None else done - started,
        refused_expected=10, refusal_notes=users.count(FLOOD_MARK),
    )


async def injected_loss(server: FakeTelegramServer, model: FakeModelServer, bot: BotProcess) -> Outcome:
    """A check of the bench itself: three messages sent, the second never reaches the bot; the
    outcome must report exactly that one lost (`lost_tokens`), after waiting `WAIT_S / 4` for it."""
    users = Users(server, 31_000, 1)
    started = time.monotonic()
    for index in range(3):
        users.say(users.ids[0], index, deliver=index != 1)
        await asyncio.sleep(1.5)  # past the join window: three separate turns
    done = await users.until_answered(bot, timeout=WAIT_S / 4)
    return users.outcome("injected_loss_check", bot, None if done is None else done - started)


SCENARIOS = [
    burst, telegram_fault("429"), telegram_fault("500"), telegram_fault("drop"),
    model_fault("500"), model_fault("slow"), model_fault("malformed"), model_fault("down"),
    saturation, flood,
]
SCENARIO_NAMES = ["crash", *(scenario.__name__ for scenario in SCENARIOS)]


async def run_fault_bench(slots: int = 1, inject_loss: bool = False, only: list[str] | None = None) -> dict[str, Any]:
    """Every scenario (or those named in `only`) against one bot process (killed and restarted by
    the crash scenario); `inject_loss` adds a scenario whose one undelivered message must come out
    as lost, kept apart from the totals."""
    outcomes: list[Outcome] = []
    with tempfile.TemporaryDirectory(prefix="tempolex-faults-") as tmp:
        async with FakeTelegramServer() as server:
            model = FakeModelServer(slow_s=5.0)
            await model.start()
            bot = BotProcess(server, model, Path(tmp) / "faults.db", slots)
            check: Outcome | None = None
            try:
                start_s = await bot.start(latency_ms=3000)
                if only is None or "crash" in only:
                    outcomes.append(await crash(server, model, bot))
                for scenario in SCENARIOS:
                    if only is None or scenario.__name__ in only:
                        outcomes.append(await scenario(server, model, bot))
                check = await injected_loss(server, model, bot) if inject_loss else None
            finally:
                await bot.stop()
                await model.stop()
    result: dict[str, Any] = {
        "bot_process_start_s": round(start_s, 1),
        "scenarios": [asdict(outcome) for outcome in outcomes],
        "lost": sum(o.lost for o in outcomes),
        "duplicated": sum(o.duplicated for o in outcomes),
        "refused": sum(o.refused for o in outcomes),
    }
    if check is not None:
        result["injected_loss_check"] = {**asdict(check), "caught": check.lost == 1}
    return result
