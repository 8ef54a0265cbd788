"""A notice period in the conclusion that the quoted clause does not give.

劳动合同法 第三十七条 was quoted as "劳动者在试用期内提前三日通知用人单位，可以解除劳动合同" for a worker in probation whose company
demanded a month's notice, and the 1.5B model concluded "你可以在试用期内提前一个月通知公司，解除劳动合同" (stranger55 v10, session 45,
blind): the company's demand, which the user only reported, put in the rule's place. The amount check passes it (the month is the
user's figure) and the direction check too (可以 and 可以). Periods are arithmetic: where the clause gives one notice period
("提前三日", "提前三十日") and the conclusion gives another, the conclusion is replaced by the clause's own words.
"""

from __future__ import annotations

import re

from core.ranges import measure
from core.reasoning import last_conclusion

#: A notice period: "提前三日", "提前30天", "提前一个月" (its length in days from `core.ranges.measure`).
AHEAD = re.compile(r"提前\s*([一二两三四五六七八九十\d]+\s*(?:日|天|个月|月|周))")
ANSWER = "结论：依据该条规定：“{clause}”。"


def _periods(text: str) -> set[float]:
    return {measured[1] for match in AHEAD.finditer(text) if (measured := measure(match.group(1)))}


def with_clauses_period(body: str, clause: str) -> str:
    """The body with a conclusion giving another notice period than the clause's one replaced by the clause; unchanged
    otherwise (a clause giving none, or several)."""
    given = _periods(clause)
    conclusion = last_conclusion(body)
    if len(given) != 1 or conclusion is None:
        return body
    said = _periods(conclusion.group(0))
    if not said or said <= given:
        return body
    return body[:conclusion.start()] + ANSWER.format(clause=clause.rstrip("。；;")) + body[conclusion.end():]
