"""Patterns for the values of a complaint (dates, amounts, rates, phones, party fields) and the
labelled lists of a case file (`parse_claims`, `parse_evidence`). Every value returned is a literal
substring of the text: nothing here can invent a name, a date, an amount or an address.
"""

from __future__ import annotations

import contextlib
import io
import re

from core.complaint.elements import Claim, EvidenceItem
from index.common.text import HAN

DATE = r"\d{4}年\d{1,2}月\d{1,2}日"
#: How a story counts a thing it lends or claims back, when it does: "一台", "两部", "辆" (optional as a whole).
COUNTED = r"[一两二三几]?(?:台|部|辆|个|件|套|只|块|副)?"
AMOUNT = re.compile(r"(\d[\d,]*(?:\.\d+)?\s*(?:万元|元))")
RATE = re.compile(r"((?:年|月)?(?:利率|利息率)\s*(?:为|按)?\s*\d+(?:\.\d+)?\s*%)")
SINCE = re.compile(rf"(?:自|从)\s*({DATE})\s*起")
DATES = re.compile(DATE)
PHONE = re.compile(r"(?<!\d)(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})(?!\d)")
ID_NUMBER = re.compile(r"(?<!\d)(\d{17}[\dXx])(?![\dXx])")
#: The writer writing for the one who sues: "我妈被…撞了，我帮她写" (D89); then "她叫X" is that plaintiff
WRITING_FOR = re.compile(r"我(?:来)?(?:帮|替|给|代)(?:她|他|我妈|我爸|我母亲|我父亲|老人|家里人)(?:来)?写")
#: an organisation's 统一社会信用代码 (GB 32100-2015: 18 characters, no I, O, S, V or Z)
CREDIT_CODE = re.compile(r"(?<![0-9A-Z])([0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10})(?![0-9A-Z])")
COURT = re.compile(rf"([{HAN}]{{2,30}}?人民法院)")
ETHNIC = ("汉|回|满|蒙古|藏|维吾尔|壮|苗|彝|土家|朝鲜|侗|瑶|白|哈尼|哈萨克|傣|黎|傈僳|佤|畲|高山|拉祜|水|东乡|纳西|景颇|"
          "柯尔克孜|土|达斡尔|仫佬|羌|布朗|撒拉|毛南|仡佬|锡伯|阿昌|普米|塔吉克|怒|乌孜别克|俄罗斯|鄂温克|德昂|保安|"
          "裕固|京|塔塔尔|独龙|鄂伦春|赫哲|门巴|珞巴|基诺|布依")
#: the nationalities an English story may give ("British"), as a Chinese complaint names the country
NATIONALITY = {"british": "英国", "american": "美国", "canadian": "加拿大", "australian": "澳大利亚", "german": "德国",
               "french": "法国", "japanese": "日本", "korean": "韩国", "italian": "意大利", "spanish": "西班牙",
               "russian": "俄罗斯", "singaporean": "新加坡", "irish": "爱尔兰", "dutch": "荷兰", "swedish": "瑞典",
               "indian": "印度", "malaysian": "马来西亚", "newzealander": "新西兰"}
COUNTRIES = "|".join(NATIONALITY.values())
#: a foreigner has a nationality where a citizen has an ethnicity ("英国国籍", D102): it stands in the same place
ETHNICITY = re.compile(rf"(?:民族\s*(?:应为|改为|是|为|[:：])?\s*)?((?:{ETHNIC})族|(?:{COUNTRIES})国籍)")
GENDER = re.compile(rf"(?:性别\s*(?:应为|改为|是|为|[:：])?\s*)?(?<![{HAN}])(男|女)(?:性)?(?=[，,。；;\s）)]|$)")
#: A child named with its birth in brackets: "女儿陈可馨（2018年6月1日出生）" (D138): the kin word, the name, the birth.
CHILD_BORN = re.compile(rf"(儿子|女儿)([\u4e00-\u9fff]{{2,3}})[（(]({DATE})(?:出生|生)[)）]")
BIRTH = re.compile(rf"(?:出生(?:日期|于)?\s*(?:应为|改为|是|为|[:：])?\s*({DATE}))|(?:({DATE})\s*(?:出生|生))")
PLACE_CHARS = re.compile(r"[省市区县镇乡村路街道号巷弄室楼州旗]")
ADDRESS = re.compile(r"(?:住址|住所地|住所|地址|现住|住)\s*(?:应为|改为|更正为|是|为|在|于|[:：])?\s*([^，,。；;\n（(]+)")
#: the commonest surnames: a name jieba reads as a word (于海, 严峻) is still a name after a role word
def _family_names() -> tuple[set[str], tuple[str, ...]]:
    """百家姓 as jionlp holds it (`jionlp.rule.rule_pattern`; the package prints a banner on import, kept off stdout),
    the one-character surnames and the two-character ones (欧阳, 司马); a hand list of 100 missed 包 (D107). jionlp leaves
    out those that are also common words (孙, 马, 周, 高…): the hand list of the commonest keeps them."""
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        from jionlp.rule.rule_pattern import CHINESE_FAMILY_NAME, TWO_CHAR_CHINESE_FAMILY_NAME
    single = {name for name in CHINESE_FAMILY_NAME.strip("()").split("|") if len(name) == 1}
    commonest = set("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭"
                    "陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤"
                    # common ones neither list held (包建新, D107); those that are everyday words (常, 文, 安…) are left out
                    "包施牛齐庞颜庄章岳申欧焦左柳甘祝宁符舒纪梅童毕季苗谷曲蓝游辛管柴蒙华房屈卓吉车项连麦景党宫费冷席卫米柏宗桂"
                    "苟仇隋荣巫桑丛巩池查麻苑迟邝兰关")
    return single | commonest, tuple(TWO_CHAR_CHINESE_FAMILY_NAME.strip("()").split("|"))


