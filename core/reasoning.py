"""A reply that reasons from the article: its conclusion must go the way the decisive clause goes.

The decisive clause is the part of the cited article the reply is about (the sentence sharing
most words with the reply; a list item comes with the lead-in that rules on it). The reply's own
sentences (quotations left out) are compared with it by `core.direction`; a contradicting
sentence is replaced by the clause's own words, and a body that still contradicts it is not
sent: the user is told the question needs a lawyer.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from core.asker import as_party
from core.citations import QUOTATION, plain_wording
from core.direction import PARTY_OF, PARTY_PAIRS, PAYER, conflict, contradiction, directions, in_condition, party_conflict, sentences
from core.outcome_rules import AGREES, ONLY_ONCE
from core.ranges import range_fit
from core.stated_done import stated_done
from core.replies import say
from index.common.text import han_ngrams, piece_around

_ITEM = re.compile(r"^\s*[（(][一二三四五六七八九十]+[)）]")
_ZH_PIECES = re.compile(r"[^。；\n]+[。；]?")
#: An exception inside one sentence ("……应当承担侵权责任，但能够证明……的，可以不承担或者减轻责任"): cut
#: before "但" so the exception is a unit of its own, as it is when a "；" or "。" precedes it. Only an
#: exception with its own condition ("……的，") is cut: "每日不得超过三小时，但是每月不得超过三十六小时"
#: is one limit, and a list's lead-in ("……，但是有下列情形之一的，不得认定为工伤：") stays whole.
_ZH_EXCEPTION = re.compile(r"(?<=[，,])(?=但(?:是)?[，,]?[^，,。；]{2}[^。；]*?的[，,])")
#: A sentence this short is not told apart from the article by its words alone.
_MIN_COPIED = 6
#: A piece after "；" that goes on with the same condition ("未按照约定提供的，应当……退回预付款；并应当承担预付款的利息……"):
#: it has no condition of its own, so it is one unit with the piece before. Cut apart, 消费者权益保护法 第五十三条's
#: "并应当承担……利息" was the clause for "我能要回剩下的钱吗" and "我不能要回" went out (stranger80 v10, session 53, blind).
_GOES_ON = re.compile(r"^(?:并且?|同时|而且)(?!不)")


def units_of(article: str) -> list[str]:
    """The article's sentences; a list item joined to the lead-in sentence it completes."""
    units: list[str] = []
    lead = ""
    listing = False  # the lines since a lead-in that ends its line, with no numbered item among them, are its cases
    for line in article.splitlines():
        numbered = bool(_ITEM.match(line))
        if numbered or listing and _CASE.match(line):
            # "……": the items between are left out; an unnumbered case ("逾期交付使用房屋的，按照……确定", 商品房买卖合同解释 第十三条)
            # is an item too, or its lead-in "……可以参照以下标准确定：" is quoted alone (stranger46 a6); after numbered items a
            # paragraph is a rule of its own (道路交通安全法 第七十六条's "……行人故意碰撞机动车造成的，机动车一方不承担赔偿责任")
            units.append(f"{lead}……{line.strip()}" if lead else line.strip())
            listing = listing and not numbered
            continue
        listing = False
        for whole in _ZH_PIECES.findall(line):
            for piece in ([whole] if whole.rstrip().endswith((":", "：")) else _ZH_EXCEPTION.split(whole)):
                piece = piece.strip()
                if piece and units and units[-1].endswith("；") and _GOES_ON.match(piece):
                    units[-1] += piece
                elif piece:
                    units.append(piece)
                lead = piece if piece.rstrip().endswith((":", "：")) else lead
        if line.rstrip().endswith((":", "：")):
            # the whole line: "不足的部分，按照下列规定……" quoted alone does not say short of what
            lead, listing = line.strip(), True
    return units


#: A case a lead-in lists without a number: a line opening with its condition ("逾期付款的，").
_CASE = re.compile(r"^\s*[^，。；：:\n]{2,30}的[，,]")


#: A sentence that carves more out of the list before it ("除前款所列商品外，其他……的商品，不适用无理由退货"):
#: an exception like "但……的", with conditions of its own the facts must raise.
CARVE_OUT = re.compile(r"除(?:前款|前项|本条|上述)[^，,。；]{0,20}外[，,]")
#: A sentence that lessens or lifts the liability another sentence lays ("监护人尽到监护职责的，可以减轻其侵权责任"): an exception
#: too, whose conditions the facts must raise. Unread as one, 民法典 第一千一百八十八条 was quoted whole to a man a ten-year-old's
#: bicycle knocked down, and the reply said the parents "已经尽到监护职责" and "可以减轻其侵权责任" (stranger54 u4, session 45, blind).
RELIEF = re.compile(r"的[，,](?:可以|应当)?(?:减轻|免除|不承担)[^，,。；]{0,8}?责任")


#: A paragraph this short (sentences, characters) is one rule a lawyer quotes whole.
SHORT_UNITS = 3
SHORT_CHARS = 160


#: A list item's number at the start of an item: "（四）".
LIST_ITEM = re.compile(r"^[（(][一二三四五六七八九十]+[)）]")


def list_items(article: str) -> list[str]:
    """The article's list items, each without its number and closing punctuation: the cases a lead-in lists."""
    return [LIST_ITEM.sub("", line.strip()).rstrip("；;。") for line in article.splitlines() if LIST_ITEM.match(line.strip())]


#: A lead-in whose list is of exceptions: "对方可以请求履行，但是有下列情形之一的除外：", "……七日内退货，且无需说明理由，但下列商品除外:"
#: (消费者权益保护法 第二十五条: unread as such, its item (三) "消费者拆封的音像制品……" was quoted to a buyer of a computer the seller
#: would not take back opened, stranger48 c5).
EXCEPTION_LIST = re.compile(r"但(?:是)?[，,]?(?:有)?下列[^，,。；;:：]{0,8}?(?:之一的)?(?:除外)?[:：]$")


def is_exception(unit: str) -> bool:
    """An exception unit: "但……的，……", a carve-out ("除前款……外，……"), or an item of a list of exceptions
    (民法典 第五百八十条 (一) "法律上或者事实上不能履行": quoted for a seller who would not sell, its "不能" agreed with
    "房东不能要求他继续把房子卖给你", stranger24 q9)."""
    lead, _, item = unit.rpartition("……")
    body = item.lstrip()
    return body.startswith("但") or bool(CARVE_OUT.match(body)) or bool(RELIEF.search(body)) \
        or bool(lead and EXCEPTION_LIST.search(lead.rstrip()))


def exception_unmet(unit: str, units: list[str], facts: str) -> bool:
    """Whether `unit` is an exception ("但是，承运人证明……是因不可抗力……的，不承担赔偿责任") whose own
    words the facts never use: the rule, not its exception, then decides. The 1.5B model, asked
    about a lost parcel, quoted 第八百三十二条 whole, invented 不可抗力 and told the sender the
    courier was not liable, and the direction check agreed with the exception it followed. Words
    are compared as three-character runs ("合理" in "合理吗" is not "合理损耗"), and only the
    exception's conditions, not its consequence: "不适用无理由退货" names the rule the user asks
    about, it raises no exception."""
    if not is_exception(unit):
        return False
    body = unit.split("……")[-1].lstrip()
    conditions = re.split(r"[，,](?=[^，,]*$)", body.rstrip("。；;"))[0]
    roles = set().union(*(han_ngrams(name, 3) for name in ROLE_NAMES.findall(conditions)))
    return not (own_runs(conditions, unit, units) - roles) & han_ngrams(facts, 3)


