"""Conditions of the deciding clause that the user's own words deny are found and said."""

from __future__ import annotations

from core.denied_conditions import Denial, conditions, denied, with_notice

INCAPABLE = ("有下列情形之一的，用人单位提前三十日以书面形式通知劳动者本人或者额外支付劳动者一个月工资后，可以解除劳动合同:"
             "……（二）劳动者不能胜任工作，经过培训或者调整工作岗位，仍不能胜任工作的")
LATE_REPAYMENT = "借款人未按照约定的期限返还借款的，应当按照约定或者国家有关规定支付逾期利息"


def test_a_worker_never_trained_denies_the_training_condition() -> None:
    question = "我在公司干了三年，公司说我不胜任工作，没有培训也没有调岗，直接把我辞退了，我能要赔偿吗？"
    assert denied(INCAPABLE, question) == [Denial("没有培训", "经过培训或者调整工作岗位")]


def test_the_statutes_word_for_an_everyday_one_counts() -> None:
    assert [d.condition for d in denied(INCAPABLE, "公司没给我调岗就把我辞退了")] == ["经过培训或者调整工作岗位"]


def test_an_unannounced_dismissal_denies_the_notice_condition() -> None:
    found = denied(INCAPABLE, "公司没提前通知，也没给我一个月工资，就把我辞退了")
    assert found and found[0].condition.startswith("用人单位提前三十日以书面形式通知")


def test_a_question_or_a_met_negative_condition_denies_nothing() -> None:
    assert denied(INCAPABLE, "公司说我不能胜任工作，能不能辞退我？") == []
    assert denied(LATE_REPAYMENT, "朋友借了我五万，没有按期返还借款") == [], "没还 meets 未返还; it denies nothing"


def test_the_denial_is_said_before_the_conclusion() -> None:
    body = "依据……\n\n案件事实对应到它的条件：\n1. 公司没有培训。\n\n结论：公司可以解除劳动合同。"
    said = with_notice(body, [Denial("没有培训", "经过培训或者调整工作岗位")], "zh")
    assert said.index("注意：你说“没有培训”") < said.index("结论：")
    assert with_notice(body, [], "zh") == body


def test_the_result_after_the_conditions_is_not_a_condition_the_user_can_deny() -> None:
    """劳动合同法 第八十五条 (stranger8 Q4): "从来没给过加班费" is the item's unpaid wages, not a denial of
    "由劳动行政部门责令限期支付……加班费", which is what follows when the item is met."""
    clause = ("用人单位有下列情形之一的，由劳动行政部门责令限期支付劳动报酬、加班费或者经济补偿；劳动报酬低于当地最低工资标准的，"
              "应当支付其差额部分；逾期不支付的，责令用人单位按应付金额百分之五十以上百分之一百以下的标准向劳动者加付赔偿金:……"
              "（一）未按照劳动合同的约定或者国家规定及时足额支付劳动者劳动报酬的")
    assert denied(clause, "公司每天让我们加班到晚上十点，从来没给过加班费，我辞职的话能要经济补偿吗？") == []
    # a step the result waits for ("……后，可以解除") is still a condition
    notice = "有下列情形之一的，用人单位提前三十日以书面形式通知劳动者本人或者额外支付劳动者一个月工资后，可以解除劳动合同:"
    assert [d.said for d in denied(notice, "公司没有提前通知我就把我辞退了")] == ["没有提前通知我"]


def test_a_conclusion_that_refuses_the_user_despite_the_denial_is_replaced_by_what_does_not_follow() -> None:
    """The model's own conclusion (stranger7 Q1), written after the hint named the denial."""
    question = "我在公司干了三年，公司说我不胜任工作，没有培训也没有调岗，直接把我辞退了，我能要赔偿吗？"
    body = ("依据……\n\n案件事实对应到它的条件：\n1. 我们公司说我不胜任工作。\n\n结论：我不能要赔偿。因为公司没有提供培训或者调整工作岗位，"
            "所以不能依据《中华人民共和国劳动合同法》第四十条的规定解除劳动合同，我不能要赔偿。\n\n依据（案件日期有效的版本）：\n• 第四十条")
    said = with_notice(body, denied(INCAPABLE, question), "zh", INCAPABLE)
    assert "我不能要赔偿" not in said
    assert "不能依照这一条得出“可以解除劳动合同”的结果" in said
    assert said.endswith("\n\n依据（案件日期有效的版本）：\n• 第四十条")
    # a conclusion reasoning from the unmet condition stands
    reasoned = "案件事实对应到它的条件：\n1. 公司没有培训。\n\n结论：公司没有经过培训或者调岗，不能依照第四十条解除，属于违法解除。"
    assert with_notice(reasoned, denied(INCAPABLE, question), "zh", INCAPABLE).endswith("\n\n" + reasoned.split("\n\n")[-1])


