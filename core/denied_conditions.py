"""Conditions of the deciding clause that the user's own words deny.

"公司说我不胜任工作，没有培训也没有调岗，直接把我辞退了" against 劳动合同法 第四十条 (二) "劳动者不能胜任工作，
经过培训或者调整工作岗位，仍不能胜任工作的" (the employer then 可以解除): the 1.5B model mapped the facts, read
"可以解除" and told the worker "我不能要赔偿". The user said the condition is not met; the article's result
then does not follow from it. Code finds such a denial ("没有/没/未/从未 X" where X shares a word with a
condition, the statutes' word for an everyday one counted: 调岗 → 调整工作岗位), tells the draft, and
says it in the reply before the conclusion, so it never rests on a condition the user denied.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from core.direction import PERSON, conditions_not_met, directions
from core.ranges import excluded
from core.reasoning import CONCLUSION_BLOCK, DRAWN_AHEAD, LIST_ITEM, is_exception, noted_before
from index.common.text import HAN, ZH_NUMERALS, chinese_to_int, han_ngrams, occurrences
from index.statutory_words import AGE, everyday_words, one_age, statutory_words, with_statutory_words

#: The user saying something did not happen: "没有培训", "从来没告诉过我", "未签合同" (not "能不能": 不 asks, nor "有没有责任":
#: stranger44 y8, session 41, "我自己有没有责任" had been read as the user saying "没有责任").
NEGATION = re.compile(rf"(?<!有)(?:从来没有|从来没|从未|并没有|并未|没有|没|未曾|未)([{HAN}]{{1,12}})")
#: The user refusing consent ("我不同意", "没答应"): it denies a condition of agreement ("协商一致", "经……同意").
REFUSAL = re.compile(r"(?:我|我们|本人)?(?:不|没有|没|未|拒绝)(?:经过?)?(?:我|我们|本人)?(?:的)?(?:同意|答应)")
AGREEMENT = re.compile(r"协商一致|同意")
#: A piece that excepts what follows it ("除……外"): what it names lifts the rule, so the user's denial of it leaves the rule standing.
EXCEPTED = re.compile(r"^除[^，,；;。]*外$")
#: Where one denied thing ends and the next begins: "没有培训也没有调岗，直接…". After 也, 又 or 过 ("没有经过房东同意") the next is
#: denied too; after the others it is told as done ("没给我调岗就把我辞退了": the dismissal happened).
JOINS = re.compile(r"也|又|就|直接|而|却|还|但|过")
_DENIED_TOO = ("也", "又", "过")
#: A contract the user says was never signed ("没跟我签劳动合同"), and a condition that speaks of signing one: the employment is
#: there all the same (a labour relation needs no paper), so "没签劳动合同" denies "……订立书面劳动合同" but not "用人单位违反本法规定解除
#: ……劳动合同的" (stranger55 v2, session 45, blind: a guard of three years dismissed unsigned was told 第八十七条 did not reach him).
SIGNING = re.compile(r"(?:签|订)")
SIGNED = re.compile(r"订立|签订|签")
#: A time a rule runs until ("赠与人在赠与财产的权利转移之前可以撤销赠与"): the event must not have happened yet.
BEFORE = re.compile(rf"在([{HAN}]{{2,16}}?)(?:之前|以前)")
#: A condition that is itself a negation ("借款人未按照约定的期限返还借款的") is met, not denied, by "没还".
NEGATIVE = re.compile(r"[不未没无非]")
HINT = {"zh": "\n注意：问题说“{said}”，而这一条的条件是“{condition}”：这个条件不具备，不能依照这一条得出它规定的结果，结论必须据此写。",
        "en": "\nNote: the question says “{said}”, while this provision requires “{condition}”: that condition is not met, so "
              "its result cannot be drawn from it; the conclusion must say so."}
NOTICE = {"zh": "注意：你说“{said}”，而这一条的条件是“{condition}”：这个条件不具备时，不能依照这一条得出它规定的结果。",
          "en": "Note: you said “{said}”, while this provision requires “{condition}”: without it, its result does not follow."}


@dataclass(frozen=True)
class Denial:
    """The user's words ("没有培训") and the clause's condition they deny ("经过培训或者调整工作岗位")."""

    said: str
    condition: str


#: A piece after a sentence's conditions that is still one: "用人单位提前三十日以书面形式通知劳动者本人……后".
PRECONDITION = re.compile(r"(?:后|时|前|以前)$")


def conditions(clause: str) -> list[str]:
    """The clause's conditions: in each sentence the pieces up to its last "……的" and those ending in
    "后/时/前", never one stating a direction. What follows the "的，" is the result, though it states
    no direction: 劳动合同法 第八十五条's "由劳动行政部门责令限期支付劳动报酬、加班费或者经济补偿" was taken
    for a condition, and a worker who said "从来没给过加班费" was told it was not met. Nor is an exception's piece ("但是总计
    超过……四倍的部分", 民间借贷规定 第二十九条): "利息未超过……4倍" was read as denying it, and a lender asking whether the total
    above the cap is upheld was told the article did not apply (side by side 954, session 47)."""
    found = []
    for sentence in re.split(r"[；;。]|……", clause):
        pieces = [piece.strip() for piece in re.split(r"[，,：:]", sentence) if len(piece.strip()) >= 2]
        last = max((n for n, piece in enumerate(pieces) if piece.endswith("的")), default=len(pieces))
        found += [piece for n, piece in enumerate(pieces)
                  if (n <= last or PRECONDITION.search(piece)) and not directions(piece, "zh") and not piece.startswith("但")]
    return found


def condition_pieces(clause: str) -> list[str]:
    """Every piece of the clause that ends as a condition does ("……的"), a direction word in it or not: "能够证明损害是因……
    造成的" (its 能够) and "用人单位免除自己的法定责任、排除劳动者权利的" (its 免除……责任), which `conditions` leaves out."""
    return [piece.strip() for piece in re.split(r"[，,：:；;。]|……", clause) if piece.strip().endswith("的")]


