"""BM25 sparse vectors for Chinese statute text: jieba segmentation, then fastembed's Qdrant/bm25.

fastembed's BM25 splits on whitespace and punctuation only, so an unsegmented Chinese clause
would be a single token; we segment with jieba first and hand it space-joined words. IDF is
applied by Qdrant (`Modifier.IDF`), so document vectors carry only the length-normalised term
frequencies and query vectors a weight of one per term.
"""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

from fastembed.sparse.bm25 import Bm25
from qdrant_client import models

from index.query_analysis import segment

#: Average statute length in jieba words; `StatuteIndex.build` measures the real one.
DEFAULT_AVG_LEN = 40.0


class SparseEncoder:
    """Turns texts into Qdrant sparse vectors; build and query sides must share one instance's rules."""

    def __init__(self, model_dir: Path, avg_len: float = DEFAULT_AVG_LEN) -> None:
        # fastembed needs a model folder even though BM25 has no weights; an empty one keeps it
        # from reaching for the hub. Stemming is off (Chinese), stopwords are removed by `segment`.
        model_dir.mkdir(parents=True, exist_ok=True)
        self.avg_len = avg_len
        self._bm25 = Bm25(
            "Qdrant/bm25",
            specific_model_path=str(model_dir),
            disable_stemmer=True,
            avg_len=avg_len,
        )

    @staticmethod
    def average_length(texts: Sequence[str]) -> float:
        """Mean document length in segmented words, the `avg_len` BM25 normalises against."""
        return sum(len(segment(text)) for text in texts) / max(len(texts), 1)

    def documents(self, texts: Sequence[str]) -> list[models.SparseVector]:
        segmented = [" ".join(segment(text)) for text in texts]
        return [
            models.SparseVector(indices=e.indices.tolist(), values=e.values.tolist())
            for e in self._bm25.embed(segmented)
        ]

    def query(self, text: str) -> models.SparseVector:
        embedding = next(iter(self._bm25.query_embed(" ".join(segment(text)))))
        return models.SparseVector(
            indices=embedding.indices.tolist(), values=embedding.values.astype(float).tolist()
        )
