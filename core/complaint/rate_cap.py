"""The interest-rate cap of 民间借贷: a claimed rate above four times the one-year LPR is flagged; so is
a loan's interest and penalty together above it (第二十九条), and a penalty in any other dispute that
a court may cut as 过分高于造成的损失 (民法典 第五百八十五条, 合同编通则解释 第六十五条).

The rule is read from the held judicial interpretation (最高人民法院关于审理民间借贷案件适用法律若干问题的
规定, the version in force on the filing day, which 第三十一条 makes the governing one): 第二十五条
caps the agreed rate at four times the LPR when the contract was made; for a contract made before
2020-08-20, 第三十一条 applies that cap, at the LPR on the filing day, to interest from 2020-08-20 on,
and leaves the earlier period to the interpretation then in force, which the library does not
hold, so that part is said to be unchecked. Each note names the provision from the corpus (version
and window as stored), never from memory; without it, or without the LPR for the day, the note
says the cap could not be checked.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from functools import cache
from pathlib import Path

from core.complaint.claims import annual_rate, base_of, daily_share, per_day, yuan
from core.complaint.elements import Claim, Elements, to_date
from index.corpus import StatuteVersion

INTERPRETATION = "最高人民法院关于审理民间借贷案件适用法律若干问题的规定"
CIVIL_CODE = "中华人民共和国民法典"
CONTRACT_RULES = "最高人民法院关于适用《中华人民共和国民法典》合同编通则若干问题的解释"
#: A penalty this many times the LPR is above the loss of money held back (the LPR) by more than the 30 %
#: 合同编通则解释 第六十五条 calls 过分高于: worth a lawyer's look before filing.
PENALTY_MARGIN = Decimal("1.3")
DISPUTE = "民间借贷纠纷"
LPR_REFORM = date(2020, 8, 20)
LPR_FILE = Path(__file__).resolve().parents[1] / "data" / "lpr.toml"


@dataclass(frozen=True)
class RateCap:
    """One interest claim's rate against the cap; `over` is None when it could not be checked."""

    claim_number: int  # 1-based, as the complaint numbers its claims
    rate: Decimal  # annual, as a fraction
    cap: Decimal | None
    over: bool | None
    note: str


@cache
def _lpr_table() -> tuple[date, list[tuple[date, Decimal]]]:
    data = tomllib.loads(LPR_FILE.read_text(encoding="utf-8"))
    rates = sorted((date.fromisoformat(day), Decimal(value)) for day, value in data["rates"].items())
    return date.fromisoformat(data["checked_through"]), rates


def lpr_on(day: date) -> Decimal | None:
    """The one-year LPR (percent) in force on `day`; None before the first or after the checked range."""
    checked_through, rates = _lpr_table()
    if day > checked_through or day < rates[0][0]:
        return None
    return [value for published, value in rates if published <= day][-1]


def last_checked() -> tuple[date, Decimal]:
    """The last day the LPR table is checked through, and the LPR in force on it."""
    checked_through, rates = _lpr_table()
    return checked_through, [value for published, value in rates if published <= checked_through][-1]


def lpr_figures() -> str:
    """The table as text, each value with its day and four times it, and the day it is checked through: the figures a reply may
    state of the LPR (a reply's cap is checked against them, `core.rubric`)."""
    checked_through, rates = _lpr_table()
    said = [f"{day.year}年{day.month}月{day.day}日 {value}% {(value * 4).normalize()}%" for day, value in rates]
    return "；".join([*said, f"{checked_through.year}年{checked_through.month}月{checked_through.day}日"])


def lprs_in(start: date, end: date) -> list[Decimal] | None:
    """Every one-year LPR (percent) in force on some day of [start, end]; None when some day of it has none."""
    first = lpr_on(start)
    if first is None or lpr_on(end) is None:
        return None
    _, rates = _lpr_table()
    return sorted({first, *(value for published, value in rates if start < published <= end)})


def _version(versions_of, article: int, filed: date, law: str = INTERPRETATION) -> StatuteVersion | None:
    held = [v for v in versions_of(law, article, 0) if v.valid_on(filed, filed)]
    return held[-1] if held else None


def _cite(version: StatuteVersion, paragraph: str = "") -> str:
    window = f"{version.valid_from}至{version.valid_to or '今'}"
    return f"《{version.law}》{version.article_label}{paragraph}（{version.version}，有效期 {window}）"


def yearly(claim: Claim, elements: Elements) -> Decimal | None:
    """A claim's rate a year as a fraction: 年利率6% → 0.06, 月利率1% → 0.12, 每日万分之五 → 0.1825, 每天160元
    on a base of 100000元 → 0.584; None without a rate (or, for a sum a day, without its base)."""
    share = daily_share(claim.rate)
    if share is not None:
        return share * 365
    daily, base = per_day(claim.rate), yuan(base_of(claim, elements))
    if daily is not None:
        return daily * 365 / base if base else None
    return annual_rate(claim.rate)


def _is_penalty(claim: Claim) -> bool:
    return daily_share(claim.rate) is not None or per_day(claim.rate) is not None or bool(re.search(r"违约金|滞纳金", claim.text))


def _percent(value: Decimal) -> str:
    return f"{(value * 100).normalize():f}%"