#: How far before its negation a condition names what is not so ("对保证方式没有约定": 保证方式).
NEGATED_BEFORE = 4


def _negated_part(piece: str) -> set[str]:
    """The character pairs a condition's own negation reaches: what follows it ("返还借款" of "借款人未按照约定的期限返还借款的") and the
    few characters before it ("保证方式没有约定"); none for a condition without one. "在试用期间被证明不符合录用条件的" negates 录用条件,
    not 试用期: "合同里没写试用期" denies it (stranger52 s8, session 44, blind: the worker had been told the dismissal as unfit in
    probation was lawful)."""
    negation = NEGATIVE.search(piece)
    return han_ngrams(piece[max(0, negation.start() - NEGATED_BEFORE):]) if negation else set()


def _denied_parts(words: str) -> list[str]:
    """The parts of the words after a negation that it denies: up to the first join that does not carry it on."""
    parts, joins = JOINS.split(words), JOINS.findall(words)
    kept = parts[:1]
    for join, part in zip(joins, parts[1:]):
        if join not in _DENIED_TOO:
            break
        kept.append(part)
    return kept


def _negations(users_words: str) -> Iterator[tuple[str, str, set[str], set[str]]]:
    """Each thing the user says did not happen: (what they said, the thing, its words with the statutes' words for them, and
    the n-grams of the whole negated part)."""
    for match in NEGATION.finditer(users_words):
        offset = match.start(1)
        # the statutes' words for all that is negated, across its parts: "没人跟我说过这个条款" is "未作提示或者明确说明" (its parts,
        # split at 过, each hold half the key; stranger66 g7, session 49: 保险法 第十七条's duty to explain was read as denied)
        spanned = han_ngrams(" ".join(statutory_words(match.group(1))))
        for part in _denied_parts(match.group(1)):
            start = users_words.index(part, offset)
            offset = start + len(part)
            # "没拴绳的狗咬伤了" (stranger17 q1): the negation reaches its verb, not the noun the 的 attaches it to
            thing = re.sub(r"^(?:有|给|跟|和|对)?(?:我|他|她)?", "", part).split("的")[0]
            words = han_ngrams(with_statutory_words(thing))
            if len(thing) < 2 or not words:
                continue
            yield users_words[match.start():offset], thing, words, words | han_ngrams(with_statutory_words(part)) | spanned


