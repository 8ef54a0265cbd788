"""Query analysis (LegalSearch-R1's first step): from a free Chinese or English message, the case's
time window, the laws and articles it names, and its keywords, before any retrieval runs.

Everything is pure and deterministic given `today`, so the agent can re-run it on every turn and
tests can pin relative dates (去年, last month). Nothing nonsensical becomes a date silently: an
impossible or future date goes to `date_problems` for the agent to question politely.

Which date is the case date: the earliest event date in the text (the act comes before the arrest,
the trial and the question), skipping birth dates and the dates of laws (…施行, …修正, …入刑)
unless nothing else is left. Ties go to the more precise date. Every date found stays in
`all_dates`, text order.
"""

from __future__ import annotations

import calendar
import logging
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date, timedelta
from typing import Literal, cast

import jieba

from index.common.text import ARTICLE_NUMBER, Language, chinese_to_int
from index.common.text import language as text_language
from index.glossary import glossary
from index.law_names import CORPUS_LAWS, LawMention, canonical_law, find_law_mentions, uncovered_law
from index.statutory_words import statutory_words

__all__ = [
    "CORPUS_LAWS",
    "ArticleRef",
    "DateWindow",
    "QueryAnalysis",
    "analyze",
    "canonical_law",
    "date_window",
    "segment",
    "uncovered_law",
    "words",
]

Precision = Literal["day", "month", "year", "range"]

# Earlier than this is not a plausible case year (the corpus starts in 1985).
MIN_YEAR = 1900


@dataclass(frozen=True)
class DateWindow:
    """The span a date expression covers: one day, a month, a year, or an explicit range.

    `end` never lies after the `today` of the analysis (the current year ends today). A range
    ("2010年至2012年", "from March 2010 to May 2011") runs from the start of its first end to the
    end of its second and has precision "range".
    """

    start: date
    end: date
    precision: Precision
    source_text: str
    #: No year was written or referred to ("5月入职"): the year is today's or last year's by
    #: inference, so it cannot contradict a date the user set.
    year_inferred: bool = False


@dataclass(frozen=True)
class ArticleRef:
    """One article reference; `law` is the canonical law named just before it, or None."""

    law: str | None
    article: int
    article_sub: int = 0


@dataclass(frozen=True)
class QueryAnalysis:
    """Everything retrieval and the agent need to know about one message."""

    window: DateWindow | None
    all_dates: list[DateWindow]
    date_problems: list[str]
    laws: list[str]
    uncovered_laws: list[str]
    articles: list[ArticleRef]
    keywords: list[str]
    language: Language
    # The Chinese words an English question is about (glossary terms and the short titles of the
    # laws it names), added to every channel's query; empty for a Chinese question.
    chinese_terms: tuple[str, ...] = ()
    # The statutes' words for a Chinese question's everyday ones (记分 for "扣分"), added to every
    # channel's query (index/statutory_words.py); empty for an English question.
    statutory_terms: tuple[str, ...] = ()

    def search_text(self, query: str) -> str:
        """What the dense and BM25 channels embed: an English question's Chinese terms alone when
        it has any (BM25 sees no English in a Chinese corpus, and e5 placed the Chinese terms
        alone nearer the right articles than English plus terms: README, "English questions"),
        else the query with the statutes' words for its everyday ones."""
        if self.chinese_terms:
            return " ".join(self.chinese_terms)
        return " ".join([query, *self.statutory_terms])


# --------------------------------------------------------------------------- text basics

# Full-width ASCII (２０１０，（）) to half-width, so one set of patterns serves both.
_HALF_WIDTH = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)}
_HALF_WIDTH.update({0x3000: 0x20, ord("’"): ord("'"), ord("‘"): ord("'")})


def _normalise(text: str) -> str:
    return text.translate(_HALF_WIDTH)


# --------------------------------------------------------------------------- date patterns

_CN_DIGITS = "〇零○一二三四五六七八九"
_Y = rf"(?P<y>(?<!\d)\d{{4}}(?!\d)|[{_CN_DIGITS}]{{4}})"
_M = r"(?P<m>\d{1,2}|元|[一二三四五六七八九十]{1,3})"
_M2 = r"(?P<m2>\d{1,2}|[一二三四五六七八九十]{1,3})"
_D = r"(?P<d>\d{1,2}|[一二三四五六七八九十]{1,4})"
_DS = r"[日号號]"
_NOT_AFTER_NUM = rf"(?<![\d.{_CN_DIGITS}十两])"
_EN_MONTH = (r"(?P<mn>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
             r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?")
_ORD = r"(?:st|nd|rd|th)?"
_EN_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
               "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
_EN_MONTHS = {name: i for i, name in enumerate(
    ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), 1)}
_EN_YEAR_CONTEXT = r"(?:in|since|during|year|from|between|before|after|around|until|till|circa)"


