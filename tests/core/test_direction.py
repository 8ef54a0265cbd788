"""The direction of a legal statement, read from real statute sentences and replies."""

from __future__ import annotations

import pytest

from core.direction import PERSON, conflict, conditions_not_met, contradiction, directions, swapped_parties

#: (sentence, kind, positive, party) of the stance that decides it.
STATUTE_SENTENCES = [
    ("劳动者有下列情形之一的，用人单位不得依照本法第四十条、第四十一条的规定解除劳动合同", "permission", False, "用人单位"),
    ("劳动者提前三十日以书面形式通知用人单位，可以解除劳动合同。", "permission", True, "劳动者"),
    ("用人单位自用工之日起超过一个月不满一年未与劳动者订立书面劳动合同的，应当向劳动者每月支付二倍的工资。", "obligation", True, "用人单位"),
    ("承租人未经出租人同意转租的，出租人可以解除合同。", "permission", True, "出租人"),
    ("出租人应当履行租赁物的维修义务，但是当事人另有约定的除外。", "obligation", True, "出租人"),
    ("借贷双方没有约定利息，出借人主张支付利息的，人民法院不予支持。", "support", False, None),
    ("借款人提前偿还借款并主张按照实际借款期限计算利息的，人民法院应予支持。", "support", True, None),
    ("无民事行为能力人实施的民事法律行为无效。", "validity", False, None),
    ("租赁物在承租人按照租赁合同占有期限内发生所有权变动的，不影响租赁合同的效力。", "validity", True, None),
    ("饲养的动物造成他人损害的，动物饲养人或者管理人应当承担侵权责任", "liability", True, None),
    ("交通事故的损失是由非机动车驾驶人、行人故意碰撞机动车造成的，机动车一方不承担赔偿责任。", "liability", False, None),
    ("对于累犯和犯罪集团的首要分子，不适用缓刑。", "permission", False, None),
    ("用人单位招用劳动者，不得扣押劳动者的居民身份证和其他证件", "permission", False, "用人单位"),
    ("女方在怀孕期间、分娩后一年内或者终止妊娠后六个月内，男方不得提出离婚", "permission", False, "男方"),
    ("经营者采用网络、电视、电话、邮购等方式销售商品，消费者有权自收到商品之日起七日内退货", "permission", True, "买受人"),
]


@pytest.mark.parametrize(("sentence", "kind", "positive", "party"), STATUTE_SENTENCES)
def test_the_deciding_word_of_a_statute_sentence_is_read_with_its_party(sentence, kind, positive, party) -> None:
    stances = [s for s in directions(sentence, "zh") if s.kind == kind]
    assert stances, f"no {kind} read in {sentence}"
    assert stances[-1].positive is positive
    assert stances[-1].party == party


def test_negation_scope() -> None:
    """不得不 obliges; 并非不可以 permits; 不予支持 is not 予以支持; 所有权 is no 有权."""
    [must] = directions("公司不得不支付加班费。", "zh")
    assert (must.kind, must.positive) == ("obligation", True)
    [may] = directions("公司并非不可以解除合同。", "zh")
    assert (may.kind, may.positive) == ("permission", True)
    assert [s.positive for s in directions("人民法院不予支持。", "zh")] == [False]
    assert [s.positive for s in directions("人民法院予以支持。", "zh")] == [True]
    # "法院不会支持" had been read as its "会支持" (session 44)
    assert [(s.kind, s.positive) for s in directions("结论：法院不会支持。", "zh")] == [("support", False)]
    assert not [s for s in directions("房屋发生所有权变动。", "zh") if s.kind == "permission"]
    [nobody] = [s for s in directions("也没有其他事实能推定他是保证人。", "zh") if s.kind == "permission"]
    assert nobody.positive is False, "没有……能 is a negation"


def test_a_force_no_one_resists_and_a_standard_of_knowledge_rule_on_no_one() -> None:
    """stranger53 t9 (session 45): "因不可抗力……" was read as 不可, "知道或者应当知道" as 应当."""
    assert directions("因不可抗力不能履行合同的，根据不可抗力的影响，部分或者全部免除责任。", "zh")[0].words == "不能"
    assert not directions("时效期间从当事人知道或者应当知道其权利被侵害之日起计算。", "zh")
    assert [s.words for s in directions("当事人应当按照约定全面履行自己的义务。", "zh")] == ["应当"]


def test_questions_are_not_statements() -> None:
    assert directions("公司是否可以解除合同？能否要求赔偿？", "zh") == []


def test_english_directions() -> None:
    read = {(s.kind, s.positive, s.party) for s in directions("No, the employer cannot terminate your contract.", "en")}
    assert ("permission", False, "用人单位") in read and ("answer", False, None) in read
    assert [(s.kind, s.positive) for s in directions("The landlord must carry out the repair.", "en")] == [("obligation", True)]
    assert [(s.kind, s.positive) for s in directions("You need not pay interest.", "en")] == [("obligation", False)]
    assert [(s.kind, s.positive) for s in directions("Such a dismissal is unlawful.", "en")] == [("validity", False)]
    assert [(s.kind, s.positive) for s in directions("The keeper is not liable.", "en")] == [("liability", False)]


def test_the_user_is_a_person_not_a_party() -> None:
    [claim] = [s for s in directions("因此，您可以要求公司支付工资。", "zh") if s.kind == "permission"]
    assert claim.party == PERSON


PREGNANT = "劳动者有下列情形之一的，用人单位不得依照本法第四十条、第四十一条的规定解除劳动合同:（四）女职工在孕期、产期、哺乳期的；"
IOU = ("法人的法定代表人或者非法人组织的负责人以个人名义与出借人订立民间借贷合同，所借款项用于单位生产经营，"
       "出借人请求单位与个人共同承担责任的，人民法院应予支持。")


