"""The experience bank: entries in SQLite (the source of truth) and in a Qdrant collection (recall).

Every change is ordered so that a crash at any point loses no entry:

- add: the point is upserted first, then the row is inserted; a crash in between leaves an
  orphan point, which `open` removes and recall ignores (hits are looked up in SQLite);
- merge: the merged point is upserted, then ONE SQLite transaction inserts the merged row, moves
  the sources over and deletes both originals (with the pass's change record), then the
  originals' points are deleted. Before the transaction both originals survive, after it the
  merged entry does; points left behind are orphans again;
- remove: the rows go in one transaction, then the points.

The in-memory `PairIndex` is rebuilt from the rows' stored vectors when the bank opens, and
again whenever another connection changed the file (`PRAGMA data_version`), e.g. an admin's
`tempolex memory consolidate` against a Qdrant server while the bot runs.
"""

from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import numpy as np
from sqlite_utils import Database

from core.memory.entry import ExperienceEntry, ForgetReport, RecalledEntry, Source
from core.memory.similarity import PairIndex, normalise
from core.store import Store
from index.vector_store import CollectionSchema, PointFilter, StoredPoint, VectorStore

DENSE = "dense"
Step = Callable[[str], None]


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def _blob(vector: np.ndarray) -> bytes:
    return np.asarray(vector, dtype="<f4").tobytes()


def _unblob(blob: bytes) -> np.ndarray:
    return np.frombuffer(blob, dtype="<f4")


def _entry(row: dict[str, Any], sources: list[Source]) -> ExperienceEntry:
    return ExperienceEntry(
        id=row["id"], text=row["text"], scenario=row["scenario"], created_at=row["created_at"],
        merged_from=json.loads(row["merged_from"]), times_used=row["times_used"], sources=sources,
    )


def _sources(db: Database, entry_ids: list[str]) -> dict[str, list[Source]]:
    out: dict[str, list[Source]] = {e: [] for e in entry_ids}
    for start in range(0, len(entry_ids), 500):
        chunk = entry_ids[start : start + 500]
        marks = ",".join("?" * len(chunk))
        for entry_id, case_id, user_key in db.execute(
            f"SELECT entry_id, case_id, user_key FROM memory_sources WHERE entry_id IN ({marks}) "
            "ORDER BY case_id", chunk
        ):
            out[entry_id].append(Source(case_id, user_key))
    return out


def _get(db: Database, entry_ids: list[str]) -> dict[str, ExperienceEntry]:
    if not entry_ids:
        return {}
    marks = ",".join("?" * len(entry_ids))
    rows = list(db.query(
        f"SELECT id, text, scenario, created_at, merged_from, times_used FROM memory_entries "
        f"WHERE id IN ({marks})", entry_ids))
    sources = _sources(db, [r["id"] for r in rows])
    return {r["id"]: _entry(r, sources[r["id"]]) for r in rows}


def _append_change(db: Database, pass_id: int | None, change: dict[str, Any]) -> None:
    if pass_id is None:
        return
    [raw] = db.execute("SELECT changes_json FROM memory_passes WHERE id = ?", [pass_id]).fetchone()
    changes = json.loads(raw) + [change]
    db.execute("UPDATE memory_passes SET changes_json = ? WHERE id = ?",
               [json.dumps(changes, ensure_ascii=False), pass_id])


