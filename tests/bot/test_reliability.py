"""Duplicate deliveries, throttling, the error boundary, feedback buttons, menus and language."""

from __future__ import annotations

import gc

from core.store import Store
from tests.bot.conftest import DATED, DATED_ANSWER, OTHER_USER_ID, QUESTION, USER_ID, RunningBot, lawyer_model, start_bot
from tests.fakes.telegram_server import FakeTelegramServer


async def test_duplicate_update_is_processed_once(running: RunningBot) -> None:
    server = running.server
    update_id = server.push_message(USER_ID, DATED, times=2)
    await server.wait_for_messages(USER_ID, 1)
    await running.until(lambda: server.pending_updates() == 0)  # both copies confirmed
    await running.settle(0.3)
    assert server.deliveries[update_id] == 2
    assert len(server.messages(USER_ID)) == 1
    assert [call.text for call in running.service.calls] == [DATED]
    assert not await running.store.claim_update(update_id), "the id stays claimed"


async def test_feedback_buttons_are_stored_and_acknowledged(running: RunningBot) -> None:
    server = running.server
    [answer] = await running.say(USER_ID, DATED)
    turn_id = running.rows("SELECT id FROM turns ORDER BY id DESC LIMIT 1")[0]["id"]
    server.press_button(USER_ID, answer, "👎")
    await server.wait_until(lambda: any("✓" in b["text"] for b in answer.buttons()))
    assert running.rows("SELECT value, user_key FROM feedback WHERE turn_id = ?", [turn_id]) == [
        {"value": -1, "user_key": "tg:101"}
    ]
    ack = server.calls_of("answerCallbackQuery")[-1]
    assert "谢谢" in ack.params["text"]

    server.press_button(USER_ID, answer, "👍")  # a change of mind: last vote wins
    await server.wait_until(lambda: "✓" in answer.buttons()[0]["text"])
    assert running.rows("SELECT value FROM feedback WHERE turn_id = ?", [turn_id]) == [{"value": 1}]


async def test_feedback_on_someone_elses_turn_is_refused(running: RunningBot) -> None:
    server = running.server
    [answer] = await running.say(USER_ID, DATED)
    data = answer.buttons()[0]["callback_data"]
    calls = len(server.calls_of("answerCallbackQuery"))
    server.push_callback(OTHER_USER_ID, data, message_id=answer.message_id, chat_id=USER_ID)
    await server.wait_for_call("answerCallbackQuery", calls + 1)
    assert "不属于您" in server.calls_of("answerCallbackQuery")[-1].params["text"]
    assert running.rows("SELECT * FROM feedback") == []


async def test_error_boundary_apologises_with_a_reference(server: FakeTelegramServer, store: Store, make_service) -> None:
    running = await start_bot(server, store, make_service(store, lawyer_model(fail_marker="BOOM")))
    try:
        [apology] = await running.say(USER_ID, "2013年，累犯可以适用缓刑吗？BOOM")
        [event] = running.events("error")
        ref = event["detail"]["ref"]
        assert ref in apology.plain_text() and "抱歉" in apology.plain_text()
        assert "RuntimeError: scripted failure" in event["detail"]["error"]
        assert "BOOM" in event["detail"]["update"]
        [answer] = await running.say(USER_ID, DATED)
        assert answer.plain_text().startswith(DATED_ANSWER)
    finally:
        await running.stop()


async def test_start_help_and_command_menu(running: RunningBot) -> None:
    [hello] = await running.say(USER_ID, "/start")
    assert "您好，Test" in hello.plain_text()
    [help_] = await running.say(USER_ID, "/help", language_code="zh")
    assert "/date" in help_.plain_text()
    assert "/draft" in help_.plain_text() and "起诉状" in help_.plain_text()
    names = [command["command"] for command in running.server.commands[""]]
    assert names == ["start", "help", "new", "date", "end", "draft", "history", "language", "privacy", "forget"]
    assert running.server.commands["zh"][5] == {"command": "draft", "description": "起草民事起诉状"}
    assert running.server.commands["zh"][2]["description"] == "开始新案件"


async def test_language_switch_sticks(running: RunningBot) -> None:
    server = running.server
    [picker] = await running.say(USER_ID, "/language")
    server.press_button(USER_ID, picker, "English")
    await server.wait_until(lambda: "English" in picker.plain_text())
    [answer] = await running.say(USER_ID, QUESTION)  # Chinese client, Chinese text: the bot's words stay English
    assert "Tap a year" in answer.plain_text()


async def test_language_from_script_when_telegram_gives_none(running: RunningBot) -> None:
    [answer] = await running.say(USER_ID, "Could a recidivist get probation?", language_code=None)
    assert "when did this happen" in answer.plain_text()
    [answer] = await running.say(OTHER_USER_ID, QUESTION, language_code=None)
    assert "事情发生的时间" in answer.plain_text()


async def test_objects_loaded_before_serving_are_kept_out_of_garbage_collection(
    server: FakeTelegramServer, store: Store, make_service
) -> None:
    """Full collections over the loaded heap stalled every chat for up to 0.7 s under load."""
    gc.unfreeze()
    bot = await start_bot(server, store, make_service(store))
    try:
        assert gc.get_freeze_count() > 10_000, "what was loaded before serving is frozen"
        reply = await bot.say(1, "/help")
        assert reply, "the bot still answers"
    finally:
        await bot.stop()
    assert gc.get_freeze_count() == 0, "handed back to the collector when the bot stops"
