"""Weighted reciprocal rank fusion exactly as DESIGN.md states it.

score(d) = sum_c w_c / (K + r_c(d)), ranks r from 1. Qdrant's own `Rrf(k, weights)` computes
1 / (r / w_c + k - 1) instead: with equal weights its k = K + 1 gives the same scores, but with
weights 3/2/1 no single k reproduces this formula (the weight divides the rank rather than scaling
the term; `tests/index/test_fusion.py` shows both). The keyword channel is also not a vector query
Qdrant could prefetch, so the fusion is done here over the channels' ranked id lists.
"""

from __future__ import annotations

from typing import Hashable, Mapping, Sequence, TypeVar

Key = TypeVar("Key", bound=Hashable)


def weighted_rrf(
    rankings: Mapping[str, Sequence[Key]], weights: Mapping[str, float], k: int
) -> list[tuple[Key, float]]:
    """Fuse best-first rankings per channel; returns (item, score) best first, ties by first appearance.
    `k` is K ([retrieval] rrf_k or question_rrf_k)."""
    scores: dict[Key, float] = {}
    for channel, ranked in rankings.items():
        weight = weights.get(channel, 0.0)
        if weight <= 0:
            continue
        for rank, item in enumerate(ranked, start=1):
            scores[item] = scores.get(item, 0.0) + weight / (k + rank)
    return sorted(scores.items(), key=lambda pair: pair[1], reverse=True)