#: Names of a role in a harm, which a question uses to say who it is about, not what happened: "受害人因高压触电发生损害，应由谁承担
#: 责任" raised 第一千二百四十条's exception "能够证明损害是因受害人故意……造成的" by its "受害人", and the reply was concluded with the
#: exception alone (side by side 1533, session 56).
ROLE_NAMES = re.compile(r"受害人|被害人|被侵权人|侵权人|加害人|行为人|当事人")


def own_runs(text: str, unit: str, units: list[str]) -> set[str]:
    """The three-character runs of `text` (part of `unit`, or all of it) that no other of the article's `units` holds: the
    words that are the unit's own, not the rule it shares with its neighbours."""
    return han_ngrams(text, 3) - set().union(*(han_ngrams(other, 3) for other in units if other != unit))


def _paragraph(article: str, clause: str) -> list[str]:
    """The units of the article's paragraph (line) that holds `clause`; [] when none does."""
    return next((units for units in map(units_of, article.splitlines()) if clause in units), [])


def _special_case(unit: str, paragraph: list[str], facts: str) -> bool:
    """Whether `unit` is the special case of another sentence with the same result that the facts name: "劳动者在试用期内提前三日
    通知用人单位，可以解除劳动合同" beside "劳动者提前三十日以书面形式通知……，可以解除劳动合同" for a worker who says "我还在试用期"
    (stranger55 v10, session 45, blind: quoted both, the reply told her to give a month's notice). Its own words (three-character
    runs the other lacks) meet the facts; the other's own words do not."""
    result = unit.rstrip("。；;").rsplit("，", 1)[-1]
    told = han_ngrams(facts, 3)
    for other in paragraph:
        if other == unit or other.rstrip("。；;").rsplit("，", 1)[-1] != result:
            continue
        mine, theirs = han_ngrams(unit, 3), han_ngrams(other, 3)
        if (mine - theirs) & told and not (theirs - mine) & told:
            return True
    return False


def with_raised_exception(article: str, clause: str, facts: str) -> str:
    """`clause` with the other half of a rule and its exception when the facts raise the exception: a
    bitten user who "先逗狗" was quoted 第一千二百四十五条's rule alone ("……应当承担侵权责任"), and the answer
    never said the keeper may be relieved when the victim's 故意或者重大过失 caused the harm; an exception
    chosen alone is quoted after the rule it excepts. List items (a lead-in's "……") stay as they are."""
    units = units_of(article)
    excepted = [u for u in units if u.startswith(clause + "……")] if EXCEPTION_LIST.search(clause.rstrip()) else []
    if excepted and all(exception_unmet(u, units, facts) for u in excepted):
        # a rule whose list of exceptions the facts raise none of is quoted without the list's lead-in: "……对方可以请求
        # 履行，但是有下列情形之一的除外：" (民法典 第五百八十条) was read by a seller backing out because prices rose as his
        # right to back out (stranger47 b4, session 42, blind)
        return EXCEPTION_LIST.sub("", clause.rstrip()).rstrip("，, ")
    if clause not in units or "……" in clause:
        return clause
    paragraph = _paragraph(article, clause)
    if len(paragraph) <= SHORT_UNITS and sum(map(len, paragraph)) <= SHORT_CHARS and not any("……" in u for u in paragraph):
        # A short paragraph is quoted whole, less an exception the facts do not raise: "试用期可以随时辞退不用给
        # 理由" was quoted 劳动合同法 第二十一条's second sentence (说明理由) without its first (不得解除). A bracket the
        # facts' quantity falls outside is left out once the clause's own bracket holds it: "签了一年的劳动合同" was
        # quoted 第十九条's three terms whole and the reply read a one-year contract as "三年以上" (stranger37 q1).
        held = range_fit(clause, facts) > 0
        special = [unit for unit in paragraph if _special_case(unit, paragraph, facts)]
        if len(special) == 1:
            return special[0]
        # an exception the next sentence builds on ("……构成要约。该说明和允诺……应当为合同内容") stays: without it "该" points at
        # the rule it excepts (商品房买卖合同解释 第三条 was quoted "……为要约邀请，该说明和允诺……亦应当为合同内容", stranger76 q9)
        built_on = {unit for unit, after in zip(paragraph, paragraph[1:]) if _POINTS_BACK.match(after)}
        return "".join(unit for unit in paragraph
                       if (unit in built_on or not exception_unmet(unit, paragraph, facts))
                       and not (held and range_fit(unit, facts) < 0))
    at = units.index(clause)
    if is_exception(clause):
        return units[at - 1] + clause if at > 0 and "……" not in units[at - 1] else clause
    after = units[at + 1] if at + 1 < len(units) else ""
    if after and "……" not in after and is_exception(after) and not exception_unmet(after, units, facts):
        return clause + after
    return clause


#: A sentence that points back at the one before it: "该说明和允诺……", "上述约定……".
_POINTS_BACK = re.compile(r"(?:该|此|上述|前述)[\u4e00-\u9fff]")


#: The words of a result a conclusion must share to be repeating it.
_RESULT_RUN = 8


def exception_applied(body: str, article: str, facts: str) -> str:
    """The body with its conclusion replaced by an exception's own words when the conclusion repeats the result of a
    sentence of `article` and the sentence after it is an exception ("但是，劳动关系终止的，应当自劳动关系终止之日起一年内
    提出") whose condition the `facts` raise (`exception_unmet` false) and whose result the conclusion does not say: a worker
    who had left was told under 劳动争议调解仲裁法 第二十七条 "你申请劳动仲裁不受本条第一款规定的仲裁时效期间的限制"
    (stranger47 b7, session 42), the rule for one still employed."""
    block = last_conclusion(body)
    if block is None:
        return body
    said = block.group(0)

    def repeats(result: str) -> bool:
        return any(result[i:i + _RESULT_RUN] in said for i in range(max(1, len(result) - _RESULT_RUN + 1)))

    units = units_of(article)
    for rule, after in zip(units, units[1:]):
        if "……" in after or not is_exception(after) or exception_unmet(after, units, facts):
            continue
        exception = re.sub(r"^但(?:是)?[，,]?", "", after).rstrip("；;。")
        if repeats(re.split(r"的[，,]", exception)[-1]):
            continue
        if repeats(re.split(r"的[，,]", rule)[-1].rstrip("；;。")):
            return body[:block.start()] + f"结论：依据该条规定：“{exception}”。" + body[block.end():]
        if DEFENCE.match(exception) and _holds_liable(rule) and _holds_liable(said) and "减轻" not in said:
            # a defence the other side must prove: the liability stands unless it is proved, so it is said after the conclusion
            return body[:block.end()].rstrip() + f"但依据该条规定：“{exception}”。" + body[block.end():]
    return body