def check_rate_caps(elements: Elements, versions_of, formed: date, filed: date) -> list[RateCap]:
    """The cap check for each interest claim with a rate, in a 民间借贷 complaint; [] otherwise.
    `formed` is when the loan contract was made (the facts' date), `filed` the complaint's date."""
    rated = [(n, yearly(c, elements)) for n, c in enumerate(elements.claims, 1) if c.interest and c.rate]
    rated = [(n, rate) for n, rate in rated if rate is not None]
    if elements.dispute != DISPUTE:
        return _penalties(elements, versions_of, filed)
    if not rated:
        return []
    article = 25 if formed >= LPR_REFORM else 31
    version = _version(versions_of, article, filed)
    lpr_day = formed if article == 25 else filed
    lpr = lpr_on(lpr_day)
    results = []
    for number, rate in rated:
        if version is None:
            note = (f"第{number}项诉讼请求约定年利率{_percent(rate)}：法规库未收录《{INTERPRETATION}》"
                    f"在{filed.isoformat()}有效的版本，无法核对利率上限，请律师核对。")
            results.append(RateCap(number, rate, None, None, note))
            continue
        if lpr is None:
            note = (f"第{number}项诉讼请求约定年利率{_percent(rate)}：依{_cite(version)}，上限为"
                    f"{lpr_day.isoformat()}一年期贷款市场报价利率的四倍，但本系统没有该日的报价利率，无法核对，请律师核对。")
            results.append(RateCap(number, rate, None, None, note))
            continue
        cap = lpr * 4 / 100
        basis = ("合同成立时" if article == 25 else "起诉时") + f"（{lpr_day.isoformat()}）一年期贷款市场报价利率{lpr}%的四倍，即{_percent(cap)}"
        earlier = "" if article == 25 else "；合同成立于2020年8月20日之前，此前期间的利息适用当时的司法解释，法规库未收录，未核对"
        if rate > cap:
            note = (f"⚠ 第{number}项诉讼请求的年利率{_percent(rate)}超过{basis}。依{_cite(version)}，"
                    f"超过部分人民法院不予支持；建议将利率调整为不超过{_percent(cap)}，或由律师核对后决定{earlier}。")
        else:
            note = f"第{number}项诉讼请求的年利率{_percent(rate)}未超过{basis}（{_cite(version)}）{earlier}。"
        results.append(RateCap(number, rate, cap, rate > cap, note))
    together = _together(rated, versions_of, formed, filed) if article == 25 and lpr is not None else None
    return results + ([together] if together else [])


def _together(rated: list[tuple[int, Decimal]], versions_of, formed: date, filed: date) -> RateCap | None:
    """第二十九条: a loan's 逾期利息, 违约金 and other charges together above four times the LPR when the
    contract was made: the part above is not upheld. None for a single rated claim or without the text."""
    version, lpr = _version(versions_of, 29, filed), lpr_on(formed)
    if len(rated) < 2 or version is None or lpr is None:
        return None
    total, cap = sum((rate for _, rate in rated), Decimal(0)), lpr * 4 / 100
    numbers = "、".join(f"第{n}项" for n, _ in rated)
    said = f"{numbers}诉讼请求合计年利率{_percent(total)}"
    basis = f"合同成立时（{formed.isoformat()}）一年期贷款市场报价利率{lpr}%的四倍，即{_percent(cap)}"
    if total > cap:
        note = f"⚠ {said}超过{basis}。依{_cite(version)}，总计超过的部分人民法院不予支持；建议调整，或由律师核对后决定。"
    else:
        note = f"{said}未超过{basis}（{_cite(version)}）。"
    return RateCap(rated[-1][0], total, cap, total > cap, note)


def _penalties(elements: Elements, versions_of, filed: date) -> list[RateCap]:
    """Outside 民间借贷, each penalty a year above `PENALTY_MARGIN` times the LPR when it began to run (the
    filing day when no start is given): the defendant may ask the court to cut it as 过分高于造成的损失, and
    the note says on which articles (both held on the filing day, else no note: never from memory). Without
    the LPR for that day, no note: the LPR published later is not known to this release (core/data/lpr.toml)."""
    code, rules = _version(versions_of, 585, filed, CIVIL_CODE), _version(versions_of, 65, filed, CONTRACT_RULES)
    if code is None or rules is None:
        return []
    found = []
    for number, claim in enumerate(elements.claims, 1):
        rate = yearly(claim, elements) if claim.interest and _is_penalty(claim) else None
        day = to_date(claim.since) or filed
        lpr = lpr_on(day)
        if rate is None or lpr is None or rate <= lpr / 100 * PENALTY_MARGIN:
            continue
        when = "违约金起算时" if to_date(claim.since) else "起诉时"
        note = (f"第{number}项诉讼请求的违约金折合年利率{_percent(rate)}，为{when}（{day.isoformat()}）一年期贷款市场报价利率"
                f"{lpr}%的{(rate * 100 / lpr).quantize(Decimal('0.1'))}倍。被告可以主张违约金过分高于造成的损失、请求适当减少"
                f"（{_cite(code, '第二款')}）；超过损失百分之三十的，人民法院一般可以认定为过分高于（{_cite(rules, '第二款')}）。"
                f"请律师结合实际损失评估。")
        found.append(RateCap(number, rate, lpr / 100 * PENALTY_MARGIN, True, note))
    return found


def filing_day(elements: Elements, today: date) -> date:
    """The complaint's date, else today: the day the interpretation in force is taken at."""
    return to_date(elements.date) or today
