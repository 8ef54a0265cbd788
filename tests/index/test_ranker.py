"""The learned order of a question's candidates: features that mean what they say, a booster that
orders by what it learned, and a retriever that applies it to questions only."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import numpy as np
import pytest

from index.common.settings import RetrievalSettings
from index.corpus import StatuteVersion
from index.ranker import FEATURES, ArticleRanker, Candidate, features, train
from index.retrieval import Retriever

CODE = "中华人民共和国民法典"
LABOUR = "中华人民共和国劳动合同法"
TODAY = (date(2026, 11, 1), date(2026, 11, 1))


def version(law: str, article: int, text: str) -> StatuteVersion:
    return StatuteVersion(law, article, 0, f"第{article}条", "v", "2021-01-01", None, text)


def column(rows: np.ndarray, name: str) -> list[float]:
    return rows[:, FEATURES.index(name)].tolist()


def test_features_say_what_the_question_shares_with_each_candidate() -> None:
    lease = Candidate("p1", version(CODE, 725, "租赁物在承租人按照租赁合同占有期限内发生所有权变动的，不影响租赁合同的效力。"), 0.3)
    purpose = Candidate("p2", version(LABOUR, 1, "为了完善劳动合同制度，明确劳动合同双方当事人的权利和义务，制定本法。"), 0.2)
    rows = features([lease, purpose], {"dense": ["p2", "p1"], "keyword": ["p1"]}, ["租赁", "所有权", "劳动"], [LABOUR])
    assert rows.shape == (2, len(FEATURES))
    assert column(rows, "fused_position") == [1, 2]
    assert column(rows, "rank_dense") == [0.5, 1.0] and column(rows, "rank_keyword") == [1.0, 0.0]
    assert column(rows, "rank_asked") == [0.0, 0.0]
    assert column(rows, "text_words") == [2, 1] and column(rows, "title_words") == [0, 1]
    assert column(rows, "law_named") == [0.0, 1.0]
    assert column(rows, "opening_article") == [0.0, 1.0]
    assert column(rows, "kind_law") == [1.0, 1.0] and column(rows, "kind_解释") == [0.0, 0.0]


def _booster_preferring(name: str):
    """A booster trained on groups whose relevant candidate is the one with the largest `name`
    (no other column varies, so nothing else can order)."""
    rng = np.random.default_rng(3)
    groups = []
    for _ in range(60):
        x = np.zeros((10, len(FEATURES)))
        x[:, FEATURES.index(name)] = rng.random(10)
        y = np.zeros(10)
        y[int(np.argmax(x[:, FEATURES.index(name)]))] = 1.0
        groups.append((x, y))
    return train(groups, rounds=60)


def test_a_trained_ranker_puts_first_what_it_learned_answers() -> None:
    ranker = ArticleRanker(_booster_preferring("text_words"))
    texts = {1: "为了保护合同当事人的合法权益，制定本法。", 577: "当事人一方不履行合同义务的，应当承担违约责任。",
             725: "租赁物在承租人按照租赁合同占有期限内发生所有权变动的，不影响租赁合同的效力。"}
    candidates = [Candidate(f"p{n}", version(CODE, n, text), 1.0 / (n + 1)) for n, text in texts.items()]
    assert candidates[ranker.order(candidates, {}, ["租赁", "所有权", "变动"], [])[0]].version.article == 725


def test_the_shipped_ranker_reads_the_features_this_code_computes() -> None:
    """A model trained on other columns would score silently wrong: retrain (`tempolex index train-ranker`)."""
    ranker = ArticleRanker.load()
    assert ranker is not None
    assert ranker.booster.feature_name() == list(FEATURES)


def test_a_ranker_trained_on_other_columns_is_not_used(tmp_path, caplog) -> None:
    other = tmp_path / "ranker.txt"
    data = np.random.default_rng(1).random((40, 3))
    import lightgbm

    lightgbm.train({"objective": "lambdarank", "verbose": -1, "min_data_in_leaf": 2},
                   lightgbm.Dataset(data, np.tile([1.0, 0, 0, 0], 10), group=[4] * 10), num_boost_round=2).save_model(str(other))
    assert ArticleRanker.load(other) is None
    assert "train-ranker" in caplog.text


class LargestArticleFirst:
    """A booster's `predict` that scores each candidate by its article number: an order the
    retriever's result can be checked against exactly (a trained one is tested above)."""

    def predict(self, rows: np.ndarray) -> np.ndarray:
        return rows[:, FEATURES.index("article_number")]


@pytest.fixture(scope="module")
def by_article_number() -> ArticleRanker:
    return ArticleRanker(LargestArticleFirst())  # type: ignore[arg-type]


QUESTION = "我租的房子被房东卖了，新房东让我搬走，我能继续住吗？"


def test_a_question_is_searched_in_the_rankers_order(small_index, by_article_number) -> None:
    fused = Retriever(small_index).search(QUESTION, window=TODAY, top=5)
    ranked = Retriever(small_index, ranker=by_article_number).search(QUESTION, window=TODAY, top=5)
    numbers = [hit.version.article for hit in ranked.hits]
    assert numbers == sorted(numbers, reverse=True)
    assert [hit.version.article for hit in fused.hits] != numbers


def test_the_setting_and_court_facts_keep_the_fusions_order(small_index, by_article_number) -> None:
    off = replace(RetrievalSettings(), rerank_questions=False)
    fused = Retriever(small_index).search(QUESTION, window=TODAY, top=5)
    unranked = Retriever(small_index, off, ranker=by_article_number).search(QUESTION, window=TODAY, top=5)
    assert [h.version.key for h in unranked.hits] == [h.version.key for h in fused.hits]
    facts = "经审理查明，" + "被告人张某于2019年在某市某区多次秘密窃取他人财物，价值共计人民币三万元，" * 6
    plain = Retriever(small_index).search(facts, top=5)
    ranked = Retriever(small_index, ranker=by_article_number).search(facts, top=5)
    assert [h.version.key for h in ranked.hits] == [h.version.key for h in plain.hits]


def test_an_article_the_user_names_stays_first(small_index, by_article_number) -> None:
    hits = Retriever(small_index, ranker=by_article_number).search("民法典第五百七十七条说的违约责任是什么？", window=TODAY, top=5).hits
    assert (hits[0].version.law, hits[0].version.article) == (CODE, 577)
