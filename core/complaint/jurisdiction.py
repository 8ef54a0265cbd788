"""What the dispute is, whether it may go to court at all, and which court to propose (民事诉讼法).

Every court that has jurisdiction is listed (defendant's domicile 第二十二条, contract performance
place 第二十四条 with 解释第十八条/第二十条, tort place 第二十九条, 不动产 exclusive jurisdiction
第三十四条 with 解释第二十八条, an agreed forum 第三十五条); each is named by `courts.basic_court`
from the county-level division of an address the user gave, never made up. The proposal carries the
rule it comes from; a court the user chooses is checked against the list and refused with the reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.complaint import extract as ex
from core.complaint.courts import basic_court, city_without_counties, same_court
from core.complaint.elements import Elements

#: (dispute, keywords) in the order they are tried.
DISPUTES: tuple[tuple[str, tuple[str, ...]], ...] = (
    # wages owed by a labour boss, a person and no 用人单位, are a 劳务 debt for the court, not a 劳动争议 for
    # arbitration first; "工钱" with an IOU was typed 民间借贷纠纷 (helper-24's story p2)
    # so are a household's wages to its nanny or carer (a family is no 用人单位; D49's "住家保姆" was sent to arbitration)
    ("劳务合同纠纷", ("包工头", "劳务费", "住家保姆", "当保姆", "做保姆", "月嫂", "育儿嫂", "钟点工", "I'm a painter", "painting work",
                "for the job", "nanny")),
    # a rumour spread online about a shop is a wrong to its owner's name, not a purchase gone wrong (D72 was typed 网络购物)
    ("名誉权纠纷", ("造谣", "诽谤", "诋毁", "名誉", "侮辱", "defam", "slander")),
    # money sent to a stranger by mistake: no contract and no wrong, a benefit without a basis (民法典 第九百八十五条)
    ("不当得利纠纷", ("转错", "转账转错", "误转", "打错账", "输错了", "不当得利", "wrong account", "by mistake")),
    # harm from treatment at a clinic or hospital: the medical institution answers for its fault (民法典 第一千二百一十八条, D93)
    ("医疗损害责任纠纷", ("诊所", "门诊", "口腔医院", "误诊", "医疗事故", "手术失败", "烤瓷牙", "种植牙", "补牙", "拔牙", "牙冠",
                    "治坏", "medical malpractice", "misdiagnos")),
    # a pet left to be boarded, a thing left for safekeeping: the keeper's care is a contract (民法典 第八百八十八、八百九十七条),
    # not an animal's harm (D124 typed a cat that died in boarding 饲养动物损害责任纠纷)
    ("保管合同纠纷", ("寄养", "寄存", "保管费", "代为保管", "boarding", "left in the care")),
    # harm an animal did; a pet bought in a shop that fell ill is a sale ("宠物店花4500元买了一只布偶猫", D136)
    ("饲养动物损害责任纠纷", ("狗咬", "的狗", "犬", "咬伤", "抓伤", "被狗", "被猫", "饲养的动物", "没拴绳")),
    # an e-bike or bicycle is no motor vehicle (道路交通安全法 第一百一十九条): unless a car is in the story too
    ("非机动车交通事故责任纠纷", ("电动自行车", "电动车", "电瓶车", "自行车", "骑车", "滑板车", "electric scooter", "e-bike",
                           "bicycle", "cyclist")),
    ("机动车交通事故责任纠纷", ("交通事故", "机动车", "撞", "交强险", "车祸")),
    ("生命权、身体权、健康权纠纷", ("打伤", "殴打", "打了我", "动手打")),
    # a thing falling from a building onto someone: the owner's or manager's liability (民法典 第一千二百五十三条, D82)
    # a tree or its branch breaking onto someone's car: 林木折断 (民法典 第一千二百五十七条, D102)
    ("物件损害责任纠纷", ("招牌", "广告牌", "掉下来砸", "砸伤", "坠落", "a sign fell", "fell from", "falling sign", "树枝", "大树", "树木",
                   "折断", "branch from", "branch fell", "tree fell", "fell onto")),
    # a fall in a shop, a restaurant or a hotel on a floor left slippery: the keeper of the place failed its duty of care (民法典
    # 第一千一百九十八条, D169: "在火锅店……地上有一滩油……滑倒摔伤", with "单位扣了我8000元工资", was sent to labour arbitration)
    ("违反安全保障义务责任纠纷", ("滑倒", "地上有油", "地上有水", "一滩油", "一滩水", "地面湿滑", "没有警示", "安全保障", "slipped")),
    # after the harms: an accident's lost wages ("单位扣了我4200元工资", D55) are a loss, not a labour dispute
    ("劳动争议", ("工资", "劳动合同", "加班费", "经济补偿金", "工伤", "社会保险", "社保", "用人单位", "辞退")),
    # a fitter found online is a service bought, not goods: "在京东上找了个装空调的师傅"
    ("服务合同纠纷", ("安装费", "上门安装", "装空调", "安装空调", "安装师傅", "维修师傅", "养老院", "养老服务", "敬老院", "护理院")),
    # work made for a shop (product photos, a design): the maker's fee, though the shop sells online (D100)
    ("承揽合同纠纷", ("拍摄费", "摄影费", "产品图", "拍了一组", "设计费", "设计稿")),
    # partners winding up a shop ("合伙开了一家奶茶店……他写了一张字条承认应该给我3万元", D134): the partnership's accounts,
    # not a loan ("还我3万元" had been drafted as 借款本金)
    ("合伙合同纠纷", ("合伙协议", "合伙开", "合伙经营", "合伙做", "合伙人", "退伙", "散伙")),
    # goods the writer consigned to a carrier ("交给…物流公司托运"): the carriage is the contract sued on, though the writer
    # sells online (D131 was typed 网络购物 from "我在淘宝上开了个…店")
    ("运输合同纠纷", ("托运",)),
    ("网络购物合同纠纷", ("网购", "网店", "淘宝", "天猫", "京东", "拼多多", "网络购物", "电商", "网上购买", "网上买", "旗舰店", "七天无理由")),
    ("民间借贷纠纷", ("借款", "借条", "欠条", "借给", "借了", "出借", "借钱", "借我钱", "欠我钱", "还钱")),
    ("装饰装修合同纠纷", ("装修合同", "装修公司", "装饰公司", "装饰工程", "装修工程", "装修队", "施工队", "装修施工", "进行装修",
                  "搞装修", "装修他家", "装修她家", "装修房子", "装修款")),  # a renovator's own words (D109)
    # things made to order (柜子定做, 定制家具): the maker's work is the contract, not a sale (民法典 第七百七十条)
    ("承揽合同纠纷", ("定做", "定制", "定作", "承揽", "to design", "designed", "made to order", "custom-made")),
    ("房屋租赁合同纠纷", ("租金", "租赁", "房租", "承租", "出租", "租了", "租给", "租的房", "房东", "押金", "退租", "交租")),
    ("物业服务合同纠纷", ("物业费", "物业服务", "物业管理费")),
    ("服务合同纠纷", ("驾校", "学车", "考驾照", "学驾照", "健身", "会员卡", "办卡", "办的卡", "预付卡", "储值卡", "课时费", "培训费", "美容卡", "training school",
                "course", "tuition", "gym membership", "婚纱照", "摄影", "套餐", "婚宴", "酒席", "宴席", "订餐")),
    # support for a child after the divorce (D138: "协议离婚…他每月15日前给1500元抚养费…一分没给"): the child's claim, not a divorce
    ("抚养费纠纷", ("抚养费",)),
    ("离婚纠纷", ("离婚",)),
    ("赡养纠纷", ("赡养费", "赡养")),
    ("继承纠纷", ("继承", "遗产", "遗嘱")),
    ("运输合同纠纷", ("运输货物", "运输合同", "运费", "货运", "托运")),
    # water from upstairs, a thing broken: harm to property outside any contract (D34 drafted it on 民法典 509/577)
    ("财产损害赔偿纠纷", ("泡坏", "泡烂", "滴水", "渗水", "漏水", "震裂", "打穿", "砸墙", "天花板", "水管爆", "弄爆", "砸坏", "毁坏", "损坏了我", "pipe burst", "burst pipe",
                         " burst", "leak", "flooded", "water damage")),
    ("买卖合同纠纷", ("货款", "买卖", "购买", "供货", "采购", "买了", "卖给", "购车", "二手车", "退货", "订车", "4S店", "交车")),
)

#: a story that asks for the divorce itself: 抚养费 is then one claim of a 离婚纠纷, not a suit of its own
SEEKS_DIVORCE = re.compile(r"(?:想|要|要求|请求|准予|判决|判令|起诉)(?:和[^，。]{0,6})?离婚|[与和跟]被告离婚|离婚(?:官司|诉讼)|不想过了|过不下去")

#: a motor vehicle in the story: then a crash with an e-bike is a 机动车 accident (交强险, 民法典 第一千二百零八条)
MOTOR = re.compile(r"(?<!非)机动车|汽车|轿车|货车|卡车|小车|面包车|出租车|公交车|摩托车|开车|驾车|司机|交强险|\bcar\b|\btruck\b|\bdriver\b", re.I)

#: something happened on the road: "自行车配件" sold to a company is goods, not an accident (D38)
ACCIDENT_CUE = re.compile(r"撞|碰|刮|事故|摔|受伤|骨折|crash|hit|knock", re.I)

#: words that make a story with an IOU or "借" in it a sale (the price left owing)
SALE_FIRST = ("卖给", "买卖合同", "车款", "货款", "购车款", "房款")

#: disputes over a wrong done, not a contract: the tort place also has jurisdiction (民事诉讼法 第二十九条)
TORTS = {"提供劳务者受害责任纠纷", "饲养动物损害责任纠纷", "生命权、身体权、健康权纠纷", "非机动车交通事故责任纠纷", "财产损害赔偿纠纷", "名誉权纠纷",
         "物件损害责任纠纷", "医疗损害责任纠纷", "违反安全保障义务责任纠纷"}

#: a wrong done through the internet: the injured party's domicile is a place where it took effect (解释 第二十五条)
ONLINE = re.compile(r"网上|网络|微博|微信|抖音|小红书|快手|朋友圈|直播|视频号|论坛|online|internet|WeChat|Weibo", re.I)

#: 要素式起诉状 templates the courts publish, by dispute type.
ELEMENT_STYLE = {"民间借贷纠纷", "机动车交通事故责任纠纷", "买卖合同纠纷", "房屋租赁合同纠纷", "物业服务合同纠纷", "离婚纠纷"}

ARBITRATION_FIRST = (
    "这是劳动争议：依照《中华人民共和国劳动争议调解仲裁法》第五条和第四十八条、第五十条，劳动争议须先向"
    "劳动争议仲裁委员会申请仲裁，对仲裁裁决不服的，才可以自收到裁决书之日起十五日内向人民法院提起诉讼。"
    "因此现在不能起草民事起诉状。请先准备劳动仲裁申请书（仲裁时效一般为一年，自知道或者应当知道权利被侵害之日起计算）；"
    "取得仲裁裁决后，可以再用 /draft 起草起诉状。如果已经申请过仲裁，并收到了仲裁裁决书或者不予受理通知书，或者仲裁委员会"
    "逾期未作出裁决，请重新 /draft，并在案情里写明仲裁的经过和结果。"
)

#: An arbitration already had (劳动争议调解仲裁法 第二十九条: not accepted or not decided in time, the worker may sue; 第四十三条:
#: no award within forty-five days, the same; 第四十八条、第五十条: an award disputed within fifteen days): the court may then be
#: asked. D129b ("仲裁委员会作出了不予受理通知书") had been told to arbitrate first.
ARBITRATED = re.compile(r"(?:仲裁委员会|仲裁委|劳动仲裁|仲裁)[^。；;]{0,30}?(?:作出|出具|下达|送达|发出|给了?)?[^。；;]{0,12}?"
                        r"(?:裁决书?|不予受理|不受理|调解书|逾期未作出裁决|没有作出裁决|未作出裁决|驳回)"
                        r"|(?:收到|拿到|不服)[^。；;]{0,12}?(?:仲裁)?(?:裁决书?|不予受理通知书)"
                        r"|arbitration (?:award|ruling|decision)|(?:arbitrat\w+) (?:refused|rejected|ruled|decided)", re.I)
#: ... and one denied or still to come ("还没申请仲裁", "仲裁还没出结果").
NOT_ARBITRATED = re.compile(r"(?:没有?|未|还没有?|尚未)[^。；;，,]{0,6}?(?:申请|提起|去|进行)?(?:劳动)?仲裁|仲裁[^。；;]{0,8}?(?:还没|尚未|没有)"
                            r"[^。；;]{0,4}?(?:结果|裁决|出来)")


def arbitrated(text: str) -> bool:
    """Whether the story tells of a labour arbitration that has ended (an award, a refusal to accept, no award in
    time), so the court may be asked now."""
    return bool(ARBITRATED.search(text)) and not NOT_ARBITRATED.search(text)


#: Contracts a neighbour's work is done under: the writer is no party to them, so harm that work does to the writer's
#: home is 财产损害 (D119: "邻居家装修，工人把…墙打穿了…他说是装修公司的事" was typed 装饰装修合同纠纷 and rested on 509/577).
OTHERS_CONTRACTS = {"装饰装修合同纠纷", "服务合同纠纷", "承揽合同纠纷"}
NEIGHBOUR = re.compile(r"邻居|楼上|楼下|隔壁|对门|neighbou?r|upstairs", re.I)
#: ... unless the writer ordered the work ("我家装修", "我请的装修公司"): then the contract is the writer's own. A company the
#: writer had repair the harm ("我找装修公司修好花了12000元", D153) is the loss's measure, not the dispute.
OWN_WORK = re.compile(r"我家装修|我们家装修|给我家|帮我家|我(?:们)?(?:请|找|雇|叫)了?的?[\u4e00-\u9fff]{0,6}(?:装修|施工|师傅|公司|工人)"
                      r"(?![\u4e00-\u9fff]{0,2}(?:修好|修复|维修|修理|修了))|"
                      r"我(?:们)?(?:和|与|跟)[\u4e00-\u9fff]{0,10}签")
PROPERTY_HARM = dict(DISPUTES)["财产损害赔偿纠纷"]

#: A kind denied where it is said ("不是定制款", "非定制"): no word of the dispute it would name.
DENIED_WORD = re.compile(r"(?:根本|并|也)?(?:不是|并非|非)[\u4e00-\u9fff]{0,2}?(?:定制|定做|定作)[\u4e00-\u9fff]{0,2}")


#: Hurt while working for a person who hired the writer ("叫我去他家帮忙修屋顶……梯子断了，我摔下来右腿骨折", D132): the one
#: who hired answers by each side's fault (民法典 第一千一百九十二条), not a contract's breach; at a business it is 工伤.
INJURED = re.compile(r"摔(?:下来|伤|断|倒)|受伤|骨折|砸伤|割伤|烫伤|触电")
HIRED = re.compile(r"干活|帮忙[\u4e00-\u9fff]{0,6}?(?:修|装|搬|拆|刷|砌|砍|盖)|(?:一天|每天|一日)给我?\d+|日薪|工钱|雇我|请我(?:去)?(?:干|做|修|装|帮)")
AT_A_BUSINESS = re.compile(r"公司|工厂|厂里|单位|企业|工地|项目部")
#: A bride price given by custom (婚姻家庭编解释（一）第五条): without a divorce in the story, its return is a 婚约财产纠纷.
BRIDE_PRICE = re.compile(r"彩礼|订婚礼金")
#: A thing lent for use ("我把一台笔记本电脑借给同事孙立伟用"): a 借用合同纠纷 for its return, no money lent (D170 was typed
#: 民间借贷纠纷 and drafted on 民法典 第六百六十七条 for a laptop).
LENT_THING = re.compile(rf"把(?:我的|我家的)?{ex.COUNTED}[^，,。；;钱款元万块]{{1,10}}借给[^，,。；;]{{1,12}}?(?:用|开|骑|穿|戴)|借用|借走了?我的")
#: ... unless money was lent too ("借给他5万元", "借钱").
MONEY_LENT = re.compile(r"借(?:给|了)?[^，,。；;]{0,8}?(?:\d+(?:\.\d+)?|[一二两三四五六七八九十百千万]+)\s*(?:元|块|万)|借钱|借款|借条|欠条|利息")


def _told_together(text: str, hired_by_a_business: bool) -> str:
    """A dispute no single word names, only words together: a helper hurt at a person's work ("帮忙修屋顶……摔下来右腿骨折",
    D132), a bride price claimed back with no divorce in the story (D133), a thing lent for use and no money lent (D170); ""
    otherwise."""
    if INJURED.search(text) and HIRED.search(text) and not hired_by_a_business and not AT_A_BUSINESS.search(text):
        return "提供劳务者受害责任纠纷"
    if BRIDE_PRICE.search(text) and "离婚" not in text:
        return "婚约财产纠纷"
    if LENT_THING.search(text) and not MONEY_LENT.search(text):
        return "借用合同纠纷"
    return ""


def detect_dispute(elements: Elements) -> str:
    """The dispute type from the facts and claims; failing those, from everything the user said."""
    addresses = sorted({p.address for p in elements.parties() if p.address} | ({elements.place} - {""}), key=len, reverse=True)
    names = sorted({p.name for p in elements.parties() if p.kind == "org" and p.name}, key=len, reverse=True)
    for told in (elements.facts + "".join(c.text for c in elements.claims), "".join(elements.said)):
        text = DENIED_WORD.sub("", told)  # "我买的根本不是定制款" (D83) says no 定制
        for address in addresses:  # "住南昌市东湖区北京东路1166号" (D94) bought nothing on 京东
            text = text.replace(address, "")
        for name in names:  # "西安通达机动车驾驶员培训有限公司" (D135) had no car accident
            text = text.replace(name, "")
        told_together = _told_together(text, hired_by_a_business=any(d.kind == "org" for d in elements.defendants))
        if told_together:
            return told_together
        neighbour_harm = bool(NEIGHBOUR.search(text)) and any(word in text for word in PROPERTY_HARM) and not OWN_WORK.search(text)
        for dispute, words in DISPUTES:
            if neighbour_harm and dispute in OTHERS_CONTRACTS:
                continue
            if any(word in text for word in words) and not (dispute.startswith("非机动车") and (
                    MOTOR.search(text) or not ACCIDENT_CUE.search(text))):
                sale = dispute == "民间借贷纠纷" and any(word in text for word in SALE_FIRST)
                if dispute == "抚养费纠纷" and SEEKS_DIVORCE.search(text):
                    return "离婚纠纷"  # "我要离婚，孩子归我，他每月给抚养费" (D47): the support is one claim of the divorce
                return "买卖合同纠纷" if sale else dispute  # 卖给…剩下10万元写了欠条: the IOU is for a price
        if "合同" in text:
            return "合同纠纷"
    return ""


PROPERTY = (
    # "在南京市鼓楼区汉中门大街145号7栋402的一套两室" names the flat by its rooms (helper-24's story p1)
    re.compile(r"(?:位于|坐落于|坐落在|在)\s*([^，,。；;的]{4,40}?)\s*的?(?:一套|一间|一处)?(?:房子|房屋|住房|商铺|门面|公寓|厂房|仓库|"
               r"[一二两三四]室|[一二两三四]居|套房|单间|住宅)"),
    re.compile(r"(?:房子|房屋|住房|商铺|门面|公寓|厂房|仓库)\s*(?:在|位于|坐落于|[:：])\s*([^，,。；;]{4,40})"),
    re.compile(r"(?:房屋地址|房屋坐落|租赁物地址)\s*(?:为|是|[:：])?\s*([^，,。；;]{4,40})"),
    # "我租了他这套武昌区中北路88号2单元1201室的房子" names the flat by the lease itself (D154)
    re.compile(r"(?:租了|租下|租住|承租)(?:他|她|他们|对方|房东)?(?:的)?(?:这套|那套|一套|这间|那间|一间)\s*([^，,。；;的]{4,40}?)\s*的?"
               r"(?:房子|房屋|住房|商铺|门面|公寓|厂房|仓库|套房|单间|住宅)"),
    re.compile(r"(?:房子|房屋|住房|商铺|门面|公寓|厂房|仓库|店面|铺面)[，,]\s*(?:地址|地点|位置)\s*(?:在|是|为|[:：])?\s*([^，,。；;]{4,40})"),
    # "我把自己的房子（就是鼓楼区中山北路88号3幢601这套）租给了吴晓东" names the flat in brackets (D164)
    re.compile(r"(?:房子|房屋|住房|商铺|门面|公寓|厂房|仓库|店面|铺面)\s*[（(](?:就是|即|也就是|地址(?:是|在)?)?\s*([^）)，,。；;]{4,40}?)"
               r"(?:这套|那套|这间|那间|这处)?[）)]"),
)
ACCIDENT = re.compile(r"在\s*([^，,。；;]{4,40}?(?:路口|交叉口|路段|路|街|大道|公路|高速))")
CPL = "《中华人民共和国民事诉讼法》"
INTERPRETATION = "《最高人民法院关于适用〈中华人民共和国民事诉讼法〉的解释》"


def property_place(text: str) -> str:
    """The address of the flat or premises a story is about ("位于…的房子"), when it is a real address."""
    from core.complaint.reader import is_address

    for pattern in PROPERTY:
        match = pattern.search(text or "")
        place = re.split(r"\.\s", match.group(1))[0].strip() if match else ""  # an English sentence ends there (D39)
        if place and is_address(place):
            return place
    return ""


def completed(place: str, elements: Elements) -> str:
    """`place` with the city a party's address gives it when the story names the flat without one ("鼓楼区中山北路88号3幢601",
    the plaintiff's own address being "南京市鼓楼区中山北路88号3幢601", D164): a district name alone is in several cities."""
    if not place or basic_court(place) is not None:
        return place
    fuller = [p.address for p in [*elements.plaintiffs, *elements.defendants] if p.address and p.address.endswith(place)]
    return fuller[0] if fuller else place


