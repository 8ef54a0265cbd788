"""Who is talking: register the user on every update and settle the reply language.

One store call does both: `touch_user` creates the user with the detected language on first
contact and returns the stored row, whose language (detected then, or chosen with /language
since) wins from then on.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from aiogram import BaseMiddleware
from aiogram.dispatcher.middlewares.user_context import EVENT_CONTEXT_KEY, EventContext
from aiogram.types import TelegramObject, Update

from bot.identity import user_key, user_ref
from bot.language import detect_language
from core.contract import ChatStore


class IdentityMiddleware(BaseMiddleware):
    """Adds `who` (a UserRef) and `lang` ("zh"/"en") to the handler data."""

    def __init__(self, store: ChatStore) -> None:
        self.store = store

    async def __call__(
        self,
        handler: Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]],
        event: TelegramObject,
        data: dict[str, Any],
    ) -> Any:
        assert isinstance(event, Update)
        context: EventContext = data[EVENT_CONTEXT_KEY]
        user, chat = context.user, context.chat
        if user is None or chat is None:
            return await handler(event, data)
        text = event.message.text if event.message else None
        detected = detect_language(None, user.language_code, text)
        stored = await self.store.touch_user(user_key(user.id), detected, user.full_name)
        lang = detect_language(stored.language, None, None)
        data["lang"] = lang
        data["who"] = user_ref(user, chat, lang)
        return await handler(event, data)
