"""The SQLite store of users, chats, cases, turns, trajectories, feedback, events and FSM state.

sqlite-utils is synchronous and a SQLite file has one writer at a time, so a `Store` owns ONE
connection on ONE dedicated thread: every call is a function queued on that thread and awaited
from the event loop. Calls are therefore serialised (no locking needed, nothing blocks the loop),
and each call that writes more than one row runs in a single transaction. The file is in WAL
mode, so other processes (the training job, an admin command) can read while the bot writes.

Schema (all timestamps are ISO 8601 UTC strings, e.g. "2025-03-01T08:30:00.000+00:00"; booleans
are integers 0/1). The training component reads `turns` + `trajectories` + `feedback` through
`Store.iter_trajectories`.

users            one row per person, keyed by front end ("tg:123", "cli:local")
  user_key       TEXT PK
  language       TEXT     "zh" / "en"; set on first contact, then only by set_user_language
  display_name   TEXT     as the front end last reported it
  created_at     TEXT     first contact
  last_seen_at   TEXT     last touch_user

chats            one row per chat: where its dialogue currently stands
  chat_key       TEXT PK
  user_key       TEXT     who last saved the state
  case_id        INTEGER  the chat's current case (cases.id); NULL between end_case and start_case
  state_json     TEXT     the current case's dialogue state as the agent defines it (scenario,
                          case date + precision + source, pending question, facts, turn count)
  updated_at     TEXT

cases            one consultation: from start_case (/new) to end_case or the next start_case
  id             INTEGER PK AUTOINCREMENT (never reused, so stale ids never hit a newer case)
  chat_key       TEXT
  user_key       TEXT     who started it
  started_at     TEXT
  ended_at       TEXT     NULL while open
  status         TEXT     "open" / "ended"

turns            one row per user message and the reply sent to it
  id             INTEGER PK AUTOINCREMENT (the turn_id of TurnReply and of feedback buttons)
  case_id        INTEGER  cases.id
  chat_key       TEXT
  user_key       TEXT
  created_at     TEXT
  user_text      TEXT
  reply_text     TEXT
  case_date      TEXT     the case date the reply relied on, NULL when none was known
  asked_for_date INTEGER  1 when the reply asked for the case date
  degraded       INTEGER  1 when the reply came from a fallback path (model or index down)
  citation_check_failed INTEGER  1 when the final reply still failed the citation check
  latency_ms     REAL     message received -> reply ready; NULL when not measured
  model          TEXT     the model (and adapter) version that produced the reply

trajectories     the whole turn as the agent logged it, for training
  turn_id        INTEGER PK -> turns.id
  data_json      TEXT     a JSON object; its content is defined by the agent

feedback         a user's vote on one of their own turns; the last vote wins
  turn_id        INTEGER -> turns.id
  user_key       TEXT
  value          INTEGER  +1 / -1
  created_at     TEXT     time of the last vote
  PRIMARY KEY (turn_id, user_key)

processed_updates  (migration 0001; emptied into `inbox` by migration 0003 and no longer used)

inbox            every update the front end received (migration 0003): the duplicate-delivery
                 guard and the journal that lets a restarted bot answer what a crash cut off
  update_id      INTEGER PK
  user_key       TEXT     the sender, so forget_user can remove the row; NULL when unknown
  received_at    TEXT
  status         TEXT     "pending" until handled, then "done" (answered, refused or failed) or
                          "joined" (its text was answered as part of an earlier update's turn)
  update_json    TEXT     the update as received, kept only while pending (NULL after)

events           audit log: refused admin commands, errors with reference ids, bad input
  id             INTEGER PK AUTOINCREMENT
  created_at     TEXT
  kind           TEXT
  user_key       TEXT     NULL for events of the deployment itself
  detail_json    TEXT     a JSON object

memory_entries, memory_sources, memory_passes: experience memory (migration 0002), documented
                 in core/memory/schema.py and written through `run_sync` by core/memory.

fsm              the bot's conversation-state storage (aiogram FSM), one row per storage key
  key            TEXT PK  the storage key as the bot builds it
  user_key       TEXT     the user it belongs to, so forget_user can remove it; may be NULL
  state          TEXT     NULL when no state is set
  data_json      TEXT     a JSON object ("{}" when empty)
  updated_at     TEXT
"""

from __future__ import annotations

import asyncio
import json
import math
import os
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, TypeVar

from sqlite_utils import Database
from sqlite_utils.migrations import Migrations

from core.contract import Stats, StoredUser
from core.trajectory import TurnRecord, read_record
from index.common.settings import data_dir

T = TypeVar("T")
Clock = Callable[[], datetime]

DB_FILE_NAME = "tempolex.db"
UPDATE_RETENTION = timedelta(days=7)
#: How often handled updates older than the retention are pruned from the inbox.
PRUNE_EVERY = timedelta(hours=1)
#: A known user's last-seen time is written at most this often (it is only shown in statistics).
TOUCH_EVERY = timedelta(minutes=1)
SEEN_USERS_KEPT = 50_000

MIGRATIONS = Migrations("tempolex.store")


