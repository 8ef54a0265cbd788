"""Distilling finished cases, adaptation, and memory never becoming a citation source."""

from __future__ import annotations

import sqlite3
from datetime import date

from core.chat_model import ModelUnavailable
from core.memory import distill as distill_module
from core.memory.entry import MemorySettings, RecalledEntry
from core.recall import build_query, memory_context
from tests.core.memory_fixtures import close_memory, make_memory, paths  # noqa: F401
from tests.fakes.scripted_model import ScriptedModel

PERSONAL = ["王秀英", "13912345678", "110101199003074514", "wangxy@example.com", "京A12345"]


async def _case(store, user="tg:1", chat="tg:1") -> int:
    await store.touch_user(user, "zh", "秀英")
    case_id = await store.start_case(chat, user)
    trajectory = {
        "outcome": "answered", "language": "zh",
        "state_after": {"scenario": "consultation", "language": "zh"},
        "tool_calls": [{"name": "search_statutes", "arguments": {"query": "缓刑 累犯"}}],
        "citations": [{"law": "中华人民共和国刑法", "article": 74}],
        "rubric_first": {"date_stated": False, "grounded": True}, "rubric_final": {"date_stated": True, "grounded": True},
    }
    await store.record_turn(case_id=case_id, chat_key=chat, user_key=user, trajectory=trajectory, reply_text="根据刑法第七十四条，累犯不适用缓刑。",
                            user_text="我叫王秀英，电话13912345678，身份证110101199003074514，邮箱wangxy@example.com，车牌京A12345。"
                                      "我丈夫2010年因盗窃被判刑，之前也坐过牢，能缓刑吗？")
    return case_id


GOOD = "类型：刑法-缓刑与累犯\n经验：先问清判决日期；检索“缓刑 累犯”有效；刑法第七十四条规定累犯不适用缓刑；初稿漏写案件日期，修改后补上。"


async def test_a_finished_case_becomes_one_deidentified_entry(paths) -> None:
    leaky = GOOD + "\n本案当事人王秀英（13912345678）的情况可作参考。"
    model = ScriptedModel(leaky)
    mem = await make_memory(paths, model=model, settings=MemorySettings(capacity=10))
    try:
        case_id = await _case(mem.bank.store)
        outcome = await mem.remember_case(case_id)
        assert outcome.reason == "stored" and outcome.entry is not None
        entry = await mem.get(outcome.entry.id)
        assert entry.scenario == "consultation" and [(s.case_id, s.user_key) for s in entry.sources] == [(case_id, "tg:1")]
        assert "刑法第七十四条" in entry.text
        prompt = model.calls[0].messages[0].content
        assert "缓刑 累犯" in prompt and "初稿未通过" in prompt  # the trajectory's searches and rubric failures
        again = await mem.remember_case(case_id)
        assert again.reason == "already_distilled" and len(model.calls) == 1
    finally:
        await close_memory(mem)
    # personal data never reaches storage: not in any memory row, not in the Qdrant folder
    with sqlite3.connect(paths["db"]) as conn:
        stored = " ".join(str(v) for row in conn.execute("SELECT * FROM memory_entries") for v in row[:-2])
    for value in PERSONAL:
        assert value not in stored
    for file in paths["qdrant"].rglob("*"):
        if file.is_file():
            data = file.read_bytes()
            for value in PERSONAL:
                assert value.encode() not in data


async def test_an_entry_that_still_holds_personal_data_is_not_stored(paths, monkeypatch) -> None:
    monkeypatch.setattr(distill_module, "scrub", lambda text, known=(): type("R", (), {"text": text})())
    mem = await make_memory(paths, model=ScriptedModel(GOOD + "联系王秀英。"), settings=MemorySettings(capacity=10))
    try:
        outcome = await mem.remember_case(await _case(mem.bank.store))
        assert outcome.reason == "personal_data" and outcome.entry is None
        assert await mem.bank.size() == 0
    finally:
        await close_memory(mem)


async def test_nothing_reusable_model_down_and_empty_cases_store_nothing(paths) -> None:
    mem = await make_memory(paths, model=ScriptedModel("无", ModelUnavailable("down"), "经验：短"),
                            settings=MemorySettings(capacity=10))
    try:
        store = mem.bank.store
        assert (await mem.remember_case(await _case(store, "u1", "c1"))).reason == "nothing_reusable"
        assert (await mem.remember_case(await _case(store, "u2", "c2"))).reason == "model_unavailable"
        assert (await mem.remember_case(await _case(store, "u3", "c3"))).reason == "invalid"
        empty = await store.start_case("c4", "u4")
        assert (await mem.remember_case(empty)).reason == "no_turns"
        assert await mem.bank.size() == 0
    finally:
        await close_memory(mem)


async def test_ending_a_case_over_capacity_consolidates(paths) -> None:
    model = ScriptedModel(GOOD, GOOD.replace("判决日期", "判决时间"), GOOD + "注意前科。",
                          "类型：刑法-缓刑与累犯\n经验：合并后的经验，先问清判决日期，累犯不适用缓刑。")
    mem = await make_memory(paths, model=model, settings=MemorySettings(capacity=2))
    try:
        store = mem.bank.store
        for n in range(2):
            assert (await mem.remember_case(await _case(store, f"u{n}", f"c{n}"))).consolidation is None
        outcome = await mem.remember_case(await _case(store, "u9", "c9"))
        assert outcome.consolidation is not None and outcome.consolidation.trigger == "end"
        assert outcome.consolidation.changes[0]["action"] == "merge" and await mem.bank.size() == 2
    finally:
        await close_memory(mem)


