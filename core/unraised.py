"""A conclusion that rests on the branch of an article whose condition the user never raised.

民法典 第一千二百零九条 puts the harm done with a borrowed car on its 使用人, and on its 所有人 only where
"对损害的发生有过错的". Asked by an owner whose friend crashed the car ("我作为车主要赔钱吗"), the 1.5B
model concluded "你作为车主要赔钱": the article says so only on a condition the user never mentioned,
while its main branch puts the harm on the other party. Code finds the article's branches that state
what the conclusion states (same kind, same way, same party); when each of them turns on a condition
none of whose own words the user used, and another branch says it of the other party or the other
way, the conclusion is replaced by code's: the other branch, and the condition the conclusion's branch needs.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from core.asker import as_party
from core.denied_conditions import conditions
from core.direction import PAIRED, PARTY_OF, PAYER, PERSON, Stance, directions, in_condition, joint_parties, subject_before
from core.reasoning import CONCLUSION_BLOCK, LIST_ITEM, PENALTY, list_items, noted_before, own_words
from core.say_so import ACCOUNT
from index.common.text import han_ngrams, piece_around
from index.statutory_words import with_statutory_words

#: A lead-in whose condition is its listed items ("有下列情形之一的"): told as such, it says nothing (`unraised_grant` reads
#: the item the reply quotes).
LIST_LEAD = re.compile(r"(?:下列|以下)(?:情形|情况|行为|条件)")
#: The kinds a branch gives one party: a right, a duty, a liability.
KINDS = ("permission", "obligation", "liability")
#: Code's conclusion for one resting on a branch whose condition the user never raised: the other branch first, then the
#: condition the conclusion's branch needs. Told only as a notice, the conclusion stood below it and the 1.5B model went on to
#: assert the condition as a fact no one gave ("你作为机动车所有人，对损害的发生有过错，因此需要承担赔偿责任", stranger56 w5,
#: session 46, blind).
BRANCH_CONCLUSION = "结论：依照这一条，{other}。{only_if}"
#: How each code conclusion ends: the condition, its result, and why it does not follow here.
ONLY_IF = "只有在“{condition}”的情况下，才“{result}”；{why}，不能依照这一条得出这个结果。"
UNTOLD = "你的描述没有提到这一点"
_BRANCH = re.compile(r"[^；;。\n]+")


def _stances(branch: str) -> list[Stance]:
    return [s for s in directions(branch, "zh") if not in_condition(branch, s.start) and s.kind in KINDS]


def unraised(article: str, conclusion: str, facts: str, side: str | None) -> tuple[str, str, str] | None:
    """(condition, result, the other branch) when the conclusion rests only on a branch whose condition the
    user's `facts` never raise while another branch says it of the other party or the other way; else None."""
    # a listed item is a condition of its lead-in, not a branch: 劳动法 第二十六条's "（二）劳动者不能胜任工作" read as a branch
    # saying 劳动者 "不能" (stranger42 w8, session 40)
    branches = [b.strip() for b in _BRANCH.findall(article) if b.strip() and not LIST_ITEM.match(b.strip())]
    said = [s for s in directions(as_party(conclusion, side), "zh") if s.kind in KINDS and s.party not in (None, PERSON)]
    facts_words = han_ngrams(with_statutory_words(facts))  # "借我的车" raises 借用
    for stance in said:
        agreeing = [b for b in branches if any((s.kind, s.positive, s.party) == (stance.kind, stance.positive, stance.party)
                                               for s in _stances(b))]
        others = [b for b in branches if b not in agreeing and any(
            s.kind == stance.kind and (s.party == PAIRED.get(stance.party or "") or (s.party == stance.party and s.positive != stance.positive))
            for s in _stances(b))]
        if not agreeing or not others:
            continue
        elsewhere = set().union(*(han_ngrams(b) for b in branches if b not in agreeing))
        unmet = []
        for branch in agreeing:
            pieces = conditions(branch)
            # only a "……的" is a condition: 消费者权益保护法 第二十五条's "经营者采用网络……销售商品" sets the scene, and
            # a notice quoting it as a condition the online buyer never raised said nothing (everyday-a1, session 28)
            condition = "，".join(piece for piece in pieces if piece.endswith("的"))
            if not condition or LIST_LEAD.search(condition) or (han_ngrams("，".join(pieces)) - elsewhere) & facts_words:
                break  # a branch with no condition, or one the user's words raise, holds the conclusion
            unmet.append((condition, branch))
        else:
            condition, branch = unmet[0]
            result = branch[branch.index(condition) + len(condition):].lstrip("，,") if condition in branch else branch
            return condition.rstrip("的"), result, others[0]
    return None