def test_the_two_reported_contradictions_are_conflicts() -> None:
    """The issue's cases: a pregnant employee told a 第四十条 dismissal is lawful; 应予支持 answered 不可以."""
    assert conflict(PREGNANT, "公司依照第四十条解除您的劳动合同是合法的。", "zh")
    assert conflict(PREGNANT, "因此，用人单位可以解除劳动合同。", "zh")
    assert conflict(IOU, "因此，您不可以要求公司和老板共同还款。", "zh")
    assert conflict(PREGNANT, "So the employer may terminate your contract under Article 40.", "en")
    assert conflict(IOU, "No, you cannot ask the company to repay.", "en")


def test_agreeing_conclusions_are_no_conflicts() -> None:
    assert conflict(PREGNANT, "因此，用人单位不得依照第四十条解除您的劳动合同，这样解除是违法的。", "zh") is None
    assert conflict(IOU, "因此，您可以请求公司与老板共同承担还款责任。", "zh") is None
    assert conflict(PREGNANT, "So the employer may not dismiss you under Article 40; such a dismissal is unlawful.", "en") is None
    assert conflict(IOU, "Yes, you can ask the company and the boss to repay together.", "en") is None


def test_conditions_not_met_is_reasoning_not_contradiction() -> None:
    clause = "用人单位有下列情形之一的，劳动者可以解除劳动合同:（二）未及时足额支付劳动报酬的；"
    assert conditions_not_met("您的情况不符合该条规定的情形，所以劳动者不能据此解除。", "zh")
    assert conflict(clause, "您的情况不符合该条规定的情形，所以劳动者不能据此解除。", "zh") is None
    assert conflict(clause, "所以劳动者不能解除。", "zh")
    assert conflict(PREGNANT, "You are not one of the cases listed, so the employer may dismiss you.", "en") is None


def test_a_statement_about_the_other_party_is_not_a_direction_conflict() -> None:
    """Said of 劳动者 where the clause speaks of 用人单位: parties_as_the_article_says decides that."""
    assert conflict("承租人未经出租人同意转租的，出租人可以解除合同。", "因此，承租人不得擅自转租。", "zh") is None


def test_the_clauses_own_condition_is_not_a_denial_of_it() -> None:
    """第六百二十一条 rules on goods "不符合约定的情形": repeating it is not "the conditions are not met"."""
    clause = "当事人约定检验期限的，买受人应当在检验期限内将标的物的数量或者质量不符合约定的情形通知出卖人"
    assert conflict(clause, "因此，买受人无须在检验期限内将质量不符合约定的情形通知出卖人。", "zh")
    assert conflict(clause, "因此，买受人应当在检验期限内将质量不符合约定的情形通知出卖人。", "zh") is None


def test_the_one_after_you_bears_it() -> None:
    """"运费不应由您承担" is said of the user, not of the 经营者 named earlier in the sentence."""
    clause = "依照前款规定进行退货、更换、修理的，经营者应当承担运输等必要费用"
    assert conflict(clause, "因此，经营者应当承担运输等必要费用，运费不应由您承担。", "zh") is None
    assert conflict(clause, "因此，经营者不承担运输等必要费用。", "zh")


def test_a_duty_denied_across_its_object_is_liability_and_an_excuse_named_is_no_stance() -> None:
    """"无须对包裹的丢失承担赔偿责任" denies liability; "没有提到免责事由" states none."""
    clause = "承运人对运输过程中货物的毁损、灭失承担赔偿责任。"
    assert conflict(clause, "因此，快递公司无须对包裹的丢失承担赔偿责任。", "zh")
    assert conflict(clause, "您也没有提到其他免责事由，快递公司应当赔偿。", "zh") is None


def test_a_right_or_a_duty_said_with_its_object_between_is_a_direction() -> None:
    """民法典 第一千零八十六条 "有探望子女的权利，另一方有协助的义务" states no 可以/应当: the sentence read as
    directionless, and a mother kept from her child was quoted its last sentence ("中止的事由消失后，应当恢复探望")."""
    stated = directions("离婚后，不直接抚养子女的父或者母，有探望子女的权利，另一方有协助的义务。", "zh")
    assert [(s.kind, s.positive) for s in stated] == [("permission", True), ("obligation", True)]
    assert [(s.kind, s.positive) for s in directions("他没有探望孩子的权利", "zh")] == [("permission", False)]
    assert conflict("离婚后，不直接抚养子女的父或者母，有探望子女的权利", "结论：我没有探望孩子的权利。", "zh")


def test_a_wrong_forbidden_to_anyone_is_no_answer_to_what_the_wronged_user_may_do() -> None:
    """民法典 第一千零二十四条's "任何组织或者个人不得……侵害他人的名誉权" is said of the wrongdoer: a defamed user
    told "你可以起诉他" was read as contradicting its 不得 and rewritten, and "我不能起诉他" (stranger13 Q9)
    passed as agreeing with it."""
    clause = "民事主体享有名誉权。任何组织或者个人不得以侮辱、诽谤等方式侵害他人的名誉权"
    assert conflict(clause, "结论：你可以起诉他，要求赔礼道歉。", "zh") is None
    assert conflict(clause, "结论：我不能起诉他。", "zh")
    assert conflict(clause, "结论：任何人可以侵害你的名誉权。", "zh")


def test_only_a_clause_on_suing_itself_says_a_user_may_not_sue() -> None:
    """Anyone may go to court; a clause on 受理 or 时效 is what can say a suit fails there."""
    assert conflict("出租人应当履行租赁物的维修义务", "结论：你不可以向法院起诉房东。", "zh")
    assert conflict("起诉不符合起诉条件的，应当裁定不予受理", "结论：你不能起诉，法院不会受理。", "zh") is None


