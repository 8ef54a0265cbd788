"""Where the statute collections live: one small interface over the Qdrant engines tempolex runs on.

Three ways to run Qdrant, chosen in `[qdrant]` of config.toml:

- Qdrant Edge (`engine = "edge"`, the embedded default): Qdrant's own Rust engine in-process,
  with real sparse inverted indexes and payload indexes, so the validity filter is applied
  inside the engine for every channel;
- a Qdrant server or cluster (`url`), through qdrant-client: the path past one machine;
- qdrant-client's embedded local mode (`engine = "local"`): pure Python, filters and sparse
  scoring evaluated point by point. It passes the same contract tests and is kept as the
  reference the engine-agreement test compares Edge with; it is too slow to serve.

The statute index and the retriever only see `VectorStore`, so the three run the same code.
Collections are reached through aliases: a rebuild fills a new collection beside the serving
one and then points the alias at it in one step (a server alias, a pointer file on Edge).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, Sequence, Union

from qdrant_client import models

QueryVector = Union[list[float], models.SparseVector]

ENGINES = ("edge", "local")


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
    payload: dict[str, Any]
    vectors: dict[str, QueryVector] = field(default_factory=dict)


@dataclass(frozen=True)
class CollectionSchema:
    """Named vectors of a collection; sparse ones get Qdrant's IDF modifier. No vectors = payload only.

    `keyword_fields` and `integer_fields` get payload indexes (integer ones with range lookups),
    which is what lets Edge and a server filter by law and validity inside the engine.
    """

    dense_size: int | None = None
    dense_name: str = "dense"
    #: Further dense vectors of the same size, which a point may lack (the statute index's `asked`).
    extra_dense: tuple[str, ...] = ()
    sparse_names: tuple[str, ...] = ()
    keyword_fields: tuple[str, ...] = ()
    integer_fields: tuple[str, ...] = ()


@dataclass(frozen=True)
class IntRange:
    """An inclusive integer range on a payload field; None leaves that side open."""

    gte: int | None = None
    lte: int | None = None


@dataclass(frozen=True)
class PointFilter:
    """Conditions every returned point meets: each `any_of` field holds one of the values given,
    each `ranges` field lies in its range."""

    any_of: dict[str, tuple[str, ...]] = field(default_factory=dict)
    ranges: dict[str, IntRange] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return bool(self.any_of or self.ranges)


class VectorStore(Protocol):
    """The operations the statute index needs from Qdrant, whichever engine runs it."""

    #: Which engine and where, for people reading `tempolex index stats`.
    location: str

    def names(self) -> list[str]:
        """Every collection in the store (aliases are not collections)."""

    def exists(self, name: str) -> bool:
        """A collection of that name (not an alias)."""

    def point_alias(self, alias: str, name: str) -> None:
        """Make `alias` name collection `name`, atomically: a reader sees the old collection or
        the new one, never neither. Replaces any earlier target."""

    def resolve(self, alias: str) -> str | None:
        """The collection `alias` names, or None."""

    def create(self, name: str, schema: CollectionSchema) -> None:
        """A new, empty collection."""

    def set_metadata(self, name: str, metadata: dict[str, Any]) -> None:
        """Keep `metadata` with the collection (read back by `metadata`). Written after the points,
        it marks a build as finished: an interrupted build leaves none."""

    def drop(self, name: str) -> None: ...

    def upsert(self, name: str, points: Sequence[StoredPoint]) -> None:
        """Write points; durable and searchable when this returns."""

    def delete(self, name: str, ids: Sequence[str]) -> None:
        """Remove points by id (unknown ids are ignored); durable when this returns."""

    def query(
        self, name: str, vector: QueryVector, using: str, limit: int, where: PointFilter | None = None
    ) -> list[tuple[str, float]]:
        """(point id, score), best first, among points that meet `where`; exact for dense
        vectors, IDF-weighted for sparse ones. `name` may be an alias."""

    def payloads(self, name: str) -> list[dict[str, Any]]:
        """Every point's payload (`name` may be an alias)."""

    def size_bytes(self) -> int | None:
        """Disk used by the store's folder (embedded engines), None for a server."""

    def metadata(self, name: str) -> dict[str, Any]: ...

    def count(self, name: str) -> int: ...

    def close(self) -> None: ...


def open_store(url: str, engine: str, data_dir: Path) -> VectorStore:
    """A server store when `url` is set, else the configured embedded engine in `data_dir`."""
    if url:
        from index.qdrant_client_store import QdrantClientStore

        return QdrantClientStore.server(url)
    if check_engine(engine) == "local":  # the pure-Python reference engine
        from index.qdrant_client_store import QdrantClientStore

        return QdrantClientStore.local(data_dir / "qdrant")
    from index.qdrant_edge_store import QdrantEdgeStore

    return QdrantEdgeStore(data_dir / "qdrant-edge")
