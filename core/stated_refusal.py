"""A question whether the other side may refuse, answered from the article that gives the user what is refused.

"商家说打折商品不退，可以吗？" asks whether the merchant's refusal stands. The 1.5B model quoted the deciding
article (消费者权益保护法 第二十五条: 消费者有权……七日内退货，且无需说明理由) and concluded "商家的退款行为合法"
(everyday a1, session 36): it answered of the merchant's words with the article's 有权, and no direction check
saw a conflict, since 合法 and 有权 are different kinds of statement of different parties. Told "商家说只能修不能
退" under 第二十四条 (消费者可以……七日内退货), it wrote "商家能" and the conclusion was withheld.

The question's shape is plain in its words: the other side said it will not do something (不退, 不给交, 不赔),
and the user asks whether that is lawful (合法吗, 可以吗). When the deciding clause gives the user's side that
very act (a permission of theirs, or a duty of the other side), and the user's words touch each of its conditions
and deny none (`conditions_touched`, `core.denied_conditions`), the refusal does not stand by that clause, and code writes the conclusion: the
answer, the refusal in the user's words, the clause. Where the article lists exceptions, the answer says the
refusal stands only inside them: whether "定制的" is "定作的" is not for code to say. The same holds for the other side's
denial of what something is ("包工头说我们没签合同不算工伤，是真的吗", stranger36 q9, session 36, blind: the reply quoted
工伤保险条例 第十四条 and said "包工头的说法是正确的"): a clause that says it is ("应当认定为工伤") answers "不对", unless
the user tells a fact that commonly takes a case out (醉酒, 故意…).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from core.denied_conditions import conditions, denied
from core.direction import PAIRED, PARTY_OF, directions
from core.reasoning import CARVE_OUT, last_conclusion
from index.common.text import HAN, han_ngrams
from index.statutory_words import with_statutory_words

#: Who refuses or asserts, beyond the statute's words for the parties (`core.direction.PARTY_PAIRS`).
SPEAKERS = PARTY_OF | {"商场": "出卖人", "店家": "出卖人", "超市": "出卖人", "网店": "出卖人", "厂里": "用人单位",
                        "领导": "用人单位", "人事": "用人单位", "厂家": "出卖人", "客服": "出卖人",
                        "包工头": "用人单位", "工头": "用人单位", "狗主人": "动物饲养人",
                        "狗的主人": "动物饲养人"}
#: The acts people are refused, as they write them after the negation.
ACTS = ("报销", "支付", "退", "赔", "补", "付", "发", "交", "缴", "还", "开", "签", "办", "修", "换", "给")
#: The statutes' verb for an everyday one, where it is another ("开离职证明" is 出具 the certificate, "交社保" is 缴纳).
STATUTE_VERBS = {"开": ("开", "出具"), "交": ("交", "缴")}


def accounts(speakers: Iterable[str]) -> re.Pattern[str]:
    """What one of `speakers` said, up to the clause's end: "商家说打折商品不退" (speaker, said); `core.say_so` reads the
    accounts of more people than the parties (楼上邻居, 物业). A notice is an account ("被公司通知不合格", stranger44 y1), one
    not given ("未通知工会") or a paper ("催收通知书") is not, nor is a word not said ("卖家之前没说，我能要求卖家赔吗" had its
    question read as the seller's account, stranger96 f9, session 56, blind), nor the 以 of 可以 ("燃气经营者是否可以根据实际情况停业
    歇业" was told its question was the 经营者's account, side by side 1358). So is the ground they gave for an act, up to its 为由: "被公司以
    “不符合录用条件”辞退" (stranger56 w10) is the company's say-so as much as "公司说我不符合录用条件"."""
    who = "|".join(re.escape(word) for word in sorted(speakers, key=len, reverse=True))
    return re.compile(rf"(?P<speaker>{who})(?:[^，。？！,?!]{{0,8}}?(?:(?<![没未不])(?<!没有)说|称|表示|回复|答复|告诉我|跟我说|(?<![未没有先])通知(?![书单])我?)"
                      rf"[：:，,“\"]?|[^，。？！,?!]{{0,4}}?(?<![可所足难予加得])(?P<ground>以)(?![前后上下内外及为往来便免])[“\"]?)"
                      rf"(?P<said>[^，。？！；,?!;”\"]+?)(?=为由|为理由|的理由|[，。？！；,?!;”\"]|$)")


#: "商家说打折商品不退", "公司说试用期不给交社保": the speaker, then what they said up to the sentence's end.
SAID = accounts(SPEAKERS)
#: The refusal inside what they said: a negation, then the act ("不能退", "不给交", "不赔").
REFUSING = re.compile(rf"(?:不能|不可以|不予|不会|不肯|不让|不)(?:给我|给)?(?P<act>{'|'.join(ACTS)})")
#: The other side's denial of what something is: "没签合同不算工伤", "这不属于质量问题".
DENYING = re.compile(rf"不(?:算|是|属于|构成)(?P<thing>[{HAN}]{{2,6}})")
#: Facts that commonly take a case out of what an article says it is (工伤保险条例 第十六条: 故意犯罪、醉酒、自残): where the
#: user tells one, whether the other side's denial is right is not for code to say.
EXCLUDING_FACTS = re.compile(r"喝醉|醉酒|喝酒|酒后|吸毒|自残|自杀|故意|犯罪|打架")
#: The user asks whether what was said is true.
ASKS_TRUE = re.compile(r"(?:是不是)?真的吗|说得对吗|说的对吗|是这样吗|对吗|对不对")
#: The user asks whether it is lawful, or whether it may be done.
ASKS_LAWFUL = re.compile(r"(?:合法|合理|对|正确|有道理)(?:吗|么|不|嘛)|合不合法|是否合法|合不合理|有没有道理|对不对")
ASKS_ALLOWED = re.compile(r"(?:可以|行|允许|能这样|能这么做)(?:吗|么|不|嘛)|可不可以|是否可以|行不行")
#: "……我想退，可以吗" asks whether the user may act, not whether the other side may refuse.
OWN_ACT = re.compile(r"我(?:还)?(?:想|要|能|可以|打算|准备)")
#: How far after the clause's 可以/应当 the act may stand ("消费者有权自收到商品之日起七日内退货").
ACT_REACH = 40
#: An article's exceptions: a list's lead-in and its items, and a proviso ("但是……的，") or "除外" anywhere.
EXCEPTION_LEAD = re.compile(r"下列[^。；，,]{0,8}除外[:：]")
LISTED = re.compile(r"[（(][一二三四五六七八九十]+[)）][^（(；;。]+")
EXCEPTED = re.compile(r"除外|但(?:是)?[^。；]{0,30}?的[，,]")


@dataclass(frozen=True)
class Refusal:
    """The other side's refusal the user asks about: who said it, their words, the act refused, and the answer's
    word if it does not stand ("不合法" when asked whether it is lawful, "不可以" when asked whether it may be done)."""

    speaker: str
    said: str
    act: str
    answer: str
    denial: bool = False  # the other side denies what something is ("没签合同不算工伤"): `act` is the thing

    def denied(self) -> str:
        """The answer said of the refusal: "商家不可以以“打折商品不退”为由拒绝"."""
        if self.answer == "不合法":
            return f"{self.speaker}以“{self.said}”为由拒绝不合法"
        return f"{self.speaker}不可以以“{self.said}”为由拒绝"


def refusal(question: str) -> Refusal | None:
    """The refusal (or denial) a question asks about, or None when the question asks nothing of the kind."""
    lawful, allowed, true = ASKS_LAWFUL.search(question), ASKS_ALLOWED.search(question), ASKS_TRUE.search(question)
    if not (lawful or allowed or true):
        return None
    asked_at = min(m.start() for m in (lawful, allowed, true) if m)
    for match in SAID.finditer(question):
        said, speaker = match.group("said").strip(), match.group("speaker")
        if OWN_ACT.search(question[match.end():asked_at]):
            continue
        refused = REFUSING.search(said)
        if refused and (lawful or allowed):
            answer = "不合法" if lawful and (not allowed or lawful.start() < allowed.start()) else "不可以"
            return Refusal(speaker, said, refused.group("act"), answer)
        denying = DENYING.search(said)
        if denying and not EXCLUDING_FACTS.search(question):
            return Refusal(speaker, said, denying.group("thing"), "不对", denial=True)
    return None


def gives_the_act(clause: str, refused: Refusal) -> bool:
    """Whether the clause gives the refused act to the user's side: a permission of theirs ("消费者有权……退货")
    or a duty of the speaker's side ("用人单位应当……缴"), the act within `ACT_REACH` characters after it."""
    if refused.denial:  # "应当认定为工伤" against "不算工伤"
        return bool(re.search(rf"(?<!不)(?:认定为|属于|视为|构成){re.escape(refused.act)}", clause))
    other = SPEAKERS[refused.speaker]
    user = PAIRED.get(other)
    if user is None:  # a speaker of no relation the statutes name: whose the clause's permission is cannot be told
        return False
    for stance in directions(clause, "zh"):
        ours = (stance.kind == "permission" and stance.party == user) or (stance.kind == "obligation" and stance.party == other)
        reach = clause[stance.start + len(stance.words): stance.start + len(stance.words) + ACT_REACH]
        verbs = STATUTE_VERBS.get(refused.act, (refused.act,))
        if stance.positive and ours and any(verb in re.split(r"[。；;]", reach)[0] for verb in verbs):
            return True
    return False


#: A condition that is not the rule's own: an exception, a carve-out, a negative one ("没有国家规定和当事人约定的").
_NOT_A_CONDITION = ("但", "没有", "未", "除", "不")
#: The user's words deny what they share with a condition: "手机没有质量问题", "质量没问题".
NEGATED_BEFORE = re.compile(r"(?:没有|没|无|不是|并非|不存在)$")
NEGATED_AFTER = re.compile(r"^[^，。？！,?!]{0,3}?(?:没(?:有)?(?:任何)?问题|没毛病|不存在)")


def conditions_touched(clause: str, question: str) -> bool:
    """Whether the user's words touch each of the clause's own conditions (two characters in common, here or in the
    statutes' words for theirs) and deny none of them there: a clause on goods "不符合质量要求的" gives nothing to a
    user whose phone "没有质量问题", and `core.denied_conditions` does not read that denial."""
    told = with_statutory_words(question)
    for condition in conditions(clause):
        if condition.startswith(_NOT_A_CONDITION):
            continue
        shared = han_ngrams(condition) & han_ngrams(told)
        if not shared:
            return False
        for gram in shared:
            for at in (m.start() for m in re.finditer(gram, question)):
                if NEGATED_BEFORE.search(question[:at]) or NEGATED_AFTER.search(question[at + len(gram):]):
                    return False
    return True


def exceptions_listed(article: str) -> str:
    """The items of the list an article excepts from its rule ("但下列商品除外：（一）消费者定作的；……") and the carve-out
    after them ("除前款所列商品外，其他……经消费者在购买时确认不宜退货的商品，不适用无理由退货"), joined; "" when it lists none."""
    lead = EXCEPTION_LEAD.search(article)
    if lead is None:
        return ""
    after = article[lead.end():]
    items = [item.group(0).strip().rstrip("；;。") for item in LISTED.finditer(after)]
    carved = CARVE_OUT.search(after)  # "除前款所列商品外，其他根据商品性质……不适用无理由退货"
    carve_out = after[carved.start():].split("。")[0] if carved else ""
    return "；".join(items + ([carve_out] if carve_out else []))


def answered_refusal(body: str, question: str, clause: str, article: str) -> str:
    """`body` with its conclusion written by code when the question asks whether the other side may refuse an act
    the clause gives the user, and the user's words deny none of the clause's conditions; `body` as it is otherwise
    (Chinese only: the words read are Chinese)."""
    refused = refusal(question)
    block = last_conclusion(body)
    if refused is None or block is None or not gives_the_act(clause, refused) or denied(clause, question) \
            or not conditions_touched(clause, question):
        return body
    quoted = clause.strip().rstrip("。；;，,：:")
    listed = exceptions_listed(article)
    if listed:
        conclusion = f"结论：要看是否属于该条列出的除外情形：{listed}。不属于的，{refused.denied()}：依据该条规定：“{quoted}”。"
    elif EXCEPTED.search(article):
        conclusion = f"结论：除非属于该条规定的除外情形，{refused.denied()}：依据该条规定：“{quoted}”。"
    else:
        conclusion = f"结论：{refused.answer}。{refused.speaker}说“{refused.said}”，但依据该条规定：“{quoted}”。"
    if refused.denial and (listed or EXCEPTED.search(article)):  # what it is, unless an exception says otherwise
        conclusion = f"结论：{refused.speaker}说“{refused.said}”，但依据该条规定：“{quoted}”；除非属于该条规定的除外情形。"
    return body[:block.start()] + conclusion + body[block.end():]
