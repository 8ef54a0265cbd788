"""The users table, and forgetting a user: the rows the store keeps about each person."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from sqlite_utils import Database

from core.contract import StoredUser
from core.store.connection import StoreConnection

#: A known user's last-seen time is written at most this often (it is only shown in statistics).
TOUCH_EVERY = timedelta(minutes=1)
SEEN_USERS_KEPT = 50_000


class UserStore(StoreConnection):
    """Users: first contact, last seen, chosen language; and `forget_user`, which removes every row of one."""

    #: Users seen recently: touch_user skips the write for them (one per user per minute).
    _seen: dict[str, tuple[StoredUser, datetime]]

    async def touch_user(self, user_key: str, language: str, display_name: str) -> StoredUser:
        """Create the user on first contact, else refresh name and last-seen time.

        `language` is only used for a new user: a language the user chose later must not be
        overwritten by what the client reports on every message. Returns the stored row.
        """
        clock = self._clock()
        seen = self._seen.get(user_key)
        if seen is not None and seen[0].display_name == display_name and clock - seen[1] < TOUCH_EVERY:
            return seen[0]
        now = clock.astimezone(UTC).isoformat(timespec="milliseconds")

        def run(db: Database) -> StoredUser:
            db.execute(
                """INSERT INTO users (user_key, language, display_name, created_at, last_seen_at)
                   VALUES (?, ?, ?, ?, ?)
                   ON CONFLICT (user_key) DO UPDATE SET
                     display_name = excluded.display_name, last_seen_at = excluded.last_seen_at""",
                [user_key, language, display_name, now, now],
            )
            user = _get_user(db, user_key)
            assert user is not None
            return user

        user = await self._call(run)
        if len(self._seen) > SEEN_USERS_KEPT:
            self._seen.clear()
        self._seen[user_key] = (user, clock)
        return user

    async def get_user(self, user_key: str) -> StoredUser | None:
        """The stored user, or None for someone never seen (or forgotten)."""
        return await self._call(lambda db: _get_user(db, user_key))

    async def set_user_language(self, user_key: str, language: str) -> None:
        """Record the language the user chose; creates the user if needed."""
        now = self._now()
        self._seen.pop(user_key, None)
        await self._call(
            lambda db: db.execute(
                """INSERT INTO users (user_key, language, display_name, created_at, last_seen_at)
                   VALUES (?, ?, '', ?, ?)
                   ON CONFLICT (user_key) DO UPDATE SET language = excluded.language""",
                [user_key, language, now, now],
            )
        )

    async def forget_user(self, user_key: str) -> int:
        """Delete every row about the user in one transaction; returns how many were removed.

        Covers users, chats, cases, turns with their trajectories and feedback, events, FSM rows
        and received updates tagged with the user. Rows of other users are untouched.
        """
        self._seen.pop(user_key, None)

        def run(db: Database) -> int:
            own_turns = "SELECT id FROM turns WHERE user_key = ?"
            statements = [
                (f"DELETE FROM feedback WHERE user_key = ? OR turn_id IN ({own_turns})", 2),
                (f"DELETE FROM trajectories WHERE turn_id IN ({own_turns})", 1),
                ("DELETE FROM turns WHERE user_key = ?", 1),
                ("DELETE FROM cases WHERE user_key = ?", 1),
                ("DELETE FROM chats WHERE user_key = ?", 1),
                ("DELETE FROM events WHERE user_key = ?", 1),
                ("DELETE FROM fsm WHERE user_key = ?", 1),
                ("DELETE FROM users WHERE user_key = ?", 1),
                # The update being handled (the confirmation itself) stays as a bare id, so a
                # redelivery is still recognised; its text and sender go.
                ("UPDATE inbox SET user_key = NULL, update_json = NULL WHERE user_key = ?", 1),
            ]
            removed = 0
            with db.atomic():
                for sql, params in statements:
                    removed += db.execute(sql, [user_key] * params).rowcount
            return removed

        return await self._call(run)


def _get_user(db: Database, user_key: str) -> StoredUser | None:
    rows = list(db.query("SELECT * FROM users WHERE user_key = ?", [user_key]))
    return StoredUser(**rows[0]) if rows else None
