"""Deployment operations an admin can trigger from the chat, supplied by whoever runs the bot.

The bot knows nothing about indexes or training; the CLI hands it these callables. Each returns
a short human-readable summary. None means the operation is not wired up yet, and the bot says so.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

AdminAction = Callable[[], Awaitable[str]]


@dataclass(frozen=True)
class AdminActions:
    """The optional admin operations: rebuild the index, consolidate memory, retrain the model."""

    reindex: AdminAction | None = None
    consolidate: AdminAction | None = None
    retrain: AdminAction | None = None

    def get(self, command: str) -> AdminAction | None:
        """The action behind a command name ("reindex", "consolidate", "retrain")."""
        return {"reindex": self.reindex, "consolidate": self.consolidate, "retrain": self.retrain}[command]
