"""The bot's settings: the typed `[telegram]` section of config.toml plus secrets from the environment.

Each key's default is `index.common.settings.TelegramSettings`'s, so the file, the environment and
a `BotSettings` built in code cannot disagree about it.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from index.common.settings import AgentSettings, TelegramSettings

Mode = Literal["polling", "webhook"]
TOKEN_ENV = "TELEGRAM_TOKEN"
WEBHOOK_SECRET_ENV = "TELEGRAM_WEBHOOK_SECRET"


class MissingToken(RuntimeError):
    """TELEGRAM_TOKEN is not set; the bot cannot start."""


def parse_admin_ids(raw: str) -> frozenset[int]:
    """ "123, 456" -> {123, 456}; a non-number fails loudly so a typo cannot lock admins out."""
    ids = set()
    for part in raw.split(","):
        part = part.strip()
        if part:
            if not part.lstrip("-").isdigit():
                raise ValueError(f"telegram.admin_ids: {part!r} is not a Telegram user id")
            ids.add(int(part))
    return frozenset(ids)


_TELEGRAM = TelegramSettings()


@dataclass(frozen=True)
class BotSettings:
    """Everything the Telegram front end needs to run."""

    token: str
    mode: Mode = "webhook" if _TELEGRAM.mode == "webhook" else "polling"
    webhook_url: str = _TELEGRAM.webhook_url
    webhook_host: str = _TELEGRAM.webhook_host
    webhook_port: int = _TELEGRAM.webhook_port
    webhook_secret: str | None = None
    api_base: str = _TELEGRAM.api_base
    join_window_s: float = _TELEGRAM.join_window_s
    flood_per_minute: int = _TELEGRAM.flood_per_minute
    concurrent_turns: int = _TELEGRAM.concurrent_turns
    max_waiting_turns: int = _TELEGRAM.max_waiting_turns
    admin_ids: frozenset[int] = field(default_factory=lambda: parse_admin_ids(_TELEGRAM.admin_ids))
    max_message_chars: int = AgentSettings().max_message_chars

    @classmethod
    def from_config(
        cls,
        telegram: TelegramSettings,
        *,
        max_message_chars: int,
        environ: Mapping[str, str] = os.environ,
    ) -> BotSettings:
        """Build from the `[telegram]` settings, the agent's message limit, and the environment."""
        token = environ.get(TOKEN_ENV, "").strip()
        if not token:
            raise MissingToken(f"set {TOKEN_ENV} to the token BotFather gave you")
        if telegram.mode not in ("polling", "webhook"):
            raise ValueError(f"telegram.mode must be 'polling' or 'webhook', not {telegram.mode!r}")
        if telegram.mode == "webhook" and not telegram.webhook_url:
            raise ValueError("telegram.webhook_url is required in webhook mode")
        webhook_secret = environ.get(WEBHOOK_SECRET_ENV) or None
        if telegram.mode == "webhook" and not webhook_secret:
            # Without it anyone who finds the URL could post forged updates as any user.
            raise ValueError(f"set {WEBHOOK_SECRET_ENV} in webhook mode (Telegram sends it with every update)")
        return cls(
            token=token,
            mode="webhook" if telegram.mode == "webhook" else "polling",
            webhook_url=telegram.webhook_url,
            webhook_host=telegram.webhook_host,
            webhook_port=telegram.webhook_port,
            webhook_secret=webhook_secret,
            api_base=telegram.api_base,
            join_window_s=telegram.join_window_s,
            flood_per_minute=telegram.flood_per_minute,
            concurrent_turns=telegram.concurrent_turns,
            max_waiting_turns=telegram.max_waiting_turns,
            admin_ids=parse_admin_ids(telegram.admin_ids),
            max_message_chars=max_message_chars,
        )
