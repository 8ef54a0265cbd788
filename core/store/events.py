"""The audit log and the admin figures drawn from the whole file."""

from __future__ import annotations

import math
from typing import Any

from sqlite_utils import Database

from core.contract import Stats
from core.store.connection import StoreConnection, dumps


class EventStore(StoreConnection):
    """Audit events, and the counts and reply latencies an admin asks for."""

    async def log_event(
        self, kind: str, user_key: str | None, detail: dict[str, Any] | None = None
    ) -> int:
        """Append to the audit log; returns the event id (quotable as a reference)."""
        detail_json = dumps(detail or {})
        now = self._now()

        def run(db: Database) -> int:
            event_id = db.execute(
                "INSERT INTO events (created_at, kind, user_key, detail_json) VALUES (?, ?, ?, ?)",
                [now, kind, user_key, detail_json],
            ).lastrowid
            assert event_id is not None
            return event_id

        return await self._call(run)

    async def stats(self) -> Stats:
        """Counts and reply-latency percentiles (linear interpolation between ranks)."""

        def run(db: Database) -> Stats:
            users, chats = db.execute(
                "SELECT (SELECT COUNT(*) FROM users), (SELECT COUNT(*) FROM chats)"
            ).fetchone()
            turns, failed, degraded, timed = db.execute(
                "SELECT COUNT(*), COALESCE(SUM(citation_check_failed), 0), "
                "COALESCE(SUM(degraded), 0), COUNT(latency_ms) FROM turns"
            ).fetchone()
            return Stats(
                users=users,
                chats=chats,
                turns=turns,
                citation_check_failures=failed,
                degraded_turns=degraded,
                latency_p50_ms=_latency_percentile(db, timed, 0.50),
                latency_p95_ms=_latency_percentile(db, timed, 0.95),
            )

        return await self._call(run)


def _latency_percentile(db: Database, count: int, q: float) -> float | None:
    """The q-quantile of turns.latency_ms, interpolated like numpy's default; None without data.

    Only the two neighbouring values are fetched, so the figure costs no memory on a big table.
    """
    if count == 0:
        return None
    position = q * (count - 1)
    lower = math.floor(position)
    values = [
        row[0]
        for row in db.execute(
            "SELECT latency_ms FROM turns WHERE latency_ms IS NOT NULL "
            "ORDER BY latency_ms LIMIT 2 OFFSET ?",
            [lower],
        )
    ]
    if len(values) == 1:
        return float(values[0])
    return values[0] + (values[1] - values[0]) * (position - lower)
