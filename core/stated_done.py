"""A list item that holds only where something was not done, and the user saying it was done.

婚姻家庭编解释（一） 第五条 returns a 彩礼 where "（一）双方未办理结婚登记手续" or "（二）……确未共同生活"; asked by a wife
"我们结婚登记两年了，一直住在一起……法院会支持吗", the reply quoted item (一) (it shares the most words with the question) and
told her the court would order the return (stranger50 q4, session 44, blind). Her words say the thing the item needs undone
was done: the item is not her case, and another item (or none) decides.
"""

from __future__ import annotations

import re

from index.common.text import HAN, occurrences
from index.statutory_words import everyday_words

#: An item's number ("（二）").
ITEM_NUMBER = re.compile(r"^\s*[（(][一二三四五六七八九十]+[)）]")
#: An item that holds where a thing was not done ("双方未办理结婚登记手续", "确未共同生活"): the thing, at the item's end.
UNDONE = re.compile(rf"(?:确未|未能|未|没有)([{HAN}]{{2,14}})$")
#: A negation just before the user's word takes it back ("没办结婚登记", "还没有结婚登记").
TAKEN_BACK = re.compile(r"[不没未无]|有没有")


def stated_done(unit: str, users_words: str) -> str:
    """The user's words saying the thing `unit`'s list item needs undone was done ("结婚登记两年了" against "未办理结婚登记手续"):
    its four-character runs (a long thing named by its core, "结婚登记" of "办理结婚登记手续") or an everyday word the table gives
    it ("住在一起" for 共同生活), in the user's words with no negation in the four characters before; "" when not said."""
    if "……" not in unit and not ITEM_NUMBER.match(unit):
        return ""
    item = ITEM_NUMBER.sub("", unit.split("……")[-1]).rstrip("；;。，,的 ")
    undone = UNDONE.search(item)
    if undone is None:
        return ""
    thing = undone.group(1)
    words = {thing[at:at + 4] for at in range(len(thing) - 3)} | set(everyday_words(thing))
    for word in sorted(words, key=len, reverse=True):
        for at in occurrences(users_words, word):
            before = re.split(r"[，。？！,.?!；;]", users_words[:at])[-1][-4:]
            if not TAKEN_BACK.search(before):
                return word
    return ""
