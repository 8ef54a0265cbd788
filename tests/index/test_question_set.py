"""LeCoQA questions as ranked candidates: the articles that answer on the day asked."""

from __future__ import annotations

from datetime import date

from index.predecessors import shipped_links
from index.question_set import gold_on

CODE = "中华人民共和国民法典"
LABOUR = "中华人民共和国劳动合同法"


def test_before_the_code_its_articles_answer_by_their_predecessors_and_other_laws_as_they_are() -> None:
    lease = (CODE, 725, 0)
    old = {link.old_key for link in shipped_links().predecessors(*lease)}
    assert ("中华人民共和国合同法", 229, 0) in old
    before = gold_on(frozenset({lease, (LABOUR, 42, 0)}), date(2019, 6, 1))
    assert before == frozenset(old | {(LABOUR, 42, 0)})


def test_after_the_code_the_gold_is_as_the_legal_team_chose() -> None:
    gold = frozenset({(CODE, 725, 0), (LABOUR, 42, 0)})
    assert gold_on(gold, date(2026, 11, 1)) == gold
