"""Per-user throttling: a message sooner than `rate_s` after the last accepted one is dropped.

The first dropped message since the last accepted one gets a short note; later ones are dropped
silently, so a flood of messages does not become a flood of notes. Runs before the per-user FSM
lock, so "too fast" is judged on arrival, not after waiting for the previous answer.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from typing import Any

from aiogram import BaseMiddleware
from aiogram.types import TelegramObject, Update

from bot.texts import t
from core.contract import ChatStore, UserRef

PRUNE_ABOVE = 10_000


class ThrottlingMiddleware(BaseMiddleware):
    """Drop too-fast messages (callback taps are never throttled); rate_s <= 0 disables it."""

    def __init__(self, store: ChatStore, rate_s: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.store = store
        self.rate_s = rate_s
        self.clock = clock
        self._last_accepted: dict[int, float] = {}
        self._noted: set[int] = set()

    async def __call__(
        self,
        handler: Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]],
        event: TelegramObject,
        data: dict[str, Any],
    ) -> Any:
        assert isinstance(event, Update)
        message = event.message
        if self.rate_s <= 0 or message is None or message.from_user is None:
            return await handler(event, data)
        user_id, now = message.from_user.id, self.clock()
        last = self._last_accepted.get(user_id)
        if last is not None and now - last < self.rate_s:
            if user_id not in self._noted:
                self._noted.add(user_id)
                who: UserRef = data["who"]
                await self.store.log_event("throttled", who.user_key, {"rate_s": self.rate_s})
                await message.answer(t("throttled", data["lang"]))
            return None
        self._remember(user_id, now)
        return await handler(event, data)

    def _remember(self, user_id: int, now: float) -> None:
        if len(self._last_accepted) > PRUNE_ABOVE:
            self._last_accepted = {
                uid: at for uid, at in self._last_accepted.items() if now - at < self.rate_s
            }
            self._noted &= self._last_accepted.keys()
        self._last_accepted[user_id] = now
        self._noted.discard(user_id)
