"""The claims a user writes, as the complaint's 诉讼请求: each sum with its label and verb (偿还借款本金,
退还押金, 赔偿医疗费…), interest and penalties with their base, rate and start, a net sum worked out
as the user did, a divorce's custody, support and division, and what the user gives up.

Every figure kept is the user's (after `core.complaint.normalize`); a sum the user worked out keeps its
formula so the card shows how it came about.
"""

from __future__ import annotations

import re
from dataclasses import replace

from core.complaint import extract as ex
from core.complaint.claims import DAILY_SHARE, PER_DAY, money, yuan
from core.complaint.elements import Claim
from core.complaint.normalize import normalize
from index.common.text import HAN

CLAIM_LEAD = re.compile(r"^(?:(?:I|We)\s+(?:want|ask|request|would like)\b.*?(?=\b(?:repay|pay|return|refund|compensate)\b)|诉讼请求|诉求|请求(?:法院)?|(?:客户|当事人|委托人)要求|要求|想让|希望(?:法院)?|我(?:要求|请求|希望|想要)|我(?:想|要)(?:起诉|告)?(?:让)?|要|让)\s*[:：]?\s*")
LABELS = ("借款本金", "本金", "借款", "欠款", "预付款", "购车款", "车款", "检测费", "货款", "运费", "加工费", "会费", "租金", "房租", "押金", "物业费", "服务费", "工程款", "医疗费", "医药费", "治疗费", "手术费", "护理费",
          "交通费", "误工费", "营养费", "住院伙食补助费", "修理费", "修车费", "维修费", "返修费", "鉴定费", "残疾赔偿金", "精神损害抚慰金", "违约金", "赔偿金", "定金", "财产损失", "损失", "工资", "劳务费", "劳务报酬", "工钱", "彩礼", "学费", "培训费",
          "抚养费", "赡养费", "扶养费")
#: a sum named with its figure in the facts ("医疗费23400元"): what "all of it" claims
LISTED_COST = re.compile(rf"(?:{'|'.join(LABELS)})\s*\d[\d,]*(?:\.\d+)?\s*元")
VERBS = (("偿还", ("借款", "本金", "欠款")), ("返还", ("彩礼",)), ("退还", ("押金", "退", "定金", "要回", "拿回", "讨回", "追回")),
         ("赔偿", ("医疗费", "医药费", "护理费", "交通费", "误工费", "营养费", "伙食", "修理费", "修车费", "维修费", "返修费", "损失", "赔偿", "检测费", "鉴定费", "搬家费", "清理费", "精神损害抚慰金", "赔我", "赔给")),
         ("支付", ()))
