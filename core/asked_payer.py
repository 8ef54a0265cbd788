"""Whether a conclusion answers who the question asks about: the other side's duty to pay, not the user's.

"房东说要卖房子，让我下个月就搬走……他要赔我吗？" asks whether the landlord owes the tenant. The 1.5B model
quoted the right article (民法典 第七百二十五条, 买卖不破租赁) and concluded "房东不能要求你赔偿损失"
(stranger16 q5): a true sentence about a question nobody asked, which the direction checks pass because
it agrees with the clause. A lawyer reads it as the wrong answer. The question names who would pay; the
conclusion must speak of that party paying, not only of the user.
"""

from __future__ import annotations

import re

from core.outcome_rules import made_to_share
from core.reasoning import CONCLUSION_BLOCK
from core.told_kin import KIN

#: The other side, as users and conclusions name it.
_OTHER = (r"(?:他们|她们|他|她|对方|邻居|房东|出租人|卖家|卖方|商家|店家|商场|超市|饭店|餐厅|酒店|健身房|快递公司|快递员|"
          r"物业|学校|医院|司机|保险公司|平台|老板|公司|单位|用人单位|雇主|经营者|饲养人|管理人|狗主人|主人|车主|朋友)")
_MAY = r"(?:是否|需要|要|应该|应当|得|必须|会|该|应)?"
_PAY = r"(?:赔偿|赔|承担(?:赔偿)?责任|承担|负责|退钱|退还)"

#: "他要赔我吗", "饭店要赔吗", "我能要求他赔偿吗", "我能要求赔偿吗": the question asks whether the other side pays the user
#: (stranger45 z4, session 41, blind: a tenant put out mid-lease asked "我能要求赔偿吗" and was told "房东有权要求赔偿损失").
ASKS_OTHER_PAYS = re.compile(rf"{_OTHER}(?:家)?{_MAY}{_PAY}(?:我|给我|我们)?(?:的?(?:损失|钱))?(?:吗|么|不|呢)|"
                             rf"(?:能|可以|可不可以)(?:要求|让|找){_OTHER}{_PAY}|"
                             r"我们?(?:还)?(?:能|可以|能不能|可不可以|有权)(?:要求|请求|主张)(?:赔偿|索赔)")
#: "我要承担责任吗", "要我们赔吗": the question asks whether the user pays.
ASKS_USER_PAYS = re.compile(rf"我们?{_MAY}{_PAY}|(?:要|让|找|要求)我们?{_PAY}")
#: The conclusion speaks of the user paying: "房东不能要求你赔偿", "你无需承担责任".
SAYS_USER_PAYS = re.compile(rf"(?:要求|让|找)你们?{_PAY}|{_OTHER}(?:不能|可以|能|有权|无权)(?:要求|请求)(?:你们?)?{_PAY}|你们?(?:不)?{_MAY}(?:不需要|无需|不用|不必|无须)?(?:自己|自行)?{_PAY}")
#: The conclusion speaks of the other side paying: "房东应当赔偿你", "你可以要求他赔偿".
SAYS_OTHER_PAYS = re.compile(rf"{_OTHER}(?:家)?(?:不|无需|不需要|不用|不必|无须)?{_MAY}{_PAY}|"
                             rf"(?:要求|让|请求|向){_OTHER}[^，。；]{{0,6}}{_PAY}|(?:获得|得到|主张|请求)[^，。；]{{0,8}}赔偿")


def answers_another_payer(question: str, body: str) -> str | None:
    """What the conclusion got wrong when the question asks whether the other side pays the user and the
    conclusion speaks only of the user paying; None when it answers the question asked (or cannot be told)."""
    conclusion = CONCLUSION_BLOCK.search(body)
    if conclusion is None or not ASKS_OTHER_PAYS.search(question) or ASKS_USER_PAYS.search(question):
        return None
    said = conclusion.group(0)
    if SAYS_USER_PAYS.search(said) and not SAYS_OTHER_PAYS.search(said):
        return said.strip()
    return None


#: The conclusion gives the user a claim against someone: "你有权请求行为人承担民事责任", "你可以向他要求赔偿".
SAYS_USER_CLAIMS = re.compile(r"你们?(?:也|就|还|仍然)?(?:有权|可以|能够?)(?:向[^，。；]{1,8}?)?(?:要求|请求|主张|起诉|索赔)")
#: A question that reports what the other side says the user owes and asks whether it holds ("狗主人说我要承担一半责任，对吗"):
#: the user may well be the one with the claim.
DISPUTES_A_DEMAND = re.compile(r"(?:对吗|对不对|合理吗|合法吗|有道理吗)")


