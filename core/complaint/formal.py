"""The user's words in a lawyer's register: each claim a 判令… line with its amount and basis, the
facts told of 原告 and 被告, the evidence itemised with its source.

Only the wording changes: every name, number, date and place comes from the elements (the user's
own values) or from a computation shown with its formula; `checks.nothing_invented` verifies it.
"""

from __future__ import annotations

import re
from dataclasses import replace

from core.complaint import extract as ex
from core.complaint.claim_reader import THING_BACK, UNTIL_AGE
from core.complaint.claims import MONTH_SPAN, Interest, base_of, money, per_day, share_words, yuan
from core.complaint.elements import Claim, Elements, Party
from core.complaint.english import told_in_english
from core.complaint.jurisdiction import property_place
from index.common.text import HAN

#: chat register -> written register (longest first); the content is unchanged.
REGISTER = (
    ("一分钱都没还", "分文未还"), ("一分钱也没还", "分文未还"), ("一分没还", "分文未还"), ("一分钱没还", "分文未还"),
    ("一分钱都没给", "分文未付"), ("一分钱没给", "分文未付"), ("一分没给", "分文未付"), ("一分不退", "分文未退"),
    ("一分钱不退", "分文未退"), ("签了个", "签订了"), ("签订了个", "签订了"), ("当天银行转了", "当天通过银行转账支付了"),
    ("银行转了", "通过银行转账支付了"), ("找被告要钱", "向被告索要"), ("找她要钱", "向被告索要"), ("找他要钱", "向被告索要"),
    ("打了借条", "出具了借条"), ("写了借条", "出具了借条"), ("写了张欠条", "出具了欠条"), ("写了欠条", "出具了欠条"),
    ("打了欠条", "出具了欠条"), ("催了好多次", "多次催要"), ("好多次", "多次"), ("好几次", "多次"), ("到现在", "至今"),
    ("一直拖着", "一直拖延"), ("说好", "约定"), ("一直没还", "一直未归还"), ("一直不还", "一直未归还"), ("半年还", "半年内归还"), ("都没还", "均未归还"), ("没还", "未归还"),
    ("一直没付", "一直未支付"), ("没付", "未支付"), ("没交", "未交"), ("不退", "拒不退还"), ("在微信上", "通过微信"), ("微信上", "通过微信"),
    ("找原告借了", "向原告借款"), ("跟原告借了", "向原告借款"), ("借了原告", "向原告借款"), ("结果", "后"),
    ("委托人", "原告"), ("签了字", "签字"), ("签了", "签订了"), ("干到一半就停工了", "施工至一半即停工"), ("没人来", "无人施工"),
    ("打电话也不接", "电话亦不接听"), ("约定不要利息", "约定不计利息"), ("说不要利息", "约定不计利息"), ("一直说没钱", "一直以无钱为由拖延"),
    ("租了", "承租了"), ("合同签到", "租期至"), ("按时搬走", "按期搬离"), ("钥匙也交了", "交还了钥匙"),
    ("没有损坏", "未受损坏"), ("说要等", "称要等"), ("房子", "房屋"), ("他老婆", "其妻子"), ("他媳妇", "其妻子"),
    ("她老公", "其丈夫"), ("两家签", "原告与被告签"), ("合同写了", "合同约定"), ("协议写了", "协议约定"), ("只付了", "仅支付了"), ("只还了", "仅归还了"),
    ("还欠", "尚欠"), ("付违约金", "支付违约金"), ("一共", "共计"), ("送到的", "送达的"), ("手里买了", "处购买了"),
    ("手里买的", "处购买的"), ("费花了", "费"), ("把押金全扣了", "扣留了全部押金"), ("发了多次", "多次发出"),
    ("都不理", "均置之不理"), ("利息也没给", "亦未支付利息"), ("生了儿子", "生育儿子"), ("生了女儿", "生育女儿"),
    ("搬出来住", "搬出另住"), ("感情早就没了", "夫妻感情早已破裂"), ("花了医疗费", "支出医疗费"), ("动手打了", "殴打了"),
    ("父子俩", "二被告"), ("母子俩", "二被告"), ("夫妻俩", "二被告"), ("被告两口子", "二被告"), ("他们两口子", "二被告"),
    ("买的交强险", "投保了交强险"), ("投了交强险", "投保了交强险"), ("被一辆小轿车撞了", "被一辆小轿车撞伤"), ("车修了", "车辆维修花费"),
    ("爆了", "爆裂"), ("泡坏了", "浸泡损坏"), ("推说", "推称"), ("不肯赔", "拒绝赔偿"), ("渗到", "渗入"), ("装完以后", "完工后"),
    ("拖着不来", "拖延不来"), ("买了一台", "购买了一台"), ("买了台", "购买了一台"), ("用了三天就", "使用三天后即"),
    ("拿去检测是", "经检测为"), ("点赞几万", "点赞数万"), ("少了一大半", "减少了一大半"), ("发了好几条", "发布了多条"),
    ("微信转的账", "通过微信转账支付"), ("给被告供了", "原告向被告供应了"), ("一分不赔", "拒不赔偿"), ("住进了", "入住"), ("跑路了", "停止经营"), ("商铺在", "涉案商铺位于"), ("每个月1号之前交", "每月1日前支付"), ("就未交过", "未支付租金"),
    ("合同里写了", "合同约定"), ("订了一辆车", "订购了一辆汽车"), ("合同说", "合同约定"), ("开的养老院", "经营的养老院"), ("不关被告事", "与其无关"), ("说跟被告没关系", "称与其无关"), ("说和被告没关系", "称与其无关"), ("说跟被告无关", "称与其无关"),
    ("找人看了修好要", "经维修人员查看，修复需"), ("震裂了", "震裂"), ("还掉了一大块下来", "并有大块脱落"), ("一个叫被告", "被告"), ("的人的账户", "的账户"), ("住哪原告也不知道", "住址不详"),
    ("住哪也不知道", "住址不详"), ("电话打不通", "电话无法接通"),
    ("不归被告管", "不属被告管理范围"),
    ("原告是搞装修的", "原告从事装修工作"), ("业主被告", "被告"), ("拖至今不给", "拖延至今未付"), ("，还差", "，尚欠"),
    ("原告供了", "原告向被告供应了"), ("写了有纠纷在", "约定发生纠纷由"), ("所在地法院起诉", "所在地人民法院管辖"), ("约定年底还", "约定当年年底归还"),
    ("，就是拖", "，但一直拖延不还"), ("微信转给被告的", "通过微信转账给被告"), ("承认欠原告钱", "承认欠款"), ("说好年底还", "约定当年年底归还"),
    # D124 (session 35): a cat boarded and left untreated
    ("微信转了", "通过微信转账支付了"), ("一直没带去看医生", "一直未送医诊治"), ("没带去看医生", "未送医诊治"), ("拖得太久", "延误诊治所致"),
    ("死了", "死亡"),
    # D144 (session 42): a home decoration finished late
    ("一直推", "一直推脱"), ("没做好", "不合格"), ("被泡了", "被浸泡"), ("一直拖", "一直拖延"),
    # D164 (session 51): a landlord's claim for rent
    ("（就是", "（即"), ("这套）", "）"), ("没打招呼就搬走了", "未通知原告即搬离"), ("好多次都不回", "多次，被告均未回复"), ("多次都不回", "多次，被告均未回复"),
    ("三个月都欠着", "三个月的租金均未支付"), ("押金原告扣下了", "押金由原告扣留"),
    ("现在原告要起诉被告", "现原告依法提起诉讼"), ("原告要起诉被告", "原告依法提起诉讼"),  # D166
    # D174 (session 57): a landlord's claim for rent, the deposit set against a month
    ("每月1号付", "每月1日支付"), ("每个月1号付", "每月1日支付"), ("搬走了", "搬离"), ("原告扣下抵了一个月房租", "由原告扣留，抵作一个月租金"),
    ("房租", "租金"),
)
#: entries of REGISTER that apply only where they are the chat word, not part of another: "租了" is the tenant's, not
#: 退租了/出租了/转租了 ("退承租" in helper-24's story p1); "不退" is a refusal, not the shop's "概不退换" or "不退货/不退款"
#: (D121: "销售经理说车卖出去概不退换" became "概拒不退还换")
#: "签了" is a signing, not "不续签了" (D166 wrote "被告通知原告不续签订了")
REGISTER_WHERE = {"租了": r"(?<![退出转房])租了", "不退": r"不退(?![换货款钱租])", "死了": r"(?<![打撞咬压饿冻毒害])死了",
                  "签了": r"(?<![续])签了"}

