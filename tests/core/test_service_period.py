"""The most a worker leaving a training bond early owes (core/service_period.py)."""

from __future__ import annotations

from core.service_period import unserved_share, with_unserved_share

#: 劳动合同法 第二十二条 第二款 (2012修正), as the corpus holds it.
BOND = ("劳动者违反服务期约定的，应当按照约定向用人单位支付违约金。违约金的数额不得超过用人单位提供的培训费用。用人单位要求劳动者支付的"
        "违约金不得超过服务期尚未履行部分所应分摊的培训费用。")
B9 = "公司送我去外地培训花了2万元，签了5年服务期，我干了2年想走，公司要我付5万元违约金，我要付多少？"


def reply(conclusion: str) -> str:
    return f"依据《中华人民共和国劳动合同法》第二十二条：“{BOND}”\n\n结论：{conclusion}\n\n依据（案件日期有效的版本）：\n• …"


def test_two_years_served_of_five_owe_three_fifths_of_the_training_cost() -> None:
    """stranger61 b9 (session 48, blind): the reply restated the cap and gave no sum; 20000元 × (5 − 2) ÷ 5 = 12000元, and the
    50000元 asked is more than the cost itself."""
    body = with_unserved_share(reply("公司要求劳动者支付的违约金不得超过服务期尚未履行部分所应分摊的培训费用。"), BOND, B9)
    conclusion = body.split("结论：")[1].split("\n")[0]
    assert "=12000元" in conclusion and "5万元超过了这一数额" in conclusion and body.endswith("• …")


def test_months_and_years_are_one_measure_and_missing_figures_say_nothing() -> None:
    months = unserved_share("公司出钱让我培训，培训费3万元，服务期3年，我工作了18个月就辞职了，要赔多少违约金？")
    assert months is not None and months[3] == 15000  # 30000 × 18 ÷ 36
    assert unserved_share("公司送我去培训，签了5年服务期，我干了2年想走，要赔多少？") is None, "no cost stated"
    assert unserved_share("培训费1万元，服务期2年，我干了3年，还要赔吗？") is None, "the bond has been served"
    stated = reply("你最多需要支付12000元。")
    assert with_unserved_share(stated, BOND, B9) == stated, "a conclusion stating the sum stands"
    other = "劳动者违反服务期约定的，应当按照约定向用人单位支付违约金。"
    assert with_unserved_share(reply("应当支付违约金。"), other, B9) == reply("应当支付违约金。"), "no cap in the article"
