"""Passage embeddings kept on disk by model and text hash, so a reindex embeds only what changed.

Embedding the corpus is the slow part of an index build on a CPU; the statute texts rarely change.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Callable, Sequence

import numpy as np


def text_hash(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()


class EmbeddingCache:
    """A folder per embedding model holding `hashes.txt` (one per row) and `vectors.npy`."""

    def __init__(self, root: Path, model_id: str) -> None:
        self._dir = root / model_id.replace("/", "_")
        self._rows: dict[str, np.ndarray] = {}
        hashes, vectors = self._dir / "hashes.txt", self._dir / "vectors.npy"
        if hashes.is_file() and vectors.is_file():
            keys = hashes.read_text().split()
            matrix = np.load(vectors)
            if len(keys) == len(matrix):
                self._rows = dict(zip(keys, matrix))

    def __len__(self) -> int:
        return len(self._rows)

    def seed(self, rows: dict[str, np.ndarray]) -> int:
        """Take vectors computed elsewhere (the shipped corpus embeddings) for texts not cached yet."""
        new = {key: vector for key, vector in rows.items() if key not in self._rows}
        self._rows.update(new)
        if new:
            self._save()
        return len(new)

    def missing(self, texts: Sequence[str]) -> int:
        return sum(1 for text in texts if text_hash(text) not in self._rows)

    def embed(
        self,
        texts: Sequence[str],
        compute: Callable[[Sequence[str]], np.ndarray],
        progress: Callable[[int], None] | None = None,
        chunk: int = 256,
    ) -> tuple[np.ndarray, int]:
        """Vectors for `texts` in order, computing only the missing ones; returns (matrix, computed)."""
        keys = [text_hash(text) for text in texts]
        missing = sorted({key: text for key, text in zip(keys, texts) if key not in self._rows}.items())
        if progress:
            progress(len(texts) - len(missing))
        for start in range(0, len(missing), chunk):
            part = missing[start : start + chunk]
            for (key, _), vector in zip(part, compute([text for _, text in part])):
                self._rows[key] = np.asarray(vector, dtype=np.float32)
            if progress:
                progress(len(part))
        if missing:
            self._save()
        return np.stack([self._rows[key] for key in keys]), len(missing)

    def _save(self) -> None:
        self._dir.mkdir(parents=True, exist_ok=True)
        keys = list(self._rows)
        tmp_vectors = self._dir / "vectors.tmp.npy"
        np.save(tmp_vectors, np.stack([self._rows[key] for key in keys]))
        (self._dir / "hashes.tmp").write_text("\n".join(keys))
        tmp_vectors.replace(self._dir / "vectors.npy")
        (self._dir / "hashes.tmp").replace(self._dir / "hashes.txt")
