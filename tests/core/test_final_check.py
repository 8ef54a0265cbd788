"""A final draft that still fails what its conclusion rests on is not sent as if it passed."""

import pytest

from core.final_check import checked_reply
from core.rubric import Verdict

REPLY = ("依据《中华人民共和国劳动合同法》第四十六条：“……”\n\n案件事实对应到它的条件：\n1. 你被公司辞退了。\n\n"
         "结论：经济补偿应为8000元×3.5=28000元。\n\n依据（案件日期有效的版本）：\n• 《中华人民共和国劳动合同法》第四十六条")


def verdict(item: str, passed: bool, detail: str = "") -> Verdict:
    return Verdict(item, passed, "deterministic", detail)


def test_a_conclusion_giving_the_articles_right_to_the_other_party_is_withheld() -> None:
    """stranger14 Q6 (blind): "结论：可以直接换锁把他赶出去" shipped though parties_as_the_article_says had failed."""
    text, applied = checked_reply(REPLY, [verdict("parties_as_the_article_says", False, "回答说出租人“可以”，条文说的是承租人")], "zh")
    assert applied == ["parties_as_the_article_says"]
    assert "28000元" not in text and "因此不给出结论" in text and "回答说出租人“可以”，条文说的是承租人" in text
    assert text.endswith("第四十六条") and "1. 你被公司辞退了。" in text, "the article, facts and sources stay"


def test_figures_nobody_gave_are_flagged_after_the_conclusion_not_withheld() -> None:
    text, applied = checked_reply(REPLY, [verdict("amounts_from_the_case", False, "28000元")], "zh")
    assert applied == ["amounts_from_the_case"]
    assert "结论：经济补偿应为8000元×3.5=28000元。\n注意：回答中的数字“28000元”" in text


def test_a_reply_that_passes_is_sent_as_it_is() -> None:
    verdicts = [verdict("parties_as_the_article_says", True), verdict("amounts_from_the_case", True)]
    assert checked_reply(REPLY, verdicts, "zh") == (REPLY, [])


@pytest.mark.parametrize("said, item, asked", [
    # stranger16 q5: a tenant who asked whether the landlord pays
    ("房东不能要求你赔偿损失。", "answers_who_was_asked_about", "而你问的是对方是否要赔偿你"),
    # stranger86 b10 (session 54, blind): "我要承担什么责任" answered with a claim of the user's own
    ("你有权请求行为人承担民事责任。", "answers_what_the_user_bears", "而你问的是你自己要承担什么责任"),
])
def test_a_conclusion_answering_another_question_than_the_one_asked_is_withheld(said: str, item: str, asked: str) -> None:
    reply = REPLY.replace("经济补偿应为8000元×3.5=28000元。", said)
    text, applied = checked_reply(reply, [verdict(item, False, f"结论：{said}")], "zh")
    assert applied == [item]
    assert f"结论：{said}" not in text and asked in text and text.endswith("第四十六条")


def test_a_conclusion_without_a_basis_in_its_article_is_withheld() -> None:
    """stranger18 q2: "你不能直接辞职" drawn from 第四十七条, which says nothing anyone may or must do."""
    reply = REPLY.replace("经济补偿应为8000元×3.5=28000元。", "你不能直接辞职。")
    detail = "《中华人民共和国劳动合同法》第四十七条没有规定谁可以、应当或者不得做什么，而结论说“不能”"
    text, applied = checked_reply(reply, [verdict("conclusion_has_a_basis", False, detail)], "zh")
    assert applied == ["conclusion_has_a_basis"]
    assert "你不能直接辞职" not in text and "所引条文并不决定这个问题" in text and "建议咨询律师" in text


