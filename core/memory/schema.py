"""The experience-memory tables, created by migration 0002 of `core.store.MIGRATIONS`.

They live in the same SQLite file as chats and trajectories and are written on the store's one
writer thread (`Store.run_sync`). The Qdrant collection holds the same entries' vectors for
recall; SQLite is the source of truth (a point with no row is an orphan and is removed when the
memory opens; a row with no point is re-upserted from its stored vector).

memory_entries   one de-identified experience entry
  id             TEXT PK   a UUID, also the entry's Qdrant point id
  text           TEXT      the guidance, scrubbed
  scenario       TEXT      "consultation", "complaint", ... (recall filters by it)
  created_at     TEXT      ISO 8601 UTC; consolidation's fallback removes the oldest
  merged_from    TEXT      JSON list of the entry ids this one replaced ("[]" for a distilled one)
  times_used     INTEGER   how often recall returned it
  vector         BLOB      the normalised float32 embedding (little-endian), so the bank's
                           similarity matrix loads without reading vectors back from Qdrant
  embedder       TEXT      the embedder's model_id when the vector was made

memory_sources   which finished cases an entry came from (never their text)
  entry_id       TEXT      memory_entries.id
  case_id        INTEGER   cases.id
  user_key       TEXT      the user of that case (for /forget)
  PRIMARY KEY (entry_id, case_id)

memory_passes    one consolidation pass and what it changed
  id             INTEGER PK AUTOINCREMENT
  started_at     TEXT
  trigger        TEXT      "nightly" / "end" / "admin" / "cli" / "bench" / ...
  size_before    INTEGER
  size_after     INTEGER
  capacity       INTEGER
  changes_json   TEXT      JSON list: {"action": "merge", "merged": [a, b], "into": id,
                           "similarity": s} or {"action": "drop_oldest", "removed": id, "reason": ...}
"""

from __future__ import annotations

from sqlite_utils import Database


def create_memory_tables(db: Database) -> None:
    statements = [
        """CREATE TABLE memory_entries (
            id TEXT PRIMARY KEY,
            text TEXT NOT NULL,
            scenario TEXT NOT NULL,
            created_at TEXT NOT NULL,
            merged_from TEXT NOT NULL DEFAULT '[]',
            times_used INTEGER NOT NULL DEFAULT 0,
            vector BLOB NOT NULL,
            embedder TEXT NOT NULL DEFAULT '')""",
        "CREATE INDEX memory_entries_created ON memory_entries(created_at)",
        """CREATE TABLE memory_sources (
            entry_id TEXT NOT NULL,
            case_id INTEGER NOT NULL,
            user_key TEXT NOT NULL,
            PRIMARY KEY (entry_id, case_id))""",
        "CREATE INDEX memory_sources_user ON memory_sources(user_key)",
        "CREATE INDEX memory_sources_case ON memory_sources(case_id)",
        """CREATE TABLE memory_passes (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            started_at TEXT NOT NULL,
            trigger TEXT NOT NULL,
            size_before INTEGER NOT NULL,
            size_after INTEGER NOT NULL,
            capacity INTEGER NOT NULL,
            changes_json TEXT NOT NULL DEFAULT '[]')""",
    ]
    for statement in statements:
        db.execute(statement)