def accident_place(text: str) -> str:
    match = ACCIDENT.search(text or "")
    return match.group(1).strip() if match and basic_court(match.group(1)) else ""


@dataclass(frozen=True)
class Proposal:
    court: str
    reason: str
    needs: str = ""  # what to ask when no court can be proposed yet
    acceptable: tuple[str, ...] = ()  # every court the rules give jurisdiction to (real names)
    exclusive: bool = False


def _courts(addresses: list[str]) -> list[str]:
    return list(dict.fromkeys(c.name for c in (basic_court(a) for a in addresses if a) if c))


def propose(elements: Elements) -> Proposal:
    """The court with the rule it comes from (民事诉讼法 2023 numbering) and every court that has
    jurisdiction; only courts of confirmed county-level divisions are named."""
    dispute = elements.dispute or detect_dispute(elements)
    defendants = elements.defendants
    domiciles = _courts([d.address for d in defendants])
    org = bool(defendants) and defendants[0].kind == "org"
    general = f"依照{CPL}第二十二条，对{'法人或者其他组织' if org else '公民'}提起的民事诉讼由被告住所地人民法院管辖"
    if dispute in ("房屋租赁合同纠纷", "继承纠纷"):
        if dispute == "房屋租赁合同纠纷":
            rule = (f"依照{CPL}第三十四条第一项及{INTERPRETATION}第二十八条，房屋租赁合同纠纷按不动产纠纷由不动产所在地人民法院专属管辖")
            place = completed(elements.place or property_place(elements.facts), elements)
        else:
            rule = f"依照{CPL}第三十四条第三项，因继承遗产纠纷提起的诉讼，由被继承人死亡时住所地或者主要遗产所在地人民法院管辖"
            place = elements.place
        court = basic_court(place)
        if court is None:
            what = "房屋所在地（详细地址，含区、县）" if dispute == "房屋租赁合同纠纷" else "被继承人死亡时住所地或者主要遗产所在地"
            return Proposal("", rule, f"{rule}。请提供{what}，以确定管辖法院；或直接告诉我法院名称。", exclusive=True)
        return Proposal(court.name, f"{rule}（房屋所在地：{place}）。", acceptable=(court.name,), exclusive=True)
    extra, others = "", []
    if dispute == "机动车交通事故责任纠纷":
        place = elements.place or accident_place(elements.facts)
        accident = _courts([place])
        if accident:
            return Proposal(accident[0], f"依照{CPL}第二十九条，因侵权行为提起的诉讼由侵权行为地或者被告住所地人民法院管辖；"
                            f"建议向事故发生地（{place}）法院起诉，也可以选择被告住所地法院。",
                            acceptable=tuple(dict.fromkeys(accident + domiciles)))
        extra = "；依照第二十九条，也可以由事故发生地人民法院管辖"
    plaintiff_courts = _courts([p.address for p in elements.plaintiffs])
    if dispute in TORTS:
        extra = "；依照第二十九条，因侵权行为提起的诉讼也可以由侵权行为地人民法院管辖"
        harmed = _courts([elements.place]) if elements.place else []
        if harmed and not domiciles:  # the place of the harm the user gave when asked (D140 session 40)
            return Proposal(harmed[0], f"依照{CPL}第二十九条，因侵权行为提起的诉讼由侵权行为地或者被告住所地人民法院管辖"
                            f"（侵权行为地：{elements.place}）。", acceptable=tuple(harmed))
        if dispute == "名誉权纠纷" and ONLINE.search(elements.facts):  # "在小红书和抖音发了好几条视频" (D72)
            extra += f"（信息网络侵权行为的侵权结果发生地包括被侵权人住所地，{INTERPRETATION}第二十五条）"
            others = plaintiff_courts
    if dispute == "劳动争议":  # after arbitration (`arbitrated`): the employer's seat, where the defendant's domicile is, or the workplace
        extra = ("；依照《最高人民法院关于审理劳动争议案件适用法律问题的解释（一）》第三条，劳动争议案件由用人单位所在地"
                 "或者劳动合同履行地的基层人民法院管辖")
    if dispute == "装饰装修合同纠纷":
        place = elements.place or property_place(elements.facts)
        works = _courts([place])
        if works:
            return Proposal(works[0], f"依照{CPL}第二十四条，合同纠纷由被告住所地或者合同履行地人民法院管辖，装修房屋所在地"
                            f"（{place}）是合同履行地；{INTERPRETATION}第二十八条第二款规定建设工程施工合同纠纷按不动产纠纷"
                            "专属管辖，家庭装修是否适用各地做法不一，向房屋所在地法院起诉两种理解下都有管辖权。",
                            acceptable=tuple(dict.fromkeys(works + domiciles)))
        extra = "；依照第二十四条，也可以由合同履行地（装修房屋所在地）人民法院管辖"
    if dispute in ("民间借贷纠纷", "买卖合同纠纷", "网络购物合同纠纷", "合同纠纷", "物业服务合同纠纷", "运输合同纠纷", "承揽合同纠纷"):
        extra = "；依照第二十四条，合同纠纷也可以由合同履行地人民法院管辖"
        if dispute == "民间借贷纠纷" or (dispute in ("买卖合同纠纷", "合同纠纷", "物业服务合同纠纷", "运输合同纠纷", "承揽合同纠纷")
                                         and any(c.kind == "money" for c in elements.claims)):  # the plaintiff asks to be paid
            extra += f"（争议标的为给付货币的，接收货币一方所在地为合同履行地，{INTERPRETATION}第十八条）"
            others = plaintiff_courts
        if dispute == "网络购物合同纠纷":
            extra += f"（通过信息网络交付以外方式交付标的的，收货地为合同履行地，{INTERPRETATION}第二十条）"
            others = plaintiff_courts
    if dispute == "运输合同纠纷":  # a carriage's own rule besides (D131)
        extra += "；依照第二十八条，因运输合同纠纷提起的诉讼，也可以由运输始发地、目的地人民法院管辖"
    acceptable = tuple(dict.fromkeys(domiciles + others))
    if domiciles:
        domicile = next(d.address for d in defendants if basic_court(d.address))
        return Proposal(domiciles[0], f"{general}（被告住所地：{domicile}）{extra}。", acceptable=acceptable)
    if others:
        return Proposal(others[0], f"被告住所地不明或无法确定其所在区县{extra}；建议向原告所在地（合同履行地）法院起诉。",
                        acceptable=acceptable)
    unnamed = next((city_without_counties(d.address) for d in defendants if city_without_counties(d.address)), "")
    if unnamed:
        return Proposal("", general, f"{general}。{unnamed}不设区、县，基层人民法院按镇街划分管辖，无法从地址核实被告住所地的"
                        f"法院；请直接告诉我法院全称（如“{unnamed}第一人民法院”），我会按您给的名称起草。")
    harmed_at = "，或者侵权行为地（如事故、伤害发生的区、县）" if dispute in TORTS or dispute == "机动车交通事故责任纠纷" else ""
    return Proposal("", general, f"请提供被告住所地的详细地址（含区、县）{harmed_at}，以确定管辖法院；或直接告诉我法院名称；都不知道的，"
                    "回复“不知道”。")