#: A condition shorter than this is a word, not a fact the user could have raised.
FACT_CHARS = 6
#: A condition fewer of whose character pairs than this share are in the user's words was not raised ("第三人善意购买、
#: 支付合理对价并已办理不动产登记" shares only "合理" with a wife's "我老公背着我把我们婚后买的房子卖了" and its bridges).
RAISED_SHARE = 0.2
REFUSAL_NOTICE = "注意：这一条的结果（“{result}”）以“{condition}”为条件；你的描述没有提到这一点，这个结论只在这一条件成立时成立。"


def unraised_refusal(clause: str, conclusion: str, facts: str) -> tuple[str, str] | None:
    """(condition, result) when the conclusion refuses the user what they ask ("不能把房子要回来") because the clause
    refuses it ("……第三人善意购买、支付合理对价并已办理不动产登记，另一方主张追回该房屋的，人民法院不予支持", stranger40 u5,
    session 39), on a condition of the same sentence the user's `facts` hardly touch (`RAISED_SHARE`): the refusal then holds
    only if it is met."""
    refusing = [s for s in directions(conclusion, "zh") if not s.positive and s.kind in ("permission", "support") and s.party == PERSON]
    if not refusing:
        return None
    facts_words = han_ngrams(with_statutory_words(facts))
    for sentence in re.split(r"[；;。]", clause):
        # the refusal of a claim ("人民法院不予支持"), not a duty of the other side ("用人单位……不得强迫……加班", everyday c4)
        result = next((s for s in directions(sentence, "zh") if not s.positive and not in_condition(sentence, s.start)
                       and (s.kind == "support" or s.kind == "permission" and s.party is None)), None)
        if result is None:
            continue
        for piece in conditions(sentence):
            pairs = han_ngrams(piece)
            if len(re.sub(r"\W", "", piece)) >= FACT_CHARS and len(pairs & facts_words) < RAISED_SHARE * len(pairs):
                return piece.rstrip("的"), piece_around(sentence, result.start, "，,；;。：:")
    return None


#: A condition of fault: a duty not met, a fault, intent or gross negligence.
FAULT = re.compile(r"未尽到|未尽|没有尽到|过错|故意|重大过失|疏忽|失职")
#: Words by which a user says the other side was at fault ("老师也不管", "没看好", "没有提醒").
FAULT_CUE = re.compile(r"不管|没管|没人管|没看好|没看住|没有看|没照看|不看|(?:没有|没|没人|没有人)提醒|疏忽|失职|过错|故意|不负责|没尽到|"
                       r"没有尽到|未尽|放任|明知|不作为|没采取|没有采取|没有制止|没制止|全责|全部责任|主要责任")


