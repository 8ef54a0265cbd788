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
from core.complaint.claims import yuan
from core.complaint.elements import to_date
from core.complaint.claim_reader import LABELS
from core.complaint.normalize import normalize
from index.common.text import HAN, chinese_to_int

#: words of the complaint's own template that jieba may tag as a name or a place
#: the complaint's own words, and what a claim's money is called (jieba tags 维修费 a person's name): never a value
TEMPLATE_WORDS = {"原告", "被告", "贵院", "具状人", "此致", "汉族", "民族", "中华人民共和国", "人民法院", "本金", "利息", *LABELS}


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
    # "原告之母周敏" (D138) is cut "母周敏": the kin word the complaint puts before the guardian's name is no part of it
    found += [word for word in _names_and_places(body) if word not in said and not (word[0] in "父母" and word[1:] in said)]
    return list(dict.fromkeys(found))


#: a count said in words ("三个月", "两次", "一半"): compared by value, in words or digits ("3个月")
_COUNT = re.compile(r"(?<![第\d])([零〇一二两三四五六七八九十百千]+|\d+)\s*(个月|个星期|星期|周|年|天|日|次|个|份|人|期|倍|条|款|项|套|辆|台|间|栋|层)")
def _counts(text: str) -> set[tuple[int, str]]:
    found = set()
    text = re.sub(r"\d{4}年|\d{1,2}月\d{1,2}[日号]?|[一二三四五六七八九十]{1,3}月[一二三四五六七八九十]{1,3}[日号]", " ", text)  # dates
    for number, unit in _COUNT.findall(text):
        try:
            found.add((chinese_to_int(number), unit.replace("个星期", "星期").replace("周", "星期")))
        except ValueError:
            continue
    return found


def _latin(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[A-Za-z][A-Za-z'’-]*", text)}


def unfaithful(rewritten: str, source: str, names: list[str]) -> list[str]:
    """What makes a rewording of `source` (the user's facts) unusable: a name, place, organisation,
    amount, date, count or other number in it that `source` and the parties' `names` lack
    ("invented …"), and any of source's that it lost ("dropped …"). Wording may change freely; a
    Latin word (a name written in pinyin) must be one the source has."""
    said = ex.english_dates(normalize(source))
    allowed = [said, *names]
    problems = [f"invented {value}" for value in invented(rewritten, allowed, [])]
    allowed_text = "\n".join(allowed)
    orgs = [w.word for w in posseg.cut(rewritten) if w.flag in ("nt", "nz") and len(w.word) >= 2
            and w.word not in TEMPLATE_WORDS and w.word not in allowed_text]
    problems += [f"invented {word}" for word in dict.fromkeys(orgs)]
    problems += [f"invented {word}" for word in sorted(_latin(rewritten) - _latin(said))]
    problems += [f"invented {n}{u}" for n, u in sorted(_counts(rewritten) - _counts(said))]
    out = ex.english_dates(normalize(rewritten))
    problems += [f"dropped {v}" for v in sorted(_amount_values(said) - _amount_values(out))]
    problems += [f"dropped {d.isoformat()}" for d in sorted(_days(said) - _days(out))]
    problems += [f"dropped {n}{u}" for n, u in sorted(_counts(said) - _counts(out))]
    rest = lambda t: ex.DATES.sub(" ", ex.AMOUNT.sub(" ", t))  # noqa: E731
    digits_out = re.sub(r"\s", "", out)
    problems += [f"dropped {run}" for run in dict.fromkeys(re.findall(r"\d+", rest(said))) if run not in digits_out]
    kept = [name for name in names if name and name in said]
    kept += [w for w in _names_and_places(said) if w not in kept]
    problems += [f"dropped {name}" for name in dict.fromkeys(kept) if name not in out]
    return problems


_PARTY = rf"(原告|被告)[{HAN}·]{{0,12}}?"
#: who gave money or a thing to whom: (kind, pattern, the giver's group, the receiver's group)
_FLOWS = (
    ("lend", re.compile(rf"{_PARTY}[^，。；]{{0,12}}?(?:借给|出借给|借款给)(?:了)?{_PARTY}"), 1, 2),
    ("lend", re.compile(rf"{_PARTY}(?:向|找|跟|从){_PARTY}(?:处)?(?<!出)(?:借款|借了|借钱|借入|借)(?!给)"), 2, 1),
    ("lend", re.compile(rf"{_PARTY}向{_PARTY}出借"), 1, 2),
    ("pay", re.compile(rf"{_PARTY}(?:[^，。；]{{0,12}}?)(?:转给|转账给|支付给|付给|交给|还给|退给|退还给)(?:了)?{_PARTY}"), 1, 2),
    ("pay", re.compile(rf"{_PARTY}(?:[^，。；]{{0,12}}?)向{_PARTY}(?:转账|支付|付款|付清|交付|归还|偿还|退还)"), 1, 2),
    ("sell", re.compile(rf"{_PARTY}(?:从|向|在){_PARTY}[^，。；]{{0,6}}?(?:购买|买了|买下|买)"), 2, 1),
    ("sell", re.compile(rf"{_PARTY}[^，。；]{{0,12}}?(?:卖给|售给|出售给)(?:了)?{_PARTY}"), 1, 2),
    ("lend", re.compile(r"\bI\s+(?:lent|loaned)\s+(?:him|her|them|it)\b", re.I), "原告", "被告"),
    ("lend", re.compile(r"\b(?:he|she|they)\s+borrowed\b[^.;]{0,40}?\bfrom\s+me\b", re.I), "原告", "被告"),
    ("pay", re.compile(r"\bI\s+(?:paid|transferred|gave)\s+(?:him|her|them)\b", re.I), "原告", "被告"),
)


def flows(text: str) -> set[tuple[str, str, str]]:
    """Who lent, paid or sold to whom, as the text says it of 原告 and 被告 (or of "I" and "him" in English):
    ("lend", "原告", "被告") for "原告借给被告…" and for "被告向原告借款…"."""
    found = set()
    for kind, pattern, giver, receiver in _FLOWS:
        for match in pattern.finditer(text):
            a = match.group(giver) if isinstance(giver, int) else giver
            b = match.group(receiver) if isinstance(receiver, int) else receiver
            if a != b:
                found.add((kind, a, b))
    return found


def reversed_flows(rewritten: str, draft: str) -> list[str]:
    """The lending, paying or selling the rewording turned round: "原告借给被告" become "原告向被告借款"."""
    before, after = flows(draft), flows(rewritten)
    return [f"reversed {kind} {a}→{b}" for kind, a, b in sorted(after) if (kind, b, a) in before and (kind, a, b) not in before]
