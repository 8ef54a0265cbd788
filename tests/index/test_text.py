"""The shared text rules: language, Chinese-character ranges, article numbers, ROUGE-L, recent years."""

from __future__ import annotations

from datetime import date

import pytest

from index.common.text import (
    ARTICLE,
    HAN,
    HAN_ANY,
    HAN_EXT,
    article_number,
    chinese_to_int,
    entry_language,
    han_count,
    han_share,
    has_han,
    int_to_chinese,
    language,
    mostly_han,
    recent_years,
    rouge_l_chars,
    rouge_l_lawbench,
    script_language,
    writes_english,
)

ART_74_2011 = "对于累犯和犯罪集团的首要分子，不适用缓刑。"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("劳动合同到期后公司不续签，需要支付经济补偿吗？", "zh"),
        ("我的VIVOX5手机在Apple Store被偷了", "zh"),  # Latin words counted as words, not letters
        ("My employer has not paid my wages for two months. What can I do?", "en"),
        ("Does 刑法 article 74 apply to my case from last year?", "en"),
        ("2010", "en"),
    ],
)
def test_language_weighs_chinese_characters_against_latin_words(text: str, expected: str) -> None:
    assert language(text) == expected


def test_script_language_takes_any_chinese_character_and_says_nothing_for_digits() -> None:
    assert script_language("我想咨询一下离婚财产怎么分") == "zh"
    assert script_language("Hi, I was fired yesterday. Is that legal? 谢谢") == "zh"
    assert script_language("Hi, I was fired yesterday. Is that legal?") == "en"
    assert script_language("2024-05-10") is None and script_language(None) is None and script_language("") is None
    assert script_language("\u3400") == "zh" and script_language("\uf900") == "zh"  # Extension A, compatibility


def test_the_three_ranges_nest() -> None:
    rare, compat = "\u3400", "\uf900"
    assert has_han("刑", HAN) and not has_han(rare, HAN) and has_han(rare, HAN_EXT)
    assert not has_han(compat, HAN_EXT) and has_han(compat, HAN_ANY)
    assert han_count("《刑法》第74条 of the Criminal Law") == 4
    assert not has_han("Article 74 of the Criminal Law")


def test_share_of_letters_decides_a_passage() -> None:
    assert han_share("ab中文文") == pytest.approx(3 / 5)
    assert han_share("2010, 74.") == 0.0
    assert mostly_han("用人单位应当向劳动者支付经济补偿。")
    assert not mostly_han("The employer shall pay the worker economic compensation (经济补偿).")


def test_entry_language_and_english_writers() -> None:
    assert entry_language("累犯不适用缓刑 (Art. 74)") == "zh"  # 7 Chinese characters of 17: over a quarter
    assert entry_language("累犯不适用缓刑 (Criminal Law Art. 74)") == "en"  # 7 of 30: under a quarter
    assert entry_language("对于累犯和犯罪集团的首要分子不适用缓刑，对于累犯 " + "x" * 200) == "zh"  # more than 20
    assert entry_language("A repeat offender cannot get probation (刑法 74).") == "en"
    assert writes_english("My name is 张三 and I live in 北京市朝阳区")
    assert not writes_english("我叫张三，住在北京市朝阳区，电话是 OK")
    assert not writes_english("Hello 张三")  # fewer than three Latin words


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("《中华人民共和国民法典》第一千零八十七条规定离婚时夫妻共同财产由双方协议处理", (1087, 0)),
        ("刑法第74条怎么规定的？", (74, 0)),
        ("第 七十四 条", (74, 0)),
        ("刑法第一百二十条之一", (120, 1)),
        ("第二百三十八条之2", (238, 2)),
        ("没有条文号的问题", None),
    ],
)
def test_article_number(text: str, expected: tuple[int, int] | None) -> None:
    assert article_number(text) == expected


def test_article_pattern_finds_every_article_in_order() -> None:
    text = "《刑法》第七十四条……第十二条，以及第383条"
    assert [m["num"] for m in ARTICLE.finditer(text)] == ["七十四", "十二", "383"]


def test_chinese_numerals_both_ways() -> None:
    assert chinese_to_int("一千零八十七") == 1087
    assert chinese_to_int("二〇一〇") == 2010  # digit by digit, as years are written
    assert chinese_to_int("十") == 10 and chinese_to_int("两万") == 20000
    assert int_to_chinese(1087) == "一千零八十七" and int_to_chinese(10) == "十" and int_to_chinese(105) == "一百零五"
    assert all(chinese_to_int(int_to_chinese(n)) == n for n in range(1, 10000))
    with pytest.raises(ValueError):
        chinese_to_int("七十四条")


def test_rouge_l_chars_by_hand() -> None:
    # Reference: 19 Chinese characters once its two marks are dropped; the candidate's 9 all appear
    # in order: P = 9/9, R = 9/19, F = 2PR / (P + R) = 18/28.
    assert rouge_l_chars("对于累犯，不适用缓刑", ART_74_2011) == pytest.approx(9 / 14)
    # One character out of order: LCS 3 of 4 each side, F = 3/4.
    assert rouge_l_chars("甲乙丙丁", "甲丙乙丁") == pytest.approx(3 / 4)
    # Latin text counts words: LCS 3, P = 1, R = 3/4, F = 6/7.
    assert rouge_l_chars("the court held", "the court never held") == pytest.approx(6 / 7)
    assert rouge_l_chars("", ART_74_2011) == 0.0 and rouge_l_chars(ART_74_2011, ART_74_2011) == 1.0


def test_rouge_l_lawbench_counts_jieba_words_by_hand() -> None:
    # jieba: 对于/累犯/，/不/适用/缓刑/。 (7) against 对于/累犯/和/犯罪集团/的/首要分子/，/不/适用/缓刑/。 (11);
    # all 7 in order: P = 1, R = 7/11, F = 2PR / (P + R) = 7/9 (rouge_chinese adds 1e-12 terms).
    assert rouge_l_lawbench("对于累犯，不适用缓刑。", ART_74_2011) == pytest.approx(7 / 9, abs=1e-6)
    assert rouge_l_lawbench(ART_74_2011, ART_74_2011) == pytest.approx(1.0)
    assert rouge_l_lawbench("", ART_74_2011) == 0.0  # scored as LawBench's "无内容"


def test_recent_years_newest_first() -> None:
    assert recent_years(date(2026, 3, 1), 3) == [2026, 2025, 2024]
    assert recent_years(date(2026, 12, 31), 1) == [2026]


def test_character_runs_stay_inside_a_run_of_chinese() -> None:
    from index.common.text import han_ngrams

    assert han_ngrams("不可抗力，造成") == {"不可", "可抗", "抗力", "造成"}  # no "力造" across the comma
    assert han_ngrams("合理损耗", 3) == {"合理损", "理损耗"} and han_ngrams("a1") == set()


def test_the_piece_around_a_position_ends_at_the_marks_on_either_side() -> None:
    from index.common.text import piece_around

    text = "用人单位应当严格执行劳动定额标准，不得强迫或者变相强迫劳动者加班。用人单位安排加班的，应当支付加班费。"
    assert piece_around(text, text.index("不得"), "。；;") == "用人单位应当严格执行劳动定额标准，不得强迫或者变相强迫劳动者加班"
    assert piece_around(text, text.index("不得"), "，。") == "不得强迫或者变相强迫劳动者加班"
    assert piece_around("没有标点的一句", 2, "。") == "没有标点的一句"
