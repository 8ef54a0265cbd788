"""A permission the clause gives only with someone's consent keeps that consent in the conclusion.

"我可以把房屋转租出去吗？" was answered under 民法典 第七百一十六条 ("承租人经出租人同意，可以将租赁物转租给第三人")
with "结论：可以将房屋转租出去" (side_by_side seed 3030, LeCoQA 1152): the landlord's consent, the whole answer, was
gone, and the direction checks passed it because "可以" agrees with the clause. The consent goes back where the
permission is said.
"""

from __future__ import annotations

import re

from core.direction import directions
from core.reasoning import CONCLUSION_BLOCK

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
