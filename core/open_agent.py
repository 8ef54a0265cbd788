"""Builds the agent and its service from the settings: one recipe for the terminal, `ask` and the bot."""

from __future__ import annotations

import asyncio
from pathlib import Path

from core.agent import AgentSettings, LawyerAgent
from core.chat_model import ChatModel, build_chat_model
from core.service import AgentService
from core.memory.memory import open_memory
from core.store import Store
from index.common.settings import load_settings
from index.open_index import open_retriever
from index.retrieval import Retriever


def agent_settings() -> AgentSettings:
    return load_settings().agent


def open_agent(model: ChatModel | None = None, retriever: Retriever | None = None) -> LawyerAgent:
    """The lawyer agent over the configured index (or the retriever given, e.g. an evaluation's own)
    and chat model (or the one given), without memory."""
    return LawyerAgent(retriever or open_retriever(), model or build_chat_model(load_settings().llm), agent_settings())


async def open_service(model: ChatModel | None = None, db_path: Path | None = None, memory: bool | None = None,
                       retriever: Retriever | None = None) -> AgentService:
    """The agent, its index checked and warmed up, plus an opened store (default: the deployment's
    database) and experience memory in it (`memory`: on/off; default `[memory] enabled`). A missing
    index fails here, before any user is answered."""
    agent = open_agent(model, retriever)
    await asyncio.to_thread(agent.retriever.warm_up)
    store = Store(db_path)
    await store.open()
    if load_settings().memory.enabled if memory is None else memory:
        agent.memory = await open_memory(store, agent.model)
    return AgentService(agent, store, load_settings().complaint)
