"""A court refusing the other side's claim answers whether the user must pay it.

民间借贷规定 第二十四条: "借贷双方没有约定利息，出借人主张支付利息的，人民法院不予支持". Asked by a borrower "借条上没写利息，现在
还钱时他要我付利息，我要付吗？" (stranger65 f3, session 49, blind), the 1.5B model quoted it and concluded on overdue interest under
another article ("借款人……应当按照约定或者国家有关规定支付逾期利息"); the review withheld the conclusion, and the user got no answer
to a question the quoted clause settles. Where the user asks whether they must pay something, and the deciding clause refuses
that claim when the other side makes it, code writes the conclusion: no, in the clause's words.
"""

from __future__ import annotations

import re

from core.direction import PARTY_OF
from core.reasoning import last_conclusion
from index.common.text import han_ngrams

#: A ruling refusing a claim: "出借人主张支付利息的，人民法院不予支持".
REFUSED = re.compile(r"(?P<claimant>[\u4e00-\u9fff]{2,6}?)(?:主张|请求|要求)(?P<claim>[^，,。；;]{2,16}?)的，人民法院不予支持")
#: The user asks whether they must pay: "我要付吗", "我还要给他利息吗", "我需要赔吗"; and what: "付利息".
ASKS_MUST_PAY = re.compile(r"我们?(?:还)?(?:要|需要|得|必须|应该|应当)(?:给他|给她|给)?(?P<what>(?:付|支付|还|赔|给|交)[^，。？?吗么呢]{0,6})(?:吗|么|呢|[？?])")
#: What the other side demands of the user, as the user tells it: "他要我付利息" → "利息".
DEMANDED = re.compile(r"(?:要|让|叫|逼|找)我们?(?:付|支付|给|还|交|赔)(?:他|她)?([^，。？?吗么呢]{1,8})")
#: A conclusion that already says no.
SAYS_NO = re.compile(r"不用|不需要|无需|无须|不必|不予支持|没有义务|不应当?支付")
ANSWER = "结论：不用。依据该条规定：“{words}”。"


def with_refused_claim(body: str, clause: str, question: str, asker: str | None) -> str:
    """The body with its conclusion replaced by the clause's refusal when the user (`asker`, their side of the relation) asks
    whether they must pay what the clause refuses the other side's claim to; unchanged otherwise."""
    conclusion = last_conclusion(body)
    asked = ASKS_MUST_PAY.search(question)
    refused = REFUSED.search(clause)
    if conclusion is None or asked is None or refused is None or asker is None or SAYS_NO.search(conclusion.group(0)):
        return body
    claimant = PARTY_OF.get(refused.group("claimant"))
    if claimant is None or claimant == asker:
        return body
    # the thing asked is the thing claimed: "付利息" (or "要我付利息" earlier in the question) and "支付利息" share 利息
    told = asked.group("what") + "".join(DEMANDED.findall(question))
    if not han_ngrams(refused.group("claim")) & (han_ngrams(told) - han_ngrams("支付")):
        return body
    words = clause[:refused.end()].split("。")[-1]
    return body[:conclusion.start()] + ANSWER.format(words=words) + body[conclusion.end():]
