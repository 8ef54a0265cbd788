"""The asker's own right where the conclusion gives only the other side's.

"我借钱给别人，借条上没写什么时候还，现在能要求他还钱吗" under 民法典 第六百七十五条 ("……借款人可以随时返还；贷款人可以催告借款人在
合理期限内返还") was told "借款人可以随时返还借款" (stranger82 x6, session 53, re-asked after a bridge): true, and no answer to a
lender asking what he may do. Where the user, whose side of the relation their story names (`core.asker.asker_side`), asks
whether they may demand something, the conclusion grants a may only to the other side, and a sentence of the article grants
the user's side one outside its conditions, the conclusion becomes that sentence.
"""

from __future__ import annotations

import re

from core.asker import asker_side
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