@dataclass(frozen=True)
class _Point:
    """A calendar point as written; a missing year is filled from context when resolved.

    `year_shift` marks 同年 (0) / 次年 (1): the year is the previous mention's year plus it.
    """

    y: int | None
    m: int | None = None
    d: int | None = None
    year_shift: int | None = None


@dataclass(frozen=True)
class _Mention:
    """A date expression found in the text. Weak ones (a bare 五月, 15日, a bare 2010) only
    count as the second end of a range, where the first end gives them their meaning."""

    start: int
    end: int
    lo: _Point
    hi: _Point | None = None
    weak: bool = False


_Builder = Callable[[re.Match[str], date], _Mention | None]


def _month(raw: str) -> int:
    return 1 if raw == "元" else chinese_to_int(raw)


def _opt(m: re.Match[str], name: str) -> int | None:
    raw = m.groupdict().get(name)
    return None if raw is None else chinese_to_int(raw)


def _ymd(m: re.Match[str], today: date) -> _Mention:
    point = _Point(chinese_to_int(m["y"]), _month(m["m"]), chinese_to_int(m["d"]))
    return _Mention(m.start(), m.end(), point)


def _ym_pair(m: re.Match[str], today: date) -> _Mention:
    y = chinese_to_int(m["y"])
    return _Mention(m.start(), m.end(), _Point(y, _month(m["m"])), _Point(y, chinese_to_int(m["m2"])))


def _ym(m: re.Match[str], today: date) -> _Mention:
    return _Mention(m.start(), m.end(), _Point(chinese_to_int(m["y"]), _month(m["m"])))


def _y(m: re.Match[str], today: date) -> _Mention:
    return _Mention(m.start(), m.end(), _Point(chinese_to_int(m["y"])))


def _context_year(m: re.Match[str], today: date) -> _Mention:
    """"in 2010", "since 2010": the preposition makes a bare number a year (even 3025, which is
    then reported). The span is the year alone, so "between" and "from" stay outside it."""
    return _Mention(m.start("y"), m.end("y"), _Point(int(m["y"])))


def _loose_ym(m: re.Match[str], today: date) -> _Mention | None:
    """2010.3 / 2010-03: a date only when the month is real (else it is a number like 2010.35)."""
    month = int(m["m"])
    return _Mention(m.start(), m.end(), _Point(int(m["y"]), month)) if 1 <= month <= 12 else None


def _short_year_month(m: re.Match[str], today: date) -> _Mention:
    """17年4月: a two-digit year is read only with a month, the latest such year not after today."""
    year = 2000 + int(m["yy"])
    return _Mention(m.start(), m.end(), _Point(year if year <= today.year else year - 100, _month(m["m"])))


def _md(m: re.Match[str], today: date) -> _Mention:
    return _Mention(m.start(), m.end(), _Point(None, _month(m["m"]), chinese_to_int(m["d"])))


def _loose_md(m: re.Match[str], today: date) -> _Mention | None:
    """5.1号: May 1st, when it is a real month and day."""
    month, day = int(m["m"]), int(m["d"])
    return _Mention(m.start(), m.end(), _Point(None, month, day)) if 1 <= month <= 12 and 1 <= day <= 31 else None


def _bare_month(m: re.Match[str], today: date) -> _Mention:
    """5月 / 五月份 alone. 六月 in Chinese numerals without 份 is weak: 拘役六月 is a duration."""
    weak = not m["m"].isdigit() and not m["fen"]
    return _Mention(m.start(), m.end(), _Point(None, _month(m["m"])), weak=weak)


def _bare_day(m: re.Match[str], today: date) -> _Mention:
    return _Mention(m.start(), m.end(), _Point(None, None, chinese_to_int(m["d"])), weak=True)


_REL_YEARS = {"大前年": -3, "前年": -2, "去年": -1, "上一年": -1, "今年": 0, "the year before last": -2,
              "last year": -1, "this year": 0}
_SHIFT_YEARS = {"同年": 0, "当年": 0, "该年": 0, "是年": 0, "次年": 1, "翌年": 1, "第二年": 1}


def _relative_year(m: re.Match[str], today: date) -> _Mention | None:
    """去年, 去年3月, 去年3月5日; 同年3月28日 (the year of the previous mention)."""
    word = re.sub(r"\s+", " ", m["rel"].lower())
    raw_month = m.groupdict().get("m")
    month = None if raw_month is None else _month(raw_month)
    day = _opt(m, "d")
    if word in _SHIFT_YEARS:
        if month is None and _SHIFT_YEARS[word] == 0:
            return None  # 同年 alone adds nothing to the year it refers to
        return _Mention(m.start(), m.end(), _Point(None, month, day, year_shift=_SHIFT_YEARS[word]))
    return _Mention(m.start(), m.end(), _Point(today.year + _REL_YEARS[word], month, day))


def _add_months(day: date, months: int) -> tuple[int, int]:
    index = day.year * 12 + day.month - 1 + months
    return index // 12, index % 12 + 1


