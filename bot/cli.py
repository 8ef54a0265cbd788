"""The `tempolex` command: every layer's commands under one typer app.

It lives in `bot`, the top layer, because only here may all of `index`, `core`, `training` and
the Telegram front end be imported together.
"""

from __future__ import annotations

import typer

from core import cli as core_cli
from index import cli as index_cli

app = typer.Typer(
    help="tempolex — legal answers with the law in force on the date of the case.",
    no_args_is_help=True,
    pretty_exceptions_show_locals=False,
)
eval_app = typer.Typer(help="Quality evaluations (print figures; --json for scripts).", no_args_is_help=True)
bench_app = typer.Typer(help="Speed benchmarks (percentiles, ratios to a baseline).", no_args_is_help=True)

app.add_typer(core_cli.models_app, name="models")
app.add_typer(index_cli.index_app, name="index")
app.add_typer(eval_app, name="eval")
app.add_typer(bench_app, name="bench")
app.command("search")(index_cli.search)
app.command("chat")(core_cli.chat)
app.command("ask")(core_cli.ask)
eval_app.command("consult")(core_cli.eval_consult)
eval_app.command("retrieval")(index_cli.eval_retrieval_command)
eval_app.command("versions")(index_cli.eval_versions_command)
bench_app.command("retrieval")(index_cli.bench_retrieval_command)
