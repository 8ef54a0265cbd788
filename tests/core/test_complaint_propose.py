"""The model as the intake's second reader (core/complaint/propose.py): it proposes the parties' fields,
and the intake fills a field the rules left empty only with a value that is in the user's message,
has the field's form, is no other party's and is said of that party; a broken, slow or absent model
changes nothing.

The scripted model returns planted proposals; each test says by hand, from the message, which value
is the user's and which is not, so the expectations do not come from the code under test.
"""

from __future__ import annotations

import asyncio
import json
from datetime import date
from pathlib import Path

from core.chat_model import ModelUnavailable
from core.complaint.elements import Elements, Party
from core.complaint.intake import Intake
from core.complaint.propose import Proposal, Proposer, kept, parse
from tests.fakes.scripted_model import ScriptedModel

TODAY = date(2026, 12, 4)
#: 李华's address follows 现居, a word the rules do not read as an address: they leave it empty
STORY = ("我叫张明，男，1985年3月4日出生，汉族，住杭州市西湖区文三路90号，电话13800138000。2023年3月15日我借给李华8万元，"
         "她一直没还。李华，女，1990年5月6日出生，汉族，现居杭州市拱墅区湖墅南路88号，电话13900139000。")
HER_ADDRESS = "杭州市拱墅区湖墅南路88号"
HIS_ADDRESS = "杭州市西湖区文三路90号"


def answer(*parties: dict) -> str:
    return json.dumps({"当事人": list(parties)}, ensure_ascii=False)


def read(model: ScriptedModel | None, text: str = STORY):
    intake = Intake(TODAY, Proposer(model, timeout_s=0.2) if model is not None else None)
    state, _ = intake.start()
    step = asyncio.run(intake.read(state, text))
    return state, step


def test_the_rules_alone_leave_the_address_after_xianju_empty() -> None:
    """The premise of the tests below (if the rules learn 现居, pick another wording)."""
    state, step = read(None)
    assert state.elements.defendants[0].name == "李华" and state.elements.defendants[0].address == ""
    assert step.text.endswith("请提供被告的住址。") and step.proposed is None


def test_a_missing_address_in_the_message_is_filled_and_told() -> None:
    model = ScriptedModel(answer({"角色": "原告", "姓名": "张明", "住址": HIS_ADDRESS},
                                 {"角色": "被告", "姓名": "李华", "住址": HER_ADDRESS, "电话": "13900139000"}))
    state, step = read(model)
    plaintiff, defendant = state.elements.plaintiffs[0], state.elements.defendants[0]
    assert defendant.address == HER_ADDRESS and plaintiff.address == HIS_ADDRESS
    assert f"被告的住址：{HER_ADDRESS}" in step.text and "请提供被告的住址" not in step.text
    assert len(model.calls) == 1 and step.proposed is not None
    assert step.proposed.kept == [f"defendant.0.address={HER_ADDRESS}"]


def test_a_value_the_message_does_not_hold_is_dropped() -> None:
    """88号 in the message, 86号 proposed; an ID number nobody gave."""
    model = ScriptedModel(answer({"角色": "被告", "姓名": "李华", "住址": "杭州市拱墅区湖墅南路86号",
                                  "身份证": "330105199005060023"}))
    state, step = read(model)
    defendant = state.elements.defendants[0]
    assert defendant.address == "" and defendant.id_number == ""
    assert step.text.endswith("请提供被告的住址。") and step.proposed is not None and step.proposed.kept == []
    assert len(step.proposed.dropped) == 2 and all("not in the message" in d for d in step.proposed.dropped)


def test_the_other_partys_address_or_name_is_not_taken() -> None:
    """文三路90号 is where 张明 (the plaintiff) lives; 张明 proposed as a defendant is the plaintiff."""
    model = ScriptedModel(answer({"角色": "被告", "姓名": "李华", "住址": HIS_ADDRESS},
                                 {"角色": "被告", "姓名": "张明", "电话": "13800138000"}))
    state, step = read(model)
    assert state.elements.defendants[0].address == "" and len(state.elements.defendants) == 1
    assert state.elements.plaintiffs[0].name == "张明" and state.elements.defendants[0].name == "李华"
    assert step.text.endswith("请提供被告的住址。")


def test_a_name_for_an_empty_side_that_is_the_other_sides_is_dropped() -> None:
    """Only the plaintiff is known; the model names him as the defendant too."""
    text = "我叫张明，男，1985年3月4日出生，汉族，住杭州市西湖区文三路90号，电话13800138000。"
    model = ScriptedModel(answer({"角色": "被告", "姓名": "张明", "住址": HIS_ADDRESS}))
    state, _ = read(model, text)
    assert [p.name for p in state.elements.parties()] == ["张明"] and state.elements.defendants == []


def test_a_new_name_is_taken_only_for_the_side_asked_about() -> None:
    """A staff member forwards the client's words: 包志刚 borrowed from the writer, so he is the defendant;
    the model called him the plaintiff (seen in `eval draft`, where the first question asks for the
    plaintiff). A name nobody has yet fills only the side asked about, and only opening the message or
    introduced as that side's ("被告：…")."""
    text = "客户原话：2023年6月15日，我借给老乡包志刚8万元开饭店，他写了借条。"
    elements = Elements(plaintiffs=[Party("plaintiff")])
    wrong = [Proposal("plaintiff", "包志刚", {})]
    for asked in ("claims", "defendant.0", "plaintiff.0", "plaintiff.0.name"):
        assert kept(elements, wrong, text, asked)[0] == [], asked
    assert kept(elements, [Proposal("", "包志刚", {})], text, "defendant.0")[0] == []  # not introduced as the defendant
    said = "被告：包志刚，男，住乌鲁木齐市沙依巴克区友好北路100号"
    fills, _ = kept(elements, [Proposal("", "包志刚", {})], said, "defendant.0")
    assert [(f.party.role, f.field, f.value, f.new) for f in fills] == [("defendant", "name", "包志刚", True)]
    fills, _ = kept(elements, [Proposal("plaintiff", "包志刚", {})], "包志刚", "plaintiff.0.name")  # a bare answer
    assert [(f.party.role, f.value) for f in fills] == [("plaintiff", "包志刚")]