SURNAMES, DOUBLE_SURNAMES = _family_names()
#: "法人黄志强" (D51) and "法人叫韩冬" (D38) say the legal representative as people do: 法人 before a surnamed name
REPRESENTATIVE = re.compile(rf"(?:法定代表人|法人代表|负责人|经营者|法人(?=\s*(?:好像|应该|大概|可能|据说|就是|是|叫|名叫|[:：])?\s*[{''.join(sorted(SURNAMES))}][{HAN}]{{1,3}}(?:[，,。；;（(\s]|职务|$)))\s*(?:好像|应该|大概|可能|据说)?(?:应为|改为|就是|也是|是|为|叫|名叫|[:：])?\s*(?!职务|(?:的)?(?:姓名|名字|叫什么|是谁)?(?:不知|不清|不详|未知|也不))([{HAN}·]{{2,5}}?)(?=[，,。；;（(\s]|职务|$)")
TITLES = "董事长|执行董事|总经理|副总经理|经理|厂长|主任|院长|校长|理事长|执行事务合伙人|负责人|董事"

MISSING_ASK = re.compile(r"还缺|还差|缺什么|缺哪|还需要什么|还要什么|缺少什么|还有什么没|哪些没")
DECLINE = re.compile(r"不提供|不愿|不想(?:提供|说)|不方便|不知道|不清楚|没有|无法提供|跳过|拒绝|保密|不告诉|暂无|无$|不详|"
                     r"\b(?:don'?t|do\s+not|doesn'?t)\s+know\b|\bnot\s+sure\b|\bno\s+idea\b|\bunknown\b|\brather\s+not\b|^\s*skip\b",
                     re.I)
TODAY = re.compile(r"^(?:今天|今日|就今天)[。!！]?$")
NUMBERING = re.compile(r"^\s*(?:[（(]?[一二三四五六七八九十\d]+[)）]?[、.．:：)]|[①②③④⑤⑥⑦⑧⑨])\s*")


def pieces(text: str) -> list[str]:
    """A list the user typed: lines, ；-separated or numbered items; labels and numbering removed."""
    text = re.sub(r"^\s*(?:诉讼请求|证据和证据来源|证据)\s*[:：]\s*", "", text.strip())
    parts = re.split(r"[\n；;]|(?<=[。])\s*(?=[（(]?[一二三四五六七八九十\d]+[)）]?[、.．])|\s+(?=[（(]?[一二三四五六七八九十\d]+[)）]?[、.．])", text)
    out = []
    for part in parts:
        part = NUMBERING.sub("", part).strip().rstrip("。；;，,")
        if part:
            out.append(part)
    return out


def parse_claims(text: str) -> list[Claim]:
    claims = []
    for part in pieces(text):
        amount = AMOUNT.search(part)
        rate = RATE.search(part)
        since = SINCE.search(part)
        interest = "利息" in part or bool(rate)
        claims.append(Claim(part, amount.group(1).replace(" ", "") if amount else "", rate.group(1) if rate else "",
                            since.group(1) if since else "", interest))
    return claims


#: Words before an evidence item in speech ("证据就是借条", "还有聊天记录"): not part of its name.
EVIDENCE_LEAD = re.compile(r"^(?:证据)?(?:就是|主要是|主要有|只有|还有|包括|另外还有|另外|以及|有(?![限关]))\s*")


def parse_evidence(text: str) -> list[EvidenceItem]:
    items = []
    for part in (EVIDENCE_LEAD.sub("", piece) for piece in pieces(text)):
        witness = re.search(rf"证人\s*[:：]?\s*([{HAN}·]{{2,4}}?)(?=[，,。；;（(\s住]|$)", part)
        address = ADDRESS.search(part) if witness else None
        items.append(EvidenceItem(part, witness.group(1) if witness else "",
                                  address.group(1).strip() if address and PLACE_CHARS.search(address.group(1)) else ""))
    return items


def first_date(text: str) -> str:
    match = DATES.search(text)
    return match.group(0) if match else ""


def all_dates(text: str) -> list[str]:
    return DATES.findall(text)


def amounts(text: str) -> list[str]:
    return [a.replace(" ", "") for a in AMOUNT.findall(text)]


