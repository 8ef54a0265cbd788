"""`tempolex eval memory`: one sequence of consultations with memory off, and on in each way of
fitting recalled experience to the case (`[memory] adapt`: "inline", "model").

The items are LawBench 3-8 questions whose reference answer cites a law the corpus holds. Memory
can only help a question that an earlier chat of its kind went before, and the file's first
questions are each of a different kind (a first run on them stored 8 entries and recalled none), so
the sequence is built in rounds: the most frequent fields (the first law the reference cites), one
question of each per round, in file order. From the second round on, every question has a
predecessor of its field; their figures are also reported apart (`later_items`).
Each item is a fresh chat; its case is ended after the reply, so with memory on the earlier items
fill the bank that later items recall from (TALA's continual test-time setting). Every arm uses the
same questions in the same order, each in its own throw-away database.

Per arm: rubric pass rate of the replies sent (every item of the final rubric passed), revisions
needed (mean per answered item), reference-law hit (the reply cites a law named in the
reference answer's 法律依据), latency p50/p95; with memory on also how many turns recalled
something, what recalling cost (the adaptation's own model time and tokens), and how many entries
were stored. Each memory arm is compared with memory off item by item (`index.common.paired`): the
mean difference of each figure and its 95 % bootstrap interval, over all items and over the later
ones, and the extra seconds of the turns that recalled something. An interval that holds 0 is no
evidence of a gain; its width says how large a gain or loss the run can rule out.

The agent turn is what uses memory (recall -> adapt -> context); this module only drives a
service: `make_service(arm, db_path)` returns an object with `reply(who, text)`, `end_case(who)`
and `store`, like `core.service.AgentService`; `arm` is "off" or an `adapt` way.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from core.contract import UserRef
from index.common.paired import paired_difference
from index.common.paths import lawbench_task
from index.common.percentiles import percentile
from index.evals.coverage import reference_mentions

DEFAULT_FILE = lawbench_task("3-8")
CURRENT_LAW_ANSWER = "按现行法律回答"

MakeService = Callable[[str, Path], Awaitable[Any]]
ARMS = ("off", "inline", "model")


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


async def run_sequence(make_service: MakeService, items: list[dict[str, Any]], arm: str,
                       progress: Callable[[str, int, int], None] | None = None) -> dict[str, Any]:
    """One arm over the sequence: each item a fresh chat, ended after its reply."""
    per_item = []
    seen_fields: set[str] = set()
    entries = None
    with tempfile.TemporaryDirectory(prefix="tempolex-eval-memory-") as tmp:
        service = await make_service(arm, Path(tmp) / "eval.db")
        try:
            for number, item in enumerate(items, start=1):
                who = UserRef(user_key=f"eval:{number}", chat_key=f"eval:{number}", language="zh")
                reply = await service.reply(who, item["question"])
                if reply.asked_for_date:
                    reply = await service.reply(who, CURRENT_LAW_ANSWER)
                [row] = await service.store.iter_trajectories(since_id=reply.turn_id - 1, limit=1)
                per_item.append(_item_figures(number, item, row, reply, item["field"] in seen_fields))
                seen_fields.add(item["field"])
                await service.end_case(who)
                if progress:
                    progress(f"memory {arm}", number, len(items))
            if arm != "off":
                entries = await service.store.run_sync(
                    lambda db: db.execute("SELECT COUNT(*) FROM memory_entries").fetchone()[0])
        finally:
            await service.store.close()
    return {"arm": arm, **_summary(per_item), "entries_stored": entries,
            "later_items": _summary([row for row in per_item if row["later"]]), "per_item": per_item}


def _item_figures(number: int, item: dict[str, Any], row: dict[str, Any], reply: Any, later: bool) -> dict[str, Any]:
    """What one item's trajectory says: answered, rubric, law hit, revisions, latency, memory's cost."""
    trajectory = row["trajectory"]
    memory_log = trajectory.get("memory") or {}
    answered = trajectory.get("outcome") == "answered"
    return {"item": number, "field": item["field"], "later": later, "answered": answered,
            "rubric_pass": answered and all((trajectory.get("rubric_final") or {"_": False}).values()),
            "law_hit": bool({c.law for c in reply.citations} & set(item["laws"])),
            "revisions": int(trajectory.get("revisions", 0)) if answered else 0,
            "recalled": len(memory_log.get("recalled", [])),
            "adapt_ms": float(memory_log.get("latency_ms") or 0.0),
            "adapt_tokens": sum((memory_log.get("tokens") or {}).values()),
            "latency_ms": float(trajectory.get("latency_ms", {}).get("total") or row.get("latency_ms") or 0.0)}


def _summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The figures of some items of one arm."""
    answered = [row for row in rows if row["answered"]]
    recalled = [row for row in rows if row["recalled"]]
    latencies = [row["latency_ms"] for row in rows]
    return {
        "items": len(rows),
        "answered": len(answered),
        "rubric_pass_rate": sum(row["rubric_pass"] for row in answered) / max(len(answered), 1),
        "revisions_per_answer": sum(row["revisions"] for row in answered) / max(len(answered), 1),
        "reference_law_hit": sum(row["law_hit"] for row in rows) / max(len(rows), 1),
        "latency_ms": {"p50": percentile(latencies, 0.50), "p95": percentile(latencies, 0.95)},
        "turns_with_recall": len(recalled),
        "adapt_ms_p50": percentile([row["adapt_ms"] for row in recalled], 0.50),
        "adapt_tokens_mean": sum(row["adapt_tokens"] for row in recalled) / max(len(recalled), 1),
    }


