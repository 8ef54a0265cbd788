"""Builds the index objects from the settings, so every command and the agent share one recipe."""

from __future__ import annotations

import atexit
from functools import lru_cache
from pathlib import Path

from index.common.settings import LOCAL_E5, cache_dir, corpus_path, data_dir, load_settings
from index.corpus import StatuteVersion, load_corpus
from index.embedder import Embedder
from index.e5_onnx import E5_DIR_NAME
from index.query_adapter import QueryAdapter
from index.ranker import ArticleRanker
from index.retrieval import Retriever
from index.statute_index import StatuteIndex
from index.vector_store import VectorStore, open_store

def user_corpus_dir() -> Path:
    """Where `tempolex index ingest` keeps users' own versioned files (indexed after the shipped one)."""
    path = data_dir() / "corpus"
    path.mkdir(parents=True, exist_ok=True)
    return path


def corpus_paths(shipped: Path | None = None) -> list[Path]:
    """The shipped corpus (or the one given) followed by every ingested file, in ingest order."""
    return [shipped or corpus_path(), *sorted(user_corpus_dir().glob("*.jsonl"))]


def load_all_records(shipped: Path | None = None) -> list[StatuteVersion]:
    return load_corpus(corpus_paths(shipped))


def local_e5_dir() -> Path:
    return cache_dir() / "models" / E5_DIR_NAME


@lru_cache(maxsize=1)
def open_embedder() -> Embedder:
    """The configured embedding model, loaded once per process."""
    settings = load_settings().embedding
    return Embedder(
        settings.model,
        variant=settings.variant,
        max_length=settings.max_length,
        threads=settings.threads,
        model_dir=local_e5_dir() if settings.model == LOCAL_E5 else None,
    )


@lru_cache(maxsize=1)
def open_vector_store() -> VectorStore:
    """One store per process: embedded engines lock their folder, so every collection of the
    process must go through the same one."""
    settings = load_settings().qdrant
    store = open_store(settings.url, settings.engine, data_dir())
    atexit.register(store.close)  # release the embedded folder lock before interpreter teardown
    return store


@lru_cache(maxsize=1)
def open_statute_index() -> StatuteIndex:
    """The statute collections in the configured Qdrant engine; one per process."""
    return StatuteIndex(
        open_vector_store(),
        load_settings().qdrant.collection,
        open_embedder(),
        sparse_dir=cache_dir() / "models" / "bm25",
        cache_root=cache_dir() / "embeddings",
    )


def open_retriever() -> Retriever:
    """The serving retriever, with the shipped ranker and query adapter."""
    index = open_statute_index()
    return Retriever(index, load_settings().retrieval, ArticleRanker.load(),
                     QueryAdapter.load(model_id=index.embedder.model_id))
