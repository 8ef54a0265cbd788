"""Flood guard: only a flood (dozens of messages a minute from one user) is refused.

Quick successive messages are words, not spam: they are joined into one turn (`bot.middlewares.
inbox`). What this stops is a script or a stuck key: past `per_minute` messages in the last
minute the excess is refused, every refusal is logged, the user is told once per flood and an
audit event records the flood once. Button taps are never counted.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable
from typing import Any

from aiogram import BaseMiddleware
from aiogram.types import TelegramObject, Update

from bot.texts import t
from core.contract import ChatStore, UserRef

log = logging.getLogger(__name__)
WINDOW_S = 60.0
PRUNE_ABOVE = 10_000


class FloodGuard(BaseMiddleware):
    """Refuse a user's messages beyond `per_minute` in a sliding minute; 0 disables it."""

    def __init__(
        self, store: ChatStore, per_minute: int, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.store = store
        self.per_minute = per_minute
        self.clock = clock
        self._arrivals: dict[int, deque[float]] = {}
        self._flooding: set[int] = set()

    async def __call__(
        self,
        handler: Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]],
        event: TelegramObject,
        data: dict[str, Any],
    ) -> Any:
        assert isinstance(event, Update)
        message = event.message
        if self.per_minute <= 0 or message is None or message.from_user is None:
            return await handler(event, data)
        user_id = message.from_user.id
        if not self._admit(user_id):
            await self._refuse(event, data, user_id)
            return None
        self._flooding.discard(user_id)
        return await handler(event, data)

    def _admit(self, user_id: int) -> bool:
        """Count the arrival; False when the last minute already holds `per_minute` admitted."""
        now = self.clock()
        if len(self._arrivals) > PRUNE_ABOVE:
            self._arrivals = {u: a for u, a in self._arrivals.items() if a and now - a[-1] < WINDOW_S}
        arrivals = self._arrivals.setdefault(user_id, deque())
        while arrivals and now - arrivals[0] >= WINDOW_S:
            arrivals.popleft()
        if len(arrivals) >= self.per_minute:
            return False
        arrivals.append(now)
        return True

    async def _refuse(self, event: Update, data: dict[str, Any], user_id: int) -> None:
        assert event.message is not None
        who: UserRef = data["who"]
        log.warning("flood: update %s of %s refused (over %d a minute)", event.update_id, who.user_key, self.per_minute)
        if user_id in self._flooding:
            return
        self._flooding.add(user_id)
        await self.store.log_event("flood_refused", who.user_key, {"per_minute": self.per_minute})
        await event.message.answer(t("flood", data["lang"], per_minute=self.per_minute))
