"""`tempolex bench retrieval --scale N`: a valid synthetic corpus of N versions, measured per engine."""

from __future__ import annotations

from pathlib import Path

from index.evals import bench_scale
from index.corpus import check_windows


def test_the_synthetic_corpus_has_n_versions_with_windows_that_never_overlap(slice_records) -> None:
    corpus = bench_scale.synthetic_corpus(slice_records, 5 * len(slice_records))
    assert len(corpus) == 5 * len(slice_records) and corpus[: len(slice_records)] == slice_records
    check_windows((f"line {n}", record) for n, record in enumerate(corpus))  # raises on an overlap
    generated = corpus[len(slice_records):]
    assert all(r.valid_to is not None and r.valid_from < r.valid_to for r in generated)
    assert len({r.key for r in generated}) < len(generated), "articles get several generated versions"


def test_each_size_is_built_and_timed_on_each_engine(slice_records, embedder, tmp_path: Path) -> None:
    sizes = [len(slice_records), 2 * len(slice_records)]
    result = bench_scale.run(slice_records, embedder, sizes, ["edge", "local"], tmp_path / "embeddings", queries=4)
    assert list(result["sizes"]) == [str(size) for size in sizes]
    for size in sizes:
        for engine in ("edge", "local"):
            row = result["sizes"][str(size)][engine]
            assert row["stored_points"] == size, "one point per version"
            assert row["disk_mb"] > 0 and row["build_seconds"] > 0
            assert 0 < row["fused_p50_ms"] <= row["fused_p95_ms"]
