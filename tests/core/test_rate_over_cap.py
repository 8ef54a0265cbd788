"""A rate above four times the LPR is not granted by a clause that excepts it (core/rate_over_cap.py).

The LPR figures are the published series (3.45 % from 2023-08-21, 3.35 % from 2024-07-22, 3.10 % from 2024-10-21), read by hand;
the expected caps are four times them, worked out here, not by the code under test.
"""

from __future__ import annotations

from datetime import date

from core.rate_over_cap import over_cap

CLAUSE = "出借人请求借款人按照合同约定利率支付利息的，人民法院应予支持，但是双方约定的利率超过合同成立时一年期贷款市场报价利率四倍的除外"
QUESTION = "借条上写明年利率36%，现在借款人只愿意按银行利息还，法院会支持36%吗？"
GRANTED = "依据……\n\n结论：法院会支持36%的年利率，因为36%低于合同成立时一年期贷款市场报价利率四倍（约12%）。"


def test_a_rate_above_the_cap_is_not_granted() -> None:
    """everyday b3 (session 45): the model compared 36 % with "约12%" and said the court supports it."""
    said = over_cap(GRANTED, CLAUSE, QUESTION, (date(2025, 5, 1), date(2025, 5, 1)))
    assert "会支持36%" not in said and "超过的部分人民法院不予支持" in said
    assert "一年期贷款市场报价利率为3.10%，四倍为12.4%" in said


def test_a_window_takes_the_highest_cap_in_it() -> None:
    said = over_cap(GRANTED, CLAUSE, QUESTION, (date(2024, 1, 1), date(2024, 12, 31)))
    assert "四倍为13.8%" in said  # 3.45 % was the highest LPR of 2024


def test_a_rate_within_the_cap_a_conclusion_naming_the_cap_or_an_unknown_lpr_are_left_alone() -> None:
    day = (date(2025, 5, 1), date(2025, 5, 1))
    assert over_cap(GRANTED, CLAUSE, QUESTION.replace("36%", "10%"), day) == GRANTED
    named = "依据……\n\n结论：超过合同成立时一年期贷款市场报价利率四倍的部分，法院不予支持。"
    assert over_cap(named, CLAUSE, QUESTION, day) == named
    assert over_cap(GRANTED, CLAUSE, QUESTION, (date(2018, 5, 1), date(2018, 5, 1))) == GRANTED, "no LPR before 2019-08-20"


def test_a_monthly_rate_counts_twelve_times_and_an_unchecked_lpr_is_said_as_such() -> None:
    """stranger62 c6 (session 48, blind): "约定月利率3%……我最多能要多少利息" was told "出借人最多能要36%的利息"; 3 % a month is 36 % a
    year, and the LPR of an undated question's today is past the table (checked through 2025-05-20, 3.00 %: four times is 12 %)."""
    asked = "朋友找我借了10万元，约定月利率3%，现在他说利息太高不给了，我最多能要多少利息？"
    granted = "依据……\n\n结论：根据上述规定，出借人最多能要36%的利息。\n\n依据（案件日期有效的版本）："
    said = over_cap(granted, CLAUSE, asked, (date(2026, 12, 7), date(2026, 12, 7)))
    assert "最多能要36%" not in said and "月利率3%（年利率36%）" in said
    assert "本库核对到2025年5月20日，当时为3.00%，四倍为12%" in said and "法院只支持到四倍为止" in said and said.endswith("依据（案件日期有效的版本）：")
    dated = over_cap(granted, CLAUSE, asked, (date(2024, 1, 1), date(2024, 12, 31)))
    assert "四倍为13.8%" in dated and "超过的部分人民法院不予支持" in dated
    assert over_cap(granted, CLAUSE, asked.replace("月利率3%", "月利率1%"), (date(2024, 1, 1), date(2024, 12, 31))) == granted


def test_a_monthly_rate_in_fen_counts_as_per_cent_a_month() -> None:
    """stranger81 w7 (session 53, blind): "约定月息3分" was told "法院会支持借款人的利息，因为双方约定的利率超过……四倍的除外"; 3分 a month
    is 3 % a month, 36 % a year, and "两分利" 24 %; a score of points ("扣了3分") is no rate."""
    granted = "依据……\n\n结论：法院会支持借款人的利息，因为双方约定的利率超过合同成立时一年期贷款市场报价利率四倍的除外。"
    today = (date(2026, 12, 7), date(2026, 12, 7))
    said = over_cap(granted, CLAUSE, "我借给朋友10万块，约定月息3分，现在他不还钱，这个利息法院会支持吗？", today)
    assert "法院会支持借款人的利息" not in said and "月利率3%（年利率36%）" in said
    assert "月利率2%（年利率24%）" in over_cap(granted, CLAUSE, "借给他5万，说好两分利，法院支持吗", today)
    assert over_cap(granted, CLAUSE, "借给他5万，驾照扣了3分，法院支持利息吗", today) == granted
