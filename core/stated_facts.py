"""The facts a reply maps to an article's conditions must be the user's own.

Asked to "map the facts to its conditions", the small model fills those lines with whatever makes
its conclusion follow: "我违反了竞业限制条款，给公司造成了损失" for a worker who only asked whether
an unpaid non-compete still binds him, "这个摔伤发生在工作时间和工作场所内" for a fall on the way
to work. A lawyer never states a fact the client did not give. Code cannot tell which fact is true,
but it can tell which fact line is not in the user's words: most of its character pairs (party
words aside) are nowhere in what the user wrote. Such a line is marked as not stated, and the
conclusion is said to depend on it. English replies are read the same way, by content words.
"""

from __future__ import annotations

import re

from core.asker import USER_WORDS
from core.citations import QUOTATION
from core.reasoning import ITEM_MARK
from core.told_kin import with_heir_order, with_kin_as_told
from index.common.text import ARTICLE, han_ngrams

#: The mapping section opens with a heading that names the facts and their conditions.
HEADING = re.compile(r"^[#*\s]*(?:(?:把|将)?(?:案件)?事实(?:对应|与条件|和条件|对照)|(?:the\s+)?facts\s+(?:against|mapped|and)\b)[^\n]*$",
                     re.M | re.I)
#: ... and ends where the conclusion (or the basis list) begins.
SECTION_END = re.compile(r"^[#*\s]*(?:结论|依据|综上|因此|所以|conclusion|sources|therefore|so\b)", re.M | re.I)
ITEM = re.compile(rf"^(\s*{ITEM_MARK}\s*)(.+)$")
#: How a fact line introduces itself: not part of the fact.
LEAD_IN = re.compile(r"^(?:根据|按照)?(?:案件事实|案情|题目|你的描述|您的描述|问题)(?:中|里)?(?:提到|显示|表明)?[，,：:]?\s*"
                     r"|^(?:这是)?案件事实[，,：:]\s*")
#: A reference to the article a line rests on ("（《工伤保险条例》第十四条）"): the statute's name, not a fact.
REFERENCE = re.compile(rf"[（(]?《[^》]{{1,60}}》(?:{ARTICLE.pattern})?[）)]?")
#: Who the parties are is no fact to check: the reply says 你 or 劳动者 where the user said 我.
PARTY_WORDS = re.compile(r"劳动者|职工|员工|用人单位|消费者|经营者|承租人|出租人|租户|租客|房客|房东|出借人|借款人|当事人|提问者|用户|"
                         r"第三人|别人|他人|您|你们|你|我们|我|他们|他|她")
#: Everyday words and the statute's words for the same thing, written one way before comparing: "没经过我同意就转租给了别人"
#: states "租户未经出租人同意转租了房屋" (stranger43 x5, session 40, blind: marked as never said).
SAME_WORDS = (("没有经过", "未经"), ("没经过", "未经"), ("未经过", "未经"), ("没经", "未经"))
#: A fact line with fewer of its pairs in the user's words than this is not the user's.
STATED_SHARE = 0.4
#: Said after a fact line the user did not state. A legal reading of what the user said ("假货" as
#: 欺诈) is marked too: it is a reading to confirm, not a fact given, so the mark is true of it.
MARK = {"zh": "（你的描述没有直接提到这一点，需要核实）", "en": " (you did not say this: please check it)"}
CAVEAT = {"zh": "注意：标明“需要核实”的事实你没有直接说过；它们不成立时，下面的结论也不成立。",
          "en": "Note: the facts marked “please check it” are not in what you told me; if they are not so, the conclusion below does not hold."}
NONE_STATED = {"zh": "注意：上面列出的条件，你的描述都没有直接提到，需要逐一核实；它们不成立时，下面的结论也不成立。",
               "en": "Note: none of the conditions above is in what you told me; each needs checking, and if they are not so, "
                     "the conclusion below does not hold."}
#: English words that say nothing of the facts: function words and the parties' names for themselves.
EN_STOP = frozenset("""a an the and or but if so to of in on at by for from with without into after before about as is are was
were be been being have has had do does did not no can could may might must shall should will would this that these those
there their them they he she his her him it its i me my we our us you your yours employer employee worker company landlord
tenant seller buyer consumer lender borrower party parties case facts fact condition conditions article""".split())
_EN_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")


def _en_words(text: str) -> set[str]:
    """Content words of English text, lower-cased, a plural or past-tense ending taken off."""
    return {re.sub(r"(?:ies|es|s|ed|ing)$", "", word) or word for word in _EN_WORD.findall(text.lower())
            if word not in EN_STOP and len(word) > 2}


