"""A share-out the user asks about must not leave the user out (stranger20 q10, session 33, blind)."""

from __future__ import annotations

import pytest

from core.share_out import leaves_the_asker_out

ESTATE = "我父亲去世没有留遗嘱，他名下有一套房子，我和我姐姐还有我妈怎么分？"


def test_a_share_out_naming_only_the_relatives_leaves_the_asker_out() -> None:
    body = "依据第一千一百三十条……\n\n结论：你父亲的遗产应当均等分配给你的姐姐和你妈妈。"
    assert leaves_the_asker_out(ESTATE, body) == "你父亲的遗产应当均等分配给你的姐姐和你妈妈。"


@pytest.mark.parametrize("question, conclusion", [
    (ESTATE, "你、你姐姐和你妈妈都是第一顺序继承人，一般应当均等分配。"),
    (ESTATE, "您和您的姐姐、母亲各继承三分之一。"),
    ("我父亲去世没有留遗嘱，他的房子我姐姐能一个人拿走吗？", "你姐姐不能一个人拿走。"),  # not a share-out with the user
    ("我和我老婆离婚，孩子归谁？", "孩子的抚养由双方协议。"),  # asks no share
])
def test_a_conclusion_with_the_asker_or_another_question_passes(question: str, conclusion: str) -> None:
    assert leaves_the_asker_out(question, f"依据……\n\n结论：{conclusion}") is None
