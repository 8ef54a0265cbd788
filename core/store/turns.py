"""Turns, their trajectories and the users' feedback: what the training component reads."""

from __future__ import annotations

import json
from typing import Any

from sqlite_utils import Database

from core.store.connection import StoreConnection, dumps
from core.trajectory import TurnRecord, read_record


class TurnStore(StoreConnection):
    """Each answered message with the agent's trajectory of it, and the votes on it."""

    async def record_turn(
        self,
        *,
        case_id: int,
        chat_key: str,
        user_key: str,
        user_text: str,
        reply_text: str,
        trajectory: dict[str, Any],
        case_date: str | None = None,
        asked_for_date: bool = False,
        degraded: bool = False,
        citation_check_failed: bool = False,
        latency_ms: float | None = None,
        model: str = "",
    ) -> int:
        """Store a turn and its trajectory in one transaction; returns the turn id.

        If anything fails (a trajectory that is not plain JSON data raises TypeError/ValueError)
        neither row is kept, so training never sees a turn without its trajectory.
        """
        now = self._now()

        def run(db: Database) -> int:
            with db.atomic():
                turn_id = db.execute(
                    """INSERT INTO turns (case_id, chat_key, user_key, created_at, user_text,
                         reply_text, case_date, asked_for_date, degraded, citation_check_failed,
                         latency_ms, model)
                       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                    [
                        case_id, chat_key, user_key, now, user_text, reply_text, case_date,
                        int(asked_for_date), int(degraded), int(citation_check_failed),
                        latency_ms, model,
                    ],
                ).lastrowid
                db.execute(
                    "INSERT INTO trajectories (turn_id, data_json) VALUES (?, ?)",
                    [turn_id, dumps(trajectory)],
                )
            assert turn_id is not None
            return turn_id

        return await self._call(run)

    async def record_feedback(self, turn_id: int, user_key: str, value: int) -> bool:
        """Store +1/-1 for a turn of this user (last vote wins); False when the turn is not theirs.

        The ownership check and the write are one statement, so one user's vote can never land
        on another user's turn.
        """
        if value not in (1, -1):
            raise ValueError(f"feedback must be +1 or -1, got {value!r}")
        now = self._now()

        def run(db: Database) -> bool:
            cursor = db.execute(
                """INSERT INTO feedback (turn_id, user_key, value, created_at)
                   SELECT id, user_key, ?, ? FROM turns WHERE id = ? AND user_key = ?
                   ON CONFLICT (turn_id, user_key) DO UPDATE SET
                     value = excluded.value, created_at = excluded.created_at""",
                [value, now, turn_id, user_key],
            )
            return cursor.rowcount == 1

        return await self._call(run)

    async def iter_trajectories(
        self, since_id: int = 0, limit: int | None = None
    ) -> list[dict[str, Any]]:
        """Turns with id > since_id, oldest first, each with its trajectory and feedback.

        Each dict has the turn's columns (id as `turn_id`, flags as bool) except the user and
        chat keys, which training does not need; `trajectory` (the parsed JSON object) and
        `feedback` (sum of votes, None when nobody voted). Pass the last turn_id seen as
        `since_id` to read on from there; `limit` bounds one batch.
        """

        def run(db: Database) -> list[dict[str, Any]]:
            rows = db.query(
                """SELECT t.id AS turn_id, t.case_id, t.created_at, t.user_text, t.reply_text,
                     t.case_date, t.asked_for_date, t.degraded, t.citation_check_failed,
                     t.latency_ms, t.model, j.data_json,
                     (SELECT SUM(f.value) FROM feedback f WHERE f.turn_id = t.id) AS feedback
                   FROM turns t JOIN trajectories j ON j.turn_id = t.id
                   WHERE t.id > ? ORDER BY t.id LIMIT ?""",
                [since_id, -1 if limit is None else limit],
            )
            result = []
            for row in rows:
                row["trajectory"] = json.loads(row.pop("data_json"))
                for flag in ("asked_for_date", "degraded", "citation_check_failed"):
                    row[flag] = bool(row[flag])
                result.append(row)
            return result

        return await self._call(run)

    async def trajectories(self, since_id: int = 0, limit: int | None = None) -> list[TurnRecord]:
        """The typed reader: `iter_trajectories` as `TurnRecord`s (version-1 records migrated),
        each linked to its turn id and the feedback given on it."""
        rows = await self.iter_trajectories(since_id, limit)
        return [read_record(row["trajectory"], row["turn_id"], row["feedback"]) for row in rows]
