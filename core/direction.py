"""The direction of a legal statement: may or may not, must or need not, upheld or rejected, valid
or void, liable or not, and of whom it is said.

The 1.5B model quotes an article that says 人民法院应予支持 and concludes 不可以; a reviewer model
passed it. Direction is a matter of a few words and their negation, so code reads it: a
conclusion that states, of the same party, the opposite of the decisive clause is a
contradiction, unless it says the clause's conditions are not met (that is reasoning).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from difflib import SequenceMatcher

from core.contradiction import Contradiction, Kind
from core.outcome_rules import outcome_conflict
from index.common.text import HAN, han_ngrams, mostly_han, piece_around


@dataclass(frozen=True)
class Stance:
    """One directional statement: `positive` is the affirmative side (may, must, upheld, valid,
    liable, yes); `party` the canonical party it is said of (Chinese statute term), or None."""

    kind: Kind
    positive: bool
    words: str
    party: str | None
    start: int


# Longest first at each position: Python's alternation takes the first that matches.
_ZH_LEXICON: list[tuple[str, Kind | None, bool]] = [
    (r"不当然无效|并不当然无效", None, True),  # "not necessarily void": no direction
    (r"(?:是否|能否|可否)(?:可以|能够|能|应当|应该|必须|有权|需要|要|有效|合法|承担)?|可不可以|能不能|是不是|有没有权|要不要",
     None, True),  # a question, not a statement
    (r"免责(?:事由|条款|情形|的情形)", None, True),  # a noun: "没有提到免责事由" says nothing of liability
    # "只能约定一次试用期" limits a thing to once: no permission a "不合法" for a second one goes against (stranger80 v2, session 53)
    (r"只能(?=[^，。；,;]{0,6}?一次)", None, True),
    (r"需要(?:核实|确认|查明|证明|判断|由[^，。；]{0,10}?判断)", None, True),  # a fact to check, no one's duty
    (r"不得不", "obligation", True),
    (r"不予支持|不应支持|不应当支持|不支持|不会支持|得不到支持|不会得到支持|驳回", "support", False),
    # "可以得到法院支持" under "……的部分，人民法院不予支持" (side by side 954, session 47) read as a bare 可以
    (r"(?:可以|能|能够|会)?得到(?:人民)?(?:法院|法官)?(?:的)?支持|应予支持|予以支持|应当支持|应当予以支持|会支持|应予准许|应当准许|予以准许",
     "support", True),
    (r"不予准许|不准许|不予受理|不应受理", "support", False),
    (r"应予受理|予以受理|应当受理", "support", True),
    (r"不发生效力|不生效|不具有法律约束力|没有法律约束力|无法律约束力|不合法|违法|非法|无效", "validity", False),
    # "合法权益", "合法财产" name what the law protects, they rule nothing (stranger75 p9, session 52: a fact line "损害他人合法权益的
    # 民事法律行为无效" was read as "合法" against the clause's "无效", and the reply withheld)
    # "有效客票", "有效期", "有效证件" name a thing, they rule on no act (stranger82 x1, session 53: "该航班是有效的客票记载的……" in a
    # mapping line was read as "有效" against 民法典 第八百二十条 and rewritten "无效。")
    (r"合法有效|有效(?!客票|期|证|票|身份|措施|方式|手段|途径|的(?:客票|票|证|身份))|合法(?!权益|利益|财产|收入|所得|的(?:民事)?权益|的财产|的收入)|不影响[^，。；]{0,12}?效力|具有法律约束力", "validity", True),
    (r"(?:无须|无需|不必|不用|不需要|不应当?|不会)[^，。；,;]{1,10}?(?:承担|负)[^，。；,;]{0,10}?责任", "liability", False),
    # "可以减轻其侵权责任": less than the whole liability a rule lays (stranger54 u4, session 45)
    (r"(?:不|无须|无需|不必|不用|不再|无)(?:承担|负)[^，。；,;]{0,10}?责任|(?:免除|减轻)[^，。；,;]{0,10}?责任|免责", "liability", False),
    (r"(?:承担|负)[^，。；,;]{0,10}?责任", "liability", True),
    (r"(?:不用|不需要|不必|无需|无须|不要)赔", "liability", False),  # "车主不用赔": said of money owed for harm
    (r"没有(?:任何)?(?:赔偿|侵权|法律|民事)?责任|不负(?:任何)?(?:赔偿)?责任|无(?:须)?赔偿责任", "liability", False),  # "饭店没有赔偿责任" (stranger17 q7)
    (r"(?<![不无])(?:要|得|需要)赔", "liability", True),
    # "投保人故意不履行如实告知义务" tells what someone did, it frees no one (stranger71 l10, session 51: a fact line read against 应当)
    (r"无须|无需|不必|不用|不需要|不须|不应当|不应|没有义务|无义务|没有[^，。；,;有]{1,12}?的义务|(?<!故意)不(?:负担|支付|赔偿|返还|退还|给付|履行|承担)",
     "obligation", False),
    # "家庭日常生活需要所负的债务": a need, not a duty (stranger45 z2, session 41: "一般不用" was read against it)
    # "消费者必须支付的合理费用" (消费者权益保护法 第五十三条) names costs, it lays no duty on the consumer (everyday b8, session 53: read as
    # the consumer's 必须 against a conclusion that the gym returns the money, once "；并应当承担……" joined the refund's clause)
    (r"应当(?!知道)|应该|必须(?![\u4e00-\u9fff]{1,3}的)|有义务|(?<!生活)(?<!日常)(?<!工作)(?<!实际)需要(?!所)|(?<!必)须|(?<![没所])有[^，。；,;有]{1,12}?的义务", "obligation", True),
    # "不妨碍子女在必要时……提出超过协议或者判决原定数额的合理要求" (民法典 第一千零八十五条 第二款): a claim left open is a may
    # (stranger52 s3, session 44, blind: the paragraph stated no direction, was never the decisive clause, and a mother asking for
    # more child support was told she could not)
    (r"不妨碍(?=[^，。；,;]{0,16}?(?:提出|请求|主张|要求))", "permission", True),
    # "不可抗力" is a force no one can resist, "知道或者应当知道" a standard of knowledge: neither rules on anyone (stranger53 t9)
    (r"不得|不能|不可以|不可(?!抗力)|无权|(?:不|不再)享有[^，。；,;]{0,10}?(?:权|权利)(?![人益])|禁止|不允许|不准|不会被支持|没有权利|没有[^，。；,;有]{1,12}?的权利|不适用", "permission", False),
    # "保管人对保管物享有留置权": a right held is a may (side by side 267, session 41: its conclusion "可以" was withheld as baseless)
    # "不得允许未成年人进入": what is forbidden is allowing, no permission (stranger75 p10, session 52: "网吧的行为不合法" was read
    # against "允许" and rewritten "合法")
    (r"可以|(?<!所)有权|(?<![不无])享有[^，。；,;]{0,10}?(?:权|权利)(?![人益])|(?<![没所])有[^，。；,;有]{1,12}?的权利|能够|(?<!不得)(?<!禁止)(?<!不准)(?<!不能)允许|(?<![可功职才技智本性全])能(?![力否])", "permission", True),
]
_ZH_PATTERN = re.compile("|".join(f"(?P<g{i}>{p})" for i, (p, _, _) in enumerate(_ZH_LEXICON)))
# A negation right before a negative word turns it back: 并非不可以, 不是不能.
_ZH_DOUBLE = re.compile(r"(?:并非|并不是|不是|并不)$")
# "没有其他事实能推定": a positive word under 没有/并无/未 earlier in its clause segment is negated.
_ZH_SCOPE_NEGATION = re.compile(r"没有|并无|未")

_EN_LEXICON: list[tuple[str, Kind | None, bool]] = [
    (r"\bwhether\b|\bcan\s+(?:I|you|they|he|she|we)\b\s+\w+\?", None, True),
    (r"\b(?:will|would|should|shall)\s+not\s+(?:be\s+)?(?:support|uphold)(?:ed)?\b|\breject(?:s|ed)?\s+the\s+claim\b|\bdismiss(?:es|ed)?\s+the\s+claim\b", "support", False),
    (r"\b(?:will|would|should|shall)\s+(?:be\s+)?(?:support|uphold)(?:ed)?\b|\bupholds?\s+the\s+claim\b|\bsupports?\s+the\s+claim\b", "support", True),
    (r"\b(?:is|are|was|remains?)\s+(?:not\s+valid|void|invalid|null|unlawful|illegal|not\s+lawful|not\s+legal)\b|\bno\s+legal\s+effect\b", "validity", False),
    (r"\b(?:is|are|was|remains?)\s+(?:valid|lawful|legal|effective|binding)\b", "validity", True),
    (r"\b(?:is|are)\s+not\s+liable\b|\bbears?\s+no\s+(?:\w+\s+)?liability\b|\b(?:is|are)\s+exempt\b|\bnot\s+(?:be\s+)?(?:held\s+)?liable\b", "liability", False),
    (r"\b(?:is|are|be|held)\s+liable\b|\bbears?\s+(?:the\s+)?(?:\w+\s+)?liability\b", "liability", True),
    (r"\bneed\s+not\b|\bneedn't\b|\bdo(?:es)?\s+not\s+have\s+to\b|\bdon't\s+have\s+to\b|\bdoesn't\s+have\s+to\b|\b(?:is|are)\s+not\s+(?:required|obliged|obligated)\s+to\b", "obligation", False),
    (r"\bcannot\b|\bcan't\b|\bcan\s+not\b|\bmay\s+not\b|\bmust\s+not\b|\bshall\s+not\b|\bmustn't\b|\b(?:is|are)\s+not\s+(?:allowed|permitted|entitled)\b|\b(?:is|are)\s+prohibited\b|\bhas\s+no\s+right\b|\bhave\s+no\s+right\b|\bno\s+right\s+to\b", "permission", False),
    (r"\bmust\b|\bshall\b|\bhas\s+to\b|\bhave\s+to\b|\b(?:is|are)\s+(?:required|obliged|obligated)\s+to\b", "obligation", True),
    (r"\bcan\b|\bmay\b|\b(?:is|are)\s+(?:allowed|permitted|entitled)\b|\bhas\s+the\s+right\b|\bhave\s+the\s+right\b", "permission", True),
    (r"^\s*No\b", "answer", False),
    (r"^\s*Yes\b", "answer", True),
]
_EN_PATTERN = re.compile("|".join(f"(?P<g{i}>{p})" for i, (p, _, _) in enumerate(_EN_LEXICON)), re.IGNORECASE | re.MULTILINE)

#: Canonical party (the statute's word) and the words that name it, per side of a relation.
PARTY_PAIRS: list[tuple[tuple[str, tuple[str, ...]], tuple[str, tuple[str, ...]]]] = [
    (("用人单位", ("用人单位", "公司", "单位", "企业", "雇主", "老板")),
     ("劳动者", ("劳动者", "职工", "员工", "女职工", "孕妇", "工人", "雇员"))),
    (("出租人", ("出租人", "房东")), ("承租人", ("承租人", "租客", "租户", "房客"))),
    (("出卖人", ("出卖人", "卖方", "卖家", "商家", "经营者", "销售者")), ("买受人", ("买受人", "买方", "买家", "消费者"))),
    (("贷款人", ("贷款人", "出借人", "债权人", "出借方")), ("借款人", ("借款人", "债务人", "借款方"))),
    (("原告", ("原告",)), ("被告", ("被告",))),
    (("保证人", ("保证人", "担保人")), ("主债务人", ("主债务人",))),
    (("发包人", ("发包人",)), ("承包人", ("承包人",))),
    (("男方", ("男方", "丈夫")), ("女方", ("女方", "妻子"))),
    (("赠与人", ("赠与人",)), ("受赠人", ("受赠人",))),
    (("机动车所有人", ("机动车所有人", "所有人", "车主")), ("机动车使用人", ("机动车使用人", "使用人", "借车人"))),
    (("得利人", ("得利人", "不当得利人")), ("受损失的人", ("受损失的人", "受损人"))),
    # a tort's two sides: "被侵权人可以向产品的销售者请求赔偿" gives the right to the one harmed, so a consumer's claim against
    # the seller is not the seller's right of recourse in the article's next paragraph (stranger70 k5, session 50)
    (("侵权人", ("侵权人", "加害人")), ("被侵权人", ("被侵权人", "受害人"))),
    # an insurance contract's two sides: "投保人可以退保，但需要……退还保险单的现金价值" had the policyholder pay back what 保险法
    # 第四十七条 has the insurer pay (stranger72 m6, session 51, blind)
    (("保险人", ("保险人", "保险公司")), ("投保人", ("投保人",))),
    # a car sold and handed over but not registered: 民法典 第一千二百一十条 has the one it passed to pay (stranger76 q8, session 52)
    (("转让人", ("转让人",)), ("受让人", ("受让人",))),
]
_EN_PARTIES: dict[str, tuple[str, ...]] = {
    "用人单位": ("employer", "company", "employers", "the firm", "your boss"),
    "劳动者": ("employee", "worker", "employees", "workers", "staff"),
    "出租人": ("landlord", "lessor"),
    "承租人": ("tenant", "lessee"),
    "出卖人": ("seller", "vendor", "merchant", "business operator"),
    "买受人": ("buyer", "purchaser", "consumer"),
    "贷款人": ("lender", "creditor"),
    "借款人": ("borrower", "debtor"),
    "原告": ("plaintiff",),
    "被告": ("defendant",),
    "保证人": ("guarantor",),
}
_ZH_PARTY_WORDS = sorted(((word, canon) for side in PARTY_PAIRS for canon, words in side for word in words),
                         key=lambda pair: -len(pair[0]))
_ZH_PARTY = re.compile("|".join(re.escape(word) for word, _ in _ZH_PARTY_WORDS))
#: Each party word's canonical party ("商家" → "出卖人").
PARTY_OF: dict[str, str] = dict(_ZH_PARTY_WORDS)
_ZH_AGENT = re.compile(r"由(" + "|".join(re.escape(word) for word, _ in _ZH_PARTY_WORDS) + r"|您|你|我|他|她)")
#: Two parties acting together ("用人单位与劳动者协商一致"): what follows is said of both, so of neither alone. Read as the
#: employer's, 劳动合同法 第三十五条's "可以变更" had "你可以拒绝这次调岗降薪" judged a right given to the wrong party (session 55).
_ZH_BOTH = re.compile(rf"(?:{_ZH_PARTY.pattern})(?:与|和|同)(?:{_ZH_PARTY.pattern})(?:协商一致|协商|共同|双方)")
_EN_CANON = {word: canon for canon, words in _EN_PARTIES.items() for word in words}
_EN_PARTY = re.compile(r"\b(?:" + "|".join(re.escape(w) for w in sorted(_EN_CANON, key=len, reverse=True)) + r")\b", re.IGNORECASE)
#: A party word after these is the object ("向劳动者支付", "与劳动者订立", "保障劳动者"), not the one the statement is of.
#: A modal and its verb right before a party word make it the act's object too: "经营者……不得搜查消费者的身体" (stranger62 c10,
#: session 48: the 消费者 searched had been read as the one "不得侵犯……人身自由", and the consumer's own act forbidden).
_ZH_OBJECT_MARK = re.compile(r"(?:向|与|对|给|同|和|被|为|跟|及|请求|要求|保障|保护|安排|招用|通知|辞退|解雇|录用|扣押|告知|支付|赔偿|补偿|聘用|雇用|培训"
                             r"|(?:不得|应当|必须)[\u4e00-\u9fff]{1,2})$")
#: The user or another person the reply addresses: one of the parties, but the words do not say which.
PERSON = "person"
_ZH_PERSON = re.compile(r"您|你|我(?!国)|(?<!其)他(?![人方])|她")
#: "运费不应由您承担": after these the pronoun is the object or agent of a passive, not the subject.
_ZH_PERSON_OBJECT = re.compile(r"(?:向|给|对|与|让|被)$")
_EN_PERSON = re.compile(r"(?:you|I|he|she|they)", re.IGNORECASE)
_EN_OBJECT_MARK = re.compile(r"\b(?:to|with|against|by|for|from|on)\s+(?:the\s+|your\s+|his\s+|her\s+)?$", re.IGNORECASE)

PAIRED: dict[str, str] = {a[0]: b[0] for a, b in PARTY_PAIRS} | {b[0]: a[0] for a, b in PARTY_PAIRS}
#: Anyone at all, the one a prohibition of wrongs is said of ("任何组织或者个人不得以侮辱、诽谤等方式侵害他人的名誉权"):
#: the wrongdoer, never the user who asks whether they may act against one.
ANYONE = "任何人"
_ZH_ANYONE = re.compile(r"任何(?:组织|单位|机构|个人|人)")

#: Saying the clause's conditions are not met is reasoning from it, not contradicting it.
#: "这不符合……的规定" says an act breaks the rule ("店员有权搜你的包……这不符合《消费者权益保护法》第二十七条的规定", stranger47 b8,
#: session 42): no denial that the clause's conditions are met.
_ZH_NOT_MET = re.compile(r"(?<!这)(?<!此)(?<!这样做)(?<!这种做法)(?<!该行为)(?<!这一行为)不符合|不属于|不满足|不具备|不在[^，。]{0,12}(?:情形|范围|之列)|并非[^，。]{0,12}(?:情形|条件)|没有[^，。]{0,6}(?:情形)")
_EN_NOT_MET = re.compile(r"does\s+not\s+meet|do\s+not\s+meet|doesn't\s+meet|not\s+one\s+of\s+the\s+(?:cases|situations)|does\s+not\s+fall|do\s+not\s+fall|not\s+among|conditions?\s+(?:are|is)\s+not\s+met|does\s+not\s+apply|do\s+not\s+apply", re.IGNORECASE)

_ZH_SENTENCE = re.compile(r"[^。；！？!?;：:\n]+[。；！？!?;：:\n]?")
_EN_SENTENCE = re.compile(r"[^.!?;\n]+(?:[.!?;\n]|$)")
_ZH_SEGMENT_BREAK = re.compile(r"[，,：:]")


def _party_before(text: str, start: int, sentence_start: int, chinese: bool) -> str | None:
    """The nearest party word before `start` in subject position (not after 向/与/支付…), in its
    sentence: "用人单位自用工之日起……未与劳动者订立……的，应当……" is said of 用人单位. A personal
    pronoun nearer than any party word makes it the person's (PERSON)."""
    pattern, canon = (_ZH_PARTY, PARTY_OF) if chinese else (_EN_PARTY, _EN_CANON)
    if chinese and _ZH_BOTH.search(text[sentence_start:start]):
        return None  # "用人单位与劳动者协商一致，可以变更……": both sides together, neither alone
    marks = _ZH_OBJECT_MARK if chinese else _EN_OBJECT_MARK
    candidates = [m for m in pattern.finditer(text, sentence_start, start)
                  if not marks.search(text[max(sentence_start, m.start() - 6) : m.start()])]
    if not candidates:
        persons = [m for m in (_ZH_PERSON if chinese else _EN_PERSON).finditer(text, sentence_start, start)
                   if not (chinese and _ZH_PERSON_OBJECT.search(text[max(sentence_start, m.start() - 2) : m.start()]))]
        return PERSON if persons else None
    breaks = [b.end() for b in _ZH_SEGMENT_BREAK.finditer(text, sentence_start, start)] if chinese else []
    segment_start = breaks[-1] if breaks else sentence_start
    inside = [m for m in candidates if m.start() >= segment_start]
    persons = [m for m in (_ZH_PERSON if chinese else _EN_PERSON).finditer(text, segment_start if chinese else sentence_start, start)
               if not (chinese and _ZH_PERSON_OBJECT.search(text[max(sentence_start, m.start() - 2) : m.start()]))]
    if persons and (not inside or persons[-1].start() > inside[-1].start()):
        return PERSON
    chosen = inside[-1] if inside else candidates[-1]
    return canon[chosen.group(0) if chinese else chosen.group(0).lower()]


