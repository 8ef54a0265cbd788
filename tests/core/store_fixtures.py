"""Shared pieces of the store tests: a settable clock, an open store, a reader from outside."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from contextlib import closing
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from core.store import Store


class FakeClock:
    """A settable clock, so retention and ordering do not depend on the wall clock."""

    def __init__(self) -> None:
        self.now = datetime(2025, 3, 1, 8, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, delta: timedelta) -> None:
        self.now += delta


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "tempolex.db"


@pytest.fixture
async def store(db_path: Path, clock: FakeClock) -> AsyncIterator[Store]:
    async with Store(db_path, clock=clock) as opened:
        yield opened


def rows(path: Path, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Read the file through a separate connection, as another process would."""
    with closing(sqlite3.connect(path)) as conn:
        return conn.execute(sql, params).fetchall()


async def add_turn(store: Store, user_key: str, case_id: int, text: str = "q", **extra: Any) -> int:
    return await store.record_turn(
        case_id=case_id,
        chat_key=f"chat:{user_key}",
        user_key=user_key,
        user_text=text,
        reply_text=f"reply to {text}",
        trajectory={"user": text, "steps": ["retrieve", "draft"]},
        **extra,
    )
