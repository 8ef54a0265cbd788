"""LawRefBook markdown -> versioned records: numbering, 款/项, effective dates, windows, errors."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest
from typer.testing import CliRunner

from index.corpus import load_corpus
from index.lawrefbook import (
    LawRefBookError,
    TextVersion,
    build_records,
    effective_date,
    parse_file,
    parse_markdown,
)

FIXTURES = Path(__file__).parent / "fixtures" / "lawrefbook"
GOOD, BAD = FIXTURES / "good", FIXTURES / "bad"
LAW_2012 = GOOD / "测试劳动法(2012-12-28).md"
LAW_2007 = GOOD / "测试劳动法(2007-06-29).md"
RULE = GOOD / "测试规定(2013-04-02).md"
TITLE = "中华人民共和国测试劳动法"


def version(path: Path, given: date | None = None) -> TextVersion:
    law = parse_file(path)
    return TextVersion(law, effective_date(law, given), f"fixture:{path.name}")


def windows(records: list[dict], article: int, sub: int = 0) -> list[tuple[str, str | None]]:
    return [(r["valid_from"], r["valid_to"]) for r in records if (r["article"], r["article_sub"]) == (article, sub)]


def test_articles_sub_articles_and_paragraphs() -> None:
    law = parse_file(LAW_2012)
    assert law.title == TITLE
    assert law.file_date == date(2012, 12, 28)
    # 编/章/节 headings are structure: numbering runs 第一条 … 第四条 across them
    assert [(a.article, a.article_sub, a.label) for a in law.articles] == [
        (1, 0, "第一条"), (2, 0, "第二条"), (3, 0, "第三条"), (3, 1, "第三条之一"), (4, 0, "第四条")]
    by_label = {a.label: a.text for a in law.articles}
    assert by_label["第二条"] == "用人单位应当依法订立劳动合同。\n劳动合同应当采用书面形式。"  # two 款
    assert by_label["第三条"].splitlines() == [  # 项 kept in the article, one a line
        "有下列情形之一的，应当订立无固定期限劳动合同：",
        "（一）劳动者在该用人单位连续工作满十年的；",
        "（二）连续订立二次固定期限劳动合同的。",
    ]
    assert "第二章" not in "".join(by_label.values())


def test_effective_date_header_line_beats_the_closing_article() -> None:
    # the closing article still says 2008-01-01 (the original law); the header's 施行 line is this text's
    assert effective_date(parse_file(LAW_2012)).day == date(2013, 7, 1)
    # an original text: its closing article gives the date, later than the file's (promulgation) date
    assert effective_date(parse_file(LAW_2007)).day == date(2008, 1, 1)
    assert effective_date(parse_file(RULE)).day == date(2013, 4, 4)
    # a preamble before 第一条 is not an article
    assert [a.label for a in parse_file(RULE).articles] == ["第一条", "第二条"]


def test_amended_text_without_its_own_date_is_refused_not_stretched() -> None:
    path = BAD / "修正未注明施行(2012-12-28).md"
    with pytest.raises(LawRefBookError) as error:
        effective_date(parse_file(path))
    message = str(error.value)
    assert message.startswith(f"{path}:11:")  # the closing article's line
    assert "2008-01-01" in message and "--effective" in message and "\n" not in message
    # with the amendment's date given, it imports from that date
    assert effective_date(parse_file(path), date(2013, 7, 1), "given").day == date(2013, 7, 1)


def test_consecutive_versions_get_consecutive_windows() -> None:
    records = build_records([version(LAW_2012), version(LAW_2007)])
    # unchanged wording: one record, window merged across both texts
    assert windows(records, 1) == [("2008-01-01", None)]
    [first] = [r for r in records if r["article"] == 1]
    assert "window merged" in first["note"]
    # changed wording: the old text ends the day before the amendment takes effect
    assert windows(records, 2) == [("2008-01-01", "2013-06-30"), ("2013-07-01", None)]
    assert [r["text"].startswith("用人单位应当依法") for r in records if r["article"] == 2] == [False, True]
    # an article added by the amendment exists only from its effective date
    assert windows(records, 3, 1) == [("2013-07-01", None)]
    assert all("no earlier text held" in r["window_basis"] for r in records if r["valid_from"] == "2008-01-01")
    assert {r["version"] for r in records} == {"2007", "2012修正"}


def test_repealed_law_ends_the_day_before_repeal() -> None:
    records = build_records([version(LAW_2007), version(LAW_2012)], repealed_on=date(2021, 1, 1),
                            repeal_basis="民法典 took effect")
    assert windows(records, 2) == [("2008-01-01", "2013-06-30"), ("2013-07-01", "2020-12-31")]
    assert windows(records, 1) == [("2008-01-01", "2020-12-31")]
    assert all(r["valid_to"] is not None for r in records)
    last = [r for r in records if r["article"] == 2][-1]
    assert "repealed from 2021-01-01" in last["window_basis"]


def test_records_pass_the_corpus_validator(tmp_path: Path) -> None:
    records = build_records([version(LAW_2007), version(LAW_2012)]) + build_records([version(RULE)])
    path = tmp_path / "imported.jsonl"
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    loaded = load_corpus([path])
    assert {r.law for r in loaded} == {TITLE, "最高人民法院关于审理测试案件适用法律若干问题的规定"}


def test_two_texts_taking_effect_the_same_day_are_refused() -> None:
    with pytest.raises(LawRefBookError, match="same day"):
        build_records([version(LAW_2012), version(LAW_2007, date(2013, 7, 1))])


@pytest.mark.parametrize(
    ("name", "line", "words"),
    [
        ("缺条(2010-01-01).md", 13, "第四条 follows 第二条"),
        ("无标题(2010-01-01).md", 1, "title"),
        ("空条文(2010-01-01).md", 9, "第二条 has no text"),
    ],
)
def test_malformed_files_name_file_and_line(name: str, line: int, words: str) -> None:
    path = BAD / name
    with pytest.raises(LawRefBookError) as error:
        parse_file(path)
    message = str(error.value)
    assert message.startswith(f"{path}:{line}:") and words in message and "\n" not in message


def test_decreasing_article_numbers_are_an_error() -> None:
    text = "# 中华人民共和国乱序法\n\n第一条 甲。\n\n第三条 乙。\n\n第二条 丙。\n"
    with pytest.raises(LawRefBookError, match=r"^x\.md:5: 第三条 follows 第一条"):
        parse_markdown(text, "x.md", "x.md")


def test_article_without_space_is_read_only_in_sequence() -> None:
    text = "# 中华人民共和国紧排法\n\n2010年1月1日 施行\n\n第一条 甲。\n\n第二条乙。\n\n第五条规定的情形除外。\n"
    law = parse_markdown(text, "y.md", "y.md")
    assert [(a.label, a.text) for a in law.articles] == [("第一条", "甲。"), ("第二条", "乙。\n第五条规定的情形除外。")]


def test_source_blemishes_stay_out_of_the_article_text() -> None:
    """Seen in LawRefBook's 刑事诉讼法(2018-10-26) and 民事诉讼法(2023-09-01): "第一百二十八 条侦查人员……",
    a heading broken over two lines, a bare 附则 line, and lines of zero-width spaces after a chapter's last
    article. None of them is the law's text."""
    text = ("# 中华人民共和国瑕疵法\n\n2010年1月1日 施行\n\n## 第一章 总则\n\n第一条 甲。\n\n\u200b\n\n\u200b\u200b\n\n"
            "### 第二章 犯罪嫌疑人、被告人逃匿、死亡案件\n\n违法所得的没收程序\n\n第二 条乙。\n\n附则\n\n"
            "第三条 丙。\n\n第九 条规定的情形除外。\n")
    law = parse_markdown(text, "z.md", "z.md")
    assert [(a.label, a.text) for a in law.articles] == [
        ("第一条", "甲。"), ("第二条", "乙。"), ("第三条", "丙。\n第九 条规定的情形除外。")]