def joint_parties(text: str) -> set[str]:
    """The canonical parties `text` has act together ("用人单位与劳动者协商一致" → 用人单位, 劳动者): what it allows them it allows
    each of them with the other."""
    return {PARTY_OF[word] for found in _ZH_BOTH.finditer(text) for word in _ZH_PARTY.findall(found.group(0))}


def subject_before(text: str, at: int) -> str | None:
    """The canonical party in subject position before position `at` of a Chinese text, in its
    sentence (PERSON for a nearer pronoun), or None: who does the act named at `at`."""
    start = max((m.end() for m in re.finditer(r"[。；！？!?;：:\n]", text[:at])), default=0)
    return _party_before(text, at, start, True)


#: A ground someone gives ("业主不得以未接受或者无需接受相关物业服务为由拒绝支付物业费"): the words between 以 and 为由 are the
#: reason named, not a statement of the text (stranger44 y2, session 41: its 无需 was read as the clause releasing the owner, and
#: "业主不得不交物业费" was answered "不必").
_ZH_GROUND = re.compile(r"以(?:(?!以)[^，。；,;]){1,30}?为(?:由|理由)")


#: After 不能, the words of a person's state the statutes name (不能独立生活的成年子女, 不能辨认自己行为的成年人): a description, wherever
#: it stands ("……未成年子女或者不能独立生活的成年子女，有要求父母给付抚养费的权利", 第一千零六十七条, had "你可以要求他给抚养费" read
#: against a "不能").
_ZH_INCAPACITY = re.compile(r"独立生活|(?:完全)?辨认自己的?行为")


