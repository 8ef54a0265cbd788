"""A right the clause gives only within a period that, by the user's words, has already run.

消费者权益保护法 第二十五条: "消费者有权自收到商品之日起七日内退货，且无需说明理由". Asked "我在网上买的衣服，收到后不喜欢，
已经过了8天了，还能无理由退货吗？" (stranger59 z2, session 47, blind), the 1.5B model quoted it and concluded "可以无理由退货":
eight days against seven is arithmetic, so code compares them. Where a piece of the clause gives a right (有权, 可以) within a
period ("七日内", "一年内") and the question says more time than that has passed ("已经过了8天"), a conclusion granting the
right is replaced by code's. Nothing is said when the question states no time passed, or a time within the period.
"""

from __future__ import annotations

import re

from core.direction import directions
from core.ranges import QUANTITY, measure
from core.reasoning import asks_yes_or_no, last_conclusion

#: A right within a period: "自收到商品之日起七日内退货", "一年内行使撤销权".
WITHIN = re.compile(rf"(?P<period>{QUANTITY})(?:内|以内|之内)(?P<act>[\u4e00-\u9fff]{{0,8}})")
#: Time the user says has passed: "已经过了8天", "都三个月了", "超过了一年".
ELAPSED = re.compile(rf"(?:已经|已|都|过了|超过了?|过去了?)(?:过了?|超过了?)?\s*(?P<elapsed>{QUANTITY})(?:了|多)?")
#: A conclusion granting the right.
GRANTS = re.compile(r"(?<![不无])(?:可以|有权|能够|(?<![不可只])能)")
ANSWER = "结论：{no}这一条给的是“{piece}”的权利；按你所说已经{elapsed}，超过了{period}，依照这一条已经不能{act}了。"


def lapsed(clause: str, question: str) -> tuple[str, str, str, str] | None:
    """(the clause's piece, its period, the act, the time passed) when a right the clause gives within a period has run
    out by the question's words; else None."""
    passed = [(m.group("elapsed"), measure(m.group("elapsed"))) for m in ELAPSED.finditer(question)]
    for piece in re.split(r"[，,；;。]", clause):
        within = WITHIN.search(piece)
        granted = [s for s in directions(piece, "zh") if s.kind == "permission" and s.positive]
        period = measure(within.group("period")) if within else None
        if within is None or not granted or period is None:
            continue
        for words, amount in passed:
            if amount is not None and amount[0] == period[0] and amount[1] > period[1]:
                return piece.strip(), within.group("period"), within.group("act") or "这样做", words
    return None


def with_lapsed_period(body: str, clause: str, question: str) -> str:
    """The body with a conclusion granting a right whose period has run replaced by code's; unchanged otherwise."""
    conclusion = last_conclusion(body)
    found = lapsed(clause, question) if conclusion is not None else None
    if found is None or not GRANTS.search(conclusion.group(0)):
        return body
    piece, period, act, elapsed = found
    answer = ANSWER.format(no="不可以。" if asks_yes_or_no(question) else "", piece=piece, period=period, act=act,
                           elapsed=elapsed)
    return body[:conclusion.start()] + answer + body[conclusion.end():]