def test_a_fact_marked_to_be_checked_is_no_ones_duty() -> None:
    """"（你的描述没有直接提到这一点，需要核实）" is the reply's note on a fact, not a duty to pay against
    "视为不支付利息": the 2019 loan reply was sent to a lawyer for its own notes."""
    note = "借款合同中没有明确约定支付利息（你的描述没有直接提到这一点，需要核实）。"
    assert all(s.kind != "obligation" for s in directions(note, "zh"))
    assert conflict("自然人之间的借款合同对支付利息没有约定或者约定不明确的，视为不支付利息。", note, "zh") is None


def test_a_duty_to_pay_damages_is_what_a_no_liability_conclusion_denies() -> None:
    clause = "侵害他人造成人身损害的，应当赔偿医疗费、护理费、交通费等为治疗和康复支出的合理费用"
    assert conflict(clause, "因此，对方无须赔偿医疗费。", "zh") is not None
    assert conflict(clause, "因此，对方应当赔偿你的医疗费。", "zh") is None
    assert conflict("承租人应当按照约定的期限支付租金。", "对方不用赔。", "zh") is None  # a duty, but not to pay damages


def test_no_liability_said_as_having_none_goes_against_a_duty_to_answer_for_harm() -> None:
    """stranger17 q7 (blind): "结论：饭店没有赔偿责任。" beside 民法典 第一千一百九十八条's "应当承担侵权责任" was no conflict."""
    clause = "经营场所、公共场所的经营者、管理者，未尽到安全保障义务，造成他人损害的，应当承担侵权责任"
    assert contradiction(clause, "结论：饭店没有赔偿责任。", "zh") is not None
    assert contradiction(clause, "结论：饭店应当承担赔偿责任。", "zh") is None


def test_denying_a_claim_against_a_party_the_clause_puts_under_a_duty_is_a_contradiction() -> None:
    """stranger19 q1: 社会保险法 第六十条 says 用人单位应当…按时足额缴纳社会保险费; "你不能要求公司给你补缴社保" denies the
    claim that duty gives the worker. A duty's counterpart is a claim: whoever may not demand it contradicts it."""
    clause = "用人单位应当自行申报、按时足额缴纳社会保险费，非因不可抗力等法定事由不得缓缴、减免"
    assert contradiction(clause, "结论：你不能要求公司给你补缴社保。", "zh") is not None
    assert contradiction(clause, "结论：你可以要求公司给你补缴社保。", "zh") is None
    assert contradiction(clause, "结论：公司不能要求你放弃社保。", "zh") is None  # no claim against the one with the duty
    rent = "出租人应当履行租赁物的维修义务，但是当事人另有约定的除外"
    assert contradiction(rent, "结论：你无权要求房东维修。", "zh") is not None
    # the duty's conditions denied is reasoning, not a contradiction
    wages = "用人单位自用工之日起超过一个月不满一年未与劳动者订立书面劳动合同的，应当向劳动者每月支付二倍的工资"
    assert contradiction(wages, "结论：公司已经与你订立了书面劳动合同，不符合条件，你不能要求公司支付二倍工资。", "zh") is None


def test_a_claim_kept_within_a_cap_agrees_with_it_and_one_beyond_it_does_not() -> None:
    """stranger19 q5: 劳动合同法 第二十二条 caps a training bond's penalty; "最多只能要求" keeps within it."""
    cap = "用人单位要求劳动者支付的违约金不得超过服务期尚未履行部分所应分摊的培训费用"
    assert conflict(cap, "公司可以要求你赔偿全部3万元培训费。", "zh") == "结论说“可以”，条文说“不得”"
    assert conflict(cap, "公司最多只能要求你支付1万元违约金。", "zh") is None
    assert conflict("用人单位不得扣押劳动者的居民身份证", "公司最多只能扣押你的身份证一个月。", "zh") is not None, "no cap: still a conflict"


def test_a_claim_for_damages_is_no_contradiction_of_the_rule_the_other_side_broke() -> None:
    """stranger38 s6 (session 38, blind): "楼上邻居装修把我家的墙震裂了……我能要求赔偿吗" under 民法典 第二百九十五条; the draft's
    "结论：我有权要求赔偿。" was read as contradicting its "不得危及" and rewritten "不可以"."""
    clause = "不动产权利人挖掘土地、建造建筑物、铺设管线以及安装设备等，不得危及相邻不动产的安全"
    assert contradiction(clause, "结论：我有权要求赔偿。", "zh") is None
    assert contradiction(clause, "结论：你可以向楼上邻居要求赔偿墙体的修复费用。", "zh") is None
    assert contradiction(clause, "结论：邻居可以继续这样装修。", "zh") is not None  # the forbidden conduct itself
    assert contradiction("当事人不得要求对方支付违约金", "结论：你可以要求对方支付违约金。", "zh") is not None  # a claim forbidden
    # stranger50 q6 (session 44, blind): the rule named between 可以 and the claim; the conclusion had been replaced by the clause
    assert contradiction(clause, "结论：他不肯赔，你可以通过《中华人民共和国民法典》第二百九十五条的规定，要求他承担损害赔偿责任。", "zh") is None
    assert contradiction(clause, "结论：邻居可以通过装修的规定，挖掘土地危及你家安全。", "zh") is not None
    # stranger95 e10 (session 56, blind): a restaurant's fumes into the flat above, "我能要求他们整改吗", under 第二百九十四条
    # "不动产权利人不得……排放大气污染物": the draft's right answer was rewritten "不可以"
    fumes = "不动产权利人不得违反国家规定弃置固体废物，排放大气污染物、水污染物、土壤污染物、噪声、光辐射、电磁辐射等有害物质"
    assert contradiction(fumes, "结论：楼下的餐馆油烟直接排到你家窗户，你有权要求他们整改。", "zh") is None
    assert contradiction(fumes, "结论：你可以要求餐馆改正。", "zh") is None
    assert contradiction(fumes, "结论：餐馆可以继续排放油烟。", "zh") is not None  # the forbidden conduct itself


