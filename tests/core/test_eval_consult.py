"""`tempolex eval consult`'s law-level agreement with the reference answers."""

from __future__ import annotations

from datetime import date
from types import SimpleNamespace

from core.evals.consult import invalid_citations, law_agreement, successor_laws
from core.trajectory import CaseWindow

COVERAGE = {"中华人民共和国劳动合同法": [20130701, 99991231], "中华人民共和国刑法": [19971001, 99991231],
            "中华人民共和国民法典": [20210101, 99991231]}
NONE = {}
LABOUR = {"answer": "法律依据：《中华人民共和国劳动合同法》第四十七条"}


def record(outcome: str, start: str = "2024-06-01", relevance: dict | None = None) -> SimpleNamespace:
    return SimpleNamespace(outcome=outcome, case_window=CaseWindow(start, start, "day", "test"), relevance=relevance or {})


def test_a_reply_citing_the_reference_law_is_a_hit_and_one_citing_only_others_a_misfire() -> None:
    assert law_agreement(LABOUR, {"中华人民共和国劳动合同法"}, record("answered"), COVERAGE, NONE)[:4] == (1, 0, 0, 0)
    assert law_agreement(LABOUR, {"中华人民共和国刑法"}, record("answered"), COVERAGE, NONE)[:4] == (0, 1, 0, 0)
    assert law_agreement(LABOUR, set(), record("answered"), COVERAGE, NONE)[:4] == (0, 0, 0, 0), "citing nothing is no misfire"


def test_saying_the_law_is_not_held_for_the_date_is_an_honest_abstain() -> None:
    assert law_agreement(LABOUR, set(), record("not_governed", "2010-06-01"), COVERAGE, NONE)[:4] == (0, 0, 1, 1)
    assert law_agreement(LABOUR, {"中华人民共和国刑法"}, record("answered", "2010-06-01"), COVERAGE, NONE)[:4] == (0, 1, 1, 0)


def test_an_answer_that_names_the_missing_reference_law_is_honest_not_a_misfire() -> None:
    said = {"laws": ["中华人民共和国劳动合同法", "中华人民共和国劳动法"], "held": ["中华人民共和国劳动法"],
            "said_missing": ["中华人民共和国劳动合同法"]}
    answered = record("answered", "2010-06-01", said)
    assert law_agreement(LABOUR, {"中华人民共和国劳动法"}, answered, COVERAGE, NONE)[:4] == (0, 0, 1, 1)
    other = {"laws": ["中华人民共和国治安管理处罚法"], "held": [], "said_missing": ["中华人民共和国治安管理处罚法"]}
    assert law_agreement(LABOUR, {"中华人民共和国劳动法"}, record("answered", "2010-06-01", other), COVERAGE, NONE)[:4] \
        == (0, 1, 1, 0), "a notice about another law says nothing about this question's"
    silent = {"laws": ["中华人民共和国劳动合同法"], "held": [], "said_missing": []}
    assert law_agreement(LABOUR, {"中华人民共和国劳动法"}, record("answered", "2010-06-01", silent), COVERAGE, NONE)[:4] \
        == (0, 1, 1, 0), "a gate that let the evidence pass showed no notice: the reply said nothing"


def test_a_reference_written_under_a_law_the_civil_code_repealed_is_matched_by_the_code_after_2021() -> None:
    from index.corpus import load_corpus
    from tests.conftest import CORPUS

    corpus = load_corpus([CORPUS])
    successors = successor_laws(lambda law, article, sub: [
        v for v in corpus if (v.law, v.article, v.article_sub) == (law, article, sub)])
    assert successors["中华人民共和国合同法"] == ("中华人民共和国民法典", date(2021, 1, 1))
    assert len(successors) == 9, "民法典 第一千二百六十条 repealed nine laws"
    contract = {"answer": "法律依据：《合同法》第一百零七条"}
    code = {"中华人民共和国民法典"}
    # hit, misfire, not held, honest, hit and misfire with successors
    assert law_agreement(contract, code, record("answered"), COVERAGE, successors) == (0, 1, 1, 0, 1, 0)
    assert law_agreement(contract, code, record("answered", "2019-06-01"), COVERAGE, successors)[4:] == (0, 1), \
        "before 2021 the Civil Code did not replace the Contract Law"


def test_shipped_citations_are_rechecked_against_the_case_window(retriever) -> None:
    text = "依据《中华人民共和国刑法》第七十四条和《中华人民共和国刑法》第九百条。"
    day = date(2010, 6, 1)
    assert invalid_citations(text, (day, day), retriever.versions_of) == ["《中华人民共和国刑法》第九百条"]


def test_the_notice_naming_removed_citations_is_not_a_shipped_citation(retriever) -> None:
    day = date(2010, 6, 1)
    text = "依据〔无法核实的法条引用已删除〕。\n\n说明：回答中有 1 处法条引用无法在案件日期有效的法规中核实，已删除：《中华人民共和国刑法》第九百条。"
    assert invalid_citations(text, (day, day), retriever.versions_of) == []


