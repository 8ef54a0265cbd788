"""A conclusion resting on the branch of an article whose condition the user never raised is said to be so."""

from core.unraised import unraised, with_unraised
from index.statutory_words import with_statutory_words

ARTICLE_1209 = ("因租赁、借用等情形机动车所有人、管理人与使用人不是同一人时，发生交通事故造成损害，属于该机动车一方责任的，"
                "由机动车使用人承担赔偿责任；机动车所有人、管理人对损害的发生有过错的，承担相应的赔偿责任。")
OWNER = "朋友借我的车开，撞伤了行人，交警认定朋友全责，我作为车主要赔钱吗？"


def test_the_owner_told_to_pay_hears_the_user_pays_and_he_only_on_his_fault() -> None:
    """stranger13 Q1: "结论：你作为车主要赔钱" from 民法典 第一千二百零九条, whose owner pays only where at fault; stranger56 w5
    (session 46, blind): "你作为机动车所有人，对损害的发生有过错，因此需要承担赔偿责任", a fault the user never told."""
    for drafted in ("结论：你作为车主要赔钱。", "结论：你作为机动车所有人，对损害的发生有过错，因此需要承担赔偿责任。"):
        body, added = with_unraised("依据……\n\n" + drafted, ARTICLE_1209, OWNER, "机动车所有人", "zh")
        assert added and drafted not in body and body.startswith("依据……\n\n结论：依照这一条，")
        conclusion = body[body.index("结论："):]
        assert conclusion.index("由机动车使用人承担赔偿责任") < conclusion.index("只有在“机动车所有人、管理人对损害的发生有过错”的情况下，才“承担相应的赔偿责任”")


def test_the_main_branch_a_raised_condition_and_a_rule_of_one_branch_need_no_notice() -> None:
    assert unraised(ARTICLE_1209, "结论：车主一般不用赔，由使用人承担赔偿责任。", OWNER, "机动车所有人") is None
    assert unraised(ARTICLE_1209, "结论：你作为车主要赔钱。", OWNER + "我对事故的发生有过错", "机动车所有人") is None
    single = "宾馆、商场……的经营者、管理者……，未尽到安全保障义务，造成他人损害的，应当承担侵权责任。"
    assert unraised(single, "结论：商场应当承担侵权责任。", "我在商场滑倒了，商场要赔吗？", None) is None
    assert with_unraised("结论：你作为车主要赔钱。", ARTICLE_1209, OWNER, "机动车所有人", "en") == ("结论：你作为车主要赔钱。", False)


def test_a_branch_that_only_sets_the_scene_gets_no_notice() -> None:
    """everyday-a1 (session 28): an online buyer was told 第二十五条 holds only "经营者采用网络……销售商品，但下列商品除外"
    — the scene, not a condition — and the notice quoted the clause inside itself."""
    article = ("经营者采用网络、电视、电话、邮购等方式销售商品，消费者有权自收到商品之日起七日内退货，且无需说明理由，但下列商品除外：\n"
               "（一）消费者定作的；\n除前款所列商品外，其他根据商品性质并经消费者在购买时确认不宜退货的商品，不适用无理由退货。")
    body = "案件事实对应到它的条件：\n- 你是在网上买了一件羽绒服。\n\n结论：消费者有权自收到商品之日起七日内退货，且无需说明理由。"
    question = "我在网上买了一件羽绒服，收到后第三天想退，商家说打折商品不退，可以吗？"
    assert with_unraised(body, article, question, "买受人", "zh") == (body, False)


#: 婚姻家庭编解释（一）第二十八条 第一款.
SOLD = "一方未经另一方同意出售夫妻共同所有的房屋，第三人善意购买、支付合理对价并已办理不动产登记，另一方主张追回该房屋的，人民法院不予支持"
#: stranger40 u5 (session 39, blind).
WIFE = "我老公背着我把我们婚后买的房子卖了，我能把房子要回来吗？"


def test_a_refusal_resting_on_a_condition_the_user_never_raised_says_so() -> None:
    body = "依据……\n\n案件事实对应到它的条件：\n1. 你老公背着你把你们婚后买的房子卖了。\n\n结论：你不能把房子要回来。"
    reply, added = with_unraised(body, SOLD, WIFE, None, "zh", SOLD)
    assert added
    assert ("注意：这一条的结果（“人民法院不予支持”）以“第三人善意购买、支付合理对价并已办理不动产登记”为条件；你的描述没有提到这一点"
            in reply)
    assert reply.index("注意：这一条的结果") < reply.index("结论：你不能把房子要回来。")


