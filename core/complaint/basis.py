"""The legal basis of 事实和理由: provisions valid on the date of the facts, found and verified with
the consultation's own stages (case date → `core.retrieve.retrieve` → `core.citations`).

Each dispute type names the provisions a complaint of that type rests on, for facts from 2021
(民法典) and for earlier facts (the laws then in force). Retrieval runs in the facts' window, so a
version not in force then is never offered; the basis sentence cites only evidence that
`check_mentions` passes as "ok" on that date, and a law the library does not hold for that date is
said so, never cited from memory.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date

from core.citations import CitationCheck, check_mentions, find_mentions, strip_invalid
from core.complaint.elements import Elements, to_date
from core.complaint.extract import BIRTH, RESCISSION, all_dates
from core.dialogue_state import CaseDate
from core.evidence import Evidence
from core.retrieve import retrieve
from core.turn_context import TurnContext
from index.retrieval import Retriever

CIVIL_CODE = "中华人民共和国民法典"
CODE_START = date(2021, 1, 1)

#: dispute -> (provisions for facts from 2021, provisions for earlier facts); a provision is (law, article).
#: A maker unpaid for work done and accepted (D149): the work contract, the duty to pay its price when due, breach.
MAKERS_PRICE = re.compile(r"加工费|设计费|制作费|定作费|报酬|工钱|印刷费")
WORK_PAID = ([(CIVIL_CODE, 770), (CIVIL_CODE, 782), (CIVIL_CODE, 577)],
             [("中华人民共和国合同法", 251), ("中华人民共和国合同法", 263), ("中华人民共和国合同法", 107)])
PROVISIONS: dict[str, tuple[list[tuple[str, int]], list[tuple[str, int]]]] = {
    "民间借贷纠纷": ([(CIVIL_CODE, 667), (CIVIL_CODE, 675), (CIVIL_CODE, 676)],
                  [("中华人民共和国合同法", 206), ("中华人民共和国合同法", 207)]),
    "买卖合同纠纷": ([(CIVIL_CODE, 595), (CIVIL_CODE, 626), (CIVIL_CODE, 577)],
                  [("中华人民共和国合同法", 159), ("中华人民共和国合同法", 107)]),
    "房屋租赁合同纠纷": ([(CIVIL_CODE, 703), (CIVIL_CODE, 721), (CIVIL_CODE, 722)],
                    [("中华人民共和国合同法", 226), ("中华人民共和国合同法", 227)]),
    "机动车交通事故责任纠纷": ([(CIVIL_CODE, 1208), (CIVIL_CODE, 1179), ("中华人民共和国道路交通安全法", 76)],
                       [("中华人民共和国侵权责任法", 48), ("中华人民共和国道路交通安全法", 76)]),
    "非机动车交通事故责任纠纷": ([(CIVIL_CODE, 1165), (CIVIL_CODE, 1179)],
                        [("中华人民共和国侵权责任法", 6), ("中华人民共和国侵权责任法", 16)]),
    "饲养动物损害责任纠纷": ([(CIVIL_CODE, 1245), (CIVIL_CODE, 1246), (CIVIL_CODE, 1179)],
                       [("中华人民共和国侵权责任法", 78), ("中华人民共和国侵权责任法", 79), ("中华人民共和国侵权责任法", 16)]),
    # the tort disputes typed since D72, D75, D82 that fell back to a contract's 第五百零九、五百七十七条
    "名誉权纠纷": ([(CIVIL_CODE, 1024), (CIVIL_CODE, 1183)],
              [("中华人民共和国民法通则", 101), ("中华人民共和国侵权责任法", 6), ("中华人民共和国侵权责任法", 22)]),
    "不当得利纠纷": ([(CIVIL_CODE, 985)], [("中华人民共和国民法通则", 92)]),
    # partners sharing what is left when the partnership ends (D134): 民法典 第九百六十七、九百七十二、九百七十八条; 个人合伙
    # under 民法通则 第三十条 before 2021
    "合伙合同纠纷": ([(CIVIL_CODE, 967), (CIVIL_CODE, 972), (CIVIL_CODE, 978)], [("中华人民共和国民法通则", 30)]),
    # a bride price given by custom, the couple never registered (D133): 婚姻家庭编解释（一）第五条 (婚姻法解释（二）第十条 before)
    "婚约财产纠纷": ([("最高人民法院关于适用《中华人民共和国民法典》婚姻家庭编的解释（一）", 5)],
               [("最高人民法院关于适用《中华人民共和国婚姻法》若干问题的解释（二）", 10)]),
    # hurt working for a person (D132): each side's fault, and the heads of a person's injury
    "提供劳务者受害责任纠纷": ([(CIVIL_CODE, 1192), (CIVIL_CODE, 1179)],
                     [("中华人民共和国侵权责任法", 35), ("中华人民共和国侵权责任法", 16)]),
    "物件损害责任纠纷": ([(CIVIL_CODE, 1253)], [("中华人民共和国侵权责任法", 85)]),
    # a place's keeper who failed its duty of care (D169), and the heads of a person's injury
    "违反安全保障义务责任纠纷": ([(CIVIL_CODE, 1198), (CIVIL_CODE, 1179)],
                       [("中华人民共和国侵权责任法", 37), ("中华人民共和国侵权责任法", 16)]),
    "医疗损害责任纠纷": ([(CIVIL_CODE, 1218), (CIVIL_CODE, 1179)],
                   [("中华人民共和国侵权责任法", 54), ("中华人民共和国侵权责任法", 16)]),
    "财产损害赔偿纠纷": ([(CIVIL_CODE, 1165), (CIVIL_CODE, 1184)],
                   [("中华人民共和国侵权责任法", 6), ("中华人民共和国侵权责任法", 19)]),
    "生命权、身体权、健康权纠纷": ([(CIVIL_CODE, 1165), (CIVIL_CODE, 1179)],
                          [("中华人民共和国侵权责任法", 6), ("中华人民共和国侵权责任法", 16)]),
    "装饰装修合同纠纷": ([(CIVIL_CODE, 509), (CIVIL_CODE, 577)], [("中华人民共和国合同法", 60), ("中华人民共和国合同法", 107)]),
    "承揽合同纠纷": ([(CIVIL_CODE, 770), (CIVIL_CODE, 563), (CIVIL_CODE, 577)],
                  [("中华人民共和国合同法", 251), ("中华人民共和国合同法", 94), ("中华人民共和国合同法", 107)]),
    "运输合同纠纷": ([(CIVIL_CODE, 809), (CIVIL_CODE, 813), (CIVIL_CODE, 577)],
                  [("中华人民共和国合同法", 288), ("中华人民共和国合同法", 292), ("中华人民共和国合同法", 107)]),
    "物业服务合同纠纷": ([(CIVIL_CODE, 937), (CIVIL_CODE, 944)], [("物业管理条例", 42)]),
    # a thing lent for use and kept (D170): the borrower's duty to perform and return it, breach, the owner's claim to the thing;
    # 民法典 has no chapter on 借用, so its general rules decide (合同法 第六十、一百零七条 and 物权法 第三十四条 before 2021)
    "借用合同纠纷": ([(CIVIL_CODE, 509), (CIVIL_CODE, 577), (CIVIL_CODE, 235)],
               [("中华人民共和国合同法", 60), ("中华人民共和国合同法", 107), ("中华人民共和国物权法", 34)]),
    "保管合同纠纷": ([(CIVIL_CODE, 888), (CIVIL_CODE, 897), (CIVIL_CODE, 577)],
                  [("中华人民共和国合同法", 365), ("中华人民共和国合同法", 374), ("中华人民共和国合同法", 107)]),
    "服务合同纠纷": ([(CIVIL_CODE, 509), (CIVIL_CODE, 577)], [("中华人民共和国合同法", 60), ("中华人民共和国合同法", 107)]),
    "劳务合同纠纷": ([(CIVIL_CODE, 509), (CIVIL_CODE, 577)], [("中华人民共和国合同法", 60), ("中华人民共和国合同法", 107)]),
    "离婚纠纷": ([(CIVIL_CODE, 1079), (CIVIL_CODE, 1087)], [("中华人民共和国婚姻法", 32), ("中华人民共和国婚姻法", 39)]),
    "赡养纠纷": ([(CIVIL_CODE, 1067)], [("中华人民共和国婚姻法", 21)]),  # 成年子女不履行赡养义务的…父母有要求给付赡养费的权利
    # after a divorce the parent not raising the child pays (第一千零八十五条), and a child not supported may claim it
    # (第一千零六十七条 第一款); before 2021, 婚姻法 第三十七条 and 第二十一条 (D138)
    "抚养费纠纷": ([(CIVIL_CODE, 1085), (CIVIL_CODE, 1067)], [("中华人民共和国婚姻法", 37), ("中华人民共和国婚姻法", 21)]),
    "继承纠纷": ([(CIVIL_CODE, 1123), (CIVIL_CODE, 1127)],
             [("中华人民共和国继承法", 5), ("中华人民共和国继承法", 10), ("中华人民共和国继承法", 13)]),
    "网络购物合同纠纷": ([(CIVIL_CODE, 577), ("中华人民共和国消费者权益保护法", 24)],
                    [("中华人民共和国合同法", 107), ("中华人民共和国消费者权益保护法", 24)]),
    "合同纠纷": ([(CIVIL_CODE, 509), (CIVIL_CODE, 577)], [("中华人民共和国合同法", 60), ("中华人民共和国合同法", 107)]),
}


#: a punitive multiple claimed ("三倍赔偿金"): the consumer fraud rule (消费者权益保护法 第五十五条, from
#: 2014-03-15), or food safety's ten times the price (食品安全法 第一百四十八条)
CONSUMER_FRAUD, FOOD_TEN_TIMES = ("中华人民共和国消费者权益保护法", 55), ("中华人民共和国食品安全法", 148)

#: a tenant suing for the deposit: the lease (民法典 第七百零三条) performed in full and its breach
#: (第五百零九条, 第五百七十七条), not the landlord's rent articles (第七百二十一、七百二十二条), which D24's
#: complaint cited against the landlord; before 2021, 合同法 第二百一十二条, 第六十条, 第一百零七条
TENANT_DEPOSIT: tuple[list[tuple[str, int]], list[tuple[str, int]]] = (
    [(CIVIL_CODE, 703), (CIVIL_CODE, 509), (CIVIL_CODE, 577)],
    [("中华人民共和国合同法", 212), ("中华人民共和国合同法", 60), ("中华人民共和国合同法", 107)])

#: a deposit returned double by the party who backed out: the deposit rule and the breach, not the contract's own
#: articles (D37 cited a sale's 第五百九十五、六百二十六条 beside it); 合同法 第一百一十五条, 担保法 第八十九条 before 2021
DOUBLE_DEPOSIT: tuple[list[tuple[str, int]], list[tuple[str, int]]] = (
    [(CIVIL_CODE, 586), (CIVIL_CODE, 587), (CIVIL_CODE, 577)],
    [("中华人民共和国合同法", 115), ("中华人民共和国担保法", 89), ("中华人民共和国合同法", 107)])

#: goods damaged or lost in carriage, claimed by the shipper: the carrier's liability and its measure (民法典 第八百三十二、
#: 八百三十三条; 合同法 第三百一十一、三百一十二条 before 2021), not the shipper's duty to pay the freight (第八百一十三条, D131)
CARGO_LOSS: tuple[list[tuple[str, int]], list[tuple[str, int]]] = (
    [(CIVIL_CODE, 809), (CIVIL_CODE, 832), (CIVIL_CODE, 833)],
    [("中华人民共和国合同法", 288), ("中华人民共和国合同法", 311), ("中华人民共和国合同法", 312)])
DAMAGED = re.compile(r"毁损|灭失|损坏|摔坏|碎|破损|丢失|丢了|弄丢|受潮|变质")

#: a tree or its branch that broke and fell (民法典 第一千二百五十七条; 侵权责任法 第九十条 before 2021), not a thing hung on a building
FALLEN_TREE: tuple[list[tuple[str, int]], list[tuple[str, int]]] = (
    [(CIVIL_CODE, 1257)], [("中华人民共和国侵权责任法", 90)])
TREE = re.compile(r"树|branch|tree", re.I)
#: the heads of a person's injury (民法典 第一千一百七十九条): without one, a claim is for property alone
INJURY = re.compile(r"医疗|医药|护理|误工|营养|住院|残疾|死亡|丧葬|伤|精神损害")

#: a buyer who wants the price back for goods that are not as promised: the goods' quality failing the contract's
#: purpose (民法典 第六百一十条), what rescission brings (第五百六十六条) and the breach (第五百七十七条); D120's refund for a
#: phone sold as unrepaired cited 第六百二十六条, the buyer's own duty to pay. 合同法 第一百四十八条、第九十七条、第一百零七条 before 2021
BUYER_REFUND: tuple[list[tuple[str, int]], list[tuple[str, int]]] = (
    [(CIVIL_CODE, 595), (CIVIL_CODE, 610), (CIVIL_CODE, 566), (CIVIL_CODE, 577)],
    [("中华人民共和国合同法", 130), ("中华人民共和国合同法", 148), ("中华人民共和国合同法", 97), ("中华人民共和国合同法", 107)])
#: a claim that gives the price back ("退还手机款", "返还购车款"), not a deposit or a penalty
PRICE_BACK = re.compile(r"(?:退还|返还|退回)[^，,。；;]{0,8}?[^押定订]款")

#: a thing lent and destroyed (D172's e-bike wrecked by the borrower): the breach and the loss it caused (民法典 第五百七十七、五百八十四条;
#: 合同法 第一百零七、一百一十三条 before 2021), not the owner's claim to have the thing back (第二百三十五条), which nothing is left to meet
BORROWED_LOST: tuple[list[tuple[str, int]], list[tuple[str, int]]] = (
    [(CIVIL_CODE, 509), (CIVIL_CODE, 577), (CIVIL_CODE, 584)],
    [("中华人民共和国合同法", 60), ("中华人民共和国合同法", 107), ("中华人民共和国合同法", 113)])
DESTROYED = re.compile(r"报废|毁损|灭失|损坏|摔坏|撞坏|烧毁|丢失|丢了|弄丢|被偷|坏了")

#: a contract the claims end (D173's renovation stopped half-way): the right to end it and what follows (民法典 第五百六十三、五百六十六条;
#: 合同法 第九十四、九十七条 before 2021), beside the dispute's own articles
RESCINDED: tuple[list[tuple[str, int]], list[tuple[str, int]]] = (
    [(CIVIL_CODE, 563), (CIVIL_CODE, 566)], [("中华人民共和国合同法", 94), ("中华人民共和国合同法", 97)])

#: a joint-liability guarantee (民法典 第六百八十八条; 担保法 第十八条 before 2021)
GUARANTEE: tuple[list[tuple[str, int]], list[tuple[str, int]]] = ([(CIVIL_CODE, 688)], [("中华人民共和国担保法", 18)])
#: a contract undone for deceit (D44's flooded car sold as dry): the right to have it set aside, and what is returned then
DECEIT: tuple[list[tuple[str, int]], list[tuple[str, int]]] = (
    [(CIVIL_CODE, 148), (CIVIL_CODE, 157)], [("中华人民共和国合同法", 54), ("中华人民共和国合同法", 58)])


#: A labour dispute brought after arbitration (`core.complaint.jurisdiction.arbitrated`): what the claims rest on in
#: 劳动合同法 (from 2008; the civil code changed none of it) and the article that opens the court to it in 劳动争议调解仲裁法.
LABOUR_CONTRACT, LABOUR_ARBITRATION = "中华人民共和国劳动合同法", "中华人民共和国劳动争议调解仲裁法"
WAGES = re.compile(r"工资|劳动报酬|加班费")
UNLAWFUL_DISMISSAL = re.compile(r"违法解除|违法辞退|赔偿金")
SEVERANCE = re.compile(r"经济补偿")
#: not accepted, or no decision or award in time (第二十九条、第四十三条); otherwise an award disputed (第五十条)
NOT_HEARD = re.compile(r"不予受理|不受理|逾期未作出|没有作出|未作出")


def labour_provisions(elements: Elements) -> list[tuple[str, int]]:
    """The articles a labour complaint rests on, by what is claimed and how the arbitration ended. D129b (wages owed and
    an unlawful dismissal, arbitration not accepted) had fallen back to a contract's 第五百零九、五百七十七条."""
    claimed = elements.facts + "".join(c.label + c.text for c in elements.claims)
    wanted = [(LABOUR_CONTRACT, 30)] if WAGES.search(claimed) else []
    if UNLAWFUL_DISMISSAL.search(claimed):
        wanted += [(LABOUR_CONTRACT, 48), (LABOUR_CONTRACT, 87)]
    elif SEVERANCE.search(claimed):
        wanted += [(LABOUR_CONTRACT, 46), (LABOUR_CONTRACT, 47)]
    told = elements.facts + "".join(elements.said)
    return [*wanted, (LABOUR_ARBITRATION, 29 if NOT_HEARD.search(told) else 50)]


