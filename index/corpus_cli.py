"""`tempolex corpus import …` (a firm's own statute files into its library) and
`tempolex eval coverage` (which laws the LawBench consultation questions need)."""

from __future__ import annotations

import json
import subprocess
import tempfile
from collections import defaultdict
from datetime import date
from pathlib import Path
from typing import Any, Optional

import typer

from index.evals import coverage as eval_coverage
from index.common.console import console, err_console, print_json
from index.corpus import CorpusError, load_corpus
from index.lawrefbook import LawRefBookError, TextVersion, build_records, effective_date, parse_file

corpus_app = typer.Typer(help="Import statute texts into your library.", no_args_is_help=True)

JSON_OPTION = typer.Option(False, "--json", help="Print one JSON document for scripts.")
FORMATS = ("lawrefbook",)


def _markdown_files(paths: list[Path]) -> list[Path]:
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob("*.md") if not p.name.startswith("_")))
        elif path.is_file():
            files.append(path)
        else:
            raise LawRefBookError(f"{path}:0: no such file or folder")
    if not files:
        raise LawRefBookError(f"{paths[0]}:0: no markdown files found")
    return files


def _provenance(path: Path) -> str:
    """repository@commit:path when the file is committed in a git checkout, else the file's path."""
    folder = path.resolve().parent
    try:
        top = subprocess.run(["git", "-C", str(folder), "rev-parse", "--show-toplevel"],
                             capture_output=True, text=True, check=True).stdout.strip()
        commit = subprocess.run(["git", "-C", str(folder), "rev-parse", "HEAD"],
                                capture_output=True, text=True, check=True).stdout.strip()
        relative = path.resolve().relative_to(top).as_posix()
        dirty = subprocess.run(["git", "-C", top, "status", "--porcelain", "--", relative],
                               capture_output=True, text=True, check=True).stdout.strip()
        tracked = subprocess.run(["git", "-C", top, "ls-files", "--error-unmatch", "--", relative],
                                 capture_output=True, text=True).returncode == 0
    except (subprocess.CalledProcessError, FileNotFoundError, ValueError):
        return str(path.resolve())
    return f"{Path(top).name}@{commit}:{relative}" if tracked and not dirty else str(path.resolve())


def _day(value: str | None, option: str) -> date | None:
    if value is None:
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise typer.BadParameter(f"{value!r} is not a YYYY-MM-DD date", param_hint=option) from None


def import_records(paths: list[Path], effective: date | None = None,
                   repealed_on: date | None = None) -> list[dict[str, Any]]:
    """Parse LawRefBook markdown files into versioned records (several files of one law become
    consecutive windows). Raises LawRefBookError naming file:line for the first bad file."""
    files = _markdown_files(paths)
    if effective is not None and len(files) != 1:
        raise LawRefBookError(f"{files[0]}:0: --effective names one text's date: import one file with it")
    by_law: dict[str, list[TextVersion]] = defaultdict(list)
    for file in files:
        law = parse_file(file)
        version = TextVersion(law, effective_date(law, effective), _provenance(file))
        by_law[law.title].append(version)
    records: list[dict[str, Any]] = []
    for name, versions in by_law.items():
        for record in build_records(versions, repealed_on, "date given at import (--repealed-on)" if repealed_on else ""):
            record["text_provenance"] = "user"
            records.append(record)
    return records


