"""The reply's facts and conclusion are said to the user, not in the user's own first person."""

from core.addressed import addressed, harmed_not_the_party

REPLY = ("依据《中华人民共和国民法典》第一千零二十四条：“民事主体享有名誉权。任何组织或者个人不得以侮辱、诽谤等方式侵害他人的名誉权”\n\n"
         "案件事实对应到它的条件：\n1. 有人在微信群里公开造谣辱骂我\n2. 我们都在群里\n\n"
         "结论：我有权起诉他。我建议先保存聊天记录。\n\n"
         "注意：你说“我不同意”，而这一条的条件是……\n\n"
         "根据该条规定，造谣的人应当向我赔礼道歉。\n")


def test_the_facts_and_the_conclusion_say_you() -> None:
    turned = addressed(REPLY, "zh")
    assert "1. 有人在微信群里公开造谣辱骂你" in turned
    assert "2. 你们都在群里" in turned
    assert "结论：你有权起诉他。" in turned
    assert "造谣的人应当向你赔礼道歉" in turned, "what the model wrote after the conclusion (stranger68 i9, session 50)"


def test_quotations_and_the_models_own_voice_keep_their_words() -> None:
    turned = addressed(REPLY, "zh")
    assert "我建议先保存聊天记录" in turned
    assert "你说“我不同意”" in turned
    assert turned.startswith(REPLY.split("\n")[0])


def test_english_and_replies_without_those_parts_are_unchanged() -> None:
    assert addressed("Conclusion: I can sue.", "en") == "Conclusion: I can sue."
    assert addressed("依据该条，我国法律规定……", "zh") == "依据该条，我国法律规定……"


def test_the_act_the_user_asked_about_is_granted_to_the_user_not_the_other_side() -> None:
    """stranger38 s9 (session 38, blind): "前夫已经半年没给孩子抚养费了，我能起诉他吗？" was concluded "前夫可以起诉他"."""
    question = "前夫已经半年没给孩子抚养费了，我能起诉他吗？"
    assert addressed("结论：前夫可以起诉他。", "zh", question) == "结论：你可以起诉他。"
    assert addressed("结论：前夫应当支付抚养费。", "zh", question) == "结论：前夫应当支付抚养费。"  # his duty, not the act asked
    # the child claims support in its own name (民法典 第一千零六十七条): a conclusion naming it is left as it is
    assert addressed("结论：孩子可以起诉他。", "zh", "孩子他爸不给抚养费，我能起诉他吗？") == "结论：孩子可以起诉他。"


def test_a_debt_the_conclusion_denies_is_not_owed_rather_than_forbidden() -> None:
    """stranger49 d9 and stranger48 c8 (session 43, blind): "我要赔2万吗" answered "你不能赔2万", "我要还吗" "你不能还信用卡欠下的钱"."""
    from core.addressed import owing_denied

    body = "依据……\n\n结论：你不能赔2万，因为护栏的损失价值是几千块。"
    assert owing_denied(body, "物业要我赔2万，我要赔2万吗？").endswith("结论：你不用赔2万，因为护栏的损失价值是几千块。")
    assert owing_denied(body, "我能拒绝物业吗？") == body, "not asked whether the user owes"
    kept = "依据……\n\n案件事实对应到它的条件：\n- 你不能还\n\n结论：你不能还信用卡欠下的钱。"
    assert owing_denied(kept, "银行找我还，我要还吗？") == "依据……\n\n案件事实对应到它的条件：\n- 你不能还\n\n结论：你不用还信用卡欠下的钱。"


def test_the_models_first_person_cannot_is_turned_then_said_as_not_owed() -> None:
    """stranger48 c8 re-asked: the draft said "我不能还信用卡欠下的钱"; turned to 你 after the wording check ran, it shipped as
    "你不能还"."""
    body = "依据……\n\n结论：我不能还信用卡欠下的钱。"
    assert addressed(body, "zh", "银行找我还，我要还吗？").endswith("结论：你不用还信用卡欠下的钱。")


def test_a_user_who_was_defrauded_is_not_named_the_suspect() -> None:
    """stranger69 j5 (session 50, blind): under 刑法 第二百六十六条 the victim of a 刷单 scam was told "因此你涉嫌诈骗"."""
    question = "我在网上做刷单兼职被骗了5000块钱，报警有用吗？这算犯罪吗？"
    body = ("依据《中华人民共和国刑法》第二百六十六条：“诈骗公私财物，数额较大的，处三年以下有期徒刑、拘役或者管制”\n\n"
            "结论：我被骗了5000块钱，这符合该条的条件，因此我涉嫌诈骗。")
    turned = addressed(body, "zh", question)
    assert turned.endswith("结论：你被骗了5000块钱，这符合该条的条件，因此对方涉嫌诈骗。")
    assert addressed(body, "zh", "我朋友说他在网上刷单，这算犯罪吗？").endswith("因此你涉嫌诈骗。"), \
        "only a user who says it was done to them"


def test_what_the_user_alone_asked_for_is_granted_to_the_user_not_all_the_siblings() -> None:
    """stranger69 j4 (session 50, blind): under 民法典 第一千一百三十条 the child who cared for the father asked "我能多分一点吗" and
    was told "你兄妹三个可以多分一点遗产"."""
    question = "我爸去世了，没有留遗嘱，我们兄妹三个，这些年一直是我在照顾他，遗产分的时候我能多分一点吗？"
    body = "依据《中华人民共和国民法典》第一千一百三十条：“……可以多分”\n\n结论：我们兄妹三个可以多分一点遗产。"
    assert addressed(body, "zh", question).endswith("结论：你可以多分一点遗产。")
    assert addressed(body, "zh", "我们兄妹三个都照顾过他，我们能多分吗？").endswith("结论：你们兄妹三个可以多分一点遗产。"), \
        "a question asked for them all"


def test_a_harmed_user_is_not_named_the_party_who_answers_for_it() -> None:
    """stranger71 l8 (session 51): knocked down by a neighbour's ten-year-old, the user was told "你应找小孩的监护人（即你）赔偿";
    the aside goes and the answer stays. A user who did the harm is told as before."""
    question = "今年10月，我在小区里被邻居家10岁的小孩骑自行车撞倒骨折了，我该找谁赔？"
    body = "结论：你应找小孩的监护人（即你）赔偿。"
    assert harmed_not_the_party(body, question) == "结论：你应找小孩的监护人赔偿。"
    assert harmed_not_the_party(body, "我家10岁的小孩骑自行车把邻居撞倒了，要赔吗？") == body


def test_the_user_called_the_user_is_said_you() -> None:
    """stranger100 h9 (session 57, re-asked after a bridge): "结论：用户应当赔偿店家" for a customer whose data a shop leaked: the
    model's word for the asker read as no one, and the payer's swap went unseen. A platform's users stay users."""
    question = "我在一家店留了手机号和地址，后来信息被泄露，天天接到骚扰电话，能要求店家赔偿吗？"
    assert "结论：你应当赔偿店家。" in addressed("依据……\n\n结论：用户应当赔偿店家。", "zh", question)
    platform = "依据……\n\n结论：平台应当保护用户的个人信息，不得泄露用户信息。"
    assert addressed(platform, "zh", question) == platform
    assert addressed("依据……\n\n结论：用户可以注销账号。", "zh", "我是这个App的用户，能注销账号吗？") == "依据……\n\n结论：用户可以注销账号。"