#: REGISTER as one pattern, longest plain word first: each chat word is rewritten once, and what a rewrite wrote is never
#: read again (D149: "一直拖着" became "一直拖延", then its "一直拖" "一直拖延延").
_REGISTER_PATTERN = re.compile("|".join(f"(?P<r{n}>{REGISTER_WHERE.get(plain, re.escape(plain))})" for n, (plain, _) in
                                        sorted(enumerate(REGISTER), key=lambda entry: -len(entry[1][0]))))


def _written_register(text: str) -> str:
    """`text` in the written register; a chat word already inside its written form is left ("支付违约金" holds "付违约金",
    which became "支支付违约金", D149)."""
    def written(match: re.Match[str]) -> str:
        plain, form = REGISTER[int(match.lastgroup[1:])]
        lead = form[:len(form) - len(plain)] if form.endswith(plain) else None
        if lead and text[max(0, match.start() - len(lead)):match.start()] == lead:
            return match.group(0)
        return form
    return _REGISTER_PATTERN.sub(written, text)


#: What the writer calls the one organisation sued, by its kind ("物业一直推说…", D66): each word and what the name must hold
_KIND_WORDS = (("物业公司", "物业"), ("物业", "物业"), ("装修公司", "装"), ("装饰公司", "装"), ("保险公司", "保险"),
               ("商家", ""), ("店家", ""), ("这家公司", "公司"), ("该公司", "公司"), ("养老院", "养老"), ("敬老院", "养老"), ("酒店", "酒店"), ("健身房", "健身"),
               ("诊所", "诊"), ("门诊", "诊"), ("酒楼", "酒楼"), ("旅行社", "旅行社"))
#: The rate people call "LPR", as a judgment writes it.
LPR_WORDS = "同期全国银行间同业拆借中心公布的一年期贷款市场报价利率"

PAYER_COSTS = "本案诉讼费用由被告{names}承担。"
#: Disputes over keeping a family member: what is claimed is paid as support, not as damages.
KEEP_DISPUTES = ("赡养纠纷", "抚养费纠纷", "扶养纠纷")


def defendants_phrase(elements: Elements, claim: Claim | None = None) -> str:
    """The defendants a claim is against: those it names ("要求于海还款"), else all of them."""
    names = [d.name for d in elements.defendants if d.name]
    named = [name for name in names if claim is not None and names_party(claim.text, name)]
    if not named and claim is not None:  # "判令被告一归还借款本金" (D61): the defendant by its number
        named = [numbered] if (numbered := numbered_defendant(claim.text, elements)) else []
    if not named and claim is not None and claim.kind == "money":  # the guarantor is answerable by its own line (D39)
        guarantors = {name for name in names for c in elements.claims
                      if c is not claim and "连带" in c.text and names_party(c.text, name)}
        names = [name for name in names if name not in guarantors] or names
    if not named and claim is not None and claim.kind == "interest":  # the interest runs on the principal claimed of …
        principal = next((c for c in elements.claims if c.kind == "money" and (
            any(names_party(c.text, n) for n in names) or numbered_defendant(c.text, elements))), None)
        named = [name for name in names if principal is not None and names_party(principal.text, name)] or (
            [numbered] if principal is not None and (numbered := numbered_defendant(principal.text, elements)) else [])  # 被告一 (D111)
    return "、".join(named or names)


