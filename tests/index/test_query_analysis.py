"""Query analysis on real phrasings: case dates and windows, law names, article references,
keywords and language, each checked against the exact value it must produce.

`TODAY` is fixed (a Sunday) so relative dates (去年, last month, 上周) have one right answer.
Sentences marked "LawBench" come from /work/shared/data/eval/lawbench (tasks 3-1 and 3-8).
"""

from __future__ import annotations

import dataclasses
import json
import re
import time
from datetime import date

import pytest

from index.common.settings import PROJECT_ROOT
from index.common.text import chinese_to_int
from index.law_names import find_law_mentions
from index.query_analysis import (
    CORPUS_LAWS,
    ArticleRef,
    DateWindow,
    analyze,
    canonical_law,
    segment,
    uncovered_law,
)

TODAY = date(2025, 6, 15)
LAWBENCH = PROJECT_ROOT.parent / "shared" / "data" / "eval" / "lawbench"

CRIMINAL = "中华人民共和国刑法"
CIVIL_CODE = "中华人民共和国民法典"
COMPANY = "中华人民共和国公司法"
CIVIL_PROCEDURE = "中华人民共和国民事诉讼法"
CRIMINAL_PROCEDURE = "中华人民共和国刑事诉讼法"
INHERITANCE = "中华人民共和国继承法"

# LawBench 3-8, first question: a year, then the day a law changed (not the event).
DRUNK_DRIVING_2011 = "我在2011年有过一次醉酒驾驶，那时候醉驾还没有入刑，从那年的5.1号以后醉驾才入刑的请问影响孩子报考航空类学校吗？"
# LawBench 3-1, first fact: the act, then a later moment of the same act with 同年.
THEFT_2016 = ("公诉机关指控：2016年3月28日20时许，被告人颜某在本市洪山区马湖新村足球场马路边捡拾到被害人谢某的"
              "VIVOX5手机一部，并在同年3月28日21时起，分多次通过支付宝小额免密支付功能，秘密盗走被害人谢某支付宝内人民币3723元。")


def d(text: str) -> date:
    return date.fromisoformat(text)


def window_of(text: str) -> tuple[str, str, str] | None:
    window = analyze(text, TODAY).window
    return None if window is None else (window.start.isoformat(), window.end.isoformat(), window.precision)


# --------------------------------------------------------------------------- numerals


@pytest.mark.parametrize(
    ("numeral", "value"),
    [
        ("74", 74), ("七十四", 74), ("十", 10), ("十一", 11), ("二十五", 25), ("三十一", 31),
        ("一百二十", 120), ("一百零五", 105), ("二百三十四", 234), ("一千二百六十", 1260),
        ("一千零一", 1001), ("两百", 200), ("二〇一〇", 2010), ("二零一零", 2010), ("一九九七", 1997),
    ],
)
def test_chinese_to_int(numeral: str, value: int) -> None:
    assert chinese_to_int(numeral) == value


@pytest.mark.parametrize("bad", ["", "七十四条", "abc"])
def test_chinese_to_int_rejects_non_numerals(bad: str) -> None:
    with pytest.raises(ValueError):
        chinese_to_int(bad)