def test_a_fine_denied_is_no_contradiction_of_a_right_to_other_remedies() -> None:
    """stranger97 g4 (session 56, blind): "物业无权罚款" read against 民法典 第二百八十六条's "有权……请求行为人停止侵害" was rewritten
    "可以"; a clause that sets a fine is still compared."""
    owners = ("业主大会或者业主委员会，对任意弃置垃圾、排放污染物或者噪声、违反规定饲养动物、违章搭建、侵占通道、拒付物业费等损害他人合法权益"
              "的行为，有权依照法律、法规以及管理规约，请求行为人停止侵害、排除妨碍、消除危险、恢复原状、赔偿损失")
    assert contradiction(owners, "结论：物业无权罚款。", "zh") is None
    assert contradiction("公安机关可以对其处二百元以下罚款", "结论：公安机关无权罚款。", "zh") is not None


def test_denying_a_claim_to_what_the_clause_makes_a_party_pay_is_a_contradiction_answered_with_the_claim() -> None:
    """stranger37 q7 (session 38): "因此不能要求加班费" under 劳动合同法 第三十一条 was withheld as a party swap, though the
    clause says what the user may claim."""
    clause = "用人单位安排加班的，应当按照国家有关规定向劳动者支付加班费"
    found = contradiction(clause, "结论：因此不能要求加班费。", "zh")
    assert found is not None and found.answer == "可以要求用人单位支付加班费"
    assert contradiction(clause, "结论：你可以要求单位支付加班费。", "zh") is None
    assert contradiction(clause, "结论：不能要求精神损害抚慰金。", "zh") is None  # a thing the clause does not make anyone pay


def test_refusing_a_claim_to_undo_what_the_clause_forbids_is_a_contradiction() -> None:
    """stranger41 v7 (session 40, blind): "邻居家的空调外机正对着我家卧室窗户……我能让他挪走吗" under 民法典 第二百九十三条
    "不得妨碍相邻建筑物的通风、采光和日照" was answered "不能让他挪走", which read as agreeing with the ban ("不能" beside
    "不得"); "可以让他挪走" had been read as contradicting it."""
    clause = "建造建筑物，不得违反国家有关工程建设标准，不得妨碍相邻建筑物的通风、采光和日照"
    found = contradiction(clause, "结论：不能让他挪走。", "zh")
    assert found is not None and found.positive and "你可以要求他停止、改正" in (found.answer or "")
    assert contradiction(clause, "结论：你无权要求邻居拆除。", "zh") is not None
    assert contradiction(clause, "结论：可以让他挪走。", "zh") is None
    assert contradiction(clause, "结论：邻居可以继续这样装。", "zh") is not None  # the forbidden conduct itself
    assert contradiction("出租人不得擅自进入租赁房屋", "结论：房东不能要求你搬走。", "zh") is None  # the banned party refused
    assert contradiction("当事人不得要求对方支付违约金", "结论：你不能要求对方支付违约金。", "zh") is None  # a claim banned


def test_the_ground_a_clause_names_is_not_its_direction() -> None:
    """stranger44 y2 (session 41, blind): 民法典 第九百四十四条 "业主不得以未接受或者无需接受相关物业服务为由拒绝支付物业费" was
    read as releasing the owner ("无需") and a conclusion that the owner must pay ("业主不得不交物业费") was rewritten "不必"."""
    clause = "物业服务人已经按照约定和有关规定提供服务的，业主不得以未接受或者无需接受相关物业服务为由拒绝支付物业费。"
    assert [(s.kind, s.positive) for s in directions(clause, "zh")] == [("permission", False)]
    assert contradiction(clause, "结论：业主不得不交物业费。", "zh") is None
    assert contradiction(clause, "结论：你可以不交物业费。", "zh") is not None
    assert [s.words for s in directions("公司不能以你怀孕为由辞退你。", "zh")] == ["不能"], "the reply's own 不能 is still read"


def test_a_need_is_not_a_duty() -> None:
    """stranger45 z2 (session 41, blind): 民法典 第一千零六十四条's "超出家庭日常生活需要所负的债务" was read as a duty ("需要"), and
    the rewritten answer "一般不用" as contradicting it, so the reply fell back to the needs-a-lawyer notice."""
    clause = "夫妻一方在婚姻关系存续期间以个人名义超出家庭日常生活需要所负的债务，不属于夫妻共同债务；"
    assert directions(clause, "zh") == []
    assert contradiction(clause, "结论：一般不用。", "zh") is None
    assert [s.words for s in directions("你需要还钱。", "zh")] == ["需要"]


def test_a_court_upholding_a_claim_of_voidness_says_the_act_is_void() -> None:
    """side by side 326 (session 41): "交强险的人身保险金请求权可以转让吗" was answered "可以转让" under 道交事故解释 第二十一条
    "当事人主张交强险人身伤亡保险金请求权转让或者设定担保的行为无效的，人民法院应予支持": the claim of voidness is upheld, so the
    transfer is void."""
    clause = "当事人主张交强险人身伤亡保险金请求权转让或者设定担保的行为无效的，人民法院应予支持"
    found = contradiction(clause, "结论：交强险的人身保险金请求权可以转让。", "zh")
    assert found is not None and found.kind == "permission" and not found.positive
    assert contradiction(clause, "结论：不可以转让，转让行为无效。", "zh") is None
    assert contradiction("当事人主张合同无效的，人民法院不予支持", "结论：合同有效。", "zh") is None
    assert contradiction("当事人主张合同无效的，人民法院不予支持", "结论：合同无效。", "zh") is not None


