"""Conclusions that go against their clause in other words than its direction words: each rule
catches the wrong conclusion a user was given, and lets the right one and a conditional one pass."""

from __future__ import annotations

import pytest

from core.direction import contradiction, directions
from core.outcome_rules import outcome_conflict
from core.reasoning import rewrite_conclusion

SALE_KEEPS_LEASE = "租赁物在租赁期间发生所有权变动的，不影响租赁合同的效力。"
NO_AGREED_INTEREST = "自然人之间的借款合同对支付利息没有约定或者约定不明确的，视为不支付利息。"
UNPAID_RENT = ("承租人无正当理由未支付或者迟延支付租金的，出租人可以请求承租人在合理期限内支付；"
               "承租人逾期不支付的，出租人可以解除合同。")
LIEN = "债务人不履行到期债务，债权人可以留置已经合法占有的债务人的动产，并有权就该动产优先受偿。"
DEFAMATION = "任何组织或者个人不得以侮辱、诽谤等方式侵害他人的名誉权。"
FOUND_PROPERTY = "拾得遗失物，应当返还权利人。拾得人应当及时通知权利人领取，或者送交公安等有关部门。"
WILL_SHARE = "遗嘱应当为缺乏劳动能力又没有生活来源的继承人保留必要的遗产份额。"
#: 民法典 第一千零八十四条 第三款's rule for a child of two or more, as the pick quotes it.
CUSTODY_PAST_TWO = "已满两周岁的子女，父母双方对抚养问题协议不成的，由人民法院根据双方的具体情况，按照最有利于未成年子女的原则判决"
#: 民法典 第七百三十三条: what a tenant gives back at the end.
LEASE_RETURNED = "租赁期限届满，承租人应当返还租赁物。返还的租赁物应当符合按照约定或者根据租赁物的性质使用后的状态"
#: 民法典 第一千一百五十三条 第一款: the surviving spouse's half first.
SPOUSES_HALF = "夫妻共同所有的财产，除有约定的外，遗产分割时，应当先将共同所有的财产的一半分出为配偶所有，其余的为被继承人的遗产"
EXPIRED_FOOD = "禁止生产经营下列食品、食品添加剂、食品相关产品:……（三）用超过保质期的食品原料、食品添加剂生产的食品、食品添加剂"
ORDER_FORMS = ("当事人一方通过互联网等信息网络发布的商品或者服务信息符合要约条件的，对方选择该商品或者服务并提交订单成功时合同成立，"
               "但是当事人另有约定的除外")
CARRIER_EXEMPT = "承运人应当对运输过程中旅客的伤亡承担赔偿责任；但是，伤亡是旅客故意、重大过失造成的，承运人不承担赔偿责任。"
WAGES_ARBITRATED = ("劳动者与用人单位因工资支付发生劳动争议的，当事人可依法向劳动争议仲裁机关申请仲裁。对仲裁裁决不服的，"
                    "可以向人民法院提起诉讼。")
SERVICES = "个人之间形成劳务关系，提供劳务一方因劳务造成他人损害的，由接受劳务一方承担侵权责任。"
CAR_HITS_CYCLIST = "机动车与非机动车驾驶人、行人之间发生交通事故，非机动车驾驶人、行人没有过错的，由机动车一方承担赔偿责任"
CAR_LIABLE = "机动车发生交通事故造成损害的，依照道路交通安全法律和本法的有关规定承担赔偿责任"
NOT_SHARED = "夫妻一方在婚姻关系存续期间以个人名义超出家庭日常生活需要所负的债务，不属于夫妻共同债务"
GAMBLING = "夫妻一方在从事赌博、吸毒等违法犯罪活动中所负债务，第三人主张该债务为夫妻共同债务的，人民法院不予支持。"
# 劳动合同法 第二十六条 第一款 (二), as the opening quotes it
RIGHTS_TAKEN = "下列劳动合同无效或者部分无效:……（二）用人单位免除自己的法定责任、排除劳动者权利的"
# 工伤保险条例 第十四条 (一), as the opening quotes it
AT_WORK = "职工有下列情形之一的，应当认定为工伤：……(一)在工作时间和工作场所内，因工作原因受到事故伤害的"
MINOR = "八周岁以上的未成年人为限制民事行为能力人，实施民事法律行为由其法定代理人代理或者经其法定代理人同意、追认"
FINDERS_COSTS = "权利人领取遗失物时，应当向拾得人或者有关部门支付保管遗失物等支出的必要费用"
AS_AGREED = "当事人应当按照约定全面履行自己的义务"  # 民法典 第五百零九条 第一款, as the opening quotes it
HANDWRITTEN_WILL = "自书遗嘱由遗嘱人亲笔书写，签名，注明年、月、日"  # 民法典 第一千一百三十四条
INJURY_WAIVER = "合同中的下列免责条款无效：……（一）造成对方人身损害的"  # 民法典 第五百零六条, as the opening quotes it
THIRD_PARTY = "当事人一方因第三人的原因造成违约的，应当依法向对方承担违约责任。当事人一方和第三人之间的纠纷，依照法律规定或者按照约定处理"
UNNAMED_CREDITOR = ("当事人持有的借据、收据、欠条等债权凭证没有载明债权人，持有债权凭证的当事人提起民间借贷诉讼的，人民法院应予受理。"
                    "被告对原告的债权人资格提出有事实依据的抗辩，人民法院经审查认为原告不具有债权人资格的，裁定驳回起诉")  # 民间借贷规定 第二条 第二款
BINDING = "依法成立的合同，对当事人具有法律约束力"  # 民法典 第一百一十九条
OWNERS_BODIES = ("业主大会或者业主委员会，对任意弃置垃圾、排放污染物或者噪声、违反规定饲养动物、违章搭建、侵占通道、拒付物业费等损害他人合法"
                 "权益的行为，有权依照法律、法规以及管理规约，请求行为人停止侵害、排除妨碍、消除危险、恢复原状、赔偿损失")  # 民法典 第二百八十六条