#: a defendant named by its number in a paste's labelled claims ("被告一", "被告2"), not one of a pair ("被告一及被告二")
NUMBERED = re.compile(r"被告\s*([一二三四1-4])(?![^，,。；]*?(?:及|和|、)被告)")


def numbered_defendant(text: str, elements: Elements) -> str:
    """The name of the defendant `text` names by its number ("被告二对上述债务承担连带清偿责任" is 周海晨, D61), when
    there are several; "" otherwise."""
    numbered = NUMBERED.search(text)
    if numbered is None or len(elements.defendants) < 2:
        return ""
    word = numbered.group(1)
    index = "一二三四".find(word) if word in "一二三四" else int(word) - 1
    return elements.defendants[index].name if index < len(elements.defendants) else ""


def names_party(text: str, name: str) -> bool:
    """Whether `text` names the party `name`, in full or, for a company, by its short name ("茗香公司" for
    南京茗香贸易有限公司)."""
    if name in text:
        return True
    for mention in re.finditer(r"公司|集团", text):
        before = text[max(0, mention.start() - 4):mention.start()]
        if any(len(before) >= size and re.fullmatch(rf"[{HAN}]+", before[-size:]) and before[-size:] in name
               and before[-size:] not in ("有限", "责任") for size in (2, 3, 4)):
            return True
    return False


def _jointly(elements: Elements, claim: Claim) -> str:
    """"连带" when the claim is against several defendants and the user said they answer jointly and severally
    ("要求两被告连带赔偿", D50), "共同" when they said together."""
    against = defendants_phrase(elements, claim)
    if "、" not in against:
        return ""
    said = [*(c.text for c in elements.claims), *elements.said]
    if any(re.search(r"连带(?:赔偿|支付|偿还|给付|承担赔偿)", text) and not re.search(r"保证|担保", text) for text in said):
        return "连带"
    owed = [c.text for c in elements.claims if c.kind in ("money", "interest")]  # "诉讼费由两被告承担" says no debt together (D61)
    return "共同" if any(w in text for text in owed for w in ("共同", "两被告")) or \
        any(w in text for text in said for w in ("共同偿还", "共同赔偿", "一起还", "两个一起", "俩一起")) else ""


def _insurer_first(elements: Elements, names: str, dispute: str) -> str:
    """"被告X保险公司在保险责任限额内、不足部分由被告Y": a traffic claim against the vehicle's insurer and
    the driver together, in the order 民法典 第一千二百一十三条 makes them pay; "" otherwise."""
    against = names.split("、")
    insurers = [n for n in against if "保险" in n]
    others = [n for n in against if "保险" not in n]
    if dispute != "机动车交通事故责任纠纷" or not insurers or not others:
        return ""
    return f"被告{'、'.join(insurers)}在机动车强制保险及商业保险责任限额内、不足部分由被告{'、'.join(others)}"


#: what a refund is in a dispute where the money paid has a name ("退钱19800元" for a mattress: 货款)
REFUNDED = {"买卖合同纠纷": "货款", "网络购物合同纠纷": "货款", "服务合同纠纷": "服务费", "装饰装修合同纠纷": "工程款",
            "承揽合同纠纷": "价款", "保管合同纠纷": "保管费"}
#: money paid ahead on a card or an account ("会员卡…充了1万元", "储值"): refunded as 预付款, not as a service's fee
PREPAID = re.compile(r"会员卡|储值|充值|预付卡|办了一?张卡|卡里")
#: the contract a dispute is about, when the user says only "解除合同" (D71)
CONTRACTS = {"房屋租赁合同纠纷": "房屋租赁合同", "买卖合同纠纷": "买卖合同", "装饰装修合同纠纷": "装饰装修合同", "服务合同纠纷": "服务合同",
             "物业服务合同纠纷": "物业服务合同", "劳务合同纠纷": "劳务合同", "承揽合同纠纷": "承揽合同", "保管合同纠纷": "保管合同"}
#: a non-money claim said as the act the defendant is to do, without who does it
ACTION_FIRST = re.compile(r"^(?:把[^，。；]{1,12}(?:改好|整改|移走|拆除|修好|返修)|(?:返修|维修|修理|修复|修好|重做|返工)(?![费款])|删除|撤回|停止|消除影响|恢复名誉|赔礼道歉|公开道歉|在[^，。；]{1,30}(?:公开)?(?:赔礼)?道歉)")
#: what a sum paid for the work is in a dispute where it has a name (D48's logo designed to order: 报酬, 民法典 第七百八十二条)
EARNED = {"承揽合同纠纷": "报酬", "劳务合同纠纷": "劳务报酬", "服务合同纠纷": "服务费", "买卖合同纠纷": "货款",
          "装饰装修合同纠纷": "工程款", "运输合同纠纷": "运费"}


