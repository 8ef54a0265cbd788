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
Many reference answers predate 2021 and cite 合同法, 婚姻法, 侵权责任法 …, which 民法典 第一千二百六十条
repealed on 2021-01-01; on a later case date the reply rightly cites 民法典. Hit and misfire are
therefore also reported with those successors counted (`…_with_successors`), the list read from
that article in the corpus, not typed in.

Article-level agreement and ROUGE-L against the reference answer (core/evals/reference.py):
- reference-article hit: items answered with a reply citing an article the reference cites,
  among items whose reference cites an article of a law the corpus knows;
- ROUGE-L: LawBench 3-8's own metric, computed as its scorer does. The English set keeps the
  Chinese references, so its ROUGE-L only counts the Chinese the reply quotes: it is not
  comparable with the Chinese figure or with published LawBench results.

Two more sets (`--set`):
- `lecoqa`: LeCoQA's train split (real questions from the public; answers and relevant articles
  by a legal team), only its held-out fold (positions % 5 == 0, the fold numbering of
  `index.evals.questions`). The shipped `asked` vectors were built from these very questions, so
  the caller must give an agent whose index left them out (`index.evals.held_out_index`);
  `evaluate` refuses one that did not. Scored with METEOR and BLEU as LeCoQA computes them,
  beside its published table (test split, other models).
- `lawbench-3-2`: LawBench 3-2 (a scene, one article), its dev half (even positions); ROUGE-L
  beside LawBench's table.