def test_a_conclusion_drawn_ahead_goes_with_the_conclusion_code_replaces() -> None:
    """stranger95 e9 (session 56, blind): the model's "因此，你不能依照……第四十条的规定解除劳动合同。", said of a worker who had
    been dismissed, stayed above code's conclusion; a mapping line saying the same words is a fact and stays."""
    question = "我在公司干了三年，公司突然说我不能胜任工作，没培训也没调岗就直接把我辞退了，合法吗"
    body = ("依据……\n\n案件事实对应到它的条件：\n1. 你干了三年，公司突然说你不能胜任工作。\n2. 所以公司直接辞退了你。\n\n"
            "因此，你不能依照《中华人民共和国劳动合同法》第四十条的规定解除劳动合同。\n\n结论：公司可以解除劳动合同。")
    said = with_notice(body, denied(INCAPABLE, question), "zh", INCAPABLE)
    assert "因此，你不能依照" not in said and "2. 所以公司直接辞退了你。" in said
    assert "不能依照这一条得出“可以解除劳动合同”的结果" in said


def test_a_denied_branch_leaves_the_other_branch_standing() -> None:
    """"没有留遗嘱" under 第一千一百二十三条 is the 法定继承 branch, not an unmet condition of the article;
    a condition of a one-sentence rule ("没有培训") is still denied, and so is one beside only an exception."""
    succession = "继承开始后，按照法定继承办理；有遗嘱的，按照遗嘱继承或者遗赠办理；有遗赠扶养协议的，按照协议办理"
    assert denied(succession, "我父亲去世没有留遗嘱，他的房子我和我妈、我弟弟怎么分？") == []
    dismissal = "用人单位提前三十日以书面形式通知劳动者本人后，可以解除劳动合同：……（二）劳动者不能胜任工作，经过培训或者调整工作岗位，仍不能胜任工作的"
    assert [d.said for d in denied(dismissal, "没有培训也没有调岗，直接把我辞退了")] == ["没有培训"]
    sublet = "承租人经出租人同意，可以将租赁物转租给第三人；但是，当事人另有约定的除外"
    assert [d.condition for d in denied(sublet, "我没有经过房东同意就把房子转租了，可以吗")] == ["承租人经出租人同意"]


def test_a_form_the_rule_adds_is_no_branch_that_leaves_it_standing() -> None:
    """stranger50 q10 (blind, session 44): a post and pay changed against "我不同意" under 劳动合同法 第三十五条; its second sentence
    ("变更劳动合同，应当采用书面形式") had been taken for another branch, the refusal dropped, and the reply gave the company the right."""
    change = "用人单位与劳动者协商一致，可以变更劳动合同约定的内容。变更劳动合同，应当采用书面形式。"
    question = "公司要把我从销售岗调到仓库，工资从8000降到5000，我不同意，公司说不同意就算自动离职，这合法吗？"
    assert [(d.said, d.condition) for d in denied(change, question)] == [("我不同意", "用人单位与劳动者协商一致")]
    body = "案件事实对应到它的条件：\n1. 公司与你协商一致，将你调到仓库。\n\n结论：公司有权根据协商一致的条件调整你的工资。"
    said = with_notice(body, denied(change, question), "zh", change)
    assert "公司有权" not in said and "不能依照这一条得出“可以变更劳动合同约定的内容”的结果" in said


