"""A circuit breaker in front of the chat model, so a sick model server fails fast.

When the server is down, slow or answering garbage, every attempt costs the caller `timeout_s`
(and each turn makes up to retries + 1 attempts). With hundreds of users writing, each would wait
that long for the same degraded reply. The breaker (the `circuitbreaker` package) counts failed
attempts across all callers; after `failures` in a row it opens and attempts fail at once for
`open_s` seconds; then one trial attempt is let through (the others still fail fast), and its
success closes the breaker again.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import TypeVar

from circuitbreaker import STATE_HALF_OPEN, CircuitBreaker

from index.common.settings import LlmSettings

log = logging.getLogger(__name__)
T = TypeVar("T")


class BreakerOpen(Exception):
    """The model failed too often lately; the attempt was not made."""


class ModelBreaker:
    """Counts failed attempts; `guard` refuses attempts while open and lets one trial through."""

    def __init__(
        self, failures: int, open_s: float, name: str, counted: tuple[type[BaseException], ...]
    ) -> None:
        """`counted`: the failures that say the server is sick (timeouts, 5xx, dropped connections,
        malformed answers), not a request it rightly refused."""
        self._breaker = CircuitBreaker(
            failure_threshold=failures, recovery_timeout=open_s, expected_exception=counted, name=name
        )
        self._trial_running = False

    @classmethod
    def from_settings(
        cls, settings: LlmSettings, name: str, counted: tuple[type[BaseException], ...]
    ) -> ModelBreaker:
        """From the [llm] section: breaker_failures, breaker_open_s."""
        return cls(settings.breaker_failures, settings.breaker_open_s, name, counted)

    @property
    def state(self) -> str:
        """"closed", "open" or "half_open"."""
        return str(self._breaker.state)

    async def guard(self, attempt: Callable[[], Awaitable[T]]) -> T:
        """Run one attempt through the breaker; `BreakerOpen` instead when it is open."""
        state = self._breaker.state
        if self._breaker.opened or (state == STATE_HALF_OPEN and self._trial_running):
            raise BreakerOpen(f"{self._breaker.name}: failing fast for {max(self._breaker.open_remaining, 0)} s more")
        trial = state == STATE_HALF_OPEN
        self._trial_running |= trial
        try:
            result = await self._breaker.call_async(attempt)
        finally:
            if trial:
                self._trial_running = False
        if trial:
            log.info("%s: trial attempt succeeded; breaker closed", self._breaker.name)
        return result
