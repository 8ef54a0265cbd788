"""/history end to end through the fake Telegram server: the versions and changes as a message,
the timeline as a photo, the codification link, and a polite answer for a law the library lacks."""

from __future__ import annotations

from tests.bot.conftest import USER_ID, RunningBot


async def test_history_sends_the_versions_with_the_change_marked_and_a_timeline_photo(running: RunningBot) -> None:
    text, photo = await running.say(USER_ID, "/history 刑法第七十四条", replies=2)
    shown = text.plain_text()
    assert "第七十四条" in shown and "1997-10-01 至 2011-04-30" in shown and "2011-05-01 起（现行）" in shown
    assert "对于累犯，不适用缓刑。" in shown, "the first version in full"
    assert "<u>和犯罪集团的首要分子</u>" in (text.text or ""), "the 2011 insertion is underlined"
    assert photo.photo and photo.file_content and photo.file_content.startswith(b"\x89PNG")
    assert "第七十四条" in photo.plain_text(), "the caption names the article"
    assert running.service.calls[-1].method == "article_history"


async def test_history_in_english_and_across_the_codification(running: RunningBot) -> None:
    text, _ = await running.say(USER_ID, "/history Criminal Law Article 74", replies=2)
    assert "Criminal Law (刑法), Article 74" in text.plain_text() and "in force" in text.plain_text()
    old, _ = await running.say(USER_ID, "/history 继承法第十条", replies=2)
    shown = old.plain_text()
    assert "1985-10-01 至 2020-12-31" in shown and "→ 《民法典》第一千一百二十七条" in shown
    assert "<s>本法所说的</s><u>本编所称</u>" in (old.text or "")


async def test_history_of_a_law_the_library_lacks_names_the_nearest_it_holds(running: RunningBot) -> None:
    [reply] = await running.say(USER_ID, "/history 刑罚第74条")
    assert "没有找到" in reply.plain_text() and "《刑法》" in reply.plain_text()
    await running.settle()
    assert not any(m.photo for m in running.server.messages(USER_ID)), "no picture for nothing found"
