"""The bot's settings: the `[telegram]` section of config.toml plus secrets from the environment.

The bot does not read config.toml itself (it never imports `index`); the CLI passes the section
in, so the file format and override rules stay in one place.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

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


@dataclass(frozen=True)
class BotSettings:
    """Everything the Telegram front end needs to run."""

    token: str
    mode: Mode = "polling"
    webhook_url: str = ""
    webhook_host: str = "127.0.0.1"
    webhook_port: int = 8080
    webhook_secret: str | None = None
    api_base: str = "https://api.telegram.org"
    join_window_s: float = 1.0
    flood_per_minute: int = 30
    concurrent_turns: int = 0
    max_waiting_turns: int = 100
    admin_ids: frozenset[int] = field(default_factory=frozenset)
    max_message_chars: int = 4000

    @classmethod
    def from_config(
        cls,
        telegram: Mapping[str, Any],
        *,
        max_message_chars: int,
        environ: Mapping[str, str] = os.environ,
    ) -> BotSettings:
        """Build from `section("telegram")`, the agent's message limit, and the environment."""
        token = environ.get(TOKEN_ENV, "").strip()
        if not token:
            raise MissingToken(f"set {TOKEN_ENV} to the token BotFather gave you")
        mode = str(telegram.get("mode", "polling"))
        if mode not in ("polling", "webhook"):
            raise ValueError(f"telegram.mode must be 'polling' or 'webhook', not {mode!r}")
        webhook_url = str(telegram.get("webhook_url", ""))
        if mode == "webhook" and not webhook_url:
            raise ValueError("telegram.webhook_url is required in webhook mode")
        webhook_secret = environ.get(WEBHOOK_SECRET_ENV) or None
        if mode == "webhook" and not webhook_secret:
            # Without it anyone who finds the URL could post forged updates as any user.
            raise ValueError(f"set {WEBHOOK_SECRET_ENV} in webhook mode (Telegram sends it with every update)")
        return cls(
            token=token,
            mode="webhook" if mode == "webhook" else "polling",
            webhook_url=webhook_url,
            webhook_host=str(telegram.get("webhook_host", "127.0.0.1")),
            webhook_port=int(telegram.get("webhook_port", 8080)),
            webhook_secret=webhook_secret,
            api_base=str(telegram.get("api_base", "https://api.telegram.org")),
            join_window_s=float(telegram.get("join_window_s", 1.0)),
            flood_per_minute=int(telegram.get("flood_per_minute", 30)),
            concurrent_turns=int(telegram.get("concurrent_turns", 0)),
            max_waiting_turns=int(telegram.get("max_waiting_turns", 100)),
            admin_ids=parse_admin_ids(str(telegram.get("admin_ids", ""))),
            max_message_chars=max_message_chars,
        )
