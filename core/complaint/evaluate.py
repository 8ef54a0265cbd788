"""`tempolex eval draft`: a deterministic simulated client answers the intake from a case file
(refusing `withheld` elements), at most 20 turns; each complaint is scored like J1-EVAL's complaint
scorer, or stricter: exact headings in order, party fields as exact substrings, claim amounts and
evidence items present, no placeholder, nothing invented, citations valid on the facts' date."""

from __future__ import annotations

import re
from datetime import date

from core.complaint import extract as ex
from core.complaint.checks import placeholders
from core.complaint.claims import money
from core.complaint.draft import compose_complaint
from core.complaint.elements import Party
from core.complaint.intake import Intake
from core.complaint.render import HEADINGS, TITLE

MAX_TURNS = 20
LABELS = {"name": "姓名：", "gender": "性别：", "birth": "出生日期：", "ethnicity": "民族：", "address": "住址：",
          "phone": "电话：", "representative": "法定代表人：", "title": "职务："}


def party_message(role_label: str, raw: dict, index: int, withheld: list[str], role: str) -> str:
    p = Party(role, **{k: v for k, v in raw.items() if k != "role"})
    hide = lambda name: f"{role}.{index}.{name}" in withheld  # noqa: E731
    if p.kind == "org":
        parts = [p.name, f"住所地{p.address}" if not hide("address") else "",
                 f"法定代表人{p.representative}" if not hide("representative") else "",
                 f"职务{p.title}" if not hide("title") else ""]
    else:
        parts = [p.name, p.gender if not hide("gender") else "", f"{p.birth}出生" if not hide("birth") else "",
                 p.ethnicity if not hide("ethnicity") else "", f"住{p.address}" if not hide("address") else "",
                 f"电话{p.phone}" if not hide("phone") else ""]
    return f"{role_label}：" + "，".join(part for part in parts if part)


class Client:
    """Answers exactly what is asked, from the case file; refuses what is withheld."""

    def __init__(self, case: dict) -> None:
        self.case, self.withheld = case, list(case.get("withheld", []))

    def answer(self, asked: str, elements) -> str:
        case = self.case
        if asked in self.withheld:
            return "不提供"
        parts = asked.split(".")
        if parts[0] in ("plaintiff", "defendant"):
            key = parts[0] + "s"
            label = "原告" if parts[0] == "plaintiff" else "被告"
            people = case.get(key, [])
            if len(parts) == 2:
                many = len(people) > 1
                return "；".join(party_message(label + ("一二三四五"[i] if many else ""), raw, i, self.withheld, parts[0])
                                for i, raw in enumerate(people))
            raw = people[int(parts[1])]
            value = raw.get(parts[2], "")
            return f"{LABELS.get(parts[2], '')}{value}" if value else "不提供"
        if asked == "claims":
            return "\n".join(f"{i + 1}. {c}" for i, c in enumerate(case.get("claims", [])))
        if asked == "facts":
            return case.get("facts", "不提供")
        if asked == "evidence":
            return "；".join(case.get("evidence", [])) or "不提供"
        if asked == "court":
            if case.get("court"):
                return f"向{case['court']}起诉"
            if elements.court:
                return "确认"
            return case.get("place", "不提供")
        if asked == "date":
            return case.get("date", "不提供")
        return "不提供"


def _source_values(case: dict) -> str:
    return "\n".join([str(case.get(k, "")) for k in ("facts", "date", "court", "place")]
                     + [str(v) for group in ("plaintiffs", "defendants") for p in case.get(group, []) for v in p.values()]
                     + case.get("claims", []) + case.get("evidence", []))


def invented(text: str, case: dict, computed: list[str]) -> list[str]:
    """Amounts, dates, phone and ID numbers in the complaint that neither the case file nor a
    computation (interest, totals, day counts) produced."""
    source = _source_values(case)
    found = []
    for value in ex.amounts(text):
        if value not in source and value not in computed:
            found.append(value)
    for value in ex.all_dates(text):
        if value not in source:
            found.append(value)
    for pattern in (ex.PHONE, ex.ID_NUMBER):
        found += [v for v in pattern.findall(text) if v not in source]
    return found


