"""The `tempolex` command: every layer's commands under one typer app.

It lives in `bot`, the top layer, because only here may all of `index`, `core`, `training` and
the Telegram front end be imported together.
"""

from __future__ import annotations

import asyncio
import logging

import typer

from bot.admin_actions import AdminActions
from bot.app import run_bot
from bot.settings import BotSettings, MissingToken
from core import cli as core_cli
from core.complaint import cli as complaint_cli
from core.memory import cli as memory_cli
from core.model_files import ModelPrepareError
from core.open_agent import open_service
from index.corpus import CorpusError
from index.embedder import EmbeddingModelError
from index import cli as index_cli
from index import corpus_cli
from index.common.settings import SettingsError, load_settings
from index.common.console import console, err_console, print_json
from index.retrieval import IndexNotBuilt
from index.vector_store import IndexBusy, UnknownEngine
from training.cli import train_app

app = typer.Typer(
    help="tempolex — legal answers with the law in force on the date of the case.",
    no_args_is_help=True,
    pretty_exceptions_show_locals=False,
)
eval_app = typer.Typer(help="Quality evaluations (print figures; --json for scripts).", no_args_is_help=True)
bench_app = typer.Typer(help="Speed benchmarks (percentiles, ratios to a baseline).", no_args_is_help=True)

app.add_typer(core_cli.models_app, name="models")
app.add_typer(index_cli.index_app, name="index")
app.add_typer(corpus_cli.corpus_app, name="corpus")
app.add_typer(memory_cli.memory_app, name="memory")
app.add_typer(train_app, name="train")
app.add_typer(eval_app, name="eval")
app.add_typer(bench_app, name="bench")
app.command("search")(index_cli.search)
app.command("chat")(core_cli.chat)
app.command("ask")(core_cli.ask)
eval_app.command("consult")(core_cli.eval_consult)
eval_app.command("recall")(core_cli.eval_recall)
eval_app.command("relevance")(core_cli.eval_relevance)
app.command("draft")(complaint_cli.draft)
eval_app.command("draft")(complaint_cli.eval_draft)
eval_app.command("retrieval")(index_cli.eval_retrieval_command)
eval_app.command("versions")(index_cli.eval_versions_command)
eval_app.command("coverage")(corpus_cli.eval_coverage_command)
bench_app.command("retrieval")(index_cli.bench_retrieval_command)
bench_app.command("memory")(memory_cli.bench_memory_command)
eval_app.command("memory")(memory_cli.eval_memory_command)


@app.command("bot")
def bot_command() -> None:
    """Run the Telegram bot (TELEGRAM_TOKEN from the environment; polling or webhook per config)."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        config = load_settings()
        settings = BotSettings.from_config(vars(config.telegram), max_message_chars=config.agent.max_message_chars)
    except (MissingToken, ValueError) as error:
        err_console.print(f"[red]{error}[/red]")
        raise typer.Exit(2) from None
    asyncio.run(_serve(settings))


async def _serve(settings: BotSettings) -> None:
    service = await open_service()
    scheduler = service.start_jobs()
    try:
        await run_bot(service, service.store, settings, AdminActions(reindex=service.reindex, consolidate=service.consolidate))
    finally:
        if scheduler is not None:
            scheduler.shutdown(wait=False)
        await service.store.close()


@bench_app.command("bot")
def bench_bot(
    users: int = typer.Option(200, "--users", help="Simulated users."),
    messages: int = typer.Option(5, "--messages", help="Messages per user."),
    model_latency_ms: float = typer.Option(50.0, "--model-latency-ms", help="Fixed latency of the scripted agent."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON document for scripts."),
) -> None:
    """Concurrent users through a fake Telegram server: replies, duplicates, errors, bot overhead."""
    from bot.load_bench import run_load_bench
    from core.scripted_service import ScriptedLawyerService
    from core.store import Store

    def scripted(store, latency_s: float) -> ScriptedLawyerService:
        return ScriptedLawyerService(store, latency_s=latency_s)

    result = asyncio.run(run_load_bench(Store, scripted, users, messages, model_latency_ms / 1000))
    if as_json:
        print_json(result)
        return
    console.print_json(data=result)


def main() -> None:
    """The console entry point: known operational failures become one clear line, not a traceback."""
    try:
        load_settings()  # a bad config.toml or TEMPOLEX_* value stops here, with the key named
        app()
    except (SettingsError, IndexBusy, IndexNotBuilt, UnknownEngine, EmbeddingModelError, ModelPrepareError, CorpusError) as error:
        err_console.print(f"[red]{error}[/red]")
        raise SystemExit(1) from None
