"""`ExperienceMemory`: the one object the agent turn, the bot, the scheduler and the CLI use.

    memory = await open_memory(store, model)                  # shares the process's vector store
    recalled = await memory.recall(build_query(question, state.scenario, state.facts), state.scenario)
    adapted = await memory.adapt(recalled, question, case_date_text, state.facts, language)
    context_block = memory_context(adapted.text, language)     # into the drafting context
    trajectory["memory"] = adapted.to_log()
    outcome = await memory.remember_case(case_id)              # /end, idle timeout: distil + store + consolidate
    report = await memory.consolidate("admin")                 # /consolidate, nightly, CLI
    await memory.forget_user(user_key)                         # /forget (before store.forget_user)
"""

from __future__ import annotations

import asyncio
from typing import Any, Protocol

import numpy as np

from core.chat_model import ChatModel, ModelUnavailable
from core.memory import adapt as adapt_module
from core.memory.bank import ExperienceBank, Step
from core.memory.consolidation import Merger, consolidate, model_merger
from core.memory.distill import distill, read_case
from core.memory.entry import (AdaptedMemory, ConsolidationReport, DistillOutcome, ExperienceEntry, ForgetReport,
                               MemorySettings, RecalledEntry, Source)
from core.store import Store
from index.common.settings import load_settings
from index.vector_store import VectorStore


class TextEmbedder(Protocol):
    """What memory needs of `index.embedder.Embedder` (tests pass small fakes)."""

    @property
    def dim(self) -> int: ...

    @property
    def model_id(self) -> str: ...

    def embed_passages(self, texts: list[str]) -> np.ndarray: ...

    def embed_query(self, text: str) -> np.ndarray: ...


def memory_settings() -> MemorySettings:
    """`[memory]` of the configuration (defaults for keys it lacks)."""
    return load_settings().memory


class ExperienceMemory:
    def __init__(self, bank: ExperienceBank, embedder: TextEmbedder, model: ChatModel | None,
                 settings: MemorySettings | None = None, merger: Merger | None = None) -> None:
        self.bank = bank
        self.embedder = embedder
        self.model = model
        self.settings = settings or MemorySettings()
        self.merger = merger or (model_merger(model, self.settings.max_entry_chars, self.settings.min_entry_chars)
                                 if model is not None else None)
        self._consolidating = asyncio.Lock()

    async def open(self) -> dict[str, int]:
        """Load the bank and reconcile the vector store with SQLite (see `ExperienceBank.open`)."""
        return await self.bank.open()

    # -- embedding ---------------------------------------------------------------------------

    async def embed_passage(self, text: str) -> np.ndarray:
        return (await asyncio.to_thread(self.embedder.embed_passages, [text]))[0]

    async def embed_query(self, text: str) -> np.ndarray:
        return await asyncio.to_thread(self.embedder.embed_query, text)

    # -- each turn ---------------------------------------------------------------------------

    async def recall(self, query: str, scenario: str | None = "consultation", top_k: int | None = None,
                     delta: float | None = None) -> list[RecalledEntry]:
        """At most top_k entries of the scenario with cosine(query, entry) >= delta, best first."""
        if not self.settings.enabled or not query.strip():
            return []
        vector = await self.embed_query(query)
        return await self.bank.search(vector, scenario, top_k or self.settings.top_k,
                                      self.settings.delta if delta is None else delta)

    async def adapt(self, recalled: list[RecalledEntry], question: str, case_date: str = "",
                    facts: list[str] | tuple[str, ...] = (), language: str = "zh", query: str = "") -> AdaptedMemory:
        """The recalled entries fitted to this case: by the drafting call (`adapt = "inline"`), or
        rewritten first by the chat model in a call of its own (`"model"`, TALA eq. 5)."""
        if self.settings.adapt == "inline":
            return adapt_module.inline(recalled, query)
        if self.model is None:
            raise RuntimeError("adaptation needs a chat model")
        return await adapt_module.adapt(self.model, recalled, question, case_date, facts, language, query)

    # -- after a case ------------------------------------------------------------------------

    async def remember_case(self, case_id: int, consolidate_after: bool = True) -> DistillOutcome:
        """Distil a finished case into one de-identified entry, store it, consolidate if over C.

        Safe to call twice for a case (the second call stores nothing). Never raises for a model
        failure: the outcome says why nothing was stored.
        """
        if not self.settings.enabled:
            return DistillOutcome(case_id, None, "disabled")
        if self.model is None:
            raise RuntimeError("distillation needs a chat model")
        if await self.bank.has_source(case_id):
            return DistillOutcome(case_id, None, "already_distilled")
        case = await self.bank.store.run_sync(lambda db: read_case(db, case_id))
        if case is None or not case.turns:
            return DistillOutcome(case_id, None, "no_turns")
        try:
            distilled = await distill(self.model, case, self.settings.min_entry_chars, self.settings.max_entry_chars)
        except ModelUnavailable as error:
            return DistillOutcome(case_id, None, "model_unavailable", raw=str(error))
        if distilled.text is None:
            return DistillOutcome(case_id, None, distilled.reason, distilled.raw)
        vector = await self.embed_passage(distilled.text)
        entry = await self.bank.add(distilled.text, case.scenario, vector, [Source(case_id, case.user_key)])
        report = None
        if consolidate_after and await self.bank.size() > self.settings.capacity:
            report = await self.consolidate("end")
        return DistillOutcome(case_id, entry, "stored", distilled.raw, report)

    async def consolidate(self, trigger: str = "admin", step: Step | None = None) -> ConsolidationReport:
        """One pass down to capacity; passes never overlap (a second caller waits, then finds
        nothing to do)."""
        if self.merger is None:
            raise RuntimeError("consolidation needs a chat model or a merger")
        async with self._consolidating:
            return await consolidate(self.bank, self.merger, self.embed_passage, self.settings.capacity, trigger, step)

    @property
    def consolidating(self) -> bool:
        return self._consolidating.locked()

    async def forget_user(self, user_key: str) -> ForgetReport:
        """The user's links go; entries whose only sources were that user's cases go too."""
        return await self.bank.forget_user(user_key)

    # -- inspection --------------------------------------------------------------------------

    async def entries(self, limit: int | None = None, offset: int = 0) -> list[ExperienceEntry]:
        return await self.bank.entries(limit, offset)

    async def get(self, entry_id: str) -> ExperienceEntry | None:
        return await self.bank.get(entry_id)

    async def stats(self) -> dict[str, Any]:
        figures = await self.bank.stats()
        figures.update(capacity=self.settings.capacity, delta=self.settings.delta, top_k=self.settings.top_k,
                       collection=self.bank.collection, enabled=self.settings.enabled)
        return figures


async def open_memory(store: Store, model: ChatModel | None = None, vectors: VectorStore | None = None,
                      embedder: TextEmbedder | None = None, settings: MemorySettings | None = None) -> ExperienceMemory:
    """Experience memory over the opened `store`, the process's one vector store (the statute
    index's: embedded engines lock their folder) and the configured embedder."""
    from index.open_index import open_embedder, open_vector_store

    embedder = embedder or open_embedder()
    bank = ExperienceBank(store, vectors or open_vector_store(), load_settings().qdrant.memory_collection,
                          embedder.dim, embedder.model_id)
    memory = ExperienceMemory(bank, embedder, model, settings or memory_settings())
    await memory.open()
    return memory
