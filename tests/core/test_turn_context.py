"""One turn analyses its message and question once, and the relevance gate searches only for what
retrieval lacked, each search once."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

import index.query_analysis
from core.agent import AgentSettings, LawyerAgent
from core.contract import UserRef
from core.dialogue_state import CaseDate, DialogueState
from core.governing import PART_SEARCH_DEPTH, Gated, Governing, Part, lead_with_principals
from core.retrieve import retrieve
from core.service import AgentService
from core.store import Store
from core.turn_context import TurnContext
from index.retrieval import Retriever
from tests.conftest import FIXED_TODAY
from tests.core.test_agent import make_agent, scripted

CIVIL_CODE, CRIMINAL_LAW = "中华人民共和国民法典", "中华人民共和国刑法"
#: A 2022 loan: retrieval brings no 民法典 passage of the loan field, so the gate searches inside 民法典 for its lead.
LOAN = "朋友借钱不还，我想起诉"


@pytest.fixture
def analysed(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Texts analysed, counted wherever a module imported `analyze`."""
    counts: Counter[str] = Counter()
    original = index.query_analysis.analyze

    def counting(text, today, *args, **kwargs):
        counts[text] += 1
        return original(text, today, *args, **kwargs)

    for module in list(sys.modules.values()):
        if getattr(module, "analyze", None) is original:
            monkeypatch.setattr(module, "analyze", counting)
    return counts


@pytest.fixture
def searches(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, list[str] | None, int]]:
    """Searches of the index: (query, laws, top)."""
    asked: list[tuple[str, list[str] | None, int]] = []
    search = Retriever.search

    def counting(retriever, query, *args, **kwargs):
        asked.append((query, kwargs.get("laws"), kwargs.get("top")))
        return search(retriever, query, *args, **kwargs)

    monkeypatch.setattr(Retriever, "search", counting)
    return asked


async def test_two_fields_resting_on_parts_of_one_law_search_it_once(retriever, searches) -> None:
    """A divorce and an inheritance in one question, with none of 民法典's passages at hand: each
    part leads with its own article, from one search inside 民法典 (it was searched once per part)."""
    question = "离婚后父亲去世，遗产怎么分"
    context = TurnContext.of(retriever, question, CaseDate("2022-03-01", "2022-03-01", "day", "test"), 6, FIXED_TODAY, "zh")
    criminal = await retrieve(context, 2, laws=[CRIMINAL_LAW])
    searches.clear()
    marriage, succession = Part(CIVIL_CODE, (1040, 1118)), Part(CIVIL_CODE, (1119, 1163))
    rule = Governing(["marriage", "succession"], [CIVIL_CODE], [CIVIL_CODE], leads=[marriage, succession])
    led = await lead_with_principals(context, Gated(criminal, rule, "pass"))
    first, second = led.found.evidence[:2]
    assert marriage.holds(first.version) and succession.holds(second.version)
    assert searches == [(question, [CIVIL_CODE], PART_SEARCH_DEPTH)]


async def test_a_date_answer_analyses_the_waiting_question_once(retriever, analysed, searches) -> None:
    agent = make_agent(retriever, scripted("依据《中华人民共和国民法典》第五百七十七条，应当承担违约责任。"), undated_lookback_years=0)
    asked = await agent.turn(DialogueState(), LOAN)
    assert asked.asked_for_date and analysed == {LOAN: 1}
    analysed.clear()
    outcome = await agent.turn(asked.state, "2022年6月")
    assert outcome.trajectory.question == LOAN and outcome.trajectory.relevance["action"] == "focused"
    assert analysed == {"2022年6月": 1, LOAN: 1}, "the gate's own search reuses the question's analysis"
    assert searches == [(LOAN, None, 6), (LOAN, ["中华人民共和国民法典"], 10)], \
        "retrieval once, then only the principal law retrieval did not bring"


async def test_the_service_and_the_agent_analyse_a_message_once(retriever, analysed, tmp_path: Path) -> None:
    store = Store(tmp_path / "db.sqlite")
    await store.open()
    agent = LawyerAgent(retriever, scripted("unused"), AgentSettings(undated_lookback_years=0), today=lambda: FIXED_TODAY)
    service = AgentService(agent, store)
    who = UserRef(user_key="tg:1", chat_key="tg:1", language="zh")
    reply = await service.reply(who, LOAN)
    assert reply.asked_for_date and analysed == {LOAN: 1}
    await store.close()
