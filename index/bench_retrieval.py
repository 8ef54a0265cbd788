"""Index build time and query latency over the full corpus, fused retrieval beside dense-only.

The build goes into a throw-away local collection with an empty embedding cache, so the figure
is a cold full build; queries are a mix of article references, consultation questions and
LawBench facts, each with the query embedding included.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from datetime import date
from pathlib import Path
from typing import Callable

from index.corpus import StatuteVersion
from index.eval_retrieval import DEFAULT_FILE, load_items
from index.retrieval import RetrievalSettings, Retriever
from index.statute_index import StatuteIndex, open_client

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


def _percentile(values: list[float], q: int) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1]


def run(
    records: list[StatuteVersion],
    embedder,
    queries: int = 200,
    progress: Callable[[str, int, int], None] | None = None,
    facts_file: Path = DEFAULT_FILE,
) -> dict:
    with tempfile.TemporaryDirectory(prefix="tempolex-bench-") as tmp:
        root = Path(tmp)
        client = open_client("", root / "qdrant")
        index = StatuteIndex(client, "bench", embedder, root / "bm25", root / "embeddings")
        report = index.build(records, progress)
        retriever = Retriever(index, RetrievalSettings())
        workload = list(SAMPLE_QUERIES)
        if facts_file.is_file():
            workload += [(item.query[:300], date(item.year or 2020, 6, 30)) for item in load_items(facts_file)]
        workload = (workload * (queries // len(workload) + 1))[:queries]
        for text, day in workload[:5]:  # warm-up: model sessions, jieba dictionary
            retriever.search(text, window=(day, day))
        latencies: dict[str, list[float]] = {"fused": [], "dense_only": []}
        for number, (text, day) in enumerate(workload, start=1):
            for name, channels in (("fused", ("keyword", "dense", "sparse")), ("dense_only", ("dense",))):
                started = time.perf_counter()
                retriever.search(text, window=(day, day), top=5, channels=channels)
                latencies[name].append((time.perf_counter() - started) * 1000)
            if progress:
                progress("queries", number, len(workload))
        client.close()
    figures = {
        name: {"p50_ms": _percentile(values, 50), "p95_ms": _percentile(values, 95), "mean_ms": statistics.fmean(values)}
        for name, values in latencies.items()
    }
    return {
        "points": report.points,
        "build_seconds": report.seconds,
        "embed_seconds": report.embed_seconds,
        "model_id": report.model_id,
        "queries": len(workload),
        "latency": figures,
        "fused_vs_dense_p95_ratio": figures["fused"]["p95_ms"] / figures["dense_only"]["p95_ms"],
    }