def test_a_refused_consent_denies_an_agreement_the_clause_needs() -> None:
    """stranger13 Q5: a worker who said "我不同意" to a transfer was told "公司可以解除劳动合同" from 劳动合同法
    第三十六条, whose condition is 协商一致; a clause that itself says "未经……同意" is met, not denied, by it."""
    said = "公司把我调到外地，工资降了一半，我不同意，公司说不去就算旷工开除我，合法吗？"
    assert [(d.said, d.condition) for d in denied("用人单位与劳动者协商一致，可以解除劳动合同", said)] == \
        [("我不同意", "用人单位与劳动者协商一致")]
    assert denied("用人单位与劳动者协商一致，可以变更劳动合同约定的内容", "公司没经过我同意就把我调岗了")
    assert denied("承租人未经出租人同意转租的，出租人可以解除合同", "租客没经过我同意又转租给了别人，我能解除合同吗？") == []
    assert denied("用人单位与劳动者协商一致，可以解除劳动合同", "我同意了公司的方案，能拿补偿吗") == []


GUARDIANS = ("无民事行为能力人、限制民事行为能力人造成他人损害的，由监护人承担侵权责任。监护人尽到监护职责的，可以减轻其侵权责任。")


def test_an_adults_age_denies_an_article_about_minors_and_a_childs_age_one_about_adults() -> None:
    """stranger16 q6: a 19-year-old's fight answered under 民法典 第一千一百八十八条 ("你儿子是无民事行为能力人")."""
    [denial] = denied(GUARDIANS, "我儿子今年19岁了，在学校打伤了同学，对方家长要我们当父母的赔钱，我们必须赔吗？")
    assert denial.said == "19岁" and "限制民事行为能力人" in denial.condition
    assert denied(GUARDIANS, "我儿子今年12岁，在学校打伤了同学，我们必须赔吗？") == []
    assert denied("成年人为完全民事行为能力人，可以独立实施民事法律行为。", "我女儿16岁，她自己签的合同有效吗")
    assert denied(GUARDIANS, "我19岁的儿子和他12岁的表弟打架了") == []  # two ages: whose is not code's to guess


def test_an_age_past_every_bound_of_the_clause_denies_it_and_its_conclusion_goes() -> None:
    """stranger96 f6 (session 56, re-asked): a worker of seventeen refused a written contract "因为未成年" was told under 劳动法
    第十五条 "禁止用人单位招用未满十六周岁的未成年人" that "你的行为不合法"; the age is written in Chinese numerals."""
    ban = "禁止用人单位招用未满十六周岁的未成年人"
    question = "我十七岁，在工厂打工，老板说我未成年不给我签劳动合同，这样合法吗"
    assert denied(ban, question) == [Denial("十七岁", "未满十六周岁的未成年人")]
    said = with_notice(f"依据……“{ban}”\n\n结论：你的行为不合法。", denied(ban, question), "zh", ban)
    assert "你的行为不合法" not in said and "这一条的条件“未满十六周岁的未成年人”不具备" in said
    assert denied(ban, "我十五岁，工厂招我去打工，合法吗") == []
    assert denied("已满十六周岁的人，不得从事这类工作", "我十五岁，能做这个工作吗") == [Denial("十五岁", "已满十六周岁的人")]


def test_a_negation_reaches_its_verb_not_the_noun_it_describes() -> None:
    """stranger17 q1 (blind): "没拴绳的狗咬伤了" was read as denying "饲养的动物造成他人损害的", and the reply told
    the bitten user the neighbour need not pay."""
    clause = "饲养的动物造成他人损害的，动物饲养人或者管理人应当承担侵权责任"
    assert denied(clause, "我在小区里被邻居家没拴绳的狗咬伤了，邻居说狗是自己跑出来的不肯赔，他要赔吗？") == []


def test_a_negative_condition_is_met_by_the_users_negation() -> None:
    """stranger17 q8 (blind): "合同上没写是一般保证还是连带保证" meets 民法典 第六百八十六条's "对保证方式没有约定或者约定不明确的";
    the reply said the condition was not met."""
    clause = "当事人在保证合同中对保证方式没有约定或者约定不明确的，按照一般保证承担保证责任"
    assert denied(clause, "我给朋友的借款做了担保，合同上没写是一般保证还是连带保证，债主能直接找我还吗？") == []