#: the deposit rule's demand (民法典 第五百八十七条): the one who backed out returns the deposit twice over
DOUBLE_DEPOSIT = re.compile(r"双倍返还(?:定金)?|返还双倍(?:的)?定金|定金双倍返还|(?:两倍|二倍|2倍)返还定金")
COSTS = re.compile(r"诉讼费|诉讼费用|案件受理费|打官司的钱|官司费|court\s*(?:fees|costs)", re.I)
#: money for living on in a flat after the lease ends, claimed by the month until the tenant leaves (D71)
OCCUPANCY = re.compile(r"占用费|占有使用费|使用费")
#: the tenant made to leave: "让他搬走" (D71)
MOVE_OUT = re.compile(r"^(?:判令)?(?:让|要|要求|请求)?(?:他|她|被告|租客|对方)?(?:搬走|搬出去?|搬离|腾房|腾退(?:房屋)?|腾出房屋)$")
OTHER_ACTION = re.compile(r"(?:返修|维修|修理|修复|修好|重做|返工|重新(?:做|施工|铺设?|安装))(?![费款])|改好|整改|移走|移除|拆除|删除|道歉|消除影响|恢复名誉|解除|撤销|确认|返还|交还|腾退|搬离|离婚|继承|分割|赔礼道歉|停止|连带(?:清偿|保证|赔偿)?责任|承担(?:保证|担保)责任")
#: an action that only says which money is meant ("违法解除劳动合同的赔偿金100800元", D130): a sum to be paid, not an order to act
ATTRIBUTIVE_ACTION = re.compile(rf"(?:{OTHER_ACTION.pattern})[\u4e00-\u9fff]{{0,8}}的(?:{'|'.join(LABELS)}|经济补偿金?|补偿金)")
#: Money to be given back with its sum ("返还彩礼188000元", D133): a sum to be paid, not an order to act.
MONEY_BACK = re.compile(rf"^(?:判令)?(?:被告|他们|她|他|对方)?(?:返还|退还|退回)(?:原告|我)?(?:{'|'.join(LABELS)}|礼金|钱|款)")
#: A thing lent to be given back ("我要他还电脑", "把相机还给我", D170): an order to return it, no sum; what is not money.
THING_BACK = re.compile(r"^(?:我)?(?:要|要求|让|请求)?(?:他|她|被告|对方)?(?:(?:还|归还|返还|交还)(?:我|原告)?(?P<thing>[^，,。；;钱款元万块\d]{1,10})"
                        r"|把(?P<held>[^，,。；;钱款元万块\d]{1,10})(?:还给我|还回来|归还给?(?:我|原告)?|返还给?(?:我|原告)?))$")
#: A sum claimed only if the thing is not given back ("还不了就赔6500元", "不能返还的赔偿6500元"): the thing's value instead.
INSTEAD_OF_RETURN = re.compile(r"还不了|还不回来|不能返还|无法返还|不能归还|无法归还|不还的话|还不上")
SINCE_ANY = re.compile(rf"(?:自|从)\s*({ex.DATE})[^，,。；;\d]{{0,6}}?(?:起|开始|算起|计算|计|算)")  # 从…逾期那天开始算


#: a punitive multiple of the price ("赔三倍", "赔偿三倍车款", "三倍赔偿", "十倍的赔偿金"): 消费者权益保护法
#: 第五十五条, 食品安全法 第一百四十八条; "双倍返还定金" is the deposit rule, not this
PUNITIVE = re.compile(r"赔(?:偿)?(?:我们?|原告)?([一二三四五六七八九十]|\d{1,2})倍|([一二三四五六七八九十]|\d{1,2})倍的?赔")


def _label(text: str) -> str:
    """What the money is: "三倍赔偿金" for a punitive multiple, else the first known word in the claim."""
    punitive = PUNITIVE.search(text)
    if punitive:
        return f"{punitive.group(1) or punitive.group(2)}倍赔偿金"
    return next((label for label in LABELS if label in text), "")


#: a word by which a demand says what is to be done with the money
VERB_WORD = re.compile(r"退|还|付|赔|给|交|出|补")


def _verb(text: str, label: str) -> str:
    if label.endswith("赔偿金") and label != "残疾赔偿金":
        # 判令被告支付原告三倍赔偿金: the award is paid, it is no loss made good; "赔偿原告赔偿金" said it twice (D130)
        return "支付"
    if re.search(r"\brepay|pay\s+back", text, re.I):
        return "偿还"
    if re.search(r"\brefund|give\s+(?:me\s+)?back|return\s+(?:the|my)\b", text, re.I):
        return "退还"
    return next(verb for verb, words in VERBS if not words or any(w in text or w in label for w in words))


#: words for the act of paying, which say nothing of what the money is
PAYING_ACTS = ("退款", "还款", "付款", "赔款")


