"""A rule forbidding the other side to force an act is the user's right to refuse it.

劳动合同法 第三十一条: "用人单位……不得强迫或者变相强迫劳动者加班". Asked "公司要求我每天加班到晚上十点，不给加班费，我能拒绝吗",
the 1.5B model concluded "你不能拒绝" (everyday c4, session 39's evaluation); the decisive clause read by the reply's words
was the article's next sentence (加班费), which says nothing either way, so the direction check let it pass. Where the user
asks whether they may refuse, the conclusion says they may not, and the cited article forbids forcing the act ("不得强迫",
"不得强令"), the conclusion is replaced by the answer that article gives, in its own words.
"""

from __future__ import annotations

import re

from core.reasoning import last_conclusion
from index.common.text import piece_around

#: The user asks whether they may refuse: "我能拒绝吗", "可不可以拒绝", "有权拒绝吗".
ASKS_TO_REFUSE = re.compile(r"(?:能|可以|有权)拒绝(?:吗|么|嘛)|能不能拒绝|可不可以拒绝|有没有权(?:利)?拒绝")
#: The conclusion says they may not.
CANNOT_REFUSE = re.compile(r"(?:不能|不可以|无权|不得|没有权利|不允许)拒绝")
#: The article forbids the other side to force it: "不得强迫或者变相强迫劳动者加班".
FORBIDS_FORCING = re.compile(r"不得(?:强迫|强令|变相强迫|胁迫)")
ANSWER = "结论：可以拒绝。依据该条规定：“{words}”。"


def with_refusal_right(body: str, article: str, question: str) -> str:
    """The body with a "you may not refuse" conclusion replaced by the right to refuse the article gives; unchanged
    otherwise."""
    conclusion = last_conclusion(body)
    forbids = FORBIDS_FORCING.search(article)
    if not ASKS_TO_REFUSE.search(question) or conclusion is None or not CANNOT_REFUSE.search(conclusion.group(0)) \
            or forbids is None:
        return body
    words = piece_around(article, forbids.start(), "。；;")
    return body[:conclusion.start()] + ANSWER.format(words=words) + body[conclusion.end():]
