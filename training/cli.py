"""`tempolex train …`: export, demo, rollback, gpu-check (registered by bot.cli)."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from typing import Any, Optional

import typer

from index.common.console import console, print_json
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