def claim_line(claim: Claim, elements: Elements, interest: Interest | None, dispute: str) -> str:
    """One 判令 line; a case file's free claim line (no kind) is kept as written."""
    names = defendants_phrase(elements, claim if claim.kind != "costs" else None)
    who = f"被告{names}" if names else "被告"
    if claim.kind == "costs":
        return PAYER_COSTS.format(names=names)
    if claim.kind == "money":
        prepaid = claim.verb == "退还" and PREPAID.search(elements.facts + claim.text)  # a card's balance (D114): 预付款
        label = claim.label or ("预付款" if prepaid else REFUNDED.get(dispute, "款项") if claim.verb == "退还" else
                                EARNED.get(dispute, "款项") if claim.verb in ("", "支付") else "款项")
        if label in ("本金", "借款") and dispute == "民间借贷纠纷":
            label = "借款本金"
        label = "租金" if label == "房租" else label  # a complaint's word for the rent (D174: "支付原告房租7000元")
        if dispute == "不当得利纠纷":  # "我要他还5万元" of money sent by mistake (D75): no loan, a benefit handed back
            label, claim = "不当得利款项", replace(claim, verb="返还")
        span = MONTH_SPAN.search(claim.text) if label in ("抚养费", "赡养费", "扶养费") and not claim.periodic else None
        if span:  # "拖欠的抚养费34500元" for "2025年1月至2026年11月" (D138): the months the arrears are for
            label = f"{span.group(0)}的{label}"
        value = yuan(claim.amount)
        amount = money(value) if value is not None else "〔金额未提供〕"
        formula = f"（{claim.formula}）" if claim.formula else ""
        insured = _insurer_first(elements, names, dispute)
        if insured:  # 民法典 第一千二百一十三条: the insurers within their limits first, then the driver
            return f"判令{insured}{claim.verb or '赔偿'}原告{label}{amount}{formula}。"
        if claim.label == "折价款":  # "还不了就赔6500元" (D170): the value, only if the thing is not given back
            return f"如被告不能返还，判令{who}赔偿原告折价款{amount}。"
        until, verb = "", claim.verb or "支付"
        if verb == "赔偿" and elements.dispute in KEEP_DISPUTES:  # a parent's medical costs are support paid, no damages (D145)
            verb = "支付"
        if claim.periodic and UNTIL_AGE.search(claim.text):
            # "每月给抚养费2000元到女儿18岁" (D99): paid until the child comes of age, as a judgment says it
            named = CHILD_NAMED.search(elements.facts) or ex.CHILD_BORN.search(elements.facts)
            child = f"{'婚生子' if named.group(1) == '儿子' else '婚生女'}{named.group(2)}" if named else "子女"
            if named and any(p.name == named.group(2) for p in elements.plaintiffs):
                child = "原告"  # the child sues for its own support (D138)
            until = f"，至{child}年满十八周岁时止"
        if claim.periodic:  # "自2026年12月起每月15日前支付" (D138): when the payments start and the day each is due
            start, due = PERIOD_START.search(claim.text), DUE_DAY.search(claim.text)
            verb = (f"自{start.group(1)}起" if start else "") + verb.replace("每月", f"每月{due.group(1)}" if due else "每月")
        return f"判令{who}{_jointly(elements, claim)}{verb}原告{label}{amount}{formula}{until}。"
    if claim.kind == "interest" and per_day(claim.rate) is not None:  # 违约金 of a fixed sum a day
        since = f"自{claim.since}起" if claim.since else ""
        line = f"判令{who}{_jointly(elements, claim)}支付原告{claim.label or '违约金'}（{since}按{claim.rate}计算"
        if interest:
            line += f"，暂计至{interest.until}为{money(interest.amount)}（{interest.formula()}）"
        return line + "）。"
    if claim.kind == "interest":
        base = interest.base if interest else base_of(claim, elements)
        base_text = money(yuan(base)) if base and yuan(base) is not None else "借款本金"
        parts = [f"以{base_text}为基数"]
        if claim.since:
            parts.append(f"自{claim.since}起")
        if claim.rate:
            # "一年期LPR" is the one-year rate already: LPR_WORDS says 一年期 once
            rate = share_words(claim.rate) or (re.sub(r"(?:一年期)?(?<![A-Za-z])LPR(?![A-Za-z])", LPR_WORDS, claim.rate)
                                               if "贷款市场报价利率" not in claim.rate else claim.rate)
            parts.append(f"按{rate}")
        line = f"判令{who}{_jointly(elements, claim)}支付原告{claim.label or '利息'}（{'，'.join(parts)}计算至实际清偿之日止"
        if interest:
            line += f"，暂计至{interest.until}为{money(interest.amount)}"
        return line + "）。"
    if claim.kind == "other":
        rescission = ex.RESCISSION.match(claim.text)
        if rescission and names:  # "解除合同": the contract between the parties, as a judgment names it
            contract = rescission.group(2)
            named = re.search(r"签(?:订)?[了的]?(?:一份|个|份)?《?([^，。；《》的]{2,10}?(?:合同|协议))", elements.facts) if contract in ("合同", "协议") else None
            contract = named.group(1) if named else CONTRACTS.get(dispute, contract) if contract in ("合同", "协议") else contract
            return f"判令{rescission.group(1)}原告与{who}签订的{contract}。"  # "…签订的装修合同" (D53), "…房屋租赁合同" (D71)
        if claim.label == "返还原物":  # "我要他还电脑" (D170): the thing, as the facts name it, given back
            back = THING_BACK.fullmatch(claim.text)
            thing = (back.group("thing") or back.group("held")) if back else ""
            named = re.search(rf"把{ex.COUNTED}([^，,。；;]{{0,8}}{re.escape(thing)})借给", elements.facts) if thing else None
            return f"判令{who}返还原告{named.group(1) if named else thing}。"
        if claim.label == "腾退":  # "让他搬走" (D71): the flat the facts place, vacated and handed back
            premises = property_place(elements.facts)
            return f"判令{who}腾退{f'位于{premises}的' if premises else '涉案'}房屋并返还原告。"
        if claim.label == "占有使用费":  # "到他搬走为止的占用费（按每月2800元算）": by the month until the flat is handed back
            value = yuan(claim.amount)
            rate = money(value) if value is not None else claim.amount
            return f"判令{who}按每月{rate}的标准向原告支付自欠付租金期间届满次日起至实际腾退房屋之日止的房屋占有使用费。"
        if ACTION_FIRST.match(claim.text):  # "删除所有造谣视频", "在她的抖音账号上公开道歉" (D72): the defendant does it
            said = re.sub(r"(?<![其吉])[他她]的", "其", claim.text)
            return f"判令{who}{formal_text(said, elements).rstrip('。')}。"

        if claim.label == "抚养":  # "儿子归我抚养": the child as the facts name it ("生了儿子陈子轩"), to the plaintiff
            named = CHILD_NAMED.search(elements.facts)
            said = re.search(r"儿子|女儿", claim.text)
            kin = named.group(1) if named else said.group(0) if said else ""
            child = {"儿子": "婚生子", "女儿": "婚生女"}.get(kin, "婚生子女")
            return f"判令{child}{named.group(2) if named else ''}由原告抚养。"
        if claim.label == "分割":  # "珞喻路那套房子是婚后买的…要求分割" (D99): the property the facts name, divided
            premises = property_place(elements.facts)
            told = re.search(rf"([{HAN}]{{2,12}}?)(?:的)?(?:那套|这套|那处|这处)(?:房子|房屋|房产)", elements.facts)
            thing = f"位于{premises}的房屋" if premises else f"{told.group(1)}的房屋" if told else ""
            return f"判令依法分割原告与被告的夫妻共同财产{f'（{thing}）' if thing else ''}。"
        guarantor = GUARANTOR.match(claim.text)
        owed = [index for index, c in enumerate(elements.claims) if c.kind in ("money", "interest")]
        # "被告二对上述债务承担连带清偿责任" (D61): the guarantor by its number, whom `defendants_phrase` named
        by_number = claim.text.startswith("被告") and bool(numbered_defendant(claim.text, elements))
        if guarantor and owed and (by_number or claim.text.startswith(tuple(names.split("、")))):
            # "赵刚承担连带责任": a guarantor answers jointly for the debts claimed above, said as a judgment says it
            items = "、".join(map(ordinal, owed))
            return f"判令{who}对上述第{items}项债务承担连带清偿责任。"
        return f"判令{formal_text(claim.text, elements).rstrip('。')}。"
    return claim.text


