"""A court's refusal of the other side's claim answers whether the user must pay it (core/refused_claim.py)."""

from __future__ import annotations

from core.asker import asker_side
from core.refused_claim import with_refused_claim

#: 民间借贷规定 第二十四条 第一款 (2020修正), as the corpus holds it.
NO_INTEREST_AGREED = "借贷双方没有约定利息，出借人主张支付利息的，人民法院不予支持"
BORROWER = "我向朋友借了3万元，借条上没写利息，现在还钱时他要我付利息，我要付吗？"


def reply(conclusion: str) -> str:
    return f"依据《……规定》第二十四条：“{NO_INTEREST_AGREED}”\n\n结论：{conclusion}\n\n依据（案件日期有效的版本）：\n• 规定"


def test_a_borrower_asked_for_interest_nobody_agreed_is_told_he_need_not_pay_it() -> None:
    """stranger65 f3 (session 49, blind): the conclusion spoke of overdue interest under another article and was withheld."""
    told = with_refused_claim(reply("借款人未按照约定的期限返还借款，应当按照约定或者国家有关规定支付逾期利息。"), NO_INTEREST_AGREED,
                              BORROWER, asker_side(BORROWER))
    assert "结论：不用。依据该条规定：“借贷双方没有约定利息，出借人主张支付利息的，人民法院不予支持”。" in told
    assert "逾期利息" not in told and told.endswith("\n\n依据（案件日期有效的版本）：\n• 规定")


def test_a_lender_or_a_conclusion_already_saying_no_is_left_alone() -> None:
    lender = "我借给朋友3万元，借条上没写利息，我还要给他利息吗？"  # the lender is the claimant the clause refuses: not his payment
    body = reply("你能要求支付利息。")
    assert with_refused_claim(body, NO_INTEREST_AGREED, lender, asker_side(lender)) == body
    said_no = reply("你不用支付利息。")
    assert with_refused_claim(said_no, NO_INTEREST_AGREED, BORROWER, asker_side(BORROWER)) == said_no
    # asked whether to pay something else than the claim refused
    principal = "我向朋友借了3万元，借条上没写利息，本金我还要还吗？"
    assert with_refused_claim(body, NO_INTEREST_AGREED, principal, asker_side(principal)) == body
