"""Everything a user can send that is not a question: a clear answer, an event, nothing broken."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from core.store import Store
from tests.bot.conftest import DATED, DATED_ANSWER, USER_ID, RunningBot, lawyer_model, start_bot
from tests.fakes.telegram_server import FakeTelegramServer


async def _answer_to(running: RunningBot, push: Callable[[], int]) -> str:
    before = len(running.server.messages(USER_ID))
    push()
    [answer] = (await running.server.wait_for_messages(USER_ID, before + 1))[before:]
    return answer.plain_text()


@pytest.mark.parametrize(
    ("push", "expected", "kind"),
    [
        (lambda s: s.push_sticker(USER_ID), "贴纸", "sticker"),
        (lambda s: s.push_photo(USER_ID, caption="看图"), "图片", "photo"),
        (lambda s: s.push_voice(USER_ID), "语音", "voice"),
        (lambda s: s.push_document(USER_ID), "文件", "document"),
        (
            lambda s: s.push_content(USER_ID, {"location": {"latitude": 1.0, "longitude": 2.0}}),
            "这类消息",
            "other",
        ),
        (lambda s: s.push_message(USER_ID, ""), "空的", "empty"),
        (lambda s: s.push_message(USER_ID, "   \n "), "空的", "empty"),
        (lambda s: s.push_message(USER_ID, "/frobnicate now"), "不认识这个命令", "unknown_command"),
        (lambda s: s.push_edited(USER_ID, 1, "改一下"), "修改过的消息", "edited"),
    ],
)
async def test_bad_input_is_answered_and_logged(
    running: RunningBot, push: Callable[[FakeTelegramServer], int], expected: str, kind: str
) -> None:
    assert expected in await _answer_to(running, lambda: push(running.server))
    [event] = running.events("bad_input")
    assert event["detail"]["kind"] == kind and event["user_key"] == f"tg:{USER_ID}"
    assert running.service.calls == []
    [answer] = await running.say(USER_ID, DATED, language_code="zh")
    assert answer.plain_text().startswith(DATED_ANSWER), "the bot still works"


async def test_bad_input_in_english(running: RunningBot) -> None:
    [answer] = await running.say(USER_ID, "/nope", language_code="en")
    assert "I don't know that command" in answer.plain_text()


async def test_huge_message_is_refused_politely(running: RunningBot) -> None:
    [answer] = await running.say(USER_ID, "欠薪" * 10_000)
    assert "太长" in answer.plain_text() and "20000" in answer.plain_text() and "4000" in answer.plain_text()
    [event] = running.events("bad_input")
    assert event["detail"] == {"kind": "too_long", "length": 20_000}
    assert running.service.calls == []


async def test_group_is_told_once_and_never_answered(running: RunningBot) -> None:
    server = running.server
    group = -500
    [notice] = await running.say(USER_ID, DATED, chat_id=group, chat_type="group")
    assert "私聊" in notice.plain_text()
    server.push_group_message(group, USER_ID, "/start")
    server.push_group_message(group, 103, "还有人吗", chat_type="group")
    server.push_channel_post(-600, "channel news")
    await running.until(lambda: len(running.events("non_private_chat")) == 4)
    await running.settle(0.2)
    assert len(server.messages(group)) == 1 and server.messages(-600) == []
    assert running.service.calls == []
    assert {event["detail"]["chat_type"] for event in running.events("non_private_chat")} == {
        "group",
        "channel",
    }
    assert not running.rows("SELECT * FROM users"), "group members are not registered as users"


async def test_group_notice_is_not_repeated_after_restart(server: FakeTelegramServer, store: Store, make_service) -> None:
    group = -501
    first = await start_bot(server, store, make_service(store))
    await first.say(USER_ID, "hello", chat_id=group, chat_type="supergroup")
    await first.stop()
    second = await start_bot(server, store, make_service(store))
    try:
        server.push_group_message(group, USER_ID, "hello again", chat_type="supergroup")
        await second.until(lambda: len(second.events("non_private_chat")) == 2)
        await second.settle(0.2)
        assert len(server.messages(group)) == 1
    finally:
        await second.stop()


async def test_injected_markup_neither_renders_nor_breaks_sending(
    server: FakeTelegramServer, store: Store, make_service
) -> None:
    """Model text with markup goes through Telegram's HTML parse mode as plain text."""
    draft = '依据《中华人民共和国刑法》第七十四条，累犯不适用缓刑。<a href="x:y">点我</a><b>'
    running = await start_bot(server, store, make_service(store, lawyer_model(draft)))
    try:
        [answer] = await running.say(USER_ID, DATED)
        assert '<a href="x:y">点我</a><b>' in answer.plain_text()
        assert "<a " not in (answer.text or "") and "&lt;a href=" in (answer.text or "")
        assert not running.server.errors()
    finally:
        await running.stop()