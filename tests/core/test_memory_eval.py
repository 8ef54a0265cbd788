"""`eval memory` drives a service through one sequence with memory off and on (scripted model)."""

from __future__ import annotations

from pathlib import Path

from core.contract import Citation, TurnReply
from core.memory.eval_memory import evaluate, load_items, reference_laws
from core.memory.entry import MemorySettings
from core.memory.recall import build_query
from tests.core.memory_fixtures import make_memory
from tests.fakes.scripted_model import ScriptedModel

ENTRY = "类型：刑法咨询\n经验：先问清行为日期，检索刑法相关条文，回答时写明案件日期。"


class FakeService:
    """What the lead's wired service does, in miniature: recall + adapt before drafting, distil on end.
    With memory the first draft passes (no revision needed); without, one revision is needed."""

    def __init__(self, memory, store) -> None:
        self.memory = memory
        self.store = store

    async def reply(self, who, text):
        case_id = await self.store.current_case(who.chat_key) or await self.store.start_case(who.chat_key, who.user_key)
        trajectory = {"outcome": "answered", "latency_ms": {"total": 10.0}, "state_after": {"scenario": "consultation"}}
        revisions = 1
        if self.memory is not None:
            query = build_query(text)
            recalled = await self.memory.recall(query, "consultation")
            adapted = await self.memory.adapt(recalled, text, "现行法律", query=query)
            trajectory["memory"] = adapted.to_log()
            revisions = 0 if adapted.text else 1
        trajectory.update(revisions=revisions, rubric_first={"date": revisions == 0}, rubric_final={"date": True})
        turn_id = await self.store.record_turn(case_id=case_id, chat_key=who.chat_key, user_key=who.user_key,
                                               user_text=text, reply_text="答", trajectory=trajectory)
        citation = Citation("中华人民共和国刑法", 74, 0, "第七十四条", "2011", "2011-05-01", None)
        return TurnReply(text="答", turn_id=turn_id, citations=[citation])

    async def end_case(self, who):
        case_id = await self.store.current_case(who.chat_key)
        await self.store.end_case(case_id)
        if self.memory is not None:
            await self.memory.remember_case(case_id)


async def test_eval_memory_compares_the_same_sequence_with_memory_off_and_on(tmp_path: Path) -> None:
    items = load_items(limit=4)
    assert len(items) == 4 and all(item["laws"] for item in items)

    async def make(memory_on: bool, db: Path):
        model = ScriptedModel(respond=lambda messages, tools: ENTRY if "transcript" in messages[0].content else "本案先问清日期。")
        paths = {"db": db, "qdrant": db.parent / "qdrant"}
        memory = await make_memory(paths, model=model, settings=MemorySettings(capacity=10, delta=-1.0, top_k=2))
        return FakeService(memory if memory_on else None, memory.bank.store)

    result = await evaluate(make, items)
    off, on = result["memory_off"], result["memory_on"]
    assert off["items"] == on["items"] == 4
    assert off["turns_with_recall"] == 0 and off["entries_stored"] is None
    assert on["entries_stored"] == 4 and on["turns_with_recall"] == 3  # the first item has nothing to recall
    assert off["revisions_per_answer"] == 1.0 and on["revisions_per_answer"] == 0.25
    assert result["delta"]["revisions_per_answer"] == -0.75
    assert on["later_items"]["items"] == 2 and on["later_items"]["turns_with_recall"] == 2
    assert result["delta_later_items"]["revisions_per_answer"] == -1.0
    assert 0.0 <= on["reference_law_hit"] <= 1.0 and on["latency_ms"]["p50"] == 10.0


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
