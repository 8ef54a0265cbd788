"""A conclusion answers who the question asks about: asked whether the other side pays, it speaks of that side."""

from __future__ import annotations

import pytest

from core.asked_payer import answers_another_actor, answers_another_payer, burdens_the_blameless, claims_instead_of_bearing

LANDLORD = "房东说要卖房子，让我下个月就搬走，可我的租房合同还有半年才到期，他要赔我吗？"
REPLY = ("依据《中华人民共和国民法典》第七百二十五条：“租赁物在承租人按照租赁合同占有期限内发生所有权变动的，不影响租赁合同的效力”\n\n"
         "案件事实对应到它的条件：\n- 房东要卖房子，让你下个月就搬走\n\n结论：{}\n\n依据（案件日期有效的版本）：\n• 《中华人民共和国民法典》第七百二十五条")


def test_the_tenant_asked_whether_the_landlord_pays_and_was_told_whether_the_tenant_pays() -> None:
    """stranger16 q5 (session 29, after): the conclusion agrees with article 725 and answers another question."""
    said = answers_another_payer(LANDLORD, REPLY.format("房东不能要求你赔偿损失，因为所有权变动不影响租赁合同的效力。"))
    assert said is not None and "房东不能要求你赔偿损失" in said


def test_a_conclusion_about_the_landlord_paying_answers_the_question() -> None:
    for conclusion in ("房东提前收房属于违约，应当赔偿你的损失。", "你可以要求房东赔偿损失。", "房东无需赔偿你，但你可以继续住到合同期满。"):
        assert answers_another_payer(LANDLORD, REPLY.format(conclusion)) is None, conclusion


def test_a_question_whether_the_user_pays_is_not_this_checks_business() -> None:
    question = "我把车借给朋友开，他开车撞伤了人，对方来找我要赔偿，我要承担责任吗？"
    assert answers_another_payer(question, REPLY.format("你不需要承担赔偿责任。")) is None


def test_a_neighbours_dog_question_answered_about_the_user_is_caught() -> None:
    question = "我在小区里被邻居家没拴绳的狗咬伤了，邻居说狗是自己跑出来的不肯赔，他要赔吗？"
    assert answers_another_payer(question, REPLY.format("你需要自己承担医疗费。")) is not None
    assert answers_another_payer(question, REPLY.format("邻居作为狗的饲养人应当承担侵权责任。")) is None


def test_the_other_side_claiming_is_the_user_paying() -> None:
    """stranger17 q1 (blind): asked whether the neighbour whose dog bit the user pays, the reply concluded
    "邻居不能要求赔偿" - of the neighbour claiming, not paying."""
    question = "我在小区里被邻居家没拴绳的狗咬伤了，打了狂犬疫苗花了2000多，邻居说狗是自己跑出来的不肯赔，他要赔吗？"
    assert answers_another_payer(question, REPLY.format("邻居不能要求赔偿，因为狗是自己跑出来的。")) is not None


REAR_ENDED = "我开车被人追尾，对方全责，我的车修了8000元，对方保险只赔了6000，剩下的2000谁出？"


def test_a_loss_put_on_a_user_the_question_says_is_blameless_is_caught() -> None:
    """stranger21 q2 (session 33): 道路交通安全法 第七十六条 quoted, "剩下的2000由你方承担" concluded."""
    body = "依据第七十六条……\n\n结论：根据上述条件，剩下的2000由你方承担。"
    assert burdens_the_blameless(REAR_ENDED, body) == "结论：根据上述条件，剩下的2000由你方承担。"


BITTEN = "我在小区里被邻居家的狗咬了，邻居说是我自己逗狗，不肯赔，怎么办？"


@pytest.mark.parametrize("question, conclusion", [
    (REAR_ENDED, "剩下的2000元应由对方承担，你可以向对方或其保险公司要求赔偿。"),
    (REAR_ENDED, "如果你也有过错，剩下的部分由你自己承担一部分。"),
    ("我开车追尾了别人，我全责，修车费谁出？", "修车费由你方承担。"),  # the user is at fault
    (BITTEN, "邻居作为动物饲养人应当承担侵权责任，除非能证明是你故意或者重大过失造成的。"),
    (BITTEN, "如果确实是你故意逗狗，邻居可以减轻责任，你要自己承担一部分。"),
    ("我家的狗咬了邻居，我要赔吗？", "你作为动物饲养人，应当承担侵权责任。"),  # the user keeps the dog
])
def test_a_conclusion_following_the_users_account_of_fault_or_harm_passes(question: str, conclusion: str) -> None:
    assert burdens_the_blameless(question, f"依据……\n\n结论：{conclusion}") is None


