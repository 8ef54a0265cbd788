"""`tempolex draft` (a complaint from a case file, or an example case file) and `tempolex eval draft`."""

from __future__ import annotations

import asyncio
import json
from datetime import date
from pathlib import Path
from typing import Optional

import typer

from core.complaint.casefile import DEV_CASES, elements_of, example_case, load_cases
from core.complaint.draft import compose_complaint
from core.evals.draft import NATURAL_CASES, evaluate
from index.common.console import console, print_json


def _retriever(use_index: bool):
    if not use_index:
        return None
    from index.open_index import open_retriever

    return open_retriever()


def draft(
    from_: Optional[Path] = typer.Option(None, "--from", help="A case file (JSON) of complaint elements."),
    out: Path = typer.Option(Path("complaint.docx"), "--out", help="Where to write the .docx."),
    example: bool = typer.Option(False, "--example", help="Print a complete example case file and exit."),
    no_index: bool = typer.Option(False, "--no-index", help="Cite no provision (no statute index needed)."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON document for scripts."),
) -> None:
    """Draft a 民事起诉状 (.docx) from a case file; the drafting rubric must pass before it is written."""
    if example:
        print(json.dumps(example_case(), ensure_ascii=False, indent=1))
        return
    if from_ is None:
        raise typer.BadParameter("give --from case.json (see --example)")
    case = json.loads(from_.read_text(encoding="utf-8"))
    elements, notes = elements_of(case)
    composed = asyncio.run(compose_complaint(elements, _retriever(not no_index), date.today()))
    written = []
    if composed.ready:
        for index, (name, data) in enumerate(composed.documents):
            path = out if index == 0 else out.with_name(out.stem + "-element-style" + out.suffix)
            path.write_bytes(data)
            written.append(str(path))
    result = {
        "ready": composed.ready, "files": written, "sections": _sections(composed), "notes": notes + composed.notices,
        "rubric": [{"item": v.item, "passed": v.passed, "detail": v.detail} for v in composed.verdicts],
        "revisions": composed.revisions, "complaint": composed.complaint, "message": "" if composed.ready else composed.text,
    }
    if as_json:
        print_json(result)
    else:
        console.print(composed.complaint or composed.text, markup=False)
        for v in composed.verdicts:
            console.print(f"{'✓' if v.passed else '✗'} {v.item} {v.detail}", markup=False)
        for note in result["notes"]:
            console.print(f"[dim]{note}[/dim]", markup=False)
        console.print(f"written: {', '.join(written)}" if written else "[red]not written: the rubric did not pass[/red]")
    if not composed.ready:
        raise typer.Exit(1)


def _sections(composed) -> dict:
    s = composed.sections
    if s is None:
        return {}
    return {"title": s.title, "原告": s.plaintiffs, "被告": s.defendants, "诉讼请求": s.claims, "事实和理由": s.facts,
            "证据和证据来源，证人姓名和住所": s.evidence, "此致": s.court, "具状人": s.signature, "日期": s.date,
            "附": s.attachments}


def eval_draft(
    cases: Optional[Path] = typer.Option(None, "--cases", help="Transcripts or case files (a JSON list); default: the natural transcripts."),
    labelled: bool = typer.Option(False, "--labelled", help="Run the labelled regression cases instead."),
    no_index: bool = typer.Option(False, "--no-index", help="Cite no provision (no statute index needed)."),
    rephrase: Optional[str] = typer.Option(None, "--rephrase", help="Word the facts by 'table' or 'model' "
                                           "(default: [complaint] rephrase)."),
    propose: Optional[str] = typer.Option(None, "--propose", help="Party fields the rules leave empty: 'none', or "
                                          "'model' proposes them, checked by code (default: [complaint] propose)."),
    limit: int = typer.Option(0, "--limit", help="Only the first N cases (0: all)."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON document for scripts."),
) -> None:
    """A simulated client answers the drafting intake for each case; every complaint is scored."""
    from index.common.settings import load_settings

    settings = load_settings()
    way = rephrase or settings.complaint.rephrase
    if way not in ("table", "model"):
        raise typer.BadParameter("--rephrase: 'table' or 'model'")
    proposing = propose or settings.complaint.propose
    if proposing not in ("none", "model"):
        raise typer.BadParameter("--propose: 'none' or 'model'")
    model = proposer = None
    if "model" in (way, proposing):
        from core.chat_model import ChatMessage, build_chat_model
        from core.complaint.propose import Proposer

        chat_model = build_chat_model(settings.llm)
        # loaded before the clock runs, as the bot has it loaded: the first case's call would otherwise
        # include loading 1 GB of weights (it ran past its 60 s here)
        asyncio.run(chat_model.complete([ChatMessage("user", "你好")], max_tokens=1))
        model = chat_model if way == "model" else None
        proposer = Proposer(chat_model, settings.complaint.propose_timeout_s) if proposing == "model" else None
    path = cases or (DEV_CASES if labelled else NATURAL_CASES)
    loaded = load_cases(path)
    result = asyncio.run(evaluate(loaded[:limit] if limit else loaded, _retriever(not no_index), date.today(), model,
                                  settings.complaint.rephrase_timeout_s, proposer))
    if as_json:
        print_json({k: v for k, v in result.items()} | {"per_case": [
            {k: v for k, v in r.items() if k != "complaint"} for r in result["per_case"]]})
        return
    for r in result["per_case"]:
        flags = [f"invented {r['invented']}" if r.get("invented") else "", "wrong court" if r.get("wrong_court") else "",
                 "roles swapped" if r.get("roles_swapped") else "", "not drafted" if r.get("drafted") is False else "",
                 "held out" if r.get("held_out") else ""]
        console.print(f"{r['id']}: score {r['score']} · turns {r['turns']} {' · '.join(f for f in flags if f)}", markup=False)
    console.print(f"mean {result['mean_score']} · fields in the wrong section {result['misplaced_fields']} · "
                  f"invented {result['invented_data']} · placeholders shipped {result['placeholders_shipped']} · "
                  f"wrong court {result['wrong_court']} · mean turns {result['mean_turns']} · model calls "
                  f"{result['model_calls']} · s/complaint {result['seconds_per_complaint']}", markup=False)
    console.print("party fields proposed by the model: " + ", ".join(f"{k} {v}" for k, v in result["propose"].items()),
                  markup=False)
    console.print("facts worded by: " + ", ".join(f"{k} {v}" for k, v in result["rephrase"].items()), markup=False)
    console.print("chat register left in the facts: " + ", ".join(f"{kind} {count}" for kind, count in
                                                                 result["register_markers"].items()), markup=False)
