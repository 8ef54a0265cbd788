"""The `tempolex` command: every layer's commands under one typer app.

It lives in `bot`, the top layer, because only here may all of `index`, `core`, `training` and
the Telegram front end be imported together.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from pathlib import Path

import typer

from bot.admin_actions import AdminActions
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
from index.common.settings import SettingsError, TelegramSettings, load_settings
from index.common.console import console, err_console, print_json
from index.retrieval import IndexNotBuilt
from index.vector_store import IndexBusy, UnknownEngine
from training.cli import admin_retrain_action, serve_command, train_app, trainer_command

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
app.command("trainer")(trainer_command)
app.command("serve")(serve_command)
app.command("chat")(core_cli.chat)
app.command("ask")(core_cli.ask)
app.command("history")(core_cli.history)
eval_app.command("consult")(core_cli.eval_consult)
eval_app.command("recall")(core_cli.eval_recall)
eval_app.command("relevance")(core_cli.eval_relevance)
eval_app.command("review")(core_cli.eval_review)
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
        settings = BotSettings.from_config(config.telegram, max_message_chars=config.agent.max_message_chars)
    except (MissingToken, ValueError) as error:
        err_console.print(f"[red]{error}[/red]")
        raise typer.Exit(2) from None
    asyncio.run(_serve(settings))


async def _serve(settings: BotSettings) -> None:
    from bot.app import run_bot  # aiogram's types take seconds to import: only the bot needs them

    service = await open_service()
    scheduler = service.start_jobs()
    actions = AdminActions(reindex=service.reindex, consolidate=service.consolidate, retrain=admin_retrain_action())
    try:
        await run_bot(service, service.store, settings, actions)
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
    from bot.bench.load import run_load_bench
    from core.scripted_service import ScriptedLawyerService
    from core.store import Store

    def scripted(store, latency_s: float) -> ScriptedLawyerService:
        return ScriptedLawyerService(store, latency_s=latency_s)

    result = asyncio.run(run_load_bench(Store, scripted, users, messages, model_latency_ms / 1000))
    if as_json:
        print_json(result)
        return
    console.print_json(data=result)


@bench_app.command("faults")
def bench_faults(
    only: list[str] = typer.Option([], "--only", help="Run only this scenario (repeatable)."),
    inject_loss: bool = typer.Option(
        False, "--inject-loss", help="Add a check whose one undelivered message must be reported lost."
    ),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON document for scripts."),
) -> None:
    """The real bot process through a crash, Telegram faults, a sick model server, saturation, a
    burst of quick messages and a flood: sent, answered, lost, duplicated, refused, time to recover."""
    from bot.bench.faults import SCENARIO_NAMES, run_fault_bench

    unknown = [name for name in only if name not in SCENARIO_NAMES]
    if unknown:
        console.print(f"Unknown scenario {', '.join(unknown)}; choose from: {', '.join(SCENARIO_NAMES)}.")
        raise typer.Exit(2)
    result = asyncio.run(run_fault_bench(inject_loss=inject_loss, only=only or None))
    if as_json:
        print_json(result)
        return
    console.print_json(data=result)


@bench_app.command("scripted-bot", hidden=True)
def scripted_bot(
    db: Path = typer.Option(..., "--db", help="The SQLite file (kept across restarts)."),
    api: str = typer.Option(..., "--api", help="Bot API base URL (a fake Telegram server)."),
    latency_ms: float = typer.Option(50.0, "--latency-ms", help="The scripted agent's latency."),
    model_url: str = typer.Option("", "--model-url", help="An OpenAI-compatible server each answer asks first."),
    join_window_s: float = typer.Option(TelegramSettings().join_window_s, "--join-window-s"),
    flood_per_minute: int = typer.Option(TelegramSettings().flood_per_minute, "--flood-per-minute"),
    concurrent_turns: int = typer.Option(0, "--concurrent-turns"),
) -> None:
    """The real bot process over the scripted agent (TELEGRAM_TOKEN from the environment), for
    `bench faults` and the crash tests: they kill it and start it again on the same file."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    asyncio.run(_scripted_bot(db, api, latency_ms / 1000, model_url, join_window_s, flood_per_minute, concurrent_turns))


async def _scripted_bot(
    db: Path, api: str, latency_s: float, model_url: str, join_window_s: float, flood_per_minute: int, slots: int
) -> None:
    from core.scripted_service import ScriptedLawyerService
    from core.store import Store

    config = load_settings()
    model = None
    if model_url:
        from core.openai_model import OpenAIChatModel

        model = OpenAIChatModel(dataclasses.replace(config.llm, backend="openai", base_url=model_url))
    settings = BotSettings.from_config(
        TelegramSettings(api_base=api, join_window_s=join_window_s, flood_per_minute=flood_per_minute,
                         concurrent_turns=slots),
        max_message_chars=config.agent.max_message_chars,
    )
    from bot.app import run_bot

    async with Store(db) as store:
        await run_bot(ScriptedLawyerService(store, latency_s=latency_s, model=model), store, settings)


def main() -> None:
    """The console entry point: known operational failures become one clear line, not a traceback."""
    try:
        load_settings()  # a bad config.toml or TEMPOLEX_* value stops here, with the key named
        app()
    except (SettingsError, IndexBusy, IndexNotBuilt, UnknownEngine, EmbeddingModelError, ModelPrepareError, CorpusError) as error:
        err_console.print(f"[red]{error}[/red]")
        raise SystemExit(1) from None


if __name__ == "__main__":
    main()
