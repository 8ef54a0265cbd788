"""/privacy explains what is kept; /forget deletes it, after an explicit confirmation."""

from __future__ import annotations

from aiogram import Bot, F, Router
from aiogram.filters import Command
from aiogram.fsm.context import FSMContext
from aiogram.types import CallbackQuery, Message

from bot.callbacks import ForgetChoice
from bot.keyboards import forget_keyboard
from bot.texts import t
from core.contract import ChatStore, Language, LawyerService, UserRef


def create_router() -> Router:
    """Privacy notice and the right to be forgotten."""
    router = Router(name="privacy")

    @router.message(Command("privacy"))
    async def privacy(message: Message, lang: Language) -> None:
        await message.answer(t("privacy", lang))

    @router.message(Command("forget"))
    async def forget(message: Message, lang: Language) -> None:
        await message.answer(t("forget_confirm", lang), reply_markup=forget_keyboard(lang))

    @router.callback_query(ForgetChoice.filter(F.confirm))
    async def confirmed(
        query: CallbackQuery,
        bot: Bot,
        who: UserRef,
        lang: Language,
        state: FSMContext,
        service: LawyerService,
        store: ChatStore,
    ) -> None:
        await state.clear()
        removed = await service.forget_user(who.user_key)
        # Audited without the user's key: the record of a deletion must not be data about them.
        await store.log_event("forget", None, {"removed": removed})
        await query.answer()
        if query.message is not None:
            await bot.edit_message_text(
                t("forget_done", lang, count=removed),
                chat_id=query.message.chat.id,
                message_id=query.message.message_id,
            )

    @router.callback_query(ForgetChoice.filter(~F.confirm))
    async def cancelled(query: CallbackQuery, bot: Bot, lang: Language) -> None:
        await query.answer()
        if query.message is not None:
            await bot.edit_message_text(
                t("forget_cancelled", lang),
                chat_id=query.message.chat.id,
                message_id=query.message.message_id,
            )

    return router