def pairs(text: str) -> set[str]:
    """Adjacent Chinese character pairs, party words left out; English content words for English text."""
    for everyday, statute in SAME_WORDS:
        text = text.replace(everyday, statute)
    chinese = han_ngrams(PARTY_WORDS.sub("|", text))
    return chinese if chinese else _en_words(text)


def stated_share(fact: str, users_words: str) -> float:
    """The share of the fact's character pairs that the user wrote (1.0 for a fact with none)."""
    wanted = pairs(fact)
    if not wanted:
        return 1.0
    return len(wanted & pairs(users_words)) / len(wanted)


#: What the model says about a fact after a colon, not a fact: "这是……", "这属于……", "说明……".
COMMENT = re.compile(r"(?:这|此|这一点|这一事实)?(?:是|属于|说明|表明|意味着|符合)")


def fact_of(item: str) -> str:
    """The fact a mapping line states: after "condition：" (or "condition:") when it has one, without its
    lead-in, and without the article's words it quotes or names: "我在工地干活摔断了腿，符合“在工作时间和
    工作场所内，因工作原因受到事故伤害”（《工伤保险条例》第十四条）的条件" states the user's own fall, and
    was marked as unstated because the quoted condition outweighed it."""
    head, colon, rest = item.partition("：") if "：" in item else item.partition(": ")
    # "行为人：你" names a party alone: what it states is that the user is the article's 行为人 (stranger46 a10, session 42: a
    # driver whose windscreen a stone from a lorry broke)
    # "商家说只能修不能换：这是商家提供的服务条件" states the head; what follows comments on it (stranger53 t5, session 45:
    # every line of a fridge buyer's own facts was marked as never said)
    commented = bool(colon) and COMMENT.match(rest.strip()) is not None
    if commented:
        fact = head if pairs(head) else item
    else:
        fact = rest if colon and rest.strip() and len(head) <= 40 and pairs(rest) else item
    return DRAWN_TAIL.sub("", REFERENCE.sub("", QUOTATION.sub("", LEAD_IN.sub("", fact.strip())))) or fact.strip()


#: A line's last clause drawing the condition from the fact before it: "你把车借给没有驾照的朋友开，所以机动车所有人、管理人与使用人
#: 不是同一人" restates the article; judged with it, every line of a user's own facts was marked as never said (stranger86 b2,
#: session 54, blind).
DRAWN_TAIL = re.compile(r"[，,]\s*(?:所以|因此|故而|说明|这说明|表明|这表明|意味着|这意味着|即)[^。；;]*[。.；;]?\s*$")


_NUMBER = re.compile(r"^(\s*)\d{1,2}([.、．]\s*)")


def without_repeats(lines: list[str]) -> list[str]:
    """The mapping's lines with a fact line said again left out and the numbers counted anew: the 1.5B
    model wrote "我们公司以经营困难为由把我裁了。" five times, once for each item of the article's list."""
    seen: set[str] = set()
    kept: list[str] = []
    for line in lines:
        item = ITEM.match(line)
        fact = item.group(2).strip().rstrip("。；;.") if item else ""
        if fact and fact in seen:
            continue
        seen.add(fact)
        kept.append(line)
    numbers = iter(range(1, len(kept) + 1))
    return [_NUMBER.sub(lambda m: f"{m.group(1)}{next(numbers)}{m.group(2)}", line) if ITEM.match(line) else line
            for line in kept]


#: A clause that asks: it ends in a question particle or mark ("我作为车主要赔钱吗？").
_ASKING = re.compile(r"[^，,。；;！!？?\n]+?(?:吗|呢|么)?[？?]|[^，,。；;！!？?\n]+?(?:吗|呢)(?=[，,。；;！!\s]|$)")
#: The words by which a line answers the question it repeats ("不能要回来" for "能要回来吗").
_ANSWERED = re.compile(r"不(?=能|可以|会|用|需要|必)|没法|无法")
#: One way of saying "may" and "we", so that "你们可以让他们停" is read as the "我能让他们停吗" it repeats (stranger58 y8, session 48).
_SAME_ASKING = (("可不可以", "能"), ("能不能", "能"), ("能够", "能"), ("可以", "能"), ("我们", "我"))
#: A line asking how much or what to do states no fact, however it ends.
_HOW_MUCH = re.compile(r"多少|怎么办|怎么处理|为什么")
#: What is true of anyone who asks (the reply's 你 read as the user's 我): "你是民事主体" maps the article's 民事主体 and says nothing.
TRIVIAL = re.compile(r"^我(?:是|作为|属于)(?:一个|一名)?(?:民事主体|自然人|当事人)[。.]?$")