def test_a_user_who_was_harmed_is_not_cast_as_the_one_liable() -> None:
    """stranger36 q7 (session 36, blind): 民法典 第一千二百四十五条 quoted, and the bitten user told "你作为动物饲养人，应当承担侵权责任"."""
    body = "依据第一千二百四十五条……\n\n结论：邻居的狗咬了你，你作为动物饲养人，应当承担侵权责任。"
    assert burdens_the_blameless(BITTEN, body) == "结论：邻居的狗咬了你，你作为动物饲养人，应当承担侵权责任。"
    assert burdens_the_blameless("我被车撞了，司机跑了，我要自己承担医药费吗？", "结论：你需要自己承担医药费。") is not None
    stone = "我开车在路上被一块从货车上掉下来的石头砸坏了挡风玻璃，货车跑了，我找谁赔？"  # stranger70 k9 (session 50, blind)
    assert burdens_the_blameless(stone, "依据……\n\n结论：你承担侵权责任。") == "结论：你承担侵权责任。"
    assert burdens_the_blameless(stone, "依据……\n\n结论：你可以要求货车一方承担侵权责任。") is None
    told_with_ba = "我开车在高速上，前面货车掉下来的石头把我的挡风玻璃砸坏了，这个损失谁赔"  # stranger92 c4 (session 55, blind)
    assert burdens_the_blameless(told_with_ba, "依据……\n\n结论：你应当承担侵权责任。") == "结论：你应当承担侵权责任。"
    assert burdens_the_blameless("我把邻居的车砸坏了，要赔吗", "依据……\n\n结论：你应当承担侵权责任。") is None


def test_a_user_is_not_told_to_repay_a_spouses_debt_the_reply_quotes_as_the_spouses_own() -> None:
    """stranger36 q8 (session 36): 民法典 第一千零六十四条 第二款 quoted ("……超出家庭日常生活需要所负的债务，不属于夫妻共同
    债务"), and the wife whose husband hid the loan was told "你需要还"."""
    question = "老公瞒着我在外面借了十万网贷，现在网贷公司要我一起还，我需要还吗？"
    quoted = "依据《中华人民共和国民法典》第一千零六十四条：“夫妻一方在婚姻关系存续期间以个人名义超出家庭日常生活需要所负的债务，不属于夫妻共同债务”\n\n"
    assert burdens_the_blameless(question, quoted + "结论：你需要还。") == "结论：你需要还。"
    assert burdens_the_blameless(question, quoted + "结论：一般不需要你还，除非网贷公司能证明用于家庭共同生活。") is None
    assert burdens_the_blameless(question, quoted + "结论：一般不用。这是个人债务，因此你老公需要承担全部责任。") is None, \
        "the borrower's own duty (stranger68 i9, session 50)"
    assert burdens_the_blameless(question, "依据……第一千零六十四条第一款……\n\n结论：你需要还。") is None, \
        "a reply quoting the rule on common debts is judged by the other checks"


def test_asked_whether_they_may_claim_the_user_is_not_told_the_other_side_may() -> None:
    """stranger45 z4 (session 41, blind): a tenant put out a year into a three-year lease asked "我能要求赔偿吗" and was told
    under 民法典 第五百七十七条 "房东有权要求赔偿损失"."""
    question = "租房合同签了三年，才住了一年房东就说要收回房子给他儿子结婚用，我能要求赔偿吗？"
    assert answers_another_payer(question, "依据……\n\n结论：房东有权要求赔偿损失。") == "结论：房东有权要求赔偿损失。"
    assert answers_another_payer(question, "依据……\n\n结论：你可以要求房东赔偿损失。") is None
    assert answers_another_payer("我撞了别人的车，我能要求保险公司赔偿吗？", "依据……\n\n结论：可以要求保险公司赔偿。") is None


HOUSE = "我老公结婚前自己全款买了一套房，婚后我们一直住在里面，现在离婚，我能分这套房子吗？"
HOUSE_REPLY = ("依据《中华人民共和国民法典》第一千零六十三条：“下列财产为夫妻一方的个人财产：……（一）一方的婚前财产”\n\n"
               "案件事实对应到它的条件：\n1. 你老公结婚前自己全款买了一套房。\n\n结论：{}")


def test_asked_whether_she_may_share_the_house_she_was_told_he_may() -> None:
    """stranger53 t6 (session 45, blind): the answer spoke of the husband, never of the wife who asked."""
    said = answers_another_actor(HOUSE, HOUSE_REPLY.format("你老公结婚前买的套房是他的个人财产，因此在离婚时，他可以分这套房子。"))
    assert said is not None and "他可以分这套房子" in said


def test_a_conclusion_that_speaks_of_the_asker_doing_it_answers_her() -> None:
    assert answers_another_actor(HOUSE, HOUSE_REPLY.format("这套房子是他的婚前个人财产，你不能分这套房子。")) is None
    assert answers_another_actor(HOUSE, HOUSE_REPLY.format("这套房子是他的个人财产，离婚时不作为共同财产分割。")) is None
    assert answers_another_actor("房东把房子卖了，我能继续住吗？", HOUSE_REPLY.format("新房东可以收回房子。")) is None, \
        "another act (收回), not the one asked about"