def court_named(text: str) -> str:
    match = COURT.search(text)
    if not match:
        return ""
    # the name starts after the last word that introduces it ("就向…", "约定由…", "法院改为…")
    if re.search(r"(?:所在|住所|履行|签订)地(?:的)?人民法院$", match.group(1)):
        return ""  # "原告所在地人民法院": a relation, not a name
    return re.sub(r"^.*(?:向|在|由|改为|应为|选择|选|去|到|就|是|为|[:：])", "", match.group(1))


#: a claim to end the contract ("解除合同", "解除双方签订的协议"): the contract named by its word
#: ending a contract (解除) or undoing one got by deceit (撤销, 民法典 第一百四十八条; D44's "撤销买卖合同"): group 2 is the contract
RESCISSION = re.compile(r"^(?:判令)?(解除|撤销)(?:双方(?:签订)?的?|原被告(?:签订)?的?)?(?:该|这个|那个)?([^，,。；]{0,8}?(?:合同|协议))$")

#: "约定争议由原告所在地人民法院管辖": the forum a contract agreed, by whose domicile
#: "合同还写了有纠纷在我们公司所在地法院起诉" (D97): the writer's side is 原告's, 对方 the 被告's
AGREED_FORUM = re.compile(r"(?:约定|(?:合同|协议)(?:里|上|中)?(?:还|也)?(?:写了|写明了?|写着|写的是|规定))[^。；;]{0,20}?(?:由|在)"
                          r"(原告|被告|我们|我方|我|对方|他们|他方)(?:公司|单位|这边|那边)?(?:的)?(?:所在地|住所地)(?:的)?(?:人民)?法院"
                          r"(?:管辖|起诉|诉讼|解决|处理)")


def agreed_side(match: re.Match) -> str:
    """Whose domicile the agreed forum is: "plaintiff" for 原告 and the writer's own words, "defendant" otherwise."""
    return "plaintiff" if match.group(1) in ("原告", "我们", "我方", "我") else "defendant"


def asks_missing(text: str) -> bool:
    return bool(MISSING_ASK.search(text))


#: an English refusal said in a sentence ("I don't know his title", D54): longer than a Chinese one, and no digits
_DECLINE_EN = re.compile(r"^\s*(?:sorry,?\s*)?(?:I\s+)?(?:don'?t|do\s+not)\s+know\b|^\s*(?:I'?m\s+)?not\s+sure\b|^\s*no\s+idea\b|"
                         r"^\s*(?:I\s+)?(?:can'?t|cannot|won'?t|would\s+rather\s+not)\s+(?:say|tell|give)\b", re.I)


def declines(text: str) -> bool:
    return (len(text) <= 20 and bool(DECLINE.search(text))) or (
        len(text) <= 60 and bool(_DECLINE_EN.search(text)) and not re.search(r"\d", text))


def says_today(text: str) -> bool:
    return bool(TODAY.match(text.strip()))

#: who someone is to the writer, said before a name ("借给同事刘洋", "房东王强")
RELATION = (r"(?:前|老)?(?:同事|朋友|好友|邻居|亲戚|同学|老乡|发小|战友|室友|合伙人|生意伙伴|房东|租客|房客|老板|"
            r"前妻|前夫|表哥|表姐|表弟|表妹|堂兄|堂弟|堂哥|堂姐|客户|熟人|网友)")


_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december")
_MONTH = "|".join(m[:3] + f"(?:{m[3:]})?" if len(m) > 3 else m for m in _MONTHS)
_EN_DATE = (re.compile(rf"\b({_MONTH})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})\b", re.I),
            re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({_MONTH})\.?,?\s+(\d{{4}})\b", re.I))


def _month(word: str) -> int:
    return next(i + 1 for i, m in enumerate(_MONTHS) if m.startswith(word.lower()[:3]))


def english_dates(text: str) -> str:
    """"March 15, 2023" and "15 March 2023" as 2023年3月15日 (ISO dates `normalize` already reads)."""
    # "from 3 to 20 September 2025" (D70): both ends in the month and year said once
    text = re.sub(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s*(?:to|until|till|-|–)\s*(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({_MONTH})\.?,?\s+(\d{{4}})\b",
                  lambda m: f"{m.group(4)}年{_month(m.group(3))}月{int(m.group(1))}日至{m.group(4)}年{_month(m.group(3))}月{int(m.group(2))}日",
                  text, flags=re.I)
    text = _EN_DATE[0].sub(lambda m: f"{m.group(3)}年{_month(m.group(1))}月{int(m.group(2))}日", text)
    text = _EN_DATE[1].sub(lambda m: f"{m.group(3)}年{_month(m.group(2))}月{int(m.group(1))}日", text)
    # "from 1 July 2024 to 30 June 2025" (D88): the span, as Chinese writes it
    return re.sub(rf"\bfrom\s+({DATE})\s*(?:to|until|till|through|-|–)\s*({DATE})", r"\1至\2", text, flags=re.I)
