"""Fact lines the user never gave are marked in the reply (core/stated_facts.py).

The replies are the local model's own, from questions asked in the terminal; which of their fact
lines the user stated was judged by reading the question, not by the code.
"""

from __future__ import annotations

from core.stated_facts import CAVEAT, MARK, NONE_STATED, STATED_SHARE, mark_unstated, stated_share, without_lead_in

NON_COMPETE = "公司让我签了竞业限制协议，但离职后一直没给补偿金，我还要遵守吗？"
NON_COMPETE_REPLY = """决定问题的条文是《中华人民共和国劳动合同法》第九十条。

案件事实对应到它的条件：
- 劳动者违反了劳动合同中的竞业限制条款：根据案件事实，公司要求我签订竞业限制协议，但离职后一直没给我补偿金。
- 违反了竞业限制条款给用人单位造成了损失：根据案件事实，我违反了竞业限制条款，给公司造成了损失。

结论：
根据《中华人民共和国劳动合同法》第九十条，我需要遵守竞业限制协议，并且需要支付相应的赔偿金。"""

COMMUTE = "上班路上骑车摔伤了，算工伤吗？"
COMMUTE_REPLY = """案件事实对应到它的条件：
- 职工在上班路上骑车摔伤了。
- 这个摔伤发生在工作时间和工作场所内。
- 这个摔伤是由于工作原因造成的。

结论：属于工伤。"""

RESTAURANT = "我在饭店吃饭时地面太滑摔倒骨折了，饭店要赔偿吗？"
RESTAURANT_REPLY = """案件事实对应到它的条件：
- 经营者或管理者：饭店
- 未尽到安全保障义务：地面太滑
- 造成他人损害：摔倒骨折

结论：饭店应当承担侵权责任。"""


def test_a_fact_the_worker_never_gave_is_marked_and_the_conclusion_said_to_depend_on_it() -> None:
    body, marked = mark_unstated(NON_COMPETE_REPLY, NON_COMPETE, "zh")
    assert marked == ["- 违反了竞业限制条款给用人单位造成了损失：我违反了竞业限制条款，给公司造成了损失。"]
    assert "根据案件事实" not in body, "the line's lead-in goes (stranger68 i8, session 50)"
    assert f"给公司造成了损失{MARK['zh']}。" in body
    assert "离职后一直没给我补偿金。\n" in body  # the worker's own facts are left as they are
    assert body.index(CAVEAT["zh"]) < body.index("结论：")
    assert body.endswith("我需要遵守竞业限制协议，并且需要支付相应的赔偿金。")


def test_conditions_copied_from_the_article_as_facts_are_marked_the_users_own_fall_is_not() -> None:
    body, marked = mark_unstated(COMMUTE_REPLY, COMMUTE, "zh")
    assert marked == ["- 这个摔伤发生在工作时间和工作场所内。", "- 这个摔伤是由于工作原因造成的。"]
    assert "- 职工在上班路上骑车摔伤了。\n" in body


def test_facts_in_the_users_words_leave_the_reply_unchanged() -> None:
    assert mark_unstated(RESTAURANT_REPLY, RESTAURANT, "zh") == (RESTAURANT_REPLY, [])
    # the reply says 你 and names the other side where the user said 我 and 对方
    reply = "案件事实对应到它的条件：\n1. 事故由对方全责。\n2. 你骑电动车被汽车撞了。\n\n结论：对方应当赔偿。"
    assert mark_unstated(reply, "骑电动车被汽车撞了，对方全责，我能要求赔偿哪些费用？", "zh") == (reply, [])


def test_facts_given_in_an_earlier_message_count_as_stated() -> None:
    reply = "案件事实对应到它的条件：\n- 劳动合同期满：合同三月底到期。\n\n结论：……"
    question = "公司不续签要给补偿吗？"
    assert mark_unstated(reply, question, "zh")[1] == ["- 劳动合同期满：合同三月底到期。"]
    assert mark_unstated(reply, f"{question}\n我的合同三月底到期", "zh") == (reply, [])


def test_a_reply_without_a_mapping_is_left_alone() -> None:
    reply = "根据《中华人民共和国民法典》第一千一百九十八条，饭店应当赔偿。"
    assert mark_unstated(reply, RESTAURANT, "zh") == (reply, [])
    english = "The employer breached the contract, so yes."
    assert mark_unstated(english, "My employer did not pay me.", "en") == (english, [])


