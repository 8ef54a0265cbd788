"""A conclusion that draws its clause's result for a reason denying the clause's own condition.

"结论：该协议无效，因为用人单位没有免除自己的法定责任、排除劳动者权利" under 劳动合同法 第二十六条 (二) "用人单位免除自己的
法定责任、排除劳动者权利的" (stranger39 t9): the result is the article's, the reason says the article does not apply. A
lawyer would strike the reason; code does, and the conclusion rests on the rule quoted at the top of the reply.
Only the reason goes: which of the two is wrong is the model's to say, and a result that contradicts the clause is
`core.reasoning.rewrite_conclusion`'s.
"""

from __future__ import annotations

import re

from core.denied_conditions import NEGATIVE, condition_pieces
from core.direction import directions
from core.reasoning import last_conclusion
from index.common.text import HAN, han_ngrams

#: The reason a conclusion gives, to its sentence's end: "，因为用人单位没有免除……".
REASON = re.compile(r"[，,]\s*(?:因为|由于)([^。；;\n]*)")
#: A denial inside it: "没有免除自己的法定责任".
DENIED = re.compile(rf"(?:没有|没|未|并未|不是|不)([{HAN}]{{2,}})")
#: How many character pairs the denied words must share with a condition.
SHARED = 3


#: A reason that the rule does not reach the case, then a result drawn "therefore": "……并不符合竞业限制的适用范围，因此这个协议
#: 对你有效" (stranger45 z7, session 42 re-ask, under 劳动合同法 第二十四条 "竞业限制的人员限于……").
OUTSIDE_THEN = re.compile(r"(?:不符合|不属于|不在)[^。；;\n]{0,24}?(?:范围|条件|情形|人员|之列)[^。；;\n]{0,4}?([，,]\s*(?:因此|所以|故|因而)([^。；;\n]*))")


def without_self_denying_reason(body: str, clause: str) -> str:
    """The body with its last conclusion's reason struck when that reason denies one of the clause's own (not
    negative) conditions (`core.denied_conditions.condition_pieces`); unchanged otherwise. A result drawn "therefore" from
    the rule not reaching the case, that says the rule's own result all the same (`OUTSIDE_THEN`, a positive direction),
    is struck instead: the reason is the reply's answer, the result denies it."""
    block = last_conclusion(body)
    if block is None:
        return body
    outside = OUTSIDE_THEN.search(block.group(0))
    if outside is not None and any(s.positive for s in directions(outside.group(2), "zh")):
        start, end = block.start() + outside.start(1), block.start() + outside.end(1)
        return body[:start] + body[end:]
    reason = REASON.search(block.group(0))
    if reason is None:
        return body
    pieces = [piece for piece in condition_pieces(clause) if not NEGATIVE.search(piece)]
    denials = [match.group(1) for match in DENIED.finditer(reason.group(1))]
    if not any(len(han_ngrams(denial) & han_ngrams(piece)) >= SHARED for denial in denials for piece in pieces):
        return body
    start, end = block.start() + reason.start(), block.start() + reason.end()
    return body[:start] + body[end:]