def unraised_fault(clause: str, conclusion: str, facts: str) -> tuple[str, str] | None:
    """(condition, result) when the conclusion lays on someone the liability a clause's sentence lays only where they were
    at fault ("学校或者其他教育机构未尽到教育、管理职责的，应当承担侵权责任", 民法典 第一千二百条) and the user's `facts` say no
    fault of theirs (stranger41 v10, session 40, blind: a child hurt by a classmate; the school was told liable). The
    sentence is the one whose result the conclusion repeats: "……应当承担侵权责任" and not 第一千一百九十八条's "承担相应的
    补充责任" for "超市应当承担侵权责任"."""
    said = [s for s in directions(conclusion, "zh") if _pays_for_harm(conclusion, s)]
    # what the other side said is no fault the user tells: "商场说停车免费不负责" disclaims, it does not say the mall was careless
    if not said or FAULT_CUE.search(ACCOUNT.sub("", facts)):
        return None
    # a claim for damages ("你有权要求商场赔偿") repeats no words of the liability it rests on (stranger96 f1, session 56, re-asked)
    claimed = any(s.kind == "permission" for s in said)
    for sentence in re.split(r"[；;。]", clause):
        laid = _laid_at_fault(sentence)
        if laid is not None and (len(repeated := re.sub(r"^(?:应当|应|须|必须)", "", laid[1])) >= 4 and repeated in conclusion
                                 or claimed and _SAYS_PAYS.search(laid[1])):
            return laid
    return None


#: A right to be paid for a harm ("委托人可以请求赔偿损失"): the other side's liability seen from the one it is owed to.
_CLAIMS_DAMAGES = re.compile(r"(?:向[^，,。；;]{1,8}?)?(?:请求|要求)[^，,。；;]{0,6}?赔偿")


def _pays_for_harm(text: str, stance: Stance) -> bool:
    """Whether a stance lays a liability or duty, or gives a right to damages ("可以请求赔偿损失"): what a fault condition
    before it decides (民法典 第九百二十九条 gives the principal damages only for the agent's fault; "我把钱交给朋友帮我炒股，结果
    亏了一半，他要赔我吗" was told "委托人可以请求赔偿损失" without it, stranger95 e6, session 56, blind)."""
    return stance.positive and (stance.kind in ("liability", "obligation")
                                or stance.kind == "permission" and bool(_CLAIMS_DAMAGES.match(text, stance.start + len(stance.words))))


def _laid_at_fault(sentence: str) -> tuple[str, str] | None:
    """(fault, outcome) when `sentence` lays a liability or duty only on a condition of fault before it ("……未尽到安全保障
    义务的，承担相应的补充责任"), else None."""
    result = next((s for s in directions(sentence, "zh") if _pays_for_harm(sentence, s) and not in_condition(sentence, s.start)),
                  None)
    if result is None:
        return None
    fault = next((piece for piece in conditions(sentence) if FAULT.search(piece) and sentence.find(piece) < result.start), None)
    return (fault.rstrip("的"), piece_around(sentence, result.start, "，,；;。：:")) if fault is not None else None


#: A sentence laying a liability on a named party with no condition of fault: "由第三人承担侵权责任".
LAID_ON = re.compile(r"由([^，,。；;]{2,12}?)承担(?:[^，,。；;]{0,4})责任")
#: Words by which a user tells that someone else did the harm ("被人偷了", "小偷", "有人推了我").
ANOTHERS_ACT = re.compile(r"被人|被偷|被抢|小偷|别人|有人|陌生人|第三人|被[^，。？！]{1,4}(?:偷|抢|打|撞|推)")


def unraised_fault_beside(clause: str, conclusion: str, facts: str) -> tuple[str, str, str] | None:
    """(condition, result, the other sentence) when the clause lays a liability on one party outright ("因第三人的行为造成
    他人损害的，由第三人承担侵权责任") and on another only at fault ("经营者……未尽到安全保障义务的，承担相应的补充责任"), and
    the conclusion lays a liability on someone other than the first while the user's `facts` tell another's act and no fault (stranger56 w7,
    session 46, blind: a phone stolen in a restaurant, "饭店要赔手机" under 民法典 第一千一百九十八条 第二款)."""
    said = [s for s in directions(conclusion, "zh") if s.kind in ("liability", "obligation")]
    # one that already frees someone ("小偷要赔，饭店不用赔") is not laying it all on the party at fault
    if FAULT_CUE.search(facts) or not ANOTHERS_ACT.search(facts) or not said or not all(s.positive for s in said):
        return None
    sentences = [s for s in re.split(r"[；;。]", clause) if s.strip()]
    for n, sentence in enumerate(sentences):
        laid = LAID_ON.search(sentence)
        if laid is None or laid.group(1) in conclusion or any(FAULT.search(piece) for piece in conditions(sentence)):
            continue
        laid_later = next((found for later in sentences[n + 1:] if (found := _laid_at_fault(later)) is not None), None)
        if laid_later is not None:
            return (*laid_later, sentence.strip())
    return None