GAMBLING_LOAN = "具有下列情形之一的，人民法院应当认定民间借贷合同无效：……（四）出借人事先知道或者应当知道借款人借款用于违法犯罪活动仍然提供借款的"
COMMUTE = "职工有下列情形之一的，应当认定为工伤：……(六)在上下班途中，受到非本人主要责任的交通事故或者城市轨道交通、客运轮渡、火车事故伤害的"
LEGACY = "受遗赠人应当在知道受遗赠后六十日内，作出接受或者放弃受遗赠的表示；到期没有表示的，视为放弃受遗赠"
EXEMPTION = ("对保险合同中免除保险人责任的条款，保险人在订立合同时应当在投保单、保险单或者其他保险凭证上作出足以引起投保人注意的提示，"
             "并对该条款的内容以书面或者口头形式向投保人作出明确说明；未作提示或者明确说明的，该条款不产生效力")  # 保险法 第十七条
COMMON = "夫妻在婚姻关系存续期间所得的下列财产，为夫妻的共同财产，归夫妻共同所有：……（四）继承或者受赠的财产"
MARKED = "经营者提供商品或者服务应当明码标价"  # 消费者权益保护法 第二十条
FREE_RIDE = "非营运机动车发生交通事故造成无偿搭乘人损害，属于该机动车一方责任的，应当减轻其赔偿责任"  # 民法典 第一千二百一十七条
OWN_FAULT = "被侵权人对同一损害的发生或者扩大有过错的，可以减轻侵权人的责任"  # 民法典 第一千一百七十三条
MERGER = "用人单位发生合并或者分立等情况，原劳动合同继续有效，劳动合同由承继其权利和义务的用人单位继续履行"  # 劳动合同法 第三十四条
REWARD_NOTICE = "权利人悬赏寻找遗失物的，领取遗失物时应当按照承诺履行义务"  # 民法典 第三百一十七条 第二款
CHANGE_AGREED = "用人单位与劳动者协商一致，可以变更劳动合同约定的内容。变更劳动合同，应当采用书面形式"  # 劳动合同法 第三十五条
SETTLEMENT = ("劳动者与用人单位就解除或者终止劳动合同办理相关手续、支付工资报酬、加班费、经济补偿或者赔偿金等达成的协议，不违反法律、"
              "行政法规的强制性规定，且不存在欺诈、胁迫或者乘人之危情形的，应当认定有效")  # 劳动争议解释（一） 第三十五条 第一款


