"""Retrying Bot API calls through Telegram's faults, as an aiogram request middleware.

Telegram answers 429 with `retry_after` under load, 5xx while it restarts, and connections drop.
A reply the agent worked for must still arrive: those three are retried (429 after the time
Telegram names, the others with exponential backoff and jitter) up to `attempts` times, within
`budget_s` in all. A 4xx other than 429 is our mistake and is not retried. `getUpdates` is left
to aiogram's polling loop, which has its own backoff.

Honest limit: a connection that drops after Telegram accepted a message cannot be told apart from
one that dropped before, and the Bot API has no idempotency key, so such a send is repeated; the
fake server's drops happen before the message is accepted.
"""

from __future__ import annotations

import asyncio
import logging
import random
from typing import Any

from aiogram import Bot
from aiogram.client.session.middlewares.base import BaseRequestMiddleware, NextRequestMiddlewareType
from aiogram.exceptions import TelegramNetworkError, TelegramRetryAfter, TelegramServerError
from aiogram.methods import GetUpdates, TelegramMethod
from aiogram.methods.base import Response

log = logging.getLogger(__name__)


class RetryFaults(BaseRequestMiddleware):
    """Retry 429 / 5xx / network errors of every method but getUpdates."""

    def __init__(
        self, attempts: int = 6, base_delay_s: float = 0.25, max_delay_s: float = 8.0, budget_s: float = 60.0
    ) -> None:
        self.attempts = attempts
        self.base_delay_s = base_delay_s
        self.max_delay_s = max_delay_s
        self.budget_s = budget_s

    def backoff(self, failures: int) -> float:
        """Exponential with full jitter, so many users' retries do not arrive together."""
        return random.uniform(0, min(self.max_delay_s, self.base_delay_s * 2 ** (failures - 1)))

    async def __call__(
        self, make_request: NextRequestMiddlewareType[Any], bot: Bot, method: TelegramMethod[Any]
    ) -> Response[Any]:
        if isinstance(method, GetUpdates):
            return await make_request(bot, method)
        spent, failures = 0.0, 0
        while True:
            try:
                return await make_request(bot, method)
            except TelegramRetryAfter as error:
                failure: Exception = error
                delay = float(error.retry_after)
            except (TelegramServerError, TelegramNetworkError) as error:
                failure = error
                delay = self.backoff(failures + 1)
            failures += 1
            if failures >= self.attempts or spent + delay > self.budget_s:
                log.error("%s failed %d times, giving up: %s", method.__api_method__, failures, failure)
                raise failure
            log.warning("%s failed (%s); retry %d in %.2f s", method.__api_method__, failure, failures, delay)
            await asyncio.sleep(delay)
            spent += delay
