"""Asked whether the other side may refuse what the deciding article gives the user, the answer is code's."""

from core.stated_refusal import answered_refusal, exceptions_listed, gives_the_act, refusal

#: 消费者权益保护法 第二十五条 (2013修正), its first paragraph as the corpus holds it.
ARTICLE_25 = ("经营者采用网络、电视、电话、邮购等方式销售商品，消费者有权自收到商品之日起七日内退货，且无需说明理由，但下列商品除外: "
              "（一）消费者定作的； （二）鲜活易腐的； （三）在线下载或者消费者拆封的音像制品、计算机软件等数字化商品； （四）交付的报纸、期刊。 "
              "除前款所列商品外，其他根据商品性质并经消费者在购买时确认不宜退货的商品，不适用无理由退货。")
CLAUSE_25 = "经营者采用网络、电视、电话、邮购等方式销售商品，消费者有权自收到商品之日起七日内退货，且无需说明理由，但下列商品除外:"
#: 劳动合同法 第五十条 第一款: a duty of the employer.
CLAUSE_50 = "用人单位应当在解除或者终止劳动合同时出具解除或者终止劳动合同的证明，并在十五日内为劳动者办理档案和社会保险关系转移手续"
DRAFT = "依据《中华人民共和国消费者权益保护法》第二十五条……\n\n结论：商家的退款行为合法，消费者有权退货。\n\n以上仅供参考。"


def test_a_refusal_asked_about_is_read_with_who_said_it_and_what_is_refused() -> None:
    asked = refusal("我在网上买了一件羽绒服，收到后第三天想退，商家说打折商品不退，可以吗？")
    assert (asked.speaker, asked.said, asked.act, asked.answer) == ("商家", "打折商品不退", "退", "不可以")
    lawful = refusal("我离职了，公司说不给开离职证明，合法吗？")
    assert (lawful.speaker, lawful.act, lawful.answer) == ("公司", "开", "不合法")


def test_questions_of_another_shape_ask_of_no_refusal() -> None:
    assert refusal("商家说不退，我想退，可以吗？") is None, "the user asks whether they may return it"
    assert refusal("老板说辞职要提前三个月说，不然扣一个月工资，合法吗？") is None, "no act is refused"
    assert refusal("商家说打折商品不退。") is None, "nothing is asked"
    assert refusal("七天无理由退货可以退打折商品吗？") is None, "nobody refused anything"


def test_the_clause_must_give_the_user_the_act_refused() -> None:
    shop = refusal("商家说打折商品不退，可以吗？")
    assert gives_the_act(CLAUSE_25, shop)
    assert not gives_the_act("消费者退货的商品应当完好", shop), "a duty of the consumer gives them nothing"
    assert gives_the_act(CLAUSE_50, refusal("公司说不给办社保转移手续，合法吗？")), "a duty of the employer gives it"
    assert not gives_the_act(CLAUSE_50, refusal("公司说不给报销路费，合法吗？")), "not the act the article names"
    assert not gives_the_act("工资应当以货币形式按月支付给劳动者本人", refusal("公司说旷工的那几天不发工资，合法吗？")), \
        "发 is not read as 支付: the reason given may be lawful"


def test_a_refusal_against_the_clause_gets_the_answer_with_the_exceptions_listed() -> None:
    body = answered_refusal(DRAFT, "我在网上买了一件羽绒服，收到后第三天想退，商家说打折商品不退，可以吗？", CLAUSE_25, ARTICLE_25)
    conclusion = body.split("结论：")[1].split("\n\n")[0]
    assert "合法" not in conclusion.replace("不合法", "")
    assert "商家不可以以“打折商品不退”为由拒绝" in conclusion
    assert "（一）消费者定作的" in conclusion and "（四）交付的报纸、期刊" in conclusion
    assert "经消费者在购买时确认不宜退货的商品，不适用无理由退货" in conclusion, "the carve-out after the list is one too"
    assert body.endswith("\n\n以上仅供参考。"), "only the conclusion is replaced"
    assert exceptions_listed(CLAUSE_50) == ""


