"""How the relevance gate changes the evidence, measured without the chat model.

For each question at its case date (the item's own `date`, else one day for the whole set: LawBench
3-8's references were written for the law of about 2023) the question is retrieved as the agent
does, then gated. Reported for every set:
- law level, where the reference answer names laws (LawBench 3-8): how often the evidence holds a
  law the reference cites (before and after the gate), how often the gate passes, narrows or
  abstains, and how often it abstains although the library holds a law the reference cites in a
  version valid on the date (a wrong abstention), the share of evidence passages from laws the
  reference does not cite (what a reply can misfire on), and how often the first passage is from a
  law the reference cites;
- article level, where the item names its relevant (gold) articles (LeCoQA's legal team, LawBench
  3-2's one article, the everyday set's): a gold article first in the evidence and anywhere in it,
  retrieval's evidence against the gate's. The small model cites what it reads first, and the pick
  stage names the first passage for nine questions of ten, so "first after the gate" is close to
  what a reply rests on. Items none of whose gold articles the library holds on their date are
  counted apart (`gold_not_held`): no order of the evidence can find them; `held` gives the same
  rates over the other items alone (LawBench 3-2's target is stated on the items whose law is held).
"""

from __future__ import annotations

import asyncio
from collections import Counter
from datetime import date
from typing import Callable

from core.dialogue_state import CaseDate
from core.evals.consult import gold_articles
from core.evals.reference import ArticleKey
from core.governing import gate, held_in
from core.retrieve import retrieve
from core.turn_context import TurnContext
from index.common.settings import AgentSettings
from index.evals.coverage import reference_mentions
from index.retrieval import Retriever


def _held(retriever: Retriever, gold: set[ArticleKey], day: date) -> bool:
    """True when the library holds one of the gold articles in a version valid on `day`."""
    return any(v.valid_on(day, day) for law, article, sub in gold for v in retriever.versions_of(law, article, sub))


async def evaluate(retriever: Retriever, rows: list[dict], day: date, top: int = AgentSettings().evidence_top,
                   progress: Callable[[str, int, int], None] | None = None, label: str = "questions") -> dict:
    """Figures for `rows` (each "question", optionally "date", "answer" and "gold"); `day` for rows without a date."""
    coverage = retriever.coverage
    actions: Counter[str] = Counter()
    law_items = before = after = wrong_abstain = right_abstain = off_reference = kept = leads = 0
    articles: Counter[str] = Counter()
    for number, row in enumerate(rows, start=1):
        when = date.fromisoformat(row["date"]) if row.get("date") else day
        case_date = CaseDate(when.isoformat(), when.isoformat(), "day", "eval")
        context = TurnContext.of(retriever, row["question"], case_date, top, when, "zh")
        found = await retrieve(context)
        gated = await gate(context, found)
        actions[gated.action] += 1
        shown = [] if gated.action == "abstain" else gated.found.evidence
        cited = set() if "gold" in row else {m.law for m in reference_mentions(row.get("answer", ""))}
        if cited:
            law_items += 1
            held = any(held_in(coverage, law, (when, when)) for law in cited)
            before += bool({e.version.law for e in found.evidence} & cited)
            if gated.action == "abstain":
                wrong_abstain += held
                right_abstain += not held
            else:
                laws = [e.version.law for e in shown]
                after += bool(set(laws) & cited)
                leads += bool(laws) and laws[0] in cited
                off_reference += sum(law not in cited for law in laws)
                kept += len(laws)
        gold = gold_articles(row)
        if gold:
            articles["items"] += 1
            held = _held(retriever, gold, when)
            articles["gold_not_held"] += not held
            for stage, evidence in (("before_gate", found.evidence), ("after_gate", shown)):
                keys = [(e.version.law, e.version.article, e.version.article_sub) for e in evidence]
                for where, hit in (("first", bool(keys) and keys[0] in gold), ("any", bool(set(keys) & gold))):
                    articles[f"{stage}_{where}"] += hit
                    articles[f"held_{stage}_{where}"] += hit and held
        if progress:
            progress(label, number, len(rows))
    result: dict = {"items": len(rows), "date": day.isoformat(), "top": top, "actions": dict(actions)}
    if law_items:
        n = law_items
        result |= {
            "law_items": law_items,
            "evidence_reference_law_hit": {"before_gate": round(before / n, 4), "after_gate": round(after / n, 4)},
            "evidence_led_by_a_reference_law": round(leads / n, 4),
            "evidence_off_reference_share": round(off_reference / max(kept, 1), 4),
            "abstain_when_a_reference_law_is_held": wrong_abstain,
            "abstain_when_no_reference_law_is_held": right_abstain,
        }
    if articles["items"]:
        n = articles["items"]
        result["gold_article"] = {
            "items": n, "gold_not_held": articles["gold_not_held"],
            **{f"{stage}_{where}": round(articles[f"{stage}_{where}"] / n, 4)
               for stage in ("before_gate", "after_gate") for where in ("first", "any")}}
        held = n - articles["gold_not_held"]
        result["gold_article"]["held"] = {
            "items": held, **{f"{stage}_{where}": round(articles[f"held_{stage}_{where}"] / max(held, 1), 4)
                              for stage in ("before_gate", "after_gate") for where in ("first", "any")}}
    return result


def run(retriever: Retriever, rows: list[dict], day: date, top: int, progress=None, label: str = "questions") -> dict:
    return asyncio.run(evaluate(retriever, rows, day, top, progress, label))
