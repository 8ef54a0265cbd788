"""`tempolex eval consult`'s law-level agreement with the reference answers."""

from __future__ import annotations

from datetime import date
from types import SimpleNamespace

from core.eval_consult import invalid_citations, law_agreement
from core.trajectory import CaseWindow

COVERAGE = {"中华人民共和国劳动合同法": [20130701, 99991231], "中华人民共和国刑法": [19971001, 99991231]}
LABOUR = {"answer": "法律依据：《中华人民共和国劳动合同法》第四十七条"}


def record(outcome: str, start: str = "2024-06-01") -> SimpleNamespace:
    return SimpleNamespace(outcome=outcome, case_window=CaseWindow(start, start, "day", "test"))


def test_a_reply_citing_the_reference_law_is_a_hit_and_one_citing_only_others_a_misfire() -> None:
    assert law_agreement(LABOUR, {"中华人民共和国劳动合同法"}, record("answered"), COVERAGE) == (1, 0, 0, 0)
    assert law_agreement(LABOUR, {"中华人民共和国刑法"}, record("answered"), COVERAGE) == (0, 1, 0, 0)
    assert law_agreement(LABOUR, set(), record("answered"), COVERAGE) == (0, 0, 0, 0), "citing nothing is no misfire"


def test_saying_the_law_is_not_held_for_the_date_is_an_honest_abstain() -> None:
    assert law_agreement(LABOUR, set(), record("not_governed", "2010-06-01"), COVERAGE) == (0, 0, 1, 1)
    assert law_agreement(LABOUR, {"中华人民共和国刑法"}, record("answered", "2010-06-01"), COVERAGE) == (0, 1, 1, 0)


def test_shipped_citations_are_rechecked_against_the_case_window(retriever) -> None:
    text = "依据《中华人民共和国刑法》第七十四条和《中华人民共和国刑法》第九百条。"
    day = date(2010, 6, 1)
    assert invalid_citations(text, (day, day), retriever.versions_of) == ["《中华人民共和国刑法》第九百条"]


def test_the_notice_naming_removed_citations_is_not_a_shipped_citation(retriever) -> None:
    day = date(2010, 6, 1)
    text = "依据〔无法核实的法条引用已删除〕。\n\n说明：回答中有 1 处法条引用无法在案件日期有效的法规中核实，已删除：《中华人民共和国刑法》第九百条。"
    assert invalid_citations(text, (day, day), retriever.versions_of) == []
