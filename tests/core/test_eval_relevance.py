"""eval relevance: gold articles before and after the gate, counted per item at the item's own date."""

from __future__ import annotations

from datetime import date

from core.evals.relevance import evaluate

SUCCESSION_2015 = {"id": "t1", "date": "2015-03-01", "question": "父亲去世了没有留遗嘱，他的遗产由谁继承？",
                   "gold": [["中华人民共和国继承法", 10, 0]]}
# The small test index does not hold 电子商务法: no order of the evidence can find its article.
PARCEL_LOST = {"id": "t2", "date": "2025-08-01", "question": "网上买的东西快递丢了，商家让我找快递公司，对吗？",
               "gold": [["中华人民共和国电子商务法", 20, 0]]}


async def test_gold_articles_are_found_at_the_items_own_date_and_unheld_ones_are_counted_apart(retriever) -> None:
    result = await evaluate(retriever, [SUCCESSION_2015, PARCEL_LOST], date(2024, 6, 1))
    gold = result["gold_article"]
    assert result["items"] == 2 and gold["items"] == 2
    assert gold["gold_not_held"] == 1, "the test index does not hold 电子商务法"
    assert gold["after_gate_any"] == 0.5, "继承法 第十条 (the 2015 law of succession) reaches the evidence"
    assert gold["held"]["items"] == 1 and gold["held"]["after_gate_any"] == 1.0, "over the held item alone, the one found"
    assert "law_items" not in result, "items with gold articles are scored by article, not by the laws an answer names"


async def test_the_same_question_a_decade_later_finds_the_successor_not_the_repealed_article(retriever) -> None:
    later = {**SUCCESSION_2015, "date": "2025-03-01"}
    result = await evaluate(retriever, [later], date(2024, 6, 1))
    assert result["gold_article"]["gold_not_held"] == 1, "继承法 was repealed on 2021-01-01"
    assert result["gold_article"]["after_gate_any"] == 0.0
    assert result["gold_article"]["held"] == {"items": 0, "before_gate_first": 0.0, "before_gate_any": 0.0,
                                              "after_gate_first": 0.0, "after_gate_any": 0.0}