def _noun_before_amount(text: str) -> str:
    """"退还剩余的会费3200元" -> 会费, "退寄养费800元" -> 寄养费 (D124: "退还原告退寄养费"): what the money is, in the
    user's word, when no known label fits."""
    match = re.search(rf"(?:还有|另外|以及|退还|返还|支付|偿还|赔偿|归还|还|付|给|赔|退)?(?:剩余|剩下|全部|已付|多付|多收)?的?((?:(?![赔付给还退])[{HAN}]){{0,4}}?(?:费|款|金|租|资))\s*\d", text)
    if match and (match.group(1) in PAYING_ACTS or len(match.group(1)) == 1):  # "退款": 退 read as the act leaves "款"
        return ""  # "要求退款4599" (D67): the act, not what the money is; the dispute names it (货款 for a sale)
    after = re.search(rf"\d\s*元(?:的)?([{HAN}]{{1,4}}?(?:费|款|金))(?![{HAN}])", text)  # "付8500元拍摄费" (D100): named after the sum
    return match.group(1) if match else after.group(1) if after and after.group(1) not in PAYING_ACTS else ""


#: the heads of an injury's costs as people name them, and as a complaint does
COST_HEADS = (("医疗费", "医疗费"), ("医药费", "医疗费"), ("药费", "医疗费"), ("误工费", "误工费"), ("护理费", "护理费"),
              ("交通费", "交通费"), ("车费", "交通费"), ("营养费", "营养费"), ("住院伙食补助费", "住院伙食补助费"),
              ("修理费", "修理费"), ("维修费", "维修费"), ("鉴定费", "鉴定费"))


def _heads(text: str) -> str:
    """"赔医药费、误工费和车费" (D57): several heads of cost claimed as one sum, named as such ("医疗费、误工费、交通费共计"),
    not by the first head; "" for fewer than two."""
    heads = list(dict.fromkeys(head for word, head in COST_HEADS if word in text))
    return "、".join(heads) + "共计" if len(heads) >= 2 else ""


#: a daily rate for late payment ("每日万分之五", "按日0.05%"), kept as the user wrote it
DAILY_RATE = re.compile(f"({DAILY_SHARE.pattern})")  # the whole rate as group 1, as RATE and LPR give it
#: a comma inside a claim's brackets ("利息（以56400元为基数，自…起…）") is not between two claims
INNER_COMMA = "\x00"
#: the market rate courts use for overdue money (一年期贷款市场报价利率, LPR), said in words, not as a figure
LPR = re.compile(r"((?:全国银行间同业拆借中心公布的)?一年期(?:贷款)?市场报价利率(?:（LPR）|\(LPR\))?(?:的?\d+(?:\.\d+)?倍)?|"
                 r"(?:一年期)?LPR(?:的?\d+(?:\.\d+)?倍)?)")


DEDUCTION = re.compile(r"抵扣|抵掉|扣除|扣掉|减去|抵销|抵消|冲抵")
NET = re.compile(rf"(?:实际|所以|最后|剩下|还剩|共计|合计|一共)[^，,。；;\d]{{0,6}}({ex.AMOUNT.pattern})")
#: After the deduction, the sum the user asks for is the net: "扣掉已付5000元，要求赔32100元" (D157), "扣除已付1000元，还要赔8360元"
#: (D160: the net had been claimed a second time, as 损失).
NET_DEMANDED = re.compile(rf"(?:要求|请求|还要|还得|再要)(?:对方|他|她|被告)?(?:赔偿?|支付|给付|付|还|退还)?[^，,。；;\d]{{0,4}}({ex.AMOUNT.pattern})")
#: What the other side has already paid, deducted ("扣掉他给的5000元", "减去已经赔的2000元"), not a sum it took.
ALREADY_PAID = re.compile(r"(?:给|付|支付|赔|垫付|还)(?:了|过)?的?")


def _without_subtotals(figures: list) -> list:
    """The heads without a figure that is the sum of those before it: "医疗费23600元、误工费9000元、护理费4500元，
    共37100元" (D157) owes the three heads, not a fourth of 37100元."""
    kept: list = []
    for figure in figures:
        if len(kept) >= 2 and None not in kept and figure == sum(kept):
            continue
        kept.append(figure)
    return kept


