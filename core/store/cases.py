"""Chats and cases: where each chat's dialogue stands, and the consultations it holds."""

from __future__ import annotations

import json
from typing import Any

from sqlite_utils import Database

from core.store.connection import StoreConnection, dumps


class CaseStore(StoreConnection):
    """A chat's dialogue state and current case; a case's start, end and transcript."""

    async def load_chat_state(self, chat_key: str) -> dict[str, Any] | None:
        """The dialogue state of the chat's current case; None when the chat was never saved."""

        def run(db: Database) -> dict[str, Any] | None:
            sql = "SELECT state_json FROM chats WHERE chat_key = ?"
            row = db.execute(sql, [chat_key]).fetchone()
            return None if row is None else json.loads(row[0])

        return await self._call(run)

    async def save_chat_state(self, chat_key: str, user_key: str, state: dict[str, Any]) -> None:
        """Replace the chat's dialogue state (its current case is left as it is)."""
        state_json = dumps(state)
        now = self._now()
        await self._call(
            lambda db: db.execute(
                """INSERT INTO chats (chat_key, user_key, case_id, state_json, updated_at)
                   VALUES (?, ?, NULL, ?, ?)
                   ON CONFLICT (chat_key) DO UPDATE SET user_key = excluded.user_key,
                     state_json = excluded.state_json, updated_at = excluded.updated_at""",
                [chat_key, user_key, state_json, now],
            )
        )

    async def current_case(self, chat_key: str) -> int | None:
        """The id of the chat's open case, or None when a case must be started first."""

        def run(db: Database) -> int | None:
            row = db.execute("SELECT case_id FROM chats WHERE chat_key = ?", [chat_key]).fetchone()
            return None if row is None else row[0]

        return await self._call(run)

    async def start_case(self, chat_key: str, user_key: str) -> int:
        """Open a new case as the chat's current one, with an empty dialogue state.

        A case still open in this chat is ended on the way, so a chat has at most one open case.
        """
        now = self._now()

        def run(db: Database) -> int:
            with db.atomic():
                db.execute(
                    "UPDATE cases SET status = 'ended', ended_at = ? "
                    "WHERE chat_key = ? AND status = 'open'",
                    [now, chat_key],
                )
                case_id = db.execute(
                    "INSERT INTO cases (chat_key, user_key, started_at, status) "
                    "VALUES (?, ?, ?, 'open')",
                    [chat_key, user_key, now],
                ).lastrowid
                db.execute(
                    """INSERT INTO chats (chat_key, user_key, case_id, state_json, updated_at)
                       VALUES (?, ?, ?, '{}', ?)
                       ON CONFLICT (chat_key) DO UPDATE SET user_key = excluded.user_key,
                         case_id = excluded.case_id, state_json = '{}',
                         updated_at = excluded.updated_at""",
                    [chat_key, user_key, case_id, now],
                )
            assert case_id is not None
            return case_id

        return await self._call(run)

    async def end_case(self, case_id: int) -> bool:
        """Close an open case; its chat then has no current case and an empty state.

        Returns False when the case does not exist or was already ended, so a repeated /end does
        not hand the same case to experience memory twice.
        """
        now = self._now()

        def run(db: Database) -> bool:
            with db.atomic():
                ended = db.execute(
                    "UPDATE cases SET status = 'ended', ended_at = ? "
                    "WHERE id = ? AND status = 'open'",
                    [now, case_id],
                ).rowcount
                db.execute(
                    "UPDATE chats SET case_id = NULL, state_json = '{}', updated_at = ? "
                    "WHERE case_id = ?",
                    [now, case_id],
                )
            return ended == 1

        return await self._call(run)

    async def chat_of_case(self, case_id: int) -> str | None:
        """The chat a case belongs to (the idle job ends cases under their chat's lock)."""
        def run(db: Database) -> str | None:
            row = db.execute("SELECT chat_key FROM cases WHERE id = ?", [case_id]).fetchone()
            return row[0] if row else None

        return await self._call(run)

    async def case_transcript(self, case_id: int) -> list[dict[str, Any]]:
        """The case's exchanges in order, for memory distillation.

        Each dict has turn_id, created_at, user_text and reply_text.
        """
        return await self._call(
            lambda db: list(
                db.query(
                    "SELECT id AS turn_id, created_at, user_text, reply_text FROM turns "
                    "WHERE case_id = ? ORDER BY id",
                    [case_id],
                )
            )
        )