#: A saving exception, said with no direction of its own: "但是，其他参加者对损害的发生有故意或者重大过失的除外".
_SAVING = re.compile(r"^[，,；;]?\s*但(?:是)?[，,]?(?P<words>(?P<conditions>[^。；;]+?)的除外)[。；;]?$")
#: A conclusion that already names an exception.
_EXCEPTION_NOTED = re.compile(r"除外|除非|例外|但(?:是)?")


def with_saving_exception(body: str, article: str, clause: str, facts: str) -> str:
    """The body with the exception that follows the quoted `clause` ("……的除外") said after a conclusion that states the
    rule flat: a player knocked down at basketball was told under 民法典 第一千一百七十六条 "你不能让撞你的人赔钱" (stranger74 o2,
    session 52), never that a player who did it 故意或者重大过失 answers for it. Only an exception the facts do not raise
    (a raised one is quoted with the clause, `with_raised_exception`) and one with no direction words of its own."""
    block = last_conclusion(body)
    clause = clause.strip().rstrip("；;。，,")
    if block is None or not clause or _EXCEPTION_NOTED.search(conclusion_words(block.group(0))):
        return body
    units = units_of(article)
    at = next((i for i, unit in enumerate(units) if unit.startswith(clause)), None)
    if at is None:
        return body
    rest = units[at][len(clause):].strip()
    after = rest if rest.rstrip("。；;") else (units[at + 1] if at + 1 < len(units) else "")
    saving = _SAVING.match(after)
    if saving is None or (han_ngrams(saving.group("conditions"), 3) - han_ngrams(clause, 3)) & han_ngrams(facts, 3):
        return body
    return body[:block.end()].rstrip() + f"但依据该条规定：“{saving.group('words')}”。" + body[block.end():]


#: An exception the other side must prove ("能够证明损害是因被侵权人故意或者重大过失造成的，可以不承担或者减轻责任"). Told "邻居说是我先
#: 踢了他的狗", the reply under 民法典 第一千二百四十五条 said only "邻居需要赔偿你" (stranger65 f6, session 49, blind).
DEFENCE = re.compile(r"能够证明")


def _holds_liable(text: str) -> bool:
    """Whether `text` holds someone liable and excuses no one (`core.direction`'s liability stances: "应当承担侵权责任", "需要赔偿你";
    not "不用赔", "减轻责任")."""
    stances = [s for s in directions(text, "zh") if s.kind == "liability"]
    return bool(stances) and all(s.positive for s in stances)


#: A criminal provision's penalty ("处拘役，并处罚金"): it rules as a direction does, though it says no 可以 or 应当. Without
#: it, 刑法 第一百三十三条之一's only "direction" was its second paragraph's "负有直接责任" (owners of school buses and
#: chemical lorries), quoted for a drunk driver (stranger23 q1, session 34), instead of item (二) "醉酒驾驶机动车的".
PENALTY = re.compile(r"处[^，,。；;]{0,12}?(?:拘役|有期徒刑|无期徒刑|死刑|管制|罚金)")
#: A rule of what a thing is ("……所负的债务，不属于夫妻共同债务"): it decides as a direction does. Without it, once "生活需要" was
#: no longer read as a duty, 民法典 第一千零六十四条's second paragraph was no clause at all, and "这笔赌债要我一起还" was checked
#: against the first paragraph (stranger45 z2, session 41). So is a rule of whom a thing may bind ("竞业限制的人员限于……"): a
#: receptionist asking whether her non-compete binds her was quoted 劳动合同法 第二十四条's two-year term (stranger45 z7, session 42).
#: So is a list's lead-in that says what its items are ("下列财产为夫妻一方的个人财产："): each item classifies, and "结婚前全款买的房"
#: was quoted 第一千零六十三条's item (五), the only one holding an 应当, not (一) "一方的婚前财产" (stranger53 t6, session 45); a comma
#: may come between ("下列财产，为夫妻的共同财产，归夫妻共同所有：", 第一千零六十二条: a wife's inheritance was quoted its item (五),
#: stranger66 g3, session 49).
KIND = re.compile(r"(?:不)?属于[^，。；]{1,12}(?:债务|财产|范围|情形)|视为|认定为|的人员限于|下列[^。；：]{0,10}?为[^。；：]{1,24}[：:]")
#: A rule of effect ("……的，质权自办理出质登记时设立"): it says when a right arises or ends, with no 可以 or 应当.
#: Without it, "可以以知识产权设立质权吗？如何设立？" was quoted 民法典 第四百四十四条's second paragraph (出质后不得转让)
#: and told the pledge needs the parties' consent.
EFFECT = re.compile(r"(?:自|于)[^，,。；;]{1,24}?(?:时|之日|后)起?(?:设立|成立|生效|发生效力|转移|消灭|终止)")
#: A rule of who inherits by representation ("……的，由被继承人的子女的直系晚辈血亲代位继承"): it says who takes, with no 可以 or
#: 应当. Without it, "我爸比奶奶早去世两年，我能继承奶奶的房子吗" was quoted 民法典 第一千一百二十八条's last sentence on the share
#: ("一般只能继承"), not the one that makes the grandchild an heir (stranger61 b5, session 48). Only 代位继承: with any "由……继承",
#: 第一千一百二十七条 was cut to its "由第一顺序继承人继承" sentence, and the list naming 配偶 was lost (stranger54 u3, stranger63 d6);
#: nor a law's name ("由保险人依照《中华人民共和国继承法》的规定履行……", LeCoQA 334).
HEIR = re.compile(r"由[^，,。；;《》]{2,30}?代位继承")
#: A rule of which prevails ("立有数份遗嘱，内容相抵触的，以最后的遗嘱为准"): "以哪份为准" was quoted 第一千一百四十二条's second
#: paragraph, on acts contrary to a will, since the third states no direction (stranger65 f10, session 49, blind).
PREVAILS = re.compile(r"的，以[^，,。；;]{2,16}?为准")


def _rules(unit: str) -> bool:
    """Whether `unit` states a direction outside its conditions: "当事人不能在……期间申请仲裁的，仲裁时效中止" says when a time
    limit pauses and rules on no one's act, and "老板拖欠了我三个月工资……申请劳动仲裁" was quoted it, then told "你不能……申请仲裁"
    (stranger53 t9, session 45)."""
    return any(not in_condition(unit, stance.start) for stance in directions(unit, "zh"))


#: A user asking for money from the other side ("能找平台赔吗", "钱能要回来吗", "医药费谁来出", "还能找他要吗").
ASKS_MONEY = re.compile(r"赔|退钱|退款|要回|补偿|返还|谁(?:来)?(?:出|付|掏)|找[^，,。？?]{0,4}?要")
#: A sentence of administrative sanction: an authority orders, fines, confiscates. It decides no question whether someone answers
#: to the user: 食品安全法 第一百三十一条's fine on a platform that failed to register its sellers ("责令改正，没收违法所得，并处五万元
#: 以上二十万元以下罚款") had been quoted for "平台有责任吗", and its second paragraph, on when the platform pays the consumer, passed
#: over (stranger86 b1, session 54, blind).
ADMINISTRATIVE = re.compile(r"(?:部门|机关|机构)[^，。；]{0,12}?(?:责令|处以?[^，。；]{0,6}?罚款|给予|没收|吊销)"
                            r"|责令改正|没收违法所得|处[^，,。；;]{0,16}?罚款|吊销")
