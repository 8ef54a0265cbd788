"""Weighted RRF follows DESIGN.md's formula; Qdrant's built-in RRF only matches it unweighted."""

from __future__ import annotations

import pytest
from qdrant_client import models
from qdrant_client.hybrid.fusion import reciprocal_rank_fusion

from index.fusion import weighted_rrf


def test_scores_follow_the_design_formula() -> None:
    fused = dict(weighted_rrf({"keyword": ["a", "b"], "dense": ["b", "c"]}, {"keyword": 3, "dense": 2}, k=60))
    assert fused["a"] == pytest.approx(3 / 61)
    assert fused["b"] == pytest.approx(3 / 62 + 2 / 61)
    assert fused["c"] == pytest.approx(2 / 62)


def test_weights_change_the_winner() -> None:
    rankings = {"keyword": ["a", "b"], "dense": ["b", "a"]}
    assert weighted_rrf(rankings, {"keyword": 3, "dense": 2}, k=60)[0][0] == "a"
    assert weighted_rrf(rankings, {"keyword": 1, "dense": 2}, k=60)[0][0] == "b"


def test_zero_weight_channel_is_ignored() -> None:
    assert weighted_rrf({"keyword": ["x"], "dense": ["y"]}, {"keyword": 0, "dense": 1}, k=60) == [("y", 1 / 61)]


def _points(ids: list[int]) -> list[models.ScoredPoint]:
    return [models.ScoredPoint(id=i, version=0, score=1.0) for i in ids]


def test_qdrant_k_61_reproduces_unweighted_k_60() -> None:
    lists = [[1, 2, 3], [3, 1, 4]]
    ours = dict(weighted_rrf({"a": lists[0], "b": lists[1]}, {"a": 1, "b": 1}, k=60))
    theirs = {p.id: p.score for p in reciprocal_rank_fusion([_points(ranked) for ranked in lists], limit=10, ranking_constant_k=61)}
    assert theirs == pytest.approx(ours)


def test_qdrant_weighted_rrf_differs_from_the_design_formula() -> None:
    lists = [[1, 2, 3], [3, 1, 4]]
    ours = dict(weighted_rrf({"a": lists[0], "b": lists[1]}, {"a": 3, "b": 2}, k=60))
    for k in range(55, 66):
        theirs = {p.id: p.score for p in reciprocal_rank_fusion([_points(ranked) for ranked in lists], limit=10, ranking_constant_k=k, weights=[3, 2])}
        assert theirs != pytest.approx(ours)
