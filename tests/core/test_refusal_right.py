"""A rule forbidding the other side to force an act is the user's right to refuse it (core/refusal_right.py)."""

from __future__ import annotations

from core.refusal_right import with_refusal_right

#: 劳动合同法 第三十一条.
OVERTIME = "用人单位应当严格执行劳动定额标准，不得强迫或者变相强迫劳动者加班。用人单位安排加班的，应当按照国家有关规定向劳动者支付加班费。"
#: everyday c4.
ASKED = "公司要求我每天加班到晚上十点，不给加班费，我能拒绝吗？"
REPLY = ("依据《中华人民共和国劳动合同法》第三十一条：“……”\n\n案件事实对应到它的条件：\n1. 公司要求你每天加班到晚上十点。\n\n"
         "结论：你不能拒绝。\n\n依据（案件日期有效的版本）：\n• 《中华人民共和国劳动合同法》第三十一条")


def test_told_they_may_not_refuse_what_the_article_forbids_forcing_on_them_the_user_is_told_they_may() -> None:
    reply = with_refusal_right(REPLY, OVERTIME, ASKED)
    assert "你不能拒绝" not in reply
    assert "结论：可以拒绝。依据该条规定：“用人单位应当严格执行劳动定额标准，不得强迫或者变相强迫劳动者加班”。" in reply
    assert reply.endswith("第三十一条") and "1. 公司要求你每天加班到晚上十点。" in reply


def test_a_conclusion_that_may_refuse_another_question_or_an_article_forcing_nothing_stands() -> None:
    allowed = REPLY.replace("你不能拒绝", "你可以拒绝超时加班")
    assert with_refusal_right(allowed, OVERTIME, ASKED) == allowed
    assert with_refusal_right(REPLY, OVERTIME, "公司要求我加班，能要加班费吗？") == REPLY
    pay = "用人单位安排加班的，应当按照国家有关规定向劳动者支付加班费。"
    assert with_refusal_right(REPLY, pay, ASKED) == REPLY