def _net_claim(text: str) -> tuple[Claim, str] | None:
    """"租金21000元，押金3500元可以抵扣，所以实际要17500元": one claim for the net amount the user states
    (with its formula when the figures add up), and the text after it; None without a deduction. With no net stated,
    the heads less what the other side already paid ("医药费36800元、误工费9000元、护理费4000元，扣掉他给的5000元", D132:
    the 5000 had been claimed as a fifth head and added)."""
    deduction = DEDUCTION.search(text)
    if deduction is None:
        return None
    cut = deduction.start()
    net = NET.search(text) or NET_DEMANDED.search(text, cut)
    # the net stated, or the end of the deduction's clause
    end = net.start() if net else cut + next(re.finditer(r"[，,。；;]|$", text[cut:])).start()
    # "医药费3860、误工费2400，减去已经给的500，一共5760元" (D98): the sums before the deduction add, those after it subtract
    owed = _without_subtotals([yuan(m.group(1).replace(" ", "")) for m in ex.AMOUNT.finditer(text[:cut])])
    less = [yuan(m.group(1).replace(" ", "")) for m in ex.AMOUNT.finditer(text[cut:end])]
    named = re.search(rf"({ex.AMOUNT.pattern})[^，,。；;\d]{{0,4}}$", text[:cut])
    if not less and named and len(owed) >= 2:  # "押金10000元抵扣后" (D150): the sum named before the deduction is the one deducted
        owed, less = owed[:-1], owed[-1:]
    figures = owed + less
    if net is None:
        if not owed or not less or None in figures or not ALREADY_PAID.search(text[cut:end]) or sum(owed) <= sum(less):
            return None
        stated, adds_up, taken = sum(owed) - sum(less), True, end
    else:
        stated, taken = yuan(net.group(1).replace(" ", "")), net.end()
        if stated is None:
            return None
        adds_up = len(owed) >= 1 and len(figures) >= 2 and None not in figures and sum(owed) - sum(less) == stated
        if not adds_up and len(figures) >= 2 and None not in figures and figures[0] - sum(figures[1:]) == stated:
            owed, less, adds_up = figures[:1], figures[1:], True  # "租金21000元，押金3500元可以抵扣": the first less the rest
    first = re.split(r"[，,；;]", text[:end])[0]
    several = list(dict.fromkeys(word for word in LABELS if word in first and not any(word in other and word != other
                                                                                    for other in LABELS if other in first)))
    if len(several) >= 2 and not _heads(first):  # "房租20000元、维修费6000元，押金10000元抵扣后" (D150): both heads, paid
        label = "、".join(several) + "共计"
        return Claim(text[:taken], money(stated), kind="money", label=label, verb="支付",
                     formula=_net_formula(owed, less, stated, adds_up)), text[taken:]
    label = _heads(first) or _label(first) or _noun_before_amount(first) or "款项"
    return Claim(text[:taken], money(stated), kind="money", label=label, verb=_verb(first, label),
                 formula=_net_formula(owed, less, stated, adds_up)), text[taken:]


def _net_formula(owed: list, less: list, stated, adds_up: bool) -> str:
    """"20000元+6000元−10000元=16000元": how the net sum comes about, when the figures give it."""
    return "+".join(money(f) for f in owed) + "".join(f"−{money(f)}" for f in less) + f"={money(stated)}" if adds_up else ""