#: The first schema; later changes are new numbered migrations, never edits of this one.
_INITIAL_SCHEMA = [
        """CREATE TABLE users (
            user_key TEXT PRIMARY KEY,
            language TEXT NOT NULL,
            display_name TEXT NOT NULL DEFAULT '',
            created_at TEXT NOT NULL,
            last_seen_at TEXT NOT NULL)""",
        """CREATE TABLE chats (
            chat_key TEXT PRIMARY KEY,
            user_key TEXT NOT NULL,
            case_id INTEGER,
            state_json TEXT NOT NULL DEFAULT '{}',
            updated_at TEXT NOT NULL)""",
        "CREATE INDEX chats_user_key ON chats(user_key)",
        """CREATE TABLE cases (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            chat_key TEXT NOT NULL,
            user_key TEXT NOT NULL,
            started_at TEXT NOT NULL,
            ended_at TEXT,
            status TEXT NOT NULL CHECK (status IN ('open', 'ended')))""",
        "CREATE INDEX cases_chat_key ON cases(chat_key, status)",
        "CREATE INDEX cases_user_key ON cases(user_key)",
        """CREATE TABLE turns (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            case_id INTEGER NOT NULL,
            chat_key TEXT NOT NULL,
            user_key TEXT NOT NULL,
            created_at TEXT NOT NULL,
            user_text TEXT NOT NULL,
            reply_text TEXT NOT NULL,
            case_date TEXT,
            asked_for_date INTEGER NOT NULL DEFAULT 0,
            degraded INTEGER NOT NULL DEFAULT 0,
            citation_check_failed INTEGER NOT NULL DEFAULT 0,
            latency_ms REAL,
            model TEXT NOT NULL DEFAULT '')""",
        "CREATE INDEX turns_case_id ON turns(case_id)",
        "CREATE INDEX turns_user_key ON turns(user_key)",
        """CREATE TABLE trajectories (
            turn_id INTEGER PRIMARY KEY REFERENCES turns(id),
            data_json TEXT NOT NULL)""",
        """CREATE TABLE feedback (
            turn_id INTEGER NOT NULL REFERENCES turns(id),
            user_key TEXT NOT NULL,
            value INTEGER NOT NULL CHECK (value IN (-1, 1)),
            created_at TEXT NOT NULL,
            PRIMARY KEY (turn_id, user_key))""",
        "CREATE INDEX feedback_user_key ON feedback(user_key)",
        """CREATE TABLE processed_updates (
            update_id INTEGER PRIMARY KEY,
            created_at TEXT NOT NULL)""",
        "CREATE INDEX processed_updates_created_at ON processed_updates(created_at)",
        """CREATE TABLE events (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            created_at TEXT NOT NULL,
            kind TEXT NOT NULL,
            user_key TEXT,
            detail_json TEXT NOT NULL DEFAULT '{}')""",
        "CREATE INDEX events_user_key ON events(user_key)",
        """CREATE TABLE fsm (
            key TEXT PRIMARY KEY,
            user_key TEXT,
            state TEXT,
            data_json TEXT NOT NULL DEFAULT '{}',
            updated_at TEXT NOT NULL)""",
        "CREATE INDEX fsm_user_key ON fsm(user_key)",
]


@MIGRATIONS(name="0001_initial")
def _initial_schema(db: Database) -> None:
    """The first schema (migration 1)."""
    for statement in _INITIAL_SCHEMA:
        db.execute(statement)


@MIGRATIONS(name="0002_experience_memory")
def _experience_memory(db: Database) -> None:
    """Experience memory's tables (core/memory/schema.py owns their definition)."""
    from core.memory.schema import create_memory_tables

    create_memory_tables(db)


@MIGRATIONS(name="0003_update_inbox")
def _update_inbox(db: Database) -> None:
    """The update journal: received updates are written before they are handled (migration 3)."""
    db.execute(
        """CREATE TABLE inbox (
            update_id INTEGER PRIMARY KEY,
            user_key TEXT,
            received_at TEXT NOT NULL,
            status TEXT NOT NULL,
            update_json TEXT)"""
    )
    db.execute("CREATE INDEX inbox_status ON inbox(status, received_at)")
    db.execute("CREATE INDEX inbox_user_key ON inbox(user_key)")
    db.execute(
        """INSERT INTO inbox (update_id, received_at, status)
           SELECT update_id, created_at, 'done' FROM processed_updates"""
    )
    db.execute("DELETE FROM processed_updates")


def _utc_now() -> datetime:
    return datetime.now(UTC)


def _dumps(value: Any) -> str:
    """JSON as stored: readable Chinese, and a TypeError for anything that is not plain data."""
    return json.dumps(value, ensure_ascii=False)


