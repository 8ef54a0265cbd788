"""`tempolex eval memory`: one sequence of consultations with memory off and with memory on.

The items are LawBench 3-8 questions whose reference answer cites a law the corpus holds, in
file order. Each item is a fresh chat; its case is ended after the reply, so with memory on the
earlier items fill the bank that later items recall from (TALA's continual test-time setting).
Both runs use the same questions in the same order, each in its own throw-away database.

Per run: rubric pass rate of the replies sent (every item of the final rubric passed), revisions
needed (mean per answered item), reference-law hit (the reply cites a law named in the
reference answer's 法律依据), latency p50/p95; with memory on also how many turns recalled
something and how many entries were stored.

The agent turn is what uses memory (recall -> adapt -> context); this module only drives a
service: `make_service(memory_on, db_path)` returns an object with `reply(who, text)`,
`end_case(who)` and `store`, like `core.service.AgentService`.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from core.contract import UserRef
from index.common.percentiles import percentile
from index.law_names import find_law_mentions

DEFAULT_FILE = Path(__file__).resolve().parents[3] / "shared/data/eval/lawbench/data__zero_shot__3-8.json"
CURRENT_LAW_ANSWER = "按现行法律回答"

MakeService = Callable[[bool, Path], Awaitable[Any]]


def reference_laws(answer: str) -> set[str]:
    """The laws the reference answer cites that the library holds (full titles, as citations carry)."""
    return {mention.law for mention in find_law_mentions(answer) if mention.covered}


def load_items(path: Path = DEFAULT_FILE, limit: int | None = 12) -> list[dict[str, Any]]:
    """Questions whose reference law is in the corpus, in file order."""
    items = []
    for row in json.loads(path.read_text(encoding="utf-8")):
        laws = reference_laws(row["answer"])
        if laws:
            items.append({"question": row["question"], "laws": sorted(laws)})
    return items[:limit]


async def run_sequence(make_service: MakeService, items: list[dict[str, Any]], memory_on: bool,
                       progress: Callable[[str, int, int], None] | None = None) -> dict[str, Any]:
    latencies: list[float] = []
    answered = passed = revisions = law_hits = recalled_turns = 0
    per_item = []
    with tempfile.TemporaryDirectory(prefix="tempolex-eval-memory-") as tmp:
        service = await make_service(memory_on, Path(tmp) / "eval.db")
        try:
            for number, item in enumerate(items, start=1):
                who = UserRef(user_key=f"eval:{number}", chat_key=f"eval:{number}", language="zh")
                reply = await service.reply(who, item["question"])
                if reply.asked_for_date:
                    reply = await service.reply(who, CURRENT_LAW_ANSWER)
                [row] = await service.store.iter_trajectories(since_id=reply.turn_id - 1, limit=1)
                trajectory = row["trajectory"]
                latencies.append(float(trajectory.get("latency_ms", {}).get("total") or row.get("latency_ms") or 0.0))
                memory_log = trajectory.get("memory") or {}
                recalled = len(memory_log.get("recalled", []))
                recalled_turns += recalled > 0
                ok = trajectory.get("outcome") == "answered"
                rubric_ok = ok and all((trajectory.get("rubric_final") or {"_": False}).values())
                hit = bool({c.law for c in reply.citations} & set(item["laws"]))
                if ok:
                    answered += 1
                    passed += rubric_ok
                    revisions += int(trajectory.get("revisions", 0))
                law_hits += hit
                per_item.append({"item": number, "answered": ok, "rubric_pass": rubric_ok, "law_hit": hit,
                                 "revisions": trajectory.get("revisions", 0), "recalled": recalled,
                                 "latency_ms": latencies[-1]})
                await service.end_case(who)
                if progress:
                    progress("memory on" if memory_on else "memory off", number, len(items))
            entries = None
            if memory_on:
                entries = await service.store.run_sync(
                    lambda db: db.execute("SELECT COUNT(*) FROM memory_entries").fetchone()[0])
        finally:
            await service.store.close()
    total = max(len(items), 1)
    return {
        "memory": memory_on,
        "items": len(items),
        "answered": answered,
        "rubric_pass_rate": passed / max(answered, 1),
        "revisions_per_answer": revisions / max(answered, 1),
        "reference_law_hit": law_hits / total,
        "latency_ms": {"p50": percentile(latencies, 0.50), "p95": percentile(latencies, 0.95)},
        "turns_with_recall": recalled_turns,
        "entries_stored": entries,
        "per_item": per_item,
    }


async def evaluate(make_service: MakeService, items: list[dict[str, Any]],
                   progress: Callable[[str, int, int], None] | None = None) -> dict[str, Any]:
    off = await run_sequence(make_service, items, False, progress)
    on = await run_sequence(make_service, items, True, progress)
    return {"items": len(items), "memory_off": off, "memory_on": on,
            "delta": {k: round(on[k] - off[k], 4) for k in ("rubric_pass_rate", "revisions_per_answer", "reference_law_hit")}}


async def run_default(file: Path | None, limit: int) -> dict[str, Any]:
    """On the configured model and index, with memory off and then on."""
    from core.open_agent import open_service

    async def make(memory_on: bool, db: Path) -> Any:
        return await open_service(db_path=db, memory=memory_on)

    return await evaluate(make, load_items(file or DEFAULT_FILE, limit))
