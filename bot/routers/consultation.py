"""Free-text consultation: questions go to the agent, and answers to its date question come back."""

from __future__ import annotations

from contextlib import suppress

from aiogram import Bot, F, Router
from aiogram.exceptions import TelegramBadRequest
from aiogram.fsm.context import FSMContext
from aiogram.types import CallbackQuery, Message

from bot.callbacks import DateChoice
from bot.delivery import send_turn, with_typing
from bot.states import Consultation
from bot.texts import t
from bot.turn_queue import AGENT_TURN, TurnQueue
from core.contract import ChatStore, Language, LawyerService, UserRef

NOT_A_COMMAND = ~F.text.startswith("/")


def create_router(max_message_chars: int, turn_queue: TurnQueue) -> Router:
    """Questions, typed dates and tapped years; over-long and empty messages are refused here.
    The handlers that call the agent wait their turn in `turn_queue`."""
    router = Router(name="consultation")
    router.message.middleware(turn_queue)
    router.callback_query.middleware(turn_queue)
    agent_turn = {AGENT_TURN: True}

    @router.message(F.text.len() > max_message_chars)
    async def too_long(message: Message, who: UserRef, lang: Language, store: ChatStore) -> None:
        length = len(message.text or "")
        await store.log_event("bad_input", who.user_key, {"kind": "too_long", "length": length})
        await message.answer(t("too_long", lang, length=length, limit=max_message_chars))

    @router.message(F.text.regexp(r"^\s*$"))
    async def empty(message: Message, who: UserRef, lang: Language, store: ChatStore) -> None:
        await store.log_event("bad_input", who.user_key, {"kind": "empty"})
        await message.answer(t("empty", lang))

    @router.message(Consultation.awaiting_date, F.text, NOT_A_COMMAND, flags=agent_turn)
    async def typed_date(
        message: Message,
        bot: Bot,
        who: UserRef,
        lang: Language,
        state: FSMContext,
        raw_state: str | None,
        service: LawyerService,
    ) -> None:
        reply = await with_typing(bot, message.chat.id, service.set_case_date(who, message.text or ""))
        await send_turn(bot, message.chat.id, reply, lang, state, raw_state)

    @router.message(F.text, NOT_A_COMMAND, flags=agent_turn)
    async def question(
        message: Message,
        bot: Bot,
        who: UserRef,
        lang: Language,
        state: FSMContext,
        raw_state: str | None,
        service: LawyerService,
    ) -> None:
        reply = await with_typing(bot, message.chat.id, service.reply(who, message.text or ""))
        await send_turn(bot, message.chat.id, reply, lang, state, raw_state)

    @router.callback_query(DateChoice.filter(F.year == 0))
    async def earlier(query: CallbackQuery, bot: Bot, lang: Language, state: FSMContext) -> None:
        await query.answer()
        await state.set_state(Consultation.awaiting_date)
        if query.message is not None:
            await bot.send_message(query.message.chat.id, t("date_earlier", lang))

    @router.callback_query(DateChoice.filter(), flags=agent_turn)
    async def tapped_year(
        query: CallbackQuery,
        callback_data: DateChoice,
        bot: Bot,
        who: UserRef,
        lang: Language,
        state: FSMContext,
        raw_state: str | None,
        service: LawyerService,
    ) -> None:
        await query.answer()
        if query.message is None:
            return
        chat_id = query.message.chat.id
        with suppress(TelegramBadRequest):  # keyboard already gone (a double tap): nothing to remove
            await bot.edit_message_reply_markup(chat_id=chat_id, message_id=query.message.message_id)
        reply = await with_typing(bot, chat_id, service.set_case_date(who, str(callback_data.year)))
        await send_turn(bot, chat_id, reply, lang, state, raw_state)

    return router