def test_a_refusal_on_conditions_the_user_raised_or_a_conclusion_refusing_the_other_side_adds_nothing() -> None:
    raised = "我老公背着我把房子卖了，买家是善意购买的，支付了合理对价，也办理了不动产登记，我能要回来吗？"
    body = "依据……\n\n结论：你不能把房子要回来。"
    assert with_unraised(body, SOLD, raised, None, "zh", SOLD) == (body, False)
    other = "依据……\n\n结论：不可以。商家不能拒绝退货。"
    assert with_unraised(other, SOLD, WIFE, None, "zh", SOLD) == (other, False)
    assert with_unraised(body, SOLD, WIFE, None, "zh") == (body, False), "no clause opened the reply"


def test_a_duty_of_the_other_side_in_one_sentence_is_not_conditioned_on_the_next_sentences_condition() -> None:
    """everyday c4 (session 39's evaluation): "你不能拒绝" under 劳动合同法 第三十一条 was told "这一条的结果（“不得强迫或者变相强迫
    劳动者加班”）以“用人单位安排加班”为条件": the prohibition binds the employer, and the condition is the next sentence's."""
    clause = "用人单位应当严格执行劳动定额标准，不得强迫或者变相强迫劳动者加班。用人单位安排加班的，应当按照国家有关规定向劳动者支付加班费"
    body = "依据……\n\n结论：你不能拒绝。"
    assert with_unraised(body, clause, "公司要求我每天加班到晚上十点，不给加班费，我能拒绝吗？", None, "zh", clause) == (body, False)


CC_1200 = "限制民事行为能力人在学校或者其他教育机构学习、生活期间受到人身损害，学校或者其他教育机构未尽到教育、管理职责的，应当承担侵权责任"
CC_1198_2 = "因第三人的行为造成他人损害的，由第三人承担侵权责任；经营者、管理者或者组织者未尽到安全保障义务的，承担相应的补充责任"


def test_a_liability_laid_only_on_fault_the_user_never_told_is_said_to_hold_only_on_it() -> None:
    """stranger41 v10 (session 40, blind): "孩子上小学二年级，在学校被同学打伤了，学校要负责吗" was told under 民法典 第一千二百条
    "学校应当承担侵权责任", though the article lays it on the school only where it failed its duties."""
    question = "孩子上小学二年级，在学校被同学打伤了，学校要负责吗？"
    body, added = with_unraised(f"依据……第一千二百条：“{CC_1200}”\n\n结论：学校应当承担侵权责任。", CC_1200, question, None, "zh", CC_1200)
    assert added and "以“学校或者其他教育机构未尽到教育、管理职责”为条件" in body
    assert body.index("注意") < body.index("结论")
    told = "孩子在学校被同学打伤了，当时老师在场也不管，学校要负责吗？"
    assert not with_unraised("结论：学校应当承担侵权责任。", CC_1200, told, None, "zh", CC_1200)[1]  # the fault is told
    assert not with_unraised("结论：学校不承担责任。", CC_1200, question, None, "zh", CC_1200)[1]  # no liability laid
    # the conclusion repeats no fault sentence's result: "承担相应的补充责任" is not "承担侵权责任"
    assert not with_unraised("结论：超市应当承担侵权责任。", CC_1198_2, "我在超市滑倒了，超市要赔吗？", None, "zh", CC_1198_2)[1]


def test_a_right_to_damages_given_only_for_the_other_sides_fault_is_said_to_hold_only_on_it() -> None:
    """stranger95 e6 (session 56, blind): "我把钱交给朋友帮我炒股，结果亏了一半，他要赔我吗" was told under 民法典 第九百二十九条
    "委托人可以请求赔偿损失", though the article gives it only for the agent's fault; a loss alone is not one."""
    article = ("有偿的委托合同，因受托人的过错造成委托人损失的，委托人可以请求赔偿损失。无偿的委托合同，因受托人的故意或者重大过失造成委托人"
               "损失的，委托人可以请求赔偿损失。")
    body = f"依据《中华人民共和国民法典》第九百二十九条：“{article[:-1]}”\n\n结论：委托人可以请求赔偿损失。"
    noted, added = with_unraised(body, article, "我把钱交给朋友帮我炒股，结果亏了一半，他要赔我吗？", None, "zh", article)
    assert added and "以“因受托人的过错造成委托人损失”为条件；你的描述没有提到这一点" in noted
    told = "朋友帮我炒股，我让他止损他故意不卖，结果亏了一半，他要赔我吗？"
    assert not with_unraised(body, article, told, None, "zh", article)[1]  # the fault is told
    refused = body.replace("委托人可以请求赔偿损失。", "你不能要求他赔偿。")
    assert not with_unraised(refused, article, "朋友帮我炒股亏了，他要赔我吗？", None, "zh", article)[1]  # no claim granted


