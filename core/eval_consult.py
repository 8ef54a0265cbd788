"""The agent over LawBench 3-8 consultation questions: citations, honesty, rubric, latency, and
agreement with the reference answers at the level of laws.

Each question is a fresh chat in a throw-away store. When the agent asks for the case date the
evaluation answers "按现行法律" (today's law), as a user without a date would. Shipped citations
are re-checked here against the corpus, independently of the agent's own verifier.

Law-level agreement (the reference answer names the laws that govern the question):
- reference-law hit: answered items whose reply cites a law the reference cites;
- misfire: answered items whose reply cites only laws the reference does not cite, without
  saying the question is outside the library;
- honest abstain: items none of whose reference laws the library holds for the case date, whose
  reply says so instead of answering.
"""

from __future__ import annotations

import json
import re
import tempfile
from datetime import date
from pathlib import Path
from typing import Callable

from core.citations import find_mentions
from index.law_names import find_law_mentions
from core.contract import UserRef
from core.governing import held_in
from core.service import AgentService
from core.turn_time import time_by_stage
from index.common.percentiles import percentile

DEFAULT_FILE = Path(__file__).resolve().parents[2] / "shared/data/eval/lawbench/data__zero_shot__3-8.json"
CURRENT_LAW_ANSWER = "按现行法律回答"


def load_questions(path: Path, limit: int | None) -> list[dict]:
    """Rows with "question" and (where the file has one) the reference "answer"."""
    return json.loads(path.read_text(encoding="utf-8"))[:limit]


def cited_laws(text: str) -> set[str]:
    return {mention.law for mention in find_law_mentions(text)}


REMOVAL_NOTICE = re.compile(r"^(?:说明：回答中有 \d+ 处法条引用|Note: \d+ citation\(s\) could not be verified).*$", re.MULTILINE)


def invalid_citations(text: str, window: tuple[date, date], versions_of) -> list[str]:
    """Mentions in a shipped reply that the corpus does not hold in force in the case window (the
    line telling the user which citations were removed names them, and does not count)."""
    bad = []
    for mention in find_mentions(REMOVAL_NOTICE.sub("", text)):
        versions = versions_of(mention.law, mention.article, mention.article_sub) if mention.covered else []
        if not any(v.valid_on(*window) for v in versions):
            bad.append(mention.text)
    return bad


def law_agreement(row: dict, replied: set[str], record, coverage: dict[str, list[int]]) -> tuple[int, int, int, int]:
    """(reference-law hit, misfire, reference laws not held for the date, honest abstain) for one item."""
    reference, window = cited_laws(row.get("answer", "")), record.case_window
    if not reference or not window:
        return 0, 0, 0, 0
    day = date.fromisoformat(window.start)
    not_held = not any(held_in(coverage, law, (day, day)) for law in reference)
    honest = not_held and record.outcome in ("not_governed", "not_covered")
    answered = record.outcome == "answered"
    hit = answered and bool(replied & reference)
    misfire = answered and bool(replied) and not (replied & reference)
    return int(hit), int(misfire), int(not_held), int(honest)


async def evaluate(
    make_service: Callable[[Path], "AgentService"],
    path: Path = DEFAULT_FILE,
    limit: int | None = None,
    progress: Callable[[str, int, int], None] | None = None,
) -> dict:
    rows = load_questions(path, limit)
    with_citation = asked = invalid = answered = first_pass = final_pass = final_unjudged = degraded = 0
    law_hit = misfire = not_held = honest = 0
    latencies: list[float] = []
    records = []
    examples: list[dict] = []
    with tempfile.TemporaryDirectory(prefix="tempolex-eval-") as tmp:
        service = await make_service(Path(tmp) / "eval.db")
        try:
            for number, row in enumerate(rows, start=1):
                question = row["question"]
                who = UserRef(user_key=f"eval:{number}", chat_key=f"eval:{number}", language="zh")
                reply = await service.reply(who, question)
                if reply.asked_for_date:
                    asked += 1
                    reply = await service.reply(who, CURRENT_LAW_ANSWER)
                [record] = await service.store.trajectories(since_id=reply.turn_id - 1, limit=1)
                latencies.append(record.latency_ms["total"])
                records.append(record)
                degraded += bool(reply.degraded)
                window = record.case_window
                if record.outcome == "answered" and window:
                    answered += 1
                    first_pass += all(v is True for v in record.rubric_first.values())
                    final_pass += all(v is True for v in record.rubric_final.values())
                    final_unjudged += any(v is None for v in record.rubric_final.values())
                    span = (date.fromisoformat(window.start), date.fromisoformat(window.end))
                    bad = invalid_citations(reply.text, span, service.agent.retriever.versions_of)
                    invalid += len(bad)
                    if bad:
                        examples.append({"question": question, "invalid": bad})
                with_citation += bool(reply.citations)
                agreement = law_agreement(row, {c.law for c in reply.citations}, record, service.agent.retriever.coverage)
                law_hit, misfire, not_held, honest = (a + b for a, b in zip((law_hit, misfire, not_held, honest), agreement))
                if progress:
                    progress("LawBench 3-8", number, len(rows))
        finally:
            await service.store.close()
    total = max(len(rows), 1)
    return {
        "items": len(rows),
        "reference_law_hit": law_hit / max(answered, 1),
        "misfire": misfire / max(answered, 1),
        "items_whose_laws_are_not_held": not_held,
        "honest_abstain": honest / not_held if not_held else None,
        "with_citation": with_citation / total,
        "invalid_citations_shipped": invalid,
        "date_questions_asked": asked,
        "answered": answered,
        "degraded": degraded,
        "rubric_pass_first_draft": first_pass / max(answered, 1),
        "rubric_pass_final": final_pass / max(answered, 1),
        # answered items with a judged rubric item the reviewer's answer left undecided (not a pass)
        "rubric_unjudged_final": final_unjudged,
        "latency_ms": {"p50": percentile(latencies, 0.50), "p95": percentile(latencies, 0.95)},
        "time_by_stage": time_by_stage(records),
        "invalid_examples": examples[:5],
    }
