"""`VectorStore` on qdrant-client: a Qdrant server by URL, or embedded local mode in a folder."""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import Any, Sequence

from qdrant_client import QdrantClient, models

from index.vector_store import CollectionSchema, IndexBusy, PointFilter, QueryVector, StoredPoint, busy_message


class QdrantClientStore:
    """Collections of one qdrant-client; metadata is stored in the collection's own config."""

    UPSERT_BATCH = 512

    def __init__(
        self, client: QdrantClient, location: str, dense_params: models.SearchParams | None = None, folder: Path | None = None
    ) -> None:
        self.client = client
        self.location = location
        self._dense_params = dense_params
        self._folder = folder

    @classmethod
    def server(cls, url: str) -> QdrantClientStore:
        """Dense search is asked to be exact: after the validity filter a few thousand versions
        remain, and an HNSW miss would drop law that is in force."""
        return cls(QdrantClient(url=url), f"Qdrant server at {url}", models.SearchParams(exact=True))

    @classmethod
    def local(cls, folder: Path) -> QdrantClientStore:
        """Embedded local mode (always exact); it locks the folder, so a second process gets `IndexBusy`."""
        folder.mkdir(parents=True, exist_ok=True)
        try:
            return cls(QdrantClient(path=str(folder)), f"qdrant-client local mode in {folder}", folder=folder)
        except RuntimeError as error:
            if "already accessed" not in str(error):
                raise
            raise IndexBusy(busy_message(folder)) from None

    def names(self) -> list[str]:
        return [collection.name for collection in self.client.get_collections().collections]

    def exists(self, name: str) -> bool:
        return self.client.collection_exists(name)

    def create(self, name: str, schema: CollectionSchema) -> None:
        dense = (
            {vector: models.VectorParams(size=schema.dense_size, distance=models.Distance.COSINE)
             for vector in (schema.dense_name, *schema.extra_dense)}
            if schema.dense_size
            else {}
        )
        sparse = {n: models.SparseVectorParams(modifier=models.Modifier.IDF) for n in schema.sparse_names}
        self.client.create_collection(name, vectors_config=dense, sparse_vectors_config=sparse or None)
        indexes: list[tuple[str, models.PayloadFieldSchema]] = [
            (f, models.PayloadSchemaType.KEYWORD) for f in schema.keyword_fields]
        indexes += [(f, models.IntegerIndexParams(type=models.IntegerIndexType.INTEGER, lookup=False, range=True))
                    for f in schema.integer_fields]
        for field_name, field_schema in indexes:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # local mode ignores payload indexes; a server uses them
                self.client.create_payload_index(name, field_name, field_schema)

    def point_alias(self, alias: str, name: str) -> None:
        """One request holding both operations: Qdrant applies them together."""
        operations: list[models.AliasOperations] = []
        if self.resolve(alias) is not None:
            operations.append(models.DeleteAliasOperation(delete_alias=models.DeleteAlias(alias_name=alias)))
        operations.append(models.CreateAliasOperation(create_alias=models.CreateAlias(collection_name=name, alias_name=alias)))
        self.client.update_collection_aliases(change_aliases_operations=operations)

    def resolve(self, alias: str) -> str | None:
        for description in self.client.get_aliases().aliases:
            if description.alias_name == alias:
                return description.collection_name
        return None

    def set_metadata(self, name: str, metadata: dict[str, Any]) -> None:
        self.client.update_collection(name, metadata=metadata)

    def drop(self, name: str) -> None:
        self.client.delete_collection(name)

    def upsert(self, name: str, points: Sequence[StoredPoint]) -> None:
        structs = [models.PointStruct(id=p.id, vector=dict(p.vectors), payload=p.payload) for p in points]
        for start in range(0, len(structs), self.UPSERT_BATCH):
            self.client.upsert(name, points=structs[start : start + self.UPSERT_BATCH])

    def delete(self, name: str, ids: Sequence[str]) -> None:
        if ids:
            self.client.delete(name, points_selector=models.PointIdsList(points=list(ids)), wait=True)

    def query(
        self, name: str, vector: QueryVector, using: str, limit: int, where: PointFilter | None = None
    ) -> list[tuple[str, float]]:
        response = self.client.query_points(
            name, query=vector, using=using, query_filter=_filter(where), limit=limit, with_payload=False,
            search_params=None if isinstance(vector, models.SparseVector) else self._dense_params,
        )
        return [(str(point.id), point.score) for point in response.points]

    def payloads(self, name: str) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        offset = None
        while True:
            points, offset = self.client.scroll(name, limit=1024, offset=offset, with_payload=True, with_vectors=False)
            out.extend(point.payload or {} for point in points)
            if offset is None:
                return out

    def metadata(self, name: str) -> dict[str, Any]:
        return dict(self.client.get_collection(name).config.metadata or {})

    def count(self, name: str) -> int:
        return self.client.count(name, exact=True).count

    def size_bytes(self) -> int | None:
        return None if self._folder is None else sum(p.stat().st_blocks * 512 for p in self._folder.rglob("*") if p.is_file())

    def close(self) -> None:
        self.client.close()


def _filter(where: PointFilter | None) -> models.Filter | None:
    if not where:
        return None
    must: list[models.Condition] = [
        models.FieldCondition(key=k, match=models.MatchAny(any=list(v))) for k, v in where.any_of.items()]
    must += [models.FieldCondition(key=k, range=models.Range(gte=r.gte, lte=r.lte)) for k, r in where.ranges.items()]
    return models.Filter(must=must)