def claims_instead_of_bearing(question: str, body: str) -> str | None:
    """The conclusion, when the user asks what they must bear and it answers only with what the user may claim: "我在朋友圈发了
    前同事的照片，配了骂他的话，他说要告我，我要承担什么责任" was concluded "你有权请求行为人承担民事责任" (stranger86 b10,
    session 54, blind): the one who did the harm told he is the one harmed. None when it answers the question (or cannot be told)."""
    conclusion = CONCLUSION_BLOCK.search(body)
    if conclusion is None or not ASKS_USER_PAYS.search(question) or ASKS_OTHER_PAYS.search(question) \
            or USER_HARMED.search(question) or DISPUTES_A_DEMAND.search(question):
        return None
    said = conclusion.group(0)
    if SAYS_USER_CLAIMS.search(said) and not SAYS_USER_PAYS.search(said):
        return said.strip()
    return None


#: The user asks whether they may do something: "我能分这套房子吗" → "分这套房子".
ASKS_OWN_ACT = re.compile(r"我们?(?:还)?(?:能|可以|能不能|可不可以|有权|有没有权)([\u4e00-\u9fff]{1,8}?)(?:吗|么|呢|[？?])")
#: Someone other than the user, as a conclusion names them before their 可以/能/有权.
_ANOTHER = r"(?:他们|她们|他|她|对方|老公|丈夫|老婆|妻子|前夫|前妻|房东|公司|单位|老板|商家|邻居)"
_PERMITTED = r"(?:也|就|才|仍然|还)?(?:可以|能够|能|有权)"
#: A relative after 你 names someone else ("你老婆可以分这套房子", stranger66 g3, session 49), not the user.
_KIN = "|".join((*KIN, "爱人", "前夫", "前妻", "孩子"))


def answers_another_actor(question: str, body: str) -> str | None:
    """The conclusion, when the user asks whether they may do something and it answers only that someone else may do it:
    "我能分这套房子吗" answered "……是他的个人财产，因此在离婚时，他可以分这套房子" (stranger53 t6, session 45, blind, under
    民法典 第一千零六十三条), "我能要求游戏公司退钱吗" answered "我儿子有权要求游戏公司退钱" (stranger68 i10, session 50, blind,
    under 第十九条). None otherwise, or when the conclusion also speaks of the user doing it."""
    asked = ASKS_OWN_ACT.search(question)
    conclusion = CONCLUSION_BLOCK.search(body)
    if asked is None or conclusion is None:
        return None
    said, act = conclusion.group(0), re.escape(asked.group(1)[:2])
    if re.search(rf"(?:{_ANOTHER}|{_KIN}){_PERMITTED}{act}", said) is None or re.search(rf"(?:你|您)(?!{_KIN})[^，。；]{{0,6}}?{act}", said):
        return None
    return said.strip()


#: The question says the other side alone is at fault: "对方全责", "对方负全部责任".
OTHER_ALONE_AT_FAULT = re.compile(r"对方(?:负|承担|是)?(?:全责|全部责任|全部的责任)|全(?:是|都是)对方的(?:责任|错)")
#: The conclusion puts a cost on the user: "剩下的2000由你方承担", "你需要自己出".
USER_BEARS = re.compile(r"由你们?(?:方|自己)?(?:来)?(?:承担|负担|出|支付|自负)|你们?(?:方|自己)(?:承担|负担|出|支付)|"
                        r"(?:你|您)(?:需要|应当|应该|要|得)(?:自己)?(?:承担|负担|出|支付)")
_CONDITION = re.compile(r"如果|若|假如|除非")


#: The user tells of being harmed by someone or something: "我在小区里被邻居家的狗咬了", "我被车撞了", or with 把: "前面货车掉下来的
#: 石头把我的挡风玻璃砸坏了" (stranger92 c4, session 55, blind: the driver was concluded "你应当承担侵权责任" under 第一千二百五十六条).
USER_HARMED = re.compile(r"我(?:们|家)?[^，。？！?!]{0,12}被[^，。？！?!]{0,16}?(?:咬|撞|打|砸|抓|踢|推倒|烫|弄伤)"
                         r"|把我(?:们|家)?的?[^，。？！?!]{0,8}?(?:咬|撞|打|砸|抓|踢|推倒|烫|弄伤|划|刮)")
