"""The bot's middlewares and the order they run in.

Outermost first: the in-flight tracker (so shutdown waits for answers being prepared), the
error boundary (so anything below is caught), duplicate-update guard,
private-chats-only gate, identity (user registration + language), throttling, and only then
aiogram's FSM middleware with its per-user lock, which is moved to the end of the chain so a
too-fast message is judged on arrival rather than after waiting for the previous answer.
"""

from __future__ import annotations

from aiogram import Dispatcher

from bot.middlewares.dedup import DeduplicateUpdatesMiddleware
from bot.middlewares.errors import ErrorBoundaryMiddleware
from bot.middlewares.identity import IdentityMiddleware
from bot.middlewares.in_flight import InFlightUpdates
from bot.middlewares.private_only import PrivateChatsOnlyMiddleware
from bot.middlewares.throttling import ThrottlingMiddleware
from core.contract import ChatStore

# How long shutdown waits for answers in progress; keep it under the container's stop grace period.
DRAIN_TIMEOUT_S = 25.0


def install_middlewares(dispatcher: Dispatcher, store: ChatStore, throttle_s: float) -> None:
    """Register the bot's update middlewares in order, ahead of the FSM middleware, and make
    shutdown wait for the updates in progress."""
    in_flight = InFlightUpdates()

    async def drain_on_shutdown() -> None:
        await in_flight.drain(DRAIN_TIMEOUT_S)

    dispatcher.shutdown.register(drain_on_shutdown)
    outer = dispatcher.update.outer_middleware
    outer.unregister(dispatcher.fsm)
    outer.register(in_flight)
    outer.register(ErrorBoundaryMiddleware(store))
    outer.register(DeduplicateUpdatesMiddleware(store))
    outer.register(PrivateChatsOnlyMiddleware(store))
    outer.register(IdentityMiddleware(store))
    outer.register(ThrottlingMiddleware(store, throttle_s))
    outer.register(dispatcher.fsm)
