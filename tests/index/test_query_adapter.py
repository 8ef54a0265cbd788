"""The learned query adapter: a fit that ranks unseen questions' articles higher, a file that is only
used for the model it was fitted for, and a retriever that moves only a Chinese question's dense vector."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import numpy as np

from index.common.settings import RetrievalSettings
from index.corpus import StatuteVersion
from index.query_adapter import SHARE, Example, QueryAdapter, fit, hard_negatives
from index.query_analysis import analyze
from index.retrieval import Retriever

TODAY = (date(2026, 11, 1), date(2026, 11, 1))


def _unit(rows: np.ndarray) -> np.ndarray:
    return rows / np.linalg.norm(rows, axis=-1, keepdims=True)


def _hit_at_1(queries: np.ndarray, targets: np.ndarray, passages: np.ndarray, adapter: QueryAdapter | None) -> float:
    moved = np.stack([adapter.apply(q) for q in queries]) if adapter else queries
    return float(np.mean(np.argmax(moved @ passages.T, axis=1) == targets))


def test_fitting_ranks_the_articles_of_questions_it_never_saw_above_the_lookalikes() -> None:
    """Questions share a tone (one direction) with a cluster of look-alike passages, so the plain
    vector prefers them to the article each question is about; a linear map can drop that tone."""
    rng = np.random.default_rng(5)
    dim, articles = 24, 40
    tone = _unit(rng.normal(size=dim))
    plain_articles = _unit(rng.normal(size=(articles, dim)) - np.outer(rng.normal(size=(articles, dim)) @ tone, tone))
    lookalikes = _unit(rng.normal(size=(20, dim)) * 0.5 + 2.0 * tone)
    passages = np.vstack([plain_articles, lookalikes]).astype(np.float32)
    targets = rng.integers(0, articles, size=200)
    queries = _unit(plain_articles[targets] + 0.3 * rng.normal(size=(200, dim)) + 1.5 * tone).astype(np.float32)
    train, test = slice(0, 150), slice(150, 200)
    examples = [Example(q, passages[[t]], passages[hard_negatives(q, passages, [int(t)], count=10)])
                for q, t in zip(queries[train], targets[train])]
    whole = fit(examples, dim, share=1.0)
    before = _hit_at_1(queries[test], targets[test], passages, None)
    after = _hit_at_1(queries[test], targets[test], passages, QueryAdapter(whole, "test-model"))
    assert before < 0.3
    assert after > before + 0.4
    shipped = fit(examples, dim)  # only SHARE of the way, so what the questions did not teach moves less
    assert np.allclose(shipped, np.eye(dim) + SHARE * (whole - np.eye(dim)), atol=1e-5)
    partway = _hit_at_1(queries[test], targets[test], passages, QueryAdapter(shipped, "test-model"))
    assert before < partway < after


def test_hard_negatives_are_the_plain_vectors_first_passages_but_the_answer() -> None:
    passages = np.eye(4, dtype=np.float32)
    query = np.array([0.9, 0.1, 0.5, 0.0], dtype=np.float32)
    assert hard_negatives(query, passages, [0], count=2) == [2, 1]


def test_no_examples_leave_the_vector_as_it_is() -> None:
    assert np.array_equal(fit([], 3), np.eye(3, dtype=np.float32))


def test_an_adapter_is_used_only_for_the_model_it_was_fitted_for(tmp_path, caplog) -> None:
    path = tmp_path / "query_adapter.npz"
    matrix = np.eye(3, dtype=np.float32)[[1, 0, 2]]
    QueryAdapter(matrix, "local-e5-int8").save(path)
    loaded = QueryAdapter.load(path, "local-e5-int8")
    assert loaded is not None
    assert np.allclose(loaded.apply(np.array([3.0, 4.0, 0.0])), [0.8, 0.6, 0.0])
    assert QueryAdapter.load(path, "another-model") is None
    assert "train-ranker" in caplog.text
    assert QueryAdapter.load(tmp_path / "missing.npz") is None


def test_the_shipped_adapter_matches_the_shipped_embedder(embedder) -> None:
    """An adapter fitted for another model would be dropped silently at serving: refit it
    (`tempolex index train-ranker`)."""
    adapter = QueryAdapter.load(model_id=embedder.model_id)
    assert adapter is not None and adapter.matrix.shape == (embedder.dim, embedder.dim)


QUESTION = "我租的房子被房东卖了，新房东让我搬走，我能继续住吗？"


def _towards(small_index, question: str, version: StatuteVersion) -> QueryAdapter:
    """A matrix that sends `question`'s plain vector onto `version`'s passage vector."""
    plain = small_index.embedder.embed_query(analyze(question, TODAY[0]).search_text(question))
    target = small_index.passage_vectors([version])[0]
    return QueryAdapter(np.outer(plain, target) / float(plain @ plain), small_index.embedder.model_id)


def test_a_chinese_questions_dense_channel_searches_with_the_adapted_vector(small_index) -> None:
    plain = Retriever(small_index).search(QUESTION, window=TODAY, top=5, channels=["dense"])
    target = next(h.version for h in plain.hits[1:])  # an article the plain vector does not put first
    adapter = _towards(small_index, QUESTION, target)
    adapted = Retriever(small_index, adapter=adapter).search(QUESTION, window=TODAY, top=5, channels=["dense"])
    assert adapted.hits[0].version.key == target.key
    off = replace(RetrievalSettings(), adapt_questions=False)
    unadapted = Retriever(small_index, off, adapter=adapter).search(QUESTION, window=TODAY, top=5, channels=["dense"])
    assert [h.version.key for h in unadapted.hits] == [h.version.key for h in plain.hits]


def test_court_facts_keep_the_plain_vector(small_index) -> None:
    facts = "经审理查明，" + "被告人张某于2019年在某市某区多次秘密窃取他人财物，价值共计人民币三万元，" * 6
    plain = Retriever(small_index).search(facts, top=5, channels=["dense"])
    adapter = _towards(small_index, facts, plain.hits[-1].version)
    adapted = Retriever(small_index, adapter=adapter).search(facts, top=5, channels=["dense"])
    assert [h.version.key for h in adapted.hits] == [h.version.key for h in plain.hits]
