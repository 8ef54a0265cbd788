"""`tempolex index …`, `tempolex search`, `tempolex eval retrieval|versions`, `tempolex bench retrieval`."""

from __future__ import annotations

import json
import re
import shutil
import time
from calendar import monthrange
from datetime import date
from pathlib import Path
from typing import Any, NoReturn, Optional, cast

import typer
from rich.table import Table

from index.evals import bench_retrieval, bench_scale
from index.evals import questions as eval_questions
from index.evals import retrieval as eval_retrieval
from index.evals import versions as eval_versions
from index.common.paths import LECOQA_TRAIN
from index.common.settings import cache_dir, corpus_path
from index.common.console import console, err_console, print_json, progress_bars
from index import ranker_build
from index.asked import load_asked
from index.query_adapter import ADAPTER_FILE
from index.ranker import RANKER_FILE
from index.embedding_cache import EmbeddingCache
from index.shipped_embeddings import write_shipped
from index.corpus import CorpusError, load_corpus, read_jsonl
from index.open_index import (
    corpus_paths,
    load_all_records,
    open_embedder,
    open_retriever,
    open_statute_index,
    user_corpus_dir,
)
from index.retrieval import SearchResult, span_dates
from index.statute_index import asked_model_id
from index.vector_store import ENGINES, UnknownEngine, check_engine

index_app = typer.Typer(help="Build and inspect the statute index.", no_args_is_help=True)

JSON_OPTION = typer.Option(False, "--json", help="Print one JSON document for scripts.")


def parse_case_date(text: str) -> tuple[date, date]:
    """--date: YYYY-MM-DD (a day), YYYY-MM (a month) or YYYY (a year) as an inclusive window."""
    match = re.fullmatch(r"(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?", text.strip())
    if not match:
        raise typer.BadParameter(f"{text!r} is not a date: use YYYY-MM-DD, YYYY-MM or YYYY")
    # the year always matches
    year, month, day = cast("tuple[int, int | None, int | None]",
                            (int(part) if part else None for part in match.groups()))
    try:
        if day is not None:
            single = date(year, cast(int, month), day)  # a day only follows a month
            return single, single
        if month is not None:
            return date(year, month, 1), date(year, month, monthrange(year, month)[1])
        return date(year, 1, 1), date(year, 12, 31)
    except ValueError as error:
        raise typer.BadParameter(f"{text!r} is not a real date ({error})") from None


def _fail(message: str, as_json: bool) -> NoReturn:
    if as_json:
        print_json({"error": message})
    else:
        err_console.print(f"[red]{message}[/red]")
    raise typer.Exit(1)


@index_app.command("build")
def build(
    corpus: Optional[Path] = typer.Option(None, help="Corpus JSONL (default: the shipped one)."),
    if_missing: bool = typer.Option(False, "--if-missing", help="Do nothing when an up-to-date index (same format, embedding model and records) exists."),
    as_json: bool = JSON_OPTION,
) -> None:
    """(Re)build the statute index from the corpus and any ingested files."""
    index = open_statute_index()
    try:
        records = load_all_records(corpus)
    except CorpusError as error:
        _fail(str(error), as_json)
    if if_missing and index.is_current() and index.count() > 0 and index.holds(records):
        summary: dict[str, Any] = {"skipped": True, "points": index.count()}
        print_json(summary) if as_json else console.print(f"Index ready ({summary['points']} versions); nothing to do.")
        return
    with progress_bars(not as_json) as progress:
        report = index.build(records, progress)
    summary = {
        "skipped": False,
        "points": report.points,
        "embedded": report.embedded,
        "reused_embeddings": report.reused_embeddings,
        "collection": report.collection,
        "stored_points": report.stored_points,
        "seconds": round(report.seconds, 2),
        "embed_seconds": round(report.embed_seconds, 2),
        "model_id": report.model_id,
        "files": [str(p) for p in corpus_paths(corpus)],
    }
    if as_json:
        print_json(summary)
    else:
        console.print(
            f"Indexed {report.points} statute versions into {report.collection} in {report.seconds:.1f} s "
            f"({report.embedded} embedded, {report.reused_embeddings} from cache; model {report.model_id})."
        )


