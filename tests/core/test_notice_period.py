"""A notice period the conclusion gives that the quoted clause does not (core/notice_period.py)."""

from __future__ import annotations

from core.notice_period import with_clauses_period

PROBATION = "劳动者在试用期内提前三日通知用人单位，可以解除劳动合同"


def test_the_companys_month_is_not_the_rules_three_days() -> None:
    """stranger55 v10 (session 45, blind): the worker in probation was told to give a month's notice."""
    body = "依据……\n\n结论：你可以在试用期内提前一个月通知公司，解除劳动合同。"
    assert with_clauses_period(body, PROBATION) == f"依据……\n\n结论：依据该条规定：“{PROBATION}”。"


def test_the_clauses_own_period_or_a_clause_without_one_leaves_the_conclusion() -> None:
    agreeing = "依据……\n\n结论：可以，你提前三天通知公司就可以解除劳动合同。"
    assert with_clauses_period(agreeing, PROBATION) == agreeing, "三天 is 三日"
    both = "劳动者提前三十日以书面形式通知用人单位，可以解除劳动合同。劳动者在试用期内提前三日通知用人单位，可以解除劳动合同。"
    monthly = "依据……\n\n结论：你需要提前一个月通知公司。"
    assert with_clauses_period(monthly, both) == monthly, "a clause with two periods decides neither here"
    assert with_clauses_period(monthly, "用人单位应当按时足额支付劳动报酬") == monthly