def test_a_share_out_leaving_out_the_asker_is_flagged_not_withheld() -> None:
    reply = "依据《中华人民共和国民法典》第一千一百三十条：“同一顺序继承人继承遗产的份额，一般应当均等”\n\n结论：遗产应当均等分配给你的姐姐和你妈妈。\n\n依据（案件日期有效的版本）：…"
    text, applied = checked_reply(reply, [verdict("includes_the_asker", False, "遗产应当均等分配给你的姐姐和你妈妈。")], "zh")
    assert applied == ["includes_the_asker"]
    assert "结论：遗产应当均等分配给你的姐姐和你妈妈。\n注意：上面的结论没有提到你本人" in text and text.endswith("依据（案件日期有效的版本）：…")


def test_a_loss_put_on_a_blameless_user_is_withheld() -> None:
    reply = "依据《中华人民共和国道路交通安全法》第七十六条：“……”\n\n结论：剩下的2000由你方承担。\n\n依据（案件日期有效的版本）：…"
    text, applied = checked_reply(reply, [verdict("fault_as_the_user_tells_it", False, "结论：剩下的2000由你方承担。")], "zh")
    assert applied == ["fault_as_the_user_tells_it"] and "由你方承担。\n" not in text
    assert "结论：自动核查发现回答的结论让你承担损失或责任（“剩下的2000由你方承担。”），这与你所说的情况和所引条文不符" in text


def test_a_withheld_conclusion_takes_the_line_that_drew_it_beforehand_with_it() -> None:
    """stranger25 q1 (session 35): "因此，根据《中华人民共和国劳动合同法》第二十六条的规定，我不能要求公司给我补缴社保。" stayed above
    the withheld conclusion, telling the user what the check had refused."""
    reply = ("依据《中华人民共和国劳动合同法》第二十六条：“……”\n\n案件事实对应到它的条件：\n1. 公司让你签了放弃社保的协议。\n"
             "因此，根据《中华人民共和国劳动合同法》第二十六条的规定，我不能要求公司给我补缴社保。\n\n"
             "结论：你不能要求补缴。\n\n依据（案件日期有效的版本）：\n• 《中华人民共和国劳动合同法》第二十六条")
    text, applied = checked_reply(reply, [verdict("parties_as_the_article_says", False, "回答说劳动者“免除”，条文说的是用人单位")], "zh")
    assert applied == ["parties_as_the_article_says"] and "不能要求" not in text
    assert "1. 公司让你签了放弃社保的协议。" in text and "因此不给出结论" in text
    kept, _ = checked_reply(reply, [], "zh")
    assert kept == reply, "a reply whose conclusion stands keeps its lines"


def test_a_withheld_conclusion_is_not_also_said_to_leave_the_asker_out() -> None:
    """stranger39 t3 (session 39, blind): "……因此不给出结论" was followed by "注意：上面的结论没有提到你本人"."""
    reply = ("依据《中华人民共和国民法典》第一千一百三十条：“同一顺序继承人继承遗产的份额，一般应当均等”\n\n"
             "结论：由被继承人的子女的直系晚辈血亲代位继承。\n\n依据（案件日期有效的版本）：…")
    verdicts = [verdict("conclusion_has_a_basis", False, "结论照抄了第一千一百二十八条的文字"),
                verdict("includes_the_asker", False, "由被继承人的子女的直系晚辈血亲代位继承。")]
    text, applied = checked_reply(reply, verdicts, "zh")
    assert applied == ["conclusion_has_a_basis"]
    assert "因此不给出结论" in text and "没有提到你本人" not in text


def test_a_conclusion_about_what_someone_else_may_do_when_asked_what_the_user_may_is_withheld() -> None:
    """stranger53 t6 (session 45): "我能分这套房子吗" answered "他可以分这套房子"."""
    reply = REPLY.replace("经济补偿应为8000元×3.5=28000元。", "他可以分这套房子。")
    text, applied = checked_reply(reply, [verdict("answers_the_askers_own_act", False, "结论：他可以分这套房子。")], "zh")
    assert applied == ["answers_the_askers_own_act"]
    assert "结论：他可以分这套房子" not in text and "而你问的是你自己能不能这样做" in text


