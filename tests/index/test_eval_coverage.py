"""`tempolex eval coverage`: which LawBench 3-8 reference answers cite a law the corpus holds."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

from typer.testing import CliRunner

from index.corpus import StatuteVersion, load_corpus
from index.evals.coverage import DEFAULT_FILE, cited_laws, evaluate, evaluate_by_date, load_items, reference_mentions
from tests.conftest import CORPUS


def record(law: str) -> StatuteVersion:
    return StatuteVersion(law, 1, 0, "第一条", "2020", "2020-01-01", None, "条文。")


def test_an_item_is_covered_when_one_cited_law_is_held() -> None:
    items = [
        {"answer": "法律依据:《中华人民共和国劳动合同法》第十四条……《工伤保险条例》第十四条"},
        {"answer": "法律依据:《中华人民共和国劳动合同法》第十条"},
        {"answer": "法律依据:《户口登记条例》第十条"},
        {"answer": "没有法律依据。"},
    ]
    result = evaluate(items, [record("中华人民共和国劳动合同法")])
    assert (result["covered_items"], result["all_cited_held_items"], result["items_citing_no_law"]) == (2, 1, 1)
    assert result["coverage"] == 0.5
    assert sorted(result["missing"], key=lambda row: row["law"]) == [
        {"law": "中华人民共和国户口登记条例", "items": 1, "items_with_no_held_law": 1},
        {"law": "工伤保险条例", "items": 1, "items_with_no_held_law": 0},
    ]


def test_shipped_corpus_covers_nine_in_ten_lawbench_dev_items() -> None:
    result = evaluate(load_items(DEFAULT_FILE), load_corpus([CORPUS]))
    assert result["items"] == 250
    assert result["coverage"] >= 0.9
    # the six laws the corpus started with (hand-built then) alone covered under half
    six = {"中华人民共和国刑法", "中华人民共和国民法典", "中华人民共和国公司法", "中华人民共和国民事诉讼法",
           "中华人民共和国刑事诉讼法", "中华人民共和国继承法"}
    hand_built = [r for r in load_corpus([CORPUS]) if r.law in six]
    assert evaluate(load_items(DEFAULT_FILE), hand_built)["coverage"] < 0.5


def test_eval_coverage_command_json() -> None:
    from bot.cli import app

    result = CliRunner().invoke(app, ["eval", "coverage", "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["coverage"] >= 0.9 and report["corpus"]["records"] >= 8000
    assert all(row["law"] not in {"中华人民共和国劳动合同法", "中华人民共和国社会保险法"} for row in report["missing"])


def test_a_reference_answers_html_neither_invents_nor_splits_laws() -> None:
    """The scraped answers carry their HTML: a tag read as part of a title made "</span><span>民法典"
    a missing law, and an escaped title counted one regulation twice."""
    tagged = "<p>法律依据:</p>《</span><span>民法典》第一千零六十四条"
    assert [m.law for m in reference_mentions(tagged)] == ["中华人民共和国民法典"]
    escaped = {m.law for m in reference_mentions("《实施&lt;中华人民共和国社会保险法&gt;若干规定》第八条")}
    plain = {m.law for m in reference_mentions("《实施〈中华人民共和国社会保险法〉若干规定》第八条")}
    assert escaped == plain == {"实施〈中华人民共和国社会保险法〉若干规定"}


# ---------------------------------------------------------------- --by-date

FIXTURES = Path(__file__).parent / "fixtures" / "coverage"


def window(law: str, start: str, end: str | None) -> StatuteVersion:
    return StatuteVersion(law, 1, 0, "第一条", start[:4], start, end, "条文。")


def test_lecoqa_article_names_are_read_as_their_laws() -> None:
    item = {"match_name": ["劳动合同法第七条", "中华人民共和国劳动合同法第十条", "合同法第二百二十条",
                           "最高人民法院关于适用《中华人民共和国民法典》有关担保制度的解释第四十七条"]}
    assert cited_laws(item) == {"中华人民共和国劳动合同法", "中华人民共和国合同法",
                                "最高人民法院关于适用《中华人民共和国民法典》有关担保制度的解释"}


def test_a_reference_is_dated_by_the_end_of_a_law_it_cites() -> None:
    records = [window("甲法", "2000-01-01", "2010-12-31"), window("乙法", "2015-01-01", None)]
    both = {"match_name": ["甲法第一条", "乙法第一条"]}
    only_new = {"match_name": ["乙法第一条"]}
    result = evaluate_by_date([both, only_new], records, date(2020, 6, 30))
    # 甲法 ended 2010-12-31, so a reference citing it was written by then, when 乙法 was not yet in force
    assert result["item_dates"] == {"2010-12-31": 1, "2020-06-30": 1}
    assert (result["covered_items"], result["all_cited_held_items"]) == (2, 1)
    assert result["missing"] == [{"law": "乙法", "items": 1}]


def test_a_law_is_not_counted_for_a_date_before_its_first_held_text() -> None:
    records = [window("乙法", "2015-01-01", None)]
    result = evaluate_by_date([{"match_name": ["乙法第一条"]}], records, date(2012, 1, 1))
    assert (result["covered_items"], result["missing"]) == (0, [{"law": "乙法", "items": 1}])


def test_by_date_on_the_shipped_library_lecoqa_style() -> None:
    from bot.cli import app

    result = CliRunner().invoke(app, ["eval", "coverage", "--by-date", "--file", str(FIXTURES / "lecoqa_style.json"), "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    # 合同法 (to 2020-12-31) and 环境噪声污染防治法 (to 2022-06-04) date their questions; 收养法 is not held
    assert report["reference_date"] == "2024-06-30"
    assert report["item_dates"] == {"2020-12-31": 1, "2022-06-04": 1, "2024-06-30": 3}
    assert (report["items"], report["covered_items"], report["all_cited_held_items"]) == (5, 4, 4)
    assert report["missing"] == [{"law": "中华人民共和国收养法", "items": 1}]


def test_by_date_on_the_shipped_library_lawbench_style_and_an_earlier_date() -> None:
    items, records = load_items(FIXTURES / "lawbench_style.json"), load_corpus([CORPUS])
    current = evaluate_by_date(items, records, date(2023, 6, 30))
    assert (current["covered_items"], current["items"]) == (2, 3)  # 合同法 (dated 2020-12-31) and 民法典
    # asked as of 2010: 合同法 was in force, 民法典 was not
    early = evaluate_by_date(items, records, date(2010, 1, 1))
    assert early["covered_items"] == 1
    assert {row["law"] for row in early["missing"]} == {"中华人民共和国民法典", "中华人民共和国收养法"}


def test_by_date_with_a_missing_file_answers_politely(tmp_path: Path) -> None:
    from bot.cli import app

    result = CliRunner().invoke(app, ["eval", "coverage", "--by-date", "--file", str(tmp_path / "nope.json"), "--json"])
    assert result.exit_code == 1
    assert "not a readable JSON list" in json.loads(result.output)["error"]


def test_undated_coverage_reads_lecoqa_files_too() -> None:
    items = load_items(FIXTURES / "lecoqa_style.json")
    records = [record("中华人民共和国合同法"), record("中华人民共和国商标法")]
    result = evaluate(items, records)
    assert (result["covered_items"], result["items"]) == (2, 5)