def _describes_an_object(text: str, match: re.Match[str], sentence_start: int) -> bool:
    """Whether a direction word only describes the object of one before it in its segment: "应当负担未成年子女或者不能独立生活的成年
    子女的抚养费" (民法典 第一千零七十一条) owes support to a grown child who cannot live alone; its 不能 rules nothing, and read as
    "may not" it had "我有权起诉他……付抚养费" withheld as a contradiction (stranger90 a6, session 55, blind)."""
    if match.group(0) == "不能" and _ZH_INCAPACITY.match(text, match.end()):
        return True
    before = _ZH_SEGMENT_BREAK.split(text[sentence_start:match.start()])[-1]
    end = _SEGMENT_END.search(text, match.end())
    after = text[match.end():end.start() if end else len(text)]
    return bool(_ZH_PATTERN.search(before)) and re.search(r"的[\u4e00-\u9fff]", after) is not None


def directions(text: str, lang: str) -> list[Stance]:
    """Every directional statement in `text`, in reading order. `lang` is "zh" or "en"; a Chinese
    text given as "en" (a quoted clause) is read as Chinese."""
    chinese = lang == "zh" or mostly_han(text)
    pattern, lexicon = (_ZH_PATTERN, _ZH_LEXICON) if chinese else (_EN_PATTERN, _EN_LEXICON)
    splitter = _ZH_SENTENCE if chinese else _EN_SENTENCE
    grounds = [range(m.start(), m.end()) for m in _ZH_GROUND.finditer(text)] if chinese else []
    stances: list[Stance] = []
    for sentence in splitter.finditer(text):
        for match in pattern.finditer(text, sentence.start(), sentence.end()):
            if any(match.start() in ground for ground in grounds):
                continue
            index = int(match.lastgroup[1:])
            kind, positive = lexicon[index][1], lexicon[index][2]
            if kind is None or chinese and _describes_an_object(text, match, sentence.start()):
                continue
            if chinese and not positive and _ZH_DOUBLE.search(text[max(0, match.start() - 3) : match.start()]):
                positive = True
            if chinese and positive and kind in ("permission", "obligation"):
                segment = _ZH_SEGMENT_BREAK.split(text[sentence.start() : match.start()])[-1]
                if _ZH_SCOPE_NEGATION.search(segment):
                    positive = False
            if not chinese and kind != "answer" and re.search(r"\bnot\s+$", text[max(0, match.start() - 5) : match.start()], re.IGNORECASE):
                positive = not positive
            # A ruling (人民法院应予支持) and a contract's validity are said of no party.
            party = None if kind in ("support", "validity") else _party_before(text, match.start(), sentence.start(), chinese)
            if chinese and party is None and kind != "support" \
                    and _ZH_ANYONE.search(_ZH_SEGMENT_BREAK.split(text[sentence.start() : match.start()])[-1]):
                party = ANYONE
            if chinese and party is not None and (agent := _ZH_AGENT.match(text, match.end())):
                # "运费不应由您承担": the one after 由 bears it.
                party = PERSON if _ZH_PERSON.fullmatch(agent.group(1)) else PARTY_OF[agent.group(1)]
            stances.append(Stance(kind, positive, match.group(0), party, match.start()))
    return stances


