"""The decisive clause of an article, and the rewrite of a conclusion that contradicts it."""

from __future__ import annotations

from core.reasoning import (HEIR, answered, asks_yes_or_no, conflicting_sentences, decisive_clause, direct_answer, exception_applied,
                            rewrite_conclusion, the_route, with_qualifier, with_raised_exception, with_saving_exception)
from index.statutory_words import with_statutory_words

LC_40 = ("有下列情形之一的，用人单位提前三十日以书面形式通知劳动者本人或者额外支付劳动者一个月工资后，可以解除劳动合同:\n"
         "（一）劳动者患病或者非因工负伤，在规定的医疗期满后不能从事原工作，也不能从事由用人单位另行安排的工作的；\n"
         "（二）劳动者不能胜任工作，经过培训或者调整工作岗位，仍不能胜任工作的；")
CC_1245 = ("饲养的动物造成他人损害的，动物饲养人或者管理人应当承担侵权责任；但是，能够证明损害是因被侵权人故意或者重大过失造成的，"
           "可以不承担或者减轻责任。")
LC_42 = "劳动者有下列情形之一的，用人单位不得依照本法第四十条、第四十一条的规定解除劳动合同"
REPLY = f"依据《中华人民共和国劳动合同法》第四十二条：“{LC_42}”。您怀孕5个月，正处于孕期。因此，用人单位可以依照第四十条解除您的劳动合同。"


def test_a_list_item_comes_with_the_lead_in_that_rules_on_it() -> None:
    clause = decisive_clause(LC_40, "员工经过培训仍不能胜任工作，公司可以解除吗？")
    assert clause.startswith("有下列情形之一的，用人单位提前三十日") and "（二）劳动者不能胜任工作" in clause


CC_1063 = ("下列财产为夫妻一方的个人财产：\n（一）一方的婚前财产；\n（二）一方因受到人身损害获得的赔偿或者补偿；\n"
           "（三）遗嘱或者赠与合同中确定只归一方的财产；\n（四）一方专用的生活用品；\n（五）其他应当归一方的财产。")


def test_each_item_of_a_list_that_says_what_things_are_can_decide() -> None:
    """stranger53 t6 (session 45): item (五) alone holds an 应当, and a house bought before the marriage was quoted it."""
    house = with_statutory_words("我老公结婚前自己全款买了一套房，现在离婚，我能分这套房子吗？")
    assert decisive_clause(CC_1063, house).endswith("……（一）一方的婚前财产；")
    assert decisive_clause(CC_1063, "老公车祸获得的赔偿款，离婚时要分给我吗").endswith("（二）一方因受到人身损害获得的赔偿或者补偿；")


LDAL_27 = ("劳动争议申请仲裁的时效期间为一年。仲裁时效期间从当事人知道或者应当知道其权利被侵害之日起计算。\n"
           "因不可抗力或者有其他正当理由，当事人不能在本条第一款规定的仲裁时效期间申请仲裁的，仲裁时效中止。从中止时效的原因消除之日起，仲裁时效期间继续计算。\n"
           "劳动关系存续期间因拖欠劳动报酬发生争议的，劳动者申请仲裁不受本条第一款规定的仲裁时效期间的限制；但是，劳动关系终止的，应当自劳动关系终止之日起一年内提出。")


def test_a_negation_inside_a_condition_is_no_rule() -> None:
    """stranger53 t9 (session 45): the pause of the time limit was quoted for unpaid wages, and the reply said "你不能……申请仲裁"."""
    clause = decisive_clause(LDAL_27, "老板拖欠了我三个月工资，说公司没钱，我去申请劳动仲裁要交钱吗？")
    assert "不能在本条第一款" not in clause and "劳动关系终止" in clause


def test_the_exception_is_not_the_rule_unless_the_reply_is_about_it() -> None:
    assert decisive_clause(CC_1245, "邻居的狗咬伤了我，邻居应当承担侵权责任吗？").startswith("饲养的动物造成他人损害的")
    assert decisive_clause(CC_1245, "我故意逗狗被咬，饲养人能不承担责任吗？被侵权人故意或者重大过失").startswith("但是")


def test_a_contradicting_conclusion_is_replaced_by_the_clause() -> None:
    result = rewrite_conclusion(REPLY, LC_42, "zh")
    assert result.changed and not result.needs_lawyer
    assert result.body.endswith(f"依据该条规定：“{LC_42}”。")
    assert "您怀孕5个月，正处于孕期。" in result.body, "the facts stay"
    assert "可以依照第四十条解除" not in result.body
    assert not conflicting_sentences(result.body, LC_42, "zh")


def test_a_reply_that_still_contradicts_the_clause_becomes_the_lawyer_notice() -> None:
    twice = REPLY.replace("您怀孕5个月，正处于孕期。", "您怀孕5个月，但公司可以解除。")
    result = rewrite_conclusion(twice, LC_42, "zh")
    assert result.needs_lawyer and "律师" in result.body and LC_42 in result.body
    assert "公司可以解除" not in result.body


def test_an_agreeing_reply_is_left_alone() -> None:
    right = REPLY.replace("可以依照", "不得依照")
    assert rewrite_conclusion(right, LC_42, "zh").body == right


def test_english_rewrite() -> None:
    reply = f"Under 《中华人民共和国劳动合同法》第四十二条: “{LC_42}”. You are 4 months pregnant. So the employer may terminate your contract."
    result = rewrite_conclusion(reply, LC_42, "en")
    assert result.body.endswith(f"Under that article: “{LC_42}”.") and not result.needs_lawyer
    assert "lawyer" in rewrite_conclusion(reply.replace("You are 4 months pregnant.", "The employer can dismiss you."), LC_42, "en").body


CARRIAGE = ("承运人对运输过程中货物的毁损、灭失承担赔偿责任。但是，承运人证明货物的毁损、灭失是因不可抗力、货物本身的"
            "自然性质或者合理损耗以及托运人、收货人的过错造成的，不承担赔偿责任。")
#: The lost-parcel reply the 1.5B model wrote: the exception invented, the conclusion drawn from it.
EXCUSED = ("“承运人对运输过程中货物的毁损、灭失承担赔偿责任。但是，承运人证明货物的毁损、灭失是因不可抗力……造成的，"
           "不承担赔偿责任。”快递公司未能及时发现包裹丢失，属于不可抗力导致的货物毁损。因此，快递公司不承担赔偿责任。")


def test_an_exception_the_facts_never_raise_does_not_decide() -> None:
    question = "快递把我的包裹弄丢了，快递公司只愿意按运费的三倍赔，合理吗？"
    clause = decisive_clause(CARRIAGE, EXCUSED, question)
    assert clause.startswith("承运人对运输过程中")
    result = rewrite_conclusion(EXCUSED, clause, "zh")
    assert result.changed and "因此，快递公司不承担赔偿责任" not in result.body


def test_an_exception_the_facts_raise_is_the_clause() -> None:
    question = "台风把仓库冲毁了，我托运的货也被冲走了，物流公司说这是不可抗力不赔，对吗？"
    assert decisive_clause(CARRIAGE, EXCUSED, question).startswith("但是")
    assert not rewrite_conclusion(EXCUSED, decisive_clause(CARRIAGE, EXCUSED, question), "zh").changed


def test_the_victims_name_raises_no_exception() -> None:
    """side by side 1533 (LeCoQA train, session 56): "受害人因高压触电发生损害，应由谁承担责任" raised 民法典 第一千二百四十条's
    exception by the word 受害人 alone, and the reply concluded with "……不承担责任"; the victim's intent raises it still."""
    article = ("从事高空、高压、地下挖掘活动或者使用高速轨道运输工具造成他人损害的，经营者应当承担侵权责任；但是，能够证明损害是因受害人故意"
               "或者不可抗力造成的，不承担责任。被侵权人对损害的发生有重大过失的，可以减轻经营者的责任。")
    body = f"依据《中华人民共和国民法典》第一千二百四十条：“{article.split('。')[0]}”\n\n结论：受害人不承担责任。"
    asked = "受害人因高压触电发生损害，应由谁承担责任？"
    assert decisive_clause(article, body, asked, asked).endswith("经营者应当承担侵权责任；")
    climbed = "受害人故意爬上高压电塔被电伤，电力公司要承担责任吗？"
    assert decisive_clause(article, body, climbed, climbed).startswith("但是")


DOG_2010 = "饲养的动物造成他人损害的，动物饲养人或者管理人应当承担侵权责任，但能够证明损害是因被侵权人故意或者重大过失造成的，可以不承担或者减轻责任。"


def test_an_exception_inside_one_sentence_is_no_conclusion_for_facts_that_do_not_raise_it() -> None:
    """侵权责任法 第七十八条 (2010) holds rule and exception in one sentence; a dog bite the owner blames
    on teasing was answered "狗主人可以不承担赔偿责任" and the check let it pass, the clause saying both."""
    question = "我在小区里被邻居家的狗咬伤了，狗主人说是我自己逗狗才被咬的，他要赔偿吗？"
    reply = "结论：狗主人可以不承担赔偿责任。"
    clause = decisive_clause(DOG_2010, reply, question)
    assert clause.startswith("饲养的动物造成他人损害的") and "但" not in clause
    result = rewrite_conclusion(reply, clause, "zh", DOG_2010)
    assert result.changed and "应当承担侵权责任" in result.body and "可以不承担" not in result.body


def test_an_exception_the_facts_raise_is_still_the_clause() -> None:
    question = "我故意用棍子打邻居的狗，被狗咬伤了，邻居要承担全部责任吗？这是我的重大过失吗？"
    reply = "结论：损害是因你的重大过失造成的，邻居可以减轻责任。"
    assert decisive_clause(DOG_2010, reply, question).startswith("但能够证明")


ARTICLE_39 = ("劳动者有下列情形之一的，用人单位可以解除劳动合同：\n（一）在试用期间被证明不符合录用条件的；\n"
              "（二）严重违反用人单位的规章制度的；\n（五）因本法第二十六条第一款第一项规定的情形致使劳动合同无效的；\n"
              "（六）被依法追究刑事责任的。")


def test_the_article_copied_out_without_quotation_marks_is_not_the_replys_conclusion() -> None:
    """A draft copied 第三十九条 line by line with half-width brackets; item (五)'s "无效" was read as its
    conclusion against "可以" and replaced inside the copy."""
    reply = ("决定问题的原文：\n劳动者有下列情形之一的，用人单位可以解除劳动合同:\n(一)在试用期间被证明不符合录用条件的;\n"
             "(五)因本法第二十六条第一款第一项规定的情形致使劳动合同无效的;\n\n结论：公司要证明你不符合录用条件。")
    clause = decisive_clause(ARTICLE_39, reply, "试用期内公司说我不符合录用条件要辞退我")
    assert not conflicting_sentences(reply, clause, "zh", ARTICLE_39)
    assert rewrite_conclusion(reply, clause, "zh", ARTICLE_39).body == reply
    assert conflicting_sentences(reply + "这份劳动合同无效。", clause, "zh", ARTICLE_39), "the reply's own words are still read"