AGREED = (f"依照{CPL}第三十五条，合同或者其他财产权益纠纷的当事人可以书面协议选择被告住所地、合同履行地、合同签订地、"
          "原告住所地、标的物所在地等与争议有实际联系的地点的人民法院管辖（请核对书面管辖协议）")


def real_court(name: str) -> bool:
    """A court name we can confirm: a basic court of a known county-level division, or a higher court."""
    if re.search(r"(?:中级|高级|最高)人民法院$|(?:海事|知识产权|金融|互联网|铁路运输)法院$", name) or re.fullmatch(
            r"(?:广东省)?(?:东莞市第[一二三]|中山市第[一二])人民法院", name):  # the numbered courts of cities without counties
        return True
    court = basic_court(re.sub(r"人民法院$", "", name))
    return court is not None and same_court(court.name, name)


def check_choice(court: str, proposal: Proposal, agreed: bool = False) -> str:
    """"" when the court the user chose has jurisdiction (or nothing can be checked); else why not."""
    if not real_court(court):
        return (f"未能核实“{court}”是实际存在的人民法院名称（基层法院以县级行政区命名，如“杭州市拱墅区人民法院”）"
                + (f"。已改为{proposal.court}。" if proposal.court else "，请提供法院全称。"))
    if agreed and not proposal.exclusive:
        return ""
    if not proposal.acceptable or any(same_court(court, ok) for ok in proposal.acceptable):
        return ""
    if proposal.exclusive:
        return (f"{court}对本案没有管辖权：{proposal.reason.rstrip('。')}，当事人不能另行选择或协议变更。"
                f"已改为{proposal.court}。")
    return (f"{court}对本案可能没有管辖权：{proposal.reason.rstrip('。')}。可以选择的法院："
            + "、".join(proposal.acceptable) + f"。已改为{proposal.court}；如有管辖协议，请说明。")
