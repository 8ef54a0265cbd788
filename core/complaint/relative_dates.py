"""Relative dates in a user's story ("今年7月8日", "去年3月", "上个月15号", "前天") as a complaint writes
them: absolute, reckoned from the day the message was received. A complaint is read months later,
when "上个月" no longer says which month. Where the words give no day ("上个月"), none is written:
the month is what the user said ("2026年11月").

`resolve` rewrites a message; `resolved` lists the absolute dates it wrote, which is what
`checks.nothing_invented` accepts as derived from the user's words (and nothing else).
"""

from __future__ import annotations

import re
from datetime import date, timedelta

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


def _number(text: str) -> int:
    return int(text) if text.isdigit() else chinese_to_int(text)


def _shift_month(day: date, months: int) -> tuple[int, int]:
    index = day.year * 12 + day.month - 1 + months
    return index // 12, index % 12 + 1


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
        year, month = _shift_month(received, _MONTH_WORD[match.group(1)])
        written = _written(year, month, _number(match.group(2)) if match.group(2) else None)
        if written:
            out.append((match, written))
    for match in _DAY.finditer(text):
        day = received + timedelta(days=_DAY_WORD[match.group(1)])
        out.append((match, f"{day.year}年{day.month}月{day.day}日"))
    return sorted(out, key=lambda pair: pair[0].start())


def resolve(text: str, received: date) -> str:
    """`text` with each relative date written as the absolute one it means on `received`."""
    parts, end = [], 0
    for match, written in _replacements(text, received):
        if match.start() < end:
            continue
        parts += [text[end:match.start()], written]
        end = match.end()
    return "".join(parts) + text[end:]


def resolved(text: str, received: date) -> list[str]:
    """The absolute dates `resolve` writes for `text`: derived from the user's words, not invented."""
    return [written for _, written in _replacements(text, received)]
