"""A drafting turn as a typed trajectory record (`core.trajectory.TurnRecord`, scenario "complaint").

Drafting is written by code, so its messages carry `code` spans only: training reads these records
(what was asked, what the rubric caught first and at the end, the legal basis and its evidence,
the rate-cap checks) but finds no model output to fine-tune on, and says so when exporting. The one
model calls, the facts' rephrase ([complaint] rephrase = "model") and the parties' proposal ([complaint]
propose = "model"), are logged under `analysis` ("facts_rephrase": the path taken, why, the seconds and the
model's text; "party_proposal": the model's text, the values kept and dropped with why), not as messages.
"""

from __future__ import annotations

from core.compose import citation_log
from core.complaint.checks import ROLE
from core.complaint.draft import ComposedComplaint
from core.complaint.propose import Proposed
from core.scenario import rubric_identity
from core.trajectory import CaseWindow, TurnRecord, fixed_messages

SCENARIO = "complaint"


def draft_record(text: str, reply: str, outcome: str, language: str, before: dict, after: dict,
                 composed: ComposedComplaint | None, total_ms: float, proposed: Proposed | None = None) -> TurnRecord:
    """The record of one drafting message: the intake state around it and, when the complaint was
    composed, its rubric verdicts, legal basis and rate-cap notes."""
    record = TurnRecord(scenario=SCENARIO, outcome=outcome, rubric=rubric_identity(ROLE), language=language,
                        input=text, state_before=before, state_after=after, messages=fixed_messages(text, reply),
                        reply=reply, latency_ms={"total": round(total_ms, 1)})
    if proposed is not None:
        record.analysis["party_proposal"] = proposed.to_log()
    if composed is None:
        return record
    record.rubric_first = {v.item: v.passed for v in composed.first_verdicts}
    record.rubric_final = {v.item: v.passed for v in composed.verdicts}
    record.revisions = composed.revisions
    basis = composed.basis
    if basis is not None:
        record.case_window = CaseWindow(basis.fact_date, basis.fact_date, "day", basis.date_source)
        record.evidence = [item.to_log() for item in basis.evidence]
        cited = [check.version for check in basis.checks if check.status == "ok" and check.version is not None]
        record.citations = citation_log(cited)
    record.analysis |= {
        "dispute": after.get("elements", before.get("elements", {})).get("dispute", ""),
        "rate_caps": [{"claim": cap.claim_number, "rate": str(cap.rate), "cap": None if cap.cap is None else str(cap.cap),
                       "over": cap.over, "note": cap.note} for cap in composed.rate_caps],
    }
    if composed.rephrased is not None:
        record.analysis["facts_rephrase"] = composed.rephrased.to_log()
    return record