def test_a_second_limit_after_but_and_a_list_lead_in_stay_whole() -> None:
    """Only an exception with its own condition is cut off: "每日不得超过三小时，但是每月不得超过三十六小时"
    is one limit, and "……，但是有下列情形之一的，不得认定为工伤：" introduces a list."""
    hours = "用人单位由于生产经营需要，经与工会和劳动者协商后可以延长工作时间，一般每日不得超过一小时；因特殊原因需要延长工作时间的，在保障劳动者身体健康的条件下延长工作时间每日不得超过三小时，但是每月不得超过三十六小时。"
    assert "但是每月不得超过三十六小时" in decisive_clause(hours, "加班每天不得超过三小时，但是每月不得超过三十六小时。", "加班有上限吗")
    injury = "职工符合本条例第十四条、第十五条的规定，但是有下列情形之一的，不得认定为工伤或者视同工伤：\n（一）故意犯罪的；\n（二）醉酒或者吸毒的；"
    assert decisive_clause(injury, "醉酒的不得认定为工伤。", "喝醉了受伤算工伤吗").startswith("职工符合本条例第十四条")


RETURNS = ("经营者采用网络、电视、电话、邮购等方式销售商品，消费者有权自收到商品之日起七日内退货，且无需说明理由，但下列商品除外：\n"
           "（一）消费者定作的；\n（二）鲜活易腐的；\n"
           "除前款所列商品外，其他根据商品性质并经消费者在购买时确认不宜退货的商品，不适用无理由退货。")


def test_a_carve_out_after_a_list_decides_only_when_the_facts_raise_its_conditions() -> None:
    """消费者权益保护法 第二十五条: a discounted shirt was told "不能七天无理由退货" from the carve-out, whose
    consequence, not its conditions, repeats the question's words."""
    sale = "网购了一件打折的衣服，收到后不喜欢，商家说特价商品不退不换，我能七天无理由退货吗？"
    assert decisive_clause(RETURNS, sale, sale).startswith("经营者采用网络")
    confirmed = "下单时我确认过这件商品不宜退货，还能七天无理由退货吗？"
    assert decisive_clause(RETURNS, confirmed, confirmed).startswith("除前款所列商品外")


def test_an_opened_computer_is_quoted_the_right_to_return_not_the_exception_for_opened_software() -> None:
    """stranger48 c5 (session 43, blind): a buyer whose seller refused a computer opened on its third day was quoted item (三)
    ("消费者拆封的音像制品、计算机软件等数字化商品") of a lead-in ("但下列商品除外:") not read as a list of exceptions, and told
    only the rule restated. A buyer of a made-to-order item raises item (一) in its own words."""
    article = RETURNS.replace("（二）鲜活易腐的；\n", "（二）鲜活易腐的；\n（三）在线下载或者消费者拆封的音像制品、计算机软件等数字化商品；\n")
    opened = "我网购了一台电脑，收到第三天不想要了，商家说拆封了就不能七天无理由退货，对吗？"
    clause = with_raised_exception(article, decisive_clause(article, opened, opened), opened)
    assert clause == "经营者采用网络、电视、电话、邮购等方式销售商品，消费者有权自收到商品之日起七日内退货，且无需说明理由"
    made = "网上买的衣服是消费者定作的，商家说不能七天无理由退货"
    assert "（一）消费者定作的" in with_raised_exception(article, decisive_clause(article, made, made), made)


def test_a_rule_of_who_pays_decides_whom_a_worker_may_ask() -> None:
    """stranger48 c9 (session 43, blind): a worker whose 包工头 had fled was quoted 保障农民工工资支付条例 第三十条's first sentence
    (the 分包单位's direct responsibility, its only 负……责任) and told to ask the 分包单位; who pays first is the general contractor."""
    article = ("分包单位对所招用农民工的实名制管理和工资支付负直接责任。\n施工总承包单位对分包单位劳动用工和工资发放等情况进行监督。\n"
               "分包单位拖欠农民工工资的，由施工总承包单位先行清偿，再依法进行追偿。\n"
               "工程建设项目转包，拖欠农民工工资的，由施工总承包单位先行清偿，再依法进行追偿。")
    fled = with_statutory_words("我在工地干活，包工头跑了，工资没人给，我能找谁要？")
    assert decisive_clause(article, fled, fled) == "分包单位拖欠农民工工资的，由施工总承包单位先行清偿，再依法进行追偿。"
    managed = "分包单位对所招用农民工的实名制管理负什么责任？"
    assert decisive_clause(article, managed, managed).startswith("分包单位对所招用农民工")


def test_a_rule_of_who_pays_by_a_measure_decides_who_pays_an_uninsured_worker() -> None:
    """stranger61 b10 (session 48, blind): under 工伤保险条例 第六十二条 a factory that bought no insurance was quoted the sentence
    for an employer who joins late ("用人单位参加工伤保险并补缴……后"): the one that says the employer pays ("由该用人单位按照……
    支付费用") was no rule, its payer read as the whole measure."""
    article = ("用人单位依照本条例规定应当参加工伤保险而未参加的，由社会保险行政部门责令限期参加，补缴应当缴纳的工伤保险费，并自欠缴之日起，"
               "按日加收万分之五的滞纳金；逾期仍不缴纳的，处欠缴数额1倍以上3倍以下的罚款。\n"
               "依照本条例规定应当参加工伤保险而未参加工伤保险的用人单位职工发生工伤的，由该用人单位按照本条例规定的工伤保险待遇项目和标准"
               "支付费用。\n用人单位参加工伤保险并补缴应当缴纳的工伤保险费、滞纳金后，由工伤保险基金和用人单位依照本条例的规定支付新发生的费用。")
    uninsured = with_statutory_words("我在一家小工厂上班，工厂没给我买工伤保险，我干活时手被机器压伤了，医药费谁来出？")
    assert decisive_clause(article, uninsured, uninsured).startswith("依照本条例规定应当参加工伤保险而未参加工伤保险的用人单位职工发生工伤的")
    late = "工厂后来补缴了工伤保险费和滞纳金，之后的医药费谁出？"
    assert decisive_clause(article, late, late).startswith("用人单位参加工伤保险并补缴")


def test_a_rule_of_who_inherits_decides_whether_a_grandchild_inherits() -> None:
    """stranger61 b5 (session 48, blind, after the 代位继承 bridge): "我爸比奶奶早去世两年，我能继承奶奶的房子吗" was quoted 民法典
    第一千一百二十八条's last sentence on the share, its only "direction" (只能); the first sentence makes the grandchild an heir."""
    article = ("被继承人的子女先于被继承人死亡的，由被继承人的子女的直系晚辈血亲代位继承。\n"
               "被继承人的兄弟姐妹先于被继承人死亡的，由被继承人的兄弟姐妹的子女代位继承。\n"
               "代位继承人一般只能继承被代位继承人有权继承的遗产份额。")
    grandchild = with_statutory_words("我奶奶去世了，没有遗嘱，我爸比奶奶早去世两年，我能继承奶奶的房子吗？")
    assert decisive_clause(article, grandchild, grandchild) == "被继承人的子女先于被继承人死亡的，由被继承人的子女的直系晚辈血亲代位继承。"
    share = "代位继承人能继承多少份额？"
    assert decisive_clause(article, share, share).startswith("代位继承人一般只能继承")
    # a law's name is no rule of who inherits: LeCoQA 334's opening (保险法 第四十二条) had become its lead-in alone
    assert HEIR.search("由保险人依照《中华人民共和国继承法》的规定履行给付保险金的义务") is None
    assert HEIR.search("由被继承人的兄弟姐妹的子女代位继承") is not None


def test_a_conclusion_denying_the_payer_is_rewritten_to_name_whom_to_ask_even_for_a_wh_question() -> None:
    """stranger48 c9 re-asked: "我能找谁要？" drew "你不能找施工总承包单位要"; the rewrite put the rule's words alone where the
    conclusion was, since a one-word answer suits only a yes-or-no question. Whom to ask answers this one."""
    rule = "分包单位拖欠农民工工资的，由施工总承包单位先行清偿，再依法进行追偿"
    body = f"依据《保障农民工工资支付条例》第三十条：“{rule}”\n\n结论：你不能找施工总承包单位要，因为它不是直接责任主体。"
    rewritten = rewrite_conclusion(body, rule, "zh", yes_or_no=False)
    assert rewritten.changed and not rewritten.needs_lawyer
    assert rewritten.body.split("结论：")[1].startswith("可以要求施工总承包单位先行清偿。")
    body = "依据该条：“用人单位不得克扣劳动者工资”\n\n结论：公司可以克扣你的工资。"
    assert not rewrite_conclusion(body, "用人单位不得克扣劳动者工资", "zh", yes_or_no=False).body.split("结论：")[1].startswith("不可以")


def test_a_user_told_they_pay_where_the_rule_names_another_payer_is_answered_no_with_that_rule() -> None:
    """stranger68 i8 (session 50, blind): a car's owner who lent it asked "我需要赔吗"; "我需要赔" was found against 民法典
    第一千二百零九条 and replaced by the rule's words alone, the user left to read that the driver pays."""
    rule = ("因租赁、借用等情形机动车所有人、管理人与使用人不是同一人时，发生交通事故造成损害，属于该机动车一方责任的，"
            "由机动车使用人承担赔偿责任；")
    body = f"依据《中华人民共和国民法典》第一千二百零九条：“{rule}”\n\n结论：我需要赔。"
    rewritten = rewrite_conclusion(body, rule, "zh", side="机动车所有人", yes_or_no=True)
    assert rewritten.changed and not rewritten.needs_lawyer
    assert rewritten.body.split("结论：")[1].startswith("一般不用，由机动车使用人承担赔偿责任。依据该条规定")
    assert not rewrite_conclusion(body, rule, "zh", side=None, yes_or_no=True).body.split("结论：")[1].startswith("一般不用"), \
        "whose side the user is on must be known"


def test_the_sentence_granting_the_right_is_quoted_for_a_parent_kept_from_the_child() -> None:
    article = ("离婚后，不直接抚养子女的父或者母，有探望子女的权利，另一方有协助的义务。\n行使探望权利的方式、时间由当事人协议；"
               "协议不成的，由人民法院判决。\n父或者母探望子女，不利于子女身心健康的，由人民法院依法中止探望；中止的事由消失后，应当恢复探望。")
    question = "我和前夫离婚时约定孩子跟他，现在他不让我探望孩子，我该怎么办？"
    assert decisive_clause(article, question, question).startswith("离婚后，不直接抚养子女的父或者母，有探望子女的权利")


