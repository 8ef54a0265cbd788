"""Training rows for the learned ranker: a question's priors never hold its own answer."""

from __future__ import annotations

from index.question_set import Item, Ranked
from index.ranker_build import priors_without

CODE = "中华人民共和国民法典"


def row(ident: str, key: tuple[str, int, int], fold: int) -> Ranked:
    item = Item(ident, "问题", frozenset({key}))
    return Ranked(item, {}, item.gold, True, (), (), fold)


def test_priors_leave_out_the_folds_named_and_count_a_question_searched_on_two_days_once() -> None:
    rows = [row("a", (CODE, 725, 0), 0), row("a", (CODE, 725, 0), 0),
            row("b", (CODE, 725, 0), 1), row("b", (CODE, 725, 0), 1), row("c", (CODE, 577, 0), 2)]
    priors = priors_without(rows, {0})
    assert priors.questions == 2
    assert priors.articles[(CODE, 725, 0)] == 1 and priors.articles[(CODE, 577, 0)] == 1
    assert priors_without(rows, {0, 1}).articles.get((CODE, 725, 0), 0) == 0
