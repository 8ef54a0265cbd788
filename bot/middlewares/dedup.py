"""Each update is handled once, even when Telegram (or a webhook retry) delivers it again."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

from aiogram import BaseMiddleware
from aiogram.types import TelegramObject, Update

from core.contract import ChatStore

log = logging.getLogger(__name__)


class DeduplicateUpdatesMiddleware(BaseMiddleware):
    """Claim the update id in the store before handling; a second delivery is dropped.

    The claim is atomic in SQLite, so it also holds across processes sharing the database.
    """

    def __init__(self, store: ChatStore) -> None:
        self.store = store

    async def __call__(
        self,
        handler: Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]],
        event: TelegramObject,
        data: dict[str, Any],
    ) -> Any:
        assert isinstance(event, Update)
        if not await self.store.claim_update(event.update_id):
            log.info("update %s was already handled; skipped", event.update_id)
            return None
        return await handler(event, data)
