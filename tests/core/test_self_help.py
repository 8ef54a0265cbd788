"""Taking the other side's things by one's own hand is not allowed by an article that says nothing of it."""

from __future__ import annotations

from core.self_help import self_help_asked, without_self_help

RULE_2 = ("出借人向人民法院提起民间借贷诉讼时，应当提供借据、收据、欠条等债权凭证以及其他能够证明借贷法律关系存在的证据。")
QUESTION = "我借给朋友5万块钱，他写了借条，现在他说没钱还，我能不能直接去他家把他的车开走抵债？"


def test_the_act_asked_about_is_read_with_what_it_is_done_to() -> None:
    assert self_help_asked(QUESTION) == "把他的车开走"
    assert self_help_asked("租客欠了三个月房租，我能不能换锁？") == "换锁"
    assert self_help_asked("借钱不还能起诉吗？") == ""
    # stranger66 g9 (session 49): riding off a stolen bike found with its buyer
    assert self_help_asked("我的电动车被偷了，后来在二手市场发现别人买了我的车，我能直接把车骑回来吗？") == "把车骑回来"


def test_a_yes_to_driving_off_the_debtors_car_becomes_no_and_the_way_to_claim() -> None:
    """stranger42 w5 (session 40, blind): "结论：可以直接去他家把他的车开走抵债。" under 民间借贷规定 第二条."""
    body = f"依据……第二条：“{RULE_2}”\n\n结论：可以直接去他家把他的车开走抵债。"
    told = without_self_help(body, RULE_2, QUESTION)
    assert "可以直接去他家" not in told and "结论：不能自己动手把他的车开走。" in told and "向人民法院起诉" in told
    refused = body.replace("可以直接去他家把他的车开走抵债", "不能把他的车开走，应当起诉")
    assert without_self_help(refused, RULE_2, QUESTION) == refused


def test_an_article_that_allows_holding_the_things_decides_itself() -> None:
    lien = "债务人不履行到期债务，债权人可以留置已经合法占有的债务人的动产，并有权就该动产优先受偿。"
    body = "结论：可以扣留他的车。"
    assert without_self_help(body, lien, "他修车不付钱，我能不能把他的车扣下？") == body
    assert without_self_help("结论：可以要求他还钱。", RULE_2, "借钱不还能起诉吗？") == "结论：可以要求他还钱。"


def test_a_tenant_told_to_move_out_is_asked_about_moving_not_self_help() -> None:
    """stranger49 d7 (session 43, blind): "新房东让我一个月内搬走……我必须搬吗" is the tenant leaving, not the tenant taking the
    other side's things; the conclusion had been replaced by "不能自己动手搬走"."""
    assert self_help_asked("房东把房子卖了，新房东让我一个月内搬走，可我的租期还有一年，我必须搬吗？") == ""
    assert self_help_asked("租客欠了三个月房租，我能把他的东西搬走吗？") == "把他的东西搬走"


def test_a_conclusion_silent_on_the_act_asked_about_is_given_the_answer_to_it() -> None:
    """stranger64 e9 (session 49): a landlord asking "我能直接换锁把他的东西搬出去吗" was told only what 民法典 第七百二十二条
    allows (to demand the rent, then end the lease); whether he may change the locks himself was not answered."""
    rule = "承租人无正当理由未支付或者迟延支付租金的，出租人可以请求承租人在合理期限内支付；承租人逾期不支付的，出租人可以解除合同。"
    body = "依据……第七百二十二条\n\n结论：房东可以请求租客在合理期限内支付房租，如果租客逾期不支付，房东可以解除合同。\n\n依据（案件日期有效的版本）："
    told = without_self_help(body, rule, "我是房东，租客已经三个月没交房租了，我能直接换锁把他的东西搬出去吗？")
    assert "房东可以解除合同。至于换锁：不能自己动手，所引条文没有允许这样做；要实现你的权利，应当与对方协商，或者向人民法院起诉。" in told
    assert told.endswith("\n\n依据（案件日期有效的版本）：")
    assert without_self_help(body, rule, "租客三个月没交房租，我能解除合同吗？") == body  # no act of self-help asked


def test_a_parcel_never_received_is_no_confiscation() -> None:
    """stranger91 b6 (session 55, re-asked): "根本没收到" had "至于没收：不能自己动手" added to the reply."""
    assert self_help_asked("我网购的东西，快递显示已经签收了，但我根本没收到，商家说不关他的事，对吗") == ""
    assert self_help_asked("房东说我欠房租，要没收我的押金和东西，他能这样做吗") == "没收"