#: A sentence with a civil result a user may claim: money paid or returned, a liability borne, costs paid ("由该用人单位……支付费用").
CIVIL_RESULT = re.compile(r"赔偿|返还|退还|退回|承担[^，。；]{0,6}?责任|(?:支付|垫付)[^，。；]{0,10}?费用")


def money_units(units: list[str], told: str) -> list[str]:
    """The units that give money back or in damages, when the user asks for money and some unit does (not by an
    administrative sanction); else all. 食品安全法 第一百三十一条 opens with the fines on a platform that fails its duties, and
    "我在外卖平台点的餐……食物中毒住院了，能找平台赔吗" (stranger60 a1, session 47, blind) was quoted them and told "平台不能赔";
    its second paragraph says whom the buyer may claim from. 消费者权益保护法 第五十三条's "应当按照约定提供" was the clause for
    "剩下的钱能要回来吗" (a10), and "不能要回来" was read against it, not against "……或者退回预付款"."""
    if not ASKS_MONEY.search(told):
        return units
    return [u for u in units if CIVIL_RESULT.search(u) and not ADMINISTRATIVE.search(u)] or units


#: A rule of who bears a cost: "退回商品的运费由消费者承担" (消费者权益保护法 第二十五条; stranger78 s7, session 52: a shopper asked
#: whether she pays the return's shipping was quoted the right to return, and the reply withheld).
COST_BORNE = re.compile(r"(?:运费|费用|成本)由[^，。；]{2,12}?(?:承担|负担)")


def decisive_clause(article: str, reply: str, facts: str | None = None, told: str = "") -> str:
    """The clause of `article` the reply turns on: the sentence (a list item with its lead-in) that
    states a direction and shares most character pairs with the reply's quotations, then with the
    whole reply, the first on a tie; the
    whole text when no sentence states one. Even a short article is cut: 第一千二百四十五条's
    "但是……可以不承担或者减轻责任" would otherwise excuse a reply saying the keeper is not liable.
    Given the user's `facts`, an exception they do not raise is not the clause (`exception_unmet`), nor a list item needing
    undone what the user's own words (`told`, without the statutes' words added for everyday ones) say was done, and
    after the quotations the range that holds the facts' quantity comes first (`core.ranges`), stating a
    direction or not ("已满两周岁的子女，……由人民法院……判决"), about money or not ("自合同成立之日起超过二年的，保险人不得解除合同"
    for a policy bought three years before a claim refused, stranger71 l10). A penalty, a rule of effect ("质权自……时设立"), of who
    pays ("……由施工总承包单位先行清偿": a worker whose 包工头 fled had been sent to the 分包单位, stranger48 c9), of who
    inherits ("……由……代位继承"), of which prevails ("……的，以最后的遗嘱为准"), of who bears a cost (`COST_BORNE`) or of a thing
    allowed once ("只能约定一次试用期", `core.outcome_rules.ONLY_ONCE`) rules as a direction does."""
    quoted = han_ngrams(" ".join(m.group("quote") for m in QUOTATION.finditer(reply)))
    words = han_ngrams(reply)
    # a quotation of every unit alike (the whole article, as the pick stage opens a reply) chooses none: the reply's own
    # words then do ("因此不能要求加班费" is about 第三十一条's 加班费 sentence, not its first, longer one; stranger37 q7)
    own = han_ngrams(own_words(reply)) if reply else set()
    fit = {unit: range_fit(unit, facts) if facts else 0 for unit in units_of(article)}
    units = [u for u, fits in fit.items()
             if _rules(u) or fits > 0 or any(rule.search(u) for rule in (PENALTY, EFFECT, KIND, PAYER, COST_BORNE, HEIR, PREVAILS, ONLY_ONCE))] \
        or [article.strip()]
    if facts is not None:
        units = [u for u in units if not exception_unmet(u, units, facts)] or units
        units = [u for u in units if not stated_done(u, told)] or units
        paying = money_units(units, told or facts)  # a range the facts meet stays: it says which rule of money applies
        units = [u for u in units if u in paying or fit.get(u, 0) > 0]
        if ASKS_LIABILITY.search(told or facts):  # whether someone answers to the user: a civil clause, not an administrative fine
            units = [u for u in units if not ADMINISTRATIVE.search(u)] or units
    every = all(han_ngrams(unit) <= quoted for unit in units)
    asks_remedy = bool(ASKS_REMEDY.search(told))
    # the statutes' words the user's everyday ones raise, beyond the user's own: among units quoted alike, they tell which one the facts
    # are about ("请的工人从梯子上摔下来受伤了" raises 第一千一百九十二条's "提供劳务一方因劳务受到损害的", and the reply's "你作为房主要赔"
    # had been checked against its first sentence, on harm the worker does; stranger83 y5, session 53)
    raised = han_ngrams(facts) - han_ngrams(told) if facts and told else set()
    # units quoted whole tie (the longest had won), so that the words the facts raise choose among them
    whole = max((len(han_ngrams(unit) & quoted) for unit in units), default=0)

    def quoted_share(unit: str) -> int:
        return 0 if every else whole if han_ngrams(unit) <= quoted else len(han_ngrams(unit) & quoted)

    asked_payer = ASKED_PAYER.search(told) if told else None
    return max(units, key=lambda unit: (quoted_share(unit), fit.get(unit, 0),
                                        _fault_told(unit, facts), _state_told(unit, facts),
                                        _pays(unit, asked_payer.group(1) if asked_payer else ""),
                                        _charged(unit, asked_payer.group(1) if asked_payer else ""),
                                        asks_remedy and bool(VICTIMS_RIGHT.search(unit)),
                                        _asked_act_ruled(unit, told),
                                        len(han_ngrams(unit) & raised),
                                        len(han_ngrams(unit) & own), len(han_ngrams(unit) & words)))


#: The sentence of a question that asks whether something may be done: "燃气经营者是否可以根据实际情况停业歇业"...
_ASKING = re.compile(r"[^，,。；;？?！!]*(?:是否|能否|可否|可以|能不能|可不可以|能)[^，,。；;？?！!]*(?:吗|么|[？?])")
#: ... and how many character pairs of it a clause must rule on to be the one about its act ("停业", "歇业").
ASKED_ACT_PAIRS = 2


def _asked_act_ruled(unit: str, told: str) -> int:
    """How many character pairs of the act the question asks about stand in the clause around the unit's own directions: of two
    sentences an article's quotation gives alike, 行政许可法 第六十七条's "……不得擅自停业、歇业" rules on "是否可以……停业歇业", and
    its first, on the service owed, had been the clause, so "经营者可以自由决定停业歇业" was never read against 不得 (side by side
    1358, session 56)."""
    asked = set().union(*(han_ngrams(found.group(0)) for found in _ASKING.finditer(told))) if told else set()
    ruled = set().union(*(han_ngrams(piece_around(unit, s.start, "，,；;。")) for s in directions(unit, "zh")))
    shared = len(asked & ruled)
    return shared if shared >= ASKED_ACT_PAIRS else 0  # one pair ("质权") is a word of the topic, not the act