def test_the_parties_names_raise_no_condition_of_the_other_sides_right() -> None:
    """stranger96 f3 (session 56, blind): a tenant whose landlord wants more rent mid-lease was told under 民法典 第七百一十六条
    "房东有权解除合同，因为你是未经出租人同意转租的"; "房东" brings 出租人 and 承租人 to the user's words, and they had counted as
    raising "承租人未经出租人同意转租"."""
    from index.statutory_words import with_statutory_words

    clause = "承租人未经出租人同意转租的，出租人可以解除合同"
    question = "我和房东签了一年租房合同，住了三个月房东要涨房租，不同意就让我搬走，可以吗"
    body = f"依据《中华人民共和国民法典》第七百一十六条：“{clause}”\n\n结论：房东有权解除合同，因为你是未经出租人同意转租的。"
    said, changed = with_unraised(body, clause, with_statutory_words(question), "承租人", "zh", clause, told=question)
    assert changed and "只有在“承租人未经出租人同意转租”的情况下，才“出租人可以解除合同”" in said
    sublet = "我把租的房子转租给了朋友，房东没同意，现在房东要解除合同，可以吗"
    assert not with_unraised(body, clause, with_statutory_words(sublet), "承租人", "zh", clause, told=sublet)[1]


def test_a_claim_on_a_place_liable_only_for_its_failed_duty_is_said_to_hold_only_on_it() -> None:
    """stranger96 f1 (session 56, re-asked): a car scratched in a mall's free car park, "商场说停车免费不负责", was told under 民法典
    第一千一百九十八条 "你有权要求商场赔偿": the claim repeats no words of the liability, and the mall's disclaimer ("不负责") had
    read as a fault the user told."""
    clause = ("宾馆、商场、银行、车站、机场、体育场馆、娱乐场所等经营场所、公共场所的经营者、管理者或者群众性活动的组织者，未尽到安全保障义务，"
              "造成他人损害的，应当承担侵权责任")
    body = f"依据《中华人民共和国民法典》第一千一百九十八条：“{clause}”\n\n结论：商场没有尽到安全保障义务，因此你有权要求商场赔偿。"
    question = "我在商场停车场停车，车被别人划了，商场说停车免费不负责，我能找商场赔吗"
    said, added = with_unraised(body, clause, question, None, "zh", clause)
    assert added and "以“未尽到安全保障义务”为条件" in said
    careless = "我在商场停车场停车，车被别人划了，保安在场也不管，我能找商场赔吗"
    assert not with_unraised(body, clause, careless, None, "zh", clause)[1]  # the fault is told


def test_a_clause_quoted_in_the_conclusion_grants_nothing_of_its_own() -> None:
    """side by side 548 (LeCoQA train, session 56): "我在先使用的商标被别人注册了，我还能继续使用吗" was answered "可以。依据该条规定：
    “……注册商标专用权人无权禁止该使用人……继续使用该商标，但可以要求其附加适当区别标识”", and the quoted "可以要求" was then read as
    the conclusion granting the registrant a right on a condition untold, and the answer replaced."""
    clause = ("商标注册人申请商标注册前，他人已经在同一种商品或者类似商品上先于商标注册人使用与注册商标相同或者近似并有一定影响的商标的，"
              "注册商标专用权人无权禁止该使用人在原使用范围内继续使用该商标，但可以要求其附加适当区别标识")
    body = f"依据《中华人民共和国商标法》第五十九条：“{clause}”\n\n结论：可以。依据该条规定：“{clause}”。"
    assert with_unraised(body, clause, "我在先使用的商标被别人注册了，我还能继续使用吗？", None, "zh", clause) == (body, False)


