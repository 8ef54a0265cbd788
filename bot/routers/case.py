"""The case lifecycle: /new, /date, /end."""

from __future__ import annotations

from aiogram import Bot, Router
from aiogram.filters import Command, CommandObject
from aiogram.fsm.context import FSMContext
from aiogram.types import Message

from bot.delivery import send_turn, with_typing
from bot.keyboards import date_keyboard
from bot.texts import t
from core.contract import Language, LawyerService, UserRef


def create_router() -> Router:
    """Start, date and finish a case."""
    router = Router(name="case")

    @router.message(Command("new"))
    async def new_case(
        message: Message, who: UserRef, lang: Language, state: FSMContext, service: LawyerService
    ) -> None:
        await service.new_case(who)
        await state.clear()
        await message.answer(t("new_case", lang))

    @router.message(Command("date"))
    async def set_date(
        message: Message,
        command: CommandObject,
        bot: Bot,
        who: UserRef,
        lang: Language,
        service: LawyerService,
    ) -> None:
        if command.args:
            reply = await with_typing(bot, message.chat.id, service.set_case_date(who, command.args), lang)
            await send_turn(bot, message.chat.id, reply, lang)
            return
        years = await service.expect_case_date(who)
        prompt = f"{t('date_prompt', lang)}\n<i>{t('date_hint', lang)}</i>"
        await message.answer(prompt, reply_markup=date_keyboard(years, lang))

    @router.message(Command("end"))
    async def end_case(
        message: Message, who: UserRef, lang: Language, state: FSMContext, service: LawyerService
    ) -> None:
        saved = await service.end_case(who)
        await state.clear()
        await message.answer(t("case_ended_saved" if saved else "case_ended", lang))

    return router