@dataclass
class Basis:
    sentence: str  # goes at the end of 事实和理由 (verified citations only)
    fact_date: str  # ISO day the law is taken at
    date_source: str  # "facts" | "complaint date" | "today"
    evidence: list[Evidence] = field(default_factory=list)
    checks: list[CitationCheck] = field(default_factory=list)
    notices: list[str] = field(default_factory=list)  # told in chat: not held, no date, …

    @property
    def window(self) -> tuple[date, date]:
        day = date.fromisoformat(self.fact_date)
        return day, day


def fact_date(elements: Elements, today: date) -> tuple[date, str]:
    """The date the governing law is taken at: the earliest date in the facts (the legal fact a civil
    claim rests on), else the complaint's date, else today."""
    # a child's birth told in the facts ("女儿陈可馨（2018年6月1日出生）", D138) is no legal fact the claim rests on
    births = {to_date(m.group(1) or m.group(2)) for m in BIRTH.finditer(elements.facts)}
    days = [d for d in (to_date(text) for text in all_dates(elements.facts)) if d and d not in births]
    # "2025年6月他从周强手里买了…" (D44): a month told without its day is a date too, its first day
    days += [date(int(y), int(m), 1) for y, m in re.findall(r"(\d{4})年(\d{1,2})月(?!\d{1,2}[日号])(?!出?生)", elements.facts)
             if 1 <= int(m) <= 12]
    if elements.dispute == "离婚纠纷" and to_date(elements.date):
        # A divorce is decided on the marriage as it stands when the suit is brought (民法典时间效力规定), not on the wedding day.
        return to_date(elements.date), "complaint date (divorce)"
    if days:
        return min(days), "facts"
    signed = to_date(elements.date)
    return (signed, "complaint date") if signed else (today, "today")


