"""Agreement with reference answers: cited articles, ROUGE-L as LawBench scores it, evidence recall."""

from __future__ import annotations

import pytest

from core.evals.reference import article_hit, evidence_recall, reference_articles
from index.common.text import rouge_l_lawbench
from tests.conftest import FIXED_TODAY

CIVIL = "中华人民共和国民法典"
ANSWER = ("回答:可以起诉。法律依据:2021生效的《民法典》第二百零九条不动产物权的设立……第二百三十八条侵害物权……"
          "另见《中华人民共和国收养法》第六条。")  # a law the library does not hold


def test_reference_articles_carry_the_law_named_before_them_and_skip_unknown_laws() -> None:
    assert reference_articles(ANSWER) == {(CIVIL, 209, 0), (CIVIL, 238, 0)}
    assert reference_articles("根据第十条的规定") == set(), "an article with no law cannot be matched"


def test_an_article_hit_needs_the_same_law_and_article() -> None:
    reference = reference_articles(ANSWER)
    assert article_hit([(CIVIL, 238, 0)], reference)
    assert not article_hit([(CIVIL, 1079, 0), ("中华人民共和国刑法", 209, 0)], reference)


def test_rouge_l_is_one_for_the_reference_itself_and_rewards_words_in_order() -> None:
    reference = "对于累犯和犯罪集团的首要分子，不适用缓刑。"
    assert rouge_l_lawbench(reference, reference) == pytest.approx(1.0)
    in_order = rouge_l_lawbench("对于累犯，不适用缓刑。", reference)
    reversed_order = rouge_l_lawbench("缓刑不适用，累犯对于。", reference)
    assert 0 < reversed_order < in_order < 1
    assert rouge_l_lawbench("", reference) == 0.0, "an empty reply is scored, as LawBench does, not an error"


def test_evidence_recall_counts_reference_articles_found_in_the_evidence(retriever) -> None:
    items = [{"question": "Can a repeat offender still get probation? It happened in 2010.",
              "answer": "法律依据：《中华人民共和国刑法》第七十四条 对于累犯，不适用缓刑。"},
             {"question": "What is the weather like?", "answer": "无法律依据。"}]
    with_glossary = evidence_recall(retriever, items, FIXED_TODAY, top=3)
    without = evidence_recall(retriever, items, FIXED_TODAY, top=3, use_glossary=False)
    assert with_glossary == {"items": 2, "measurable": 1, "recall_at_3": 1.0, "hit_at_3": 1.0}
    assert without["recall_at_3"] == 0.0
