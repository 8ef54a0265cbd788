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


async def test_privacy_says_what_memory_does_with_summaries(running: RunningBot) -> None:
    """Summaries keep their source case (so /forget can remove them): the notice must not claim otherwise."""
    [zh] = await running.say(USER_ID, "/privacy")
    assert "不再与您关联" not in zh.plain_text() and "/forget 会删除只来自您的案件的摘要" in zh.plain_text()
    assert "闲置" in zh.plain_text() and "向量库" in zh.plain_text()
    [en] = await running.say(OTHER_USER_ID, "/privacy", language_code="en")
    assert "no longer linked" not in en.plain_text() and "came only from your cases" in en.plain_text()


async def test_forget_after_confirmation_removes_only_my_data(running: RunningBot) -> None:
    server = running.server
    await running.say(USER_ID, DATED)
    await running.say(USER_ID, "那如果不是累犯呢？")  # two turns and an open case
    await running.say(OTHER_USER_ID, QUESTION)  # pending date question (in their dialogue state)
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
    assert running.rows("SELECT * FROM chats WHERE user_key = ?", [theirs]), "their dialogue state, with the pending question"
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


async def test_after_forget_no_table_holds_the_users_id_or_words(running: RunningBot) -> None:
    """Every table of the whole database is searched, not only the ones /forget knows about."""
    server, user_id, words = running.server, 987654321, "邻居家的狗咬伤了我"
    [question] = await running.say(user_id, words)  # a date question: FSM state with the words
    [answer] = await running.say(user_id, "2021年")
    server.press_button(user_id, answer, "👍")
    await server.wait_until(lambda: any("✓" in b["text"] for b in answer.buttons()))
    await running.say(user_id, "x" * 5000)  # refused as too long: an audit event about the user
    assert _tables_mentioning(running, str(user_id), words), "the search finds the user before"

    [confirm] = await running.say(user_id, "/forget")
    server.press_button(user_id, confirm, "确认删除")
    await server.wait_until(lambda: "已删除" in confirm.plain_text())
    await running.settle(0.3)
    assert _tables_mentioning(running, str(user_id), words) == {}


def _tables_mentioning(running: RunningBot, *needles: str) -> dict[str, int]:
    """How many rows of each table contain any needle in any column (as text)."""
    tables = [row["name"] for row in running.rows("SELECT name FROM sqlite_master WHERE type = 'table'")]
    found = {}
    for table in tables:
        rows = running.rows(f'SELECT * FROM "{table}"')
        hits = sum(any(needle in str(value) for value in row.values() for needle in needles) for row in rows)
        if hits:
            found[table] = hits
    return found