_REL_MONTHS = {"上上个月": -2, "上个月": -1, "上月": -1, "本月": 0, "这个月": 0, "这月": 0,
               "last month": -1, "this month": 0}


def _relative_month(m: re.Match[str], today: date) -> _Mention:
    year, month = _add_months(today, _REL_MONTHS[re.sub(r"\s+", " ", m["rel"].lower())])
    return _Mention(m.start(), m.end(), _Point(year, month, _opt(m, "d")))


_REL_DAYS = {"大前天": -3, "前天": -2, "昨天": -1, "昨日": -1, "今天": 0, "今日": 0,
             "the day before yesterday": -2, "yesterday": -1, "today": 0}


def _day_point(day: date) -> _Point:
    return _Point(day.year, day.month, day.day)


def _relative_day(m: re.Match[str], today: date) -> _Mention:
    day = today + timedelta(days=_REL_DAYS[re.sub(r"\s+", " ", m["rel"].lower())])
    return _Mention(m.start(), m.end(), _day_point(day))


def _week(m: re.Match[str], today: date, weeks_back: int) -> _Mention:
    monday = today - timedelta(days=today.weekday() + 7 * weeks_back)
    return _Mention(m.start(), m.end(), _day_point(monday), _day_point(monday + timedelta(days=6)))


def _relative_week(m: re.Match[str], today: date) -> _Mention:
    return _week(m, today, 0 if m["rel"].lower() in {"本周", "这周", "这个星期", "this week"} else 1)


def _ago(m: re.Match[str], today: date) -> _Mention:
    """三年前 is the calendar year three back; 两个月前 the calendar month; 3天前 the day."""
    raw, unit = m["n"].lower(), m["unit"].lower().removeprefix("个")
    if raw.startswith("half") or raw == "半":
        n, unit = (6, "月") if unit.startswith(("年", "y")) else (15, "天")
    else:
        n = _EN_NUMBERS.get(raw) or chinese_to_int(raw)
    if unit.startswith(("年", "y")):
        return _Mention(m.start(), m.end(), _Point(today.year - n))
    if unit.startswith(("个月", "月", "m")):
        year, month = _add_months(today, -n)
        return _Mention(m.start(), m.end(), _Point(year, month))
    if unit.startswith(("周", "星期", "礼拜", "w")):
        return _week(m, today, n)
    return _Mention(m.start(), m.end(), _day_point(today - timedelta(days=n)))


def _en_month(m: re.Match[str]) -> int:
    return _EN_MONTHS[m["mn"][:3].lower()]


def _en_full(m: re.Match[str], today: date) -> _Mention:
    return _Mention(m.start(), m.end(), _Point(int(m["y"]), _en_month(m), _opt(m, "d")))


def _en_partial(m: re.Match[str], today: date) -> _Mention | None:
    """March 15 without a year, month capitalised: lower-case "may 5" / "march 3" are verbs."""
    if not m["mn"][0].isupper():
        return None
    return _Mention(m.start(), m.end(), _Point(None, _en_month(m), int(m["d"])))


def _bare_year(m: re.Match[str], today: date) -> _Mention:
    """A bare 19xx/20xx: a year only as one end of a range (2010-2012); otherwise a number."""
    return _Mention(m.start(), m.end(), _Point(int(m["y"])), weak=True)