def test_a_right_held_is_a_may() -> None:
    """side by side 267 (session 41): "如寄存人不支付保管费，保管人是否可以不返还保管物" under 民法典 第九百零三条 "……保管人对保管物
    享有留置权" was answered "可以", and the answer was withheld as having no basis: the article says no 可以, only 享有."""
    clause = "寄存人未按照约定支付保管费或者其他费用的，保管人对保管物享有留置权，但是当事人另有约定的除外"
    assert [(s.kind, s.positive) for s in directions(clause, "zh")] == [("permission", True)]
    assert [(s.kind, s.positive) for s in directions("丧偶儿媳不享有继承权。", "zh")] == [("permission", False)]
    assert contradiction(clause, "结论：保管人可以留置保管物。", "zh") is None


def test_refusing_the_askers_own_step_agrees_with_the_other_sides_claim() -> None:
    """stranger47 b4 (session 42, blind): "我想反悔不卖了，可以吗" under 民法典 第五百八十条 ("……对方可以请求履行"); the model's right
    "不可以" was read against the clause's "可以" (the buyer's claim) and turned into "可以"."""
    clause = "当事人一方不履行非金钱债务或者履行非金钱债务不符合约定的，对方可以请求履行"
    assert contradiction(clause, "结论：不可以。", "zh") is None
    assert contradiction(clause, "结论：你不能要求对方履行。", "zh") is not None, "refusing the claim the clause gives is still caught"


def test_saying_an_act_breaks_the_rule_is_no_denial_of_its_conditions() -> None:
    """stranger47 b8 (session 42, blind): "店员有权搜你的包，因为店员怀疑你偷东西，这不符合《消费者权益保护法》第二十七条的规定" passed:
    "不符合" was read as the clause's conditions not met, which silences the direction check. "这不符合……规定" says the act breaks
    the rule; "你的情况不符合……" still says the rule does not apply."""
    clause = "经营者不得对消费者进行侮辱、诽谤，不得搜查消费者的身体及其携带的物品，不得侵犯消费者的人身自由"
    searched = "结论：店员有权搜你的包，因为店员怀疑你偷东西，这不符合《中华人民共和国消费者权益保护法》第二十七条的规定。"
    assert contradiction(clause, searched, "zh") is not None
    assert conditions_not_met("你的情况不符合该条规定的情形。", "zh", clause)


def test_a_conclusion_denying_the_one_a_rule_makes_pay_contradicts_it() -> None:
    """stranger48 c9 (session 43, re-ask): quoted 保障农民工工资支付条例 第三十条's "由施工总承包单位先行清偿", the 1.5B model concluded
    "你不能找施工总承包单位要"; the rule says no 应当, so no direction check had read it."""
    rule = "分包单位拖欠农民工工资的，由施工总承包单位先行清偿，再依法进行追偿"
    found = contradiction(rule, "你不能找施工总承包单位要，因为施工总承包单位是直接责任主体。", "zh")
    assert found is not None and found.answer == "可以要求施工总承包单位先行清偿"
    assert contradiction(rule, "施工总承包单位不用还你工资。", "zh") is not None
    assert contradiction(rule, "你可以找施工总承包单位要工资。", "zh") is None
    assert contradiction(rule, "你不能找分包单位要工资。", "zh") is None, "another party: not this rule's payer"


def test_a_conclusion_allowing_of_the_thing_the_act_the_clause_bans_contradicts_it() -> None:
    """stranger50 q5 (blind, session 44): a worker dismissed in probation without a reason was told "你的劳动合同可以解除" under
    劳动合同法 第二十一条's "用人单位不得解除劳动合同"; said of the contract, the permission had no party to compare."""
    probation = ("在试用期中，除劳动者有本法第三十九条和第四十条第一项、第二项规定的情形外，用人单位不得解除劳动合同。"
                 "用人单位在试用期解除劳动合同的，应当向劳动者说明理由")
    found = contradiction(probation, "结论：公司违反了第二十一条的规定，因此你的劳动合同可以解除。", "zh")
    assert found is not None and (found.kind, found.positive) == ("permission", False)
    assert contradiction(probation, "结论：公司不得解除你的劳动合同，属于违法解除。", "zh") is None
    assert contradiction("劳动者提前三十日以书面形式通知用人单位，可以解除劳动合同。", "结论：你的劳动合同可以解除。", "zh") is None


def test_a_claim_to_what_a_ruling_on_voidness_grants_agrees_with_it() -> None:
    """stranger51 r7 (blind, session 44): a wife whose husband gave their money to his lover, under 婚姻家庭编解释（二） 第七条
    ("……另一方主张该民事法律行为违背公序良俗无效的，人民法院应予支持"), was given "不可以": the draft's "另一方可以主张……无效" and a
    "你可以要回来" were read as validities the ruling denies. A permission to do the void act still contradicts it."""
    lover = ("夫妻一方为重婚、与他人同居以及其他违反夫妻忠实义务等目的，将夫妻共同财产赠与他人或者以明显不合理的价格处分夫妻共同财产，"
             "另一方主张该民事法律行为违背公序良俗无效的，人民法院应予支持并依照民法典第一百五十七条规定处理")
    assert contradiction(lover, "结论：因此，另一方可以主张该民事法律行为违背公序良俗无效，法院应予支持。", "zh") is None
    assert contradiction(lover, "结论：你可以要回来。", "zh") is None
    assert contradiction(lover, "结论：赠与有效，你不能要回来。", "zh") is not None
    transfer = "当事人主张交强险人身伤亡保险金请求权转让或者设定担保的行为无效的，人民法院应予支持"
    assert contradiction(transfer, "结论：交强险的人身保险金请求权可以转让。", "zh") is not None


def test_a_claim_the_other_side_may_refuse_is_no_permission() -> None:
    """stranger53 t3 (session 45, blind): "可以直接找担保人要" under 民法典 第六百八十七条, where the guarantor 有权拒绝. Going to the
    guarantor after the debtor's property fails to pay agrees with the clause."""
    clause = "一般保证的保证人在主合同纠纷未经审判或者仲裁，并就债务人财产依法强制执行仍不能履行债务前，有权拒绝向债权人承担保证责任"
    assert conflict(clause, "结论：可以直接找担保人要。", "zh")
    assert conflict(clause, "结论：你可以要求保证人承担保证责任。", "zh")
    assert conflict(clause, "结论：担保人有权拒绝，你需要先起诉借款人。", "zh") is None
    assert conflict(clause, "结论：你可以先起诉借款人，强制执行仍不能清偿的，再要求担保人承担。", "zh") is None