def test_a_mapping_none_of_whose_lines_the_user_gave_gets_one_notice_not_a_mark_on_every_line() -> None:
    """"如何立遗嘱？" has no facts: the model restated 第一千一百三十三条 line by line, and each line carried the mark."""
    reply = ("决定问题的条文是《中华人民共和国民法典》第一千一百三十四条。\n\n案件事实对应到它的条件：\n"
             "- 遗嘱人是自然人。\n- 遗嘱人可以指定遗嘱执行人。\n\n结论：自书遗嘱由遗嘱人亲笔书写。")
    body, marked = mark_unstated(reply, "如何立遗嘱？遗嘱有哪些形式？", "zh")
    assert marked == ["- 遗嘱人是自然人。", "- 遗嘱人可以指定遗嘱执行人。"]
    assert MARK["zh"] not in body and body.index(NONE_STATED["zh"]) < body.index("结论：")


def test_an_english_fact_the_user_never_gave_is_marked() -> None:
    """English replies had no marks: "The wages are below the local minimum wage." was added to a question
    about two months' unpaid wages, and the reply rested on 劳动合同法 第八十五条's minimum-wage clause."""
    body = ("Under 《中华人民共和国劳动合同法》第八十五条 (“…”):\n\nThe facts against its conditions:\n"
            "1. My employer has not paid my wages for two months.\n2. I quit.\n"
            "3. The wages are below the local minimum wage.\n\nConclusion: I can ask for severance pay.")
    question = "My employer has not paid my wages for two months, so I quit. Can I ask for severance pay?"
    marked_body, marked = mark_unstated(body, question, "en")
    assert marked == ["3. The wages are below the local minimum wage."]
    assert "minimum wage (you did not say this: please check it)." in marked_body
    assert "2. I quit.\n" in marked_body and marked_body.rstrip().endswith("Conclusion: I can ask for severance pay.")


def test_the_article_a_line_quotes_or_names_is_not_weighed_as_a_fact() -> None:
    """The model's own mapping (stranger8 Q1, 2025): the worker's fall was marked as unstated because the
    quoted condition and the article's name outweighed "我在工地干活摔断了腿"."""
    question = "我在工地干活摔断了腿，老板说我是临时工，不给我算工伤，我该怎么办？"
    reply = ("案件事实对应到它的条件：\n1. 我在工地干活摔断了腿，符合“在工作时间和工作场所内，因工作原因受到事故伤害”"
             "（《工伤保险条例》第十四条）的条件。\n\n结论：我应当认定为工伤。")
    assert mark_unstated(reply, question, "zh") == (reply, [])
    invented = reply.replace("我在工地干活摔断了腿", "我是在加班时被机器压伤的")
    assert mark_unstated(invented, question, "zh")[1] == [invented.split("\n")[1]]


def test_a_fact_said_again_is_left_out_and_the_lines_are_numbered_anew() -> None:
    body = ("依据《中华人民共和国劳动合同法》第四十一条：“……可以裁减人员”\n\n案件事实对应到它的条件：\n"
            "1. 我们公司以经营困难为由把我裁了。\n2. 我们公司以经营困难为由把我裁了。\n3. 公司只给了一个月工资。\n"
            "4. 我们公司以经营困难为由把我裁了。\n\n结论：不合理。")
    text, marked = mark_unstated(body, "我在公司干了五年，公司以经营困难为由把我裁了，只给了一个月工资，合理吗？", "zh")
    assert text.count("以经营困难为由把我裁了") == 1 and "2. 公司只给了一个月工资。" in text and "3." not in text
    assert marked == [] and text.endswith("结论：不合理。")


def test_the_users_question_and_what_is_true_of_anyone_are_no_facts_of_the_case() -> None:
    """stranger13 (session 27): the 1.5B model listed "3. 我作为车主要赔钱" and "2. 我是民事主体" among the facts
    that meet the article's conditions."""
    question = "朋友借我的车开，撞伤了行人，交警认定朋友全责，我作为车主要赔钱吗？"
    body = ("依据……\n\n案件事实对应到它的条件：\n1. 朋友借我的车开，撞伤了行人。\n2. 交警认定朋友全责。\n"
            "3. 我作为车主要赔钱。\n4. 我是民事主体。\n\n结论：……")
    marked, _ = mark_unstated(body, question, "zh")
    assert "1. 朋友借我的车开，撞伤了行人。\n2. 交警认定朋友全责。\n\n结论" in marked
    assert "车主要赔钱。" not in marked.split("结论")[0] and "民事主体" not in marked


