"""Sending an agent reply: typing while it works, then HTML messages with the right buttons.

Every path that produces a `TurnReply` (free text, a date typed or tapped, /date) ends here, so
the rule "a date question gets year buttons, a month question month buttons, an answer 👍/👎"
lives in one place. Whether the chat waits for a date is the agent's to know (its dialogue
state), not the bot's.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from datetime import date

from aiogram import Bot
from aiogram.types import InlineKeyboardMarkup, Message
from aiogram.utils.chat_action import ChatActionSender

from bot.keyboards import DEFAULT_YEARS, date_keyboard, feedback_keyboard, month_keyboard
from bot.rendering import render_reply, split_html
from bot.texts import t
from core.contract import Language, TurnReply
from index.common.text import recent_years


#: An answer ready sooner needs no "typing…" (saves a Bot API call per quick turn).
TYPING_AFTER_S = 0.5
#: Past this, "typing…" alone reads as a hang: the user is told the answer is still being checked.
SLOW_NOTICE_S = 20.0


async def with_typing(bot: Bot, chat_id: int, work: Awaitable[TurnReply], lang: Language) -> TurnReply:
    """Await the agent with the "typing…" indicator shown once it takes a moment (Telegram drops
    the indicator after 5 s, so it repeats), and one message saying why past `SLOW_NOTICE_S`."""
    async with ChatActionSender.typing(bot=bot, chat_id=chat_id, initial_sleep=TYPING_AFTER_S):
        task = asyncio.ensure_future(work)
        try:
            done, _ = await asyncio.wait({task}, timeout=SLOW_NOTICE_S)
            if not done:
                await bot.send_message(chat_id, t("still_working", lang, seconds=int(SLOW_NOTICE_S)))
            return await task
        finally:
            task.cancel()  # no-op once finished; a cancelled handler must not leave the turn running


def _keyboard(reply: TurnReply, lang: Language) -> InlineKeyboardMarkup | None:
    if reply.month_of_year is not None:
        return month_keyboard(reply.month_of_year, lang)
    if reply.asked_for_date:
        return date_keyboard(reply.date_choices or recent_years(date.today(), DEFAULT_YEARS), lang)
    if reply.turn_id is not None:
        return feedback_keyboard(reply.turn_id, lang)
    return None


async def send_turn(
    bot: Bot,
    chat_id: int,
    reply: TurnReply,
    lang: Language,
) -> list[Message]:
    """Send the reply in as many messages as Telegram's limit requires, buttons under the last one."""
    chunks = split_html(render_reply(reply, lang))
    keyboard = _keyboard(reply, lang)
    sent = []
    for index, chunk in enumerate(chunks):
        last = index == len(chunks) - 1
        sent.append(await bot.send_message(chat_id, chunk, reply_markup=keyboard if last else None))
    return sent
