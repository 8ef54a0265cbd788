"""The asker's own right where the conclusion gives only the other side's.

"我借钱给别人，借条上没写什么时候还，现在能要求他还钱吗" under 民法典 第六百七十五条 ("……借款人可以随时返还；贷款人可以催告借款人在
合理期限内返还") was told "借款人可以随时返还借款" (stranger82 x6, session 53, re-asked after a bridge): true, and no answer to a
lender asking what he may do. Where the user, whose side of the relation their story names (`core.asker.asker_side`), asks
whether they may demand something, the conclusion grants a may only to the other side, and a sentence of the article grants
the user's side one outside its conditions, the conclusion becomes that sentence. So it does where the user asks whether they
hold a right the article gives their side ("我作为租客有优先购买权吗") and the conclusion never grants it.
"""

from __future__ import annotations

import re

from core.asker import as_party, asker_side
from core.direction import PAIRED, directions, in_condition
from core.reasoning import last_conclusion, units_of
from core.replies import say

#: The user asks whether they may demand something: "现在能要求他还钱吗", "我可以让他赔吗".
ASKS_TO_DEMAND = re.compile(r"(?:能|可以|能不能|可不可以|有权|有没有权)(?:要求|让|请求|找)")


def _grants(text: str, party: str) -> bool:
    """Whether `text` says `party` may do something, outside a condition."""
    return any(s.kind == "permission" and s.positive and s.party == party and not in_condition(text, s.start)
               for s in directions(text, "zh"))


def with_askers_right(body: str, article: str, question: str) -> str:
    """The body with a conclusion granting only the other side a may replaced by the article's may for the user's side;
    unchanged otherwise."""
    side = asker_side(question)
    conclusion = last_conclusion(body)
    if side is None or side not in PAIRED or conclusion is None or not ASKS_TO_DEMAND.search(question):
        return body
    granted = [s for s in directions(conclusion.group(0), "zh") if s.kind == "permission" and s.positive]
    if not granted or any(s.party != PAIRED[side] for s in granted):
        return body
    own = next((unit for unit in units_of(article) if _grants(unit, side)), None)
    if own is None:
        return body
    return body[:conclusion.start()] + say("askers_right", "zh", clause=own.rstrip("；;。")) + body[conclusion.end():]


#: The user asks whether they hold a right, named: "我作为租客有优先购买权吗", "我有没有继承权".
ASKS_A_RIGHT = re.compile(r"有(?:没有)?([\u4e00-\u9fff]{2,8}?)权(?:利)?(?:吗|么|呢|[？?]|$)")


def with_asked_right(body: str, article: str, question: str) -> str:
    """The body with a conclusion that never grants the user's side the right they asked about replaced by "有" and the
    article's sentence granting it outside its conditions; unchanged otherwise. "我租的房子，房东说要卖掉，我作为租客有优先购买权吗"
    under 民法典 第七百二十六条 was concluded with its second paragraph alone, on when the right is taken as waived (stranger93 d8,
    session 56, re-asked)."""
    side, asked, conclusion = asker_side(question), ASKS_A_RIGHT.search(question), last_conclusion(body)
    if side is None or asked is None or conclusion is None:
        return body
    told = as_party(conclusion.group(0), side)
    if any(s.kind == "permission" and s.party == side for s in directions(told, "zh")) \
            or re.search(rf"有[^，,。；;]{{0,6}}?{re.escape(asked.group(1))}", told):
        return body  # the conclusion speaks to the user's right, either way ("有", "没有", "享有"): other checks judge it
    own = next((unit for unit in units_of(article) if asked.group(1) in unit and _grants(unit, side)), None)
    if own is None:
        return body
    return body[:conclusion.start()] + say("asked_right_held", "zh", clause=own.rstrip("；;。")) + body[conclusion.end():]

