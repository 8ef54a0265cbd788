"""Retrieval quality on LawBench 3-1 (facts -> 刑法 articles), each channel and the fusion side by side.

The year in the facts is the case date (a whole-year window), so the validity filter is part of
what is measured. Metrics are over distinct articles: a straddling year returns two versions of
one article, which count once.

The file is split in halves (even / odd items): the dev half is where the fusion weights may be tuned
(by k-fold cross-validation, never on one split), the second is only ever scored. recall@50 per
channel shows what each channel can bring to fusion at all: a relevant article no channel ranks
in its top 50 is a miss of the channels, not of fusion.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from index.common.paths import lawbench_task
from index.fusion import weighted_rrf
from index.retrieval import Retriever

CRIMINAL_LAW = "中华人民共和国刑法"
DEFAULT_FILE = lawbench_task("3-1")
#: Court facts are fused from these three; the `asked` channel serves questions (index/evals/questions.py).
FACT_CHANNELS = ("keyword", "dense", "sparse")
RETRIEVERS: dict[str, tuple[str, ...]] = {
    "keyword": ("keyword",),
    "bm25": ("sparse",),
    "dense": ("dense",),
    "fused": FACT_CHANNELS,
}


@dataclass(frozen=True)
class Item:
    query: str
    year: int | None
    gold: frozenset[int]


def gold_articles(answer: str) -> frozenset[int]:
    """"法条:刑法第234、275条" -> {234, 275}."""
    body = answer.split(":", 1)[-1]
    return frozenset(int(n) for n in re.findall(r"\d+", body))


def load_items(path: Path) -> list[Item]:
    items = []
    for row in json.loads(path.read_text(encoding="utf-8")):
        facts = row["question"].replace("事实:", "", 1).strip()
        year = re.search(r"(19[89]\d|20[0-2]\d)年", facts)
        items.append(Item(query=facts, year=int(year.group(1)) if year else None, gold=gold_articles(row["answer"])))
    return items


def _metrics(ranked: Sequence[int], gold: frozenset[int]) -> dict[str, float]:
    def recall(k: int) -> float:
        return len(set(ranked[:k]) & gold) / len(gold)

    dcg = sum(1 / math.log2(i + 2) for i, article in enumerate(ranked[:10]) if article in gold)
    ideal = sum(1 / math.log2(i + 2) for i in range(min(len(gold), 10)))
    first = next((i for i, article in enumerate(ranked) if article in gold), None)
    return {
        "recall@5": recall(5),
        "recall@10": recall(10),
        "ndcg@10": dcg / ideal,
        "mrr": 0.0 if first is None else 1 / (first + 1),
        "hit@1": float(bool(ranked) and ranked[0] in gold),
    }


@dataclass(frozen=True)
class Ranked:
    """One item's channel rankings (point ids, best first), the article of each id, and the gold articles."""

    channels: dict[str, list[str]]
    articles: dict[str, int]
    gold: frozenset[int]


def rank_items(
    retriever: Retriever, items: Sequence[Item], progress: Callable[[str, int, int], None] | None = None
) -> list[Ranked]:
    """One fused search per item; each channel's own ranking comes back with it (depth = channel_depth)."""
    out = []
    for number, item in enumerate(items, start=1):
        year = item.year or 2020
        result = retriever.search(item.query, window=(date(year, 1, 1), date(year, 12, 31)), top=10, laws=[CRIMINAL_LAW],
                                  channels=FACT_CHANNELS)
        ids = {pid for ranking in result.rankings.values() for pid in ranking}
        out.append(Ranked(channels=result.rankings, articles={pid: retriever.version_of(pid).article for pid in ids}, gold=item.gold))
        if progress:
            progress("LawBench 3-1", number, len(items))
    return out


def fuse(ranked: Ranked, weights: Mapping[str, float], k: int) -> list[int]:
    """The fused ranking for given weights, as distinct articles (as the retriever groups its hits)."""
    return list(dict.fromkeys(ranked.articles[pid] for pid, _ in weighted_rrf(ranked.channels, weights, k)))


