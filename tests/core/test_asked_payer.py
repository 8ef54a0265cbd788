"""A conclusion answers who the question asks about: asked whether the other side pays, it speaks of that side."""

from core.asked_payer import answers_another_payer

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