# --------------------------------------------------------------------------- dates


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # absolute, Arabic digits
        ("2010-03-15", ("2010-03-15", "2010-03-15", "day")),
        ("2010/3/15", ("2010-03-15", "2010-03-15", "day")),
        ("2010.3.15 我被人打伤了", ("2010-03-15", "2010-03-15", "day")),
        ("2010年3月15日", ("2010-03-15", "2010-03-15", "day")),
        ("2010年3月15号晚上", ("2010-03-15", "2010-03-15", "day")),
        ("２０１０年３月", ("2010-03-01", "2010-03-31", "month")),
        ("2010-03", ("2010-03-01", "2010-03-31", "month")),
        ("我2010年被抓过", ("2010-01-01", "2010-12-31", "year")),
        ("2008年2月29日", ("2008-02-29", "2008-02-29", "day")),
        # Chinese numerals
        ("二〇一〇年", ("2010-01-01", "2010-12-31", "year")),
        ("二零一零年三月", ("2010-03-01", "2010-03-31", "month")),
        ("一九九七年十月一日", ("1997-10-01", "1997-10-01", "day")),
        ("2010年十二月二十五日", ("2010-12-25", "2010-12-25", "day")),
        ("二〇一一年十一月三十号", ("2011-11-30", "2011-11-30", "day")),
        ("2012年元月至2013年7月", ("2012-01-01", "2013-07-31", "range")),
        ("17年4月入职", ("2017-04-01", "2017-04-30", "month")),
        # relative to TODAY (2025-06-15, a Sunday)
        ("去年", ("2024-01-01", "2024-12-31", "year")),
        ("前年我借给他五万元", ("2023-01-01", "2023-12-31", "year")),
        ("今年", ("2025-01-01", "2025-06-15", "year")),
        ("上个月", ("2025-05-01", "2025-05-31", "month")),
        ("上月", ("2025-05-01", "2025-05-31", "month")),
        ("本月", ("2025-06-01", "2025-06-15", "month")),
        ("这个月", ("2025-06-01", "2025-06-15", "month")),
        ("昨天", ("2025-06-14", "2025-06-14", "day")),
        ("前天", ("2025-06-13", "2025-06-13", "day")),
        ("三年前", ("2022-01-01", "2022-12-31", "year")),
        ("两个月前", ("2025-04-01", "2025-04-30", "month")),
        ("3天前", ("2025-06-12", "2025-06-12", "day")),
        ("半年前", ("2024-12-01", "2024-12-31", "month")),
        ("去年3月", ("2024-03-01", "2024-03-31", "month")),
        ("去年三月五号", ("2024-03-05", "2024-03-05", "day")),
        ("上个月十五号", ("2025-05-15", "2025-05-15", "day")),
        ("上周我被打了", ("2025-06-02", "2025-06-08", "range")),
        # English
        ("in March 2010", ("2010-03-01", "2010-03-31", "month")),
        ("March 15, 2010", ("2010-03-15", "2010-03-15", "day")),
        ("15 March 2010", ("2010-03-15", "2010-03-15", "day")),
        ("on the 15th of March, 2019", ("2019-03-15", "2019-03-15", "day")),
        ("last year", ("2024-01-01", "2024-12-31", "year")),
        ("last month", ("2025-05-01", "2025-05-31", "month")),
        ("2 years ago", ("2023-01-01", "2023-12-31", "year")),
        ("three months ago", ("2025-03-01", "2025-03-31", "month")),
        ("the day before yesterday I was robbed", ("2025-06-13", "2025-06-13", "day")),
        ("I was arrested in 2010", ("2010-01-01", "2010-12-31", "year")),
        # ranges
        ("2010年至2012年", ("2010-01-01", "2012-12-31", "range")),
        ("2010-2012", ("2010-01-01", "2012-12-31", "range")),
        ("2010至2012年间", ("2010-01-01", "2012-12-31", "range")),
        ("from 2010 to 2012", ("2010-01-01", "2012-12-31", "range")),
        ("between 2010 and 2012", ("2010-01-01", "2012-12-31", "range")),
        ("from March 2010 to May 2011", ("2010-03-01", "2011-05-31", "range")),
        ("2010年3月到5月", ("2010-03-01", "2010-05-31", "range")),
        ("二〇一〇年三月到五月", ("2010-03-01", "2010-05-31", "range")),
        ("2010年3月1日至15日", ("2010-03-01", "2010-03-15", "range")),
        ("2012年12月至次年3月", ("2012-12-01", "2013-03-31", "range")),
        ("经审理查明，2008年11月份至2013年4月份，被告人曹某在担任某公司物流科科长期间", ("2008-11-01", "2013-04-30", "range")),
        ("合同期限2018-2020年", ("2018-01-01", "2020-12-31", "range")),
        # short answers to "when did it happen?"
        ("2010", ("2010-01-01", "2010-12-31", "year")),
        ("2010年5月", ("2010-05-01", "2010-05-31", "month")),
        ("大概是2010年吧", ("2010-01-01", "2010-12-31", "year")),
    ],
)
def test_case_window(text: str, expected: tuple[str, str, str]) -> None:
    assert window_of(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "被告人颜某秘密盗走被害人谢某支付宝内人民币3723元",
        "其行为触犯了刑法第264条",
        "我的电话是13812345678，请回电",
        "取保候审最长不得超过12个月",
        "判处拘役六月，缓刑一年",
        "判处有期徒刑10年3个月",
        "赔偿1200-1500元",
        "我给了他2000元和2010.12元",
        "Can I get 2000 dollars back?",
        "I may 5 times have asked",
        "同年",
        "我儿子今年19岁了，在学校打伤了同学",  # an age (stranger16 q6 was asked which year applied)
        "她今年已经七十岁",
        "",
    ],
)
def test_numbers_that_are_not_dates(text: str) -> None:
    result = analyze(text, TODAY)
    assert (result.window, result.all_dates, result.date_problems) == (None, [], [])