# Ordered by priority: at one position the longest match wins, then the earlier pattern.
_DATE_PATTERNS: tuple[tuple[re.Pattern[str], _Builder], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), builder) for pattern, builder in (
        (r"^\s*(?P<y>\d{4})\s*[.。!！]?\s*$", _y),
        (rf"{_Y}\s*年\s*{_M}\s*月\s*{_D}\s*{_DS}", _ymd),
        (rf"{_Y}\s*年\s*{_M}\s*(?:[、,和及与至到~～-]|--)\s*{_M2}\s*月(?:份)?", _ym_pair),
        (rf"{_Y}\s*年\s*{_M}\s*月(?:份)?", _ym),
        (rf"{_Y}\s*年(?:度)?", _y),
        (rf"(?<![\d.])(?P<yy>\d{{2}})\s*年\s*{_M}\s*月(?:份)?", _short_year_month),
        (rf"(?<![\d.])(?P<y>\d{{4}})\s*(?P<sep>[-/.])\s*(?P<m>\d{{1,2}})\s*(?P=sep)\s*(?P<d>\d{{1,2}})"
         rf"(?!\d)(?!\.\d)(?:\s*{_DS})?", _ymd),
        (r"(?<![\d.])(?P<y>(?:19|20)\d\d)\s*(?P<sep>[-/.])\s*(?P<m>\d{1,2})(?!\d)(?!\.\d)(?!\s*[元万千百%])",
         _loose_ym),
        (rf"(?<![\d年]){_M}\s*月\s*{_D}\s*{_DS}", _md),
        (rf"(?<![\d.])(?P<m>\d{{1,2}})\.(?P<d>\d{{1,2}})\s*{_DS}", _loose_md),
        (rf"(?<![\d年]){_M}\s*月(?P<fen>份)?", _bare_month),
        (rf"(?<![\d月]){_D}\s*{_DS}", _bare_day),
        # "我儿子今年19岁了" says an age, no date of the case (stranger16 q6 was asked which year applied)
        (rf"(?P<rel>大前年|前年|去年|上一年|今年|同年|当年|该年|是年|次年|翌年|第二年)"
         rf"(?!\s*(?:已经|都|才|刚|满)?\s*(?:\d{{1,3}}|[一二两三四五六七八九十]{{1,3}})\s*(?:岁|周岁))"
         rf"(?:\s*{_M}\s*月(?:份)?(?:\s*{_D}\s*{_DS})?)?", _relative_year),
        (r"\b(?P<rel>the\s+year\s+before\s+last|last\s+year|this\s+year)\b", _relative_year),
        (rf"(?P<rel>上上个月|上个月|上月|本月|这个月|这月)(?:\s*{_D}\s*{_DS})?", _relative_month),
        (r"\b(?P<rel>last\s+month|this\s+month)\b", _relative_month),
        (r"(?P<rel>大前天|前天|昨天|昨日|今天|今日)", _relative_day),
        (r"\b(?P<rel>the\s+day\s+before\s+yesterday|yesterday|today)\b", _relative_day),
        (r"(?P<rel>上个?星期|上个?礼拜|上周|本周|这周|这个星期)", _relative_week),
        (r"\b(?P<rel>last\s+week|this\s+week)\b", _relative_week),
        (rf"{_NOT_AFTER_NUM}(?P<n>\d{{1,3}}|[一二两三四五六七八九十]{{1,3}}|半)\s*"
         r"(?P<unit>年|个月|个星期|个礼拜|周|天|日)\s*(?:之|以)?前", _ago),
        (r"\b(?P<n>\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half\s+a)"
         r"\s+(?P<unit>years?|months?|weeks?|days?)\s+ago\b", _ago),
        (rf"\b{_EN_MONTH}\s*(?P<d>\d{{1,2}}){_ORD}\s*,?\s*(?P<y>\d{{4}})\b", _en_full),
        (rf"\b(?P<d>\d{{1,2}}){_ORD}\s+(?:of\s+)?{_EN_MONTH}\s*,?\s*(?P<y>\d{{4}})\b", _en_full),
        (rf"\b{_EN_MONTH}\s*,?\s*(?:of\s+)?(?P<y>\d{{4}})\b", _en_full),
        (rf"\b{_EN_MONTH}\s*(?P<d>\d{{1,2}}){_ORD}\b", _en_partial),
        (rf"\b(?P<d>\d{{1,2}}){_ORD}\s+(?:of\s+)?{_EN_MONTH}", _en_partial),
        (rf"\b{_EN_YEAR_CONTEXT}\s+(?:the\s+year\s+)?(?P<y>\d{{4}})\b", _context_year),
        (r"(?<![\d.,])(?P<y>(?:19|20)\d\d)(?![\d.,]|\s*[年元万千百%])", _bare_year),
    )
)

_RANGE_LINK = re.compile(r"\s*(?:至|到|~|～|〜|-|－|–|—|——|to|until|till|through|and)\s*", re.IGNORECASE)
_BETWEEN = re.compile(r"\bbetween\s*$", re.IGNORECASE)


def _select(candidates: list[tuple[int, int, int, _Mention]]) -> list[_Mention]:
    """Non-overlapping matches, left to right, longest first, then by pattern priority."""
    candidates.sort(key=lambda c: (c[0], c[0] - c[1], c[2]))
    chosen: list[_Mention] = []
    last_end = -1
    for start, end, _, payload in candidates:
        if start >= last_end:
            chosen.append(payload)
            last_end = end
    return chosen


def _find_mentions(text: str, today: date) -> list[_Mention]:
    candidates: list[tuple[int, int, int, _Mention]] = []
    for priority, (pattern, builder) in enumerate(_DATE_PATTERNS):
        for m in pattern.finditer(text):
            mention = builder(m, today)
            if mention is not None:
                candidates.append((mention.start, mention.end, priority, mention))
    return _link_ranges(text, _select(candidates))


def _link_ranges(text: str, mentions: list[_Mention]) -> list[_Mention]:
    """Join "A 至 B" into one range; B borrows the year (and month) A states. Drop lone weak ones."""
    linked: list[_Mention] = []
    i = 0
    while i < len(mentions):
        head = mentions[i]
        tail = mentions[i + 1] if i + 1 < len(mentions) else None
        if tail is not None and head.hi is None and tail.hi is None and _links(text, head, tail):
            lo = head.lo
            hi = tail.lo
            if hi.m is None:
                hi = replace(hi, m=lo.m)
            linked.append(_Mention(head.start, tail.end, lo, hi))
            i += 2
            continue
        if not head.weak:
            linked.append(head)
        i += 1
    return linked