#: the couple's child as the facts name them ("生了儿子陈子轩", "2016年生了女儿蒋心怡")
CHILD_NAMED = re.compile(rf"(?:生了|生育了?|有)(?:一个|一名)?(儿子|女儿)([{HAN}]{{2,3}})(?=[，。；、]|$)")
#: When a sum owed each month starts ("自2026年12月起"), and the day each month it is due ("每月15日前").
PERIOD_START = re.compile(r"(?:自|从)(\d{4}年\d{1,2}月(?:\d{1,2}日)?)(?:起|开始)")
DUE_DAY = re.compile(r"每月(\d{1,2}日(?:之)?前)")
#: A guarantor's joint liability claimed in a word ("赵刚承担连带责任", "赵刚负连带保证责任").
GUARANTOR = re.compile(r"^[^，,。]{2,20}?(?:承担|负)连带(?:保证|清偿)?责任$")
CHINESE_ORDINALS = "一二三四五六七八九十"


def ordinal(index: int) -> str:
    """The number of the claim at `index` (from 0) as the complaint writes it: 一, 二 … 十, then digits."""
    return CHINESE_ORDINALS[index] if index < len(CHINESE_ORDINALS) else str(index + 1)

#: 他/她 where someone acts on them ("跟他吵起来", "打了他"): in a sentence whose actor is the defendant, the client
ACTED_ON = re.compile(r"((?:跟|和|与|对|向|给|把|被|让|打了?|骂了?|推了?|踢了?|撞了?|咬了?|砸了?|骗了?|找)的?)[他她](?![人们])")


def _acted_on(sentence: str, name: str) -> str:
    """`sentence` with each 他/她 the defendant `name` acts on as 原告: the name before it, and no 原告 or 客户 between
    the two ("孙丽萍…卖给别人了，客户找她要钱" is the client acting, and 她 is the defendant)."""
    def one(match: re.Match) -> str:
        before = sentence[: match.start()]
        return match.group(1) + "原告" if name in before and not re.search(r"原告|客户", before[before.rfind(name):]) else match.group(0)
    return ACTED_ON.sub(one, sentence)


#: how a guardian stands to the minor, as a complaint says it ("系原告之父")
KIN = {"父亲": "父", "母亲": "母"}  # the reader writes 爸爸 and 妈妈 as these (reader.KINSHIP)
#: The relatives for whom a writer brings a suit ("我帮我妈写个起诉状")
_RELATIVES = re.compile(r"我(妈妈|妈|母亲|爸爸|爸|父亲|奶奶|爷爷|外婆|姥姥)")
#: The writer speaking of their own side.
_FIRST_PERSON = re.compile(r"我们公司|我公司|我方|我们|本人|(?<!自)我(?!国)")


def _guardian_words(ward: Party) -> str:
    """How the complaint names the minor's guardian: "原告之母", or "原告法定代理人" when the relation is not a parent."""
    relation = ward.guardian.get("relation", "")
    return f"原告之{KIN[relation]}" if relation in KIN else "原告法定代理人"


def suing_relatives(elements: Elements) -> list[str]:
    """The words by which the writer names the relative who sues ("妈" of "我妈叫张桂兰", the plaintiff's name)."""
    said = "".join(elements.said)
    return [relative for relative in dict.fromkeys(_RELATIVES.findall(said))
            if any(re.search(rf"我{relative}(?:叫|是|名叫)?{re.escape(p.name)}", said) for p in elements.plaintiffs if p.name)]