#: Code's conclusion for a right of the other side on a condition the user never told (stranger42 w8 after, session 40: told
#: as a notice, the conclusion "公司可以解除劳动合同" still stood below it).
GRANT_CONCLUSION = "结论：依照这一条，{only_if}"
#: Why, where the user's own words deny the condition (`core.denied_conditions`: "你说“8年”，而这一条的条件是“（一）……连续工作
#: 满十年的”"), which "你的描述没有提到这一点" would contradict (stranger57 x6, session 46).
DENIED = "按你所说，这个条件不具备"


def _granted_to(conclusion: str, stance: Stance) -> str | None:
    """The party a stance of the conclusion lets do something: a right's holder, or the one whose act it approves
    ("公司……直接从工资里扣是合法的", stranger46 a9, session 42)."""
    if not stance.positive:
        return None
    if stance.kind == "permission":
        return stance.party
    return subject_before(conclusion, stance.start) if stance.kind == "validity" else None


def _untold(condition: str, shared: set[str], facts_words: set[str]) -> bool:
    """Whether `condition` is long enough to tell (`FACT_CHARS`) and the user's words (`facts_words`, with the statutes' words
    they raise) hardly touch its character pairs beyond `shared` (`RAISED_SHARE`): words it shares with the lead-in or the payer
    tell no case apart, nor do the names of the parties ("承租人未经出租人同意转租" was read as raised by a tenant's "房东", which
    brings 出租人 and 承租人, and "房东有权解除合同，因为你是未经出租人同意转租的" was sent to a tenant who never sublet, stranger96
    f3, session 56, blind)."""
    parties = set().union(*(han_ngrams(word) for word in PARTY_OF if word in condition))
    pairs = han_ngrams(condition) - shared - parties
    return len(re.sub(r"\W", "", condition)) >= FACT_CHARS and len(pairs & facts_words) < RAISED_SHARE * len(pairs)


def unraised_grant(clause: str, conclusion: str, facts: str, side: str | None) -> tuple[str, str] | None:
    """(condition, result) when the conclusion gives the other side of the user's relation a right ("公司可以解除劳动合同")
    that the clause gives it on a condition the user's `facts` hardly touch (`RAISED_SHARE`): the listed item the reply quotes
    ("……（三）劳动合同订立时所依据的客观情况发生重大变化……经当事人协商不能就变更劳动合同达成协议的", 劳动法 第二十六条) or the
    sentence's own "……的". stranger42 w8 (session 40, blind): a worker who refused a move to another city was told the employer
    may end the contract. Approving the other side's act ("……是合法的") grants it too; a question without "我" (`side` None)
    makes any party the conclusion names another's."""
    # the conclusion's own words: a clause it quotes ("可以。依据该条规定：“……但可以要求其附加适当区别标识”") grants nothing of its own
    # (side by side 548, session 56: the right "可以" for an earlier user of a trade mark was replaced by the quoted clause's branch)
    told = as_party(own_words(conclusion), side)
    granted = [party for party in (_granted_to(told, s) for s in directions(told, "zh"))
               if party not in (None, PERSON) and (side is None or party == PAIRED.get(side))]
    lead, listed, item = clause.partition("……")
    # "法院会支持男方要求你家退还彩礼" on the quoted item "（三）婚前给付并导致给付人生活困难" she never told (stranger50 q4, session 44):
    # a court's support for whoever asks rests on the item as a right does
    supported = bool(listed) and any(s.kind == "support" and s.positive for s in directions(told, "zh"))
    if not granted and not supported:
        return None
    other = granted[0] if granted else None
    facts_words = han_ngrams(with_statutory_words(facts))
    sentences = [lead] if listed else re.split(r"[；;。]", clause)
    for sentence in sentences:
        result = next((s for s in directions(sentence, "zh") if s.positive and not in_condition(sentence, s.start) and (
            s.kind == "permission" and (s.party == other or s.party is None and other in joint_parties(sentence[:s.start]))
            or s.kind == "support" and supported)), None)
        if result is None:
            continue
        pieces = [LIST_ITEM.sub("", item.strip()).rstrip("的；;。")] if listed else \
            [piece.rstrip("的") for piece in conditions(sentence) if piece.endswith("的") and not LIST_LEAD.search(piece)]
        for piece in pieces:
            # a listed case's words its lead-in shares ("劳动者工资" in 工资支付暂行规定 第十五条 (四)) tell no case apart
            if _untold(piece, han_ngrams(lead) if listed else set(), facts_words):
                return piece, piece_around(sentence, result.start, "，,；;。：:")
    return None