def test_a_negation_that_meets_a_negative_condition_denies_no_other_condition() -> None:
    """stranger22 q9 (session 34): "没给我竞业限制补偿" is the unpaid compensation 劳动争议解释（一） 第三十八条 turns on,
    not a denial that any was agreed ("约定了竞业限制和经济补偿") or that the contract ended."""
    clause = ("当事人在劳动合同或者保密协议中约定了竞业限制和经济补偿，劳动合同解除或者终止后，因用人单位的原因导致三个月"
              "未支付经济补偿，劳动者请求解除竞业限制约定的，人民法院应予支持")
    assert denied(clause, "离职时公司要求我遵守两年竞业限制，但离职后四个月一直没给我竞业限制补偿，我现在能去同行公司上班吗？") == []
    assert denied(clause, "我们从来没有约定过竞业限制，公司现在说我违约")[0].condition.startswith("当事人在劳动合同")


def test_a_question_asking_whether_there_is_liability_denies_nothing() -> None:
    """stranger44 y8 (session 41, blind): "我自己有没有责任？" was read as the user saying "没有责任", and the reply on a free
    ride (民法典 第一千二百一十七条, "属于该机动车一方责任的") said the clause's condition was not met."""
    clause = ("非营运机动车发生交通事故造成无偿搭乘人损害，属于该机动车一方责任的，应当减轻其赔偿责任，但是机动车使用人有故意"
              "或者重大过失的除外")
    assert denied(clause, "朋友喝了酒开车，我坐他的车出了车祸受伤了，我能找他赔吗？我自己有没有责任？") == []
    assert [d.said for d in denied(clause, "交警认定司机没有责任，是对面的车闯红灯撞过来的")] == ["没有责任"]


def test_a_negative_condition_the_users_words_say_is_not_so_is_denied() -> None:
    """stranger45 z1 (session 41, blind): "公司安排我们周末加班，说给调休，不给加班费" under 劳动法 第四十四条 (二) "休息日安排
    劳动者工作又不能安排补休的" (then 200 % pay is owed); the reply said the company "不能这样做". 调休 is the everyday
    word for 安排补休, so the condition that no 补休 is arranged is denied; "不给调休" or a question that asks does not deny it."""
    overtime = ("有下列情形之一的，用人单位应当按照下列标准支付高于劳动者正常工作时间工资的工资报酬:……（二）休息日安排劳动者工作"
                "又不能安排补休的，支付不低于工资的百分之二百的工资报酬")
    assert denied(overtime, "公司安排我们周末加班，说给调休，不给加班费，这样可以吗？") == [
        Denial("说给调休", "休息日安排劳动者工作又不能安排补休的")]
    assert denied(overtime, "公司安排我们周末加班，不给调休也不给加班费，这样可以吗？") == []
    assert denied(overtime, "公司要求我们每周上六天班，周六上班没有加班费，也不安排调休，这合法吗") == []  # stranger90 a7
    partners = "合伙人对合伙期限没有约定或者约定不明确，依据本法第五百一十条的规定仍不能确定的，视为不定期合伙。"
    assert denied(partners, "合伙期限应当如何确定？") == [], "a question that asks how is no statement that it was"


def test_a_child_at_university_does_not_meet_schooling_up_to_high_school() -> None:
    """stranger45 z6 (session 41): "我现在19岁在读大学，爸爸不给抚养费了" under 婚姻家庭编解释（一） 第四十一条 was told "你还能找
    爸爸要抚养费"; the article counts a grown child in school only "尚在校接受高中及其以下学历教育"."""
    grown = ("尚在校接受高中及其以下学历教育，或者丧失、部分丧失劳动能力等非因主观原因而无法维持正常生活的成年子女，可以认定为"
             "民法典第一千零六十七条规定的“不能独立生活的成年子女”")
    assert denied(grown, "父母离婚后我跟妈妈生活，我现在19岁在读大学，爸爸不给抚养费了，我还能找他要吗？") == [
        Denial("读大学", "尚在校接受高中及其以下学历教育")]
    assert denied(grown, "我女儿19岁还在读高三，前夫不给抚养费了") == []


