"""Taking the other side's things into one's own hands, allowed by an article that says nothing of it.

"我借给朋友5万块钱，他写了借条，现在他说没钱还，我能不能直接去他家把他的车开走抵债？" (stranger42 w5, session 40, blind)
was answered under 民间借贷规定 第二条, which says what a lender must show the court, with "可以直接去他家把他的车开走抵债".
Driving off a debtor's car, keeping a tenant's things, changing the locks or cutting the water are the acts the law leaves
to a court (self-help is allowed only in the narrow case of 民法典 第一千一百七十七条, "扣留侵权人的财物" when the harm
could not otherwise be undone, and a lien where the law grants one). Where the question asks whether the user may do such
an act and the conclusion says they may, while the cited article names no such act, code writes the conclusion: not by
their own hand, and the way the claim is made instead. A conclusion silent on the act ("房东可以请求租客在合理期限内支付……可以解除合同"
for "我能直接换锁把他的东西搬出去吗", stranger64 e9, session 49) is given that answer after it.
"""

from __future__ import annotations

import re

from core.direction import directions
from core.reasoning import last_conclusion

#: Acts on another's things or home that settle a claim by one's own hand.
ACTS = ("开走", "开回来", "骑走", "骑回来", "拿走", "搬走", "拉走", "扣下", "扣留", "扣押", "没收", "换锁", "断水", "断电", "停水", "停电", "抵债", "顶账")
#: "没收" is confiscating, but "根本没收到" is a parcel never received (stranger91 b6, session 55, re-asked: "至于没收：不能自己动手"
#: was added to a reply about a missing parcel).
_ACT = re.compile("|".join(act if act != "没收" else "没收(?![到着回])" for act in ACTS))
#: What an article says when it does allow holding another's things: a lien, or 第一千一百七十七条's self-help.
ALLOWS_HOLDING = re.compile(r"留置|扣留侵权人的财物|自助")
#: An article that names the suit as the way ("向人民法院提起民间借贷诉讼时").
NAMES_THE_SUIT = re.compile(r"向人民法院(?:提起|起诉)|提起[^，。；]{0,8}诉讼")


#: Acts that are self-help only when done to a thing ("把他的东西搬走"): "新房东让我一个月内搬走" is the user moving out.
DONE_TO_A_THING = ("搬走",)


def self_help_asked(question: str) -> str:
    """The act of self-help the question asks about, with what it is done to where the question says ("把他的车开走"), or
    "". A tenant asked "新房东让我一个月内搬走……我必须搬吗" was told "不能自己动手搬走" (stranger49 d7, session 43, blind)."""
    for found in _ACT.finditer(question):
        done_to = re.search(rf"把[^，。？?把]{{1,10}}?{found.group(0)}", question)
        if done_to:
            return done_to.group(0)
        if found.group(0) not in DONE_TO_A_THING:
            return found.group(0)
    return ""


def without_self_help(body: str, article: str, question: str) -> str:
    """The body with a conclusion allowing the asked act of self-help replaced by code's, when the cited `article` names
    no such act; unchanged otherwise."""
    act = self_help_asked(question)
    conclusion = last_conclusion(body)
    if not act or conclusion is None or _ACT.search(article) or ALLOWS_HOLDING.search(article):
        return body
    words = conclusion.group(0)
    way = "依照该条，应当向人民法院起诉" if NAMES_THE_SUIT.search(article) else "应当与对方协商，或者向人民法院起诉"
    if not _ACT.search(words):  # silent on the act asked about: the answer to it is added
        said = f"至于{act}：不能自己动手，所引条文没有允许这样做；要实现你的权利，{way}。"
        return f"{body[:conclusion.end()].rstrip()}{said}{body[conclusion.end():]}"
    allowed = [s for s in directions(words, "zh") if s.kind == "permission" and s.positive and _ACT.search(words, s.start)]
    if not allowed or any(s.kind == "permission" and not s.positive for s in directions(words, "zh")):
        return body
    told = (f"结论：不能自己动手{act}。所引条文没有允许这样做；未经对方同意{act}，可能侵害对方的财产权益，引起新的纠纷。"
            f"要实现你的权利，{way}。")
    return body[:conclusion.start()] + told + body[conclusion.end():]
