"""How the statute index grows: build time, disk and query latency at N versions, per engine.

The library will hold ten times today's versions and more; this measures, instead of assuming,
what one time-filtered collection costs at 3k, 30k and 100k versions. The synthetic corpus is the
real one plus generated amendment versions of real articles: version k of an article gets the
wording of its earliest real version with a dated note, and a one-year window k years before
that version took effect, so windows of one article never overlap and every version is a point.

Embedding 100k passages would take over an hour on two cores and measures the embedder, not the
index, so a generated version's dense vector is its real article's vector plus small noise
(renormalised); BM25 and the keyword channel are computed from the generated text as usual.
Queries embed for real, and run at dates inside the real windows and inside generated ones.
"""

from __future__ import annotations

import tempfile
import time
import zlib
from dataclasses import replace
from datetime import date, timedelta
from pathlib import Path
from typing import Any, Callable, Sequence, cast

import numpy as np

from index.evals.bench_retrieval import SAMPLE_QUERIES
from index.corpus import StatuteVersion
from index.embedding_cache import EmbeddingCache
from index.common.percentiles import percentile
from index.common.settings import RetrievalSettings
from index.retrieval import Retriever
from index.statute_index import StatuteIndex, TextEmbedder
from index.vector_store import open_store

Progress = Callable[[str, int, int], None]
NOTE = "（{year}年文本）"


def synthetic_corpus(records: Sequence[StatuteVersion], size: int) -> list[StatuteVersion]:
    """`records` plus generated earlier versions of their articles, `size` versions in all."""
    earliest: dict[tuple[str, int, int], StatuteVersion] = {}
    for record in records:
        known = earliest.get(record.key)
        if known is None or record.from_day < known.from_day:
            earliest[record.key] = record
    out = list(records)
    articles = sorted(earliest.values(), key=lambda r: r.key)
    round_ = 0
    while len(out) < size:
        round_ += 1
        for first in articles:
            if len(out) >= size:
                break
            start = date.fromisoformat(first.valid_from)
            begin, end = _years_before(start, round_), _years_before(start, round_ - 1) - timedelta(days=1)
            out.append(replace(
                first, version=f"bench-{round_}", valid_from=begin.isoformat(), valid_to=end.isoformat(),
                text=first.text + NOTE.format(year=begin.year), text_provenance="composed", note="synthetic (bench --scale)",
            ))
    return out[:size]


def _years_before(day: date, years: int) -> date:
    return day.replace(year=day.year - years, day=28 if (day.month, day.day) == (2, 29) else day.day)


class NoisyCopyEmbedder:
    """Real embeddings for real texts; a generated text gets its source text's vector plus noise."""

    def __init__(self, embedder: TextEmbedder, scale: float = 0.02) -> None:
        self._embedder = embedder
        self._scale = scale
        self._real: dict[str, np.ndarray] = {}
        self.dim = embedder.dim
        self.model_id = f"{embedder.model_id}+bench-noise"

    def remember(self, texts: Sequence[str], vectors: np.ndarray) -> None:
        self._real.update(zip(texts, vectors))

    def embed_passages(self, texts: Sequence[str], *args: Any, **kwargs: Any) -> np.ndarray:
        rows = []
        for text in texts:
            source = text.rsplit("（", 1)[0] if text.endswith("年文本）") else text
            base = self._real[source]
            noise = np.random.default_rng(zlib.crc32(text.encode())).normal(0, self._scale, base.shape)
            vector = base + noise
            rows.append(vector / np.linalg.norm(vector))
        return np.asarray(rows, dtype=np.float32)

    def embed_query(self, text: str) -> np.ndarray:
        return self._embedder.embed_query(text)

    def embed_queries(self, texts: Sequence[str], *args: Any, **kwargs: Any) -> np.ndarray:
        """Earlier questions (the `asked` vectors) are real queries: the real embedder's."""
        return self._embedder.embed_queries(texts, *args, **kwargs)


def _queries(records: Sequence[StatuteVersion], count: int) -> list[tuple[str, date]]:
    """The sample questions at their real dates and at dates inside generated windows."""
    rounds = max(1, len({r.version for r in records if r.version.startswith("bench-")}))
    out = []
    for n in range(count):
        text, day = SAMPLE_QUERIES[n % len(SAMPLE_QUERIES)]
        back = (n // len(SAMPLE_QUERIES)) % (rounds + 1)
        out.append((text, day.replace(year=1997 - back) if back else day))
    return out


def run(
    records: list[StatuteVersion],
    embedder: TextEmbedder,
    sizes: Sequence[int],
    engines: Sequence[str],
    cache_root: Path,
    queries: int = 100,
    progress: Progress | None = None,
) -> dict[str, Any]:
    """Per size and engine: build seconds, disk bytes, stored points, fused and dense-only p50/p95.

    The real texts' vectors come from the deployment's embedding cache (`cache_root`)."""
    texts = [r.text for r in records]
    noisy = NoisyCopyEmbedder(embedder)
    noisy.remember(texts, EmbeddingCache(cache_root, embedder.model_id).embed(texts, embedder.embed_passages)[0])
    results: dict[str, Any] = {"model_id": embedder.model_id, "queries": queries, "sizes": {}}
    with tempfile.TemporaryDirectory(prefix="tempolex-scale-") as tmp:
        for size in sizes:
            corpus = synthetic_corpus(records, size)
            workload = _queries(corpus, queries)
            for engine in engines:
                root = Path(tmp) / f"{engine}-{size}"
                store = open_store("", engine, root)
                index = StatuteIndex(store, "statutes", noisy, root / "bm25", root / "embeddings")
                started = time.perf_counter()
                report = index.build(corpus, progress)
                build_seconds = time.perf_counter() - started
                retriever = Retriever(index, RetrievalSettings())
                for text, day in workload[:3]:
                    retriever.search(text, window=(day, day))
                latency: dict[str, list[float]] = {"fused": [], "dense_only": []}
                for number, (text, day) in enumerate(workload, start=1):
                    for name, channels in (("fused", ("keyword", "dense", "sparse")), ("dense_only", ("dense",))):
                        began = time.perf_counter()
                        retriever.search(text, window=(day, day), top=5, channels=channels)
                        latency[name].append((time.perf_counter() - began) * 1000)
                    if progress:
                        progress(f"{engine} at {size} versions: queries", number, len(workload))
                disk = store.size_bytes()
                store.close()
                results["sizes"].setdefault(str(size), {})[engine] = {
                    "stored_points": report.stored_points,
                    "build_seconds": round(build_seconds, 2),
                    "disk_mb": None if disk is None else round(disk / 2**20, 1),
                    **{f"{name}_p{q}_ms": round(cast(float, percentile(values, q / 100)), 2)
                       for name, values in latency.items() for q in (50, 95)},
                }
    return results
