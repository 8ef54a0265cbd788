"""`tempolex train …`: export, demo, rollback, gpu-check (registered by bot.cli)."""

from __future__ import annotations

import asyncio
import json
import logging
import sys
import time
from pathlib import Path
from typing import Any, Optional

import typer

from index.common.console import console, err_console, print_json
from index.common.settings import data_dir, load_settings

train_app = typer.Typer(help="Retraining: trajectories → SFT → GRPO → LoRA → gated publish to vLLM.", no_args_is_help=True)


def _work_dir() -> Path:
    return data_dir() / load_settings().training.work_dir


@train_app.command("export")
def export_command(since: Optional[str] = typer.Option(None, help="only turns on or after YYYY-MM-DD"),
                   out: Optional[Path] = typer.Option(None, help="folder for the bundle (default [training] bundle_dir)"),
                   db: Optional[Path] = typer.Option(None, help="the store (default: the deployment's)"),
                   as_json: bool = typer.Option(False, "--json")) -> None:
    """Stored trajectories → a scrubbed, versioned bundle (SFT set, RL prompts, manifest)."""
    from core.store import Store
    from training.export import export_bundle, load_bundle

    settings = load_settings().training

    async def run() -> Path:
        async with Store(db) as store:
            return await export_bundle(store, out or data_dir() / settings.bundle_dir, since=since,
                                       heldout_share=settings.heldout_share)

    folder = asyncio.run(run())
    manifest, _, _ = load_bundle(folder)
    if as_json:
        print_json({"bundle": str(folder), **manifest})
    else:
        console.print(f"{folder}: {manifest['counts']}, excluded {manifest['excluded']}")


@train_app.command("rollback")
def rollback_command(as_json: bool = typer.Option(False, "--json")) -> None:
    """Serve the previous adapter again (recorded in publish_log.jsonl)."""
    from training.publish import PublishError, Registry, VllmAdapters

    settings = load_settings().training
    try:
        entry = Registry(_work_dir()).rollback(VllmAdapters(settings.serve_url), settings.serve_alias)
    except PublishError as exc:
        console.print(f"rollback failed: {exc}")
        raise typer.Exit(1)
    print_json(entry) if as_json else console.print(f"serving {entry['adapter']} again (withdrawn: {entry['withdrawn']})")


@train_app.command("demo")
def demo_command(steps: int = typer.Option(2, min=1), as_json: bool = typer.Option(False, "--json")) -> None:
    """One whole cycle on this CPU: scripted agent turns → export → SFT → GRPO → gate → publish → rollback."""
    from training.demo import run_demo

    started = time.perf_counter()

    def report(name: str, detail: dict[str, Any]) -> None:
        if not as_json:
            console.print(f"[bold]{name}[/bold] {json.dumps(detail, ensure_ascii=False)}")

    stages = run_demo(report, steps)
    stages["seconds"] = round(time.perf_counter() - started, 1)
    if as_json:
        print_json(stages)


@train_app.command("gpu-check")
def gpu_check_command(steps: int = typer.Option(5, min=1), hidden: int = typer.Option(512), layers: int = typer.Option(8),
                      as_json: bool = typer.Option(False, "--json")) -> None:
    """SFT and GRPO steps on a small model built from a config: tokens/s and peak memory."""
    from training.gpu_check import run_gpu_check

    result = run_gpu_check(steps, hidden, layers)
    print_json(result) if as_json else console.print(result)


def admin_retrain_action():
    """The bot's admin /retrain: ask the trainer at [training] trainer_url; None when none is set."""
    import os

    from training.remote import retrain_action

    url = load_settings().training.trainer_url
    return retrain_action(url, os.environ.get("TEMPOLEX_TRAINER_TOKEN", "")) if url else None


def _fail(message: str, code: int = 2) -> typer.Exit:
    err_console.print(message, style="red", markup=False)
    return typer.Exit(code)


def _ready_line(detail: dict[str, Any]) -> None:
    """One JSON line on stdout once a long-running endpoint listens (scripts wait for it)."""
    print(json.dumps(detail, ensure_ascii=False), flush=True)


@train_app.command("export-serve")
def export_serve_command(db: Optional[Path] = typer.Option(None, help="the store (default: the deployment's)"),
                         host: Optional[str] = typer.Option(None, help="default [training] export_host"),
                         port: Optional[int] = typer.Option(None, help="default [training] export_port")) -> None:
    """(bot host) Serve export bundles to the trainer: GET /export, bearer TEMPOLEX_EXPORT_TOKEN."""
    from training.export_server import export_app
    from training.http_common import MissingSecret, required_token, serve_until_stopped

    settings = load_settings().training
    try:
        token = required_token("TEMPOLEX_EXPORT_TOKEN")
    except MissingSecret as exc:
        raise _fail(str(exc)) from None
    app = export_app(db, data_dir() / settings.bundle_dir, token, keep=settings.keep_bundles,
                     heldout_share=settings.heldout_share)
    asyncio.run(serve_until_stopped(app, host or settings.export_host, port or settings.export_port,
                                    lambda url: _ready_line({"export": url})))


def trainer_command(host: Optional[str] = typer.Option(None, help="default [training] trainer_host"),
                    port: Optional[int] = typer.Option(None, help="default [training] trainer_port"),
                    status: bool = typer.Option(False, "--status", help="print the newest run records and exit"),
                    as_json: bool = typer.Option(False, "--json")) -> None:
    """(GPU host) The retraining process: [training] cron schedule, POST /retrain, one run at a time."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    settings = load_settings().training
    if status:
        from training.runs import RunLog

        runs = RunLog(_work_dir()).recent()
        if as_json:
            print_json({"runs": runs})
        else:
            for run in runs:
                console.print(f"run {run['id']} {run['trigger']}: {run['status']} {run['adapter'] or ''} {run['error'] or ''}")
        return
    from training.http_common import MissingSecret, required_token
    from training.trainer import Trainer, TrainerError
    from training.trainer_http import serve_trainer

    try:
        token = required_token("TEMPOLEX_TRAINER_TOKEN")
        trainer = Trainer(settings, _work_dir(), data_dir() / settings.bundle_dir)
    except (MissingSecret, TrainerError) as exc:
        raise _fail(str(exc)) from None
    asyncio.run(serve_trainer(trainer, host or settings.trainer_host, port or settings.trainer_port, token, _ready_line))


def serve_command(host: Optional[str] = typer.Option(None, help="default: the host of [training] serve_url"),
                  port: Optional[int] = typer.Option(None, help="default: the port of [training] serve_url"),
                  dry_run: bool = typer.Option(False, "--dry-run", help="print the command, do not start vLLM"),
                  as_json: bool = typer.Option(False, "--json")) -> None:
    """(GPU host) Start vLLM's OpenAI-compatible server: the base model, LoRA and runtime adapter loading on."""
    import os

    from training.serve import exec_command, missing_prerequisites, vllm_command

    settings = load_settings().training
    command = vllm_command(settings, _work_dir(), host=host, port=port, api_key=os.environ.get("TEMPOLEX_SERVE_API_KEY", ""))
    missing = missing_prerequisites(settings)
    if as_json:
        print_json({"command": command.argv, "env": {k: v for k, v in command.env.items() if k != "VLLM_API_KEY"},
                    "notes": command.notes, "missing": missing})
    else:
        console.print(command.shell(), soft_wrap=True, markup=False)
        for line in command.notes:
            console.print(f"note: {line}", markup=False)
    if missing:
        raise _fail("cannot start vLLM:\n" + "\n".join(f"- {line}" for line in missing), 1)
    if not dry_run:
        sys.stdout.flush()
        exec_command(command)