# ----------------------------------------------------------------------------- the command


def run(*args: str):
    from bot.cli import app

    return CliRunner().invoke(app, list(args))


def test_corpus_import_writes_validated_versions(tmp_path: Path) -> None:
    out = tmp_path / "mine.jsonl"
    result = run("corpus", "import", str(GOOD), "--format", "lawrefbook", "--no-index", "--out", str(out), "--json")
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    assert summary["records"] == len(out.read_text(encoding="utf-8").splitlines()) > 0
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert windows([r for r in records if r["law"] == TITLE], 2) == [("2008-01-01", "2013-06-30"), ("2013-07-01", None)]
    assert {r["text_provenance"] for r in records} == {"user"}
    assert all(r["source"] for r in records)


def test_corpus_import_of_a_bad_file_is_one_line_naming_file_and_line(tmp_path: Path) -> None:
    bad = BAD / "缺条(2010-01-01).md"
    result = run("corpus", "import", str(bad), "--no-index", "--out", str(tmp_path / "x.jsonl"))
    assert result.exit_code == 1
    assert result.output.strip().count("\n") == 0
    assert f"{bad}:13:" in result.output
    assert not (tmp_path / "x.jsonl").exists()


def test_corpus_import_with_an_effective_date_for_an_amended_text(tmp_path: Path) -> None:
    path = BAD / "修正未注明施行(2012-12-28).md"
    out = tmp_path / "x.jsonl"
    refused = run("corpus", "import", str(path), "--no-index", "--out", str(out))
    assert refused.exit_code == 1 and "--effective" in refused.output
    given = run("corpus", "import", str(path), "--effective", "2013-07-01", "--repealed-on", "2021-01-01",
                "--no-index", "--out", str(out))
    assert given.exit_code == 0, given.output
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert {(r["valid_from"], r["valid_to"]) for r in records} == {("2013-07-01", "2020-12-31")}