@pytest.mark.parametrize("clause, conclusion", [
    (SALE_KEEPS_LEASE, "你必须搬走。"),
    (SALE_KEEPS_LEASE, "房子卖了，租赁合同就终止了。"),
    (NO_AGREED_INTEREST, "可以要求朋友还钱并付利息。"),
    (UNPAID_RENT, "你可以直接换锁把他赶出去。"),
    (UNPAID_RENT, "房东有权断电，逼他交租。"),
    (DEFAMATION, "我不能起诉他。"),
    (FOUND_PROPERTY, "你不能要回来。"),
    (EXPIRED_FOOD, "超市只肯退牛奶钱，你不能要求赔偿。"),  # stranger16 q1: a prohibition takes no claim away
    (ORDER_FORMS, "合同成立。因此，卖家单方面取消订单是合法的。"),  # stranger19 q2 (session 32)
    (ORDER_FORMS, "卖家可以单方取消订单。"),
    (CAR_HITS_CYCLIST, "误工费不能要。"),  # stranger20 q8 (session 33, blind)
    (CAR_HITS_CYCLIST, "你不能要求对方赔偿医疗费。"),
    (CAR_LIABLE, "你坐朋友的车出了车祸受伤了，你不能找他赔。"),  # stranger44 y8 (session 41, blind)
    (CAR_LIABLE, "这种情况下不能让司机赔。"),
    (NOT_SHARED, "结论：这笔赌债要你一起还。"),  # stranger45 z2 (session 41, blind)
    (NOT_SHARED, "结论：我老公背着我借了20万去赌博，这个钱我需要还。"),  # stranger68 i9 (session 50, blind)
    (NOT_SHARED, "结论：你老公借的钱，你也要帮他还。"),
    (GAMBLING, "结论：赌债属于夫妻共同债务，你应当共同偿还。"),
    (SERVICES, "雇主与保姆之间是劳动关系。"),  # side by side 394
    (WAGES_ARBITRATED, "你可以直接去法院起诉他。"),  # stranger21 q9 (session 33, blind)
    ("对仲裁裁决不服的，可以向人民法院提起诉讼。", "结论：可以直接去法院起诉他。"),  # the clause's second sentence alone
    (MINOR, "不能要回来。"),  # stranger22 q5 (session 34, blind after the bridge)
    (MINOR, "儿子打赏的钱你无法追回。"),
    (FINDERS_COSTS, "可以要求他给报酬。"),  # stranger22 q8
    (FINDERS_COSTS, "你有权向失主要求酬谢。"),
    (FINDERS_COSTS, "结论：合理。"),  # stranger78 s10 (session 52, blind): "要我给他500元感谢费才还，合理吗"
    (SALE_KEEPS_LEASE, "房东有权将房子卖了，新房东让我一个月内搬走，因为房屋所有权变动不影响租赁合同的效力。"),  # stranger49 d7
    (WILL_SHARE, "遗嘱有效"),  # stranger49 d4: a widow with no work and no income, the house left to her son
    (RIGHTS_TAKEN, "如果公司免除自己的法定责任、排除劳动者权利，那么该劳动合同无效，劳动者不能要求加班费。"),  # stranger69 j2 (session 50)
    (RIGHTS_TAKEN, "你签了承诺书，就不能再要加班费了。"),
    (AT_WORK, "公司可以不承担医药费，因为你的受伤是因工作原因造成的。"),  # stranger70 k1 (session 50, re-asked)
    (AT_WORK, "单位不用管你的医药费。"),
    (WILL_SHARE, "你父亲的遗嘱是有效的，房子归你哥。"),
    (CUSTODY_PAST_TWO, "孩子应判给母亲。"),  # stranger57 x4 (session 46, blind): a child of two and a half
    (CUSTODY_PAST_TWO, "孩子一般会判给妈妈。"),
    (LEASE_RETURNED, "房东有权扣清洁费，因为这是对租赁物使用后的状态的合理要求。"),  # stranger57 x2 (session 46, blind)
    (LEASE_RETURNED, "房东从押金里扣清洁费是合理的。"),
    (LEASE_RETURNED, "房东可以要求承租人支付押金3000元，因为钉子眼是租赁物的一部分。"),  # stranger90 a1 (session 55, blind)
    (LEASE_RETURNED, "房东不能要求承租人支付押金3000元，因为钉子眼是租赁物的一部分，承租人应当承担赔偿责任。"),  # a1 re-asked
    (SPOUSES_HALF, "这套房子应该先由你妈和你爸共同所有，再由你和你姐姐继承。"),  # stranger56 w3 (session 46)
    (SPOUSES_HALF, "房子由你和你姐姐平分。"),
    (AS_AGREED, "你不能要全额退款。"),  # stranger71 l7 (session 51): "合同写着“考不过全额退款”"
    (AS_AGREED, "机构只退一半，你无法要求全额退款。"),
    (HANDWRITTEN_WILL, "可以自己手写一份遗嘱，但必须去公证。"),  # stranger71 l6 (session 51, re-asked)
    (HANDWRITTEN_WILL, "手写遗嘱需要公证才有效。"),
    (INJURY_WAIVER, "健身房的入会合同中写有“运动受伤自负”，因此健身房不承担赔偿责任。"),  # stranger73 n8 (session 51)
    (THIRD_PARTY, "你应该找第三方物流来赔偿木地板刮坏的损失。"),  # stranger73 n9
    (MERGER, "可以。"),  # stranger73 n3
    (MERGER, "新公司可以重新签合同，工龄可以从零开始算。"),
    (FREE_RIDE, "结论：你有责任，同事受伤了，你要全额赔他。"),  # stranger74 o1 (session 52, re-asked)
    (OWN_FAULT, "对方要承担全部责任。"),
    (COMMUTE, "根据《工伤保险条例》第十四条，你下班路上被一辆车撞了，交警认定对方全责，公司说这不算工伤，对吗？是的，因为你的事故"
              "符合条件。"),  # stranger76 q3 (session 52, blind)
    (COMMUTE, "这不算工伤。"),
    (LEGACY, "结论：房子还归邻居"),  # stranger76 q5 (session 52, re-asked)
    (LEGACY.split("；")[0] + "；", "结论：房子还归邻居"),  # the duty's half alone, as the review's clause quoted it (q5 re-asked)
    (EXEMPTION, "保险公司提供的投保单、保险单和其他保险凭证上没有明确说明发动机进水属于免责条款，因此保险公司不承担赔偿保险金的责任。"),  # r7
    (EXEMPTION.split("；")[0], "因此保险公司不承担赔偿保险金的责任。"),
    (COMMON, "离婚时，车归老公。"),  # stranger79 t3 (session 52, blind)
    (EXEMPTION, "保险公司未履行上述义务，因此发动机进水属于免责条款不赔。"),  # stranger77 r7 (session 52, final run)
    (MARKED, "饭店多收的10%的服务费是无效的，因为菜单上根本没写，所以不能拒付。"),  # stranger77 r4 (session 52, re-asked)  # the duty alone, as the review's clause quoted it (r7 re-asked)
])
def test_the_wrong_outcome_is_caught(clause: str, conclusion: str) -> None:
    assert outcome_conflict(clause, conclusion) is not None
    assert contradiction(clause, conclusion, "zh") is not None


