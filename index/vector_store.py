"""Where the statute collections live: one small interface over the Qdrant engines tempolex runs on.

Three ways to run Qdrant, chosen in `[qdrant]` of config.toml:

- a Qdrant server (`url`), through qdrant-client;
- qdrant-client's embedded local mode (`engine = "local"`, the default): no extra process,
  but it scores sparse vectors in pure Python, point by point (about 30 ms per sparse
  channel over current law on two cores);
- Qdrant Edge (`engine = "edge"`): Qdrant's own Rust engine in-process, with real sparse
  inverted indexes and payload indexes (all three channels together in under a millisecond).

The statute index and the retriever only see `VectorStore`, so the three run the same code.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol, Sequence, Union

from qdrant_client import models

QueryVector = Union[list[float], models.SparseVector]

ENGINES = ("local", "edge")


class IndexBusy(RuntimeError):
    """Another process holds the embedded index folder (embedded engines allow one at a time)."""


class UnknownEngine(ValueError):
    """`[qdrant] engine` (or TEMPOLEX_QDRANT_ENGINE, or `--engine`) names no engine tempolex has."""


def check_engine(engine: str) -> str:
    if engine not in ENGINES:
        raise UnknownEngine(f"unknown Qdrant engine {engine!r}: [qdrant] engine / TEMPOLEX_QDRANT_ENGINE must be one of {', '.join(ENGINES)}")
    return engine


def busy_message(folder: Path) -> str:
    return (
        f"the statute index in {folder} is in use by another tempolex process (the bot, a chat or an "
        "evaluation). Embedded mode allows one process at a time: stop the other one, or set "
        "TEMPOLEX_QDRANT_URL to a Qdrant server."
    )


@dataclass(frozen=True)
class StoredPoint:
    """One point to write: named dense and sparse vectors (may be none) and its payload."""

    id: str
    payload: dict
    vectors: dict[str, QueryVector] = field(default_factory=dict)


@dataclass(frozen=True)
class CollectionSchema:
    """Named vectors of a collection; sparse ones get Qdrant's IDF modifier. No vectors = payload only."""

    dense_size: int | None = None
    dense_name: str = "dense"
    sparse_names: tuple[str, ...] = ()
    keyword_fields: tuple[str, ...] = ()


class VectorStore(Protocol):
    """The operations the statute index needs from Qdrant, whichever engine runs it."""

    #: Which engine and where, for people reading `tempolex index stats`.
    location: str

    def names(self) -> list[str]:
        """Every collection in the store."""

    def exists(self, name: str) -> bool: ...

    def create(self, name: str, schema: CollectionSchema) -> None:
        """A new, empty collection."""

    def set_metadata(self, name: str, metadata: dict) -> None:
        """Keep `metadata` with the collection (read back by `metadata`). Written after the points,
        it marks a build as finished: an interrupted build leaves none."""

    def drop(self, name: str) -> None: ...

    def upsert(self, name: str, points: Sequence[StoredPoint]) -> None:
        """Write points; durable and searchable when this returns."""

    def query(
        self, name: str, vector: QueryVector, using: str, limit: int, where: dict[str, Sequence[str]] | None = None
    ) -> list[tuple[str, float]]:
        """(point id, score), best first, among points whose payload `where[field]` is one of the
        values given; exact for dense vectors, IDF-weighted for sparse ones."""

    def payloads(self, name: str) -> list[dict]:
        """Every point's payload."""

    def metadata(self, name: str) -> dict: ...

    def count(self, name: str) -> int: ...

    def close(self) -> None: ...


def open_store(url: str, engine: str, data_dir: Path) -> VectorStore:
    """A server store when `url` is set, else the configured embedded engine in `data_dir`."""
    if url:
        from index.qdrant_client_store import QdrantClientStore

        return QdrantClientStore.server(url)
    if check_engine(engine) == "local":
        from index.qdrant_client_store import QdrantClientStore

        return QdrantClientStore.local(data_dir / "qdrant")
    from index.qdrant_edge_store import QdrantEdgeStore

    return QdrantEdgeStore(data_dir / "qdrant-edge")