def test_a_mapping_line_that_asks_is_no_fact() -> None:
    """stranger24 q8 (session 35): "2. 小孩家长要不要给你补偿？" was listed among the facts meeting 第一百八十三条's
    conditions."""
    question = "我下河救一个落水的小孩，自己腿被石头划伤了，小孩家长要不要给我补偿？"
    body = ("依据……\n\n案件事实对应到它的条件：\n1. 你下河救一个落水的小孩，自己腿被石头划伤了。\n2. 小孩家长要不要给你补偿？"
            "\n\n结论：……")
    marked, _ = mark_unstated(body, question, "zh")
    assert "补偿？" not in marked.split("结论")[0] and "1. 你下河救一个落水的小孩" in marked
    deposit = "我买二手房交了5万元定金，后来卖家反悔不卖了，我能要回多少钱？"
    body = "依据……\n\n案件事实对应到它的条件：\n1. 你买二手房交了5万元定金。\n2. 后来卖家反悔不卖了。\n3. 你不能要回多少钱。\n\n结论：……"
    marked, _ = mark_unstated(body, deposit, "zh")
    assert "多少钱" not in marked.split("结论")[0] and "2. 后来卖家反悔不卖了。" in marked, "stranger58 y4 (session 47)"
    school = "我在驾校交了5000元学费，学了一半驾校倒闭了，剩下的钱能要回来吗？"
    body = ("依据……\n\n案件事实对应到它的条件：\n1. 预收款方式提供商品或者服务：你驾校交了5000元学费，学了一半驾校倒闭了。\n"
            "2. 没有按照约定提供的：剩下的钱不能要回来。\n\n结论：……")
    marked, _ = mark_unstated(body, school, "zh")
    assert "不能要回来" not in marked.split("结论")[0] and "学了一半驾校倒闭了" in marked, "stranger60 a10: the question answered"
    fumes = "楼下新开了一家饭店，油烟直接排到我家窗户，我能让他们停吗？"
    body = ("依据……\n\n案件事实对应到它的条件：\n1. 楼下新开了一家饭店，油烟直接排到你家窗户\n2. 你们可以让他们停\n\n结论：……")
    marked, _ = mark_unstated(body, fumes, "zh")
    assert "让他们停" not in marked.split("结论")[0] and "油烟直接排到你家窗户" in marked, "stranger58 y8: 可以 for 能, 你们 for 我"
    car = "我在4S店买了一辆新车，提车后发现车门补过漆，是修过的车，4S店当时没告诉我，我能要求退一赔三吗？"
    body = "依据……\n\n案件事实对应到它的条件：\n1. 提车后发现车门补过漆，是修过的车。\n2. 4S店当时没告诉你，你能要求退一赔三。\n\n结论：……"
    marked, _ = mark_unstated(body, car, "zh")
    assert "2. 4S店当时没告诉你。\n" in marked and "退一赔三" not in marked.split("结论")[0], "stranger62 c2: the question after a fact"


def test_lines_that_only_restate_the_cited_article_are_left_out() -> None:
    """stranger36 q1 (session 36, blind): under 消费者权益保护法 第五十三条 the mapping listed the article's own words as three
    "facts", then told the user none of them was said. Restated lines go; a mapping left with none goes whole."""
    article = ("经营者以预收款方式提供商品或者服务的，应当按照约定提供。未按照约定提供的，应当按照消费者的要求履行约定或者退回预付款；"
               "并应当承担预付款的利息、消费者必须支付的合理费用。")
    question = "我在健身房办了一年的卡，才去了两个月健身房就倒闭了，老板也联系不上了，我能找谁要钱？"
    reply = ("依据《中华人民共和国消费者权益保护法》第五十三条：“……”\n\n案件事实对应到它的条件：\n1. 经营者以预收款方式提供商品或者服务。\n"
             "2. 未按照约定提供的，应当按照消费者的要求履行约定或者退回预付款。\n\n结论：你可以要求退回预付款。")
    body, marked = mark_unstated(reply, question, "zh", article)
    assert body == "依据《中华人民共和国消费者权益保护法》第五十三条：“……”\n\n结论：你可以要求退回预付款。"
    assert marked == ["1. 经营者以预收款方式提供商品或者服务。", "2. 未按照约定提供的，应当按照消费者的要求履行约定或者退回预付款。"]
    mixed = reply.replace("\n\n结论", "\n3. 你办了一年的健身卡，才去了两个月健身房就倒闭了。\n\n结论")
    body, _ = mark_unstated(mixed, question, "zh", article)
    section = body[body.index("案件事实对应到它的条件"):body.index("结论：")]
    assert "1. 你办了一年的健身卡，才去了两个月健身房就倒闭了。\n" in section and "经营者以预收款方式" not in section
    assert NONE_STATED["zh"] not in body and CAVEAT["zh"] not in body