def _links(text: str, head: _Mention, tail: _Mention) -> bool:
    gap = text[head.end:tail.start]
    if not _RANGE_LINK.fullmatch(gap):
        return False
    return gap.strip().lower() != "and" or bool(_BETWEEN.search(text[:head.start]))


# --------------------------------------------------------------------------- date resolution

_PROBLEMS: dict[str, dict[Language, str]] = {
    "year": {"zh": "“{src}”：{y}年不是合理的案件年份", "en": '"{src}": {y} is not a plausible year for a case'},
    "month": {"zh": "“{src}”：没有{m}月，月份只能是1到12", "en": '"{src}": there is no month {m} (months run from 1 to 12)'},
    "day": {"zh": "“{src}”：{y}年{m}月只有{n}天", "en": '"{src}": {month_name} {y} has only {n} days'},
    "future": {"zh": "“{src}”：这个日期晚于今天（{today}）", "en": '"{src}": this date is after today ({today})'},
    "reversed": {"zh": "“{src}”：结束时间早于开始时间", "en": '"{src}": the range ends before it starts'},
}


class _DateProblem(Exception):
    """A date as written that cannot be the case date; the message is ready for the user."""


def _problem(kind: str, language: Language, src: str, **values: object) -> _DateProblem:
    return _DateProblem(_PROBLEMS[kind][language].format(src=src, **values))


def _fill_year(point: _Point, context_year: int | None, today: date) -> int | None:
    """The point's year: as written, else from the mention before it, else the latest such
    month/day not after today ("3月15日" in June means this March, in January last March)."""
    if point.y is not None:
        return point.y
    if point.year_shift is not None:
        return None if context_year is None else context_year + point.year_shift
    if context_year is not None:
        return context_year
    if point.m is None:
        return None
    return today.year if (point.m, point.d or 1) <= (today.month, today.day) else today.year - 1


def _span(point: _Point, year: int, language: Language, src: str) -> tuple[date, date]:
    if year < MIN_YEAR:
        raise _problem("year", language, src, y=year)
    if point.m is None:
        return date(year, 1, 1), date(year, 12, 31)
    if not 1 <= point.m <= 12:
        raise _problem("month", language, src, m=point.m)
    last = calendar.monthrange(year, point.m)[1]
    if point.d is None:
        return date(year, point.m, 1), date(year, point.m, last)
    if not 1 <= point.d <= last:
        raise _problem("day", language, src, y=year, m=point.m, n=last, month_name=calendar.month_name[point.m])
    day = date(year, point.m, point.d)
    return day, day


def _window(mention: _Mention, years: tuple[int, int], src: str, language: Language, today: date,
            year_inferred: bool = False) -> DateWindow:
    """The window of a resolved mention (`years` of its two ends), or the problem with it."""
    start, end = _span(mention.lo, years[0], language, src)
    if mention.hi is not None:
        end = _span(mention.hi, years[1], language, src)[1]
        if end < start:
            raise _problem("reversed", language, src)
        precision: Precision = "range"
    else:
        precision = "day" if mention.lo.d is not None else "month" if mention.lo.m is not None else "year"
    if start > today:
        today_text = f"{today.year}年{today.month}月{today.day}日" if language == "zh" else today.isoformat()
        raise _problem("future", language, src, today=today_text)
    return DateWindow(start, min(end, today), precision, src, year_inferred)


_CLAUSE_END = re.compile(r"[,，。;；!！?？\n]")
_REFERENCE_AFTER = re.compile(
    r"出生|^\s*生(?:$|[)）\s])|施行|生效|修正|修订|颁布|公布|入刑|刑满释放"
    r"|\bborn\b|took effect|came into (?:force|effect)|\benacted\b|\bamended\b|released from prison",
    re.IGNORECASE,
)
_REFERENCE_BEFORE = re.compile(r"(?:出生于|生于|born(?:\s+(?:on|in))?\s*)$", re.IGNORECASE)


def _is_reference(text: str, start: int, end: int) -> bool:
    """A birth date or a law's date (…施行, …修正, …以后醉驾才入刑), not the date of the event."""
    after = _CLAUSE_END.split(text[end:end + 16], maxsplit=1)[0]
    return bool(_REFERENCE_AFTER.search(after) or _REFERENCE_BEFORE.search(text[max(0, start - 10):start]))


@dataclass(frozen=True)
class _Dates:
    window: DateWindow | None
    all_dates: list[DateWindow]
    problems: list[str]
    spans: list[tuple[int, int]]