def _same_thing(thing: str, words: set[str], condition: str) -> bool:
    """Whether the user's negated `thing` (its character pairs, the statutes' words for it counted: `words`) and a condition
    name the same thing: one pair in common for a thing of a word or two ("没有培训", "没签合同"), two for a longer one, lest a
    pair of a party's name do ("没有约定合伙期限" had denied 合伙企业法 第五十一条's "合伙人退伙" by 合伙 alone, and met 第四十二条's
    "……与合伙企业无关的债务的", stranger64 e8 re-asked, session 49)."""
    if len(han_ngrams(thing)) <= 2:
        # a word or two: the condition must hold it or one of the statutes' words for it whole, not a pair of one: "没有驾照"
        # (机动车驾驶证) had denied 民法典 第一千二百零九条's "机动车所有人、管理人与使用人不是同一人时" by 机动 alone, and the pick moved
        # to 道路交通安全法 第九十八条 on uninsured cars (stranger72 m8, session 51, blind)
        statutes = statutory_words(thing)
        return any(word in condition for word in (thing, *statutes)) or not statutes and bool(words & han_ngrams(condition))
    return len(words & han_ngrams(condition)) >= 2


def negation_switch(denying: str, meeting: str, users_words: str) -> bool:
    """Whether what the user says did not happen is a condition of `denying` ("合伙协议约定合伙期限的", 合伙企业法 第四十五条) and,
    negated, of `meeting` ("合伙协议未约定合伙期限的", 第四十六条): then `meeting`, not `denying`, is the article for the user
    (stranger64 e8, session 49, blind: 第四十五条 was chosen, and the reply could only say it did not apply; stranger65 f3: "没写利息"
    against 民间借贷规定 第二十六条's "预先在本金中扣除利息的" and 第二十四条's "借贷双方没有约定利息")."""
    denied_pieces, meeting_pieces = conditions(denying), [p for p in conditions(meeting) if NEGATIVE.search(p)]
    return any(any(_same_thing(thing, words, p) and not NEGATIVE.search(p) for p in denied_pieces)
               and any(_same_thing(thing, words, p[max(0, NEGATIVE.search(p).start() - NEGATED_BEFORE):]) for p in meeting_pieces)
               for _, thing, words, _ in _negations(users_words))


def denied(clause: str, users_words: str) -> list[Denial]:
    """Each condition of `clause` the user's words deny, with the words that deny it (once per condition);
    none when another branch of the clause stands (`other_branch_stands`)."""
    found: list[Denial] = []
    pieces = conditions(clause)
    for said, thing, words, whole in _negations(users_words):
        # a condition that is itself a negation is met by the user's, not denied ("对保证方式没有约定或者约定不明确的"
        # by "没写是一般保证还是连带保证", stranger17 q8; "……三个月未支付经济补偿" by "没给我竞业限制补偿", stranger22 q9),
        # and the same words deny no other condition ("约定了竞业限制和经济补偿")
        # ... and so by the whole of what is negated, the noun after its 的 too: "没写逾期交房的违约金" is the met "没有约定违约金数额"
        # of 商品房买卖合同解释 第十三条, not a denial of its "逾期交付使用房屋的" (stranger51 r5, session 44, blind)
        if any(whole & _negated_part(piece) for piece in pieces):
            continue
        for piece in pieces:
            if SIGNING.match(thing) and not SIGNED.search(piece):
                continue  # an unsigned contract denies only a condition of signing one
            if EXCEPTED.match(piece):
                continue  # what an exception names, denied, leaves the rule standing
            if _same_thing(thing, words, piece) and piece not in {d.condition for d in found}:
                found.append(Denial(said, piece))
    refusal = REFUSAL.search(users_words)
    for piece in pieces if refusal else []:
        agreed = AGREEMENT.search(piece)
        # consent as a ban's exception ("除法律另有规定或者权利人明确同意外，任何组织或者个人不得……") is met, not denied, by its absence
        # (stranger102 j7, session 57, blind)
        if agreed and not NEGATIVE.search(piece[:agreed.start()]) and not EXCEPTED.match(piece) \
                and piece not in {d.condition for d in found}:
            found.append(Denial(refusal.group(0), piece))
    found += [d for d in contradicted(condition_pieces(clause), users_words) if d.condition not in {f.condition for f in found}]
    found += [d for d in passed(clause, users_words) if d.condition not in {f.condition for f in found}]
    found += [d for d in own_doing(pieces, users_words) if d.condition not in {f.condition for f in found}]
    settled = aged_out(pieces, users_words, found) + schooled_out(pieces, users_words, found)
    # an outside cause settles the clause's own-cause terms, and its later sentences that go on from them ("逾期办理的") with them
    settled += [d for d in outside_cause(condition_pieces(clause), users_words) if d.condition not in {f.condition for f in found + settled}]
    settled += past_age_bound(clause, users_words, found + settled)
    return ([] if other_branch_stands(clause, found) else found) + settled + out_of_range(pieces, users_words, found + settled)


