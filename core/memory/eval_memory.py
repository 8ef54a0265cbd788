"""`tempolex eval memory`: one sequence of consultations with memory off and with memory on.

The items are LawBench 3-8 questions whose reference answer cites a law the corpus holds. Memory
can only help a question that an earlier chat of its kind went before, and the file's first
questions are each of a different kind (a first run on them stored 8 entries and recalled none), so
the sequence is built in rounds: the most frequent fields (the first law the reference cites), one
question of each per round, in file order. From the second round on, every question has a
predecessor of its field; their figures are also reported apart (`later_items`).
Each item is a fresh chat; its case is ended after the reply, so with memory on the earlier items
fill the bank that later items recall from (TALA's continual test-time setting). Both runs use the
same questions in the same order, each in its own throw-away database.

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
from index.common.paths import lawbench_task
from index.common.percentiles import percentile
from index.evals.coverage import reference_mentions

DEFAULT_FILE = lawbench_task("3-8")
CURRENT_LAW_ANSWER = "按现行法律回答"

MakeService = Callable[[bool, Path], Awaitable[Any]]


def reference_laws(answer: str) -> list[str]:
    """The laws the reference answer cites that the library holds (full titles, as citations
    carry), in the order it cites them: the first is the question's field."""
    return list(dict.fromkeys(mention.law for mention in reference_mentions(answer) if mention.covered))


def load_items(path: Path = DEFAULT_FILE, limit: int | None = 12, rounds: int = 2) -> list[dict[str, Any]]:
    """Questions whose reference law is in the corpus, in `rounds` rounds over the most frequent
    fields (one question of each field per round, in file order): `limit` // `rounds` fields."""
    by_field: dict[str, list[dict[str, Any]]] = {}
    for row in json.loads(path.read_text(encoding="utf-8")):
        if held := reference_laws(row["answer"]):
            by_field.setdefault(held[0], []).append({"question": row["question"], "laws": sorted(held), "field": held[0]})
    wanted = max(1, (limit or 12) // rounds)
    fields = sorted((f for f, rows in by_field.items() if len(rows) >= rounds), key=lambda f: -len(by_field[f]))[:wanted]
    sequence = [by_field[field][n] for n in range(rounds) for field in fields]
    return sequence[:limit]


async def run_sequence(make_service: MakeService, items: list[dict[str, Any]], memory_on: bool,
                       progress: Callable[[str, int, int], None] | None = None) -> dict[str, Any]:
    latencies: list[float] = []
    answered = passed = revisions = law_hits = recalled_turns = 0
    per_item = []
    seen_fields: set[str] = set()
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
                per_item.append({"item": number, "field": item["field"], "later": item["field"] in seen_fields,
                                 "answered": ok, "rubric_pass": rubric_ok, "law_hit": hit,
                                 "revisions": trajectory.get("revisions", 0), "recalled": recalled,
                                 "latency_ms": latencies[-1]})
                seen_fields.add(item["field"])
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
        "later_items": _summary([row for row in per_item if row["later"]]),
        "per_item": per_item,
    }


def _summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The figures of some items (those with an earlier item of their field)."""
    answered = [row for row in rows if row["answered"]]
    return {
        "items": len(rows),
        "answered": len(answered),
        "rubric_pass_rate": sum(row["rubric_pass"] for row in answered) / max(len(answered), 1),
        "revisions_per_answer": sum(int(row["revisions"]) for row in answered) / max(len(answered), 1),
        "reference_law_hit": sum(row["law_hit"] for row in rows) / max(len(rows), 1),
        "turns_with_recall": sum(row["recalled"] > 0 for row in rows),
        "latency_ms_p50": percentile([row["latency_ms"] for row in rows], 0.50),
    }


async def evaluate(make_service: MakeService, items: list[dict[str, Any]],
                   progress: Callable[[str, int, int], None] | None = None) -> dict[str, Any]:
    off = await run_sequence(make_service, items, False, progress)
    on = await run_sequence(make_service, items, True, progress)
    keys = ("rubric_pass_rate", "revisions_per_answer", "reference_law_hit")
    return {"items": len(items), "memory_off": off, "memory_on": on,
            "delta": {k: round(on[k] - off[k], 4) for k in keys},
            "delta_later_items": {k: round(on["later_items"][k] - off["later_items"][k], 4) for k in keys}}


async def run_default(file: Path | None, limit: int) -> dict[str, Any]:
    """On the configured model and index, with memory off and then on."""
    from core.open_agent import open_service

    async def make(memory_on: bool, db: Path) -> Any:
        return await open_service(db_path=db, memory=memory_on)

    return await evaluate(make, load_items(file or DEFAULT_FILE, limit))
