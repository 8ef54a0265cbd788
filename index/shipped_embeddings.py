"""Corpus embeddings shipped beside the corpus, so a fresh clone's first index build takes seconds.

Embedding ~9,000 statute versions takes several minutes on two cores; the texts change only with
the corpus. `tempolex index ship-embeddings` writes `index/data/embeddings/<model_id>.npz`: the
text hashes, the vectors (float16: cosine to float32 > 0.9999) and a few check texts with their
vectors. At load the check texts are embedded again and must match (cosine >= 0.99), so vectors
from another model or another conversion of it are never mixed into an index; then they are
simply not used, and the build embeds as before.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Sequence

import numpy as np

from index.embedding_cache import text_hash

SHIPPED_DIR = Path(__file__).resolve().parent / "data" / "embeddings"
CHECK_TEXTS = 3
MIN_COSINE = 0.99


def shipped_file(model_id: str) -> Path:
    return SHIPPED_DIR / f"{model_id.replace('/', '_')}.npz"


def write_shipped(model_id: str, texts: Sequence[str], vectors: np.ndarray, folder: Path = SHIPPED_DIR) -> Path:
    """Save `vectors` (rows in `texts` order) keyed by text hash, with check texts spread over the corpus."""
    folder.mkdir(parents=True, exist_ok=True)
    picks = np.linspace(0, len(texts) - 1, CHECK_TEXTS).astype(int)
    path = folder / shipped_file(model_id).name
    np.savez_compressed(
        path,
        hashes=np.array([text_hash(t) for t in texts]),
        vectors=vectors.astype(np.float16),
        check_texts=np.array([texts[i] for i in picks]),
        check_vectors=vectors[picks].astype(np.float32),
    )
    return path


def load_shipped(model_id: str, embed_passages: Callable[[Sequence[str]], np.ndarray],
                 folder: Path = SHIPPED_DIR) -> dict[str, np.ndarray]:
    """Text hash -> vector from the shipped file for `model_id`, or {} when there is none or the
    configured embedder does not reproduce its check vectors."""
    path = folder / shipped_file(model_id).name
    if not path.is_file():
        return {}
    with np.load(path) as data:
        fresh = np.asarray(embed_passages([str(t) for t in data["check_texts"]]), dtype=np.float32)
        expected = data["check_vectors"]
        cosines = (fresh * expected).sum(axis=1) / (np.linalg.norm(fresh, axis=1) * np.linalg.norm(expected, axis=1))
        if len(cosines) == 0 or float(cosines.min()) < MIN_COSINE:
            return {}
        return dict(zip((str(h) for h in data["hashes"]), data["vectors"].astype(np.float32)))
