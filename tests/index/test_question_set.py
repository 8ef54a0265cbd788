"""LeCoQA questions as ranked candidates: the articles that answer on the day asked."""

from __future__ import annotations

from datetime import date

import numpy as np

from index.predecessors import shipped_links
from index.query_adapter import QueryAdapter
from index.question_set import FOLDS, Item, adapted_rankings, fold_adapters, gold_on, query_vectors
from index.retrieval import Retriever
from index.statute_index import point_id

CODE = "中华人民共和国民法典"
LABOUR = "中华人民共和国劳动合同法"
TODAY = date(2026, 11, 1)


def test_before_the_code_its_articles_answer_by_their_predecessors_and_other_laws_as_they_are() -> None:
    lease = (CODE, 725, 0)
    old = {link.old_key for link in shipped_links().predecessors(*lease)}
    assert ("中华人民共和国合同法", 229, 0) in old
    before = gold_on(frozenset({lease, (LABOUR, 42, 0)}), date(2019, 6, 1))
    assert before == frozenset(old | {(LABOUR, 42, 0)})


def test_after_the_code_the_gold_is_as_the_legal_team_chose() -> None:
    gold = frozenset({(CODE, 725, 0), (LABOUR, 42, 0)})
    assert gold_on(gold, date(2026, 11, 1)) == gold


def _items(small_index, count: int) -> list[Item]:
    """`count` questions, each answered by one article of the slice in force today."""
    records = [r for r in small_index.all_records() if r.valid_on(TODAY, TODAY)][:count]
    return [Item(f"q{n}", f"关于{r.law}第{r.article}条的问题：{r.text[:30]}", frozenset({r.key})) for n, r in enumerate(records)]


def test_each_fold_is_ranked_by_the_adapter_fitted_without_it(small_index) -> None:
    retriever = Retriever(small_index)
    items = _items(small_index, 10)
    vectors = query_vectors(retriever, items)
    valid = [r for r in small_index.all_records() if r.valid_on(TODAY, TODAY)]
    targets = valid[-FOLDS:]
    towards = vectors.sum(axis=0)  # every question's vector has a positive share of it
    adapters = {fold: QueryAdapter(np.outer(towards, small_index.passage_vectors([target])[0]), small_index.embedder.model_id)
                for fold, target in enumerate(targets)}
    rankings = adapted_rankings(retriever, small_index.all_records(), vectors, TODAY, 5, adapters)
    assert [ranking[0] for ranking in rankings] == [point_id(targets[n % FOLDS]) for n in range(len(items))]


def test_questions_held_out_teach_the_adapter_nothing(small_index) -> None:
    retriever = Retriever(small_index)
    items = _items(small_index, 10)
    vectors = query_vectors(retriever, items)
    serving, per_fold = fold_adapters(retriever, items, vectors, [TODAY], held_out={item.ident for item in items})
    identity = np.eye(vectors.shape[1])
    assert np.allclose(serving.matrix, identity) and all(np.allclose(a.matrix, identity) for a in per_fold.values())
    learned, _ = fold_adapters(retriever, items, vectors, [TODAY])
    assert not np.allclose(learned.matrix, identity)