def _mean(rows: Sequence[dict[str, float]]) -> dict[str, float]:
    return {metric: sum(row[metric] for row in rows) / max(len(rows), 1) for metric in (rows[0] if rows else {})}


def scores(items: Sequence[Ranked], weights: Mapping[str, float], k: int) -> dict[str, float]:
    return _mean([_metrics(fuse(item, weights, k), item.gold) for item in items])


def channel_table(items: Sequence[Ranked], weights: Mapping[str, float], k: int) -> dict[str, dict[str, float]]:
    """Every single channel and the fusion, with recall@50 (what a channel can bring to fusion at all)."""
    table = {}
    for name, channels in RETRIEVERS.items():
        chosen = {c: (weights[c] if name == "fused" else 1.0) for c in channels}
        rows = []
        for item in items:
            ranking = fuse(item, chosen, k)
            rows.append(_metrics(ranking, item.gold) | {"recall@50": len(set(ranking[:50]) & item.gold) / len(item.gold)})
        table[name] = _mean(rows) | {"items": len(items)}
    return table


WEIGHT_GRID = (0.0, 0.5, 1.0, 2.0, 3.0, 4.0)
K_GRID = (10, 30, 60)


def choose_weights(items: Sequence[Ranked]) -> tuple[dict[str, float], int]:
    """The weights and K with the best mean nDCG@10 on `items` (ties: the earlier grid point)."""
    best, best_score = ({"keyword": 3.0, "dense": 2.0, "sparse": 1.0}, 60), -1.0
    for k in K_GRID:
        for wk in WEIGHT_GRID:
            for wd in WEIGHT_GRID:
                for ws in WEIGHT_GRID:
                    if wk == wd == ws == 0:
                        continue
                    weights = {"keyword": wk, "dense": wd, "sparse": ws}
                    score = scores(items, weights, k)["ndcg@10"]
                    if score > best_score + 1e-12:
                        best, best_score = (weights, k), score
    return best


def cross_validate(items: Sequence[Ranked], folds: int = 5) -> list[dict[str, Any]]:
    """Weights chosen on the other folds, scored on the held-out one, beside each single channel."""
    out = []
    for fold in range(folds):
        held = [item for n, item in enumerate(items) if n % folds == fold]
        train = [item for n, item in enumerate(items) if n % folds != fold]
        weights, k = choose_weights(train)
        table = channel_table(held, weights, k)
        out.append({"fold": fold, "weights": weights, "k": k,
                    **{f"{name}_ndcg@10": row["ndcg@10"] for name, row in table.items()}})
    return out


def evaluate(
    retriever: Retriever,
    path: Path = DEFAULT_FILE,
    limit: int | None = None,
    progress: Callable[[str, int, int], None] | None = None,
    folds: int = 5,
) -> dict[str, Any]:
    """Each channel and the configured fusion on the dev half (the file's even-numbered items) and the
    test half (odd-numbered); fusion weights cross-validated on the dev half only, the test half
    scored once. Halves interleave because the file is ordered: its first half is much harder
    (fused nDCG@10 0.50 against 0.71), so contiguous halves would not measure the same thing."""
    items = load_items(path)[:limit]
    ranked = rank_items(retriever, items, progress)
    dev, test = ranked[0::2], ranked[1::2]
    configured = retriever.settings.weights(FACT_CHANNELS), retriever.settings.rrf_k
    chosen = choose_weights(dev) if len(dev) >= folds else configured
    return {
        "configured": {"weights": configured[0], "k": configured[1]},
        "dev": channel_table(dev, *configured),
        "test": channel_table(test, *configured),
        "all": channel_table(ranked, *configured),
        "cross_validation": cross_validate(dev, folds) if len(dev) >= folds else [],
        "chosen_on_dev": {"weights": chosen[0], "k": chosen[1], "test": channel_table(test, *chosen)["fused"]},
    }
