"""aiogram FSM storage over the tempolex ChatStore, so conversation state survives a restart.

A pending question (the agent waiting for the case date) is a state in the SQLite file; a new
process on the same file picks it up. Rows are tagged with the user's key, so /forget removes
them with everything else about the user.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from aiogram.exceptions import DataNotDictLikeError
from aiogram.fsm.state import State
from aiogram.fsm.storage.base import BaseStorage, DefaultKeyBuilder, KeyBuilder, StateType, StorageKey

from bot.identity import user_key
from core.contract import ChatStore


class StoreStorage(BaseStorage):
    """FSM state and data in the ChatStore's `fsm` table, one row per storage key."""

    def __init__(self, store: ChatStore, key_builder: KeyBuilder | None = None) -> None:
        self.store = store
        self.key_builder = key_builder or DefaultKeyBuilder(prefix="tg-fsm", with_destiny=True)

    async def set_state(self, key: StorageKey, state: StateType = None) -> None:
        """Store the state name (or clear it with None)."""
        value = state.state if isinstance(state, State) else state
        await self.store.fsm_set_state(self.key_builder.build(key), value, user_key=user_key(key.user_id))

    async def get_state(self, key: StorageKey) -> str | None:
        """The stored state name, None when none."""
        return await self.store.fsm_get_state(self.key_builder.build(key))

    async def set_data(self, key: StorageKey, data: Mapping[str, Any]) -> None:
        """Replace the data (plain JSON values only)."""
        if not isinstance(data, dict):
            msg = f"Data must be a dict or dict-like object, got {type(data).__name__}"
            raise DataNotDictLikeError(msg)
        await self.store.fsm_set_data(self.key_builder.build(key), data, user_key=user_key(key.user_id))

    async def get_data(self, key: StorageKey) -> dict[str, Any]:
        """The stored data, {} when none."""
        return await self.store.fsm_get_data(self.key_builder.build(key))

    async def update_data(self, key: StorageKey, data: Mapping[str, Any]) -> dict[str, Any]:
        """Merge in one store call, so concurrent updates cannot lose each other's keys."""
        return await self.store.fsm_update_data(
            self.key_builder.build(key), dict(data), user_key=user_key(key.user_id)
        )

    async def close(self) -> None:
        """Nothing to do: the store belongs to whoever created it and is closed there."""