def test_month_and_day_take_the_year_of_the_narrative() -> None:
    """5.1号 after 2011年 is 2011-05-01; 同年3月28日 is in 2016."""
    assert [(w.start, w.end) for w in analyze(DRUNK_DRIVING_2011, TODAY).all_dates] == [
        (d("2011-01-01"), d("2011-12-31")), (d("2011-05-01"), d("2011-05-01"))]
    assert [(w.start, w.source_text) for w in analyze(THEFT_2016, TODAY).all_dates] == [
        (d("2016-03-28"), "2016年3月28日"), (d("2016-03-28"), "同年3月28日")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("3月15日我被打了", ("2025-03-15", "2025-03-15", "day")),  # not after today: this year
        ("8月30日下班回家路上车祸", ("2024-08-30", "2024-08-30", "day")),  # after today: last year
        ("On May 5 I signed the lease", ("2025-05-05", "2025-05-05", "day")),
    ],
)
def test_month_and_day_without_any_year_are_the_latest_past_one(text: str, expected: tuple[str, str, str]) -> None:
    assert window_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # LawBench 3-8: the year of the drunk driving, not the day 醉驾 became a crime.
        (DRUNK_DRIVING_2011, ("2011-01-01", "2011-12-31", "year")),
        # LawBench 3-1: the act, not the victim's birth date.
        ("经审理查明：2016年5、6月间，在徐州市铜山区三堡镇刘某家中，被告人陈某某多次用手摸或用生殖器碰触刘某某（女，2009年7月26日出生）的阴部。",
         ("2016-05-01", "2016-06-30", "range")),
        # LawBench 3-1: the theft, not the arrest.
        ("经审理查明，2008年11月份至2013年4月份，被告人曹某在担任某公司物流科科长期间虚开发票。2013年4月9日，曹某被公安机关抓获。",
         ("2008-11-01", "2013-04-30", "range")),
        # LawBench 3-8: several years, the earliest event wins.
        ("我是齐齐哈尔市的一名下岗职工2002年下岗2003年开始自己花钱买医疗保险我2011年退休了",
         ("2002-01-01", "2002-12-31", "year")),
        # The narrative order does not matter; the earliest event does.
        ("2015年我被起诉了，起因是2012年3月的一笔借款", ("2012-03-01", "2012-03-31", "month")),
        # A law's own date counts only when nothing else is there.
        ("2010年犯罪，刑法修正案（八）2011年5月1日施行", ("2010-01-01", "2010-12-31", "year")),
        ("2011年5月1日施行的刑法第七十四条怎么规定", ("2011-05-01", "2011-05-01", "day")),
        ("I was born on March 3, 1990 and the fight happened in 2015", ("2015-01-01", "2015-12-31", "year")),
        # Same start: the more precise date wins.
        ("2012年元月至2013年7月受贿，2012年又诈骗", ("2012-01-01", "2012-12-31", "year")),
    ],
)
def test_which_date_is_the_case_date(text: str, expected: tuple[str, str, str]) -> None:
    assert window_of(text) == expected


def test_all_dates_keep_every_date_in_text_order() -> None:
    text = "公诉机关指控，2014年7月3日12时许，被告人孙某某酒后翻墙进入张某某院内。2014年10月10日20时许，被告人孙某某给张某某发信息。"
    assert analyze(text, TODAY).all_dates == [
        DateWindow(d("2014-07-03"), d("2014-07-03"), "day", "2014年7月3日"),
        DateWindow(d("2014-10-10"), d("2014-10-10"), "day", "2014年10月10日"),
    ]


