"""A consultation end to end through the real service: the date question, the year keyboard,
typed dates, restarts, and a long answer with every block the agent composes."""

from __future__ import annotations

from core.store import Store
from tests.bot.conftest import DATED, QUESTION, USER_ID, RunningBot, lawyer_model, start_bot
from tests.conftest import FIXED_TODAY
from tests.fakes.telegram_server import FakeTelegramServer

OLD_74 = "对于累犯，不适用缓刑。"
NEW_74 = "对于累犯和犯罪集团的首要分子，不适用缓刑。"
SOURCE_74_OLD = "• 《中华人民共和国刑法》第七十四条（1997修订，有效期 1997-10-01至2011-04-30）"
SOURCE_74_NEW = "《中华人民共和国刑法》第七十四条（2011修正/刑法修正案（八），有效期 2011-05-01至今）"


async def test_agent_asks_for_the_date_and_the_year_button_answers(running: RunningBot) -> None:
    server = running.server
    [question] = await running.say(USER_ID, QUESTION)
    assert "事情发生的时间" in question.plain_text() and "2010年3月" in question.plain_text()
    years = [str(FIXED_TODAY.year - n) for n in range(8)]
    assert [button["text"] for button in question.buttons()][: len(years)] == years

    before = len(server.messages(USER_ID))
    server.press_button(USER_ID, question, "2019")
    [answer] = (await server.wait_for_messages(USER_ID, before + 1))[before:]
    text = answer.plain_text()
    assert text.startswith("案件日期：2019年")
    assert SOURCE_74_NEW in text and "1997-10-01至2011-04-30" not in text, "the version in force in 2019"
    assert any("👍" in button["text"] for button in answer.buttons())
    assert question.reply_markup is None, "the year keyboard is removed once answered"
    assert server.calls_of("answerCallbackQuery")
    assert [call.method for call in running.service.calls] == ["reply", "set_case_date"]


async def test_a_typed_date_answers_the_pending_question(running: RunningBot) -> None:
    await running.say(USER_ID, QUESTION)
    [answer] = await running.say(USER_ID, "2010年3月")
    assert answer.plain_text().startswith("案件日期：2010年3月") and SOURCE_74_OLD in answer.plain_text()
    [follow_up] = await running.say(USER_ID, "那如果不是累犯呢？")
    assert follow_up.plain_text().startswith("案件日期：2010年3月"), "the case keeps its date"


async def test_an_unparseable_date_is_asked_again(running: RunningBot) -> None:
    await running.say(USER_ID, QUESTION)
    [again] = await running.say(USER_ID, "很久以前")
    assert again.buttons() and "没能识别日期" in again.plain_text()
    [answer] = await running.say(USER_ID, "2012")
    assert answer.plain_text().startswith("案件日期：2012年") and SOURCE_74_NEW in answer.plain_text()


async def test_english_user_gets_english(running: RunningBot) -> None:
    [question] = await running.say(USER_ID, "Could a recidivist get probation?", language_code="en")
    assert "Tap a year" in question.plain_text()
    assert any("Earlier" in button["text"] for button in question.buttons())


async def test_restart_mid_conversation_keeps_the_pending_question(
    server: FakeTelegramServer, store: Store, make_service
) -> None:
    first = await start_bot(server, store, make_service(store))
    [question] = await first.say(USER_ID, QUESTION)
    assert question.buttons()
    await first.stop()

    # A new process: new dispatcher, bot and service instance, same database.
    second = await start_bot(server, store, make_service(store))
    try:
        assert await store.fsm_get_state(f"tg-fsm:{USER_ID}:{USER_ID}:default") is None, "the bot keeps no date state"
        [answer] = await second.say(USER_ID, "2010年")
        assert answer.plain_text().startswith("案件日期：2010年") and SOURCE_74_OLD in answer.plain_text()
        assert [call.method for call in second.service.calls] == ["reply"], "the agent knew the date was awaited"
    finally:
        await second.stop()


