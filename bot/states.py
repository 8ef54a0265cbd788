"""The bot's conversation states, persisted by `bot.fsm_storage` so they survive restarts."""

from __future__ import annotations

from aiogram.fsm.state import State, StatesGroup


class Consultation(StatesGroup):
    """A consultation is free-flowing except while the agent waits for the case date."""

    awaiting_date = State()


class Drafting(StatesGroup):
    """/draft: every text message answers the complaint intake until it is done or /cancel."""

    intake = State()