#: A conclusion that says someone pays or answers: "平台有责任赔偿你", "物业要赔".
_SAYS_PAYS = re.compile(r"有责任|要赔|应当赔|应该赔|需要赔|赔偿|承担[^，。；]{0,4}责任")
#: ... unless denied just before: "平台不需要赔偿你".
_DENIED_BEFORE = re.compile(r"(?:不|无|没|非|免)[^，,。；;]{0,3}$")


def _says_pays(conclusion: str) -> bool:
    """Whether the conclusion says someone pays or answers, not denied ("不需要赔偿")."""
    return any(not _DENIED_BEFORE.search(conclusion[:found.start()]) for found in _SAYS_PAYS.finditer(conclusion))


def unraised_payer(clause: str, conclusion: str, facts: str) -> tuple[str, str] | None:
    """(condition, result) when the deciding clause makes a party pay only on a condition ("……不能提供入网食品经营者的真实名称、地址和有效
    联系方式的，由网络食品交易第三方平台提供者赔偿"), the conclusion says that party pays ("平台有责任赔偿你"), and the user's `facts`
    hardly touch the condition (`RAISED_SHARE`): stranger86 b1 (session 54, re-asked), a platform told to pay for a hair in a
    takeaway meal though the user never said it could not name the restaurant."""
    for sentence in re.split(r"[；;。]", clause):
        for found in PAYER.finditer(sentence):
            payer = found.group(1)
            condition = sentence[:found.start()].rstrip("，, ")
            named = any(pair in conclusion for pair in han_ngrams(payer))
            if not condition.endswith("的") or not named or not _says_pays(conclusion):
                continue
            if _untold(condition, han_ngrams(payer), han_ngrams(with_statutory_words(facts))):
                return condition.rstrip("的"), sentence[found.start():].strip()
    return None


#: What a conclusion lays on the user: a duty, or a liability ("你需要赔").
_BURDENS = ("obligation", "liability")