def _label(article: int) -> str:
    return f"第{article}条"


def provisions(elements: Elements) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
    """The provisions a complaint rests on, for facts from 2021 and for earlier facts: its dispute type's,
    or those its claims call for (a contract set aside or ended, a thing lent and lost, a tenant's deposit, a double deposit, a
    guarantor, a punitive multiple, an insurer sued)."""
    new, old = PROVISIONS.get(elements.dispute, PROVISIONS["合同纠纷"])
    if (CIVIL_CODE, 1179) in new and not any(INJURY.search(c.label + c.text) for c in elements.claims):
        # a car repaired, a thing broken (D105): the loss of property (第一千一百八十四条), not a person's injury's heads
        new = [(CIVIL_CODE, 1184) if provision == (CIVIL_CODE, 1179) else provision for provision in new]
    if elements.dispute == "劳动争议":
        new = old = labour_provisions(elements)
    if elements.dispute == "承揽合同纠纷" and any(c.kind == "money" and MAKERS_PRICE.search(c.label) for c in elements.claims) \
            and not any(c.kind == "other" and RESCISSION.match(c.text) for c in elements.claims):
        new, old = WORK_PAID  # the maker asks to be paid (D149), no contract ended: 第五百六十三条 was cited for nothing
    if elements.dispute == "运输合同纠纷" and DAMAGED.search(elements.facts):
        new, old = CARGO_LOSS
    if elements.dispute == "物件损害责任纠纷" and TREE.search(elements.facts):
        new, old = FALLEN_TREE
    if elements.dispute == "房屋租赁合同纠纷" and any(c.label == "押金" for c in elements.claims):
        new, old = TENANT_DEPOSIT
    if elements.dispute == "买卖合同纠纷" and any(PRICE_BACK.search(c.text) for c in elements.claims):
        new, old = BUYER_REFUND
    if elements.dispute == "借用合同纠纷" and DESTROYED.search(elements.facts) and not any(c.label == "返还原物" for c in elements.claims):
        new, old = BORROWED_LOST
    if any(c.kind == "other" and c.text.lstrip("判令").startswith("解除") for c in elements.claims):
        new = [*new, *(p for p in RESCINDED[0] if p not in new)]
        old = [*old, *(p for p in RESCINDED[1] if p not in old)]
    if any(c.kind == "other" and c.text.lstrip("判令").startswith("撤销") for c in elements.claims):
        new, old = [*DECEIT[0], *new], [*DECEIT[1], *old]
    if any(c.verb == "双倍返还" for c in elements.claims):
        new, old = DOUBLE_DEPOSIT
    if any(re.search(r"连带", c.text) and re.search(r"保证|担保", elements.facts + c.text) for c in elements.claims):
        new, old = [*new, *GUARANTEE[0]], [*old, *GUARANTEE[1]]  # a guarantor sued for joint liability
    punitive = [c.label for c in elements.claims if c.label.endswith("倍赔偿金")]
    if punitive:
        provision = FOOD_TEN_TIMES if any(label.startswith(("十", "10")) for label in punitive) else CONSUMER_FRAUD
        new, old = [*new, provision], [*old, provision]
    if elements.dispute == "机动车交通事故责任纠纷" and any("保险" in d.name for d in elements.defendants):
        new = [*new, (CIVIL_CODE, 1213)]  # the insurers pay first, within their limits
    return new, old


