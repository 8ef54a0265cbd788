"""The branch of the 定金 rule the story is on (core/deposit_rule.py)."""

from __future__ import annotations

import pytest

from core.deposit_rule import branch, deposit_branch

#: 民法典 第五百八十七条 (2020), as the corpus holds it.
RULE = ("债务人履行债务的，定金应当抵作价款或者收回。给付定金的一方不履行债务或者履行债务不符合约定，致使不能实现合同目的的，"
        "无权请求返还定金；收受定金的一方不履行债务或者履行债务不符合约定，致使不能实现合同目的的，应当双倍返还定金。")
#: 民法典 第五百八十条, the article the reply had quoted before the bridge brought the rule.
PERFORMANCE = "当事人一方不履行非金钱债务或者履行非金钱债务不符合约定的，对方可以请求履行，但是有下列情形之一的除外："
SELLER_BACKS_OUT = "我买二手房交了5万元定金，后来卖家反悔不卖了，我能要回多少钱？"


def reply(conclusion: str) -> str:
    return f"依据《中华人民共和国民法典》第五百八十七条：“{RULE}”\n\n结论：{conclusion}\n\n依据（案件日期有效的版本）：\n• 民法典"


@pytest.mark.parametrize("question, told", [
    (SELLER_BACKS_OUT, ("user", "other")),
    ("订了酒席付了2000元定金，现在婚礼取消了，我不想办了，定金能退吗？", None),  # who backed out: "婚礼取消了" names no one
    ("我交了3000元定金租房，现在我不想租了，房东不退定金，合法吗？", ("user", "user")),
    ("我卖车收了买家1万元定金，后来买家反悔不买了，我要退给他吗？", ("other", "other")),
    ("我卖房收了买家10万定金，现在我想反悔不卖了，要赔多少？", ("other", "user")),
    ("定金和订金有什么区别？", None),
    # stranger64 f7 (session 49): the deposit taken in a clause with no subject of its own, in a sentence the user began
    ("我把房子卖给别人，签了合同收了5万元定金，现在房价涨了我不想卖了，会有什么后果？", ("other", "user")),
    # a clause naming the seller as who took it is not the user's taking (who paid is then not told in the user's own verb)
    ("我想买房，卖家签了合同收了5万元定金，现在他不卖了，怎么办？", None),
    # stranger79 t5 (session 52, blind): the restaurant that took the deposit "说订满了不接待了"; told "你应当双倍返还定金"
    ("我在饭店订了年夜饭，交了1000元定金，后来饭店说订满了不接待了，我能要回多少钱？", ("user", "other")),
])
def test_who_paid_and_who_backed_out_are_read_from_the_story(question: str, told: tuple[str, str] | None) -> None:
    assert branch(question) == told


def test_a_buyer_whose_seller_backed_out_is_told_the_deposit_comes_back_twice_over() -> None:
    """stranger58 y4 (session 47, blind): "你不能要回5万元定金……你无权请求返还定金" — the payer's branch for the taker's breach."""
    body = deposit_branch(reply("你不能要回5万元定金。因为卖家反悔不卖了，你无权请求返还定金。"), RULE, SELLER_BACKS_OUT)
    conclusion = body.split("结论：")[1].split("\n")[0]
    assert "双倍返还定金" in conclusion and "10万元" in conclusion
    assert "不能要回" not in conclusion
    assert body.startswith("依据《中华人民共和国民法典》第五百八十七条") and body.endswith("• 民法典"), "only the conclusion changes"


def test_a_seller_who_backs_out_himself_owes_double_and_a_buyer_who_does_loses_the_deposit() -> None:
    seller = deposit_branch(reply("你可以不退定金。"), RULE, "我卖房收了买家10万定金，现在我想反悔不卖了，要赔多少？")
    assert "应当双倍返还定金，即20万元" in seller
    landlord = deposit_branch(reply("你可以不退。"), RULE, "我收了租客2000块定金，后来我不想租了，要退多少？")
    assert "应当双倍返还定金，即4000元" in landlord, "a sum under ten thousand is written in yuan"
    buyer = deposit_branch(reply("你可以要回定金。"), RULE, "我交了3000元定金租房，现在我不想租了，房东不退定金，合法吗？")
    assert "无权请求返还定金" in buyer and "可以要回定金" not in buyer


def test_a_conclusion_on_the_right_branch_or_under_another_article_is_left_alone() -> None:
    right = reply("卖家应当双倍返还定金，你可以要回10万元。")
    assert deposit_branch(right, RULE, SELLER_BACKS_OUT) == right
    other = reply("对方可以请求履行。").replace(RULE, PERFORMANCE)
    assert deposit_branch(other, PERFORMANCE, SELLER_BACKS_OUT) == other
    untold = reply("定金不能退。")
    assert deposit_branch(untold, RULE, "订了酒席付了2000元定金，现在婚礼取消了，定金能退吗？") == untold
