"""The 民间借贷 rate cap: a claimed rate above four times the one-year LPR is flagged in the draft,
citing the held judicial interpretation from the index; what cannot be checked is said so."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from datetime import date
from decimal import Decimal

import pytest

from core.complaint.casefile import elements_of, load_cases
from core.complaint.draft import compose_complaint
from core.complaint.elements import Claim
from core.complaint.rate_cap import CONTRACT_RULES, INTERPRETATION, check_rate_caps, lpr_on
from core.trajectory import read_record
from index.corpus import load_corpus
from index.retrieval import Retriever
from tests.conftest import CORPUS, _build_slice

TODAY = date(2026, 11, 29)
HELD = {INTERPRETATION: {25, 31}, "中华人民共和国民法典": {667, 675, 676}}


@pytest.fixture(scope="module")
def loan_retriever(tmp_path_factory, embedder):
    records = [r for r in load_corpus([CORPUS]) if r.article in HELD.get(r.law, ())]
    building = _build_slice(tmp_path_factory, records, embedder, "edge")
    yield Retriever(next(building))
    next(building, None)


def loan(rate: str = "6%", lent: str = "2022年3月1日", filed: str = "2024年5月10日", due: str = "2023年3月1日"):
    """The shipped 民间借贷 dev case with its agreed rate, loan, due and filing dates changed."""
    elements, _ = elements_of(load_cases()[0])
    elements.facts = (elements.facts.replace("年利率6%", f"年利率{rate}").replace("2022年3月1日", lent)
                      .replace("2023年3月1日", due))
    elements.claims[1] = replace(elements.claims[1], rate=f"年利率{rate}", since=lent,
                                 text=elements.claims[1].text.replace("年利率6%", f"年利率{rate}").replace("2022年3月1日", lent))
    elements.date = filed
    elements.said.append(f"{elements.facts}{elements.claims[1].text}{filed}")  # what this client told
    return elements


def test_lpr_is_the_latest_published_value_and_unknown_outside_the_table() -> None:
    assert lpr_on(date(2022, 3, 1)) == Decimal("3.70")
    assert lpr_on(date(2022, 1, 19)) == Decimal("3.80")
    assert lpr_on(date(2019, 8, 19)) is None


def test_a_rate_above_four_times_the_lpr_is_flagged_citing_article_25(loan_retriever) -> None:
    composed = asyncio.run(compose_complaint(loan("24%"), loan_retriever, TODAY))
    assert composed.ready
    [cap] = composed.rate_caps
    assert cap.over is True and cap.cap == Decimal("0.148")
    note = "⚠ 第2项诉讼请求的年利率24%超过合同成立时（2022-03-01）一年期贷款市场报价利率3.70%的四倍，即14.8%"
    assert note in composed.text, "the flag is shown with the draft"
    assert f"《{INTERPRETATION}》第二十五条（2020修正，有效期 2021-01-01至今）" in cap.note
    assert "不予支持" in cap.note


def test_a_rate_within_the_cap_is_not_flagged(loan_retriever) -> None:
    composed = asyncio.run(compose_complaint(loan("6%"), loan_retriever, TODAY))
    [cap] = composed.rate_caps
    assert cap.over is False and "⚠" not in composed.text and "未超过" in cap.note


def test_a_loan_before_the_2020_reform_uses_the_lpr_at_filing_and_says_what_is_unchecked(loan_retriever) -> None:
    composed = asyncio.run(compose_complaint(loan("15%", lent="2019年3月1日"), loan_retriever, TODAY))
    [cap] = composed.rate_caps
    assert cap.over is True and cap.cap == Decimal("0.138")  # 4 × 3.45% on 2024-05-10
    assert "起诉时（2024-05-10）" in cap.note and "第三十一条" in cap.note
    assert "此前期间的利息适用当时的司法解释，法规库未收录" in cap.note


def test_without_the_interpretation_or_the_lpr_the_cap_is_not_guessed(loan_retriever) -> None:
    [no_index] = asyncio.run(compose_complaint(loan("24%"), None, TODAY)).rate_caps
    assert no_index.over is None and "法规库未收录" in no_index.note and "第二十五条" not in no_index.note
    [no_lpr] = asyncio.run(compose_complaint(loan("24%", lent="2026年3月1日", filed="2026年10月1日", due="2026年9月1日"), loan_retriever,
                                             TODAY)).rate_caps
    assert no_lpr.over is None and "没有该日的报价利率" in no_lpr.note


def test_the_drafting_record_reads_back_as_a_typed_complaint_trajectory(loan_retriever) -> None:
    from core.complaint.record import draft_record

    composed = asyncio.run(compose_complaint(loan("24%"), loan_retriever, TODAY))
    before = {"elements": loan("24%").to_dict()}
    record = read_record(draft_record("生成", composed.text, "drafted", "zh", before, {}, composed, 12.0).to_dict())
    assert record.scenario == "complaint" and record.outcome == "drafted"
    assert record.rubric_final and all(record.rubric_final.values())
    assert record.analysis["rate_caps"][0]["over"] is True
    assert {c["law"] for c in record.citations} == {"中华人民共和国民法典"}
    assert record.model_spans() == [], "code wrote it: nothing for fine-tuning"


@pytest.fixture(scope="module")
def versions_of():
    """The shipped corpus's versions by (law, article, sub), as the retriever answers them."""
    wanted = {(INTERPRETATION, 29), ("中华人民共和国民法典", 585), (CONTRACT_RULES, 65)}
    held = [r for r in load_corpus([CORPUS]) if (r.law, r.article) in wanted]
    return lambda law, article, sub=0: [r for r in held if (r.law, r.article, r.article_sub) == (law, article, sub)]


