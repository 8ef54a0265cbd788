"""`tempolex eval consult --set lecoqa / lawbench-3-2`: which stage of the turn held a gold article,
and the held-out fold's guard against an index that knows the scored questions' answers."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from core.evals.consult import OwnAnswersInIndex, evaluate, load_set, stage_hits

CODE_1079 = ("中华人民共和国民法典", 1079, 0)
DIVORCE = "我丈夫出轨了，调解也没有用，法院会判离婚吗？"
DRAFT = "根据《中华人民共和国民法典》第一千零七十九条，感情确已破裂，调解无效的，应当准予离婚。"
DIVORCE_ANSWER = "夫妻感情确已破裂，经调解无效的，法院应当准予离婚。"


def lecoqa_row(query_id: int, question: str, answer: str, match_name: list[str]) -> dict:
    return {"query_id": query_id, "问题": question, "答案文本": answer, "相关法规": {}, "match_name": match_name}


def write_lecoqa(path, fold_rows: tuple[dict, dict]) -> None:
    """Six rows: positions 0 and 5 are the held-out fold, 1-4 are never scored."""
    filler = [lecoqa_row(800 + n, "不会被评测的问题", "无", ["刑法第七十四条"]) for n in range(4)]
    path.write_text(json.dumps([fold_rows[0], *filler, fold_rows[1]], ensure_ascii=False), encoding="utf-8")


def service_maker(retriever, drafts: str = DRAFT):
    from core.service import AgentService
    from core.store import Store
    from tests.core.test_agent import make_agent, scripted

    async def make(db):
        store = Store(db)
        await store.open()
        return AgentService(make_agent(retriever, scripted(drafts)), store)

    return make


async def test_lecoqa_scores_only_the_held_out_fold_and_counts_a_cited_gold_article(retriever, tmp_path) -> None:
    path = tmp_path / "train.json"
    write_lecoqa(path, (lecoqa_row(900000, DIVORCE, DIVORCE_ANSWER, ["民法典第一千零七十九条"]),
                        lecoqa_row(900005, DIVORCE, "用人单位不得解除孕期女职工的劳动合同。", ["劳动合同法第四十二条"])))
    result = await evaluate(service_maker(retriever), path, question_set="lecoqa")

    first, second = result["per_item"]
    assert result["items"] == 2 and [first["id"], second["id"]] == ["lecoqa-train-900000", "lecoqa-train-900005"]
    assert first["gold_articles"] == [list(CODE_1079)]
    assert second["gold_articles"] == [["中华人民共和国劳动合同法", 42, 0]]
    assert first["outcome"] == "answered" and DRAFT in first["reply"]
    assert first["stages"]["retrieved"] and first["stages"]["after_gate"] and first["stages"]["cited"], \
        "the divorce answer cites the gold 第一千零七十九条 the retrieval found"
    assert second["stages"]["cited"] is False and second["stages"]["retrieved"] is False, \
        "the same reply cites no article of the labour question's gold"
    stages = result["gold_article_stages"]
    assert stages["items_with_gold"] == 2 and stages["cited"] == 0.5
    assert (first["gold_held"], second["gold_held"]) == (True, False), "the test corpus lacks 劳动合同法"
    assert stages["held_items_with_gold"] == 1 and stages["held_cited"] == 1.0
    assert first["meteor"] > second["meteor"] and first["bleu"] > second["bleu"], "the reply says what the first answer says"
    assert result["meteor"] == pytest.approx((first["meteor"] + second["meteor"]) / 2)
    assert result["published"]["GPT-3.5 few-shot + evidence"]["meteor"] == 0.3136


async def test_lecoqa_refuses_an_index_whose_asked_vectors_hold_a_scored_question(retriever, tmp_path) -> None:
    shipped = retriever.index.asked[0].ident.removeprefix("lecoqa-train-")
    path = tmp_path / "train.json"
    write_lecoqa(path, (lecoqa_row(int(shipped), DIVORCE, DIVORCE_ANSWER, ["民法典第一千零七十九条"]),
                        lecoqa_row(900005, DIVORCE, DIVORCE_ANSWER, ["民法典第一千零七十九条"])))
    with pytest.raises(OwnAnswersInIndex, match=f"lecoqa-train-{shipped}"):
        await evaluate(service_maker(retriever), path, question_set="lecoqa")


async def test_lawbench_3_2_scores_the_even_positions_against_the_article_the_answer_names(retriever, tmp_path) -> None:
    rows = [{"instruction": "", "question": f"场景:{DIVORCE}", "answer": "根据《民法典》第一千零七十九条，调解无效的，应当准予离婚。"},
            {"instruction": "", "question": "不评测", "answer": "根据《刑法》第七十四条"},
            {"instruction": "", "question": f"场景:{DIVORCE}", "answer": "根据《刑法》第七十四条，对于累犯和犯罪集团的首要分子，不适用缓刑。"},  # today's text (core.evals.reference_day)
            {"instruction": "", "question": "不评测", "answer": "根据《刑法》第七十四条"},
            {"instruction": "", "question": "场景:合作社", "answer": "根据《农民专业合作社法》第五十六条，可以出资设立联合社。"}]
    path = tmp_path / "3-2.json"
    path.write_text(json.dumps(rows, ensure_ascii=False), encoding="utf-8")
    loaded = load_set("lawbench-3-2", path)
    assert [row["id"] for row in loaded] == ["lawbench-3-2-dev-0", "lawbench-3-2-dev-2", "lawbench-3-2-dev-4"]
    assert [row["gold"] for row in loaded] == [[CODE_1079], [("中华人民共和国刑法", 74, 0)], [("农民专业合作社法", 56, 0)]], \
        "the article each answer names, also of a law the corpus lacks"
    path.write_text(json.dumps(rows[:3], ensure_ascii=False), encoding="utf-8")

    result = await evaluate(service_maker(retriever), path, question_set="lawbench-3-2")
    first, second = result["per_item"]
    assert (first["stages"]["cited"], second["stages"]["cited"]) == (True, False)
    assert first["rouge_l"] > second["rouge_l"]
    assert result["published"]["GPT-4"]["rouge_l"] == 0.275


def turn(pick=None, outcome="answered"):
    record = SimpleNamespace(outcome=outcome, retrieval=SimpleNamespace(hits=["中华人民共和国民法典|1079|0|2021-01-01"]),
                             evidence=[{"law": "中华人民共和国民法典", "article": 1079, "article_sub": 0}],
                             citations=[{"law": "中华人民共和国民法典", "article": 1079, "article_sub": 0}])
    if pick is not None:
        record.pick = pick
    return record


def test_the_pick_stage_counts_when_recorded_and_is_not_applicable_when_not() -> None:
    gold = {CODE_1079}
    assert stage_hits(turn(), gold) == {"retrieved": True, "retrieved_top6": True, "after_gate": True, "chosen": None,
                                        "cited": True}
    picked = {"candidates": [list(CODE_1079), ["中华人民共和国民法典", 1087, 0]], "chosen": [["中华人民共和国民法典", 1087, 0]]}
    assert stage_hits(turn(picked), gold)["chosen"] is False, "the pick passed over the gold article"
    assert stage_hits(turn({**picked, "chosen": [list(CODE_1079)]}), gold)["chosen"] is True
    assert stage_hits(turn(outcome="degraded"), gold)["cited"] is False, "a degraded reply's source list is no citation"


def test_a_gold_article_ranked_seventh_is_retrieved_but_not_in_the_top_six() -> None:
    record = turn()
    record.retrieval.hits = [f"中华人民共和国刑法|{n}|0|1997-10-01" for n in range(60, 66)] + record.retrieval.hits
    stages = stage_hits(record, {CODE_1079})
    assert stages["retrieved"] is True and stages["retrieved_top6"] is False
