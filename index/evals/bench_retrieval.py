"""Index build time and query latency over the full corpus, per embedded Qdrant engine side by
side (qdrant-client local mode is the baseline), fused retrieval beside dense-only.

The builds go into throw-away folders; the first starts with an empty embedding cache and does
not use the shipped corpus embeddings, so its figure is a cold full build. Latency is measured on two workloads, each query embedding included:
"questions" (article references and the LawBench 3-8 consultation questions, what users send)
and "court_facts" (the first 300 characters of LawBench 3-1 case facts, much longer inputs).
"""

from __future__ import annotations

import json
import statistics
import tempfile
import time
from datetime import date
from pathlib import Path
from typing import Any, Callable, Sequence, cast

from index.corpus import StatuteVersion
from index.evals.retrieval import DEFAULT_FILE, load_items
from index.common.percentiles import percentile
from index.common.settings import RetrievalSettings
from index.retrieval import Retriever
from index.statute_index import StatuteIndex, TextEmbedder
from index.vector_store import ENGINES, open_store

CONSULT_FILE = DEFAULT_FILE.with_name("data__zero_shot__3-8.json")

SAMPLE_QUERIES = [
    ("刑法第七十四条", date(2010, 6, 1)),
    ("累犯能不能适用缓刑", date(2012, 1, 1)),
    ("民法典第一千零七十九条 离婚", date(2022, 3, 1)),
    ("公司法 股东出资 认缴期限", date(2024, 8, 1)),
    ("取保候审最长多久", date(2020, 5, 1)),
    ("What does the Civil Code say about inheritance by will?", date(2023, 1, 1)),
    ("醉酒驾驶机动车 危险驾驶罪", date(2016, 7, 1)),
    ("继承法第十条 遗产继承顺序", date(2015, 1, 1)),
]


def run(
    records: list[StatuteVersion],
    embedder: TextEmbedder,
    queries: int = 200,
    progress: Callable[[str, int, int], None] | None = None,
    facts_file: Path = DEFAULT_FILE,
    engines: Sequence[str] = ENGINES,
) -> dict[str, Any]:
    """Build the full corpus into each embedded engine, then time the same queries on all of them
    in turn, query by query, so machine noise falls on every engine alike."""
    with tempfile.TemporaryDirectory(prefix="tempolex-bench-") as tmp:
        root = Path(tmp)
        retrievers: dict[str, Retriever] = {}
        builds: dict[str, dict[str, Any]] = {}
        for engine in engines:  # the first build embeds cold; later ones reuse its embedding cache
            store = open_store("", engine, root / engine)
            index = StatuteIndex(store, "bench", embedder, root / "bm25", root / "embeddings", use_shipped=False)
            report = index.build(records, progress)
            builds[engine] = {"build_seconds": report.seconds, "embed_seconds": report.embed_seconds, "embedded": report.embedded}
            retrievers[engine] = Retriever(index, RetrievalSettings())
        workloads = _workloads(facts_file)
        for retriever in retrievers.values():
            for text, day in workloads["questions"][:5]:  # warm-up: model sessions, jieba dictionary
                retriever.search(text, window=(day, day))
        latencies: dict[str, dict[str, dict[str, list[float]]]] = {}
        for workload, items in workloads.items():
            items = (items * (queries // len(items) + 1))[:queries]
            for number, (text, day) in enumerate(items, start=1):
                for engine, retriever in retrievers.items():
                    for name, channels in (("fused", ("keyword", "dense", "sparse")), ("dense_only", ("dense",))):
                        started = time.perf_counter()
                        retriever.search(text, window=(day, day), top=5, channels=channels)
                        elapsed = (time.perf_counter() - started) * 1000
                        latencies.setdefault(engine, {}).setdefault(workload, {}).setdefault(name, []).append(elapsed)
                if progress:
                    progress(f"queries: {workload}", number, len(items))
        for retriever in retrievers.values():
            retriever.index.store.close()
    figures = {
        engine: {
            workload: {
                name: {"p50_ms": cast(float, percentile(values, 0.50)),  # not None: every list holds a query's time
                       "p95_ms": cast(float, percentile(values, 0.95)), "mean_ms": statistics.fmean(values)}
                for name, values in by_name.items()
            }
            for workload, by_name in by_workload.items()
        }
        for engine, by_workload in latencies.items()
    }
    result = {
        "points": len(records),
        "model_id": embedder.model_id,
        "queries_per_workload": queries,
        "engines": {
            engine: {
                **builds[engine],
                "latency": figures[engine],
                "fused_vs_dense_p95_ratio": {
                    workload: by_name["fused"]["p95_ms"] / by_name["dense_only"]["p95_ms"]
                    for workload, by_name in figures[engine].items()
                },
            }
            for engine in engines
        },
    }
    if "local" in figures:
        result["fused_p95_ratio_to_local"] = {
            engine: {workload: figures[engine][workload]["fused"]["p95_ms"] / by_name["fused"]["p95_ms"]
                     for workload, by_name in figures["local"].items()}
            for engine in engines if engine != "local"
        }
    return result


def _workloads(facts_file: Path) -> dict[str, list[tuple[str, date]]]:
    """"questions": the sample queries and LawBench 3-8's questions at the sample dates;
    "court_facts": the first 300 characters of LawBench 3-1's facts at the year they give."""
    dates = [day for _, day in SAMPLE_QUERIES]
    questions = list(SAMPLE_QUERIES)
    if CONSULT_FILE.is_file():
        rows = json.loads(CONSULT_FILE.read_text(encoding="utf-8"))
        questions += [(row["question"], dates[n % len(dates)]) for n, row in enumerate(rows)]
    workloads = {"questions": questions}
    if facts_file.is_file():
        workloads["court_facts"] = [(item.query[:300], date(item.year or 2020, 6, 30)) for item in load_items(facts_file)]
    return workloads