@pytest.mark.parametrize("clause, conclusion", [
    (SALE_KEEPS_LEASE, "你不必搬走，新房东应当继续履行原租赁合同。"),
    (SALE_KEEPS_LEASE, "你不需要搬走。"),
    (NO_AGREED_INTEREST, "如果借条上约定了利息，你可以要求他支付利息。"),
    (NO_AGREED_INTEREST, "你可以要求他还钱。"),
    (UNPAID_RENT, "你可以解除合同，要求他搬走。"),
    (LIEN, "你可以扣留他的车，直到他付清修理费。"),
    (DEFAMATION, "你可以起诉他，要求停止侵害、赔礼道歉。"),
    (FOUND_PROPERTY, "你可以要求司机返还手机。"),
    (UNPAID_RENT, "租客不交租，房东可能会强行换锁，你可以先协商。"),  # what the other side might do, not a permission
    (EXPIRED_FOOD, "超市卖过期牛奶违反了这一规定，你可以要求赔偿。"),
    (CARRIER_EXEMPT, "伤亡是你自己故意造成的，你不能要求赔偿。"),  # the clause itself limits the remedy
    (ORDER_FORMS, "提交订单成功时合同已经成立，卖家单方面取消订单不合法，你可以要求发货或者赔偿损失。"),
    (ORDER_FORMS, "如果商家的规则约定发货时合同才成立，卖家单方取消订单可能是合法的。"),  # the clause's own exception
    (CAR_HITS_CYCLIST, "误工费可以向对方和保险公司要求赔偿。"),
    (CAR_LIABLE, "你可以找他赔医疗费。"),
    (NOT_SHARED, "结论：这笔赌债不用你一起还。"),
    (NOT_SHARED, "债务属于个人债务，因此我老公需要承担全部责任。"),  # the borrower's own debt (stranger68 i9, session 50)
    (NOT_SHARED, "如果债权人能证明钱用于家庭共同生活，你也要一起还。"),  # the clause's own exception, said as one
    (GAMBLING, "结论：赌债不是夫妻共同债务，你不用还。"),
    ("夫妻双方共同签名所负的债务，属于夫妻共同债务。" + NOT_SHARED, "结论：你们共同签了借条，这笔债你也要一起还。"),
    (CAR_HITS_CYCLIST, "如果你闯了红灯，误工费不能全部要求对方承担。"),
    (SERVICES, "雇主与保姆之间不是劳动关系，而是劳务关系。"),
    (SERVICES, "如果保姆是家政公司派来并由公司发工资的，保姆与家政公司之间可能存在劳动关系。"),
    (WAGES_ARBITRATED, "你不能直接起诉，应当先申请劳动仲裁，对仲裁裁决不服的再向法院起诉。"),
    (WAGES_ARBITRATED, "如果你手里有老板写的工资欠条，可以直接去法院起诉。"),
    ("对仲裁裁决不服的，可以向人民法院提起诉讼。", "你不能直接起诉，要先申请仲裁。"),  # a clause that admits a suit after arbitration
    (UNNAMED_CREDITOR, "你可以起诉，微信聊天记录可以作为借贷关系的证据。"),
    (BINDING, "房东不能单方涨房租，租金要变更须双方协商一致。"),
    (BINDING, "如果合同约定了调租条款，房东可以按约定涨房租。"),
    (OWNERS_BODIES, "物业无权罚款，但可以要求你停止在楼道充电。"),
    ("对违反本法规定的，由公安机关处二百元以下罚款", "公安机关可以罚款。"),
    (MINOR, "你没有同意也没有追认，可以要求平台返还打赏的钱。"),
    (MINOR, "如果你事后追认了，就不能要回来。"),
    (FINDERS_COSTS, "你不能要求报酬，只能要求他支付保管钱包等支出的必要费用。"),
    (FINDERS_COSTS, "如果失主悬赏过，你可以要求他按承诺给报酬。"),
    (REWARD_NOTICE, "你可以要求他按照悬赏启事支付2000元。"),
    (REWARD_NOTICE, "如果失主没有悬赏，你不能要求报酬。"),
    (SETTLEMENT, "如果公司是以胁迫的手段让你签的，你可以要求撤销协议，再要经济补偿。"),
    (SETTLEMENT, "协议有效，你一般不能再要经济补偿。"),
    (CHANGE_AGREED, "单位没有和你协商一致，你可以拒绝调岗降薪。"),
    (CHANGE_AGREED, "如果你已经书面同意了调岗，就不能再拒绝。"),
    (SALE_KEEPS_LEASE, "新房东让你一个月内搬走没有依据，租赁合同继续有效。"),
    (SALE_KEEPS_LEASE, "新房东让你搬走，你可以拒绝。"),
    (SALE_KEEPS_LEASE, "您的租赁合同继续有效，新房东不能要求您马上搬走。"),
    (SALE_KEEPS_LEASE, "- 房屋所有权变动：房东把房子卖了，新房东让我一个月内搬走"),  # a fact line tells, it does not conclude
    (WILL_SHARE, "遗嘱没有为你妈保留必要的遗产份额，这部分无效，应当先为她留下必要的遗产。"),
    (WILL_SHARE, "如果你妈有其他生活来源，遗嘱有效。"),
    (RIGHTS_TAKEN, "这份承诺书排除了你的权利，是无效的，加班费照样能要。"),
    (RIGHTS_TAKEN, "如果你们另行约定了调休，就不能再要加班费。"),  # another condition than the clause's
    (AT_WORK, "这属于工伤，公司应当为你申请工伤认定，医疗费由工伤保险基金或者公司支付。"),
    ("职工因下列情形之一导致本人在工作中伤亡的，不得认定为工伤或者视同工伤：（一）故意犯罪的", "公司可以不承担。"),
    (WILL_SHARE, "这个遗嘱不完全有效，要先给你妈留下必要的份额。"),
    (CUSTODY_PAST_TWO, "不一定判给哪一方，由法院按照最有利于孩子的原则判决。"),
    (CUSTODY_PAST_TWO, "如果你们协议由母亲抚养，孩子就判给母亲。"),
    (LEASE_RETURNED, "墙面有点脏是正常使用的痕迹，房东不能扣清洁费。"),
    (LEASE_RETURNED, "如果租赁合同约定了退租时要清洁，房东可以扣清洁费。"),
    (LEASE_RETURNED, "房东应当退还押金，不能要求你支付修补钉子眼的钱。"),
    (LEASE_RETURNED, "租客把电视摔坏了，承租人应当承担赔偿责任。"),  # a thing broken is no trace of use
    (SPOUSES_HALF, "房子的一半归你爸，另一半是你妈的遗产，由你爸、你和你姐姐继承。"),
    (SPOUSES_HALF, "如果你爸妈约定房子归你妈一个人，就不用先分一半。"),
    ("不满两周岁的子女，以由母亲直接抚养为原则。" + CUSTODY_PAST_TWO, "孩子一岁半，一般判给母亲。"),
    (AS_AGREED, "合同约定考不过全额退款，机构应当全额退款，你可以要全额。"),
    (AS_AGREED, "如果合同约定了要全勤才退款而你缺了课，你就不能要全额退款。"),  # a condition of the contract's own
    (HANDWRITTEN_WILL, "可以自己手写遗嘱，不需要去公证，但要亲笔书写、签名并注明年、月、日。"),
    ("公证遗嘱由遗嘱人经公证机构办理", "公证遗嘱需要去公证机构办理。"),  # the notarised form's own rule
    (FREE_RIDE, "你不用全额赔偿，应当减轻你的赔偿责任。"),
    (FREE_RIDE, "如果你有重大过失，就要全额赔偿。"),
    (COMMUTE, "公司说这不算工伤，这是不对的，应当认定为工伤。"),
    (COMMUTE, "应当认定为工伤，公司说不算工伤没有依据。"),
    (LEGACY, "邻居三个月没表态，视为放弃受遗赠，房子不再归他。"),
    (LEGACY, "如果邻居在六十日内表示接受，房子还归他。"),
    (EXEMPTION, "没有提示说明的免责条款不产生效力，保险公司应当赔偿。"),
    (EXEMPTION, "如果保险公司已经明确说明过，保险公司可以不赔。"),
    (COMMON, "车是夫妻共同财产，不归老公个人所有，离婚时平分。"),
    (COMMON, "如果你爸妈明确说只送给老公，车归老公。"),
    (MARKED, "菜单上没写的服务费，你可以拒付。"),
    (EXEMPTION, "发动机进水不属于免责条款不赔的情形，保险公司应当赔偿。"),
])
def test_the_right_or_conditional_outcome_passes(clause: str, conclusion: str) -> None:
    assert outcome_conflict(clause, conclusion) is None


