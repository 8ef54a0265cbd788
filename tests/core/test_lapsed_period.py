"""A right the clause gives within a period that has run by the user's words (core/lapsed_period.py)."""

from __future__ import annotations

from core.lapsed_period import lapsed, with_lapsed_period

#: 消费者权益保护法 第二十五条 (2013修正) and 民法典 第一百五十二条 (2020), as the corpus holds them.
RETURNS = "经营者采用网络、电视、电话、邮购等方式销售商品，消费者有权自收到商品之日起七日内退货，且无需说明理由"
RESCISSION = "当事人自知道或者应当知道撤销事由之日起一年内、重大误解的当事人自知道或者应当知道撤销事由之日起九十日内没有行使撤销权"
EIGHT_DAYS = "我在网上买的衣服，收到后不喜欢，已经过了8天了，还能无理由退货吗？"


def reply(conclusion: str) -> str:
    return f"依据《中华人民共和国消费者权益保护法》第二十五条：“{RETURNS}”\n\n结论：{conclusion}\n\n依据（案件日期有效的版本）：\n• …"


def test_eight_days_after_delivery_the_seven_day_return_is_gone() -> None:
    """stranger59 z2 (session 47, blind): "已经过了8天" under "七日内退货" was told "可以无理由退货"."""
    body = with_lapsed_period(reply("可以无理由退货"), RETURNS, EIGHT_DAYS)
    conclusion = body.split("结论：")[1].split("\n")[0]
    assert conclusion.startswith("不可以。") and "8天" in conclusion and "七日" in conclusion
    assert "可以无理由退货" not in body and body.endswith("• …")


def test_a_time_within_the_period_none_stated_or_a_clause_without_a_right_say_nothing() -> None:
    assert lapsed(RETURNS, "收到衣服已经5天了，能无理由退货吗？") is None
    assert lapsed(RETURNS, "网上买的衣服不喜欢，能无理由退货吗？") is None
    assert lapsed(RESCISSION, "我发现被骗已经两年了，还能撤销合同吗？") is None, "the clause says when the right lapses, granting none"
    refused = reply("超过七日，不能无理由退货。")
    assert with_lapsed_period(refused, RETURNS, EIGHT_DAYS) == refused, "a conclusion already refusing stands"
