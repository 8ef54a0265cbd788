"""Which side the user is on, and a conclusion in the user's words read as that side's."""

from __future__ import annotations

import pytest

from core.asker import as_party, asker_side, tells_a_case
from core.reasoning import conflicting_sentences, rewrite_conclusion

ARTICLE_24 = ("经营者提供的商品或者服务不符合质量要求的，消费者可以依照国家规定、当事人约定退货，或者要求经营者履行更换、修理等义务。"
              "没有国家规定和当事人约定的，消费者可以自收到商品之日起七日内退货；七日后符合法定解除合同条件的，消费者可以及时退货，"
              "不符合法定解除合同条件的，可以要求经营者履行更换、修理等义务。")
CLAUSE_24 = "没有国家规定和当事人约定的，消费者可以自收到商品之日起七日内退货"


@pytest.mark.parametrize("question, side", [
    ("我在网上买了一台二手手机，收到后发现是翻新机，卖家说二手的不退不换，我能退货吗？", "买受人"),
    ("2019年我租了一套房子，租期两年，房东就把房子卖了，新房东要我搬走，我必须搬吗？", "承租人"),
    ("租客拖欠3个月房租，我催了也不交，我能解除租赁合同吗？", "出租人"),
    ("公司拖欠我两个月工资，我因此辞职了，能要求公司给经济补偿吗？", "劳动者"),
    ("2019年初我借给同事5万元，约定年底还，没写利息，到期他不还，我能要利息吗？", "贷款人"),
    ("我向朋友借了3万元，说好不要利息，现在他要我付利息，我要付吗？", "借款人"),
    ("我把车借给朋友开，他开车撞伤了人，对方来找我要赔偿，我要承担责任吗？", "机动车所有人"),  # a car lent, not money (stranger16 q2)
    ("新买的车开了三天发动机就出问题，4S店只肯修不肯换，我能要求换车或退车吗？", "买受人"),  # stranger41 v4 (session 40, blind)
    ("朋友借了我的车出去，路上撞了人，交警认定他全责，现在伤者找我赔钱，我要赔吗？", "机动车所有人"),  # stranger36 q2 (session 36, blind)
])
def test_the_side_the_users_own_words_name(question: str, side: str) -> None:
    assert asker_side(question) == side


@pytest.mark.parametrize("question", [
    "公司老板以个人名义向我借了50万元，借条上盖了公司公章，我可以要求公司和老板一起还吗？",  # worker and lender
    "我们公司有个员工旷工三天，公司能直接辞退他吗？",  # the employer asks
    "邻居家的狗把我咬伤了，他要赔吗？",  # no relation of the table
    "装修公司给我家装修，合同约定60天完工，结果拖了三个月还没完工，我能要求赔偿吗？",  # a business serving the user (stranger42 w6)
])
def test_no_side_where_the_words_name_two_or_none(question: str) -> None:
    assert asker_side(question) is None


def test_a_conclusion_in_the_users_words_is_read_as_their_side() -> None:
    """A stranger's question about a refurbished phone bought online: the reply quoted
    消费者权益保护法 第二十四条 "消费者可以……七日内退货" and concluded "结论：我不能退货."; read as no
    party's, the sentence passed the check."""
    reply = f"依据《中华人民共和国消费者权益保护法》第二十四条：“{CLAUSE_24}”\n\n结论：我不能退货。"
    question = "我在网上买了一台二手手机，收到后发现是翻新机，卖家说二手的不退不换，我能退货吗？"
    assert not conflicting_sentences(reply, CLAUSE_24, "zh", ARTICLE_24)
    side = asker_side(question)
    assert conflicting_sentences(reply, CLAUSE_24, "zh", ARTICLE_24, side)
    result = rewrite_conclusion(reply, CLAUSE_24, "zh", ARTICLE_24, side)
    assert result.changed and "我不能退货" not in result.body and result.body.count("七日内退货") == 2
    assert not rewrite_conclusion(reply.replace("我不能退货", "你可以在七日内退货"), CLAUSE_24, "zh", ARTICLE_24, side).changed


def test_the_other_sides_act_is_not_the_users() -> None:
    """劳动合同法 第二十一条 forbids the employer's act; a worker told "你可以解除劳动合同" (under
    第三十八条) is told of their own act, which the clause does not rule on."""
    clause = "在试用期中，除劳动者有本法第三十九条和第四十条第一项、第二项规定的情形外，用人单位不得解除劳动合同"
    side = asker_side("试用期内公司说我不符合录用条件要辞退我，这样合法吗？")
    assert side == "劳动者" and as_party("你可以解除劳动合同。", side) == "劳动者可以解除劳动合同。"
    assert not conflicting_sentences("结论：你可以解除劳动合同。", clause, "zh", clause, side)
    assert conflicting_sentences("结论：公司可以解除劳动合同。", clause, "zh", clause, side)


@pytest.mark.parametrize("question", ["父母可以通过遗嘱指定监护人吗？", "留置和质押有什么差别？", "物业费由谁缴纳？",
                                      "Can a guardian be named by will?", "禁止饲养的危险动物造成他人损害怎么办？",
                                      "其他继承人不同意，遗产怎么分？"])
def test_a_question_about_the_law_alone_tells_no_case(question: str) -> None:
    assert not tells_a_case(question)


@pytest.mark.parametrize("question", ["房东要卖房，我还能住吗？", "朋友借了五万块不还怎么办？", "他打了人要坐牢吗？",
                                      "My landlord kept the deposit."])
def test_a_question_with_a_person_or_a_number_in_it_tells_a_case(question: str) -> None:
    assert tells_a_case(question)
