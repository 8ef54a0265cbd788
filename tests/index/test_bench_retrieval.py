"""`tempolex bench retrieval` on a small corpus: both engines measured on the same queries."""

from __future__ import annotations

from index.evals import bench_retrieval


def test_each_engine_is_built_and_timed_on_the_same_workloads(slice_records, embedder) -> None:
    result = bench_retrieval.run(slice_records, embedder, queries=6)
    local, edge = result["engines"]["local"], result["engines"]["edge"]
    assert edge["embedded"] == len(slice_records), "the first build embeds everything (a cold build)"
    assert local["embedded"] == 0, "later builds reuse the first one's embeddings"
    assert local["latency"].keys() == edge["latency"].keys() and "questions" in local["latency"]
    for figures in (local, edge):
        for by_name in figures["latency"].values():
            assert set(by_name) == {"fused", "dense_only"}
            assert all(0 < latency["p50_ms"] <= latency["p95_ms"] for latency in by_name.values())
    assert set(result["fused_p95_ratio_to_local"]["edge"]) == set(local["latency"])


def test_one_engine_alone_reports_no_ratio(slice_records, embedder) -> None:
    result = bench_retrieval.run(slice_records, embedder, queries=3, engines=("edge",))
    assert list(result["engines"]) == ["edge"] and "fused_p95_ratio_to_local" not in result
