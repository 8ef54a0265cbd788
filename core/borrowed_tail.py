"""A conclusion that answers, then goes on in the words of an evidence article it does not cite.

"结论：离婚时，他婚前买的车属于夫妻一方的个人财产，离婚后，另一方发现有上述行为的，可以向人民法院提起诉讼，请求再次分割夫妻
共同财产。" answers under 民法典 第一千零六十三条 and then copies 第一千零九十二条 (hidden property) clause by clause. The review
(`core.rubric`'s `conclusion_has_a_basis`) withheld the whole conclusion for the copy, and the user got no answer (stranger89 e2,
session 55, re-asked). The clauses copied from the uncited article are taken out where they end the conclusion and an answer is
left before them; a conclusion copied whole is left to the review.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from core.citations import find_mentions, plain_wording
from core.evidence import Evidence
from core.reasoning import CONCLUSION_BLOCK, conclusion_words
from core.rubric import COPIED_RUN  # how many characters the copied clauses must hold together, as the review counts a copy

#: Fewer word characters than this before the copied clauses is no answer left.
MIN_LEFT = 6
_CLAUSE = re.compile(r"[^，,；;。！？!?]+[，,；;。！？!?]?")


def _wordings(body: str, evidence: Sequence[Evidence]) -> tuple[list[str], list[str]]:
    """(the plain wording of the evidence articles the body cites, that of the other articles in force)."""
    cited = {(m.law, m.article, m.article_sub) for m in find_mentions(body)}
    own, others = [], []
    for item in evidence:
        if item.role != "in_force":
            continue
        version = item.version
        (own if (version.law, version.article, version.article_sub) in cited else others).append(plain_wording(version.text))
    return own, others


def without_borrowed_tail(body: str, evidence: Sequence[Evidence]) -> tuple[str, list[str]]:
    """The body with the clauses that end its conclusion in an uncited evidence article's words taken out (`COPIED_RUN`
    characters of them at least, none in a cited article's words), and those clauses; the body as it is when none do or
    no answer would be left before them."""
    block = CONCLUSION_BLOCK.search(body)
    if block is None:
        return body, []
    own, others = _wordings(body, evidence)
    words = conclusion_words(block.group(0))
    clauses = _CLAUSE.findall(words)

    def borrowed(clause: str) -> bool:
        plain = plain_wording(clause)
        return len(plain) >= 2 and any(plain in text for text in others) and not any(plain in text for text in own)

    cut = len(clauses)
    while cut > 0 and borrowed(clauses[cut - 1]):
        cut -= 1
    tail = clauses[cut:]
    kept = "".join(clauses[:cut]).strip()
    if sum(len(plain_wording(c)) for c in tail) < COPIED_RUN or len(re.findall(r"\w", kept)) < MIN_LEFT:
        return body, []
    kept = re.sub(r"[，,；;]$", "。", kept)
    at = block.start() + block.group(0).rindex(words)
    return body[:at] + kept + body[at + len(words):], [c.strip() for c in tail]
