"""The bot's middlewares and the order they run in.

Outermost first: the in-flight tracker (so shutdown waits for answers being prepared), the
error boundary (so anything below is caught), the inbox (journal before handling, duplicate
guard), private-chats-only gate, identity (user registration + language), the flood guard, the
inbox's offer of an admitted message for joining, then aiogram's FSM middleware with its per-user lock, moved to the end of the chain so a flood is
judged on arrival rather than after waiting for the previous answer, and last, inside the lock,
the inbox's joining of quick successive messages into one turn.
"""

from __future__ import annotations

from aiogram import Dispatcher

from bot.middlewares.errors import ErrorBoundaryMiddleware
from bot.middlewares.flood import FloodGuard
from bot.middlewares.identity import IdentityMiddleware
from bot.middlewares.in_flight import InFlightUpdates
from bot.middlewares.inbox import Inbox
from bot.middlewares.private_only import PrivateChatsOnlyMiddleware
from core.contract import ChatStore

# How long shutdown waits for answers in progress; keep it under the container's stop grace period.
DRAIN_TIMEOUT_S = 25.0


def install_middlewares(
    dispatcher: Dispatcher, store: ChatStore, *, join_window_s: float, flood_per_minute: int, max_chars: int
) -> None:
    """Register the bot's update middlewares in order around the FSM middleware, and make
    shutdown wait for the updates in progress."""
    in_flight = InFlightUpdates()
    inbox = Inbox(store, join_window_s, max_chars)

    async def drain_on_shutdown() -> None:
        await in_flight.drain(DRAIN_TIMEOUT_S)

    dispatcher.shutdown.register(drain_on_shutdown)
    outer = dispatcher.update.outer_middleware
    outer.unregister(dispatcher.fsm)
    outer.register(in_flight)
    outer.register(ErrorBoundaryMiddleware(store))
    outer.register(inbox.receive)
    outer.register(PrivateChatsOnlyMiddleware(store))
    outer.register(IdentityMiddleware(store))
    outer.register(FloodGuard(store, flood_per_minute))
    outer.register(inbox.enqueue)
    outer.register(dispatcher.fsm)
    outer.register(inbox.join)