def test_source_text_is_what_the_user_wrote() -> None:
    """Full-width digits are read, but the source text stays verbatim so callers can find it."""
    window = analyze("我在２０１０年３月被打", TODAY).window
    assert window is not None and window.source_text == "２０１０年３月"


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("2010年13月", "“2010年13月”：没有13月，月份只能是1到12"),
        ("2010年0月", "“2010年0月”：没有0月，月份只能是1到12"),
        ("2010年2月30日", "“2010年2月30日”：2010年2月只有28天"),
        ("2月30日我借了钱", "“2月30日”：2025年2月只有28天"),
        ("2011年4月31日", "“2011年4月31日”：2011年4月只有30天"),
        ("3025年", "“3025年”：这个日期晚于今天（2025年6月15日）"),
        ("2030年5月发生的事", "“2030年5月”：这个日期晚于今天（2025年6月15日）"),
        ("今年7月装修", "“今年7月”：这个日期晚于今天（2025年6月15日）"),
        ("1850年", "“1850年”：1850年不是合理的案件年份"),
        ("2010年12月到2月", "“2010年12月到2月”：结束时间早于开始时间"),
        ("3025", '"3025": this date is after today (2025-06-15)'),
        ("0000-01-01", '"0000-01-01": 0 is not a plausible year for a case'),
        ("February 30, 2010", '"February 30, 2010": February 2010 has only 28 days'),
        ("It happened in 3025", '"3025": this date is after today (2025-06-15)'),
    ],
)
def test_nonsense_dates_are_reported_not_used(text: str, problem: str) -> None:
    result = analyze(text, TODAY)
    assert (result.window, result.all_dates, result.date_problems) == (None, [], [problem])


def test_a_bad_date_does_not_hide_a_good_one() -> None:
    result = analyze("2010年3月打架，2010年13月判决", TODAY)
    assert result.window == DateWindow(d("2010-03-01"), d("2010-03-31"), "month", "2010年3月")
    assert len(result.date_problems) == 1


def test_the_current_year_ends_today() -> None:
    assert window_of("今年3月到现在") == ("2025-03-01", "2025-03-31", "month")
    assert analyze("2025年", TODAY).window == DateWindow(d("2025-01-01"), TODAY, "year", "2025年")


# --------------------------------------------------------------------------- laws


