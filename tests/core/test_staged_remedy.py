"""A remedy the clause gives in two steps, asked for directly (core/staged_remedy.py)."""

from __future__ import annotations

from core.staged_remedy import not_directly, steps

#: 民法典 第七百二十二条.
RENT = "承租人无正当理由未支付或者迟延支付租金的，出租人可以请求承租人在合理期限内支付；承租人逾期不支付的，出租人可以解除合同"
#: 民法典 第五百六十三条, its lead-in and item (三), as the pick quotes them.
DELAY = "有下列情形之一的，当事人可以解除合同：……（三）当事人一方迟延履行主要债务，经催告后在合理期限内仍未履行；"
#: stranger40 u2 (session 39, blind).
LANDLORD = "我把房子租出去了，租客已经三个月没交房租了，我能直接把房子收回来吗？"
REPLY = ("依据《中华人民共和国民法典》第七百二十二条：“……”\n\n案件事实对应到它的条件：\n- 租客已经三个月没交房租了\n\n"
         "结论：可以直接把房子收回来\n\n依据（案件日期有效的版本）：\n• 《中华人民共和国民法典》第七百二十二条")


def test_a_landlord_asking_to_take_the_flat_back_directly_is_told_the_two_steps() -> None:
    reply = not_directly(REPLY, RENT, LANDLORD)
    assert "可以直接把房子收回来" not in reply
    assert "结论：不能直接把房子收回来。依据该条规定，要先请求承租人在合理期限内支付；承租人逾期不支付的，才能解除合同。" in reply
    assert reply.endswith("第七百二十二条") and "- 租客已经三个月没交房租了" in reply, "the facts and sources stay"


def test_a_reminder_the_item_requires_is_the_first_step() -> None:
    found = steps(DELAY)
    assert (found.first, found.result) == ("催告", "解除合同")
    reply = not_directly(REPLY.replace("可以直接把房子收回来", "可以直接解除合同"), DELAY, "对方一直不交货，我能直接解除合同吗？")
    assert "结论：不能直接解除合同。依据该条规定，要先催告；" in reply


def test_a_remedy_given_at_once_or_a_question_not_asking_directly_or_a_conclusion_naming_the_step_stands() -> None:
    at_once = "用人单位有下列情形之一的，劳动者可以解除劳动合同:……（二）未及时足额支付劳动报酬的"
    assert steps(at_once) is None
    assert not_directly(REPLY, at_once, LANDLORD) == REPLY
    assert not_directly(REPLY, RENT, "租客三个月没交房租了，我能收回房子吗？") == REPLY
    named = REPLY.replace("可以直接把房子收回来", "可以先催他在合理期限内付，逾期不付可以解除合同")
    assert not_directly(named, RENT, LANDLORD) == named
    refused = REPLY.replace("可以直接把房子收回来", "不能直接收回")
    assert not_directly(refused, RENT, LANDLORD) == refused


def test_the_article_gives_the_steps_when_the_decisive_clause_is_one_of_them() -> None:
    """stranger40 u2, asked again: the decisive clause read with "可以直接把房子收回来" was 第七百二十二条's first sentence."""
    first = "承租人无正当理由未支付或者迟延支付租金的，出租人可以请求承租人在合理期限内支付；"
    reply = not_directly(REPLY, first, LANDLORD, RENT + "。")
    assert "结论：不能直接把房子收回来。依据该条规定，要先请求承租人在合理期限内支付；承租人逾期不支付的，才能解除合同。" in reply
    other = "出租人应当按照约定将租赁物交付承租人，并在租赁期限内保持租赁物符合约定的用途。"
    assert not_directly(REPLY, other, LANDLORD, other + RENT) == REPLY, "steps elsewhere in the article are not the clause's"


def test_a_court_after_arbitration_is_no_court_directly() -> None:
    """stranger63 d7 (session 48, blind): "公司拖欠了我三个月工资，我可以直接去法院起诉公司吗" under 工资支付暂行规定 第十九条 (arbitration,
    then court for one who disputes the award) was answered "可以"."""
    article = "劳动者与用人单位因工资支付发生劳动争议的，当事人可依法向劳动争议仲裁机关申请仲裁。对仲裁裁决不服的，可以向人民法院提起诉讼。"
    body = "依据……\n\n结论：可以。依据该条规定：“对仲裁裁决不服的，可以向人民法院提起诉讼”。\n\n依据（案件日期有效的版本）："
    said = not_directly(body, "对仲裁裁决不服的，可以向人民法院提起诉讼。", "公司拖欠了我三个月工资，我可以直接去法院起诉公司吗？", article)
    assert "结论：不能直接去法院起诉公司。" in said and "要先向劳动争议仲裁机关申请仲裁；对仲裁裁决不服的，才能向人民法院提起诉讼" in said
    asked_plainly = "公司拖欠了我三个月工资，我可以起诉公司吗？"
    assert not_directly(body, "对仲裁裁决不服的，可以向人民法院提起诉讼。", asked_plainly, article) == body, "直接 not asked"
