"""The bot's inline keyboards, built with aiogram's keyboard builder."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from aiogram.types import InlineKeyboardMarkup
from aiogram.utils.keyboard import InlineKeyboardBuilder

from bot.callbacks import DateChoice, Feedback, ForgetChoice, LanguageChoice, MonthChoice
from bot.texts import t
from core.contract import Language

YEARS_PER_ROW = 3
#: Years offered for a date question the agent did not shape (index.common.text.recent_years).
DEFAULT_YEARS = 6


def date_keyboard(years: Sequence[int], lang: Language) -> InlineKeyboardMarkup:
    """One button per offered year, plus "earlier" for a date the buttons do not cover."""
    builder = InlineKeyboardBuilder()
    for year in years:
        builder.button(text=str(year), callback_data=DateChoice(year=year))
    builder.button(text=t("date_button_earlier", lang), callback_data=DateChoice(year=0))
    full_rows, rest = divmod(len(years), YEARS_PER_ROW)
    builder.adjust(*([YEARS_PER_ROW] * full_rows), *([rest] if rest else []), 1)
    return builder.as_markup()


MONTHS_PER_ROW = 4


def month_keyboard(year: int, lang: Language) -> InlineKeyboardMarkup:
    """The twelve months of the year the agent asks about, plus "I don't remember"."""
    builder = InlineKeyboardBuilder()
    for month in range(1, 13):
        label = f"{month}月" if lang == "zh" else date(year, month, 1).strftime("%b")
        builder.button(text=label,
                       callback_data=MonthChoice(year=year, month=month))
    builder.button(text=t("month_button_unknown", lang), callback_data=MonthChoice(year=year, month=0))
    builder.adjust(*([MONTHS_PER_ROW] * 3), 1)
    return builder.as_markup()


def feedback_keyboard(turn_id: int, lang: Language, chosen: int | None = None) -> InlineKeyboardMarkup:
    """👍 / 👎 under an answer; the vote already cast is ticked (a user may change their mind)."""
    builder = InlineKeyboardBuilder()
    for value, key in ((1, "feedback_up"), (-1, "feedback_down")):
        label = ("✓ " if value == chosen else "") + t(key, lang)
        builder.button(text=label, callback_data=Feedback(turn_id=turn_id, value=value))
    return builder.as_markup()


def forget_keyboard(lang: Language) -> InlineKeyboardMarkup:
    """Confirm or cancel deleting everything about the user."""
    builder = InlineKeyboardBuilder()
    builder.button(text=t("forget_yes", lang), callback_data=ForgetChoice(confirm=True))
    builder.button(text=t("forget_no", lang), callback_data=ForgetChoice(confirm=False))
    return builder.as_markup()


def language_keyboard() -> InlineKeyboardMarkup:
    """The two supported languages, each named in itself."""
    builder = InlineKeyboardBuilder()
    builder.button(text="中文", callback_data=LanguageChoice(lang="zh"))
    builder.button(text="English", callback_data=LanguageChoice(lang="en"))
    return builder.as_markup()