def _rewritten(clause: str, conclusion: str) -> str:
    body = f"依据该条：“{clause}”\n\n结论：{conclusion}\n"
    result = rewrite_conclusion(body, clause, "zh", clause)
    assert result.changed and not result.needs_lawyer
    return result.body


def test_a_tenant_is_told_the_lease_survives_the_sale() -> None:
    body = _rewritten(SALE_KEEPS_LEASE, "你必须搬走。")
    assert "结论：不必搬走。" in body and "必须搬走" not in body


def test_a_landlord_is_not_told_to_change_the_locks() -> None:
    body = _rewritten(UNPAID_RENT, "你可以直接换锁把他赶出去。")
    assert "不宜自行换锁把他赶出去" in body and "可以直接换锁" not in body
    assert "出租人可以请求承租人在合理期限内支付" in body


def test_interest_the_clause_denies_is_not_promised_and_no_one_word_answer_decides_it() -> None:
    body = _rewritten(NO_AGREED_INTEREST, "可以要求朋友还钱并付利息。")
    conclusion = body.split("结论：")[1]
    assert "付利息" not in conclusion.replace("支付利息", "") and conclusion.startswith("依据该条规定")


def test_a_phone_the_finder_must_return_can_be_had_back() -> None:
    body = _rewritten(FOUND_PROPERTY, "你不能要回来。")
    assert "结论：可以要求返还。" in body and "不能要回来" not in body


def test_a_childs_unconsented_spending_and_a_finders_costs_are_answered_in_their_clauses_terms() -> None:
    """stranger22 q5 and q8 (session 34): the rewritten conclusions answer as the clauses do."""
    assert "未经你同意或者追认的，可以要求返还" in _rewritten(MINOR, "不能要回来。")
    assert "只能要求支付必要费用，不能据此要求报酬" in _rewritten(FINDERS_COSTS, "可以要求他给报酬。")


def test_a_debt_kept_apart_is_answered_usually_not_and_said_in_the_users_words() -> None:
    """stranger45 z2 (session 41, blind): the rewritten conclusion opens with the answer the clause gives, hedged as its
    exception asks ("但是，债权人能够证明……的除外")."""
    assert outcome_conflict(NOT_SHARED, "结论：这笔赌债要你一起还。").answer == "一般不用"
    assert outcome_conflict(NOT_SHARED, "结论：你需要还。") is not None
    assert outcome_conflict(NOT_SHARED, "结论：你不需要还。") is None


PERFORMANCE = "当事人一方不履行非金钱债务或者履行非金钱债务不符合约定的，对方可以请求履行"


def test_a_seller_is_not_told_he_may_back_out_of_a_sale_the_buyer_may_enforce() -> None:
    """stranger47 b4 (session 42, blind): "我想反悔不卖了，可以吗" under 民法典 第五百八十条 was told "可以反悔不卖了"."""
    found = outcome_conflict(PERFORMANCE, "结论：可以反悔不卖了，因为房价上涨导致合同目的无法实现。")
    assert found is not None and found.answer == "对方可以请求你继续履行"
    assert "结论：对方可以请求你继续履行" in _rewritten(PERFORMANCE, "可以反悔不卖了。")
    assert outcome_conflict(PERFORMANCE, "结论：不能反悔，买家可以请求你继续履行。") is None
    assert outcome_conflict(PERFORMANCE, "结论：如果买家同意，可以不卖。") is None  # a condition said with it


def test_a_new_owners_demand_told_as_the_answer_is_rewritten_and_the_fact_line_stays() -> None:
    """stranger49 d7 (session 43, blind, then re-asked): the conclusion told the new owner's demand as what follows; rewritten, the
    reply keeps the user's fact line and says the lease goes on."""
    body = (f"依据该条：“{SALE_KEEPS_LEASE}”\n\n案件事实对应到它的条件：\n- 房屋所有权变动：房东把房子卖了，新房东让我一个月内搬走\n\n"
            "结论：房东有权将房子卖了，新房东让我一个月内搬走，因为房屋所有权变动不影响租赁合同的效力。\n")
    result = rewrite_conclusion(body, SALE_KEEPS_LEASE, "zh", SALE_KEEPS_LEASE, "承租人")
    assert result.changed and not result.needs_lawyer
    assert "结论：租赁合同继续有效，不必搬走。" in result.body and "- 房屋所有权变动：房东把房子卖了，新房东让我一个月内搬走" in result.body


def test_the_surviving_spouses_half_comes_first() -> None:
    body = _rewritten(SPOUSES_HALF, "这套房子应该先由你妈和你爸共同所有，再由你和你姐姐继承。")
    assert "应当先把夫妻共同所有的财产的一半分给在世的配偶" in body and "再由你和你姐姐继承" not in body


