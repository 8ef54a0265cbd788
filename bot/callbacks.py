"""Callback data of the bot's inline buttons (aiogram CallbackData factories).

Each fits Telegram's 64-byte limit with room to spare: short prefixes, integers only.
"""

from __future__ import annotations

from aiogram.filters.callback_data import CallbackData


class DateChoice(CallbackData, prefix="date"):
    """A year tapped in the case-date keyboard; 0 means "earlier, I will type it"."""

    year: int


class MonthChoice(CallbackData, prefix="month"):
    """A month tapped when the agent asks which month of `year`; month 0 means "I don't remember"."""

    year: int
    month: int


class Feedback(CallbackData, prefix="fb"):
    """👍 (+1) or 👎 (-1) on one stored turn."""

    turn_id: int
    value: int


class ForgetChoice(CallbackData, prefix="forget"):
    """The answer to "delete everything about me?"."""

    confirm: bool


class LanguageChoice(CallbackData, prefix="lang"):
    """A language picked in the /language keyboard."""

    lang: str