def conditions_not_met(text: str, lang: str, clause: str = "") -> bool:
    """Whether the text says the clause's conditions are not met (不符合……条件; "does not meet").
    Words the clause itself uses are its condition, not a denial of it: 第六百二十一条 rules on
    goods "不符合约定的情形", and a reply repeating that is not saying the rule does not apply."""
    pattern = _ZH_NOT_MET if lang == "zh" or mostly_han(text) else _EN_NOT_MET
    plain_clause = re.sub(r"\W", "", clause)
    return any(re.sub(r"\W", "", text[m.start() : m.end() + 3]) not in plain_clause or not plain_clause
               for m in pattern.finditer(text))


#: A claimant's "may" answers the court's "upheld": 人民法院应予支持 means "you can claim it".
STANDS_FOR: dict[str, tuple[str, ...]] = {"permission": ("support", "validity"), "support": ("permission",),
                                           "validity": ("permission",), "answer": ("permission", "obligation", "support", "validity")}


def _comparable(said: Stance, clause: list[Stance]) -> list[Stance]:
    if said.party != ANYONE:
        clause = [s for s in clause if s.party != ANYONE]  # a wrong forbidden to anyone: no answer to what the user may do
    if said.party == PERSON:
        # "您可以拒绝": the user's side is unknown; only what the clause says of no party (the
        # court's ruling, a rule of status) can be compared with it.
        clause = [s for s in clause if s.party is None]
    same = [s for s in clause if s.kind == said.kind]
    if same and said.party and said.party != PERSON:
        of_party = [s for s in same if s.party == said.party]
        if of_party:
            return of_party
        if any(s.party == PAIRED.get(said.party) for s in same):
            return []  # said of the other side: parties_as_the_article_says decides that
        return same
    if same:
        return same
    if said.party not in (None, PERSON):
        return []  # "新房东不能要求您搬走" is no reading of "不影响租赁合同的效力"
    for kind in STANDS_FOR.get(said.kind, ()):
        others = [s for s in clause if s.kind == kind]
        if others:
            return others[-1:]  # the ruling comes last: "……的，人民法院应予支持"
    return []


#: "不能要求公司补缴": a claim against the party named after 要求/请求, which the permission before it denies.
_ZH_CLAIM_AGAINST = re.compile(r"(?:要求|请求|让)(" + "|".join(re.escape(word) for word, _ in _ZH_PARTY_WORDS) + ")")


#: "不能要求加班费": a claim to a thing, its object after 要求/请求 (and a verb of paying).
_ZH_CLAIM_OF = re.compile(r"(?:要求|请求|要|拿)(?:对方|他们|单位|公司)?(?:支付|给付|补发|发放|发|给|赔偿|补偿)?([\u4e00-\u9fff]{2,5}?费|[\u4e00-\u9fff]{2,5}?金|工资|报酬)")


def _claim_denied_against(said: Stance, text: str) -> str | None:
    """The canonical party a denied permission claims against ("你不能要求公司给你补缴社保": 用人单位), or None."""
    if said.kind != "permission" or said.positive:
        return None
    claim = _ZH_CLAIM_AGAINST.match(text, said.start + len(said.words))
    return PARTY_OF[claim.group(1)] if claim else None


def _thing_owed(said: Stance, text: str, clause: str, by_clause: list[Stance]) -> tuple[str, str, Stance] | None:
    """(party, thing, duty) where a denied claim is to a thing the clause makes a party pay: "不能要求加班费" against
    "用人单位安排加班的，应当……向劳动者支付加班费" (stranger37 q7: the draft's conclusion was withheld as a party swap)."""
    if said.kind != "permission" or said.positive:
        return None
    thing = _ZH_CLAIM_OF.match(text, said.start + len(said.words))
    owing = [s for s in by_clause if thing and s.kind == "obligation" and s.positive and s.party
             and re.search(rf"(?:支付|给付|发放|补发|赔偿|补偿)[^，,。；;]*{re.escape(thing.group(1))}", _segment_after(clause, s))]
    return (owing[0].party, thing.group(1), owing[0]) if owing else None


#: Damages a conclusion says may not be claimed: "不能要求退一赔三", "不能要求三倍赔偿", "不能要求赔偿".
_ZH_DAMAGES_CLAIMED = re.compile(r"(?:要求|请求|要)(?:对方|商家|卖家|店家|他们|他|公司)?(退一赔三|退一赔十|[双二三十]倍(?:的)?赔偿|赔[三十]倍|"
                                 r"增加赔偿|赔偿)")
#: What any other denied claim asks for, to the end of its clause: "不能要求签无固定期限合同" → "签无固定期限合同".
_ZH_CLAIMED = re.compile(r"(?:要求|请求)(?:对方|商家|公司|单位|他们|他)?([^，,。；;！!？?\n]{2,16})")
#: Characters a claimed act and a duty's words must share in one run to be the same act ("无固定期限").
SHARED_RUN = 4


def _claim_owed(said: Stance, text: str, clause: str, by_clause: list[Stance]) -> tuple[str, Stance] | None:
    """(claimed, duty) where a denied claim asks for what a positive duty of the clause is to do: damages the duty pays ("因此不能要求
    退一赔三" against 消费者权益保护法 第五十五条's "应当按照消费者的要求增加赔偿……", stranger87 c3, session 54, blind: the reply rested
    on a fact it invented and shipped), or the duty's own act ("你不能要求签无固定期限合同" against 劳动合同法 第十四条's "应当订立无固定
    期限劳动合同", stranger86 b3, session 54, re-asked: the right item quoted, the opposite concluded, and shipped)."""
    if said.kind != "permission" or said.positive:
        return None
    duties = [s for s in by_clause if s.kind == "obligation" and s.positive]
    after = said.start + len(said.words)
    damages = _ZH_DAMAGES_CLAIMED.match(text, after)
    paying = [s for s in duties if "赔偿" in _segment_after(clause, s)] if damages else []
    if damages and paying:
        return damages.group(1), paying[0]
    if (claimed := _ZH_CLAIMED.match(text, after)) is None:
        return None
    act = claimed.group(1)
    owing = [s for s in duties if (segment := _segment_after(clause, s))
             and SequenceMatcher(None, act, segment, autojunk=False).find_longest_match(0, len(act), 0, len(segment)).size >= SHARED_RUN]
    return (act, owing[0]) if owing else None


def _segment_after(clause: str, stance: Stance) -> str:
    """The words after `stance`'s direction, to the next break: what the duty is to do."""
    end = _SEGMENT_END.search(clause, stance.start + len(stance.words))
    return clause[stance.start + len(stance.words):end.start() if end else len(clause)]


def _duty_of(party: str, clause: list[Stance]) -> Stance | None:
    """The clause's duty of `party` when the clause lays one on it and releases it from none."""
    duties = [s for s in clause if s.kind == "obligation" and s.party == party]
    return duties[0] if duties and all(s.positive for s in duties) else None