def test_a_claim_refused_is_not_read_against_someone_elses_power_to_act() -> None:
    """stranger57 x8 (session 46, blind): "我不能要求分一份" (a will left the house to a brother) was read against 民法典
    第一千一百三十三条's "自然人可以立遗嘱……" and rewritten "可以". The testator's power is not the heir's claim."""
    will = "自然人可以立遗嘱将个人财产指定由法定继承人中的一人或者数人继承"
    assert conflict(will, "结论：我父亲生前立的遗嘱将房子全给我哥，因此我不能要求分一份。", "zh") is None
    assert conflict(will, "结论：你父亲不可以立遗嘱把房子全给你哥。", "zh")  # the same act denied still is


def test_a_refund_the_other_side_may_withhold_is_no_permission_to_get_it() -> None:
    """side by side 1500 (session 45): "可以此日退票" under 民法典 第八百一十六条's "逾期办理的，承运人可以不退票款"; the right answer
    "你不能退票" had been read against the carrier's 可以. Quoted with its in-time sentence, the clause decides neither way."""
    late = "逾期办理的，承运人可以不退票款，并不再承担运输义务"
    assert conflict(late, "结论：可以此日退票。", "zh")
    assert conflict(late, "结论：你可以要求退还票款。", "zh")
    assert conflict(late, "结论：你不能退票。", "zh") is None
    assert conflict(late, "结论：逾期办理的，承运人可以不退票款，你不能退票。", "zh") is None
    whole = "旅客因自己的原因不能按照客票记载的时间乘坐的，应当在约定的期限内办理退票或者变更手续；" + late
    assert conflict(whole, "结论：在约定的期限内，你可以办理退票。", "zh") is None


def test_still_bound_by_an_agreement_whose_end_the_clause_grants_is_a_contradiction() -> None:
    """stranger56 w2 (session 46, blind): "你还要继续遵守竞业限制约定" under 劳动争议解释（一） 第三十八条."""
    clause = ("当事人在劳动合同或者保密协议中约定了竞业限制和经济补偿，劳动合同解除或者终止后，因用人单位的原因导致三个月未支付经济"
              "补偿，劳动者请求解除竞业限制约定的，人民法院应予支持")
    found = contradiction(clause, "结论：你还要继续遵守竞业限制约定。", "zh")
    assert found is not None and found.answer == "可以请求解除竞业限制约定"
    assert conflict(clause, "结论：你不用继续遵守竞业限制约定。", "zh") is None
    assert conflict(clause, "结论：你不能继续遵守竞业限制约定。", "zh")  # the model's own revision of it: frees no one
    assert conflict(clause, "结论：你可以请求解除竞业限制约定；解除之前仍要遵守。", "zh") is None
    assert conflict("劳动者违反竞业限制约定的，应当按照约定向用人单位支付违约金", "结论：你还要继续遵守竞业限制约定。", "zh") is None


def test_lessening_a_liability_the_rule_lays_whole_contradicts_it() -> None:
    """stranger54 u4 (session 45, blind): "小孩的家长可以减轻其侵权责任" under "……由监护人承担侵权责任"."""
    clause = "无民事行为能力人、限制民事行为能力人造成他人损害的，由监护人承担侵权责任"
    assert conflict(clause, "结论：小孩的家长可以减轻其侵权责任。", "zh")
    assert conflict(clause, "结论：家长应当承担侵权责任。", "zh") is None
    assert conflict("被侵权人对同一损害的发生或者扩大有过错的，可以减轻侵权人的责任", "结论：可以减轻对方的责任。", "zh") is None


def test_a_conclusion_speaking_of_the_rules_own_exception_goes_its_way() -> None:
    """everyday b3 (session 45): "超过的部分人民法院不予支持" for 36 % a year under 民间借贷规定 第二十五条 had been read against its
    "应予支持", though the sentence says "但是……超过……四倍的除外". A bare refusal, or one about another rate, still contradicts it."""
    clause = "出借人请求借款人按照合同约定利率支付利息的，人民法院应予支持，但是双方约定的利率超过合同成立时一年期贷款市场报价利率四倍的除外"
    over = "结论：约定的年利率36%超过了合同成立时一年期贷款市场报价利率的四倍，依据该条，超过的部分人民法院不予支持。"
    assert conflict(clause, over, "zh") is None
    assert conflict(clause, "结论：人民法院不予支持。", "zh")
    assert conflict(clause, "结论：约定的年利率是6%，法院不予支持。", "zh")


def test_a_claim_said_to_get_the_courts_support_is_compared_with_the_courts_refusal() -> None:
    """side by side 954 (session 47): "可以得到法院支持" was read as a bare 可以, agreeing with 民间借贷规定 第二十九条's "可以选择主张", and
    passed though the question asked of the very total the article refuses ("……的部分，人民法院不予支持")."""
    clause = ("出借人与借款人既约定了逾期利率，又约定了违约金或者其他费用，出借人可以选择主张逾期利息、违约金或者其他费用，也可以一并主张，"
              "但是总计超过合同成立时一年期贷款市场报价利率四倍的部分，人民法院不予支持")
    [said] = directions("结论：可以得到法院支持", "zh")
    assert (said.kind, said.positive) == ("support", True)
    assert contradiction(clause, "结论：可以得到法院支持", "zh") is not None
    assert contradiction(clause, "结论：超过四倍的部分得不到法院支持", "zh") is None