def _extract_dates(text: str, original: str, today: date, language: Language) -> _Dates:
    """Dates in the normalised `text`; source texts are cut from `original` at the same offsets
    (normalising maps one character to one), so callers can find them in what the user wrote."""
    found: list[tuple[DateWindow, bool]] = []
    problems: list[str] = []
    spans: list[tuple[int, int]] = []
    context_year: int | None = None
    context_inferred = False  # the year of the mention before was itself inferred
    for mention in _find_mentions(text, today):
        year = _fill_year(mention.lo, context_year, today)
        if year is None:
            continue
        inferred = mention.lo.y is None and (context_year is None or context_inferred)
        tail_year = year if mention.hi is None else _fill_year(mention.hi, year, today) or year
        context_year, context_inferred = tail_year, inferred
        spans.append((mention.start, mention.end))
        try:
            window = _window(mention, (year, tail_year), original[mention.start:mention.end].strip(), language, today,
                             inferred)
        except _DateProblem as problem:
            problems.append(str(problem))
            continue
        found.append((window, _is_reference(text, mention.start, mention.end)))
    events = [w for w, reference in found if not reference] or [w for w, _ in found]
    best = min(events, key=lambda w: (w.start, w.end), default=None)
    return _Dates(best, [w for w, _ in found], problems, spans)


# --------------------------------------------------------------------------- articles

_ARTICLE_ZH = re.compile(
    rf"(?P<di>第)?\s*(?P<nums>{ARTICLE_NUMBER}(?:\s*[、,]\s*(?:第\s*)?{ARTICLE_NUMBER})*)\s*条"
    r"(?:\s*之\s*(?P<sub>\d+|[一二三四五六七八九十]+))?"
)
_ARTICLE_EN = re.compile(
    r"\b(?:articles?|arts?\.?)\s*(?P<nums>\d+(?:\s*-\s*\d+)?(?:\s*(?:,|and|&)\s*\d+(?:\s*-\s*\d+)?)*)",
    re.IGNORECASE,
)
# What may stand between a law's name and the article that belongs to it ("刑法第74条",
# "《刑法》（2011修正）中的第74条", "Criminal Law, Art. 74"), and between articles of one list.
_LAW_GAP = re.compile(r"[\s》」\"”'),]*(?:\([^()]{1,20}\)\s*)?(?:中|里|里面|规定|所规定|'s)?的?\s*")
_LIST_GAP = re.compile(r"[\s、,;]*(?:和|及|与|以及|或|或者|and|or|&)?[\s、,]*", re.IGNORECASE)
_SUB_PARTS = re.compile(r"第[^第条款项,，。;；]{1,8}?[款项]")
_LAW_AFTER = re.compile(r"\s*,?\s*(?:of|in|under)\s+", re.IGNORECASE)


@dataclass(frozen=True)
class _ArticleMatch:
    start: int
    end: int
    items: tuple[tuple[int, int], ...]
    explicit: bool
    english: bool


def _article_matches(text: str) -> list[_ArticleMatch]:
    matches: list[_ArticleMatch] = []
    for m in _ARTICLE_ZH.finditer(text):
        numbers = [chinese_to_int(n) for n in re.findall(ARTICLE_NUMBER, m["nums"])]
        sub = 0 if m["sub"] is None else chinese_to_int(m["sub"])
        items = tuple((n, 0) for n in numbers[:-1]) + ((numbers[-1], sub),)
        matches.append(_ArticleMatch(m.start(), m.end(), items, m["di"] is not None, english=False))
    for m in _ARTICLE_EN.finditer(text):
        items = tuple((int(a), int(b or 0)) for a, b in re.findall(r"(\d+)(?:\s*-\s*(\d+))?", m["nums"]))
        matches.append(_ArticleMatch(m.start(), m.end(), items, explicit=True, english=True))
    return matches


def _extract_articles(text: str, laws: list[LawMention]) -> tuple[list[ArticleRef], list[tuple[int, int]]]:
    """Article references with the law each belongs to.

    A law binds the articles right after it and the rest of their list (刑法第234、275条,
    刑法第二百三十四条、第二百七十五条); an English article binds a law right after it
    ("Article 74 of the Criminal Law"). A number + 条 without 第 counts only after a law or in a
    list ("刑法74条"), so "3条建议" is not an article.
    """
    events: list[LawMention | _ArticleMatch] = sorted([*laws, *_article_matches(text)], key=lambda e: e.start)
    refs: list[ArticleRef] = []
    spans: list[tuple[int, int]] = []
    current: str | None = None
    previous: LawMention | _ArticleMatch | None = None
    for index, event in enumerate(events):
        if not isinstance(event, _ArticleMatch):
            current = event.law if event.binds else None
            previous = event
            continue
        gap = text[previous.end:event.start] if previous is not None else text[:event.start]
        if isinstance(previous, _ArticleMatch):
            connected = bool(_LIST_GAP.fullmatch(_SUB_PARTS.sub("", gap)))
        else:
            connected = previous is not None and bool(_LAW_GAP.fullmatch(gap))
        if not connected and not event.explicit:
            continue
        law = current if connected else None
        following = events[index + 1] if index + 1 < len(events) else None
        if (event.english and following is not None and not isinstance(following, _ArticleMatch)
                and following.binds and _LAW_AFTER.fullmatch(text[event.end:following.start])):
            law = following.law
        current = law
        previous = event
        spans.append((event.start, event.end))
        refs.extend(ArticleRef(law, number, sub) for number, sub in event.items if number > 0)
    return list(dict.fromkeys(refs)), spans