def test_an_article_without_exceptions_gets_a_plain_answer() -> None:
    draft = "依据……第五十条……\n\n结论：公司可以不办。"
    fired = answered_refusal(draft, "我辞职了，公司说不给办社保转移手续，合法吗？", CLAUSE_50, CLAUSE_50)
    assert fired.endswith("结论：不合法。公司说“不给办社保转移手续”，但依据该条规定：“" + CLAUSE_50 + "”。")
    certificate = answered_refusal(draft, "我离职了，公司说不给开离职证明，合法吗？", CLAUSE_50, CLAUSE_50)
    assert "结论：不合法。公司说“不给开离职证明”" in certificate, "开 a certificate is the statute's 出具"
    assert answered_refusal(draft, "我离职了，公司说不给报销路费，合法吗？", CLAUSE_50, CLAUSE_50) == draft, \
        "报销 is not what the article gives"


#: 消费者权益保护法 第二十四条: a right that rests on goods "不符合质量要求".
CLAUSE_24 = ("经营者提供的商品或者服务不符合质量要求的，消费者可以依照国家规定、当事人约定退货，或者要求经营者履行更换、修理等义务。"
             "没有国家规定和当事人约定的，消费者可以自收到商品之日起七日内退货")


def test_a_condition_the_user_denies_or_never_touches_leaves_the_draft() -> None:
    draft = "依据……第二十四条……\n\n结论：商家可以只修不退。"
    defect = answered_refusal(draft, "商场买的手机七天内出了质量问题，商家说只能修不能退，可以吗？", CLAUSE_24, CLAUSE_24)
    assert "结论：不可以。商家说“只能修不能退”" in defect
    for sound in ("手机没有质量问题，就是不喜欢，商家说不退，合法吗？", "手机质量没问题，商家说不给退，可以吗？"):
        assert answered_refusal(draft, sound, CLAUSE_24, CLAUSE_24) == draft, sound
    in_a_shop = "在商场买的衣服穿了一次，商家说不退，合法吗？"  # 第二十五条 is for distance selling only
    assert answered_refusal(DRAFT, in_a_shop, CLAUSE_25, ARTICLE_25) == DRAFT


#: 工伤保险条例 第十四条, its lead-in and item (一) as the decisive clause quotes them.
CLAUSE_14 = "职工有下列情形之一的，应当认定为工伤：……(一)在工作时间和工作场所内，因工作原因受到事故伤害的"


def test_the_other_sides_denial_of_what_the_clause_says_it_is_gets_the_answer() -> None:
    """stranger36 q9 (session 36, blind): "包工头说我们没签合同不算工伤，是真的吗" under 第十四条 was told "包工头的说法是正确的"."""
    question = "我在工地干活从脚手架上摔下来了，包工头说我们没签合同不算工伤，是真的吗？"
    draft = "依据……第十四条……\n\n结论：包工头的说法是正确的。"
    body = answered_refusal(draft, question, CLAUSE_14, CLAUSE_14)
    assert body.endswith("结论：不对。包工头说“我们没签合同不算工伤”，但依据该条规定：“" + CLAUSE_14 + "”。")
    drunk = "我在工地喝醉了酒从脚手架上摔下来了，包工头说不算工伤，是真的吗？"
    assert answered_refusal(draft, drunk, CLAUSE_14, CLAUSE_14) == draft, "醉酒 may take it out (第十六条)"
    at_home = "我下班后在家里摔伤了，公司说不算工伤，是真的吗？"
    assert answered_refusal(draft, at_home, CLAUSE_14, CLAUSE_14) == draft, "not at work: the conditions are not touched"
    assert not gives_the_act("……不认定为工伤", refusal(question)), "a clause that says it is not"