def test_of_sentences_quoted_alike_the_one_ruling_on_the_act_asked_about_is_the_clause() -> None:
    """side by side 1358 (LeCoQA train, session 56): "燃气经营者是否可以根据实际情况停业歇业？" under 行政许可法 第六十七条, quoted
    whole; its first sentence (the service owed) had been the clause, and "经营者可以自由决定停业歇业" was never read against its
    "不得擅自停业、歇业"."""
    article = ("取得直接关系公共利益的特定行业的市场准入行政许可的被许可人，应当按照国家规定的服务标准、资费标准和行政机关依法规定的条件，"
               "向用户提供安全、方便、稳定和价格合理的服务，并履行普遍服务的义务；未经作出行政许可决定的行政机关批准，不得擅自停业、歇业。\n"
               "被许可人不履行前款规定的义务的，行政机关应当责令限期改正，或者依法采取有效措施督促其履行义务。")
    question = "燃气经营者是否可以根据实际情况停业歇业？直接关系公共利益的特定行业的经营者能否自由决定停业歇业？"
    body = (f"依据《中华人民共和国行政许可法》第六十七条：“{article.split('。')[0]}”\n\n"
            "结论：直接关系公共利益的特定行业的经营者可以自由决定停业歇业。")
    assert decisive_clause(article, body, question, question).endswith("不得擅自停业、歇业。")
    service = "他们要按照国家规定的服务标准提供服务吗？"
    assert decisive_clause(article, body, service, service).startswith("取得直接关系公共利益")


def test_a_user_asking_what_to_do_is_told_where_the_article_sends_a_disagreement() -> None:
    """stranger95 e2 (session 56, blind): "现在他不让我探望孩子，我该怎么办" had its wrong conclusion replaced by the right alone;
    the article's next sentence says what to do when the father will not agree. A yes-or-no question keeps its one answer."""
    article = ("离婚后，不直接抚养子女的父或者母，有探望子女的权利，另一方有协助的义务。\n行使探望权利的方式、时间由当事人协议；"
               "协议不成的，由人民法院判决。\n父或者母探望子女，不利于子女身心健康的，由人民法院依法中止探望；中止的事由消失后，应当恢复探望。")
    clause = "离婚后，不直接抚养子女的父或者母，有探望子女的权利，另一方有协助的义务。"
    body = f"依据《中华人民共和国民法典》第一千零八十六条：“{clause}”\n\n结论：你没有探望孩子的权利。"
    how = rewrite_conclusion(body, clause, "zh", article, None, asks_yes_or_no("现在他不让我探望孩子，我该怎么办？"))
    assert how.changed and not how.needs_lawyer
    assert how.body.endswith("该条还规定：“行使探望权利的方式、时间由当事人协议；协议不成的，由人民法院判决”。")
    yes_no = rewrite_conclusion(body, clause, "zh", article, None, asks_yes_or_no("他不让我探望孩子，我有权探望吗？"))
    assert yes_no.changed and "该条还规定" not in yes_no.body
    assert rewrite_conclusion(body, clause, "zh", clause, None, False).body.endswith("协助的义务”。"), "no route in the article"
    # stranger95 e3 (re-asked): police who will not open a fraud case; 刑事诉讼法 第一百一十二条's last sentence is the way on
    refusal = ("人民法院、人民检察院或者公安机关对于报案、控告、举报和自首的材料，应当按照管辖范围，迅速进行审查，认为有犯罪事实需要追究刑事"
               "责任的时候，应当立案；认为没有犯罪事实，或者犯罪事实显著轻微，不需要追究刑事责任的时候，不予立案，并且将不立案的原因通知控告人。"
               "控告人如果不服，可以申请复议。")
    assert the_route(refusal, "认为没有犯罪事实，或者犯罪事实显著轻微，不需要追究刑事责任的时候，不予立案") == "控告人如果不服，可以申请复议"
    # stranger100 h10 (session 57, blind): a flowerpot thrown by no one known; 民法典 第一千二百五十四条 sends the owner to the police
    thrown = ("从建筑物中抛掷物品或者从建筑物上坠落的物品造成他人损害的，由侵权人依法承担侵权责任；经调查难以确定具体侵权人的，除能够证明"
              "自己不是侵权人的外，由可能加害的建筑物使用人给予补偿。\n发生本条第一款规定的情形的，公安等机关应当依法及时调查，查清责任人。")
    assert the_route(thrown, "经调查难以确定具体侵权人的，除能够证明自己不是侵权人的外，由可能加害的建筑物使用人给予补偿") == \
        "发生本条第一款规定的情形的，公安等机关应当依法及时调查，查清责任人"
    # re-asked: the conclusion had an answer of its own (补偿, not liability), and the route was left out; a what-to-do question needs it
    unknown = "经调查难以确定具体侵权人的，除能够证明自己不是侵权人的外，由可能加害的建筑物使用人给予补偿"
    body = f"依据《中华人民共和国民法典》第一千二百五十四条：“{unknown}”\n\n结论：可能加害的建筑物使用人应当承担侵权责任。"
    how = rewrite_conclusion(body, unknown, "zh", thrown, None, asks_yes_or_no("找不到是谁扔的，怎么办？"))
    assert "结论：由可能加害的建筑物使用人给予补偿" in how.body and how.body.endswith("该条还规定：“发生本条第一款规定的情形的，公安等机关应当依法及时调查，查清责任人”。")


LABOUR_90 = ("劳动者违反本法规定解除劳动合同，或者违反劳动合同中约定的保密义务或者竞业限制，给用人单位造成损失的，"
             "应当承担赔偿责任")


def test_a_conclusion_giving_the_articles_liability_to_the_other_party_is_replaced_by_the_clause() -> None:
    """A stranger's non-compete question (2025) got 劳动合同法 第九十条, which makes the 劳动者 liable, and
    the conclusion "公司应当承担赔偿责任": the other party. It is replaced by the clause's own words."""
    body = (f"依据《中华人民共和国劳动合同法》第九十条：“{LABOUR_90}”\n\n案件事实对应到它的条件：\n"
            "1. 违反了竞业限制。\n\n结论：公司应当承担赔偿责任。")
    result = rewrite_conclusion(body, LABOUR_90, "zh", LABOUR_90)
    assert result.changed and not result.needs_lawyer
    assert "公司应当承担赔偿责任" not in result.body and result.body.endswith(f"结论：依据该条规定：“{LABOUR_90}”。")
    kept = body.replace("结论：公司应当承担赔偿责任。", "结论：劳动者违反竞业限制给公司造成损失的，应当承担赔偿责任。")
    assert not rewrite_conclusion(kept, LABOUR_90, "zh", LABOUR_90).changed, "the article's own party: no change"


def test_a_claim_made_against_the_one_the_article_lets_claim_is_replaced_by_the_clause() -> None:
    """side by side 215 (LeCoQA train): a water meter reading too high, 民法典 第九百八十五条, and the conclusion
    "供水公司可以请求受损失的人返还取得的利益": the article lets 受损失的人 claim from 得利人, not the other way."""
    clause = "得利人没有法律根据取得不当利益的，受损失的人可以请求得利人返还取得的利益"
    body = (f"依据《中华人民共和国民法典》第九百八十五条：“{clause}”\n\n供水公司作为得利人，没有法律根据取得不当利益。"
            "\n\n结论：供水公司可以请求受损失的人返还取得的利益。")
    result = rewrite_conclusion(body, clause, "zh", clause)
    assert result.changed and "供水公司可以请求受损失的人" not in result.body
    kept = body.replace("结论：供水公司可以请求受损失的人返还取得的利益。", "结论：您作为受损失的人，可以请求供水公司返还多收的水费。")
    assert not rewrite_conclusion(kept, clause, "zh", clause).changed, "the claimant the article names: no change"


def test_a_fact_sentence_about_the_other_side_is_no_party_swap() -> None:
    """"对方逾期仍不支付" takes its party from the sentence before it: only a concluding sentence is judged."""
    clause = "承租人逾期不支付的，出租人可以解除合同"
    body = "租客拖欠3个月租金，您已催告，对方逾期仍不支付。因此，出租人可以解除合同。"
    assert conflicting_sentences(body, clause, "zh", clause, "出租人") == []


def test_an_exception_the_facts_raise_is_quoted_with_its_rule() -> None:
    """"狗主人说是我先逗狗的": the keeper may be relieved (第一千二百四十五条's 但是), so the quotation holds
    the rule and the exception; without the teasing the rule alone is quoted."""
    from core.pick import _words_of

    teased = _words_of(CC_1245, "我在小区里被邻居家的狗咬了，狗主人说是我先逗狗的，他要赔吗？", "zh")
    assert teased.startswith("饲养的动物造成他人损害的") and teased.endswith("可以不承担或者减轻责任")
    plain = _words_of(CC_1245, "我在小区里被邻居家的狗咬了，他要赔吗？", "zh")
    assert plain == "饲养的动物造成他人损害的，动物饲养人或者管理人应当承担侵权责任"


def test_a_short_paragraph_is_quoted_whole_less_an_exception_the_facts_do_not_raise() -> None:
    """"公司说试用期可以随时辞退不用给理由": 第二十一条's two sentences both answer it (不得解除 and 说明理由)."""
    from core.pick import _words_of

    probation = ("在试用期中，除劳动者有本法第三十九条和第四十条第一项、第二项规定的情形外，用人单位不得解除劳动合同。"
                 "用人单位在试用期解除劳动合同的，应当向劳动者说明理由。")
    quoted = _words_of(probation, "我试用期被公司辞退了，公司说试用期可以随时辞退不用给理由，对吗？", "zh")
    assert "用人单位不得解除劳动合同" in quoted and quoted.endswith("应当向劳动者说明理由")
    carrier = ("承运人应当对运输过程中旅客的伤亡承担赔偿责任；但是，伤亡是旅客自身健康原因造成的或者承运人证明伤亡是旅客故意、"
               "重大过失造成的除外。\n前款规定适用于按照规定免票、持优待票或者经承运人许可搭乘的无票旅客。")
    assert _words_of(carrier, "我坐公交车摔伤了，公交公司要赔吗？", "zh") == "承运人应当对运输过程中旅客的伤亡承担赔偿责任", \
        "an exception nobody raised and the next paragraph are left out"


def test_a_rewritten_conclusion_answers_the_question_the_way_the_clause_goes() -> None:
    """stranger13 Q4: "结论：我不能要求十倍赔偿" beside 食品安全法 第一百四十八条 was replaced by the clause's words
    alone; the user who asked "能要求十倍赔偿吗" is now told "可以" first."""
    clause = "消费者除要求赔偿损失外，还可以向生产者或者经营者要求支付价款十倍或者损失三倍的赔偿金"
    body = f"依据《中华人民共和国食品安全法》第一百四十八条：“{clause}”\n\n结论：我不能要求十倍赔偿。"
    result = rewrite_conclusion(body, clause, "zh", "", "买受人")
    assert result.changed and not result.needs_lawyer
    assert "结论：可以。依据该条规定：“" in result.body
    assert direct_answer("我不能要求十倍赔偿。", clause, "zh", "买受人") == "可以"
    assert direct_answer("I cannot claim it.", clause, "en") == "", "English keeps the clause's words alone"