#: The party a question asks about answering to the user: "平台有责任吗" → 平台, "健身房要赔吗" → 健身房.
ASKED_PAYER = re.compile(r"([\u4e00-\u9fff]{2,6}?)(?:有没有|有|负|承担|要|需要|应该)(?:责任|赔)(?:吗|么|呢|？|\?)")


def _pays(unit: str, party: str) -> bool:
    """Whether `unit` names `party` as the one who pays ("……的，由网络食品交易第三方平台提供者赔偿" for 平台): for "平台有责任吗"
    食品安全法 第一百三十一条's sentence on the consumer's claim against the seller had been quoted, and "平台有责任赔偿" concluded
    from it (stranger86 b1, session 54, re-asked)."""
    return bool(party) and any(party in found.group(1) for found in PAYER.finditer(unit))


def _charged(unit: str, party: str) -> bool:
    """Whether `unit` lays a duty on `party` or on what the statutes call it ("公司" is among 企业, 单位, 用人单位): for "跟公司反映了
    公司也不管，公司有责任吗" 民法典 第一千零一十条's first paragraph, the harasser's liability, had been quoted, not its second,
    "机关、企业、学校等单位应当采取合理的预防、受理投诉、调查处置等措施" (stranger91 b4, session 55, blind)."""
    if not party:
        return False
    canonical = PARTY_OF.get(party)
    names = {party, *(word for side in PARTY_PAIRS for name, words in side if name == canonical for word in words)}
    return any(s.kind == "obligation" and s.positive and not in_condition(unit, s.start)
               and any(name in unit[:s.start] for name in names) for s in directions(unit, "zh"))


def _fault_told(unit: str, facts: str | None) -> bool:
    """Whether `unit` is a branch on someone's fault ("机动车所有人、管理人对损害的发生有过错的，承担相应的赔偿责任") and the facts,
    in the statutes' words, tell that fault: a car lent to a friend without a licence (stranger72 m8, session 51, blind) was
    answered from 民法典 第一千二百零九条's first branch, "一般不用，由机动车使用人承担赔偿责任"."""
    return bool(facts) and "有过错" in facts and any(in_condition(unit, m.start()) for m in re.finditer("有过错", unit))


#: What a user says of the state a leased thing came back in, or of the deposit kept for it.
STATE_TOLD = re.compile(r"押金|钉子|墙[面上]|脏|清洁|磨损|划痕|污渍|损耗|旧了")


def _state_told(unit: str, facts: str | None) -> bool:
    """Whether `unit` rules on the state a leased thing is returned in (民法典 第七百三十三条's "返还的租赁物应当符合……使用后的状态")
    and the facts speak of that state or the deposit kept for it: "房东说墙上有几个钉子眼，押金3000元一分不退" was checked against
    the article's first sentence ("承租人应当返还租赁物"), and "房东可以要求承租人支付押金3000元" shipped (stranger90 a1, session 55)."""
    return bool(facts) and "使用后的状态" in unit and bool(STATE_TOLD.search(facts))


#: A question whether someone answers to the user for a harm ("平台有责任吗", "商家要赔吗"): not decided by an `ADMINISTRATIVE` sentence.
ASKS_LIABILITY = re.compile(r"(?:有|负|承担)[^，。？?]{0,4}责任|要赔|赔[我吗]|负责吗")


#: A user who was wronged asking what they can do ("我在单位被领导性骚扰，跟单位反映了单位也不管，我能怎么办？")...
ASKS_REMEDY = re.compile(r"被[^，。？！?!]{1,16}[^？?]*(?:我|我们)(?:能|可以|该|应该|要)(?:怎么办|做什么|怎么维权|如何维权)")
#: ... is answered by the sentence giving the wronged their right, not by one on a third party's duty: 民法典 第一千零一十条's
#: "受害人有权依法请求行为人承担民事责任", not its "机关、企业、学校等单位应当采取合理的预防……措施" (stranger71 l9, session 51, blind:
#: the conclusion restated the employer's duty and told the user nothing they could do).
VICTIMS_RIGHT = re.compile(r"(?:受害人|被侵权人|权利人|消费者|劳动者)(?:有权|可以)")


#: What someone is reported to have said, to the end of its clause ("客服说不能退只能换"): the reply tells it, it does not claim it.
#: ... unless the reply agrees with it next ("公司说这不算工伤，这是对的": the claim is then the reply's own, stranger76 q3, session 52).
_AGREED_NEXT = rf"(?![，,]\s*{AGREES})"
_REPORTED = re.compile(rf"(?<![据听小])说(?![明服])(?:的|道)?[：:，,“]?[^，。；,;\n]*+{_AGREED_NEXT}|(?<!意思)表示[：:，,“]?[^，。；,;\n]*+{_AGREED_NEXT}|"
                       rf"(?:告诉我|回复我?|答复我?)[：:，,“][^，。；,;\n]*+{_AGREED_NEXT}")


def without_reported_speech(sentence: str) -> str:
    """`sentence` with what someone is reported to have said blanked out: a fact line "3. 客服说不能退只能换" (session 36)
    was read as the reply's own "不能" against the article's 有权 and replaced by the clause, and the user's fact was lost."""
    return _REPORTED.sub(_blank, sentence)


#: A title in 《》: its words name a law, they say nothing ("《……关于办理非法利用信息网络……的解释》" is no "非法": LeCoQA 599's opening
#: was read as contradicting its own quotation's "可以" and replaced, the citation lost, session 50).
TITLE = re.compile(r"《[^《》\n]*》")


#: Code's own notes in a reply: a line opened "注意：" (`core.stated_facts.CAVEAT`, `core.denied_conditions.NOTICE`, …) and the mark
#: after a fact the user never gave ("（你的描述没有直接提到这一点，需要核实）"). Their "需要核实" had been read as the reply's "需要"
#: against 消保法 第二十五条's "无需说明理由", and the caveat rewritten "注意：不必。依据该条规定……" (stranger91 b6, session 55).
CODE_NOTE = re.compile(r"^注意[：:][^\n]*|（[^（）\n]*需要核实）", re.M)


def own_words(body: str) -> str:
    """The reply less its quotations (the statute's words, not its claims), the titles it names, code's own notes (`CODE_NOTE`)
    and what it reports someone said (`without_reported_speech`), same length: positions hold."""
    return without_reported_speech(CODE_NOTE.sub(_blank, TITLE.sub(_blank, QUOTATION.sub(_blank, body))))


def _blank(match: re.Match[str]) -> str:
    return " " * len(match.group(0))


def copied(sentence: str, article: str) -> bool:
    """Whether `sentence` is the article's own words, copied outside quotation marks: a draft wrote
    第三十九条 out line by line after "决定问题的原文：", and its item (五) "……致使劳动合同无效的" was read
    as the reply's conclusion "无效" and replaced, inside the copied article."""
    words = plain_wording(sentence)
    return len(words) >= _MIN_COPIED and words in plain_wording(article)