def _asking_words(text: str) -> str:
    """`text` with its words for "may" and "we" written one way (`_SAME_ASKING`)."""
    for said, one in _SAME_ASKING:
        text = text.replace(said, one)
    return text


def asked_not_stated(fact: str, users_words: str) -> bool:
    """Whether a mapping line only repeats what the user asked ("你作为车主要赔钱" for "我作为车主要赔钱吗？") or
    what is true of anyone ("你是民事主体"): a question is no fact, and the 1.5B model listed the user's question
    among the facts that meet the article's conditions."""
    plain = USER_WORDS.sub("我", fact).strip().rstrip("。.；;")
    if TRIVIAL.match(plain) or plain.endswith(("？", "?")):  # "小孩家长要不要给你补偿？" (stranger24 q8): a question is no fact
        return True
    if _HOW_MUCH.search(plain):  # "3. 你不能要回多少钱。" for "我能要回多少钱？" (stranger58 y4, session 47): still the question
        return True
    # the question answered either way is still the question: "2. 没有按照约定提供的：剩下的钱不能要回来。" for "剩下的钱能要回来吗"
    # (stranger60 a10, session 47), which then contradicted the article beside the rewritten conclusion
    plain = _asking_words(_ANSWERED.sub("", plain))
    for asked in _ASKING.finditer(users_words):
        clause = _asking_words(_ANSWERED.sub("", re.sub(r"(?:吗|呢|么)?[？?]?$", "", USER_WORDS.sub("我", asked.group(0).strip()))))
        if len(plain) >= 4 and (plain == clause or (plain in clause and len(plain) >= 0.8 * len(clause))):
            return True
    return False


def without_asked_tail(line: str, users_words: str) -> str:
    """A mapping line without a last clause that only repeats the question: "2. 4S店当时没告诉你，你能要求退一赔三。" states the
    first clause and asks the second (stranger62 c2, session 48, blind)."""
    item = ITEM.match(line)
    head, comma, tail = item.group(2).rstrip().rstrip("。.").rpartition("，") if item else ("", "", "")
    if not comma or not pairs(head) or not asked_not_stated(tail, users_words) or asked_not_stated(fact_of(item.group(2)), users_words):
        return line  # a line that is the question whole goes whole (`mark_unstated`)
    return f"{item.group(1)}{head}。"


def without_lead_in(line: str) -> str:
    """A mapping line without the words by which it introduces its fact ("机动车所有人与使用人不是同一人：根据题目，朋友开车撞伤
    行人……", stranger68 i8, session 50): the 1.5B model writes as if answering an exam, and a lawyer's reply does not."""
    item = ITEM.match(line)
    if item is None:
        return line
    head, colon, rest = item.group(2).partition("：")
    if colon and head and (trimmed := LEAD_IN.sub("", rest.lstrip(), count=1)) != rest.lstrip() and pairs(trimmed):
        return f"{item.group(1)}{head}：{trimmed}"
    trimmed = LEAD_IN.sub("", item.group(2), count=1)
    return f"{item.group(1)}{trimmed}" if trimmed != item.group(2) and pairs(trimmed) else line


#: A gloss the model adds to a fact in brackets: "公司试用期满了（已达到三个月以上不满一年的期限）".
GLOSS = re.compile(r"[（(]([^（）()\n]{2,40})[）)]")


def without_unstated_gloss(line: str, users_words: str) -> str:
    """A mapping line without the bracketed glosses the user did not state: "公司试用期满了（已达到三个月以上不满一年的期限）" for
    "公司试用期满了不给我转正" (stranger80 v2, session 53) gave the user a contract length they never told, and the line as a whole
    passed as theirs. A reference to the article ("（《工伤保险条例》第十四条）") is no gloss and stays."""
    item = ITEM.match(line)
    if item is None:
        return line

    def gloss(match: re.Match[str]) -> str:
        inner = match.group(1)
        if REFERENCE.fullmatch(match.group(0)) or not pairs(inner) or stated_share(inner, users_words) >= STATED_SHARE:
            return match.group(0)
        return ""

    kept = GLOSS.sub(gloss, item.group(2))
    return f"{item.group(1)}{kept}" if kept != item.group(2) and pairs(kept) else line


#: A mapping line whose pairs are this much the cited article's, and too little the user's, restates the article.
COPIED_SHARE = 0.8


def copies_article(fact: str, article: str, users_words: str) -> bool:
    """Whether a mapping line only restates the cited article's words ("1. 经营者以预收款方式提供商品或者服务。" under
    消费者权益保护法 第五十三条, stranger36 q1): a condition, not a fact, which the reply then told the user they never gave."""
    wanted = pairs(fact)
    return bool(article and wanted) and len(wanted & pairs(article)) >= COPIED_SHARE * len(wanted) \
        and stated_share(fact, users_words) < STATED_SHARE