#: The user saying they alone brought the harm about ("我下班路上骑电动车自己摔倒了"), and the condition it denies: an accident
#: not mainly of one's own making (工伤保险条例 第十四条 (六) "受到非本人主要责任的交通事故……伤害的"; stranger62 c7, session 48,
#: blind: "这算工伤").
OWN_DOING = re.compile(r"(?:我)?自己(?:不小心)?(?:摔|跌|滑|撞|翻)[倒伤了的]?")
NOT_OWN_DOING = re.compile(r"非本人(?:主要)?责任")


def own_doing(pieces: list[str], users_words: str) -> list[Denial]:
    """The conditions of an accident not of the user's making that the user's words say was of it."""
    said = OWN_DOING.search(users_words)
    return [Denial(said.group(0), piece) for piece in pieces if said and NOT_OWN_DOING.search(piece)]


#: A cause the user says came from outside them ("因为疫情不能乘坐原本预定的高铁"), and a condition that the cause was the person's own
#: ("旅客因自己的原因不能按照客票记载的时间乘坐的", 民法典 第八百一十六条), not a cause not their own ("非因本人原因", "不可归责于……").
OUTSIDE_CAUSE = re.compile(r"(?:因为|由于|因)(?:疫情|不可抗力|台风|暴雨|暴雪|大雪|大雾|地震|洪水|恶劣天气|天气原因|封控|封城|管控|停运|停航|航班取消)")
OWN_CAUSE = re.compile(r"(?<![非不])(?<!不属于)(?<!不可归责于)(?:因|由于)?[\u4e00-\u9fff]{0,4}?(?:自己的|自身的?|本人的?|个人的?)原因")


def outside_cause(pieces: list[str], users_words: str) -> list[Denial]:
    """The conditions of one's own cause that the user's words say was an outside one (side by side 1453, session 57: "因为疫情" was
    told "不可以请求退票" under 民法典 第八百一十六条's terms for a passenger kept away by their own cause)."""
    said = OUTSIDE_CAUSE.search(users_words)
    return [Denial(said.group(0), piece) for piece in pieces if said and OWN_CAUSE.search(piece)]


def passed(clause: str, users_words: str) -> list[Denial]:
    """The times a rule runs until that the user's own everyday word says are past: "朋友结婚时我随了5000元份子钱" is a gift handed
    over (the table gives 份子钱 as "赠与财产的权利转移"), so 民法典 第六百五十八条's "在赠与财产的权利转移之前可以撤销赠与" no longer
    reaches it (stranger54 u8, session 45, blind: "是的……你能把钱要回来")."""
    found = []
    for until in BEFORE.finditer(clause):
        event = until.group(1)
        key = next((key for key in everyday_words(event) if key in users_words), None)
        if key is not None:
            said = next(piece for piece in re.split(r"[，,。；;？?！!]", users_words) if key in piece)
            found.append(Denial(said.strip(), until.group(0)))
    return found


#: A condition that something is not done ("休息日安排劳动者工作又不能安排补休的"), and the thing.
NOT_DONE = re.compile(rf"(?:不能|未能|无法|没有|未)([{HAN}]{{2,8}}?)(?:的|$)")
#: Right before the user's word, a negation that takes it back ("不给调休", "没有调休"), a verb of granting between them too ("也不安排
#: 调休": stranger90 a7, session 55, blind, was told the condition of no 补休 was not met).
TAKEN_BACK = re.compile(r"(?:[不没未无]|没有|不给|不让|不肯|不能|未能|无法)(?:安排|给|让|同意|批准?)?(?:我们|我)?$")
#: How far before the user's word `TAKEN_BACK` looks.
TAKEN_BACK_REACH = 6


