"""A conclusion that rests on what only the other side said.

"楼上漏水把我家天花板泡坏了，楼上邻居说是物业的管道问题不归他管，我该找谁赔？" (stranger43 x4, session 40, blind) was
answered under 民法典 第一千一百六十五条 with "你该找物业赔偿": 物业 is in the question only inside the neighbour's own account,
which is what the user doubts. Code finds a conclusion's words that the user wrote only inside what someone else said
("X说……"), and says before the conclusion that it is that person's account and that the conclusion holds only if it is
true. Words of every kind the conclusion shares with the rest of the question are the user's own facts.
"""

from __future__ import annotations

import re

from core.reasoning import CONCLUSION_BLOCK, noted_before
from core.stated_refusal import SPEAKERS, accounts
from index.common.text import han_ngrams

#: Who may give an account the user doubts: the parties, and the people of everyday disputes.
_WHO = {*SPEAKERS, "楼上邻居", "楼下邻居", "邻居", "楼上", "楼下", "对方", "物业", "房东", "老板", "司机", "保险公司"}
#: "楼上邻居说是物业的管道问题不归他管": the speaker, then what they said, to the end of the clause.
ACCOUNT = accounts(_WHO)
#: Characters that make a pair of characters a function word, a number or a pronoun, not a thing or a person.
_FUNCTION = re.compile(r"[的了是不就也都还在有把被给和与说个们这那我你他她它一二两三四五六七八九十\d吗呢吧啊要会能该找]")
#: A question that asks whether the account is right ("商家说特价不退，合法吗"): a conclusion on it discusses the account.
JUDGED = re.compile(r"合法吗|违法吗|对吗|对不对|是真的吗|真的吗|是这样吗|说得对|可以吗|能这样|有道理吗|合理吗|属实吗|算不算|是不是")
NOTICE = "注意：“{said}”只是{speaker}的说法，你的描述没有说它属实；下面的结论用到了它，只在它属实时成立。"


def adopted_account(conclusion: str, question: str) -> tuple[str, str] | None:
    """(speaker, what they said) when the conclusion uses words the user wrote only inside that account, in a question
    that does not ask whether the account is right (`JUDGED`); else None."""
    if JUDGED.search(question):
        return None
    for match in ACCOUNT.finditer(question):
        rest = han_ngrams(question[:match.start()] + question[match.end():])
        taken = {pair for pair in han_ngrams(match.group("said")) - rest
                 if not _FUNCTION.search(pair) and pair in conclusion}
        if taken and not re.search(rf"{re.escape(match.group('speaker'))}[^，。]{{0,6}}?(?:说|称)", conclusion):  # reported, not adopted
            return match.group("speaker"), match.group("said")
    return None


def with_account_noted(body: str, question: str) -> tuple[str, bool]:
    """The body with `NOTICE` before its conclusion when the conclusion adopts an account only another gave, and
    whether it was added (Chinese replies)."""
    conclusion = CONCLUSION_BLOCK.search(body)
    found = adopted_account(conclusion.group(0), question) if conclusion else None
    if conclusion is None or found is None:
        return body, False
    speaker, said = found
    line = NOTICE.format(said=said, speaker=speaker)
    return noted_before(body, conclusion.start(), line), True
