"""Which branch of the 定金 rule the user's story is on: who paid the deposit and who backed out.

民法典 第五百八十七条 (合同法 第一百一十五条 before 2021) has two results: the party who paid a 定金 and does not perform
loses it ("无权请求返还定金"), the party who took it and does not perform pays it back twice over ("应当双倍返还定金").
Asked "我买二手房交了5万元定金，后来卖家反悔不卖了，我能要回多少钱？" (stranger58 y4, session 47, blind), the 1.5B model
quoted the article and concluded "你不能要回5万元定金……你无权请求返还定金": the payer's branch, though the seller, who
took the money, backed out. Which branch applies is read from the story's words (who paid, who backed out), so code
writes the conclusion, with the sum doubled where the user states it. Nothing is said when the story does not tell both.
"""

from __future__ import annotations

import re

from core.amounts import amounts
from core.reasoning import last_conclusion

#: An article with both branches of the rule.
RULE = re.compile(r"双倍返还定金")
#: The user paid the deposit: "我交了5万元定金", "付了2000块定金", "定金是我交的".
PAID = re.compile(r"(?:我|我们|我家)?(?:交|付|给|支付|缴|转)了?[^，。；？?！!]{0,10}?定金|定金[^，。；？?！!]{0,4}?(?:是)?我(?:们)?(?:交|付|给)")
#: The user took the deposit: "我卖车收了买家1万元定金", "买家给了我定金".
TOOK = re.compile(r"我(?:们)?[^，。；？?！!]{0,6}?(?:收了|收到|收下|拿了)[^，。；？?！!]{0,10}?定金|给了?我(?:们)?[^，。；？?！!]{0,8}?定金")
#: A later clause of a sentence the user began ("我把房子卖给别人，签了合同收了5万元定金", stranger64 f7, session 49, blind: the
#: seller who backed out was told he had no right to the deposit back) that takes a deposit with no subject of its own: the user's.
TOOK_IN_OWN_SENTENCE = re.compile(r"(?:^|[。？?！!])\s*我(?:们)?[^。？?！!]*?[，,](?:签了[^，。；？?！!]{0,6}?)?(?:收了|收到|收下)[^，。；？?！!]{0,10}?定金")
#: Backing out, and who does it: the user ("我反悔了", "我不想买了") or the other side ("卖家反悔不卖了", "房东不租了").
BACKS_OUT = r"(?:反悔|毁约|违约|不卖|不买|不租|不想卖|不想买|不想租|不干|不做|不履行|变卦|跑路|取消|不接待|不营业|不发货)"
USER_BACKS_OUT = re.compile(rf"我(?:们)?(?:现在|后来|突然)?(?:想|要|打算)?{BACKS_OUT}")
OTHER_BACKS_OUT = re.compile(rf"(?:卖家|卖方|买家|买方|房东|房主|业主|对方|他|她|他们|商家|老板|开发商|店家|中介|酒店|饭店|公司|装修队|师傅)"
                             rf"(?:现在|后来|突然|又)?(?:说[^，。；？?！!我]{{0,6}}?)?(?:要|想)?{BACKS_OUT}")  # "饭店说订满了不接待了"
#: A conclusion already on each branch.
SAYS_DOUBLE = re.compile(r"双倍|两倍|二倍")
SAYS_FORFEIT = re.compile(r"无权(?:请求|要求)?返还|不能(?:要回|退还|要求返还)|不予返还|不退")
ANSWERS = {
    ("user", "other"): "结论：你交了定金，对方收受定金后不履行合同，致使合同目的不能实现的，对方应当双倍返还定金{sum}。",
    ("user", "user"): "结论：你是交付定金的一方，你不履行合同、致使合同目的不能实现的，无权请求返还定金。",
    ("other", "other"): "结论：对方是交付定金的一方，对方不履行合同、致使合同目的不能实现的，无权请求返还定金，你可以不退。",
    ("other", "user"): "结论：你收受了定金，你不履行合同、致使合同目的不能实现的，应当双倍返还定金{sum}。",
}


def doubled(question: str) -> str:
    """"，即10万元" for a deposit of 5万元 the question states (the one sum in yuan of a clause naming the 定金, read by
    `core.amounts`); "" when it states none, or several."""
    said = [a for piece in re.split(r"[，,。；;？?！!]", question) if "定金" in piece for a in amounts(piece, "zh") if a.unit == "元"]
    if len(said) != 1:
        return ""
    twice = said[0].value * 2
    return f"，即{int(twice // 10000)}万元" if twice % 10000 == 0 else f"，即{f'{twice:.2f}'.rstrip('0').rstrip('.')}元"


def branch(question: str) -> tuple[str, str] | None:
    """(who paid, who backed out), each "user" or "other", or None when the story does not tell both or tells both ways."""
    paid = "other" if TOOK.search(question) or TOOK_IN_OWN_SENTENCE.search(question) else "user" if PAID.search(question) else None
    out = [who for who, backs_out in (("user", USER_BACKS_OUT), ("other", OTHER_BACKS_OUT)) if backs_out.search(question)]
    return (paid, out[0]) if paid and len(out) == 1 else None


def deposit_branch(body: str, article: str, question: str) -> str:
    """The body with a conclusion on the wrong branch of the 定金 rule (or on neither) replaced by code's; unchanged when
    the cited article is not the rule, the story does not tell who paid and who backed out, or the conclusion is right."""
    conclusion = last_conclusion(body)
    told = branch(question) if RULE.search(article) and "定金" in question else None
    if conclusion is None or told is None:
        return body
    said = conclusion.group(0)
    right, wrong = (SAYS_DOUBLE, SAYS_FORFEIT) if told in (("user", "other"), ("other", "user")) else (SAYS_FORFEIT, SAYS_DOUBLE)
    if right.search(said) and not wrong.search(said):
        return body
    answer = ANSWERS[told].format(sum=doubled(question))
    return body[:conclusion.start()] + answer + body[conclusion.end():]
