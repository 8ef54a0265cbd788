"""A remedy the clause gives only after a first step, asked for "directly".

民法典 第七百二十二条: "承租人无正当理由未支付或者迟延支付租金的，出租人可以请求承租人在合理期限内支付；承租人逾期不支付的，
出租人可以解除合同". Asked "租客已经三个月没交房租了，我能直接把房子收回来吗", the 1.5B model answered "可以直接把房子收回来"
(stranger40 u2): the landlord must first ask for the rent within a reasonable time, and may end the lease only when it is
still not paid. Where the question asks whether something may be done directly (直接, 马上, 立刻) and the clause gives its
remedy only after a step that comes first (a sentence whose condition is that step's failure, "逾期不支付的"; a condition
"经催告后……仍未履行"), a conclusion saying yes is replaced by code's: not directly, and the two steps in the clause's words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.direction import directions
from core.reasoning import LIST_ITEM, last_conclusion

#: The question asks about skipping to the end: "能直接把房子收回来吗", "可以马上解除合同吗".
DIRECT = re.compile(r"(直接|马上|立刻|立即|当场)([^，。？?！!]{1,20}?)(?:吗|么|嘛|呢|[？?]|$)")
#: A condition that is the first step's failure: "承租人逾期不支付的", "经催告后在合理期限内仍未履行".
#: So is a dispute of the first step's ruling: "对仲裁裁决不服的，可以向人民法院提起诉讼" (工资支付暂行规定 第十九条: "公司拖欠了我三个月
#: 工资，我可以直接去法院起诉公司吗" was answered "可以", stranger63 d7, session 48, blind).
AFTER_A_STEP = re.compile(r"逾期(?:仍)?(?:不|未)|经催告|催告后|仍(?:不|未)(?:履行|支付|改正|返还)|对[^，,。；;]{0,10}(?:裁决|决定|处理)不服")
#: A conclusion that already names the first step.
STEP_NAMED = re.compile(r"先|催告|合理期限|逾期")
CONCLUSION = "结论：不能直接{act}。依据该条规定，要先{first}；{later}的，才能{result}。"


@dataclass(frozen=True)
class Steps:
    """The first step ("请求承租人在合理期限内支付", "" when the clause names it only in its condition), the condition of the
    second ("承租人逾期不支付"), and the second's act ("解除合同")."""

    first: str
    later: str
    result: str


def _act(piece: str) -> str:
    """What a piece gives, after its first direction word ("出租人可以解除合同" → "解除合同")."""
    stances = directions(piece, "zh")
    return piece[stances[0].start + len(stances[0].words):].strip() if stances else ""


#: A permission the direction reader does not take for one: "当事人可依法向劳动争议仲裁机关申请仲裁" (可 alone, before 依法).
_MAY = re.compile(r"可(?:以)?(?:依法)?(?=[向申提请])")


def _first_step(piece: str) -> str:
    """What the sentence before the remedy gives as the first step: its act, or what follows its bare 可."""
    may = _MAY.search(piece)
    return _act(piece) or (piece[may.end():].strip() if may else "")


def steps(clause: str) -> Steps | None:
    """The clause's two steps, or None when it gives its remedy at once."""
    sentences = [s.strip() for s in re.split(r"[；;。]", clause) if s.strip()]
    for n, sentence in enumerate(sentences):
        lead, listed, item = sentence.partition("……")
        if listed:  # a list: the lead-in gives the result, the item is the condition
            condition, result = LIST_ITEM.sub("", item.strip()), lead.rpartition("的，")[2].rstrip("：:")
        else:
            condition, _, result = sentence.rpartition("的，")
        if not condition or not AFTER_A_STEP.search(condition) or not _act(result):
            continue
        before = sentences[n - 1].rpartition("的，")[2] if n and not listed else ""
        first = _first_step(before) if before and not AFTER_A_STEP.search(before) else ""
        if first or "催告" in condition:
            return Steps(first or "催告", condition.split("，")[-1] if first else condition, _act(result))
    return None


def staged(clause: str, article: str) -> Steps | None:
    """The steps of the clause, or of its article when the clause is one of them: the decisive clause of 第七百二十二条
    read with "可以直接把房子收回来" is its first sentence alone ("……出租人可以请求承租人在合理期限内支付；")."""
    found = steps(clause)
    if found is None and article:
        found = steps(article)
        if found is not None and found.later not in clause and found.first not in clause:
            return None
    return found


def not_directly(body: str, clause: str, question: str, article: str = "") -> str:
    """The body with a conclusion that says yes to a direct remedy the clause (or its `article`, `staged`) gives only in
    two steps replaced by code's; unchanged otherwise."""
    asked = DIRECT.search(question)
    found = staged(clause, article) if asked else None
    conclusion = last_conclusion(body)
    if asked is None or found is None or conclusion is None or STEP_NAMED.search(conclusion.group(0)):
        return body
    said = directions(conclusion.group(0), "zh")
    if not any(s.positive and s.kind in ("permission", "answer") for s in said) or any(not s.positive for s in said):
        return body
    act = asked.group(2).strip()
    rewritten = CONCLUSION.format(act=act, first=found.first, later=found.later, result=found.result)
    return body[:conclusion.start()] + rewritten + body[conclusion.end():]
