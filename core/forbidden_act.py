"""What the user may do about an act the quoted clause forbids the other side.

民法典 第二百九十四条 forbids 不动产权利人 to emit 大气污染物. Asked "楼下新开了一家饭店，油烟直接排到我家窗户，我能让他们停吗？"
(stranger58 y8, session 47, blind), the 1.5B model quoted it and concluded "因此饭店不能停"; asked "前男友把我的私密照片发到了网上，
我能怎么办？" (y5) under 第一千零三十三条 ("任何组织或者个人不得……公开他人的私密活动"), it copied another article's list of remedies
and the conclusion was withheld. The answer follows from the prohibition itself: the other side may not do it, so the one it is done
to may require them to stop (停止侵害、排除妨碍) and be compensated for a loss. Code writes that conclusion where the clause forbids an
act of anyone, or of no party it names, or of the user's counterpart, and the question asks what the user may do about the other
side's act; a clause that forbids the user's own side is left alone ("承租人不得擅自转租" answers no tenant's remedy). Only the
rules of property, personality and torts, and the consumer law's on the consumer's person (`CIVIL_PARTS`), give these remedies: a worker asking what to do about an employer who
"不得" do something has the labour laws' own (arbitration, compensation), and is not answered here.
"""

from __future__ import annotations

import re

from core.asker import asker_side
from core.direction import ANYONE, PAIRED, directions, in_condition
from core.reasoning import asks_yes_or_no, last_conclusion
from index.corpus import StatuteVersion
from index.law_names import CIVIL_CODE
from index.predecessors import REPLACED

#: The user asks for a remedy against the other side's act: to make them stop, take it down, remove it; or what to do.
ASKS_REMEDY = re.compile(r"(?:能|可以|能不能|可不可以|有没有权|有权)(?:让|叫|要求|请求|逼)[^，。？?！!]{0,8}?(?:停|拆|删|撤|关掉|搬走|移走|清理|恢复|不要|别再)"
                         r"|(?:我|我们)?(?:能|该|可以|应该|要)怎么办|怎么处理|如何处理|如何维权|怎么维权"
                         r"|(?:能|可以|能不能|可不可以)(?:告(?!诉)|起诉)")
#: Where a prohibition's breach is answered by 停止侵害、排除妨碍: 民法典's 物权编 and 侵权责任编 (the parts that took over the
#: laws they replaced, `index.predecessors.REPLACED`) and its 人格权编, which replaced no law; and those two laws whole (None).
PROPERTY_LAW, TORT_LAW = "中华人民共和国物权法", "中华人民共和国侵权责任法"
PERSONALITY_BOOK = (989, 1039)
#: 消费者权益保护法's rules on the consumer's person (第二十七条: no insult, no search, no restraint; 第二十九条: personal
#: information), whose breach 第五十条 answers by 停止侵害 and damages: "店员怀疑我偷东西，强行翻我的包还搜身，我能告他们吗" had been
#: answered "不可以" from 第二十七条's 不得 (stranger62 c10, session 48, blind).
CONSUMER_LAW, CONSUMERS_PERSON = "中华人民共和国消费者权益保护法", (27, 29)
CIVIL_PARTS: dict[str, tuple[tuple[int, int], ...] | None] = {
    CIVIL_CODE: (REPLACED[PROPERTY_LAW], PERSONALITY_BOOK, REPLACED[TORT_LAW]), PROPERTY_LAW: None, TORT_LAW: None,
    CONSUMER_LAW: (CONSUMERS_PERSON,)}
#: The user is the one accused of the act: "她要告我", "邻居让我拆掉", "说我侵犯隐私".
USER_ACCUSED = re.compile(r"(?:告|起诉|投诉|举报|报警抓)我|(?:找|要|让|叫|要求)我(?:赔|删|拆|停|搬|道歉|算账)|说我(?:侵犯|违法|侵权|违规)")
ANSWER = "结论：{yes}依照这一条，对方不得这样做。对方这样做了的，你可以要求其停止侵害、排除妨碍；造成损失的，可以要求赔偿；协商不成的，可以向人民法院起诉。"


def forbids_the_other_side(clause: str, question: str) -> bool:
    """Whether the clause's prohibitions (不得, not on a condition) fall on anyone, on no named party, or on the user's
    counterpart, and never on the user's own side."""
    side = asker_side(question)
    banned = [s.party for s in directions(clause, "zh") if s.kind == "permission" and not s.positive and not in_condition(clause, s.start)]
    allowed = {None, ANYONE, PAIRED.get(side or "")}
    return bool(banned) and all(party in allowed for party in banned) and (side is None or side not in banned)


def civil_rule(version: StatuteVersion) -> bool:
    """Whether the article is one of the rules whose breach is answered by stopping it (`CIVIL_PARTS`)."""
    if version.law not in CIVIL_PARTS:
        return False
    parts = CIVIL_PARTS[version.law]
    return parts is None or any(first <= version.article <= last for first, last in parts)


def with_remedy(body: str, version: StatuteVersion, clause: str, question: str) -> str:
    """The body with its conclusion replaced by the remedy the prohibition gives the user; unchanged when the question
    asks for no remedy or the user is the one accused of the act, the cited article is no civil rule of that kind, its clause forbids nothing of the other side, or
    there is no conclusion."""
    conclusion = last_conclusion(body)
    if conclusion is None or not ASKS_REMEDY.search(question) or USER_ACCUSED.search(question) or not civil_rule(version) \
            or not forbids_the_other_side(clause, question):
        return body
    answer = ANSWER.format(yes="可以。" if asks_yes_or_no(question) else "")
    return body[:conclusion.start()] + answer + body[conclusion.end():]
