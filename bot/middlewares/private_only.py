"""Consultations happen in private chats only; groups are told so once, channels are ignored.

Legal questions carry personal details, so the bot never discusses them where others read.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from aiogram import BaseMiddleware
from aiogram.dispatcher.middlewares.user_context import EVENT_CONTEXT_KEY, EventContext
from aiogram.enums import ChatType
from aiogram.types import TelegramObject, Update

from bot.identity import user_key
from bot.language import detect_language
from bot.texts import t
from core.contract import ChatStore

NOTICE_FLAG = "private_only_notice"


def notice_key(chat_id: int) -> str:
    """Where the "told this group already" flag lives (the store's FSM table, no user attached)."""
    return f"tg-notice:{chat_id}"


class PrivateChatsOnlyMiddleware(BaseMiddleware):
    """Stop every update from a non-private chat; log it; tell each group once (persistently)."""

    def __init__(self, store: ChatStore) -> None:
        self.store = store
        self._notice_lock = asyncio.Lock()

    async def __call__(
        self,
        handler: Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]],
        event: TelegramObject,
        data: dict[str, Any],
    ) -> Any:
        assert isinstance(event, Update)
        context: EventContext = data[EVENT_CONTEXT_KEY]
        chat = context.chat
        if chat is None or chat.type == ChatType.PRIVATE:
            return await handler(event, data)
        user = context.user
        await self.store.log_event(
            "non_private_chat",
            user_key(user.id) if user else None,
            {"chat_id": chat.id, "chat_type": chat.type, "update_type": event.event_type},
        )
        if (
            event.message
            and chat.type in (ChatType.GROUP, ChatType.SUPERGROUP)
            and await self._first_time(chat.id)
        ):
            lang = detect_language(None, user.language_code if user else None, event.message.text)
            await event.message.answer(t("private_only", lang))
        return None

    async def _first_time(self, chat_id: int) -> bool:
        async with self._notice_lock:
            if (await self.store.fsm_get_data(notice_key(chat_id))).get(NOTICE_FLAG):
                return False
            await self.store.fsm_set_data(notice_key(chat_id), {NOTICE_FLAG: True})
            return True