def contradicted(pieces: list[str], users_words: str) -> list[Denial]:
    """The negative conditions the user's own words say are not so: 劳动法 第四十四条 (二) "休息日安排劳动者工作又不能安排补休的"
    (then 200 % pay is owed) against "公司安排我们周末加班，说给调休" (stranger45 z1, session 41, blind: the reply said the
    company "不能这样做"). The user's word is the thing itself or an everyday word the table gives it for (调休 → 安排补休),
    not taken back by a negation before it."""
    found: list[Denial] = []
    for piece in (LIST_ITEM.sub("", p) for p in pieces):
        for match in NOT_DONE.finditer(piece):
            thing = match.group(1)
            # the thing in its own words only when it says more than a common verb ("确定" in "合伙期限应当如何确定" asks)
            for word in ((thing,) if len(thing) >= 3 else ()) + everyday_words(thing):
                said = next((at for at in occurrences(users_words, word)
                             if not TAKEN_BACK.search(users_words[max(0, at - TAKEN_BACK_REACH):at])), None)
                if said is not None and piece not in {d.condition for d in found}:
                    segment = re.split(r"[，。？！,.?!；;]", users_words[:said])[-1] + word
                    found.append(Denial(segment[-12:], piece))
    return found


#: The conditions an age the user states (`index.statutory_words.AGE`: "我儿子今年19岁了") settles: 民法典 第十七条 makes everyone of
#: eighteen an adult (成年人), so an article about a minor or a person without full capacity does not reach them,
#: and one about adults does not reach a child (stranger16 q6: a 19-year-old's fight was answered under
#: 第一千一百八十八条, guardians' liability for 无民事行为能力人、限制民事行为能力人, "你儿子是无民事行为能力人").
MINOR_CONDITION = re.compile(r"无民事行为能力人|限制民事行为能力人|未成年人|不满十八周岁")
ADULT_CONDITION = re.compile(r"(?<!未)成年人|年满十八周岁|完全民事行为能力人")


#: 民法典 第十九条/第二十条: a minor of eight or more has limited capacity, a child under eight none, so an article on the one
#: status does not reach a child of the other (stranger72 m10, session 51, blind: a 12-year-old hurt at school was answered
#: under 第一千一百九十九条, the school's presumed liability for 无民事行为能力人; 第一千二百条 governs him).
NO_CAPACITY_ONLY = re.compile(r"(?<!限制民事行为能力人、)(?<!限制民事行为能力人或者)无民事行为能力人(?!、限制|或者限制)")
LIMITED_ONLY = re.compile(r"(?<!无民事行为能力人、)(?<!无民事行为能力人或者)限制民事行为能力人")


def status_of_age(users_words: str) -> re.Pattern[str] | None:
    """The conditions of the status the one age the user states gives (an adult's, a limited-capacity minor's, a child's under
    eight), or None when the words state no age or several."""
    age = one_age(users_words)
    return None if age is None else ADULT_CONDITION if age >= 18 else LIMITED_ONLY if age >= 8 else NO_CAPACITY_ONLY


def aged_out(pieces: list[str], users_words: str, found: list[Denial]) -> list[Denial]:
    """The conditions the one age the user states settles against them (a whole article on minors, so no
    other branch of it stands for an adult; one on children without capacity for a minor of eight or more, and the
    reverse); none when the words state no age or several."""
    age = one_age(users_words)
    if age is None:
        return []
    said = AGE.search(users_words).group(0)
    if age >= 18:
        return _settled(said, MINOR_CONDITION, pieces, found)
    other = NO_CAPACITY_ONLY if age >= 8 else LIMITED_ONLY
    return _settled(said, ADULT_CONDITION, pieces, found) + \
        [d for d in _settled(said, other, pieces, found) if not ADULT_CONDITION.search(d.condition)]


#: An age bound a provision sets, with whom it bounds: "招用未满十六周岁的未成年人", "已满十六周岁的人".
AGE_BOUND = re.compile(rf"(未满|不满|已满|年满)([{ZH_NUMERALS}\d]+)周岁(?:的[{HAN}]{{0,6}}?(?:未成年人|人|者))?")


