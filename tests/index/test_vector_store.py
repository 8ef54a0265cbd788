"""The `VectorStore` contract, on each embedded engine: what the statute index relies on."""

from __future__ import annotations

import subprocess
import sys
import uuid
from pathlib import Path

import pytest
from qdrant_client import models

from index.vector_store import CollectionSchema, IntRange, PointFilter, StoredPoint, VectorStore, open_store

SCHEMA = CollectionSchema(dense_size=3, dense_name="dense", sparse_names=("terms",), keyword_fields=("law",))


def pid(n: int) -> str:
    return str(uuid.UUID(int=n + 1))


def point(n: int, dense: list[float], terms: list[int], law: str) -> StoredPoint:
    sparse = models.SparseVector(indices=terms, values=[1.0] * len(terms))
    return StoredPoint(id=pid(n), payload={"law": law, "n": n}, vectors={"dense": dense, "terms": sparse})


POINTS = [
    point(0, [1.0, 0.0, 0.0], [1, 2], "刑法"),
    point(1, [0.9, 0.1, 0.0], [1, 3], "刑法"),
    point(2, [0.0, 1.0, 0.0], [1, 4], "民法典"),
    point(3, [0.0, 0.0, 1.0], [1, 5], "民法典"),
]


@pytest.fixture(params=["edge", "local"])
def engine(request: pytest.FixtureRequest) -> str:
    return request.param


@pytest.fixture
def store(engine: str, tmp_path: Path):
    opened = open_store("", engine, tmp_path)
    yield opened
    opened.close()


def filled(store: VectorStore) -> VectorStore:
    store.create("epoch", SCHEMA)
    store.upsert("epoch", POINTS)
    return store


def test_dense_query_ranks_by_cosine_best_first(store: VectorStore) -> None:
    hits = filled(store).query("epoch", [1.0, 0.05, 0.0], "dense", limit=3)
    assert [h[0] for h in hits] == [pid(0), pid(1), pid(2)]
    assert hits[0][1] > hits[1][1] > hits[2][1]


def test_sparse_query_weighs_a_rare_term_above_a_term_every_point_has(store: VectorStore) -> None:
    query = models.SparseVector(indices=[1, 3], values=[1.0, 1.0])
    hits = filled(store).query("epoch", query, "terms", limit=10)
    assert hits[0][0] == pid(1), "term 3 is in one point only, so IDF lifts that point"
    assert len(hits) == 4 and hits[0][1] > hits[1][1]


def test_sparse_query_returns_only_points_sharing_a_term(store: VectorStore) -> None:
    hits = filled(store).query("epoch", models.SparseVector(indices=[4], values=[1.0]), "terms", limit=10)
    assert [h[0] for h in hits] == [pid(2)]


def test_payload_condition_restricts_every_channel(store: VectorStore) -> None:
    filled(store)
    civil = PointFilter(any_of={"law": ("民法典",)})
    dense = store.query("epoch", [1.0, 0.0, 0.0], "dense", limit=10, where=civil)
    sparse = store.query("epoch", models.SparseVector(indices=[1], values=[1.0]), "terms", limit=10, where=civil)
    assert {h[0] for h in dense} == {h[0] for h in sparse} == {pid(2), pid(3)}


def test_payload_only_collection_keeps_metadata_and_every_payload(store: VectorStore) -> None:
    many = [StoredPoint(id=pid(n), payload={"n": n, "text": "第七十四条"}) for n in range(1500)]  # more than one page
    store.create("catalogue", CollectionSchema())
    store.upsert("catalogue", many)
    assert store.metadata("catalogue") == {}, "no metadata until the build says it is finished"
    store.set_metadata("catalogue", {"format": 2, "epochs": [[19971001, 20110430, "x"]]})
    assert store.count("catalogue") == 1500
    assert sorted(p["n"] for p in store.payloads("catalogue")) == list(range(1500))
    assert store.metadata("catalogue") == {"format": 2, "epochs": [[19971001, 20110430, "x"]]}


def test_drop_removes_a_collection_and_its_metadata(store: VectorStore) -> None:
    filled(store).create("catalogue", CollectionSchema())
    store.set_metadata("catalogue", {"format": 2})
    assert set(store.names()) >= {"epoch", "catalogue"}
    store.drop("catalogue")
    assert not store.exists("catalogue") and "catalogue" not in store.names()
    store.create("catalogue", CollectionSchema())
    assert store.metadata("catalogue") == {}


