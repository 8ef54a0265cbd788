"""`tempolex models prepare`, `chat`, `ask`, `eval consult` and `eval review`."""

from __future__ import annotations

import asyncio
import time
import uuid
from datetime import date
from pathlib import Path
from typing import Optional

import typer
from rich.markup import escape
from rich.panel import Panel

from core.contract import TurnReply, UserRef
from core.history import article_history, history_image, history_text
from core.open_agent import open_service

from core.model_files import prepare_chat_model
from index.common.percentiles import percentile
from index.common.settings import cache_dir, load_settings
from index.common.console import console, print_json, progress_bars
from index.catalogue import ArticleCatalogue
from index.e5_onnx import prepare_e5
from index.evals.held_out_index import open_held_out_retriever
from index.open_index import load_all_records, local_e5_dir, open_retriever
from index.predecessors import shipped_links

#: The folder under the data dir holding the index `eval consult --set lecoqa` scores on.
LECOQA_INDEX = "eval-lecoqa-fold0"

models_app = typer.Typer(help="Prepare the local models (no model hub needed).", no_args_is_help=True)


@models_app.command("prepare")
def prepare(
    force: bool = typer.Option(False, "--force", help="Rebuild the embedding model even if cached."),
    skip_chat_model: bool = typer.Option(False, "--skip-chat-model", help="Only the embedding model."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON document for scripts."),
) -> None:
    """Convert the bundled e5 embedder to ONNX and assemble the verified local chat model."""
    started = time.perf_counter()
    report: dict = {}
    with progress_bars(not as_json) as progress:
        report["embedding"] = prepare_e5(local_e5_dir(), progress, force=force)
        if not skip_chat_model:
            report["chat_model"] = prepare_chat_model(cache_dir(), progress, kernels=load_settings().llm.cpu_kernels)
    report["seconds"] = round(time.perf_counter() - started, 2)
    if as_json:
        print_json(report)
        return
    embedding = report["embedding"]
    console.print(f"Embedding model ready: {embedding.get('dir', local_e5_dir())}")
    if "chat_model" in report:
        console.print(f"Chat model ready: {report['chat_model'].get('path')}")
    console.print(f"Done in {report['seconds']} s.")


def _who(chat: str) -> UserRef:
    return UserRef(user_key=chat, chat_key=chat, language="zh", display_name="terminal")


def _render(reply: TurnReply) -> None:
    style = "yellow" if reply.asked_for_date or reply.degraded or reply.not_covered else "green"
    console.print(Panel(reply.text, border_style=style, title="tempolex"))
    if reply.date_choices:
        console.print("[dim]" + " / ".join(str(y) for y in reply.date_choices) + "[/dim]")


async def _chat_loop() -> None:
    service = await open_service()
    who = _who("cli:local")
    console.print(Panel(CHAT_HELP, title="tempolex", border_style="blue"))
    drafting = False
    try:
        while True:
            try:
                line = (await asyncio.to_thread(console.input, "[bold blue]› [/bold blue]")).strip()
            except (EOFError, KeyboardInterrupt):
                break
            if line in ("/quit", "/exit"):
                break
            if line == "/draft" or (drafting and not line.startswith("/")) or (drafting and line == "/cancel"):
                drafting = await _draft_turn(service, who, line)
                continue
            if line == "/new":
                await service.new_case(who)
                console.print("[dim]新案件 / new case[/dim]")
                continue
            if line == "/end":
                with console.status("distilling the case into experience memory…"):
                    saved = await service.end_case(who)
                console.print("[dim]" + ("案件已结束，去除个人信息后的经验已保存 / case finished; de-identified experience saved"
                                         if saved else "案件已结束 / case finished") + "[/dim]")
                continue
            if line.startswith("/history"):
                await _history_turn(service, who, line.removeprefix("/history").strip())
                continue
            with console.status("thinking…"):
                if line.startswith("/date"):
                    reply = await service.set_case_date(who, line.removeprefix("/date").strip())
                else:
                    reply = await service.reply(who, line)
            _render(reply)
    finally:
        await service.store.close()


async def _history_turn(service, who: UserRef, reference: str) -> None:
    """/history in the terminal chat: the text as the bot words it, the timeline saved here."""
    reply = await service.article_history(who, reference)
    typer.echo(reply.text)
    if reply.image is not None:
        path = Path.cwd() / reply.image_name
        path.write_bytes(reply.image)
        console.print(f"[bold]已保存 / saved:[/bold] {escape(str(path))}")


async def _draft_turn(service, who: UserRef, line: str) -> bool:
    """/draft, an intake answer or /cancel; the finished complaint's .docx files are written to the
    current folder. Returns whether the intake goes on."""
    if line == "/cancel":
        await service.cancel_draft(who)
        console.print("[dim]已取消起草 / drafting cancelled[/dim]")
        return False
    with console.status("drafting…"):
        reply = await (service.start_draft(who) if line == "/draft" else service.draft_reply(who, line))
    console.print(Panel(reply.text, border_style="green" if reply.documents else "blue", title="起诉状 / complaint"))
    for document in reply.documents:
        path = Path.cwd() / document.filename
        path.write_bytes(document.data)
        console.print(f"[bold]已保存 / saved:[/bold] {path}")
    return not reply.done


CHAT_HELP = (
    "描述您的法律问题（中文或英文）。/date 2010年3月 设置案件日期，/new 新案件，/end 结束案件，/draft 起草民事起诉状（/cancel 取消），"
    "/history 刑法第七十四条 查看条文沿革，/quit 退出。\n"
    "Describe your legal question (Chinese or English). /date 2010-03 sets the case date, /new starts a new case, "
    "/end finishes it, /history Criminal Law Article 74 shows an article's versions, /quit exits."
)


def chat() -> None:
    """Chat with the lawyer agent in the terminal (the same agent as the Telegram bot)."""
    asyncio.run(_chat_loop())


async def _ask(question: str, case_date: str | None) -> dict:
    service = await open_service()
    who = _who(f"cli:ask:{uuid.uuid4().hex[:12]}")
    try:
        if case_date:
            set_reply = await service.set_case_date(who, case_date)
            if set_reply.asked_for_date:
                raise typer.BadParameter(set_reply.text)
        reply = await service.reply(who, question)
        [record] = await service.store.trajectories(since_id=reply.turn_id - 1, limit=1)
    finally:
        await service.store.close()
    return {
        "reply": reply.text,
        "case_date": reply.case_date,
        "governing_date": record.governing_date,
        "citations": [
            {"law": c.law, "article": c.article, "article_sub": c.article_sub, "label": c.label,
             "version": c.version, "valid_from": c.valid_from, "valid_to": c.valid_to}
            for c in reply.citations
        ],
        "asked_for_date": reply.asked_for_date,
        "not_covered": reply.not_covered,
        "rubric": [{"item": item, "passed": passed} for item, passed in record.rubric_final.items()],
        "revisions": record.revisions,
        "degraded": reply.degraded,
        "latency_ms": record.latency_ms.get("total"),
        "latency_ms_by_stage": record.latency_ms,
        "tokens": record.tokens,
        "turn_id": reply.turn_id,
    }


def history(
    reference: str = typer.Argument(..., help="An article: 刑法第七十四条, 合同法229, 民法典第1087条, \"Criminal Law Article 74\"."),
    out: Optional[Path] = typer.Option(None, "--out", help="Write the timeline picture to this PNG file."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON document for scripts."),
) -> None:
    """An article's history: every version with its window and amending act, word-level changes,
    the article before or after the 2021 codification; exits 1 when the library lacks it."""
    catalogue = ArticleCatalogue.from_records(load_all_records())
    found = article_history(reference, catalogue, shipped_links())
    written = None
    if out is not None and found.found:
        image = history_image(found, date.today())
        assert image is not None
        out.write_bytes(image)
        written = str(out)
    if as_json:
        print_json({**found.to_dict(), "image": written})
    else:
        typer.echo(history_text(found))  # plain: diff marks and Chinese lines survive pipes and narrow terminals
        if written:
            console.print(f"[bold]已保存 / saved:[/bold] {escape(written)}")
    if not found.found:
        raise typer.Exit(1)


def ask(
    question: str = typer.Argument(..., help="The question, in Chinese or English."),
    date_: Optional[str] = typer.Option(None, "--date", help="Case date: 2010-06-01, 2010-06, 2010 or 2010年6月."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON document for scripts."),
) -> None:
    """One consultation turn (logged like any chat turn)."""
    result = asyncio.run(_ask(question, date_))
    if as_json:
        print_json(result)
        return
    console.print(Panel(result["reply"], title="tempolex", border_style="green"))
    failed = [r["item"] for r in result["rubric"] if not r["passed"]]
    console.print(f"[dim]revisions {result['revisions']} · {result['latency_ms']:.0f} ms"
                  + (f" · failed: {', '.join(failed)}" if failed else "") + "[/dim]")


def eval_consult(
    file: Optional[Path] = typer.Option(None, "--file", help="Questions: LawBench 3-8 style JSON, or JSONL with ids."),
    question_set: str = typer.Option("zh", "--set", "--lang", help="zh: LawBench 3-8 (Chinese); en: its English dev set; "
                                     "lecoqa: LeCoQA train's held-out fold; lawbench-3-2: LawBench 3-2's dev half."),
    limit: Optional[int] = typer.Option(None, "--limit", help="Only the first N questions."),
    skip: int = typer.Option(0, "--skip", min=0, help="Leave out the first N questions (e.g. those looked at while developing)."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON document for scripts."),
) -> None:
    """Run the agent over consultation questions and print citation, honesty, rubric and reference figures."""
    from core.evals import consult as eval_consult_module  # nltk and scipy: only for evaluations

    if question_set not in eval_consult_module.SET_FILES:
        raise typer.BadParameter(f"{question_set!r} is not a question set: use "
                                 + ", ".join(eval_consult_module.SET_FILES), param_hint="--set")

    async def run() -> dict:
        with progress_bars(not as_json) as progress:
            retriever = None
            if question_set == "lecoqa":  # the shipped index holds these questions' answers
                held_out = {row["id"] for row in eval_consult_module.lecoqa_fold(file or eval_consult_module.LECOQA_TRAIN)}
                retriever, _ = await asyncio.to_thread(open_held_out_retriever, LECOQA_INDEX, held_out, progress)
            return await eval_consult_module.evaluate(
                lambda db: open_service(db_path=db, memory=False, retriever=retriever), file, limit, progress,
                skip=skip, question_set=question_set)

    result = asyncio.run(run())
    if as_json:
        print_json(result)
        return
    console.print(_consult_summary(result))


def _share(value: float | None) -> str:
    return "—" if value is None else format(value, ".0%")


def _consult_summary(result: dict) -> str:
    rouge = "—" if result["rouge_l"] is None else f"{result['rouge_l']:.3f}"
    return (
        f"set {result['set']} · items {result['items']} · answered {result['answered']} · date questions {result['date_questions_asked']}\n"
        f"replies with ≥1 citation: {result['with_citation']:.0%}\n"
        f"invalid citations shipped: {result['invalid_citations_shipped']}; rules under a wrong article number (noted): {result['misattributed_shipped']}\n"
        f"rubric pass: first draft {result['rubric_pass_first_draft']:.0%} → final {result['rubric_pass_final']:.0%}\n"
        f"degraded: {result['degraded']} · latency p50 {result['latency_ms']['p50']:.0f} ms, p95 {result['latency_ms']['p95']:.0f} ms\n"
        f"reference-law hit {result['reference_law_hit']:.0%} · misfire {result['misfire']:.0%} · "
        f"honest abstain {_share(result['honest_abstain'])} of {result['items_whose_laws_are_not_held']} items whose laws are not held\n"
        f"reference-article hit {_share(result['reference_article_hit'])} of {result['items_with_reference_articles']} items "
        f"whose reference cites a known article · ROUGE-L {rouge}\n"
        f"unjudged rubric items in the final draft: {result['rubric_unjudged_final']} answers\n"
        + _stage_line(result["gold_article_stages"])
        + _wording_line(result)
        + _failure_line(result["rubric_failures"])
        + stage_lines(result["time_by_stage"])
    )


def _stage_line(stages: dict) -> str:
    """Where the gold articles were lost: retrieved → after the gate → chosen → cited."""
    if not stages["items_with_gold"]:
        return ""
    lines = ""
    for prefix, whose in (("", "items with gold articles"), ("held_", "items whose gold law the corpus holds")):
        shares = [f"{name} {'n/a' if stages[prefix + name] is None else format(stages[prefix + name], '.0%')}"
                  for name in ("retrieved", "retrieved_top6", "after_gate", "chosen", "cited")]
        lines += f"a gold article {' → '.join(shares)} (of {stages[prefix + 'items_with_gold']} {whose})\n"
    return lines


def _wording_line(result: dict) -> str:
    """METEOR / BLEU, then the published figures for the set (other models; LeCoQA: its test split)."""
    line = "" if result["meteor"] is None else f"METEOR {result['meteor']:.3f} · BLEU {result['bleu']:.3f}\n"
    published = "; ".join(f"{who} " + " / ".join(f"{k} {v:.3f}" for k, v in figures.items())
                          for who, figures in result["published"].items())
    return line + (f"published (other models or splits): {published}\n" if published else "")


def _failure_line(failures: dict[str, dict[str, int]]) -> str:
    """Which rubric items the answers failed, first draft → reply sent."""
    if not failures:
        return ""
    parts = [f"{item} {counts['first']}→{counts['final']}" for item, counts in failures.items()]
    return "rubric items failed (answers, first draft → final): " + ", ".join(parts) + "\n"


def stage_lines(timing: dict) -> str:
    """Where the time of the drafted turns went, one line per model stage."""
    lines = [f"time by stage over {timing['turns']} drafted turns (p50 / p95 ms, share of turn time):"]
    for stage, figures in timing["stages"].items():
        if figures["turns"]:
            lines.append(f"  {stage:<7} {figures['p50']:.0f} / {figures['p95']:.0f} · {figures['share']:.0%}"
                         f" · in {figures['turns']} turns")
    cached = timing["cached_prompt_share"]
    lines.append(f"  prompt tokens from the prefix cache: {'n/a' if cached is None else format(cached, '.0%')}"
                 f" · revising stopped: {timing['revision_stop']}")
    return "\n".join(lines)


def eval_recall(
    top: int = typer.Option(10, "--top", help="Evidence depth (articles)."),
    limit: Optional[int] = typer.Option(None, "--limit", help="Only the first N questions."),
    rewrite: bool = typer.Option(False, "--rewrite", help="Also measure a rewrite by the chat model (one call per question)."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON document for scripts."),
) -> None:
    """Retrieval alone on the English dev set: reference-article recall of the evidence for the
    Chinese originals, the English questions without the glossary, and with it (and, with
    `--rewrite`, with the chat model's rewrite into Chinese terms, alone and with the glossary)."""
    from core.evals import consult as eval_consult_module

    from datetime import date

    from core.evals.reference import evidence_recall

    rows = eval_consult_module.load_questions(eval_consult_module.ENGLISH_FILE, limit)
    chinese = [{**row, "question": row["question_zh"]} for row in rows]
    retriever, today = open_retriever(), date.today()
    with progress_bars(not as_json) as progress:
        result = {
            "zh": evidence_recall(retriever, chinese, today, top, progress=progress),
            "en_without_glossary": evidence_recall(retriever, rows, today, top, use_glossary=False, progress=progress),
            "en_with_glossary": evidence_recall(retriever, rows, today, top, progress=progress),
        }
        if rewrite:
            rewritten, seconds, failed = asyncio.run(_rewrite_all(rows, progress))
            result["en_rewrite_only"] = evidence_recall(retriever, rewritten, today, top, use_glossary=False, progress=progress)
            result["en_rewrite_and_glossary"] = evidence_recall(retriever, rewritten, today, top, progress=progress)
            result["rewrite_seconds"] = {"p50": percentile(seconds, 0.5), "p95": percentile(seconds, 0.95), "failed": failed}
    if as_json:
        print_json(result)
        return
    for name, figures in result.items():
        if name == "rewrite_seconds":
            console.print(f"model rewrite: p50 {figures['p50']:.1f} s, p95 {figures['p95']:.1f} s per question, "
                          f"{figures['failed']} calls failed")
            continue
        console.print(f"{name}: recall@{top} {_share(figures[f'recall_at_{top}'])} · hit@{top} "
                      f"{_share(figures[f'hit_at_{top}'])} over {figures['measurable']} of {figures['items']} items")


async def _rewrite_all(rows: list[dict], progress) -> tuple[list[dict], list[float], int]:
    """Each row with the chat model's Chinese rewrite of its question (none when the call failed),
    each call's seconds, and the number of failed calls."""
    from core.chat_model import ModelUnavailable, build_chat_model
    from core.query_rewrite import rewrite

    model, out, seconds, failed = build_chat_model(load_settings().llm), [], [], 0
    for number, row in enumerate(rows, start=1):
        try:
            terms, took = await rewrite(model, row["question"])
        except ModelUnavailable:
            terms, took, failed = [], 0.0, failed + 1
        out.append({**row, "rewrite": terms})
        seconds.append(took)
        progress("model rewrite", number, len(rows))
    return out, seconds, failed


def eval_relevance(
    question_set: str = typer.Option("zh", "--set", help="zh: LawBench 3-8; lecoqa: LeCoQA train's held-out fold (on its "
                                     "held-out index); lawbench-3-2: LawBench 3-2's dev half; everyday: everyday questions."),
    day: str = typer.Option("2024-06-01", "--date", help="Case date for items without their own (YYYY-MM-DD)."),
    limit: Optional[int] = typer.Option(None, "--limit", help="Only the first N items."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON document for scripts."),
) -> None:
    """The relevance gate without the chat model: evidence citing a reference law, and a gold article
    first or anywhere in the evidence, before and after the gate."""
    from core.evals import consult as eval_consult_module
    from core.evals import relevance as eval_relevance_module
    from core.evals.reference_day import dated_by_reference

    from datetime import date

    if question_set not in eval_consult_module.SET_FILES:
        raise typer.BadParameter(f"{question_set!r} is not a question set: use "
                                 + ", ".join(eval_consult_module.SET_FILES), param_hint="--set")
    try:
        when = date.fromisoformat(day)
    except ValueError:
        raise typer.BadParameter(f"{day!r} is not a date: use YYYY-MM-DD") from None
    rows = [row for row in eval_consult_module.load_set(question_set, limit=limit) if row.get("question")]
    with progress_bars(not as_json) as progress:
        if question_set == "lecoqa":  # the shipped index holds these questions' answers
            held_out = {row["id"] for row in eval_consult_module.lecoqa_fold()}
            retriever, _ = open_held_out_retriever(LECOQA_INDEX, held_out, progress)
        else:
            retriever = open_retriever()
        retriever.warm_up()  # an unbuilt index must stop here, not abstain on every item
        rows = dated_by_reference(rows, when, retriever.versions_of)
        result = eval_relevance_module.run(retriever, rows, when, load_settings().agent.evidence_top, progress, question_set)
    print_json(result) if as_json else console.print_json(data=result)


def eval_review(
    file: Optional[Path] = typer.Option(None, "--file", help="A labelled set in the format of core/data/eval/statement_of_law.jsonl."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON document for scripts."),
) -> None:
    """The deterministic review against planted errors (no chat model): catch rate per error type,
    false alarms on the correct replies, contradictions that would ship after the rewrite."""
    from core.evals import review as eval_review_module

    path = file or eval_review_module.SET_FILE
    if not path.is_file():
        raise typer.BadParameter(f"{path} is not a file", param_hint="--file")
    try:
        result = eval_review_module.run(path)
    except (ValueError, TypeError, KeyError) as error:
        raise typer.BadParameter(f"{path} is not a labelled set: {error}", param_hint="--file") from None
    if as_json:
        print_json(result)
        return
    console.print(_review_summary(result))


def _review_summary(result: dict) -> str:
    lines = [f"items {result['items']} · correct replies stating their labelled direction {result['correct_replies_matching_their_label']}"
             f" · decisive clause found {result['decisive_clause_found']}"]
    for kind, figures in result["errors"].items():
        rate = _share(figures["catch_rate"])
        by = ", ".join(f"{item} {count}" for item, count in figures["caught_by"].items())
        lines.append(f"  {kind:<9} caught {figures['caught']}/{figures['planted']} ({rate})" + (f" · by {by}" if by else ""))
    lines.append(f"catch rate {result['catch_rate']:.1%} · false alarms on correct replies {result['false_alarms']}"
                 f" ({result['false_alarm_rate']:.1%}) · correct replies rewritten {result['correct_replies_rewritten']}")
    lines.append(f"direction flips rewritten {result['direction_flips_rewritten']} · needing a lawyer "
                 f"{result['direction_flips_needing_a_lawyer']} · contradictions shipped {result['contradictions_shipped']}")
    for miss in result["missed"]:
        lines.append(f"  missed {miss['error']}: {miss['id']}")
    for alarm in result["false_alarm_items"]:
        lines.append(f"  false alarm: {alarm['id']} ({', '.join(alarm['failed'])})")
    return "\n".join(lines)
