"""The date dialogue through Telegram with the real agent (scripted model, small real index): the
agent alone knows whether a date is awaited, and a month question offers months."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from core.agent import AgentSettings, LawyerAgent
from core.service import AgentService
from core.store import Store
from tests.bot.conftest import USER_ID, RunningBot, start_bot
from tests.conftest import FIXED_TODAY
from tests.core.test_agent import scripted
from tests.fakes.telegram_server import FakeTelegramServer

QUESTION = "2011年，刑法第七十四条对我适用吗？"


@pytest.fixture
async def real_agent_bot(server: FakeTelegramServer, store: Store, retriever) -> AsyncIterator[RunningBot]:
    model = scripted("依据《中华人民共和国刑法》第七十四条，累犯不适用缓刑。")
    agent = LawyerAgent(retriever, model, AgentSettings(undated_lookback_years=0), today=lambda: FIXED_TODAY)
    running = await start_bot(server, store, AgentService(agent, store))
    yield running
    await running.stop()


async def tap(running: RunningBot, message, label: str):
    before = len(running.server.messages(USER_ID))
    running.server.press_button(USER_ID, message, label)
    [answer] = (await running.server.wait_for_messages(USER_ID, before + 1, 10.0))[before:]
    return answer


async def test_the_month_question_offers_months_and_a_tapped_month_answers_it(real_agent_bot: RunningBot) -> None:
    [question] = await real_agent_bot.say(USER_ID, QUESTION, timeout=10.0)
    labels = [button["text"] for button in question.buttons()]
    assert "2011-05-01" in question.plain_text()
    assert labels[:12] == [f"{month}月" for month in range(1, 13)] and "不记得月份" in labels
    assert "2010" not in labels and "2026" not in labels, "no year buttons under a month question"
    answer = await tap(real_agent_bot, question, "3月")
    assert "1997-10-01至2011-04-30" in answer.plain_text() and "2011年3月" in answer.plain_text()
    assert "2011-05-01至今" not in answer.plain_text().split("依据")[-1]
    assert any("👍" in button["text"] for button in answer.buttons())


async def test_not_remembering_the_month_gives_both_versions(real_agent_bot: RunningBot) -> None:
    [question] = await real_agent_bot.say(USER_ID, QUESTION, timeout=10.0)
    answer = await tap(real_agent_bot, question, "不记得")
    assert "1997-10-01至2011-04-30" in answer.plain_text() and "2011-05-01至今" in answer.plain_text()


async def test_a_bare_date_command_makes_the_next_message_the_date_even_after_a_restart(
    server: FakeTelegramServer, store: Store, retriever
) -> None:
    model = scripted("依据《中华人民共和国刑法》第七十四条，累犯不适用缓刑。")
    service = AgentService(LawyerAgent(retriever, model, AgentSettings(undated_lookback_years=0), today=lambda: FIXED_TODAY), store)
    first = await start_bot(server, store, service)
    [prompt] = await first.say(USER_ID, "/date")
    assert "2026" in [button["text"] for button in prompt.buttons()]
    await first.stop()
    second = await start_bot(server, store, service)
    try:
        [confirmed] = await second.say(USER_ID, "2010年", timeout=10.0)
        assert "案件日期设为 2010年" in confirmed.plain_text()
        assert model.calls == [], "a date answer is no question for the model"
    finally:
        await second.stop()
