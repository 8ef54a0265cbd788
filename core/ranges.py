"""Which of an article's ranges ("劳动合同期限一年以上不满三年的") holds the quantity the question states.

Many articles rule by brackets: 劳动合同法 第十九条 sets the probation by the contract's term in three
sentences, 职工带薪年休假条例 第三条 the leave by years worked. Their words differ by a number only,
so the sentence sharing most characters with "签了一年的劳动合同，试用期定了六个月" was the first one
("三个月以上不满一年的") and the reply quoted a bracket that excludes a one-year contract. Statutes count
a bound named with 以上/以下/满 as inside and one named with 不满/未满/超过 as outside; a range is
compared only with a quantity the question says of the same thing (their clauses share a word, or the
range names none: "不满六个月的，……"; an age is a person's whatever the words around it: "孩子刚两岁"
against "已满两周岁的子女").
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from functools import lru_cache

from core.amounts import ZH_UNIT, amounts
from index.common.text import ZH_NUMERALS, han_ngrams

#: A number and its unit; "半" for "半年", which `measure` reads as six months.
QUANTITY = rf"(?:\d+(?:\.\d+)?|[{ZH_NUMERALS}半][{ZH_NUMERALS}万]*)\s*(?:{ZH_UNIT})"
#: Bounds as statutes write them: [low, high) with 以上/满 … 不满/未满/不足, or one side alone.
#: The flag: whether the high bound is inside (以下) or not (不满).
#: "超过二年" sets a low bound outside the range (保险法 第十六条: "自合同成立之日起超过二年的，保险人不得解除合同").
_RANGES = [
    (re.compile(rf"(?:已?满)?(?P<low>{QUANTITY})(?:以上)?[，,]?(?:不满|未满|不足)(?P<high>{QUANTITY})"), False),
    (re.compile(rf"(?<![不未])(?:已?满)(?P<low>{QUANTITY})"), False),
    (re.compile(rf"(?P<low>{QUANTITY})以上"), False),
    (re.compile(rf"(?:不满|未满|不足)(?P<high>{QUANTITY})"), False),
    (re.compile(rf"(?P<high>{QUANTITY})以下"), True),
    (re.compile(rf"(?<![得不未没])超过(?P<low>{QUANTITY})"), False),  # "不得超过六个月" caps a result, it is no condition
]
#: A range counted from an event ("自合同成立之日起超过二年的") and a quantity said as time since one ("我三年前买了一份重疾险"):
#: both measure how long ago something happened, so they are compared though their clauses share no word.
_SINCE = re.compile(r"之日起|起算")
_AGO = re.compile(r"\s*(?:多)?(?:以)?前")
#: Days in each unit of time, so that a year and twelve months compare; other units compare as they are.
_DAYS = {"年": 365.0, "月": 30.0, "周": 7.0, "日": 1.0, "工作日": 1.0}
_CLAUSES = re.compile(r"[^，,。；;？?！!\n]+")


@dataclass(frozen=True)
class Range:
    """A bound pair in one dimension ("time", "岁", "元"…); `context` the words of the clause around it."""

    dimension: str
    low: float
    high: float
    high_inclusive: bool
    context: frozenset[str]
    low_exclusive: bool = False
    since_event: bool = False  # counted from an event ("自……之日起")

    def holds(self, value: float) -> bool:
        above = self.low < value if self.low_exclusive else self.low <= value
        return above and (value <= self.high if self.high_inclusive else value < self.high)


def measure(words: str) -> tuple[str, float] | None:
    """A quantity's dimension and value (time in days); None for a date or what is not a quantity."""
    found = [a for a in amounts(words.replace("半年", "六个月"), "zh") if a.unit != "date"]
    if len(found) != 1:
        return None
    amount = found[0]
    if amount.unit in _DAYS:
        return "time", amount.value * _DAYS[amount.unit]
    return amount.unit, amount.value


