"""The experience stage inside a real turn: recalled, adapted, used as guidance, never as evidence."""

from __future__ import annotations

import json

from core.agent import LawyerAgent
from core.dialogue_state import DialogueState
from core.memory.entry import MemorySettings, Source
from core.rubric import verdict_lines
from index.common.settings import AgentSettings
from tests.conftest import FIXED_TODAY
from tests.core.memory_fixtures import close_memory, make_memory, paths  # noqa: F401
from tests.core.test_agent import is_judge
from tests.fakes.scripted_model import ScriptedModel

EXPERIENCE = "累犯能否适用缓刑的咨询：先确认行为时间和前罪刑罚执行完毕的时间，再检索刑法第七十四条；可参考刑法第九百条。"
ADAPTED = "本案先确认2010年时是否构成累犯，再看刑法第七十四条当时的文本；可参考刑法第九百条。"
QUESTION = "2010年，累犯能适用缓刑吗？"


def lawyer_model() -> ScriptedModel:
    """Adapts memory when asked to, drafts a reply citing an article memory named, passes the judge."""

    def respond(messages, tools):
        if is_judge(messages):
            return verdict_lines([True, True])
        if "<experience>" in messages[0].content and len(messages) == 1:
            return ADAPTED
        return "依据《中华人民共和国刑法》第七十四条，累犯不适用缓刑；另见《中华人民共和国刑法》第九百条。"

    return ScriptedModel(respond=respond)


async def test_recalled_experience_is_adapted_guidance_and_never_evidence(retriever, paths) -> None:  # noqa: F811
    model = lawyer_model()
    memory = await make_memory(paths, model=model, settings=MemorySettings(delta=0.2, top_k=2, adapt="model"))
    try:
        entry = await memory.bank.add(EXPERIENCE, "consultation", await memory.embed_passage(EXPERIENCE), [Source(1, "tg:9")])
        agent = LawyerAgent(retriever, model, AgentSettings(), today=lambda: FIXED_TODAY, memory=memory)
        outcome = await agent.turn(DialogueState(), QUESTION)
        record = outcome.trajectory
        assert [item["id"] for item in record.memory["recalled"]] == [entry.id]
        assert record.memory["adapted"] == ADAPTED and "recall" in record.latency_ms
        drafting = next(call for call in model.calls if len(call.messages) > 1 and not is_judge(call.messages))
        assert ADAPTED in drafting.messages[0].content, "the adapted text is in the drafting context"
        assert all(ADAPTED not in json.dumps(item, ensure_ascii=False) for item in record.evidence), "never evidence"
        assert "第九百条" not in "".join(c.article_label for c in outcome.citations)
        assert [c["article"] for c in record.removed_citations] == [900], "named only by memory: removed"
    finally:
        await close_memory(memory)


async def test_inline_experience_reaches_the_draft_without_a_call_of_its_own(retriever, paths) -> None:  # noqa: F811
    """The default `adapt = "inline"`: the entry's guidance is in the drafting context, no model call
    adapts it, and an article it names is still no source (removed from the reply)."""
    model = lawyer_model()
    memory = await make_memory(paths, model=model, settings=MemorySettings(delta=0.2, top_k=2))
    try:
        await memory.bank.add(EXPERIENCE, "consultation", await memory.embed_passage(EXPERIENCE), [Source(1, "tg:9")])
        outcome = await LawyerAgent(retriever, model, AgentSettings(), today=lambda: FIXED_TODAY, memory=memory).turn(
            DialogueState(), QUESTION)
        assert not any(len(call.messages) == 1 and "<experience>" in call.messages[0].content for call in model.calls)
        drafting = next(call for call in model.calls if len(call.messages) > 1 and not is_judge(call.messages))
        assert f"- {EXPERIENCE}" in drafting.messages[0].content and "只采用与本案相符的部分" in drafting.messages[0].content
        assert outcome.trajectory.memory["adapted"] == f"- {EXPERIENCE}"
        assert [c["article"] for c in outcome.trajectory.removed_citations] == [900], "named only by memory: removed"
    finally:
        await close_memory(memory)


async def test_without_memory_or_without_a_close_entry_nothing_is_added(retriever, paths) -> None:  # noqa: F811
    model = lawyer_model()
    outcome = await LawyerAgent(retriever, model, AgentSettings(), today=lambda: FIXED_TODAY).turn(DialogueState(), QUESTION)
    assert outcome.trajectory.memory == {}
    memory = await make_memory(paths, model=model, settings=MemorySettings(delta=0.99, top_k=2))
    try:
        await memory.bank.add("离婚财产分割的咨询：先确认婚后取得的财产。", "consultation",
                              await memory.embed_passage("离婚财产分割的咨询：先确认婚后取得的财产。"), [Source(1, "tg:9")])
        outcome = await LawyerAgent(retriever, model, AgentSettings(), today=lambda: FIXED_TODAY, memory=memory).turn(
            DialogueState(), QUESTION)
        assert outcome.trajectory.memory["recalled"] == [] and ADAPTED not in json.dumps(outcome.trajectory.to_dict(), ensure_ascii=False)
    finally:
        await close_memory(memory)
