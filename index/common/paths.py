"""Where the public data sets lie: `../shared/data/` beside the project's root (the data README).

One place for these paths, so a module does not count `parents[N]` to reach them.
"""

from __future__ import annotations

from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[2]
SHARED_DATA = PROJECT_ROOT.parent / "shared" / "data"
LAWBENCH = SHARED_DATA / "eval" / "lawbench"
LECOQA_TRAIN = SHARED_DATA / "eval" / "lecoqa" / "train.json"


def lawbench_task(task: str) -> Path:
    """A LawBench zero-shot task file, e.g. "3-8"."""
    return LAWBENCH / f"data__zero_shot__{task}.json"
