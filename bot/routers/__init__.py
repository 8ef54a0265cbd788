"""One router per feature, created fresh for every dispatcher (aiogram routers attach once).

Order matters: commands and buttons first, then free-text consultation, then the fallback that
answers whatever nobody else took.
"""

from __future__ import annotations

from aiogram import Router

from bot.routers import admin, case, consultation, drafting, fallback, feedback, history, privacy, start
from bot.settings import BotSettings
from bot.turn_queue import TurnQueue


def create_routers(settings: BotSettings) -> list[Router]:
    """The bot's routers in the order they must be tried."""
    return [
        start.create_router(),
        drafting.create_router(),
        case.create_router(),
        history.create_router(),
        privacy.create_router(),
        admin.create_router(settings.admin_ids),
        feedback.create_router(),
        consultation.create_router(
            settings.max_message_chars, TurnQueue(settings.concurrent_turns, settings.max_waiting_turns)
        ),
        fallback.create_router(),
    ]
