"""Whether a share-out the user asks about leaves the user out.

"我父亲去世没有留遗嘱……我和我姐姐还有我妈怎么分？" asks how an estate is shared among three people, the user one
of them. The 1.5B model quoted the right article (民法典 第一千一百三十条, equal shares in one order) and concluded
"你父亲的遗产应当均等分配给你的姐姐和你妈妈" (stranger20 q10, session 33): a share-out that drops the one asking.
The question lists the user with relatives; a conclusion that names some of them and never the user as a taker has
left the user out. "你父亲", "你的姐姐" name relatives through the user, not the user.
"""

from __future__ import annotations

import re

from core.reasoning import CONCLUSION_BLOCK, conclusion_words

#: The question asks how something is shared out.
ASKS_SHARE = re.compile(r"怎么分|如何分|怎样分|分多少|各分|各得|份额|怎么继承|谁继承|谁能继承")
_KIN = r"(?:爸|妈|父|母|哥|姐|弟|妹|儿|女|爷|奶|外公|外婆|老公|老婆|丈夫|妻子|家)"
#: "我和我姐姐还有我妈": the user listed with relatives.
WITH_KIN = re.compile(rf"我(?:和|跟|与|、)[^，,。？?！!]{{0,20}}?{_KIN}")
KIN = re.compile(_KIN)
#: The user as a person in the conclusion, not as the one a relative is named through ("你父亲", "你的姐姐").
YOU = re.compile(rf"[你您](?!的?{_KIN})")


def leaves_the_asker_out(question: str, body: str) -> str | None:
    """The conclusion, when the question asks how the user and relatives share something and the conclusion
    names relatives but never the user; None when it includes the user (or the question is of another kind)."""
    conclusion = CONCLUSION_BLOCK.search(body)
    if conclusion is None or not ASKS_SHARE.search(question) or not WITH_KIN.search(question):
        return None
    said = conclusion_words(conclusion.group(0))
    return said if KIN.search(said) and not YOU.search(said) else None
