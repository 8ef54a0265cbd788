"""Shipped corpus embeddings: used when the configured embedder reproduces them, never otherwise."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from index.corpus import load_corpus
from index.embedding_cache import text_hash
from index.shipped_embeddings import load_shipped, shipped_file, write_shipped
from tests.conftest import CORPUS

TEXTS = ["对于累犯，不适用缓刑。", "继承开始后，按照法定继承办理。", "劳动者在同一用人单位连续工作满十年以上的。", "机动车发生交通事故造成人身伤亡的。"]


def test_vectors_come_back_for_the_same_embedder(tmp_path: Path, embedder) -> None:
    vectors = embedder.embed_passages(TEXTS)
    write_shipped(embedder.model_id, TEXTS, vectors, tmp_path)
    rows = load_shipped(embedder.model_id, embedder.embed_passages, tmp_path)
    assert set(rows) == {text_hash(t) for t in TEXTS}
    for text, vector in zip(TEXTS, vectors):
        got = rows[text_hash(text)]
        assert float(got @ vector / (np.linalg.norm(got) * np.linalg.norm(vector))) > 0.9999


def test_vectors_another_embedder_cannot_reproduce_are_not_used(tmp_path: Path, embedder) -> None:
    write_shipped(embedder.model_id, TEXTS, embedder.embed_passages(TEXTS), tmp_path)
    other = lambda texts: np.random.default_rng(0).normal(size=(len(texts), embedder.dim))  # noqa: E731
    assert load_shipped(embedder.model_id, other, tmp_path) == {}
    assert load_shipped("some-other-model", embedder.embed_passages, tmp_path) == {}


def test_the_shipped_file_covers_the_shipped_corpus(embedder) -> None:
    """A corpus change without `tempolex index ship-embeddings` would make fresh clones embed again."""
    with np.load(shipped_file(embedder.model_id)) as data:
        shipped = {str(h) for h in data["hashes"]}
    missing = {r.text for r in load_corpus([CORPUS]) if text_hash(r.text) not in shipped}
    assert not missing, f"{len(missing)} corpus texts have no shipped vector: run `tempolex index ship-embeddings`"
