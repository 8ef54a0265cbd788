"""Retrieval quality on LawBench 3-1 (facts -> 刑法 articles), each channel and the fusion side by side.

The year in the facts is the case date (a whole-year window), so the validity filter is part of
what is measured. Metrics are over distinct articles: a straddling year returns two versions of
one article, which count once.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Callable, Sequence

from index.retrieval import CHANNELS, Retriever

CRIMINAL_LAW = "中华人民共和国刑法"
DEFAULT_FILE = Path(__file__).resolve().parents[2] / "shared/data/eval/lawbench/data__zero_shot__3-1.json"
RETRIEVERS: dict[str, tuple[str, ...]] = {
    "keyword": ("keyword",),
    "bm25": ("sparse",),
    "dense": ("dense",),
    "fused": CHANNELS,
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


def evaluate(
    retriever: Retriever,
    path: Path = DEFAULT_FILE,
    limit: int | None = None,
    progress: Callable[[str, int, int], None] | None = None,
) -> dict[str, dict[str, float]]:
    """Mean metrics per retriever over the file's items (those without a year use 2020)."""
    items = load_items(path)[:limit]
    totals = {name: {} for name in RETRIEVERS}
    for number, item in enumerate(items, start=1):
        year = item.year or 2020
        window = (date(year, 1, 1), date(year, 12, 31))
        for name, channels in RETRIEVERS.items():
            result = retriever.search(item.query, window=window, top=10, channels=channels, laws=[CRIMINAL_LAW])
            ranked = list(dict.fromkeys(hit.version.article for hit in result.hits))
            for metric, value in _metrics(ranked, item.gold).items():
                totals[name][metric] = totals[name].get(metric, 0.0) + value
        if progress:
            progress("LawBench 3-1", number, len(items))
    return {name: {m: v / max(len(items), 1) for m, v in sums.items()} | {"items": len(items)} for name, sums in totals.items()}