@corpus_app.command("import")
def import_command(
    paths: list[Path] = typer.Argument(..., help="Markdown files or folders (searched for *.md)."),
    fmt: str = typer.Option("lawrefbook", "--format", help=f"Input format: {', '.join(FORMATS)}."),
    out: Optional[Path] = typer.Option(None, "--out", help="Also keep the versioned JSONL here."),
    effective: Optional[str] = typer.Option(
        None, "--effective", help="YYYY-MM-DD the text took effect, when the file does not say (one file only)."),
    repealed_on: Optional[str] = typer.Option(
        None, "--repealed-on", help="YYYY-MM-DD the law stopped being in force (its last window ends the day before)."),
    no_index: bool = typer.Option(False, "--no-index", help="Write and validate the JSONL only; do not index it."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Import statute markdown (LawRefBook layout) as versioned records, validate them against the
    library, then index them (as `tempolex index ingest` does)."""
    if fmt not in FORMATS:
        raise typer.BadParameter(f"unknown format {fmt!r}; known: {', '.join(FORMATS)}", param_hint="--format")
    if no_index and out is None:
        raise typer.BadParameter("--no-index keeps nothing without --out FILE", param_hint="--out")
    try:
        records = import_records(paths, _day(effective, "--effective"), _day(repealed_on, "--repealed-on"))
    except LawRefBookError as error:
        _fail(str(error), as_json)
    target = out or Path(tempfile.mkdtemp(prefix="tempolex-import-")) / f"{paths[0].stem or 'import'}.jsonl"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    from index.open_index import corpus_paths  # the library the import must fit into

    try:
        load_corpus([*corpus_paths(), target])
    except CorpusError as error:
        _fail(str(error), as_json)
    laws = sorted({r["law"] for r in records})
    summary = {"records": len(records), "laws": laws, "jsonl": str(target), "indexed": not no_index}
    if no_index:
        print_json(summary) if as_json else console.print(
            f"Wrote {len(records)} versions of {len(laws)} document(s) to {target}; validated, not indexed.")
        return
    from index.cli import ingest  # the same path as `tempolex index ingest`

    if not as_json:
        console.print(f"Parsed {len(records)} versions of {len(laws)} document(s); indexing …")
    ingest(target, as_json)


def _fail(message: str, as_json: bool) -> None:
    if as_json:
        print_json({"error": message})
    else:
        err_console.print(message, markup=False, highlight=False, soft_wrap=True)
    raise typer.Exit(1)


def eval_coverage_command(
    file: Path = typer.Option(eval_coverage.DEFAULT_FILE, "--file",
                              help="LawBench 3-8 style JSON (`answer` texts) or LeCoQA style (`match_name`)."),
    top: int = typer.Option(30, "--top", help="How many missing laws to list."),
    by_date: bool = typer.Option(False, "--by-date", help="Count a law only when it is held for the question's date."),
    on: Optional[str] = typer.Option(None, "--date", help="YYYY-MM-DD the file's questions are current law "
                                     "(--by-date; default: LawBench 3-8 2023-06-30, LeCoQA 2024-06-30)."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Share of consultation items whose reference cites a law the corpus holds (for their date with --by-date)."""
    from index.open_index import load_all_records

    try:
        items = eval_coverage.load_items(file)
    except (OSError, ValueError) as error:
        _fail(f"{file}: not a readable JSON list of questions ({error})", as_json)
    if not isinstance(items, list) or not all(isinstance(item, dict) for item in items):
        _fail(f"{file}: expected a JSON list of question objects", as_json)
    try:
        records = load_all_records()
    except CorpusError as error:
        _fail(str(error), as_json)
    if by_date:
        reference = _day(on, "--date") or eval_coverage.default_date(items)
        result = eval_coverage.evaluate_by_date(items, records, reference)
    else:
        result = eval_coverage.evaluate(items, records)
    result["missing"] = result["missing"][:top]
    result["file"] = str(file)
    if as_json:
        print_json(result)
        return
    held = f"held for the question's date (dated {result['reference_date']} unless a cited law ended earlier)" \
        if by_date else "the corpus holds"
    console.print(
        f"{result['covered_items']}/{result['items']} items ({result['coverage']:.1%}) cite a law {held} "
        f"({result['corpus']['documents']} documents, {result['corpus']['records']} article versions); "
        f"all cited laws held: {result['all_cited_held_items']}.", markup=False)
    for row in result["missing"]:
        console.print(f"  missing: {row['law']} — {row['items']} item(s)", markup=False)
