"""The statute index in Qdrant: one collection of article versions, validity as integer payload.

Every version is stored once (points = versions), with `from_day` / `to_day` as YYYYMMDD
integers under range payload indexes. A query for a case window filters `from_day <= end` and
`to_day >= start` inside the engine for each channel, so a channel never returns a version that
was not in force and never fewer hits because of a post-filter. That is the hard filter.

Vectors per point: `dense` (e5), `bm25` (jieba terms, IDF applied by Qdrant), `terms`
(binary jieba terms plus article and law tokens, also IDF-weighted by Qdrant: the exact
keyword/article-reference channel; a rare shared word counts more than 应当 or 规定) and, on the
versions that answered earlier questions, `asked` (the mean of those questions' e5 query
embeddings, `index.asked`).

Rebuilds never take the index away: a build fills a new collection `<alias>__<stamp>` beside
the serving one and, only when it is complete, points the alias (`[qdrant] collection`) at it
and drops the old one. An interrupted build leaves the alias, and so the serving index, as it was.
Which Qdrant engine holds the collection is the `VectorStore`'s business.
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable, Protocol, Sequence, cast

import numpy as np
from fastembed.sparse.bm25 import Bm25
from qdrant_client import models

from index.asked import ASKED, AskedQuestion, answered_versions, centroids, load_asked
from index.corpus import StatuteVersion
from index.embedding_cache import EmbeddingCache
from index.predecessors import shipped_links
from index.shipped_embeddings import CHECK_TEXTS, load_shipped
from index.query_analysis import segment
from index.sparse_bm25 import SparseEncoder
from index.vector_store import CollectionSchema, StoredPoint, VectorStore

DENSE = "dense"
SPARSE = "bm25"
TERMS = "terms"
ID_NAMESPACE = uuid.UUID("6f1c2d9e-3a7b-4c1e-9f0a-1e2d3c4b5a69")
#: Bumped whenever what a build stores changes, so `index build --if-missing` rebuilds old indexes.
INDEX_FORMAT = 4
SCHEMA_FIELDS = dict(sparse_names=(SPARSE, TERMS), keyword_fields=("law",), integer_fields=("from_day", "to_day"))

Progress = Callable[[str, int, int], None]


class TextEmbedder(Protocol):
    """What the index asks of an embedder: `index.embedder.Embedder`, or a benchmark's stand-in."""

    @property
    def dim(self) -> int: ...

    @property
    def model_id(self) -> str: ...

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray: ...

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray: ...

    def embed_query(self, text: str) -> np.ndarray: ...


def point_id(record: StatuteVersion) -> str:
    """Stable id per article version (the same in every build)."""
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


def payload(record: StatuteVersion) -> dict[str, Any]:
    data = record.to_dict()
    data["from_day"] = record.from_day
    data["to_day"] = record.to_day
    return data


def record_from_payload(data: dict[str, Any]) -> StatuteVersion:
    fields = StatuteVersion.__dataclass_fields__
    return StatuteVersion(**{key: value for key, value in data.items() if key in fields})


@dataclass(frozen=True)
class BuildReport:
    points: int
    collection: str
    stored_points: int
    embedded: int
    reused_embeddings: int
    seconds: float
    embed_seconds: float
    model_id: str


def fingerprint(records: Sequence[StatuteVersion], asked: Sequence[AskedQuestion]) -> str:
    """Changes when a version, or an earlier question behind the `asked` vectors, does."""
    digest = hashlib.sha256()
    for r in records:
        digest.update(json.dumps([r.law, r.article, r.article_sub, r.valid_from, r.valid_to, r.text], ensure_ascii=False).encode())
    for q in asked:
        digest.update(json.dumps([q.ident, q.question, q.articles, q.as_of], ensure_ascii=False).encode())
    return digest.hexdigest()


