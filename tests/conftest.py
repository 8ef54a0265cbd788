"""Shared fixtures: an isolated data folder per test session and a small real statute index.

The index is built with the real embedding model (prepared by `make test` through
`tempolex models prepare`) over a slice of the shipped corpus, so retrieval and agent tests run
the real code paths in seconds.
"""

from __future__ import annotations

import os
from datetime import date
from pathlib import Path

import pytest

from index.common.settings import SHIPPED_CORPUS, clear_cache

CORPUS = SHIPPED_CORPUS
FIXED_TODAY = date(2026, 11, 29)

# Articles the tests talk about, across every law and both sides of amendments.
SLICE = {
    "中华人民共和国刑法": {12, 26, 61, 65, 67, 72, 73, 74, 75, 76, 77, 133, 234, 246, 264, 266, 275, 381},
    "中华人民共和国民法典": {1079, 1127, 1133, 577, 584, 1062, 1087, 1153},
    "最高人民法院关于适用《中华人民共和国民法典》时间效力的若干规定": {1},
    "中华人民共和国继承法": {10, 16},
    "中华人民共和国公司法": {47, 49, 28},
    "中华人民共和国刑事诉讼法": {67, 79},
    "中华人民共和国民事诉讼法": {122, 124},
    "中华人民共和国消费者权益保护法": {55},
}


@pytest.fixture(scope="session", autouse=True)
def isolated_data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every test session writes chats and indexes into a fresh folder, never the user's."""
    folder = tmp_path_factory.mktemp("tempolex-data")
    os.environ["TEMPOLEX_PATHS_DATA_DIR"] = str(folder)
    clear_cache()
    return folder


@pytest.fixture(scope="session")
def slice_records():
    from index.corpus import load_corpus

    return [r for r in load_corpus([CORPUS]) if r.article in SLICE.get(r.law, ())]


@pytest.fixture(scope="session")
def embedder():
    from index.open_index import open_embedder

    return open_embedder()


@pytest.fixture(scope="session")
def small_index(tmp_path_factory: pytest.TempPathFactory, slice_records, embedder):
    """The slice in Qdrant Edge, the default embedded engine."""
    yield from _build_slice(tmp_path_factory, slice_records, embedder, "edge")


@pytest.fixture(scope="session")
def local_index(tmp_path_factory: pytest.TempPathFactory, slice_records, embedder):
    """The slice in qdrant-client's local mode, the pure-Python reference engine."""
    yield from _build_slice(tmp_path_factory, slice_records, embedder, "local")


@pytest.fixture(scope="session", params=["edge", "local"])
def engine_index(request: pytest.FixtureRequest):
    """The slice in each embedded engine, for tests every engine must pass alike."""
    return request.getfixturevalue({"local": "local_index", "edge": "small_index"}[request.param])


def _build_slice(tmp_path_factory: pytest.TempPathFactory, records, embedder, engine: str):
    from index.statute_index import StatuteIndex
    from index.vector_store import open_store

    root = tmp_path_factory.mktemp(f"qdrant-{engine}")
    store = open_store("", engine, root)
    index = StatuteIndex(store, "statutes", embedder, root / "bm25", root / "embeddings")
    index.build(records)
    yield index
    store.close()


@pytest.fixture(scope="session")
def retriever(small_index):
    from index.retrieval import Retriever

    return Retriever(small_index)
