"""Training the learned ranker (`index.ranker`) on LeCoQA's train split, with its out-of-fold figures.

Each train question is searched twice, today and on 2019-06-01 (when the old laws' articles answer:
`index.question_set.gold_on`); its first `DEPTH` fused candidates become one group of rows, labelled
1 where the article is one the legal team chose for that day. The figures are 5-fold: each fold
scored by a model trained on the other four (both days of a question in one fold), beside the
fusion's order for the same candidates.

`held_out`: question ids an evaluation keeps apart (`index.evals.held_out_index`): never trained on,
never behind an `asked` ranking.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Sequence
from datetime import date
from pathlib import Path
from typing import Any

import numpy as np

from index.common.settings import RetrievalSettings
from index.fusion import weighted_rrf
from index.query_adapter import ADAPTER_FILE, EPOCHS, NEGATIVES, PULL, SHARE, TEMPERATURE
from index.question_set import FOLDS, Ranked, fold_adapters, load_items, query_vectors, rank_items
from index.ranker import DEPTH, FEATURES, PARAMS, ROUNDS, Candidate, features, train
from index.retrieval import CHANNELS, Retriever, first_articles
from index.corpus import StatuteVersion

#: The days each question is searched on: current law, and a case before 民法典.
TRAIN_DAYS = ("today", "2019-06-01")
KS = (1, 3, 6, 10)
REPORT_FILE = "ranker.json"


def candidates(ranked: Ranked, settings: RetrievalSettings, version_of: Callable[[str], StatuteVersion]) -> list[Candidate]:
    """The first `DEPTH` distinct articles of the question fusion, as the retriever forms them."""
    fused = weighted_rrf(ranked.channels, settings.weights(CHANNELS, "question"), settings.k("question"))
    return [Candidate(pid, version_of(pid), score) for pid, score in first_articles(fused, version_of, DEPTH)]


def _group(row: Ranked, found: Sequence[Candidate]) -> tuple[np.ndarray, np.ndarray]:
    labels = np.array([float(c.version.key in row.gold) for c in found])
    return features(found, row.channels, row.words, row.laws), labels


def _trainable(labels: np.ndarray) -> bool:
    return bool(labels.size and labels.any())


def _hits(order: Sequence[tuple[str, int, int]], gold: Collection[tuple[str, int, int]]) -> dict[str, float]:
    return {f"hit@{k}": float(bool(set(order[:k]) & set(gold))) for k in KS}


def cross_validate(rows: Sequence[Ranked], found: Sequence[list[Candidate]], days: Sequence[str]) -> dict[str, Any]:
    """Per day: the fusion's and the ranker's hit@k over every question, each fold scored by a
    model trained on the other four."""
    scored: list[tuple[str, dict[str, float], dict[str, float]]] = []
    for fold in range(FOLDS):
        groups = [_group(row, cands) for row, cands in zip(rows, found) if row.fold != fold]
        booster = train([g for g in groups if _trainable(g[1])])
        for row, cands, day in zip(rows, found, days):
            if row.fold != fold:
                continue
            keys = [c.version.key for c in cands]
            scores = booster.predict(features(cands, row.channels, row.words, row.laws)) if cands else []
            ranked = [keys[i] for i in np.argsort(-np.asarray(scores), kind="stable")]
            scored.append((day, _hits(keys, row.gold), _hits(ranked, row.gold)))
    out: dict[str, Any] = {}
    for day in dict.fromkeys(days):
        mine = [(fused, ranked) for d, fused, ranked in scored if d == day]
        out[day] = {"items": len(mine),
                    "fused": {m: sum(f[m] for f, _ in mine) / max(len(mine), 1) for m in _hits([], [])},
                    "ranker": {m: sum(r[m] for _, r in mine) / max(len(mine), 1) for m in _hits([], [])}}
    return out


def build(retriever: Retriever, model_path: Path, held_out: Collection[str] = (),
          progress: Callable[[str, int, int], None] | None = None, limit: int | None = None) -> dict[str, Any]:
    """Fit the query adapter and train the ranker on every question outside `held_out`; save the
    ranker at `model_path`, the adapter (`query_adapter.npz`) and the report (`ranker.json`) beside
    it, and return the report with the out-of-fold figures (each fold's dense ranking from an
    adapter fitted without it, so the ranker learns how far an unseen question's adapted rank goes)."""
    items = load_items(limit=limit)
    when = {day: date.today() if day == "today" else date.fromisoformat(day) for day in TRAIN_DAYS}
    if progress:
        progress("fitting the query adapter", 0, 1)
    vectors = query_vectors(retriever, items)
    adapter, per_fold = fold_adapters(retriever, items, vectors, list(when.values()), held_out)
    adapter.save(model_path.parent / ADAPTER_FILE.name)
    if progress:
        progress("fitting the query adapter", 1, 1)
    rows: list[Ranked] = []
    days: list[str] = []
    for day in TRAIN_DAYS:
        searched = rank_items(retriever, items, when[day], progress, held_out, per_fold, vectors)
        rows += [row for row in searched if row.item.ident not in held_out]
        days += [day] * (len(rows) - len(days))
    found = [candidates(row, retriever.settings, retriever.version_of) for row in rows]
    figures = cross_validate(rows, found, days)
    groups = [_group(row, cands) for row, cands in zip(rows, found)]
    booster = train([g for g in groups if _trainable(g[1])])
    model_path.parent.mkdir(parents=True, exist_ok=True)
    booster.save_model(str(model_path))
    report = {"source": "LeCoQA train split (index/data/asked.jsonl's questions; MIT), out of fold",
              "questions": len(rows) // len(TRAIN_DAYS), "held_out": len(held_out), "days": list(TRAIN_DAYS),
              "depth": DEPTH, "rounds": ROUNDS, "params": PARAMS, "features": list(FEATURES),
              "query_adapter": {"file": ADAPTER_FILE.name, "pull": PULL, "temperature": TEMPERATURE,
                                "epochs": EPOCHS, "negatives": NEGATIVES, "share": SHARE},
              "cross_validated": figures}
    (model_path.parent / REPORT_FILE).write_text(json.dumps(report, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return report
