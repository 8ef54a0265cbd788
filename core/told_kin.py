"""A fact line names the relative the user named.

"我父亲去世前立遗嘱把房子全给了我哥，我妈没有工作也没有收入" was mapped by the 1.5B model as "你哥没有工作也没有收入"
(stranger49 d4, session 43, blind): the right fact pinned on the wrong relative, and the heir 民法典 第一千一百四十一条 protects
became the one the will favoured. The words after the relative are the user's own, so code finds whom the user said them of
and puts that relative back; a line whose words the user never said is left to `core.stated_facts`.
"""

from __future__ import annotations

import re

from core.reasoning import CONCLUSION_BLOCK, ITEM_MARK

#: Relatives as users name them, longest first so 妈妈 is read before 妈.
KIN = ("妈妈", "母亲", "爸爸", "父亲", "哥哥", "姐姐", "弟弟", "妹妹", "儿子", "女儿", "丈夫", "老公", "妻子", "老婆", "公公", "婆婆",
       "岳父", "岳母", "爷爷", "奶奶", "外公", "外婆", "妈", "爸", "哥", "姐", "弟", "妹")
_KIN = "|".join(KIN)
#: A relative, then what is said of them, to the end of the clause: "你哥没有工作也没有收入".
SAID_OF = re.compile(rf"(?P<kin>{_KIN})(?P<said>[^，,。；;、\n（(]{{4,30}})")
#: The shortest words said of a relative that tell whom the user meant.
MIN_SAID = 4


def told_of(said: str, users_words: str) -> str | None:
    """The relative the user said `said` of ("没有工作也没有收入" in "我妈没有工作也没有收入" → 妈), or None."""
    at = users_words.find(said)
    if at < 0:
        return None
    before = re.search(rf"(?:{_KIN})$", users_words[max(0, at - 2):at])
    return before.group(0) if before else None


#: A fact line said of the user: its item mark, 我 or 你, and the words said ("2. 你欠了别人10万块").
SAID_OF_USER = re.compile(rf"^(?P<mark>\s*{ITEM_MARK}?\s*)(?P<who>我|你)(?!们)(?P<said>[^，,。；;、\n（(]{{4,30}})")


def kin_who_did(said: str, users_words: str) -> str | None:
    """The relative who, by the user's words, is the subject of the clause where they said `said` ("我爸去世前欠了别人10万块" → 爸
    for "欠了别人10万块"), or None: that clause names no relative, or the user says it of themselves."""
    at = users_words.find(said)
    if at < 0:
        return None
    start = max(users_words.rfind(mark, 0, at) for mark in "，,。；;！!？?\n") + 1
    head = users_words[start:at]
    found = re.match(rf"(?:我|我的)({_KIN})", head)
    return found.group(1) if found and not re.search(r"我$", head) else None


def with_kin_as_told(lines: list[str], users_words: str) -> list[str]:
    """`lines` (a reply's fact lines) with each relative the user said the line's words of, where the line names another,
    or names the user: "我爸去世前欠了别人10万块" mapped as "你欠了别人10万块" (stranger72 m7, session 51, blind) made the heir the
    debtor."""
    mended = []
    for line in lines:
        if (own := SAID_OF_USER.match(line)) and (kin := kin_who_did(own.group("said").rstrip("的了。"), users_words)):
            line = line[:own.end("who")] + kin + line[own.end("who"):]
        for found in SAID_OF.finditer(line):
            said = found.group("said").rstrip("的了")
            told = told_of(said, users_words) if len(said) >= MIN_SAID else None
            if told and told != found.group("kin") and not told.startswith(found.group("kin")) and not found.group("kin").startswith(told):
                line = line[:found.start("kin")] + told + line[found.end("kin"):]
                break
        mended.append(line)
    return mended


#: The user says whose relative they are: "我是她妹妹", "我是死者的儿子".
ASKER_IS = re.compile(rf"我是(?:她|他|死者|老人|被继承人)的?(?P<kin>{_KIN})")


def with_asker_as_told(body: str, question: str) -> str:
    """`body` with "你妹妹" in its conclusion put back as "你" where the user said "我是她妹妹": "她留下的房子谁来继承？我是她妹妹"
    was concluded "你姐姐的遗产应当由你妹妹继承" (stranger54 u3, session 45, blind), the heir made the user's own sister."""
    told = ASKER_IS.search(question)
    conclusion = CONCLUSION_BLOCK.search(body)
    if told is None or conclusion is None:
        return body
    # the draft speaks in the user's voice ("由我妹妹继承") until its person is turned, and after ("由你妹妹继承")
    said = re.sub(rf"(你|您|我)(?:的)?{told.group('kin')}(?![的])", r"\1", conclusion.group(0))
    return body[:conclusion.start()] + said + body[conclusion.end():]