@pytest.mark.parametrize(
    ("text", "laws", "uncovered"),
    [
        ("刑法第七十四条", [CRIMINAL], []),
        ("《中华人民共和国刑法》第七十四条", [CRIMINAL], []),
        ("中华人民共和国刑法和刑法", [CRIMINAL], []),
        ("刑诉法和刑法", [CRIMINAL_PROCEDURE, CRIMINAL], []),
        ("民诉法还有民事诉讼法", [CIVIL_PROCEDURE], []),
        ("民事诉讼法和民法典", [CIVIL_PROCEDURE, CIVIL_CODE], []),
        ("刑事诉讼法第七十九条", [CRIMINAL_PROCEDURE], []),
        ("根据继承法规定他们都继承多少财产", [INHERITANCE], []),
        ("新公司法对股东出资有什么要求", [COMPANY], []),
        ("刑法修正案（八）第十一条", [CRIMINAL], []),
        ("根据合同法和婚姻法", ["中华人民共和国合同法", "中华人民共和国婚姻法"], []),  # held to 2020-12-31
        ("根据收养法和证券法", [], ["中华人民共和国收养法", "中华人民共和国证券法"]),
        ("劳动合同法和劳动法", ["中华人民共和国劳动合同法", "中华人民共和国劳动法"], []),
        ("民间借贷司法解释第二十五条", ["最高人民法院关于审理民间借贷案件适用法律若干问题的规定"], []),
        ("《关于审理民间借贷案件适用法律若干问题的规定》", ["最高人民法院关于审理民间借贷案件适用法律若干问题的规定"], []),
        ("道交法第七十六条", ["中华人民共和国道路交通安全法"], []),
        ("《最高人民法院关于适用〈中华人民共和国婚姻法〉若干问题的解释（二）》第二十四条",
         ["最高人民法院关于适用《中华人民共和国婚姻法》若干问题的解释（二）"], []),
        ("婚姻法解释（一）和婚姻法解释（三）", ["最高人民法院关于适用《中华人民共和国婚姻法》若干问题的解释（一）",
                                       "最高人民法院关于适用《中华人民共和国婚姻法》若干问题的解释（三）"], []),
        ("物权法、担保法、侵权责任法", ["中华人民共和国物权法", "中华人民共和国担保法", "中华人民共和国侵权责任法"], []),
        ("民法通则、民法总则和民法典", ["中华人民共和国民法通则", "中华人民共和国民法总则", CIVIL_CODE], []),
        ("《中华人民共和国道路交通安全法》第九十一条", ["中华人民共和国道路交通安全法"], []),
        ("治安管理处罚法怎么罚", ["中华人民共和国治安管理处罚法"], []),
        ("《最高人民法院关于人民法院民事执行中查封、扣押、冻结财产的规定》第二十九条",
         ["最高人民法院关于人民法院民事执行中查封、扣押、冻结财产的规定"], []),
        ("《普通高等学校学生管理规定》第二十九条", [], ["普通高等学校学生管理规定"]),
        # a law whose title ends with a held law's short name is that other law (LawBench 3-2 dev 144 was read as 保险法)
        ("根据军人保险法的第二条规定", [], ["中华人民共和国军人保险法"]),
        ("海上交通安全法和道路交通安全法", ["中华人民共和国道路交通安全法"], ["中华人民共和国海上交通安全法"]),
        ("学前教育法和教育法", ["中华人民共和国教育法"], ["中华人民共和国学前教育法"]),
        ("社会保险法和保险法", ["中华人民共和国社会保险法", "中华人民共和国保险法"], []),
        ("土地征收行为未经批准，足以导致《安置补偿协议》无效吗？", [], []),  # a contract in 《》 (side by side 674, session 47)
        ("《民法典》和《劳动合同》", [CIVIL_CODE], []),
        ("中华人民共和国票据法第八十一条", ["中华人民共和国票据法"], []),
        ("一人有限责任公司法定代表人和公司法人", [], []),
        ("劳动法律法规和人民法院", [], []),
        ("Article 74 of the Criminal Law of the PRC", [CRIMINAL], []),
        ("Civil procedure law, criminal procedure law, inheritance law and the Company Law", [
            CIVIL_PROCEDURE, CRIMINAL_PROCEDURE, INHERITANCE, COMPANY], []),
        ("Does the Civil Code replace the Contract Law and the Marriage Law?", [
            CIVIL_CODE, "中华人民共和国合同法", "中华人民共和国婚姻法"], []),
        ("Is the Adoption Law still in force?", [], ["中华人民共和国收养法"]),
        ("Under the Labor Contract Law", ["中华人民共和国劳动合同法"], []),
    ],
)
def test_law_names(text: str, laws: list[str], uncovered: list[str]) -> None:
    result = analyze(text, TODAY)
    assert (result.laws, result.uncovered_laws) == (laws, uncovered)


@pytest.mark.parametrize(
    ("name", "canonical"),
    [
        ("刑法", CRIMINAL), ("《中华人民共和国刑法》", CRIMINAL), ("中华人民共和国刑法（2020修正）", CRIMINAL),
        ("Criminal Law of the People's Republic of China", CRIMINAL), ("criminal law", CRIMINAL),
        ("民法典", CIVIL_CODE), ("civil code", CIVIL_CODE), ("公司法", COMPANY), ("Company Law", COMPANY),
        ("民诉法", CIVIL_PROCEDURE), ("刑诉法", CRIMINAL_PROCEDURE), ("inheritance law", INHERITANCE),
        ("合同法", "中华人民共和国合同法"), ("收养法", None), ("刑法修正案（八）", None), ("民法", None),
    ],
)
def test_canonical_law(name: str, canonical: str | None) -> None:
    assert canonical_law(name) == canonical


