"""`tempolex memory scrub|list|show|stats|consolidate|calibrate`, `bench memory`, `eval memory`.

bot/cli.py registers `memory_app` as `tempolex memory`, and `bench_memory_command` /
`eval_memory_command` under `bench` and `eval`.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any, Awaitable, Callable, Optional, TypeVar

import typer

from index.common.console import console, print_json
from index.common.settings import QdrantSettings

T = TypeVar("T")

memory_app = typer.Typer(help="Experience memory: inspect, scrub, consolidate, calibrate.", no_args_is_help=True)
JSON_OPTION = typer.Option(False, "--json", help="Print one JSON document for scripts.")


async def _inspect(fn: Callable[[Any], Awaitable[T]]) -> T:
    """Run `fn(memory)` over the deployment's database only (no vector store, no model)."""
    from core.memory.bank import ExperienceBank
    from core.memory.memory import ExperienceMemory, memory_settings
    from core.store import Store
    from index.common.settings import load_settings
    from index.embedder import E5_DIM

    store = Store()
    await store.open()
    try:
        bank = ExperienceBank(store, None, load_settings().qdrant.memory_collection, E5_DIM)  # type: ignore[arg-type]
        return await fn(ExperienceMemory(bank, None, None, memory_settings()))  # type: ignore[arg-type]
    finally:
        await store.close()