#: Whom the user says a child lives with or was given to: "孩子跟妈妈生活", "女儿判给了我", "儿子一直是我带".
_PARENT = rf"{_KIN}|我|前夫|前妻"
CUSTODIAN = re.compile(rf"(?:跟|随|和)着?(?P<with>{_PARENT})(?:一起)?(?:生活|住|过)|判给了?(?P<to>{_PARENT})|(?P<by>{_PARENT})一直(?:在)?(?:带|抚养)")
#: Whom a conclusion has raise the child: "孩子由爸爸直接抚养的".
RAISED_BY = re.compile(rf"由(?P<who>{_PARENT}|你)直接抚养")
#: The same parent in other words.
_SAME_PARENT = {"妈": "母", "妈妈": "母", "母亲": "母", "爸": "父", "爸爸": "父", "父亲": "父", "我": "你", "你": "你"}


def with_custodian_as_told(body: str, question: str) -> str:
    """`body` with the parent its conclusion has raise the child ("由爸爸直接抚养") put back as the one the user said the child lives
    with ("孩子跟妈妈生活"): that conclusion (stranger100 h3, session 57, re-asked) made the parent who pays the one who raises the
    child. Left alone when the user names no such parent, or more than one."""
    told = {next(g for g in m.groups() if g) for m in CUSTODIAN.finditer(question)}
    conclusion = CONCLUSION_BLOCK.search(body)
    if len(told) != 1 or conclusion is None:
        return body
    custodian = told.pop()
    custodian = "你" if custodian == "我" else custodian
    said = RAISED_BY.sub(lambda m: m.group(0) if _SAME_PARENT.get(m.group("who"), m.group("who")) ==
                         _SAME_PARENT.get(custodian, custodian) else f"由{custodian}直接抚养", conclusion.group(0))
    return body[:conclusion.start()] + said + body[conclusion.end():]


#: The parent the user says died: "我爸去世了", "我母亲过世".
DECEASED = re.compile(r"我(?:的)?(?P<parent>爸爸|父亲|爸|妈妈|母亲|妈)(?:已经|前年|去年|上个月|突然|因病)?(?:去世|过世|病逝|病故|死了|走了|不在了)")
#: The user's relatives as kin of the parent who died, with their order of inheritance (民法典 第一千一百二十七条: spouse, children and
#: parents first; siblings and grandparents second).
_FATHERS_SIDE = {"奶奶": ("母亲", "一"), "爷爷": ("父亲", "一"), "叔叔": ("兄弟", "二"), "伯伯": ("兄弟", "二"), "姑姑": ("姐妹", "二")}
_MOTHERS_SIDE = {"外婆": ("母亲", "一"), "姥姥": ("母亲", "一"), "外公": ("父亲", "一"), "姥爷": ("父亲", "一"), "舅舅": ("兄弟", "二"),
                 "姨妈": ("姐妹", "二")}
_CHILDREN = {kin: ("子女", "一") for kin in ("你", "我", "哥哥", "姐姐", "弟弟", "妹妹", "哥", "姐", "弟", "妹")}
_KIN_OF_DECEASED = {"爸": {**_FATHERS_SIDE, **_CHILDREN, "妈妈": ("配偶", "一"), "妈": ("配偶", "一"), "母亲": ("配偶", "一")},
                    "妈": {**_MOTHERS_SIDE, **_CHILDREN, "爸爸": ("配偶", "一"), "爸": ("配偶", "一"), "父亲": ("配偶", "一")}}
_RELATIVES = "|".join(sorted({kin for table in _KIN_OF_DECEASED.values() for kin in table} - {"你", "我"}, key=len, reverse=True))
#: A line giving someone's order: "你奶奶是第二顺序继承人", "你属于第一顺序继承人".
ORDER_SAID = re.compile(rf"(?P<who>(?:你|我)的?(?P<kin>{_RELATIVES})|你|我)(?:是|属于|为)(?:被继承人的)?第(?P<order>[一二])顺序(?:的)?继承人")


def with_heir_order(lines: list[str], users_words: str) -> list[str]:
    """`lines` with each order of inheritance counted from the parent the user says died, not from the user: "我爸去世了……我奶奶还
    健在" was mapped "你奶奶是第二顺序继承人" (stranger101 i5, session 57, blind); she is the deceased's mother, a first-order heir.
    Unchanged when the user names no parent as the one who died, or a relative the table does not place."""
    died = DECEASED.search(users_words)
    if died is None:
        return lines
    parent = died.group("parent")
    table = _KIN_OF_DECEASED["爸" if parent in ("爸爸", "父亲", "爸") else "妈"]

    def counted(found: re.Match[str]) -> str:
        kin = found.group("kin") or found.group("who")
        relation = table.get(kin)
        if relation is None or relation[1] == found.group("order"):
            return found.group(0)
        return f"{found.group('who')}是你{parent}的{relation[0]}，属于第{relation[1]}顺序继承人"

    return [ORDER_SAID.sub(counted, line) for line in lines]
