"""A loan with no interest agreed and repaid late is told of the interest from the day it fell due."""

from __future__ import annotations

from core.direction import contradiction
from core.evidence import Evidence
from core.late_interest import with_late_interest
from core.reasoning import last_conclusion
from index.corpus import StatuteVersion

LAW = "最高人民法院关于审理民间借贷案件适用法律若干问题的规定"
NO_INTEREST = "借贷双方没有约定利息，出借人主张支付利息的，人民法院不予支持。"
LATE = ("借贷双方对逾期利率有约定的，从其约定，但是以不超过合同成立时一年期贷款市场报价利率四倍为限。\n未约定逾期利率或者约定不明的，人民法院"
        "可以区分不同情况处理：\n（一）既未约定借期内利率，也未约定逾期利率，出借人主张借款人自逾期还款之日起参照当时一年期贷款市场报价利率标准"
        "计算的利息承担逾期还款违约责任的，人民法院应予支持；\n（二）约定了借期内利率但是未约定逾期利率……")
EVIDENCE = [Evidence(StatuteVersion(law=LAW, article=n, article_sub=0, article_label=label, version="2020修正", valid_from="2021-01-01",
                                    valid_to=None, text=text))
            for n, label, text in ((24, "第二十四条", NO_INTEREST), (28, "第二十八条", LATE))]
BODY = f"依据《{LAW}》第二十四条：“{NO_INTEREST}”\n\n结论：不能要利息\n\n依据（案件日期有效的版本）：\n• 第二十四条"
LATE_QUESTION = "我借给朋友5万元，当时没说利息，现在他拖了一年才还，我能要利息吗？"


def test_a_loan_repaid_late_is_told_of_interest_from_the_day_it_fell_due() -> None:
    """stranger100 h7 (session 57, blind): "不能要利息" under 第二十四条 alone, for a loan repaid a year late."""
    said = with_late_interest(BODY, NO_INTEREST, LATE_QUESTION, EVIDENCE)
    assert "结论：不能要利息\n\n另外，按你所说借款到期后没有按时归还：依据《" + LAW + "》第二十八条，“既未约定借期内利率" in said
    assert "从逾期还款之日起的利息可以主张" in said and said.endswith("依据（案件日期有效的版本）：\n• 第二十四条")
    conclusion = last_conclusion(said)
    assert conclusion is not None and contradiction(NO_INTEREST, conclusion.group(0), "zh") is None


def test_a_loan_repaid_on_time_or_a_rule_not_in_the_evidence_adds_nothing() -> None:
    assert with_late_interest(BODY, NO_INTEREST, "我借给朋友5万元，当时没说利息，他按时还了，我能要利息吗？", EVIDENCE) == BODY
    assert with_late_interest(BODY, NO_INTEREST, LATE_QUESTION, EVIDENCE[:1]) == BODY
    assert with_late_interest(BODY, "借款人应当按照约定的期限返还借款。", LATE_QUESTION, EVIDENCE) == BODY