#: a divorce asked for ("离婚", "判决原告与被告离婚", "我和他离婚")
DIVORCE_CLAIM = re.compile(r"(?:判决|判令|准予|准许|请求)?(?:原告与被告|原、被告|原被告|我(?:和|跟|与)[^，。；]{1,4})?(?:离婚|解除婚姻关系)")
#: who brings up the child ("儿子归我抚养", "孩子跟我生活", "女儿由原告抚养")
CUSTODY = re.compile(r"(?:儿子|女儿|孩子|小孩|婚生子女|婚生子|婚生女)[^，。；]{0,6}?(?:归|由|跟)(?:我|原告)(?:抚养|生活|带|养|直接抚养)?$")
#: a demand the writer gives up ("违约金不要了", "利息就不主张了", "放弃利息")
WAIVED = re.compile(r"^[^，,。；;\d]{0,8}?(?:就|也|都)?(?:不要了|不要|不主张了?|不用了|算了|免了|放弃了?)$|^(?:放弃|不主张|不要求?)(?:主张)?(?:违约金|利息|滞纳金|赔偿金)")
#: the couple's property divided ("要求分割", "房子一人一半")
SPLIT = re.compile(r"分割|平分|一人一半|对半分")
#: a sum owed for each month or year: child support and its kin ("他每个月给3000元抚养费")
EACH_PERIOD = re.compile(r"每(?:个)?月|按月|每年|按年")
SUPPORT = re.compile(r"抚养费|赡养费|扶养费|生活费")
#: How long a sum owed each month runs, said after it: "至陈可馨年满十八周岁止", "直到孩子18岁".
UNTIL_AGE = re.compile(r"(?:到|至|直到)[^，。；]{0,8}?(?:18|十八)(?:周)?岁(?:时)?(?:止|为止)?")
#: a penalty named alone, its terms in the clauses after it ("还有违约金，按合同从…开始算，每天160元")
PENALTY_ALONE = re.compile(r"(?:还有|另外|以及|再加上?|还要|另|再)?(?:他们|他|她|对方|被告)?(?:按(?:合同|约定))?(?:赔偿?|支付|付|要)?(?:我们?|原告)?(?:逾期)?(?:付款|交付|还款)?的?"
                           r"(违约金|滞纳金)")
#: what a demand without its figure asks for: "退还多收的装修款" -> 装修款
DEMAND_NOUN = re.compile(rf"(?:退还|返还|支付|偿还|赔偿|归还|退|还|付|赔)(?:我们?|原告)?(?:剩余|剩下|全部|已付|多付|多收|多交)?的?"
                         rf"([{HAN}]{{0,4}}?(?:费|款|租|资))")
#: the figure of the demand named before it: "所以应该退51000元" (a figure with no demand word is the user's
#: reasoning, "他们做完的部分值45000元", and stays in the claim's text)
FIGURE_OF_DEMAND = re.compile(r"所以|因此|应该|应当|共计|合计|一共|总共|退|还|付|赔")
#: the end of a penalty's period said in words ("算到起诉那天"): the complaint date, which is the default
UNTIL_FILING = re.compile(r"^(?:算|计算|计)?(?:到|至)(?:起诉|立案|实际)")


def _completes(awaiting: Claim, clause: str) -> bool:
    """Whether `clause` gives a detail of the demand named before it: the figure of a money demand
    (or the reasoning before it), or a penalty's start, sum a day or end."""
    if "利息" in clause or ex.RATE.search(clause) or OTHER_ACTION.search(clause) or PENALTY_ALONE.search(clause) \
            or DEMAND_NOUN.search(clause) and not ex.AMOUNT.search(clause):
        return False  # a demand of its own
    if awaiting.kind == "money":
        figure = ex.AMOUNT.search(clause)
        if figure and (_label(clause) or _noun_before_amount(clause) not in ("", awaiting.label)):
            return False  # a demand of its own ("医疗费23400元", "还有搬家费800": D96)
        if figure and FIGURE_OF_DEMAND.search(clause):
            awaiting.amount = figure.group(1).replace(" ", "")
        awaiting.text += "，" + clause
        return True
    since, daily = SINCE_ANY.search(clause), PER_DAY.search(clause) or DAILY_RATE.search(clause)
    if not (since or daily or UNTIL_FILING.search(clause)) or _label(clause) not in ("", awaiting.label):
        return False
    awaiting.since = awaiting.since or (since.group(1) if since else "")
    awaiting.rate = awaiting.rate or (daily.group(0) if daily else "")
    awaiting.text += "，" + clause
    return True