def formal_text(text: str, elements: Elements) -> str:
    """Pronouns as 原告/被告, chat words as written ones, each party's name after its role once."""
    single = len(elements.defendants) <= 1
    # a sole trader's 他 is its 经营者, the one sued by the shop's name ("在他店里买了", D58)
    persons = [d for d in elements.defendants if d.kind != "org" or d.sole_trader]
    ward = next((p for p in elements.plaintiffs if p.guardian.get("name")), None)
    # the child suing for support (D138): the couple who divorced are the child's parent who writes and the one sued
    couple = f"{_guardian_words(ward)}{ward.guardian['name']}与被告" if ward is not None and elements.dispute == "抚养费纠纷" \
        else "原告与被告"
    # "我们2015年5月20日登记结婚": the couple, both parties (D47)
    out = re.sub(r"我们(?:俩|两个|两人)?(?=[^，。；]{0,14}?(?:登记结婚|结婚|领证|领了证|生了|生育)|[^，。；]{0,20}?离婚)|我俩", couple, text)
    if len(elements.plaintiffs) <= 1 and elements.defendants:
        # "2025年3月1日我们签了书面租赁合同": the two sides made it (D164 read "原告签订了")
        out = re.sub(r"我们(?:俩|两个|两人|双方)?(?=[^，。；]{0,12}?(?:签了|签订|订立|约定|说好|讲好|谈好))", "原告与被告", out)
    said = "".join(elements.said)
    # "我帮我妈写…我妈叫黄秀兰": the relative the writer speaks of is the plaintiff (D56 read "原告妈")
    suing = suing_relatives(elements)
    for relative in suing:
        out = re.sub(rf"我{relative}", "原告", out)
    relative_sues = bool(suing)
    # "我妈被车撞了……我妈叫张桂兰……刘强开车没让行把她撞倒了" (D157, session 47): she is the relative who sues, as in "我帮她写",
    # unless a person sued shares her pronoun
    relative_sues = relative_sues and len(elements.plaintiffs) == 1 and not any(
        d.gender == elements.plaintiffs[0].gender for d in persons)
    writer_for = elements.plaintiffs[0] if (ex.WRITING_FOR.search(said) or relative_sues) and len(elements.plaintiffs) == 1 else None
    if writer_for is not None and writer_for.gender:  # "我妈被送外卖的电动车撞了，我帮她写" (D89): she is the plaintiff
        out = re.sub(r"我的?(?:妈妈|妈|母亲|爸爸|爸|父亲)", "原告", out)
        out = re.sub(rf"(?<![其吉]){'她' if writer_for.gender == '女' else '他'}(?![人们])", "原告", out)
    if ward is not None:  # "我儿子在小区楼下玩…咬了他左腿，我请假陪护" (D98): the child sues, the writer is the guardian
        if ward.name:  # "女儿陈可馨（2018年6月1日出生）跟我生活" (D138): the child by name
            out = re.sub(rf"(?:我的|我家|我)?(?:儿子|女儿|孩子|小孩){re.escape(ward.name)}", "原告", out)
        out = re.sub(r"(?:我的|我家|我)(?:儿子|女儿|孩子|小孩)", "原告", out)
        if elements.dispute != "抚养费纠纷":  # there 他 is the parent sued for the support (D138), not the child
            out = re.sub(r"(?<![其吉])[他她](?![人们家])", "原告", out)
        writer = _guardian_words(ward)
        if ward.guardian["name"] not in out:
            out = re.sub(r"(?<!自)我(?![国们])", writer + ward.guardian["name"], out, count=1)
        out = re.sub(r"(?<!自)我(?![国们])", writer, out)
    if len(elements.plaintiffs) > 1:  # "我们俩年纪大了" (D62): both plaintiffs
        out = re.sub(r"我们(?:俩|两个|两人)?|我俩", "两原告", out)
    sued_kin = re.search(r"(?:告|起诉)(?:我们|我)?的?(儿子|女儿|大儿子|小儿子|大女儿|小女儿)", said)
    if sued_kin and len(elements.defendants) == 1:  # "告我们儿子…儿子就一分钱都不给了": the son is the one sued
        out = re.sub(rf"(?:我们|我)?的?{sued_kin.group(1)}(?!媳)", "被告", out)
    if len(elements.defendants) == 1 and elements.defendants[0].kind == "person":
        # "我借给我同事2万块钱" (D74): the one sued, by what they are to the writer, when no name follows
        names = "|".join(re.escape(p.name) for p in elements.parties() if p.name) or "$^"
        out = re.sub(rf"我的?(?:前|老)?(?:同事|朋友|同学|邻居|老乡|战友|发小|熟人)(?!{names})", "被告", out)
    out = _FIRST_PERSON.sub("原告", out)
    out = re.sub(r"他们|她们|对方", "被告", out)
    if not _FIRST_PERSON.search(text) and elements.plaintiffs and elements.plaintiffs[0].kind != "org":
        # Staff tell a client's story in the third person ("客户刘海涛…。他2023年9月把自己的车卖给了周凯"):
        # with no first person in it, the 他/她 the facts open with is the client introduced before them
        # (D22 made him 被告). A later 他 may be the other side ("周凯付了3万元。他说…"): left to the rule below.
        out = re.sub(rf"^(\s*(?:(?:{ex.DATE}|\d{{4}}年\d{{1,2}}月)(?:上午|下午|晚上|早上|中午|凌晨|傍晚|夜里)?)?[，,]?\s*)[他她](?![人们])",
                     r"\1原告", out)  # "2025年6月他从周强手里买了" (D44), "2026年7月3日晚上，他在…吃饭" (D115)
        for person in (p for p in persons if p.name):  # "闫小龙喝多了…跟他吵起来，动手打了他" (D115): the one he acts on is the client
            out = re.sub(rf"[^。；;]*{re.escape(person.name)}[^。；;]*", lambda m: _acted_on(m.group(0), person.name), out)
        out = re.sub(r"客户(?!端|经理|群|服务|资料|信息)", "原告", out)  # D37: "5月10号客户找她要钱": the client is the plaintiff
        if len(persons) > 1:  # "父子俩一起动手打了他" (D50): with the defendants told as a pair, 他 is the client
            out = re.sub(r"(?<![其吉])[他她](?![人们])", "原告", out)
        # "2025年10月6日晚上在…和刘大海发生争执": the story's subject-less opening is the client's
        out = re.sub(rf"^((?:{ex.DATE})(?:上午|下午|晚上|早上|中午|凌晨|傍晚|夜里)?)[，,]?(?=在|去|到)", r"\1，原告", out)
        if not persons:  # "水渗到她家" with a company sued (D66): every 他/她 is the client
            out = re.sub(r"(?<![其吉])[他她](?![人们])", "原告", out)
    # staff telling of a woman suing a man (or a man a woman) as 她 and 他: the pronoun says which (D145: "也不来看她" had
    # become "也不来看被告"); a story in the first person tells of the writer as 我, and its 她 is someone else
    client = elements.plaintiffs[0] if len(elements.plaintiffs) == 1 else None
    if not _FIRST_PERSON.search(text) and single and persons and client is not None \
            and {client.gender, persons[0].gender} == {"男", "女"}:
        mine = "她" if client.gender == "女" else "他"
        out = re.sub(rf"(?<![其吉]){mine}(?![人们])", "原告", out)
    # 他/她 is a person: the one natural-person defendant (a driver sued with his insurer); a company is
    # never 她 ("我替我妈来写……她在养生馆被推销" is the plaintiff), so then it stays as written
    if len(persons) == 1 and (single or persons[0].name):
        out = re.sub(r"(?<![其吉])[他她](?!人)", "被告" if single else f"被告{persons[0].name}", out)
    if len(elements.defendants) == 1 and elements.defendants[0].kind == "org" and elements.defendants[0].name:
        out = _kind_as_defendant(out, elements.defendants[0].name)
        if "公司" in elements.defendants[0].name and not any(p.kind == "org" for p in elements.plaintiffs):
            # "公司一直推" opening a clause: the one company sued by a person (D144); a company suing says 公司 of itself
            out = re.sub(r"(?:(?<=^)|(?<=[，。；,;\n]))(?:这个|那个|这家|那家)?公司(?=[^，。；]{0,6}(?:一直|就|还|又|不|没|拒|推|说|称))", "被告", out)
            # ... and the company an award, a suit or a demand is against ("仲裁裁决公司支付", "现在我要起诉公司", D166)
            out = re.sub(r"(?:(?<=裁决)|(?<=起诉)|(?<=要求)|(?<=找)|(?<=告))(?:这个|那个|这家|那家)?公司(?![\u4e00-\u9fff]{0,2}(?:有限|股份))", "被告", out)
    out = _written_register(out)
    out = re.sub(r"(?:去年|今年|前年)[（(](\d{4}年)[）)]", r"\1", out)  # "去年（2025年）4月": the year the user gave
    out = re.sub(r"(?<![A-Za-z])\s*\bbut\s*(?=[\u4e00-\u9fff])", "，但", out, flags=re.I)  # "…交车，but到期…" (D80)
    out = re.sub(r"[，,]\s*，", "，", out)
    out = re.sub(r"(\d{1,2})月到(\d{1,2})月", r"\1月至\2月", out)  # "6月到8月" (D76)
    out = re.sub(r"(?<![跟和对向给与])被告说", "被告称", out)  # the defendant saying, not "跟被告说了好几次" (D119)
    out = re.sub(r"把([^，。；]{1,12})改好", r"将\1整改", out)  # "把空调排水改好别再往我家滴" (D92)
    out = re.sub(r"[，,]?别再往(原告|被告)?家?滴水?", lambda m: f"，停止向{m.group(1) or ''}家滴水", out)
    out = re.sub(r"(?<!负)全责", "负全部责任", out)  # "交警认定他全责" (D69)
    home = next((p.address for p in elements.plaintiffs if p.address), "")
    if home:  # "装我自己住的房子（就是上面这个地址）" (D144): the address the story gave above, written out
        out = re.sub(r"[（(](?:就是|也就是|即)?(?:上面|前面|上述)(?:这个|那个|的)?(?:地址|住址)[）)]", f"（位于{home}）", out)
    for party in elements.parties():
        if party.name and len(party.name) >= 2:
            role = "原告" if party.role == "plaintiff" else "被告"
            out = re.sub(rf"(?<!{role})(?<!原告)(?<!被告){re.escape(party.name)}", f"{role}{party.name}", out, count=1)
    out = re.sub(r"(原告|被告)\1+", r"\1", out)
    # "两原告的妈妈王桂兰…妈妈去世了" (D79): a parent as a complaint names them
    out = re.sub(r"(原告|被告)的?(?:妈妈|妈)(?!妈)", r"\1的母亲", out)
    out = re.sub(r"(原告|被告)的?(?:爸爸|爸)(?!爸)", r"\1的父亲", out)
    out = re.sub(r"(?<![的亲])(?:妈妈|爸爸)(?=去世|过世|病逝|离世)", lambda m: "母亲" if m.group(0) == "妈妈" else "父亲", out)
    # "业主叫被告李志伟": who the party is, as a complaint says it ("被告李志伟系业主", D46)
    out = re.sub(r"(业主|房东|租客|房客|承租人|出租人|卖家|买家|借款人|出借人)(?:叫|名叫|是)((?:原告|被告)[^，。；]{2,20}?)(?=[，。；]|$)",
                 r"\2系\1", out)
    out = re.sub(r"(?:一个|一位|一名)(?:叫|名叫)(?=(?:原告|被告))", "", out)  # "转到了一个叫龚伟的人的账户里" (D75)
    out = re.sub(r"(?:跟|和)(?=(?:原告|被告)[^，。；]{0,12}?(?:签订|约定|协商|订立))", "与", out)  # 跟被告孙丽萍签订了…
    names = "|".join(re.escape(p.name) for p in elements.parties() if p.name and len(p.name) >= 2)
    if names:  # "钱涛的表哥孙建明" says who he is to another party: kept, "钱涛的表哥即被告孙建明" (D25 read "钱涛的被告孙建明")
        out = re.sub(rf"((?:{names})的{ex.RELATION})(?=(?:原告|被告))", r"\1即", out)
    # "向房东被告孙丽", "我大学同学陈志鹏": the role says who (the relation's qualifier goes with it)
    out = re.sub(rf"(?:我的|原告的?|他的?|她的?|被告的)?(?:大学|高中|初中|小学|中学)?{ex.RELATION}(?=(?:原告|被告))", "", out)
    # "……车行不认账，我要告他们": the wish to sue is the complaint itself, no fact of it
    out = re.sub(r"[，,]?(?:所以|因此|现在)?原告(?:要|想|打算|准备|决定)(?:去法院)?(?:告|起诉)(?:被告)?(?=[。；;]|$)", "", out)
    # a story told without its subject: "2022年6月1日借给被告5万元", "2025年11月11日下单买了一件羊绒大衣" (D51) are the plaintiff's acts
    out = re.sub(rf"^((?:{ex.DATE})?[，,]?)(借给|转给|租给|卖给|交给|借款给)", r"\1原告\2", out)
    out = re.sub(rf"^((?:{ex.DATE})(?:上午|下午|晚上|早上|中午|凌晨|傍晚|夜里)?)[，,]?(?=下单|网购|购买|买了|租了|承租|借了|通过|从)",
                 r"\1，原告", out)
    out = re.sub(rf"^((?:{ex.DATE}))[，,]?签(?:订)?(?:了|的)", r"\1，原告与被告签订了", out)  # "2024年1月1日签的商铺租赁合同" (D52)
    out = re.sub(r"^(?=购买了|承租了)", "原告", out)  # "买了台冰箱，用了三天…" (D67)
    # "2025年10月8号买的，花了4599元" (D67): when the writer did it, as a complaint says it
    out = re.sub(rf"(^|[。；，,])(?:是)?({ex.DATE}|\d{{4}}年\d{{1,2}}月)(买|借|签|租)的", lambda m: m.group(1) + (
        f"借款发生于{m.group(2)}" if m.group(3) == "借" else f"原告与被告于{m.group(2)}签订" if m.group(3) == "签"
        else f"原告于{m.group(2)}" + {"买": "购买", "租": "承租"}[m.group(3)]), out)
    out = re.sub(r"(?<=购买)[，,]花了", "，价款", out)
    out = re.sub(rf"(^|[。；，,])({ex.DATE})下的单[，,]\s*(\d+(?:\.\d+)?元)", r"\1原告于\2下单购买，价款\3", out)  # D83
    out = re.sub(r"^在(天猫|淘宝|京东|拼多多|网上)买的", r"原告在\1购买的", out)
    return chinese_punctuation(out)