def test_corpus_import_may_not_overlap_the_shipped_corpus(tmp_path: Path) -> None:
    clash = tmp_path / "刑法(2020-01-01).md"
    clash.write_text("# 中华人民共和国刑法\n\n2020年1月1日 施行\n\n<!-- INFO END -->\n\n第一条 改写的条文。\n",
                     encoding="utf-8")
    result = run("corpus", "import", str(clash), "--no-index", "--out", str(tmp_path / "x.jsonl"))
    assert result.exit_code == 1 and "overlaps" in result.output


# ----------------------------------------------------------------------------- the shipped library


@pytest.fixture(scope="module")
def shipped():
    from tests.conftest import CORPUS

    return load_corpus([CORPUS])


def shipped_windows(records, law: str, article: int, sub: int = 0) -> list[tuple[str, str | None]]:
    return sorted((r.valid_from, r.valid_to) for r in records if (r.law, r.article, r.article_sub) == (law, article, sub))


def test_shipped_library_holds_labour_and_traffic_law_from_their_own_effective_dates(shipped) -> None:
    # 劳动合同法: the 2012 决定 (in force 2013-07-01) rewrote 第五十七、六十三、六十六、九十二条 only; the other
    # articles are held from 2008-01-01, the four rewritten ones only from 2013-07-01 (their 2007 wording is not held)
    for rewritten in (57, 63, 66, 92):
        assert shipped_windows(shipped, "中华人民共和国劳动合同法", rewritten) == [("2013-07-01", None)]
    assert shipped_windows(shipped, "中华人民共和国劳动合同法", 42) == [("2008-01-01", None)]
    assert len({r.article for r in shipped if r.law == "中华人民共和国劳动合同法" and r.valid_from == "2008-01-01"}) == 94
    [art14] = [r for r in shipped if r.law == "中华人民共和国劳动合同法" and r.article == 14]
    assert "连续工作满十年" in art14.text and art14.text.count("\n") == 5  # 3 款, 第二款 with 3 项
    assert art14.source.startswith("LawRefBook/Laws@2f4c5c23716267af9dbebbbbd6cbbf732b101981:社会法/劳动合同法")
    # 道路交通安全法 from the 2011 text (transcribed); the 2021 决定 changed only 第二十条, so 第九十一条 is one record
    assert shipped_windows(shipped, "中华人民共和国道路交通安全法", 91) == [("2011-05-01", None)]
    assert shipped_windows(shipped, "工伤保险条例", 14) == [("2011-01-01", None)]
    # 行政诉讼法: the 2014 text read from the 2017 file; the 2017 决定 added 第二十五条's fourth paragraph only
    assert shipped_windows(shipped, "中华人民共和国行政诉讼法", 25) == [("2017-07-01", None)]
    assert shipped_windows(shipped, "中华人民共和国行政诉讼法", 46) == [("2015-05-01", None)]
    assert len({r.article for r in shipped if r.law == "中华人民共和国行政诉讼法" and r.valid_from == "2015-05-01"}) == 102
    assert shipped_windows(shipped, "中华人民共和国劳动争议调解仲裁法", 27) == [("2008-05-01", None)]
    # 社会保险法 from its 2011-07-01 start and 劳动法 from the 2009 决定 (both transcribed), run on into the 2018 texts
    assert shipped_windows(shipped, "中华人民共和国社会保险法", 1) == [("2011-07-01", None)]
    assert shipped_windows(shipped, "中华人民共和国劳动法", 15) == [("2009-08-27", "2018-12-28"), ("2018-12-29", None)]
    assert shipped_windows(shipped, "中华人民共和国劳动法", 44) == [("2009-08-27", None)]  # ':' against '：' only
    assert shipped_windows(shipped, "中华人民共和国劳动法", 41) == [("2009-08-27", None)]
    # 工资支付暂行规定 (劳部发〔1994〕489号): '自一九九五年一月一日起执行' is read from the manifest, not the file
    assert shipped_windows(shipped, "工资支付暂行规定", 9) == [("1995-01-01", None)]
    [wages_9] = [r for r in shipped if r.law == "工资支付暂行规定" and r.article == 9]
    assert "一次付清劳动者工资" in wages_9.text and not wages_9.valid_on(date(1994, 12, 31), date(1994, 12, 31))
    assert len({r.article for r in shipped if r.law == "工资支付暂行规定"}) == 20
    assert shipped_windows(shipped, "保障农民工工资支付条例", 16) == [("2020-05-01", None)]
    assert len({r.article for r in shipped if r.law == "保障农民工工资支付条例"}) == 64


