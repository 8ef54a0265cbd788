"""LeCoQA's train split as ranked candidates: each question's channel rankings, the `asked` channel out
of fold, and the articles a legal team chose for it.

What the retrieval evaluation (`index.evals.questions`) re-fuses with other weights and what the
learned ranker (`index.ranker_build`) is trained on. The `asked` channel would find a question's
own answer if its vectors held that question, so for each fold it is rebuilt here in memory from
the other folds' questions (and never from `held_out`, the questions an evaluation keeps apart);
the other channels are the index's own rankings, except `dense` for a question when the index adapts
question vectors (`index.query_adapter`): that matrix is fitted here per fold too, and each fold's
dense ranking comes from the matrix fitted without it.

Every question is asked at one day: today (the set is about current law), or a day before 2021,
when the articles that answer are the old laws' articles that 民法典's gold articles carried on
(`index.predecessors`).
"""

from __future__ import annotations

import json
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Callable, Sequence

import numpy as np

from index.asked import AskedQuestion, answered_versions, centroids, load_asked
from index.asked_build import resolved
from index.common.paths import LECOQA_TRAIN
from index.corpus import StatuteVersion
from index.law_names import CIVIL_CODE
from index.predecessors import CODIFICATION_DAY, shipped_links
from index.query_adapter import Example, QueryAdapter, fit, hard_negatives
from index.query_analysis import analyze
from index.ranker import question_words
from index.retrieval import CHANNELS, Retriever
from index.statute_index import point_id

FOLDS = 5
ArticleKey = tuple[str, int, int]


@dataclass(frozen=True)
class Item:
    """One question as `index.asked` names it, its text and the legal team's articles."""

    ident: str
    question: str
    gold: frozenset[ArticleKey]


@dataclass(frozen=True)
class Ranked:
    """One question's channel rankings (point ids, best first), what the ranker reads of its text,
    its gold articles on the day asked, and its fold (position % FOLDS)."""

    item: Item
    channels: dict[str, list[str]]
    gold: frozenset[ArticleKey]
    held: bool
    words: tuple[str, ...]
    laws: tuple[str, ...]
    fold: int


def load_items(path: Path = LECOQA_TRAIN, limit: int | None = None) -> list[Item]:
    rows = json.loads(path.read_text(encoding="utf-8"))[:limit]
    return [Item(f"lecoqa-train-{row['query_id']}", row["问题"],
                 frozenset((law, article, sub) for name in row["match_name"] for law, article, sub in resolved(name)))
            for row in rows]


def gold_on(gold: frozenset[ArticleKey], day: date) -> frozenset[ArticleKey]:
    """The articles that answer on `day`: before 民法典 took effect, the old articles its articles carry
    on (`index.predecessors`) and the other laws' articles as they are (劳动合同法 第四十二条 answered a
    2019 dismissal too); the gold as it is after."""
    if day.isoformat() >= CODIFICATION_DAY:
        return gold
    links = shipped_links()
    return frozenset(link.old_key for key in gold for link in links.predecessors(*key)) | {
        key for key in gold if key[0] != CIVIL_CODE}


def asked_rankings(retriever: Retriever, questions: Sequence[AskedQuestion], records: Sequence[StatuteVersion],
                   items: Sequence[Item], query_vectors: np.ndarray, day: date, depth: int,
                   held_out: Collection[str] = ()) -> list[list[str]]:
    """Each item's `asked` ranking from vectors built without its own fold's questions (nor `held_out`)."""
    vectors = retriever.index.question_vectors([q.question for q in questions])
    by_key = {(*r.key, r.valid_from): r for r in records if r.valid_on(day, day)}
    out: list[list[str]] = [[] for _ in items]
    for fold in range(FOLDS):
        members = [n for n in range(len(items)) if n % FOLDS == fold]
        left_out = {items[n].ident for n in members} | set(held_out)
        built = centroids(answered_versions(questions, records, leave_out=left_out, links=shipped_links()), vectors)
        keys = [key for key in built if key in by_key]
        if not keys:
            continue
        matrix = np.stack([built[key] for key in keys])
        for n in members:
            scores = matrix @ query_vectors[n]
            out[n] = [point_id(by_key[keys[i]]) for i in np.argsort(-scores)[:depth]]
    return out