def test_asked_whether_he_may_share_his_wifes_inheritance_he_was_told_she_may() -> None:
    """stranger66 g3 (session 49, blind): "离婚时我能分吗" (a one-character act) answered "你老婆可以分这套房子": 你老婆 is not the user."""
    question = "我老婆婚后继承了她父亲的一套房子，遗嘱里没说只给她一个人，离婚时我能分吗？"
    assert answers_another_actor(question, "依据……\n\n结论：根据上述条件，你老婆可以分这套房子。") == "结论：根据上述条件，你老婆可以分这套房子。"
    assert answers_another_actor(question, "依据……\n\n结论：可以，你能分这套房子。") is None


def test_a_parent_asking_whether_she_may_claim_a_refund_is_not_told_her_son_may() -> None:
    """stranger68 i10 (session 50, blind): under 民法典 第十九条 the parent who asked "我能要求游戏公司退钱吗" was told "我儿子有权
    要求游戏公司退钱" — the child is the one whose act needs the parent's consent, not the one who claims."""
    question = "我儿子今年10岁，偷偷用我的手机在游戏里充值了5000块，我能要求游戏公司退钱吗？"
    told_son = "依据……\n\n结论：我儿子有权要求游戏公司退钱，因为他是限制民事行为能力人。"
    assert answers_another_actor(question, told_son) == "结论：我儿子有权要求游戏公司退钱，因为他是限制民事行为能力人。"
    assert answers_another_actor(question, "依据……\n\n结论：你可以不追认，要求游戏公司退钱。") is None


def test_a_parent_is_not_made_to_pay_for_a_grown_childs_act() -> None:
    """stranger71 l1 (session 51, blind): "我儿子今年19岁，在外面跟人打架把人打伤了，对方要我这个当爸的赔医药费，我需要赔吗？" was
    answered "结论：需要赔。" under 民法典 第一千一百七十九条 (what the one who injures pays): a 19-year-old answers for his own acts
    (第十八条); a guardian pays only for a minor (第一千一百八十八条)."""
    question = "我儿子今年19岁，在外面跟人打架把人打伤了，对方要我这个当爸的赔医药费，我需要赔吗？"
    body = "依据《中华人民共和国民法典》第一千一百七十九条：“侵害他人造成人身损害的，应当赔偿医疗费……”\n\n结论：需要赔。"
    assert burdens_the_blameless(question, body) == "结论：需要赔。"
    assert burdens_the_blameless(question, body.replace("需要赔。", "你不需要赔，由你儿子自己承担。")) is None
    minor = "我儿子今年15岁，在外面跟人打架把人打伤了，对方要我赔医药费，我需要赔吗？"
    assert burdens_the_blameless(minor, body) is None  # a guardian pays for a minor (第一千一百八十八条)


def test_a_user_knocked_down_by_a_child_is_not_named_the_childs_guardian() -> None:
    """stranger71 l8 (session 51, re-asked with its date): knocked down by a neighbour's ten-year-old on a bicycle, the user was told
    under 民法典 第一千一百八十八条 "你应找小孩的监护人（即你）赔偿": the guardian is the neighbour, not the user."""
    question = "今年10月，我在小区里被邻居家10岁的小孩骑自行车撞倒骨折了，我该找谁赔？"
    body = "依据……“无民事行为能力人、限制民事行为能力人造成他人损害的，由监护人承担侵权责任”\n\n结论：你应找小孩的监护人（即你）赔偿。"
    assert burdens_the_blameless(question, body) == "结论：你应找小孩的监护人（即你）赔偿。"
    assert burdens_the_blameless(question, body.replace("（即你）", "（即邻居）")) is None


def test_a_user_asking_what_they_must_bear_is_not_told_what_they_may_claim() -> None:
    """stranger86 b10 (session 54, blind): a user who posted a former colleague's photo with insults and asked "他说要告我，我要承担
    什么责任" was concluded "你有权请求行为人承担民事责任" under 民法典 第九百九十五条: the one who did the harm told he may claim."""
    question = "我在朋友圈发了前同事的照片，配了骂他的话，他说要告我，我要承担什么责任？"
    body = "依据《中华人民共和国民法典》第九百九十五条：“人格权受到侵害的，受害人有权……”\n\n结论：你有权请求行为人承担民事责任。"
    assert claims_instead_of_bearing(question, body) == "结论：你有权请求行为人承担民事责任。"
    assert claims_instead_of_bearing(question, body.replace("你有权请求行为人承担民事责任", "你要承担停止侵害、赔礼道歉等民事责任")) is None
    # a user harmed, or disputing what the other side says they owe, may well be the one with the claim
    bitten = "我被邻居的狗咬了，邻居说我也要承担一半责任，对吗？"
    assert claims_instead_of_bearing(bitten, "依据……\n\n结论：你可以要求邻居承担全部责任。") is None