async def test_restart_then_tap_the_old_keyboard(server: FakeTelegramServer, store: Store, make_service) -> None:
    first = await start_bot(server, store, make_service(store))
    [question] = await first.say(USER_ID, QUESTION)
    await first.stop()
    second = await start_bot(server, store, make_service(store))
    try:
        before = len(server.messages(USER_ID))
        server.press_button(USER_ID, question, "2021")
        [answer] = (await server.wait_for_messages(USER_ID, before + 1))[before:]
        assert answer.plain_text().startswith("案件日期：2021年") and SOURCE_74_NEW in answer.plain_text()
    finally:
        await second.stop()


async def test_updates_pushed_while_the_bot_is_down_are_handled_after_restart(
    server: FakeTelegramServer, store: Store, make_service
) -> None:
    first = await start_bot(server, store, make_service(store))
    await first.say(USER_ID, "2013年，累犯可以适用缓刑吗？")
    await first.stop()
    server.push_message(USER_ID, "那如果不是累犯呢？")
    second = await start_bot(server, store, make_service(store))
    try:
        [answer] = (await server.wait_for_messages(USER_ID, 2))[1:]
        assert answer.plain_text().startswith("案件日期：2013年")
    finally:
        await second.stop()


async def test_new_date_and_end_commands(running: RunningBot) -> None:
    await running.say(USER_ID, "2013年，累犯可以适用缓刑吗？")
    [changed] = await running.say(USER_ID, "/date 2018年5月")
    assert "2018年5月" in changed.plain_text()

    [prompt] = await running.say(USER_ID, "/date")
    assert prompt.buttons() and "哪一年" in prompt.plain_text()
    [confirmed] = await running.say(USER_ID, "2010")
    assert "2010年" in confirmed.plain_text()
    [answer] = await running.say(USER_ID, QUESTION)
    assert answer.plain_text().startswith("案件日期：2010年") and SOURCE_74_OLD in answer.plain_text()

    [ended] = await running.say(USER_ID, "/end")
    assert "案件已结束" in ended.plain_text()
    [fresh] = await running.say(USER_ID, "/new")
    assert "新案件" in fresh.plain_text()
    [question] = await running.say(USER_ID, QUESTION)
    assert question.buttons() and "事情发生的时间" in question.plain_text(), "a new case starts without a date"


async def test_earlier_button_asks_to_type_the_date(running: RunningBot) -> None:
    [question] = await running.say(USER_ID, QUESTION)
    before = len(running.server.messages(USER_ID))
    running.server.press_button(USER_ID, question, "更早")
    [hint] = (await running.server.wait_for_messages(USER_ID, before + 1))[before:]
    assert "直接输入" in hint.plain_text()
    [answer] = await running.say(USER_ID, "1998年5月")
    assert answer.plain_text().startswith("案件日期：1998年5月") and SOURCE_74_OLD in answer.plain_text()