async def test_adaptation_rewrites_recalled_entries_for_the_case_and_is_logged(paths) -> None:
    model = ScriptedModel("本案先确认2010年判决时是否构成累犯，再检索刑法第七十四条。")
    mem = await make_memory(paths, model=model, settings=MemorySettings(capacity=3, delta=0.5, top_k=2, adapt="model"))
    try:
        recalled = [RecalledEntry("e1", GOOD, "consultation", 0.91)]
        adapted = await mem.adapt(recalled, "我丈夫是累犯，能缓刑吗？", "2010年", ["之前坐过牢"], "zh", query="q")
        assert adapted.text.startswith("本案先确认") and adapted.error is None
        log = adapted.to_log()
        assert log["recalled"][0]["id"] == "e1" and log["adapted"] == adapted.text and log["query"] == "q"
        prompt = model.calls[0].messages[0].content
        assert GOOD in prompt and "2010年" in prompt and "之前坐过牢" in prompt
        model.down = True
        failed = await mem.adapt(recalled, "问题", "2010年")
        assert failed.text == "" and failed.error  # no unadapted memory enters the context
        assert (await mem.adapt([], "问题")).text == ""
    finally:
        await close_memory(mem)


def test_the_recall_query_is_built_from_the_task_state() -> None:
    query = build_query("那如果是2012年呢？", "consultation", ["累犯能缓刑吗？", "那如果是2012年呢？"])
    assert query.splitlines() == ["那如果是2012年呢？", "累犯能缓刑吗？"]


def test_memory_text_cannot_put_a_citation_into_a_reply() -> None:
    """A provision named only in memory is not evidence: the verifier rejects it and it is stripped."""
    from core.citations import check_mentions, find_mentions, strip_invalid
    from core.evidence import Evidence
    from index.corpus import StatuteVersion

    def version(article: int) -> StatuteVersion:
        return StatuteVersion("中华人民共和国刑法", article, 0, f"第{article}条", "1997", "1997-10-01", None, "……")

    block = memory_context("以往经验：这类案件引用《中华人民共和国刑法》第七十二条。", "zh")
    assert "<experience>" in block and "不是法律依据" in block and "<evidence>" in block
    evidence = [Evidence(version(74))]  # retrieval found only article 74
    draft = "根据《中华人民共和国刑法》第七十四条，累犯不适用缓刑；另见《中华人民共和国刑法》第七十二条。"
    checks = check_mentions(find_mentions(draft), evidence, (date(2010, 1, 1), date(2010, 12, 31)),
                            lambda law, article, sub: [version(article)])
    status = {c.mention.article: c.status for c in checks}
    assert status == {74: "ok", 72: "not_in_evidence"}
    shipped = strip_invalid(draft, checks, "zh")
    assert "第七十二条" not in shipped and "第七十四条" in shipped
    assert memory_context("", "zh") == ""


def test_calibration_picks_the_cut_from_the_two_distributions() -> None:
    import numpy as np

    from core.memory.calibrate import best_threshold, high_precision_threshold

    related = np.array([0.90, 0.91, 0.92, 0.89, 0.88])
    unrelated = np.array([0.84, 0.85, 0.86, 0.87, 0.885, 0.83, 0.84, 0.85, 0.86, 0.80] * 2)
    youden = best_threshold(related, unrelated)
    assert youden["delta"] == 0.88 and youden["tpr"] == 1.0 and youden["fpr"] == 0.1
    strict = high_precision_threshold(related, unrelated, max_fpr=0.05)
    assert strict["fpr"] <= 0.05 and strict["delta"] >= youden["delta"]


async def test_inline_adaptation_makes_no_model_call_and_keeps_the_guidance_without_names(paths) -> None:
    """The default: the entries' guidance goes to the drafting call as it is, best first, without the
    kind-of-case line, and a name that slipped into an entry is scrubbed on the way."""
    model = ScriptedModel("never asked")
    mem = await make_memory(paths, model=model)
    try:
        assert mem.settings.adapt == "inline"
        second = "类型：劳动合同纠纷\n经验：先问清入职日期；我借给李娜的钱另案处理。"
        recalled = [RecalledEntry("e1", GOOD, "consultation", 0.93), RecalledEntry("e2", second, "consultation", 0.90)]
        adapted = await mem.adapt(recalled, "我丈夫是累犯，能缓刑吗？", "2010年", ["之前坐过牢"], "zh", query="q")
        assert model.calls == [], "no call of its own"
        lines = adapted.text.splitlines()
        assert lines[0] == "- 先问清判决日期；检索“缓刑 累犯”有效；刑法第七十四条规定累犯不适用缓刑；初稿漏写案件日期，修改后补上。"
        assert lines[1].startswith("- 先问清入职日期") and "李娜" not in adapted.text
        assert "类型" not in adapted.text and adapted.error is None
        assert [entry["id"] for entry in adapted.to_log()["recalled"]] == ["e1", "e2"]
        assert (await mem.adapt([], "问题")).text == ""
    finally:
        await close_memory(mem)