For every set, where the item names its relevant (gold) articles: the turn's stages, each
"does it hold a gold article": `retrieved` (the retrieval's evidence, `record.retrieval`),
`after_gate` (`record.evidence`, what the draft was shown), `chosen` (the pick stage's choice,
`record.pick`; n/a where the agent records none) and `cited` (`record.citations` of an answer).
"""

from __future__ import annotations

import json
import re
import tempfile
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Callable

from core.citations import QUOTED_WORDING, find_mentions
from core.codification import SUCCESSOR_NOTE
from index.evals.coverage import reference_mentions, reference_text
from index.law_names import find_law_mentions
from core.contract import UserRef
from core.evals.reference import article_hit, bleu, meteor, reference_articles
from core.evals.reference_day import dated_by_reference
from core.governing import held_in
from core.service import AgentService
from core.turn_time import time_by_stage
from index.asked_build import resolved
from index.common.paths import LECOQA_TRAIN, lawbench_task
from index.common.percentiles import percentile
from index.common.text import rouge_l_lawbench

DEFAULT_FILE = lawbench_task("3-8")
# 40 of those questions as an English-speaking layperson would ask them, with their Chinese
# reference answers and ids (core/data/eval/README.md says how they were made).
ENGLISH_FILE = Path(__file__).resolve().parents[1] / "data" / "eval" / "lawbench_3_8_en.jsonl"
# Everyday questions with a case date and the articles a lawyer would rest the answer on, each written
# by a tempolex engineer before the agent was run on it (core/data/eval/README.md).
EVERYDAY_FILE = Path(__file__).resolve().parents[1] / "data" / "eval" / "everyday_zh.jsonl"
SET_FILES = {"zh": DEFAULT_FILE, "en": ENGLISH_FILE, "lecoqa": LECOQA_TRAIN, "lawbench-3-2": lawbench_task("3-2"),
             "everyday": EVERYDAY_FILE}
SET_LANGUAGE = {"zh": "zh", "en": "en", "lecoqa": "zh", "lawbench-3-2": "zh", "everyday": "zh"}
CURRENT_LAW_ANSWER = {"zh": "按现行法律回答", "en": "Under current law"}
LECOQA_FOLDS = 5
TOP = 6  # the retrieval depth the targets and LawBench 3-2's hit are stated at
#: Published figures beside which a set's own metrics are reported (other models, other splits).
PUBLISHED = {
    # LeCoQA README, test split: METEOR / BLEU.
    "lecoqa": {"GPT-3.5 few-shot + evidence": {"meteor": 0.3136, "bleu": 0.1152},
               "GPT-3.5 RAG": {"meteor": 0.2974, "bleu": 0.1012},
               "qwen2.5-7B-Instruct RAG": {"meteor": 0.2335, "bleu": 0.0897}},
    # LawBench zero-shot table, task 3-2 (ROUGE-L, whole task).
    "lawbench-3-2": {"GPT-4": {"rouge_l": 0.275}, "best open 7B": {"rouge_l": 0.335}},
}


def load_questions(path: Path, limit: int | None, skip: int = 0) -> list[dict]:
    """Rows with "id", "question" and (where the file has one) the reference "answer": a LawBench
    JSON list (ids are positions in it, as the English set names them) or a JSONL file with ids;
    the first `skip` rows are left out (items not looked at while developing)."""
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".jsonl":
        rows = [json.loads(line) for line in text.splitlines() if line.strip()]
    else:
        rows = [{"id": f"lawbench-3-8-dev-{n}", **row} for n, row in enumerate(json.loads(text))]
    return rows[skip:][:limit]


def lecoqa_fold(path: Path = LECOQA_TRAIN) -> list[dict]:
    """LeCoQA train's held-out fold (positions % 5 == 0): id as `index.asked` names the question,
    question, the legal team's answer and its articles (`match_name` resolved as the index does)."""
    rows = json.loads(path.read_text(encoding="utf-8"))
    return [{"id": f"lecoqa-train-{row['query_id']}", "question": row["问题"], "answer": row["答案文本"],
             "gold": sorted({tuple(key) for name in row["match_name"] for key in resolved(name)}),
             "quoted": "\n".join([row["答案文本"], *row["相关法规"].values()])}
            for position, row in enumerate(rows) if position % LECOQA_FOLDS == 0]


def lawbench_dev(path: Path, task: str) -> list[dict]:
    """A LawBench task's dev half (even positions), ids naming the position in the file; gold: the
    articles the answer names with their law, also of laws the corpus lacks (a miss the corpus
    causes, told apart by `gold_held`)."""
    rows = json.loads(path.read_text(encoding="utf-8"))
    return [{"id": f"lawbench-{task}-dev-{n}", **row,
             "gold": sorted({(m.law, m.article, m.article_sub) for m in find_mentions(reference_text(row["answer"])) if m.law})}
            for n, row in enumerate(rows) if n % 2 == 0]


def load_set(question_set: str, path: Path | None = None, limit: int | None = None, skip: int = 0) -> list[dict]:
    """The rows of a named set (from `path` when given, in that set's format), `skip` then `limit`."""
    path = path or SET_FILES[question_set]
    if question_set == "lecoqa":
        rows = lecoqa_fold(path)
    elif question_set == "lawbench-3-2":
        rows = lawbench_dev(path, "3-2")
    else:
        return load_questions(path, limit, skip)
    return rows[skip:][:limit]


def gold_articles(row: dict) -> set[tuple[str, int, int]]:
    """The item's relevant articles: the set's own list, else those its reference answer cites."""
    if "gold" in row:
        return {(law, int(article), int(sub)) for law, article, sub in row["gold"]}
    return reference_articles(row.get("answer", ""))


def _keys(items) -> set[tuple[str, int, int]]:
    return {(item["law"], int(item["article"]), int(item["article_sub"])) for item in items}


def _id_key(ident: str) -> tuple[str, int, int]:
    law, article, sub, _ = ident.split("|")
    return law, int(article), int(sub)


def stage_hits(record, gold: set[tuple[str, int, int]]) -> dict[str, bool | None]:
    """Whether each stage of the turn held a gold article: retrieved (all, and the first `TOP`
    articles), after the gate, chosen by the pick stage (None where the agent records no pick) and
    cited in an answer."""
    ranked = list(dict.fromkeys(_id_key(ident) for ident in record.retrieval.hits)) if record.retrieval else []
    retrieved = set(ranked)
    pick = getattr(record, "pick", None) or {}
    chosen = ({(law, int(article), int(sub)) for law, article, sub in pick["chosen"]} & gold
              if "chosen" in pick else None)
    cited = _keys(record.citations) if record.outcome == "answered" else set()
    return {"retrieved": bool(retrieved & gold), f"retrieved_top{TOP}": bool(set(ranked[:TOP]) & gold),
            "after_gate": bool(_keys(record.evidence) & gold),
            "chosen": None if chosen is None else bool(chosen), "cited": bool(cited & gold)}


def cited_laws(answer: str) -> set[str]:
    """The laws a reference answer cites."""
    return {mention.law for mention in reference_mentions(answer)}


REMOVAL_NOTICE = re.compile(r"^(?:说明：回答中有 \d+ 处法条引用|Note: \d+ citation\(s\) could not be verified).*$", re.MULTILINE)


def invalid_citations(text: str, window: tuple[date, date], versions_of) -> list[str]:
    """Mentions in a shipped reply that the corpus does not hold in force in the case window (the
    line telling the user which citations were removed names them, and does not count; nor does the note
    naming an old law's successor in 民法典, which says it is today's law)."""
    bad = []
    # the note after an old law's citation naming the 民法典 article that carries it on (core/codification.py) is a
    # pointer to today's law, said as such, not a citation for the case
    for mention in find_mentions(QUOTED_WORDING.sub("", SUCCESSOR_NOTE.sub("", REMOVAL_NOTICE.sub("", text)))):
        versions = versions_of(mention.law, mention.article, mention.article_sub) if mention.covered else []
        if not any(v.valid_on(*window) for v in versions):
            bad.append(mention.text)
    return bad


CIVIL_CODE, REPEAL_ARTICLE = "中华人民共和国民法典", 1260


def successor_laws(versions_of) -> dict[str, tuple[str, date]]:
    """law -> (the law that replaced it, from when), as 民法典 第一千二百六十条 itself lists them."""
    successors = {}
    for version in versions_of(CIVIL_CODE, REPEAL_ARTICLE, 0):
        for mention in find_law_mentions(version.text):
            if mention.law != CIVIL_CODE:
                successors[mention.law] = (version.law, date.fromisoformat(version.valid_from))
    return successors


def law_agreement(row: dict, replied: set[str], record, coverage: dict[str, list[int]],
                  successors: dict[str, tuple[str, date]]) -> tuple[int, ...]:
    """(reference-law hit, misfire, reference laws not held for the date, honest abstain, hit and
    misfire with successor laws counted) for one item.

    A reply that says the library lacks a law the reference cites (the gate's abstention, or its
    notice before an answer from the laws it does hold) tells the user the question is outside
    the library: that is honest, not a misfire."""
    reference, window = cited_laws(row.get("answer", "")), record.case_window
    if not reference or not window:
        return 0, 0, 0, 0, 0, 0
    day = date.fromisoformat(window.start)
    not_held = not any(held_in(coverage, law, (day, day)) for law in reference)
    said_missing = bool(reference & set(record.relevance.get("said_missing", ())))
    honest = not_held and (record.outcome in ("not_governed", "not_covered") or said_missing)
    answered = record.outcome == "answered"
    hit = answered and bool(replied & reference)
    misfire = answered and bool(replied) and not (replied & reference) and not said_missing
    now = reference | {successors[law][0] for law in reference if law in successors and day >= successors[law][1]}
    hit_now = answered and bool(replied & now)
    misfire_now = answered and bool(replied) and not (replied & now) and not said_missing
    return int(hit), int(misfire), int(not_held), int(honest), int(hit_now), int(misfire_now)


@dataclass
class _Tally:
    """Running counts over the items of one evaluation."""

    with_citation: int = 0
    asked: int = 0
    invalid: int = 0
    answered: int = 0
    first_pass: int = 0
    final_pass: int = 0
    degraded: int = 0
    # hit, misfire, not held, honest, hit and misfire with successor laws
    law: list[int] = field(default_factory=lambda: [0] * 6)
    with_reference_articles: int = 0
    article_hits: int = 0
    # items whose draft was shown a reference article: what the model could have cited
    articles_in_evidence: int = 0
    final_unjudged: int = 0
    latencies: list[float] = field(default_factory=list)
    records: list = field(default_factory=list)
    rouge: list[float] = field(default_factory=list)
    examples: list[dict] = field(default_factory=list)
    per_item: list[dict] = field(default_factory=list)
    wording: dict[str, list[float]] = field(default_factory=dict)  # meteor, bleu


async def _one(service: AgentService, row: dict, number: int, language: str, tally: _Tally,
               successors: dict[str, tuple[str, date]]) -> None:
    """Ask one question (answering a date question with "current law") and count the outcome; an item
    with its own case date has it set first, as `tempolex ask --date` does."""
    who = UserRef(user_key=f"eval:{number}", chat_key=f"eval:{number}", language=language)
    if row.get("date"):
        await service.set_case_date(who, row["date"])
    reply = await service.reply(who, row["question"])
    if reply.asked_for_date:
        tally.asked += 1
        reply = await service.reply(who, CURRENT_LAW_ANSWER[language])
    [record] = await service.store.trajectories(since_id=reply.turn_id - 1, limit=1)
    tally.latencies.append(record.latency_ms["total"])
    tally.records.append(record)
    tally.degraded += bool(reply.degraded)
    window = record.case_window
    if record.outcome == "answered" and window:
        tally.answered += 1
        tally.first_pass += all(v is True for v in record.rubric_first.values())
        tally.final_pass += all(v is True for v in record.rubric_final.values())
        tally.final_unjudged += any(v is None for v in record.rubric_final.values())
        span = (date.fromisoformat(window.start), date.fromisoformat(window.end))
        bad = invalid_citations(reply.text, span, service.agent.retriever.versions_of)
        tally.invalid += len(bad)
        if bad:
            tally.examples.append({"question": row["question"], "invalid": bad})
    tally.with_citation += bool(reply.citations)
    replied = {c.law for c in reply.citations}
    agreement = law_agreement(row, replied, record, service.agent.retriever.coverage, successors)
    tally.law = [a + b for a, b in zip(tally.law, agreement)]
    reference = reference_articles(row.get("answer", ""))
    # Only an answer counts: a degraded reply lists what was retrieved, it cites nothing itself.
    hit = record.outcome == "answered" and article_hit(((c.law, c.article, c.article_sub) for c in reply.citations), reference)
    shown = bool(reference & {(e["law"], e["article"], e["article_sub"]) for e in record.evidence})
    tally.with_reference_articles += bool(reference)
    tally.article_hits += hit
    tally.articles_in_evidence += shown
    score = rouge_l_lawbench(reply.text, row["answer"]) if row.get("answer") else None
    if score is not None:
        tally.rouge.append(score)
    wording = {"meteor": meteor(reply.text, row["answer"]), "bleu": bleu(reply.text, row["answer"])} if row.get("answer") else {}
    for metric, value in wording.items():
        tally.wording.setdefault(metric, []).append(value)
    gold = gold_articles(row)
    stages = stage_hits(record, gold) if gold else None
    gold_held = any(law in service.agent.retriever.coverage for law, _, _ in gold)
    tally.per_item.append({"id": row.get("id"), "outcome": record.outcome, "reference_article_hit": hit,
                           "reference_article_in_evidence": shown,
                           "gold_articles": [list(key) for key in sorted(gold)], "gold_held": gold_held, "stages": stages,
                           "rouge_l": score, **wording, "latency_ms": record.latency_ms["total"],
                           "stage_ms": {k: round(v) for k, v in record.latency_ms.items()}, "tokens": dict(record.tokens),
                           "reference_laws": sorted(cited_laws(row.get("answer", ""))), "cited_laws": sorted(replied),
                           "misfire": bool(agreement[1]), "misfire_with_successors": bool(agreement[5]),
                           "rubric_failed_first": failed(record.rubric_first), "rubric_failed_final": failed(record.rubric_final),
                           "pick": record.pick,  # candidates, choice and each choice's logprob: the pick's errors read offline
                           "reply": reply.text})


def failed(verdicts: dict[str, bool | None]) -> list[str]:
    """The rubric items a draft failed (unjudged ones are not failures)."""
    return sorted(item for item, passed in verdicts.items() if passed is False)


def failures_by_item(per_item: list[dict]) -> dict[str, dict[str, int]]:
    """How many answered items failed each rubric item, on the first draft and on the reply sent:
    which rule the pass rate is lost on."""
    counts: dict[str, dict[str, int]] = {}
    for row in per_item:
        for stage in ("first", "final"):
            for item in row[f"rubric_failed_{stage}"]:
                counts.setdefault(item, {"first": 0, "final": 0})[stage] += 1
    return dict(sorted(counts.items()))


async def evaluate(
    make_service: Callable[[Path], "AgentService"],
    path: Path | None = None,
    limit: int | None = None,
    progress: Callable[[str, int, int], None] | None = None,
    language: str = "zh",
    skip: int = 0,
    question_set: str | None = None,
) -> dict:
    """The figures for one question set (`SET_FILES`; default: `language`'s LawBench 3-8 set);
    `language` is the language the evaluated user writes in (a named set brings its own)."""
    question_set = question_set or language
    language = SET_LANGUAGE[question_set]
    rows = load_set(question_set, path, limit, skip)
    tally = _Tally()
    with tempfile.TemporaryDirectory(prefix="tempolex-eval-") as tmp:
        service = await make_service(Path(tmp) / "eval.db")
        try:
            rows = dated_by_reference(rows, service.agent.today(), service.agent.retriever.versions_of)
            if question_set == "lecoqa":
                refuse_own_answers(service, rows)
            successors = successor_laws(service.agent.retriever.versions_of)
            for number, row in enumerate(rows, start=1):
                await _one(service, row, number, language, tally, successors)
                if progress:
                    progress(question_set, number, len(rows))
        finally:
            await service.store.close()
    return _report(rows, question_set, tally)


class OwnAnswersInIndex(ValueError):
    """The index's `asked` vectors were built from questions being scored."""


def refuse_own_answers(service: AgentService, rows: list[dict]) -> None:
    """Scoring a question whose own answer the `asked` channel holds would measure recall of the
    training data: refuse an index built with any scored question."""
    scored = {row["id"] for row in rows}
    inside = sorted(q.ident for q in service.agent.retriever.index.asked if q.ident in scored)
    if inside:
        raise OwnAnswersInIndex(f"{len(inside)} scored questions (e.g. {inside[0]}) are behind the index's asked "
                                "vectors: build the index without them (index.evals.held_out_index)")


def stage_shares(per_item: list[dict]) -> dict:
    """Per stage, the share of items with gold articles whose stage held one (chosen: of those
    whose turn recorded a pick; None when none did); `held_…`: over the items with a gold article
    of a law the corpus holds (the others no retrieval can find)."""
    out: dict = {}
    for prefix, rows in (("", [row for row in per_item if row["stages"]]),
                         ("held_", [row for row in per_item if row["stages"] and row["gold_held"]])):
        out[f"{prefix}items_with_gold"] = len(rows)
        for stage in ("retrieved", f"retrieved_top{TOP}", "after_gate", "chosen", "cited"):
            known = [row["stages"][stage] for row in rows if row["stages"][stage] is not None]
            out[prefix + stage] = sum(known) / len(known) if known else None
    return out


def _report(rows: list[dict], question_set: str, tally: _Tally) -> dict:
    total, answered = max(len(rows), 1), max(tally.answered, 1)
    law_hit, misfire, not_held, honest, hit_now, misfire_now = tally.law
    wording = {metric: sum(values) / len(values) if values else None for metric, values in tally.wording.items()}
    return {
        "set": question_set,
        "items": len(rows),
        "gold_article_stages": stage_shares(tally.per_item),
        "meteor": wording.get("meteor"),
        "bleu": wording.get("bleu"),
        "published": PUBLISHED.get(question_set, {}),
        "reference_law_hit": law_hit / answered,
        "misfire": misfire / answered,
        "reference_law_hit_with_successors": hit_now / answered,
        "misfire_with_successors": misfire_now / answered,
        "items_whose_laws_are_not_held": not_held,
        "honest_abstain": honest / not_held if not_held else None,
        "reference_article_hit": tally.article_hits / tally.with_reference_articles if tally.with_reference_articles else None,
        "reference_article_in_evidence": (tally.articles_in_evidence / tally.with_reference_articles
                                          if tally.with_reference_articles else None),
        "items_with_reference_articles": tally.with_reference_articles,
        "rouge_l": sum(tally.rouge) / len(tally.rouge) if tally.rouge else None,
        "with_citation": tally.with_citation / total,
        "invalid_citations_shipped": tally.invalid,
        # Sent with a note naming the article the rule is really in (core.citations.misattributed).
        "misattributed_shipped": sum(len(record.misattributed) for record in tally.records),
        "date_questions_asked": tally.asked,
        "answered": tally.answered,
        "degraded": tally.degraded,
        "rubric_pass_first_draft": tally.first_pass / answered,
        "rubric_pass_final": tally.final_pass / answered,
        "rubric_unjudged_final": tally.final_unjudged,
        "rubric_failures": failures_by_item(tally.per_item),
        "latency_ms": {"p50": percentile(tally.latencies, 0.50), "p95": percentile(tally.latencies, 0.95)},
        "time_by_stage": time_by_stage(tally.records),
        "invalid_examples": tally.examples[:5],
        "per_item": tally.per_item,
    }
