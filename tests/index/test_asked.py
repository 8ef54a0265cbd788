"""The `asked` channel: earlier questions lead to the article that answered them, inside the case window."""

from __future__ import annotations

from datetime import date

import numpy as np

from index.asked import AskedQuestion, answered_versions, centroids, load_asked
from index.corpus import StatuteVersion
from index.retrieval import Retriever

CIVIL_CODE = "中华人民共和国民法典"
COMPANY_LAW = "中华人民共和国公司法"


def version(law: str, article: int, valid_from: str, valid_to: str | None, text: str = "…") -> StatuteVersion:
    return StatuteVersion(law=law, article=article, article_sub=0, article_label=f"第{article}条", version="v",
                          valid_from=valid_from, valid_to=valid_to, text=text)


def question(ident: str, *articles: tuple[str, int, int], as_of: str = "2023-06-30") -> AskedQuestion:
    return AskedQuestion(ident, f"问题{ident}", tuple(articles), as_of, "test")


def test_a_question_marks_only_the_version_in_force_when_it_was_answered() -> None:
    # 公司法's article 20 of the 2018 text is not the 2023 text's article 20 (renumbered): a 2023
    # answer speaks for the first only.
    old = version(COMPANY_LAW, 20, "2018-10-26", "2024-06-30")
    new = version(COMPANY_LAW, 20, "2024-07-01", None)
    answered = answered_versions([question("q1", (COMPANY_LAW, 20, 0))], [old, new])
    assert list(answered) == [(COMPANY_LAW, 20, 0, "2018-10-26")]


def test_left_out_questions_give_no_vector_and_the_others_average() -> None:
    article = version(CIVIL_CODE, 577, "2021-01-01", None)
    questions = [question("a", (CIVIL_CODE, 577, 0)), question("b", (CIVIL_CODE, 577, 0)), question("c", (CIVIL_CODE, 1087, 0))]
    vectors = np.array([[1.0, 0.0], [0.0, 1.0], [5.0, 5.0]], dtype=np.float32)
    built = centroids(answered_versions(questions, [article], leave_out={"b"}), vectors)
    assert np.allclose(built[(CIVIL_CODE, 577, 0, "2021-01-01")], [1.0, 0.0])
    both = centroids(answered_versions(questions, [article]), vectors)
    assert np.allclose(both[(CIVIL_CODE, 577, 0, "2021-01-01")], [2 ** -0.5, 2 ** -0.5])


def test_a_code_articles_questions_also_answer_for_the_old_article_it_carried_on() -> None:
    """"房东卖房，新房东要我搬走" was answered by 民法典 第七百二十五条; for a 2019 lease the same question is
    answered by 合同法 第二百二十九条, its predecessor, which no answer since 2021 names."""
    from index.predecessors import CodificationLink, CodificationLinks

    contract_law = "中华人民共和国合同法"
    old = version(contract_law, 229, "1999-10-01", "2020-12-31")
    new = version(CIVIL_CODE, 725, "2021-01-01", None)
    unrelated = version(contract_law, 230, "1999-10-01", "2020-12-31")
    link = CodificationLink(contract_law, 229, 0, "第二百二十九条", CIVIL_CODE, 725, 0, "第七百二十五条",
                            "similar", "tfidf-cosine", 0.902, False)
    questions = [question("q1", (CIVIL_CODE, 725, 0))]
    assert list(answered_versions(questions, [old, new, unrelated])) == [(CIVIL_CODE, 725, 0, "2021-01-01")]
    bridged = answered_versions(questions, [old, new, unrelated], links=CodificationLinks([link]))
    assert bridged == {(CIVIL_CODE, 725, 0, "2021-01-01"): [0], (contract_law, 229, 0, "1999-10-01"): [0]}


def test_the_shipped_questions_are_lecoqa_train_with_their_provenance() -> None:
    shipped = load_asked()
    assert len(shipped) > 1000
    assert all(q.source.startswith("oneal2000/LeCoQA@538b299:data/example/train.json#query_id=") for q in shipped)
    assert all(q.articles and all(isinstance(a[1], int) for a in q.articles) for q in shipped)


def test_an_everyday_question_finds_the_article_through_earlier_questions(retriever: Retriever) -> None:
    # No word of 第五百七十七条 (违约责任: 继续履行、采取补救措施或者赔偿损失) is in the question.
    today = (date(2026, 11, 29), date(2026, 11, 29))
    asked = retriever.search("对方收了我的定金却一直拖着不给我发货，我该怎么办？", window=today, channels=("asked",), top=3)
    assert asked.hits and (asked.hits[0].version.law, asked.hits[0].version.article) == (CIVIL_CODE, 577)


def test_the_asked_channel_keeps_to_the_case_window(retriever: Retriever) -> None:
    before_the_code = (date(2015, 6, 1), date(2015, 6, 1))
    result = retriever.search("对方收了我的定金却一直拖着不给我发货，我该怎么办？", window=before_the_code, channels=("asked",))
    assert all(hit.version.valid_on(*before_the_code) for hit in result.hits)
    assert not any(hit.version.law == CIVIL_CODE for hit in result.hits)
