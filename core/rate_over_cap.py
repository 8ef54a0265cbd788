"""A rate the user states above the four-times-LPR cap that the quoted clause excepts.

民间借贷规定 第二十五条: "出借人请求借款人按照合同约定利率支付利息的，人民法院应予支持，但是双方约定的利率超过合同成立时一年期
贷款市场报价利率四倍的除外". Asked about an IOU at 36 % a year, the 1.5B model quoted it and concluded "法院会支持36%的年利率，因为36%
低于合同成立时一年期贷款市场报价利率四倍（约12%）" (everyday b3, session 45): the comparison is arithmetic, so code does it. Where the
clause caps a rate at four times the LPR, the question states an annual rate, and the rate is above the cap on every day of the
case window (the LPR from `core.complaint.rate_cap`), a conclusion that supports the rate without naming the part above the cap is
replaced by code's. Without the LPR for the window (before 2019-08-20, or after the checked range) nothing is said.
"""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal

from core.complaint.rate_cap import lprs_in
from core.reasoning import last_conclusion

#: A clause that caps a rate at four times the LPR ("超过合同成立时一年期贷款市场报价利率四倍").
CAPPED = re.compile(r"超过[^，。；]{0,12}一年期贷款市场报价利率四倍")
#: The annual rate the user states: "年利率36%", "年息24%", "年化利率18%".
ANNUAL = re.compile(r"年(?:利率|息|化(?:利率)?)(?:是|为|写的是?|约定)?\s*(\d+(?:\.\d+)?)\s*[%％]")
#: A conclusion already speaking of the part above the cap.
KNOWS_CAP = re.compile(r"超过[^。]{0,30}部分|不予支持|不受法律保护|不受保护")
#: A conclusion that grants the rate.
GRANTS = re.compile(r"(?<![不未])支持|应当(?:按|支付)|可以(?:要求|主张|按)|有权|合法|有效")
ANSWER = ("结论：约定的年利率{rate}%超过了合同成立时一年期贷款市场报价利率的四倍（{when}一年期贷款市场报价利率为{lpr}%，四倍为{cap}%），"
          "依据该条，超过的部分人民法院不予支持，不超过{cap}%的部分可以主张。")


def over_cap(body: str, clause: str, question: str, window: tuple[date, date]) -> str:
    """The body with a conclusion granting a rate above the cap replaced by code's; unchanged otherwise."""
    stated = ANNUAL.search(question)
    conclusion = last_conclusion(body)
    if not CAPPED.search(clause) or stated is None or conclusion is None:
        return body
    lprs = lprs_in(*window)
    said = conclusion.group(0)
    if not lprs or Decimal(stated.group(1)) <= lprs[-1] * 4 or KNOWS_CAP.search(said) or not GRANTS.search(said):
        return body
    when = "合同成立时" if window[0] == window[1] else f"{window[0].isoformat()}至{window[1].isoformat()}期间最高的"
    answer = ANSWER.format(rate=stated.group(1), when=when, lpr=lprs[-1], cap=(lprs[-1] * 4).normalize())
    return body[:conclusion.start()] + answer + body[conclusion.end():]
