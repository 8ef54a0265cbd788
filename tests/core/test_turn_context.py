"""The relevance gate searches only for what retrieval lacked, each search once."""

from __future__ import annotations

import pytest

from core.dialogue_state import CaseDate
from core.governing import PART_SEARCH_DEPTH, Gated, Governing, Part, lead_with_principals
from core.retrieve import retrieve
from core.turn_context import TurnContext
from index.retrieval import Retriever
from tests.conftest import FIXED_TODAY

CIVIL_CODE, CRIMINAL_LAW = "中华人民共和国民法典", "中华人民共和国刑法"


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
