"""Which party of the relation the user is, read from how they tell their case.

A reply speaks to the user ("你不能退货", "我可以要求赔偿" when it echoes the question), and the
direction check (`core.direction`) could compare such a sentence only with what the article says
of no party: "结论：我不能退货" passed beside 消费者权益保护法 第二十四条 "消费者可以……七日内退货".
The user's own story names their side in everyday words ("我在网上买了", "房东要我搬走",
"公司拖欠我工资"), so code reads it, and only where one side alone is named: a story that fits two
sides (a landlord who also bought the flat) names none, and the sentence is compared as before.
"""

from __future__ import annotations

import re

#: Businesses that serve the user, whose 公司 is not the user's employer (two characters each: a fixed-width look-behind).
SERVING = "|".join(("装修", "装饰", "物业", "保险", "快递", "物流", "中介", "培训", "搬家", "家政", "运输", "旅游", "旅行", "房产", "地产",
                     "置业", "贷款", "小贷", "网贷", "金融", "担保", "电信", "通信", "燃气", "供电", "航空", "外卖", "健身", "婚庆",
                     "租赁", "建筑", "施工", "开发", "销售", "汽车", "保安", "清洁", "网络", "教育", "医疗", "美容", "投资", "证券"))

#: Everyday words by which a user says which side they are on, with the statute's word for that
#: side (a canonical party of `core.direction.PARTY_PAIRS`). Each pattern needs the first person.
SIDES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"我[^，。？！,.?!]{0,8}(?:买了|(?<!优先)购买|网购|下单|订购|买的)|我买|(?:卖家|商家|店家|商场|经营者|4S店|专卖店)[^。？！?!]{0,12}我"), "买受人"),
    (re.compile(r"我[^，。？！,.?!]{0,6}租(?:了|住|的|下)|房东[^。？！?!]{0,12}我|我是租客|我是租户"), "承租人"),
    (re.compile(r"我[^，。？！,.?!]{0,6}(?:把[^，。]{0,8})?租给|我是房东|租客[^。？！?!]{0,12}我"), "出租人"),
    # the employer, not a business that serves the user ("装修公司给我家装修", stranger42 w6 (session 40, blind): read as a
    # worker, the reply's refusal of damages was compared with nothing)
    (re.compile(rf"(?<!{SERVING})(?:公司|单位|老板|用人单位|厂里|工厂)[^。？！?!]{{0,16}}我|"
                r"我[^，。？！,.?!]{0,8}(?:上班|入职|辞职|离职|工资|加班|试用期|被辞退|被开除)"), "劳动者"),
    # "我把车借给朋友开" lends a car, not money (stranger16 q2 named both sides, so neither)
    (re.compile(r"我(?:(?!车)[^，。？！,.?!]){0,8}借给|我[^，。？！,.?!]{0,4}把钱借|借钱给|(?:向|跟|找)我借"), "贷款人"),
    (re.compile(r"我[^，。？！,.?!]{0,8}(?:向|跟|找)[^，。]{1,8}借了?(?:钱|款|\d)|我欠"), "借款人"),
    (re.compile(r"借(?:了|走)?我的车|车借给|我(?:作为|是)车主|我的车(?:借|被[^，。]{0,6}开)"), "机动车所有人"),  # "朋友借了我的车" (stranger36 q2)
    (re.compile(r"我[^，。？！,.?!]{0,4}把车[^，。？！,.?!]{0,4}(?:卖给|转让给|转给)"), "转让人"),  # "我把车卖给了别人……没过户" (stranger76 q8)
)
#: A user who says they are the business or the employer is not the consumer or the worker.
_OWN_BUSINESS = re.compile(r"我(?:们)?(?:是|开了?|经营)(?:一家|家)?[^，。]{0,8}(?:公司|店|厂|老板|商家)|我们公司")

#: The reply's words for the user.
USER_WORDS = re.compile(r"您|你|我(?!国)")


#: Words by which a question tells a case (someone's facts) rather than asks what the law is: a
#: person in it (我, 他, 对方) or a number (a date, an amount). "父母可以通过遗嘱指定监护人吗？" tells none, nor
#: does the law's "他人" or "其他": "禁止饲养的危险动物造成他人损害怎么办？" (LeCoQA 356) was answered with its article's
#: conditions listed as facts the user "never gave".
_CASE_WORDS = re.compile(r"[我咱俺她]|(?<!其)他(?![人方])|对方|\d|[一二两三四五六七八九十百千万]+(?:年|个月|天|元|块|万)|"
                         r"\b(?:i|i'm|i've|my|me|we|our|us|he|she|his|her|they|their)\b", re.I)


def tells_a_case(question: str) -> bool:
    """True when the question tells facts of a case; False for a question about the law alone, whose
    answer has no facts to map to an article's conditions."""
    return bool(_CASE_WORDS.search(question))


def asker_side(question: str) -> str | None:
    """The canonical party the user is, when their words name exactly one side; else None."""
    if _OWN_BUSINESS.search(question):
        return None
    sides = {side for pattern, side in SIDES if pattern.search(question)}
    return sides.pop() if len(sides) == 1 else None


def as_party(sentence: str, side: str | None) -> str:
    """The sentence with the user's pronouns written as their side's statute word ("我不能退货" →
    "买受人不能退货"), so a check reading who a statement is about reads it of that side."""
    return USER_WORDS.sub(side, sentence) if side else sentence