def test_the_users_everyday_words_for_the_statutes_state_the_fact() -> None:
    """stranger43 x5 (session 40, blind): "租客没经过我同意就转租给了别人" was told that "租户未经出租人同意转租了房屋" and
    "租户转租给第三人" were never said."""
    told = "我把房子租给别人，租客没经过我同意就转租给了别人，我能解除合同吗？"
    assert stated_share("租户未经出租人同意转租了房屋", told) >= STATED_SHARE
    assert stated_share("租户转租给第三人", told) >= STATED_SHARE
    assert stated_share("租户拖欠了三个月租金", told) < STATED_SHARE


def test_a_line_that_names_the_user_the_articles_wrongdoer_is_marked_as_not_told() -> None:
    """stranger46 a10 (session 42, blind): a stone fell from a lorry on the motorway and broke the user's windscreen; under 民法典
    第一千二百五十六条 the reply mapped "行为人：你", which the user never said, and it passed as a fact of theirs."""
    body = ("依据……\n\n案件事实对应到它的条件：\n- 行为人：你\n- 公共道路：高速公路上\n- 堆放物：货车上掉下来的石头\n\n"
            "结论：你应当找货车的车主赔偿。")
    question = "我在高速公路上开车，前面货车上掉下来的石头砸坏了我的挡风玻璃，我该找谁赔？"
    marked, lines = mark_unstated(body, question, "zh")
    assert lines == ["- 行为人：你"] and "- 行为人：你（你的描述没有直接提到这一点，需要核实）。" in marked
    assert "- 堆放物：货车上掉下来的石头\n" in marked, "the user's own facts stay unmarked"
    worker = "案件事实对应到它的条件：\n1. 劳动者：你\n2. 你在工地上干活时摔伤\n\n结论：……"
    assert mark_unstated(worker, "我在工地上干活时摔伤了，算工伤吗？", "zh")[1] == [], "naming the user's own role states nothing new"


def test_a_mapping_whose_only_line_repeats_the_question_is_left_out_whole() -> None:
    """stranger47 b4 (session 42, blind): the only mapping line was the user's question, taken out, and the reply showed the
    heading "案件事实对应到它的条件：" over nothing."""
    question = "我把房子卖了，合同签了，买家也付了首付，现在房价涨了，我想反悔不卖了，可以吗？"
    body = f"依据……：“……对方可以请求履行”\n\n案件事实对应到它的条件：\n1. {question}\n\n结论：不可以。"
    left, _ = mark_unstated(body, question, "zh")
    assert "案件事实对应到它的条件" not in left and left.endswith("结论：不可以。") and left.startswith("依据……")


def test_a_comment_after_the_colon_leaves_the_fact_before_it() -> None:
    """stranger53 t5 (session 45, blind): "商家说只能修不能换：这是商家提供的服务条件" states the user's own words, and every
    line of a fridge buyer's facts had been marked as never said. A line whose fact is invented is still marked."""
    question = "我买了一台新冰箱，用了十天就不制冷了，商家说只能修不能换，我能要求换货吗？"
    body = ("依据……\n\n案件事实对应到它的条件：\n1. 冰箱用了十天就不制冷：这是你发现的问题。\n"
            "2. 商家说只能修不能换：这是商家提供的服务条件。\n\n结论：你可以要求换货。")
    assert mark_unstated(body, question, "zh") == (body, [])
    invented = body.replace("冰箱用了十天就不制冷", "商家在销售时隐瞒了冰箱是翻新机")
    marked, _ = mark_unstated(invented, question, "zh")
    assert "商家在销售时隐瞒了冰箱是翻新机：这是你发现的问题（你的描述没有直接提到这一点，需要核实）。" in marked


def test_a_mapping_line_loses_the_words_it_introduces_its_fact_with() -> None:
    """stranger68 i8 (session 50, blind): "……不是同一人：根据题目，朋友开车撞伤行人" reads as an exam answer."""
    assert without_lead_in("- 机动车所有人与使用人不是同一人：根据题目，朋友开车撞伤行人。") == "- 机动车所有人与使用人不是同一人：朋友开车撞伤行人。"
    assert without_lead_in("- 问题中提到“我被狗咬了”，这表明被咬人是你。") == "- “我被狗咬了”，这表明被咬人是你。"
    assert without_lead_in("1. 你在公司上班时间被叉车撞伤了脚") == "1. 你在公司上班时间被叉车撞伤了脚"
    assert without_lead_in("- 根据题目，") == "- 根据题目，", "nothing would be left"


