"""Nothing invented: every name, place, number, amount and date in a complaint's own sections must
come from what the user wrote (or a computation shown with its formula).

The complaint may reword (原告/被告 for 我/他, 80000元 for 8万元, 2024年5月10日 for 2024-05-10); so
amounts are compared as values, dates as days, names and places (jieba's nr/ns words) and every
other run of digits as text.
"""

from __future__ import annotations

import re
from decimal import Decimal

import jieba.posseg as posseg

from core.complaint import extract as ex
from core.complaint.claims import to_date, yuan
from core.complaint.reader import normalize
from index.common.text import HAN

#: words of the complaint's own template that jieba may tag as a name or a place
TEMPLATE_WORDS = {"原告", "被告", "贵院", "具状人", "此致", "汉族", "民族", "中华人民共和国", "人民法院", "本金", "利息"}


def _amount_values(text: str) -> set[Decimal]:
    return {value for value in (yuan(a) for a in ex.amounts(text)) if value is not None}


def _days(text: str) -> set:
    return {d for d in (to_date(x) for x in ex.all_dates(text)) if d}


PLACE_WORDS = re.compile(rf"[{HAN}]{{2,8}}?(?:省|自治区|市|区|县|旗|镇|乡|村|路|街|大道|巷|弄|小区)(?![{HAN}]*法院)")


def _names_and_places(text: str) -> list[str]:
    words = [w.word for w in posseg.cut(text) if w.flag in ("nr", "nrfg", "nrt", "ns") and len(w.word) >= 2
             and w.word not in TEMPLATE_WORDS]
    for match in PLACE_WORDS.finditer(text):  # every county, road and street named, jieba's tag or not
        words += [w.word for w in posseg.cut(match.group(0)) if re.search(r"[省区市县旗镇乡村路街道巷弄]$", w.word)
                  and len(w.word) >= 3]
    return words


def invented(body: str, source: list[str], computed: list[str]) -> list[str]:
    """Values in `body` (the parties, claims, facts and evidence) found neither in `source` (what the
    user wrote) nor in `computed` (figures the code calculated and shows the formula of)."""
    said = "\n".join(normalize(s) for s in source)
    extra = "\n".join(computed)
    amounts, days = _amount_values(said) | _amount_values(extra), _days(said) | _days(extra)
    found = []
    for value in ex.amounts(body):
        if yuan(value) is not None and yuan(value) not in amounts:
            found.append(value)
    for value in ex.all_dates(body):
        if to_date(value) not in days:
            found.append(value)
    rest = ex.DATES.sub(" ", ex.AMOUNT.sub(" ", body))
    rest = re.sub(r"(?m)^\s*\d+\.\s", " ", rest)  # evidence numbering
    rest = re.sub(r"\d+(?:\.\d+)?\s*%", lambda m: m.group(0) if m.group(0).replace(" ", "") in said else "INVENTED%", rest)
    found += ["利率"] if "INVENTED%" in rest else []
    digits_said = re.sub(r"\s", "", said + extra)
    found += [run for run in re.findall(r"\d+", rest) if run not in digits_said]
    found += [word for word in _names_and_places(body) if word not in said]
    return list(dict.fromkeys(found))
