"""The queue in front of the agent: the local model generates one answer at a time.

Handlers flagged `agent_turn` run at most `slots` at once; the others wait in one FIFO line and
are told so (their place and a rough wait, from the recent turn durations), with the typing
indicator kept up while they wait. Each user has at most one turn in the line (the per-user lock
holds their later messages, which are joined into that turn), so first come first served is also
fair across users: nobody's burst can push others back. The line is bounded: past `max_waiting`
a message is refused with a "busy, send it again" note, and the refusal is logged.
"""

from __future__ import annotations

import asyncio
import logging
import math
import time
from collections import deque
from collections.abc import Awaitable, Callable
from typing import Any

from aiogram import BaseMiddleware, Bot
from aiogram.dispatcher.flags import get_flag
from aiogram.dispatcher.middlewares.user_context import EVENT_CONTEXT_KEY, EventContext
from aiogram.types import TelegramObject
from aiogram.utils.chat_action import ChatActionSender

from bot.texts import t
from core.contract import ChatStore, UserRef

log = logging.getLogger(__name__)
AGENT_TURN = "agent_turn"
#: The guess for a turn's duration before one has been measured (a local 1.5B model on CPU).
FIRST_TURN_GUESS_S = 20.0
SMOOTHING = 0.2


class TurnQueue(BaseMiddleware):
    """Inner middleware of the routers whose handlers call the agent; `slots` <= 0: no limit."""

    def __init__(self, slots: int, max_waiting: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.slots = slots
        self.max_waiting = max_waiting
        self.clock = clock
        self.turn_s = FIRST_TURN_GUESS_S
        self._running = 0
        self._line: deque[asyncio.Future[None]] = deque()

    async def __call__(
        self,
        handler: Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]],
        event: TelegramObject,
        data: dict[str, Any],
    ) -> Any:
        if self.slots <= 0 or not get_flag(data, AGENT_TURN):
            return await handler(event, data)
        if self._running < self.slots and not self._line:
            self._running += 1
        elif len(self._line) >= self.max_waiting:
            await self._refuse(data)
            return None
        else:
            await self._wait_in_line(data)
        started = self.clock()
        try:
            return await handler(event, data)
        finally:
            self.turn_s += SMOOTHING * (self.clock() - started - self.turn_s)
            self._release()

    def waiting(self) -> int:
        """How many turns are in the line."""
        return len(self._line)

    def _release(self) -> None:
        """Hand the slot to the first in line, or free it."""
        while self._line:
            ticket = self._line.popleft()
            if not ticket.done():
                ticket.set_result(None)
                return
        self._running -= 1

    async def _wait_in_line(self, data: dict[str, Any]) -> None:
        ticket = asyncio.get_running_loop().create_future()
        self._line.append(ticket)
        position = len(self._line)
        wait_s = 5 * math.ceil(position * self.turn_s / self.slots / 5)
        bot: Bot = data["bot"]
        context: EventContext = data[EVENT_CONTEXT_KEY]
        assert context.chat is not None
        log.info("turn queued at %d (about %d s)", position, wait_s)
        try:
            await bot.send_message(context.chat.id, t("queued", data["lang"], position=position, wait=wait_s))
            async with ChatActionSender.typing(bot=bot, chat_id=context.chat.id):
                await asyncio.shield(ticket)
        except BaseException:
            if ticket.done():
                self._release()  # the slot was already handed to us
            else:
                ticket.cancel()
            raise

    async def _refuse(self, data: dict[str, Any]) -> None:
        who: UserRef = data["who"]
        log.warning("turn of %s refused: %d already waiting", who.user_key, len(self._line))
        store: ChatStore = data["store"]
        await store.log_event("queue_full", who.user_key, {"waiting": len(self._line)})
        context: EventContext = data[EVENT_CONTEXT_KEY]
        assert context.chat is not None
        await data["bot"].send_message(context.chat.id, t("busy", data["lang"], waiting=len(self._line)))
