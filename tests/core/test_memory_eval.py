"""`eval memory` drives the real service through one sequence with memory off and on (scripted model)."""

from __future__ import annotations

from pathlib import Path

from core.agent import AgentSettings, LawyerAgent
from core.memory.bank import ExperienceBank
from core.memory.eval_memory import evaluate, load_items, reference_laws
from core.memory.memory import ExperienceMemory
from core.rubric import verdict_lines
from core.service import AgentService
from core.store import Store
from index.common.settings import MemorySettings
from index.vector_store import open_store
from tests.conftest import FIXED_TODAY
from tests.fakes.scripted_model import ScriptedModel

class Guidance:
    """The scripted model: drafts one fixed answer whatever the context (so memory cannot change a
    reply), passes review, and distils a finished chat into guidance naming the chat's field."""

    DRAFT = "依据《中华人民共和国刑法》第七十四条，累犯不适用缓刑。"

    def __init__(self, items: list[dict]) -> None:
        self.items = items

    def respond(self, messages, tools) -> str:
        first = messages[0].content
        if "审查员" in first or "strict legal reviewer" in first:
            return verdict_lines([True, True])
        if "<transcript>" in first:
            field = next((item["field"] for item in self.items if item["question"][:12] in first), "法律")
            return f"类型：{field}咨询\n经验：先问清行为或合同的日期，检索《{field}》的相关条文，回答时写明案件日期和条文版本。"
        if "<experience>" in first and len(messages) == 1:
            return first.split("<experience>", 1)[1].split("</experience>", 1)[0].strip()
        return self.DRAFT


async def test_eval_memory_on_the_real_bank_and_recall_reports_no_gain_a_model_cannot_give(
    tmp_path: Path, retriever, embedder
) -> None:
    """The real service, agent, bank (embedded Qdrant), embedder and recall at the shipped δ; only the
    model is scripted, and its drafts ignore memory. So memory costs recall work and must show no
    gain: the eval reports what the trajectories say, never a benefit built into a fake."""
    items = load_items(limit=4)
    assert len(items) == 4 and [i["field"] for i in items[:2]] == [i["field"] for i in items[2:]]
    model = Guidance(items)
    opened: list = []

    async def make(memory_on: bool, db: Path):
        store = Store(db)
        await store.open()
        memory = None
        if memory_on:
            vectors = open_store("", "edge", db.parent / "qdrant")
            opened.append(vectors)
            bank = ExperienceBank(store, vectors, "experience", embedder.dim, embedder.model_id)
            memory = ExperienceMemory(bank, embedder, ScriptedModel(respond=model.respond), MemorySettings(top_k=2))
            await memory.open()
        agent = LawyerAgent(retriever, ScriptedModel(respond=model.respond), AgentSettings(),
                            today=lambda: FIXED_TODAY, memory=memory)
        return AgentService(agent, store)

    try:
        result = await evaluate(make, items)
    finally:
        for vectors in opened:
            vectors.close()
    off, on = result["memory_off"], result["memory_on"]
    assert off["turns_with_recall"] == 0 and off["entries_stored"] is None
    assert on["entries_stored"] == 4, "every finished chat left one entry (capacity is not reached)"
    assert on["per_item"][0]["recalled"] == 0, "the first chat has nothing to recall"
    # At the shipped δ, e5 lets about two related pairs in three through (`memory calibrate`): here
    # one of the two later chats recalls its field's entry; what counts is that the bank is used.
    assert on["later_items"]["turns_with_recall"] >= 1, on["per_item"]
    assert result["delta"] == {"rubric_pass_rate": 0.0, "revisions_per_answer": 0.0, "reference_law_hit": 0.0}


def test_reference_laws_are_read_from_the_answer() -> None:
    answer = "回答:……法律依据:《中华人民共和国刑法》第七十四条 《民法典》第一千零七十九条 《劳动合同法》第四十七条 《收养法》第五条"
    assert reference_laws(answer) == ["中华人民共和国刑法", "中华人民共和国民法典", "中华人民共和国劳动合同法"], \
        "held laws by their full titles; 收养法 is not held"


def test_the_sequence_gives_every_later_question_an_earlier_one_of_its_field() -> None:
    """A first real-model run on the file's first 8 questions (8 different fields) recalled nothing."""
    items = load_items(limit=8)
    first, second = items[:4], items[4:]
    assert len({item["field"] for item in first}) == 4
    assert [item["field"] for item in second] == [item["field"] for item in first]
    assert all(item["field"] in item["laws"] for item in items)