@memory_app.command("scrub")
def scrub_command(
    bench: int = typer.Option(
        0, "--bench", min=0, max=100_000, help="Instead of stdin: scrub N Faker-generated sentences and count."
    ),
    seed: int = typer.Option(0, "--seed", help="The generator's seed for --bench."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Read text on stdin and print it with personal data replaced by tags (what memory stores);
    with --bench N, count the names, organisations and places left in N generated sentences and
    the legal words wrongly removed."""
    if bench:
        _scrub_bench(bench, seed, as_json)
        return
    from core.memory.scrubber import scrub

    result = scrub(sys.stdin.read())
    if as_json:
        print_json({"text": result.text, "found": result.kinds})
        return
    sys.stdout.write(result.text)


def _scrub_bench(count: int, seed: int, as_json: bool) -> None:
    try:
        from core.evals.scrub_bench import run_scrub_bench

        result = run_scrub_bench(count, seed)
    except ModuleNotFoundError as missing:
        console.print(f"--bench needs {missing.name} (install the test extra: pip install -e '.[test]').")
        raise typer.Exit(2) from missing
    if as_json:
        print_json(result)
        return
    console.print(f"{result['sentences']} sentences: {result['left']} values left ({result['left_rate']:.1%}), "
                  f"{result['over_scrubbed']} over-scrubbed, {result['ms_per_sentence']} ms a sentence")
    for language, rows in result["by_language"].items():
        for kind, row in rows.items():
            console.print(f"  {language} {kind}: {row['left']}/{row['values']} left, {row['over_scrubbed']} over-scrubbed")


@memory_app.command("list")
def list_command(limit: int = typer.Option(20, "--limit"), offset: int = typer.Option(0, "--offset"),
                 as_json: bool = JSON_OPTION) -> None:
    """Entries, newest first."""
    entries = asyncio.run(_inspect(lambda m: m.entries(limit, offset)))
    if as_json:
        print_json([e.to_dict() for e in entries])
        return
    for entry in entries:
        first = entry.text.replace("\n", " ")
        console.print(f"[bold]{entry.id}[/bold] {entry.created_at[:19]} {entry.scenario} used {entry.times_used}"
                      f"{' merged' if entry.merged_from else ''}\n  {first[:120]}")


@memory_app.command("show")
def show_command(entry_id: str, as_json: bool = JSON_OPTION) -> None:
    """One entry with its sources and what it was merged from."""
    entry = asyncio.run(_inspect(lambda m: m.get(entry_id)))
    if entry is None:
        console.print(f"[red]no entry {entry_id}[/red]")
        raise typer.Exit(1)
    if as_json:
        print_json(entry.to_dict())
        return
    console.print(f"[bold]{entry.id}[/bold]  {entry.scenario}  created {entry.created_at}  used {entry.times_used}")
    console.print(f"sources: {', '.join(f'case {s.case_id}' for s in entry.sources) or '-'}")
    if entry.merged_from:
        console.print(f"merged from: {', '.join(entry.merged_from)}")
    console.print(entry.text)


@memory_app.command("stats")
def stats_command(as_json: bool = JSON_OPTION) -> None:
    """Size, capacity, use and the last consolidation pass."""
    figures = asyncio.run(_inspect(lambda m: m.stats()))
    if as_json:
        print_json(figures)
        return
    console.print_json(data=figures)


@memory_app.command("consolidate")
def consolidate_command(as_json: bool = JSON_OPTION) -> None:
    """Run one consolidation pass now (the chat model merges; the bot must not hold an embedded index)."""

    async def run() -> dict:
        from core.chat_model import build_chat_model
        from core.memory.memory import open_memory
        from core.store import Store
        from index.common.settings import load_settings

        store = Store()
        await store.open()
        try:
            memory = await open_memory(store, build_chat_model(load_settings().llm))
            report = await memory.consolidate("cli")
            return {**report.to_dict(), "summary": report.summary()}
        finally:
            await store.close()

    result = asyncio.run(run())
    if as_json:
        print_json(result)
        return
    console.print(result["summary"])
    for change in result["changes"]:
        console.print(f"  {change}")


@memory_app.command("calibrate")
def calibrate_command(as_json: bool = JSON_OPTION) -> None:
    """Recall threshold delta for the configured embedder, from related and unrelated pairs."""
    from core.memory.calibrate import calibrate
    from index.open_index import open_embedder

    result = calibrate(open_embedder())
    if as_json:
        print_json(result)
        return
    console.print_json(data=result)


def bench_memory_command(
    sizes: list[int] = typer.Option([100, 1000, 10000], "--size", help="Bank sizes (repeatable)."),
    engine: str = typer.Option(QdrantSettings().engine, "--engine", help="Embedded Qdrant engine for the bench collection."),
    as_json: bool = JSON_OPTION,
) -> None:
    """One consolidation pass at each bank size, model time excluded (merges are instant fakes)."""
    from core.evals.memory_bench import run_bench

    result = asyncio.run(run_bench(sizes, engine))
    if as_json:
        print_json(result)
        return
    for row in result["passes"]:
        console.print(f"{row['entries']:>6} entries: cold pass {row['cold_pass_s']*1000:.0f} ms "
                      f"(pair search {row['cold_pair_search_s']*1000:.0f} ms), warm pass {row['warm_pass_s']*1000:.1f} ms")


def eval_memory_command(
    file: Optional[Path] = typer.Option(None, "--file", help="LawBench 3-8 style JSON (default: the shared one)."),
    limit: int = typer.Option(12, "--limit", min=1, help="Consultation items in the sequence."),
    rounds: int = typer.Option(2, "--rounds", min=1, help="Questions per field (each field's later ones have a predecessor)."),
    arms: list[str] = typer.Option(["inline", "model"], "--arm", help="Memory arms besides off: inline, model (repeatable)."),
    as_json: bool = JSON_OPTION,
) -> None:
    """The same sequence of consultations with memory off and on (each arm), on the configured model,
    with each arm's paired difference from off and its 95 % interval."""
    from core.evals.memory import ARMS, run_default
    from index.common.console import progress_bars

    if any(arm not in ARMS[1:] for arm in arms):
        raise typer.BadParameter(f"arms are {', '.join(ARMS[1:])}", param_hint="--arm")

    async def run() -> dict:
        with progress_bars(not as_json) as progress:
            return await run_default(file, limit, rounds, ("off", *dict.fromkeys(arms)), progress)

    result = asyncio.run(run())
    if as_json:
        print_json(result)
        return
    console.print(memory_summary(result))


def memory_summary(result: dict) -> str:
    """Each arm's figures, then each memory arm against off with the 95 % intervals."""
    lines = [f"{result['items']} items"]
    for arm, run in result["arms"].items():
        later = run["later_items"]
        lines.append(f"memory {arm:>6}: rubric pass {run['rubric_pass_rate']:.0%}, law hit {run['reference_law_hit']:.0%}, "
                     f"revisions {run['revisions_per_answer']:.2f}, p50 {(run['latency_ms']['p50'] or 0) / 1000:.1f} s, "
                     f"recalled {run['turns_with_recall']} (later items: {later['turns_with_recall']}/{later['items']})")
    for arm, versus in result["versus_off"].items():
        for scope, figures in versus.items():
            if figures:
                shown = ", ".join(f"{key} {f['difference']:+.2f} [{f['ci95'][0]:+.2f}, {f['ci95'][1]:+.2f}]"
                                  for key, f in figures.items())
                lines.append(f"{arm} - off, {scope} ({next(iter(figures.values()))['items']}): {shown}")
    return "\n".join(lines)