def past_age_bound(clause: str, users_words: str, found: list[Denial]) -> list[Denial]:
    """The clause's age bound the one age the user states is past, when it is past every bound the clause sets (a clause with a
    branch for that age still reaches it): "我十七岁，在工厂打工，老板说我未成年不给我签劳动合同" was answered under 劳动法 第十五条
    "禁止用人单位招用未满十六周岁的未成年人" with "你的行为不合法" (stranger96 f6, session 56, re-asked after a bridge)."""
    age = one_age(users_words)
    bounds = list(AGE_BOUND.finditer(clause))
    if age is None or not bounds:
        return []
    past = [bound for bound in bounds if (age >= chinese_to_int(bound.group(2))) == (bound.group(1) in ("未满", "不满"))]
    if len(past) < len(bounds) or past[0].group(0) in {d.condition for d in found}:
        return []
    return [Denial(AGE.search(users_words).group(0), past[0].group(0))]


def _settled(said: str, condition: re.Pattern[str], pieces: list[str], found: list[Denial]) -> list[Denial]:
    """A denial by the user's `said` of each piece of the kind `condition` reads, not denied already."""
    return [Denial(said, piece) for piece in pieces if condition.search(piece) and piece not in {d.condition for d in found}]


#: Schooling beyond high school as a user tells it, and the condition it settles: 婚姻家庭编解释（一） 第四十一条 counts a grown
#: child as unable to live independently while "尚在校接受高中及其以下学历教育" (stranger45 z6, session 41: a 19-year-old at
#: university was told "你还能找爸爸要抚养费" under it).
BEYOND_HIGH_SCHOOL = re.compile(r"[读上]大学|大学生|大[一二三四]|本科|大专|研究生|读研|硕士|博士")
HIGH_SCHOOL_CONDITION = re.compile(r"高中及其以下")


def schooled_out(pieces: list[str], users_words: str, found: list[Denial]) -> list[Denial]:
    """The conditions of schooling up to high school that a user at university does not meet."""
    said = BEYOND_HIGH_SCHOOL.search(users_words)
    return _settled(said.group(0), HIGH_SCHOOL_CONDITION, pieces, found) if said else []


def out_of_range(pieces: list[str], users_words: str, found: list[Denial]) -> list[Denial]:
    """The conditions setting a bound the one quantity the user states falls outside (`core.ranges.excluded`): "我在公司连续干
    了8年" against 劳动合同法 第十四条 (一)'s "劳动者在该用人单位连续工作满十年的" (stranger57 x6, session 46, blind: the mapping
    said eight years met it)."""
    taken = {d.condition for d in found}
    return [Denial(said, piece) for piece in pieces if piece not in taken and (said := excluded(piece, users_words))]


def other_branch_stands(clause: str, denials: list[Denial]) -> bool:
    """Whether the clause has another branch, a sentence none of whose conditions is denied: "继承开始后，
    按照法定继承办理；有遗嘱的，按照遗嘱继承……" read with "没有留遗嘱" is the 法定继承 branch, not a condition
    unmet, and the reply was told the article did not apply. An exception ("但是……") is no such branch."""
    branches = [s for s in re.split(r"[；;。]", clause) if s.strip() and _conditioned(s)]
    if len(branches) < 2 or any("……" in s for s in branches):
        return False
    return any(not is_exception(s) and not any(d.condition in s for d in denials) for s in branches)


def _conditioned(sentence: str) -> bool:
    """Whether a sentence is a branch of its own, with a condition it states ("有遗嘱的", "继承开始后"): "变更劳动合同，应当采用
    书面形式" adds a form to the change the sentence before allows, and left standing it had hidden "我不同意" against 劳动合同法
    第三十五条's "协商一致" (stranger50 q10, session 44: the reply had the company entitled to change the post)."""
    return any(piece.strip().endswith("的") or PRECONDITION.search(piece.strip()) for piece in re.split(r"[，,：:]", sentence))


def hint(denials: list[Denial], lang: str) -> str:
    """What the draft is told after the question (the first denial; "" for none)."""
    return HINT[lang].format(said=denials[0].said, condition=denials[0].condition) if denials else ""


