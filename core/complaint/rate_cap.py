"""The interest-rate cap of 民间借贷: a claimed rate above four times the one-year LPR is flagged.

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

import tomllib
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from functools import cache
from pathlib import Path

from core.complaint.claims import annual_rate, to_date
from core.complaint.elements import Elements
from index.corpus import StatuteVersion

INTERPRETATION = "最高人民法院关于审理民间借贷案件适用法律若干问题的规定"
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


def _version(versions_of, article: int, filed: date) -> StatuteVersion | None:
    held = [v for v in versions_of(INTERPRETATION, article, 0) if v.valid_on(filed, filed)]
    return held[-1] if held else None


def _cite(version: StatuteVersion) -> str:
    window = f"{version.valid_from}至{version.valid_to or '今'}"
    return f"《{INTERPRETATION}》{version.article_label}（{version.version}，有效期 {window}）"


def _percent(value: Decimal) -> str:
    return f"{(value * 100).normalize():f}%"


def check_rate_caps(elements: Elements, versions_of, formed: date, filed: date) -> list[RateCap]:
    """The cap check for each interest claim with a rate, in a 民间借贷 complaint; [] otherwise.
    `formed` is when the loan contract was made (the facts' date), `filed` the complaint's date."""
    rated = [(n, annual_rate(c.rate)) for n, c in enumerate(elements.claims, 1) if c.interest and c.rate]
    rated = [(n, rate) for n, rate in rated if rate is not None]
    if elements.dispute != DISPUTE or not rated:
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
    return results


def filing_day(elements: Elements, today: date) -> date:
    """The complaint's date, else today: the day the interpretation in force is taken at."""
    return to_date(elements.date) or today