@index_app.command("ingest")
def ingest(path: Path, as_json: bool = JSON_OPTION) -> None:
    """Add your own versioned JSONL (same schema as the corpus) and rebuild the index.

    The index is rebuilt beside the serving one and switched to when complete; only the new texts
    are embedded (the rest come from the embedding cache).
    """
    try:
        records = load_corpus([*corpus_paths(), path])  # windows must not overlap anything indexed
    except CorpusError as error:
        _fail(str(error), as_json)
    target = user_corpus_dir() / f"{time.strftime('%Y%m%d-%H%M%S')}-{path.name}"
    shutil.copyfile(path, target)
    with progress_bars(not as_json) as progress:
        report = open_statute_index().build(records, progress)
    summary = {"added": len(read_jsonl(path, "user")), "stored_as": str(target), "points": report.points,
               "embedded": report.embedded, "seconds": round(report.seconds, 2)}
    print_json(summary) if as_json else console.print(
        f"Added {summary['added']} versions from {path} (kept as {target}); index rebuilt in {report.seconds:.1f} s.")


@index_app.command("ship-embeddings")
def ship_embeddings(as_json: bool = JSON_OPTION) -> None:
    """(Maintainers) Write the shipped corpus's embeddings beside it, so fresh clones skip embedding it."""
    try:
        records = load_corpus([corpus_path()])
    except CorpusError as error:
        _fail(str(error), as_json)
    embedder = open_embedder()
    texts = list(dict.fromkeys(r.text for r in records))
    done = 0
    with progress_bars(not as_json) as progress:
        def advance(step: int) -> None:
            nonlocal done
            done += step
            progress("embedding statute versions", done, len(texts))

        vectors, computed = EmbeddingCache(cache_dir() / "embeddings", embedder.model_id).embed(texts, embedder.embed_passages, advance)
    path = write_shipped(embedder.model_id, texts, vectors)
    questions = [q.question for q in load_asked()]
    asked_id = asked_model_id(embedder.model_id)
    asked_vectors, _ = EmbeddingCache(cache_dir() / "embeddings", asked_id).embed(questions, embedder.embed_queries)
    asked_path = write_shipped(asked_id, questions, asked_vectors)
    summary: dict[str, Any] = {"file": str(path), "texts": len(texts), "embedded": computed,
                               "bytes": path.stat().st_size, "model_id": embedder.model_id,
                               "questions_file": str(asked_path), "questions": len(questions)}
    print_json(summary) if as_json else console.print(f"Wrote {len(texts)} vectors ({summary['bytes'] / 2**20:.1f} MB) to {path}.")


@index_app.command("train-ranker")
def train_ranker(limit: Optional[int] = typer.Option(None, "--limit", help="Only the first N questions (a trial)."),
                 as_json: bool = JSON_OPTION) -> None:
    """(Maintainers) Fit the query adapter and train the learned ranker of questions' candidates on
    LeCoQA's train split, writing index/data/query_adapter.npz and index/data/ranker.txt; prints the
    ranker's out-of-fold figures beside the fusion's."""
    with progress_bars(not as_json) as progress:
        report = ranker_build.build(open_retriever(), RANKER_FILE, progress=progress, limit=limit)
    if as_json:
        print_json(report)
        return
    for day, figures in report["cross_validated"].items():
        console.print(f"{day} ({figures['items']} questions, out of fold): " + " · ".join(
            f"{metric} {figures['fused'][metric]:.1%} → {figures['ranker'][metric]:.1%}" for metric in figures["fused"]))
    console.print(f"Wrote {RANKER_FILE.parent / ADAPTER_FILE.name} and {RANKER_FILE}.")


