"""The inbox: every update is journalled before it is handled, handled once, and a user's quick
successive messages are answered together as one turn.

Journal. An update is written to the store (pending, with its JSON) before anything else happens
to it and marked finished once handled, so a crash or SIGKILL mid-turn leaves it pending and the
next start answers it (`resume_pending`, a startup hook). A redelivery of a known update id (a
webhook retry, getUpdates after a restart) is dropped: the insert is atomic in SQLite.

Joining. People tell a story in several short messages. Text messages that arrive while the
user's previous turn is running, or within `join_window_s` of each other, are joined into the
next turn: the first one to get the per-user lock takes the later ones along (up to the message
length limit), and they skip their own turn. Nothing is joined across a command or a button tap.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from aiogram import Bot, Dispatcher
from aiogram.dispatcher.middlewares.user_context import EVENT_CONTEXT_KEY, EventContext
from aiogram.enums import ChatType
from aiogram.types import Message, TelegramObject, Update

from bot.identity import user_key
from core.contract import ChatStore

log = logging.getLogger(__name__)
Handler = Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]]
#: The longest a burst may hold a turn back while its user keeps typing.
MAX_JOIN_WAIT_WINDOWS = 3
PRUNE_ABOVE = 10_000


@dataclass
class _Received:
    update_id: int
    text: str | None  # None: not joinable (a command, a button tap, anything but text)
    burst: bool  # arrived within the join window of the user's previous message


def joinable_text(update: Update) -> str | None:
    """The text of a private, non-command text message; None for anything else."""
    message = update.message
    if message is None or message.chat.type != ChatType.PRIVATE or not message.text:
        return None
    return None if message.text.startswith("/") else message.text


class Inbox:
    """Journal, duplicate guard and joining: `receive` is the outer middleware that journals,
    `enqueue` offers an admitted update for joining (before the per-user lock), `join` joins
    (after the lock)."""

    def __init__(
        self,
        store: ChatStore,
        join_window_s: float,
        max_chars: int,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.store = store
        self.join_window_s = join_window_s
        self.max_chars = max_chars
        self.clock = clock
        self._waiting: dict[int, list[_Received]] = {}  # per chat, in arrival order
        self._last_arrival: dict[int, float] = {}
        self._absorbed: set[int] = set()
        self._joined_into: dict[int, list[int]] = {}

    # -- before the per-user lock ------------------------------------------------------------

    async def receive(self, handler: Handler, event: TelegramObject, data: dict[str, Any]) -> Any:
        """Journal (unless resumed from the journal), handle, mark finished."""
        assert isinstance(event, Update)
        context: EventContext | None = data.get(EVENT_CONTEXT_KEY)
        user = context.user if context else None
        if not data.get("resumed"):
            payload = event.model_dump_json(exclude_none=True, exclude_defaults=True)
            if not await self.store.receive_update(event.update_id, user_key(user.id) if user else None, payload):
                log.info("update %s was already received; skipped", event.update_id)
                return None
        chat_id = context.chat.id if context and context.chat else None
        finished = False
        try:
            result = await handler(event, data)
            finished = True
            return result
        except Exception:
            finished = True  # the error boundary apologises; retrying at restart would fail again
            raise
        finally:  # a cancelled (shutdown) or killed turn stays pending, to be resumed
            if chat_id is not None:
                self.drop(chat_id, event.update_id)
            if finished:
                await self.store.finish_updates(event.update_id, self._joined_into.pop(event.update_id, None))

    async def enqueue(self, handler: Handler, event: TelegramObject, data: dict[str, Any]) -> Any:
        """Offer an admitted update for joining: later turns of its chat may take its text."""
        assert isinstance(event, Update)
        context: EventContext | None = data.get(EVENT_CONTEXT_KEY)
        if context is not None and context.chat is not None:
            self._register(context.chat.id, event.update_id, joinable_text(event))
        return await handler(event, data)

    def _register(self, chat_id: int, update_id: int, text: str | None) -> None:
        now = self.clock()
        if len(self._last_arrival) > PRUNE_ABOVE:
            horizon = now - MAX_JOIN_WAIT_WINDOWS * self.join_window_s
            self._last_arrival = {chat: at for chat, at in self._last_arrival.items() if at > horizon}
        previous = self._last_arrival.get(chat_id)
        self._last_arrival[chat_id] = now
        burst = previous is not None and now - previous < self.join_window_s
        self._waiting.setdefault(chat_id, []).append(_Received(update_id, text, burst))

    def drop(self, chat_id: int, update_id: int) -> None:
        """Stop offering a handled update for joining."""
        waiting = [item for item in self._waiting.get(chat_id, []) if item.update_id != update_id]
        if waiting:
            self._waiting[chat_id] = waiting
        else:
            self._waiting.pop(chat_id, None)

    # -- after the per-user lock -------------------------------------------------------------

    async def join(self, handler: Handler, event: TelegramObject, data: dict[str, Any]) -> Any:
        """Skip an update an earlier turn answered; take later quick messages into this turn."""
        assert isinstance(event, Update)
        if event.update_id in self._absorbed:
            self._absorbed.discard(event.update_id)
            return None
        text = joinable_text(event)
        if text is None or event.message is None:
            return await handler(event, data)
        chat_id = event.message.chat.id
        await self._let_burst_finish(chat_id, event.update_id)
        later = self._followers(chat_id, event.update_id, len(text))
        if not later:
            return await handler(event, data)
        ids = [item.update_id for item in later]
        self._absorbed.update(ids)
        self._joined_into[event.update_id] = ids
        log.info("update %s joined with %s", event.update_id, ids)
        joined = "\n".join([text, *(item.text or "" for item in later)])
        message: Message = event.message.model_copy(update={"text": joined})
        return await handler(event.model_copy(update={"message": message}), data)

    async def _let_burst_finish(self, chat_id: int, update_id: int) -> None:
        """In a burst (a message close on the previous one, or later ones already waiting), wait
        until the user has been quiet for the window, at most a few windows."""
        waiting = self._waiting.get(chat_id, [])
        mine = next((item for item in waiting if item.update_id == update_id), None)
        if self.join_window_s <= 0 or mine is None or not (mine.burst or waiting[-1] is not mine):
            return
        deadline = self.clock() + MAX_JOIN_WAIT_WINDOWS * self.join_window_s
        while (quiet := self.clock() - self._last_arrival.get(chat_id, 0.0)) < self.join_window_s:
            if self.clock() >= deadline:
                return
            await asyncio.sleep(min(self.join_window_s - quiet, deadline - self.clock()))

    def _followers(self, chat_id: int, update_id: int, length: int) -> list[_Received]:
        """The contiguous text messages after `update_id` that fit in one message with it."""
        waiting = self._waiting.get(chat_id, [])
        position = next((i for i, item in enumerate(waiting) if item.update_id == update_id), None)
        if position is None:
            return []
        taken = []
        for item in waiting[position + 1 :]:
            if item.text is None or item.update_id in self._absorbed:
                break
            length += 1 + len(item.text)
            if length > self.max_chars:
                break
            taken.append(item)
        return taken


async def resume_pending(dispatcher: Dispatcher, bot: Bot, store: ChatStore) -> list[asyncio.Task[Any]]:
    """Handle the updates a crash cut off, as tasks (so the bot starts serving at once).

    They run through the whole middleware chain, marked `resumed` so the journal does not refuse
    them as duplicates; a copy Telegram redelivers meanwhile is refused as one.
    """
    tasks = []
    for raw in await store.pending_updates():
        update = Update.model_validate_json(raw, context={"bot": bot})
        log.info("resuming update %s, cut off before it was answered", update.update_id)
        tasks.append(asyncio.create_task(dispatcher.feed_update(bot, update, resumed=True)))
    return tasks