def test_every_corpus_law_is_its_own_canonical_name() -> None:
    assert [canonical_law(law) for law in CORPUS_LAWS] == list(CORPUS_LAWS)
    assert uncovered_law("收养法") == "中华人民共和国收养法"
    assert uncovered_law("刑法") is None


def test_amendment_articles_do_not_bind_to_the_criminal_law() -> None:
    [mention] = find_law_mentions("刑法修正案（八）")
    assert (mention.law, mention.covered, mention.binds) == (CRIMINAL, True, False)


# --------------------------------------------------------------------------- articles


@pytest.mark.parametrize(
    ("text", "articles"),
    [
        ("第七十四条", [ArticleRef(None, 74)]),
        ("第74条", [ArticleRef(None, 74)]),
        ("第一百二十条之一", [ArticleRef(None, 120, 1)]),
        ("第一百三十三条之二", [ArticleRef(None, 133, 2)]),
        ("刑法74条", [ArticleRef(CRIMINAL, 74)]),
        ("刑法第74条", [ArticleRef(CRIMINAL, 74)]),
        ("刑法第七十四条规定对于累犯不适用缓刑", [ArticleRef(CRIMINAL, 74)]),
        ("《中华人民共和国刑法》第七十四条", [ArticleRef(CRIMINAL, 74)]),
        ("《刑法》中的第74条", [ArticleRef(CRIMINAL, 74)]),
        ("《中华人民共和国刑法》（2011修正）第七十四条", [ArticleRef(CRIMINAL, 74)]),
        ("刑法第一百三十三条之一", [ArticleRef(CRIMINAL, 133, 1)]),
        ("刑法第二百三十四条、第二百七十五条", [ArticleRef(CRIMINAL, 234), ArticleRef(CRIMINAL, 275)]),
        ("法条:刑法第234、275条", [ArticleRef(CRIMINAL, 234), ArticleRef(CRIMINAL, 275)]),
        ("法条:刑法第266、385、383、386条", [ArticleRef(CRIMINAL, n) for n in (266, 385, 383, 386)]),
        ("刑法第二百三十六条第一款第（四）项、第二百三十四条", [ArticleRef(CRIMINAL, 236), ArticleRef(CRIMINAL, 234)]),
        ("民法典第一千二百六十条", [ArticleRef(CIVIL_CODE, 1260)]),
        ("民法典第一百六十一条，第九百三十七条", [ArticleRef(CIVIL_CODE, 161), ArticleRef(CIVIL_CODE, 937)]),
        ("《刑事诉讼法》第七十九条", [ArticleRef(CRIMINAL_PROCEDURE, 79)]),
        ("刑法第74条和民法典第5条", [ArticleRef(CRIMINAL, 74), ArticleRef(CIVIL_CODE, 5)]),
        ("刑法规定很多，第74条说什么", [ArticleRef(None, 74)]),
        ("刑法修正案（八）第十一条", [ArticleRef(None, 11)]),
        ("消费者权益保护法中第二十五条", [ArticleRef("中华人民共和国消费者权益保护法", 25)]),
        ("其行为已触犯《中华人民共和国刑法》第二百三十四条之规定", [ArticleRef(CRIMINAL, 234)]),
        ("我给了他3条建议", []),
        ("Art. 74", [ArticleRef(None, 74)]),
        ("What does Article 74 say?", [ArticleRef(None, 74)]),
        ("article 133-1 of the Criminal Law", [ArticleRef(CRIMINAL, 133, 1)]),
        ("Articles 234 and 275 of the Criminal Law", [ArticleRef(CRIMINAL, 234), ArticleRef(CRIMINAL, 275)]),
        ("Criminal Law Article 74", [ArticleRef(CRIMINAL, 74)]),
        ("Article 5 of the Contract Law", [ArticleRef("中华人民共和国合同法", 5)]),
    ],
)
def test_article_references(text: str, articles: list[ArticleRef]) -> None:
    assert analyze(text, TODAY).articles == articles