_SEGMENT_END = re.compile(r"[，,；;。：:\n]")
#: A rule of who pays ("分包单位拖欠农民工工资的，由施工总承包单位先行清偿"): the payer after 由, then what it does. It
#: decides whom a user may ask though it says no 应当 (`core.reasoning.decisive_clause` takes it as a deciding clause).
#: The measure may come between ("由该用人单位按照本条例规定的工伤保险待遇项目和标准支付费用", 工伤保险条例 第六十二条: with the payer
#: read as the whole, too long, the sentence was no rule, and a factory without insurance was quoted the one after it, stranger61 b10).
PAYER = re.compile(r"由([^，,。；;]{2,20}?)(?:(?:按照|依照)[^，,。；;]{1,30}?|在[^，,。；;]{1,24}?范围内(?:予以)?)?((?:先行)?(?:清偿|支付|赔偿|补偿|垫付|偿还))")
#: A conclusion that denies the payer pays: "你不能找{payer}要", "{payer}不用还".
_ZH_NOT_FROM = r"(?:不能|不可以|不可|无权|没法|无法)(?:找|向|要求|让){payer}|{payer}(?:不用|不需要|不必|无需|无须|没有义务|不应当?|不会)"


def _payer_denied(clause: str, conclusion: str) -> Contradiction | None:
    """A conclusion denying that the one a rule makes pay pays: "你不能找施工总承包单位要" against 保障农民工工资支付条例 第三十条's
    "由施工总承包单位先行清偿" (stranger48 c9, session 43: the rule names no 应当, so no direction check read it)."""
    for rule in PAYER.finditer(clause):
        payer, act = rule.groups()
        if not in_condition(clause, rule.start()) and re.search(_ZH_NOT_FROM.format(payer=re.escape(payer)), conclusion):
            return Contradiction(f"结论说不能找{payer}，条文说由{payer}{act}", "permission", True, answer=f"可以要求{payer}{act}")
    return None


#: What follows a duty that makes it a liability for harm.
_ZH_PAYS_DAMAGES = re.compile(r"(?:依法|予以|向[^，。；,;]{1,8}?)?赔偿")


def in_condition(text: str, at: int) -> bool:
    """True when the words at `at` belong to a condition ("调解无效的，应当准予离婚": 无效 is the
    case the rule applies to, not what it rules), i.e. their segment ends in 的."""
    end = _SEGMENT_END.search(text, at)
    segment = text[at : end.start() if end else len(text)].rstrip()
    return segment.endswith("的")


#: "不得超过": a clause that caps an amount; "最多只能要求1万元" claims within it, not against it.
_ZH_CAP = re.compile(r"超过|高于|多于")
_ZH_WITHIN = re.compile(r"最多|至多|只能|仅能|不超过|不得超过|以内|为限|上限")


def _within_a_cap(clause: str, comparable: list[Stance], conclusion: str) -> bool:
    """Whether every comparable clause stance forbids exceeding an amount and the conclusion keeps within it
    (stranger19 q5: 用人单位要求劳动者支付的违约金不得超过……所应分摊的培训费用, "公司最多只能要求你支付1万元")."""
    return bool(comparable) and all(not s.positive and _ZH_CAP.match(clause, s.start + len(s.words)) for s in comparable) \
        and bool(_ZH_WITHIN.search(conclusion))


#: A claim to a remedy ("可以要求他们赔偿", "有权请求返还"): the user's right when the other side did what a clause forbids.
_ZH_REMEDY = re.compile(r"(?:向[^，。；,;]{1,8}?)?(?:要求|请求|主张|索要|索赔)[^，。；,;]{0,12}?(?:赔|补偿|返还|退还|退|支付|承担)")
_ZH_CLAIMING = re.compile(r"(?:要求|请求|主张|索要|索赔)")
#: The rule a claim is made under, said between 可以 and the claim ("通过《……》第二百九十五条的规定，").
_BY_THE_RULE = re.compile(r"(?:通过|依据|根据|依照|按照)[^，。；,;]{0,40}?(?:的规定|规定)[，,]?")
#: A claim that the other side stop, undo, mend or pay for what it did ("让他挪走", "要求邻居拆除", "要求他们整改", "请求赔偿").
_ZH_CLAIM_TO_UNDO = re.compile(r"(?:让|叫|要求|请求|要)[^，。；,;]{0,10}?(?:挪|移|拆|搬|停|撤|关|赔|补偿|返还|退|排除|消除|恢复|删|道歉|整改|改正)")


def _remedy_for_a_wrong(said: Stance, conclusion: str, clause: str, comparable: list[Stance]) -> bool:
    """Whether `said` claims a remedy and every comparable clause stance forbids conduct, not a claim: "不动产权利人……不得
    危及相邻不动产的安全" is what makes the neighbour liable, and "你可以要求他们赔偿" had been rewritten "不可以" (stranger38
    s6); a clause forbidding the claim itself ("……不得要求……") or capping what is claimed ("用人单位要求……的违约金不得超过……")
    still answers it."""
    after = said.start + len(said.words)
    by_rule = _BY_THE_RULE.match(conclusion, after)  # "可以通过《民法典》第二百九十五条的规定，要求他承担……" (stranger50 q6, session 44)
    after = by_rule.end() if by_rule else after
    return said.kind == "permission" and said.positive \
        and bool(_ZH_REMEDY.match(conclusion, after) or _ZH_CLAIM_TO_UNDO.match(conclusion, after)) \
        and _bans_conduct_only(clause, comparable)


def _bans_conduct_only(clause: str, comparable: list[Stance], refused: str | None = None) -> bool:
    """Whether every comparable clause stance forbids conduct (of someone other than the `refused` party, where named), not
    a claim, and caps no amount: the wrong a claim to a remedy rests on."""
    return bool(comparable) and all(not s.positive and (refused is None or s.party != refused)
                                    and not _ZH_CAP.match(clause, s.start + len(s.words))
                                    and not _ZH_CLAIMING.search(_segment_around(clause, s)) for s in comparable)


def _claim_denied_under_a_ban(said: Stance, conclusion: str, clause: str, comparable: list[Stance]) -> bool:
    """Whether `said` refuses a claim to stop or undo conduct the clause only forbids: 民法典 第二百九十三条 "不得妨碍相邻建筑物的
    通风、采光和日照" is why a neighbour's unit may have to move, and "不能让他挪走" drawn from it (stranger41 v7, session 40,
    blind) agreed with it word for word ("不能" beside "不得"). A clause forbidding the claim itself, capping it, or
    forbidding the refused party's own act ("出租人不得……", "房东不能要求你搬走") still agrees."""
    return said.kind == "permission" and not said.positive \
        and bool(_ZH_CLAIM_TO_UNDO.match(conclusion, said.start + len(said.words))) \
        and _bans_conduct_only(clause, comparable, said.party)


def _segment_around(clause: str, stance: Stance) -> str:
    """The words of `stance`'s sentence from its start through the words after the direction, to the next break."""
    start = max(clause.rfind(mark, 0, stance.start) for mark in "。；;\n") + 1
    return clause[start:stance.start + len(stance.words)] + _segment_after(clause, stance)


#: A claim that an act is void, the condition a court's ruling answers: "当事人主张……转让……的行为无效的，人民法院应予支持".
_VOID_CLAIMED = re.compile(r"主张[^。；;]{0,60}?(?:无效|不发生效力)的[，,]\s*$")


def _ruling_on_voidness(clause: str, stance: Stance) -> Stance:
    """A court's ruling on a claim that an act is void, read as what it says of the act: supported, the act is void
    (side by side 326, session 41: "交强险的人身保险金请求权可以转让" under 道交事故解释 第二十一条 "当事人主张交强险人身伤亡
    保险金请求权转让……的行为无效的，人民法院应予支持" agreed with its "应予支持"); refused, it stands."""
    if stance.kind != "support":
        return stance
    start = max(clause.rfind(mark, 0, stance.start) for mark in "。；;\n") + 1
    if not _VOID_CLAIMED.search(clause[start:stance.start].replace("人民法院", "")):
        return stance
    return replace(stance, kind="validity", positive=not stance.positive)