def test_a_sum_in_the_conclusion_when_the_user_gave_none_is_withheld_not_flagged() -> None:
    """stranger80 v5 (session 53, blind): "在网上买到假货，商家要赔我多少钱？" was told "商家需要赔偿消费者300元", a price
    nobody gave; the article's rule stays quoted above and the user is asked for the sums."""
    reply = REPLY.replace("经济补偿应为8000元×3.5=28000元。", "商家需要赔偿消费者300元。")
    text, applied = checked_reply(reply, [verdict("amounts_from_the_case", False, "300元")], "zh", "在网上买到假货，商家要赔我多少钱？")
    assert applied == ["amounts_from_the_case"]
    assert "300元" not in text and "你没有说出所涉的金额" in text and text.endswith("第四十六条")


def test_a_sum_worked_out_from_the_users_own_figures_is_only_flagged() -> None:
    question = "我月薪8000元，干了三年半被辞退了，经济补偿是多少？"
    text, applied = checked_reply(REPLY, [verdict("amounts_from_the_case", False, "28000元")], "zh", question)
    assert "结论：经济补偿应为8000元×3.5=28000元。\n注意：回答中的数字“28000元”" in text


def test_a_count_of_days_nobody_gave_is_taken_out_of_the_conclusion_and_its_answer_kept() -> None:
    """stranger85 a2 (session 54, blind): a worker who said only "工作满两年" was told "金额为1天的工资收入", a count of days
    nobody gave (two years' service gives five days' leave); the yes stays, the figure goes, and the user is told why."""
    reply = REPLY.replace("经济补偿应为8000元×3.5=28000元。", "你有权利要求未休年假的工资，金额为1天的工资收入。")
    question = "我在公司工作满两年了，公司说没有年假，我能要求未休年假的工资吗？"
    text, applied = checked_reply(reply, [verdict("amounts_from_the_case", False, "1天")], "zh", question)
    assert applied == ["amounts_from_the_case"]
    assert "结论：你有权利要求未休年假的工资。\n注意：具体数额（金额或天数）要按所引条文的规定计算" in text
    assert "1天" not in text and text.endswith("第四十六条")
    # a count of days worked out from days the user gave is only flagged
    told = "我有5天年假没休，公司说作废了，我能要钱吗？"
    flagged, _ = checked_reply(reply.replace("1天", "5天"), [verdict("amounts_from_the_case", False, "5天")], "zh", told)
    assert "金额为5天的工资收入。\n注意：回答中的数字“5天”" in flagged


def test_a_mapping_line_stating_a_figure_taken_out_of_the_conclusion_goes_too() -> None:
    """stranger85 a2 (session 54, re-asked): "3. 你应休未休的年休假天数为1天（……需要核实）" stayed above the conclusion the
    figure had been taken out of; the other lines stay, numbered anew, and the caveat stays while a marked line does."""
    reply = ("依据……\n\n案件事实对应到它的条件：\n1. 你在公司连续工作满两年。\n2. 你应休未休的年休假天数为1天（你的描述没有直接提到这一点，"
             "需要核实）。\n3. 公司没有安排你年休假（你的描述没有直接提到这一点，需要核实）。\n注意：标明“需要核实”的事实你没有直接说过；"
             "它们不成立时，下面的结论也不成立。\n\n结论：你有权利要求未休年假的工资，金额为1天的工资收入。\n\n依据（案件日期有效的版本）：")
    question = "我在公司工作满两年了，公司说没有年假，我能要求未休年假的工资吗？"
    text, _ = checked_reply(reply, [verdict("amounts_from_the_case", False, "1天")], "zh", question)
    assert "1天" not in text
    assert "1. 你在公司连续工作满两年。\n2. 公司没有安排你年休假" in text and "注意：标明“需要核实”" in text