# --------------------------------------------------------------------------- segmentation

# Terms jieba must keep whole: the law names and the legal vocabulary retrieval matches on.
_LEGAL_TERMS = (
    "缓刑", "累犯", "首要分子", "犯罪集团", "取保候审", "监视居住", "有期徒刑", "无期徒刑", "拘役",
    "罚金", "没收财产", "剥夺政治权利", "正当防卫", "防卫过当", "紧急避险", "自首", "立功", "坦白",
    "数罪并罚", "危险驾驶", "醉酒驾驶", "醉驾", "酒驾", "交通肇事", "故意伤害", "故意杀人", "过失致人死亡",
    "盗窃", "诈骗", "抢劫", "抢夺", "敲诈勒索", "寻衅滋事", "聚众斗殴", "非法侵入住宅", "职务侵占",
    "挪用公款", "挪用资金", "受贿", "行贿", "贪污", "强奸", "猥亵儿童", "强制猥亵", "非法拘禁",
    "虚开增值税专用发票", "刑事责任年龄", "刑事责任", "追诉时效", "诉讼时效", "从旧兼从轻",
    "法定继承", "遗嘱继承", "遗赠扶养协议", "代位继承", "转继承", "继承人", "被继承人", "遗产",
    "违约责任", "侵权责任", "不当得利", "无因管理", "定金", "违约金", "精神损害赔偿", "股东会",
    "董事会", "监事会", "有限责任公司", "股份有限公司", "法定代表人", "注册资本", "股权转让",
    "起诉状", "管辖", "上诉", "再审", "强制执行", "财产保全", "先予执行", "举证责任", "一审", "二审",
    "刑事附带民事诉讼", "附带民事诉讼", "逮捕", "刑事拘留", "羁押", "辩护人", "法律援助",
    "犯罪嫌疑人", "被告人", "被害人", "入职", "离职", "劳动合同", "公诉机关", "人民检察院", "人民法院", "刑法修正案",
)

_STOPWORDS = frozenset(
    """
    的 了 在 是 我 有 和 就 也 都 而 及 与 着 或 个 之 其 该 于 为 以 则 并 且 把 被 对 从 向 让 给 由
    这 那 你 他 她 它 我们 你们 他们 她们 它们 自己 人家 大家 咱们
    一个 一些 一下 一点 一种 一样 这个 那个 这些 那些 这样 那样 这种 那种 这里 那里 哪里 哪些 哪个
    什么 怎么 怎么办 怎样 如何 为什么 为何 多少 几 吗 呢 吧 啊 呀 哦 嗯 哈 嘛 么
    请问 请 问 您好 你好 谢谢 麻烦 想 想问 想知道 知道 咨询 一下子 现在 目前 当时 然后 后来
    因为 所以 但是 但 可是 如果 假如 要是 虽然 即使 而且 并且 或者 还是 以及 还有 另外 其他 其它
    可以 能 能否 能不能 会 会不会 要 需要 应该 是否 是不是 有没有 没有 没 不是 已经 已 还 又 再 都是
    就是 只是 只 很 太 非常 比较 更 最 特别 十分 其实 真的 可能 大概 左右 等 等等 等到 之后 以后
    之前 以前 期间 其间 时候 时 时许 许 上述 有关 关于 对于 根据 按照 依照 依据 通过 经过 进行
    the a an of to in on at by for with from as is are was were be been being am do does did
    i me my mine we our you your he him his she her it its they them their this that these those
    and or but if then so than too very can could would should will shall may might must not no
    what which who whom whose when where why how there here about into over under after before
    have has had having just also any some such only own same other more most much many please
    between during since until ago last say says said tell know want get got
    同年 当年 那年 那时 那时候 一次 有过 还有 怎么样 情况 问题
    """.split()
)


_tokenizer_lock = threading.Lock()
_tokenizer_instance: jieba.Tokenizer | None = None


def _tokenizer() -> jieba.Tokenizer:
    """A private jieba tokenizer with the legal vocabulary, built once.

    Private so other users of jieba's global tokenizer cannot change how the index segments.
    """
    global _tokenizer_instance
    with _tokenizer_lock:
        if _tokenizer_instance is None:
            jieba.setLogLevel(logging.WARNING)
            tokenizer = jieba.Tokenizer()
            tokenizer.initialize()
            names = [*CORPUS_LAWS, *(law.removeprefix("中华人民共和国") for law in CORPUS_LAWS)]
            for word in (*names, "民诉法", "刑诉法", *_LEGAL_TERMS):
                tokenizer.add_word(word)
            _tokenizer_instance = tokenizer
        return _tokenizer_instance