#: A right given "但下列商品除外" and, after the items left out ("……"), the one item the question meets: the quotation of an
#: excepted item (消费者权益保护法 第二十五条's "……消费者有权……七日内退货……但下列商品除外:……（一）消费者定作的").
_EXCEPTED_ITEM = re.compile(r"但(?:是)?下列[^：:，,。；;]{0,10}除外\s*[:：]\s*……")


def _in_an_excepted_item(clause: str, stance: Stance) -> Stance:
    """A permission the clause gives before "但下列……除外:……" and an excepted item, read as withheld: the item is the case the
    question is on. A T-shirt printed with the buyer's name was "可以退" under 第二十五条's item (一) 消费者定作的 (stranger72 m1,
    session 51, blind)."""
    excepted = _EXCEPTED_ITEM.search(clause)
    if excepted is None or stance.start > excepted.start() or stance.kind != "permission":
        return stance
    return replace(stance, positive=not stance.positive)


#: What a refusal goes on to refuse when it is a claim against the other side ("不能要求…", "不可以请求…").
_ZH_DEMANDS = re.compile(r"(?:再)?(?:向[^，,。；;]{1,6}?)?(?:要求|请求|主张)")


#: Words by which a permission is a claim on someone, not an act of one's own.
_CLAIMING = re.compile(r"要求|请求|主张|索赔|追偿|追回|返还|退还|赔偿|支付")


def _act_after(text: str, stance: Stance) -> str:
    """The words after a stance's direction word to the end of its clause: what it permits."""
    return re.split(r"[，,。；;：:\n]", text[stance.start + len(stance.words):], maxsplit=1)[0]


def _another_act(said: Stance, conclusion: str, by_clause: Stance, clause: str) -> bool:
    """Whether the conclusion's permission to claim something ("我不能要求分一份") and the clause's permission are about
    different acts: the clause lets someone do a thing of their own ("自然人可以立遗嘱将个人财产指定由法定继承人中的一人或者数人
    继承", 民法典 第一千一百三十三条), no claim, and the two share no word. stranger57 x8 (session 46, blind): the right "我不能
    要求分一份" was read against the testator's 可以 and rewritten "可以"."""
    if by_clause.kind != "permission" or not by_clause.positive:
        return False
    # a right said whole ("有要求父母给付抚养费的权利") holds its act inside its words
    claimed, granted = _act_after(conclusion, said), by_clause.words + _act_after(clause, by_clause)
    # a fine is no act a clause grants unless it says so: "物业无权罚款" is not read against 第二百八十六条's "有权……请求行为人停止
    # 侵害" (stranger97 g4, session 56: the right answer had been rewritten "可以")
    if _SANCTION.match(claimed) and not _SANCTION.search(clause):
        return True
    return bool(_ZH_DEMANDS.match(claimed)) and not _CLAIMING.search(granted) and not han_ngrams(claimed) & han_ngrams(granted)


#: A sanction only an authority imposes.
_SANCTION = re.compile(r"(?:对[^，,。；;]{1,8}?)?(?:罚款|处罚|罚钱)")


#: A sentence that is only a one-word answer: "不可以。" to "新老板说要重新签合同，工龄从零开始算，可以吗" means no to the reset, and
#: read against 劳动合同法 第三十四条's "原劳动合同继续有效" it had the right answer withheld (stranger73 n3, session 51).
_BARE_ANSWER = re.compile(r"\s*(?:结论\s*[:：])?\s*(?:不)?(?:可以|能|行)[。！!]?\s*")
#: Acts that interfere with someone's exercise of a right ("阻止他", "干涉", "不让他").
_INTERFERES = re.compile(r"(?:去|再)?(?:阻止|干涉|阻拦|阻挠|拦着|拦住|拦|不让|反对|妨碍)")
#: A clause forbidding anyone to interfere: "任何组织或者个人不得干涉".
_NONE_MAY_INTERFERE = re.compile(r"不得(?:干涉|阻挠|妨碍|强迫)")


def _interference(said: Stance, conclusion: str, clause: str) -> str | None:
    """The act of interfering a conclusion's permission is about ("不能阻止他" → 阻止), where the clause forbids anyone to interfere;
    else None. Refused, it says what the clause says; allowed, it goes against it. "我爸现在要再婚，我们做子女的不同意，能阻止他吗"
    was concluded "不能阻止他" under 民法典 第一千一百五十七条 ("……有权处分所继承的财产，任何组织或者个人不得干涉"), read against its
    有权 and rewritten "可以" (stranger73 n2, session 51, blind)."""
    act = _INTERFERES.match(conclusion, said.start + len(said.words))
    return act.group(0) if act and _NONE_MAY_INTERFERE.search(clause) else None


#: The act a lifted ban leaves free: "无权禁止", "不得阻止" say the other may do it.
_BANNING = ("禁止", "阻止", "干涉", "限制")


def _bans_lifted(stances: list[Stance]) -> list[Stance]:
    """The stances with each "may not forbid" (无权 or 不得, then 禁止/阻止/干涉/限制) read as one permission of the act after it:
    商标法 第五十九条's "注册商标专用权人无权禁止该使用人在原使用范围内继续使用该商标" lets the earlier user go on, and read as two
    refusals it had "你们不能继续使用这个商标" pass and "你可以在原使用范围内继续使用" flagged (side by side 548, session 56)."""
    lifted: list[Stance] = []
    skip = None
    for stance in stances:
        if stance is skip:
            continue
        after = next((t for t in stances if t.start == stance.start + len(stance.words)), None)
        if stance.kind == "permission" and not stance.positive and after is not None and after.words in _BANNING:
            lifted.append(replace(stance, positive=True, words=stance.words + after.words, party=None))
            skip = after
        else:
            lifted.append(stance)
    return lifted


