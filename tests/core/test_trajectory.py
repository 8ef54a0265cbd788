"""The trajectory record: typed, versioned, round-trips, and old records are still read."""

from __future__ import annotations

import json

from core.dialogue_state import DialogueState
from core.trajectory import SCHEMA_VERSION, TurnRecord, from_dict, read_record
from tests.core.test_agent import make_agent, scripted

V1_ANSWERED = {
    "schema": 1, "started_at": "2026-01-01T00:00:00+00:00", "model": "local:qwen", "outcome": "answered",
    "language": "zh", "input": "2010年累犯能缓刑吗", "question": "2010年累犯能缓刑吗",
    "state_before": {}, "state_after": {}, "tool_calls": [], "judge_calls": [], "revisions": 0,
    "removed_citations": [], "degraded": False, "latency_ms": {"total": 5.0}, "tokens": {"prompt": 1, "completion": 2},
    "case_window": {"start": "2010-01-01", "end": "2010-12-31", "precision": "year", "source": "message"},
    "messages": [
        {"role": "system", "content": "你是 tempolex 的律师助手"},
        {"role": "user", "content": "<evidence>\n[E1] 《刑法》第七十四条\n</evidence>\n\n案件日期：2010年\n<question>\n累犯\n</question>"},
        {"role": "assistant", "content": "累犯不适用缓刑。"},
    ],
    "drafts": [{"text": "累犯不适用缓刑。", "citations": [], "verdicts": [{"item": "date_stated", "passed": True, "kind": "deterministic", "detail": ""}]}],
    "final_reply": "案件日期：2010年\n\n累犯不适用缓刑。", "citations": [], "rubric_first": {"date_stated": True},
    "rubric_final": {"date_stated": True},
}


async def test_an_answered_turn_marks_model_output_apart_from_evidence(retriever) -> None:
    agent = make_agent(retriever, scripted("根据《中华人民共和国刑法》第七十四条，累犯不适用缓刑。"))
    record = (await agent.turn(DialogueState(), "2010年，累犯能适用缓刑吗？")).trajectory
    assert record.schema == SCHEMA_VERSION and record.scenario == "consultation"
    assert record.rubric.name == "consultation_lawyer" and len(record.rubric.sha256) == 64
    assert len(record.prompt.sha256) == 64 and record.model
    assert [s.text for s in record.model_spans()] == ["根据《中华人民共和国刑法》第七十四条，累犯不适用缓刑。"]
    evidence = [s.text for m in record.messages for s in m.spans if s.kind == "evidence"]
    assert len(evidence) == 1 and "对于累犯，不适用缓刑" in evidence[0]
    assert "".join(m.content for m in record.messages if m.role == "user").count("<question>") == 1
    assert {"analysis", "date", "retrieval", "recall", "draft", "judge", "check", "compose", "total"} <= set(record.latency_ms)
    assert record.drafts[0].verdicts and record.reply.startswith("案件日期")


async def test_a_date_question_carries_its_messages_and_no_model_output(retriever) -> None:
    record = (await make_agent(retriever, scripted("unused"), undated_lookback_years=0).turn(DialogueState(), "累犯可以适用缓刑吗？")).trajectory
    assert record.outcome == "asked_date"
    assert [(m.role, [s.kind for s in m.spans]) for m in record.messages] == [("user", ["user"]), ("assistant", ["code"])]
    assert record.messages[1].content == record.reply and record.model_spans() == []


async def test_the_stored_record_round_trips_through_json(retriever) -> None:
    agent = make_agent(retriever, scripted("根据《中华人民共和国刑法》第七十四条，累犯不适用缓刑。"))
    record = (await agent.turn(DialogueState(), "2010年，累犯能适用缓刑吗？")).trajectory
    stored = json.loads(json.dumps(record.to_dict(), ensure_ascii=False))
    again = read_record(stored)
    assert again == record
    assert isinstance(again, TurnRecord) and again.messages[1].spans[0].kind == "evidence"


def test_version_1_records_are_migrated_on_read() -> None:
    record = read_record(json.loads(json.dumps(V1_ANSWERED)), turn_id=7, feedback=1)
    assert record.schema == SCHEMA_VERSION and record.reply == V1_ANSWERED["final_reply"]
    assert [s.kind for s in record.messages[1].spans] == ["evidence", "user"]
    assert [s.text for s in record.model_spans()] == ["累犯不适用缓刑。"]
    assert record.case_window.precision == "year" and record.drafts[0].verdicts[0].passed
    assert record.feedback.turn_id == 7 and record.feedback.value == 1
    assert from_dict(record.to_dict()) == read_record(V1_ANSWERED)


def test_a_version_1_fixed_reply_gets_its_messages() -> None:
    old = {"schema": 1, "outcome": "asked_date", "input": "累犯能缓刑吗", "final_reply": "请告诉我时间", "latency_ms": {}}
    record = read_record(old)
    assert [m.content for m in record.messages] == ["累犯能缓刑吗", "请告诉我时间"]
    assert record.model_spans() == []


def test_a_record_from_newer_code_is_refused() -> None:
    import pytest

    with pytest.raises(ValueError, match="newer"):
        read_record({"schema": SCHEMA_VERSION + 1})
