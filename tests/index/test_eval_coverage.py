"""`tempolex eval coverage`: which LawBench 3-8 reference answers cite a law the corpus holds."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from index.corpus import StatuteVersion, load_corpus
from index.eval_coverage import DEFAULT_FILE, evaluate, load_items, reference_mentions
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
    # the six hand-built laws alone covered under half
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
