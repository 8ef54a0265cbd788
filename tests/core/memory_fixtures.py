"""Shared pieces of the experience-memory tests: a store, an embedded vector store, a memory."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import numpy as np
import pytest

from core.memory.bank import ExperienceBank
from core.memory.entry import MemorySettings, Source
from core.memory.memory import ExperienceMemory
from core.store import Store
from index.vector_store import open_store
from tests.fakes.fake_embedder import FakeEmbedder
from tests.fakes.scripted_model import ScriptedModel

DIM = 64


class Clock:
    """Entry creation times that strictly increase, so "oldest" is well defined."""

    def __init__(self) -> None:
        self.tick = 0

    def __call__(self) -> str:
        self.tick += 1
        return f"2026-01-01T00:00:00.{self.tick:03d}+00:00" if self.tick < 1000 else f"2026-01-02T{self.tick:08d}"


@pytest.fixture
def paths(tmp_path: Path) -> dict[str, Path]:
    return {"db": tmp_path / "tempolex.db", "qdrant": tmp_path / "qdrant"}


async def make_memory(paths: dict[str, Path], model=None, settings: MemorySettings | None = None, merger=None,
                      embedder: FakeEmbedder | None = None) -> ExperienceMemory:
    store = Store(paths["db"])
    await store.open()
    vectors = open_store("", "edge", paths["qdrant"])
    embedder = embedder or FakeEmbedder(DIM)
    bank = ExperienceBank(store, vectors, "experience", embedder.dim, embedder.model_id, clock=Clock())
    memory = ExperienceMemory(bank, embedder, model, settings or MemorySettings(capacity=3, delta=0.5, top_k=2), merger)
    await memory.open()
    return memory


async def close_memory(memory: ExperienceMemory) -> None:
    await memory.bank.store.close()
    memory.bank.vectors.close()


@pytest.fixture
async def memory(paths) -> AsyncIterator[ExperienceMemory]:
    opened = await make_memory(paths, model=ScriptedModel())
    yield opened
    await close_memory(opened)


def unit(*values: float) -> np.ndarray:
    vector = np.zeros(DIM, dtype=np.float32)
    vector[: len(values)] = values
    return vector / np.linalg.norm(vector)


def src(case_id: int, user: str = "u1") -> list[Source]:
    return [Source(case_id, user)]
