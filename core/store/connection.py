"""The store's one connection on its one writer thread, and the migrations that shape the file.

sqlite-utils is synchronous and a SQLite file has one writer at a time, so a `Store` owns ONE
connection on ONE dedicated thread: every call is a function queued on that thread and awaited
from the event loop. Calls are therefore serialised (no locking needed, nothing blocks the loop),
and each call that writes more than one row runs in a single transaction. The file is in WAL
mode, so other processes (the training job, an admin command) can read while the bot writes.
"""

from __future__ import annotations

import asyncio
import json
import os
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Self, TypeVar

from sqlite_utils import Database
from sqlite_utils.migrations import Migrations

from index.common.settings import data_dir

T = TypeVar("T")
Clock = Callable[[], datetime]

DB_FILE_NAME = "tempolex.db"

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


def utc_now() -> datetime:
    return datetime.now(UTC)


def dumps(value: Any) -> str:
    """JSON as stored: readable Chinese, and a TypeError for anything that is not plain data."""
    return json.dumps(value, ensure_ascii=False)


class StoreConnection:
    """The connection, its writer thread and the clock; each concern of the store builds on it."""

    def __init__(self, path: Path | str | None = None, *, clock: Clock = utc_now) -> None:
        """`path` defaults to <data_dir>/tempolex.db; `clock` gives aware datetimes (tests fake)."""
        self.path = Path(path) if path is not None else data_dir() / DB_FILE_NAME
        self._clock = clock
        self._executor: ThreadPoolExecutor | None = None
        self._db: Database | None = None

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

    async def __aenter__(self) -> Self:
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
