"""A conclusion's reason that denies its own clause's condition is struck (core/self_denying_reason.py)."""

from __future__ import annotations

from core.self_denying_reason import without_self_denying_reason

#: 劳动合同法 第二十六条, its lead-in and item (二), as the pick quotes them.
WAIVER = "下列劳动合同无效或者部分无效:……（二）用人单位免除自己的法定责任、排除劳动者权利的"
FACTS = "依据《中华人民共和国劳动合同法》第二十六条：“……”\n\n案件事实对应到它的条件：\n1. 老板让你签一份自愿放弃社保的协议。\n\n"


def test_a_reason_denying_the_condition_the_result_rests_on_is_struck() -> None:
    """stranger39 t9 (session 39, blind)."""
    body = FACTS + "结论：该协议无效，因为用人单位没有免除自己的法定责任、排除劳动者权利。"
    assert without_self_denying_reason(body, WAIVER) == FACTS + "结论：该协议无效。"


def test_a_reason_that_meets_the_condition_or_denies_something_else_stands() -> None:
    met = FACTS + "结论：该协议无效，因为用人单位免除了自己的法定责任、排除了劳动者的权利。"
    other = FACTS + "结论：该协议无效，因为你没有真实同意放弃社会保险。"
    assert without_self_denying_reason(met, WAIVER) == met
    assert without_self_denying_reason(other, WAIVER) == other


def test_a_negative_condition_met_by_a_negation_is_no_denial() -> None:
    clause = "用人单位有下列情形之一的，劳动者可以解除劳动合同:……（三）未依法为劳动者缴纳社会保险费的"
    body = "结论：你可以解除劳动合同，因为公司没有为你缴纳社会保险费。"
    assert without_self_denying_reason(body, clause) == body


def test_a_result_drawn_therefore_from_the_rule_not_reaching_the_case_is_struck() -> None:
    """stranger45 z7 (session 42 re-ask): under 劳动合同法 第二十四条 ("竞业限制的人员限于……") a receptionist was told "……并不符合竞业
    限制的适用范围，因此这个协议对你有效": the reason answers her, the result denies it. A result agreeing with the reason stays."""
    clause = "竞业限制的人员限于用人单位的高级管理人员、高级技术人员和其他负有保密义务的人员"
    body = "依据……\n\n结论：你的工作性质（普通前台）并不符合竞业限制的适用范围，因此这个协议对你有效。"
    assert without_self_denying_reason(body, clause) == "依据……\n\n结论：你的工作性质（普通前台）并不符合竞业限制的适用范围。"
    agreeing = body.replace("对你有效", "对你没有约束力")
    assert without_self_denying_reason(agreeing, clause) == agreeing


CC_1245 = ("饲养的动物造成他人损害的，动物饲养人或者管理人应当承担侵权责任；但是，能够证明损害是因被侵权人故意或者重大过失造成的，"
           "可以不承担或者减轻责任。")


def test_a_reason_raising_the_exception_the_user_never_raised_is_struck() -> None:
    """stranger53 t4 (session 45, blind): a user bitten by a dog off its lead was told "你有权向邻居请求赔偿，因为你的行为是由于
    被侵权人故意造成的": the keeper's way out given as the user's ground. A reason in the rule's own words stays."""
    question = "我在小区里被邻居家没拴绳的狗咬了，打狂犬疫苗花了3000元，邻居说他的狗平时很乖不肯赔，我能让他赔吗？"
    clause = "饲养的动物造成他人损害的，动物饲养人或者管理人应当承担侵权责任；"
    body = "依据……\n\n结论：你有权向邻居请求赔偿，因为你的行为是由于被侵权人故意造成的。"
    assert without_self_denying_reason(body, clause, CC_1245, question) == "依据……\n\n结论：你有权向邻居请求赔偿。"
    grounded = "依据……\n\n结论：你有权向邻居请求赔偿，因为他饲养的动物造成了你的损害。"
    assert without_self_denying_reason(grounded, clause, CC_1245, question) == grounded
