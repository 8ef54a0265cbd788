"""A reply speaks to the user: the facts and the conclusion say 你, not the user's own 我.

The 1.5B model copies the question's first person into what it writes: "结论：我有权起诉他", "结论：我作为车主
要赔钱" (stranger13, session 27). A lawyer writes "你有权起诉他". Only the parts that restate the user (the
facts mapped to the article, and the conclusion with what follows it) are turned; quotations keep their words (the statute's,
or the user's own in “”), and the model speaking for itself ("我认为", "我建议") stays as it is.
"""

from __future__ import annotations

import re

from core.asked_payer import ASKS_OWN_ACT, USER_HARMED, USER_NAMED_ANSWERING
from core.citations import QUOTATION
from core.reasoning import CONCLUSION_BLOCK
from core.stated_facts import HEADING, SECTION_END

#: The model's own voice, and 我 inside a longer word: left as written.
OWN_VOICE = re.compile(r"我(?=认为|建议|无法|不能确定|没有找到|写出|们认为|们建议)|我国|自我|本我")
_FIRST_PERSON = re.compile(r"我们|我")
_SECOND = {"我们": "你们", "我": "你"}


#: The model's word for the asker, as its prompt names them ("结论：用户应当赔偿店家", stranger100 h9, session 57): not a platform's
#: users ("平台……用户的个人信息") nor a word it begins ("用户协议").
_ASKER_CALLED_USER = re.compile(r"(?<![的台站户其])用户(?![协名数信隐量账群们的])")
_FIRST_PERSON_OR_USER = re.compile(f"{_FIRST_PERSON.pattern}|{_ASKER_CALLED_USER.pattern}")


def _turned(text: str, user_is_asker: bool = False) -> str:
    """`text` with the user's 我/我们 as 你/你们, outside quotations and the model's own voice, and "用户" as 你 where
    `user_is_asker` (the question never says 用户 itself)."""
    kept = [m.span() for m in QUOTATION.finditer(text)] + [m.span() for m in OWN_VOICE.finditer(text)]

    def swap(match: re.Match[str]) -> str:
        inside = any(start <= match.start() < end for start, end in kept)
        return match.group(0) if inside else _SECOND.get(match.group(0), "你")

    return (_FIRST_PERSON_OR_USER if user_is_asker else _FIRST_PERSON).sub(swap, text)


#: The question asking whether the user may act against the other side ("我能起诉他吗"): the act and its object.
_ASKED_ACT = re.compile(r"我(?:们)?(?:能|可以|能不能|可不可以|有权|有没有权)(?:去|向法院)?([\u4e00-\u9fff]{2,3}?)(他|她|对方)")
#: A conclusion's subject before a permission, and the words after it.
_GRANTED = re.compile(r"(结论\s*[:：]\s*)([\u4e00-\u9fff]{1,6}?)(可以|能够|能|有权)(?=去?([\u4e00-\u9fff]{2,3}))")


#: Those the user may act for or beside: "孩子可以起诉他" is right (a child claims support, 民法典 第一千零六十七条).
USERS_SIDE = re.compile(r"孩子|儿子|女儿|子女|小孩|父母|爸|妈|家人")


def asker_acts(body: str, question: str) -> str:
    """`body` with the user as the one the conclusion lets act, where the question asked whether the user may do that act:
    "前夫已经半年没给孩子抚养费了，我能起诉他吗？" was concluded "前夫可以起诉他" (stranger38 s9, session 38), the other side
    given the user's act against himself."""
    asked = _ASKED_ACT.search(question)
    if asked is None:
        return body
    act = asked.group(1)

    def turned(match: re.Match[str]) -> str:
        subject = match.group(2)
        if subject in ("你", "你们", "您") or USERS_SIDE.search(subject) or not match.group(4).startswith(act) \
                or subject not in question:
            return match.group(0)
        return f"{match.group(1)}你{match.group(3)}"

    return _GRANTED.sub(turned, body)


#: The user with siblings as a conclusion's subject: "你兄妹三个", "你们兄弟俩", "你们".
_USER_AND_SIBLINGS = r"(?:你们|你)(?:兄妹|兄弟|姐妹|姐弟|兄弟姐妹)?[一二两三四五六七八九十]?[个人俩]?"


