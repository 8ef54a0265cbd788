"""A loan with no interest agreed, repaid late: no interest for the term, but interest from the day it fell due.

"我借给朋友5万元，当时没说利息，现在他拖了一年才还，我能要利息吗？" was answered "不能要利息" under 民间借贷规定 第二十四条
("借贷双方没有约定利息，出借人主张支付利息的，人民法院不予支持"; stranger100 h7, session 57, blind). True of the term, and not the
answer: the borrower who repays late owes interest from the day repayment was due (第二十八条 (一), "既未约定借期内利率，也未约定逾期
利率……应予支持"). Code adds that rule, quoted from the evidence, when the cited clause is the no-interest rule and the user says the
money came back late or has not come back; without that article in the evidence nothing is added.
"""

from __future__ import annotations

import re

from core.evidence import Evidence
from core.reasoning import last_conclusion

#: The clause that no interest is owed where none was agreed (民法典 第六百八十条, 民间借贷规定 第二十四条).
NO_INTEREST = re.compile(r"没有约定利息|对支付利息没有约定|视为没有利息|视为不支付利息")
#: The user saying the loan was repaid late or is still unpaid past its day.
LATE = re.compile(r"拖了|拖到|逾期|到期(?:了|后)?(?:也|还|一直)?(?:没|未|不)还|迟迟(?:不|没)还|一直(?:不|没)还|才还|晚还|超期")
#: The rule for that case, in whichever version is in force: 2020修正 第二十八条 (一), 2015 第二十九条 (一).
LATE_RULE = re.compile(r"既未约定借期内利率，也未约定逾期利率[^；;。]*")
#: A conclusion that already speaks of the late interest.
RECKONED = re.compile(r"逾期")


def with_late_interest(body: str, clause: str, question: str, evidence: list[Evidence]) -> str:
    """The body with the late-repayment rule said in a paragraph after its conclusion, where the cited `clause` is the no-interest rule, the
    `question` says the money came back late, and the rule is in the `evidence`; unchanged otherwise."""
    conclusion = last_conclusion(body)
    if not NO_INTEREST.search(clause) or not LATE.search(question) or conclusion is None or RECKONED.search(conclusion.group(0)):
        return body
    version = next((item.version for item in evidence if item.role == "in_force" and LATE_RULE.search(item.version.text)), None)
    if version is None:
        return body
    rule = LATE_RULE.search(version.text).group(0)
    # a paragraph of its own: the conclusion's checks read the clause it rests on, and 第二十八条's "应予支持" is not that clause's
    said = (f"\n\n另外，按你所说借款到期后没有按时归还：依据《{version.law}》{version.article_label}，“{rule}”。也就是说，借期内的利息"
            "要不到，但从逾期还款之日起的利息可以主张。")
    return body[:conclusion.end()] + said + body[conclusion.end():]
