"""Retrieval for everyday questions: LeCoQA's train split, each channel and the fusion, by 5-fold
cross-validation.

Every question is asked at today's date (the set is about current law), or at a date before 2021
(`--date 2019-06-01`), when the articles that answer are the old laws' articles that 民法典's gold
articles carried on (`index.predecessors`): how the same questions fare for a case before the code.
The `asked` channel (`index.asked`) would find a question's own answer if its vectors held that question, so for each
fold it is rebuilt, here in memory, from the other four folds' questions; the other channels are the
index's own rankings. The fusion weights and K are then chosen on four folds (hit@6: the evidence a
draft sees) and scored on the fifth, so no figure is measured on questions that tuned it.

Gold: the articles the legal team chose (`index.asked_build.resolved`); `hit@k` counts a question
when any of them is among the first k distinct articles, over all questions and over those whose
articles' laws the corpus holds.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from index.asked import AskedQuestion, answered_versions, centroids, load_asked
from index.asked_build import resolved
from index.common.paths import LECOQA_TRAIN
from index.corpus import StatuteVersion
from index.fusion import weighted_rrf
from index.predecessors import CODIFICATION_DAY, shipped_links
from index.retrieval import CHANNELS, Retriever
from index.statute_index import point_id

KS = (1, 3, 6, 10, 30, 50)
FOLDS = 5
#: (keyword, dense, sparse) profiles, `asked` weights and K tried by the cross-validation.
PROFILES = ((3.0, 2.0, 1.0), (2.0, 2.0, 1.0), (1.0, 2.0, 1.0), (1.0, 1.0, 1.0), (1.0, 2.0, 0.0))
ASKED_WEIGHTS = (0.0, 1.0, 2.0, 3.0, 4.0, 6.0)
K_GRID = (10, 30, 60)
ArticleKey = tuple[str, int, int]


@dataclass(frozen=True)
class Ranked:
    """One question's channel rankings (point ids, best first) and its gold articles."""

    channels: dict[str, list[str]]
    gold: frozenset[ArticleKey]
    held: bool


def load_items(path: Path = LECOQA_TRAIN, limit: int | None = None) -> list[tuple[str, str, frozenset[ArticleKey]]]:
    """(question id as `index.asked` names it, question, gold articles)."""
    rows = json.loads(path.read_text(encoding="utf-8"))[:limit]
    return [(f"lecoqa-train-{row['query_id']}", row["问题"],
             frozenset((law, article, sub) for name in row["match_name"] for law, article, sub in resolved(name)))
            for row in rows]


def asked_rankings(retriever: Retriever, questions: Sequence[AskedQuestion], records: Sequence[StatuteVersion],
                   items: Sequence[tuple[str, str, frozenset[ArticleKey]]], query_vectors: np.ndarray, day: date,
                   depth: int) -> list[list[str]]:
    """Each item's `asked` ranking from vectors built without its own fold's questions."""
    vectors = retriever.index.question_vectors([q.question for q in questions])
    by_key = {(*r.key, r.valid_from): r for r in records if r.valid_on(day, day)}
    out: list[list[str]] = [[] for _ in items]
    for fold in range(FOLDS):
        members = [n for n in range(len(items)) if n % FOLDS == fold]
        held_out = {items[n][0] for n in members}
        built = centroids(answered_versions(questions, records, leave_out=held_out, links=shipped_links()), vectors)
        keys = [key for key in built if key in by_key]
        if not keys:
            continue
        matrix = np.stack([built[key] for key in keys])
        for n in members:
            scores = matrix @ query_vectors[n]
            out[n] = [point_id(by_key[keys[i]]) for i in np.argsort(-scores)[:depth]]
    return out


def gold_on(gold: frozenset[ArticleKey], day: date) -> frozenset[ArticleKey]:
    """The articles that answer on `day`: before 民法典 took effect, the old articles its articles carry
    on (`index.predecessors`), since the code's own are not in force then; the gold as it is after."""
    if day.isoformat() >= CODIFICATION_DAY:
        return gold
    links = shipped_links()
    return frozenset(link.old_key for key in gold for link in links.predecessors(*key))


def rank_items(retriever: Retriever, items: Sequence[tuple[str, str, frozenset[ArticleKey]]], day: date,
               progress: Callable[[str, int, int], None] | None = None) -> list[Ranked]:
    records = retriever.index.all_records()
    held_laws = {r.law for r in records}
    items = [(ident, question, gold_on(gold, day)) for ident, question, gold in items]
    channels = [c for c in CHANNELS if c != "asked"]
    searched, query_vectors = [], []
    embed = retriever.index.embedder.embed_query
    for number, (_, question, _) in enumerate(items, start=1):
        result = retriever.search(question, window=(day, day), top=10, today=day, channels=channels)
        searched.append(result.rankings)
        query_vectors.append(embed(result.analysis.search_text(question)))
        if progress:
            progress("LeCoQA train", number, len(items))
    asked = asked_rankings(retriever, load_asked(), records, items, np.stack(query_vectors), day,
                           retriever.settings.channel_depth)
    return [Ranked({**rankings, "asked": asked[n]}, gold, any(key[0] in held_laws for key in gold))
            for n, ((_, _, gold), rankings) in enumerate(zip(items, searched))]


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
    ranked = rank_items(retriever, load_items(path, limit), day, progress)
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