class StatuteIndex:
    """Owns the statute collection behind the alias `collection`: building it and reading its metadata."""

    def __init__(
        self, store: VectorStore, collection: str, embedder: TextEmbedder, sparse_dir: Path, cache_root: Path,
        use_shipped: bool = True, asked: Sequence[AskedQuestion] | None = None,
    ) -> None:
        """`use_shipped=False` ignores the shipped corpus embeddings (a cold-build benchmark); `asked`:
        the earlier questions behind the `asked` vectors (None: the shipped ones; an evaluation passes
        them without the questions it scores)."""
        self.asked = load_asked() if asked is None else list(asked)
        self.store = store
        self._use_shipped = use_shipped
        self.collection = collection
        self.embedder = embedder
        self._sparse_dir = sparse_dir
        self._cache_root = cache_root
        self._sparse: SparseEncoder | None = None
        self._metadata: dict[str, Any] | None = None
        self._serving: str | None = None
        self._build_lock = threading.Lock()  # two rebuilds in one process would race for the alias

    @property
    def serving(self) -> str | None:
        """The concrete collection answering queries now (the alias's target), None before a build."""
        if self._serving is None:
            self._serving = self.store.resolve(self.collection)
        return self._serving

    def exists(self) -> bool:
        return self.serving is not None and self.store.exists(self.serving)

    def metadata(self) -> dict[str, Any]:
        """Build facts stored with the serving collection: model id, BM25 avg_len, coverage."""
        if self._metadata is None:
            self._metadata = self.store.metadata(cast(str, self.serving)) if self.exists() else {}
        return self._metadata

    def is_current(self) -> bool:
        """Built, in this code's format, with the configured embedding model."""
        meta = self.metadata()
        return self.exists() and meta.get("format") == INDEX_FORMAT and meta.get("model_id") == self.embedder.model_id

    def holds(self, records: Sequence[StatuteVersion]) -> bool:
        """Whether the serving collection was built from exactly these records (and earlier questions): an upgrade that
        ships new statute texts (快递暂行条例's 2025 revision) must not leave an existing install searching the old ones."""
        return self.metadata().get("records") == fingerprint(records, self.asked)

    @property
    def sparse(self) -> SparseEncoder:
        """The BM25 encoder with the avg_len measured when the index was built."""
        if self._sparse is None:
            avg_len = float(self.metadata().get("bm25_avg_len", 0)) or None
            self._sparse = SparseEncoder(self._sparse_dir, **({"avg_len": avg_len} if avg_len else {}))
        return self._sparse

    def build(
        self, records: Sequence[StatuteVersion], progress: Progress | None = None, switch: Callable[[Callable[[], None]], None] | None = None
    ) -> BuildReport:
        """Fill a new collection from `records` beside the serving one, then switch the alias to it.

        Embeddings come from the cache when known. `switch` runs the switch step (alias, caches,
        dropping the old collection) under the caller's lock, so readers never see it half done.
        """
        with self._build_lock:
            started = time.perf_counter()
            self._drop_unfinished()
            name = f"{self.collection}__{time.strftime('%Y%m%d%H%M%S')}_{uuid.uuid4().hex[:6]}"
            points, sparse, computed, embed_seconds = self._points(records, progress)
            self.store.create(name, CollectionSchema(dense_size=self.embedder.dim, dense_name=DENSE, extra_dense=(ASKED,),
                                                     **SCHEMA_FIELDS))
            for start in range(0, len(points), 2048):
                self.store.upsert(name, points[start : start + 2048])
                if progress:
                    progress("writing the statute collection", min(start + 2048, len(points)), len(points))
            self.store.set_metadata(name, {
                "format": INDEX_FORMAT,
                "model_id": self.embedder.model_id,
                "bm25_avg_len": sparse.avg_len,
                "coverage": coverage(records),
                "records": fingerprint(records, self.asked),
                "built_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            })
            (switch or (lambda step: step()))(lambda: self._switch_to(name, sparse))
            return BuildReport(
                points=len(records), collection=name, stored_points=self.store.count(name), embedded=computed,
                reused_embeddings=len(records) - computed, seconds=time.perf_counter() - started,
                embed_seconds=embed_seconds, model_id=self.embedder.model_id,
            )

    def _points(self, records: Sequence[StatuteVersion], progress: Progress | None) -> tuple[list[StoredPoint], SparseEncoder, int, float]:
        """Every version as a point with its three vectors; also the BM25 encoder fitted to these
        texts (kept for queries after the switch), texts embedded, seconds."""
        texts = [r.text for r in records]
        cache = EmbeddingCache(self._cache_root, self.embedder.model_id)
        if self._use_shipped and cache.missing(texts) > CHECK_TEXTS:  # worth a look at the shipped vectors
            cache.seed(load_shipped(self.embedder.model_id, self.embedder.embed_passages))
        done = 0

        def advance(step: int) -> None:
            nonlocal done
            done += step
            if progress:
                progress("embedding statute versions", done, len(records))

        embed_started = time.perf_counter()
        dense, computed = cache.embed(texts, self.embedder.embed_passages, advance)
        embed_seconds = time.perf_counter() - embed_started
        sparse = SparseEncoder(self._sparse_dir, avg_len=SparseEncoder.average_length(texts))
        bm25 = sparse.documents(texts)
        asked = self.asked_vectors(records, self.asked)
        points = []
        for i, r in enumerate(records):
            vectors = {DENSE: dense[i].tolist(), SPARSE: bm25[i], TERMS: terms_vector(r)}
            if (vector := asked.get((*r.key, r.valid_from))) is not None:
                vectors[ASKED] = vector.tolist()
            points.append(StoredPoint(id=point_id(r), payload=payload(r), vectors=vectors))
        return points, sparse, computed, embed_seconds

    def asked_vectors(
        self, records: Sequence[StatuteVersion], questions: Sequence[AskedQuestion]
    ) -> dict[tuple[str, int, int, str], np.ndarray]:
        """The `asked` vector of each version that answered earlier questions (`index.asked`)."""
        answered = answered_versions(questions, records, links=shipped_links())
        used = sorted({position for positions in answered.values() for position in positions})
        if not used:
            return {}
        vectors = np.zeros((len(questions), self.embedder.dim), dtype=np.float32)
        vectors[used] = self.question_vectors([questions[position].question for position in used])
        return centroids(answered, vectors)

    def passage_vectors(self, records: Sequence[StatuteVersion]) -> np.ndarray:
        """The dense vectors of `records` as the index embedded them (cached; computed when missing)."""
        vectors, _ = EmbeddingCache(self._cache_root, self.embedder.model_id).embed([r.text for r in records],
                                                                                   self.embedder.embed_passages)
        return vectors

    def question_vectors(self, questions: Sequence[str]) -> np.ndarray:
        """Query embeddings of earlier questions, cached like the passages' (and shipped beside them)."""
        model_id = asked_model_id(self.embedder.model_id)
        cache = EmbeddingCache(self._cache_root, model_id)
        if self._use_shipped and cache.missing(questions) > CHECK_TEXTS:
            cache.seed(load_shipped(model_id, self.embedder.embed_queries))
        vectors, _ = cache.embed(questions, self.embedder.embed_queries)
        return vectors

    def _switch_to(self, name: str, sparse: SparseEncoder) -> None:
        """Point the alias at the finished collection, forget the old one's facts, drop it."""
        self.store.point_alias(self.collection, name)
        self._serving, self._metadata = name, None
        self._sparse = sparse
        for other in self._own_collections():
            if other != name:
                self.store.drop(other)

    def _drop_unfinished(self) -> None:
        """Collections of builds that never switched (interrupted), and epoch collections of the
        old layout; never the serving one."""
        self._serving = None  # another process on a shared server may have switched the alias
        serving = self.serving
        for name in self._own_collections():
            if name != serving:
                self.store.drop(name)

    def _own_collections(self) -> list[str]:
        return [n for n in self.store.names() if n == self.collection or n.startswith(self.collection + "_")]

    def refresh(self) -> bool:
        """Look the alias up again (another process may have rebuilt on a shared server);
        True when it now names another collection, whose facts are then read afresh."""
        before = self._serving
        self._serving = None
        if self.serving == before:
            return False
        self._metadata, self._sparse = None, None
        return True

    def count(self) -> int:
        return self.store.count(cast(str, self.serving)) if self.exists() else 0

    def all_records(self) -> list[StatuteVersion]:
        """Every stored version once."""
        return ([record_from_payload(data) for data in self.store.payloads(cast(str, self.serving))]
                if self.exists() else [])


def asked_model_id(model_id: str) -> str:
    """Where earlier questions' query embeddings are cached and shipped (not beside passages:
    e5 embeds a query and a passage of the same words differently)."""
    return f"{model_id}-queries"


def coverage(records: Iterable[StatuteVersion]) -> dict[str, list[int]]:
    """Per law, the first and last day (YYYYMMDD) any of its versions is valid."""
    spans: dict[str, list[int]] = {}
    for record in records:
        span = spans.setdefault(record.law, [record.from_day, record.to_day])
        span[0] = min(span[0], record.from_day)
        span[1] = max(span[1], record.to_day)
    return spans
