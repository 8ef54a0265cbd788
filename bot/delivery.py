"""Sending an agent reply: typing while it works, then HTML messages with the right buttons.

Every path that produces a `TurnReply` (free text, a date typed or tapped, /date) ends here, so
the rule "a date question leaves the chat waiting for the date, an answer gets 👍/👎" lives in
one place.
"""

from __future__ import annotations

from collections.abc import Awaitable

from aiogram import Bot
from aiogram.fsm.context import FSMContext
from aiogram.types import InlineKeyboardMarkup, Message
from aiogram.utils.chat_action import ChatActionSender

from bot.keyboards import date_keyboard, feedback_keyboard, recent_years
from bot.rendering import render_reply, split_html
from bot.states import Consultation
from core.contract import Language, TurnReply


#: An answer ready sooner needs no "typing…" (saves a Bot API call per quick turn).
TYPING_AFTER_S = 0.5


async def with_typing(bot: Bot, chat_id: int, work: Awaitable[TurnReply]) -> TurnReply:
    """Await the agent with the "typing…" indicator shown once it takes a moment (Telegram drops
    the indicator after 5 s, so it repeats)."""
    async with ChatActionSender.typing(bot=bot, chat_id=chat_id, initial_sleep=TYPING_AFTER_S):
        return await work


def _keyboard(reply: TurnReply, lang: Language) -> InlineKeyboardMarkup | None:
    if reply.asked_for_date:
        return date_keyboard(reply.date_choices or recent_years(), lang)
    if reply.turn_id is not None:
        return feedback_keyboard(reply.turn_id, lang)
    return None


async def send_turn(
    bot: Bot,
    chat_id: int,
    reply: TurnReply,
    lang: Language,
    state: FSMContext,
    raw_state: str | None,
) -> list[Message]:
    """Record whether the agent now waits for the date, then send the reply in as many messages
    as Telegram's limit requires, buttons under the last one.

    The state is written before sending, so a restart between the two still finds the question
    pending; `raw_state` (the state when the update arrived) saves a read when nothing changes.
    """
    if reply.asked_for_date:
        await state.set_state(Consultation.awaiting_date)
        await state.update_data(date_choices=reply.date_choices or recent_years())
    elif raw_state == Consultation.awaiting_date.state:
        await state.set_state(None)
    chunks = split_html(render_reply(reply, lang))
    keyboard = _keyboard(reply, lang)
    sent = []
    for index, chunk in enumerate(chunks):
        last = index == len(chunks) - 1
        sent.append(await bot.send_message(chat_id, chunk, reply_markup=keyboard if last else None))
    return sent
