"""The error boundary: whatever breaks while handling an update, the user gets an apology.

The apology carries a short reference id; the same id is in the log line (with the traceback)
and in the `events` table (with the update), so a user's report leads straight to the cause.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Awaitable, Callable
from typing import Any

from aiogram import BaseMiddleware, Bot
from aiogram.dispatcher.middlewares.user_context import EVENT_CONTEXT_KEY, EventContext
from aiogram.enums import ChatType
from aiogram.types import TelegramObject, Update

from bot.identity import user_key
from bot.language import detect_language
from bot.texts import t
from core.contract import ChatStore

log = logging.getLogger(__name__)
MAX_LOGGED_UPDATE_CHARS = 4000


def new_reference() -> str:
    """A short id a user can quote; random, so it reveals nothing about volumes."""
    return secrets.token_hex(4)


class ErrorBoundaryMiddleware(BaseMiddleware):
    """Catch, log (logging + store), apologise; never let one update take anything else down."""

    def __init__(self, store: ChatStore) -> None:
        self.store = store

    async def __call__(
        self,
        handler: Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]],
        event: TelegramObject,
        data: dict[str, Any],
    ) -> Any:
        try:
            return await handler(event, data)
        except Exception as error:
            assert isinstance(event, Update)
            ref = new_reference()
            context: EventContext | None = data.get(EVENT_CONTEXT_KEY)
            user = context.user if context else None
            log.exception("update %s failed, reference %s", event.update_id, ref)
            await self._record(ref, error, event, user_key(user.id) if user else None)
            if context and context.chat and context.chat.type == ChatType.PRIVATE:
                lang = data.get("lang") or detect_language(None, user.language_code if user else None, None)
                await self._apologise(data["bot"], event, context.chat.id, t("error", lang, ref=ref))
            return None

    async def _record(self, ref: str, error: Exception, update: Update, who: str | None) -> None:
        detail = {
            "ref": ref,
            "error": f"{type(error).__name__}: {error}",
            "update": update.model_dump_json(exclude_none=True)[:MAX_LOGGED_UPDATE_CHARS],
        }
        try:
            await self.store.log_event("error", who, detail)
        except Exception:
            log.exception("could not store error event %s", ref)

    @staticmethod
    async def _apologise(bot: Bot, update: Update, chat_id: int, text: str) -> None:
        try:
            if update.callback_query:
                await update.callback_query.answer()
            await bot.send_message(chat_id, text)
        except Exception:
            log.exception("could not send the apology to chat %s", chat_id)