def words(text: str) -> list[str]:
    """Every jieba token of `text` in order, punctuation and spaces included ("".join gives the
    text back): what a word-level diff of two wordings compares."""
    return cast("list[str]", _tokenizer().lcut(text))  # jieba is untyped


def segment(text: str) -> list[str]:
    """jieba tokens for BM25 (statutes and queries alike): half-width, lowercased, without
    punctuation, whitespace or stopwords, in text order. Deterministic for a given text."""
    tokens = _tokenizer().lcut(_normalise(text).lower())
    return [t for t in (tok.strip() for tok in tokens)
            if t and any(ch.isalnum() for ch in t) and t not in _STOPWORDS]


# Single characters that still carry a legal meaning in a question (偷 = theft, 赌 = gambling …).
_MEANINGFUL_SINGLES = frozenset("偷抢骗杀打赌毒债赃嫖娼")
# Numbers and numeral + measure words (两个, 一年, 第二款): no retrieval value on their own.
_NUMBER = re.compile(r"[\d.,%]+|第?[零〇○一二两三四五六七八九十百千万亿半几]+[个名次份条款项年月天日号岁周]?")


def _keywords(text: str, spans: list[tuple[int, int]]) -> list[str]:
    """Content words of what is left once dates, laws and articles are taken out."""
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    words = [w for w in segment("".join(chars))
             if not _NUMBER.fullmatch(w) and (len(w) > 1 or w in _MEANINGFUL_SINGLES)]
    return list(dict.fromkeys(words))


# --------------------------------------------------------------------------- entry point


def _chinese_terms(text: str, laws: list[str]) -> tuple[str, ...]:
    """For an English message: the glossary's Chinese for its legal words, and the short Chinese
    titles of the laws it names in English."""
    titles = [law.removeprefix("中华人民共和国") for law in laws]
    return tuple(dict.fromkeys([*glossary().translate(text), *titles]))


def date_window(text: str, today: date) -> DateWindow | None:
    """The case window `analyze` reads from `text`, and nothing else: a clause of a message whose
    own date is wanted (core.applicable_date) needs no second analysis of laws and keywords."""
    normal = _normalise(text)
    return _extract_dates(normal, text, today, text_language(normal)).window


#: How a question asks whether something is lawful ("这合法吗", "是否合法"): the asking, not what is searched for;
#: "合法" as a keyword brought 劳动合同法 第二十六条 (无效) and 第九十三条 (合法经营资格) before the article on a
#: leaving certificate for "公司说不给开离职证明，合法吗？" (session 36).
ASKS_WHETHER_LAWFUL = re.compile(r"(?:这样|这么做|这种做法|这个|这)?(?:是否|是不是)?(?:合法|违法|合理|合规)(?:吗|么|嘛|不|呢)?(?=[？?。！!\s]|$)|合不合法|合不合理")


def analyze(text: str, today: date, use_glossary: bool = True, extra_terms: tuple[str, ...] = ()) -> QueryAnalysis:
    """Everything retrieval needs from one message; `today` anchors 去年, last month and the
    rule that a case date cannot lie in the future. An English message gets the Chinese words
    of its legal terms from the glossary (`use_glossary=False` measures retrieval without it),
    the statutory words those terms call for,
    and `extra_terms` (a model's rewrite into Chinese, when one is measured)."""
    original, text = text, _normalise(text)
    language = text_language(text)
    dates = _extract_dates(text, original, today, language)
    mentions = find_law_mentions(text)
    articles, article_spans = _extract_articles(text, mentions)
    laws = [m.law for m in mentions if m.covered]
    uncovered = [m.law for m in mentions if not m.covered]
    spans = dates.spans + article_spans + [(m.start, m.end) for m in mentions] + \
        [m.span() for m in ASKS_WHETHER_LAWFUL.finditer(text)]
    chinese: tuple[str, ...] = ()
    if language == "en":
        terms = tuple(dict.fromkeys([*(_chinese_terms(text, laws) if use_glossary else ()), *extra_terms]))
        chinese = (*terms, *statutory_words(" ".join(terms)))
    statutory = statutory_words(text) if language == "zh" else ()
    keywords = _keywords(" ".join([text, *statutory]), spans)
    return QueryAnalysis(
        window=dates.window,
        all_dates=dates.all_dates,
        date_problems=dates.problems,
        laws=list(dict.fromkeys(laws)),
        uncovered_laws=list(dict.fromkeys(uncovered)),
        articles=articles,
        keywords=list(dict.fromkeys([*keywords, *_keywords(" ".join(chinese), [])])),
        language=language,
        chinese_terms=chinese,
        statutory_terms=statutory,
    )