def test_a_party_swap_drawn_midway_through_a_sentence_is_not_sent() -> None:
    """side by side 215, after the party check: the conclusion was replaced by the clause, but the mapping sentence
    "……这一情形，因此，供水公司可以请求受损失的人返还取得的利益" still said it. Two contradicting sentences: the lawyer notice."""
    clause = "得利人没有法律根据取得不当利益的，受损失的人可以请求得利人返还取得的利益"
    body = (f"依据《中华人民共和国民法典》第九百八十五条：“{clause}”\n\n供水公司作为得利人，没有法律根据取得不当利益，"
            "因此，供水公司可以请求受损失的人返还取得的利益。\n\n结论：供水公司可以请求受损失的人返还取得的利益。")
    result = rewrite_conclusion(body, clause, "zh", clause)
    assert result.needs_lawyer and "供水公司可以请求受损失的人" not in result.body
    fine = body.replace("因此，供水公司可以请求受损失的人返还", "因此，您可以请求供水公司返还").replace(
        "结论：供水公司可以请求受损失的人返还取得的利益。", "结论：您可以请求供水公司返还多收的水费。")
    assert not rewrite_conclusion(fine, clause, "zh", clause).changed


ARTICLE_580 = ("当事人一方不履行非金钱债务或者履行非金钱债务不符合约定的，对方可以请求履行，但是有下列情形之一的除外：\n"
               "（一）法律上或者事实上不能履行；\n（二）债务的标的不适于强制履行或者履行费用过高；\n（三）债权人在合理期限内未请求履行。\n"
               "有前款规定的除外情形之一，致使不能实现合同目的的，人民法院或者仲裁机构可以根据当事人的请求终止合同权利义务关系，"
               "但是不影响违约责任的承担。")


def test_an_item_of_a_list_of_exceptions_the_facts_do_not_raise_is_not_the_rule() -> None:
    """stranger24 q9 (session 35, blind): a buyer whose seller would not sell was told "房东不能要求他继续把房子卖给你"
    from 第五百八十条, and the check agreed with item (一)'s "不能履行", an exception nobody raised."""
    question = "房东跟我签了买房合同，后来房价涨了他不想卖了，我能要求他继续把房子卖给我吗？"
    body = (f"依据《中华人民共和国民法典》第五百八十条：“{ARTICLE_580.splitlines()[0]}”\n\n"
            "案件事实对应到它的条件：\n1. 房东不履行非金钱债务（房价涨了他不想卖了）。\n\n结论：房东不能要求他继续把房子卖给你。")
    clause = decisive_clause(ARTICLE_580, body, question)
    assert "对方可以请求履行" in clause and "不能履行" not in clause
    rewritten = rewrite_conclusion(body, clause, "zh", ARTICLE_580)
    assert rewritten.changed and not rewritten.needs_lawyer
    assert "结论：可以。" in rewritten.body and "除外：”" not in rewritten.body.split("结论：")[1]
    impossible = decisive_clause(ARTICLE_580, body, "房子已经被法院查封拍卖了，法律上不能履行，我还能要求他卖给我吗？")
    assert "不能履行" in impossible, "an exception the facts raise is still quoted"


ARTICLE_183 = ("因保护他人民事权益使自己受到损害的，由侵权人承担民事责任，受益人可以给予适当补偿。没有侵权人、侵权人逃逸或者无力承担"
               "民事责任，受害人请求补偿的，受益人应当给予适当补偿。")


def test_a_conclusion_that_drops_the_clauses_qualifier_is_followed_by_the_clauses_words() -> None:
    """stranger24 q3, q8 (session 35, blind): "孩子会判给你" for "以由母亲直接抚养为原则", "小孩家长应该给你补偿" for
    "受益人应当给予适当补偿": right in direction, they promised more than the article."""
    custody = "离婚后，不满两周岁的子女，以由母亲直接抚养为原则。已满两周岁的子女，父母双方对抚养问题协议不成的，由人民法院判决。"
    body = "依据……\n\n结论：孩子会判给你。"
    clause = decisive_clause(custody, body, "孩子刚一岁半，我是孩子妈妈，孩子会判给谁？")
    assert with_qualifier(body, clause, "zh", custody) == \
        "依据……\n\n结论：孩子会判给你（条文原话：“离婚后，不满两周岁的子女，以由母亲直接抚养为原则”）。"
    kept = "依据……\n\n结论：原则上孩子由你直接抚养。"
    assert with_qualifier(kept, clause, "zh", custody) == kept, "a conclusion that keeps the qualifier stands"
    rescue = with_qualifier("结论：小孩家长应该给你补偿。", ARTICLE_183.split("。")[0] + "。", "zh", ARTICLE_183)
    assert "受益人应当给予适当补偿" in rescue and "受益人可以给予适当补偿" in rescue
    assert with_qualifier("结论：公司应当支付加班费。", "用人单位应当支付加班费。", "zh", "用人单位应当支付加班费。") == \
        "结论：公司应当支付加班费。", "a clause without a qualifier adds nothing"
    cover = "机动车发生交通事故造成损害，属于该机动车一方责任的，先由承保机动车强制保险的保险人在强制保险责任限额范围内予以赔偿"
    insured = with_qualifier("结论：保险公司可以赔偿5万元。", cover, "zh", cover + "。")  # stranger42 w10 (session 40, blind)
    assert insured.startswith("结论：保险公司可以赔偿5万元（条文原话：“") and "强制保险责任限额范围内予以赔偿”）" in insured
    assert with_qualifier("结论：保险公司在交强险限额内赔偿。", cover, "zh", cover + "。") == "结论：保险公司在交强险限额内赔偿。"
    weighed = "已满两周岁的子女，父母双方对抚养问题协议不成的，由人民法院根据双方的具体情况，按照最有利于未成年子女的原则判决"
    foretold = with_qualifier("依据……\n\n结论：法院会判给你。", weighed, "zh", weighed + "。")  # stranger42 w4 (session 40)
    assert foretold == f"依据……\n\n结论：不一定。依据该条规定：“{weighed}”。"


def test_a_conclusion_that_asks_the_question_back_is_replaced_by_the_clause() -> None:
    """stranger24 q4 (session 35, blind): "结论：你老婆结婚前欠了信用卡五万块，现在银行找你还，你要替她还吗？"."""
    clause = "债权人就一方婚前所负个人债务向债务人的配偶主张权利的，人民法院不予支持。"
    body = "依据……\n\n结论：你老婆结婚前欠了信用卡五万块，现在银行找你还，你要替她还吗？\n\n依据（案件日期有效的版本）"
    assert answered(body, clause, "zh") == \
        f"依据……\n\n结论：依据该条规定：“{clause.rstrip('。')}”。\n\n依据（案件日期有效的版本）"
    plain = "依据……\n\n结论：你不用替她还。"
    assert answered(plain, clause, "zh") == plain


def test_a_conclusion_that_repeats_the_demand_asked_about_is_replaced_by_the_clause() -> None:
    """stranger74 o7 (session 52, blind): "中介要我付中介费，我要付吗" was concluded "中介要你付中介费。" under 民法典 第九百六十五条."""
    clause = "委托人在接受中介人的服务后，利用中介人提供的交易机会或者媒介服务，绕开中介人直接订立合同的，应当向中介人支付报酬"
    body = "依据……\n\n结论：中介要你付中介费。\n\n依据（案件日期有效的版本）"
    assert answered(body, clause, "zh") == f"依据……\n\n结论：依据该条规定：“{clause}”。\n\n依据（案件日期有效的版本）"
    mine = "依据……\n\n结论：中介要我付中介费。"  # the draft's own voice (stranger74 o7 re-asked)
    assert answered(mine, clause, "zh") == f"依据……\n\n结论：依据该条规定：“{clause}”。"
    for kept in ("结论：你要付中介费。", "结论：我要付中介费。", "结论：中介要你付中介费是有依据的，你应当支付。"):
        assert answered(kept, clause, "zh") == kept


def test_a_conclusion_label_inside_a_line_starts_a_paragraph_of_its_own() -> None:
    from core.reasoning import labelled_apart
    assert labelled_apart("孳息应当先充抵费用。结论：留置权人有权收取孳息。") == "孳息应当先充抵费用。\n\n结论：留置权人有权收取孳息。"
    assert labelled_apart("The deposit is kept. Conclusion: you may claim it.") == "The deposit is kept.\n\nConclusion: you may claim it."
    kept = "本案的结论：可以退货。"  # not after a sentence: a clause of its own sentence
    assert labelled_apart(kept) == kept


def test_what_the_reply_reports_someone_said_is_not_its_own_claim() -> None:
    """n4 (session 36): the fact line "3. 客服说不能退只能换" was read as the reply's "不能" against 第二十五条's 有权 and
    replaced by the clause, so the user's own fact disappeared."""
    from core.reasoning import own_words, rewrite_conclusion
    clause = "经营者采用网络、电视、电话、邮购等方式销售商品，消费者有权自收到商品之日起七日内退货，且无需说明理由"
    body = "依据……\n\n案件事实对应到它的条件：\n1. 我在京东上买的电视。\n2. 客服说不能退只能换。\n\n结论：你可以退货。"
    assert not rewrite_conclusion(body, clause, "zh", clause, "买受人").changed
    assert "不能" in own_words("结论：你不能退货，消费者无需说明理由。"), "说明 is no report"
    assert "无效" in own_words("结论：双方的意思表示无效。"), "意思表示 is no report"
    assert rewrite_conclusion("结论：客服说得对，你不能退货。", clause, "zh", clause, "买受人").changed, \
        "the reply's own words after the report are still judged"


def test_a_conclusion_rewritten_for_a_question_not_answered_yes_or_no_gets_no_one_word_answer() -> None:
    """stranger36 q10 (session 36, blind): "楼上不承认，我该怎么办？" was answered "不可以。依据该条规定：“……不得危及相邻不动产的安全”"."""
    from core.reasoning import asks_yes_or_no, rewrite_conclusion
    clause = "不动产权利人挖掘土地、建造建筑物、铺设管线以及安装设备等，不得危及相邻不动产的安全"
    body = "依据……\n\n结论：楼上可以危及你家的安全。"
    how = rewrite_conclusion(body, clause, "zh", clause, None, asks_yes_or_no("楼上不承认，我该怎么办？"))
    assert how.changed and "结论：依据该条规定：“" in how.body and "不可以" not in how.body
    whether = rewrite_conclusion(body, clause, "zh", clause, None, asks_yes_or_no("楼上可以这样吗？"))
    assert "结论：不可以。依据该条规定：“" in whether.body


DEPOSIT = ("债务人履行债务的，定金应当抵作价款或者收回。给付定金的一方不履行债务或者履行债务不符合约定，致使不能实现合同目的的，"
           "无权请求返还定金；收受定金的一方不履行债务或者履行债务不符合约定，致使不能实现合同目的的，应当双倍返还定金。")