@pytest.mark.skipif(not LAWBENCH.exists(), reason="the shared LawBench data is not beside the project")
def test_every_lawbench_3_1_answer_parses_to_its_articles() -> None:
    """All 250 gold answers ("法条:刑法第234、275条") give exactly their 刑法 article numbers."""
    items = json.loads((LAWBENCH / "data__zero_shot__3-1.json").read_text(encoding="utf-8"))
    for item in items:
        expected = [ArticleRef(CRIMINAL, int(n)) for n in re.findall(r"\d+", item["answer"])]
        assert analyze(item["answer"], TODAY).articles == expected, item["answer"]


# --------------------------------------------------------------------------- keywords and segmentation


def test_segment_keeps_legal_terms_whole_and_drops_stopwords() -> None:
    assert segment("对于累犯和犯罪集团的首要分子，不适用缓刑。") == ["累犯", "犯罪集团", "首要分子", "不", "适用", "缓刑"]
    assert segment("我的朋友办理了取保候审") == ["朋友", "办理", "取保候审"]


def test_segment_is_lowercased_and_deterministic() -> None:
    text = "The VIVOX5 phone was STOLEN in 2016"
    assert segment(text) == ["vivox5", "phone", "stolen", "2016"]
    assert segment(text) == segment(text)


@pytest.mark.parametrize(
    ("text", "keywords"),
    [
        ("刑法第七十四条在2010年是怎么规定累犯缓刑的？", ["规定", "累犯", "缓刑"]),
        (DRUNK_DRIVING_2011, ["醉酒驾驶", "醉驾", "入刑", "影响", "孩子", "报考", "航空", "学校"]),
        ("我的朋友在公案机关办理了取保候审，现在有两个月了还没起诉", ["朋友", "公案", "机关", "办理", "取保候审", "起诉"]),
        ("去年我被人打了，对方偷了我的手机", ["打", "对方", "偷", "手机", "盗窃"]),
        ("Was drunk driving a crime under the Criminal Law in 2010?", ["drunk", "driving", "crime"]),
        # asking whether something is lawful is no word to search for; a lawful will is
        ("公司说不给我报销路费，这合法吗？", ["公司", "报销", "路费"]),
        ("合法的遗嘱需要什么形式", ["合法", "遗嘱", "形式"]),
    ],
)
def test_keywords_leave_out_what_was_extracted(text: str, keywords: list[str]) -> None:
    # The words of the message itself; the Chinese an English message gains from the glossary is
    # tested in test_glossary.py.
    assert analyze(text, TODAY, use_glossary=False).keywords == keywords


# --------------------------------------------------------------------------- language and result shape


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("刑法第七十四条怎么规定？", "zh"),
        ("我的VIVOX5手机在Apple Store被偷了", "zh"),
        ("What did Article 74 of the Criminal Law say in 2010?", "en"),
        ("Does 刑法 article 74 apply to my case from last year?", "en"),
        ("2010", "en"),
    ],
)
def test_language(text: str, language: str) -> None:
    assert analyze(text, TODAY).language == language


def test_result_is_frozen() -> None:
    result = analyze("2010年刑法第七十四条", TODAY)
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.window = None  # type: ignore[misc]


def test_analysis_is_fast() -> None:
    """The budget is 2 ms a typical query; a generous bound keeps shared CI machines green."""
    queries = [DRUNK_DRIVING_2011, "What did Article 74 of the Criminal Law say in March 2010?",
               "去年3月我借给朋友5万元，现在不还怎么办", "2010年我因盗窃被判刑，刑法第七十四条对累犯能适用缓刑吗？"]
    for query in queries:
        analyze(query, TODAY)
    started = time.perf_counter()
    for _ in range(50):
        for query in queries:
            analyze(query, TODAY)
    assert (time.perf_counter() - started) / 200 < 0.01


def test_an_interpretation_or_implementing_regulation_names_the_statute_it_serves() -> None:
    from index.law_names import parent_law

    assert parent_law("最高人民法院关于适用《中华人民共和国民事诉讼法》的解释") == "中华人民共和国民事诉讼法"
    assert parent_law("中华人民共和国道路交通安全法实施条例") == "中华人民共和国道路交通安全法"
    assert parent_law("实施〈中华人民共和国社会保险法〉若干规定") == "中华人民共和国社会保险法"
    assert parent_law("住房公积金管理条例") is None and parent_law("中华人民共和国民法典") is None