def unraised_duty(article: str, conclusion: str, facts: str, side: str | None) -> tuple[str, str] | None:
    """(condition, result) when the conclusion lays on the user a duty or a liability ("你需要赔入职培训费") that the article lays on
    the user's side only on conditions the user's own words hardly touch (`RAISED_SHARE`, the party's own name aside), in every
    sentence that lays it: "劳动者违反服务期约定的，应当按照约定向用人单位支付违约金" (劳动合同法 第二十二条) for a worker in probation
    asked to repay onboarding training, who never spoke of a 服务期 (stranger91 b1, session 55, blind). The whole article is read:
    the reply's own "培训费" had made the article's last sentence, on the cap, its deciding clause."""
    # said to the user ("你需要赔"), not of a party the sentence names ("劳动行政部门应当依法处理", whose 应当 reads as the 劳动者's)
    if side is None or not any(s.kind in _BURDENS and s.positive and s.party == PERSON for s in directions(conclusion, "zh")):
        return None
    # the user's own words: the statutes' words a retrieval bridge adds for "培训费" ("……服务期尚未履行部分所应分摊的培训费用") are
    # what the question is about, not a fact told
    facts_words = han_ngrams(facts)
    found = []
    for sentence in re.split(r"[；;。\n]", article):
        result = next((s for s in directions(sentence, "zh") if s.kind in _BURDENS and s.positive and s.party == side
                       and not in_condition(sentence, s.start)), None)
        if result is None:
            continue
        pieces = [p.rstrip("的") for p in conditions(sentence) if p.endswith("的") and not LIST_LEAD.search(p)]
        # fault is judged from what the user tells by the fault checks above ("把车借给没有驾照的朋友" is the owner's 过错 of 第一千
        # 二百零九条; stranger86 b2's right "你要承担责任" would have been replaced)
        untold = [p for p in pieces if not FAULT.search(p) and _untold(p, han_ngrams(side), facts_words)]
        if not untold:
            return None  # a duty on the user without a condition, or on one the user told
        found.append((untold[0], piece_around(sentence, result.start, "，,；;。：:")))
    return found[0] if found else None


#: A conclusion that the user will be punished: "会坐牢", "构成信用卡诈骗罪", "要判刑" (not "不会坐牢").
_PUNISHED = re.compile(r"坐牢|判刑|构成[^，。；]{0,10}?罪|有期徒刑|拘役|追究刑事责任")


def unraised_penalty(clause: str, conclusion: str, facts: str) -> tuple[str, str] | None:
    """(the listed case, the penalty) when the conclusion says the user will be punished under a list item of a penal article that
    the user's own words never touch: "我的信用卡逾期了三个月没还……我会坐牢吗" was told "会坐牢" under 刑法 第一百九十六条 (四)
    "恶意透支的", which needs intent to take the money and the bank's demands ignored (stranger93 d3, session 55, re-asked after its
    bridge). The user's own words only: the bridge that raised "恶意透支" is what the question is about, not a fact told."""
    said = _PUNISHED.search(conclusion)
    lead, listed, item = clause.partition("……")
    penalty = PENALTY.search(lead)
    if said is None or _DENIED_BEFORE.search(conclusion[:said.start()]) or not listed or penalty is None:
        return None
    case = LIST_ITEM.sub("", item.strip()).rstrip("的；;。")
    pairs = han_ngrams(case) - han_ngrams(lead)
    if not pairs or len(pairs & han_ngrams(facts)) >= RAISED_SHARE * len(pairs):
        return None
    return case, piece_around(lead, penalty.start(), "，,；;。：:")


#: Code's conclusion for one drawn from a list's lead-in alone: the result and the cases it needs one of.
LISTED_CONCLUSION = "结论：依照这一条，“{result}”以存在下列情形之一为条件：{cases}。你说的情况是否属于其中一种，要看具体事实；这一部分建议咨询律师。"


def lead_in_alone(clause: str, article: str, conclusion: str) -> tuple[str, str] | None:
    """(result, the listed cases) when the deciding words are a list's lead-in with no case the user told ("有下列情形之一，导致离婚的，
    无过错方有权请求损害赔偿：") and the conclusion draws its result: "我丈夫出轨了，离婚时我能要求他赔偿吗" was told "丈夫出轨导致离婚，
    无过错方有权请求损害赔偿" under 民法典 第一千零九十一条, whose cases are 重婚、与他人同居…… (stranger83 y9, session 53, blind)."""
    if not clause.rstrip().endswith(("：", ":")) or not LIST_LEAD.search(clause):
        return None
    result = next((s for s in directions(clause, "zh") if s.positive and not in_condition(clause, s.start)), None)
    if result is None or not any(s.positive and s.kind == result.kind for s in directions(conclusion, "zh")):
        return None
    cases = list_items(article)
    return (piece_around(clause, result.start, "，,；;。：:"), "；".join(cases)) if cases else None