LABOUR_LAW_26 = ("有下列情形之一的，用人单位可以解除劳动合同，但是应当提前三十日以书面形式通知劳动者本人:\n"
                 "（一）劳动者患病或者非因工负伤，医疗期满后，不能从事原工作也不能从事由用人单位另行安排的工作的；\n"
                 "（二）劳动者不能胜任工作，经过培训或者调整工作岗位，仍不能胜任工作的；\n"
                 "（三）劳动合同订立时所依据的客观情况发生重大变化，致使原劳动合同无法履行，经当事人协商不能就变更劳动合同达成协议的。")
CLAUSE_26_3 = ("有下列情形之一的，用人单位可以解除劳动合同，但是应当提前三十日以书面形式通知劳动者本人:……（三）劳动合同订立时所依据的客观情况"
               "发生重大变化，致使原劳动合同无法履行，经当事人协商不能就变更劳动合同达成协议的")


def test_a_right_of_the_other_side_on_a_listed_case_the_user_never_told_holds_only_on_it() -> None:
    """stranger42 w8 (session 40, blind): a worker who refused a move to another city was told under 劳动法 第二十六条 (三)
    "公司可以解除劳动合同", with a notice that the rule held only "有下列情形之一" (item (二) read as a branch)."""
    question = "公司要把我从北京调到外地工作，我不同意，公司说我不服从安排要开除我，可以吗？"
    body, added = with_unraised("依据……\n\n结论：公司可以解除劳动合同，但是应当提前三十日以书面形式通知劳动者本人。", LABOUR_LAW_26,
                                question, "劳动者", "zh", CLAUSE_26_3)
    assert added and "结论：依照这一条，只有在“劳动合同订立时所依据的客观情况发生重大变化" in body and "有下列情形之一”" not in body
    assert "公司可以解除劳动合同" not in body and "才“用人单位可以解除劳动合同”" in body
    told = "公司搬迁导致原劳动合同无法履行，经协商不能就变更劳动合同达成协议，公司要解除合同，可以吗？"
    assert not with_unraised("结论：公司可以解除劳动合同。", LABOUR_LAW_26, told, "劳动者", "zh", CLAUSE_26_3)[1]
    assert not with_unraised("结论：你可以解除劳动合同。", LABOUR_LAW_26, question, "劳动者", "zh", CLAUSE_26_3)[1]  # the user's own right


WAGES_15 = ("用人单位不得克扣劳动者工资。有下列情况之一的，用人单位可以代扣劳动者工资：（一）用人单位代扣代缴的个人所得税；（二）用人单位代扣代缴的"
            "应由劳动者个人负担的各项社会保险费用；（三）法院判决、裁定中要求代扣的抚养费、赡养费；（四）法律、法规规定可以从劳动者工资中扣除的其他费用。")
CLAUSE_15_4 = "用人单位不得克扣劳动者工资。有下列情况之一的，用人单位可以代扣劳动者工资：……（四）法律、法规规定可以从劳动者工资中扣除的其他费用"


def test_approving_the_other_sides_act_on_a_listed_case_the_user_never_told_holds_only_on_it() -> None:
    """stranger46 a9 (session 42): a fine for being late taken from pay was told "直接从工资里扣是合法的" under 工资支付暂行规定
    第十五条, which forbids 克扣 and lets the employer deduct only in the cases it lists; a fine is none of them."""
    question = "公司规定迟到一次罚款200元，直接从工资里扣，这合法吗？"
    body, changed = with_unraised("依据……\n\n结论：公司规定迟到一次罚款200元，直接从工资里扣是合法的。", WAGES_15, question, "劳动者", "zh",
                                  CLAUSE_15_4)
    assert changed and "是合法的" not in body and "才“用人单位可以代扣劳动者工资”" in body
    unsaid = with_unraised("结论：公司规定迟到一次罚款200元，直接从工资里扣是合法的。", WAGES_15, question, None, "zh", CLAUSE_15_4)
    assert unsaid[1], "asked without saying who the user is (the question as stranger46 put it), the grant is still the company's"
    taxed = "公司每个月从我工资里扣个人所得税，这合法吗？"
    clause = "有下列情况之一的，用人单位可以代扣劳动者工资：……（一）用人单位代扣代缴的个人所得税"
    assert not with_unraised("结论：公司代扣个人所得税是合法的。", WAGES_15, taxed, "劳动者", "zh", clause)[1]


