"""A turn's time: the review continues the draft's conversation (its prefix is not evaluated
again), revising stops when it changes nothing or would overrun the budget, and the record says
where the time went."""

from __future__ import annotations

from core.agent import AgentSettings, LawyerAgent
from core.dialogue_state import DialogueState
from core.rubric import verdict_lines
from tests.conftest import FIXED_TODAY
from tests.fakes.scripted_model import ScriptedModel

INVENTED = "依据《中华人民共和国刑法》第九百条，累犯不适用缓刑。"
GOOD = "依据《中华人民共和国刑法》第七十四条，累犯不适用缓刑。"
QUESTION = "2010年，累犯能适用缓刑吗？"
PASS_ALL = verdict_lines([True, True])


def is_judge(call) -> bool:
    return "审查员" in call.last_user_text


def model_with(*drafts: str) -> ScriptedModel:
    """Drafts in order (the last repeats); the reviewer passes every judged item."""
    queue = list(drafts)

    def respond(messages, tools):
        if "审查员" in messages[-1].content:
            return PASS_ALL
        return queue.pop(0) if len(queue) > 1 else queue[0]

    return ScriptedModel(respond=respond)


async def test_the_review_continues_the_drafts_conversation(retriever) -> None:
    model = model_with(GOOD)
    agent = LawyerAgent(retriever, model, AgentSettings(), today=lambda: FIXED_TODAY)
    await agent.turn(DialogueState(), QUESTION)
    draft, review = model.calls
    assert is_judge(review) and not is_judge(draft)
    # the reviewer sees the draft's own messages, then the draft, then only the criteria
    assert [m.content for m in review.messages[:len(draft.messages)]] == [m.content for m in draft.messages]
    assert review.messages[len(draft.messages)].role == "assistant"
    assert review.messages[len(draft.messages)].content == GOOD
    assert review.tools == draft.tools  # same rendering, so the same prompt prefix
    assert "<evidence>" not in review.last_user_text and "第七十四条" not in review.last_user_text


async def test_a_revision_continues_the_same_conversation_as_the_review(retriever) -> None:
    model = model_with(INVENTED, GOOD)
    agent = LawyerAgent(retriever, model, AgentSettings(max_revisions=1), today=lambda: FIXED_TODAY)
    outcome = await agent.turn(DialogueState(), QUESTION)
    draft, review, revise, _ = model.calls
    assert not is_judge(revise) and "修改" in revise.last_user_text
    shared = len(draft.messages) + 1  # the draft's messages and the draft itself
    assert [m.content for m in revise.messages[:shared]] == [m.content for m in review.messages[:shared]]
    assert outcome.trajectory.revisions == 1 and outcome.trajectory.revision_stop == "passed"
    assert "第七十四条" in outcome.text.split("从旧兼从轻")[0]


async def test_a_revision_that_changes_nothing_ends_revising(retriever) -> None:
    model = model_with(INVENTED)  # the model repeats its draft whatever it is told
    agent = LawyerAgent(retriever, model, AgentSettings(max_revisions=2), today=lambda: FIXED_TODAY)
    outcome = await agent.turn(DialogueState(), QUESTION)
    record = outcome.trajectory
    assert record.revisions == 1 and record.revision_stop == "unchanged"
    assert len(model.calls) == 3  # draft, review, one revision; no second review of the same text
    assert record.messages[-1].role == "assistant" and record.messages[-1].content == INVENTED
    assert "第九百条" not in outcome.text.split("说明")[0]  # still removed from the reply


async def test_no_revision_when_the_time_budget_is_spent(retriever) -> None:
    model = model_with(INVENTED, GOOD)
    agent = LawyerAgent(retriever, model, AgentSettings(turn_budget_s=0), today=lambda: FIXED_TODAY)
    outcome = await agent.turn(DialogueState(), QUESTION)
    record = outcome.trajectory
    assert record.revisions == 0 and record.revision_stop == "time_budget"
    assert [is_judge(c) for c in model.calls] == [False, True]
    assert "第九百条" not in outcome.text.split("说明")[0]


async def test_the_record_says_where_the_time_went(retriever) -> None:
    model = model_with(INVENTED, GOOD)
    agent = LawyerAgent(retriever, model, AgentSettings(max_revisions=1), today=lambda: FIXED_TODAY)
    record = (await agent.turn(DialogueState(), QUESTION)).trajectory
    assert {"draft", "judge", "revise", "check"} <= set(record.latency_ms)
    assert record.tokens["prompt"] > 0 and "cached" in record.tokens
    assert len(record.judge_calls) == 2 and all("cached_tokens" in call for call in record.judge_calls)


async def test_turns_on_different_dates_start_with_the_same_system_prompt(retriever) -> None:
    """Nothing turn-specific in the system prompt, so the engine's prefix cache serves it every turn."""
    model = model_with(GOOD)
    agent = LawyerAgent(retriever, model, AgentSettings(), today=lambda: FIXED_TODAY)
    await agent.turn(DialogueState(), "2010年，累犯能适用缓刑吗？")
    await agent.turn(DialogueState(), "2015年，累犯能适用缓刑吗？")
    drafts = [c for c in model.calls if not is_judge(c)]
    # 2010 adds the 第十二条 comparison note after the shared rules; 2015 has none
    assert drafts[0].messages[0].content.startswith(drafts[1].messages[0].content)
    assert "2010" in drafts[0].last_user_text and "2015" in drafts[1].last_user_text
