"""A transparent wrapper around the real `AgentService` for the bot's end-to-end tests.

Every coroutine the bot calls is recorded with `time.perf_counter()` timestamps (so a test can
tell which service calls an update caused, and that a duplicate caused none); everything else,
the answers included, is the wrapped service's own behaviour.
"""

from __future__ import annotations

import inspect
import time
from typing import Any

from core.contract import UserRef
from core.scripted_service import ServiceCall  # the load bench's call record: one shape for both


class RecordingService:
    """Delegates to `inner`; records the calls to its coroutine methods in `calls`."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.calls: list[ServiceCall] = []

    def __getattr__(self, name: str) -> Any:
        target = getattr(self.inner, name)
        if not inspect.iscoroutinefunction(target):
            return target

        async def recorded(*args: Any, **kwargs: Any) -> Any:
            who = next((arg for arg in args if isinstance(arg, UserRef)), None)
            text = next((arg for arg in args if isinstance(arg, str)), "")
            call = ServiceCall(name, who.user_key if who else "", who.chat_key if who else "", text,
                               time.perf_counter())
            self.calls.append(call)
            try:
                return await target(*args, **kwargs)
            finally:
                call.finished = time.perf_counter()

        return recorded
