"""Rubric checks that need no model: what sends a draft back for revision."""

from __future__ import annotations

from core.citations import check_mentions, find_mentions
from core.evidence import Evidence
from core.rubric import Draft, check_deterministic, load_rubric
from index.corpus import StatuteVersion

INSURANCE = "中华人民共和国社会保险法"
LABOUR = "中华人民共和国劳动合同法"
SI_58 = StatuteVersion(INSURANCE, 58, 0, "第五十八条", "2018修正", "2018-12-29", None,
                       "用人单位应当自用工之日起三十日内为其职工向社会保险经办机构申请办理社会保险登记。")
LC_82 = StatuteVersion(LABOUR, 82, 0, "第八十二条", "2012修正", "2013-07-01", None,
                       "用人单位自用工之日起超过一个月不满一年未与劳动者订立书面劳动合同的，应当向劳动者每月支付二倍的工资。")
QUESTION = "入职后公司不给交社保，我能要求补缴吗？"


def verdict(body: str, principal: list[str]):
    from datetime import date

    evidence = [Evidence(SI_58), Evidence(LC_82)]
    window = (date(2026, 12, 1), date(2026, 12, 1))
    checks = check_mentions(find_mentions(body), evidence, window, lambda law, article, sub=0: [
        v for v in (SI_58, LC_82) if v.article == article and (law is None or v.law == law)])
    draft = Draft(text=body, body=body, question=QUESTION, language="zh", case_date_text="2026-12-01", date_matters=False,
                  citations=checks, evidence=evidence, max_chars=3500, principal_laws=principal)
    [found] = [v for v in check_deterministic(load_rubric("consultation_lawyer"), draft) if v.item == "cites_governing_law"]
    return found


def test_a_reply_resting_only_on_a_law_other_than_the_fields_principal_goes_back_naming_it() -> None:
    """A 社保 question answered from 劳动合同法 alone while 社会保险法, its only field's law, is in the evidence."""
    wrong = verdict("根据《中华人民共和国劳动合同法》第八十二条，公司应当支付二倍工资。", [INSURANCE])
    assert wrong.passed is False and "《中华人民共和国社会保险法》第五十八条" in wrong.detail
    right = verdict("根据《中华人民共和国社会保险法》第五十八条，公司应当为你办理社会保险登记。", [INSURANCE])
    assert right.passed is True
    both = verdict("依据《中华人民共和国社会保险法》第五十八条和《中华人民共和国劳动合同法》第八十二条……", [INSURANCE])
    assert both.passed is True
    assert verdict("根据《中华人民共和国劳动合同法》第八十二条……", []).passed is True, "no field read: nothing to require"