def test_money_a_prepaid_business_must_refund_is_not_told_lost() -> None:
    """stranger60 a10 (session 47, blind): a driving school that closed half-way, 消费者权益保护法 第五十三条, and "剩下的钱不能要回来"."""
    clause = "经营者以预收款方式提供商品或者服务的，应当按照约定提供。未按照约定提供的，应当按照消费者的要求履行约定或者退回预付款"
    found = outcome_conflict(clause, "结论：你驾校交了5000元学费，学了一半驾校倒闭了，剩下的钱不能要回来。")
    assert found is not None and found.answer == "可以要求返还"
    assert outcome_conflict(clause, "结论：你可以要求驾校退回剩下的学费。") is None


def test_the_victim_is_the_one_property_is_returned_to_not_the_one_who_returns_it() -> None:
    """stranger60 a4 (session 47, blind): "被诈骗的5000块钱应该由被害人及时返还" under 刑法 第六十四条."""
    clause = "犯罪分子违法所得的一切财物，应当予以追缴或者责令退赔；对被害人的合法财产，应当及时返还"
    found = outcome_conflict(clause, "结论：被诈骗的5000块钱应该由被害人及时返还。")
    assert found is not None and found.answer == "应当返还给被害人"
    assert outcome_conflict(clause, "结论：追回的5000元应当及时返还给被害人。") is None


def test_a_right_a_void_term_took_away_is_answered_as_still_the_users() -> None:
    """stranger69 j2 (session 50, blind): "签了以后还能要加班费吗" was told under 第二十六条 "该劳动合同无效，劳动者不能要求加班费";
    the rewrite says the right remains, in words the direction check does not read as 可以 against the clause's 无效."""
    body = f"依据《中华人民共和国劳动合同法》第二十六条：“{RIGHTS_TAKEN}”\n\n结论：该劳动合同无效，劳动者不能要求加班费。"
    rewritten = rewrite_conclusion(body, RIGHTS_TAKEN, "zh", yes_or_no=True)
    assert not rewritten.needs_lawyer
    assert rewritten.body.split("结论：")[1].startswith("放弃这一权利的约定无效，这一权利仍在。依据该条规定")


def test_a_work_injurys_costs_left_to_the_worker_are_answered_with_the_rule() -> None:
    """stranger70 k1 (session 50, re-asked after the commute words were kept off): hurt by a forklift at work, the worker was
    told under 工伤保险条例 第十四条 (一) "公司可以不承担医药费"."""
    body = f"依据《工伤保险条例》第十四条：“{AT_WORK}”\n\n结论：公司可以不承担医药费，因为你的受伤是因工作原因造成的。"
    rewritten = rewrite_conclusion(body, AT_WORK, "zh", side="劳动者", yes_or_no=True)
    assert not rewritten.needs_lawyer
    assert rewritten.body.split("结论：")[1].startswith("这属于工伤，医疗费不由你自己负担。依据该条规定")


@pytest.mark.parametrize("clause, conclusion, answer", [
    (INJURY_WAIVER, "健身房的入会合同中写有“运动受伤自负”，因此健身房不承担赔偿责任。", "这一免责条款无效，对方仍应依法承担责任。"),
    (THIRD_PARTY, "你应该找第三方物流来赔偿木地板刮坏的损失。", "可以要求对方（与你订立合同的一方）承担违约责任"),
    (MERGER, "可以。", "工龄不从零算：原劳动合同继续有效"),
    (AS_AGREED, "你不能要全额退款。", "可以要求对方按照合同的约定履行。"),
    (HANDWRITTEN_WILL, "可以自己手写一份遗嘱，但必须去公证。", "不需要公证"),
    (FREE_RIDE, "你有责任，同事受伤了，你要全额赔他。", "依法应当减轻赔偿责任，而不是全额赔偿。"),
    (OWN_FAULT, "对方要承担全部责任。", "依法可以减轻赔偿责任，而不一定全额赔偿。"),
    (COMMUTE, "公司说这不算工伤，这是对的。", "这种情形应当认定为工伤。"),
    (LEGACY, "房子还归邻居", "到期没有表示的，视为放弃受遗赠，遗赠的财产不再归他。"),
    (COMMON, "离婚时，车归老公。", "一般属于夫妻共同财产，离婚时依法分割，不因登记在一方名下就归这一方。"),
    (MARKED, "所以不能拒付。", "经营者应当明码标价，没有标明的服务费，你可以拒绝支付。"),
    (EXEMPTION, "因此保险公司不承担赔偿保险金的责任。", "保险人订立合同时没有提示并明确说明的免责条款不产生效力，保险公司不能以这一条款拒赔。"),
    (GAMBLING_LOAN, "朋友借钱说要去赌博，我明知道还借给他了，现在他不还，不能起诉要回来。",  # stranger75 p9 (session 52, re-asked)
     "起诉本身不受限制，但依据该条，这一合同无效，按合同约定提出的请求一般得不到支持。"),
    (REWARD_NOTICE, "你不能要。", "可以要求对方按照悬赏的承诺支付"),  # stranger90 a4 (session 55, blind)
    (LEASE_RETURNED, "房东不能要求承租人支付押金3000元，因为钉子眼是租赁物的一部分，承租人应当承担赔偿责任。",  # stranger90 a1
     "正常使用留下的痕迹不是损坏，房东不能据此扣押金，也不能要求赔偿"),
    (LEASE_RETURNED, "房东有权从押金中扣500元，因为墙上有几个钉子眼，这不符合租赁合同中约定的租赁期限届满后承租人应当返还租赁物的条件。",
     "正常使用留下的痕迹不是损坏，房东不能据此扣押金"),  # stranger100 h5 (session 57, blind)
    (SETTLEMENT, "可以要经济补偿", "这份协议一般有效，补偿一般要不回来"),  # stranger89 e3 (session 55, re-asked)
    (CHANGE_AGREED, "你不能拒绝。", "可以拒绝"),  # stranger92 c10 (session 55, blind)
    (BINDING, "房东有权涨房租，因为你是合同的当事人，有权根据合同条款决定房租。", "一方单方面改变约定的租金"),  # stranger96 f3
    (OWNERS_BODIES, "物业有权罚款200元", "一般没有：罚款是法律、法规规定的行政机关才能作出的处罚"),  # stranger97 g4 (session 56, blind)
    (OWNERS_BODIES, "物业有权收走电动车，因为电动车属于业主共有，违反了管理规约。", "一般没有：扣押、收走他人的财物"),  # stranger102 j4
    (UNNAMED_CREDITOR, "根据上述条文，你借给同学5000元，没有写借条，只有微信聊天记录，现在他不还，你不能起诉。", "起诉本身不受限制"),  # stranger95 e7
])
def test_session_51s_wrong_outcomes_are_rewritten_with_an_answer_that_passes_its_own_check(clause: str, conclusion: str,
                                                                                           answer: str) -> None:
    """Each rewritten conclusion is then checked again: an answer that itself read as a contradiction (the re-asked stranger73 n3 and
    n8, session 51) turned the reply into the needs-a-lawyer notice."""
    assert _rewritten(clause, conclusion).split("结论：")[1].startswith(answer)


