"""A lender asking whether he may demand his money is answered with the lender's right, not the borrower's."""

from __future__ import annotations

from core.askers_right import with_askers_right

CC_675 = ("借款人应当按照约定的期限返还借款。对借款期限没有约定或者约定不明确，依据本法第五百一十条的规定仍不能确定的，借款人可以随时返还；"
          "贷款人可以催告借款人在合理期限内返还。")
LENDER = "我借钱给别人，借条上没写什么时候还，现在能要求他还钱吗？"
BODY = "依据X\n\n案件事实对应到它的条件：\n1. 借条上没写什么时候还\n\n结论：{conclusion}\n\n依据（案件日期有效的版本）："


def test_the_borrowers_option_given_to_a_lender_becomes_the_lenders_right() -> None:
    """stranger82 x6 (session 53, re-asked after a bridge): "借款人可以随时返还借款" answered a lender."""
    said = with_askers_right(BODY.format(conclusion="借款人可以随时返还借款。"), CC_675, LENDER)
    assert "结论：可以。依据该条规定：“贷款人可以催告借款人在合理期限内返还”。" in said
    assert "借款人可以随时返还借款" not in said and said.endswith("依据（案件日期有效的版本）：")


def test_a_conclusion_on_the_users_side_and_a_borrower_asking_are_left_alone() -> None:
    own = BODY.format(conclusion="你可以催告他在合理期限内还钱。")
    assert with_askers_right(own, CC_675, LENDER) == own
    borrowers = BODY.format(conclusion="借款人可以随时返还借款。")
    assert with_askers_right(borrowers, CC_675, "我向朋友借了钱，借条上没写什么时候还，他现在能要求我马上还吗？") == borrowers