#: A conclusion that already reasons from the unmet condition ("公司不能依照第四十条解除", "属于违法解除").
#: (不符合/不具备/不属于…, said of the clause's conditions, are `core.direction.conditions_not_met`'s.)
ACKNOWLEDGED = re.compile(r"不能依照|不能依据|不得依照|不能适用|不适用|(?<!没有)(?<!不)(?<!不是)违法|不合法")
#: The conclusion code writes when the draft's ignores the denial: what does not follow, and that the
#: rest of the question turns on other provisions.
NOT_FOLLOWING = "结论：按你所说（“{said}”），这一条的条件“{condition}”不具备，不能依照这一条得出“{result}”的结果；" \
                "你的问题还要看其他条文怎么规定，这一部分建议咨询律师。"


def result_of(clause: str) -> str:
    """The clause's result: its first piece that states a direction ("可以解除劳动合同"), after a time it runs until ("在……之前"), or "";
    never a condition with a modal in it ("旅客因自己的原因不能按照客票记载的时间乘坐的", side by side 1453 re-asked, session 57)."""
    piece = next((piece.strip() for piece in re.split(r"[，,；;：:。]|……", clause)
                  if directions(piece, "zh") and not piece.strip().endswith("的")), "")
    until = BEFORE.search(piece)
    return piece[until.end():] if until and directions(piece[until.end():], "zh") else piece


def _unmet_in_the_mapping(facts: str, denials: list[Denial]) -> str:
    """The mapping with each line that calls a denied condition met ("连续干了8年，符合“（一）劳动者……满十年的”", stranger57
    x6, session 46) saying it is not."""
    for denial in denials:
        core = LIST_ITEM.sub("", denial.condition).rstrip("的")
        facts = re.sub(rf"(?<![不未])(?:符合|满足|具备)(?=[“\"]?(?:（[一二三四五六七八九十]+）)?{re.escape(core)})", "不符合", facts)
    return facts


def _without_drawn_lines(facts: str) -> str:
    """The text before a conclusion code replaces without the model's lines drawing a conclusion ahead of it ("因此，你不能依照
    《劳动合同法》第四十条的规定解除劳动合同。" said of a worker the employer had dismissed, left above code's conclusion, stranger95
    e9, session 56, blind): they were the conclusion code found wanting."""
    kept = [line for line in facts.split("\n") if not DRAWN_AHEAD.match(line) or not line.strip()]
    return "\n".join(kept)


def with_notice(body: str, denials: list[Denial], lang: str, clause: str = "") -> str:
    """The reply with the denial said on its own line before the conclusion (at the end when it has none).
    A Chinese conclusion that goes on as if the condition were met, or that refuses the user what they
    ask, is replaced by code's: told of the denial, the 1.5B model still wrote "结论：我不能要赔偿" for a
    worker dismissed without the training 第四十条 requires, a conclusion no lawyer would sign; code says
    what does not follow and no more."""
    if not denials:
        return body
    line = "\n".join(NOTICE[lang].format(said=d.said, condition=d.condition) for d in denials)
    conclusion = CONCLUSION_BLOCK.search(body)
    if conclusion is None:
        return f"{body.rstrip()}\n\n{line}"
    facts, said, ending = _unmet_in_the_mapping(body[:conclusion.start()], denials), conclusion.group(0), body[conclusion.start():]
    result = result_of(clause)
    refused = any(not s.positive and s.kind in ("permission", "support") and s.party == PERSON for s in directions(said, "zh"))
    # an age past the article's bound leaves nothing of it to reason from: "你的行为不合法" under a ban on hiring children under
    # sixteen, told a worker of seventeen, read as acknowledging the denial (stranger96 f6)
    aged = any(AGE.fullmatch(d.said) for d in denials)
    if lang == "zh" and result and (refused or aged or not (ACKNOWLEDGED.search(said) or conditions_not_met(said, lang, clause))):
        first = denials[0]
        ending = NOT_FOLLOWING.format(said=first.said, condition=first.condition, result=result) + body[conclusion.end():]
        facts = _without_drawn_lines(facts)
    return noted_before(facts + ending, len(facts), line)
