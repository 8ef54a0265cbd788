"""Relative dates in a user's story ("今年7月8日", "去年3月", "上个月15号", "前天") as a complaint writes
them: absolute, reckoned from the day the message was received. A complaint is read months later,
when "上个月" no longer says which month. Where the words give no day ("上个月"), none is written:
the month is what the user said ("2026年11月"). A month or day without its year ("到了5月", "从5月12号
开始算") is in the year the story last named (a birth is none), or the next one when it would fall
before that date and not after the day received: a story is told in order, a claim looks back.

`conversation` resolves each message with the ones before it as the story so far; `resolved` lists
the absolute dates written, which is what `checks.nothing_invented` accepts as derived from the
user's words (and nothing else).
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from index.common.months import shift_months
from index.common.text import chinese_to_int

_NUMBER = r"(?:\d{1,2}|[一二三四五六七八九十]{1,3})"
_YEAR_WORD = {"前年": -2, "去年": -1, "今年": 0, "明年": 1}
_MONTH_WORD = {"上上个月": -2, "上个月": -1, "上月": -1, "这个月": 0, "本月": 0, "下个月": 1, "下月": 1}
_DAY_WORD = {"大前天": -3, "前天": -2, "昨天": -1, "昨日": -1, "今天": 0, "今日": 0}

#: a year word, with the month and day that may follow it; "去年（2025年）4月" gave its year and is left as said
_YEAR = re.compile(rf"(?<!过)(前年|去年|今年|明年)(?![（(]\d{{4}}年)(?:({_NUMBER})月份?(?:({_NUMBER})[日号])?)?"
                   r"(?!\d*岁|[一二三四五六七八九十]+岁)")
_MONTH = re.compile(rf"(上上个月|上个月|上月|这个月|本月|下个月|下月)(?:的)?(?:({_NUMBER})[日号])?")
_DAY = re.compile(r"(大前天|前天|昨天|昨日|今天|今日)")
#: a month, or a month and day, said without a year ("到了5月", "10月1日"); not "3个月", "每月", "2025年5月",
#: "去年（2025年）4月", nor the end of a range, which reads in its start's year ("2025年4月至8月"); "拖到9月15日才完工" is a day
#: of its own (D144)
_NO_YEAR = re.compile(rf"(?<![\d年个每上下本）)至~\-—])(?<![\d月日号年]到)(?<!月份)({_NUMBER})月(?:份)?(?:({_NUMBER})[日号])?(?![\d份]*个)")
#: the last date the story named with its year: what a month said alone belongs to
_WITH_YEAR = re.compile(r"(\d{4})年(?:(\d{1,2})月(?:(\d{1,2})日)?)?")
#: a party's birth ("1985年3月4日出生", "出生日期：1985年…", "1975年的"), which is no date of the story
_BIRTH_AFTER = re.compile(r"(?:出生|生人|生|的(?=[，,。；;\s]|$))")
_BIRTH_BEFORE = re.compile(r"出生|生日")


def _number(text: str) -> int:
    return int(text) if text.isdigit() else chinese_to_int(text)


def _written(year: int, month: int | None = None, day: int | None = None) -> str | None:
    """"2026年7月8日", "2026年11月" or "2025年"; None for a month or day no calendar has."""
    if month is None:
        return f"{year}年"
    if not 1 <= month <= 12:
        return None
    if day is None:
        return f"{year}年{month}月"
    try:
        date(year, month, day)
    except ValueError:
        return None
    return f"{year}年{month}月{day}日"


def _replacements(text: str, received: date) -> list[tuple[re.Match, str]]:
    out = []
    for match in _YEAR.finditer(text):
        year = received.year + _YEAR_WORD[match.group(1)]
        bare = match.group(2) is None
        if bare and match.group(1) in ("今年", "明年") and not re.match(r"[底初]|年底|年初|上半年|下半年", text[match.end():]):
            continue  # "今年生意不好": a time word, no date of the story
        month = None if bare else _number(match.group(2))
        written = _written(year, month, _number(match.group(3)) if match.group(3) else None)
        if written:
            out.append((match, written))
    for match in _MONTH.finditer(text):
        shifted = shift_months(received, _MONTH_WORD[match.group(1)])
        year, month = shifted.year, shifted.month
        written = _written(year, month, _number(match.group(2)) if match.group(2) else None)
        if written:
            out.append((match, written))
    for match in _DAY.finditer(text):
        day = received + timedelta(days=_DAY_WORD[match.group(1)])
        out.append((match, f"{day.year}年{day.month}月{day.day}日"))
    return sorted(out, key=lambda pair: pair[0].start())


#: How far back a day said without its year is still plainly this year's or last month's: "5月借的" told in November
#: may be any year's, and stays as said.
RECENT_MONTHS = 2
#: What follows a date said of something done ("去洗的车", "借了", "买的"): it lies in the past.
_HAPPENED = re.compile(r"^[^，,。；;]{0,10}?(?:的|了)")  # "10月20号我通过迅达快递寄了…" (D117)
#: What promises a day to come ("说好2月还", "约定3月交房"): a month said after it may be the next year's.
_PROMISED = re.compile(r"(?:说好|约定|答应|承诺|定在|计划|保证)[^，,。；;]{0,6}$")


#: A year that names a thing's model, not a day of the story: "一辆2019年的大众朗逸二手车", "2019款" (D165, session 51: "9月份" after
#: it was written 2019年9月, and the complaint cited 合同法, repealed before the purchase in 2026).
_MODEL_YEAR_AFTER = re.compile(r"款|的[^，,。；;\d]{0,8}?(?:车|款)")


def _story_dates(text: str) -> list[re.Match[str]]:
    """The dates `text` names with their year, a party's birth and a thing's model year left out."""
    def born(found: re.Match[str]) -> bool:  # "出生日期：1985年…", not a birth told in the sentence before ("…出生。2026年8月15日")
        lead = re.split(r"[。；;！!？?\n]", text[max(0, found.start() - 8):found.start()])[-1]
        return bool(_BIRTH_AFTER.match(text, found.end()) or _BIRTH_BEFORE.search(lead))

    def model(found: re.Match[str]) -> bool:
        return not found.group(2) and bool(_MODEL_YEAR_AFTER.match(text, found.end()))

    return [found for found in _WITH_YEAR.finditer(text) if not born(found) and not model(found)]


def _in_story_year(month: int, day: int | None, before: str, received: date, after: str = "") -> str | None:
    """A month (and day) said alone, in the year of the last dated thing in `before`, or the next year when
    it would come before it and that is no later than `received` ("2024年11月借，说好2月还"; a claim's
    "从5月12号开始算" looks back); with no year named, the last such day before `received`, within two months, when
    what follows says it happened ("11月2号去洗的车"), else None."""
    last = next(reversed(_story_dates(before)), None)
    if last is None:  # no year told: "11月2号去洗的车" (D86), a month ago, is the last such day before the message
        year = received.year if (month, day or 1) <= (received.month, received.day) else received.year - 1
        recent = (received.year - year) * 12 + received.month - month <= RECENT_MONTHS
        return _written(year, month, day) if recent and _HAPPENED.search(after) else None
    year = int(last.group(1))
    # the next year only when the day comes before everything the story dated in that year: "2024年11月借，说好2月还";
    # "2025年3月1号签了合同，定在2025年10月1号…9月20号酒店取消" (D90) is 2025's September
    # A month just before them is looking back ("2025年10月15日被辞退……9月和10月的工资没发", D130, had been 2026's
    # September): only a promise ("说好2月还") or a month further back is the next year's.
    # a month listed right after a later one runs on into the next year: "从2025年12月开始就没交房租，12月、1月、2月三个月都欠着"
    # (D164, session 51: 1月 and 2月 had been written 2025's)
    if re.search(r"[、和]\s*$", before) and last.group(2) and month < int(last.group(2)) \
            and (year + 1, month, day or 1) <= (received.year, received.month, received.day):
        return _written(year + 1, month, day)
    told = [(int(m.group(2) or 1), int(m.group(3) or 1)) for m in _WITH_YEAR.finditer(before) if int(m.group(1)) == year]
    ahead = _PROMISED.search(before[-12:]) or all(then[0] - month > RECENT_MONTHS for then in told)
    if ahead and all((month, day or 31) < then for then in told) \
            and (year + 1, month, day or 1) <= (received.year, received.month, received.day):
        year += 1
    return _written(year, month, day)


#: A day counted from the story's last dated day ("2026年8月15日……第二天我在他家屋顶干活", D132).
_NEXT_DAY = re.compile(r"第二天|次日|第三天")
_NEXT_DAYS = {"第二天": 1, "次日": 1, "第三天": 2}


def _after_last_day(text: str, before: str) -> tuple[str, list[str]]:
    """`text` with "第二天"/"次日" written as the day after the last full date told before it (in `before` or earlier in
    `text`), a birth excepted; left as said when no full date comes before it."""
    parts, written, end = [], [], 0
    for match in _NEXT_DAY.finditer(text):
        told = [m for m in _story_dates(before + "\n" + text[:match.start()]) if m.group(3)]
        if not told:
            continue
        last = told[-1]
        try:
            day = date(int(last.group(1)), int(last.group(2)), int(last.group(3))) + timedelta(days=_NEXT_DAYS[match.group(0)])
        except ValueError:
            continue
        words = f"{day.year}年{day.month}月{day.day}日"
        parts += [text[end:match.start()], words]
        written.append(words)
        end = match.end()
    return "".join(parts) + text[end:], written


def _resolve(text: str, received: date, before: str) -> tuple[str, list[str]]:
    """`text` with each relative date written as the absolute one it means on `received`, and a month said
    alone in the year of the story told `before` it; with the dates written."""
    parts, written_all, end = [], [], 0
    for match, written in _replacements(text, received):
        if match.start() < end:
            continue
        parts += [text[end:match.start()], written]
        written_all.append(written)
        end = match.end()
    text = "".join(parts) + text[end:]
    parts, end = [], 0
    for match in _NO_YEAR.finditer(text):
        in_year = _in_story_year(_number(match.group(1)), _number(match.group(2)) if match.group(2) else None,
                                 before + "\n" + "".join(parts) + text[end:match.start()], received, text[match.end():])
        if in_year:
            parts += [text[end:match.start()], in_year]
            written_all.append(in_year)
            end = match.end()
    text, next_days = _after_last_day("".join(parts) + text[end:], before)
    return text, written_all + next_days


def conversation(said: list[str], received: list[str]) -> list[tuple[str, list[str]]]:
    """Each message (with the ISO day it was received) resolved, the ones before it as the story so far:
    (the message as resolved, the absolute dates written into it). `received` lists the last messages' days:
    an intake stored before days were kept has none for its first messages, which stay as said."""
    days = [None] * (len(said) - len(received)) + [date.fromisoformat(day) for day in received]
    out: list[tuple[str, list[str]]] = []
    for text, day in zip(said, days):
        before = "\n".join(resolved_text for resolved_text, _ in out)
        out.append(_resolve(text, day, before) if day else (text, []))
    return out


def resolved(said: list[str], received: list[str]) -> list[str]:
    """Every absolute date `conversation` writes: derived from the user's words, not invented."""
    return [written for _, dates in conversation(said, received) for written in dates]