async def test_long_answer_keeps_its_comparison_removal_note_and_sources_across_messages(
    server: FakeTelegramServer, store: Store, make_service
) -> None:
    """A ringleader's 2010 question: the model writes a long answer citing 第七十四条 and an article
    that does not exist. The bot shows the 2010 wording beside today's under 刑法第十二条, says the
    invented citation was removed, and delivers the sources block whole, in valid messages."""
    paragraph = "缓刑的适用取决于行为时的法律<注意>&。"
    # The conclusion agrees with 第七十四条's 2010 wording (one read as contradicting it is replaced by its words).
    draft = ("依据《中华人民共和国刑法》第七十四条和《中华人民共和国刑法》第九百九十九条，2010年时只有累犯不适用缓刑，"
             "首要分子是否缓刑看第七十二条的条件。\n\n") + "\n\n".join(
        [f"要点{n}：" + paragraph * 20 for n in range(22)])  # distinct: a repeated line is taken out as a loop
    running = await start_bot(server, store, make_service(store, lawyer_model(draft)))
    try:
        server.push_message(USER_ID, "2010年我是犯罪集团的首要分子，刑法第七十四条下能适用缓刑吗？")
        await running.until(lambda: bool(running.rows("SELECT id FROM turns")))
        await running.settle()
        parts = server.messages(USER_ID)
        texts = [part.plain_text() for part in parts]
        assert len(parts) >= 3 and all(len(part.text or "") <= 4096 for part in parts)
        whole = "\n".join(texts)
        assert texts[0].startswith("案件日期：2010年")
        assert "<注意>&" in texts[0], "agent text is escaped, not interpreted"
        assert "第十二条" in whole and OLD_74 in whole and NEW_74 in whole, "the comparison block"
        assert "无法在案件日期有效的法规中核实，已删除" in whole and "第九百九十九条" in whole
        [sources] = [text for text in texts if "依据（案件日期有效的版本）：" in text]
        block = sources[sources.index("依据（案件日期有效的版本）："):]
        assert SOURCE_74_OLD in block and "第九百九十九条" not in block, "the sources block arrives whole"
        assert [bool(part.buttons()) for part in parts] == [False] * (len(parts) - 1) + [True]
    finally:
        await running.stop()


async def test_typing_is_shown_while_a_slow_answer_is_prepared(server: FakeTelegramServer, store: Store, make_service) -> None:
    running = await start_bot(server, store, make_service(store, lawyer_model(latency_s=0.6)))
    try:
        await running.say(USER_ID, DATED)
        assert server.calls_of("sendChatAction"), "typing indicator while the agent works"
    finally:
        await running.stop()


async def test_a_long_answer_is_announced_once_and_a_quick_one_not_at_all(
    server: FakeTelegramServer, store: Store, make_service, monkeypatch
) -> None:
    """Past the notice threshold "typing…" alone reads as a hang: one message says it is still being checked."""
    import bot.delivery

    monkeypatch.setattr(bot.delivery, "SLOW_NOTICE_S", 0.5)
    model = lawyer_model(latency_s=1.0)  # a draft and its review: about 2 s
    running = await start_bot(server, store, make_service(store, model))
    try:
        server.push_message(USER_ID, DATED)
        notice, answer = await server.wait_for_messages(USER_ID, 2, timeout=15)
        assert "还在核对" in notice.plain_text() and not notice.buttons()
        assert answer.plain_text().startswith("案件日期：2013年")
        model.latency_s = 0.0
        server.push_message(USER_ID, "那如果不是累犯呢？")
        await server.wait_for_messages(USER_ID, 3, timeout=15)
        await running.settle(0.5)
        assert sum("还在核对" in m.plain_text() for m in server.messages(USER_ID)) == 1
    finally:
        await running.stop()


async def test_a_date_sent_with_the_question_is_joined_into_one_turn(
    server: FakeTelegramServer, store: Store, make_service
) -> None:
    """Question and date sent together are one turn: the answer, not a date question."""
    running = await start_bot(server, store, make_service(store, lawyer_model(latency_s=0.3)))
    try:
        server.push_message(USER_ID, QUESTION)
        server.push_message(USER_ID, "2010年")
        [answer] = await server.wait_for_messages(USER_ID, 1, timeout=15)
        assert answer.plain_text().startswith("案件日期：2010年") and SOURCE_74_OLD in answer.plain_text()
        await running.settle(0.5)
        assert len(server.messages(USER_ID)) == 1
        assert [call.text for call in running.service.calls] == [QUESTION + "\n2010年"]
    finally:
        await running.stop()


async def test_stopping_waits_for_the_answer_in_progress(server: FakeTelegramServer, store: Store, make_service) -> None:
    running = await start_bot(server, store, make_service(store, lawyer_model(latency_s=0.5)))
    server.push_message(USER_ID, "2013年，累犯可以适用缓刑吗？")
    await running.until(lambda: bool(running.service.calls))
    await running.stop()  # SIGTERM while the agent works
    [answer] = server.messages(USER_ID)
    assert answer.plain_text().startswith("案件日期：2013年")