def _returned_too(part: str, verb: str, claims: list) -> str:
    """退还 for a sum with no verb of its own right after one to be returned ("让他退押金2800元和多收的房租2800元",
    helper-24's story p1 wrote "支付原告房租2800元"; "退押金3500，11月10号以后没住的房租", D96); else `verb`."""
    return "退还" if verb == "支付" and not VERB_WORD.search(part) and claims and claims[-1].verb == "退还" else verb


def parse_claims(text: str) -> list:
    """Each demand its own claim: principal, interest, each itemised cost, costs of the action."""
    text = CLAIM_LEAD.sub("", normalize(text).strip())
    net = _net_claim(text)
    if net is not None:
        claim, rest = net
        return [claim, *parse_claims(rest)]
    text = re.sub(r"[（(][^（）()]*[）)]", lambda m: m.group(0).replace("，", INNER_COMMA).replace(",", INNER_COMMA), text)
    # "以300000元为基数，按年利率8%支付…的利息" (D61): the base and the rate are one claim
    text = re.sub(r"(以\s*\d[\d,.]*\s*万?元\s*为(?:基数|本金))[，,]", lambda m: m.group(1) + INNER_COMMA, text)
    claims: list[Claim] = []
    awaiting: Claim | None = None  # a demand named before its figure ("退还多收的装修款，…，所以应该退51000元")
    # "他还房租和赔修理费" (D164): two demands joined, each with its verb
    for clause in re.split(r"[，,；;。\n]|(?<=[元）)])\s*(?:并|以及|及|和|and)(?=.*?(?:利息|诉讼费|\d))|\s+and\s+(?=pay\s+诉讼费|诉讼费)"
                           r"|(?<![\d元])和(?=(?:赔偿|赔|还|退还|退|支付|付|返还)[\u4e00-\u9fff])", text):
        clause = re.sub(r"^[（(]?\d{1,2}\s*[.、．)）]\s*(?!\d)", "", clause.strip())  # "2.支付逾期付款违约金" (D97): a list's number
        clause = CLAIM_LEAD.sub("", clause.strip("。")).replace(INNER_COMMA, "，")
        if not clause:
            continue
        if WAIVED.search(clause):  # "违约金不要了" (D103): a demand given up is no claim
            continue
        if COSTS.search(clause):
            claims.append(Claim(clause, kind="costs"))
            continue
        if claims and claims[-1].periodic and UNTIL_AGE.fullmatch(clause):
            claims[-1] = replace(claims[-1], text=f"{claims[-1].text}，{clause}")  # "…每月支付抚养费1500元，至陈可馨年满十八周岁止" (D138)
            continue
        if awaiting is not None and _completes(awaiting, clause):
            if awaiting.amount or awaiting.since and awaiting.rate:
                awaiting = None
            continue
        if PENALTY_ALONE.fullmatch(clause):  # "还有违约金": its terms follow in the next clauses
            awaiting = Claim(clause, "", "", "", True, kind="interest", label=PENALTY_ALONE.fullmatch(clause).group(1), verb="支付")
            claims.append(awaiting)
            continue
        # a penalty with its terms: a base, "按…计算", or a daily share ("按每日万分之五支付违约金至付清之日止", p4)
        # or its start with no figure ("违约金从2024年7月11日算到实际付清为止"): its rate follows (D41)
        penalty = re.search(r"违约金|滞纳金", clause) and (re.search(r"为基数|按.{0,16}(?:计算|标准)", clause)
                                                        or DAILY_RATE.search(clause)
                                                        or SINCE_ANY.search(clause) and not ex.AMOUNT.search(clause))
        # "从2024年11月8日起按LPR付逾期付款损失": a loss for late payment reckoned like interest (D32)
        lpr_loss = LPR.search(clause) and re.search(r"损失", clause)
        if "利息" in clause or ex.RATE.search(clause) or penalty or lpr_loss:
            rate = ex.RATE.search(clause) or LPR.search(clause) or DAILY_RATE.search(clause)
            since = SINCE_ANY.search(clause)
            # 还本金5万元及利息; "还剩下的12万本金和按年利率6%算的利息": the interest's terms may come between
            principal = re.split(r"(?:及|和|并)(?=[^，,。；;]*利息)", clause)[0]
            if ex.AMOUNT.search(principal) and principal != clause:
                label = _label(principal) or "借款本金"
                claims.append(Claim(principal, ex.AMOUNT.search(principal).group(1).replace(" ", ""), kind="money",
                                    label=label, verb=_verb(principal, label)))
            previous = next((c for c in claims if c.kind == "interest"), None)
            if previous and not penalty and "为基数" not in clause:  # 利息从…起按年利率…计算: the details of the interest named before
                previous.rate = previous.rate or (rate.group(1) if rate else "")
                previous.since = previous.since or (since.group(1) if since else "")
                previous.text += "，" + clause
                continue
            label = re.search(r"(?:逾期付款)?(?:违约金|滞纳金)", clause) if penalty else (
                re.search(r"(?:逾期付款|资金占用|利息)?损失", clause) if lpr_loss else None)
            claims.append(Claim(clause, "", rate.group(1) if rate else "", since.group(1) if since else "", True,
                                kind="interest", label=label.group(0) if label else (
                                    "逾期付款利息" if "逾期付款利息" in clause else "利息"), verb="支付"))
            awaiting = claims[-1]  # "再按LPR算逾期利息，从2025年2月2日开始算": its start may follow
            continue
        # a divorce's claims (D47): the divorce itself, who brings up the child, and the support paid each month
        if DIVORCE_CLAIM.fullmatch(clause):
            claims.append(Claim("原告与被告离婚", kind="other"))
            continue
        if CUSTODY.search(clause) and not ex.AMOUNT.search(clause):
            claims.append(Claim(clause, kind="other", label="抚养"))
            continue
        if SPLIT.search(clause) and not ex.AMOUNT.search(clause):  # "房子…要求分割" (D99): the couple's property divided
            claims.append(Claim(clause, kind="other", label="分割"))
            continue
        periodic = EACH_PERIOD.search(clause)
        if periodic and ex.AMOUNT.search(clause) and (support := SUPPORT.search(clause)):
            claims.append(Claim(clause, ex.AMOUNT.search(clause).group(1).replace(" ", ""), kind="money",
                                label=support.group(0), verb="每年支付" if "年" in periodic.group(0) else "每月支付"))
            continue
        amount = ex.AMOUNT.search(clause)
        if DOUBLE_DEPOSIT.search(clause) and amount:  # "双倍返还定金10万": money to be paid, not another kind of order
            claims.append(Claim(clause, amount.group(1).replace(" ", ""), kind="money", label="定金", verb="双倍返还"))
            continue
        if claims and claims[-1].kind == "other" and re.match(r"持续|期限|时间不少于|不少于|为期", clause):
            claims[-1].text += "，" + clause  # "公开道歉，持续不少于30天" (D72): how long is part of the apology
            continue
        if OCCUPANCY.search(clause) and amount and EACH_PERIOD.search(clause):
            claims.append(Claim(clause, amount.group(1).replace(" ", ""), kind="other", label="占有使用费"))
            continue
        returned = THING_BACK.fullmatch(clause) if not amount else None
        if returned and not re.search(r"钱|款|费|租|工资", returned.group("thing") or returned.group("held")):
            claims.append(Claim(clause, kind="other", label="返还原物"))
            continue
        if amount and INSTEAD_OF_RETURN.search(clause) and claims and claims[-1].label == "返还原物":
            claims.append(Claim(clause, amount.group(1).replace(" ", ""), kind="money", label="折价款", verb="赔偿"))
            continue
        if MOVE_OUT.match(clause):
            claims.append(Claim(clause, kind="other", label="腾退"))
            continue
        if OTHER_ACTION.search(clause) and not (amount and (ATTRIBUTIVE_ACTION.search(clause) or MONEY_BACK.search(clause))):
            claims.append(Claim(re.sub(r"^判令", "", clause), kind="other"))
            continue
        total = re.match(rf"^(?:共计|合计|总计|一共|总共)[^\d]{{0,4}}({ex.AMOUNT.pattern})", clause) or re.fullmatch(
            rf"\s*(?:in\s+total\s*|total\s*)?({ex.AMOUNT.pattern})\s*(?:in\s+total)?", clause, re.I)  # "pay both, 20,600 yuan" (D82)
        if total and claims and yuan(total.group(1).replace(" ", "")) == sum(
                yuan(c.amount) or 0 for c in claims if c.kind == "money"):
            continue  # "共计22800元": the sum of the items above, which the card computes, not a claim
        parts = [p for p in re.split(r"、", clause) if p.strip()]
        priced = [p for p in parts if ex.AMOUNT.search(p)]
        if priced:
            lead = _verb(clause, _label(clause))
            for part in priced:
                label = (len(priced) == 1 and _heads(part)) or _label(part) or _noun_before_amount(part) or (
                    "损失" if re.search(r"赔", part) else  # "让他赔我8500元": a loss made good
                    "借款本金" if re.search(r"(?<![退返])还|repay|pay\s+back", part, re.I) else "")
                verb = _returned_too(part, _verb(part, label) if label else lead, claims)
                claims.append(Claim(part.strip(), ex.AMOUNT.search(part).group(1).replace(" ", ""), kind="money",
                                    label=label, verb=verb))
            continue
        label = _heads(clause) or _label(clause) or (DEMAND_NOUN.search(clause).group(1) if DEMAND_NOUN.search(clause) else "")
        if label and not re.search(r"一共|合计|总共|帮我算", clause):
            claims.append(Claim(clause, kind="money", label=label, verb=_returned_too(clause, _verb(clause, label), claims)))
            awaiting = claims[-1]
    for claim in claims:
        claim.formula = claim.formula or users_arithmetic(claim.text, claim.amount)
    # "我要求退彩礼，她家一分都不退……要求他们返还彩礼188000元" (D133): the demand told as a fact, then made with its sum
    priced = {c.label for c in claims if c.kind == "money" and c.amount and c.label}
    return [c for c in claims if not (c.kind == "money" and not c.amount and c.label in priced)]


