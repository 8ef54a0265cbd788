"""Building the statute index: what a build leaves behind, finished or not."""

from __future__ import annotations

from pathlib import Path

import pytest

from index.statute_index import StatuteIndex
from index.vector_store import StoredPoint, open_store


class CrashingStore:
    """A real store that fails while the catalogue is written (a crash or a full disk mid-build)."""

    def __init__(self, store) -> None:
        self._store = store

    def upsert(self, name: str, points: list[StoredPoint]) -> None:
        if name == "statutes":
            raise OSError("No space left on device")
        self._store.upsert(name, points)

    def __getattr__(self, name: str):
        return getattr(self._store, name)


@pytest.mark.parametrize("engine", ["local", "edge"])
def test_an_interrupted_build_is_not_taken_for_a_finished_one(engine: str, tmp_path: Path, slice_records, embedder) -> None:
    store = open_store("", engine, tmp_path)
    try:
        index = StatuteIndex(store, "statutes", embedder, tmp_path / "bm25", tmp_path / "embeddings")
        index.build(slice_records)
        assert index.is_current()
        with pytest.raises(OSError):
            StatuteIndex(CrashingStore(store), "statutes", embedder, tmp_path / "bm25", tmp_path / "embeddings").build(slice_records)
        after = StatuteIndex(store, "statutes", embedder, tmp_path / "bm25", tmp_path / "embeddings")
        assert not after.is_current(), "`index build --if-missing` must rebuild it"
        after.build(slice_records)
        assert after.is_current() and after.count() == len(slice_records)
    finally:
        store.close()