def test_a_courts_support_resting_on_a_listed_case_never_told_is_replaced() -> None:
    """stranger50 q4 (blind, session 44): the wife married and living together was told "法院会支持男方要求你家退还彩礼" on item (三)
    "婚前给付并导致给付人生活困难", which nobody told; the conclusion says the court supports the return only in that case."""
    clause = "当事人请求返还按照习俗给付的彩礼的，如果查明属于以下情形，人民法院应当予以支持：……（三）婚前给付并导致给付人生活困难"
    question = "我们结婚登记两年了，一直住在一起，现在要离婚，男方要我家退还彩礼，法院会支持吗？"
    body = "案件事实对应到它的条件：\n1. 你们结婚登记两年了。\n\n结论：法院会支持男方要求你家退还彩礼。"
    said, changed = with_unraised(body, clause, question, "person", "zh", clause)
    assert changed and "法院会支持男方" not in said
    assert said.endswith("结论：依照这一条，只有在“婚前给付并导致给付人生活困难”的情况下，才“人民法院应当予以支持”；"
                         "你的描述没有提到这一点，不能依照这一条得出这个结果。")
    refused = "案件事实对应到它的条件：\n1. 你们结婚登记两年了。\n\n结论：法院不会支持。"
    assert with_unraised(refused, clause, question, "person", "zh", clause) == (refused, False)


#: 民法典 第一千一百九十八条 第二款, as the pick quotes it for a theft in a restaurant.
THIRD_PARTY = ("因第三人的行为造成他人损害的，由第三人承担侵权责任；经营者、管理者或者组织者未尽到安全保障义务的，承担相应的补充责任。"
               "经营者、管理者或者组织者承担补充责任后，可以向第三人追偿")
STOLEN = "我在饭店吃饭，手机放在桌上被人偷了，饭店要赔吗？"


def test_the_place_told_to_pay_for_a_thiefs_act_pays_only_on_its_own_fault() -> None:
    """stranger56 w7 (session 46, blind): "饭店要赔手机" under 第二款, which lays the harm on the thief."""
    body, changed = with_unraised("依据……\n\n结论：饭店要赔手机。", THIRD_PARTY, STOLEN, None, "zh", THIRD_PARTY)
    conclusion = body[body.index("结论："):]
    assert changed and "饭店要赔手机" not in body
    assert conclusion.index("由第三人承担侵权责任") < conclusion.index("只有在“经营者、管理者或者组织者未尽到安全保障义务”的情况下")
    told_fault = "我在饭店吃饭，手机被人偷了，服务员看着也不管，饭店要赔吗？"
    assert with_unraised("结论：饭店要赔手机。", THIRD_PARTY, told_fault, None, "zh", THIRD_PARTY) == ("结论：饭店要赔手机。", False)
    freed = "结论：小偷要赔，饭店不用赔。"
    assert with_unraised(freed, THIRD_PARTY, STOLEN, None, "zh", THIRD_PARTY) == (freed, False)


def test_a_condition_the_users_words_deny_is_not_called_unmentioned() -> None:
    """stranger57 x6 (session 46): after "你说“8年”，而这一条的条件是……满十年的" the code conclusion had said "你的描述没有提到这一点"."""
    clause = ("用人单位与劳动者协商一致，可以订立无固定期限劳动合同。有下列情形之一，劳动者提出或者同意续订、订立劳动合同的，除劳动者"
              "提出订立固定期限劳动合同外，应当订立无固定期限劳动合同:……（一）劳动者在该用人单位连续工作满十年的")
    asked = "我在公司连续干了8年，公司要跟我续签合同，我能要求签无固定期限合同吗？"
    noted = "依据……\n注意：你说“8年”，而这一条的条件是“（一）劳动者在该用人单位连续工作满十年的”：这个条件不具备时，不能依照这一条得出它规定的结果。\n\n"
    body, changed = with_unraised(noted + "结论：公司可以和你订立无固定期限劳动合同。", clause, asked, "劳动者", "zh", clause,
                                  ["（一）劳动者在该用人单位连续工作满十年的"])
    assert changed and "按你所说，这个条件不具备" in body and "你的描述没有提到这一点" not in body
    plain, _ = with_unraised("依据……\n\n结论：公司可以和你订立无固定期限劳动合同。", clause, "公司要跟我续签合同，我能要求签无固定期限合同吗？",
                             "劳动者", "zh", clause)
    assert "你的描述没有提到这一点" in plain