def contradiction(clause: str, conclusion: str, lang: str) -> Contradiction | None:
    """How `conclusion` (in `lang`) contradicts `clause`, or None.

    A conflict is a stance of the conclusion whose comparable clause stances (same kind, same
    party where both name one) all have the opposite polarity. A conclusion saying the clause's
    conditions are not met is reasoning from it, never a contradiction.
    """
    if conditions_not_met(conclusion, lang, clause):
        return None
    outcome = outcome_conflict(clause, conclusion) if lang == "zh" else None
    if outcome is not None:
        return outcome
    payer = _payer_denied(clause, conclusion) if lang == "zh" else None
    if payer is not None:
        return payer
    said_by_clause = [s for s in directions(clause, "zh" if mostly_han(clause) else lang) if not in_condition(clause, s.start)]
    # "应当赔偿医疗费" is a duty to pay damages: what "对方无须赔" denies (a held-out flip that passed).
    said_by_clause += [replace(s, kind="liability") for s in said_by_clause
                       if s.kind == "obligation" and _ZH_PAYS_DAMAGES.match(clause, s.start + len(s.words))]
    said_by_clause = [_in_an_excepted_item(clause, _ruling_on_voidness(clause, s)) for s in _bans_lifted(said_by_clause)]
    fronted = (_banned_act_allowed(clause, conclusion, said_by_clause) or _refused_claim_allowed(clause, conclusion, said_by_clause)
               or _kept_what_may_be_ended(clause, conclusion, said_by_clause)) if lang == "zh" else None
    if fronted is not None:
        return fronted
    if lang == "zh" and (withholding := _withholding(clause, said_by_clause)) is not None:
        said_by_clause = [s for s in said_by_clause if s is not withholding]  # judged by `_refused_claim_allowed` alone
    for said in directions(conclusion, lang):
        # a duty's counterpart is a claim: "你不能要求公司补缴社保" against "用人单位应当…按时足额缴纳" (stranger19 q1)
        owed_by = _claim_denied_against(said, conclusion) if lang == "zh" else None
        if owed_by is not None and (duty := _duty_of(owed_by, said_by_clause)) is not None:
            return Contradiction(f"结论说不能要求{owed_by}，条文说{owed_by}“{duty.words}”", "permission", True)
        owed = _thing_owed(said, conclusion, clause, said_by_clause) if lang == "zh" else None
        if owed is not None:
            party, thing, duty = owed
            return Contradiction(f"结论说不能要求{thing}，条文说{party}“{duty.words}”支付", "permission", True,
                                 answer=f"可以要求{party}支付{thing}")
        claimed = _claim_owed(said, conclusion, clause, said_by_clause) if lang == "zh" else None
        if claimed is not None:
            thing, duty = claimed
            return Contradiction(f"结论说不能要求{thing}，条文说“{duty.words}{_segment_after(clause, duty)}”", "permission", True,
                                 answer=f"可以要求{thing}")
        comparable = _comparable(said, said_by_clause)
        if lang == "zh" and said.kind == "permission":
            comparable = [c for c in comparable if not _another_act(said, conclusion, c, clause)]
            if comparable and all(c.kind == "validity" for c in comparable) and _BARE_ANSWER.fullmatch(conclusion):
                continue  # "不可以。" answers the act asked about, not whether the contract stands (stranger73 n3)
            interfering = _interference(said, conclusion, clause)
            if interfering is not None and not said.positive:
                continue  # "不能阻止他" says what "不得干涉" says
            if interfering is not None:
                return Contradiction(f"结论说“{said.words}{interfering}”，条文说“{_NONE_MAY_INTERFERE.search(clause).group(0)}”",
                                     "permission", False, answer="不能")
        if lang == "zh" and not said.positive and not _ZH_DEMANDS.match(conclusion, said.start + len(said.words)):
            # "对方可以请求履行" is the other side's claim: a refusal of the asker's own step ("不可以" to "我想反悔不卖了，可以吗")
            # agrees with it (stranger47 b4, session 42, blind: the right "不可以" was turned into "可以")
            comparable = [c for c in comparable if not (c.kind == "permission" and clause[max(0, c.start - 2):c.start] == "对方")]
        if said.positive and lang == "zh" and (_within_a_cap(clause, comparable, conclusion)
                                               or _remedy_for_a_wrong(said, conclusion, clause, comparable)):
            continue
        if lang == "zh" and _claim_denied_under_a_ban(said, conclusion, clause, comparable):
            return Contradiction(f"结论拒绝了要求对方改正的请求（“{said.words}”），条文说的是对方“{comparable[0].words}”这样做", "permission", True,
                                 answer="不能据此拒绝你：这一条禁止的正是这种做法；对方确有这种行为的，你可以要求他停止、改正")
        if comparable and all(s.positive != said.positive for s in comparable) \
                and not (lang == "zh" and (_said_after(conclusion, said, comparable[0])
                                           or _claims_the_ruling(conclusion, said, comparable[0])
                                           or _under_the_exception(conclusion, said, clause))):
            ref = comparable[0]
            if lang == "zh":
                return Contradiction(f"结论说“{said.words}”，条文说“{ref.words}”", said.kind, not said.positive)
            return Contradiction(f"the conclusion says \"{said.words}\" where the article says \"{ref.words}\"",
                                 said.kind, not said.positive)
    return None


#: An exception inside the rule's own sentence ("……人民法院应予支持，但是双方约定的利率超过……四倍的除外"): its condition.
_EXCEPTED = re.compile(r"但(?:是)?[，,]?([^。；;]{4,60}?)的除外")
#: How many three-character runs of the exception's condition a conclusion's sentence must hold to be speaking of it.
_EXCEPTION_RUNS = 3


def _under_the_exception(conclusion: str, said: Stance, clause: str) -> bool:
    """Whether the conclusion's sentence that holds `said` speaks of the clause's own exception (its condition's words), so
    its opposite direction is the exception's, not a contradiction: "超过的部分人民法院不予支持" for a rate above four times the LPR
    under 民间借贷规定 第二十五条 (everyday b3, session 45, written by `core.rate_over_cap`) had been read against "应予支持"."""
    sentence = piece_around(conclusion, said.start, "。；;\n")
    return any(len(han_ngrams(excepted.group(1), 3) & han_ngrams(sentence, 3)) >= _EXCEPTION_RUNS
               for excepted in _EXCEPTED.finditer(clause))


#: A permission to assert a legal state before a court ("可以主张……无效", "可以请求确认……"): what follows is the assertion.
_ASSERTS = re.compile(r"(?:向[^，,。；;]{1,8}?)?(?:主张|请求确认|请求认定|请求宣告|要求确认)")


def _said_after(conclusion: str, said: Stance, ref: Stance) -> bool:
    """Whether the conclusion's sentence goes on to state what the clause states, the way it states it: "另一方可以主张该民事法律行为
    违背公序良俗无效" asks for the clause's own ruling ("……无效的，人民法院应予支持", 婚姻家庭编解释（二） 第七条); its 可以 is the
    claim's, not a validity the ruling denies (stranger51 r7, session 44, blind: "不可以" had been written for a wife whose husband
    gave their money to his lover)."""
    if _ASSERTS.match(conclusion, said.start + len(said.words)) is None:
        return False  # "公司可以收走身份证，不得扣押……" contradicts itself: what follows 可以 is no claim of the clause's ruling
    end = next((m.start() for m in re.finditer(r"[。；;\n]", conclusion) if m.start() > said.start), len(conclusion))
    return any(t.kind == ref.kind and t.positive == ref.positive and said.start < t.start < end
               for t in directions(conclusion, "zh"))


#: A permission to claim or to take back ("可以要回来", "可以主张……", "可以向法院起诉"): the claimant's right.
_RECLAIMS = re.compile(rf"{_ZH_DEMANDS.pattern}|(?:去|再)?(?:要回|拿回|追回|讨回|起诉|返还)")


def _claims_the_ruling(conclusion: str, said: Stance, ref: Stance) -> bool:
    """Whether a permission claims what a court's ruling on voidness grants ("你可以要回来" against "……主张该民事法律行为……无效的，
    人民法院应予支持"): supported, the claimant may take the money back. A permission to do the void act ("请求权可以转让") still
    contradicts the ruling (`_ruling_on_voidness`)."""
    return said.kind == "permission" and said.positive and ref.kind == "validity" and bool(re.search(r"支持|准许", ref.words)) \
        and _RECLAIMS.match(conclusion, said.start + len(said.words)) is not None


def _banned_act_allowed(clause: str, conclusion: str, by_clause: list[Stance]) -> Contradiction | None:
    """A conclusion allowing, of the thing itself, the act the clause bans: "你的劳动合同可以解除" against "用人单位不得解除劳动合同"
    (stranger50 q5, session 44, blind: a worker dismissed in probation without a reason). Said of the contract, the permission
    has no party to compare with the employer's ban, and the reply read as if the dismissal were lawful."""
    for said in directions(conclusion, "zh"):
        act = conclusion[said.start + len(said.words):said.start + len(said.words) + 2]
        thing = re.search(rf"([{HAN}]{{2,4}})$", conclusion[:said.start])
        if not said.positive or said.kind != "permission" or len(act) < 2 or thing is None:
            continue
        for ban in (s for s in by_clause if s.kind == "permission" and not s.positive):
            after = clause[ban.start + len(ban.words):ban.start + len(ban.words) + 8]
            if after.startswith(act) and thing.group(1)[-2:] in after:
                return Contradiction(f"结论说“{thing.group(1)}{said.words}{act}”，条文说“{ban.words}{after.split('。')[0]}”",
                                     "permission", False)
    return None


#: A party's right to refuse what is asked of it ("一般保证的保证人……有权拒绝向债权人承担保证责任").
_MAY_REFUSE = re.compile(r"有权拒绝|可以不(?P<act>退|返还|支付|赔偿)")
#: A permission to go to someone and demand ("可以直接找担保人要", "可以要求保证人承担").
_GOES_TO_DEMAND = re.compile(r"(?:直接)?(?:找|向|要求|让|请求)[^，,。；;]{0,8}?(?:要|还|赔|承担|支付|偿还|履行)")
#: How far after the conclusion's 可以 the act the clause lets the other side withhold may stand ("可以此日退票").
_ACT_WITHIN = 6