def test_a_conclusion_drawn_twice_against_the_clause_is_rewritten_once_not_sent_to_a_lawyer() -> None:
    """stranger38 s10 (session 38, blind): "我自己不想装修了，定金能退吗" under 民法典 第五百八十七条; the draft said "因此，……可以
    请求返还定金" and then "结论：……", and the first sentence, left after the conclusion was rewritten, sent the user the
    needs-a-lawyer notice. A fact sentence that contradicts the clause still does (above)."""
    clause = "给付定金的一方不履行债务或者履行债务不符合约定，致使不能实现合同目的的，无权请求返还定金；"
    body = ("案件事实对应到它的条件：\n1. 你交了3万块定金。\n2. 你自己不想装修了。\n\n因此，根据上述条件，你可以请求返还定金。\n\n"
            "结论：你可以请求返还定金。")
    result = rewrite_conclusion(body, clause, "zh", DEPOSIT)
    assert not result.needs_lawyer and "可以请求返还" not in result.body
    assert result.body.endswith("结论：不可以。依据该条规定：“给付定金的一方不履行债务或者履行债务不符合约定，致使不能实现合同目的的，无权请求返还定金”。")
    assert "\n\n\n" not in result.body and "2. 你自己不想装修了。" in result.body


def test_a_question_whether_an_act_is_lawful_is_answered_lawful_or_not_not_valid_or_void() -> None:
    """stranger38 s4 (session 38): twelve hours a day under 劳动法 第四十一条; the draft's "这合法" was rewritten "无效。依据
    该条规定……", a contract's word for an act's lawfulness."""
    clause = ("用人单位由于生产经营需要，经与工会和劳动者协商后可以延长工作时间，一般每日不得超过一小时；因特殊原因需要延长工作时间的，"
              "在保障劳动者身体健康的条件下延长工作时间每日不得超过三小时，但是每月不得超过三十六小时")
    assert direct_answer("结论：公司让你们每天上班12个小时，这合法。", clause, "zh") == "不合法"
    assert direct_answer("结论：这份合同有效。", "违反法律、行政法规的强制性规定的民事法律行为无效", "zh") == "无效"


def test_an_article_quoted_whole_is_decided_by_the_unit_the_reply_speaks_of() -> None:
    """The pick stage opens a reply with a short article whole, so every unit is quoted alike; the longer unit had been the
    clause whatever the reply said (stranger37 q7: 第三十一条's 不得强迫加班 for a reply about 加班费)."""
    article = "用人单位应当严格执行劳动定额标准，不得强迫或者变相强迫劳动者加班。用人单位安排加班的，应当按照国家有关规定向劳动者支付加班费。"
    reply = f"依据《中华人民共和国劳动合同法》第三十一条：“{article[:-1]}”\n\n结论：你可以要求单位支付加班费。"
    assert decisive_clause(article, reply, "单位让我们加班不给加班费，我能要吗？").startswith("用人单位安排加班的")


def test_an_unnumbered_case_a_lead_in_lists_is_quoted_with_it() -> None:
    """stranger46 a6 (session 42, blind): 商品房买卖合同解释 第十三条 lists its two cases on lines of their own without numbers; the
    reply to a flat handed over late quoted the lead-in alone ("……可以参照以下标准确定："), which says nothing of the case."""
    article = ("商品房买卖合同没有约定违约金数额或者损失赔偿额计算方法，违约金数额或者损失赔偿额可以参照以下标准确定：\n"
               "逾期付款的，按照未付购房款总额，参照中国人民银行规定的金融机构计收逾期贷款利息的标准计算。\n"
               "逾期交付使用房屋的，按照逾期交付使用房屋期间有关主管部门公布或者有资格的房地产评估机构评定的同地段同类房屋租金标准确定。")
    late_flat = decisive_clause(article, "开发商拖了半年才交房，逾期交付使用房屋，要赔偿吗？")
    assert late_flat.startswith("商品房买卖合同没有约定违约金数额") and late_flat.endswith("同地段同类房屋租金标准确定。")
    late_pay = decisive_clause(article, "买房的人逾期付款，未付购房款怎么算违约金？")
    assert "……逾期付款的，按照未付购房款总额" in late_pay and "租金" not in late_pay
    traffic = ("机动车发生交通事故造成人身伤亡、财产损失的，由保险公司在机动车第三者责任强制保险责任限额范围内予以赔偿；不足的部分，按照下列"
               "规定承担赔偿责任：\n（一）机动车之间发生交通事故的，由有过错的一方承担赔偿责任；\n（二）机动车与非机动车驾驶人、行人之间发生"
               "交通事故，非机动车驾驶人、行人没有过错的，由机动车一方承担赔偿责任。\n交通事故的损失是由非机动车驾驶人、行人故意碰撞机动车"
               "造成的，机动车一方不承担赔偿责任。")
    rammed = decisive_clause(traffic, "行人故意碰撞我的机动车，机动车一方要承担赔偿责任吗？")
    assert rammed == "交通事故的损失是由非机动车驾驶人、行人故意碰撞机动车造成的，机动车一方不承担赔偿责任。", \
        "a paragraph after numbered items is a rule of its own, not another item"


CIVIL_580 = ("当事人一方不履行非金钱债务或者履行非金钱债务不符合约定的，对方可以请求履行，但是有下列情形之一的除外：\n（一）法律上或者事实上不能履行；\n"
             "（二）债务的标的不适于强制履行或者履行费用过高；\n（三）债权人在合理期限内未请求履行。\n"
             "有前款规定的除外情形之一，致使不能实现合同目的的，人民法院或者仲裁机构可以根据当事人的请求终止合同权利义务关系，但是不影响违约责任的承担。")


def test_a_rule_whose_exceptions_the_facts_raise_none_of_is_quoted_without_them() -> None:
    """stranger47 b4 (session 42, blind): a seller who wanted to back out because prices rose was quoted 民法典 第五百八十条 as
    "……对方可以请求履行，但是有下列情形之一的除外：" and told "可以反悔不卖了", read off the exceptions. None of them is his case."""
    rises = with_statutory_words("我把房子卖了，合同签了，买家也付了首付，现在房价涨了，我想反悔不卖了，可以吗？")  # as the pick stage reads it
    lead = decisive_clause(CIVIL_580, rises, rises)
    assert with_raised_exception(CIVIL_580, lead, rises) == "当事人一方不履行非金钱债务或者履行非金钱债务不符合约定的，对方可以请求履行"
    seized = "卖家说房子已经被法院查封了，事实上不能履行，我还能要求他继续卖给我吗？"
    assert "（一）法律上或者事实上不能履行" in with_raised_exception(CIVIL_580, decisive_clause(CIVIL_580, seized, seized), seized)


def test_a_rule_of_whom_a_non_compete_may_bind_is_a_deciding_clause() -> None:
    """stranger45 z7 (session 42 re-ask): a receptionist asking whether her non-compete binds her was quoted 劳动合同法 第二十四条's
    second paragraph (the two-year term), since "竞业限制的人员限于……" has no direction word and was never a candidate."""
    article = ("竞业限制的人员限于用人单位的高级管理人员、高级技术人员和其他负有保密义务的人员。竞业限制的范围、地域、期限由用人单位与劳动者约定，"
               "竞业限制的约定不得违反法律、法规的规定。\n在解除或者终止劳动合同后，前款规定的人员到与本单位生产或者经营同类产品、从事同类业务的有"
               "竞争关系的其他用人单位，或者自己开业生产或者经营同类产品、从事同类业务的竞业限制期限，不得超过二年。")
    question = "公司让我签竞业限制协议，可我只是一个普通前台，这个协议对我有效吗？"
    words = with_statutory_words(question)
    assert decisive_clause(article, words, words).startswith("竞业限制的人员限于")


ARBITRATION_27 = ("劳动争议申请仲裁的时效期间为一年。仲裁时效期间从当事人知道或者应当知道其权利被侵害之日起计算。\n"
                  "劳动关系存续期间因拖欠劳动报酬发生争议的，劳动者申请仲裁不受本条第一款规定的仲裁时效期间的限制；但是，劳动关系终止的，"
                  "应当自劳动关系终止之日起一年内提出。")


def test_a_conclusion_drawing_the_rule_when_the_facts_raise_its_exception_gets_the_exception() -> None:
    """stranger47 b7 (session 42): a worker who had left asked whether arbitration over unpaid pay has a time limit and was told
    "你申请劳动仲裁不受本条第一款规定的仲裁时效期间的限制", the rule for one still employed; having left, she has a year."""
    body = "依据……\n\n结论：你已经离职，你申请劳动仲裁不受本条第一款规定的仲裁时效期间的限制。"
    left = "老板拖欠我工资，我已经离职了，申请劳动仲裁有时间限制吗？"
    assert exception_applied(body, ARBITRATION_27, with_statutory_words(left)) == \
        "依据……\n\n结论：依据该条规定：“劳动关系终止的，应当自劳动关系终止之日起一年内提出”。"
    staying = "我还在公司上班，老板拖欠我工资两年了，申请劳动仲裁有时间限制吗？"
    assert exception_applied(body, ARBITRATION_27, with_statutory_words(staying)) == body


CC_1188 = ("无民事行为能力人、限制民事行为能力人造成他人损害的，由监护人承担侵权责任。监护人尽到监护职责的，可以减轻其侵权责任。\n"
           "有财产的无民事行为能力人、限制民事行为能力人造成他人损害的，从本人财产中支付赔偿费用；不足部分，由监护人赔偿。")


def test_a_sentence_lessening_the_liability_is_quoted_only_when_the_facts_raise_it() -> None:
    """stranger54 u4 (session 45, blind): the parents "已经尽到监护职责" was the model's, never the user's."""
    knocked = "我在路边被一个骑自行车的小孩撞倒了，小孩才10岁，他家长说孩子还小不用赔，对吗？"
    clause = decisive_clause(CC_1188, knocked, knocked)
    assert with_raised_exception(CC_1188, clause, knocked) == "无民事行为能力人、限制民事行为能力人造成他人损害的，由监护人承担侵权责任。"
    watched = "小孩撞倒了人，可我一直尽到监护职责看着他，我要全赔吗？"
    assert "可以减轻其侵权责任" in with_raised_exception(CC_1188, decisive_clause(CC_1188, watched, watched), watched)


LC_37 = "劳动者提前三十日以书面形式通知用人单位，可以解除劳动合同。劳动者在试用期内提前三日通知用人单位，可以解除劳动合同。"


def test_the_special_case_the_facts_name_is_quoted_alone() -> None:
    """stranger55 v10 (session 45, blind): a worker in probation was quoted both sentences and told to give a month's notice."""
    probation = "我还在试用期，想辞职，公司说必须提前一个月通知，我提前三天说可以吗？"
    assert with_raised_exception(LC_37, decisive_clause(LC_37, probation, probation), probation) == \
        "劳动者在试用期内提前三日通知用人单位，可以解除劳动合同。"
    unsaid = "我想辞职，要提前多久通知公司？"
    assert with_raised_exception(LC_37, decisive_clause(LC_37, unsaid, unsaid), unsaid) == LC_37, "neither case named: both"


