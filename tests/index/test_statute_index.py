"""Building the statute index: what a build leaves behind, finished or not."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from index.retrieval import Retriever
from index.statute_index import StatuteIndex
from index.vector_store import StoredPoint, open_store


class CrashingStore:
    """A real store that fails while a new build's points are written (a crash or a full disk)."""

    def __init__(self, store) -> None:
        self._store = store

    def upsert(self, name: str, points: list[StoredPoint]) -> None:
        raise OSError("No space left on device")

    def __getattr__(self, name: str):
        return getattr(self._store, name)


def open_index(store, tmp_path: Path, embedder) -> StatuteIndex:
    return StatuteIndex(store, "statutes", embedder, tmp_path / "bm25", tmp_path / "embeddings")


@pytest.mark.parametrize("engine", ["edge", "local"])
def test_an_interrupted_build_leaves_the_serving_index_untouched(engine: str, tmp_path: Path, slice_records, embedder) -> None:
    store = open_store("", engine, tmp_path)
    try:
        index = open_index(store, tmp_path, embedder)
        index.build(slice_records)
        serving = index.serving
        with pytest.raises(OSError):
            open_index(CrashingStore(store), tmp_path, embedder).build(slice_records)
        after = open_index(store, tmp_path, embedder)
        assert after.serving == serving and after.is_current() and after.count() == len(slice_records)
        hit = Retriever(after).search("刑法第七十四条", window=(date(2010, 6, 1), date(2010, 6, 1))).hits[0]
        assert hit.version.text == "对于累犯，不适用缓刑。"
        after.build(slice_records)  # the next build clears the unfinished collection away
        assert [n for n in store.names() if n.startswith("statutes")] == [after.serving] != [serving]
    finally:
        store.close()


@pytest.mark.parametrize("engine", ["edge", "local"])
def test_the_index_survives_a_restart_and_an_index_from_older_code_is_rebuilt(engine: str, tmp_path: Path, slice_records, embedder) -> None:
    store = open_store("", engine, tmp_path)
    open_index(store, tmp_path, embedder).build(slice_records)
    store.close()
    store = open_store("", engine, tmp_path)
    try:
        again = open_index(store, tmp_path, embedder)
        assert again.is_current() and again.count() == len(slice_records)
        assert again.metadata()["coverage"]["中华人民共和国刑法"][0] == 19971001
    finally:
        store.close()