def test_a_consumers_claim_against_the_seller_is_the_harmed_partys_right_not_the_sellers_recourse() -> None:
    """stranger70 k5 (session 50): under 民法典 第一千二百零三条 "被侵权人（消费者）可以向面膜的销售者（商家）请求赔偿" was held to
    give the seller's right to the buyer, read from the article's next paragraph (销售者赔偿后，有权向生产者追偿), and withheld."""
    clause = "因产品存在缺陷造成他人损害的，被侵权人可以向产品的生产者请求赔偿，也可以向产品的销售者请求赔偿。"
    article = clause + "\n产品缺陷由生产者造成的，销售者赔偿后，有权向生产者追偿。"
    said = directions("结论：被侵权人（消费者）可以向面膜的销售者（商家）请求赔偿。", "zh")
    assert swapped_parties(said, directions(clause, "zh"), directions(article, "zh")) == []
    recourse = directions("结论：消费者赔偿后，有权向生产者追偿。", "zh")
    assert swapped_parties(recourse, directions(article.split("\n")[1], "zh"), directions(article, "zh")) != [], \
        "the recourse is still the seller's, not the buyer's"


def test_a_party_that_deliberately_failed_a_duty_is_told_not_freed_from_it() -> None:
    """stranger71 l10 (session 51, re-asked): a fact line "投保人故意不履行如实告知义务" was read as "not obliged to perform" against
    保险法 第十六条's "应当", and rewritten into "应当。依据该条规定：……" in the middle of the facts. Deliberately not performing is
    conduct; "不履行" on its own still reads as a duty denied."""
    assert directions("投保人故意不履行如实告知义务，导致保险公司拒赔。", "zh") == []
    assert [(s.kind, s.positive) for s in directions("你可以不履行这份合同。", "zh")][-1] == ("obligation", False)


def test_a_right_quoted_with_the_item_excepted_from_it_is_withheld() -> None:
    """stranger72 m1 (session 51, blind): a T-shirt made to order with the buyer's name, quoted 消费者权益保护法 第二十五条's lead-in and
    its item (一) "消费者定作的", was concluded "可以退": the item is the case, and it is excepted from the right. The lead-in alone
    still grants it."""
    lead = "经营者采用网络、电视、电话、邮购等方式销售商品，消费者有权自收到商品之日起七日内退货，且无需说明理由，但下列商品除外:"
    item = lead + "……（一）消费者定作的"
    assert contradiction(item, "可以退。", "zh") is not None
    assert contradiction(item, "定制的商品不能无理由退货。", "zh") is None
    assert contradiction("经营者采用网络销售商品，消费者有权自收到商品之日起七日内退货，且无需说明理由", "可以退。", "zh") is None


def test_the_insurers_duty_said_of_the_policyholder_is_a_swap() -> None:
    """stranger72 m6 (session 51, blind): under 保险法 第四十七条 ("投保人解除合同的，保险人应当……退还保险单的现金价值") the reply
    concluded "投保人可以退保，但需要按照合同约定退还保险单的现金价值": the refund is the insurer's to pay."""
    clause = "投保人解除合同的，保险人应当自收到解除合同通知之日起三十日内，按照合同约定退还保险单的现金价值"
    said = "结论：投保人可以退保，但需要按照合同约定退还保险单的现金价值。"
    assert [(s.party, other) for s, other in swapped_parties(directions(said, "zh"), directions(clause, "zh"), [])] == [("投保人", "保险人")]
    right = "结论：可以退保，保险公司应当在三十日内按照合同约定退还保险单的现金价值。"
    assert swapped_parties(directions(right, "zh"), directions(clause, "zh"), []) == []


def test_refusing_to_let_the_user_interfere_agrees_with_a_ban_on_interfering() -> None:
    """stranger73 n2 (session 51, blind): "我爸现在要再婚，我们做子女的不同意，能阻止他吗" was concluded "不能阻止他" under 民法典
    第一千一百五十七条 ("……有权处分所继承的财产，任何组织或者个人不得干涉"); the check read it against 有权 and rewrote it "可以".
    Allowing the user to interfere is what goes against the clause."""
    clause = "夫妻一方死亡后另一方再婚的，有权处分所继承的财产，任何组织或者个人不得干涉"
    assert contradiction(clause, "结论：我们做子女的不同意，不能阻止他。", "zh") is None
    allowed = contradiction(clause, "结论：可以阻止他。", "zh")
    assert allowed is not None and allowed.answer == "不能"


def test_lawful_rights_named_are_no_ruling_that_something_is_lawful() -> None:
    """stranger75 p9 (session 52): "损害他人合法权益的民事法律行为无效" was read as a 合法 beside the clause's 无效."""
    assert [s.positive for s in directions("借款人与朋友恶意串通，损害他人合法权益的民事法律行为无效。", "zh")] == [False]
    assert [s.positive for s in directions("维护你的合法的权益和合法财产。", "zh")] == []
    assert [s.positive for s in directions("这样做是合法的。", "zh")] == [True]


def test_a_ban_on_allowing_is_a_ban_not_a_permission() -> None:
    """stranger75 p10 (session 52, final run): under 未成年人保护法 第五十八条 ("……经营者，不得允许未成年人进入") the conclusion "网吧的行为
    不合法" was read against "允许" and rewritten "合法"."""
    clause = "营业性歌舞娱乐场所、酒吧、互联网上网服务营业场所等不适宜未成年人活动场所的经营者，不得允许未成年人进入"
    assert [(s.kind, s.positive) for s in directions(clause, "zh")] == [("permission", False)]
    assert contradiction(clause, "网吧的行为不合法，违反了该条的规定。", "zh") is None
    assert [s.positive for s in directions("公司允许员工在家办公", "zh")] == [True]


