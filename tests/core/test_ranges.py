"""The bracket of an article that holds the question's quantity is the one quoted (core/ranges.py).

The brackets are 劳动合同法 第十九条's own words; which one governs each contract was read from the
statute (以上 includes its bound, 不满 does not), not from the code.
"""

from __future__ import annotations

import pytest

from core.ranges import range_fit, stated_quantities
from core.reasoning import decisive_clause

PROBATION = ("劳动合同期限三个月以上不满一年的，试用期不得超过一个月；劳动合同期限一年以上不满三年的，试用期不得超过二个月；"
             "三年以上固定期限和无固定期限的劳动合同，试用期不得超过六个月。")


@pytest.mark.parametrize(("question", "bracket"), [
    ("公司跟我签了一年的劳动合同，试用期定了六个月，这合法吗？", "劳动合同期限一年以上不满三年的"),  # a year is not 不满一年
    ("劳动合同签了两年，试用期三个月，合法吗？", "劳动合同期限一年以上不满三年的"),
    ("签了五年的劳动合同，试用期六个月，可以吗？", "三年以上固定期限"),
    ("签了半年的劳动合同，试用期两个月可以吗？", "劳动合同期限三个月以上不满一年的"),
])
def test_the_bracket_quoted_is_the_one_that_holds_the_contracts_term(question: str, bracket: str) -> None:
    assert decisive_clause(PROBATION, question, question).startswith(bracket)


def test_a_quantity_of_another_thing_is_not_weighed_against_the_range() -> None:
    # "试用期六个月" lies in the first bracket's 3-12 months, but that bracket measures the contract, not the probation
    assert range_fit("劳动合同期限三个月以上不满一年的，试用期不得超过一个月", "试用期定了六个月") == 0
    assert range_fit("劳动合同期限三个月以上不满一年的，试用期不得超过一个月", "签了一年的劳动合同") == -1


def test_a_year_of_a_date_is_no_quantity() -> None:
    assert [value for _, value, _ in stated_quantities("朋友2021年3月找我借了5万块钱，约定一年后还")] == [365.0]
