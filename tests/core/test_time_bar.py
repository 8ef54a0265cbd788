"""A claim whose limitation period has run by the user's own dates is told so, with the rules that decide what follows."""

from __future__ import annotations

from datetime import date

from core.evidence import Evidence
from core.time_bar import due_date, rules_of_the_period, time_bar, with_time_bar
from index.catalogue import ArticleCatalogue
from index.corpus import StatuteVersion

LAW = "中华人民共和国民法总则"
TEXTS = {
    188: "向人民法院请求保护民事权利的诉讼时效期间为三年。法律另有规定的，依照其规定。诉讼时效期间自权利人知道或者应当知道权利受到损害"
         "以及义务人之日起计算。",
    192: "诉讼时效期间届满的，义务人可以提出不履行义务的抗辩。诉讼时效期间届满后，义务人同意履行的，不得以诉讼时效期间届满为由抗辩；",
    195: "有下列情形之一的，诉讼时效中断，从中断、有关程序终结时起，诉讼时效期间重新计算：（一）权利人向义务人提出履行请求；",
    196: "下列请求权不适用诉讼时效的规定：（一）请求停止侵害、排除妨碍、消除危险；",
}
LABELS = {188: "第一百八十八条", 192: "第一百九十二条", 195: "第一百九十五条", 196: "第一百九十六条"}
VERSIONS = {n: StatuteVersion(LAW, n, 0, LABELS[n], "2017", "2017-10-01", "2020-12-31", text) for n, text in TEXTS.items()}
QUESTION = "2019年我借给朋友2万元，约定一年后还，他到现在一直没还，我也没怎么催过，现在还能起诉要回来吗？"
TODAY = date(2026, 12, 6)
WINDOW = (date(2019, 1, 1), date(2019, 12, 31))


class Library:
    """What rules_of_the_period reads of the retriever: the catalogue of the law's articles and their versions."""

    def catalogue(self) -> ArticleCatalogue:
        return ArticleCatalogue.from_records(VERSIONS.values())


def test_the_due_day_is_the_year_lent_plus_the_term_or_the_day_named() -> None:
    assert due_date(QUESTION) == (date(2020, 12, 1), False)  # the month unknown: the latest it can be
    assert due_date("2018年认识的朋友，2019年3月借给他1万，说好半年内还清") == (date(2019, 9, 1), True)
    assert due_date("借给他5万元，约定2020年6月还，一直不还") == (date(2020, 6, 1), True)
    assert due_date("借给他5万元，一直不还") is None  # no term, no due day: nothing to reckon


def test_a_period_counts_only_when_it_has_surely_run() -> None:
    article = TEXTS[188]
    bar = time_bar(article, QUESTION, TODAY)
    assert bar is not None and bar.years == 3 and bar.ends == date(2023, 12, 31)
    assert time_bar(article, QUESTION, date(2023, 12, 30)) is None  # the last day it can end has not passed
    assert time_bar(article, "2024年借给同事5000，约定一年后还，还能起诉吗？", TODAY) is None
    assert time_bar("借款人应当按照约定的期限返还借款。", QUESTION, TODAY) is None  # no period in the article


def test_the_period_s_own_rules_join_the_evidence_after_it() -> None:
    evidence = [Evidence(VERSIONS[188], "in_force", True)]
    joined = rules_of_the_period(evidence, Library(), WINDOW)
    assert [item.version.article for item in joined] == [188, 192, 195]
    assert all(item.found_by == "reference" for item in joined[1:])
    other = [Evidence(StatuteVersion("中华人民共和国合同法", 206, 0, "第二百零六条", "1999", "1999-10-01", "2020-12-31",
                                     "借款人应当按照约定的期限返还借款。"), "in_force", True)]
    assert rules_of_the_period(other, Library(), WINDOW) == other


def test_a_yes_to_a_barred_claim_becomes_when_it_ran_out_and_what_follows() -> None:
    """stranger41 v1 (session 40, blind): "你还能起诉要回来" under 民法总则 第一百八十八条, the period having run in 2023."""
    evidence = rules_of_the_period([Evidence(VERSIONS[188], "in_force", True)], Library(), WINDOW)
    body = f"依据《{LAW}》第一百八十八条：“……”\n\n案件事实对应到它的条件：\n- 你也没怎么催过\n\n结论：你还能起诉要回来。"
    told = with_time_bar(body, TEXTS[188], QUESTION, TODAY, evidence)
    conclusion = told.split("结论：")[1]
    assert "你还能起诉要回来" not in told and "2023年底已满三年" in conclusion
    assert f"《{LAW}》第一百九十五条" in conclusion and f"《{LAW}》第一百九十二条" in conclusion and "得不到支持" in conclusion
    bare = with_time_bar(body, TEXTS[188], QUESTION, TODAY, evidence[:1])
    assert "第一百九十" not in bare and "需要核实" in bare  # no rule said without its article in the evidence
    reckoned = body.replace("你还能起诉要回来", "诉讼时效已经届满，对方可以拒绝还款")
    assert with_time_bar(reckoned, TEXTS[188], QUESTION, TODAY, evidence) == reckoned
    assert with_time_bar(body, TEXTS[188], "2024年借给同事5000，约定一年后还，还能起诉吗？", TODAY, evidence) == body


ARBITRATION_27 = ("劳动争议申请仲裁的时效期间为一年。仲裁时效期间从当事人知道或者应当知道其权利被侵害之日起计算。\n"
                  "因不可抗力或者有其他正当理由，当事人不能在本条第一款规定的仲裁时效期间申请仲裁的，仲裁时效中止。\n"
                  "劳动关系存续期间因拖欠劳动报酬发生争议的，劳动者申请仲裁不受本条第一款规定的仲裁时效期间的限制；但是，劳动关系终止的，"
                  "应当自劳动关系终止之日起一年内提出。")


def test_old_pay_under_the_labour_arbitration_period_turns_on_whether_the_job_goes_on() -> None:
    """stranger43 x10 (session 40, blind): "2018年我在单位加班没拿到加班费，现在还能申请劳动仲裁要吗" was told "不可以" from the
    clause on suspension; pay owed while the job lasts is not barred until a year after it ends."""
    question = "2018年我在单位加班没拿到加班费，现在还能申请劳动仲裁要吗？"
    body = "依据……第二十七条：“……”\n\n结论：不可以。依据该条规定：“……仲裁时效中止”。"
    told = with_time_bar(body, ARBITRATION_27, question, TODAY, [])
    assert "结论：要看你现在是否还在这家单位工作" in told and "不受这一年的限制" in told and "结论：不可以" not in told
    assert with_time_bar(body, ARBITRATION_27, "2026年3月加班没拿到加班费，能申请仲裁吗？", TODAY, []) == body  # within the year
    assert with_time_bar(body, ARBITRATION_27, "2018年公司把我辞退了，现在还能申请仲裁吗？", TODAY, []) == body  # not pay