def asker_alone(body: str, question: str) -> str:
    """`body` with the user alone granted what the user alone asked about, where the conclusion grants it to the user and the
    siblings: "这些年一直是我在照顾他，遗产分的时候我能多分一点吗" was concluded "你兄妹三个可以多分一点遗产" under 民法典
    第一千一百三十条 (stranger69 j4, session 50, blind), which lets the heir who cared take more, not all three."""
    asked = ASKS_OWN_ACT.search(question)
    if asked is None or asked.group(0).startswith("我们"):  # "我们能多分吗" asks for them all
        return body
    granted = re.compile(rf"(结论\s*[:：]\s*)(?:{_USER_AND_SIBLINGS})(?=(?:也|就|才)?(?:可以|能够|能|有权){re.escape(asked.group(1)[:2])})")
    return granted.sub(r"\1你", body)


#: "我要还吗", "我要赔2万吗": the question asks whether the user owes.
_ASKS_IF_OWED = re.compile(r"我们?(?:要|需要|得|必须|应该|应当)(?:赔偿|赔|偿还|还|支付|付|交)")
#: "你不能还", "你不能赔2万": the 1.5B model's "cannot" where it means "need not" (stranger48 c8, stranger49 d9, session 43).
_CANNOT_FOR_NEED_NOT = re.compile(r"(你们|你|您)(?:就)?不能(?=赔偿|赔|偿还|还|支付|付|交)")


def owing_denied(body: str, question: str) -> str:
    """`body` with "你不能赔" in its conclusion as "你不用赔" when the question asked whether the user owes: "我要赔2万吗" answered
    "你不能赔2万" reads as a ban on paying, not the answer that 2万 is not owed."""
    if not _ASKS_IF_OWED.search(question):
        return body
    for block in reversed(list(CONCLUSION_BLOCK.finditer(body))):
        body = body[:block.start()] + _CANNOT_FOR_NEED_NOT.sub(r"\1不用", block.group(0)) + body[block.end():]
    return body


#: The user tells of a crime done to them: "我在网上做刷单兼职被骗了5000块钱", "我的电动车被偷了".
_USER_WRONGED = re.compile(r"我[^，。？！?!]{0,16}?被[^，。？！?!]{0,8}?(?:骗|偷|盗|抢|敲诈|勒索)")
#: A conclusion naming the user the suspect: "因此你涉嫌诈骗", "你构成诈骗罪".
_USER_SUSPECTED = re.compile(r"(?:你们|你|您)(?=(?:已经|就|则|可能)?(?:涉嫌|构成|犯了?|触犯了?))")


def offender_is_the_other(body: str, question: str) -> str:
    """`body` with a conclusion that names the user the suspect of the crime the user says was done to them naming the other
    side instead: "我在网上做刷单兼职被骗了5000块钱……这算犯罪吗" was concluded "……因此你涉嫌诈骗" under 刑法 第二百六十六条
    (stranger69 j5, session 50, blind): the model carried the question's first person onto the offender."""
    if not _USER_WRONGED.search(question):
        return body
    for block in reversed(list(CONCLUSION_BLOCK.finditer(body))):
        body = body[:block.start()] + _USER_SUSPECTED.sub("对方", block.group(0)) + body[block.end():]
    return body


def harmed_not_the_party(body: str, question: str) -> str:
    """`body` without the aside that names a user who says they were harmed as the party who answers for it: "我在小区里被邻居家10岁
    的小孩骑自行车撞倒骨折了，我该找谁赔？" was concluded "你应找小孩的监护人（即你）赔偿" under 民法典 第一千一百八十八条 (stranger71
    l8, session 51): the rest of the sentence is the answer, the aside a slip that had the whole conclusion withheld."""
    return USER_NAMED_ANSWERING.sub("", body) if USER_HARMED.search(question) else body


def addressed(body: str, lang: str, question: str = "") -> str:
    """The reply with its fact mapping and conclusion addressed to the user (Chinese only), the act the user asked
    about granted to the user (`asker_acts`), a debt it denies said as not owed (`owing_denied`), a crime done to the user
    laid on the other side (`offender_is_the_other`), and what the user alone asked for granted to the user alone (`asker_alone`)."""
    if lang != "zh":
        return body
    body = asker_acts(body, question)
    first = CONCLUSION_BLOCK.search(body)
    # the conclusion and what the model wrote after it ("……因此我老公需要承担全部责任", stranger68 i9, session 50)
    spans = [(first.start(), len(body))] if first else []
    heading = HEADING.search(body)
    if heading:
        section_end = SECTION_END.search(body, heading.end())
        spans.append((heading.end(), section_end.start() if section_end else len(body)))
    for start, end in sorted(spans, reverse=True):
        body = body[:start] + _turned(body[start:end], "用户" not in question) + body[end:]
    # after the turn: the model wrote "我不能还", "我涉嫌" and "我们兄妹三个", which read "你不能还", "你涉嫌" and "你们" only now
    return asker_alone(offender_is_the_other(owing_denied(body, question), question), question)