def test_a_value_said_of_the_other_party_is_not_given_to_this_one() -> None:
    """Both phones empty; the number follows 张明 in the text, so it is not 李华's whatever the model says."""
    elements = Elements(plaintiffs=[Party("plaintiff", name="张明")], defendants=[Party("defendant", name="李华")])
    text = "我叫张明，电话13800138000。李华借了我8万元。"
    fills, dropped = kept(elements, [Proposal("defendant", "李华", {"phone": "13800138000"})], text, "claims")
    assert fills == [] and dropped == ["李华.phone=13800138000: said of another party"]
    fills, _ = kept(elements, [Proposal("plaintiff", "张明", {"phone": "13800138000"})], text, "claims")
    assert [(f.party.name, f.field, f.value) for f in fills] == [("张明", "phone", "13800138000")]


def test_values_of_the_wrong_form_are_dropped() -> None:
    elements = Elements(plaintiffs=[Party("plaintiff", name="张明")], defendants=[Party("defendant")])
    text = "我叫张明，我房东，男的，电话1380013800，地址不清楚。"
    proposals = [Proposal("defendant", "房东", {"gender": "男的", "phone": "1380013800", "address": "不清楚"})]
    fills, dropped = kept(elements, proposals, text, "defendant.0.name")
    assert fills == [] and len(dropped) == 4


def test_a_broken_slow_or_absent_model_changes_nothing() -> None:
    rules_state, rules_step = read(None)
    for model in (ScriptedModel('```json\n{"当事人": [{"角色": "被告", "姓名": 李华, 住址'),  # not JSON
                  ScriptedModel(ModelUnavailable("503")),
                  ScriptedModel(answer({"角色": "被告", "姓名": "李华", "住址": HER_ADDRESS}), latency_s=1.0)):
        state, step = read(model)
        assert state.to_dict() == rules_state.to_dict() and step.text == rules_step.text
        assert step.proposed is not None and step.proposed.reason and step.proposed.kept == []


def test_the_small_models_ways_of_breaking_json_are_read() -> None:
    fenced = '```json\n{"当事人": [{"角色": "被告", "姓名": "李华", "住址": "杭州市拱墅区湖墅南路88号",}]}\n```\n以上是提取结果。'
    chinese_quotes = '{“当事人":[{"角色":"被告","姓名":"李华","电话":"13900139000"}]}'
    cut_off = '{"当事人":[{"角色":"原告","姓名":"张明"},{"角色":"被告","姓名":"李华","电话":"13900139000"'
    assert parse(fenced) == [Proposal("defendant", "李华", {"address": HER_ADDRESS})]
    assert parse(chinese_quotes) == [Proposal("defendant", "李华", {"phone": "13900139000"})]
    assert parse(cut_off)[1] == Proposal("defendant", "李华", {"phone": "13900139000"})
    assert parse("抱歉，我无法提取。") == []


def test_no_call_when_the_rules_left_nothing_the_message_could_fill() -> None:
    model = ScriptedModel()  # any call would fail the test: nothing is scripted
    text = "我叫张明，男，1985年3月4日出生，汉族，住杭州市西湖区文三路90号，电话13800138000。"
    state, step = read(model, text)
    assert model.calls == [] and step.proposed is None and state.elements.plaintiffs[0].name == "张明"


def test_the_setting_reaches_the_intake_through_the_desk(tmp_path: Path) -> None:
    from core.complaint.desk import ComplaintDesk
    from core.contract import UserRef
    from core.store import Store
    from index.common.settings import ComplaintSettings, load_settings

    assert load_settings().complaint.propose == "none"  # config.toml's default: the rules alone
    model = ScriptedModel(answer({"角色": "被告", "姓名": "李华", "住址": HER_ADDRESS}))
    assert ComplaintDesk(None, None, model=model).proposer is None

    async def converse() -> str:
        store = Store(tmp_path / "db.sqlite")
        await store.open()
        try:
            desk = ComplaintDesk(store, None, lambda: TODAY, model=model, settings=ComplaintSettings(propose="model"))
            who = UserRef("cli:u", "cli:c")
            await desk.start(who)
            reply = await desk.reply(who, STORY)
            rows = await store.iter_trajectories()
            assert rows[-1]["trajectory"]["analysis"]["party_proposal"]["kept"] == [f"defendant.0.address={HER_ADDRESS}"]
            return reply.text
        finally:
            await store.close()

    text = asyncio.run(converse())
    assert f"被告的住址：{HER_ADDRESS}" in text and len(model.calls) == 1


def test_eval_draft_counts_each_proposal_call() -> None:
    from core.evals.draft import run_case

    model = ScriptedModel(respond=lambda messages, tools: answer({"角色": "被告", "姓名": "李华", "住址": HER_ADDRESS}))
    case = {"id": "t", "messages": [STORY, "借条", "要求李华还8万元"], "expected": {}}
    result = asyncio.run(run_case(case, None, TODAY, proposer=Proposer(model)))
    assert result["model_calls"] == len(model.calls) >= 1
    assert result["proposals"][0]["kept"] == [f"defendant.0.address={HER_ADDRESS}"]
