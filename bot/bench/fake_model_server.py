"""A fake OpenAI-compatible model server whose health the fault benchmark switches.

`mode`: "ok" answers at once; "500" answers 500; "slow" answers after `slow_s` (past the client's
timeout); "malformed" answers only tool calls whose arguments are not JSON; "down" stops
listening (new connections are refused, and a request on a connection the client kept alive has
that connection closed unanswered) until the mode changes again. Ships in the package, like the
fake Telegram server, so `tempolex bench faults` works from an installed wheel.
"""

from __future__ import annotations

import asyncio
import socket
from typing import Any

from aiohttp import web

MODES = ("ok", "500", "slow", "malformed", "down")


def _completion(message: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "created": 1,
        "model": "fake",
        "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
    }


class FakeModelServer:
    """/v1/chat/completions on 127.0.0.1; counts the requests that reached it."""

    def __init__(self, slow_s: float = 10.0) -> None:
        self.slow_s = slow_s
        self.mode = "ok"
        self.requests = 0
        self.port = 0
        self._runner: web.AppRunner | None = None
        self._site: web.SockSite | None = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    async def start(self) -> None:
        app = web.Application()
        app.router.add_post("/v1/chat/completions", self._complete)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=0.1)
        await self._runner.setup()
        if not self.port:
            with socket.socket() as probe:
                probe.bind(("127.0.0.1", 0))
                self.port = probe.getsockname()[1]
        await self._listen()

    async def _listen(self) -> None:
        assert self._runner is not None
        self._site = web.TCPSite(self._runner, "127.0.0.1", self.port, reuse_address=True)
        await self._site.start()

    async def set_mode(self, mode: str) -> None:
        """Switch health; "down" closes the listening socket, leaving it reopens it."""
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}")
        if mode == "down" and self._site is not None:
            await self._site.stop()
            self._site = None
        elif mode != "down" and self._site is None:
            await self._listen()
        self.mode = mode

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def _complete(self, request: web.Request) -> web.Response:
        if self.mode == "down":
            assert request.transport is not None
            request.transport.close()
            return web.Response(status=503)  # never reaches the client: the connection is gone
        self.requests += 1
        await request.read()
        if self.mode == "500":
            return web.json_response({"error": {"message": "scripted 500", "type": "server"}}, status=500)
        if self.mode == "slow":
            await asyncio.sleep(self.slow_s)
        if self.mode == "malformed":
            call = {"id": "c1", "type": "function", "function": {"name": "search_statutes", "arguments": "{oops"}}
            return web.json_response(_completion({"role": "assistant", "content": None, "tool_calls": [call]}))
        return web.json_response(_completion({"role": "assistant", "content": "好的。"}))