#: A clause of a sentence, to its comma.
_CLAUSE_PIECE = re.compile(r"[^，,；;]+")
#: The clause that gives the reason, after which a reply restates the article: "因为根据……第五百七十七条".
_GIVES_REASON = re.compile(r"因为|由于|根据|依据|依照|按照")


def without_copied_clauses(sentence: str, article: str) -> str:
    """`sentence` with each clause after its reason ("因为根据……第五百七十七条") that is the article's own words blanked, same
    length: "房东的押金一分不退是不合理的，因为根据……第五百七十七条，当事人一方不履行合同义务……应当承担……违约责任" restates the
    article after its answer, and the article's "不履行" was read as the conclusion's and set against its "应当" (stranger86 b4,
    session 54, blind). Before a reason, a clause in the article's words is the reply's own answer: "因此，机动车一方承担赔偿
    责任" copies 第七十六条's item (二) and flips its item on a deliberate collision."""
    pieces = list(_CLAUSE_PIECE.finditer(sentence))
    reason = next((n for n, piece in enumerate(pieces) if n and _GIVES_REASON.search(piece.group(0))), None)
    for piece in pieces[reason + 1:] if reason is not None else []:
        if copied(piece.group(0), article):
            sentence = sentence[:piece.start()] + " " * len(piece.group(0)) + sentence[piece.end():]
    return sentence


#: A sentence that draws the conclusion: the one a party swap is judged in (a fact sentence's "对方…不支付"
#: takes its party from the sentence before it, not from the relation).
#: The words that draw a conclusion at the head of a sentence (also `core.final_check.DRAWN_BEFORE`).
DRAWING = r"因此|所以|综上|据此|therefore|so\b|in conclusion"
CONCLUDING = re.compile(rf"[#*\s]*(?:结论|故|{DRAWING})", re.I)
#: A sentence drawing the conclusion ahead of the conclusion block.
DRAWN_AHEAD = re.compile(rf"\s*(?:{DRAWING})", re.I)
#: A conclusion drawn after a comma inside a longer sentence: what follows is judged as a concluding sentence.
_DRAWN_MIDWAY = re.compile(r"[，,](?:因此|所以|故|综上)[，,]?")
LABELLED_CONCLUSION = re.compile(r"(?:结论|conclusion)\s*[:：]\s*$", re.I)  # "结论：" is a sentence of its own
#: The conclusion as a block: its labelled line and the lines after it up to a blank line.
CONCLUSION_BLOCK = re.compile(r"^[#* \t]*(?:结论|conclusion)[^\n]*(?:\n(?!\n)[^\n]*)*", re.M | re.I)
_CONCLUSION_LABEL = re.compile(r"^[#* \t]*(?:结论|conclusion)[：:\s]*", re.I)


#: A conclusion's label the model wrote inside a line, after a sentence ("……费用。结论：留置权人有权……").
_INLINE_LABEL = re.compile(r"(?<=[。！？!?；;.])[ \t]*(结论|conclusion)[ \t]*([：:])", re.I)


def labelled_apart(text: str) -> str:
    """`text` with a conclusion label written after a sentence moved to a paragraph of its own, where
    `CONCLUSION_BLOCK` finds it: a LeCoQA held-out reply read "……前款规定的孳息应当先充抵收取孳息的费用。结论：留置权人
    有权收取留置财产的孳息。", no conclusion was found, and the one continued after it said the same again."""
    return _INLINE_LABEL.sub(lambda m: f"\n\n{m.group(1)}{m.group(2)}", text)


def conclusion_words(block: str) -> str:
    """A conclusion block's words without its "结论：" label."""
    return _CONCLUSION_LABEL.sub("", block).strip()


#: The mark a line of a reply's list opens with: "-", "1.", "（一）".
ITEM_MARK = r"(?:[-•*]|\d{1,2}[.、．]|[（(][一二三四五六七八九十]{1,3}[）)])"
#: A mapping line's label, up to its colon: "1. 非法性骚扰：" before the fact "我被领导性骚扰" (the facts mapped to a condition). Read
#: as the reply's claim, its 非法 was set against 民法典 第一千零一十条's 有权 and the label replaced by the clause's words.
ITEM_LABEL = re.compile(rf"\s*{ITEM_MARK}?\s*[^：:\n。；]{{1,20}}[：:]\s*")


def conflicting_sentences(body: str, clause: str, lang: str, article: str = "", side: str | None = None) -> list[tuple[int, int, str]]:
    """(start, end, reason) of each of the reply's own sentences that contradicts the clause; the
    article's own words (`article`), copied with or without quotation marks, are not the reply's;
    the user's pronouns are read as their `side` of the relation (`core.asker`), where known."""
    own = own_words(body)
    found = []
    for start, end in sentences(own, lang):
        if article and copied(own[start:end], article):
            continue
        if ITEM_LABEL.fullmatch(own[own.rfind("\n", 0, start) + 1:end]):
            continue  # "1. 非法性骚扰：" names the condition a fact line maps, it says nothing (stranger71 l9, session 51)
        sentence = as_party(without_copied_clauses(own[start:end], article) if article else own[start:end],
                            side if lang == "zh" else None)
        drawn = _DRAWN_MIDWAY.search(sentence)  # "……这一情形，因此，供水公司可以请求受损失的人返还" (side by side 215)
        concluding = CONCLUDING.match(sentence.strip()) or LABELLED_CONCLUSION.search(own[:start]) or drawn
        judged = sentence[drawn.end():] if drawn and not CONCLUDING.match(sentence.strip()) else sentence
        reason = conflict(clause, sentence, lang) or (party_conflict(clause, judged, lang) if concluding else None)
        if reason:
            found.append((start, end, reason))
    return found


#: The short answer a clause gives on the point a conclusion got wrong (kind, the clause's way).
ANSWERS = {("permission", True): "可以", ("permission", False): "不可以", ("obligation", True): "应当",
           ("obligation", False): "不必", ("liability", True): "应当承担责任", ("liability", False): "不承担责任",
           ("validity", True): "有效", ("validity", False): "无效", ("support", True): "应予支持",
           ("support", False): "不予支持"}


#: A conclusion on whether an act is lawful (not whether a contract is valid).
LAWFUL = re.compile(r"合法|违法|不合法")
#: The answers that are one word of a direction: they answer only a yes-or-no question.
ONE_WORD = {*ANSWERS.values(), "合法", "不合法"}


def direct_answer(sentence: str, clause: str, lang: str, side: str | None = None) -> str:
    """The answer the clause gives where `sentence` contradicted it ("不能要求十倍赔偿" against "消费者……可以……
    要求支付价款十倍" → "可以"), or "": a rewritten conclusion that only quoted the clause left a user who asked
    "能要求十倍赔偿吗" to work the answer out. Chinese only; a swapped party has no such one-word answer."""
    if lang != "zh":
        return ""
    found = contradiction(clause, as_party(sentence, side), lang)
    if found is None:
        return ""
    if found.answer is not None:
        return found.answer
    if found.kind == "validity" and LAWFUL.search(sentence):  # "这合法吗" is answered 合法 or 不合法, not 有效/无效
        return "合法" if found.positive else "不合法"
    return ANSWERS.get((found.kind, found.positive), "")