async def legal_basis(retriever: Retriever, elements: Elements, today: date, top: int = 6) -> Basis:
    day, source = fact_date(elements, today)
    case_date = CaseDate(day.isoformat(), day.isoformat(), "day", source)
    basis = Basis("", day.isoformat(), source)
    if source != "facts":
        basis.notices.append(f"事实和理由中没有写明日期，法律依据按{day.isoformat()}有效的版本选取；"
                             "如事实发生在更早的时候，请在事实中写明日期。")
    new, old = provisions(elements)
    wanted = new if day >= CODE_START else old
    cited: list[str] = []
    for law in dict.fromkeys(law for law, _ in wanted):
        articles = [a for held, a in wanted if held == law]
        query = f"《{law}》" + " ".join(_label(a) for a in articles) + f" {elements.dispute}"
        found = await retrieve(TurnContext.of(retriever, query, case_date, top, today, "zh"))
        matching = [item for item in found.evidence if item.version.law == law and item.version.article in articles
                    and item.version.article_sub == 0 and item.version.valid_on(*case_date.window)]
        if not matching:
            basis.notices.append(f"法规库未收录《{law}》在{day.isoformat()}有效的相关条文，"
                                 "事实和理由中未引用该法条文，请律师核对后补充。")
            continue
        matching = list({item.version.key: item for item in matching}.values())
        matching.sort(key=lambda item: articles.index(item.version.article))
        basis.evidence += matching
        inner = law.replace("《", "〈").replace("》", "〉")  # a title inside a title takes 〈〉, as a filed complaint writes it
        cited.append(f"《{inner}》" + "、".join(item.version.article_label for item in matching))
    if cited:
        sentence = "根据" + "，".join(cited) + "之规定，被告应当承担相应的民事责任。"
        checks = check_mentions(find_mentions(sentence), basis.evidence, case_date.window, retriever.versions_of)
        basis.checks = checks
        basis.sentence = strip_invalid(sentence, checks, "zh")
    basis.sentence += "为维护原告的合法权益，特向贵院提起诉讼，请求依法判如所请。"
    return basis
