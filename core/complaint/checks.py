"""The drafting rubric (core/rubrics/complaint_drafting.toml): every item decided by code.

Each check returns (passed, detail, keys): `keys` are the element keys the failure is about, so the
drafter can ask the user for exactly those (or clear a placeholder value before asking).
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from typing import Callable

from core.citations import CitationCheck, check_mentions, find_mentions
from core.complaint import relative_dates
from core.complaint.basis import Basis
from core.complaint.claims import agreed_penalty, base_of, claimed_total, money, per_day, yuan
from core.complaint.elements import Elements, to_date
from core.complaint.extract import DATE, all_dates, amounts
from core.complaint.formal import evidence_item
from core.complaint.provenance import invented
from core.complaint.render import HEADINGS, TITLE, Sections, declined_mark
from core.rubric import RUBRIC_DIR, RubricItem, Verdict

ROLE = "complaint_drafting"
PLACEHOLDER = re.compile(
    r"[XxＸ×]{2,}|＊{2,}|\*{2,}|…{1,}|\.{3,}|。{3,}|待补充|待填写|待定|(?:19|20)[XxＸ×]{2}|[XxＸ×]{2}年|[XxＸ×]{2}月|某某|"
    r"_{2,}|＿{2,}|○{2,}|□{2,}|\?{2,}|？{2,}|【[^】]*】|\[[^\]]*\]|<[^>]*>|\{[^}]*\}"
)


@dataclass
class Complaint:
    """A draft as the checks see it."""

    elements: Elements
    sections: Sections
    basis: Basis
    text: str = ""
    checks: list[CitationCheck] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.text = self.text or self.sections.text()


Result = tuple[bool, str, list[str]]


def placeholders(text: str) -> list[str]:
    return [m.group(0) for m in PLACEHOLDER.finditer(text)]


def _title_and_headings(c: Complaint) -> Result:
    lines = [line.strip() for line in c.text.splitlines() if line.strip()]
    if not lines or lines[0] != TITLE:
        return False, f"第一行不是“{TITLE}”", []
    positions, last = [], -1
    for heading in HEADINGS:
        if heading in ("原告：", "被告："):
            index = next((i for i, line in enumerate(lines) if line.startswith(heading)), -1)
        else:
            index = next((i for i, line in enumerate(lines) if line == heading), -1)
        if index < 0:
            return False, f"缺少“{heading}”", ["plaintiff.0" if heading == "原告：" else "defendant.0"] if heading in ("原告：", "被告：") else []
        if index <= last:
            return False, f"“{heading}”的位置不对", []
        positions.append(index)
        last = index
    return True, "", []


def _party_fields_complete(c: Complaint) -> Result:
    missing = []
    for party in c.elements.parties():
        key = c.elements.party_key(party)
        for name in party.required():
            value = getattr(party, name)
            full = f"{key}.{name}"
            if value and value in c.text:
                continue
            if not value and full in c.elements.declined and declined_mark(party.label(name)) in c.text:
                continue
            missing.append(full)
    if not c.elements.plaintiffs:
        missing.append("plaintiff.0")
    if not c.elements.defendants:
        missing.append("defendant.0")
    return not missing, "、".join(c.elements.describe(k) for k in missing), missing


def _no_placeholder(c: Complaint) -> Result:
    found = placeholders(c.text)
    if not found:
        return True, "", []
    keys = []
    for party in c.elements.parties():
        for name in (*party.required(), "id_number"):
            if placeholders(getattr(party, name)):
                keys.append(f"{c.elements.party_key(party)}.{name}")
    for key, value in (("claims", " ".join(x.text for x in c.elements.claims)), ("facts", c.elements.facts),
                       ("evidence", " ".join(x.text for x in c.elements.evidence)), ("court", c.elements.court),
                       ("date", c.elements.date)):
        if placeholders(value):
            keys.append(key)
    return False, "占位符：" + "、".join(dict.fromkeys(found)), keys


def _values(texts: list[str]) -> set:
    return {yuan(a) for text in texts for a in amounts(text)} - {None}


#: what is still owed, said before its figure: "还差21000" (helper-24's story p2: "应该36000，他只给了15000，还差21000")
OWED = r"还差|还剩|剩下|尚欠|还欠|欠我"


def said_without_unit(label: str, amount: str, facts: str) -> bool:
    """"押金交了7000", "还差21000": the claim's money named in the facts, or said to be owed, with its figure
    and no unit (D24)."""
    value = yuan(amount)
    if value is None or value != value.to_integral_value():
        return False
    named = rf"{re.escape(label)}|" if label else ""
    return bool(re.search(rf"(?:{named}{OWED})[^，,。；;\d]{{0,6}}(?<![\d.]){int(value)}(?![\d.万%])", facts))


def _claims_backed_by_facts(c: Complaint) -> Result:
    facts = _values([c.elements.facts, *(e.text for e in c.elements.evidence)])
    unbacked = []
    for claim in c.elements.claims:
        if claim.formula or claim.periodic or claim.interest and per_day(claim.rate) is not None:  # computed, or owed each month
            continue
        if claim.label == "精神损害抚慰金":  # set by the court's discretion (民法典 第一千一百八十三条), no sum the facts hold (D72)
            continue
        base = base_of(claim, c.elements) if claim.interest else claim.amount
        principal = next((p for p in c.elements.claims if p.amount == base and p.kind == "money"), claim)
        if base and yuan(base) is not None and yuan(base) not in facts and not principal.formula \
                and not said_without_unit(principal.label, base, c.elements.facts):  # D59: interest on 8万 = 10万−2万
            unbacked.append(base)
    if unbacked and "claims.basis" not in c.elements.declined:  # asked once; a refusal drafts the amount claimed
        return False, "事实中没有出现：" + "、".join(unbacked), ["claims.basis"]
    return True, "", []


#: the end of a contract's term, which may well lie after the complaint's date
TERM_END = re.compile(rf"(?:有效期|期限|租期|合同期|服务期|到期日)[^，。；]{{0,6}}?(?:到|至|为|截至)\s*({DATE})")


def _amounts_dates_consistent(c: Complaint) -> Result:
    problems, keys = [], []
    total = claimed_total(c.elements, c.sections.interest)
    if total is not None and "合计" in c.text and f"合计{money(total)}" not in c.text:
        problems.append("合计与各项之和不一致")
    fact_days = [d for d in map(to_date, all_dates(c.elements.facts)) if d]
    earliest = min(fact_days) if fact_days else None
    for claim in c.elements.claims:
        since = to_date(claim.since)
        if since and earliest and since < earliest:
            problems.append(f"利息起算日{claim.since}早于事实中最早的日期")
            keys.append("claims")
    signed = to_date(c.elements.date)
    terms = {to_date(m.group(1)) for m in TERM_END.finditer(c.elements.facts)}  # "有效期到2027年2月28日" lies ahead rightly
    later = [d for d in [*fact_days, *(to_date(x.since) for x in c.elements.claims)] if d and d not in terms]
    if signed and later and signed < max(later):
        problems.append(f"起诉日期{c.elements.date}早于事实或请求中的日期")
        keys.append("date")
    return not problems, "；".join(problems), keys


def _citations_valid(c: Complaint) -> Result:
    facts = "\n".join(c.sections.facts)
    checks = check_mentions(find_mentions(facts), c.basis.evidence, c.basis.window, lambda *a: [])
    c.checks = checks
    bad = [check for check in checks if check.status != "ok"]
    return not bad, "；".join(f"{b.mention.text}: {b.status}" for b in bad), []


def _court_confirmed(c: Complaint) -> Result:
    ok = bool(c.elements.court and c.elements.court_confirmed and c.elements.court in c.text) or (
        "court" in c.elements.declined and not c.elements.court)  # no address, no court: marked, and said why (D75)
    return ok, "" if ok else "受诉法院未确认", [] if ok else ["court"]


def computed_values(sections: Sections, elements: Elements | None = None) -> list[str]:
    """Figures the code calculated (interest, its day count and base, the total, an amount computed
    from its parts, the complaint's date): allowed in the text."""
    computed = [claim for claim in (elements.claims if elements else []) if claim.formula]
    values = [claim.formula for claim in computed] + [claim.amount for claim in computed if claim.amount]  # 5200元×3 → 15600元
    if elements is not None and elements.date:  # typed by the user, or today's date for "今天"
        values.append(elements.date)
    if elements is not None:  # "上个月15号" said on 2026-12-04 is 2026年11月15日
        values += relative_dates.resolved(elements.said, elements.received)
        agreed = agreed_penalty(elements.facts)  # a penalty runs from the day after the day due the facts give
        values += [agreed.since] if agreed and agreed.since else []
    for item in sections.interest:
        values += [money(item.amount), str(item.days), "365", "12",
                   money(yuan(item.base)) if yuan(item.base) is not None else item.base]
        if item.daily is not None:
            values.append(money(item.daily))
    total = re.search(r"合计(\d[\d.]*元)", "\n".join(sections.claims))
    return values + ([total.group(1)] if total else [])


def _nothing_invented(c: Complaint) -> Result:
    facts = [line for line in c.sections.facts if line != c.basis.sentence]
    body = "\n".join([*c.sections.plaintiffs, *c.sections.defendants, *c.sections.claims, *facts, *c.sections.evidence])
    found = invented(body, c.elements.said, computed_values(c.sections, c.elements))
    return not found, "、".join(found), []


def _evidence_listed(c: Complaint) -> Result:
    if c.elements.evidence and all(evidence_item(item.text, c.elements) in c.text for item in c.elements.evidence):
        return True, "", []
    if not c.elements.evidence and "evidence" in c.elements.declined:
        return True, "用户未提供证据（已标明）", []
    return False, "证据未列明", ["evidence"]


CHECKS: dict[str, Callable[[Complaint], Result]] = {
    "title_and_headings": _title_and_headings,
    "party_fields_complete": _party_fields_complete,
    "no_placeholder": _no_placeholder,
    "claims_backed_by_facts": _claims_backed_by_facts,
    "amounts_dates_consistent": _amounts_dates_consistent,
    "citations_valid": _citations_valid,
    "court_confirmed": _court_confirmed,
    "evidence_listed": _evidence_listed,
    "nothing_invented": _nothing_invented,
}


def load_complaint_rubric() -> list[RubricItem]:
    data = tomllib.loads((RUBRIC_DIR / f"{ROLE}.toml").read_text(encoding="utf-8"))
    items = [RubricItem(**item) for item in data["items"]]
    unknown = [item.check for item in items if item.kind != "deterministic" or item.check not in CHECKS]
    if unknown:
        raise ValueError(f"rubric {ROLE}: unknown or non-deterministic checks {unknown}")
    return items


@dataclass
class Checked:
    verdicts: list[Verdict]
    keys: dict[str, list[str]]  # item id -> element keys at fault

    @property
    def failed(self) -> list[Verdict]:
        return [v for v in self.verdicts if not v.passed]


def check(items: list[RubricItem], complaint: Complaint) -> Checked:
    verdicts, keys = [], {}
    for item in items:
        passed, detail, at_fault = CHECKS[item.check](complaint)
        verdicts.append(Verdict(item.id, passed, item.kind, detail))
        keys[item.id] = at_fault
    return Checked(verdicts, keys)