@index_app.command("stats")
def stats(as_json: bool = JSON_OPTION) -> None:
    """What the index holds: versions per law, coverage windows, model, build time."""
    index = open_statute_index()
    if not index.exists():
        _fail("the statute index is not built yet: run `tempolex index build`", as_json)
    records = index.all_records()
    meta = index.metadata()
    per_law: dict[str, dict[str, Any]] = {}
    for record in records:
        entry = per_law.setdefault(record.law, {"versions": 0, "articles": set()})
        entry["versions"] += 1
        entry["articles"].add((record.article, record.article_sub))
    laws = {
        law: {
            "versions": entry["versions"],
            "articles": len(entry["articles"]),
            "covered": coverage_text(meta.get("coverage", {}).get(law)),
        }
        for law, entry in sorted(per_law.items())
    }
    summary = {"points": len(records), "stored_points": index.count(), "collection": index.collection,
               "serving": index.serving, "model_id": meta.get("model_id"), "built_at": meta.get("built_at"),
               "engine": index.store.location, "disk_bytes": index.store.size_bytes(), "laws": laws}
    if as_json:
        print_json(summary)
        return
    table = Table("law", "versions", "articles", "covered")
    for law, entry in laws.items():
        table.add_row(law, str(entry["versions"]), str(entry["articles"]), entry["covered"])
    console.print(table)
    console.print(f"{len(records)} versions in one collection ({index.collection} -> {index.serving}); "
                  f"model {meta.get('model_id')}; built {meta.get('built_at')}; {index.store.location}")


def _bench_scale(sizes: list[int], engines: list[str], queries: int, as_json: bool) -> None:
    if any(size < 1 for size in sizes):
        _fail("--scale takes a number of versions (1 or more)", as_json)
    with progress_bars(not as_json) as progress:
        results = bench_scale.run(load_all_records(), open_embedder(), sizes, engines, cache_dir() / "embeddings", queries, progress)
    if as_json:
        print_json(results)
        return
    table = Table("versions", "engine", "stored", "build s", "disk MB", "fused p50", "fused p95", "dense p50", "dense p95",
                  title=f"Index at scale ({results['queries']} queries each, ms)")
    for size, by_engine in results["sizes"].items():
        for engine, row in by_engine.items():
            table.add_row(size, engine, str(row["stored_points"]), f"{row['build_seconds']:.1f}", str(row["disk_mb"]),
                          *(f"{row[key]:.1f}" for key in ("fused_p50_ms", "fused_p95_ms", "dense_only_p50_ms", "dense_only_p95_ms")))
    console.print(table)


def coverage_text(span: list[int] | None) -> str:
    if not span:
        return ""
    start, end = span_dates(span)
    return f"{start} .. {end or 'in force'}"


def _render_result(result: SearchResult) -> None:
    start, end = result.window
    console.print(f"[bold]Case window[/bold] {start} .. {end} ({result.window_source})")
    for item in result.not_covered:
        windows = ", ".join(f"{w[0]}..{w[1] or 'in force'}" for w in item.windows) or "none"
        console.print(f"[yellow]Not covered:[/yellow] {item.law} {item.label} — {item.reason}; corpus windows: {windows}")
    for rank, hit in enumerate(result.hits, start=1):
        v = hit.version
        mark = "" if hit.covers_window else " [yellow](valid for part of the window)[/yellow]"
        console.print(
            f"{rank}. [bold]{v.law} {v.article_label}[/bold] [{v.version}] "
            f"{v.valid_from} .. {v.valid_to or 'in force'}{mark}\n   {v.text}"
        )


