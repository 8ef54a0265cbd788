"""An article's history: reading the reference, the word-level diff, and `tempolex history`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bot.cli import app
from core.word_diff import Piece, marked, shorten, word_diff
from index.article_reference import parse_article_reference

runner = CliRunner()


@pytest.mark.parametrize(
    ("text", "law", "article", "sub"),
    [
        ("刑法第七十四条", "中华人民共和国刑法", 74, 0),
        ("合同法229", "中华人民共和国合同法", 229, 0),
        ("民法典第1087条", "中华人民共和国民法典", 1087, 0),
        ("Criminal Law Article 74", "中华人民共和国刑法", 74, 0),
        ("Article 74 of the Criminal Law", "中华人民共和国刑法", 74, 0),
        ("刑法第一百三十三条之一", "中华人民共和国刑法", 133, 1),
        ("《中华人民共和国继承法》第五条", "中华人民共和国继承法", 5, 0),
        ("公司法 第四十七条", "中华人民共和国公司法", 47, 0),
    ],
)
def test_a_lone_article_reference_is_read_in_every_usual_form(text: str, law: str, article: int, sub: int) -> None:
    ref = parse_article_reference(text)
    assert (ref.law, ref.article, ref.article_sub) == (law, article, sub)


def test_an_unknown_law_keeps_what_was_written_and_english_is_noticed() -> None:
    ref = parse_article_reference("刑罚第74条")
    assert (ref.law, ref.written, ref.article) == (None, "刑罚", 74)
    assert parse_article_reference("Criminal Law Article 74").language == "en"
    assert parse_article_reference("刑法").article is None


def test_the_diff_marks_the_words_added_and_removed() -> None:
    assert marked(word_diff("对于累犯，不适用缓刑。", "对于累犯和犯罪集团的首要分子，不适用缓刑。")) == (
        "对于累犯{+和犯罪集团的首要分子+}，不适用缓刑。")
    pieces = word_diff("本法所说的子女，包括婚生子女。", "本编所称子女，包括婚生子女。")
    assert marked(pieces) == "[-本法所说的-]{+本编所称+}子女，包括婚生子女。"
    assert "".join(p.text for p in pieces if p.op != "insert") == "本法所说的子女，包括婚生子女。"


def test_long_unchanged_stretches_are_cut_around_the_change() -> None:
    same = "甲" * 100
    short = marked(shorten([Piece("equal", same), Piece("insert", "乙"), Piece("equal", same)]))
    assert short.count("甲") < 40 and "{+乙+}" in short and short.startswith("…") and short.endswith("…")


def run(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, ["history", *args])
    return result.exit_code, result.stdout


def test_cli_history_prints_the_versions_and_the_change() -> None:
    code, out = run("刑法第七十四条")
    assert code == 0
    assert "1997-10-01 至 2011-04-30" in out and "{+和犯罪集团的首要分子+}" in out and "刑法修正案（八）" in out


def test_cli_history_json_and_picture(tmp_path: Path) -> None:
    picture = tmp_path / "timeline.png"
    code, out = run("Criminal Law Article 74", "--json", "--out", str(picture))
    assert code == 0
    data = json.loads(out)
    assert data["found"] and data["language"] == "en" and data["image"] == str(picture)
    assert [(v["valid_from"], v["valid_to"]) for v in data["versions"]] == [
        ("1997-10-01", "2011-04-30"), ("2011-05-01", None)]
    assert data["changes"][0]["marked"] == "对于累犯{+和犯罪集团的首要分子+}，不适用缓刑。"
    assert picture.read_bytes().startswith(b"\x89PNG")


def test_cli_history_shows_the_codification_link_both_ways() -> None:
    code, out = run("民法典第1123条", "--json")
    [link] = json.loads(out)["links"]
    assert (link["direction"], link["law"], link["article"], link["relation"]) == (
        "predecessor", "中华人民共和国继承法", 5, "same")
    code, out = run("继承法第十条")
    assert code == 0 and "第一千一百二十七条" in out and "[-本法所说的-]{+本编所称+}" in out


def test_cli_history_of_an_unknown_law_names_the_nearest_and_fails() -> None:
    code, out = run("刑罚第74条", "--json")
    data = json.loads(out)
    assert code == 1 and not data["found"] and data["problem"] == "unknown_law"
    assert data["nearest"][0] == "中华人民共和国刑法"
    code, out = run("刑法第九百条")
    assert code == 1 and "没有第900条" in out and "第四百五十二条" in out


def test_the_timeline_is_a_png_and_refuses_a_font_file_that_is_not_the_pinned_one(monkeypatch) -> None:
    from datetime import date

    from core import timeline_image

    png = timeline_image.render_timeline("刑法 第七十四条", [
        timeline_image.Bar("1997修订", date(1997, 10, 1), date(2011, 4, 30)),
        timeline_image.Bar("2011修正", date(2011, 5, 1), None)], today=date(2026, 1, 1))
    assert png.startswith(b"\x89PNG") and len(png) > 5000
    timeline_image.cjk_font_path.cache_clear()
    monkeypatch.setattr(timeline_image, "FONT_SHA256", "0" * 64)
    with pytest.raises(timeline_image.FontUnavailable, match="sha256"):
        timeline_image.cjk_font_path()
    timeline_image.cjk_font_path.cache_clear()
