"""Terminal output shared by every CLI command: rich progress bars and machine-readable JSON.

Long work (indexing, model preparation, training) reports (stage, done, total) through a plain
callback so library code stays free of terminal concerns; this module turns it into bars.
"""

from __future__ import annotations

import json
import sys
from contextlib import contextmanager
from typing import Any, Callable, Iterator

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

#: Human output goes to stderr when --json is used, so stdout stays parseable.
console = Console(stderr=False)
err_console = Console(stderr=True)


@contextmanager
def progress_bars(enabled: bool = True) -> Iterator[Callable[[str, int, int], None]]:
    """A callback drawing one bar per stage on stderr; a no-op when disabled (e.g. under --json in CI)."""
    if not enabled:
        yield lambda stage, done, total: None
        return
    with Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=err_console,
        transient=False,
    ) as progress:
        tasks: dict[str, Any] = {}

        def update(stage: str, done: int, total: int) -> None:
            if stage not in tasks:
                tasks[stage] = progress.add_task(stage, total=total)
            progress.update(tasks[stage], completed=done, total=total)

        yield update


def print_json(data: Any) -> None:
    """One JSON document on stdout, UTF-8 as is (Chinese stays readable)."""
    sys.stdout.write(json.dumps(data, ensure_ascii=False, default=str) + "\n")
    sys.stdout.flush()
