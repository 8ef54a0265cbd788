"""A consultation end to end: the date question, the year keyboard, typed dates, restarts."""

from __future__ import annotations

from core.store import Store
from tests.bot.conftest import USER_ID, RunningBot, start_bot
from tests.fakes.scripted_service import ScriptedLawyerService
from tests.fakes.telegram_server import FakeTelegramServer


async def test_agent_asks_for_the_date_and_the_year_button_answers(running: RunningBot) -> None:
    server = running.server
    [question] = await running.say(USER_ID, "公司拖欠我的工资怎么办？")
    assert "哪一年" in question.plain_text() and "2010年3月" in question.plain_text()
    year = str(running.service.date_choices()[2])
    assert [button["text"] for button in question.buttons()][:6] == [
        str(y) for y in running.service.date_choices()
    ]

    before = len(server.messages(USER_ID))
    server.press_button(USER_ID, question, year)
    [answer] = (await server.wait_for_messages(USER_ID, before + 1))[before:]
    assert f"按{year}时有效的法律" in answer.plain_text() and "公司拖欠我的工资" in answer.plain_text()
    assert "依据" in answer.plain_text() and "中华人民共和国劳动合同法" in answer.plain_text()
    assert any("👍" in button["text"] for button in answer.buttons())
    assert question.reply_markup is None, "the year keyboard is removed once answered"
    assert server.calls_of("answerCallbackQuery")
    assert [call.method for call in running.service.calls] == ["reply", "set_case_date"]


async def test_a_typed_date_answers_the_pending_question(running: RunningBot) -> None:
    await running.say(USER_ID, "被辞退了能要赔偿吗")
    [answer] = await running.say(USER_ID, "2010年3月")
    assert "按2010-03时有效的法律" in answer.plain_text() and "被辞退了" in answer.plain_text()
    [follow_up] = await running.say(USER_ID, "那加班费呢？")
    assert "按2010-03时有效的法律" in follow_up.plain_text(), "the case keeps its date"


async def test_an_unparseable_date_is_asked_again(running: RunningBot) -> None:
    await running.say(USER_ID, "被辞退了能要赔偿吗")
    [again] = await running.say(USER_ID, "很久以前")
    assert again.buttons() and "哪一年" in again.plain_text()
    [answer] = await running.say(USER_ID, "2012")
    assert "按2012时有效的法律" in answer.plain_text()


async def test_english_user_gets_english(running: RunningBot) -> None:
    [question] = await running.say(USER_ID, "My employer has not paid me.", language_code="en")
    assert "Tap a year" in question.plain_text()
    assert any("Earlier" in button["text"] for button in question.buttons())


async def test_restart_mid_conversation_keeps_the_pending_question(
    server: FakeTelegramServer, store: Store
) -> None:
    first = await start_bot(server, store)
    [question] = await first.say(USER_ID, "房东不退押金怎么办")
    assert question.buttons()
    await first.stop()

    # A new process: new dispatcher, bot and service instance, same database.
    second = await start_bot(server, store, ScriptedLawyerService(store))
    try:
        assert await store.fsm_get_state(f"tg-fsm:{USER_ID}:{USER_ID}:default") is None, "the bot keeps no date state"
        [answer] = await second.say(USER_ID, "2019年")
        assert "按2019时有效的法律" in answer.plain_text() and "房东不退押金" in answer.plain_text()
        assert [call.method for call in second.service.calls] == ["reply"], "the agent knew the date was awaited"
    finally:
        await second.stop()


async def test_restart_then_tap_the_old_keyboard(server: FakeTelegramServer, store: Store) -> None:
    first = await start_bot(server, store)
    [question] = await first.say(USER_ID, "房东不退押金怎么办")
    await first.stop()
    second = await start_bot(server, store, ScriptedLawyerService(store))
    try:
        before = len(server.messages(USER_ID))
        server.press_button(USER_ID, question, "2021")
        [answer] = (await server.wait_for_messages(USER_ID, before + 1))[before:]
        assert "按2021时有效的法律" in answer.plain_text() and "房东不退押金" in answer.plain_text()
    finally:
        await second.stop()


async def test_updates_pushed_while_the_bot_is_down_are_handled_after_restart(
    server: FakeTelegramServer, store: Store
) -> None:
    first = await start_bot(server, store)
    await first.say(USER_ID, "2015年的劳动合同纠纷")
    await first.stop()
    server.push_message(USER_ID, "还有一个问题")
    second = await start_bot(server, store)
    try:
        [answer] = (await server.wait_for_messages(USER_ID, 2))[1:]
        assert "按2015时有效的法律" in answer.plain_text()
    finally:
        await second.stop()


