"""The corpus loader accepts the shipped file and rejects bad ones with the line at fault."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from index.corpus import CorpusError, load_corpus, read_jsonl
from tests.conftest import CORPUS

GOOD = {
    "law": "中华人民共和国测试法", "article": 1, "article_sub": 0, "article_label": "第一条",
    "version": "2020", "valid_from": "2020-01-01", "valid_to": None, "text": "测试条文。",
}


def write(tmp_path: Path, *records: dict | str) -> Path:
    path = tmp_path / "corpus.jsonl"
    path.write_text("\n".join(r if isinstance(r, str) else json.dumps(r, ensure_ascii=False) for r in records), encoding="utf-8")
    return path


def test_shipped_corpus_loads_whole() -> None:
    records = load_corpus([CORPUS])
    assert len(records) == 15910  # 1,971 hand-built (3 laws) + 13,939 from the library (LawRefBook and transcribed)
    by_74 = [r for r in records if r.law == "中华人民共和国刑法" and r.article == 74]
    assert [(r.valid_from, r.valid_to) for r in sorted(by_74, key=lambda r: r.from_day)] == [
        ("1997-10-01", "2011-04-30"), ("2011-05-01", None)]


@pytest.mark.parametrize(
    ("law", "last_day"),
    [
        ("个体工商户条例", "2022-10-31"),  # repealed by 促进个体工商户发展条例 第三十九条, which the library holds
        ("婚姻登记条例", "2025-05-09"),
        ("不动产登记暂行条例", "2024-04-30"),
        ("中华人民共和国学位条例", "2024-12-31"),  # 学位法 第四十五条: 学位法 in force 2025-01-01, 学位条例 repealed
        ("中华人民共和国环境噪声污染防治法", "2022-06-04"),  # 噪声污染防治法 第九十条
        ("中华人民共和国传染病防治法", "2025-08-31"),  # the 2025 revision in force 2025-09-01 (whthomas front matter)
        ("中华人民共和国反不正当竞争法", "2025-10-14"),  # the 2025 revision, in force 2025-10-15
    ],
)
def test_a_text_is_not_stretched_over_a_period_a_later_text_governs(law: str, last_day: str) -> None:
    versions = [r for r in load_corpus([CORPUS]) if r.law == law]
    assert versions and {r.valid_to for r in versions} == {last_day}


def test_the_regulation_that_repealed_another_takes_over_the_next_day() -> None:
    successor = [r for r in load_corpus([CORPUS]) if r.law == "促进个体工商户发展条例"]
    assert successor and {(r.valid_from, r.valid_to) for r in successor} == {("2022-11-01", None)}


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        ({**GOOD, "valid_from": "2020-02-30"}, "not a real date"),
        ({**GOOD, "valid_to": "2019-01-01"}, "before valid_from"),
        ({**GOOD, "colour": "blue"}, "unknown field"),
        ({k: v for k, v in GOOD.items() if k != "text"}, "missing field 'text'"),
        ({**GOOD, "article": "1"}, "article must be int"),
        ({**GOOD, "text": "  "}, "must not be empty"),
        ("{not json", "Expecting property name"),
    ],
)
def test_bad_record_is_rejected_naming_the_line(tmp_path: Path, bad: dict | str, message: str) -> None:
    path = write(tmp_path, GOOD | {"article": 2}, bad)
    with pytest.raises(CorpusError) as error:
        read_jsonl(path)
    assert f"{path}:2" in str(error.value)
    assert message in str(error.value)


def test_overlapping_windows_of_one_article_are_rejected(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD | {"valid_to": "2021-12-31"}, GOOD | {"valid_from": "2021-06-01", "version": "2021"})
    with pytest.raises(CorpusError, match="overlaps"):
        load_corpus([path])


def test_user_file_may_not_overlap_the_shipped_corpus(tmp_path: Path) -> None:
    clash = {**GOOD, "law": "中华人民共和国刑法", "article": 74, "valid_from": "2015-01-01"}
    with pytest.raises(CorpusError, match="overlaps"):
        load_corpus([CORPUS, write(tmp_path, clash)])


def test_user_file_with_a_new_law_is_accepted(tmp_path: Path) -> None:
    records = load_corpus([CORPUS, write(tmp_path, GOOD)])
    assert records[-1].law == "中华人民共和国测试法"
    assert records[-1].text_provenance == "user"


def test_a_library_text_starts_on_its_own_effective_date_not_its_adoption() -> None:
    records = load_corpus([CORPUS])
    trademark = {(r.version, r.valid_from) for r in records if r.law == "中华人民共和国商标法"}
    # the 2019 amendment, adopted 2019-04-23, in force 2019-11-01; the 2013 text (transcribed) from its 2014-05-01
    assert trademark == {("2013修正", "2014-05-01"), ("2019修正", "2019-11-01")}
    patent_rules = {(r.version, r.valid_from, r.valid_to) for r in records
                    if r.law == "中华人民共和国专利法实施细则" and r.article == 1}
    assert patent_rules == {("2010修订", "2010-02-01", "2024-01-19"), ("2023修订", "2024-01-20", None)}


def test_the_2025_public_order_law_takes_over_from_2026() -> None:
    """治安管理处罚法's 2012 text (LawRefBook) ends 2025-12-31; the 2025 revision (transcribed) governs
    from 2026-01-01; the six articles worded alike in both run on as one window. The 2005 text is read from
    the 2012 file without 第六十条 (the only article the 2012 决定 rewrote), so the others run from 2006-03-01."""
    records = [r for r in load_corpus([CORPUS]) if r.law == "中华人民共和国治安管理处罚法"]
    windows = {(r.version, r.valid_from, r.valid_to) for r in records}
    assert windows == {("2005", "2006-03-01", "2025-12-31"), ("2005", "2006-03-01", None),
                       ("2012修正", "2013-01-01", "2025-12-31"), ("2025修订", "2026-01-01", None)}
    assert [r.article for r in records if r.version == "2012修正"] == [60]
    assert sorted((r.valid_from, r.valid_to) for r in records if r.article == 60) == [
        ("2013-01-01", "2025-12-31"), ("2026-01-01", None)]
    assert len([r for r in records if r.valid_from == "2026-01-01"]) == 138
    [beating] = [r for r in records if r.article == 51 and r.valid_from == "2026-01-01"]
    assert beating.text.startswith("殴打他人的，或者故意伤害他人身体的，处五日以上十日以下拘留，并处五百元以上一千元以下罚款")


def test_the_2025_arbitration_law_takes_over_from_march_2026() -> None:
    records = [r for r in load_corpus([CORPUS]) if r.law == "中华人民共和国仲裁法"]
    assert {(r.version, r.valid_from, r.valid_to) for r in records} == {
        ("2017修正", "2018-01-01", "2026-02-28"), ("2017修正", "2018-01-01", None), ("2025修订", "2026-03-01", None)}
    [online] = [r for r in records if r.article == 11 and r.valid_from == "2026-03-01"]
    assert online.text.startswith("仲裁活动可以通过信息网络在线进行")