def test_a_negation_whose_object_meets_a_negative_condition_denies_nothing() -> None:
    """stranger51 r5 (blind, session 44): "合同里没写逾期交房的违约金" is the "没有约定违约金数额" of 商品房买卖合同解释 第十三条, met; it had
    been read as denying its "逾期交付使用房屋的" (the 逾期交房 before the 的), and the buyer was told the article did not apply."""
    late_flat = ("商品房买卖合同没有约定违约金数额或者损失赔偿额计算方法，违约金数额或者损失赔偿额可以参照以下标准确定：……逾期交付使用房屋的，"
                 "按照逾期交付使用房屋期间有关主管部门公布或者有资格的房地产评估机构评定的同地段同类房屋租金标准确定")
    assert denied(late_flat, "我买的新房开发商晚了四个月才交房，合同里没写逾期交房的违约金，开发商要赔我吗？") == []
    assert [d.condition for d in denied(late_flat, "开发商按时交房了，没有逾期，合同里也没写违约金，我还能要赔偿吗")] \
        == ["逾期交付使用房屋的"]


def test_a_negation_inside_a_condition_reaches_only_what_it_negates() -> None:
    """stranger52 s8 (blind, session 44): "劳动合同里没写试用期" against 劳动法 第二十五条 (一) "在试用期间被证明不符合录用条件的": the
    condition's 不 negates 录用条件, not 试用期, so the user's words deny it; the reply had called the dismissal lawful."""
    unfit = "劳动者有下列情形之一的，用人单位可以解除劳动合同:……（一）在试用期间被证明不符合录用条件的"
    question = "公司跟我签的劳动合同里没写试用期，入职三个月后说我试用期不合格要辞退我，合法吗？"
    assert [(d.said, d.condition) for d in denied(unfit, question)] == [("没写试用期", "（一）在试用期间被证明不符合录用条件的")]
    assert denied(unfit, "我还在试用期，公司说我不符合录用条件要辞退我，合法吗？") == []


def test_an_unsigned_contract_denies_no_condition_but_signing_one() -> None:
    """stranger55 v2 (session 45, blind): a guard of three years, dismissed without a signed contract, was told 劳动合同法
    第八十七条 ("用人单位违反本法规定解除或者终止劳动合同的") did not reach him because "没跟我签劳动合同"."""
    guard = "我在一家公司当了三年保安，公司一直没跟我签劳动合同，现在突然说不用我了，我能要什么补偿？"
    assert denied("用人单位违反本法规定解除或者终止劳动合同的，应当依照本法第四十七条规定的经济补偿标准的二倍向劳动者支付赔偿金", guard) == []
    [signing] = denied("用人单位与劳动者订立书面劳动合同的，劳动合同自双方签字之日起生效", guard)
    assert signing.said.startswith("没跟我签劳动合同")


def test_a_gift_already_handed_over_is_past_the_time_to_revoke_it() -> None:
    """stranger54 u8 (session 45, blind): wedding money given, the couple divorced, and the reply said "是的……你能把钱要回来"
    under 民法典 第六百五十八条. A gift not yet handed over is still within it."""
    clause = "赠与人在赠与财产的权利转移之前可以撤销赠与"
    [late] = denied(clause, "朋友结婚时我随了5000元份子钱，现在他们离婚了，我能把钱要回来吗？")
    assert (late.said, late.condition) == ("朋友结婚时我随了5000元份子钱", "在赠与财产的权利转移之前")
    reply = with_notice("依据……\n\n结论：是的，你能把钱要回来。", [late], "zh", clause)
    assert "不能依照这一条得出“可以撤销赠与”的结果" in reply and "你能把钱要回来" not in reply
    assert denied(clause, "我答应给侄子一辆车，还没过户，现在想反悔可以吗") == []


def test_a_stated_quantity_outside_a_conditions_bound_denies_it() -> None:
    """stranger57 x6 (session 46, blind): eight years at the firm was mapped as meeting 劳动合同法 第十四条 (一)."""
    clause = ("有下列情形之一，劳动者提出或者同意续订、订立劳动合同的，除劳动者提出订立固定期限劳动合同外，应当订立无固定期限劳动合同:……"
              "（一）劳动者在该用人单位连续工作满十年的")
    [short] = denied(clause, "我在公司连续干了8年，公司要跟我续签合同，我能要求签无固定期限合同吗？")
    assert (short.said, short.condition) == ("8年", "（一）劳动者在该用人单位连续工作满十年的")
    assert denied(clause, "我在公司连续干了12年，公司要跟我续签合同，我能要求签无固定期限合同吗？") == []
    assert denied(clause, "公司要跟我续签合同，我能要求签无固定期限合同吗？") == []
    mapped = "依据……\n\n案件事实对应到它的条件：\n- 你连续干了8年，符合“（一）劳动者在该用人单位连续工作满十年的”条件。\n\n结论：可以。"
    reply = with_notice(mapped, [short], "zh", clause)
    assert "你连续干了8年，不符合“（一）劳动者在该用人单位连续工作满十年的”条件" in reply and "结论：可以。" not in reply