def _replaced(body: str, conclusion: re.Match[str], told: str) -> tuple[str, bool]:
    """`body` with `conclusion` replaced by code's `told`, and that it changed."""
    return body[:conclusion.start()] + told + body[conclusion.end():], True


def _only_if(body: str, conclusion: re.Match[str], condition: str, result: str, why: str) -> tuple[str, bool]:
    """`body` with `conclusion` replaced by `GRANT_CONCLUSION`: the result holds only on the condition, and why not here."""
    return _replaced(body, conclusion, GRANT_CONCLUSION.format(only_if=ONLY_IF.format(condition=condition, result=result, why=why)))


def with_unraised(body: str, article: str, facts: str, side: str | None, lang: str, clause: str = "",
                  denied: Collection[str] = (), told: str = "") -> tuple[str, bool]:
    """The reply with its conclusion replaced by `BRANCH_CONCLUSION` when `unraised` finds one in the article or
    `unraised_fault_beside` in the deciding `clause`, or with a notice
    before it when `unraised_refusal` or `unraised_fault` finds one in the deciding `clause` the reply opened with (Chinese
    replies); a conclusion giving the other side a right on a condition the user never told (`unraised_grant`) is replaced
    by `GRANT_CONCLUSION`, which says the condition is not met rather than untold when it is among the conditions the user's
    words deny (`denied`, `core.denied_conditions`), as is one laying on the user a duty on such a condition (`unraised_duty`);
    one drawn from a list's lead-in alone (`lead_in_alone`) by
    `LISTED_CONCLUSION`. `told`: the user's own words, without the statutes' words `facts` adds, which the duty and penalty
    checks read (a bridge that raises "恶意透支" says what the question is about, not that it happened). Returns the reply and
    whether it changed."""
    conclusion = CONCLUSION_BLOCK.search(body)
    if lang != "zh" or conclusion is None:
        return body, False
    found = unraised(article, conclusion.group(0), facts, side) or (unraised_fault_beside(clause, conclusion.group(0), facts)
                                                                    if clause else None)
    refused = (unraised_refusal(clause, conclusion.group(0), facts) or unraised_fault(clause, conclusion.group(0), facts)) \
        if found is None and clause else None
    granted = unraised_grant(clause, conclusion.group(0), facts, side) if found is None and refused is None and clause else None
    if found is not None:
        condition, result, other = found
        told = BRANCH_CONCLUSION.format(other=other.rstrip("。；;"), only_if=ONLY_IF.format(condition=condition, result=result, why=UNTOLD))
        return body[:conclusion.start()] + told + body[conclusion.end():], True
    if refused is not None:
        line = REFUSAL_NOTICE.format(condition=refused[0], result=refused[1])
    elif granted is not None:
        why = DENIED if any(granted[0] in condition for condition in denied) else UNTOLD
        return _only_if(body, conclusion, granted[0], granted[1], why)
    elif clause and (paying := unraised_payer(clause, conclusion.group(0), facts)) is not None:
        return _only_if(body, conclusion, paying[0], paying[1], UNTOLD)
    elif (owing := unraised_duty(article, conclusion.group(0), told or facts, side)) is not None:
        why = DENIED if any(owing[0] in condition for condition in denied) else UNTOLD
        return _only_if(body, conclusion, owing[0], owing[1], why)
    elif clause and (punished := unraised_penalty(clause, conclusion.group(0), told or facts)) is not None:
        return _only_if(body, conclusion, punished[0], punished[1], UNTOLD)
    elif clause and (listed := lead_in_alone(clause, article, conclusion.group(0))) is not None:
        return _replaced(body, conclusion, LISTED_CONCLUSION.format(result=listed[0], cases=listed[1]))
    else:
        return body, False
    return noted_before(body, conclusion.start(), line), True