def _kind_as_defendant(text: str, name: str) -> str:
    """The kind word for the one organisation sued ("物业", "商家") as 被告, never inside its own name, nor where the
    writer speaks of another of its kind ("只好临时换了别的酒店" became "别的被告", D125)."""
    words = "|".join(word for word, held in _KIND_WORDS if held in name)
    if not words:
        return text
    short = re.sub(r"^.*?[省市区县旗](?=[^省市区县旗]{4,}$)", "", name)  # "福满楼酒楼" of 南昌市东湖区福满楼酒楼 (D94)
    names = sorted({name, short}, key=len, reverse=True)
    parts = re.split(f"({'|'.join(map(re.escape, names))})", text)
    return "".join(part if part in names else re.sub(rf"(?<![被原新])(?<!开的)(?<!经营的)(?<!别的)(?<!其他)(?<!别家)(?<!另一家)(?<!另外的)(?<!另一个)(?:{words})(?!费|服务|管理|合同)", "被告", part) for part in parts)


_FULL_WIDTH = {",": "，", ";": "；", ":": "：", "?": "？", "!": "！", "(": "（", ")": "）", ".": "。"}


def chinese_punctuation(text: str) -> str:
    """ASCII punctuation typed in a Chinese sentence ("借了5万元,打了借条;") as a complaint writes it (，；：。);
    between two digits (1.5倍, 10:30) it is part of the number, and an English sentence keeps its own."""
    if told_in_english(text):
        return text
    text = re.sub(r"\s*(?:(?<!\d)[,;:.?!()]|[,;:.?!()](?!\d))\s*", lambda m: _FULL_WIDTH[m.group(0).strip()], text)
    return re.sub(r"。{2,}", "。", text)