def test_a_valid_ticket_or_document_is_a_thing_named_not_a_ruling() -> None:
    """stranger82 x1 (session 53): "该航班是有效的客票记载的……" was read as "有效" against 民法典 第八百二十条."""
    for named in ("该航班是有效的客票记载的时间", "凭有效身份证件办理", "有效期三年"):
        assert not [s for s in directions(named, "zh") if s.kind == "validity"], named
    assert [s.positive for s in directions("这个协议是有效的", "zh") if s.kind == "validity"] == [True]


FRAUD = ("经营者提供商品或者服务有欺诈行为的，应当按照消费者的要求增加赔偿其受到的损失，增加赔偿的金额为消费者购买商品的价款或者接受服务的费用的"
         "三倍；增加赔偿的金额不足五百元的，为五百元。法律另有规定的，依照其规定")


def test_damages_denied_against_a_duty_to_pay_them_are_caught_and_the_rewrite_passes_its_own_check() -> None:
    """stranger87 c3 (session 54, blind): a refurbished phone sold as new was concluded "因此不能要求退一赔三" under 消费者权益保护法
    第五十五条, on a fact the reply invented, and shipped: the denial named no party, so it was not read as a claim."""
    from core.reasoning import rewrite_conclusion

    conclusion = "结论：商家没有提供任何证明或证据证明手机是全新的，因此不能要求退一赔三。"
    found = conflict(FRAUD, conclusion, "zh")
    assert found is not None and str(found).startswith("结论说不能要求退一赔三")
    assert conflict(FRAUD, "结论：可以要求退一赔三。", "zh") is None
    body = f"依据《中华人民共和国消费者权益保护法》第五十五条：“{FRAUD}”\n\n案件事实对应到它的条件：\n- 商家宣传手机是全新的，但实际是翻新机。\n\n{conclusion}"
    rewritten = rewrite_conclusion(body, FRAUD, "zh", FRAUD)
    assert "不能要求退一赔三" not in rewritten.body and "可以要求退一赔三" in rewritten.body


def test_a_claim_denied_to_what_a_duty_of_the_clause_is_to_do_is_caught() -> None:
    """stranger86 b3 (session 54, re-asked): 劳动合同法 第十四条 (一) quoted for twelve years' service, and "你不能要求签无固定期限合同"
    concluded and shipped: the claim denied is the duty's own act, "订立无固定期限劳动合同"."""
    clause = ("有下列情形之一，劳动者提出或者同意续订、订立劳动合同的，除劳动者提出订立固定期限劳动合同外，应当订立无固定期限劳动合同:……"
              "（一）劳动者在该用人单位连续工作满十年的")
    assert str(conflict(clause, "结论：你不能要求签无固定期限合同。", "zh")).startswith("结论说不能要求签无固定期限合同，条文说“应当订立")
    assert conflict(clause, "结论：你可以要求签无固定期限合同。", "zh") is None
    assert conflict(clause, "结论：你不能要求公司给你涨工资。", "zh") is None  # a claim to something else is not this duty's


def test_a_may_not_that_describes_whom_a_duty_is_owed_to_rules_nothing() -> None:
    """stranger90 a6 (session 55, blind): 民法典 第一千零七十一条's "不能独立生活的成年子女" is a grown child who cannot live alone, and
    read as "may not" it had the right conclusion withheld; the duty to pay is still compared."""
    clause = "不直接抚养非婚生子女的生父或者生母，应当负担未成年子女或者不能独立生活的成年子女的抚养费"
    assert [s.words for s in directions(clause, "zh")] == ["应当"]
    assert conflict(clause, "我有权起诉他认孩子并付抚养费。", "zh") is None
    assert conflict(clause, "他不需要付抚养费。", "zh") is not None


def test_a_right_said_whole_is_compared_and_an_incapacity_named_is_no_may_not() -> None:
    """民法典 第一千零六十七条 (stranger87 c10, session 54): "不能独立生活的成年子女" names a person, and "有要求父母给付抚养费的权利"
    holds the claim a denial goes against."""
    clause = "父母不履行抚养义务的，未成年子女或者不能独立生活的成年子女，有要求父母给付抚养费的权利"
    assert conflict(clause, "你可以要求他给抚养费。", "zh") is None
    assert conflict(clause, "你不能要求他给抚养费。", "zh") is not None
    assert directions("不能辨认自己行为的成年人为无民事行为能力人", "zh") == []


def test_what_two_parties_do_together_is_said_of_neither_alone() -> None:
    """劳动合同法 第三十五条 (session 55): "用人单位与劳动者协商一致，可以变更……" is no right of the employer's, and a worker told "你可以
    拒绝这次调岗降薪" was judged given the employer's right."""
    clause = "用人单位与劳动者协商一致，可以变更劳动合同约定的内容"
    assert [s.party for s in directions(clause, "zh")] == [None]
    assert directions("用人单位可以变更劳动合同", "zh")[0].party == "用人单位"


def test_a_ban_on_forbidding_lets_the_other_side_go_on() -> None:
    """side by side 548 (LeCoQA train, session 56): "我在先使用的商标被别人注册了，我还能继续使用吗" under 商标法 第五十九条 "注册商标
    专用权人无权禁止该使用人在原使用范围内继续使用该商标" was told "你们不能继续使用这个商标"; read as two refusals, the clause agreed
    with it and flagged the right answer."""
    clause = ("商标注册人申请商标注册前，他人已经在同一种商品或者类似商品上先于商标注册人使用与注册商标相同或者近似并有一定影响的商标的，"
              "注册商标专用权人无权禁止该使用人在原使用范围内继续使用该商标，但可以要求其附加适当区别标识")
    assert contradiction(clause, "结论：你们不能继续使用这个商标，除非你们附加适当区别标识。", "zh") is not None
    assert contradiction(clause, "结论：你可以在原使用范围内继续使用。", "zh") is None
    assert contradiction("用人单位不得扣押劳动者的居民身份证", "结论：公司可以扣押你的身份证。", "zh") is not None  # a plain ban stands