def test_shipped_library_holds_commerce_law_from_its_own_effective_dates(shipped) -> None:
    e_commerce = "中华人民共和国电子商务法"
    assert shipped_windows(shipped, e_commerce, 20) == [("2019-01-01", None)]
    assert len({r.article for r in shipped if r.law == e_commerce}) == 89
    [art20] = [r for r in shipped if r.law == e_commerce and r.article == 20]
    assert "承担商品运输中的风险和责任" in art20.text
    assert not art20.valid_on(date(2018, 12, 31), date(2018, 12, 31)) and art20.valid_on(date(2019, 1, 1), date(2019, 1, 1))
    # 快递暂行条例: the file is the 2019 revised text (国务院令第709号, in force on promulgation); the 2018 original
    # (2018-05-01 …) is held nowhere; the 2025 revision (in force 2025-06-01) is transcribed from whthomas/china-laws and
    # renumbers from its new 第三条 on: the lost-parcel rule is 第二十七条 until 2025-05-31, 第二十八条 from 2025-06-01
    lost = [r for r in shipped if r.law == "快递暂行条例" and "对未保价的快件，依照民事法律的有关规定确定赔偿责任" in r.text]
    assert sorted((r.article, r.version, r.valid_from, r.valid_to) for r in lost) == [
        (27, "2019修订", "2019-03-02", "2025-05-31"), (28, "2025修订", "2025-06-01", None)]
    assert len({r.article for r in shipped if r.law == "快递暂行条例" and r.valid_on(date(2025, 5, 31), date(2025, 5, 31))}) == 48
    assert len({r.article for r in shipped if r.law == "快递暂行条例" and r.valid_on(date(2025, 6, 1), date(2025, 6, 1))}) == 59


def test_shipped_library_versions_and_repeals(shipped) -> None:
    # 婚姻法解释（二） 第二十四条: the 2017 补充规定 added two paragraphs; repealed with 民法典
    marriage_2 = "最高人民法院关于适用《中华人民共和国婚姻法》若干问题的解释（二）"
    assert shipped_windows(shipped, marriage_2, 24) == [("2004-04-01", "2017-02-28"), ("2017-03-01", "2020-12-31")]
    assert shipped_windows(shipped, marriage_2, 1) == [("2004-04-01", "2020-12-31")]
    # 人身损害赔偿解释: 2020 text from 2021-01-01, changed articles replaced on 2022-05-01
    injury = "最高人民法院关于审理人身损害赔偿案件适用法律若干问题的解释"
    assert shipped_windows(shipped, injury, 12) == [("2021-01-01", "2022-04-30"), ("2022-05-01", None)]
    # every pre-民法典 judicial interpretation held ends 2020-12-31
    contract_1 = "最高人民法院关于适用《中华人民共和国合同法》若干问题的解释（一）"
    assert {r.valid_to for r in shipped if r.law == contract_1} == {"2020-12-31"}


