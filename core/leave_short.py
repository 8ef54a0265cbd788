"""Leave the user is given that falls short of the days the quoted clause grants.

"我在公司生孩子，公司说产假只给60天，合法吗" was answered under 女职工劳动保护特别规定 第七条 ("女职工生育享受98天产假") with
"合法" (stranger75 p2, session 52, blind): 60 is fewer than 98, and that is arithmetic, so code does it. Where the clause grants
a number of days of a kind of leave, the question states fewer days of the same leave, and the conclusion allows it, the
conclusion is replaced by code's, which says the difference and where the clause sets the days. A clause that grants the
days by brackets of years worked (年休假) is compared only once `core.reasoning.decisive_clause` has quoted the bracket.
"""

from __future__ import annotations

import re

from core.reasoning import last_conclusion
from index.common.text import chinese_to_int

_NUMBER = r"\d+|[一二两三四五六七八九十百]+"
_LEAVE = r"产假|年休假|年假|婚假|丧假|护理假|陪产假|育儿假"
#: The clause grants days of a leave: "享受98天产假", "年休假5天".
GRANTED = re.compile(rf"享受(?P<days>{_NUMBER})(?:天|日)(?P<leave>{_LEAVE})|(?P<leave2>{_LEAVE})(?P<days2>{_NUMBER})(?:天|日)")
#: The question states the days given: "产假只给60天", "只给了60天产假", "年假给3天".
GIVEN = re.compile(rf"(?P<leave>{_LEAVE})[^，,。；;？?]{{0,6}}?(?P<days>{_NUMBER})(?:天|日)|"
                   rf"(?P<days2>{_NUMBER})(?:天|日)(?:的)?(?P<leave2>{_LEAVE})")
#: Words of a conclusion that allows it: "合法", "可以", "没问题".
ALLOWS = re.compile(r"(?<![不非])合法|没(?:有)?问题|没有违法|不违法")
#: ... and of one that already refuses it.
REFUSES = re.compile(r"不合法|(?<![没不])违法|少于")
ANSWER = ("结论：不合法。依据该条，{leave}为{granted}天；你所说的{given}天少于{granted}天，用人单位给的{leave}不得少于该条规定的天数，"
          "少给的天数你可以要求补足（也可以向劳动保障监察部门投诉）。")
_SAME = {"年假": "年休假"}


def _leave(match: re.Match[str]) -> tuple[str, int]:
    leave = match.group("leave") or match.group("leave2")
    return _SAME.get(leave, leave), chinese_to_int(match.group("days") or match.group("days2"))


def with_leave_owed(body: str, clause: str, question: str) -> str:
    """The body with a conclusion that allows fewer days of leave than the clause grants replaced by code's; unchanged
    otherwise (no such grant or figure, more days given, or a conclusion that does not allow it)."""
    conclusion = last_conclusion(body)
    granted = GRANTED.search(clause)
    given = GIVEN.search(question)
    if conclusion is None or granted is None or given is None:
        return body
    (leave, days), (asked, fewer) = _leave(granted), _leave(given)
    said = conclusion.group(0)
    if asked != leave or fewer >= days or not ALLOWS.search(said) or REFUSES.search(said):
        return body
    return body[:conclusion.start()] + ANSWER.format(leave=leave, granted=days, given=fewer) + body[conclusion.end():]
