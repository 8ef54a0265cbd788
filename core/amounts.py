"""The amounts, percentages, durations and dates a text states, normalised so that 8万元, 80000元
and 八万元 (or 30日, 三十日, 30 days) compare equal.

A reply may state only figures it was given: the question's or the cited articles'. A figure
from nowhere (an amount changed, a time limit invented) is a legal error code can see.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from index.common.text import chinese_to_int, has_han


@dataclass(frozen=True)
class Amount:
    """`value` in the base unit (元, 日, 月, 年, %, 倍, 小时, 岁, or a date as YYYYMMDD), `words` as written."""

    value: float
    unit: str
    words: str


_CN = "零〇一二两三四五六七八九十百千万亿"
_NUMBER = rf"(?:\d+(?:,\d{{3}})*(?:\.\d+)?|[{_CN}]+)"
_ZH_UNITS = {"元": "元", "块": "元", "%": "%", "倍": "倍", "日": "日", "天": "日", "个工作日": "工作日", "工作日": "工作日",
             "个月": "月", "月": "月", "年": "年", "周": "周", "小时": "小时", "岁": "岁", "周岁": "岁"}
#: The unit words as one alternation, longest first ("周岁" before "周").
ZH_UNIT = "|".join(sorted(_ZH_UNITS, key=len, reverse=True))
_ZH_AMOUNT = re.compile(
    rf"(?<![第\d{_CN}])(?P<percent>百分之)?(?P<num>{_NUMBER})\s*(?P<mult>[万千亿])?\s*(?P<unit>{ZH_UNIT})?")
_ZH_DATE = re.compile(r"(?P<y>\d{4}|[〇零一二三四五六七八九]{4})年(?:(?P<m>\d{1,2}|[一二三四五六七八九十]{1,2})月(?:(?P<d>\d{1,2}|[一二三四五六七八九十]{1,3})日)?)?")
_ISO_DATE = re.compile(r"\b(?P<y>\d{4})-(?P<m>\d{1,2})(?:-(?P<d>\d{1,2}))?\b")
_EN_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
             "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "sixty": 60, "half": 0.5}
_EN_UNITS = {"yuan": "元", "rmb": "元", "cny": "元", "%": "%", "percent": "%", "per cent": "%", "times": "倍", "days": "日",
             "day": "日", "working days": "工作日", "months": "月", "month": "月", "years": "年", "year": "年",
             "weeks": "周", "week": "周", "hours": "小时", "hour": "小时", "years old": "岁"}
_EN_AMOUNT = re.compile(
    r"(?:(?P<cur>RMB|CNY|¥|￥)\s*)?(?P<num>\d+(?:,\d{3})*(?:\.\d+)?|" + "|".join(_EN_WORDS) + r")\s*(?P<mult>thousand|million|k)?\s*"
    r"(?P<unit>working days|years old|per cent|percent|yuan|rmb|cny|%|times|days?|months?|years?|weeks?|hours?)?\b", re.IGNORECASE)
_EN_MULT = {"thousand": 1000, "k": 1000, "million": 1_000_000}
_ZH_MULT = {"万": 10000, "千": 1000, "亿": 100_000_000}


def _number(text: str) -> float:
    text = text.replace(",", "")
    if re.fullmatch(r"\d+(?:\.\d+)?", text):
        return float(text)
    return float(chinese_to_int(text))


def _date(match: re.Match) -> Amount | None:
    try:
        year = _number(match.group("y"))
        month = _number(match.group("m")) if match.group("m") else 0
        day = _number(match.group("d")) if match.group("d") else 0
    except ValueError:
        return None
    return Amount(year * 10000 + month * 100 + day, "date", match.group(0))


def amounts(text: str, lang: str) -> list[Amount]:
    """Every figure with a unit in `text` (bare numbers and article numbers are not amounts)."""
    found: list[Amount] = []
    taken: list[tuple[int, int]] = []
    for match in list(_ZH_DATE.finditer(text)) + list(_ISO_DATE.finditer(text)):
        if (amount := _date(match)) is not None:
            found.append(amount)
            taken.append(match.span())
    if lang == "zh" or has_han(text):
        for match in _ZH_AMOUNT.finditer(text):
            # "对方要我赔5万": ten thousands with no unit are yuan in everyday Chinese (stranger42 w10 flagged the reply's 5万元)
            bare_wan = match.group("mult") == "万" and not match.group("unit") and re.match(r"\d", match.group("num"))
            if any(a <= match.start() < b for a, b in taken) or not (match.group("unit") or match.group("percent") or bare_wan):
                continue
            try:
                value = _number(match.group("num"))
            except ValueError:
                continue
            value *= _ZH_MULT.get(match.group("mult") or "", 1)
            unit = "%" if match.group("percent") else _ZH_UNITS[match.group("unit") or "元"]
            found.append(Amount(value, unit, match.group(0)))
        # "应当双倍返还定金" (民法典 第五百八十七条) is a multiple like 三倍: 10万元 for a 5万元 deposit is the article's figure
        found += [Amount(2.0, "倍", match.group(0)) for match in re.finditer("双倍", text)]
    for match in _EN_AMOUNT.finditer(text):
        if any(a <= match.start() < b for a, b in taken) or not (match.group("unit") or match.group("cur")):
            continue
        raw = match.group("num").lower()
        value = float(_EN_WORDS[raw]) if raw in _EN_WORDS else _number(raw)
        value *= _EN_MULT.get((match.group("mult") or "").lower(), 1)
        unit = _EN_UNITS[(match.group("unit") or "yuan").lower()]
        found.append(Amount(value, unit, match.group(0).strip()))
    return found


#: A rate a month as the user states it ("月利率3%", "月息2%").
_MONTHLY_RATE = re.compile(r"月(?:利率|息)[^，。；%％\d]{0,4}(\d+(?:\.\d+)?)\s*[%％]")
#: ... and in the everyday 分, one per cent a month ("月息3分", "两分利"; stranger81 w7, session 53, blind: "约定月息3分" was told
#: "法院会支持借款人的利息，因为……超过……四倍的除外").
_MONTHLY_FEN = re.compile(r"月(?:利率|息)(?:是|为|约定)?\s*(\d+(?:\.\d+)?|[一二两三四五六七八九])\s*分(?![之钟])|"
                          r"(?<![\d.])(\d+(?:\.\d+)?|[一二两三四五六七八九])\s*分(?:利|息)")


def monthly_fen(text: str) -> str | None:
    """The per cent a month a rate said in 分 gives ("月息3分" → "3", "两分利" → "2"), or None."""
    found = _MONTHLY_FEN.search(text)
    if found is None:
        return None
    figure = found.group(1) or found.group(2)
    return figure if figure[0].isdigit() else str(chinese_to_int(figure))


def unsupported(reply: str, sources: list[str], lang: str) -> list[Amount]:
    """The reply's figures that none of `sources` states (same value and unit; a date matches one
    in the sources, or a month or year that contains it; an amount may be a stated amount times a
    stated multiple or percentage)."""
    # statutes write some figures in full-width forms ("当月工资的２０％", 工资支付暂行规定 第十六条): "20%" quoting it is the article's
    sources = [unicodedata.normalize("NFKC", source) for source in sources]
    stated = [a for source in sources for a in amounts(source, "zh" if has_han(source) else lang)]
    known = {(a.value, a.unit) for a in stated}
    # A figure worked out from them: the price times the article's multiple (三倍), or a percentage of it.
    factors = [a.value for a in stated if a.unit == "倍"] + [a.value / 100 for a in stated if a.unit == "%"]
    known |= {(round(a.value * f, 2), a.unit) for a in stated if a.unit == "元" for f in factors}
    # A share of a sum for part of a stated time: a training cost's unserved share (20000元 × (5年 − 2年) ÷ 5年 = 12000元,
    # core/service_period.py), the time in months so that years and months compare.
    months = {a.value * (12 if a.unit == "年" else 1) for a in stated if a.unit in ("年", "月")}
    shares = {part / whole for whole in months for part in (*months, *(whole - m for m in months)) if 0 < part < whole}
    known |= {(round(a.value * share, 2), a.unit) for a in stated if a.unit == "元" for share in shares}
    # A monthly rate a year ("月利率3%" → 36 %, core/rate_over_cap.py).
    known |= {(round(float(m.group(1)) * 12, 2), "%") for source in sources for m in _MONTHLY_RATE.finditer(source)}
    known |= {(round(float(fen) * factor, 2), "%") for source in sources if (fen := monthly_fen(source)) for factor in (1, 12)}
    # A year worked out from them: a stated year plus one or two stated spans of years ("2019年……约定一年后还" and the
    # article's "三年": 2020, 2023; stranger41 v1, where code reckoned a limitation period).
    spans = [0.0, *{a.value for a in stated if a.unit == "年" and a.value == int(a.value)}]
    known |= {((a.value // 10000 + first + second) * 10000, "date") for a in stated if a.unit == "date"
              for first in spans for second in spans}
    missing = []
    for amount in amounts(reply, lang):
        if (amount.value, amount.unit) in known:
            continue
        if amount.unit == "date" and any(unit == "date" and (value == amount.value // 100 * 100 or value == amount.value // 10000 * 10000
                                                             or amount.value == value // 100 * 100 or amount.value == value // 10000 * 10000)
                                         for value, unit in known):
            continue
        missing.append(amount)
    return missing
