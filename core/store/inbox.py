"""The update inbox: the front end's guard against duplicate deliveries and its crash journal."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from sqlite_utils import Database

from core.store.connection import StoreConnection

UPDATE_RETENTION = timedelta(days=7)
#: How often handled updates older than the retention are pruned from the inbox.
PRUNE_EVERY = timedelta(hours=1)


class InboxStore(StoreConnection):
    """Received updates, journalled before they are handled and pruned after the retention."""

    _update_retention: timedelta
    _pruned_at: datetime | None

    async def claim_update(self, update_id: int) -> bool:
        """True the first time an update id is claimed, False for a redelivery (not journalled:
        the caller handles it now or never)."""
        return await self.receive_update(update_id, None, None)

    async def receive_update(self, update_id: int, user_key: str | None, update_json: str | None) -> bool:
        """Journal a received update as pending before it is handled; False for a redelivery.

        Without `update_json` there is nothing to resume from, so the row is written as done.

        One INSERT OR IGNORE, so it is atomic even across processes. Handled rows older than the
        retention window are pruned now and then; a front end never redelivers that late.
        """
        now = self._clock()
        created_at = now.astimezone(UTC).isoformat(timespec="milliseconds")
        prune = self._pruned_at is None or now - self._pruned_at > PRUNE_EVERY
        if prune:
            self._pruned_at = now
        cutoff = (now - self._update_retention).astimezone(UTC).isoformat(timespec="milliseconds")

        def run(db: Database) -> bool:
            claimed = db.execute(
                """INSERT OR IGNORE INTO inbox (update_id, user_key, received_at, status, update_json)
                   VALUES (?, ?, ?, ?, ?)""",
                [update_id, user_key, created_at, "done" if update_json is None else "pending", update_json],
            ).rowcount
            if prune:
                db.execute("DELETE FROM inbox WHERE status != 'pending' AND received_at < ?", [cutoff])
            return claimed == 1

        return await self._call(run)

    async def finish_updates(self, done: int, joined: list[int] | None = None) -> None:
        """Mark `done` handled and `joined` answered with it; their stored text is dropped."""

        def run(db: Database) -> None:
            with db.atomic():
                db.execute(
                    "UPDATE inbox SET status = 'done', update_json = NULL WHERE update_id = ? AND status = 'pending'",
                    [done],
                )
                for update_id in joined or ():
                    db.execute(
                        "UPDATE inbox SET status = 'joined', update_json = NULL WHERE update_id = ?",
                        [update_id],
                    )

        await self._call(run)

    async def pending_updates(self) -> list[str]:
        """The journalled updates never finished (a crash or a kill cut them off), oldest first."""

        def run(db: Database) -> list[str]:
            rows = db.execute(
                "SELECT update_json FROM inbox WHERE status = 'pending' AND update_json IS NOT NULL"
                " ORDER BY update_id"
            ).fetchall()
            return [row[0] for row in rows]

        return await self._call(run)
