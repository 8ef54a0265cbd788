"""A permission the clause gives only with someone's consent keeps that consent in the conclusion.

"我可以把房屋转租出去吗？" was answered under 民法典 第七百一十六条 ("承租人经出租人同意，可以将租赁物转租给第三人")
with "结论：可以将房屋转租出去" (side_by_side seed 3030, LeCoQA 1152): the landlord's consent, the whole answer, was
gone, and the direction checks passed it because "可以" agrees with the clause. The consent goes back where the
permission is said.

The other way round: asked "我想把我名下的房子赠送给我的孙子，需要经过我儿子同意吗？" (stranger66 g10, session 49, blind), the reply
quoted 民法典 第二百四十条 (the owner's right to dispose of what is theirs) and concluded "你需要经过你儿子同意". Where the user asks
whether someone's consent is needed, the article giving the right names no consent, and the conclusion says it is needed, code's
conclusion says it is not, on the premise that the right is the user's alone.
"""

from __future__ import annotations

import re

from core.direction import directions
from core.reasoning import CONCLUSION_BLOCK, last_conclusion

#: "承租人经出租人同意，可以…", "经对方书面同意，有权…": whose consent the permission needs.
CONSENT = re.compile(r"经([\u4e00-\u9fff]{1,10}?)(?:书面|事先)?同意[，,]?(?:可以|有权)")


def with_consent(body: str, clause: str, lang: str) -> tuple[str, str]:
    """`body` with the clause's consent said before the conclusion's permission, and whose consent it is; the body
    unchanged ("" for none) when the clause needs none, the conclusion refuses, or it names a consent already."""
    needed = CONSENT.search(clause)
    conclusion = CONCLUSION_BLOCK.search(body)
    if lang != "zh" or needed is None or conclusion is None:
        return body, ""
    said = conclusion.group(0)
    permissions = [s for s in directions(said, lang) if s.kind == "permission"]
    if "同意" in said or not permissions or not all(s.positive for s in permissions):
        return body, ""
    party, at = needed.group(1), permissions[0].start
    kept = f"{said[:at]}经{party}同意，{said[at:]}"
    return body[:conclusion.start()] + kept + body[conclusion.end():], party


#: The user asks whether someone's consent is needed: "需要经过我儿子同意吗", "要他同意吗".
ASKS_CONSENT = re.compile(r"(?:需要|需|要|必须|得)(?:经过?|征得|征求|取得)?(?P<who>[\u4e00-\u9fff]{1,8}?)(?:的)?同意(?:吗|么|嘛|[？?])")
#: A conclusion saying it is: "你需要经过你儿子同意", "必须征得他的同意".
SAYS_NEEDED = re.compile(r"(?<![不无])(?<!不需)(?:需要|必须|要|应当|得)(?:经过?|征得|征求|取得)[^，。；]{0,10}?同意")
NOT_NEEDED = "结论：不需要。所引条文规定：“{clause}”，没有要求经{who}同意（前提是这一权利归你一人；与他人共有的，另依共有的规定）。"


def without_needless_consent(body: str, clause: str, article: str, question: str) -> tuple[str, str]:
    """`body` with a conclusion requiring a consent the question asks about replaced by code's "不需要", and whose consent;
    unchanged ("") when the question asks no such thing, the article speaks of consent, its clause grants no right, or the
    conclusion does not require it."""
    asked = ASKS_CONSENT.search(question)
    conclusion = last_conclusion(body)
    if asked is None or conclusion is None or "同意" in article or not SAYS_NEEDED.search(conclusion.group(0)):
        return body, ""
    if not any(s.kind == "permission" and s.positive for s in directions(clause, "zh")):
        return body, ""
    who = asked.group("who").replace("我", "你")  # said to the user
    told = NOT_NEEDED.format(clause=clause.strip().rstrip("。；;"), who=who)
    return body[:conclusion.start()] + told + body[conclusion.end():], who
