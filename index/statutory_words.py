"""Everyday Chinese words → the words the statutes use (index/data/statutory_words_zh.toml).

A layperson asks about "扣分", "准生证" or "老赖"; the provisions say 记分, 生育登记 and 失信被执行人.
The keyword and BM25 channels match words, so without the statutory word they rank an article
that merely shares the story's nouns above the one that governs. The table is small and read by
substring (Chinese has no spaces), so it runs on every Chinese message at no cost.

A table learned from data was tried in session 55 (`/work/notes/exp55/bridge.py`, outside the repository): for each word of a
LeCoQA train question, the words of its legal team's articles that follow it far more often than chance (pairs seen in at least
3 to 5 questions, precision 0.5 to 0.7, lift 5 to 100), added to the question out of fold (5 folds). The fusion's hit@1/6/30
moved within a fold's noise (31.8/73.3/89.5 % without; 31.5–32.4 / 72.7–74.0 / 89.6–90.2 % with), and the terms it learned were
the questions' own legal words (相邻, 承包方, 动产) or common ones (合同, 不得): LeCoQA's questions already use the statutes' words,
so the everyday words that miss them are not in it to learn from. The hand table stays.
"""

from __future__ import annotations

import re
import tomllib
from functools import lru_cache
from pathlib import Path

from index.common.text import chinese_to_int

WORDS_FILE = Path(__file__).resolve().parent / "data" / "statutory_words_zh.toml"


@lru_cache(maxsize=1)
def table(path: Path = WORDS_FILE) -> dict[str, tuple[str, ...]]:
    """everyday word -> its statutory words."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return {key: tuple(value.split()) for key, value in data["words"].items()}


#: An age the user states ("我儿子今年8岁", "我十七岁"): digits, or Chinese numerals up to 九十九.
AGE = re.compile(r"(?<![\d一二两三四五六七八九十])(\d{1,2}|(?=[一二两三四五六七八九十])[一二两三四五六七八九]?十?[一二两三四五六七八九]?)\s*(?:周)?岁")
#: Where a child's age is not about what the child can do in law: custody, support and visits after a divorce, and work.
_NOT_CAPACITY = re.compile(r"离婚|抚养|探望|监护权|跟谁|工资|上班|打工|劳动|用人单位")


def one_age(text: str) -> int | None:
    """The one age `text` states, or None for none or several (`core.denied_conditions` reads what it settles)."""
    ages = {chinese_to_int(age) for age in AGE.findall(text)}
    return ages.pop() if len(ages) == 1 else None


def capacity_words(text: str) -> tuple[str, ...]:
    """The capacity the one age `text` states gives a minor (民法典 第十九条、第二十条): "限制民事行为能力人" from eight, else
    "无民事行为能力人"; none for an adult, several ages, or a question about custody or work. "我儿子8岁，在学校课间被同学推倒"
    shares no word with 第一千二百条's "限制民事行为能力人", and 第一千一百九十九条, on children under eight, was quoted instead
    (stranger80 v6, session 53, blind)."""
    age = one_age(text)
    if age is None or _NOT_CAPACITY.search(text):
        return ()
    return () if age >= 18 else ("限制民事行为能力人",) if age >= 8 else ("无民事行为能力人",)


def statutory_words(text: str, context: str = "") -> tuple[str, ...]:
    """The statutory words for the everyday words in `text` that it does not hold already, in
    table order, then the capacity a stated age gives (`capacity_words`), without repeats. A key "A+B" needs every part in `text`: 离婚 with 房 asks
    about the spouses' property, while 房 alone (a lease) or 离婚 alone (custody) does not; a part "!C"
    must be absent. Given the
    `context` `text` was taken from, a part may be found there, so long as one part is in `text`:
    "不合格", what a company said in a question about 试用期, is "不符合录用条件"."""
    whole = f"{text} {context}" if context else text
    bridged = (word for key, words in table().items() if _matches(key, text, whole) for word in words)
    return tuple(dict.fromkeys(word for word in (*bridged, *capacity_words(text)) if word not in text))


def _matches(key: str, text: str, whole: str) -> bool:
    """Whether a key's parts are all in `whole` (one of them in `text`) and its "!" parts in neither:
    "离婚+房+!婚前" is the spouses' common property, but a house bought before the marriage is one spouse's own."""
    parts = key.split("+")
    present = [part for part in parts if not part.startswith("!")]
    return (all(part in whole for part in present) and any(part in text for part in present)
            and not any(part[1:] in whole for part in parts if part.startswith("!")))


def with_statutory_words(text: str, context: str = "") -> str:
    """`text` followed by the statutes' words for its everyday ones (`statutory_words`): what a user's words raise when
    compared with an article's ("借我的车" raises 借用, "已经离职了" 劳动关系终止)."""
    return " ".join([text, *statutory_words(text, context)])


def everyday_words(statutory: str) -> tuple[str, ...]:
    """The single everyday words the table gives `statutory` for ("安排补休" → 调休): how a user may say that a thing the
    statute names was done."""
    return tuple(key for key, words in table().items() if "+" not in key and statutory in words)