def test_a_fact_line_making_the_user_the_one_who_wronged_them_is_left_out() -> None:
    """stranger71 l4 (session 51, re-asked with its date): "到期去取发现被银行的工作人员私自转走了" was mapped as "1. 我是银行的工作
    人员" and "2. 我私私自转走了10万定期存款" under 民法典 第一千一百九十一条; both are false, not unverified, and go. A line of the
    user's own part stays."""
    question = "今年3月，我在银行存了10万定期，到期去取发现被银行的工作人员私自转走了，银行说是员工个人行为，银行要负责吗？"
    body = ("依据《中华人民共和国民法典》第一千一百九十一条：“用人单位的工作人员因执行工作任务造成他人损害的，由用人单位承担侵权责任”\n\n"
            "案件事实对应到它的条件：\n1. 我是银行的工作人员\n2. 我私私自转走了10万定期存款\n\n结论：银行应当承担侵权责任。")
    marked, _ = mark_unstated(body, question, "zh")
    assert "我是银行的工作人员" not in marked and "转走了10万" not in marked and "案件事实对应" not in marked
    assert marked.endswith("结论：银行应当承担侵权责任。")
    kept, _ = mark_unstated(body.replace("1. 我是银行的工作人员\n2. 我私私自转走了10万定期存款", "1. 我在银行存了10万定期\n2. 银行的工作人员私自转走了存款"),
                            question, "zh")
    assert "1. 我在银行存了10万定期" in kept and "2. 银行的工作人员私自转走了存款" in kept


def test_a_bracketed_gloss_the_user_never_gave_is_left_out_of_its_line() -> None:
    """stranger80 v2 (session 53): "公司试用期满了（已达到三个月以上不满一年的期限）" told the user a contract length they never gave,
    and the line passed as theirs; the gloss goes, the fact stays, and a gloss of the user's own words stays."""
    asked = "公司试用期满了不给我转正，又说要再延长三个月试用期，这样合法吗？"
    body = ("依据X\n\n案件事实对应到它的条件：\n1. 公司试用期满了（已达到三个月以上不满一年的期限）\n"
            "2. 公司又说要延长试用期（再延长三个月试用期）\n\n结论：不合法。")
    text, marked = mark_unstated(body, asked, "zh")
    assert "1. 公司试用期满了\n" in text and "三个月以上不满一年" not in text
    assert "（再延长三个月试用期）" in text and marked == []


def test_a_fact_line_that_draws_the_condition_after_the_users_fact_is_the_users() -> None:
    """stranger86 b2 (session 54, blind): "1. 机动车所有人、管理人与使用人不是同一人：你把车借给没有驾照的朋友开，所以机动车所有人、管理人
    与使用人不是同一人。" states the user's own words; with its drawn tail it was judged the article's, and the reply said none of
    the conditions was in what the user wrote."""
    from core.stated_facts import mark_unstated

    question = "我把车借给没有驾照的朋友开，他撞了人，我要承担责任吗？"
    body = ("依据……\n\n案件事实对应到它的条件：\n1. 机动车所有人、管理人与使用人不是同一人：你把车借给没有驾照的朋友开，所以机动车所有人、"
            "管理人与使用人不是同一人。\n2. 发生交通事故造成损害：他撞了人，所以发生交通事故造成损害。\n\n结论：你要承担相应的赔偿责任。")
    marked, lines = mark_unstated(body, question, "zh")
    assert lines == [] and "没有直接提到" not in marked
    invented = body.replace("他撞了人，所以", "他酒后驾驶闯了红灯，所以")
    assert "（你的描述没有直接提到这一点，需要核实）" in mark_unstated(invented, question, "zh")[0]


def test_a_fact_line_that_says_what_the_users_fact_shows_is_the_users() -> None:
    """stranger90 a9 (session 55, re-asked): "你们已经付了钱，这表明你们已经履行了合同义务" states the user's payment; the reply said
    neither of its lines was in what the user wrote."""
    from core.stated_facts import mark_unstated

    question = "我在网上订的酒店，已经付了钱，到了以后酒店说没房了，我能要求赔偿吗"
    body = ("依据……\n\n案件事实对应到它的条件：\n1. 你们已经付了钱，这表明你们已经履行了合同义务。\n2. 酒店说没房了，这表明酒店没有履行"
            "合同义务，不符合约定。\n\n结论：可以要求赔偿。")
    marked, lines = mark_unstated(body, question, "zh")
    assert lines == [] and "没有直接提到" not in marked
