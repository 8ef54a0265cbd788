"""A condition that asks for proof, which only the other side asserts (core/unproven.py)."""

from __future__ import annotations

from core.unproven import unproven, with_unproven

#: 劳动法 第二十五条, its lead-in and item (一), as the pick quotes them.
PROBATION = "劳动者有下列情形之一的，用人单位可以解除劳动合同:……（一）在试用期间被证明不符合录用条件的"
#: stranger39 t8 (session 39, blind).
DISMISSED = "我在试用期被公司辞退了，公司说我不符合录用条件，可从来没人告诉过我录用条件是什么，这合法吗？"
#: 民法典 第一千二百四十五条: the keeper's defence is the exception.
ANIMAL = ("饲养的动物造成他人损害的，动物饲养人或者管理人应当承担侵权责任；但是，能够证明损害是因被侵权人故意或者重大过失"
          "造成的，可以不承担或者减轻责任")
DRAFT = ("依据《中华人民共和国劳动法》第二十五条：“劳动者有下列情形之一的，用人单位可以解除劳动合同:……（一）在试用期间被证明不符合录用条件的”\n\n案件事实对应到它的条件：\n1. 在试用期间被证明不符合录用条件\n\n"
         "结论：根据《中华人民共和国劳动法》第二十五条，劳动者在试用期间被证明不符合录用条件，公司可以解除劳动合同。")


def test_the_employers_word_is_not_the_proof_the_article_asks_for() -> None:
    found = unproven(PROBATION, DISMISSED)
    assert [(u.speaker, u.said, u.condition, u.result) for u in found] == [
        ("公司", "公司说我不符合录用条件", "在试用期间被证明不符合录用条件的", "用人单位可以解除劳动合同")]


def test_a_conclusion_taking_the_say_so_for_proof_becomes_conditional() -> None:
    reply = with_unproven(DRAFT, unproven(PROBATION, DISMISSED), "zh")
    conclusion = reply[reply.index("结论："):]
    assert "公司可以解除劳动合同" not in conclusion
    assert "要由公司证明" in conclusion and "证明不了，不能依照这一条" in conclusion
    assert reply.startswith("依据《中华人民共和国劳动法》第二十五条"), "the rule and the facts stay"


def test_a_conclusion_that_already_asks_for_proof_keeps_its_words_and_gains_the_note() -> None:
    draft = DRAFT.replace("劳动者在试用期间被证明不符合录用条件，公司可以解除劳动合同", "公司需要证明你不符合录用条件，才可以解除劳动合同")
    reply = with_unproven(draft, unproven(PROBATION, DISMISSED), "zh")
    assert "公司需要证明你不符合录用条件，才可以解除劳动合同" in reply
    assert reply.index("只是公司的说法") < reply.index("结论：")


def test_the_exceptions_result_is_the_one_at_stake_not_the_rules() -> None:
    found = unproven(ANIMAL, "邻居家的狗咬了我，狗的主人说是我故意挑逗造成的，他要赔吗")
    assert [u.result for u in found] == ["可以不承担或者减轻责任"]
    draft = "依据……\n\n结论：邻居应当承担侵权责任，要赔。"
    reply = with_unproven(draft, found, "zh")
    assert reply.endswith("结论：邻居应当承担侵权责任，要赔。"), "a conclusion that does not take the defence as proved stands"
    assert "只是狗的主人的说法" in reply


def test_the_users_own_account_or_an_unrelated_say_so_asks_for_nothing() -> None:
    assert unproven(PROBATION, "我在试用期没达到录用条件，公司辞退我合法吗") == []
    assert unproven(PROBATION, "公司说我迟到太多，在试用期把我辞退了，合法吗") == []
    assert unproven("用人单位可以解除劳动合同", DISMISSED) == [], "no condition asks for proof"


def test_calling_the_dismissal_lawful_takes_the_say_so_for_proof_too() -> None:
    """stranger39 t8, asked again: "公司辞退你符合……“在试用期间被证明不符合录用条件”的条件，因此合法"."""
    draft = DRAFT.replace("根据《中华人民共和国劳动法》第二十五条，劳动者在试用期间被证明不符合录用条件，公司可以解除劳动合同",
                          "公司辞退你符合《中华人民共和国劳动法》第二十五条中“在试用期间被证明不符合录用条件”的条件，因此合法")
    conclusion = with_unproven(draft, unproven(PROBATION, DISMISSED), "zh").split("结论：")[-1]
    assert "因此合法" not in conclusion and "要由公司证明" in conclusion


def test_a_mapping_line_stating_the_proof_as_a_fact_is_marked_as_the_other_sides_word() -> None:
    reply = with_unproven(DRAFT, unproven(PROBATION, DISMISSED), "zh")
    assert "1. 在试用期间被证明不符合录用条件（这是公司的说法，要由公司证明）" in reply
    assert "不符合录用条件的”\n" in reply, "the rule quoted above is not marked"


