"""The bot's conversation-state storage (aiogram FSM), kept in the file so it survives a restart."""

from __future__ import annotations

import json
from typing import Any

from sqlite_utils import Database

from core.store.connection import StoreConnection, dumps


class FsmStore(StoreConnection):
    """FSM state and data per storage key, each row tagged with its user for `forget_user`."""

    async def fsm_get_state(self, key: str) -> str | None:
        """The FSM state stored under `key`, None when unset."""

        def run(db: Database) -> str | None:
            row = db.execute("SELECT state FROM fsm WHERE key = ?", [key]).fetchone()
            return None if row is None else row[0]

        return await self._call(run)

    async def fsm_set_state(
        self, key: str, state: str | None, *, user_key: str | None = None
    ) -> None:
        """Set (or clear, with None) the FSM state; `user_key` lets forget_user find the row."""
        now = self._now()

        def run(db: Database) -> None:
            with db.atomic():
                db.execute(
                    """INSERT INTO fsm (key, user_key, state, data_json, updated_at)
                       VALUES (?, ?, ?, '{}', ?)
                       ON CONFLICT (key) DO UPDATE SET state = excluded.state,
                         user_key = COALESCE(excluded.user_key, fsm.user_key),
                         updated_at = excluded.updated_at""",
                    [key, user_key, state, now],
                )
                _drop_empty_fsm(db, key)

        await self._call(run)

    async def fsm_get_data(self, key: str) -> dict[str, Any]:
        """The FSM data stored under `key`, {} when none."""

        def run(db: Database) -> dict[str, Any]:
            row = db.execute("SELECT data_json FROM fsm WHERE key = ?", [key]).fetchone()
            return {} if row is None else json.loads(row[0])

        return await self._call(run)

    async def fsm_set_data(
        self, key: str, data: dict[str, Any], *, user_key: str | None = None
    ) -> None:
        """Replace the FSM data; `user_key` lets forget_user find the row."""
        data_json = dumps(data)
        now = self._now()

        def run(db: Database) -> None:
            with db.atomic():
                _write_fsm_data(db, key, data_json, user_key, now)
                _drop_empty_fsm(db, key)

        await self._call(run)

    async def fsm_update_data(
        self, key: str, patch: dict[str, Any], *, user_key: str | None = None
    ) -> dict[str, Any]:
        """Merge `patch` into the FSM data as one step (no lost update between read and write)."""
        now = self._now()

        def run(db: Database) -> dict[str, Any]:
            with db.atomic():
                row = db.execute("SELECT data_json FROM fsm WHERE key = ?", [key]).fetchone()
                data = {} if row is None else json.loads(row[0])
                data.update(patch)
                _write_fsm_data(db, key, dumps(data), user_key, now)
                _drop_empty_fsm(db, key)
            return data

        return await self._call(run)


def _write_fsm_data(
    db: Database, key: str, data_json: str, user_key: str | None, now: str
) -> None:
    db.execute(
        """INSERT INTO fsm (key, user_key, state, data_json, updated_at)
           VALUES (?, ?, NULL, ?, ?)
           ON CONFLICT (key) DO UPDATE SET data_json = excluded.data_json,
             user_key = COALESCE(excluded.user_key, fsm.user_key),
             updated_at = excluded.updated_at""",
        [key, user_key, data_json, now],
    )


def _drop_empty_fsm(db: Database, key: str) -> None:
    """A key with no state and no data is the same as no row; keep the table small."""
    db.execute("DELETE FROM fsm WHERE key = ? AND state IS NULL AND data_json = '{}'", [key])
