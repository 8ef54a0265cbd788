"""/draft end to end through the fake Telegram server: the intake, corrections, the rubric catching
what is missing or a placeholder, and the .docx the user receives."""

from __future__ import annotations

import json

from core.complaint.docx_out import docx_text
from tests.bot.conftest import DATED, DATED_ANSWER, USER_ID, RunningBot, start_bot

PLAINTIFF = "原告：张三，男，1985年3月4日出生，汉族，住北京市朝阳区建国路1号，电话13800138000"
DEFENDANT = "被告：李四，女，1990年5月6日出生，回族，住北京市海淀区中关村大街2号，电话13900139000"
CLAIMS = "1.判令被告偿还借款本金100000元；2.判令被告支付利息（自2022年3月1日起按年利率6%计算至实际清偿之日止）；3.本案诉讼费由被告承担"
FACTS = "2022年3月1日，被告向原告借款100000元，约定年利率6%，2023年3月1日前归还。到期后被告未还款，原告多次催要未果。"
EVIDENCE = "借条一份，来源：原告持有；证人王五，住北京市东城区东四大街3号"


async def intake(running: RunningBot, messages: list[str]) -> list:
    sent = []
    for text in messages:
        sent += await running.say(USER_ID, text)
    return sent


async def finish(running: RunningBot, date_text: str = "2024年5月10日"):
    """The date brings the confirmation card; "确认" the draft."""
    [card] = await running.say(USER_ID, date_text)
    # 民间借贷: the preview, the .docx and the element-style .docx
    done = await running.say(USER_ID, "确认", replies=3)
    return card, done


async def test_full_intake_sends_the_complaint_as_a_docx_with_every_section(running: RunningBot) -> None:
    [first] = await running.say(USER_ID, "/draft")
    assert "原告" in first.plain_text()
    await intake(running, [PLAINTIFF, DEFENDANT, CLAIMS, FACTS, EVIDENCE])
    card, done = await finish(running)
    shown = card.plain_text()
    assert "【原告】张三" in shown and "【被告】李四" in shown and "北京市海淀区人民法院" in shown and "第二十二条" in shown
    assert "100000元×6%×801÷365=13167.12元" in shown and not any(m.document for m in running.server.messages(USER_ID)[:-3])
    preview, document, element_style = done
    assert "民事起诉状" in preview.plain_text() and "13167.12元" in preview.plain_text()
    assert document.document["file_name"].endswith(".docx")
    text = docx_text(document.file_content)
    positions = [text.index(h) for h in ("民事起诉状", "原告：", "被告：", "诉讼请求：", "事实和理由：", "证据和证据来源，证人姓名和住所：", "此致")]
    assert positions == sorted(positions)
    for value in ("张三", "1985年3月4日", "汉族", "北京市朝阳区建国路1号", "13800138000", "李四", "回族",
                  "北京市海淀区中关村大街2号", "13900139000", "100000元", "年利率6%", "借条一份，来源：原告持有",
                  "王五", "北京市东城区东四大街3号", "北京市海淀区人民法院", "2024年5月10日", FACTS):
        assert value in text, value
    assert "要素式" in docx_text(element_style.file_content)
    # every drafting message is a typed trajectory record training can read
    records = [json.loads(row["data_json"]) for row in running.rows("SELECT data_json FROM trajectories ORDER BY turn_id")]
    assert {record["scenario"] for record in records} == {"complaint"}
    outcomes = [record["outcome"] for record in records]
    assert outcomes[0] == "started" and outcomes[-1] == "drafted" and len(outcomes) == 8
    assert records[-1]["rubric_final"] and all(records[-1]["rubric_final"].values())
    [cap] = records[-1]["analysis"]["rate_caps"]
    assert cap["claim"] == 2 and cap["note"] in preview.plain_text(), "the rate-cap note is shown with the draft"
    # the chat is back to consultation: a question now goes to the lawyer, not the intake
    [answer] = await running.say(USER_ID, DATED)
    assert answer.plain_text().startswith(DATED_ANSWER) and running.service.calls[-1].method == "reply"


async def test_a_correction_mid_intake_replaces_the_value_in_the_document(running: RunningBot) -> None:
    await running.say(USER_ID, "/draft")
    await intake(running, [PLAINTIFF, DEFENDANT])
    [ack] = await running.say(USER_ID, "被告的电话改为13700137000")
    assert "已更正" in ack.plain_text() and "诉讼请求" in ack.plain_text()
    await intake(running, [CLAIMS, FACTS, EVIDENCE])
    _, (preview, document, _) = await finish(running)
    text = docx_text(document.file_content)
    assert "13700137000" in text and "13900139000" not in text


async def test_drafting_early_is_stopped_by_the_rubric_with_a_question_for_the_missing_field(running: RunningBot) -> None:
    await running.say(USER_ID, "/draft")
    await intake(running, [PLAINTIFF, "被告：李四，女，1990年5月6日出生，回族，电话13900139000", CLAIMS, FACTS])
    [stopped] = await running.say(USER_ID, "生成")
    shown = stopped.plain_text()
    assert "规则检查未通过" in shown and "被告的住址" in shown
    assert not any(m.document for m in running.server.messages(USER_ID))


async def test_a_placeholder_never_ships_it_is_asked_for_again(running: RunningBot) -> None:
    await running.say(USER_ID, "/draft")
    await running.say(USER_ID, PLAINTIFF)
    [caught] = await running.say(USER_ID, "被告：李四，女，1990年5月6日出生，回族，住XX市XX区XX路，电话13900139000")
    assert "占位符" in caught.plain_text() and "被告的住址" in caught.plain_text()
    await intake(running, [CLAIMS, FACTS, EVIDENCE, "2024年5月10日"])
    [card] = await running.say(USER_ID, "北京市海淀区中关村大街2号")
    assert "XX" not in card.plain_text() and "北京市海淀区中关村大街2号" in card.plain_text()
    done = await running.say(USER_ID, "确认", replies=3)
    documents = [m for m in done if m.document]
    assert documents and "XX" not in docx_text(documents[0].file_content)


async def test_labour_disputes_are_sent_to_arbitration_and_the_intake_survives_a_restart(server, store, make_service) -> None:
    first = await start_bot(server, store, make_service(store))
    await first.say(USER_ID, "/draft")
    await first.say(USER_ID, PLAINTIFF)
    await first.stop()
    restarted = await start_bot(server, store, make_service(store))
    try:
        [next_question] = await restarted.say(USER_ID, DEFENDANT)
        assert "诉讼请求" in next_question.plain_text()
        [asked] = await restarted.say(USER_ID, "判令被告支付拖欠工资30000元")
        assert "劳动争议仲裁委员会" not in asked.plain_text()  # decided on the story, not on a claim's one word
        [told] = await restarted.say(USER_ID, "我2024年1月入职被告处，2024年4月到6月的工资30000元一直没发")
        assert "劳动争议仲裁委员会" in told.plain_text()
        assert not any(m.document for m in server.messages(USER_ID))
    finally:
        await restarted.stop()