def test_asked_for_money_a_civil_sentence_decides_before_an_administrative_fine() -> None:
    """stranger60 a1 (session 47, blind): 食品安全法 第一百三十一条's fines on a platform were quoted for "能找平台赔吗" and the reply
    said "平台不能赔"; its second paragraph says whom the buyer may claim from."""
    article = ("违反本法规定，网络食品交易第三方平台提供者未对入网食品经营者进行实名登记、审查许可证，或者未履行报告、停止提供网络交易平台服务"
               "等义务的，由县级以上人民政府食品安全监督管理部门责令改正，没收违法所得，并处五万元以上二十万元以下罚款；造成严重后果的，责令停业，"
               "直至由原发证部门吊销许可证；使消费者的合法权益受到损害的，应当与食品经营者承担连带责任。\n"
               "消费者通过网络食品交易第三方平台购买食品，其合法权益受到损害的，可以向入网食品经营者或者食品生产者要求赔偿。网络食品交易第三方"
               "平台提供者不能提供入网食品经营者的真实名称、地址和有效联系方式的，由网络食品交易第三方平台提供者赔偿。")
    asked = "我在外卖平台点的餐，吃完后食物中毒住院了，能找平台赔吗？"
    clause = decisive_clause(article, asked, asked, asked)
    assert "罚款" not in clause and "赔偿" in clause
    fined = "平台没有审查许可证，会被罚款吗？"
    assert "罚款" in decisive_clause(article, fined, fined, fined), "asked about the fine, the fine decides"


def test_asked_for_money_back_the_sentence_that_returns_it_is_the_clause() -> None:
    """stranger60 a10 (session 47, blind): "剩下的钱能要回来吗" of a driving school that closed was read against 消费者权益保护法 第五十三条's
    first sentence ("应当按照约定提供"), and "剩下的钱不能要回来" passed."""
    article = ("经营者以预收款方式提供商品或者服务的，应当按照约定提供。未按照约定提供的，应当按照消费者的要求履行约定或者退回预付款；"
               "并应当承担预付款的利息、消费者必须支付的合理费用。")
    reply = "依据……：“经营者以预收款方式提供商品或者服务的……”\n\n案件事实对应到它的条件：\n1. 预收款方式提供商品或者服务：你交了学费。\n\n结论：剩下的钱不能要回来。"
    clause = decisive_clause(article, reply, "我在驾校交了5000元学费，学了一半驾校倒闭了，剩下的钱能要回来吗？")
    assert "退回预付款" in clause


def test_a_conclusion_denying_whom_the_rule_makes_liable_is_replaced_whole_by_whom_to_ask() -> None:
    """民法典 第一千二百五十六条 makes "行为人" (who dropped the thing on the road) liable. A draft answering "我能找谁赔" with "我不能找
    货车的经营者赔……我只能找我自己找，因为……堆放人不能证明自己没有过错的……" (stranger64 e6, session 49, blind; its second sentence
    copies 第一千二百五十五条) is replaced by whom the rule names and its words; the sentence built on the wrong one goes with it."""
    rule = ("在公共道路上堆放、倾倒、遗撒妨碍通行的物品造成他人损害的，由行为人承担侵权责任。"
            "公共道路管理人不能证明已经尽到清理、防护、警示等义务的，应当承担相应的责任")
    body = (f"依据《中华人民共和国民法典》第一千二百五十六条：“{rule}”\n\n案件事实对应到它的条件：\n1. 前面货车掉下来的钢管把我的车砸坏了\n\n"
            "结论：我不能找货车的经营者赔，因为货车的经营者没有尽到清理、防护、警示等义务。我只能找我自己找，因为钢管是堆放物倒塌、滚落或者"
            "滑落造成他人损害的，堆放人不能证明自己没有过错的，应当承担侵权责任。\n注意：上面的结论没有提到你本人。")
    rewritten = rewrite_conclusion(body, rule, "zh", yes_or_no=False)
    conclusion = rewritten.body.split("结论：")[1]
    assert rewritten.changed and not rewritten.needs_lawyer
    assert conclusion.startswith("可以要求行为人承担侵权责任。依据该条规定：“在公共道路上")
    assert "堆放人" not in conclusion and "我只能找我自己" not in conclusion
    assert conclusion.endswith("\n注意：上面的结论没有提到你本人。")  # code's own note stays
    # a yes-or-no question keeps its one-word answer, and no payer is named for it
    asked = rewrite_conclusion(body, rule, "zh", yes_or_no=True).body.split("结论：")[1]
    assert not asked.startswith("可以要求行为人")


def test_whom_to_ask_keeps_the_whole_liability_the_rule_names() -> None:
    """民法典 第一千二百零九条 ends "由机动车使用人承担赔偿责任": the user is told to ask the user of the car for 赔偿责任, not
    "可以要求机动车使用人承担赔偿" with the rule's 责任 cut off (the payer rule read it first); a rule that names only a
    payment keeps it ("由侵权人赔偿")."""
    from core.reasoning import whom_to_ask

    lent = ("因租赁、借用等情形机动车所有人、管理人与使用人不是同一人时，发生交通事故造成损害，属于该机动车一方责任的，"
            "由机动车使用人承担赔偿责任")
    assert whom_to_ask(lent) == "可以要求机动车使用人承担赔偿责任"
    assert whom_to_ask("因故意或者重大过失造成他人损害的，由侵权人赔偿") == "可以要求侵权人赔偿"


def test_a_defence_the_user_raises_is_said_after_a_conclusion_holding_the_keeper_liable() -> None:
    """民法典 第一千二百四十五条: the keeper is liable "但是，能够证明损害是因被侵权人故意或者重大过失造成的，可以不承担或者减轻责任".
    Told "邻居说是我先踢了他的狗", the reply said only "邻居需要赔偿你" (stranger65 f6, session 49, blind); the defence is said after it.
    Not raised, nothing is added; a conclusion already speaking of it is left alone."""
    article = ("饲养的动物造成他人损害的，动物饲养人或者管理人应当承担侵权责任；但是，能够证明损害是因被侵权人故意或者重大过失造成的，"
               "可以不承担或者减轻责任。")
    body = "依据……\n\n结论：邻居的狗咬了你，因此邻居需要赔偿你。\n\n依据（案件日期有效的版本）："
    kicked = with_statutory_words("我被邻居家的狗咬了，邻居说是我先踢了他的狗，他还要赔我吗？")
    assert "邻居需要赔偿你。但依据该条规定：“能够证明损害是因被侵权人故意或者重大过失造成的，可以不承担或者减轻责任”。\n\n依据（案件日期" \
        in exception_applied(body, article, kicked)
    assert exception_applied(body, article, with_statutory_words("我被邻居家的狗咬了，他要赔我吗？")) == body
    reduced = body.replace("邻居需要赔偿你", "邻居需要赔偿你，但你先踢狗的，可以减轻他的责任")
    assert exception_applied(reduced, article, kicked) == reduced


def test_a_title_in_the_opening_is_not_the_replys_own_stance() -> None:
    """LeCoQA 599 (side by side, session 50): "《……关于办理非法利用信息网络……的解释》" was read as the reply saying "非法" against its
    clause's "可以", and the opening line, citation and all, was replaced by the clause's words."""
    clause = "综合考虑社会危害程度、认罪悔罪态度等情节，认为犯罪情节轻微的，可以不起诉或者免予刑事处罚"
    title = "最高人民法院、最高人民检察院关于办理非法利用信息网络、帮助信息网络犯罪活动等刑事案件适用法律若干问题的解释"
    body = f"依据《{title}》第十五条：“{clause}”\n\n结论：犯罪情节轻微的，可以不起诉或者免予刑事处罚。"
    assert conflicting_sentences(body, clause, "zh") == []
    assert conflicting_sentences(body.replace("结论：", "结论：这是非法的，不可以。"), clause, "zh") != []


def test_a_made_to_order_item_read_with_the_statutes_word_is_the_clause_and_refuses_the_return() -> None:
    """stranger72 m1 (session 51, re-asked): the pick quoted 消费者权益保护法 第二十五条's item (一) "消费者定作的" for a T-shirt
    "定制" with the buyer's name, but the conclusion check read the question without the statutes' word for 定制 (定作), found the
    item an exception never raised, and let "可以退" stand against the lead-in."""
    from index.statutory_words import with_statutory_words

    article = ("经营者采用网络、电视、电话、邮购等方式销售商品，消费者有权自收到商品之日起七日内退货，且无需说明理由，但下列商品除外:\n"
               "（一）消费者定作的；\n（二）鲜活易腐的；\n（三）在线下载或者消费者拆封的音像制品、计算机软件等数字化商品；\n（四）交付的报纸、期刊。")
    question = "我在网上定制了一件印着我名字的T恤，收到后不喜欢，想七天无理由退货，商家不同意，我能退吗？"
    body = f"依据《中华人民共和国消费者权益保护法》第二十五条：“{article.splitlines()[0]}……（一）消费者定作的”\n\n结论：可以退。"
    clause = decisive_clause(article, body, with_statutory_words(question), question)
    assert clause.endswith("（一）消费者定作的；")
    assert rewrite_conclusion(body, clause, "zh", article, None, True).body.split("结论：")[1].startswith("不可以。")


LENT_CAR = ("因租赁、借用等情形机动车所有人、管理人与使用人不是同一人时，发生交通事故造成损害，属于该机动车一方责任的，由机动车使用人"
            "承担赔偿责任；机动车所有人、管理人对损害的发生有过错的，承担相应的赔偿责任。")


def test_the_fault_branch_decides_when_the_facts_tell_the_fault() -> None:
    """stranger72 m8 (session 51, blind): "我把车借给一个没有驾照的朋友开" — lending to a driver without a licence is the owner's fault
    (道交事故解释 第一条 (二)), so 民法典 第一千二百零九条's second branch decides; a plain loan keeps the first."""
    from index.statutory_words import with_statutory_words

    body = f"依据…：“{LENT_CAR[:-1]}”\n\n结论：我需要承担责任。"
    unlicensed = "我把车借给一个没有驾照的朋友开，他撞伤了人，我要承担责任吗？"
    assert decisive_clause(LENT_CAR, body, with_statutory_words(unlicensed), unlicensed).startswith("机动车所有人、管理人对损害的发生有过错的")
    lent = "朋友借了我的车，开车时撞了人，我要赔吗？"
    assert decisive_clause(LENT_CAR, body, with_statutory_words(lent), lent).startswith("因租赁、借用等情形")


