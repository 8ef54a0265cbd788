"""/end in the bot: the finished chat becomes de-identified experience that another user's later
chat recalls, through the real service, the real embedder and an embedded Qdrant collection."""

from __future__ import annotations

import json
from pathlib import Path

from core.memory.bank import ExperienceBank
from core.memory.memory import ExperienceMemory
from index.common.settings import MemorySettings
from index.vector_store import open_store
from tests.bot.conftest import OTHER_USER_ID, USER_ID, lawyer_model, start_bot

NAME, ID_CARD, PHONE, ADDRESS = "王建国", "110101198503041234", "13812345678", "北京市朝阳区建国路88号"
FIRST_CHAT = f"我叫{NAME}，身份证号{ID_CARD}，电话{PHONE}，住{ADDRESS}。2010年我是累犯，能适用缓刑吗？"
#: What a careless distiller writes: reusable guidance, with the first user's particulars mixed in.
LEAKY_ENTRY = (
    f"类型：刑法-累犯能否适用缓刑\n经验：{NAME}（电话{PHONE}，住{ADDRESS}）这类累犯问缓刑的咨询，"
    "先问清行为时间（刑法第七十四条在2011-05-01前后文字不同），再检索刑法第七十四条和第六十五条。"
)
IDENTIFYING = (NAME, ID_CARD, PHONE, ADDRESS, "建国路")


async def test_end_distils_a_deidentified_entry_that_another_user_recalls(
    server, store, make_service, embedder, tmp_path: Path
) -> None:
    model = lawyer_model(distilled=LEAKY_ENTRY)
    vectors = open_store("", "edge", tmp_path / "qdrant")
    bank = ExperienceBank(store, vectors, "experience", embedder.dim, embedder.model_id)
    memory = ExperienceMemory(bank, embedder, model, MemorySettings(top_k=2))  # the shipped δ
    await memory.open()
    running = await start_bot(server, store, make_service(store, model, memory))
    try:
        [answer] = await running.say(USER_ID, FIRST_CHAT)
        assert answer.plain_text().startswith("案件日期：2010年")
        [ended] = await running.say(USER_ID, "/end")
        assert "去除个人信息" in ended.plain_text(), "the user is told an entry was kept"

        [entry] = running.rows("SELECT id, text FROM memory_entries")
        assert "第七十四条" in entry["text"], "the guidance is kept"
        assert not [value for value in IDENTIFYING if value in entry["text"]], entry["text"]

        calls_before = len(model.calls)
        [later] = await running.say(OTHER_USER_ID, "2012年，累犯可以适用缓刑吗？")
        assert later.plain_text().startswith("案件日期：2012年")
        second_chat = model.calls[calls_before:]  # everything the model saw for the second user
        assert any("<experience>" in c.messages[0].content for c in second_chat), "the entry was recalled"
        shown = "\n".join(m.content for call in second_chat for m in call.messages) + later.plain_text()
        assert "刑法第七十四条在2011-05-01前后文字不同" in shown
        assert not [value for value in IDENTIFYING if value in shown]
        [turn] = running.rows("SELECT data_json FROM trajectories JOIN turns ON turns.id = trajectories.turn_id "
                              "WHERE turns.user_key = ?", [f"tg:{OTHER_USER_ID}"])
        recalled = json.loads(turn["data_json"])["memory"]["recalled"]
        assert [item["id"] for item in recalled] == [entry["id"]]
    finally:
        await running.stop()
        vectors.close()
