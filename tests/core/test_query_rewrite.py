"""The model rewrite of an English question into Chinese search terms (measured, not shipped)."""

from __future__ import annotations

from core.query_rewrite import rewrite
from tests.fakes.scripted_model import ScriptedModel

QUESTION = "My boss has not paid my wages for three months."


async def test_only_the_chinese_terms_of_the_models_answer_are_kept() -> None:
    model = ScriptedModel("Terms: 用人单位 拖欠 劳动报酬 (unpaid wages), 劳动报酬; 经济补偿")
    terms, seconds = await rewrite(model, QUESTION)
    assert terms == ["用人单位", "拖欠", "劳动报酬", "经济补偿"]
    assert seconds >= 0
    assert QUESTION in str(model.calls[0]), "the model is shown the question"