#: a sum the user worked out in the claim ("6800÷24×22=6233元"): numbers and operators, then "="
USERS_SUM = re.compile(r"(\d+(?:\.\d+)?(?:\s*[×x*÷/+\-－]\s*\d+(?:\.\d+)?)+)\s*[=＝]\s*(\d+(?:\.\d+)?)\s*元")


def users_arithmetic(text: str, amount: str) -> str:
    """The user's own sum for `amount`, shown as its formula when code finds it right (to the yuan):
    a claim whose figure comes from the claim itself is backed there, not asked about."""
    found = USERS_SUM.search(text)
    value = yuan(amount) if amount else None
    if not found or value is None or float(found.group(2)) != value:
        return ""
    numbers = [float(n) for n in re.findall(r"\d+(?:\.\d+)?", found.group(1))]
    operators = re.findall(r"[×x*÷/+\-－]", found.group(1))
    if {"+", "-", "－"} & set(operators) and {"×", "x", "*", "÷", "/"} & set(operators):
        return ""  # mixed: left to right would not be the user's meaning, and precedence is no guess to make here
    result = numbers[0]
    for operator, number in zip(operators, numbers[1:]):  # left to right, as people write it out
        result = {"×": result * number, "x": result * number, "*": result * number, "÷": result / number if number else float("nan"),
                  "/": result / number if number else float("nan"), "+": result + number}.get(operator, result - number)
    return f"{found.group(1).replace(' ', '')}≈{money(value)}" if abs(result - float(value)) < 1 else ""
