"""A lender asking whether he may demand his money is answered with the lender's right, not the borrower's."""

from __future__ import annotations

from core.asker import asker_side
from core.askers_right import with_asked_right, with_askers_right

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


CC_726 = ("出租人出卖租赁房屋的，应当在出卖之前的合理期限内通知承租人，承租人享有以同等条件优先购买的权利；但是，房屋按份共有人行使优先购买权"
          "或者出租人将房屋出卖给近亲属的除外。\n出租人履行通知义务后，承租人在十五日内未明确表示购买的，视为承租人放弃优先购买权。")
TENANT = "我租的房子，房东说要卖掉，我作为租客有优先购买权吗"


def test_a_tenant_asking_whether_he_may_buy_first_is_told_he_may() -> None:
    """stranger93 d8 (session 56, re-asked): concluded with the second paragraph alone, on when the right is taken as waived."""
    assert asker_side(TENANT) == "承租人", "优先购买 is the right asked about, not a purchase the tenant made"
    said = with_asked_right(BODY.format(conclusion="房东通知承租人后，承租人在十五日内未明确表示购买的，视为承租人放弃优先购买权。"),
                            CC_726, TENANT)
    assert "结论：有。依据该条规定：“出租人出卖租赁房屋的，应当在出卖之前的合理期限内通知承租人，承租人享有以同等条件优先购买的权利" in said
    assert "视为承租人放弃" not in said.split("结论：")[1]
    granted = BODY.format(conclusion="你有优先购买权，房东应当在出卖之前的合理期限内通知你。")
    assert with_asked_right(granted, CC_726, TENANT) == granted
    asked_else = BODY.format(conclusion="房东可以卖房。")
    assert with_asked_right(asked_else, CC_726, "我租的房子，房东要卖，我有续租权吗") == asked_else  # a right the article does not give

