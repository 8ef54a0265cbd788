"""/privacy and /forget: deletion needs confirmation and removes only the asking user's data."""

from __future__ import annotations

from tests.bot.conftest import DATED, OTHER_USER_ID, QUESTION, USER_ID, RunningBot


async def test_privacy_is_concrete(running: RunningBot) -> None:
    [zh] = await running.say(USER_ID, "/privacy")
    for fact in ("SQLite", "去除个人信息", "汇总统计", "/forget", "评价"):
        assert fact in zh.plain_text()
    [en] = await running.say(OTHER_USER_ID, "/privacy", language_code="en")
    for fact in ("SQLite", "de-identified", "aggregate statistics", "/forget", "feedback"):
        assert fact in en.plain_text()


async def test_forget_after_confirmation_removes_only_my_data(running: RunningBot) -> None:
    server = running.server
    await running.say(USER_ID, DATED)
    await running.say(USER_ID, "那如果不是累犯呢？")  # two turns and an open case
    await running.say(OTHER_USER_ID, QUESTION)  # pending date question (FSM row)
    assert running.rows("SELECT * FROM turns WHERE user_key = 'tg:101'")

    [confirm] = await running.say(USER_ID, "/forget")
    assert "无法撤销" in confirm.plain_text()
    server.press_button(USER_ID, confirm, "确认删除")
    await server.wait_until(lambda: "已删除" in confirm.plain_text())
    assert confirm.reply_markup is None

    mine = "tg:101"
    for table in ("users", "turns", "cases", "chats", "events", "fsm"):
        assert not running.rows(f"SELECT * FROM {table} WHERE user_key = ?", [mine]), table
    assert running.rows("SELECT * FROM feedback") == []
    theirs = "tg:102"
    assert running.rows("SELECT * FROM users WHERE user_key = ?", [theirs])
    assert running.rows("SELECT * FROM turns WHERE user_key = ?", [theirs])
    assert running.rows("SELECT * FROM fsm WHERE user_key = ?", [theirs])
    [audit] = running.events("forget")
    assert audit["user_key"] is None and audit["detail"]["removed"] > 5

    # The other user's pending question survived.
    [answer] = await running.say(OTHER_USER_ID, "2010年")
    assert answer.plain_text().startswith("案件日期：2010年") and "1997-10-01至2011-04-30" in answer.plain_text()


async def test_forget_cancelled_deletes_nothing(running: RunningBot) -> None:
    await running.say(USER_ID, DATED)
    [confirm] = await running.say(USER_ID, "/forget")
    running.server.press_button(USER_ID, confirm, "取消")
    await running.server.wait_until(lambda: "什么都没有删除" in confirm.plain_text())
    assert running.rows("SELECT * FROM turns WHERE user_key = 'tg:101'")
    assert running.service.calls[-1].method == "reply"