def query_vectors(retriever: Retriever, items: Sequence[Item]) -> np.ndarray:
    """Each item's dense query vector as the retriever forms it (the question with the statutes' words)."""
    today = date.today()
    return retriever.index.embedder.embed_queries([analyze(item.question, today).search_text(item.question)
                                                   for item in items])


def _passages_on(retriever: Retriever, records: Sequence[StatuteVersion], day: date) -> tuple[list[StatuteVersion], np.ndarray]:
    """The versions in force on `day` and their passage vectors, unit length."""
    valid = [r for r in records if r.valid_on(day, day)]
    vectors = retriever.index.passage_vectors(valid)
    return valid, vectors / np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)


def fold_adapters(retriever: Retriever, items: Sequence[Item], vectors: np.ndarray, days: Sequence[date],
                  held_out: Collection[str] = ()) -> tuple[QueryAdapter, dict[int, QueryAdapter]]:
    """The query adapter fitted on every item outside `held_out` (for serving), and one per fold
    fitted without that fold's items (for their dense rankings), each from the items asked on `days`."""
    records = retriever.index.all_records()
    examples: list[tuple[int, Example]] = []
    unit = vectors / np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)
    for day in days:
        valid, passages = _passages_on(retriever, records, day)
        for n, item in enumerate(items):
            gold = gold_on(item.gold, day)
            answering = [i for i, r in enumerate(valid) if r.key in gold]
            if item.ident in held_out or not answering:
                continue
            negatives = hard_negatives(unit[n], passages, answering)
            examples.append((n, Example(unit[n], passages[answering], passages[negatives])))
    model_id, dim = retriever.index.embedder.model_id, vectors.shape[1]
    serving = QueryAdapter(fit([e for _, e in examples], dim), model_id)
    per_fold = {fold: QueryAdapter(fit([e for n, e in examples if n % FOLDS != fold], dim), model_id)
                for fold in range(FOLDS)}
    return serving, per_fold


def adapted_rankings(retriever: Retriever, records: Sequence[StatuteVersion], vectors: np.ndarray, day: date,
                     depth: int, adapters: Mapping[int, QueryAdapter]) -> list[list[str]]:
    """Each item's dense ranking on `day` from its fold's adapted query vector."""
    valid, passages = _passages_on(retriever, records, day)
    out = []
    for n, vector in enumerate(vectors):
        scores = passages @ adapters[n % FOLDS].apply(vector)
        out.append([point_id(valid[i]) for i in np.argsort(-scores, kind="stable")[:depth]])
    return out


def rank_items(retriever: Retriever, items: Sequence[Item], day: date,
               progress: Callable[[str, int, int], None] | None = None,
               held_out: Collection[str] = (), adapters: Mapping[int, QueryAdapter] | None = None,
               vectors: np.ndarray | None = None) -> list[Ranked]:
    """Every item searched on `day` by each channel (the `asked` one out of fold, and the `dense` one
    from `adapters`, one per fold, when given); `vectors`: the items' query vectors when the caller
    has them already (`query_vectors`), so they are not embedded again."""
    records = retriever.index.all_records()
    held_laws = {r.law for r in records}
    computed_here = {"asked"} | ({"dense"} if adapters is not None else set())
    channels = [c for c in CHANNELS if c not in computed_here]
    searched, analyses = [], []
    fused_only = Retriever(retriever.index, retriever.settings)  # the channels' rankings are wanted, no ranker's order
    for number, item in enumerate(items, start=1):
        result = fused_only.search(item.question, window=(day, day), top=10, today=day, channels=channels)
        searched.append(result.rankings)
        analyses.append(result.analysis)
        if progress:
            progress("LeCoQA train", number, len(items))
    vectors = query_vectors(retriever, items) if vectors is None else vectors
    asked = asked_rankings(retriever, load_asked(), records, items, vectors, day, retriever.settings.channel_depth, held_out)
    if adapters is not None:
        for rankings, dense in zip(searched, adapted_rankings(retriever, records, vectors, day,
                                                              retriever.settings.channel_depth, adapters)):
            rankings["dense"] = dense
    out = []
    for n, (item, rankings, analysis) in enumerate(zip(items, searched, analyses)):
        gold = gold_on(item.gold, day)
        out.append(Ranked(item, {**rankings, "asked": asked[n]}, gold, any(key[0] in held_laws for key in gold),
                          question_words(analysis), tuple(analysis.laws), n % FOLDS))
    return out