def test_an_exception_only_the_other_side_asserts_is_not_the_clause_a_conclusion_is_held_to() -> None:
    """everyday a5 (session 51's consult run): "狗主人说是我先逗狗的" — read with the statutes' words for 逗狗 (故意或者重大过失), the
    owner's say-so raised 民法典 第一千二百四十五条's exception, the conclusion was held to it and the reply became the needs-a-lawyer
    notice. What the other side says raises nothing; the user's own words with their statutory words do (stranger72 m1)."""
    from core.reasoning import without_reported_speech
    from index.statutory_words import with_statutory_words

    article = ("饲养的动物造成他人损害的，动物饲养人或者管理人应当承担侵权责任；但是，能够证明损害是因被侵权人故意或者重大过失造成的，"
               "可以不承担或者减轻责任。")
    question = "我在小区里被邻居家的狗咬了，狗主人说是我先逗狗的，他要赔吗？"
    body = (f"依据《中华人民共和国民法典》第一千二百四十五条：“{article[:-1]}”\n\n"
            "结论：狗主人需要赔偿，但是如果能够证明损害是因被侵权人故意或者重大过失造成的，可以减轻责任。")
    facts = with_statutory_words(without_reported_speech(question))
    assert decisive_clause(article, body, facts, question).startswith("饲养的动物造成他人损害的")


def test_a_mapping_lines_label_is_no_claim_to_rewrite() -> None:
    """stranger71 l9 (session 51, final re-ask): "1. 非法性骚扰：我被领导性骚扰。" — the label's 非法 was read against 民法典 第一千零一十条's
    有权 and replaced by the clause's words, the line's number lost and the right conclusion left beside it. A label names the
    condition; the conclusion stands."""
    clause = "违背他人意愿，以言语、文字、图像、肢体行为等方式对他人实施性骚扰的，受害人有权依法请求行为人承担民事责任"
    body = (f"依据《中华人民共和国民法典》第一千零一十条：“{clause}”\n\n案件事实对应到它的条件：\n1. 非法性骚扰：我被领导性骚扰。\n"
            "2. 被迫：我跟单位反映了单位也不管。\n\n结论：我有权依法请求行为人承担民事责任。")
    assert conflicting_sentences(body, clause, "zh", clause) == []
    assert rewrite_conclusion(body, clause, "zh", clause, None, False).changed is False
    assert conflicting_sentences(body.replace("结论：我有权", "结论：受害人无权"), clause, "zh", clause) != []


SPORTS = ("自愿参加具有一定风险的文体活动，因其他参加者的行为受到损害的，受害人不得请求其他参加者承担侵权责任；但是，其他参加者对损害的"
          "发生有故意或者重大过失的除外。\n活动组织者的责任适用本法第一千一百九十八条至第一千二百零一条的规定。")  # 民法典 第一千一百七十六条
SPORTS_RULE = "自愿参加具有一定风险的文体活动，因其他参加者的行为受到损害的，受害人不得请求其他参加者承担侵权责任"


def test_an_exception_the_facts_do_not_raise_is_said_after_a_flat_conclusion() -> None:
    """stranger74 o2 (session 52, re-asked): a basketball player knocked down was told "你不能让撞你的人赔钱" and never that a
    player who did it 故意或者重大过失 answers for it."""
    body = f"依据该条：“{SPORTS_RULE}”\n\n结论：你不能让撞你的人赔钱。\n\n依据（案件日期有效的版本）：\n• 第一千一百七十六条"
    noted = with_saving_exception(body, SPORTS, SPORTS_RULE, "周末和朋友打篮球，被对方一个人撞倒摔骨折了，我能让撞我的人赔钱吗？")
    assert "结论：你不能让撞你的人赔钱。但依据该条规定：“其他参加者对损害的发生有故意或者重大过失的除外”。\n\n依据（" in noted
    free_ride = "非营运机动车发生交通事故造成无偿搭乘人损害，属于该机动车一方责任的，应当减轻其赔偿责任，但是机动车使用人有故意或者重大过失的除外。"
    lessened = with_saving_exception("结论：依法应当减轻赔偿责任。", free_ride, free_ride.split("，但是")[0], "我开车顺路免费捎同事回家")
    assert lessened.endswith("但依据该条规定：“机动车使用人有故意或者重大过失的除外”。")


def test_an_exception_already_named_or_raised_by_the_facts_is_not_said_again() -> None:
    body = "结论：你不能让撞你的人赔钱。"
    assert with_saving_exception(body, SPORTS, SPORTS_RULE, "打篮球时他故意把我撞倒，是重大过失吧") == body
    said = "结论：一般不能，除非对方是故意的。"
    assert with_saving_exception(said, SPORTS, SPORTS_RULE, "打篮球被撞倒了") == said
    # an exception with a direction of its own is not a saving one: 第一千二百四十五条 "……可以不承担或者减轻责任"
    dog = ("饲养的动物造成他人损害的，动物饲养人或者管理人应当承担侵权责任；但是，能够证明损害是因被侵权人故意或者重大过失造成的，"
           "可以不承担或者减轻责任。")
    owed = "结论：狗主人应当赔偿你。"
    assert with_saving_exception(owed, dog, dog.split("；")[0], "我被邻居家的狗咬了") == owed


def test_an_exception_the_next_sentence_builds_on_is_quoted_with_it() -> None:
    """stranger76 q9 (session 52, blind): 商品房买卖合同解释 第三条 was quoted "……为要约邀请，该说明和允诺……亦应当为合同内容": the
    exception that "该说明和允诺" points at had been left out as one the facts did not raise."""
    article = ("商品房的销售广告和宣传资料为要约邀请，但是出卖人就商品房开发规划范围内的房屋及相关设施所作的说明和允诺具体确定，并对商品房"
               "买卖合同的订立以及房屋价格的确定有重大影响的，构成要约。该说明和允诺即使未载入商品房买卖合同，亦应当为合同内容，当事人违反"
               "的，应当承担违约责任。")
    last = "该说明和允诺即使未载入商品房买卖合同，亦应当为合同内容，当事人违反的，应当承担违约责任。"
    quoted = with_raised_exception(article, last, "买房时开发商宣传说小区旁边会建一所小学，结果没建，我能要求开发商赔偿吗？")
    assert quoted == article


def test_a_seller_of_a_car_not_yet_transferred_is_told_the_buyer_pays() -> None:
    """stranger76 q8 (session 52, re-asked after a bridge): "我把车卖给了别人……没过户，后来买家开车撞了人……我要赔吗" was told
    "你需要赔" under 民法典 第一千二百一十条 ("……由受让人承担赔偿责任")."""
    from core.asker import asker_side

    question = "我把车卖给了别人，钱收了车也交了，但是没过户，后来买家开车撞了人，受害人找我赔，我要赔吗？"
    clause = "当事人之间已经以买卖或者其他方式转让并交付机动车但是未办理登记，发生交通事故造成损害，属于该机动车一方责任的，由受让人承担赔偿责任"
    result = rewrite_conclusion(f"依据该条：“{clause}”\n\n结论：你需要赔。\n", clause, "zh", clause, asker_side(question), True)
    assert result.body.split("结论：")[1].startswith("一般不用，由受让人承担赔偿责任。") and not result.needs_lawyer


def test_a_yes_or_no_where_the_clause_leaves_it_to_the_court_is_answered_not_necessarily() -> None:
    """stranger78 s5 (session 52, blind): "遗产还没分，我后悔了，还能反悔吗" was answered "我不能反悔" under 继承编解释（一） 第三十六条."""
    from core.reasoning import left_to_the_court

    clause = ("遗产处理前或者在诉讼进行中，继承人对放弃继承反悔的，由人民法院根据其提出的具体理由，决定是否承认。遗产处理后，继承人对放弃"
              "继承反悔的，不予承认。")
    body = "依据……\n\n结论：我不能反悔。\n\n依据（案件日期有效的版本）"
    assert left_to_the_court(body, clause, "zh") == (f"依据……\n\n结论：不一定，由人民法院决定。依据该条规定：“{clause.rstrip('。')}”。"
                                                     "\n\n依据（案件日期有效的版本）")
    told = "依据……\n\n结论：可以反悔，但要由法院根据你的理由决定是否承认。"
    assert left_to_the_court(told, clause, "zh") == told


def test_a_rule_of_who_bears_a_cost_is_the_clause_for_a_question_about_that_cost() -> None:
    """stranger78 s7 (session 52, re-asked): "七天无理由退货，商家要我自己出退货运费，合理吗" was quoted 消费者权益保护法 第二十五条's right to
    return, not its "退回商品的运费由消费者承担", and the reply was withheld."""
    from core.pick import _words_of

    article = ("经营者采用网络、电视、电话、邮购等方式销售商品，消费者有权自收到商品之日起七日内退货，且无需说明理由，但下列商品除外:\n"
               "（一）消费者定作的；\n消费者退货的商品应当完好。经营者应当自收到退回商品之日起七日内返还消费者支付的商品价款。退回商品的运费由"
               "消费者承担；经营者和消费者另有约定的，按照约定。")
    assert _words_of(article, "我网购了一件衣服，七天无理由退货，商家要我自己出退货运费，合理吗？", "zh") == "退回商品的运费由消费者承担"
    assert _words_of(article, "我网购了一件衣服不喜欢，能退吗？", "zh").startswith("经营者采用网络")


CPL_53 = ("经营者以预收款方式提供商品或者服务的，应当按照约定提供。未按照约定提供的，应当按照消费者的要求履行约定或者退回预付款；"
          "并应当承担预付款的利息、消费者必须支付的合理费用。")


def test_a_piece_going_on_after_a_semicolon_keeps_the_rule_before_it() -> None:
    """stranger80 v10 (session 53, blind): a gym closed after three months of a year's card; "我不能要回剩下的钱" went out,
    checked against "并应当承担预付款的利息……" alone, which says nothing of getting the money back."""
    question = "我交了一年的健身卡费用，健身房开了三个月就关门跑路了，我能要回剩下的钱吗？"
    body = (f"依据《中华人民共和国消费者权益保护法》第五十三条：“{CPL_53}”\n\n结论：我不能要回剩下的钱。"
            "因为健身卡是预收款，健身房关门跑路后，我有权要求健身房退还剩余的预付款，并支付利息和合理费用。")
    clause = decisive_clause(CPL_53, body, with_statutory_words(question), question)
    assert "退回预付款" in clause
    result = rewrite_conclusion(body, clause, "zh", CPL_53, None, True)
    assert result.changed and "不能要回" not in result.body


LC_19 = ("劳动合同期限三个月以上不满一年的，试用期不得超过一个月；劳动合同期限一年以上不满三年的，试用期不得超过二个月；三年以上固定期限和"
         "无固定期限的劳动合同，试用期不得超过六个月。\n同一用人单位与同一劳动者只能约定一次试用期。\n"
         "以完成一定工作任务为期限的劳动合同或者劳动合同期限不满三个月的，不得约定试用期。")


def test_a_rule_allowing_a_thing_once_decides_a_second_one() -> None:
    """stranger80 v2 (session 53, re-asked): "只能约定一次试用期" states no may or must once its "能" is no permission, and the clause
    for "又说要再延长三个月试用期" became the one on contracts under three months."""
    question = "公司试用期满了不给我转正，又说要再延长三个月试用期，这样合法吗？"
    words = with_statutory_words(question)
    assert decisive_clause(LC_19, words, words, question) == "同一用人单位与同一劳动者只能约定一次试用期。"