class Store:
    """Async access to the tempolex database through one connection on one writer thread."""

    def __init__(
        self,
        path: Path | str | None = None,
        *,
        clock: Clock = _utc_now,
        update_retention: timedelta = UPDATE_RETENTION,
    ) -> None:
        """`path` defaults to <data_dir>/tempolex.db; `clock` gives aware datetimes (tests fake)."""
        self.path = Path(path) if path is not None else data_dir() / DB_FILE_NAME
        self._clock = clock
        self._update_retention = update_retention
        self._executor: ThreadPoolExecutor | None = None
        self._db: Database | None = None
        #: Users seen recently: touch_user skips the write for them (one per user per minute).
        self._seen: dict[str, tuple[StoredUser, datetime]] = {}
        self._pruned_at: datetime | None = None

    # -- lifecycle ---------------------------------------------------------------------------

    async def open(self) -> None:
        """Connect on the writer thread, switch to WAL and apply pending migrations."""
        if self._executor is not None:
            return
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tempolex-store")
        try:
            await asyncio.get_running_loop().run_in_executor(self._executor, self._connect)
        except BaseException:
            self._executor.shutdown(wait=True)
            self._executor = None
            raise

    async def close(self) -> None:
        """Finish the calls already queued, then close the connection and stop the thread."""
        executor = self._executor
        if executor is None:
            return
        self._executor = None
        try:
            await asyncio.get_running_loop().run_in_executor(executor, self._disconnect)
        finally:
            executor.shutdown(wait=True)

    async def __aenter__(self) -> Store:
        await self.open()
        return self

    async def __aexit__(self, *_exc: object) -> None:
        await self.close()

    def _connect(self) -> None:
        # Chats are personal data: the folder is the owner's only when we create it, and the file
        # (whose permissions SQLite gives its -wal and -shm files too) is always the owner's only.
        self.path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        os.close(os.open(self.path, os.O_CREAT | os.O_RDWR, 0o600))
        os.chmod(self.path, 0o600)
        # No sqlite-utils plugins: nothing outside this module should change how the connection
        # behaves. The connection is created here, on the thread that will use it.
        db = Database(self.path, execute_plugins=False)
        try:
            db.enable_wal()
            # WAL's usual durability level: a crash cannot corrupt the file, only lose the last
            # commits after a power cut; FULL would flush the disk on every chat message.
            db.execute("PRAGMA synchronous = NORMAL")
            db.execute("PRAGMA foreign_keys = ON")
            MIGRATIONS.apply(db)
        except BaseException:
            db.close()
            raise
        self._db = db

    def _disconnect(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    async def _call(self, fn: Callable[[Database], T]) -> T:
        """Run `fn` with the connection on the writer thread and await its result."""
        executor = self._executor
        if executor is None:
            raise RuntimeError("Store is not open")
        return await asyncio.get_running_loop().run_in_executor(executor, self._run, fn)

    async def run_sync(self, fn: Callable[[Database], T]) -> T:
        """Run `fn(db)` on the writer thread, for modules that keep their own tables in this file
        (experience memory). `fn` must be quick and must not await; wrap writes in db.atomic()."""
        return await self._call(fn)

    def _run(self, fn: Callable[[Database], T]) -> T:
        if self._db is None:
            raise RuntimeError("Store is not open")
        return fn(self._db)

    def _now(self) -> str:
        return self._clock().astimezone(UTC).isoformat(timespec="milliseconds")

    # -- users -------------------------------------------------------------------------------

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

    # -- chats and cases ---------------------------------------------------------------------

    async def load_chat_state(self, chat_key: str) -> dict[str, Any] | None:
        """The dialogue state of the chat's current case; None when the chat was never saved."""

        def run(db: Database) -> dict[str, Any] | None:
            sql = "SELECT state_json FROM chats WHERE chat_key = ?"
            row = db.execute(sql, [chat_key]).fetchone()
            return None if row is None else json.loads(row[0])

        return await self._call(run)

    async def save_chat_state(self, chat_key: str, user_key: str, state: dict[str, Any]) -> None:
        """Replace the chat's dialogue state (its current case is left as it is)."""
        state_json = _dumps(state)
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

    # -- turns, trajectories, feedback -------------------------------------------------------

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
                    [turn_id, _dumps(trajectory)],
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

    # -- privacy -----------------------------------------------------------------------------

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

    # -- the update inbox (duplicate guard and crash journal), audit log --------------------

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

    async def log_event(
        self, kind: str, user_key: str | None, detail: dict[str, Any] | None = None
    ) -> int:
        """Append to the audit log; returns the event id (quotable as a reference)."""
        detail_json = _dumps(detail or {})
        now = self._now()

        def run(db: Database) -> int:
            event_id = db.execute(
                "INSERT INTO events (created_at, kind, user_key, detail_json) VALUES (?, ?, ?, ?)",
                [now, kind, user_key, detail_json],
            ).lastrowid
            assert event_id is not None
            return event_id

        return await self._call(run)

    # -- admin figures -----------------------------------------------------------------------

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

    # -- FSM storage for the bot -------------------------------------------------------------

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
        data_json = _dumps(data)
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
                _write_fsm_data(db, key, _dumps(data), user_key, now)
                _drop_empty_fsm(db, key)
            return data

        return await self._call(run)


def _get_user(db: Database, user_key: str) -> StoredUser | None:
    rows = list(db.query("SELECT * FROM users WHERE user_key = ?", [user_key]))
    return StoredUser(**rows[0]) if rows else None


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
