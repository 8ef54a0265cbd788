"""Two notions told apart: each by its own article, quoted by code (core/contrast.py)."""

from __future__ import annotations

from core.contrast import contrasted_terms
from core.dialogue_state import DialogueState
from tests.core.test_agent import make_agent, scripted

THEFT = "盗窃公私财物，数额较大的，或者多次盗窃、入户盗窃、携带凶器盗窃、扒窃的"
FRAUD = "诈骗公私财物，数额较大的"


def test_the_two_notions_are_read_from_how_people_ask() -> None:
    assert contrasted_terms("遗赠和遗嘱继承有什么区别？") == ("遗赠", "遗嘱继承")
    assert contrasted_terms("请问盗窃与抢夺的区别是什么") == ("盗窃", "抢夺")
    assert contrasted_terms("保管合同和仓储合同的区别？") == ("保管合同", "仓储合同")  # 合同's 同 separates nothing
    assert contrasted_terms("劳动关系与劳务关系应该怎么区分？") == ("劳动关系", "劳务关系")
    assert contrasted_terms("经济补偿金和赔偿金的差别是什么？") == ("经济补偿金", "赔偿金")


def test_questions_that_ask_something_else_are_not_contrasts() -> None:
    assert contrasted_terms("实际使用的商标与注册商标有差异，可以被认定为商标使用吗？") is None
    assert contrasted_terms("房东和我签的合同到期了，押金不退怎么办？") is None
    assert contrasted_terms("盗窃罪怎么判？") is None


async def test_each_notion_is_answered_by_its_own_article_without_the_model(retriever) -> None:
    model = scripted("这句话不应出现在回答里。")
    outcome = await make_agent(retriever, model).turn(DialogueState(), "按现行法律，盗窃和诈骗有什么区别？")
    assert [(v.law, v.article) for v in outcome.citations] == [("中华人民共和国刑法", 264), ("中华人民共和国刑法", 266)]
    assert f"盗窃：依据《中华人民共和国刑法》第二百六十四条：“{THEFT}" in outcome.text
    assert f"诈骗：依据《中华人民共和国刑法》第二百六十六条：“{FRAUD}" in outcome.text
    assert "不应出现" not in outcome.text and not model.calls
    assert outcome.trajectory.pick["chosen"] == [["中华人民共和国刑法", 264, 0], ["中华人民共和国刑法", 266, 0]]


async def test_a_notion_with_no_article_of_its_own_goes_the_usual_way(retriever) -> None:
    """The test slice holds no 抢夺 article (刑法 第二百六十七条): no contrast is made up from 盗窃's alone."""
    model = scripted("依据《中华人民共和国刑法》第二百六十四条，盗窃公私财物数额较大的构成盗窃罪。")
    outcome = await make_agent(retriever, model).turn(DialogueState(), "按现行法律，盗窃和抢夺有什么区别？")
    assert model.calls and "抢夺：依据" not in outcome.text