def test_an_exceptions_piece_is_no_condition_the_users_words_can_deny() -> None:
    """side by side 954 (session 47): 民间借贷规定 第二十九条's "但是总计超过……四倍的部分" read as a condition that "利息未超过……4倍"
    denied; the lender was told the article did not apply to the very total it caps."""
    clause = ("出借人与借款人既约定了逾期利率，又约定了违约金或者其他费用，出借人可以选择主张逾期利息、违约金或者其他费用，也可以一并主张，"
              "但是总计超过合同成立时一年期贷款市场报价利率四倍的部分，人民法院不予支持")
    asked = ("借贷双方约定的利息、逾期利息的利息未超过一年期贷款市场报价利率4倍，但是还约定了违约金或者其他费用。要求借款人支付总计超过一年期"
             "贷款市场报价利率4倍的部分的请求可以得到法院支持吗？")
    assert not any(piece.startswith("但") for piece in conditions(clause))
    assert denied(clause, asked) == []


def test_a_fall_of_ones_own_denies_an_accident_not_of_ones_making() -> None:
    """stranger62 c7 (session 48, blind): "下班路上骑电动车自己摔倒了" was told "这算工伤" under 工伤保险条例 第十四条 (六), whose accident
    must not be mainly the worker's own; one the worker was hit in is still met."""
    item = "职工有下列情形之一的，应当认定为工伤：……(六)在上下班途中，受到非本人主要责任的交通事故或者城市轨道交通、客运轮渡、火车事故伤害的"
    [denial] = denied(item, "我下班路上骑电动车自己摔倒了，把腿摔骨折了，这算工伤吗？")
    assert denial.said == "自己摔倒" and "非本人主要责任" in denial.condition
    assert denied(item, "我下班路上骑电动车被汽车撞了，交警认定对方全责，这算工伤吗？") == []


def test_a_longer_denied_thing_must_share_more_than_a_partys_name_with_the_condition() -> None:
    """"没有约定合伙期限" denies 合伙企业法 第四十五条's "合伙协议约定合伙期限的", not 第五十一条's "合伙人退伙", which shares only 合伙
    (stranger64 e8 re-asked, session 49: the reply said the partner's leaving was a condition not met)."""
    question = "我和朋友合伙开了一家奶茶店，没有约定合伙期限，现在他要退伙，要我把他投的10万元全部退给他，我必须全退吗？"
    assert denied("合伙人退伙，其他合伙人应当与该退伙人按照退伙时的合伙企业财产状况进行结算，退还退伙人的财产份额", question) == []
    assert [d.condition for d in denied("合伙协议约定合伙期限的，在合伙企业存续期间，有下列情形之一的，合伙人可以退伙：", question)] \
        == ["合伙协议约定合伙期限的"]


def test_a_thing_denied_denies_only_a_condition_that_names_it() -> None:
    """stranger72 m8 (session 51, blind): "我把车借给一个没有驾照的朋友开" — 驾照 is 机动车驾驶证 in the statutes' words, and its pair
    机动 had the user deny 民法典 第一千二百零九条's "机动车所有人、管理人与使用人不是同一人时"; the pick then moved to 道路交通安全法
    第九十八条 (uninsured cars). A condition naming the licence is still denied by it."""
    clause = ("因租赁、借用等情形机动车所有人、管理人与使用人不是同一人时，发生交通事故造成损害，属于该机动车一方责任的，由机动车使用人承担"
              "赔偿责任；机动车所有人、管理人对损害的发生有过错的，承担相应的赔偿责任")
    question = "我把车借给一个没有驾照的朋友开，他撞伤了人，我要承担责任吗？"
    assert denied(clause, question) == []
    assert [d.condition for d in denied("驾驶人持有机动车驾驶证的，可以驾驶准驾车型的机动车", question)] == ["驾驶人持有机动车驾驶证的"]


