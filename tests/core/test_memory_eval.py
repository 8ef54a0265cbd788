"""`eval memory` drives the real service through one sequence with memory off and on (scripted model)."""

from __future__ import annotations

from pathlib import Path

from core.agent import AgentSettings, LawyerAgent
from core.memory.bank import ExperienceBank
from core.evals.memory import evaluate, load_items, reference_laws, versus_off
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

    async def make(arm: str, db: Path):
        store = Store(db)
        await store.open()
        memory = None
        if arm != "off":
            vectors = open_store("", "edge", db.parent / "qdrant")
            opened.append(vectors)
            bank = ExperienceBank(store, vectors, "experience", embedder.dim, embedder.model_id)
            memory = ExperienceMemory(bank, embedder, ScriptedModel(respond=model.respond), MemorySettings(top_k=2, adapt=arm))
            await memory.open()
        agent = LawyerAgent(retriever, ScriptedModel(respond=model.respond), AgentSettings(),
                            today=lambda: FIXED_TODAY, memory=memory)
        return AgentService(agent, store)

    try:
        result = await evaluate(make, items)
    finally:
        for vectors in opened:
            vectors.close()
    off = result["arms"]["off"]
    assert off["turns_with_recall"] == 0 and off["entries_stored"] is None
    for arm in ("inline", "model"):
        on = result["arms"][arm]
        assert on["entries_stored"] == 4, "every finished chat left one entry (capacity is not reached)"
        assert on["per_item"][0]["recalled"] == 0, "the first chat has nothing to recall"
        # At the shipped δ, e5 lets about two related pairs in three through (`memory calibrate`): here
        # one of the two later chats recalls its field's entry; what counts is that the bank is used.
        assert on["later_items"]["turns_with_recall"] >= 1, on["per_item"]
        versus = result["versus_off"][arm]["all_items"]
        for key in ("rubric_pass", "law_hit", "revisions"):
            assert versus[key]["difference"] == 0.0 and versus[key]["ci95"] == [0.0, 0.0], (arm, key, versus[key])
    recalled = lambda arm: [row for row in result["arms"][arm]["per_item"] if row["recalled"]]  # noqa: E731
    assert all(row["adapt_ms"] > 0 for row in recalled("model")), "the model arm adapts in a call of its own"
    assert all(row["adapt_ms"] == 0 and row["adapt_tokens"] == 0 for row in recalled("inline")), "inline makes none"


def _row(number: int, later: bool, law_hit: bool, latency_s: float, recalled: int = 0) -> dict:
    return {"item": number, "later": later, "answered": True, "rubric_pass": True, "law_hit": law_hit,
            "revisions": 0, "recalled": recalled, "latency_ms": latency_s * 1000}


def test_an_arm_is_compared_with_off_item_by_item() -> None:
    """Two fields, two rounds: memory turns the two later items' law hits from miss to hit and adds
    10 s to each turn that recalled. Over the later items the gain is certain (+1, interval [1, 1]);
    over all four it is +0.5; the first items, equal in both arms, are no evidence either way."""
    off = {"per_item": [_row(1, False, True, 20), _row(2, False, False, 20), _row(3, True, False, 20),
                        _row(4, True, False, 20)]}
    on = {"per_item": [_row(1, False, True, 20), _row(2, False, False, 20), _row(3, True, True, 30, recalled=1),
                       _row(4, True, True, 30, recalled=2)]}
    versus = versus_off(on, off)
    assert versus["later_items"]["law_hit"]["difference"] == 1.0 and versus["later_items"]["law_hit"]["ci95"] == [1.0, 1.0]
    assert versus["all_items"]["law_hit"]["difference"] == 0.5 and versus["all_items"]["law_hit"]["better"] == 2
    assert versus["recalled_turns"]["latency_s"]["difference"] == 10.0 and versus["recalled_turns"]["latency_s"]["items"] == 2
    assert versus["later_items"]["rubric_pass"]["ci95"] == [0.0, 0.0]


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