#: Those who answer for a harm, as a reply names them (each three characters: a fixed-width look-behind).
_ANSWERING = r"(?:饲养人|管理人|侵权人|行为人|加害人|责任人|监护人)"
#: An aside naming the user as one of them: "找小孩的监护人（即你）赔偿" (stranger71 l8, session 51, re-asked with its date: knocked
#: down by a neighbour's ten-year-old; `core.addressed.harmed_not_the_party` takes it out of drafts).
USER_NAMED_ANSWERING = re.compile(rf"(?<={_ANSWERING})[（(](?:即|也就是|就是)?(?:你|您|我)[）)]")
#: The conclusion casts the user as the one who answers for the harm: "你作为动物饲养人，应当承担侵权责任", or names them so in an
#: aside (`USER_NAMED_ANSWERING`), or tells the user to bear the liability outright: "你承担侵权责任" (stranger70 k9, session 50,
#: blind: a driver whose windscreen a stone from a lorry broke, under 民法典 第一千二百五十六条's "由行为人承担侵权责任").
USER_CAST_LIABLE = re.compile(rf"你们?(?:作为|是)[^，。；]{{0,8}}?{_ANSWERING}|{USER_NAMED_ANSWERING.pattern}|"
                              r"(?<![向让找要求])你们?(?:应当|应该|需要|要|得|就)?承担(?:侵权|赔偿|全部|主要)?(?:的)?责任")


#: The user's spouse borrowed ("老公瞒着我在外面借了十万网贷"), and the reply quotes that such a debt is the borrower's own.
SPOUSE_BORROWED = re.compile(r"(?:老公|丈夫|老婆|妻子|爱人|前夫|前妻)[^，。？！?!]{0,10}?(?:借|欠)")
OWN_DEBT = re.compile(r"不属于夫妻共同债务")


#: The harm was done by the user's grown child ("我儿子今年19岁，在外面跟人打架把人打伤了"): an adult answers for their own acts
#: (民法典 第十八条); a guardian answers only for a minor's (第一千一百八十八条).
ADULT_CHILD_ACTED = re.compile(r"(?:儿子|女儿|孩子)[^，。？！?!]{0,6}?(?:(?:1[89]|[2-9]\d)(?:周)?岁|已经?成年|成年了)")
#: ... and the conclusion says yes to "我需要赔吗" outright: "结论：需要赔。"
BARE_YES_TO_PAY = re.compile(r"^[#* \t]*(?:结论|Conclusion)\s*[:：]\s*(?:是的?[，,]?)?(?:你们?)?(?:需要|要|应当|应该|得|必须)(?:赔|赔偿|承担)")


def burdens_the_blameless(question: str, body: str) -> str | None:
    """The conclusion, when it puts a cost on the user though the question says the other side alone is at fault
    (stranger21 q2, session 33: a rear-end collision "对方全责", the insurer paid 6,000 of 8,000, and the conclusion
    "剩下的2000由你方承担" under 道路交通安全法 第七十六条's "由有过错的一方承担"), or casts a user who says they were
    harmed as the one liable (stranger36 q7, session 36, blind: bitten by a neighbour's dog, the user was told "你作为
    动物饲养人，应当承担侵权责任"), or has a user repay the spouse's debt that the reply itself quotes as "不属于夫妻共同
    债务" (stranger36 q8: "你需要还"), or has a parent pay for a grown child's act (`ADULT_CHILD_ACTED`); None otherwise."""
    conclusion = CONCLUSION_BLOCK.search(body)
    if conclusion is None:
        return None
    said = conclusion.group(0)
    if _CONDITION.search(said):
        return None
    if OTHER_ALONE_AT_FAULT.search(question) and USER_BEARS.search(said):
        return said.strip()
    if USER_HARMED.search(question) and (USER_CAST_LIABLE.search(said) or USER_BEARS.search(said)):
        return said.strip()
    if SPOUSE_BORROWED.search(question) and OWN_DEBT.search(body[:conclusion.start()]) and made_to_share(said):
        return said.strip()
    if ADULT_CHILD_ACTED.search(question) and ASKS_USER_PAYS.search(question) and "监护人" not in body[:conclusion.start()] \
            and (USER_BEARS.search(said) or BARE_YES_TO_PAY.match(said)):
        return said.strip()  # stranger71 l1 (session 51, blind): a father asked about his 19-year-old son's fight was told "需要赔"
    return None