def test_a_minors_age_denies_the_article_on_the_other_status_of_minors() -> None:
    """民法典 第十九条/第二十条: a 12-year-old has limited capacity, a 5-year-old none; 第一千一百九十九条 (无民事行为能力人 at school)
    does not reach the first, 第一千二百条 (限制民事行为能力人) not the second (stranger72 m10, session 51, blind). An article on
    both reaches each."""
    no_capacity = "无民事行为能力人在幼儿园、学校或者其他教育机构学习、生活期间受到人身损害的，幼儿园、学校或者其他教育机构应当承担侵权责任"
    limited = "限制民事行为能力人在学校或者其他教育机构学习、生活期间受到人身损害，学校或者其他教育机构未尽到教育、管理职责的，应当承担侵权责任"
    both = "无民事行为能力人、限制民事行为能力人造成他人损害的，由监护人承担侵权责任"
    twelve, five = "我儿子12岁，在学校被同学打伤了，学校要承担责任吗？", "我女儿5岁，在幼儿园被同学打伤了，幼儿园要承担责任吗？"
    assert [d.said for d in denied(no_capacity, twelve)] == ["12岁"] and denied(limited, twelve) == []
    assert [d.said for d in denied(limited, five)] == ["5岁"] and denied(no_capacity, five) == []
    assert denied(both, twelve) == [] and denied(both, five) == []


TICKET = ("旅客因自己的原因不能按照客票记载的时间乘坐的，应当在约定的期限内办理退票或者变更手续；逾期办理的，承运人可以不退票款，"
          "并不再承担运输义务")


def test_a_cause_from_outside_denies_a_condition_of_ones_own_cause() -> None:
    """side by side 1453 (LeCoQA train, session 57): "因为疫情不能乘坐原本预定的高铁" was told "不可以请求退票" under 民法典 第八百一十六条,
    whose terms are for a passenger kept away by their own cause; the legal team: not one's own cause, a refund may be asked."""
    [denial] = denied(TICKET, "因为疫情不能乘坐原本预定的高铁，可以直接请求退票吗？")
    assert denial.said == "因为疫情" and denial.condition.startswith("旅客因自己的原因")
    body = "依据……\n\n结论：不可以请求退票。\n\n依据（案件日期有效的版本）：\n• 第八百一十六条"
    said = with_notice(body, denied(TICKET, "因为疫情不能乘坐原本预定的高铁，可以直接请求退票吗？"), "zh", TICKET)
    assert "不可以请求退票" not in said and "条件“旅客因自己的原因不能按照客票记载的时间乘坐的”不具备" in said
    # the result is what the clause rules, not its condition that holds a 不能 (re-asked, the condition was named as the result)
    assert "不能依照这一条得出“应当在约定的期限内办理退票或者变更手续”的结果" in said
    # one's own cause, told or untold, meets it; a cause that is no outside one ("因为我睡过头了") too
    assert denied(TICKET, "我因为自己有事不能坐原来的高铁了，能退票吗？") == []
    assert denied(TICKET, "我因为睡过头没赶上高铁，能退票吗？") == []
    assert denied(TICKET, "高铁票买了不想坐了，能退吗？") == []
    # a condition of a cause not one's own ("非因本人原因") is met, not denied, by an outside cause
    assert denied("劳动者非因本人原因从原用人单位被安排到新用人单位工作的，原用人单位的工作年限合并计算",
                  "因为公司改制，我被安排到新公司工作，工龄怎么算？") == []


def test_a_refused_consent_meets_a_ban_whose_exception_is_consent() -> None:
    """stranger102 j7 (session 57, blind): "房东没经过我同意就进了我租的房子" was told the condition "除法律另有规定或者权利人明确同意外" of
    民法典 第一千零三十三条 was not met: consent there is the exception, and its absence leaves the ban standing."""
    privacy = "除法律另有规定或者权利人明确同意外，任何组织或者个人不得实施下列行为：……（二）进入、拍摄、窥视他人的住宅、宾馆房间等私密空间"
    assert denied(privacy, "房东没经过我同意就进了我租的房子，还翻了我的东西，这样违法吗？") == []
    assert denied("用人单位与劳动者协商一致，可以变更劳动合同约定的内容", "公司没经过我同意就把我调岗了")  # consent a rule needs still is