#: the per-item figures an arm is compared on (a pass or a hit counts 1, an unanswered item 0)
COMPARED = ("rubric_pass", "law_hit", "revisions", "latency_s")


def versus_off(arm: dict[str, Any], off: dict[str, Any]) -> dict[str, Any]:
    """Each figure's paired difference (arm - off) with its 95 % interval, over all items and over
    the later ones, and the extra seconds of the turns that recalled something."""
    def values(rows: list[dict[str, Any]], key: str) -> list[float]:
        return [row["latency_ms"] / 1000 if key == "latency_s" else float(row[key]) for row in rows]

    def compared(keep: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
        pairs = [(a, o) for a, o in zip(arm["per_item"], off["per_item"]) if keep(a)]
        if not pairs:
            return {}
        return {key: paired_difference(values([a for a, _ in pairs], key), values([o for _, o in pairs], key))
                for key in COMPARED}

    return {"all_items": compared(lambda row: True), "later_items": compared(lambda row: row["later"]),
            "recalled_turns": compared(lambda row: row["recalled"] > 0)}


async def evaluate(make_service: MakeService, items: list[dict[str, Any]], arms: tuple[str, ...] = ARMS,
                   progress: Callable[[str, int, int], None] | None = None) -> dict[str, Any]:
    """Memory off first, then each memory arm, and each arm against off."""
    if "off" not in arms or any(arm not in ARMS for arm in arms):
        raise ValueError(f"arms must include 'off' and be among {ARMS}")
    runs = {"off": await run_sequence(make_service, items, "off", progress)}
    for arm in (a for a in arms if a != "off"):
        runs[arm] = await run_sequence(make_service, items, arm, progress)
    return {"items": len(items), "arms": runs,
            "versus_off": {arm: versus_off(run, runs["off"]) for arm, run in runs.items() if arm != "off"}}


async def run_default(file: Path | None, limit: int, rounds: int, arms: tuple[str, ...],
                      progress: Callable[[str, int, int], None] | None = None) -> dict[str, Any]:
    """On the configured model and index: memory off, then on in each `adapt` way of `arms`. The
    model and the index are opened once and shared by every arm; each arm gets its own database."""
    from dataclasses import replace

    from core.memory.memory import memory_settings, open_memory
    from core.open_agent import open_agent, open_service

    shared = open_agent()

    async def make(arm: str, db: Path) -> Any:
        service = await open_service(shared.model, db, memory=False, retriever=shared.retriever)
        if arm != "off":
            service.agent.memory = await open_memory(service.store, service.agent.model,
                                                     settings=replace(memory_settings(), enabled=True, adapt=arm))
        return service

    return await evaluate(make, load_items(file or DEFAULT_FILE, limit, rounds), arms, progress)