def test_a_refund_said_beside_the_costs_the_consumer_paid_is_no_contradiction() -> None:
    """everyday b8 (session 53): with "；并应当承担……消费者必须支付的合理费用" joined to the refund's clause, "消费者必须支付的" was read
    as the consumer's duty, and "经营者……应当按照约定提供" went to the needs-a-lawyer notice."""
    question = "我在健身房办了年卡，用了两个月健身房就倒闭了，老板跑了，剩下的钱能要回来吗？"
    body = (f"依据《中华人民共和国消费者权益保护法》第五十三条：“{CPL_53}”\n\n结论：根据第五十三条，经营者以预收款方式提供商品或者服务的，"
            "应当按照约定提供。因此，剩下的钱可以要回来。")
    clause = decisive_clause(CPL_53, body, with_statutory_words(question), question)
    assert "退回预付款" in clause and not conflicting_sentences(body, clause, "zh")


CC_1192 = ("个人之间形成劳务关系，提供劳务一方因劳务造成他人损害的，由接受劳务一方承担侵权责任。接受劳务一方承担侵权责任后，可以向有故意"
           "或者重大过失的提供劳务一方追偿。提供劳务一方因劳务受到损害的，根据双方各自的过错承担相应的责任。\n"
           "提供劳务期间，因第三人的行为造成提供劳务一方损害的，提供劳务一方有权请求第三人承担侵权责任，也有权请求接受劳务一方给予补偿。"
           "接受劳务一方补偿后，可以向第三人追偿。")


def test_among_units_quoted_whole_the_one_the_facts_raise_decides() -> None:
    """stranger83 y5 (session 53): the reply quoted 第一千一百九十二条's first paragraph whole; its longest sentence, on harm the worker
    does to others, won, and "你作为房主要赔" was checked against it instead of the sentence on the worker hurt himself."""
    question = "我家装修时请的工人从梯子上摔下来受伤了，我作为房主要赔吗？"
    paragraph = CC_1192.split("\n")[0].rstrip("。")
    body = f"依据《中华人民共和国民法典》第一千一百九十二条：“{paragraph}”\n\n结论：你作为房主要赔。"
    clause = decisive_clause(CC_1192, body, with_statutory_words(question), question)
    assert clause == "提供劳务一方因劳务受到损害的，根据双方各自的过错承担相应的责任。"
    assert "各自的过错分担" in rewrite_conclusion(body, clause, "zh", CC_1192, None, True).body


def test_the_article_restated_after_the_answer_is_not_read_as_the_answer() -> None:
    """stranger86 b4 (session 54, blind): "房东的押金一分不退是不合理的，因为根据……第五百七十七条，当事人一方不履行合同义务……应当承担
    ……违约责任" was read as concluding "不履行" against the article's "应当", and the reply became "结论：应当。"; the answer is
    its first clause, and a first clause that denies the article is still caught."""
    article = "当事人一方不履行合同义务或者履行合同义务不符合约定的，应当承担继续履行、采取补救措施或者赔偿损失等违约责任。"
    head = f"依据《中华人民共和国民法典》第五百七十七条：“{article[:-1]}”\n\n案件事实对应到它的条件：\n1. 租赁合同还没到期。\n\n结论："
    restated = "，因为根据《中华人民共和国民法典》第五百七十七条，" + article
    assert conflicting_sentences(head + "房东的押金一分不退是不合理的" + restated, article[:-1], "zh", article) == []
    [(_, _, reason)] = conflicting_sentences(head + "你不需要承担违约责任" + restated, article[:-1], "zh", article)
    assert reason == "结论说“不需要”，条文说“应当”"


def test_a_question_whether_someone_answers_to_the_user_is_not_decided_by_an_administrative_fine() -> None:
    """stranger86 b1 (session 54, blind): "平台有责任吗" was quoted 食品安全法 第一百三十一条's fine on a platform ("责令改正，没收
    违法所得，并处……罚款"), which the statutory words for spoilt food favoured; its paragraph on the consumer's claim decides."""
    article = ("违反本法规定，网络食品交易第三方平台提供者未对入网食品经营者进行实名登记、审查许可证，或者未履行报告、停止提供网络交易平台"
               "服务等义务的，由县级以上人民政府食品安全监督管理部门责令改正，没收违法所得，并处五万元以上二十万元以下罚款；使消费者的合法"
               "权益受到损害的，应当与食品经营者承担连带责任。\n消费者通过网络食品交易第三方平台购买食品，其合法权益受到损害的，可以向入网"
               "食品经营者或者食品生产者要求赔偿。网络食品交易第三方平台提供者不能提供入网食品经营者的真实名称、地址和有效联系方式的，由"
               "网络食品交易第三方平台提供者赔偿。")
    question = "我在外卖平台点的餐里吃出了头发，平台说让我找商家，平台有责任吗？"
    facts = f"{question} 不符合食品安全标准的食品 赔偿损失 价款十倍"
    assert "罚款" not in decisive_clause(article, facts, facts, question)
    assert "罚款" in decisive_clause(article, "平台没有实名登记商家会被怎么处罚？ 不符合食品安全标准的食品", "平台没有实名登记商家会被怎么处罚？ "
                                     "不符合食品安全标准的食品", "平台没有实名登记商家会被怎么处罚？")


def test_a_question_whether_a_named_party_answers_is_decided_by_the_sentence_that_makes_it_pay() -> None:
    """stranger86 b1 (session 54, re-asked): "平台有责任吗" was quoted the sentence on the consumer's claim against the seller, and
    "平台有责任赔偿消费者损失" concluded; the sentence that makes the platform pay ("……的，由……平台提供者赔偿") decides."""
    article = ("消费者通过网络食品交易第三方平台购买食品，其合法权益受到损害的，可以向入网食品经营者或者食品生产者要求赔偿。网络食品交易第三方"
               "平台提供者不能提供入网食品经营者的真实名称、地址和有效联系方式的，由网络食品交易第三方平台提供者赔偿。")
    question = "我在外卖平台点的餐里吃出了头发，平台说让我找商家，平台有责任吗？"
    assert decisive_clause(article, question, question, question).rstrip("。").endswith("由网络食品交易第三方平台提供者赔偿")
    seller = "我在外卖平台点的餐里吃出了头发，我能找谁赔？"
    assert decisive_clause(article, seller, seller, seller).startswith("消费者通过网络食品交易第三方平台购买食品")


def test_a_deposit_kept_for_the_state_of_the_flat_is_judged_by_the_sentence_on_that_state() -> None:
    """stranger90 a1 (session 55, blind): "房东说墙上有几个钉子眼，押金3000元一分不退" was checked against 第七百三十三条's first
    sentence and "房东可以要求承租人支付押金3000元" shipped; a question about moving out is still judged by the first."""
    article = "租赁期限届满，承租人应当返还租赁物。返还的租赁物应当符合按照约定或者根据租赁物的性质使用后的状态。"
    body = (f"依据《中华人民共和国民法典》第七百三十三条：“{article.rstrip('。')}”\n\n案件事实对应到它的条件：\n- 房东说墙上有几个钉子眼\n\n"
            "结论：房东可以要求承租人支付押金3000元，因为钉子眼是租赁物的一部分。")
    question = "租期满了我搬走，房东说墙上有几个钉子眼，押金3000元一分不退，这合理吗"
    clause = decisive_clause(article, body, question)
    assert clause.startswith("返还的租赁物")
    rewritten = rewrite_conclusion(body, clause, "zh", article)
    assert rewritten.changed and "房东不能据此扣押金" in rewritten.body and "可以要求承租人支付押金" not in rewritten.body
    assert decisive_clause(article, body, "租期到了，房东让我马上搬走，我可以不搬吗").startswith("租赁期限届满")


def test_a_question_whether_the_company_answers_is_decided_by_the_sentence_that_charges_it() -> None:
    """stranger91 b4 (session 55, blind): "公司有责任吗" about harassment the company ignored is 民法典 第一千零一十条's second
    paragraph (企业……应当采取……措施), not the harasser's liability; a question about the harasser keeps the first."""
    article = ("违背他人意愿，以言语、文字、图像、肢体行为等方式对他人实施性骚扰的，受害人有权依法请求行为人承担民事责任。\n"
               "机关、企业、学校等单位应当采取合理的预防、受理投诉、调查处置等措施，防止和制止利用职权、从属关系等实施性骚扰。")
    question = "我在公司上班被领导性骚扰，跟公司反映了公司也不管，公司有责任吗"
    assert decisive_clause(article, "", question, question).startswith("机关、企业、学校等单位应当")
    other = "我被同事性骚扰了，我能要求他赔偿吗"
    assert decisive_clause(article, "", other, other).startswith("违背他人意愿")


def test_codes_own_notes_are_not_the_replys_claims() -> None:
    """stranger91 b6 (session 55, re-asked): the caveat's "需要逐一核实" was read as the reply's "需要" against 消保法 第二十五条's
    "无需说明理由", and the caveat was rewritten "注意：不必。依据该条规定……"."""
    clause = "经营者采用网络、电视、电话、邮购等方式销售商品，消费者有权自收到商品之日起七日内退货，且无需说明理由，但下列商品除外:"
    body = ("依据……\n\n案件事实对应到它的条件：\n- 网购的东西没收到（你的描述没有直接提到这一点，需要核实）。\n"
            "注意：上面列出的条件，你的描述都没有直接提到，需要逐一核实；它们不成立时，下面的结论也不成立。\n\n结论：商家应当负责。")
    assert conflicting_sentences(body, clause, "zh", clause, "买受人") == []  # the user's "你" read as the buyer


def test_the_insurer_paying_within_its_limit_is_a_clause_of_who_pays() -> None:
    """stranger101 i4 (session 57, re-asked): for "我买了交强险，保险公司要赔吗" 民法典 第一千二百一十三条's first sentence ("先由……保险人在
    强制保险责任限额范围内予以赔偿") was no rule of who pays, so the next one, on commercial insurance, was the clause and "保险公司应该
    赔偿你3万元" was never read against the limit."""
    article = ("机动车发生交通事故造成损害，属于该机动车一方责任的，先由承保机动车强制保险的保险人在强制保险责任限额范围内予以赔偿；不足部分，"
               "由承保机动车商业保险的保险人按照保险合同的约定予以赔偿；仍然不足或者没有投保机动车商业保险的，由侵权人赔偿。")
    question = "我开车不小心撞了一个行人，他住院花了3万元，我买了交强险，保险公司要赔吗？"
    body = f"依据《中华人民共和国民法典》第一千二百一十三条：“{article[:-1]}”\n\n结论：保险公司应该赔偿你3万元。"
    assert decisive_clause(article, body, question, question).startswith("机动车发生交通事故造成损害")