class ExperienceBank:
    """Entries of one deployment: SQLite rows + Qdrant points + the in-memory pair index."""

    def __init__(self, store: Store, vectors: VectorStore, collection: str, dim: int, embedder_id: str = "",
                 clock: Callable[[], str] = _now) -> None:
        self.store = store
        self.vectors = vectors
        self.collection = collection
        self.dim = dim
        self.embedder_id = embedder_id
        self.pairs = PairIndex(dim)
        self._clock = clock
        self._data_version: int | None = None
        self._lock = asyncio.Lock()  # one change of the bank at a time within this process

    # -- opening and reconciling -------------------------------------------------------------

    async def open(self) -> dict[str, int]:
        """Create the collection if needed, load the pair index and reconcile Qdrant with SQLite.
        Returns {"entries", "orphans_removed", "points_restored"}."""
        if not await asyncio.to_thread(self.vectors.exists, self.collection):
            await asyncio.to_thread(self.vectors.create, self.collection,
                                    CollectionSchema(dense_size=self.dim, keyword_fields=("scenario",)))
        ids, matrix, scenarios = await self._load()
        payloads = await asyncio.to_thread(self.vectors.payloads, self.collection)
        in_qdrant = {p.get("entry_id") for p in payloads if p.get("entry_id")}
        known = set(ids)
        orphans = sorted(in_qdrant - known)
        missing = [i for i, entry_id in enumerate(ids) if entry_id not in in_qdrant]
        if orphans:
            await asyncio.to_thread(self.vectors.delete, self.collection, orphans)
        if missing:
            points = [self._point(ids[i], scenarios[i], matrix[i]) for i in missing]
            await asyncio.to_thread(self.vectors.upsert, self.collection, points)
        return {"entries": len(ids), "orphans_removed": len(orphans), "points_restored": len(missing)}

    async def _load(self) -> tuple[list[str], np.ndarray, list[str]]:
        def run(db: Database) -> tuple[list[str], np.ndarray, list[str], int]:
            rows = db.execute("SELECT id, scenario, vector FROM memory_entries ORDER BY created_at, id").fetchall()
            matrix = (np.stack([_unblob(r[2]) for r in rows]) if rows else np.zeros((0, self.dim), dtype=np.float32))
            return [r[0] for r in rows], matrix, [r[1] for r in rows], db.execute("PRAGMA data_version").fetchone()[0]

        ids, matrix, scenarios, version = await self.store.run_sync(run)
        self.pairs.load(ids, matrix)
        self._data_version = version
        return ids, matrix, scenarios

    async def refresh(self) -> None:
        """Reload the pair index if another connection changed the database since it was loaded."""
        version = await self.store.run_sync(lambda db: db.execute("PRAGMA data_version").fetchone()[0])
        if version != self._data_version:
            await self._load()

    def _point(self, entry_id: str, scenario: str, vector: np.ndarray) -> StoredPoint:
        return StoredPoint(id=entry_id, payload={"entry_id": entry_id, "scenario": scenario},
                           vectors={DENSE: np.asarray(vector, dtype=np.float32).tolist()})

    # -- reading -----------------------------------------------------------------------------

    async def size(self) -> int:
        return await self.store.run_sync(lambda db: db.execute("SELECT COUNT(*) FROM memory_entries").fetchone()[0])

    async def get(self, entry_id: str) -> ExperienceEntry | None:
        return (await self.store.run_sync(lambda db: _get(db, [entry_id]))).get(entry_id)

    async def entries(self, limit: int | None = None, offset: int = 0) -> list[ExperienceEntry]:
        """Newest first."""
        def run(db: Database) -> list[ExperienceEntry]:
            ids = [r[0] for r in db.execute(
                "SELECT id FROM memory_entries ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?",
                [-1 if limit is None else limit, offset])]
            found = _get(db, ids)
            return [found[i] for i in ids]

        return await self.store.run_sync(run)

    async def oldest(self) -> ExperienceEntry | None:
        def run(db: Database) -> ExperienceEntry | None:
            row = db.execute("SELECT id FROM memory_entries ORDER BY created_at, id LIMIT 1").fetchone()
            return None if row is None else _get(db, [row[0]])[row[0]]

        return await self.store.run_sync(run)

    async def has_source(self, case_id: int) -> bool:
        return await self.store.run_sync(
            lambda db: db.execute("SELECT 1 FROM memory_sources WHERE case_id = ? LIMIT 1", [case_id]).fetchone() is not None)

    async def stats(self) -> dict[str, Any]:
        def run(db: Database) -> dict[str, Any]:
            count, used, oldest, newest = db.execute(
                "SELECT COUNT(*), COALESCE(SUM(times_used), 0), MIN(created_at), MAX(created_at) FROM memory_entries").fetchone()
            merged = db.execute("SELECT COUNT(*) FROM memory_entries WHERE merged_from != '[]'").fetchone()[0]
            scenarios = dict(db.execute("SELECT scenario, COUNT(*) FROM memory_entries GROUP BY scenario").fetchall())
            passes = db.execute("SELECT COUNT(*) FROM memory_passes").fetchone()[0]
            last = list(db.query("SELECT * FROM memory_passes ORDER BY id DESC LIMIT 1"))
            if last:
                last[0]["changes"] = json.loads(last[0].pop("changes_json"))
            return {"entries": count, "merged_entries": merged, "times_used": used, "oldest": oldest,
                    "newest": newest, "scenarios": scenarios, "passes": passes, "last_pass": last[0] if last else None}

        return await self.store.run_sync(run)

    # -- recall ------------------------------------------------------------------------------

    async def search(self, vector: np.ndarray, scenario: str | None, limit: int, threshold: float) -> list[RecalledEntry]:
        """At most `limit` entries with cosine >= `threshold`, best first; counts them as used."""
        where = PointFilter(any_of={"scenario": (scenario,)}) if scenario else None
        hits = await asyncio.to_thread(self.vectors.query, self.collection, normalise(vector).tolist(), DENSE, limit, where)
        hits = [(entry_id, score) for entry_id, score in hits if score >= threshold]
        if not hits:
            return []

        def run(db: Database) -> list[RecalledEntry]:
            found = _get(db, [entry_id for entry_id, _ in hits])
            recalled = [RecalledEntry(e, found[e].text, found[e].scenario, float(s)) for e, s in hits if e in found]
            with db.atomic():
                for entry in recalled:
                    db.execute("UPDATE memory_entries SET times_used = times_used + 1 WHERE id = ?", [entry.id])
            return recalled

        return await self.store.run_sync(run)

    # -- changes -----------------------------------------------------------------------------

    async def add(self, text: str, scenario: str, vector: np.ndarray, sources: list[Source],
                  created_at: str | None = None) -> ExperienceEntry:
        unit = normalise(vector)
        entry_id = str(uuid.uuid4())
        created = created_at or self._clock()
        async with self._lock:
            await asyncio.to_thread(self.vectors.upsert, self.collection, [self._point(entry_id, scenario, unit)])

            def run(db: Database) -> None:
                with db.atomic():
                    db.execute(
                        "INSERT INTO memory_entries (id, text, scenario, created_at, merged_from, times_used, vector, embedder) "
                        "VALUES (?, ?, ?, ?, '[]', 0, ?, ?)", [entry_id, text, scenario, created, _blob(unit), self.embedder_id])
                    for source in sources:
                        db.execute("INSERT OR IGNORE INTO memory_sources (entry_id, case_id, user_key) VALUES (?, ?, ?)",
                                   [entry_id, source.case_id, source.user_key])

            await self.store.run_sync(run)
            self.pairs.add(entry_id, unit)
        return ExperienceEntry(entry_id, text, scenario, created, [], 0, list(sources))

    async def add_many(self, items: list[tuple[str, str, np.ndarray, list[Source], str]]) -> list[str]:
        """Bulk load (benchmarks, imports): (text, scenario, vector, sources, created_at) each."""
        ids = [str(uuid.uuid4()) for _ in items]
        units = [normalise(v) for _, _, v, _, _ in items]
        points = [self._point(i, item[1], u) for i, item, u in zip(ids, items, units)]
        async with self._lock:
            await asyncio.to_thread(self.vectors.upsert, self.collection, points)

            def run(db: Database) -> None:
                with db.atomic():
                    db.conn.executemany(
                        "INSERT INTO memory_entries (id, text, scenario, created_at, merged_from, times_used, vector, embedder) "
                        "VALUES (?, ?, ?, ?, '[]', 0, ?, ?)",
                        [(i, t, s, c, _blob(u), self.embedder_id) for i, (t, s, _, _, c), u in zip(ids, items, units)])
                    db.conn.executemany("INSERT OR IGNORE INTO memory_sources (entry_id, case_id, user_key) VALUES (?, ?, ?)",
                                   [(i, src.case_id, src.user_key) for i, item in zip(ids, items) for src in item[3]])

            await self.store.run_sync(run)
            await self._load()
        return ids

    async def start_pass(self, trigger: str, capacity: int) -> tuple[int, int]:
        """Record a new pass; returns (pass id, bank size)."""
        now = self._clock()

        def run(db: Database) -> tuple[int, int]:
            size = db.execute("SELECT COUNT(*) FROM memory_entries").fetchone()[0]
            pass_id = db.execute(
                "INSERT INTO memory_passes (started_at, trigger, size_before, size_after, capacity, changes_json) "
                "VALUES (?, ?, ?, ?, ?, '[]')", [now, trigger, size, size, capacity]).lastrowid
            return pass_id, size

        return await self.store.run_sync(run)

    async def finish_pass(self, pass_id: int) -> int:
        def run(db: Database) -> int:
            size = db.execute("SELECT COUNT(*) FROM memory_entries").fetchone()[0]
            db.execute("UPDATE memory_passes SET size_after = ? WHERE id = ?", [size, pass_id])
            return size

        return await self.store.run_sync(run)

    async def replace_pair(self, a: str, b: str, text: str, vector: np.ndarray, change: dict[str, Any],
                           pass_id: int | None = None, step: Step | None = None) -> ExperienceEntry:
        """Replace entries `a` and `b` by one merged entry (TALA eq. 6), crash-safely (see the module
        docstring). `step(name)` is called after each durable step (tests inject failures there)."""
        step = step or (lambda _name: None)
        unit = normalise(vector)
        new_id = str(uuid.uuid4())
        created = self._clock()
        async with self._lock:
            scenario = await self.store.run_sync(lambda db: db.execute(
                "SELECT scenario FROM memory_entries WHERE id = ?", [a]).fetchone()[0])
            await asyncio.to_thread(self.vectors.upsert, self.collection, [self._point(new_id, scenario, unit)])
            step("merged_point_written")
            change = {**change, "into": new_id}

            def run(db: Database) -> ExperienceEntry:
                with db.atomic():
                    originals = _get(db, [a, b])
                    if len(originals) != 2:
                        raise LookupError(f"merge of {a} and {b}: an entry is gone")
                    db.execute(
                        "INSERT INTO memory_entries (id, text, scenario, created_at, merged_from, times_used, vector, embedder) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                        [new_id, text, scenario, created, json.dumps([a, b]),
                         originals[a].times_used + originals[b].times_used, _blob(unit), self.embedder_id])
                    db.execute("INSERT OR IGNORE INTO memory_sources (entry_id, case_id, user_key) "
                               "SELECT ?, case_id, user_key FROM memory_sources WHERE entry_id IN (?, ?)", [new_id, a, b])
                    db.execute("DELETE FROM memory_sources WHERE entry_id IN (?, ?)", [a, b])
                    db.execute("DELETE FROM memory_entries WHERE id IN (?, ?)", [a, b])
                    _append_change(db, pass_id, change)
                return _get(db, [new_id])[new_id]

            merged = await self.store.run_sync(run)
            step("rows_replaced")
            self.pairs.remove([a, b])
            self.pairs.add(new_id, unit)
            await asyncio.to_thread(self.vectors.delete, self.collection, [a, b])
            step("old_points_deleted")
        return merged

    async def remove(self, entry_ids: list[str], change: dict[str, Any] | None = None, pass_id: int | None = None) -> int:
        """Delete entries (rows first, in one transaction, then points); returns rows removed."""
        if not entry_ids:
            return 0
        async with self._lock:
            def run(db: Database) -> int:
                marks = ",".join("?" * len(entry_ids))
                with db.atomic():
                    db.execute(f"DELETE FROM memory_sources WHERE entry_id IN ({marks})", entry_ids)
                    removed = db.execute(f"DELETE FROM memory_entries WHERE id IN ({marks})", entry_ids).rowcount
                    if change is not None:
                        _append_change(db, pass_id, change)
                return removed

            removed = await self.store.run_sync(run)
            self.pairs.remove(entry_ids)
            await asyncio.to_thread(self.vectors.delete, self.collection, entry_ids)
        return removed

    async def forget_user(self, user_key: str) -> ForgetReport:
        """Remove the user's links; entries whose only sources were that user's cases go too."""
        async with self._lock:
            def run(db: Database) -> tuple[int, list[str]]:
                with db.atomic():
                    only_theirs = [r[0] for r in db.execute(
                        "SELECT entry_id FROM memory_sources GROUP BY entry_id "
                        "HAVING SUM(user_key = ?) > 0 AND SUM(user_key != ?) = 0", [user_key, user_key])]
                    links = db.execute("DELETE FROM memory_sources WHERE user_key = ?", [user_key]).rowcount
                    for start in range(0, len(only_theirs), 500):
                        chunk = only_theirs[start : start + 500]
                        db.execute(f"DELETE FROM memory_entries WHERE id IN ({','.join('?' * len(chunk))})", chunk)
                return links, only_theirs

            links, removed = await self.store.run_sync(run)
            self.pairs.remove(removed)
            if removed:
                await asyncio.to_thread(self.vectors.delete, self.collection, removed)
        return ForgetReport(links, removed)
