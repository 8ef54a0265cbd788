"""The statute index in Qdrant, partitioned by validity epoch.

An epoch is a stretch of time in which no article of the corpus changes (21 of them, 1985 to
now). Each epoch has its own collection holding exactly the versions in force throughout it, so
a query for a case date searches only law valid on that date: validity is the structure of the
index, not a condition evaluated per point. That is the hard filter, and it is also what keeps
embedded local mode fast, where a payload filter is checked in Python point by point. A window
spanning epochs (a whole year) searches each of them. A catalogue collection (payload only)
holds every version once, for statistics and version look-ups.

Vectors per point: `dense` (e5), `bm25` (jieba terms, IDF applied by Qdrant) and `terms`
(binary jieba terms plus article and law tokens, also IDF-weighted by Qdrant: the exact
keyword/article-reference channel; a rare shared word counts more than 应当 or 规定).
Which Qdrant engine holds them (embedded local mode, Qdrant Edge, a server) is the
`VectorStore`'s business; the code here is the same for all three.
"""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path
from typing import Callable, Iterable, Sequence

from fastembed.sparse.bm25 import Bm25
from qdrant_client import models

from index.corpus import OPEN_END, StatuteVersion, day_number
from index.embedding_cache import EmbeddingCache
from index.query_analysis import segment
from index.sparse_bm25 import SparseEncoder
from index.vector_store import CollectionSchema, StoredPoint, VectorStore

DENSE = "dense"
SPARSE = "bm25"
TERMS = "terms"
ID_NAMESPACE = uuid.UUID("6f1c2d9e-3a7b-4c1e-9f0a-1e2d3c4b5a69")
#: Bumped whenever what a build stores changes, so `index build --if-missing` rebuilds old indexes.
INDEX_FORMAT = 2

Progress = Callable[[str, int, int], None]


def point_id(record: StatuteVersion) -> str:
    """Stable id per article version (the same in every epoch collection)."""
    return str(uuid.uuid5(ID_NAMESPACE, f"{record.law}|{record.article}|{record.article_sub}|{record.valid_from}"))


def article_token(law: str | None, article: int, article_sub: int) -> str:
    """The `terms` token of an article reference; law None matches the number in any law."""
    return f"§{law or '*'}§{article}§{article_sub}"


def law_token(law: str) -> str:
    return f"§law§{law}"


def token_id(token: str) -> int:
    """The same hashing fastembed's BM25 uses, so both sparse vectors share one id space."""
    return Bm25.compute_token_id(token)


def terms_vector(record: StatuteVersion) -> models.SparseVector:
    """Binary vector of the version's words and its article/law tokens (keyword channel)."""
    tokens = set(segment(record.text))
    tokens |= {article_token(record.law, record.article, record.article_sub),
               article_token(None, record.article, record.article_sub), law_token(record.law)}
    ids = sorted({token_id(token) for token in tokens})
    return models.SparseVector(indices=ids, values=[1.0] * len(ids))


def payload(record: StatuteVersion) -> dict:
    data = record.to_dict()
    data["from_day"] = record.from_day
    data["to_day"] = record.to_day
    return data


def record_from_payload(data: dict) -> StatuteVersion:
    fields = StatuteVersion.__dataclass_fields__
    return StatuteVersion(**{key: value for key, value in data.items() if key in fields})


@dataclass(frozen=True)
class Epoch:
    """[start, end] (YYYYMMDD, inclusive) in which the set of valid versions does not change."""

    start: int
    end: int
    collection: str

    def overlaps(self, start: date, end: date) -> bool:
        return self.start <= day_number(end) and self.end >= day_number(start)