async def test_eval_consult_reports_article_hits_and_rouge_l_for_the_english_set(retriever, tmp_path) -> None:
    import json as jsonlib

    from core.evals.consult import evaluate
    from core.service import AgentService
    from core.store import Store
    from tests.core.test_agent import make_agent, scripted
    from tests.core.test_english_reply import DRAFT, QUESTION

    reference = "回答:感情确已破裂，调解无效的，应当准予离婚。法律依据:《民法典》第一千零七十九条 人民法院审理离婚案件，应当进行调解"
    rows = [{"id": "lawbench-3-8-dev-7", "question": QUESTION, "answer": reference},
            {"id": "lawbench-3-8-dev-8", "question": QUESTION, "answer": "法律依据:《中华人民共和国刑法》第七十四条"}]
    path = tmp_path / "en.jsonl"
    path.write_text("\n".join(jsonlib.dumps(row, ensure_ascii=False) for row in rows), encoding="utf-8")

    async def make_service(db):
        store = Store(db)
        await store.open()
        return AgentService(make_agent(retriever, scripted(DRAFT)), store)

    result = await evaluate(make_service, path, language="en")
    down = await evaluate(make_service_down(retriever), path, language="en")
    assert down["degraded"] == 2 and down["reference_article_hit"] == 0.0, "a degraded reply's source list is no citation"
    assert result["set"] == "en" and result["answered"] == 2 and result["invalid_citations_shipped"] == 0 and result["misattributed_shipped"] == 0
    assert result["items_with_reference_articles"] == 2
    assert result["reference_article_hit"] == 0.5, "the 民法典 reply hits the first reference, not the 刑法 one"
    first, second = result["per_item"]
    assert (first["id"], first["reference_article_hit"], second["reference_article_hit"]) == ("lawbench-3-8-dev-7", True, False)
    assert (first["reference_article_in_evidence"], second["reference_article_in_evidence"]) == (True, False), \
        "the divorce question's evidence holds 第一千零七十九条, not 刑法 第七十四条"
    assert result["reference_article_in_evidence"] == 0.5
    assert first["reply"].startswith("Case date:") and DRAFT in first["reply"], "each item keeps the reply to read"
    assert first["rouge_l"] > second["rouge_l"] >= 0
    assert result["rouge_l"] == (first["rouge_l"] + second["rouge_l"]) / 2


def test_the_english_dev_set_keeps_the_ids_and_reference_answers_of_its_chinese_originals() -> None:
    from core.evals.consult import DEFAULT_FILE, ENGLISH_FILE, load_questions

    english, chinese = load_questions(ENGLISH_FILE, None), {row["id"]: row for row in load_questions(DEFAULT_FILE, None)}
    ids = [row["id"] for row in english]
    assert len(english) == 80 and ids[39:41] == ["lawbench-3-8-dev-39", "lawbench-3-8-dev-80"]
    assert ids[60:] == [f"lawbench-3-8-dev-{n}" for n in range(200, 220)], "lines 61-80: the fresh held-out items"
    for row in english:
        assert row["answer"] == chinese[row["id"]]["answer"] and row["question_zh"] == chinese[row["id"]]["question"]
        assert row["question"].isascii(), f"{row['id']} is not plain English"


def make_service_down(retriever):
    """A service whose model never answers: every reply is the degraded one."""
    from core.chat_model import ModelUnavailable
    from core.service import AgentService
    from core.store import Store
    from tests.core.test_agent import make_agent
    from tests.fakes.scripted_model import ScriptedModel

    def down(messages, tools):
        raise ModelUnavailable("connection refused")

    async def make(db):
        store = Store(db)
        await store.open()
        return AgentService(make_agent(retriever, ScriptedModel(respond=down)), store)

    return make


def test_skipping_items_keeps_their_ids_so_a_held_out_run_names_the_same_questions() -> None:
    from core.evals.consult import DEFAULT_FILE, load_questions

    later = load_questions(DEFAULT_FILE, 3, skip=40)
    assert [row["id"] for row in later] == ["lawbench-3-8-dev-40", "lawbench-3-8-dev-41", "lawbench-3-8-dev-42"]
    assert later[0]["question"] == load_questions(DEFAULT_FILE, 41)[40]["question"]


def test_the_successor_note_is_no_citation_but_a_civil_code_article_cited_for_2019_is(retriever) -> None:
    window = (date(2019, 5, 1), date(2019, 5, 1))
    noted = "• 《中华人民共和国继承法》第十条（1985，有效期 1985-10-01至2020-12-31；现行《民法典》第一千一百二十七条与此相近）"
    assert invalid_citations(noted, window, retriever.versions_of) == []
    cited = "依据《中华人民共和国民法典》第一千一百二十七条，配偶、子女、父母为第一顺序继承人。"
    assert invalid_citations(cited, window, retriever.versions_of) == ["《中华人民共和国民法典》第一千一百二十七条"]
