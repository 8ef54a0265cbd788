"""Free-text consultation: every typed message goes to the agent, which alone knows whether it
answers its date question; tapped years and months come back as date answers."""

from __future__ import annotations

from contextlib import suppress

from aiogram import Bot, F, Router
from aiogram.exceptions import TelegramBadRequest
from aiogram.types import CallbackQuery, Message

from bot.callbacks import DateChoice, MonthChoice
from bot.delivery import send_turn, with_typing
from bot.texts import t
from bot.turn_queue import AGENT_TURN, TurnQueue
from core.contract import ChatStore, Language, LawyerService, UserRef

NOT_A_COMMAND = ~F.text.startswith("/")
UNKNOWN_MONTH = {"zh": "不记得了", "en": "I don't remember the month"}


def create_router(max_message_chars: int, turn_queue: TurnQueue) -> Router:
    """Questions, typed dates and tapped years or months; over-long and empty messages are refused
    here. The handlers that call the agent wait their turn in `turn_queue`."""
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

    @router.message(F.text, NOT_A_COMMAND, flags=agent_turn)
    async def question(message: Message, bot: Bot, who: UserRef, lang: Language, service: LawyerService) -> None:
        reply = await with_typing(bot, message.chat.id, service.reply(who, message.text or ""), lang)
        await send_turn(bot, message.chat.id, reply, lang)

    @router.callback_query(DateChoice.filter(F.year == 0))
    async def earlier(query: CallbackQuery, bot: Bot, lang: Language) -> None:
        """The agent still waits for the date: the typed one will answer it."""
        await query.answer()
        if query.message is not None:
            await bot.send_message(query.message.chat.id, t("date_earlier", lang))

    @router.callback_query(DateChoice.filter(), flags=agent_turn)
    async def tapped_year(query: CallbackQuery, callback_data: DateChoice, bot: Bot, who: UserRef, lang: Language,
                          service: LawyerService) -> None:
        await answer_tap(query, bot, lang, service.set_case_date(who, str(callback_data.year)))

    @router.callback_query(MonthChoice.filter(), flags=agent_turn)
    async def tapped_month(query: CallbackQuery, callback_data: MonthChoice, bot: Bot, who: UserRef, lang: Language,
                           service: LawyerService) -> None:
        year, month = callback_data.year, callback_data.month
        text = f"{year}年{month}月" if month else UNKNOWN_MONTH[lang]
        await answer_tap(query, bot, lang, service.set_case_date(who, text))

    return router


async def answer_tap(query: CallbackQuery, bot: Bot, lang: Language, work) -> None:
    """A tapped date: remove the keyboard (once), then answer with the agent's reply."""
    await query.answer()
    if query.message is None:
        return
    chat_id = query.message.chat.id
    with suppress(TelegramBadRequest):  # keyboard already gone (a double tap): nothing to remove
        await bot.edit_message_reply_markup(chat_id=chat_id, message_id=query.message.message_id)
    reply = await with_typing(bot, chat_id, work, lang)
    await send_turn(bot, chat_id, reply, lang)