def _day_after(day: int) -> int:
    following = date(day // 10000, day // 100 % 100, day % 100) + timedelta(days=1)
    return day_number(following)


def epochs_of(records: Iterable[StatuteVersion], prefix: str) -> list[Epoch]:
    """Cut time at every valid_from and every day after a valid_to; keep stretches with law in force."""
    records = list(records)
    cuts = sorted({r.from_day for r in records} | {_day_after(r.to_day) for r in records if r.to_day < OPEN_END})
    bounds = [(start, _day_before(nxt)) for start, nxt in zip(cuts, cuts[1:])] + [(cuts[-1], OPEN_END)]
    return [
        Epoch(start, end, f"{prefix}_{start}")
        for start, end in bounds
        if any(r.from_day <= start and r.to_day >= end for r in records)
    ]


def _day_before(day: int) -> int:
    previous = date(day // 10000, day // 100 % 100, day % 100) - timedelta(days=1)
    return day_number(previous)


@dataclass(frozen=True)
class BuildReport:
    points: int
    epochs: int
    stored_points: int
    embedded: int
    reused_embeddings: int
    seconds: float
    embed_seconds: float
    model_id: str


class StatuteIndex:
    """Owns the catalogue and epoch collections: building them and reading their metadata."""

    def __init__(self, store: VectorStore, collection: str, embedder, sparse_dir: Path, cache_root: Path) -> None:
        self.store = store
        self.collection = collection
        self.embedder = embedder
        self._sparse_dir = sparse_dir
        self._cache_root = cache_root
        self._sparse: SparseEncoder | None = None
        self._metadata: dict | None = None

    def exists(self) -> bool:
        return self.store.exists(self.collection)

    def metadata(self) -> dict:
        """Build facts stored on the catalogue: model id, BM25 avg_len, coverage, epochs."""
        if self._metadata is None:
            self._metadata = self.store.metadata(self.collection) if self.exists() else {}
        return self._metadata

    def is_current(self) -> bool:
        """Built, in this code's format, with the configured embedding model."""
        meta = self.metadata()
        return self.exists() and meta.get("format") == INDEX_FORMAT and meta.get("model_id") == self.embedder.model_id

    def epochs(self) -> list[Epoch]:
        return [Epoch(*row) for row in self.metadata().get("epochs", [])]

    @property
    def sparse(self) -> SparseEncoder:
        """The BM25 encoder with the avg_len measured when the index was built."""
        if self._sparse is None:
            avg_len = float(self.metadata().get("bm25_avg_len", 0)) or None
            self._sparse = SparseEncoder(self._sparse_dir, **({"avg_len": avg_len} if avg_len else {}))
        return self._sparse

    def build(self, records: Sequence[StatuteVersion], progress: Progress | None = None) -> BuildReport:
        """(Re)create every collection from `records`; embeddings come from the cache when known."""
        started = time.perf_counter()
        texts = [r.text for r in records]
        avg_len = SparseEncoder.average_length(texts)
        self._drop_all()
        epochs = epochs_of(records, self.collection)

        cache = EmbeddingCache(self._cache_root, self.embedder.model_id)
        done = 0

        def advance(step: int) -> None:
            nonlocal done
            done += step
            if progress:
                progress("embedding statute versions", done, len(records))

        embed_started = time.perf_counter()
        dense, computed = cache.embed(texts, self.embedder.embed_passages, advance)
        embed_seconds = time.perf_counter() - embed_started
        self._sparse = SparseEncoder(self._sparse_dir, avg_len=avg_len)
        bm25 = self._sparse.documents(texts)
        terms = [terms_vector(r) for r in records]
        points = [
            StoredPoint(id=point_id(r), payload=payload(r), vectors={DENSE: dense[i].tolist(), SPARSE: bm25[i], TERMS: terms[i]})
            for i, r in enumerate(records)
        ]
        schema = CollectionSchema(dense_size=self.embedder.dim, dense_name=DENSE, sparse_names=(SPARSE, TERMS), keyword_fields=("law",))
        stored = 0
        for number, epoch in enumerate(epochs, start=1):
            self.store.create(epoch.collection, schema)
            members = [p for p, r in zip(points, records) if r.from_day <= epoch.start and r.to_day >= epoch.end]
            self.store.upsert(epoch.collection, members)
            stored += len(members)
            if progress:
                progress("writing epoch collections", number, len(epochs))
        self.store.create(self.collection, CollectionSchema())
        self.store.upsert(self.collection, [StoredPoint(id=p.id, payload=p.payload) for p in points])
        self.store.set_metadata(  # last: only a finished build is `is_current`
            self.collection,
            {
                "format": INDEX_FORMAT,
                "model_id": self.embedder.model_id,
                "bm25_avg_len": avg_len,
                "coverage": coverage(records),
                "epochs": [[e.start, e.end, e.collection] for e in epochs],
                "built_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            },
        )
        self._metadata = None
        return BuildReport(
            points=len(records), epochs=len(epochs), stored_points=stored, embedded=computed,
            reused_embeddings=len(records) - computed, seconds=time.perf_counter() - started,
            embed_seconds=embed_seconds, model_id=self.embedder.model_id,
        )

    def _drop_all(self) -> None:
        """Remove the catalogue and every epoch collection of a previous build."""
        for name in self.store.names():
            if name == self.collection or name.startswith(self.collection + "_"):
                self.store.drop(name)
        self._metadata = None

    def count(self) -> int:
        return self.store.count(self.collection) if self.exists() else 0

    def all_records(self) -> list[StatuteVersion]:
        """Every stored version once (from the catalogue)."""
        return [record_from_payload(data) for data in self.store.payloads(self.collection)]


def coverage(records: Iterable[StatuteVersion]) -> dict[str, list[int]]:
    """Per law, the first and last day (YYYYMMDD) any of its versions is valid."""
    spans: dict[str, list[int]] = {}
    for record in records:
        span = spans.setdefault(record.law, [record.from_day, record.to_day])
        span[0] = min(span[0], record.from_day)
        span[1] = max(span[1], record.to_day)
    return spans