def _withholding(clause: str, by_clause: list[Stance]) -> Stance | None:
    """The clause's permission to withhold a payment ("承运人可以不退票款"), where it alone speaks of the act: one that also
    lets it be done in time ("应当在约定的期限内办理退票；逾期办理的，……可以不退票款") does not say which way a conclusion must
    go, the facts' timing does. Its 可以 is the other side's, not the asker's: "你不能退票" agrees with it."""
    for stance in by_clause:
        withheld = _MAY_REFUSE.match(clause, stance.start) if stance.kind == "permission" and stance.positive else None
        if withheld is None or withheld.group("act") is None:
            continue
        word = clause[withheld.start("act"):withheld.end("act") + 1]  # 退票, 返还, 支付
        own = next(part for part in re.split(r"(?<=[；;。])", clause) if stance.start < clause.find(part) + len(part))
        return None if word in clause.replace(own, "") else stance
    return None


def _refused_claim_allowed(clause: str, conclusion: str, by_clause: list[Stance]) -> Contradiction | None:
    """A conclusion letting the asker demand what the clause lets the other side refuse: "可以直接找担保人要" against 民法典
    第六百八十七条's "一般保证的保证人……有权拒绝向债权人承担保证责任" (stranger53 t3, session 45, blind). The clause's 有权 and the
    conclusion's 可以 agree in polarity; their parties oppose, and the guarantor's right is the creditor's wait. So does a
    permission not to pay back ("逾期办理的，承运人可以不退票款", 民法典 第八百一十六条) against "可以此日退票" (side by side 1500)."""
    right = next((s for s in by_clause if s.kind == "permission" and s.positive and _MAY_REFUSE.match(clause, s.start)), None)
    if right is None:
        return None
    withheld = _MAY_REFUSE.match(clause, right.start)
    act = withheld.group("act") if withheld else None
    if act is not None and _withholding(clause, by_clause) is None:
        return None
    for said in directions(conclusion, "zh"):
        after = said.start + len(said.words)
        demands = _GOES_TO_DEMAND.match(conclusion, after) or (act and conclusion[after:after + 1] != "不"
                                                               and act[0] in conclusion[after:after + _ACT_WITHIN])
        if said.kind == "permission" and said.positive and demands:
            refused = clause[right.start:].split("，")[0].split("。")[0]
            return Contradiction(f"结论说“{said.words}”这样要求，条文说对方“{refused}”", "permission", False)
    return None


#: A clause granting the end of an agreement on request: "劳动者请求解除竞业限制约定的，人民法院应予支持".
_ENDS_ON_REQUEST = re.compile(r"(?:请求|要求|有权|可以)(?P<act>解除|撤销|终止)(?P<what>[^，,。；;]{2,12}?)(?=的?[，,。；;]|$)")
#: A conclusion that the user must keep to it still: "你还要继续遵守竞业限制约定", "仍然要履行".
_STILL_BOUND = re.compile(r"(?:还|仍|仍然|依然|照样|继续)(?:要|需要|得|应当|应该|必须)?(?:继续)?(?:遵守|履行|受[^，,。]{0,8}约束)")
#: ... unless freed from it just before ("不用继续遵守", "无需继续履行"); "不能继续遵守" (the model's revision of w2) frees no one.
_FREED_BEFORE = re.compile(r"不用|不必|无需|无须|不需要|没必要|不再|免")


def _kept_what_may_be_ended(clause: str, conclusion: str, by_clause: list[Stance]) -> Contradiction | None:
    """A conclusion binding the asker to an agreement whose end the clause grants on request: "你还要继续遵守竞业限制约定"
    against 劳动争议解释（一） 第三十八条's "……三个月未支付经济补偿，劳动者请求解除竞业限制约定的，人民法院应予支持" (stranger56
    w2, session 46, blind). The clause's 应予支持 and the conclusion's 要 agree in polarity, and no check compared a duty to keep
    with a ruling on ending. A conclusion that itself speaks of ending it ("解除之前仍要遵守") is reasoning, not this."""
    granted = any(s.positive and s.kind in ("support", "permission") for s in by_clause)
    bound = next((m for m in _STILL_BOUND.finditer(conclusion) if not _FREED_BEFORE.search(conclusion[max(0, m.start() - 4):m.start()])),
                 None)
    ends = _ENDS_ON_REQUEST.search(clause)
    if not granted or bound is None or ends is None or re.search(r"解除|撤销|终止", conclusion):
        return None
    act, what = ends.groups()
    return Contradiction(f"结论说“{bound.group(0)}”，条文说请求{act}{what}的应予支持", "permission", True,
                         answer=f"可以请求{act}{what}")


def conflict(clause: str, conclusion: str, lang: str) -> str | None:
    """Why `conclusion` contradicts `clause` (`contradiction`'s reason), or None."""
    found = contradiction(clause, conclusion, lang)
    return found.reason if found else None


#: The statements a party's side changes: who may, who must, who is liable.
PARTY_KINDS = ("permission", "obligation", "liability")


def swapped_parties(said: list[Stance], clause: list[Stance], article: list[Stance]) -> list[tuple[Stance, str]]:
    """Each right, duty or liability `said` of a party that the clause gives its counterpart
    (用人单位 for 劳动者, 出租人 for 承租人 …), with that counterpart. The clause decides; where it
    names no party for a kind (延长工作时间每日不得超过三小时), the whole article does."""
    wrong = []
    for stance in said:
        other = PAIRED.get(stance.party or "")
        if stance.kind not in PARTY_KINDS or other is None:
            continue
        named = [s for s in clause if s.kind == stance.kind and s.party in PAIRED]
        held = {(s.kind, s.positive, s.party) for s in (clause if named else article)}
        if (stance.kind, stance.positive, stance.party) not in held and (stance.kind, stance.positive, other) in held:
            wrong.append((stance, other))
    return wrong


def claim_reversed(clause: str, conclusion: str) -> str | None:
    """The party a Chinese conclusion claims against when the clause lets that party claim from its counterpart
    ("供水公司可以请求受损失的人返还" where the clause says 受损失的人可以请求得利人返还), or None. The conclusion's
    claimant is often named by the facts (供水公司), not by the clause's word, so it is read from the one claimed against."""
    claimants = {s.party for s in directions(clause, "zh") if s.kind == "permission" and s.positive and s.party in PAIRED}
    claimed = {PARTY_OF[m.group(1)] for m in _ZH_CLAIM_AGAINST.finditer(clause)}
    for match in _ZH_CLAIM_AGAINST.finditer(conclusion):
        party = PARTY_OF[match.group(1)]
        if party in claimants and party not in claimed and PAIRED[party] in claimed:
            return party
    return None


def party_conflict(clause: str, conclusion: str, lang: str) -> str | None:
    """Why `conclusion` gives the clause's right, duty or liability to the other party, or None
    ("公司应当承担赔偿责任" where the clause makes the 劳动者 liable; a claim made against the one the clause lets claim)."""
    wrong = swapped_parties(directions(conclusion, lang), directions(clause, "zh"), [])
    if not wrong and lang == "zh" and (claimant := claim_reversed(clause, conclusion)):
        return f"结论说向{claimant}请求，条文说的是{claimant}可以请求{PAIRED[claimant]}"
    if not wrong:
        return None
    said, other = wrong[0]
    if lang == "zh":
        return f"结论说{said.party}“{said.words}”，条文说的是{other}"
    return f"the conclusion says \"{said.words}\" of the {said.party}; the article says it of the {other}"


def sentences(text: str, lang: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence, the way `directions` reads them."""
    splitter = _ZH_SENTENCE if lang == "zh" or mostly_han(text) else _EN_SENTENCE
    return [(m.start(), m.end()) for m in splitter.finditer(text) if m.group(0).strip()]