def test_every_held_document_is_known_to_query_analysis(shipped) -> None:
    from index.law_names import CORPUS_LAWS, canonical_law, uncovered_law

    assert set(CORPUS_LAWS) == {r.law for r in shipped}
    for law in CORPUS_LAWS:
        assert canonical_law(law) == law and uncovered_law(law) is None


def test_a_transcribed_text_and_a_fetched_one_make_consecutive_windows(tmp_path: Path) -> None:
    """library.toml's [[transcribed]] texts are read from beside the manifest and keep their own
    source and provenance; an article worded alike in both texts is attested verbatim."""
    from index.library_build import library_records

    (tmp_path / "old.md").write_text(LAW_2007.read_text(encoding="utf-8"), encoding="utf-8")
    manifest = {
        "source": {"repository": "LawRefBook/Laws", "commit": "abc"},
        "text": [{"path": "new.md", "effective": "2013-07-01"}],
        "transcribed": [{"file": "old.md", "source": "whthomas/china-laws@def:markdown/old.md", "effective": "2008-01-01"}],
    }
    records = library_records(manifest, lambda path: LAW_2012.read_text(encoding="utf-8"), tmp_path)
    by_key = {(r["article"], r["article_sub"], r["valid_from"]): r for r in records}
    changed_old, changed_new = by_key[(3, 0, "2008-01-01")], by_key[(3, 0, "2013-07-01")]
    assert (changed_old["valid_to"], changed_old["text_provenance"]) == ("2013-06-30", "verbatim_transcribed")
    assert changed_old["source"] == "whthomas/china-laws@def:markdown/old.md"
    assert (changed_new["text_provenance"], changed_new["source"]) == ("verbatim", "LawRefBook/Laws@abc:new.md")
    same = by_key[(1, 0, "2008-01-01")]
    assert same["valid_to"] is None and same["text_provenance"] == "verbatim"
    assert same["source"] == "whthomas/china-laws@def:markdown/old.md ; LawRefBook/Laws@abc:new.md"


def test_an_earlier_version_read_from_a_later_text_leaves_out_the_articles_its_amendment_rewrote() -> None:
    """`omit_articles`: the 2007 text read from the 2012 file holds the articles the 决定 left alone, merged
    with the 2012 ones; the rewritten and inserted articles are held only from the amendment's date."""
    from index.library_build import library_records

    manifest = {
        "source": {"repository": "LawRefBook/Laws", "commit": "abc"},
        "text": [{"path": "new.md", "version": "2007", "effective": "2008-01-01", "omit_articles": [3, "3之1"]},
                 {"path": "new.md", "effective": "2013-07-01"}],
    }
    records = library_records(manifest, lambda path: LAW_2012.read_text(encoding="utf-8"))
    windows = {(r["article"], r["article_sub"]): [(x["valid_from"], x["valid_to"]) for x in records
                                                  if (x["article"], x["article_sub"]) == (r["article"], r["article_sub"])]
               for r in records}
    assert windows[(1, 0)] == [("2008-01-01", None)] and windows[(2, 0)] == [("2008-01-01", None)]
    assert windows[(3, 0)] == [("2013-07-01", None)]
    assert windows[(3, 1)] == [("2013-07-01", None)]  # 第三条之一, inserted by the amendment


def test_a_colon_written_half_width_in_one_text_is_no_amendment() -> None:
    from index.lawrefbook import same_wording

    assert same_wording("有下列情形之一的，劳动者可以解除劳动合同:", "有下列情形之一的，劳动者可以解除劳动合同：")
    assert not same_wording("必须依照国家有关规定，履行审批手续", "必须遵守国家有关规定")
