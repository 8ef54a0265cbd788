"""The agent behind the front-end contract: turns stored, restarts resumed, users kept apart."""

from __future__ import annotations

from pathlib import Path

from core.agent import AgentSettings, LawyerAgent
from core.contract import UserRef
from core.service import AgentService
from core.store import Store
from tests.conftest import FIXED_TODAY
from tests.core.test_agent import scripted

ALICE = UserRef(user_key="tg:1", chat_key="tg:1", language="zh")
BOB = UserRef(user_key="tg:2", chat_key="tg:2", language="zh")


async def open_service(retriever, db: Path, model=None) -> AgentService:
    store = Store(db)
    await store.open()
    agent = LawyerAgent(retriever, model or scripted("依据《中华人民共和国刑法》第七十四条，累犯不适用缓刑。"),
                        AgentSettings(undated_lookback_years=0), today=lambda: FIXED_TODAY)  # the date dialogue: every undated question asks
    return AgentService(agent, store)


async def test_restart_while_waiting_for_the_date_resumes_the_question(retriever, tmp_path: Path) -> None:
    service = await open_service(retriever, tmp_path / "db.sqlite")
    asked = await service.reply(ALICE, "累犯可以适用缓刑吗？")
    assert asked.asked_for_date
    await service.store.close()

    restarted = await open_service(retriever, tmp_path / "db.sqlite")
    answer = await restarted.reply(ALICE, "2010")
    assert not answer.asked_for_date
    assert any(c.article == 74 and c.valid_from == "1997-10-01" for c in answer.citations)
    rows = await restarted.store.iter_trajectories()
    assert [row["trajectory"]["outcome"] for row in rows] == ["asked_date", "answered"]
    assert rows[1]["trajectory"]["question"] == "累犯可以适用缓刑吗？"
    await restarted.store.close()


async def test_set_case_date_answers_the_pending_question(retriever, tmp_path: Path) -> None:
    service = await open_service(retriever, tmp_path / "db.sqlite")
    await service.reply(ALICE, "累犯可以适用缓刑吗？")
    reply = await service.set_case_date(ALICE, "2010年6月")
    assert reply.case_date == "2010年6月" and reply.citations
    bad = await service.set_case_date(ALICE, "下雨天")
    assert bad.asked_for_date and "没能识别日期" in bad.text
    await service.store.close()


async def test_date_of_one_chat_never_reaches_another(retriever, tmp_path: Path) -> None:
    service = await open_service(retriever, tmp_path / "db.sqlite")
    await service.set_case_date(ALICE, "2010")
    reply = await service.reply(BOB, "累犯可以适用缓刑吗？")
    assert reply.asked_for_date  # Bob has no date; Alice's 2010 is hers alone
    assert not await service.record_feedback(ALICE, reply.turn_id, 1)
    assert await service.record_feedback(BOB, reply.turn_id, 1)
    await service.store.close()


async def test_new_case_forgets_the_date_and_model_down_is_logged_degraded(retriever, tmp_path: Path) -> None:
    model = scripted("unused")
    service = await open_service(retriever, tmp_path / "db.sqlite", model)
    await service.set_case_date(ALICE, "2010")
    await service.new_case(ALICE)
    assert (await service.reply(ALICE, "累犯可以适用缓刑吗？")).asked_for_date
    model.down = True
    degraded = await service.reply(ALICE, "2010")
    assert degraded.degraded and "对于累犯，不适用缓刑。" in degraded.text
    stats = await service.stats()
    assert stats.degraded_turns == 1 and stats.turns == 3  # /date, the date question, the degraded answer
    await service.store.close()


async def test_not_knowing_the_month_through_set_case_date_covers_both_versions(retriever, tmp_path: Path) -> None:
    service = await open_service(retriever, tmp_path / "db.sqlite")
    asked = await service.reply(ALICE, "2011年，刑法第七十四条对我适用吗？")
    assert asked.asked_for_date and "2011-05-01" in asked.text
    reply = await service.set_case_date(ALICE, "不记得了")
    assert {c.valid_from for c in reply.citations if c.article == 74} == {"1997-10-01", "2011-05-01"}
    await service.store.close()


async def test_end_case_distils_the_case_into_a_deidentified_summary(retriever, tmp_path: Path) -> None:
    """What /end and the privacy notice promise: one entry, without the user's personal data."""
    from core.memory.entry import MemorySettings
    from tests.core.memory_fixtures import close_memory, make_memory
    from tests.fakes.scripted_model import ScriptedModel

    summary = "类型：刑法-缓刑与累犯\n经验：先问清判决日期；刑法第七十四条规定累犯不适用缓刑。当事人王秀英可参考。"
    model = ScriptedModel(respond=lambda messages, tools: summary if "经验" in messages[0].content else
                          "依据《中华人民共和国刑法》第七十四条，累犯不适用缓刑。")
    memory = await make_memory({"db": tmp_path / "m.db", "qdrant": tmp_path / "q"}, model=model,
                               settings=MemorySettings(capacity=10))
    try:
        agent = LawyerAgent(retriever, model, AgentSettings(), today=lambda: FIXED_TODAY, memory=memory)
        service = AgentService(agent, memory.bank.store)
        await service.reply(ALICE, "我叫王秀英，2010年我丈夫是累犯，能缓刑吗？")
        assert await service.end_case(ALICE)
        [entry] = await memory.entries()
        assert "第七十四条" in entry.text and "王秀英" not in entry.text
    finally:
        await close_memory(memory)


async def test_the_drafting_desk_rephrases_with_the_agents_model_only_when_configured(retriever, tmp_path: Path) -> None:
    from index.common.settings import ComplaintSettings

    service = await open_service(retriever, tmp_path / "db.sqlite")
    assert service.desk.rephraser is None, "the default words the facts with the phrase table"
    store = Store(tmp_path / "db2.sqlite")
    await store.open()
    model = scripted("unused")
    configured = AgentService(LawyerAgent(retriever, model, AgentSettings(), today=lambda: FIXED_TODAY), store,
                              ComplaintSettings(rephrase="model"))
    assert configured.desk.rephraser is model
    await service.store.close()
    await store.close()
