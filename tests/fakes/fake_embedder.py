"""A tiny deterministic embedder for memory tests: character-bigram hashing, unit vectors.

Texts that share many bigrams get high cosine, unrelated texts low, which is all consolidation
and recall tests need; `vectors` lets a test pin a text's vector exactly.
"""

from __future__ import annotations

import hashlib

import numpy as np


class FakeEmbedder:
    def __init__(self, dim: int = 64) -> None:
        self._dim = dim
        self.vectors: dict[str, np.ndarray] = {}
        self.calls = 0

    @property
    def dim(self) -> int:
        return self._dim

    @property
    def model_id(self) -> str:
        return f"fake-bigram-{self._dim}"

    def _one(self, text: str) -> np.ndarray:
        if text in self.vectors:
            vector = np.asarray(self.vectors[text], dtype=np.float32)
            return vector / np.linalg.norm(vector)
        vector = np.zeros(self._dim, dtype=np.float32)
        for a, b in zip(text, text[1:]):
            digest = hashlib.blake2b((a + b).encode(), digest_size=4).digest()
            vector[int.from_bytes(digest, "little") % self._dim] += 1.0
        norm = np.linalg.norm(vector)
        return vector / norm if norm else vector

    def embed_passages(self, texts) -> np.ndarray:
        self.calls += 1
        return np.stack([self._one(t) for t in texts]) if texts else np.zeros((0, self._dim), np.float32)

    def embed_queries(self, texts) -> np.ndarray:
        return self.embed_passages(texts)

    def embed_query(self, text: str) -> np.ndarray:
        self.calls += 1
        return self._one(text)
