"""`tempolex bench memory`: one consolidation pass at several bank sizes, model time excluded.

Each size gets a fresh bank (SQLite file + an embedded Qdrant collection in a temporary folder)
holding N entries with e5-sized (384) random unit vectors, and capacity N - 1, so one pass is one
merge. The merge and the merged entry's embedding are instant fakes: what is timed is the work
tempolex itself does — finding the most similar pair over the whole bank, the SQLite
transaction, the Qdrant upsert and deletes, and the pass record.

- cold pass: the first pass after the bank is opened (a restart), which computes every row's
  nearest neighbour (block-wise matrix products over the upper triangle);
- warm pass: the next one, after one more entry arrived (what /end and the nightly job cost in
  a running bot: the neighbour table is kept up to date incrementally).
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

from core.memory.bank import ExperienceBank
from core.memory.consolidation import consolidate
from core.memory.entry import ExperienceEntry, Source
from core.memory.similarity import PairIndex
from core.store import Store
from index.common.settings import QdrantSettings
from index.vector_store import open_store

DIM = 384


async def _instant_merge(a: ExperienceEntry, b: ExperienceEntry) -> str:
    return (a.text + " / " + b.text)[:400]


async def bench_size(n: int, engine: str, seed: int = 0) -> dict[str, Any]:
    rng = np.random.default_rng(seed)
    vectors = rng.standard_normal((n + 1, DIM)).astype(np.float32)

    async def embed(_text: str) -> np.ndarray:
        return rng.standard_normal(DIM).astype(np.float32)

    with tempfile.TemporaryDirectory(prefix="tempolex-bench-memory-") as tmp:
        root = Path(tmp)
        store = Store(root / "bench.db")
        await store.open()
        vector_store = open_store("", engine, root)
        try:
            bank = ExperienceBank(store, vector_store, "experience_bench", DIM, "bench-random")
            await bank.open()
            started = time.perf_counter()
            items = [(f"经验 {i}：先问清案件日期，再检索相关条文。", "consultation", vectors[i], [Source(i, f"u{i}")],
                      f"2026-01-01T00:00:{i // 1000:02d}.{i % 1000:03d}+00:00") for i in range(n)]
            await bank.add_many(items)
            fill_s = time.perf_counter() - started

            pairs = PairIndex(DIM)
            pairs.load([str(i) for i in range(n)], vectors[:n])
            started = time.perf_counter()
            pairs.most_similar_pair()
            cold_pair_s = time.perf_counter() - started

            reopened = ExperienceBank(store, vector_store, "experience_bench", DIM, "bench-random")
            started = time.perf_counter()
            await reopened.open()
            open_s = time.perf_counter() - started
            cold = await consolidate(reopened, _instant_merge, embed, n - 1, "bench")
            await reopened.add("经验：新到的一条。", "consultation", vectors[n], [Source(n, "u")])
            warm = await consolidate(reopened, _instant_merge, embed, n - 1, "bench")
            assert cold.size_after == warm.size_after == n - 1 and len(cold.changes) == len(warm.changes) == 1
            return {
                "entries": n,
                "cold_pass_s": round(cold.seconds, 4),
                "cold_pair_search_s": round(cold_pair_s, 4),
                "warm_pass_s": round(warm.seconds, 4),
                "model_s_excluded": round(cold.model_seconds + warm.model_seconds, 6),
                "open_s": round(open_s, 4),
                "fill_s": round(fill_s, 3),
                "merged_similarity": cold.changes[0]["similarity"],
            }
        finally:
            await store.close()
            vector_store.close()


async def run_bench(sizes: list[int], engine: str = QdrantSettings().engine) -> dict[str, Any]:
    import os

    passes = [await bench_size(n, engine) for n in sizes]
    return {
        "engine": engine,
        "dim": DIM,
        "cpus": os.cpu_count(),
        "passes": passes,
        "target": "one pass at 10,000 entries <= 1 s, model time excluded",
        "met": all(p["cold_pass_s"] <= 1.0 for p in passes if p["entries"] <= 10000),
    }