def test_collections_survive_closing_and_reopening(engine: str, tmp_path: Path) -> None:
    first = open_store("", engine, tmp_path)
    filled(first).create("catalogue", CollectionSchema())
    first.upsert("catalogue", [StoredPoint(id=pid(9), payload={"n": 9})])
    first.set_metadata("catalogue", {"model_id": "e5"})
    before = first.query("epoch", [0.0, 1.0, 0.0], "dense", limit=2)
    first.close()
    again = open_store("", engine, tmp_path)
    try:
        assert again.metadata("catalogue") == {"model_id": "e5"}
        assert again.payloads("catalogue") == [{"n": 9}]
        after = again.query("epoch", [0.0, 1.0, 0.0], "dense", limit=2)
        assert [p for p, _ in after] == [p for p, _ in before]
        assert [s for _, s in after] == pytest.approx([s for _, s in before])
    finally:
        again.close()


def test_a_second_process_is_told_the_index_is_busy(store: VectorStore, engine: str, tmp_path: Path) -> None:
    filled(store)
    script = (
        "import sys; from pathlib import Path; from index.vector_store import IndexBusy, open_store\n"
        f"try:\n    open_store('', {engine!r}, Path({str(tmp_path)!r}))\n"
        "except IndexBusy as error:\n    print(error); sys.exit(3)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 3, done.stderr
    assert "in use by another tempolex process" in done.stdout and "TEMPOLEX_QDRANT_URL" in done.stdout


def test_integer_ranges_filter_inside_every_channel(store: VectorStore) -> None:
    """The validity gate: from_day <= end and to_day >= start, applied by the engine before ranking."""
    store.create("versions", CollectionSchema(dense_size=3, sparse_names=("terms",), integer_fields=("from_day", "to_day")))
    windows = [(19971001, 20110430), (20110501, 99991231), (20210101, 99991231), (19850101, 20201231)]
    store.upsert("versions", [
        StoredPoint(id=pid(n), payload={"from_day": a, "to_day": b},
                    vectors={"dense": [1.0, 0.1 * n, 0.0], "terms": models.SparseVector(indices=[7], values=[1.0])})
        for n, (a, b) in enumerate(windows)
    ])
    in_2010 = PointFilter(ranges={"from_day": IntRange(lte=20100601), "to_day": IntRange(gte=20100601)})
    assert {h[0] for h in store.query("versions", [1.0, 0.0, 0.0], "dense", 10, in_2010)} == {pid(0), pid(3)}
    assert {h[0] for h in store.query("versions", models.SparseVector(indices=[7], values=[1.0]), "terms", 10, in_2010)} == {pid(0), pid(3)}
    year_2011 = PointFilter(ranges={"from_day": IntRange(lte=20111231), "to_day": IntRange(gte=20110101)})
    assert {h[0] for h in store.query("versions", [1.0, 0.0, 0.0], "dense", 10, year_2011)} == {pid(0), pid(1), pid(3)}


def test_an_alias_switches_readers_to_a_new_collection_in_one_step(engine: str, tmp_path: Path) -> None:
    store = open_store("", engine, tmp_path)
    filled(store)
    store.point_alias("serving", "epoch")
    assert store.resolve("serving") == "epoch" and "serving" not in store.names()
    store.create("next", SCHEMA)
    store.upsert("next", POINTS[:1])
    assert len(store.query("serving", [1.0, 0.0, 0.0], "dense", 10)) == 4, "readers keep the old one while the new fills"
    store.point_alias("serving", "next")
    assert store.query("serving", [1.0, 0.0, 0.0], "dense", 10) == store.query("next", [1.0, 0.0, 0.0], "dense", 10)
    store.close()
    reopened = open_store("", engine, tmp_path)
    try:
        assert reopened.resolve("serving") == "next", "the switch survives a restart"
    finally:
        reopened.close()


def test_delete_removes_points_by_id(store: VectorStore) -> None:
    filled(store).delete("epoch", [pid(0), pid(2), str(uuid.UUID(int=999))])
    assert store.count("epoch") == 2
    assert {h[0] for h in store.query("epoch", [1.0, 0.0, 0.0], "dense", 10)} == {pid(1), pid(3)}


def test_an_unknown_engine_is_refused_with_the_choices(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="edge, local"):
        open_store("", "faiss", tmp_path)
