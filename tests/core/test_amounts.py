"""Figures compared across the ways they are written."""

from __future__ import annotations

from core.amounts import amounts, unsupported


def test_the_same_amount_written_three_ways_is_one_amount() -> None:
    values = {(a.value, a.unit) for text in ("8万元", "80000元", "八万元", "80,000元") for a in amounts(text, "zh")}
    assert values == {(80000.0, "元")}


def test_durations_and_percentages() -> None:
    assert [(a.value, a.unit) for a in amounts("提前30日或者三十天通知", "zh")] == [(30.0, "日"), (30.0, "日")]
    assert [(a.value, a.unit) for a in amounts("不低于工资的百分之一百五十", "zh")] == [(150.0, "%")]
    assert [(a.value, a.unit) for a in amounts("约定年利率6%", "zh")] == [(6.0, "%")]
    assert [(a.value, a.unit) for a in amounts("30 days' notice and RMB 2,000", "en")] == [(30.0, "日"), (2000.0, "元")]


def test_article_numbers_are_not_amounts() -> None:
    assert amounts("依据第四十二条和第40条", "zh") == []


def test_a_figure_from_nowhere_is_unsupported_and_a_worked_one_is_not() -> None:
    question = "我花1000元买的手链是假的，商家隐瞒了。"
    article = "增加赔偿的金额为消费者购买商品的价款或者接受服务的费用的三倍；增加赔偿的金额不足五百元的，为五百元。"
    assert unsupported("您可以要求赔偿3000元。", [question, article], "zh") == []
    assert unsupported("您可以要求赔偿五百元。", [question, article], "zh") == []
    [invented] = unsupported("您可以要求赔偿5000元。", [question, article], "zh")
    assert invented.words == "5000元"


def test_dates_match_their_month_or_year() -> None:
    assert unsupported("2024年3月5日入职", ["我2024年3月入职"], "zh") == []
    assert unsupported("2023年入职", ["我2024年3月入职"], "zh")


def test_a_year_worked_out_from_a_stated_year_and_stated_spans_is_the_cases() -> None:
    """stranger41 v1 (session 40): code reckoned a limitation period from "2019年……约定一年后还" and the article's "三年"; its
    2020 and 2023 were flagged as figures nobody gave. A year no stated span reaches still is."""
    sources = ["2019年我借给朋友2万元，约定一年后还", "向人民法院请求保护民事权利的诉讼时效期间为三年"]
    assert unsupported("期限在2020年届满，到2023年底已满三年。", sources, "zh") == []
    assert [a.words for a in unsupported("到2024年已满三年。", sources, "zh")] == ["2024年"]


def test_ten_thousands_without_a_unit_are_yuan() -> None:
    """stranger42 w10 (session 40, blind): "对方要我赔5万" and the reply's "5万元" were flagged as a figure nobody gave."""
    assert unsupported("保险公司可以赔偿5万元。", ["我开车撞伤了人，对方要我赔5万，我只有交强险"], "zh") == []
    assert unsupported("保险公司可以赔偿8万元。", ["我开车撞伤了人，对方要我赔5万，我只有交强险"], "zh") != []


def test_a_full_width_figure_in_the_article_is_the_figure_quoted() -> None:
    """stranger55 v8 (session 45): 工资支付暂行规定 第十六条 writes "２０％", and the reply's "20%" was flagged as worked out."""
    article = "经济损失的赔偿，可从劳动者本人的工资中扣除。但每月扣除的部分不得超过劳动者当月工资的２０％。"
    assert unsupported("每月扣除的部分不得超过当月工资的20%。", [article], "zh") == []
    assert [a.words for a in unsupported("每月最多扣30%。", [article], "zh")] == ["30%"]


def test_a_deposit_returned_twice_over_is_worked_from_the_articles_double() -> None:
    """stranger58 y4 (session 47): code wrote "应当双倍返还定金，即10万元" for a 5万元 deposit, and the figure was flagged as unchecked."""
    article = "收受定金的一方不履行债务或者履行债务不符合约定，致使不能实现合同目的的，应当双倍返还定金。"
    question = "我买二手房交了5万元定金，后来卖家反悔不卖了，我能要回多少钱？"
    assert unsupported("对方应当双倍返还定金，即10万元。", [question, article], "zh") == []
    assert [a.words for a in unsupported("对方应当双倍返还定金，即15万元。", [question, article], "zh")] == ["15万元"]


def test_a_training_costs_unserved_share_is_worked_from_the_stated_figures() -> None:
    """stranger61 b9 (session 48): code wrote 2万元×（5年−2年）÷5年=12000元 and the figure was flagged as unchecked; a sum that
    is no share of the stated ones still is."""
    question = "公司送我去外地培训花了2万元，签了5年服务期，我干了2年想走，公司要我付5万元违约金，我要付多少？"
    assert unsupported("最多12000元。", [question], "zh") == []
    assert unsupported("培训费3万元，服务期3年，干了18个月，最多15000元。", ["培训费3万元，服务期3年，我工作了18个月"], "zh") == []
    assert [a.words for a in unsupported("最多13000元。", [question], "zh")] == ["13000元"]


def test_a_monthly_rate_a_year_is_twelve_times_it() -> None:
    """stranger62 c6 (session 48): "月利率3%" is 36 % a year; a 3 % stated as a year's rate is not."""
    assert unsupported("年利率36%。", ["约定月利率3%"], "zh") == []
    assert [a.words for a in unsupported("年利率36%。", ["约定年利率3%"], "zh")] == ["36%"]


def test_a_monthly_rate_in_fen_is_a_per_cent_a_month_and_twelve_a_year() -> None:
    """stranger81 w7 (session 53): "月息3分" states 3 % a month, so code's "月利率3%（年利率36%）" is the user's figure."""
    assert unsupported("月利率3%（年利率36%）。", ["约定月息3分"], "zh") == []
    assert [a.words for a in unsupported("年利率36%。", ["扣了3分"], "zh")] == ["36%"]