def test_a_second_probation_approved_under_a_once_only_rule_is_caught_and_its_denial_is_not() -> None:
    """stranger80 v2 (session 53, re-asked after a bridge): "又说要再延长三个月试用期，这样合法吗" was told "合法" under "……只能约定一次
    试用期"; once rewritten, "不合法" must not be read as going against the "能" inside "只能"."""
    clause = "同一用人单位与同一劳动者只能约定一次试用期"
    assert contradiction(clause, "合法。", "zh") is not None
    assert contradiction(clause, "公司可以再延长三个月试用期。", "zh") is not None
    assert contradiction(clause, "不合法。", "zh") is None
    assert contradiction(clause, "公司可以约定试用期，但只能约定一次。", "zh") is None


@pytest.mark.parametrize("clause, wrong, answered, right", [
    # stranger83 y5 (session 53, re-asked after a bridge): a worker a household hired fell from a ladder, and the owner was told
    # "你作为房主要赔" under 民法典 第一千一百九十二条's "根据双方各自的过错承担相应的责任"
    ("提供劳务一方因劳务受到损害的，根据双方各自的过错承担相应的责任", "你作为房主要赔。", "各自的过错",
     ("你要根据双方的过错承担相应的责任。", "如果你有过错，要赔。")),
    # stranger84 z8 (session 53, re-asked after a bridge): a widow asked by her late husband's creditor was told "你必须还朋友10万块"
    # under 民法典 第一千一百六十一条
    ("继承人以所得遗产实际价值为限清偿被继承人依法应当缴纳的税款和债务。超过遗产实际价值部分，继承人自愿偿还的不在此限。",
     "你必须还朋友10万块。", "遗产的实际价值范围内",
     ("你只需在继承的遗产实际价值范围内偿还。", "如果你继承了遗产，要在遗产价值内还。")),
])
def test_paying_it_all_against_a_limit_the_clause_sets_is_caught(clause: str, wrong: str, answered: str,
                                                                  right: tuple[str, str]) -> None:
    found = contradiction(clause, wrong, "zh")
    assert found is not None and answered in found.answer
    assert all(contradiction(clause, said, "zh") is None for said in right)


def test_a_childs_harm_laid_on_the_child_is_caught_and_the_guardian_named() -> None:
    """Session 53's last stranger check: "我儿子12岁……把同学家的电视弄坏了，我要赔吗" was told "你儿子应承担侵权责任" under 民法典
    第一千一百八十八条."""
    clause = "无民事行为能力人、限制民事行为能力人造成他人损害的，由监护人承担侵权责任"
    body = f"依据X：“{clause}”\n\n结论：你儿子应承担侵权责任。"
    result = rewrite_conclusion(body, clause, "zh", "", None, True)
    assert result.changed and not result.needs_lawyer
    assert "你儿子应承担侵权责任" not in result.body and "由他的监护人（通常是父母）承担侵权责任" in result.body
    assert contradiction(clause, "你作为监护人要承担侵权责任。", "zh") is None


def test_a_will_that_keeps_no_share_is_not_void_as_a_whole() -> None:
    """stranger102 j5 (session 57, re-asked after a bridge): the widow's case reached 民法典 第一千一百四十一条 and was concluded "遗嘱无效":
    her share comes first, and the rest still follows the will (继承编解释（一） 第二十五条)."""
    body = _rewritten(WILL_SHARE, "遗嘱无效")
    assert "结论：遗嘱不是整个失效" in body and "剩余的部分仍然按遗嘱处理" in body
    assert contradiction(WILL_SHARE, "遗嘱没有为你妈保留必要的遗产份额，这部分无效，应当先为她留下必要的遗产。", "zh") is None


def test_a_user_told_not_to_report_to_the_police_is_told_reporting_is_open() -> None:
    """stranger101 i8 (session 57, re-asked after a bridge): money demanded to take a bad review down, concluded "你不能报警" under 刑法
    第二百七十四条: no article bars reporting to the police; whether it is an offence is theirs to find."""
    extortion = ("敲诈勒索公私财物，数额较大或者多次敲诈勒索的，处三年以下有期徒刑、拘役或者管制，并处或者单处罚金")
    body = _rewritten(extortion, "根据上述分析，你不能报警。")
    assert "你不能报警" not in body and "结论：可以报警：报警本身不受限制" in body
    assert contradiction(extortion, "你可以报警，对方可能涉嫌敲诈勒索。", "zh") is None


#: 婚姻家庭编解释（一） 第七十八条 第二款: a flat one spouse bought before the marriage, paid off together.
BOUGHT_BEFORE = ("依前款规定不能达成协议的，人民法院可以判决该不动产归登记一方，尚未归还的贷款为不动产登记一方的个人债务。双方婚后共同还贷支付的款项及其"
                 "相对应财产增值部分，离婚时应根据民法典第一千零八十七条第一款规定的原则，由不动产登记一方对另一方进行补偿")


