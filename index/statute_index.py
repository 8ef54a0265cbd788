"""The Qdrant collection of statute versions: dense + BM25 vectors and validity as integer days.

Local mode (a folder) by default, a Qdrant server by URL; the code is the same. Validity is stored
as YYYYMMDD integers because local mode parses payload values on every filtered query and string
date ranges are slow there.
"""

from __future__ import annotations

import time
import uuid
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Sequence

from qdrant_client import QdrantClient, models

from index.corpus import StatuteVersion
from index.embedding_cache import EmbeddingCache
from index.query_analysis import segment
from index.sparse_bm25 import SparseEncoder

DENSE = "dense"
SPARSE = "bm25"
ID_NAMESPACE = uuid.UUID("6f1c2d9e-3a7b-4c1e-9f0a-1e2d3c4b5a69")

Progress = Callable[[str, int, int], None]


def open_client(url: str, local_path: Path) -> QdrantClient:
    """A server client when `url` is set, else embedded local mode (one process per folder)."""
    if url:
        return QdrantClient(url=url)
    local_path.mkdir(parents=True, exist_ok=True)
    return QdrantClient(path=str(local_path))


def point_id(record: StatuteVersion) -> str:
    """Stable id per article version, so re-ingesting a file replaces instead of duplicating."""
    return str(uuid.uuid5(ID_NAMESPACE, f"{record.law}|{record.article}|{record.article_sub}|{record.valid_from}"))


def payload(record: StatuteVersion) -> dict:
    """What a hit carries: the record itself, integer validity, and its words for keyword match."""
    data = record.to_dict()
    data["from_day"] = record.from_day
    data["to_day"] = record.to_day
    data["terms"] = sorted(set(segment(record.text)))
    return data


def record_from_payload(data: dict) -> StatuteVersion:
    fields = StatuteVersion.__dataclass_fields__
    return StatuteVersion(**{key: value for key, value in data.items() if key in fields})


@dataclass(frozen=True)
class BuildReport:
    points: int
    embedded: int
    reused_embeddings: int
    seconds: float
    embed_seconds: float
    model_id: str


class StatuteIndex:
    """Owns one collection: building it, adding user versions, and reading its metadata."""

    def __init__(self, client: QdrantClient, collection: str, embedder, sparse_dir: Path, cache_root: Path) -> None:
        self.client = client
        self.collection = collection
        self.embedder = embedder
        self._sparse_dir = sparse_dir
        self._cache_root = cache_root
        self._sparse: SparseEncoder | None = None

    def exists(self) -> bool:
        return self.client.collection_exists(self.collection)

    def metadata(self) -> dict:
        """Build facts stored with the collection: model id, BM25 avg_len, per-law coverage."""
        if not self.exists():
            return {}
        return dict(self.client.get_collection(self.collection).config.metadata or {})

    @property
    def sparse(self) -> SparseEncoder:
        """The BM25 encoder with the avg_len measured when the collection was built."""
        if self._sparse is None:
            avg_len = float(self.metadata().get("bm25_avg_len", 0)) or None
            self._sparse = SparseEncoder(self._sparse_dir, **({"avg_len": avg_len} if avg_len else {}))
        return self._sparse

    def build(self, records: Sequence[StatuteVersion], progress: Progress | None = None) -> BuildReport:
        """(Re)create the collection from `records`; embeddings are reused from the cache when known."""
        started = time.perf_counter()
        avg_len = SparseEncoder.average_length([r.text for r in records])
        if self.exists():
            self.client.delete_collection(self.collection)
        self.client.create_collection(
            self.collection,
            vectors_config={DENSE: models.VectorParams(size=self.embedder.dim, distance=models.Distance.COSINE)},
            sparse_vectors_config={SPARSE: models.SparseVectorParams(modifier=models.Modifier.IDF)},
            metadata={
                "model_id": self.embedder.model_id,
                "bm25_avg_len": avg_len,
                "coverage": coverage(records),
                "built_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            },
        )
        for field, schema in (
            ("law", models.PayloadSchemaType.KEYWORD),
            ("article", models.PayloadSchemaType.INTEGER),
            ("from_day", models.PayloadSchemaType.INTEGER),
            ("to_day", models.PayloadSchemaType.INTEGER),
            ("terms", models.PayloadSchemaType.KEYWORD),
        ):
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # local mode ignores payload indexes; a server uses them
                self.client.create_payload_index(self.collection, field, schema)
        self._sparse = SparseEncoder(self._sparse_dir, avg_len=avg_len)
        report = self._upsert(records, progress)
        return BuildReport(
            points=len(records),
            embedded=report[0],
            reused_embeddings=len(records) - report[0],
            seconds=time.perf_counter() - started,
            embed_seconds=report[1],
            model_id=self.embedder.model_id,
        )

    def add(self, records: Sequence[StatuteVersion], progress: Progress | None = None) -> int:
        """Add or replace versions (a user's own corpus file) in the existing collection."""
        if not self.exists():
            raise RuntimeError("the statute index is not built yet: run `tempolex index build`")
        self._upsert(records, progress)
        merged = dict(self.metadata().get("coverage", {}))
        for law, span in coverage(records).items():
            old = merged.get(law)
            merged[law] = span if not old else [min(old[0], span[0]), max(old[1], span[1])]
        self.client.update_collection(self.collection, metadata={"coverage": merged})
        return len(records)

    def _upsert(self, records: Sequence[StatuteVersion], progress: Progress | None) -> tuple[int, float]:
        total = len(records)
        done = 0

        def advance(step: int) -> None:
            nonlocal done
            done += step
            if progress:
                progress("embedding statute versions", done, total)

        cache = EmbeddingCache(self._cache_root, self.embedder.model_id)
        embed_started = time.perf_counter()
        dense, computed = cache.embed([r.text for r in records], self.embedder.embed_passages, advance)
        embed_seconds = time.perf_counter() - embed_started
        sparse = self.sparse.documents([r.text for r in records])
        batch = 256
        for start in range(0, total, batch):
            chunk = range(start, min(start + batch, total))
            self.client.upsert(
                self.collection,
                points=[
                    models.PointStruct(
                        id=point_id(records[i]),
                        vector={DENSE: dense[i].tolist(), SPARSE: sparse[i]},
                        payload=payload(records[i]),
                    )
                    for i in chunk
                ],
            )
            if progress:
                progress("writing to Qdrant", chunk.stop, total)
        return computed, embed_seconds

    def count(self) -> int:
        return self.client.count(self.collection, exact=True).count if self.exists() else 0

    def all_records(self) -> list[StatuteVersion]:
        """Every stored version (for statistics and the version evaluation)."""
        out: list[StatuteVersion] = []
        offset = None
        while True:
            points, offset = self.client.scroll(
                self.collection, limit=1024, offset=offset, with_payload=True, with_vectors=False
            )
            out.extend(record_from_payload(p.payload or {}) for p in points)
            if offset is None:
                return out


def coverage(records: Iterable[StatuteVersion]) -> dict[str, list[int]]:
    """Per law, the first and last day (YYYYMMDD) any of its versions is valid."""
    spans: dict[str, list[int]] = {}
    for record in records:
        span = spans.setdefault(record.law, [record.from_day, record.to_day])
        span[0] = min(span[0], record.from_day)
        span[1] = max(span[1], record.to_day)
    return spans
