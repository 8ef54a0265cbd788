"""A conclusion that draws its clause's result for a reason denying the clause's own condition.

"结论：该协议无效，因为用人单位没有免除自己的法定责任、排除劳动者权利" under 劳动合同法 第二十六条 (二) "用人单位免除自己的
法定责任、排除劳动者权利的" (stranger39 t9): the result is the article's, the reason says the article does not apply. A
lawyer would strike the reason; code does, and the conclusion rests on the rule quoted at the top of the reply.
Only the reason goes: which of the two is wrong is the model's to say, and a result that contradicts the clause is
`core.reasoning.rewrite_conclusion`'s. So goes a reason that raises the article's exception when the user never did:
"你有权向邻居请求赔偿，因为你的行为是由于被侵权人故意造成的" (stranger53 t4, session 45, 第一千二百四十五条 for a dog off its
lead), where 被侵权人故意 is the keeper's way out, not the bitten user's ground.
"""

from __future__ import annotations

import re

from core.denied_conditions import NEGATIVE, condition_pieces
from core.direction import directions
from core.reasoning import exception_unmet, is_exception, last_conclusion, own_runs, units_of
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


#: How many three-character runs a reason must share with an exception's own words to be raising it.
RAISED = 2


def _raises_unmet_exception(reason: str, article: str, facts: str) -> bool:
    """Whether `reason` says what an exception of `article` needs ("被侵权人故意……造成的") where the user's `facts` raise
    no exception (`core.reasoning.exception_unmet`): words the article's other sentences share are not the exception's."""
    units = units_of(article)
    for unit in units:
        if not is_exception(unit) or not exception_unmet(unit, units, facts):
            continue
        if len(own_runs(unit, unit, units) & han_ngrams(reason, 3)) >= RAISED:
            return True
    return False


def without_self_denying_reason(body: str, clause: str, article: str = "", facts: str = "") -> str:
    """The body with its last conclusion's reason struck when that reason denies one of the clause's own (not
    negative) conditions (`core.denied_conditions.condition_pieces`); unchanged otherwise. A result drawn "therefore" from
    the rule not reaching the case, that says the rule's own result all the same (`OUTSIDE_THEN`, a positive direction),
    is struck instead: the reason is the reply's answer, the result denies it. Given the cited `article` and the user's
    `facts`, a reason raising an exception the facts do not (`_raises_unmet_exception`) is struck too."""
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
    if not any(len(han_ngrams(denial) & han_ngrams(piece)) >= SHARED for denial in denials for piece in pieces) \
            and not (article and _raises_unmet_exception(reason.group(1), article, facts)):
        return body
    start, end = block.start() + reason.start(), block.start() + reason.end()
    return body[:start] + body[end:]
