"""👍 / 👎 under answers, stored through the agent and acknowledged at once."""

from __future__ import annotations

from contextlib import suppress

from aiogram import Bot, Router
from aiogram.exceptions import TelegramBadRequest
from aiogram.types import CallbackQuery

from bot.callbacks import Feedback
from bot.keyboards import feedback_keyboard
from bot.texts import t
from core.contract import Language, LawyerService, UserRef


def create_router() -> Router:
    """Feedback buttons."""
    router = Router(name="feedback")

    @router.callback_query(Feedback.filter())
    async def vote(
        query: CallbackQuery,
        callback_data: Feedback,
        bot: Bot,
        who: UserRef,
        lang: Language,
        service: LawyerService,
    ) -> None:
        value = 1 if callback_data.value > 0 else -1
        stored = await service.record_feedback(who, callback_data.turn_id, value)
        await query.answer(t("feedback_thanks" if stored else "feedback_not_yours", lang))
        if stored and query.message is not None:
            with suppress(TelegramBadRequest):  # the same vote again: the tick is already there
                await bot.edit_message_reply_markup(
                    chat_id=query.message.chat.id,
                    message_id=query.message.message_id,
                    reply_markup=feedback_keyboard(callback_data.turn_id, lang, chosen=value),
                )

    return router
