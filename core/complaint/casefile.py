"""Case files (JSON) for `tempolex draft --from` and `tempolex eval draft`: the elements as a client
would give them, plus `withheld` (element keys the client refuses) and `expect`."""

from __future__ import annotations

import json
from pathlib import Path

from core.complaint.elements import Elements, Party
from core.complaint.extract import parse_claims, parse_evidence
from core.complaint.jurisdiction import detect_dispute, propose

DEV_CASES = Path(__file__).parent / "dev_cases.json"


def load_cases(path: Path | None = None) -> list[dict]:
    data = json.loads((path or DEV_CASES).read_text(encoding="utf-8"))
    return data if isinstance(data, list) else [data]


def example_case() -> dict:
    return load_cases()[0]


def elements_of(case: dict) -> tuple[Elements, list[str]]:
    """The case file as elements (withheld values dropped and marked declined); notes for the user."""
    withheld = list(case.get("withheld", []))
    notes = []
    elements = Elements()
    for role, key in (("plaintiff", "plaintiffs"), ("defendant", "defendants")):
        for index, raw in enumerate(case.get(key, [])):
            party = Party(role, **{k: v for k, v in raw.items() if k != "role"})
            for name in party.required():
                if f"{role}.{index}.{name}" in withheld:
                    setattr(party, name, "")
            (elements.plaintiffs if role == "plaintiff" else elements.defendants).append(party)
    elements.claims = [c for text in case.get("claims", []) for c in parse_claims(text)] if "claims" not in withheld else []
    elements.facts = case.get("facts", "") if "facts" not in withheld else ""
    elements.evidence = [e for text in case.get("evidence", []) for e in parse_evidence(text)] if "evidence" not in withheld else []
    elements.date = case.get("date", "") if "date" not in withheld else ""
    elements.place = case.get("place", "")
    elements.declined = withheld
    elements.said = [json.dumps({k: v for k, v in case.items() if k != "withheld"}, ensure_ascii=False)]
    elements.dispute = case.get("dispute") or detect_dispute(elements)
    if case.get("court"):
        elements.court, elements.court_confirmed, elements.court_reason = case["court"], True, "案件文件指定"
    else:
        proposal = propose(elements)
        if proposal.court:
            elements.court, elements.court_confirmed, elements.court_reason = proposal.court, True, proposal.reason
            notes.append(f"受诉法院按管辖规则确定为{proposal.court}：{proposal.reason}")
    return elements, notes