def search(
    query: Optional[str] = typer.Argument(None, help="Question, article reference or keywords."),
    date_: Optional[str] = typer.Option(None, "--date", help="Case date: YYYY-MM-DD, YYYY-MM or YYYY."),
    top: int = typer.Option(5, "--top", min=1, max=50, help="How many articles."),
    batch: Optional[Path] = typer.Option(None, "--batch", help='JSONL of {"query": …, "date": …} per line.'),
    as_json: bool = JSON_OPTION,
) -> None:
    """Search the statutes in force on the case date."""
    if (query is None) == (batch is None):
        raise typer.BadParameter("give a QUERY or --batch FILE (not both)")
    retriever = open_retriever()
    if batch is None:
        window = parse_case_date(date_) if date_ else None
        result = retriever.search(cast(str, query), window=window, top=top)  # a QUERY when there is no --batch
        print_json(result.to_dict()) if as_json else _render_result(result)
        return
    for number, line in enumerate(batch.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
            window = parse_case_date(item["date"]) if item.get("date") else None
            result = retriever.search(item["query"], window=window, top=int(item.get("top", top)))
            output = result.to_dict()
        except (json.JSONDecodeError, KeyError, TypeError, ValueError, typer.BadParameter) as error:
            output = {"line": number, "error": f"{type(error).__name__}: {error}"}
        print_json(output) if as_json else console.print_json(data=output)


def eval_retrieval_command(
    file: Optional[Path] = typer.Option(None, "--file", help="LawBench 3-1 style JSON (or LeCoQA style with --set lecoqa)."),
    limit: Optional[int] = typer.Option(None, "--limit", help="Only the first N items."),
    data_set: str = typer.Option("lawbench-3-1", "--set", help="lawbench-3-1 (court facts) or lecoqa (everyday questions)."),
    day: Optional[str] = typer.Option(None, "--date", help="lecoqa: ask every question on this day (YYYY-MM-DD; "
                                      "before 2021 the gold is the old laws' articles 民法典's carried on)."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Each retrieval channel and the fusion side by side: LawBench 3-1 facts, or LeCoQA questions."""
    if data_set not in ("lawbench-3-1", "lecoqa"):
        _fail(f"unknown --set {data_set!r}: lawbench-3-1 or lecoqa", as_json)
    file = file or (LECOQA_TRAIN if data_set == "lecoqa" else eval_retrieval.DEFAULT_FILE)
    if not file.is_file():
        _fail(f"{file}: no such evaluation file", as_json)
    if data_set == "lecoqa":
        return _eval_questions(file, limit, _day(day, as_json), as_json)
    with progress_bars(not as_json) as progress:
        results = eval_retrieval.evaluate(open_retriever(), file, limit, progress)
    if as_json:
        print_json(results)
        return
    metrics = ["recall@5", "recall@10", "recall@50", "ndcg@10", "mrr", "hit@1"]
    for half in ("dev", "test"):
        table = Table("retriever", *metrics, title=f"LawBench 3-1, {half} half ({results[half]['fused']['items']} items), configured weights")
        for name, values in results[half].items():
            table.add_row(name, *(f"{values[m]:.3f}" for m in metrics))
        console.print(table)
    folds = Table("fold", "weights k/d/s", "K", "fused", "keyword", "bm25", "dense", title="Cross-validation on the dev half (nDCG@10 on the held-out fold)")
    for row in results["cross_validation"]:
        w = row["weights"]
        folds.add_row(str(row["fold"]), f"{w['keyword']}/{w['dense']}/{w['sparse']}", str(row["k"]),
                      *(f"{row[f'{name}_ndcg@10']:.3f}" for name in ("fused", "keyword", "bm25", "dense")))
    console.print(folds)
    chosen = results["chosen_on_dev"]
    console.print(f"chosen on the whole dev half: {chosen['weights']}, K={chosen['k']}; test-half fused nDCG@10 {chosen['test']['ndcg@10']:.3f}")


def _day(text: str | None, as_json: bool) -> date | None:
    try:
        return date.fromisoformat(text) if text else None
    except ValueError:
        _fail(f"--date {text!r}: not a day (YYYY-MM-DD)", as_json)


def _eval_questions(file: Path, limit: int | None, day: date | None, as_json: bool) -> None:
    with progress_bars(not as_json) as progress:
        results = eval_questions.evaluate(open_retriever(), file, limit, day, progress=progress)
    if as_json:
        print_json(results)
        return
    metrics = [f"hit@{k}" for k in eval_questions.KS]
    table = Table("retriever", *metrics, title=f"LeCoQA train, {results['items']} questions at {results['date']} "
                  f"(held: {results['held_items']}), out of fold")
    rows = {**{name: values for name, values in results["channels"].items()}, "before (3/2/1, K=60)": results["before"],
            "configured": results["configured"], "cross-validated": results["cross_validated"]}
    for name, values in rows.items():
        table.add_row(name, *(f"{values[m]:.3f} / {values['held_' + m]:.3f}" for m in metrics))
    console.print(table)
    console.print("each cell: all questions / questions whose relevant law the corpus holds")
    for row in results["folds"]:
        w = row["weights"]
        console.print(f"fold {row['fold']}: chosen k/d/s/asked {w['keyword']}/{w['dense']}/{w['sparse']}/{w['asked']}, "
                      f"K={row['k']}: held-out hit@6 {row['hit@6']:.3f}")


def eval_versions_command(as_json: bool = JSON_OPTION) -> None:
    """Every multi-version article at a date inside each window and outside all of them."""
    retriever = open_retriever()
    with progress_bars(not as_json) as progress:
        results = eval_versions.evaluate(retriever, retriever.index.all_records(), date.today(), progress)
    if as_json:
        print_json(results)
        return
    console.print(
        f"{results['articles']} articles with several versions\n"
        f"version accuracy: {results['version_accuracy']:.2%} of {results['version_queries']} queries\n"
        f"not-covered accuracy: {results['not_covered_accuracy']:.2%} of {results['not_covered_queries']} queries"
    )
    for failure in results["failures"]:
        console.print(f"[red]failed[/red] {failure}")
    if results["failures"]:
        raise typer.Exit(1)


def bench_retrieval_command(
    queries: int = typer.Option(200, "--queries", min=1, help="How many timed queries (per workload; per size with --scale)."),
    engines: list[str] = typer.Option(list(ENGINES), "--engine", help="Embedded engine to measure (repeat for several); the first one builds with a cold embedding cache."),
    scale: list[int] = typer.Option([], "--scale", help="Instead: a synthetic corpus of N versions (repeat: --scale 3000 --scale 30000); build time, disk, p50/p95 per engine."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Full index build time and query latency p50/p95 per embedded engine (fused and dense-only)."""
    try:
        engines = [check_engine(engine) for engine in engines]
    except UnknownEngine as error:
        _fail(str(error), as_json)
    if scale:
        _bench_scale(scale, engines, queries, as_json)
        return
    with progress_bars(not as_json) as progress:
        results = bench_retrieval.run(load_all_records(), open_embedder(), queries, progress, engines=engines)
    if as_json:
        print_json(results)
        return
    for engine, figures in results["engines"].items():
        console.print(
            f"[bold]{engine}[/bold]: built {results['points']} versions in {figures['build_seconds']:.1f} s "
            f"(embedded {figures['embedded']} in {figures['embed_seconds']:.1f} s, {results['model_id']})"
        )
        for workload, by_name in figures["latency"].items():
            for name, latency in by_name.items():
                console.print(f"  {workload} / {name}: p50 {latency['p50_ms']:.1f} ms, p95 {latency['p95_ms']:.1f} ms "
                              f"over {results['queries_per_workload']} queries")
            console.print(f"  {workload}: fused / dense-only p95 {figures['fused_vs_dense_p95_ratio'][workload]:.2f}x")
    for engine, by_workload in results.get("fused_p95_ratio_to_local", {}).items():
        for workload, ratio in by_workload.items():
            console.print(f"{engine} / local, fused p95 on {workload}: {ratio:.3f}x")