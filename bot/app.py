"""Assembling and running the Telegram bot: dispatcher, bot client, polling or webhook.

`build_dispatcher` is pure assembly (fresh routers and middlewares every call, so tests and the
benchmark can build as many as they like); `run_bot` runs one in the mode the settings choose.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import signal
from contextlib import suppress
from typing import Any
from urllib.parse import urlsplit

from aiogram import Bot, Dispatcher
from aiogram.client.default import DefaultBotProperties
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiogram.enums import ParseMode
from aiogram.fsm.storage.memory import SimpleEventIsolation
from aiogram.methods import (
    AnswerCallbackQuery,
    EditMessageText,
    GetMe,
    GetUpdates,
    SendChatAction,
    SendDocument,
    SendMessage,
)
from aiogram.methods.base import Response
from aiogram.types import BotCommand
from aiogram.webhook.aiohttp_server import SimpleRequestHandler, setup_application
from aiohttp import web

from bot.admin_actions import AdminActions
from bot.fsm_storage import StoreStorage
from bot.middlewares import install_middlewares
from bot.middlewares.inbox import resume_pending
from bot.telegram_retry import RetryFaults
from bot.routers import create_routers
from bot.settings import BotSettings
from bot.texts import LANGUAGES, MENU_COMMANDS, t
from core.contract import ChatStore, LawyerService

log = logging.getLogger(__name__)
DEFAULT_WEBHOOK_PATH = "/telegram/webhook"

# aiogram parses every API answer as `Response[T]`; pydantic caches such parametrised models only
# weakly, so under load the garbage collector drops them and each call rebuilds one (milliseconds
# each: about 1.7 ms of CPU per message in the load benchmark). Holding them keeps the cache warm.
_RESPONSE_TYPES = tuple(
    Response[method.__returning__]  # type: ignore[name-defined]
    for method in (
        GetUpdates,
        SendMessage,
        SendChatAction,
        AnswerCallbackQuery,
        EditMessageText,
        SendDocument,
        GetMe,
    )
)


def build_dispatcher(
    service: LawyerService,
    store: ChatStore,
    settings: BotSettings,
    admin_actions: AdminActions | None = None,
) -> Dispatcher:
    """A dispatcher with the bot's routers, middlewares and persistent FSM, ready to run.

    `service`, `store`, `settings` and `admin_actions` reach handlers by those parameter names.
    Updates of one user are handled one at a time (per-user lock), different users concurrently.
    At start-up, updates journalled but never answered (a crash) are handled first.
    """
    dispatcher = Dispatcher(
        storage=StoreStorage(store),
        events_isolation=SimpleEventIsolation(),
        service=service,
        store=store,
        settings=settings,
        admin_actions=admin_actions or AdminActions(),
    )
    install_middlewares(
        dispatcher,
        store,
        join_window_s=settings.join_window_s,
        flood_per_minute=settings.flood_per_minute,
        max_chars=settings.max_message_chars,
    )
    dispatcher.include_routers(*create_routers(settings))
    dispatcher.startup.register(set_commands)
    dispatcher.startup.register(freeze_loaded_objects)
    dispatcher.shutdown.register(unfreeze_loaded_objects)
    resumed: list[asyncio.Task[Any]] = []

    async def resume(bot: Bot) -> None:
        resumed.extend(await resume_pending(dispatcher, bot, store))

    dispatcher.startup.register(resume)
    return dispatcher


async def freeze_loaded_objects() -> None:
    """Move everything loaded before serving (libraries, models, the index client, the service)
    out of the garbage collector's reach. Its full collections otherwise walk that whole heap,
    several hundred thousand objects, and stall every chat for up to ~0.7 s at a time."""
    gc.freeze()


async def unfreeze_loaded_objects() -> None:
    """Hand the frozen objects back to the collector when the bot stops (its host process, a test
    run or an admin command, may go on without it)."""
    gc.unfreeze()


def create_bot(settings: BotSettings) -> Bot:
    """The Bot API client: HTML parse mode by default, the API server from the settings, and
    Telegram's faults (429, 5xx, dropped connections) retried with backoff."""
    session = AiohttpSession(api=TelegramAPIServer.from_base(settings.api_base))
    session.middleware(RetryFaults())
    return Bot(settings.token, session=session, default=DefaultBotProperties(parse_mode=ParseMode.HTML))


