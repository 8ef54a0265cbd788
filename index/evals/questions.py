"""Retrieval for everyday questions: LeCoQA's train split, each channel and the fusion, by 5-fold
cross-validation.

Every question is asked at today's date (the set is about current law), or at a date before 2021
(`--date 2019-06-01`): how the same questions fare for a case before the code. The rankings, with
the `asked` channel out of fold, come from `index.question_set`. The fusion weights and K are then chosen on four folds (hit@6: the evidence a
draft sees) and scored on the fifth, so no figure is measured on questions that tuned it.

Gold: the articles the legal team chose (`index.asked_build.resolved`); `hit@k` counts a question
when any of them is among the first k distinct articles, over all questions and over those whose
articles' laws the corpus holds.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from index.common.paths import LECOQA_TRAIN
from index.fusion import weighted_rrf
from index.question_set import FOLDS, Ranked, fold_adapters, load_items, query_vectors, rank_items
from index.retrieval import CHANNELS, Retriever

KS = (1, 3, 6, 10, 30, 50)
#: (keyword, dense, sparse) profiles, `asked` weights and K tried by the cross-validation.
PROFILES = ((3.0, 2.0, 1.0), (2.0, 2.0, 1.0), (1.0, 2.0, 1.0), (1.0, 1.0, 1.0), (1.0, 2.0, 0.0))
ASKED_WEIGHTS = (0.0, 1.0, 2.0, 3.0, 4.0, 6.0)
K_GRID = (10, 30, 60)
ArticleKey = tuple[str, int, int]


def hits(ranked: Ranked, weights: Mapping[str, float], k: int, article_of: Callable[[str], ArticleKey]) -> dict[str, float]:
    order = list(dict.fromkeys(article_of(pid) for pid, _ in weighted_rrf(ranked.channels, weights, k)))
    return {f"hit@{n}": float(bool(set(order[:n]) & ranked.gold)) for n in KS}


def table(items: Sequence[Ranked], weights: Mapping[str, float], k: int,
          article_of: Callable[[str], ArticleKey]) -> dict[str, float]:
    rows = [hits(item, weights, k, article_of) for item in items]
    held = [row for row, item in zip(rows, items) if item.held]
    out = {metric: sum(row[metric] for row in rows) / max(len(rows), 1) for metric in rows[0]} if rows else {}
    out |= {f"held_{metric}": sum(row[metric] for row in held) / max(len(held), 1) for metric in (held[0] if held else {})}
    return out | {"items": len(rows), "held_items": len(held)}


def grid() -> list[tuple[dict[str, float], int]]:
    return [({"keyword": kw, "dense": dn, "sparse": sp, "asked": ask}, k)
            for kw, dn, sp in PROFILES for ask in ASKED_WEIGHTS for k in K_GRID]


def choose(items: Sequence[Ranked], article_of: Callable[[str], ArticleKey]) -> tuple[dict[str, float], int]:
    """The grid point with the best hit@6 on `items` (ties: the earlier point)."""
    return max(grid(), key=lambda point: table(items, point[0], point[1], article_of)["hit@6"])


def evaluate(retriever: Retriever, path: Path = LECOQA_TRAIN, limit: int | None = None, day: date | None = None,
             progress: Callable[[str, int, int], None] | None = None) -> dict[str, Any]:
    """Each channel alone, the configured fusion, and the cross-validated choice, all out of fold."""
    day = day or date.today()
    items = load_items(path, limit)
    vectors = query_vectors(retriever, items)
    adapters = None
    if retriever.adapter is not None and retriever.settings.adapt_questions:
        adapters = fold_adapters(retriever, items, vectors, [day])[1]
    ranked = rank_items(retriever, items, day, progress, adapters=adapters, vectors=vectors)
    article_of = lambda pid: retriever.version_of(pid).key  # noqa: E731
    settings = retriever.settings
    channels = {name: table(ranked, {name: 1.0}, settings.k("question"), article_of) for name in CHANNELS}
    configured = settings.weights(CHANNELS, "question"), settings.k("question")
    folds, scored = [], []
    for fold in range(FOLDS):
        train = [item for n, item in enumerate(ranked) if n % FOLDS != fold]
        held = [item for n, item in enumerate(ranked) if n % FOLDS == fold]
        weights, k = choose(train, article_of)
        folds.append({"fold": fold, "weights": weights, "k": k, **table(held, weights, k, article_of)})
        scored += [(item, weights, k) for item in held]
    cross_validated = {metric: sum(hits(item, w, k, article_of)[metric.removeprefix("held_")] for item, w, k in scored
                                   if item.held or not metric.startswith("held_"))
                       / max(sum(1 for item, _, _ in scored if item.held or not metric.startswith("held_")), 1)
                       for metric in [f"hit@{n}" for n in KS] + [f"held_hit@{n}" for n in KS]}
    return {
        "date": day.isoformat(), "items": len(ranked), "held_items": sum(item.held for item in ranked),
        "channels": channels,
        "configured": {"weights": configured[0], "k": configured[1], **table(ranked, *configured, article_of)},
        "before": table(ranked, {"keyword": 3.0, "dense": 2.0, "sparse": 1.0, "asked": 0.0}, 60, article_of),
        "folds": folds,
        "cross_validated": cross_validated,
    }
