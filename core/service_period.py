"""The most a worker who leaves before the end of a training bond owes: the training cost's share of the unserved years.

劳动合同法 第二十二条: "违约金的数额不得超过用人单位提供的培训费用。用人单位要求劳动者支付的违约金不得超过服务期尚未履行部分
所应分摊的培训费用". Asked "公司送我去外地培训花了2万元，签了5年服务期，我干了2年想走，公司要我付5万元违约金，我要付多少？"
(stranger61 b9, session 48, blind), the 1.5B model quoted the sentence and concluded with it again, no figure: the sum is
arithmetic (20000元 × 3 ÷ 5 = 12000元), so code does it. Nothing is said unless the question states the training cost, the
bond's length and the time served, in one unit of time, the time served shorter than the bond.
"""

from __future__ import annotations

import re
from decimal import Decimal

from core.amounts import Amount, amounts
from core.complaint.claims import money
from core.ranges import QUANTITY
from core.reasoning import last_conclusion

#: The article's sentence on the unserved share.
RULE = re.compile(r"服务期尚未履行部分所应分摊的培训费用")
#: The time the worker has served: "我干了2年", "工作了两年", "已经服务了18个月".
SERVED = re.compile(rf"(?:干了|工作了|做了|上了|待了|呆了|服务了|干满了?|做满了?|已经)\s*(?P<time>{QUANTITY})")
ANSWER = ("结论：公司要求你支付的违约金，不得超过服务期尚未履行部分所应分摊的培训费用，即{cost}×（{period}−{served}）÷{period}"
          "={cap}。{demand}")
OVER = "公司要求的{asked}超过了这一数额，超出的部分你不用付。"
WITHIN = "公司要求的{asked}没有超过这一数额。"


def _time(words: str) -> float:
    """Months in a length of time as written ("5年", "18个月", "两年"); 0 for anything else."""
    found = [a for a in amounts(words, "zh") if a.unit in ("年", "月")]
    return found[0].value * (12 if found[0].unit == "年" else 1) if len(found) == 1 else 0


def _pieces(question: str) -> list[str]:
    return [piece for piece in re.split(r"[，,。；;？?！!]", question) if piece]


def unserved_share(question: str) -> tuple[str, str, str, float, Amount | None] | None:
    """(the cost, the bond, the time served, as written; the most owed; the penalty asked, or None) from the question's
    words, or None when it does not state all three."""
    cost = period = served = None
    asked: Amount | None = None
    for piece in _pieces(question):
        money = [a for a in amounts(piece, "zh") if a.unit == "元"]
        if "违约金" in piece and money:
            asked = money[0]
        elif "培训" in piece and len(money) == 1:
            cost = money[0]
        if "服务期" in piece:
            period = next((m.group(0) for m in re.finditer(QUANTITY, piece) if _time(m.group(0))), period)
        elif (time := SERVED.search(piece)) is not None and _time(time.group("time")):
            served = time.group("time")
    if cost is None or period is None or served is None:
        return None
    bond, done = _time(period), _time(served)
    if not 0 < done < bond:
        return None
    return cost.words, period, served, cost.value * (bond - done) / bond, asked


def with_unserved_share(body: str, article: str, question: str) -> str:
    """The body with its conclusion replaced by the sum a worker leaving a training bond early may owe at most, when the
    article caps it by the unserved share and the question gives the figures; unchanged otherwise or when the
    conclusion already states that sum."""
    conclusion = last_conclusion(body)
    found = unserved_share(question) if conclusion is not None and RULE.search(article) else None
    if found is None:
        return body
    cost, period, served, cap, asked = found
    if money(Decimal(str(cap))) in conclusion.group(0):
        return body
    demand = "" if asked is None else (OVER if asked.value > cap else WITHIN).format(asked=asked.words)
    answer = ANSWER.format(cost=cost, period=period, served=served, cap=money(Decimal(str(cap))), demand=demand)
    return body[:conclusion.start()] + answer + body[conclusion.end():]