def score_case(case: dict, text: str, verdicts: dict, computed: list[str], citations_ok: bool, cited: int) -> dict:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    heads, last, in_order = [], -1, bool(lines) and lines[0] == TITLE
    for heading in HEADINGS:
        index = next((i for i, line in enumerate(lines) if line.startswith(heading)), -1)
        in_order = in_order and index > last
        last = index
    withheld = case.get("withheld", [])
    fields, hit = 0, 0
    for role, key in (("plaintiff", "plaintiffs"), ("defendant", "defendants")):
        for index, raw in enumerate(case.get(key, [])):
            for name, value in raw.items():
                if name == "kind" or f"{role}.{index}.{name}" in withheld:
                    continue
                fields += 1
                hit += value in text
    claim_amounts = [a for c in case.get("claims", []) for a in ex.amounts(c)]
    evidence = case.get("evidence", [])
    marks = placeholders(text)
    made_up = invented(text, case, computed)
    parts = {
        "headings_in_order": 1.0 if in_order else 0.0,
        "party_fields": hit / fields if fields else 1.0,
        "claim_amounts": sum(a in text for a in claim_amounts) / len(claim_amounts) if claim_amounts else 1.0,
        "evidence_items": sum(e in text for e in evidence) / len(evidence) if evidence else 1.0,
        "citations_valid": 1.0 if citations_ok else 0.0,
    }
    score = 0.0 if marks or made_up else sum(parts.values()) / len(parts)
    return {**parts, "placeholders": marks, "invented": made_up, "citations": cited, "score": round(score, 4)}


async def run_case(case: dict, retriever, today: date) -> dict:
    intake = Intake(today)
    state, _ = intake.start()
    client = Client(case)
    turns, told_arbitration, composed = 0, False, None
    while turns < MAX_TURNS:
        message = client.answer(state.asked, state.elements)
        turns += 1
        step = intake.handle(state, message)
        if step.arbitration:
            told_arbitration = True
            break
        if step.ready:
            composed = await compose_complaint(state.elements, retriever, today)
            if composed.ready:
                break
            state.asked = composed.ask
    result = {"id": case.get("id"), "turns": turns, "dispute": state.elements.dispute}
    if case.get("expect") == "arbitration":
        return {**result, "expected": "arbitration", "score": 1.0 if told_arbitration else 0.0,
                "placeholders": [], "invented": []}
    if composed is None or not composed.ready:
        return {**result, "score": 0.0, "drafted": False, "placeholders": [], "invented": [],
                "failed": {v.item: v.detail for v in (composed.verdicts if composed else []) if not v.passed}}
    computed = [money(item.amount) for item in composed.sections.interest]
    total = re.search(r"合计(\d[\d.]*元)", composed.complaint)
    computed += [total.group(1)] if total else []
    verdicts = {v.item: v.passed for v in composed.verdicts}
    basis = composed.basis
    scored = score_case(case, composed.complaint, verdicts, computed, verdicts.get("citations_valid", False),
                        sum(1 for c in basis.checks if c.status == "ok") if basis else 0)
    return {**result, "drafted": True, **scored, "fact_date": basis.fact_date if basis else None,
            "rubric": verdicts, "revisions": composed.revisions, "notices": composed.notices}


async def evaluate(cases: list[dict], retriever, today: date) -> dict:
    results = [await run_case(case, retriever, today) for case in cases]
    return {
        "cases": len(results),
        "mean_score": round(sum(r["score"] for r in results) / len(results), 4) if results else 0.0,
        "placeholders_shipped": sum(len(r.get("placeholders", [])) for r in results),
        "invented_data": sum(len(r.get("invented", [])) for r in results),
        "mean_turns": round(sum(r["turns"] for r in results) / len(results), 2) if results else 0.0,
        "model_calls": 0,
        "per_case": results,
    }