async def set_commands(bot: Bot) -> None:
    """Publish the command menu: English as the default, Chinese for Chinese clients."""
    for lang in LANGUAGES:
        commands = [BotCommand(command=name, description=t(f"cmd_{name}", lang)) for name in MENU_COMMANDS]
        await bot.set_my_commands(commands, language_code=None if lang == "en" else lang)


def allowed_updates(dispatcher: Dispatcher) -> list[str]:
    """The update types to ask Telegram for: those the routers handle, plus channel posts, which
    are only received so the private-chats-only gate can log them."""
    return sorted({*dispatcher.resolve_used_update_types(), "channel_post"})


async def run_polling(dispatcher: Dispatcher, bot: Bot, *, handle_signals: bool = True) -> None:
    """Long-poll Telegram until stopped (SIGINT/SIGTERM, or `dispatcher.stop_polling()`)."""
    await bot.delete_webhook(drop_pending_updates=False)
    await dispatcher.start_polling(
        bot,
        allowed_updates=allowed_updates(dispatcher),
        handle_signals=handle_signals,
    )


def webhook_app(dispatcher: Dispatcher, bot: Bot, settings: BotSettings) -> web.Application:
    """An aiohttp app that receives updates at the path of `settings.webhook_url`.

    The dispatcher's shutdown (which waits for answers in progress) is registered before the
    request handler's, which closes the bot session, so aiohttp runs them in that order.
    """
    app = web.Application()
    path = urlsplit(settings.webhook_url).path or DEFAULT_WEBHOOK_PATH
    setup_application(app, dispatcher, bot=bot)
    SimpleRequestHandler(dispatcher=dispatcher, bot=bot, secret_token=settings.webhook_secret).register(
        app, path=path
    )
    return app


async def _until_signalled() -> None:
    """Wait for SIGINT or SIGTERM (a container stop), so shutdown hooks run; or for cancellation."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with suppress(NotImplementedError):  # not on Windows; cancellation still works there
            loop.add_signal_handler(sig, stop.set)
    try:
        await stop.wait()
    finally:
        for sig in (signal.SIGINT, signal.SIGTERM):
            with suppress(NotImplementedError):
                loop.remove_signal_handler(sig)


async def run_webhook(dispatcher: Dispatcher, bot: Bot, settings: BotSettings) -> None:
    """Serve the webhook until SIGINT/SIGTERM or cancellation; Telegram is told where to deliver."""
    app = webhook_app(dispatcher, bot, settings)
    runner = web.AppRunner(app)
    await runner.setup()
    try:
        await web.TCPSite(runner, settings.webhook_host, settings.webhook_port).start()
        await bot.set_webhook(
            settings.webhook_url,
            secret_token=settings.webhook_secret,
            allowed_updates=allowed_updates(dispatcher),
        )
        log.info("webhook listening on %s:%s", settings.webhook_host, settings.webhook_port)
        await _until_signalled()
    finally:
        await runner.cleanup()


async def run_bot(
    service: LawyerService,
    store: ChatStore,
    settings: BotSettings,
    admin_actions: AdminActions | None = None,
) -> None:
    """Run the Telegram bot in the mode `settings.mode` names, until stopped.

    The store must be open; it is left open for the caller to close.
    """
    dispatcher = build_dispatcher(service, store, settings, admin_actions)
    bot = create_bot(settings)
    try:
        if settings.mode == "webhook":
            await run_webhook(dispatcher, bot, settings)
        else:
            await run_polling(dispatcher, bot)
    finally:
        await bot.session.close()
