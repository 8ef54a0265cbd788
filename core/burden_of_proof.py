"""An article that says who must prove what, answered as if it decided the claim.

民间借贷规定 第十六条 allocates proof when a lender sues on a bank transfer alone ("被告应当对其主张提供证据证明……原告仍应就借贷
关系的成立承担举证责任"). Asked "我借给朋友10万块钱，没写借条，只有微信转账记录，他现在说这钱是我送他的，我能要回来吗？"
(stranger59 z6, session 47, blind), the 1.5B model quoted it and concluded "原告不能要回10万块钱": a rule of proof decides what
must be shown, not whether the claim wins. Where the cited article's words allocate proof and the conclusion states an outcome
without a word of proof, code's conclusion says what the rule asks to be shown, in its own words.
"""

from __future__ import annotations

import re

from core.reasoning import last_conclusion

#: What a sentence of the article puts to proof: "原告仍应就借贷关系的成立承担举证责任" → 借贷关系的成立.
PROVE = re.compile(r"(?:就|对(?!方))(?P<what>[^，。；;]{2,40}?)(?:承担举证责任|负有?举证责任|提供证据(?:加以)?证明)")
#: An outcome stated outright: the money comes back or not, the claim is upheld or not.
OUTCOME = re.compile(r"(?:可以|能够?|不能|无法|不可以|没法)(?:要回|拿回|追回|讨回|要求[^，。；]{0,8}?(?:还|返还|归还|赔))|要不回|"
                     r"(?:应当|应该|会)(?:予以)?支持|不予支持|(?:不用|不必|无需|不需要)(?:还|返还|归还|赔)")
#: A conclusion that already speaks of proof.
SPEAKS_OF_PROOF = re.compile(r"证据|证明|举证")
ANSWER = "结论：这一条不直接决定结果，它规定的是由谁证明什么：“{sentence}”。能不能得到支持，取决于能否证明{what}；证明不了的，这一主张难以得到支持。"


def proof_sentence(article: str) -> tuple[str, str] | None:
    """The article's last sentence putting something to proof, and what it puts there; None for an article of no such rule."""
    found = None
    for sentence in re.split(r"(?<=[。；;])", article):
        for match in PROVE.finditer(sentence):
            found = (sentence.strip().rstrip("。；;"), match.group("what"))
    return found


def with_burden(body: str, article: str) -> str:
    """The body with an outright outcome drawn from a rule of proof replaced by what the rule asks to be shown."""
    conclusion = last_conclusion(body)
    proof = proof_sentence(article) if conclusion is not None else None
    if proof is None or not OUTCOME.search(conclusion.group(0)) or SPEAKS_OF_PROOF.search(conclusion.group(0)):
        return body
    sentence, what = proof
    return body[:conclusion.start()] + ANSWER.format(sentence=sentence, what=what) + body[conclusion.end():]