def test_a_fault_told_in_everyday_words_is_raised() -> None:
    """stranger72 m8 (session 51): "借给一个没有驾照的朋友" is, in the statutes' words, the owner's fault ("对损害的发生有过错"), so a
    conclusion that the owner answers for it rests on a condition the user raised and gets no untold-condition notice."""
    from index.statutory_words import with_statutory_words

    article = ("因租赁、借用等情形机动车所有人、管理人与使用人不是同一人时，发生交通事故造成损害，属于该机动车一方责任的，由机动车使用人"
               "承担赔偿责任；机动车所有人、管理人对损害的发生有过错的，承担相应的赔偿责任。")
    clause = "机动车所有人、管理人对损害的发生有过错的，承担相应的赔偿责任。"
    body = f"依据《中华人民共和国民法典》第一千二百零九条：“{clause[:-1]}”\n\n结论：你需要承担相应的赔偿责任。"
    question = "我把车借给一个没有驾照的朋友开，他撞伤了人，我要承担责任吗？"
    assert with_unraised(body, article, with_statutory_words(question), "机动车所有人", "zh", clause) == (body, False)
    assert with_unraised(body, article, "朋友借了我的车，开车时撞了人，我要赔吗？", "机动车所有人", "zh", clause)[1] is True  # no fault told


CC_1091 = ("有下列情形之一，导致离婚的，无过错方有权请求损害赔偿：\n（一）重婚；\n（二）与他人同居；\n（三）实施家庭暴力；\n"
           "（四）虐待、遗弃家庭成员；\n（五）有其他重大过错。")


def test_a_result_drawn_from_a_list_lead_in_alone_names_the_cases_it_needs() -> None:
    """stranger83 y9 (session 53, blind): "我丈夫出轨了，离婚时我能要求他赔偿吗" was told "丈夫出轨导致离婚，无过错方有权请求损害赔偿"
    from 民法典 第一千零九十一条's lead-in, no listed case told."""
    body = "依据X\n\n案件事实对应到它的条件：\n1. 丈夫出轨\n\n结论：丈夫出轨导致离婚，无过错方有权请求损害赔偿。"
    lead = "有下列情形之一，导致离婚的，无过错方有权请求损害赔偿："
    said, changed = with_unraised(body, CC_1091, "我丈夫出轨了，离婚时我能要求他赔偿吗？", None, "zh", lead)
    assert changed and "丈夫出轨导致离婚，无过错方有权请求损害赔偿" not in said
    assert "以存在下列情形之一为条件：重婚；与他人同居；实施家庭暴力；虐待、遗弃家庭成员；有其他重大过错。" in said
    item = "有下列情形之一，导致离婚的，无过错方有权请求损害赔偿：……（二）与他人同居"
    assert with_unraised(body, CC_1091, "我丈夫和别人同居了，离婚时我能要求他赔偿吗？", None, "zh", item) == (body, False)


def test_a_party_said_to_pay_on_a_condition_the_user_never_told_gets_the_condition_named() -> None:
    """stranger86 b1 (session 54, re-asked): "平台有责任吗" was answered "平台有责任赔偿你" under 食品安全法 第一百三十一条's "……不能提供
    入网食品经营者的真实名称、地址和有效联系方式的，由网络食品交易第三方平台提供者赔偿", a condition the user never told."""
    clause = "网络食品交易第三方平台提供者不能提供入网食品经营者的真实名称、地址和有效联系方式的，由网络食品交易第三方平台提供者赔偿"
    question = "我在外卖平台点的餐里吃出了头发，平台说让我找商家，平台有责任吗？"
    body = f"依据……“{clause}”\n\n案件事实对应到它的条件：\n- 你在外卖平台点的餐里吃出了头发\n\n结论：平台有责任赔偿你。"
    told, changed = with_unraised(body, clause, question, None, "zh", clause)
    assert changed and "平台有责任赔偿你" not in told
    assert "只有在“网络食品交易第三方平台提供者不能提供入网食品经营者的真实名称、地址和有效联系方式”的情况下" in told
    # a conclusion that denies the platform pays is not this check's
    denied = body.replace("平台有责任赔偿你", "平台不需要赔偿你，你应当找商家")
    assert with_unraised(denied, clause, question, None, "zh", clause) == (denied, False)