@dataclass(frozen=True)
class Rewritten:
    """What the drafting stage sends: `body`; `changed` when the conclusion was replaced;
    `needs_lawyer` when the reply still contradicted the clause after that (then `body` is the
    fixed notice quoting the clause); `reasons` the contradictions found, for the trajectory."""

    body: str
    changed: bool
    needs_lawyer: bool
    reasons: tuple[str, ...] = ()


def clause_words(clause: str, lang: str) -> str:
    """"依据该条规定：“…”": the clause put where a conclusion was; a lead-in quoted ends at its words, not its colon."""
    return say("clause_conclusion", lang, clause=clause.strip().rstrip("。；;.：:"))


def noted_before(body: str, at: int, line: str) -> str:
    """The body with `line` on its own line before position `at` (a conclusion's start), a blank line after it."""
    return f"{body[:at].rstrip()}\n{line}\n\n{body[at:]}"


def last_conclusion(body: str) -> re.Match[str] | None:
    """The reply's last conclusion block, the one it ends on."""
    blocks = list(CONCLUSION_BLOCK.finditer(body))
    return blocks[-1] if blocks else None


#: A question answered yes or no ("……吗", "能不能……"): one a one-word answer before the clause's words fits.
_ASKS_YES_OR_NO = re.compile(r"吗|(?<![怎什那这多])么|能不能|可不可以|是否|要不要|会不会|有没有|是不是|对不对|行不行|需不需要|\b(?:can|may|must|do|does|is|are|will|should)\b", re.I)


def asks_yes_or_no(question: str) -> bool:
    """Whether the question is answered yes or no, so a rewritten conclusion may open with a one-word answer."""
    return bool(_ASKS_YES_OR_NO.search(question))


def rewrite_conclusion(body: str, clause: str, lang: str, article: str = "", side: str | None = None,
                       yes_or_no: bool = True) -> Rewritten:
    """Put the clause's own words ("依据该条规定：“…”") where the contradicting conclusion was (the
    last contradicting sentence), after the answer the clause gives: a one-word answer only when the question is
    answered yes or no (`yes_or_no`: "楼上不承认，我该怎么办" was answered "不可以。依据该条规定……", stranger36 q10), one
    naming whom to ask ("可以要求施工总承包单位先行清偿") for any question (stranger48 c9);
    if another sentence of the reply still contradicts the clause, the reply is the fixed needs-a-lawyer
    notice instead: a contradiction is never sent."""
    found = conflicting_sentences(body, clause, lang, article, side)
    if not found:
        return Rewritten(body, False, False)
    reasons = tuple(reason for _, _, reason in found)
    # an earlier sentence drawing the same conclusion ("因此，……可以无权请求返还定金。" before "结论：……") goes with it
    # (stranger38 s10 had been sent the needs-a-lawyer notice for it); a fact sentence that contradicts still does
    for start, end, _ in reversed(found[:-1]):
        if DRAWN_AHEAD.match(body[start:end]):
            body = re.sub(r"\n{3,}", "\n\n", body[:start] + body[end:])
    found = conflicting_sentences(body, clause, lang, article, side)
    start, end, _ = found[-1]
    sentence = body[start:end]
    lead = sentence[: len(sentence) - len(sentence.lstrip())]
    stop = sentence.rstrip()[-1:] if sentence.rstrip()[-1:] in ("。", ".", "！", "!", "？", "?", "；", ";") else ""
    tail = sentence[len(sentence.rstrip()):]
    quoted = clause_words(clause, lang)
    answer = direct_answer(sentence, clause, lang, side)
    if not yes_or_no and answer in ONE_WORD:
        answer = ""  # a one-word answer fits only a yes-or-no question; one naming whom to ask answers "我能找谁要" too
    answer = answer or (whom_to_ask(clause) if lang == "zh" and not yes_or_no else "")
    answer = answer or (another_pays(sentence, clause, side) if lang == "zh" and yes_or_no else "")
    quoted = f"{answer}。{quoted}" if answer else quoted
    route = the_route(article, clause) if lang == "zh" and not yes_or_no else ""
    quoted = f"{quoted}{stop or '。'}该条还规定：“{route}”" if route else quoted
    block_end = _block_end(body, start, end)
    text = body[:start] + lead + quoted + stop + tail + _notes_only(body[end:block_end]) + body[block_end:]
    if conflicting_sentences(text, clause, lang, article, side):
        return Rewritten(say("needs_lawyer", lang, clause=clause.strip()), True, True, reasons)
    return Rewritten(text, True, False, reasons)


#: A sentence of an article that says where a user goes when the other side will not agree or an authority refuses: the court,
#: an arbitrator, a review; or the authority bound to find who did it ("公安等机关应当依法及时调查，查清责任人", 民法典 第一千二百五十四条).
_ROUTE = re.compile(r"由人民法院(?:依法)?(?:判决|裁决|处理|确定)|向人民法院(?:提起诉讼|起诉|申请)|申请(?:仲裁|调解|复议)|"
                    r"公安(?:等)?机关应当(?:依法)?(?:及时)?调查")


def the_route(article: str, clause: str) -> str:
    """The article's sentence, outside the clause, on where to go when the parties do not agree ("行使探望权利的方式、时间由当事人
    协议；协议不成的，由人民法院判决"), or "". A user asking what to do, whose wrong conclusion was replaced by the clause alone,
    was told only the right he already knew he had ("离婚时孩子判给了他，现在他不让我探望孩子，我该怎么办" under 民法典 第一千零八十六条,
    stranger95 e2, session 56, blind)."""
    for sentence in re.findall(r"[^。\n]+", article):
        sentence = sentence.strip()
        if (route := _ROUTE.search(sentence)) and sentence not in clause and not in_condition(sentence, route.start()):
            return sentence
    return ""


#: A rule naming who is liable ("由行为人承担侵权责任", 民法典 第一千二百五十六条): whom a user asking "我能找谁赔" may ask.
LIABLE = re.compile(r"由([^，,。；;]{2,12}?)(承担(?:侵权|赔偿|连带|相应的)?责任)")


#: LIABLE before PAYER: PAYER reads "由机动车使用人承担赔偿责任" as "机动车使用人" doing "赔偿", and the user was told
#: "可以要求机动车使用人承担赔偿", the rule's 责任 cut off.
WHO_PAYS = (LIABLE, PAYER)


def _who_pays(clause: str, rules: tuple[re.Pattern[str], ...]) -> Iterator[re.Match[str]]:
    """The clause's rules of who pays or is liable (`PAYER`, `LIABLE`), in the order of `rules`, outside its conditions."""
    return (rule for pattern in rules for rule in pattern.finditer(clause) if not in_condition(clause, rule.start()))


def whom_to_ask(clause: str) -> str:
    """"可以要求{payer}{act}" for the first rule of who pays or is liable outside the clause's conditions, or "": a wrong "我不能找
    货车的经营者赔" for cargo fallen on a highway was replaced by the rule's words alone (stranger64 e6, session 49, blind)."""
    rule = next(_who_pays(clause, WHO_PAYS), None)
    return f"可以要求{rule.group(1)}{rule.groups()[-1]}" if rule else ""


