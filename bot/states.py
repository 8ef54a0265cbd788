"""The bot's conversation states, persisted by `bot.fsm_storage` so they survive restarts.

Waiting for the case date is not one of them: the agent's dialogue state owns it
(`core.case_date`), and the bot sends every typed message to the agent.
"""

from __future__ import annotations

from aiogram.fsm.state import State, StatesGroup


class Drafting(StatesGroup):
    """/draft: every text message answers the complaint intake until it is done or /cancel."""

    intake = State()