def ranges(condition: str) -> list[Range]:
    """The ranges `condition` (a sentence of an article) sets, each with its clause's other words."""
    found: list[Range] = []
    for clause in _CLAUSES.findall(condition):
        taken: list[tuple[int, int]] = []
        for pattern, inclusive in _RANGES:
            for match in pattern.finditer(clause):
                if any(a < match.end() and match.start() < b for a, b in taken):
                    continue
                low, high = (measure(words) if (words := match.groupdict().get(side)) else None for side in ("low", "high"))
                bounds = [b for b in (low, high) if b is not None]
                if not bounds or len({b[0] for b in bounds}) != 1:
                    continue
                taken.append(match.span())
                context = frozenset(han_ngrams(clause[:match.start()] + "|" + clause[match.end():]))
                found.append(Range(bounds[0][0], low[1] if low else 0.0, high[1] if high else math.inf, inclusive, context,
                                   match.group(0).startswith("超过"), bool(_SINCE.search(clause[:match.start()]))))
    return found


@lru_cache(maxsize=64)
def _stated(text: str) -> tuple[tuple[str, float, frozenset[str], str, bool], ...]:
    """Each quantity the text states (dates aside): its dimension, value, its clause's other words, its own words and
    whether it says how long ago something was ("三年前"), kept for the turn's text: every sentence of an article is
    weighed against the same question."""
    found: list[tuple[str, float, frozenset[str], str, bool]] = []
    for clause in _CLAUSES.findall(text):
        for match in re.finditer(QUANTITY, clause):
            measured = measure(match.group(0))
            in_date = (re.match(r"\s*(?:月|日|号)", clause[match.end():])  # "2021年3月": its year and month
                       or re.search(r"(?:年|月)\s*$", clause[:match.start()]) and re.search(r"(?<!个)月$|日$", match.group(0)))
            if measured and not in_date:
                found.append((*measured, frozenset(han_ngrams(clause[:match.start()] + "|" + clause[match.end():])), match.group(0),
                              measured[0] == "time" and bool(_AGO.match(clause[match.end():]))))
    return tuple(found)


def stated_quantities(text: str) -> tuple[tuple[str, float, frozenset[str]], ...]:
    """Each quantity the text states (dates aside), with its dimension and its clause's other words."""
    return tuple((dimension, value, context) for dimension, value, context, _, _ in _stated(text))


#: Character pairs every labour or contract clause has, which say nothing of what a quantity counts: "单位" alone joined 劳动合同法
#: 第十四条's "用人单位自用工之日起满一年不与劳动者订立书面劳动合同的" to "我在单位连续工作了十二年", and "合同" to "合同到期公司只肯
#: 再签一年", and that range outscored 第（一）项's "连续工作满十年" (stranger86 b3, session 54, blind).
GENERIC_PAIRS = frozenset({"单位", "用人", "人单", "合同", "公司"})


def _judged(unit: str, text: str) -> list[tuple[str, bool]]:
    """Each of the text's quantities that `unit`'s ranges speak to (the words it is stated in), and whether they hold it. A
    list item joined to its lead-in ("……应当订立无固定期限劳动合同：……（一）劳动者在该用人单位连续工作满十年的") is judged by the
    item: the lead-in's own condition ended the unit's before its range."""
    item = unit.rsplit("……", 1)[-1]
    condition = re.split(r"的[，,]", item, maxsplit=1)[0]
    return [(words, bound.holds(value)) for bound in ranges(condition) for dimension, value, context, words, ago in _stated(text)
            if dimension == bound.dimension
            and (bound.dimension == "岁" or not bound.context or (bound.context & context) - GENERIC_PAIRS
                 or ago and bound.since_event)]


def range_fit(unit: str, text: str) -> int:
    """How many of the text's quantities `unit`'s ranges hold, less how many they exclude (0 when the
    unit sets no range the text speaks to)."""
    return sum(1 if holds else -1 for _, holds in _judged(unit, text))


def excluded(unit: str, text: str) -> str:
    """The words of a quantity the text states that `unit`'s ranges exclude, when none they hold ("8年" against
    "劳动者在该用人单位连续工作满十年的"), else ""."""
    judged = _judged(unit, text)
    return next((words for words, holds in judged if not holds), "") if not any(holds for _, holds in judged) else ""