async def test_new_date_and_end_commands(running: RunningBot) -> None:
    await running.say(USER_ID, "2015年的劳动合同纠纷")
    [changed] = await running.say(USER_ID, "/date 2018年5月")
    assert "2018-05" in changed.plain_text()

    [prompt] = await running.say(USER_ID, "/date")
    assert prompt.buttons() and "哪一年" in prompt.plain_text()
    [answer] = await running.say(USER_ID, "2016")
    assert "2016" in answer.plain_text()

    [ended] = await running.say(USER_ID, "/end")
    assert "案件已结束" in ended.plain_text() and "去除个人信息" in ended.plain_text()
    [again] = await running.say(USER_ID, "/end")
    assert "案件已结束" in again.plain_text() and "去除个人信息" not in again.plain_text()

    [fresh] = await running.say(USER_ID, "/new")
    assert "新案件" in fresh.plain_text()
    [question] = await running.say(USER_ID, "又被欠薪了")
    assert question.buttons() and "哪一年" in question.plain_text(), "a new case starts without a date"


async def test_earlier_button_asks_to_type_the_date(running: RunningBot) -> None:
    [question] = await running.say(USER_ID, "继承纠纷")
    before = len(running.server.messages(USER_ID))
    running.server.press_button(USER_ID, question, "更早")
    [hint] = (await running.server.wait_for_messages(USER_ID, before + 1))[before:]
    assert "直接输入" in hint.plain_text()
    [answer] = await running.say(USER_ID, "1998年5月")
    assert "按1998-05时有效的法律" in answer.plain_text() and "继承纠纷" in answer.plain_text()


async def test_long_reply_arrives_as_several_valid_messages(server: FakeTelegramServer, store: Store) -> None:
    service = ScriptedLawyerService(store, answer_chars=11000, citations=30)
    running = await start_bot(server, store, service)
    try:
        await running.say(USER_ID, "2015年工资问题", replies=4)
        await running.settle()
        parts = server.messages(USER_ID)
        assert len(parts) >= 4
        assert all(len(part.text or "") <= 4096 for part in parts)  # and the fake parsed each one
        citation = "• 《中华人民共和国劳动合同法》第三十条（2012-12-28，有效期 2013-07-01至今）"
        assert sum(part.plain_text().count(citation) for part in parts) == 30
        assert "<注意>&" in parts[0].plain_text(), "agent text is escaped, not interpreted"
        assert [bool(part.buttons()) for part in parts] == [False] * (len(parts) - 1) + [True]
    finally:
        await running.stop()


async def test_typing_is_shown_while_a_slow_answer_is_prepared(server: FakeTelegramServer, store: Store) -> None:
    running = await start_bot(server, store, ScriptedLawyerService(store, latency_s=1.0))
    try:
        await running.say(USER_ID, "2015年欠薪")
        assert server.calls_of("sendChatAction"), "typing indicator while the agent works"
    finally:
        await running.stop()


async def test_a_long_answer_is_announced_once_and_a_quick_one_not_at_all(
    server: FakeTelegramServer, store: Store, monkeypatch
) -> None:
    """Past the notice threshold "typing…" alone reads as a hang: one message says it is still being checked."""
    import bot.delivery

    monkeypatch.setattr(bot.delivery, "SLOW_NOTICE_S", 0.3)
    service = ScriptedLawyerService(store, latency_s=1.2)
    running = await start_bot(server, store, service)
    try:
        server.push_message(USER_ID, "2015年欠薪")
        notice, answer = await server.wait_for_messages(USER_ID, 2)
        assert "还在核对" in notice.plain_text() and not notice.buttons()
        assert "欠薪" in answer.plain_text()
        service.latency_s = 0.0
        server.push_message(USER_ID, "2016年欠薪")
        await server.wait_for_messages(USER_ID, 3)
        await running.settle(0.5)
        assert sum("还在核对" in m.plain_text() for m in server.messages(USER_ID)) == 1
    finally:
        await running.stop()


async def test_a_date_sent_with_the_question_is_joined_into_one_turn(
    server: FakeTelegramServer, store: Store
) -> None:
    """Question and date sent together are one turn: the answer, not a date question."""
    running = await start_bot(server, store, ScriptedLawyerService(store, latency_s=0.3))
    try:
        server.push_message(USER_ID, "房东不退押金怎么办")
        server.push_message(USER_ID, "2019年")
        [answer] = await server.wait_for_messages(USER_ID, 1)
        assert "按2019时有效的法律" in answer.plain_text() and "房东不退押金" in answer.plain_text()
        await running.settle(0.5)
        assert len(server.messages(USER_ID)) == 1
        assert [call.text for call in running.service.calls] == ["房东不退押金怎么办\n2019年"]
    finally:
        await running.stop()


async def test_stopping_waits_for_the_answer_in_progress(server: FakeTelegramServer, store: Store) -> None:
    running = await start_bot(server, store, ScriptedLawyerService(store, latency_s=0.5))
    server.push_message(USER_ID, "2015年的欠薪问题")
    await running.until(lambda: bool(running.service.calls))
    await running.stop()  # SIGTERM while the agent works
    [answer] = server.messages(USER_ID)
    assert "按2015时有效的法律" in answer.plain_text()
