"""/start, /help and /language."""

from __future__ import annotations

from contextlib import suppress

from aiogram import Bot, F, Router
from aiogram.exceptions import TelegramBadRequest
from aiogram.filters import Command, CommandStart
from aiogram.types import CallbackQuery, Message

from bot.callbacks import LanguageChoice
from bot.keyboards import language_keyboard
from bot.rendering import escape
from bot.texts import LANGUAGES, t
from core.contract import ChatStore, Language, UserRef


def create_router() -> Router:
    """Greeting, help and language switching."""
    router = Router(name="start")

    @router.message(CommandStart())
    async def start(message: Message, who: UserRef, lang: Language) -> None:
        await message.answer(t("start", lang, name=escape(who.display_name or "")))

    @router.message(Command("help"))
    async def help_(message: Message, lang: Language) -> None:
        await message.answer(t("help", lang))

    @router.message(Command("language"))
    async def language(message: Message, lang: Language) -> None:
        await message.answer(t("language_prompt", lang), reply_markup=language_keyboard())

    @router.callback_query(LanguageChoice.filter(F.lang.in_(LANGUAGES)))
    async def choose(
        query: CallbackQuery, callback_data: LanguageChoice, who: UserRef, store: ChatStore, bot: Bot
    ) -> None:
        chosen: Language = "zh" if callback_data.lang == "zh" else "en"
        await store.set_user_language(who.user_key, chosen)
        await query.answer()
        if query.message is not None:
            with suppress(TelegramBadRequest):  # the same language picked twice: nothing to edit
                await bot.edit_message_text(
                    t("language_set", chosen),
                    chat_id=query.message.chat.id,
                    message_id=query.message.message_id,
                )

    return router
