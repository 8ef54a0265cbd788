"""What both training endpoints share: bearer-token checks and running an aiohttp app until stopped.

The bot host's export endpoint and the GPU host's trainer endpoint each take one secret from the
environment (`TEMPOLEX_EXPORT_TOKEN`, `TEMPOLEX_TRAINER_TOKEN`); neither starts without it, and
a request without the right `Authorization: Bearer …` gets 401 and nothing else.
"""

from __future__ import annotations

import asyncio
import hmac
import os
import signal
from collections.abc import Awaitable, Callable

from aiohttp import web


class MissingSecret(RuntimeError):
    """An endpoint was asked to start without its token in the environment."""


def required_token(variable: str) -> str:
    token = os.environ.get(variable, "")
    if not token:
        raise MissingSecret(f"set {variable} in the environment: the endpoint does not start without a token")
    return token


def bearer_middleware(token: str):
    """401 for every request whose bearer token is not `token` (compared in constant time)."""

    @web.middleware
    async def check(request: web.Request, handler):
        given = request.headers.get("Authorization", "")
        if not hmac.compare_digest(given.encode(), f"Bearer {token}".encode()):
            return web.json_response({"error": "unauthorized"}, status=401)
        return await handler(request)

    return check


async def serve_until_stopped(app: web.Application, host: str, port: int,
                              ready: Callable[[str], None], on_stop: Callable[[], Awaitable[None]] | None = None) -> None:
    """Serve `app` on host:port until SIGTERM/SIGINT; `ready(url)` once it listens."""
    runner = web.AppRunner(app)
    await runner.setup()
    await web.TCPSite(runner, host, port).start()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    ready(f"http://{host}:{port}")
    try:
        await stop.wait()
    finally:
        if on_stop is not None:
            await on_stop()
        await runner.cleanup()