def test_a_flat_bought_before_the_marriage_is_not_shared_but_its_joint_repayments_are_made_good() -> None:
    """stranger102 j3 (session 57, blind): "结婚前他自己买了一套房，婚后我们一起还房贷，离婚时我能分这套房吗" was told "离婚时可以分这套房"
    under the right article, which gives the flat to the one registered and the other compensation."""
    body = _rewritten(BOUGHT_BEFORE, "根据该条，离婚时可以分这套房。")
    assert "可以分这套房" not in body and "结论：房子一般判归产权登记的一方" in body and "进行补偿" in body
    assert contradiction(BOUGHT_BEFORE, "房子归他，但你可以要求他对共同还贷部分进行补偿。", "zh") is None
    repaid = "双方婚后共同还贷支付的款项及其相对应财产增值部分，离婚时应根据民法典第一千零八十七条第一款规定的原则，由不动产登记一方对另一方进行补偿"
    assert contradiction(repaid, "离婚时可以分这套房。", "zh") is not None  # the sentence the re-asked reply's check read


#: 民法典 第六百八十六条 第二款: a guarantee of no stated kind is a general one.
GENERAL_GUARANTEE = "当事人在保证合同中对保证方式没有约定或者约定不明确的，按照一般保证承担保证责任"


def test_a_guarantor_told_he_need_not_pay_under_the_general_guarantee_rule_is_told_he_answers_as_one() -> None:
    """stranger102 j8 (session 57, blind): "我被朋友拉去做担保人，现在朋友跑了，债主让我还钱，我要还吗" was told "你不用还钱" under 民法典
    第六百八十六条, which makes such a guarantor answer as a general one, not answer for nothing."""
    body = _rewritten(GENERAL_GUARANTEE, "你被朋友拉去做担保人，现在朋友跑了，债主让你还钱，你不用还钱。")
    assert "你不用还钱" not in body and "结论：仍要承担保证责任：保证方式没有约定或者约定不明确的，按照一般保证承担保证责任" in body
    assert contradiction(GENERAL_GUARANTEE, "你要按照一般保证承担保证责任。", "zh") is None
    assert contradiction(GENERAL_GUARANTEE, "我被朋友拉去做担保人，现在朋友跑了，债主让我还钱，我不能还钱。", "zh") is not None  # the draft


#: 民法典 第一千二百一十三条: the compulsory insurer pays first, within its limit.
INSURER_FIRST = ("机动车发生交通事故造成损害，属于该机动车一方责任的，先由承保机动车强制保险的保险人在强制保险责任限额范围内予以赔偿；不足部分，"
                 "由承保机动车商业保险的保险人按照保险合同的约定予以赔偿；仍然不足或者没有投保机动车商业保险的，由侵权人赔偿")


def test_an_insurer_told_to_pay_it_all_is_answered_with_its_limit() -> None:
    """stranger101 i4 (session 57, blind): a driver whose pedestrian spent 3万元 in hospital was told "保险公司应该赔偿你3万元" under
    民法典 第一千二百一十三条: the insurer pays the one harmed, and only within the compulsory insurance's limit."""
    body = _rewritten(INSURER_FIRST, "保险公司应该赔偿你3万元。")
    assert "赔偿你3万元" not in body and "结论：保险公司在交强险责任限额范围内赔偿受害人的损失" in body
    assert contradiction(INSURER_FIRST, "保险公司要赔。", "zh") is not None
    assert contradiction(INSURER_FIRST, "保险公司不应该赔偿我3万元。", "zh") is not None  # the revised draft (re-asked)
    assert contradiction(INSURER_FIRST, "保险公司应当在交强险责任限额范围内先行赔偿，不足部分由你赔偿。", "zh") is None


#: 民法典 第一千二百五十四条, the sentence a reply quotes when no one knows who threw the thing.
UNKNOWN_THROWER = "经调查难以确定具体侵权人的，除能够证明自己不是侵权人的外，由可能加害的建筑物使用人给予补偿"


def test_compensation_the_clause_gives_is_not_told_as_liability() -> None:
    """stranger100 h10 (session 57, blind): a car hit by a flowerpot thrown by no one known was told "可能加害的建筑物使用人应当承担
    侵权责任" under 民法典 第一千二百五十四条, which has them give compensation, not answer in tort; 第一百八十三条's beneficiary too."""
    body = _rewritten(UNKNOWN_THROWER, "可能加害的建筑物使用人应当承担侵权责任。")
    assert "应当承担侵权责任" not in body and "结论：由可能加害的建筑物使用人给予补偿" in body
    assert contradiction(UNKNOWN_THROWER, "可能加害的建筑物使用人要赔偿你的损失。", "zh") is not None
    assert contradiction("因保护他人民事权益使自己受到损害的，由侵权人承担民事责任，受益人可以给予适当补偿",
                         "受益人应当承担赔偿责任。", "zh") is not None
    assert contradiction(UNKNOWN_THROWER, "找不到扔花盆的人，可能加害的建筑物使用人应当给予补偿。", "zh") is None
    assert contradiction(UNKNOWN_THROWER, "扔花盆的人应当承担侵权责任；找不到的，由可能加害的住户补偿。", "zh") is None


def test_a_rent_raised_alone_is_answered_without_a_duty_the_binding_clause_does_not_set() -> None:
    """stranger96 f3 (session 56, re-asked): the first answer's "变更合同须双方协商一致" was withheld by the review, since 民法典
    第一百一十九条 itself sets no duty."""
    answer = _rewritten(BINDING, "房东有权涨房租。").split("结论：")[1].split("。依据该条规定")[0]
    assert answer.startswith("一方单方面改变约定的租金") and directions(answer, "zh") == []
