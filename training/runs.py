"""The trainer's record of its runs: one SQLite row per run, and one log file per run.

A run is queued (by the schedule or by /retrain), then `running`, then one of `published`
(the gate passed and vLLM serves the new adapter), `refused` (the gate refused it; the served
adapter is unchanged), `failed` (an error; the served adapter is restored) or `skipped` (another
run was in progress). The figures (bundle counts, SFT losses, GRPO rewards, gate metrics) are
kept as JSON so `GET /runs/<id>` and `tempolex trainer --status` can show them.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlite_utils import Database

FINISHED = ("published", "refused", "failed", "skipped")


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class RunLog:
    """Run records in `<work_dir>/runs.db`, logs in `<work_dir>/runs/<id>.log` (thread-safe)."""

    def __init__(self, work_dir: Path) -> None:
        self.folder = Path(work_dir) / "runs"
        self.folder.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._db = Database(sqlite3.connect(Path(work_dir) / "runs.db", check_same_thread=False))  # guarded by _lock
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db["runs"].create({"id": int, "trigger": str, "status": str, "queued_at": str, "started_at": str,
                                 "finished_at": str, "stage": str, "bundle": str, "adapter": str,
                                 "figures_json": str, "error": str}, pk="id", if_not_exists=True)

    def queue(self, trigger: str) -> int:
        with self._lock:
            return self._db["runs"].insert({"trigger": trigger, "status": "queued", "queued_at": _now(),
                                            "figures_json": "{}"}).last_pk

    def update(self, run_id: int, **fields: Any) -> None:
        if "figures" in fields:
            fields["figures_json"] = json.dumps(fields.pop("figures"), ensure_ascii=False)
        if fields.get("status") in FINISHED:
            fields["finished_at"] = _now()
        with self._lock:
            self._db["runs"].update(run_id, fields)

    def log_path(self, run_id: int) -> Path:
        return self.folder / f"{run_id}.log"

    def write(self, run_id: int, line: str) -> None:
        with self.log_path(run_id).open("a", encoding="utf-8") as fh:
            fh.write(f"{_now()} {line}\n")

    def get(self, run_id: int) -> dict[str, Any] | None:
        with self._lock:
            rows = list(self._db.query("SELECT * FROM runs WHERE id = ?", [run_id]))
        return _decode(rows[0]) if rows else None

    def recent(self, limit: int = 20) -> list[dict[str, Any]]:
        with self._lock:
            rows = list(self._db.query("SELECT * FROM runs ORDER BY id DESC LIMIT ?", [limit]))
        return [_decode(row) for row in rows]

    def interrupted(self) -> list[int]:
        """Runs left `queued`/`running` by a process that stopped; marked failed at start."""
        with self._lock:
            rows = list(self._db.query("SELECT id FROM runs WHERE status IN ('queued', 'running')"))
        for row in rows:
            self.update(row["id"], status="failed", error="the trainer stopped during this run")
        return [row["id"] for row in rows]


def _decode(row: dict[str, Any]) -> dict[str, Any]:
    row = dict(row)
    row["figures"] = json.loads(row.pop("figures_json") or "{}")
    return row