#: Who the user says did something to them, and what: "发现被银行的工作人员私自转走了" → (银行的工作人员, 转走).
DONE_TO_USER = re.compile(r"被([\u4e00-\u9fff]{2,10}?)(?:私自|偷偷|擅自|故意|恶意|直接)?((?:转|拿|偷|骗|打|撞|咬|扣|划|砸|弄|卖|占|删|盗|辞|开除)"
                          r"[\u4e00-\u9fff]?)")
#: A fact line whose subject is the user (我, or 你 once turned to the user).
USER_SUBJECT = re.compile(r"^(?:我|你|您)(?!们)")


def casts_user_as_actor(fact: str, users_words: str) -> bool:
    """Whether a fact line makes the user the one who did what the user says was done to them: "被银行的工作人员私自转走了"
    mapped as "我是银行的工作人员" and "我私私自转走了10万定期存款" (stranger71 l4, session 51, re-asked with its date), facts that
    are false, not unverified, so they are left out."""
    fact = fact.strip()
    if not USER_SUBJECT.match(fact) or "被" in fact:
        return False
    for done in DONE_TO_USER.finditer(users_words):
        actor, act = done.groups()
        if re.match(rf"^(?:我|你|您)(?:是|作为|就是){re.escape(actor)}", fact) or act in fact:
            return True
    return False


def mark_unstated(body: str, users_words: str, lang: str, article: str = "") -> tuple[str, list[str]]:
    """The reply with every mapping line whose fact the user did not state marked as such, and a
    caveat after the mapping when any was, and the lines marked; unchanged for a reply without a mapping.
    A line that pins the user's words on another relative names the one the user said them of, and an heir's order is counted from
    the parent who died (`core.told_kin`).
    A bracketed gloss the user did not state is left out of its line (`without_unstated_gloss`).
    Lines that only restate the cited `article` are left out (`copies_article`), as are lines making the user the one who
    did what was done to them (`casts_user_as_actor`), and a mapping left with no
    line is left out whole: the quotation above already says what the article requires."""
    heading = HEADING.search(body) if lang in MARK else None
    if not heading:
        return body, []
    end = SECTION_END.search(body, heading.end())
    stop = end.start() if end else len(body)
    every = body[heading.end():stop].split("\n")
    every = with_kin_as_told(every, users_words) if lang == "zh" else every  # "你哥没有工作" where the user said 我妈
    every = with_heir_order(every, users_words) if lang == "zh" else every  # "你奶奶是第二顺序继承人" where 我爸 died
    every = [without_unstated_gloss(without_asked_tail(without_lead_in(line), users_words), users_words) for line in every]
    restated = [line.strip() for line in every if (item := ITEM.match(line)) and (copies_article(fact_of(item.group(2)), article, users_words)
                                                                           or casts_user_as_actor(item.group(2), users_words))]
    lines = without_repeats([line for line in every if line.strip() not in restated
                             and not ((item := ITEM.match(line)) and asked_not_stated(fact_of(item.group(2)), users_words))])
    if not any(ITEM.match(line) for line in lines) and any(ITEM.match(line) for line in every):
        # every line restated the article or the question ("1. 我把房子卖了……我想反悔不卖了，可以吗？", stranger47 b4): no heading
        # over nothing
        tail = body[stop:].lstrip()
        return body[:heading.start()].rstrip() + (f"\n\n{tail}" if tail else ""), restated
    ending = "。" if lang == "zh" else "."
    items = [n for n, line in enumerate(lines) if ITEM.match(line)]
    unstated = [n for n in items if stated_share(fact_of(ITEM.match(lines[n]).group(2)), users_words) < STATED_SHARE]
    if not unstated:
        section = "\n".join(lines)
        return body[:heading.end()] + section + body[stop:], restated
    marked = restated + [lines[n].strip() for n in unstated]
    if len(unstated) < len(items):  # some lines are the user's: mark the others one by one
        for n in unstated:
            lines[n] = lines[n].rstrip().rstrip("。；;.") + MARK[lang] + ending
        caveat = CAVEAT[lang]
    else:  # none is (a question asked in the abstract, or every fact invented): one notice, not a mark a line
        caveat = NONE_STATED[lang]
    section = "\n".join(lines).rstrip()
    tail = body[stop:].lstrip()
    return f"{body[:heading.end()]}{section}\n{caveat}" + (f"\n\n{tail}" if tail else ""), marked
