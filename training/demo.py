"""`tempolex train demo`: one whole cycle on this CPU, each stage printed.

A temporary store is filled by real agent turns (the lawyer agent over a small statute index
built from the shipped corpus, with a scripted chat model standing in for the LLM), users vote
👍/👎 and one user uses /forget; then export → SFT → GRPO → gate → publish → rollback run with a
tiny Qwen3 model built from a config, against a local stand-in for vLLM's adapter endpoints.
The cycle's data are four turns, too few for the gate to tell adapters apart; that GRPO learns is
shown last, on the synthetic citation task (`training.citation_task`): held-out reward before and
after, reward spread, mean |advantage|, zero-variance groups.
"""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path
from typing import Any, Callable

from core.chat_model import ChatResult
from core.rubric import verdict_lines
from core.contract import UserRef

DEMO_ARTICLES = {"中华人民共和国刑法": {12, 61, 72, 74, 264}, "中华人民共和国民法典": {577, 584}}
QUESTIONS = [
    ("u1", "2010年，累犯可以适用缓刑吗？联系我：13812345678", "依据《中华人民共和国刑法》第七十四条，累犯不适用缓刑。", 1),
    ("u2", "2015年犯盗窃罪，能适用缓刑吗？", "依据《中华人民共和国刑法》第七十二条，可以考虑缓刑。", None),
    ("u3", "2012年，累犯能缓刑吗？", "依据《中华人民共和国刑法》第七十四条，累犯不适用缓刑。", -1),
    ("u4", "2016年我叫王秀英，盗窃罪可以缓刑吗？", "依据《中华人民共和国刑法》第七十二条，符合条件的可以宣告缓刑。", None),
]


class DemoModel:
    """The scripted stand-in for the chat model: a fixed draft per question, a passing reviewer."""

    name = "demo-scripted"

    def __init__(self) -> None:
        self.draft = ""

    async def complete(self, messages, tools=None, max_tokens=None, temperature=None, aside=False, begun="",
                       halt=None) -> ChatResult:
        if any("审查员" in m.content or "strict legal reviewer" in m.content for m in messages):
            return ChatResult(text=verdict_lines([True, True]))
        return ChatResult(text=self.draft, model=self.name)


async def fill_store(store, retriever) -> dict[str, Any]:
    """Real agent turns (scripted model) stored with their trajectories; votes and one /forget."""
    from core.agent import AgentSettings, LawyerAgent
    from core.service import AgentService

    model = DemoModel()
    service = AgentService(LawyerAgent(retriever, model, AgentSettings()), store)
    turns = []
    for user, question, draft, vote in QUESTIONS:
        model.draft = draft
        who = UserRef(user_key=f"demo:{user}", chat_key=f"demo:{user}", language="zh", display_name=user)
        reply = await service.reply(who, question)
        if vote is not None:
            await service.record_feedback(who, reply.turn_id, vote)
        turns.append(reply.turn_id)
    forgotten = await store.forget_user("demo:u2")
    return {"turns": len(turns), "votes": {"up": 1, "down": 1}, "forgot": "demo:u2", "rows_removed": forgotten}


def demo_index(root: Path):
    from index.corpus import load_corpus
    from index.open_index import corpus_paths, open_embedder
    from index.retrieval import Retriever
    from index.statute_index import StatuteIndex
    from index.vector_store import open_store

    records = [r for r in load_corpus(corpus_paths()) if r.article in DEMO_ARTICLES.get(r.law, ())]
    vectors = open_store("", "local", root / "qdrant")
    index = StatuteIndex(vectors, "statutes", open_embedder(), root / "bm25", root / "embeddings")
    index.build(records)
    return Retriever(index), vectors


def run_demo(report: Callable[[str, dict[str, Any]], None], steps: int = 2) -> dict[str, Any]:
    from core.store import Store
    from index.common.settings import TrainingSettings
    from training.cycle import CycleConfig, run_cycle
    from training.export import export_bundle, load_bundle
    from training.grpo import GrpoConfig
    from training.local_serving import LocalServing
    from training.publish import Registry, VllmAdapters
    from training.rewards import shipped_corpus
    from training.sft import SftConfig
    from training.citation_task import run_citation_task
    from training.tiny import build_tiny_qwen3

    stages: dict[str, Any] = {}
    alias = TrainingSettings().serve_alias

    def stage(name: str, detail: dict[str, Any]) -> None:
        stages[name] = detail
        report(name, detail)

    with tempfile.TemporaryDirectory(prefix="tempolex-train-demo-") as tmp:
        root = Path(tmp)
        retriever, vectors = demo_index(root)
        corpus = shipped_corpus()

        async def store_and_export() -> Path:
            async with Store(root / "demo.db") as store:
                stage("turns", await fill_store(store, retriever))
                return await export_bundle(store, root / "bundles", heldout_share=0.5, corpus=corpus)

        bundle = asyncio.run(store_and_export())
        vectors.close()
        manifest, sft_set, _ = load_bundle(bundle)
        stage("export", {"bundle": manifest["name"], "counts": manifest["counts"], "excluded": manifest["excluded"],
                         "scrubbed": manifest["scrubbed"], "sha256": manifest["sha256"][:16]})
        base = build_tiny_qwen3(root / "base")
        registry = Registry(root / "trainer")
        with LocalServing() as serving:
            config = CycleConfig(
                sft=SftConfig(str(base), lora_rank=4, lora_alpha=8, learning_rate=1e-2, max_length=128, batch_size=2, max_steps=steps),
                grpo=GrpoConfig(str(base), group_size=4, steps=steps, max_new_tokens=24, learning_rate=1e-2, max_prompt_tokens=96),
                serve_url=serving.url, serve_alias=alias, eval_max_new_tokens=24)
            first = run_cycle(config, bundle, registry, corpus, lambda n, d: stage(n, _brief(n, d)))
            second = run_cycle(config, bundle, registry, corpus, lambda n, d: None)
            stage("second_cycle", {"adapter": second["adapter"], "published": second["published"], "reasons": second["reasons"]})
            if registry.state()["history"]:
                entry = registry.rollback(VllmAdapters(serving.url), alias)
                stage("rollback", {**entry, "serving_alias_path": Path(serving.loaded.get(alias, "")).name})
            else:
                stage("rollback", {"skipped": "the second adapter was refused by the gate, nothing to roll back"})
            stages["serving_calls"] = [f"{c['path']} {c['body'].get('lora_name')}" for c in serving.calls]
            stages["publish_log"] = [e["action"] for e in registry.log()]
            stages["first_cycle"] = first
        stage("grpo_learns", _brief("grpo_learns", run_citation_task(root / "citation-task")))
    return stages


def _brief(name: str, detail: dict[str, Any]) -> dict[str, Any]:
    if name == "sft":
        return {k: detail[k] for k in ("steps", "examples", "losses", "learned_tokens", "masked_tokens", "seconds")}
    if name == "grpo":
        return {k: detail[k] for k in ("steps", "group_size", "history", "generated_tokens", "zero_variance_groups", "seconds")}
    if name == "grpo_learns":
        return {k: v for k, v in detail.items() if k != "history"}
    return detail