def penalty_claim(rate: str = "每日万分之五") -> Claim:
    return Claim(f"判令被告支付逾期付款违约金（以100000元为基数，自2024年1月1日起按{rate}计算）", "", rate, "2024年1月1日",
                 True, "interest", "逾期付款违约金")


def test_a_loans_interest_and_penalty_together_above_the_cap_are_flagged_citing_article_29(versions_of) -> None:
    """6 % interest and 每日万分之五 (18.25 % a year) on a loan made 2022-03-01: 24.25 % against 4 × 3.70 %."""
    elements = loan("6%")
    elements.claims.append(penalty_claim())
    caps = check_rate_caps(elements, versions_of, date(2022, 3, 1), date(2024, 5, 10))
    together = caps[-1]
    assert together.over is True and together.rate == Decimal("0.2425") and together.cap == Decimal("0.148")
    assert "合计年利率24.25%超过" in together.note and f"《{INTERPRETATION}》第二十九条" in together.note


def test_a_sale_penalty_far_above_the_lpr_is_said_to_be_open_to_reduction(versions_of) -> None:
    """Outside 民间借贷 there is no cap, but 每日万分之五 (18.25 %) is 5.3 times the LPR when it began to run
    (2024-01-01: 3.45 %)."""
    elements = loan("6%")
    elements.dispute, elements.claims = "买卖合同纠纷", [Claim("判令被告支付货款100000元", "100000元"), penalty_claim()]
    [note] = check_rate_caps(elements, versions_of, date(2023, 12, 1), date(2024, 5, 10))
    assert note.claim_number == 2 and "折合年利率18.25%" in note.note and "违约金起算时（2024-01-01）" in note.note
    assert "5.3倍" in note.note
    assert "《中华人民共和国民法典》第五百八十五条第二款" in note.note and f"《{CONTRACT_RULES}》第六十五条第二款" in note.note
    elements.claims[1] = penalty_claim("每日万分之一")  # 3.65 % a year: within 1.3 × 3.45 %
    assert check_rate_caps(elements, versions_of, date(2023, 12, 1), date(2024, 5, 10)) == []