def test_a_dog_keepers_word_that_the_victim_provoked_it_is_his_to_prove() -> None:
    """stranger39 t4 (session 39, blind): "狗主人说是我先逗狗的，他要赔钱吗" was answered "狗主人要赔钱" with no word on
    第一千二百四十五条's exception, which the keeper must prove."""
    found = unproven(ANIMAL, "我在小区里被邻居家的狗咬了，狗主人说是我先逗狗的，他要赔钱吗？")
    assert [(u.said, u.result) for u in found] == [("狗主人说是我先逗狗的", "可以不承担或者减轻责任")]
    reply = with_unproven("依据……\n\n结论：狗主人要赔钱。", found, "zh")
    assert reply.endswith("结论：狗主人要赔钱。") and "“狗主人说是我先逗狗的”只是狗主人的说法" in reply and "要由狗主人证明" in reply


def test_a_notice_that_the_worker_failed_is_the_employers_say_so_too() -> None:
    """stranger44 y1 (session 41, blind): "我在试用期最后一天被公司通知不合格，直接辞退" — the company's notice says "不合格",
    which in a question about 试用期 is 不符合录用条件; the reply had called the dismissal lawful on its word."""
    found = unproven(PROBATION, "我在试用期最后一天被公司通知不合格，直接辞退，一分钱补偿都没有，这合法吗？")
    assert [(u.speaker, u.condition) for u in found] == [("公司", "在试用期间被证明不符合录用条件的")]
    assert unproven(PROBATION, "买的冰箱被商家通知质检不合格，能退吗？") == [], "no probation: 不合格 is not 不符合录用条件"
    assert unproven(PROBATION, "公司辞退我时未通知工会，我在试用期，这合法吗？") == [], "a notice not given says nothing"


def test_the_ground_the_employer_gave_for_the_dismissal_is_its_say_so_too() -> None:
    """stranger56 w10 (session 46, blind): "被公司以“不符合录用条件”辞退" was answered "合法" from 第二十五条 (一)."""
    asked = "我在试用期被公司以“不符合录用条件”辞退，可公司从来没告诉过我录用条件是什么，这合法吗？"
    found = unproven(PROBATION, asked)
    assert [(u.speaker, u.said) for u in found] == [("公司", "不符合录用条件")]
    reply = with_unproven(DRAFT.replace("劳动者在试用期间被证明不符合录用条件，公司可以解除劳动合同", "合法"), found, "zh")
    conclusion = reply[reply.index("结论："):]
    assert "“不符合录用条件”只是公司的说法" in conclusion and "合法" not in conclusion
    assert unproven(PROBATION, "公司以前答应过我录用条件不会变，现在把我辞退了") == []  # "以前" gives no ground


def test_a_conclusion_taking_the_keepers_defence_as_proved_says_the_rule_first() -> None:
    """everyday a5 (session 49): with 第一千二百四十五条's exception quoted, the model concluded the keeper may pay less; code's
    conditional conclusion had said only that the provocation is the keeper's to prove, never that the keeper is liable."""
    question = "我在小区里被邻居家的狗咬了，狗主人说是我先逗狗的，他要赔钱吗？"
    found = unproven(ANIMAL, question)
    reply = with_unproven("依据……\n\n结论：狗主人可以减轻责任。", found, "zh", ANIMAL)
    assert "结论：依照这一条，动物饲养人或者管理人应当承担侵权责任。“狗主人说是我先逗狗的”只是狗主人的说法：例外的条件" in reply
    assert "证明不了，仍按前面的规定处理" in reply and "可以减轻责任。" not in reply.split("结论：")[1][:40]
    # a condition that is no exception's keeps the plain conditional
    plain = with_unproven(DRAFT, unproven(PROBATION, DISMISSED), "zh", PROBATION)
    assert "结论：“公司说我不符合录用条件”只是公司的说法。这一条的条件是" in plain


def test_the_other_sides_word_inside_a_negated_one_asserts_nothing() -> None:
    """stranger82 x9 (session 53, blind): "电动车主说我开的是机动车就要负全责" shares only "机动车" with "有证据证明非机动车驾驶人、行人
    有过错的", and the reply said the rider must prove his own fault."""
    clause = ("机动车与非机动车驾驶人、行人之间发生交通事故，非机动车驾驶人、行人没有过错的，由机动车一方承担赔偿责任；有证据证明非机动车"
              "驾驶人、行人有过错的，根据过错程度适当减轻机动车一方的赔偿责任")
    assert unproven(clause, "我开车在路口被闯红灯的电动车撞了，电动车主说我开的是机动车就要负全责，对吗？") == []
