"""What the dispute is, whether it may go to court at all, and which court to propose (民事诉讼法).

The court's name is built only from the user's own address text (the county-level part of the
defendant's domicile, the place of performance, the accident or the property) and the user confirms
it; the reason names the rule it comes from.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.complaint.elements import Elements

#: (dispute, keywords) in the order they are tried.
DISPUTES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("劳动争议", ("工资", "劳动合同", "加班费", "经济补偿金", "工伤", "社会保险", "社保", "用人单位", "辞退")),
    ("机动车交通事故责任纠纷", ("交通事故", "机动车", "撞", "交强险", "车祸")),
    ("网络购物合同纠纷", ("网购", "网店", "淘宝", "京东", "拼多多", "网络购物", "电商", "网上购买")),
    ("民间借贷纠纷", ("借款", "借条", "欠条", "借给", "借了", "出借")),
    ("房屋租赁合同纠纷", ("租金", "租赁", "房租", "承租", "出租")),
    ("物业服务合同纠纷", ("物业费", "物业服务", "物业管理费")),
    ("离婚纠纷", ("离婚",)),
    ("继承纠纷", ("继承", "遗产", "遗嘱")),
    ("买卖合同纠纷", ("货款", "买卖", "购买", "供货", "采购")),
)

#: 要素式起诉状 templates the courts publish, by dispute type.
ELEMENT_STYLE = {"民间借贷纠纷", "机动车交通事故责任纠纷", "买卖合同纠纷", "房屋租赁合同纠纷", "物业服务合同纠纷", "离婚纠纷"}

ARBITRATION_FIRST = (
    "这是劳动争议：依照《中华人民共和国劳动争议调解仲裁法》第五条和第四十八条、第五十条，劳动争议须先向"
    "劳动争议仲裁委员会申请仲裁，对仲裁裁决不服的，才可以自收到裁决书之日起十五日内向人民法院提起诉讼。"
    "因此现在不能起草民事起诉状。请先准备劳动仲裁申请书（仲裁时效一般为一年，自知道或者应当知道权利被侵害之日起计算）；"
    "取得仲裁裁决后，可以再用 /draft 起草起诉状。"
)


def detect_dispute(elements: Elements) -> str:
    text = elements.facts + "".join(c.text for c in elements.claims)
    for dispute, words in DISPUTES:
        if any(word in text for word in words):
            return dispute
    return "合同纠纷" if "合同" in text else ""


def county_of(address: str) -> str:
    """"北京市朝阳区建国路1号" -> "北京市朝阳区": the address up to its county-level unit, or ""."""
    match = re.match(r"^(.*?(?:省|自治区))?(.*?(?:市|自治州|州|盟|地区))?(.*?(?:区|县|旗|市))", address)
    if not match or not match.group(3):
        return ""
    return "".join(part or "" for part in match.groups())


def court_of(address: str) -> str:
    county = county_of(address)
    return f"{county}人民法院" if county else ""


@dataclass(frozen=True)
class Proposal:
    court: str
    reason: str
    needs: str = ""  # what to ask when no court can be proposed yet


def propose(elements: Elements) -> Proposal:
    """The court with the rule it comes from (民事诉讼法 2021/2023 numbering, in force since 2022)."""
    dispute = elements.dispute or detect_dispute(elements)
    defendant = elements.defendants[0] if elements.defendants else None
    domicile = defendant.address if defendant else ""
    general = ("依照《中华人民共和国民事诉讼法》第二十二条，对公民提起的民事诉讼由被告住所地人民法院管辖"
               if not defendant or defendant.kind == "person" else
               "依照《中华人民共和国民事诉讼法》第二十二条，对法人或者其他组织提起的民事诉讼由被告住所地人民法院管辖")
    if dispute == "房屋租赁合同纠纷" or dispute == "继承纠纷":
        rule = ("依照《中华人民共和国民事诉讼法》第三十四条第一项及《最高人民法院关于适用〈中华人民共和国民事诉讼法〉的解释》"
                "第二十八条，房屋租赁合同纠纷按不动产纠纷由不动产所在地人民法院专属管辖"
                if dispute == "房屋租赁合同纠纷" else
                "依照《中华人民共和国民事诉讼法》第三十四条第三项，因继承遗产纠纷提起的诉讼，由被继承人死亡时住所地或者主要遗产所在地人民法院管辖")
        court = court_of(elements.place)
        if not court:
            what = "房屋所在地（详细地址）" if dispute == "房屋租赁合同纠纷" else "被继承人死亡时住所地或者主要遗产所在地"
            return Proposal("", rule, f"请提供{what}，以确定管辖法院。")
        return Proposal(court, f"{rule}（{elements.place}）。")
    if dispute == "机动车交通事故责任纠纷" and court_of(elements.place):
        return Proposal(court_of(elements.place),
                        "依照《中华人民共和国民事诉讼法》第二十九条，因侵权行为提起的诉讼由侵权行为地或者被告住所地人民法院管辖；"
                        f"建议向事故发生地（{elements.place}）法院起诉，也可以选择被告住所地法院。")
    court = court_of(domicile)
    if not court:
        return Proposal("", general, "请提供被告住所地的详细地址（含区、县），以确定管辖法院。")
    extra = ""
    if dispute in ("民间借贷纠纷", "买卖合同纠纷", "物业服务合同纠纷", "网络购物合同纠纷", "合同纠纷"):
        extra = "；依照第二十四条，合同纠纷也可以由合同履行地人民法院管辖"
        if dispute == "民间借贷纠纷":
            extra += "（争议标的为给付货币的，接收货币一方即出借人所在地为履行地，民事诉讼法解释第十八条）"
        if dispute == "网络购物合同纠纷":
            extra += "（通过信息网络交付以外方式交付的，收货地为履行地，民事诉讼法解释第二十条）"
    if dispute == "机动车交通事故责任纠纷":
        extra = "；依照第二十九条，也可以由事故发生地人民法院管辖"
    return Proposal(court, f"{general}（被告住所地：{domicile}）{extra}。")
