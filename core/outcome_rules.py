"""Conclusions that go against their clause without a direction word to compare.

`core.direction` compares may with may-not, valid with void. Some wrong conclusions speak of an outcome
the clause rules on in other words ("你必须搬走" under a clause that keeps the lease), and passed; each was a
reply a user was given.

One function per rule, each beside the words it compares and the answer that found it; `RULES` holds them in
the order they are tried. Each says what a rewritten conclusion should answer (`Contradiction.answer`; empty: only
the clause's own words, when the one-word answer would decide a point the clause leaves to a condition).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from core.contradiction import Contradiction, Kind


#: A condition said with the conclusion: it is reasoning from the clause, not against it.
_CONDITIONAL = re.compile(r"如果|若|假如|只要|如约定|约定了|有约定|除非")
_NEGATED_BEFORE = re.compile(r"(?:不|无须|无需|没有|未|无)$")
#: The words of a conclusion that refuses the user something.
_CANNOT = r"(?:不能|不可以|不可|无权|没有权利|无法)"
Rule = Callable[[str, str], "Contradiction | None"]


def _negated(text: str, at: int) -> bool:
    return bool(_NEGATED_BEFORE.search(text[max(0, at - 3) : at]))


def _conditional(conclusion: str) -> bool:
    return bool(_CONDITIONAL.search(conclusion))


def _against(said: re.Match[str], rule: re.Match[str], kind: Kind, for_user: bool, answer: str) -> Contradiction:
    """The conflict as every pair rule names it: the conclusion's words against the clause's (`answer`: "" for the
    clause's own words in place of a one-word answer)."""
    return Contradiction(f"结论说“{said.group(0)}”，条文说“{rule.group(0)}”", kind, for_user, answer)


def _said_against(clause: str, conclusion: str, rule: re.Pattern[str], said: re.Pattern[str], kind: Kind, for_user: bool,
                  answer: str, unless: re.Pattern[str] | None = None) -> Contradiction | None:
    """The conflict when the clause has `rule`'s words and the conclusion says `said`'s outright (not negated just before,
    not on a condition of its own, not with `unless`'s words, which show it already reckons with the rule): the shape most
    rules share."""
    ruled, told = rule.search(clause), said.search(conclusion)
    if ruled and told and not _negated(conclusion, told.start()) and not _conditional(conclusion) \
            and not (unless and unless.search(conclusion)):
        return _against(told, ruled, kind, for_user, answer)
    return None


_SUIT_REFUSED = re.compile(rf"{_CANNOT}[^，,。；;]{{0,8}}?(?:起诉|告(?:他|她|对方)|打官司|提起诉讼)")
_ON_SUING = re.compile(r"起诉|受理|诉讼|时效|仲裁")
#: A clause on suing that admits the suit ("……提起民间借贷诉讼的，人民法院应予受理")...
_SUIT_ADMITTED = re.compile(r"(?<!不)应予受理|(?<!不)应当受理|(?<![不无])(?:可以|有权)(?:依法)?(?:向人民法院)?(?:提起诉讼|起诉)")
#: ... unless it puts something first or last: arbitration before the court, a period that runs out, a refusal to hear.
_SUIT_LIMITED = re.compile(r"仲裁|时效|不予受理")


#: A clause that voids the contract the claim rests on ("人民法院应当认定民间借贷合同无效").
_CONTRACT_VOID = re.compile(r"合同无效")
#: What is said of a suit: it may be brought (on a void contract, the claim on the contract fails). Worded so the re-check
#: does not read a bare 可以 against the clause's 无效 or 驳回.
SUIT_FREE = "起诉本身不受限制"
VOID_CONTRACT_SUIT = f"{SUIT_FREE}，但依据该条，这一合同无效，按合同约定提出的请求一般得不到支持"


def suit_refused(clause: str, conclusion: str) -> Contradiction | None:
    """"我不能起诉他" for a defamed user: anyone may sue; only a clause on suing itself limits it. Under a clause that voids
    the contract ("明知道借钱去赌博还借给他……能起诉要回来吗", 民间借贷规定 第十三条 (四), stranger75 p9, session 52, re-asked) the
    answer says the suit may be brought and the contract's claim fails (its bare "可以" was read against "无效", and the reply
    was withheld). A clause that admits the suit says so too: "借给同学5000元，没有写借条，只有微信聊天记录……我能起诉吗" was told
    "你不能起诉" under 民间借贷规定 第二条 "……人民法院应予受理" (stranger95 e7, session 56, blind)."""
    refused = _SUIT_REFUSED.search(conclusion)
    if refused and _SUIT_ADMITTED.search(clause) and not _SUIT_LIMITED.search(clause):
        return Contradiction(f"结论说“{refused.group(0)}”，条文说“{_SUIT_ADMITTED.search(clause).group(0)}”", "permission", True,
                             SUIT_FREE)
    if refused and not _ON_SUING.search(clause):
        answer = VOID_CONTRACT_SUIT if _CONTRACT_VOID.search(clause) else None
        return Contradiction(f"结论说“{refused.group(0)}”，而条文并不限制起诉", "permission", True, answer)
    return None


#: The clause keeps a contract in force; the conclusion ends it: the occupant must leave, or the contract ends.
_KEEPS_CONTRACT = re.compile(r"不影响[^，,。；;]{0,12}?效力|继续有效|仍然有效|继续履行")
_ENDS_CONTRACT = re.compile(r"(?:必须|只能|得|要|应当|应该|需要)(?:马上|立即|立刻|尽快)?搬(?:走|出去|出|离)?"
                            r"|(?:租赁合同|合同|租赁关系|租约)(?:就|也|自动|随之)?(?:终止|失效|无效|结束|不再有效)")


#: The conclusion tells of the other side making the user leave, and the rest of its sentence does not refute it.
_MADE_TO_LEAVE = re.compile(r"(?:让|要求|叫)(?:我|你|您|租客|承租人)[^，,。；;]{0,8}?搬(?:走|出去|出|离)(?P<rest>[^。！!？?\n]*)")
_REFUTED = re.compile(r"不对|没有依据|没有道理|不合理|无权|不能|不可以|不合法|违法|不必|不用|不需要|拒绝|无效")
#: Words that present the demand as founded: a fact line only tells it ("房东把房子卖了，新房东让我一个月内搬走").
_FOUNDED = re.compile(r"(?<![所产])有权|可以|因为|所以|因此|依法|合法|应当|应该")


def _made_to_leave(conclusion: str) -> re.Match[str] | None:
    """"新房东让我一个月内搬走，因为……" said as what follows (`_FOUNDED`), not refuted in its clause ("……让你搬走没有依据",
    "新房东不能要求您马上搬走"); the same words in a fact line only tell what the user said (stranger49 d7 re-asked: the fact line
    "新房东让我一个月内搬走" had turned the rewritten reply into the needs-a-lawyer notice)."""
    told = _MADE_TO_LEAVE.search(conclusion)
    if told is None or _conditional(conclusion):
        return None
    before = re.split(r"[，,。；;]", conclusion[:told.start()])[-1]  # "新房东不能要求您马上搬走"
    refuted = _REFUTED.search(told.group("rest")) or _REFUTED.search(before)
    return told if _FOUNDED.search(conclusion) and not refuted else None


def contract_ended(clause: str, conclusion: str) -> Contradiction | None:
    """"你必须搬走" under "……不影响租赁合同的效力" (session 28, a 2019 lease asked as a stranger would); and "房东有权将房子卖了，新房东
    让我一个月内搬走，因为……不影响租赁合同的效力" (stranger49 d7, session 43, blind), the other side's demand told as the answer."""
    kept, ends = _KEEPS_CONTRACT.search(clause), _ENDS_CONTRACT.search(conclusion)
    said = ends if ends and not _negated(conclusion, ends.start()) else None
    told = None if said else _made_to_leave(conclusion)
    if kept and (said or told):
        answer = "租赁合同继续有效，不必搬走" if told else "不必搬走" if "搬" in said.group(0) else "合同继续有效"
        return _against(said or told, kept, "obligation", False, answer)
    return None


#: "……应当按照消费者的要求履行约定或者退回预付款" (消保法 第五十三条) returns the money too: "剩下的钱不能要回来" for a driving school
#: that closed half-way passed (stranger60 a10, session 47, blind).
_MUST_RETURN = re.compile(r"应当(?:予以|及时)?(?:[^，,。；;]{0,16}?或者)?(?:返还|退还|归还|退回)")
_CANNOT_GET_BACK = re.compile(r"(?:不能|不可以|无法|没法|没办法)(?:再)?(?:要|拿|追|讨|索)回|要不回")


def return_refused(clause: str, conclusion: str) -> Contradiction | None:
    """The clause says a thing must be given back, the conclusion that it cannot be had back ("拾得遗失物，应当返还
    权利人" and "你不能要回来": a phone kept by a taxi driver, session 28)."""
    returned, lost = _MUST_RETURN.search(clause), _CANNOT_GET_BACK.search(conclusion)
    if returned and lost and not _conditional(conclusion):
        return _against(lost, returned, "permission", True, "可以要求返还")
    return None


#: What the clause says is not owed: 视为不支付利息, 不承担赔偿责任 (the object's first two characters are kept).
_NOT_OWED = re.compile(r"(?:视为不|不予|无须|无需|不必|不)(?:支付|给付|赔偿|返还|退还)([\u4e00-\u9fff]{2})")
#: The conclusion says the user may demand something.
_MAY_DEMAND = re.compile(r"(?<![不无])(?:可以|有权|能够|(?<![可只])能)(?:向[^，,。；;]{1,6}?)?(?:要求|请求|主张)[^，,。；;]{0,16}")


def unowed_demanded(clause: str, conclusion: str) -> Contradiction | None:
    """"可以要求朋友还钱并付利息" under "……视为不支付利息": what the clause says is not owed cannot be demanded on
    its strength."""
    if _conditional(conclusion):
        return None
    for owed in _NOT_OWED.finditer(clause):
        demand = _MAY_DEMAND.search(conclusion)
        if demand and owed.group(1) in demand.group(0):
            return _against(demand, owed, "permission", False, "")
    return None


#: A remedy refused ("你不能要求赔偿", "你不能找他赔"); a head of damages named before the refusal ("误工费不能要") is refused
#: as well.
_DAMAGES = r"(?:误工费|医疗费|医药费|护理费|营养费|交通费|住院伙食补助费|精神损害抚慰金|抚慰金|残疾赔偿金|死亡赔偿金|丧葬费)"
_REMEDY_REFUSED = re.compile(rf"{_CANNOT}(?:再)?(?:向[^，,。；;]{{1,6}}?)?(?:要求|请求|主张)?[^，,。；;]{{0,6}}?"
                             rf"(?:赔偿|索赔|赔钱|退款|退钱|补偿|{_DAMAGES})"
                             rf"|{_CANNOT}(?:再)?(?:找|让|叫|要)[^，,。；;]{{1,6}}?赔(?!礼)"
                             rf"|{_DAMAGES}(?:是|也|就)?(?:不能|不可以|无法|没法|要不到|拿不到)(?:要|要求|主张|索赔|拿|得到)?")
_FORBIDS = re.compile(r"禁止|不得")
_LIMITS_REMEDY = re.compile(r"不承担|免除|免责|不予赔偿|不予支持|不得(?:要求|请求|主张)|无权|不赔")
_LIABLE = re.compile(r"(?<![不无])(?:承担[^，,。；;]{0,4}?赔偿责任|应当(?:依法)?赔偿|予以赔偿|承担侵权责任)")


def remedy_refused_under_a_ban(clause: str, conclusion: str) -> Contradiction | None:
    """A clause that forbids conduct limits no remedy: 食品安全法 第三十四条 "禁止生产经营下列食品……超过保质期的" told a
    parent whose child drank expired milk "你不能要求赔偿" (stranger16 q1, blind and again after)."""
    refused = _REMEDY_REFUSED.search(conclusion)
    if refused and _FORBIDS.search(clause) and not _LIMITS_REMEDY.search(clause):
        return Contradiction(f"结论说“{refused.group(0)}”，而条文只禁止行为，并不限制索赔", "permission", True, "")
    return None


def remedy_refused_against_liability(clause: str, conclusion: str) -> Contradiction | None:
    """The clause makes someone liable for the harm: an e-bike rider hit by a car running a red light was told
    "误工费不能要" under 道路交通安全法 第七十六条's "由机动车一方承担赔偿责任" (stranger20 q8, blind)."""
    refused, liable = _REMEDY_REFUSED.search(conclusion), _LIABLE.search(clause)
    if refused and liable and not _LIMITS_REMEDY.search(clause) and not _conditional(conclusion):
        return _against(refused, liable, "permission", True, "")
    return None


_FORMS_CONTRACT = re.compile(r"合同成立|依法成立的合同")
_CALLED_OFF_ALONE = re.compile(r"单方(?:面)?(?:取消|解除|撤销|终止|毁约|撤回)[^，,。；;]{0,12}?(?:是|属于)?(?<![不非])(?:合法|有效|可以|没有问题|没问题)|"
                               r"(?<![不无])(?:可以|有权|能)单方(?:面)?(?:取消|解除|撤销|终止|撤回)")


def called_off_alone(clause: str, conclusion: str) -> Contradiction | None:
    """The clause says when a contract is formed, or that a formed one binds, and the conclusion lets one side call
    it off alone: stranger19 q2 (session 32) quoted 民法典 第四百九十一条 ("……提交订单成功时合同成立") and concluded
    "卖家单方面取消订单是合法的"."""
    alone, formed = _CALLED_OFF_ALONE.search(conclusion), _FORMS_CONTRACT.search(clause)
    if alone and formed and not _conditional(conclusion):
        return _against(alone, formed, "permission", False, "")
    return None


_ARBITRATION_FIRST = re.compile(r"(?:对仲裁裁决不服|不服仲裁裁决)[^。]{0,30}?(?:提起诉讼|起诉)")
_SUES_DIRECTLY = re.compile(r"(?<![不无])(?:可以|能|有权)直接(?:去|到|向)?(?:人民)?(?:法院)?(?:起诉|提起诉讼|告)")


def sued_directly(clause: str, conclusion: str) -> Contradiction | None:
    """The clause lets a suit follow an arbitral award (so the dispute is arbitrated first: a sentence of its own
    when the review reads the clause sentence by sentence), and the conclusion lets the user sue straight away
    (stranger21 q9, blind: unpaid wages, "可以直接去法院起诉他" from 民间借贷规定 第二条; 工资支付暂行规定 第十九条 and
    劳动法 第七十九条 send them to labour arbitration first)."""
    first, direct = _ARBITRATION_FIRST.search(clause), _SUES_DIRECTLY.search(conclusion)
    if first and direct and not _conditional(conclusion):
        answer = "应当先申请劳动仲裁，对仲裁裁决不服的，再向人民法院起诉" if "劳动" in clause else ""
        return _against(direct, first, "permission", False, answer)
    return None


_SERVICES_NOT_LABOUR = re.compile(r"个人之间形成劳务关系|家庭或者个人与家政服务人员之间的纠纷")
_IS_LABOUR_RELATION = re.compile(r"(?<![不非没])(?:是|属于|构成|建立了?|形成了?|存在)劳动关系")


def labour_for_services(clause: str, conclusion: str) -> Contradiction | None:
    """The clause says a household or an individual and its help form a relation of services, and the conclusion
    calls it 劳动关系 (side by side 394, again after the domestic-help field: "雇主与保姆之间是劳动关系" under 民法典
    第一千一百九十二条's "个人之间形成劳务关系")."""
    services, labour = _SERVICES_NOT_LABOUR.search(clause), _IS_LABOUR_RELATION.search(conclusion)
    if services and labour and not _conditional(conclusion):
        return _against(labour, services, "validity", False, "")
    return None


#: The clause makes a minor's act depend on the guardian's consent or ratification.
_NEEDS_CONSENT = re.compile(r"经其法定代理人同意|法定代理人同意、追认")


def consent_ignored(clause: str, conclusion: str) -> Contradiction | None:
    """A parent told "不能要回来" of a 12-year-old's 2万元 tipping under 民法典 第十九条's "……实施民事法律行为由其法定
    代理人代理或者经其法定代理人同意、追认" (stranger22 q5, session 34): an act the guardian neither allowed nor
    ratified does not bind them, so what was paid can be claimed back."""
    needs, lost = _NEEDS_CONSENT.search(clause), _CANNOT_GET_BACK.search(conclusion)
    if needs and lost and not _conditional(conclusion):
        return _against(lost, needs, "permission", True,
                             "未经你同意或者追认的，可以要求返还")
    return None


#: The clause grants necessary costs only; the conclusion grants a reward.
_COSTS_ONLY = re.compile(r"必要费用")
#: ... or a bare "合理" to "司机捡到了，要我给他500元感谢费才还，合理吗" (stranger78 s10, session 52, blind): the clause's costs are not asked
#: about, the reward is.
_REWARD_DEMANDED = re.compile(r"(?<![不无])(?:可以|有权|能够|(?<![可只])能)(?:向[^，,。；;]{1,6}?)?(?:要求|请求|主张)?[^，,。；;]{0,6}?"
                              r"(?:报酬|酬谢|酬金|感谢费|好处费)|^\s*(?:结论[:：])?\s*(?:是)?(?:合理|合法)(?:的)?[。！!]?\s*$")


def reward_for_costs(clause: str, conclusion: str) -> Contradiction | None:
    """A finder told "可以要求他给报酬" under 民法典 第三百一十七条's "权利人领取遗失物时，应当向拾得人……支付保管遗失物等
    支出的必要费用" (stranger22 q8, session 34): a clause that grants the costs spent grants no reward."""
    costs, reward = _COSTS_ONLY.search(clause), _REWARD_DEMANDED.search(conclusion)
    if costs and reward and "报酬" not in clause and not _conditional(conclusion):
        return Contradiction(f"结论说“{reward.group(0)}”，条文只规定“{costs.group(0)}”", "permission", False,
                             "只能要求支付必要费用，不能据此要求报酬")
    return None


#: Acts of self-help a clause never grants unless it names them, and the words of a clause that do.
_SELF_HELP = re.compile(r"(?<![不无])(?:可以|有权|能够|(?<![可只])能)(?:直接|自行|自己|马上|立即|先)?[^，,。；;]{0,6}?"
                        r"(?P<act>换锁|赶(?:出去|走|出|人)|扣(?:押|留|下)|断(?:水|电)|停(?:水|电)|强行|扔掉|变卖|卖掉|拿走|没收)")
_LICENSED_BY = {"扣押": "扣押|留置", "扣留": "扣留|留置", "扣下": "留置", "变卖": "变卖|拍卖|折价", "卖掉": "变卖|拍卖|折价"}


def self_help(clause: str, conclusion: str) -> Contradiction | None:
    """A landlord told "可以直接换锁把他赶出去" under 第七百二十二条's "出租人可以请求……逾期不支付的，出租人可以解除
    合同" (stranger14, blind): the clause grants a claim or a termination, never an act of self-help it does not name."""
    help_ = _SELF_HELP.search(conclusion)
    if help_ and not re.search(_LICENSED_BY.get(help_.group("act"), re.escape(help_.group("act"))), clause):
        act = conclusion[help_.start("act"):].split("，")[0].split("。")[0].rstrip("！!；;")
        return Contradiction(f"结论说“{help_.group(0)}”，而条文没有允许自行{help_.group('act')}", "permission", False,
                             f"不宜自行{act}")
    return None


#: The clause says a debt is not the spouses' common debt; the conclusion makes the other spouse pay it.
_NOT_SHARED = re.compile(r"不属于夫妻共同债务|不予支持")
_SHARED_DEBT_CLAUSE = re.compile(r"夫妻共同债务")
#: A branch of the clause that makes a debt common (第一千零六十四条's first paragraph): then the conclusion may follow it.
_SHARED_BRANCH = re.compile(r"(?<!不)属于夫妻共同债务")
#: The conclusion has the user (or the other spouse) repay: "你需要还", "这笔赌债要你一起还", "属于夫妻共同债务".
MADE_TO_SHARE = re.compile(r"(?<![不无需])(?:你|您)?(?:也|就)?(?:要|得|需要|应当|应该|必须)(?:你|您|我|妻子|丈夫|配偶|老婆|老公)?"
                           r"(?:和他|跟他|和她|跟她)?(?:一起|共同|也|一同|连带|帮他|替他|帮她|替她)?(?:还|偿还|承担|负担|清偿)"
                           r"|(?<![不非])(?:是|属于|算)夫妻共同债务")
#: The borrowing spouse named just before the duty ("因此我老公需要承担全部责任"), with no word that shares it: the debt his own.
_BORROWER_BEFORE = re.compile(r"(?:老公|丈夫|老婆|妻子|他|她|对方|借款人)(?:自己|本人|个人)?$")
_SHARED_BY = re.compile(r"你|您|我|一起|共同|一同|连带|帮|替|也")


def made_to_share(text: str) -> re.Match[str] | None:
    """Where `text` has the user (or the other spouse) share a debt: not where the borrowing spouse is told to pay it
    alone, which is the clause's own answer (stranger68 i9, session 50, blind: the model's right "因此我老公需要承担全部
    责任" had the reply withheld)."""
    return next((m for m in MADE_TO_SHARE.finditer(text)
                 if not (_BORROWER_BEFORE.search(text[:m.start()]) and not _SHARED_BY.search(m.group(0)))), None)


def shared_debt_imposed(clause: str, conclusion: str) -> Contradiction | None:
    """A wife told "这笔赌债要你一起还" under 民法典 第一千零六十四条's "夫妻一方在婚姻关系存续期间以个人名义超出家庭日常生活
    需要所负的债务，不属于夫妻共同债务" (stranger45 z2, session 41, blind): the clause keeps the debt the borrower's own. A
    clause that also makes some debts common (the article's first paragraph quoted with it) leaves the point to the facts."""
    denied_shared = _NOT_SHARED.search(clause)
    imposed = made_to_share(conclusion)
    if denied_shared and _SHARED_DEBT_CLAUSE.search(clause) and not _SHARED_BRANCH.search(clause) and imposed \
            and not _conditional(conclusion):
        return _against(imposed, denied_shared, "obligation", False, "一般不用")
    return None


#: The clause lets the other side of a contract claim performance; the conclusion lets the one who would not perform back out.
PERFORMANCE_CLAIMED = re.compile(r"对方可以(?:请求|要求)(?:其)?(?:继续)?履行|请求(?:其)?继续履行")
_BACKS_OUT = re.compile(r"(?<![不无])(?:可以|有权|能)(?:反悔|毁约|不卖|不买|不租|不履行|不再履行|不交房|不过户)")


def breach_allowed(clause: str, conclusion: str) -> Contradiction | None:
    """stranger47 b4 (session 42, blind): a seller who wanted out of a signed sale because prices rose was told under 民法典
    第五百八十条 ("……对方可以请求履行") "可以反悔不卖了": the clause lets the buyer demand the sale, so the seller may not back out."""
    out, claimed = _BACKS_OUT.search(conclusion), PERFORMANCE_CLAIMED.search(clause)
    if out and claimed and not _conditional(conclusion):
        return _against(out, claimed, "permission", False, "对方可以请求你继续履行")
    return None


#: The clause makes a will keep a share for a dependent heir; the conclusion calls the will valid as it stands.
_KEEPS_A_SHARE = re.compile(r"遗嘱应当为[^，,。；;]{0,30}?保留必要的遗产份额")
#: ... "遗嘱有效", "是有效的", with the words a negation may stand before ("不完全有效", `_negated`).
_WILL_VALID = re.compile(r"(?:完全|全部|依然|仍然|是)?有效(?!吗)")
#: ... or void as a whole: "遗嘱无效".
_WILL_VOID = re.compile(r"(?:完全|全部|是)?无效(?!吗)")


def will_upheld_without_a_share(clause: str, conclusion: str) -> Contradiction | None:
    """"遗嘱有效" under 民法典 第一千一百四十一条's "遗嘱应当为缺乏劳动能力又没有生活来源的继承人保留必要的遗产份额", for a will
    that left the house to a son while the widow had no work and no income (stranger49 d4, session 43, blind): a will that
    keeps no such share is not carried out as written; her share comes first and only the rest follows the will (继承编解释（一）
    第二十五条)."""
    return (_said_against(clause, conclusion, _KEEPS_A_SHARE, _WILL_VALID, "validity", False,
                          "遗嘱没有为缺乏劳动能力又没有生活来源的继承人保留必要的遗产份额的，不能全部按遗嘱执行，应当先为其留下必要的遗产")
            # "遗嘱无效" goes as far the other way (stranger102 j5, session 57, re-asked): only the share is taken out of it
            or _said_against(clause, conclusion, _KEEPS_A_SHARE, _WILL_VOID, "validity", True,
                             "遗嘱不是整个失效：应当先为缺乏劳动能力又没有生活来源的继承人留下必要的遗产，剩余的部分仍然按遗嘱处理",
                             unless=re.compile(r"部分|必要的遗产")))


#: The clause leaves a child of two or more to the court's judgment of the child's interest; the conclusion names the parent.
_COURT_DECIDES_CUSTODY = re.compile(r"由人民法院根据双方的具体情况，按照最有利于未成年子女的原则判决")
#: ... while the rule for a child under two (以由母亲直接抚养为原则) is not in it.
_UNDER_TWO = re.compile(r"不满两周岁的子女，以由母亲直接抚养为原则")
_CUSTODY_AWARDED = re.compile(r"(?:应|应当|应该|会|一般|通常|肯定)?(?:被)?判(?:给|归)(?:孩子的)?(?:母亲|父亲|妈妈|爸爸|你|他|她|女方|男方|我)")


def custody_awarded_outright(clause: str, conclusion: str) -> Contradiction | None:
    """"孩子应判给母亲" for a child of two and a half under 民法典 第一千零八十四条's "已满两周岁的子女，父母双方对抚养问题协议不成
    的，由人民法院根据双方的具体情况，按照最有利于未成年子女的原则判决" (stranger57 x4, session 46, blind): the mother's precedence
    is the rule for a child under two; past two no parent is named, the court weighs the child's interest."""
    if _UNDER_TWO.search(clause):
        return None
    return _said_against(clause, conclusion, _COURT_DECIDES_CUSTODY, _CUSTODY_AWARDED, "support", False,
                         "不一定判给哪一方：协议不成的，由法院根据双方的具体情况，按照最有利于未成年子女的原则判决")


#: The clause accepts a leased thing back in the state its use leaves it in; the conclusion lets the landlord charge for it.
_STATE_AFTER_USE = re.compile(r"根据租赁物的性质使用后的状态")
#: "房东可以要求承租人支付押金3000元" for nail holes (stranger90 a1, session 55, blind) says it too, and so does a sum alone
#: ("房东有权从押金中扣500元", stranger100 h5, session 57, blind). (A tenant told to pay damages is
#: not read: a thing broken is no state of use, and 第七百三十三条 may be quoted for it.)
_DEDUCTION_ALLOWED = re.compile(r"(?:房东|出租人|对方)(?:有权|可以|能|能够)(?:从押金[里中])?(?:扣|收取|要求(?:你|承租人|租客)?(?:支付|承担))"
                                r"[^，,。；;]{0,8}?(?:费|押金|钱|\d+元|\d+块)|扣[^，,。；;]{0,6}?(?:费|押金)(?:是)?合理")


#: ... or has the tenant pay for a trace of use the same sentence names: "房东不能要求承租人支付押金3000元，因为钉子眼是租赁物的一部分，
#: 承租人应当承担赔偿责任" (stranger90 a1, session 55, re-asked: the revision turned only the first clause). A thing broken is no trace.
_TRACES_CHARGED = re.compile(r"(?:钉子?眼|墙面?脏|磨损|划痕|污渍|旧了)[^。]*?(?:你|承租人|租客)(?:应当|应该|需要|要|得)(?:承担)?赔偿")


def deposit_kept_for_use(clause: str, conclusion: str) -> Contradiction | None:
    """"房东有权扣清洁费" for walls "有点脏" at the end of a lease, under 民法典 第七百三十三条's "返还的租赁物应当符合按照约定或者
    根据租赁物的性质使用后的状态" (stranger57 x2, session 46, blind): the state normal use leaves is what the tenant owes back;
    a charge for it rests on the lease's own terms, not on this clause."""
    return (_said_against(clause, conclusion, _STATE_AFTER_USE, _DEDUCTION_ALLOWED, "permission", False,
                          "正常使用留下的痕迹不是损坏，房东不能据此扣押金（租赁合同另有约定的，看约定）")
            or _said_against(clause, conclusion, _STATE_AFTER_USE, _TRACES_CHARGED, "liability", False,
                             "正常使用留下的痕迹不是损坏，房东不能据此扣押金，也不能要求赔偿（租赁合同另有约定的，看约定）"))


#: The clause gives the surviving spouse half of the couple's common property before any estate is shared.
_SPOUSES_HALF = re.compile(r"共同所有的财产的一半分出为配偶所有")
#: The conclusion shares out the property (or the house) among heirs: "由你和你姐姐继承", "你们姐妹平分".
_SHARED_OUT = re.compile(r"继承|平分|均分|分给|分配|怎么分|均等")


def spouses_half_left_out(clause: str, conclusion: str) -> Contradiction | None:
    """"这套房子应该先由你妈和你爸共同所有，再由你和你姐姐继承" under 民法典 第一千一百五十三条's "……应当先将共同所有的财产的一半
    分出为配偶所有，其余的为被继承人的遗产" (stranger56 w3, session 46): a conclusion sharing out a couple's common property that
    does not first give the surviving spouse half leaves out what the clause puts first (and the spouse's own place among the
    heirs of the rest)."""
    if "一半" in conclusion:
        return None
    return _said_against(clause, conclusion, _SPOUSES_HALF, _SHARED_OUT, "obligation", True,
                         "应当先把夫妻共同所有的财产的一半分给在世的配偶，另一半才是遗产，由配偶、子女、父母等第一顺序继承人继承（一般均等；你是其中之一的，也在其中）")


#: The clause returns property to someone ("对被害人的合法财产，应当及时返还", 刑法 第六十四条): the one it is returned to.
_RETURNED_TO = re.compile(r"对(?P<owner>被害人|权利人|失主|所有权人|消费者|劳动者)的[^，,。；;]{0,10}?[，,]?(?:应当|应)(?:予以|及时)?(?:返还|退还|归还)")


def returner_swapped(clause: str, conclusion: str) -> Contradiction | None:
    """The conclusion makes the one property is returned to the one who returns it: "被诈骗的5000块钱应该由被害人及时返还" under
    刑法 第六十四条 (stranger60 a4, session 47, blind: a fraud victim asking whether the money comes back)."""
    returned = _RETURNED_TO.search(clause)
    if returned is None:
        return None
    owner = returned.group("owner")
    said = re.search(rf"由{owner}[^，,。；;]{{0,6}}?(?:返还|退还|归还)|{owner}(?:应当|应该|要|需要|必须)[^，,。；;]{{0,6}}?(?:返还|退还|归还)", conclusion)
    if said is None or _conditional(conclusion):
        return None
    return Contradiction(f"结论说“{said.group(0)}”，条文说“{returned.group(0)}”", "obligation", True, f"应当返还给{owner}")


#: The clause voids a term by which one side takes the other's rights away ("用人单位免除自己的法定责任、排除劳动者权利的").
_RIGHTS_TAKEN = re.compile(r"排除(?:劳动者|对方|消费者)(?:主要)?权利|限制(?:对方|消费者)(?:主要)?权利|排除或者限制消费者权利")
#: The conclusion refuses the user a claim: "劳动者不能要求加班费", "你不能再要", "你不能要全额退款".
_CLAIM_REFUSED = re.compile(rf"{_CANNOT}(?:再)?(?:要求|主张|请求|拿回|拿到|得到|要)")


def waived_right_refused(clause: str, conclusion: str) -> Contradiction | None:
    """A worker who signed "自愿放弃加班费" told under 劳动合同法 第二十六条 ("用人单位免除自己的法定责任、排除劳动者权利的" → 无效)
    "该劳动合同无效，劳动者不能要求加班费" (stranger69 j2, session 50, blind): a term void for taking a right away leaves the
    right, so refusing it contradicts the clause even on the conclusion's own condition (it named the clause's)."""
    taken, refused = _RIGHTS_TAKEN.search(clause), _CLAIM_REFUSED.search(conclusion)
    if taken and "无效" in clause and refused and not _negated(conclusion, refused.start()) \
            and ("无效" in conclusion or not _conditional(conclusion)):
        return _against(refused, taken, "permission", True, "放弃这一权利的约定无效，这一权利仍在")
    return None


#: The clause makes an injury a work injury ("应当认定为工伤", "视同工伤"), and not the opposite ("不得认定为工伤或者视同工伤").
_WORK_INJURY = re.compile(r"认定为工伤|视同工伤")
_NOT_WORK_INJURY = re.compile(r"不得?认定为工伤")
#: The conclusion lets the employer off the costs: "公司可以不承担医药费", "单位不用管".
_EMPLOYER_OFF = re.compile(r"(?:公司|单位|用人单位|老板|工厂|厂里)(?:可以|能|就)?(?:不承担|不管|不负责|不用(?:管|负责|承担|出|赔|付)|不需要(?:承担|负责|出|赔)|无需(?:承担|负责))")


def work_injury_costs_refused(clause: str, conclusion: str) -> Contradiction | None:
    """A worker hurt by a forklift at work told under 工伤保险条例 第十四条 (一) ("在工作时间和工作场所内，因工作原因受到事故伤害的"
    → 应当认定为工伤) "公司可以不承担医药费，因为你的受伤是因工作原因造成的" (stranger70 k1, session 50, re-asked): a work
    injury's costs are paid by the fund or the employer, never left to the worker."""
    injury, off = _WORK_INJURY.search(clause), _EMPLOYER_OFF.search(conclusion)
    if injury and off and not _NOT_WORK_INJURY.search(clause) and not _conditional(conclusion):
        return _against(off, injury, "obligation", True, "这属于工伤，医疗费不由你自己负担")
    return None


#: A conclusion that the injury is none at work ("这不算工伤"), or the employer's word agreed with ("……不算工伤，对吗？是的").
_INJURY_DENIED = re.compile(r"(?:不算|不属于|不是|不能认定为?|不构成|不予认定为?)工伤")
_REPORTED_BEFORE = re.compile(r"(?:说|认为|称|表示)[^，,。]{0,4}$")
#: Words that agree with what was just said ("公司说不算工伤，这是对的"): here and in `core.reasoning`'s reading of reported speech.
AGREES = r"(?:这是对的|这是正确的|是的|对的|没错|说得对|是对的)"
_AGREED_AFTER = re.compile(rf"^[^。！!]{{0,12}}?{AGREES}")
_DISPUTED_AFTER = re.compile(r"^[^。！!]{0,12}?(?:不对|错|没有依据|不正确|不成立|不合法|违法)")


def work_injury_denied(clause: str, conclusion: str) -> Contradiction | None:
    """"我下班路上被一辆车撞了，交警认定对方全责，公司说这不算工伤，对吗" was answered under 工伤保险条例 第十四条 (六) ("在上下班途中，
    受到非本人主要责任的交通事故……伤害的" → 应当认定为工伤) "……公司说这不算工伤，对吗？是的" (stranger76 q3, session 52, blind). The
    employer's word reported and disputed ("公司说不算工伤，这是不对的") is not the conclusion's."""
    injury = _WORK_INJURY.search(clause)
    if not injury or _NOT_WORK_INJURY.search(clause) or _conditional(conclusion):
        return None
    for denied in _INJURY_DENIED.finditer(conclusion):
        after = conclusion[denied.end():]
        reported = _REPORTED_BEFORE.search(conclusion[:denied.start()])
        if _DISPUTED_AFTER.search(after) or reported and not _AGREED_AFTER.search(after):
            continue
        return _against(denied, injury, "obligation", True, "这种情形应当认定为工伤")
    return None


#: The clause takes silence past a period as refusal ("到期没有表示的，视为放弃受遗赠")...
#: (the review's clause may be the duty's half alone, "受遗赠人应当在知道受遗赠后六十日内，作出接受或者放弃受遗赠的表示；")
_DEEMED_REFUSED = re.compile(r"没有表示的，视为放弃(?:受遗赠|继承)?|受遗赠人应当在知道受遗赠后六十日内")
#: ... and the conclusion keeps the gift with the one who stayed silent: "房子还归他", "仍然归邻居所有".
_STILL_HIS = re.compile(r"(?:还|仍|仍然|依然|照样)(?:是|应该|应当)?归(?:他|她|邻居|受遗赠人|对方)|(?<![不无])(?:可以|能)(?:继续)?(?:接受|得到)(?:遗赠|房子|遗产)")


def deemed_refusal_ignored(clause: str, conclusion: str) -> Contradiction | None:
    """"邻居知道后三个月都没表态，这房子还归他吗" was answered "房子还归邻居" under 民法典 第一千一百二十四条 第二款 ("受遗赠人应当在知道
    受遗赠后六十日内，作出接受或者放弃受遗赠的表示；到期没有表示的，视为放弃受遗赠", stranger76 q5, session 52, re-asked)."""
    return _said_against(clause, conclusion, _DEEMED_REFUSED, _STILL_HIS, "validity", True,
                         "到期没有表示的，视为放弃受遗赠，遗赠的财产不再归他")


#: The clause voids an exemption the insurer never pointed out ("未作提示或者明确说明的，该条款不产生效力", 保险法 第十七条)...
_UNEXPLAINED_VOID = re.compile(r"未作提示或者明确说明的，该条款不产生效力|免除保险人责任的条款，保险人在订立合同时应当")
#: ... and the conclusion lets the insurer off: "保险公司不承担赔偿保险金的责任", "保险公司可以不赔".
#: (or "……属于免责条款不赔": the exemption applied, whoever is named)
_INSURER_OFF = re.compile(r"(?:保险公司|保险人)(?:可以|有权|就)?(?:不承担|不予?赔|不用赔|无需赔|不负)|"
                          r"(?<![不非])属于免责(?:条款|范围)?[，,]?(?:可以)?(?:不赔|不予赔|不承担)")


def unexplained_exemption_upheld(clause: str, conclusion: str) -> Contradiction | None:
    """"保险公司说发动机进水属于免责条款不赔，可是买保险时没人跟我说过" was answered under 保险法 第十七条 "……没有明确说明发动机进水属于免责
    条款，因此保险公司不承担赔偿保险金的责任" (stranger77 r7, session 52, blind): an exemption not pointed out has no effect, so it
    cannot be the ground of a refusal."""
    return _said_against(clause, conclusion, _UNEXPLAINED_VOID, _INSURER_OFF, "validity", True,
                         "保险人订立合同时没有提示并明确说明的免责条款不产生效力，保险公司不能以这一条款拒赔")


#: The clause makes the property the spouses' common property ("为夫妻的共同财产")...
_COMMON_PROPERTY = re.compile(r"为夫妻的共同财产")
#: ... and the conclusion gives it to one of them: "离婚时，车归老公", "房子归你老婆所有".
_TO_ONE_SPOUSE = re.compile(r"(?<![不非])归(?:你|您|我)?(?:老公|丈夫|老婆|妻子|男方|女方|他|她)(?:个人)?(?:所有)?")


def common_property_given_to_one(clause: str, conclusion: str) -> Contradiction | None:
    """"结婚后我爸妈出钱给我们买了一辆车，登记在老公名下，离婚时车归谁" was answered "离婚时，车归老公" under 民法典 第一千零六十二条
    ("夫妻在婚姻关系存续期间所得的下列财产，为夫妻的共同财产", stranger79 t3, session 52, blind): common property is divided, whoever
    it is registered to."""
    return _said_against(clause, conclusion, _COMMON_PROPERTY, _TO_ONE_SPOUSE, "validity", True,
                         "一般属于夫妻共同财产，离婚时依法分割，不因登记在一方名下就归这一方")


#: The clause has the business mark its prices ("经营者提供商品或者服务应当明码标价")...
_PRICES_MARKED = re.compile(r"应当明码标价")
#: ... and the conclusion makes the user pay a charge anyway: "所以不能拒付", "你应当支付服务费".
_MUST_PAY_CHARGE = re.compile(rf"{_CANNOT}拒(?:付|绝支付|交)|(?:应当|必须|需要|得|要)(?:支付|付|交)(?:这笔|这个)?(?:服务费|费用)")


def unmarked_charge_paid(clause: str, conclusion: str) -> Contradiction | None:
    """"结账时饭店多收了10%的服务费，菜单上根本没写，我能拒付吗" was answered under 消费者权益保护法 第二十条 ("……应当明码标价")
    "饭店多收的10%的服务费是无效的……所以不能拒付" (stranger77 r4, session 52, re-asked after a bridge): a charge the business never
    marked is no price the customer agreed to."""
    return _said_against(clause, conclusion, _PRICES_MARKED, _MUST_PAY_CHARGE, "permission", True,
                         "经营者应当明码标价，没有标明的服务费，你可以拒绝支付")


#: The clause holds each side to the contract's terms (民法典 第五百零九条 第一款); a conclusion refusing the user what the
#: contract gives (`_CLAIM_REFUSED`) goes against it.
_AS_AGREED = re.compile(r"应当按照约定全面履行自己的义务")


def agreed_performance_refused(clause: str, conclusion: str) -> Contradiction | None:
    """A tutoring contract saying "考不过全额退款", the student failed and the school offered half: under 民法典 第五百零九条
    ("当事人应当按照约定全面履行自己的义务") the reply concluded "你不能要全额退款" (stranger71 l7, session 51, re-asked after a
    bridge brought 第五百零九条 first). The clause holds the school to the term; only a condition of the contract's own can refuse it."""
    return _said_against(clause, conclusion, _AS_AGREED, _CLAIM_REFUSED, "permission", True, "可以要求对方按照合同的约定履行")


#: A reward promised in public (民法典 第三百一十七条 第二款: "权利人悬赏寻找遗失物的，领取遗失物时应当按照承诺履行义务"; 第四百九十九条's
#: 悬赏人 …… 支付报酬) binds the one who promised it.
_PROMISED_REWARD = re.compile(r"悬赏[^。；;]{0,30}?(?:应当按照承诺履行义务|可以请求其支付)")


def promised_reward_refused(clause: str, conclusion: str) -> Contradiction | None:
    """A finder who returned a wallet its owner had offered 2,000 yuan for in a notice, asking "我能要吗", told "你不能要" under
    第三百一十七条 第二款, whose words bind the owner to the promise (stranger90 a4, session 55, blind): the right clause, the
    opposite conclusion, shipped, for the clause lays a duty on the owner and the conclusion denies the finder a claim."""
    return _said_against(clause, conclusion, _PROMISED_REWARD, _CLAIM_REFUSED, "permission", True,
                         "可以要求对方按照悬赏的承诺支付")


#: A rule of a will's form that asks no notary: 自书遗嘱 (民法典 第一千一百三十四条), 代书, 打印, 录音录像, 口头遗嘱 (the notarised
#: will's own rule is not one: it says how that form is made, not that a will must take it)...
WILL_FORM = re.compile(r"(?:自书|代书|打印|口头|以录音录像立的)遗嘱")
#: ... and a conclusion requiring one: "但必须去公证".
_NOTARY_REQUIRED = re.compile(r"(?:必须|需要|一定要|要|应当|应该|得)(?:去|到|经过|办理|进行)?(?:公证)")


def notary_required(clause: str, conclusion: str) -> Contradiction | None:
    """"可以自己手写一份遗嘱，但必须去公证" under 民法典 第一千一百三十四条 ("自书遗嘱由遗嘱人亲笔书写，签名，注明年、月、日")
    (stranger71 l6, session 51, re-asked): the clause gives the form's whole requisites, and a notary is not one of them."""
    if "公证" in clause:
        return None
    return _said_against(clause, conclusion, WILL_FORM, _NOTARY_REQUIRED, "obligation", True,
                         "不需要公证，按该条规定的形式立遗嘱即可")


#: The clause voids a term excusing personal injury (民法典 第五百零六条 (一))...
_INJURY_WAIVER_VOID = re.compile(r"免责条款无效[^。]*造成对方人身损害")
#: ... and the conclusion lets the other side off by it: "因此健身房不承担赔偿责任", "他们就不用负责".
_LET_OFF = re.compile(r"(?:不承担|不用承担|无需承担|不需要承担|不负)(?:任何)?(?:赔偿|侵权|法律)?责任|不用(?:负责|赔)|无需(?:负责|赔)|不需要(?:负责|赔)|(?:可以|能)免责")


def waiver_upheld(clause: str, conclusion: str) -> Contradiction | None:
    """A gym's "运动受伤自负" under 民法典 第五百零六条 ("合同中的下列免责条款无效：（一）造成对方人身损害的") was concluded
    "健身房的入会合同中写有“运动受伤自负”，因此健身房不承担赔偿责任" (stranger73 n8, session 51, re-asked after a bridge): the clause
    voids that very term."""
    return _said_against(clause, conclusion, _INJURY_WAIVER_VOID, _LET_OFF, "liability", False,
                         "这一免责条款无效，对方仍应依法承担责任")


#: The clause upholds what a worker and employer agreed on leaving (劳动争议解释（一） 第三十五条: "……达成的协议，不违反……强制性规定，
#: 且不存在欺诈、胁迫或者乘人之危情形的，应当认定有效")...
_SETTLEMENT_VALID = re.compile(r"达成的协议[^。]*应当认定有效")
#: ... and the conclusion lets the worker claim past it ("可以要经济补偿"), naming none of the grounds that undo it.
_CLAIMED_PAST = re.compile(r"(?<![不无])(?:可以|能|有权)(?:再|继续)?(?:要|要求|请求|主张|索要)")
_UNDOING = re.compile(r"欺诈|胁迫|乘人之危|重大误解|显失公平|强制性规定")


def settlement_ignored(clause: str, conclusion: str) -> Contradiction | None:
    """A worker who signed away all severance on leaving and regretted it was told "可以要经济补偿" under 劳动争议解释（一） 第三十五条,
    which holds such an agreement valid unless it breaks a mandatory rule or was got by fraud, coercion or exploitation, and lets
    one grossly unfair or made in serious mistake be set aside (stranger89 e3, session 55, re-asked after a bridge)."""
    return _said_against(clause, conclusion, _SETTLEMENT_VALID, _CLAIMED_PAST, "validity", True,
                         "这份协议一般有效，补偿一般要不回来：这类协议不违反法律、行政法规的强制性规定，又没有欺诈、胁迫或者乘人之危的，"
                         "应当认定有效；协议存在重大误解或者显失公平的，可以请求人民法院撤销", unless=_UNDOING)


#: The clause lets a contract's terms change only by agreement (劳动合同法 第三十五条: "用人单位与劳动者协商一致，可以变更劳动合同约定
#: 的内容")...
_CHANGED_BY_AGREEMENT = re.compile(r"协商一致，可以变更")
#: ... and the conclusion has the user accept a change made without it: "你不能拒绝", "必须服从".
_MUST_ACCEPT = re.compile(rf"{_CANNOT}(?:再)?拒绝|(?:必须|只能|应当|应该|得)(?:接受|服从)")


def change_imposed(clause: str, conclusion: str) -> Contradiction | None:
    """A worker moved to another post at 5,000 instead of 8,000 "没跟我商量" was told "你不能拒绝" under 劳动合同法 第三十五条, which
    lets the contract's terms change only when both agree, in writing (stranger92 c10, session 55, blind)."""
    return _said_against(clause, conclusion, _CHANGED_BY_AGREEMENT, _MUST_ACCEPT, "permission", True,
                         "可以拒绝：变更劳动合同约定的内容（岗位、工资）须与你协商一致，并采用书面形式")


#: The clause keeps the party who breached answerable for the third party it used (民法典 第五百九十三条)...
_THIRD_PARTYS_BREACH = re.compile(r"因第三人的原因造成违约的，应当依法向对方承担违约责任")
#: ... and the conclusion sends the user to that third party instead: "你应该找第三方物流来赔偿".
_SENT_TO_THIRD = re.compile(r"(?:找|向|让|要求)第三方[^，。；]{0,8}?(?:赔|承担|负责|要)")


def third_party_sent(clause: str, conclusion: str) -> Contradiction | None:
    """A floor scratched by the seller's delivery, the seller saying the carrier was a third party: under 第五百九十三条 the reply
    concluded "你应该找第三方物流来赔偿" (stranger73 n9, session 51, re-asked); the clause has the seller answer to the buyer and
    settle with its carrier itself."""
    return _said_against(clause, conclusion, _THIRD_PARTYS_BREACH, _SENT_TO_THIRD, "liability", True,
                         "可以要求对方（与你订立合同的一方）承担违约责任，它和第三人之间的纠纷由它们自己处理")


#: The clause keeps the labour contract going after a merger or split (劳动合同法 第三十四条)...
_CONTRACT_GOES_ON = re.compile(r"原劳动合同继续有效")
#: ... and the conclusion lets the new employer start over: a bare "可以", "可以重新签", "工龄从零开始算".
_STARTED_OVER = re.compile(r"^(?:结论[:：])?\s*可以[。！!]?\s*$|可以重新(?:签|计算)|工龄(?:可以|要|应当|会)(?:从零|重新)")


def contract_started_over(clause: str, conclusion: str) -> Contradiction | None:
    """"新老板说要重新签合同，工龄从零开始算，可以吗" was answered "可以" under 劳动合同法 第三十四条 ("用人单位发生合并或者分立等情况，
    原劳动合同继续有效", stranger73 n3, session 51, re-asked after a bridge): the contract and the years worked go on."""
    return _said_against(clause, conclusion.strip(), _CONTRACT_GOES_ON, _STARTED_OVER, "validity", True,
                         "工龄不从零算：原劳动合同继续有效，由承继的用人单位继续履行")


#: The clause lessens the liability (民法典 第一千二百一十七条 "应当减轻其赔偿责任", 第一千一百七十三条 "可以减轻侵权人的责任")...
_LESSENED = re.compile(r"(?P<modal>应当|可以)减轻(?:其|侵权人的)?(?:赔偿)?责任")
#: ... and the conclusion has the user pay in full: "你要全额赔他", "承担全部责任".
_IN_FULL = re.compile(r"全额(?:赔偿|赔付|赔|承担)|全部(?:赔偿|赔付|赔)|(?:承担|负)全部(?:赔偿)?责任|(?:赔|赔偿)全部(?:损失|费用)")
_DENIED_BEFORE = re.compile(r"不|无须|无需|没有|未|无|非")


def full_liability_against_reduction(clause: str, conclusion: str) -> Contradiction | None:
    """"我开车顺路免费捎同事回家……我要全额赔他吗" was told "你要全额赔他" under 民法典 第一千二百一十七条 ("非营运机动车发生交通事故
    造成无偿搭乘人损害，属于该机动车一方责任的，应当减轻其赔偿责任", stranger74 o1, session 52, re-asked after a bridge): a clause that
    lessens the liability never leaves it whole."""
    lessened, full = _LESSENED.search(clause), _IN_FULL.search(conclusion)
    if not lessened or not full or _DENIED_BEFORE.search(conclusion[max(0, full.start() - 4): full.start()]) \
            or _conditional(conclusion):
        return None
    answer = "依法应当减轻赔偿责任，而不是全额赔偿" if lessened.group("modal") == "应当" else "依法可以减轻赔偿责任，而不一定全额赔偿"
    return _against(full, lessened, "liability", True, answer)


#: The clause shares the liability by fault ("根据双方各自的过错承担相应的责任", 民法典 第一千一百九十二条)...
_BY_FAULT = re.compile(r"(?:根据|按照)(?:双方|各自|其)?(?:各自的)?过错(?:程度)?(?:大小)?(?:承担|分担)(?:相应的)?责任")
#: ... and the conclusion lays it whole on someone: "你作为房主要赔", "房主应当赔偿", without a word of fault or share.
_MUST_PAY = re.compile(r"(?<![不无])(?:要|得|需要|应当|应该|必须)(?:赔|赔偿|承担(?:赔偿)?责任)")
_SHARED = re.compile(r"过错|相应|比例|部分|分担|各自")


def fault_shares_ignored(clause: str, conclusion: str) -> Contradiction | None:
    """"我家装修时请的工人从梯子上摔下来受伤了，我作为房主要赔吗" was told "你作为房主要赔" under 民法典 第一千一百九十二条's "提供劳务一方
    因劳务受到损害的，根据双方各自的过错承担相应的责任" (stranger83 y5, session 53, re-asked after a bridge): a liability shared by fault
    is no liability to pay it all."""
    return _said_against(clause, conclusion, _BY_FAULT, _MUST_PAY, "liability", False,
                         "不是由一方全部赔偿，而是按双方各自的过错分担相应的责任", unless=_SHARED)


#: The clause limits what heirs pay of the deceased's debts to the estate ("继承人以所得遗产实际价值为限清偿……", 民法典 第一千一百六十一条)...
_UP_TO_ESTATE = re.compile(r"以所得遗产实际价值为限")
#: ... and the conclusion has the user pay without that limit: "你必须还朋友10万块", "你要还".
_MUST_REPAY = re.compile(r"(?<![不无])(?:必须|要|得|需要|应当|应该)(?:替[^，。；]{1,4})?(?:还|偿还|清偿|归还)")
_ESTATE_NAMED = re.compile(r"遗产|为限|范围内")


def estate_limit_ignored(clause: str, conclusion: str) -> Contradiction | None:
    """"我老公去世了，他生前欠了朋友10万块，朋友现在找我还，我必须还吗" was told "你必须还朋友10万块" under 民法典 第一千一百六十一条
    (stranger84 z8, session 53, re-asked after a bridge): an heir pays the deceased's debts only up to what the estate is worth."""
    return _said_against(clause, conclusion, _UP_TO_ESTATE, _MUST_REPAY, "obligation", False,
                         "不是必须全部偿还：你作为继承人，只在所得遗产的实际价值范围内清偿；超过部分，自愿偿还的除外", unless=_ESTATE_NAMED)


#: The clause lays a child's harm on the guardian ("……造成他人损害的，由监护人承担侵权责任", 民法典 第一千一百八十八条)...
_GUARDIAN_LIABLE = re.compile(r"由监护人承担(?:侵权|民事)?责任")
#: ... and the conclusion lays it on the child: "你儿子应承担侵权责任", "孩子要赔".
_CHILD_LIABLE = re.compile(r"(?:儿子|女儿|孩子|小孩|未成年人)(?:应当?|应该|要|需要|得)?(?:承担|负)(?:侵权|赔偿)?责任|"
                           r"(?:儿子|女儿|孩子|小孩)(?:应当|应该|要|需要|得)赔")


def child_held_liable(clause: str, conclusion: str) -> Contradiction | None:
    """"我儿子12岁，在同学家玩的时候把同学家的电视弄坏了，我要赔吗" was told "你儿子应承担侵权责任" under 民法典 第一千一百八十八条
    (session 53, the last stranger check): a child's harm is the guardian's to answer for. The answer names the guardian, not
    the user: a neighbour whose television a child broke may ask the same question."""
    return _said_against(clause, conclusion, _GUARDIAN_LIABLE, _CHILD_LIABLE, "liability", False,
                         "孩子造成他人损害的，由他的监护人（通常是父母）承担侵权责任，而不是孩子本人")


#: The clause allows a thing once ("同一用人单位与同一劳动者只能约定一次试用期", 劳动合同法 第十九条)...
ONLY_ONCE = re.compile(r"只能(?:约定|订立|签订|适用|享受|申请)一次(?P<thing>[\u4e00-\u9fff]{2,4})")
#: ... and the conclusion approves a second one: a bare "合法" / "可以", or an approval with "再", "又", "延长", "第二次", "重新".
_APPROVED = re.compile(r"(?<![不非])(?:合法|可以|有效|没有问题|没问题|允许)")
_AGAIN = re.compile(r"再|又|延长|第二次|重新|另行|续")
_BARE = re.compile(r"^(?:结论[:：])?\s*(?:这样|这)?(?:是)?(?:合法|可以|有效|没有问题|没问题|允许)的?[。！!]?\s*$")


def second_time_allowed(clause: str, conclusion: str) -> Contradiction | None:
    """"公司试用期满了不给我转正，又说要再延长三个月试用期，这样合法吗" was told "合法" under "同一用人单位与同一劳动者只能约定一次
    试用期" (stranger80 v2, session 53, re-asked after a bridge): a thing the clause allows once cannot be had a second time."""
    once = ONLY_ONCE.search(clause)
    body = conclusion.strip()
    approved = _APPROVED.search(body)
    if not once or not approved or _conditional(body) or not (_BARE.match(body) or _AGAIN.search(body)):
        return None
    return _against(approved, once, "permission", False, f"不合法：{once.group('thing')}只能约定一次，不能再延长或者重新约定")


#: The clause binds both sides to the contract as made, or lets it change only by agreement (民法典 第一百一十九条, 第五百四十三条)...
_BINDS = re.compile(r"对当事人具有法律约束力|协商一致，可以变更合同")
#: ... and the conclusion lets one side change a term alone: "房东有权涨房租", "公司可以单方降工资".
_CHANGES_ALONE = re.compile(r"(?<![不无])(?:有权|可以|能)(?:单方(?:面)?|自行|随时)?(?:涨|加|提高|上调|降低|降|减少|扣减|更改|修改)"
                            r"(?:房租|租金|价格|价钱|价|工资|薪水|费用)")


def changed_alone(clause: str, conclusion: str) -> Contradiction | None:
    """A tenant three months into a one-year lease, whose landlord wanted more rent or the flat back, was told
    "房东有权涨房租，因为你是合同的当事人" under 民法典 第一百一十九条, which binds both sides to the contract as made (stranger96 f3,
    session 56, re-asked after a bridge). Worded without a modal: the article itself sets no duty, and the review withholds a
    conclusion that says "须" under it (`core.rubric`'s basis check; it withheld this answer's first wording)."""
    return _said_against(clause, conclusion, _BINDS, _CHANGES_ALONE, "permission", False,
                         "一方单方面改变约定的租金、工资等合同内容没有依据：依法成立的合同对双方都有约束力，合同内容的变更以双方协商一致为前提")


#: A fine claimed for someone ("物业有权罚款200元") under a clause that sets none...
_FINE_ALLOWED = re.compile(r"(?<![不无没])(?:有权|可以|能)[^，,。；;]{0,4}?罚款")
#: ... by someone who is no authority (one that is, named, may fine where a law lets it).
_AUTHORITY = re.compile(r"公安|派出所|警察|交警|城管|行政|监督管理|主管部门|执法|政府")
#: Said when a fine is claimed for a private party: what a fine is, not whether the conduct was right.
NO_FINE = "一般没有：罚款是法律、法规规定的行政机关才能作出的处罚，所引条文没有给这一方罚款的权力"


#: A thing taken for someone ("物业有权收走电动车") under a clause that lets no one take it.
_SEIZURE_ALLOWED = re.compile(r"(?<![不无没])(?:有权|可以|能)[^，,。；;]{0,4}?(?:收走|没收|扣押|扣留|拖走|强行收走|收缴)")
_SEIZURE = re.compile(r"收走|没收|扣押|扣留|拖走|收缴|留置")
NO_SEIZURE = "一般没有：扣押、收走他人的财物要有法律、法规的授权，所引条文没有给这一方这样的权力；它可以劝阻、要求把东西移走，或者报告有关部门处理"


def sanction_claimed(clause: str, conclusion: str) -> Contradiction | None:
    """An e-bike charged in the stairwell, "物业说要罚款200元，物业有权罚款吗", was told "物业有权罚款200元" under 民法典 第二百八十六条,
    which lets the owners' bodies ask the one at fault to stop, remove the danger or pay for the harm, and fines no one
    (stranger97 g4, session 56, blind); and so is a thing taken, "物业有权收走电动车" under the same article (stranger102 j4,
    session 57, blind)."""
    for allowed_words, named, answer in ((_FINE_ALLOWED, re.compile("罚款"), NO_FINE), (_SEIZURE_ALLOWED, _SEIZURE, NO_SEIZURE)):
        allowed = allowed_words.search(conclusion)
        if allowed is None or named.search(clause) or _AUTHORITY.search(conclusion) or _negated(conclusion, allowed.start()) \
                or _conditional(conclusion):
            continue
        return Contradiction(f"结论说“{allowed.group(0)}”，而条文没有规定{named.pattern.split('|')[0]}", "permission", False, answer)
    return None


#: The clause has someone give compensation ("由可能加害的建筑物使用人给予补偿", "受益人可以给予适当补偿"): a sum for fairness, owed
#: without fault, not liability in tort...
_COMPENSATES = re.compile(r"由(?P<who>[^，,。；;由]{2,16}?)给予(?:适当)?补偿|(?P<giver>[\u4e00-\u9fff]{2,8}?)可以给予适当补偿")
#: ... and the conclusion lays liability or damages on them: "应当承担侵权责任", "要赔偿你的损失".
_HELD_LIABLE = re.compile(r"(?<![不无])(?:应当|应该|要|需要|必须|得)?(?:承担(?:侵权|赔偿|民事)?责任|赔偿)")


def compensation_called_liability(clause: str, conclusion: str) -> Contradiction | None:
    """A car hit by a flowerpot no one knew the thrower of was told "可能加害的建筑物使用人应当承担侵权责任" under 民法典 第一千二百五十四条's
    "由可能加害的建筑物使用人给予补偿" (stranger100 h10, session 57, blind): those who may have thrown it compensate, they are not
    liable in tort."""
    gives, liable = _COMPENSATES.search(clause), _HELD_LIABLE.search(conclusion)
    if gives is None or liable is None or "补偿" in conclusion or _negated(conclusion, liable.start()) or _conditional(conclusion):
        return None
    who = gives.group("who") or gives.group("giver")
    if who[-3:] not in conclusion[:liable.start()]:
        return None
    return _against(liable, gives, "liability", False, f"由{who}给予补偿（这是补偿，不是侵权赔偿）")


#: The clause has an insurer pay within its limit ("……保险人在强制保险责任限额范围内予以赔偿"; 道路交通安全法 第七十六条)...
_WITHIN_LIMIT = re.compile(r"(?:保险人|保险公司)在[^，,。；;]{0,20}?限额范围内予以赔偿")
#: ... and the conclusion has it pay, or not pay, with no word of the limit: "保险公司应该赔偿你3万元", "保险公司不应该赔偿我3万元".
_INSURER_PAYS = re.compile(r"(?:保险公司|保险人)(?:不)?(?:应当|应该|要|会|需要|得|用|必)?(?:全额|全部)?(?:赔偿|赔付|赔|理赔)")
#: The answer: who is paid, the limit, and who pays beyond it (neutral: the user may be the driver or the one harmed).
WITHIN_LIMIT = "保险公司在交强险责任限额范围内赔偿受害人的损失；超出限额的部分，由商业三者险按保险合同赔付，仍然不足的由侵权人赔偿"


def insurer_limit_ignored(clause: str, conclusion: str) -> Contradiction | None:
    """A driver whose pedestrian spent 3万元 in hospital was told "保险公司应该赔偿你3万元" under 民法典 第一千二百一十三条 (stranger101
    i4, session 57, blind): the compulsory insurer pays the one harmed, first and only up to its limit."""
    limited, told = _WITHIN_LIMIT.search(clause), _INSURER_PAYS.search(conclusion)
    # "保险公司不应该赔偿我3万元", the draft revised after the first was flagged (re-asked): denying it is as wrong as paying it all
    if not limited or not told or _conditional(conclusion) or "限额" in conclusion:
        return None
    return _against(told, limited, "liability", False, WITHIN_LIMIT)


#: The clause gives a flat bought before the marriage to the spouse registered, the other compensated (婚姻家庭编解释（一） 第七十八条)...
#: (either of its two sentences: the reply's quotation of both made the second, on the compensation, the clause; j3 re-asked)
_TO_REGISTERED = re.compile(r"判决该不动产归(?:产权)?登记一方|由不动产登记一方对另一方进行补偿")
#: ... and the conclusion shares the flat: "离婚时可以分这套房", "你能分一半".
_FLAT_SHARED = re.compile(r"(?<![不无没])(?:可以|能|有权)(?:要求)?(?:分|分割|平分|分得|要一半)(?:这套|该|那套)?(?:房|房子|房屋|一半)")


def flat_shared_against_registration(clause: str, conclusion: str) -> Contradiction | None:
    """"结婚前他自己买了一套房，婚后我们一起还房贷，离婚时我能分这套房吗" was told "离婚时可以分这套房" under the article that gives the flat
    to the one registered and the other compensation for the repayments made together (stranger102 j3, session 57, blind)."""
    return _said_against(clause, conclusion, _TO_REGISTERED, _FLAT_SHARED, "permission", False,
                         "房子一般判归产权登记的一方，不作为共同财产平分；婚后共同还贷支付的款项及其相对应的增值部分，由登记一方对另一方进行补偿",
                         unless=re.compile(r"补偿"))


#: The clause makes a guarantor of no stated kind answer as a general one (民法典 第六百八十六条)...
_AS_GENERAL = re.compile(r"按照一般保证承担保证责任")
#: ... and the conclusion frees the guarantor: "你不用还钱", "你不需要承担责任".
#: (the draft's "我不能还钱" too, which the reply says as "你不用还钱" only after the checks; j8 re-asked)
_GUARANTOR_FREED = re.compile(r"(?:不用|不需要|无需|无须|不必|没有义务|不能|不应该|不应当)(?:替[^，。；]{1,4})?(?:还钱|还|偿还|承担|负责|赔)")


def guarantor_freed(clause: str, conclusion: str) -> Contradiction | None:
    """"我被朋友拉去做担保人，现在朋友跑了，债主让我还钱，我要还吗" was told "你不用还钱" under 民法典 第六百八十六条 (stranger102 j8,
    session 57, blind; stranger97 g6 was told alike): a general guarantor still answers, after the debtor."""
    return _said_against(clause, conclusion, _AS_GENERAL, _GUARANTOR_FREED, "obligation", False,
                         "仍要承担保证责任：保证方式没有约定或者约定不明确的，按照一般保证承担保证责任")


#: A conclusion that bars the user from the police: "你不能报警", "不可以报案".
_REPORT_REFUSED = re.compile(r"(?:不能|不可以|不可|无权|没法|不应该)(?:去)?(?:报警|报案|向公安机关报案|找警察)")
REPORT_OPEN = "可以报警：报警本身不受限制，对方的行为是否构成违法犯罪、应当怎样处理，由公安机关调查认定"


def report_refused(clause: str, conclusion: str) -> Contradiction | None:
    """Money demanded to take a bad review down was concluded "你不能报警" under 刑法 第二百七十四条 (stranger101 i8, session 57,
    re-asked after a bridge): no article bars a person from reporting to the police (刑事诉讼法 第一百一十条 makes it everyone's right),
    whatever the clause quoted."""
    refused = _REPORT_REFUSED.search(conclusion)
    if refused is None or _conditional(conclusion):
        return None
    return Contradiction(f"结论说“{refused.group(0)}”，而报警不受条文限制", "permission", True, REPORT_OPEN)


#: The rules in the order they are tried: the first that fires names the conflict.
RULES: tuple[Rule, ...] = (suit_refused, contract_ended, return_refused, unowed_demanded, remedy_refused_under_a_ban,
                           remedy_refused_against_liability, called_off_alone, sued_directly, labour_for_services,
                           consent_ignored, reward_for_costs, self_help, shared_debt_imposed, breach_allowed,
                           will_upheld_without_a_share, custody_awarded_outright, deposit_kept_for_use, spouses_half_left_out,
                           returner_swapped, waived_right_refused, work_injury_costs_refused, agreed_performance_refused, promised_reward_refused,
                           notary_required, waiver_upheld, settlement_ignored, change_imposed, changed_alone, sanction_claimed,
                           third_party_sent, contract_started_over,
                           full_liability_against_reduction, work_injury_denied,
                           deemed_refusal_ignored, unexplained_exemption_upheld,
                           common_property_given_to_one, unmarked_charge_paid, second_time_allowed,
                           fault_shares_ignored, estate_limit_ignored, child_held_liable, compensation_called_liability,
                           insurer_limit_ignored, flat_shared_against_registration, guarantor_freed, report_refused)


def outcome_conflict(clause: str, conclusion: str) -> Contradiction | None:
    """The first rule a Chinese `conclusion` breaks against `clause`, or None."""
    return next((found for rule in RULES if (found := rule(clause, conclusion)) is not None), None)