def another_pays(sentence: str, clause: str, side: str | None) -> str:
    """"一般不用，由{payer}{act}" where `sentence` has the user's side pay (or answer for the harm) and the clause's rule of who
    pays names another party, or "": a car's owner who lent it asked "我需要赔吗" and was told, after "我需要赔" was found
    against 民法典 第一千二百零九条, only the rule "……由机动车使用人承担赔偿责任" (stranger68 i8, session 50, blind). "一般":
    the article may make the owner answer on a condition of its own (对损害的发生有过错的), said after it by other checks."""
    paying = [s for s in directions(as_party(sentence, side), "zh") if s.positive and s.kind in ("liability", "obligation")]
    if side is None or not paying or paying[0].party != side:
        return ""
    rule = next((r for r in _who_pays(clause, WHO_PAYS) if r.group(1) != side), None)
    return f"一般不用，由{rule.group(1)}{rule.groups()[-1]}" if rule else ""


def _block_end(body: str, start: int, end: int) -> int:
    """Where the conclusion block holding the sentence at `start` ends; `end` when the sentence is outside one."""
    block = next((m for m in CONCLUSION_BLOCK.finditer(body) if m.start() <= start < m.end()), None)
    return max(block.end(), end) if block is not None else end


def _notes_only(rest: str) -> str:
    """What follows a rewritten conclusion sentence in its block, kept only where code wrote it (its "注意：" lines): the model's
    sentences after a conclusion drawn against the clause build on it ("我只能找我自己找，因为……堆放人不能证明自己没有过错的……",
    stranger64 e6, session 49, copying another article, had the whole conclusion withheld)."""
    notes = [line for line in rest.split("\n") if line.strip().startswith(("注意", "Note"))]
    return "".join(f"\n{line}" for line in notes)


#: Words by which a clause softens its own rule, and the words a conclusion keeps them by ("原则上" for "以……为原则").
#: An insurer pays "在交强险责任限额范围内", and "保险公司可以赔偿5万元" promised the whole claim (stranger42 w10, session 40).
QUALIFIERS = {"为原则": "原则", "适当": "适当", "酌情": "酌情", "责任限额范围内": "限额", "最有利于未成年子女": "最有利"}
#: A clause that leaves the outcome to the court's weighing, and a conclusion that foretells it: "法院会判给你" for "由人民法院根据双方
#: 的具体情况，按照最有利于未成年子女的原则判决" (stranger42 w4, session 40) is answered "不一定" before the clause's words.
WEIGHED = re.compile(r"根据[^，。；]{0,12}具体情况|最有利于")
FORETOLD = re.compile(r"(?:会|一定|肯定|必然|应该会)(?:判给|判归|归)")


def with_qualifier(body: str, clause: str, lang: str, article: str = "") -> str:
    """`body` with the clause's own words after a conclusion that drops the clause's qualifier: "孩子会判给你" for
    "不满两周岁的子女，以由母亲直接抚养为原则", "小孩家长应该给你补偿" for "受益人应当给予适当补偿" (stranger24 q3, q8,
    session 35): right in direction, they promise more than the article does. In a short paragraph every sentence
    with the qualifier is quoted: 第一百八十三条's "可以给予适当补偿" (a wrongdoer liable) and "应当给予适当补偿" (none)
    both. A conclusion foretelling what a court will weigh (`FORETOLD` under `WEIGHED`) becomes "不一定" and the clause.
    Chinese only."""
    words = [word for word in QUALIFIERS if word in clause]
    dropped = [QUALIFIERS[word] for word in words]
    paragraph = _paragraph(article, clause)
    if paragraph and sum(map(len, paragraph)) <= SHORT_CHARS:
        clause = "".join(unit for unit in paragraph if any(word in unit for word in words)) or clause
    block = last_conclusion(body) if lang == "zh" and dropped else None
    if block is None:
        return body
    said = conclusion_words(block.group(0))
    if not said or any(kept in said for kept in dropped):
        return body
    text = block.group(0).rstrip()
    if WEIGHED.search(clause) and FORETOLD.search(said):
        label = _CONCLUSION_LABEL.match(text)
        return body[: block.start()] + (label.group(0) if label else "") + "不一定。" + clause_words(clause, lang) + "。" + \
            body[block.start() + len(text):]
    stop = "。" if text.endswith("。") else ""
    quoted = text[: len(text) - len(stop)] + f"（条文原话：“{clause.strip().rstrip('。；;')}”）" + stop
    return body[: block.start()] + quoted + body[block.start() + len(text):]


#: A clause that leaves the outcome to the court: "由人民法院根据其提出的具体理由，决定是否承认".
COURT_DECIDES = re.compile(r"由人民法院[^。；]{0,30}?决定是否")


def left_to_the_court(body: str, clause: str, lang: str) -> str:
    """`body` with a conclusion that says yes or no where the clause leaves it to the court replaced by "不一定，由人民法院决定"
    and the clause's words: "遗产还没分，我后悔了，还能反悔吗" was answered "我不能反悔" under 继承编解释（一） 第三十六条 ("遗产处理前……
    继承人对放弃继承反悔的，由人民法院根据其提出的具体理由，决定是否承认", stranger78 s5, session 52, blind), and the final check withheld
    it. Chinese only."""
    block = last_conclusion(body)
    if lang != "zh" or block is None or not COURT_DECIDES.search(clause):
        return body
    said = conclusion_words(block.group(0))
    if "法院" in said or "不一定" in said or not any(s.kind == "permission" for s in directions(said, "zh")):
        return body
    label = _CONCLUSION_LABEL.match(block.group(0))
    return body[:block.start()] + (label.group(0) if label else "") + "不一定，由人民法院决定。" + clause_words(clause, lang) + \
        "。" + body[block.end():]


#: A conclusion that asks instead of answering: "你要替她还吗？"
ASKING = re.compile(r"[？?]\s*$|(?:吗|呢)[。.]?\s*$")
#: A conclusion that only repeats what the other side demands: "中介要你付中介费。"
#: (the draft may say it in the user's own voice, "中介要我付中介费", before `core.addressed` turns it to the user)
ECHOED_DEMAND = re.compile(r"^[^，,。；;！!]{1,10}?(?:要|让|叫)(?:你|您|我)(?:付|给|赔|还|交|退|支付|赔偿|承担)[^，,。；;！!]{0,16}[。！!]?\s*$")


def answered(body: str, clause: str, lang: str) -> str:
    """`body` with a conclusion that only asks the user's question back, or repeats the demand the user asks about, replaced by
    the clause's own words: stranger24 q4 (session 35, blind) ended "结论：你老婆结婚前欠了信用卡五万块，现在银行找你还，你要替她
    还吗？", stranger74 o7 (session 52, blind) "结论：中介要你付中介费。" for "中介要我付中介费，我要付吗"."""
    block = last_conclusion(body)
    said = conclusion_words(block.group(0)) if block is not None else ""
    if block is None or not (ASKING.search(said) or lang == "zh" and ECHOED_DEMAND.match(said.strip())):
        return body
    label = _CONCLUSION_LABEL.match(block.group(0))
    return body[: block.start()] + (label.group(0) if label else "") + clause_words(clause, lang) + \
        ("。" if lang == "zh" else ".") + body[block.end():]
