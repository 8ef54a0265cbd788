"""Graceful shutdown: updates already being handled finish before the bot closes its session.

Without it a restart (a deploy, SIGTERM from the container runtime) would drop the answer the
agent is still working on, and since the update is already claimed it would never be retried.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from aiogram import BaseMiddleware
from aiogram.types import TelegramObject

log = logging.getLogger(__name__)


class InFlightUpdates(BaseMiddleware):
    """Remembers the tasks handling updates, so shutdown can wait for them."""

    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[Any]] = set()

    async def __call__(
        self,
        handler: Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]],
        event: TelegramObject,
        data: dict[str, Any],
    ) -> Any:
        task = asyncio.current_task()
        if task is None:
            return await handler(event, data)
        self._tasks.add(task)
        try:
            return await handler(event, data)
        finally:
            self._tasks.discard(task)

    async def drain(self, timeout_s: float) -> None:
        """Wait up to `timeout_s` for the updates in progress; log how many were cut off."""
        pending = self._tasks - {asyncio.current_task()}
        if not pending:
            return
        log.info("waiting for %d update(s) in progress", len(pending))
        _, unfinished = await asyncio.wait(pending, timeout=timeout_s)
        if unfinished:
            log.warning(
                "%d update(s) still in progress after %.0f s; stopping anyway", len(unfinished), timeout_s
            )
