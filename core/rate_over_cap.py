"""A rate the user states above the four-times-LPR cap that the quoted clause excepts.

民间借贷规定 第二十五条: "出借人请求借款人按照合同约定利率支付利息的，人民法院应予支持，但是双方约定的利率超过合同成立时一年期
贷款市场报价利率四倍的除外". Asked about an IOU at 36 % a year, the 1.5B model quoted it and concluded "法院会支持36%的年利率，因为36%
低于合同成立时一年期贷款市场报价利率四倍（约12%）" (everyday b3, session 45): the comparison is arithmetic, so code does it. Where the
clause caps a rate at four times the LPR, the question states an annual rate, and the rate is above the cap on every day of the
case window (the LPR from `core.complaint.rate_cap`), a conclusion that supports the rate without naming the part above the cap is
replaced by code's. Before 2019-08-20 nothing is said; after the range the LPR table is checked through, the cap as it stood on
its last day is given as such, with where to find the LPR of the loan's date. A monthly rate counts twelve times a year.
"""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal

from core.amounts import monthly_fen
from core.complaint.rate_cap import last_checked, lprs_in
from core.reasoning import last_conclusion

#: A clause that caps a rate at four times the LPR ("超过合同成立时一年期贷款市场报价利率四倍").
CAPPED = re.compile(r"超过[^，。；]{0,12}一年期贷款市场报价利率四倍")
#: The annual rate the user states: "年利率36%", "年息24%", "年化利率18%".
ANNUAL = re.compile(r"年(?:利率|息|化(?:利率)?)(?:是|为|写的是?|约定)?\s*(\d+(?:\.\d+)?)\s*[%％]")
#: A monthly rate ("月利率3%", "月息2%"): twelve times it a year (stranger62 c6, session 48: "约定月利率3%……我最多能要多少利息" was told
#: "出借人最多能要36%的利息").
MONTHLY = re.compile(r"月(?:利率|息)(?:是|为|写的是?|约定)?\s*(\d+(?:\.\d+)?)\s*[%％]")
#: A conclusion already speaking of the part above the cap.
KNOWS_CAP = re.compile(r"超过[^。]{0,30}部分|不予支持|不受法律保护|不受保护")
#: A conclusion that grants the rate.
GRANTS = re.compile(r"(?<![不未])支持|应当(?:按|支付)|可以(?:要求|主张|按|要)|(?<![不])能要|有权|合法|有效")
ANSWER = ("结论：约定的{rate}超过了合同成立时一年期贷款市场报价利率的四倍（{when}一年期贷款市场报价利率为{lpr}%，四倍为{cap}%），"
          "依据该条，超过的部分人民法院不予支持，不超过{cap}%的部分可以主张。")
#: Where the LPR of the case's dates is past what the table is checked through: the cap as it stood then, said as such.
ANSWER_UNCHECKED = ("结论：依据该条，约定利率高于合同成立时一年期贷款市场报价利率四倍的，法院只支持到四倍为止。约定的{rate}是否超过，"
                    "要看合同成立时的一年期贷款市场报价利率：本库核对到{checked}，当时为{lpr}%，四倍为{cap}%；合同成立时仍是这一数值的，"
                    "超过{cap}%的利息不予支持，不超过{cap}%的部分可以主张。具体数值请以全国银行间同业拆借中心公布的为准。")


def over_cap(body: str, clause: str, question: str, window: tuple[date, date]) -> str:
    """The body with a conclusion granting a rate above the cap replaced by code's; unchanged otherwise."""
    annual, monthly = ANNUAL.search(question), MONTHLY.search(question)
    per_month = monthly.group(1) if monthly else monthly_fen(question)
    conclusion = last_conclusion(body)
    if not CAPPED.search(clause) or not (annual or per_month) or conclusion is None:
        return body
    rate = Decimal(annual.group(1)) if annual else Decimal(per_month) * 12
    lprs = lprs_in(*window)
    checked, last = last_checked()
    unchecked = lprs is None and window[1] > checked
    said = conclusion.group(0)
    highest = lprs[-1] if lprs else last if unchecked else None
    if highest is None or rate <= highest * 4 or KNOWS_CAP.search(said) or not GRANTS.search(said):
        return body
    when = "合同成立时" if window[0] == window[1] else f"{window[0].isoformat()}至{window[1].isoformat()}期间最高的"
    told = f"年利率{annual.group(1)}%" if annual else f"月利率{per_month}%（年利率{rate.normalize()}%）"
    cap = (highest * 4).normalize()
    answer = ANSWER_UNCHECKED.format(rate=told, checked=f"{checked.year}年{checked.month}月{checked.day}日", lpr=highest, cap=cap) \
        if unchecked else ANSWER.format(rate=told, when=when, lpr=highest, cap=cap)
    return body[:conclusion.start()] + answer + body[conclusion.end():]
