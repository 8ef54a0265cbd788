"""The codification links in a consultation (继承法 <-> 民法典 继承编): an old article in the
sources shows the 民法典 article that carries it on; a 民法典 article named for a case before 2021
is searched as its predecessor, and the reply says so."""

from __future__ import annotations

from datetime import date

from core.citations import sources_block
from core.codification import predecessors_for_case, successor_note
from core.dialogue_state import CaseDate
from core.retrieve import retrieve
from core.turn_context import TurnContext
from index.law_names import CIVIL_CODE, INHERITANCE_LAW
from index.query_analysis import ArticleRef, analyze
from tests.conftest import FIXED_TODAY

YEAR_2015 = CaseDate("2015-01-01", "2015-12-31", "year", "message")
QUESTION = "父亲2015年去世没有遗嘱，按民法典第一千一百二十七条谁是第一顺序继承人？"


def test_an_old_article_in_the_sources_names_its_civil_code_successor(retriever) -> None:
    [old] = retriever.versions_of(INHERITANCE_LAW, 10)
    assert successor_note(old, "zh") == "现行《民法典》第一千一百二十七条与此相同"
    block = sources_block([old], "zh")
    assert "《中华人民共和国继承法》第十条（1985，有效期 1985-10-01至2020-12-31；现行《民法典》第一千一百二十七条与此相同）" in block
    assert "now Civil Code 第一千一百二十七条" in sources_block([old], "en")
    [code] = retriever.versions_of(CIVIL_CODE, 1127)
    assert successor_note(code, "zh") is None, "民法典 itself has no successor"


def test_a_civil_code_article_named_for_2015_is_searched_as_its_predecessor(retriever) -> None:
    analysis = analyze(QUESTION, FIXED_TODAY)
    swapped, notices = predecessors_for_case(analysis, YEAR_2015.window, retriever.versions_of, "zh")
    assert swapped.articles == [ArticleRef(INHERITANCE_LAW, 10, 0)]
    assert CIVIL_CODE not in swapped.laws
    [notice] = notices
    assert "《继承法》第十条" in notice and "第一千一百二十七条" in notice and "2021-01-01" in notice
    later, none = predecessors_for_case(analysis, (date(2022, 1, 1), date(2022, 12, 31)), retriever.versions_of, "zh")
    assert later is analysis and none == []


async def test_retrieval_for_2015_brings_the_inheritance_law_not_a_not_covered_notice(retriever) -> None:
    found = await retrieve(TurnContext.of(retriever, QUESTION, YEAR_2015, 6, FIXED_TODAY, "zh"))
    assert (INHERITANCE_LAW, 10, 0) in {item.version.key for item in found.evidence}
    assert not found.nothing_answerable
    assert not [item for item in found.result.not_covered if item.law == CIVIL_CODE]
    assert any("前身《继承法》第十条" in note for note in found.codified) and not found.notices


async def test_a_2015_question_on_a_civil_code_article_is_answered_from_the_inheritance_law_with_the_link(retriever) -> None:
    from core.agent import AgentSettings, LawyerAgent
    from core.dialogue_state import DialogueState
    from core.rubric import verdict_lines
    from tests.fakes.scripted_model import ScriptedModel

    def respond(messages, tools) -> str:
        if any("审查员" in m.content or "strict legal reviewer" in m.content for m in messages):
            return verdict_lines([True, True])
        return "依照《中华人民共和国继承法》第十条，配偶、子女、父母是第一顺序继承人。"

    agent = LawyerAgent(retriever, ScriptedModel(respond=respond), AgentSettings(), today=lambda: FIXED_TODAY)
    outcome = await agent.turn(DialogueState(), QUESTION)
    assert not outcome.not_covered
    assert [(v.law, v.article) for v in outcome.citations] == [(INHERITANCE_LAW, 10)]
    assert "前身《继承法》第十条" in outcome.text, "the reply says why 继承法 answers"
    assert "现行《民法典》第一千一百二十七条与此相同" in outcome.text, "the sources show the link back"


def test_a_2019_lease_citing_contract_law_229_is_told_of_civil_code_725() -> None:
    from index.corpus import StatuteVersion, load_corpus
    from index.predecessors import CodificationLinks
    from index.common.settings import SHIPPED_CORPUS as CORPUS
    from index.predecessors_build import build_links

    lease = StatuteVersion("中华人民共和国合同法", 229, 0, "第二百二十九条", "1999", "1999-10-01", "2020-12-31",
                           "租赁物在租赁期间发生所有权变动的，不影响租赁合同的效力。")
    code = [r for r in load_corpus([CORPUS]) if r.law == CIVIL_CODE and 700 <= r.article <= 740]
    links = CodificationLinks(build_links([*code, lease], checked={})[0])
    assert successor_note(lease, "zh", links) == "现行《民法典》第七百二十五条与此相近"