def facts_paragraphs(elements: Elements) -> list[str]:
    paragraphs = []
    for paragraph in elements.facts.split("\n"):
        paragraph = paragraph.strip()
        if not paragraph:
            continue
        text = formal_text(paragraph, elements)
        paragraphs.append(text if text.endswith(("。", "！", "？", ".")) else text + "。")
    return paragraphs


def evidence_item(text: str, elements: Elements) -> str:
    """An evidence item as the complaint lists it: the user's words in written punctuation and register
    ("跟孙志刚的微信聊天记录" -> "与孙志刚的…"); the relative who sues is 原告 ("我妈单位的误工证明" where "我妈叫张桂兰"
    sues, D157, not "原告母亲单位")."""
    item = chinese_punctuation(text.strip()).rstrip("。；")
    for relative in suing_relatives(elements):
        item = re.sub(rf"我{relative}", "原告", item)
    if len(elements.defendants) == 1:  # "他们项目经理签字的送货单" (D158): the company sued
        item = re.sub(r"(?<![其吉])[他她]们(?=的|[^，。；]{0,6}(?:签|写|出具|盖))", "被告", item)
    # "跟她的微信聊天记录", "她微信转我工资的记录" (D49): the parties as the complaint names them
    item = re.sub(r"(?<![其吉])[他她](?![人们])", "被告", re.sub(r"(?<!自)我(?!国)", "原告", item))
    item = re.sub(r"原告的?(?:妈妈|妈)(?!妈)", "原告母亲", re.sub(r"原告的?(?:爸爸|爸)(?!爸)", "原告父亲", item))  # "我妈的死亡证明" (D79)
    item = re.sub(r"^(?:跟|和)(?=[^，。；]{2,}的)", "与", item)
    item = re.sub(r"^对方(?=[^，。；]{2,})", "被告", item)  # "对方签收记录" (D41)
    # "三张送货单" -> "送货单三张": the count after the document, as an evidence list gives it (D41)
    return re.sub(r"^([一二三四五六七八九十两]|\d{1,2})(张|份|页|段|条|本|组)([^，。；]{2,})$", r"\3\1\2", item)


def evidence_line(index: int, text: str, witness: str, elements: Elements) -> str:
    item = evidence_item(text, elements)
    if witness or "来源" in item:
        return f"{index}. {item}；"
    return f"{index}. {item}，来源：原告提供；"