def test_a_duty_laid_on_the_user_on_a_condition_never_told_is_replaced_by_the_condition() -> None:
    """stranger91 b1 (session 55, blind): a worker in probation asked to repay onboarding training was told "你需要赔入职培训费"
    under 劳动合同法 第二十二条, whose duty to pay rests on breaking an agreed 服务期; one who told of the 服务期 keeps the answer, as
    does a refusal."""
    clause = "劳动者违反服务期约定的，应当按照约定向用人单位支付违约金"
    article = clause + "。违约金的数额不得超过用人单位提供的培训费用。"
    question = "我入职才一个月，还在试用期，想辞职，公司说要我赔入职培训费，我需要赔吗"
    body, changed = with_unraised("依据……\n\n结论：你需要赔入职培训费。", article, question, "劳动者", "zh", clause)
    assert changed and "只有在“劳动者违反服务期约定”的情况下" in body and "需要赔入职培训费" not in body
    told = "我和公司签了三年服务期协议，公司出钱送我去国外培训，现在我想提前走，要赔违约金吗"
    assert with_unraised("依据……\n\n结论：你需要支付违约金。", article, told, "劳动者", "zh", clause)[1] is False
    assert with_unraised("依据……\n\n结论：你不需要赔。", article, question, "劳动者", "zh", clause)[1] is False


def test_a_duty_on_a_fault_is_left_to_the_fault_checks() -> None:
    """stranger86 b2 (session 54): lending a car to a friend without a licence is the owner's fault under 民法典 第一千二百零九条, and
    the right "你要承担责任" stays though the user never says "过错"."""
    article = ("因租赁、借用等情形机动车所有人、管理人与使用人不是同一人时，发生交通事故造成损害，属于该机动车一方责任的，由机动车使用人承担"
               "赔偿责任；机动车所有人、管理人对损害的发生有过错的，承担相应的赔偿责任。")
    question = "我把车借给没有驾照的朋友开，他撞了人，我要承担责任吗？"
    body = "依据……\n\n结论：你把车借给没有驾照的朋友开，他撞了人，你要承担责任。"
    assert with_unraised(body, article, question, "机动车所有人", "zh")[1] is False


def test_performance_unlike_the_contract_told_in_everyday_words_raises_its_condition() -> None:
    """stranger91 b8 (session 55, blind): tiles of another brand than "合同写的" are work "不符合约定" (民法典 第八百零一条), and the right
    "发包人有权要求……返工" had been replaced as resting on an untold condition."""
    from core.unraised import unraised_grant

    clause = "因施工人的原因致使建设工程质量不符合约定的，发包人有权请求施工人在合理期限内无偿修理或者返工、改建"
    conclusion = "结论：装修公司用的瓷砖跟合同写的牌子不一样，发包人有权要求施工人在合理期限内无偿修理或者返工、改建。"
    assert unraised_grant(clause, conclusion, "我家装修，装修公司用的瓷砖跟合同写的牌子不一样，能要求他们返工吗", None) is None
    assert unraised_grant(clause, conclusion, "我家装修，装修公司说要加钱才能返工", None) is not None


def test_a_penalty_on_a_listed_case_the_user_never_told_is_replaced_by_the_case() -> None:
    """stranger93 d3 (session 55, re-asked after its bridge): "我的信用卡逾期了三个月没还……我会坐牢吗" was told "会坐牢" under 刑法
    第一百九十六条 (四) "恶意透支的"; one who told of it keeps the answer, as does "不会坐牢"."""
    clause = ("有下列情形之一，进行信用卡诈骗活动，数额较大的，处五年以下有期徒刑或者拘役，并处二万元以上二十万元以下罚金：……"
              "（四）恶意透支的")
    question = "我的信用卡逾期了三个月没还，银行说要起诉我，我会坐牢吗"
    # as the drafting stage calls it: the facts with the statutes' words (a bridge raises "恶意透支"), the user's own words apart
    body, changed = with_unraised("依据……\n\n结论：持卡人逾期三个月没还，会坐牢。", clause, with_statutory_words(question), None, "zh",
                                  clause, (), question)
    assert changed and "只有在“恶意透支”的情况下" in body and "会坐牢" not in body
    assert with_unraised("依据……\n\n结论：一般不会坐牢。", clause, question, None, "zh", clause)[1] is False
    told = "我用信用卡恶意透支了5万，银行催了两次我也没还，会坐牢吗"
    assert with_unraised("依据……\n\n结论：可能会坐牢。", clause, told, None, "zh", clause)[1] is False
