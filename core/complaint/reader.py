"""Free text into complaint elements: any message may carry any element, in any order.

A message is cut into sentences and clauses. A clause that introduces a party ("我叫张明", "借钱的是
李华", "被告：…", "还有一个被告王五", a name followed by 男/女) makes that party current; the field
clauses after it (性别, 出生, 民族, 住…, 电话…, 法定代表人…) are that party's; "我…" is the plaintiff,
"他/她/对方…" a defendant. A demand (要求/请求/想让他…) opens the claims, 证据/有…借条 the evidence,
and the remaining sentences that tell something (a date, an amount, a verb of the story) are the
facts. Names are segmented with jieba, places checked against jionlp's division table. Every value
kept is a substring of the message after `core.complaint.normalize` (ISO dates written 年月日, 万块 as 万元, a few
English labels as their Chinese words), so nothing is invented. The claims are read by
`core.complaint.claim_reader`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import jieba
import jieba.posseg as posseg

from core.complaint import extract as ex
from core.complaint.claim_reader import LISTED_COST
from core.complaint.courts import division
from core.complaint.elements import SHOP_NAME_END
from index.common.text import HAN

jieba.setLogLevel(60)

ORG = re.compile(rf"([{HAN}（）()]{{2,30}}?(?:有限责任公司|股份有限公司|有限公司|公司|集团|工厂|医院|学校|大学|事务所|合作社|银行|中心|商店|超市|酒店|工作室|"
                 # a 个体工商户's 字号 begins with its district: "郑州市金水区佳讯通讯器材店" (D58); "在他店里" names none
                 # and never runs over a company's name: "深圳市…有限公司开的网店" (D162) names the company
                 rf"(?<=[市区县旗][{HAN}]{{2}})(?:(?!公司)[{HAN}]){{0,14}}?(?:{SHOP_NAME_END}|厂))"
                 r"(?:有限责任公司|股份有限公司|有限公司)?"  # 重庆好又多超市有限公司
                 rf"(?:[{HAN}]{{2,10}}?(?:分公司|支公司|中心支公司|营业部|分行|支行))?)")  # …保险股份有限公司河南分公司
PLAINTIFF_INTRO = re.compile(
    r"(?:^\s*我\s*[:：]|我叫|我名叫|我的名字(?:是|叫)|(?:我们|我方|我)(?:公司|单位)的?(?:全称|名称|名字)?(?:叫|是|为)|原告是我[，,]?|原告(?:人)?(?:是|叫|为|[:：])?|本人(?:叫|是)?|我是|我们是|(?<!对方)当事人(?:是|叫|为|[:：])?|委托人(?:是|叫|[:：])?)\s*$")
DEFENDANT_INTRO = re.compile(
    r"(?:被告(?:人)?\s*[一二三四1-4]?\s*(?:是|叫|为|[:：])?|(?:健身房|商家|店家|店铺|酒店|物业|房东|卖家|中介|驾校|培训机构|平台|装修公司)\s*[:：]|对方当事人(?:是|叫|[:：])?|对方(?:司机|公司)?(?:叫|是|[:：])|(?:他|她)(?:叫|名叫)|"
    r"(?:借钱|借我钱|欠钱|欠我钱|撞我|借款|欠款)的(?:人|客户|那个人)?(?:是|叫)|我要告的(?:人|公司)?(?:是|叫)|(?:要|想)?(?<![原被])告(?:的是)?(?:房东公司|房东|公司|对方)?[:：]|"
    r"业主|租客|房客|承租人|对方司机叫|起诉|(?:租客|房客|承租人|卖家|卖车的|卖房的|买家|买方|卖方|司机|骑手|外卖员|快递员|配送员|房东|老板|东家|雇主|邻居|对方)(?:叫|名叫|是)|(?:楼上|楼下|隔壁|对门)(?:\d{3,4}(?:室|号)?)?的邻居|(?:这家|那家|这个|那个)[\u4e00-\u9fff]{0,3}(?:店|餐厅|酒店|超市|商场|健身房)(?:是|属于)|租户|商户|担保人|保证人|营业执照上(?:的名字|的名称|写的)?(?:是|叫|为))\s*$")
#: someone who stands surety for the other side ("吴海燕给他做担保", "由张三为借款提供连带保证")
GUARANTEES = re.compile(r"(?:给|为|替)(?:他|她|被告|借款人|租户|承租人|借款|欠款|租金)(?:做|作|当|提供)了?(?:连带(?:责任)?)?(?:担保|保证)(?:人)?")
ADD_PARTY = re.compile(r"(?:还有|再加|另有|增加|添加|加上|另外)(?:一个|一位|个|一名|名)?(被告|原告)\s*[:：]?")
#: a minor's 法定代理人 named: "我是他爸爸刘伟", "法定代理人：刘伟" (D98); group 1 the kinship, group 2 the name
GUARDIAN = re.compile(rf"(?:我是(?:他|她|孩子|原告)的?|法定代理人(?:是|为|[:：])?\s*(?:原告的?|他的?|她的?|孩子的?)?)"
                      rf"(爸爸|妈妈|父亲|母亲|爷爷|奶奶|外公|外婆|监护人)?[，,\s]*(?:叫|名叫)?([{HAN}·]{{2,4}}?)(?=[，,。；;\s]|$)")
KINSHIP = {"爸爸": "父亲", "父": "父亲", "妈妈": "母亲", "母": "母亲"}
#: the kinship a guardian's line states apart from the name ("刘伟，父亲，…", "系原告之母")
GUARDIAN_KIN = re.compile(r"(?:^|[，,]\s*)(?:系|是)?(?:原告|孩子|他|她)?(?:之|的)?(爸爸|妈妈|父亲|母亲|父|母)(?=[，,。；;\s]|$)")
FIRST_PERSON = re.compile(r"^(?:我的|我们公司|我们|我方|我|本人|原告)")
#: the other side's shared address said once for all of them ("他们两口子都住…", "他俩都住在…")
BOTH_LIVE = re.compile(r"^(?:他们|她们|他俩|她俩|两被告|被告)(?:两口子|夫妻|夫妻俩|俩|两人|两个人)?(?:都|均|也都)(?:住|居住)")
#: A clause ending with the premises a story is about ("…租了房东周建国的房子"): an address next is theirs.
PREMISES_END = re.compile(r"(?:房子|房屋|住房|商铺|门面|公寓|厂房|仓库|店面|铺面)$")
THIRD_PERSON = re.compile(r"^(?:他们|他的|她的|他|她|对方|被告|(?:这|那|该|他们|对方)家?(?:公司|单位|厂))")
#: the words by which a story speaks of the business it sues without its name ("诊所地址在…", "我要诊所退还…")
BUSINESS = r"(?:保险)?(?:公司|单位)|诊所|门诊|医院|店铺|门店|商店|店家|商家|超市|商场|健身房|酒店|宾馆|饭店|餐厅|物业|中介|驾校|培训机构|学校|工作室|平台|工厂|厂家|4S店|店"
#: a clause that asks for money ("还有按合同付违约金", D148): a demand, though it names a contract after "还有"
DEMANDED_MONEY = re.compile(r"(?:付|赔|支付|赔偿|退还?|返还)[^，,。；;]{0,4}?(?:违约金|滞纳金|利息|定金|损失)")
CLAIM_START = re.compile(r"^(?:I|We)\s+(?:want|ask|request|would like)\b|^(?:原告|我们?|客户|公司|当事人|委托人)?(?:的)?(?:诉讼请求|诉求|请求(?:法院)?|要求|想让|希望(?:法院)?|判令)|"
                         rf"^我(?:想要|想|要)(?:让)?(?=他|她|他们|对方|被告|(?:该|这家|那家)?(?:{BUSINESS})(?:退|赔|还|返还|支付|承担|把))|"
                         # "我想起诉他退还押金" (D128), "我要起诉她付28000元" (D163), "我想起诉要求他赔偿修复费用18600元" (D171)
                         r"^我(?:想要|想|要)(?:起诉|告)(?:要求|让|请求)?(?=(?:他|她|他们|对方|被告)(?:退|赔|还|返还|支付|付|承担))|"
                         r"^(?:儿子|女儿|孩子|小孩)[^，,。；]{0,6}?(?:归|由|跟)(?:我|原告)(?:抚养|生活|带|养)|"  # "女儿归我抚养" (D99)
                         r"^我(?:想要|想|要)(?=解除|确认|撤销|终止)|^要(?=他|她|他们|对方|被告)|^让(?=他|她|他们|对方|被告)|"
                         r"^(?:要|让)(?=[^，,。]{1,10}?(?:一起|共同|连带)?(?:赔|还钱|退钱|支付))|^(?:退|还|赔|付)(?:给)?我(?=[^，,。]{0,10}\d)|"
                         r"^我?(?:想|要)?(?:起诉|打官司|告他们?)?(?:要回|拿回|讨回|追回)(?=[^，,。]*(?:钱|款|费|元))|"  # "我想起诉要回剩下…的钱" (D126)
                         r"^(?:我们?|公司)?要(?=(?:货款|欠款|租金|房租|工程款|借款|本金|违约金|赔偿|退款|押金|定金)[^，,。]{0,4}\d)")  # "要货款186000" (D76)
#: the writer speaking of a shop or business of their own
OWN_SHOP = re.compile(r"我(?:是个体户|是个体工商户|自己开了?|开了(?:一)?家|开(?:一)?家|经营(?:着)?(?:一)?家)|"
                      r"我是开[^，,。]{0,8}?的个体(?:工商)?户")  # "我是开服装店的个体户" (D116)
#: the writer suing together with someone ("我和我老公一起起诉", "我们俩共同起诉")
CO_SUING = re.compile(r"我和(?:我的?)?[^，。；]{1,4}(?:一起|共同|一同)(?:起诉|告|打官司)|我们(?:俩|两个|两人|夫妻)?(?:一起|共同|一同)(?:起诉|告)|"
                       r"我和(?:我的?)?(?:老伴|老公|老婆|丈夫|妻子|爱人)(?:要|想|准备|打算)(?:起诉|告)")  # "我和老伴要告我们儿子" (D62)
#: a bare label before a numbered list of claims ("请求：1.货款…；2.违约金…")
CLAIMS_LABEL = re.compile(r"(?:诉讼请求|请求事项|请求|诉求)\s*[:：]\s*")
#: interest agreed away ("约定不要利息"): a story's term, no claim for interest
NO_INTEREST = re.compile(r"(?:不要|不计|不收|不算|没有约定|没约定|未约定|免)利息|无息")
#: a sentence that goes on with the claims once they have started
#: one more money demand begun by "还有/另外…" ("还有违约金，按合同从…开始算"): a claim, though it starts like a list of evidence
MORE_DEMAND = re.compile(r"^(?:还有|另外|以及|再加上?|还要)[^，,。]{0,4}(?:违约金|滞纳金|赔偿金)")
CLAIM_MORE = re.compile(r"^(?:判令|请求|要求)|诉讼费|官司费|利息|^删除|^把[^，,。]{1,12}(?:改好|整改|移走|拆除)|道歉|消除影响|恢复名誉|^(?:让|要)?(?:他|她|被告)?(?:搬走|搬出|腾房|腾退)|(?:还(?=我|钱|款|清|给|本)|支付|赔偿|退还|返还|解除|分割|离婚|确认)[^，,。]*?(?:\d|合同|财产)")
EVIDENCE_NOUN = re.compile(r"情况说明|存折|存单|户口本|户口簿|结婚证|出生证明|考勤|打卡|工资条|(?<![代])表(?![哥姐弟妹叔舅示现达态扬明])|病历|诊断|处方|报告|明细|清单|账单|短信|邮件|借条|欠条|收条|收据|凭证|回单|流水|记录|合同|协议|单|发票|截图|录音|语音|照片|视频|书(?![店包架桌柜本])|鉴定|函|证明|票|通知|证人|对账|账本|聊天|公证|查询结果|查询记录|登记信息|会员卡|储值卡|预付卡")
EVIDENCE_EN = re.compile(r"\b(?:photos?|pictures?|videos?|receipts?|invoices?|contracts?|records?|screenshots?|statements?|"
                         r"recordings?|letters?|certificates?|reports?|bills?|messages|emails?|IOUs?)\b", re.I)
EVIDENCE_START = re.compile(r"^(?:证据|(?:我|我们|客户)?(?:手里|手上|手头)?(?:有|还有|只有|保留了|留着|留有)|有|还有|只有|没有|无|但有|另有)")
STORY = re.compile(r"\d|借|欠|还|转|租|撞|投保|投了|买|卖|签|交付|付|催|拖|约定|到期|拒绝|搬|退|赔|修|住院|认定|违约|拉黑|不接|不回|不交|未|没|解除|发函|通知|起诉过|报警|拘留|处罚|罚款|"
                   r"掉了|发炎|感染|脱落|坏了|损坏|受伤|开裂|漏水|"  # harm told without a number (D93: 牙冠就掉了，牙龈一直发炎)
                   r"[一两二三四五六七八九十几]次|"  # what happened how often: "我只上过两次科目一的课" (D135)
                   r"扣下|扣留|扣了|抵扣|抵了|"  # a deposit kept: "押金我扣下了" (D164) nets what is claimed
                   r"养了|拴绳|牵绳|嘴套")  # an animal kept and let loose: "他家养了一条金毛，平时遛狗从来不拴绳" (D167)
META_EN = re.compile(r"\b(?:need|want|would\s+like)\s+to\s+sue\b|^(?:hi|hello|thanks?)\b", re.I)
#: a demand for the costs just listed ("I want him to pay all of it", "这些费用都要他赔")
ALL_OF_IT = re.compile(r"\ball\s+of\s+(?:it|them|this|these)\b|\bpay\s+(?:for\s+)?both\b|\b(?:all|everything)\s+(?:above|listed)\b|上述(?:全部)?费用|"
                       r"这些(?:钱|费用)|以上(?:全部)?费用|全部费用")
#: "I don't know his phone number": what the writer cannot give, no part of the story
EN_UNKNOWN = re.compile(r"^\s*(?:I\s+|we\s+)?(?:don'?t|do\s+not|doesn'?t)\s+know\s+(?:his|her|their|the)\b|^\s*(?:I'?m\s+)?not\s+sure\s+(?:of|about)\s+(?:his|her|their)\b", re.I)
#: a greeting, or the wish to sue someone said alone: no fact ("Hi", "I need to sue my upstairs neighbour", D42)
EN_META_CLAUSE = re.compile(r"\s*(?:(?:hi|hello|dear\s+\w+|thanks?|thank\s+you)[!.]?|(?:I|we)\s+(?:need|want|would\s+like)\s+to\s+sue"
                            r"(?:\s+(?:my|our|the|a|an|this|that|someone|somebody|a\s+company)(?:\s+[A-Za-z'-]+){0,5})?[!.]?)\s*", re.I)
#: a greeting, or the wish to sue said as a clause of the story ("律师你好", "想告他退车退钱", D84): no fact
WISH_TO_SUE = re.compile(r"^(?:[\u4e00-\u9fff]{0,3}律师)?(?:你好|您好)[！!。，,]?$|^(?:我|所以|现在)?(?:想|要|准备|打算)(?:去法院)?(?:告|起诉)|"
                         r"^我(?:来)?(?:帮|替|给|代)(?:她|他|我妈|我爸|我母亲|我父亲)(?:来)?写")
#: a question put to the assistant inside a story ("我转账转错了人，能起诉吗？", D75): no fact
ASKING = re.compile(r"(?:能|可以|可不可以|能不能|该不该|要不要|怎么|如何)[^，。]{0,8}(?:起诉|告|打官司|要回|追回|办)[^，。]{0,4}(?:吗|呢|么)?[？?]?$")
META = re.compile(r"(?:想|要|准备)(?:起诉|告)|起草|起诉状|你好|您好|律师|情况是这样|帮我|出车祸了")
ADDRESS_TAIL = re.compile(rf"^[{HAN}\d]{{0,20}}(?:路|街|道|巷|弄|大道|村|小区|花园|苑|号)[{HAN}\d\-]*号?[{HAN}\d\-]*$")
FIELD_WORD = {"电话": "phone", "手机": "phone", "手机号": "phone", "联系方式": "phone", "号码": "phone",
              "地址": "address", "住址": "address", "住所": "address", "住所地": "address",
              "出生日期": "birth", "生日": "birth", "出生": "birth", "民族": "ethnicity", "性别": "gender",
              "名字": "name", "姓名": "name", "名称": "name", "法定代表人": "representative", "法人代表": "representative", "职务": "title"}
FIELD_RE = "|".join(sorted(FIELD_WORD, key=len, reverse=True))
#: a correction's own words ("不对，他手机号最后一位是1", D45): what the intake changes, no part of the story
CORRECTION_TALK = re.compile(rf"^(?:不对|错了|搞错了|写错了|说错了|打错了|更正一下|改一下)[。！!]?$|"
                             rf"(?:{FIELD_RE}|手机号)[^，。]{{0,6}}?(?:最后一位|第一位|最后两位|中间|错了|写错|打错|说错|不对|有误)")
CORRECTION = re.compile(
    rf"(?:(原告|被告|我|他|她|对方)\s*([一二三1-3])?的?)?({FIELD_RE})(?:号码)?\s*"
    rf"(?:(?:写错了|搞错了|打错了|填错了|错了|不对|有误)[，,]?\s*(?:应该是|应为|应当是|改为|改成|更正为|是)?|"
    rf"(?:应该是|应为|应当是|改为|改成|更正为|更正成|换成))\s*[:：]?\s*(.+)")
RENAME = (
    re.compile(r"(原告|被告)\s*(?:应该|应当)?是\s*([^，,。不]{2,30}?)\s*[，,]?\s*(?:而)?不是\s*([^，,。]{2,30}?)[。！!]?$"),
    re.compile(r"(原告|被告)\s*不是\s*([^，,。]{2,30}?)\s*[，,]\s*(?:而)?是\s*([^，,。]{2,30}?)[。！!]?$"),
    # "哦不对，他叫张建军，不是张建国" (D59): no role said; the party who bore the old name is meant
    re.compile(rf"()(?:他|她|对方)(?:应该)?(?:叫|是|名字是|名字叫)\s*([{HAN}·]{{2,4}}?)\s*[，,]?\s*(?:而)?不是\s*([{HAN}·]{{2,4}})[。！!]?$"),
    # "店名说错了，营业执照上是长沙市雨花区亮晶晶洗车行" (D86): the organisation sued, by its right name; the old one is its
    re.compile(rf"()(?:店名|店的名字|名字|名称|公司名称?|字号)(?:说错了|写错了|打错了|不对|有误)[，,]?\s*"
               rf"(?:应该是|应为|是|营业执照上(?:是|写的是|的名字是)?)\s*([{HAN}（）()]{{4,40}}?)()[。！!]?$"),
)
STOP_NAMES = re.compile(r"[\d的是为住电话出生民族性别地址名称姓名联系应职务法定有和与向欠借想要请吗呢吧了男女俩们]|酒店|饭店|商家|店家|超市|商场|银行|医院|学校|物业|快递|儿子|女儿|老伴|孩子|主人|你好|您好|谢谢|夫妻|两口子|公司|法院|原告|被告|对方|当事人|客户|朋友|同事|老婆|老公|丈夫|妻子|房东|司机|业主|身份证|身份|户籍|户口|证件|籍贯|现在|目前|如今|平时|当时|最近|后来")  # time words: "现在住…" is no name


@dataclass
class Found:
    """What one message said, before it is applied to the elements."""

    parties: list[tuple[str, int | None, dict[str, str], str | None]] = field(default_factory=list)  # role, index (None: new), values, kind
    facts: list[str] = field(default_factory=list)
    claims: str = ""
    evidence: list[str] = field(default_factory=list)
    evidence_none: bool = False  # "没有证据"
    court: str = ""
    orgs: list[str] = field(default_factory=list)  # organisations the message names anywhere
    others: list[tuple[str, str]] = field(default_factory=list)  # (name, kind) the story names as the other side


def is_address(text: str) -> bool:
    """A real address: its county-level division is known, or it reads like a street address."""
    text = text.strip()
    if len(text) < 4 or re.search(r"院期间|期间|多次|电话|催", text) or len(re.findall(r"[A-Za-z]{2,}", text)) > 3:
        return False  # an English sentence that mentions a place is a story, not an address
    if division(text):
        return True
    if SAME_BUILDING.match(text) and re.search(r"\d", text):  # "同一栋楼1303室": written out from the user's own (D42)
        return True
    return bool(re.search(r"[省市区县]", text) and re.search(r"[路街道巷弄号村镇室栋幢]", text))


def person_name(text: str, first: bool = True) -> str:
    """The first (or last) word of `text` when it reads as a person's name (jieba's segmentation)."""
    words = [w for w in posseg.cut(text.strip()) if w.word.strip()]
    if not words:
        return ""
    chosen = [words[0] if first else words[-1]]
    surname = lambda w: len(w.word) == 1 and (w.word in SURNAMES or w.flag == "nr")  # noqa: E731 (jieba knows 褚)
    if not first and len(words) > 1 and surname(words[-2]) and len(chosen[0].word) <= 2:
        chosen.insert(0, words[-2])  # 龙/海燕: the surname jieba cut off
    if first and len(chosen[0].word) == 1 and len(words) > 1 and len(words[1].word) <= 2:  # 郑/浩 cut apart
        chosen.append(words[1])
    token = "".join(w.word for w in chosen)
    checked = chosen[:1] if len(chosen) > 1 and surname(chosen[0]) else chosen  # after a surname, 建新 is a given name
    if len(chosen) > 1 and surname(chosen[0]) and chosen[1].flag.startswith("nr"):
        checked = []  # a given name jieba knows as one: 何 (a pronoun to jieba) before 志强 is the surname (D142)
    if any(w.flag[:1] in ("v", "d", "a", "p", "u", "c", "r", "m", "q", "f") for w in checked):
        return ""
    if 2 <= len(token) <= 4 and re.fullmatch(rf"[{HAN}·]+", token) and not STOP_NAMES.search(token):
        return token
    return ""


SURNAMES = ex.SURNAMES  # a name jieba reads as a word (于海, 严峻) is still a name after a role word


#: who someone is in the case, said where a name could stand ("我是租客，叫葛文静"): never the name
ROLE_WORD = re.compile(rf"{ex.RELATION}|承租人|出租人|业主|买家|卖家|买方|卖方|员工|司机|借款人|出借人|债权人|债务人|个体户|个体工商户")


def name_after_role(text: str) -> str:
    """The name right after 原告/被告/我叫…: jieba's word, or a surname and one or two characters;
    a role word ("租客") is none."""
    foreign = re.match(rf"[{HAN}]{{1,6}}·[{HAN}]{{1,8}}(?:·[{HAN}]{{1,8}})?", text.strip())
    if foreign:  # "休斯·丹尼尔" (D102): a foreigner's name in Chinese is one name with its dots
        return foreign.group(0)
    name = person_name(text)
    three = re.match(rf"([{HAN}]{{3}})(?=[，,。；;（(\s]|$)", text.strip())
    if name and three and len(name) == 2 and three.group(1).startswith(name) and name[0] in SURNAMES \
            and not STOP_NAMES.search(three.group(1)) and three.group(1)[2] not in "说讲问找叫让给把被跟在从到去来做看打要":
        return three.group(1)  # "程文军，男": jieba's word "程文" stops a character short of the name (D106)
    if name and not ROLE_WORD.fullmatch(name):
        return name
    match = re.match(rf"([{HAN}]{{2,3}})(?=[，,。；;（(\s]|$)", text.strip())
    if match and match.group(1)[0] in SURNAMES and not STOP_NAMES.search(match.group(1)) \
            and not ROLE_WORD.fullmatch(match.group(1)):
        return match.group(1)
    return ""


def orgs_named(text: str) -> list[str]:
    """Every organisation the text names, in order, without the words the match ran over before it
    ("健身房是重庆…有限公司" -> "重庆…有限公司")."""
    # "告" ends the words before a name ("起诉告X公司"), not the 广告 of "…广告传媒有限公司" (D111); so does joining it ("入职X公司")
    names = (re.sub(rf"^.*(?:[从向在与和是了的给把被跟对叫]|(?<![广报公预警忠通布转])告|{JOINED.pattern})", "",
                    _whole(m.group(1), text[m.end():]))
             for m in ORG.finditer(text))
    # "公司佛山宏图电子有限公司拖欠我…" (n18): the kind said before the name is no part of it
    return list(dict.fromkeys(re.sub(r"^(?:公司|单位|厂子|工厂)(?=[\u4e00-\u9fff（）()]{4,}(?:公司|集团|厂)$)", "", name) for name in names))


#: The rest of a company's name after a word that ends names too: "南京金陵喜宴酒店" + "管理有限公司" (D90)
_NAME_GOES_ON = re.compile(r"[\u4e00-\u9fff（）()]{1,12}?(?:有限责任公司|股份有限公司|有限公司|公司|集团)")


def _whole(name: str, following: str) -> str:
    """`name` with the rest of its company name when the match stopped at a word inside it ("…酒店" of "…酒店管理有限公司")."""
    more = _NAME_GOES_ON.match(following)
    return name + more.group(0) if more and not re.search(r"[给欠和与跟向在把被是对从的]", more.group(0)) else name


#: Family a story does things for ("给儿子在…报了班"): no part of an organisation's name said after them.
FAMILY = r"(?:儿子|女儿|孩子|小孩|老婆|老公|妻子|丈夫|爸爸|妈妈|父亲|母亲|父母|爸妈|老人|家人)"


def org_name(text: str) -> str:
    """The organisation's full name at the start of `text`; a kind of company ("物业公司", "一家公司") is no name."""
    said = re.sub(r"^(?:是|为|叫|名叫|系)", "", text.strip())  # 原告是X公司
    match = ORG.match(said)
    name = _whole(match.group(1), said[match.end():]) if match else ""
    # "我给儿子在北京…有限公司报了一个英语班" (D126): the relative and where, said before the name, are no part of it
    name = re.sub(rf"^(?:{ex.RELATION}|{FAMILY})(?:在|到|去|从)(?=[{HAN}]{{4,}})", "", name)
    return name if full_org_name(name) else ""


def full_org_name(name: str) -> bool:
    """A name a complaint can carry: not a kind of company ("物业公司") or a pointer to one ("一家公司")."""
    return len(name) >= 6 and not re.match(rf"^(?:我们?|一家|这家|那家|该|某|对方|他们|你们|{ROLE_WORD.pattern})", name) \
        and not re.search(r"[他她我你]们?的", name) \
        and not re.search(rf"一家|这家|那家|的[^公]*(?:{SHOP_NAME_END}|厂)$|[我你他她]|的(?:公司|集团)$", name) \
        and not re.search(r"通过|转账|当日|当天|次日|随后|后来|已经|曾经|支付|了", name)  # "原告当日通过银行转账…" (D61) is a story,
    # and so is "老婆报了上海途悦国际旅行社有限公司" (D101)


#: a birth year said without its day, as people say it: "1975年生人", "大概1975年的", "她是1975年的", "1975年左右出生"
BIRTH_YEAR = re.compile(r"(?:我|他|她|对方|本人)?(?:大概|大约|约|估计|应该|可能|好像)?(?:是)?"
                        r"((?:19\d{2}|20[01]\d)年)(?:左右|前后)?(?:出生的?|生人|生的?|的)?")


def fields(clause: str) -> dict[str, str]:
    """The party fields a clause states (literal substrings)."""
    values: dict[str, str] = {}
    c = clause.strip()
    label = re.search(r"(?:姓名|名称)\s*(?:是|为|[:：])?\s*(.+)$", c)
    if label:
        name = org_name(label.group(1)) or name_after_role(label.group(1))
        if name:
            values["name"] = name
    said = re.fullmatch(r"(?:(?:他|她|对方|被告|原告|我)(?:的)?)?(?:性别)?[:：]?\s*(?:是|为)?(?:个|一个|一名)?(男|女)(?:的|性|士)?", c)
    if said:
        values["gender"] = said.group(1)
    else:
        gender = ex.GENDER.search(c)
        if gender and (len(c) <= 6 or re.search(r"性别", c)):
            values["gender"] = gender.group(1)
    birth = ex.BIRTH.search(c)
    year = BIRTH_YEAR.fullmatch(c)
    if birth:
        values["birth"] = birth.group(1) or birth.group(2)
    elif year and year.group(0) != year.group(1):  # a bare "2024年" is a story's time, not a birth
        values["birth"] = year.group(1)
    ethnicity = ex.ETHNICITY.search(c)
    if ethnicity and (len(c) <= 8 or "民族" in c):
        values["ethnicity"] = ethnicity.group(1)
    phone = ex.PHONE.search(c)
    if phone:
        values["phone"] = phone.group(1)
    id_number = ex.ID_NUMBER.search(c) or (ex.CREDIT_CODE.search(c) if "信用代码" in c else None)
    if id_number:
        values["id_number"] = id_number.group(1)  # a person's 身份证号 or an organisation's 统一社会信用代码 (D66)
    said = re.search(rf"(?:住所地|住所|住址|(?<!发货)(?<!收货)(?<!寄件)(?<!退货)地址|户籍地址|家住|现住|也住|住(?![院宿了过着手])|^(?:那家|这家|该|他们的?|对方的?)?(?:{BUSINESS})(?:开)?在)\s*(?:是|为|在|于|[:：])?\s*([^，,。；;\n（(]+)", c)
    address = said.group(1).strip() if said else ""
    if address and (not is_address(address) or re.search(r"^的|[:：]", address)):  # "住的就是…房子：广州市…"
        place = re.search(rf"[{HAN}]{{2,8}}?(?:省|市|自治区)[^，,。；;\n（(:：]*$", address)
        address = place.group(0) if place else ""
    bracketed = re.search(r"住[^，,。；;\n（(]{0,10}[（(]([^）)]{4,60})[）)]", c)
    inside = bracketed.group(1).strip() if bracketed else ""
    if inside and not (address and is_address(address)) and (is_address(inside) or STREET.search(inside)):
        address = inside  # "就住那套房子里（泉城路66号1号楼1201）": the words in brackets say where
    if address and (is_address(address) or address == inside):  # a bare street: `written_out` finds its district
        values["address"] = address
    elif re.search(r"(?:住址|地址|住所地?|住)\s*(?:同上|同前|与被告一相同|同被告一|(?:也)?(?:和我|跟我|与我)?(?:一样|相同))|"
                   r"(?:住址|地址|住所地?)\s*(?:和|跟|与|同)[^，,。；;和跟与]{1,4}?(?:一样|相同)|"  # "住址和张晓燕一样" (D133)
                   r"(?:和|跟|与)[^，,。；和跟与]{1,4}?(?:住在?一起|一起住|同住)|"
                   r"^(?:他|她|被告)?也住(?:在)?(?:这里|这儿|这|一起)$", c):  # "我老公…，也住这里" (D99): the writer's home
        values["address"] = SAME_ADDRESS  # the intake copies the party listed before ("和他爸住一起", D50; "和邓伟住一起", D56)
    rep = ex.REPRESENTATIVE.search(c)
    if rep:
        values["representative"] = rep.group(1)
    # "职务是总经理", "总经理", and "是总经理" after the representative's name ("法定代表人叫吴刚，是总经理", D23)
    title = re.fullmatch(rf"(?:职务\s*(?:是|为|[:：])?\s*|是|任|担任)?({ex.TITLES}|[{HAN}]{{2,6}}(?=$))", c) if (
        "职务" in c or re.fullmatch(rf"(?:是|任|担任)?(?:{ex.TITLES})", c)) else None
    if title:
        if not ex.declines(title.group(1)):  # "职务不清楚" gives none
            values["title"] = title.group(1)
    return values


#: "住址同上": the address of the party listed just before
SAME_ADDRESS = "同上"
#: a street and its number: an address even when its district is said elsewhere in the story
STREET = re.compile(r"[路街巷弄道]\d+号")


def written_out(address: str, text: str) -> str:
    """The address as the message writes it out with its district ("买孙丽萍在历下区泉城路66号1号楼1201的
    房子" for "泉城路66号1号楼1201"): the shortest of the user's own words before it that make its county
    known; the address as given when none does."""
    if division(address):
        return address
    for match in re.finditer(re.escape(address), text):
        before = text[max(0, match.start() - 12):match.start()]
        for size in range(2, len(before) + 1):
            whole = before[-size:] + address
            if re.match(rf"[{HAN}]", whole) and division(whole):
                return whole
    return address


def _sentences(text: str) -> list[str]:
    """Sentences, a list's numbering ("1." "（二）" "③") taken off."""
    # a list's number starts a line; a Chinese numeral after a word is part of it ("科目二、科目三" is no item "二、", D135)
    text = re.sub(r"(?<=[^\d.])\s*(?=(?:(?<![\u4e00-\u9fff])[（(]?[一二三四五六七八九十]|[（(][一二三四五六七八九十]|\d)[)）]?[、.．](?!\d))",
                  "\n", text)
    # a line's "1. " before the split below reads "1." as a sentence's end: "1. 支付拖欠的工资…" left "1。" in the facts (D130)
    text = re.sub(r"(?m)^\s*\d{1,2}[.．]\s+(?=\D)", "", text)
    parts = (ex.NUMBERING.sub("", s.strip()) for s in re.split(rf"[。！？!?\n；;]+|(?<=[A-Za-z\d元号室])\.\s+(?=[A-Z{HAN}])|(?<=[{HAN}])\.", text))
    return [s.strip() for s in parts if s.strip()]


def _clauses(sentence: str) -> list[str]:
    return [c.strip() for c in re.split(r"[，,]", sentence) if c.strip()]


#: A bracket that says where someone lives: "（住杭州市…）", "（家住…）", "（住址：…）".
LIVES_AT = re.compile(r"\s*(?:家)?住(?:址|在)?\s*[:：]?")


def _parentheticals(text: str) -> tuple[str, list[str]]:
    """黄斌（男，1989年…出生，…）跟我借了… -> the story without the bracket, and "黄斌，男，…" to read."""
    segments = []

    def cut(match: re.Match) -> str:
        inner = match.group(2)
        stated = {key for clause in _clauses(inner) for key in fields(clause)}
        # a party's details, not "（男）" said in passing; an address said as where one lives is one too ("同事周建明（住杭州市拱墅区
        # 湖墅南路88号）", D168: the defendant's address was asked for again)
        if len(stated) >= 2 or stated == {"address"} and LIVES_AT.match(inner):
            # a person, or an organisation whose code, address and representative follow it (D143: "入职X有限公司（统一社会信用代码…，
            # 地址…，法定代表人…）")
            person = person_name(match.group(1), first=False)
            name = person or next(
                (org for org in orgs_named(match.group(1)) if full_org_name(org) and match.group(1).endswith(org)), "")
            if name:  # a company's fields follow its name directly, as "X有限公司地址…" does (`_named_with_fields`)
                segments.append(f"{name}{'，' if person else ''}{inner}")
                return match.group(1)
        return match.group(0)

    text = re.sub(rf"([{HAN}]{{1,30}})[（(]([^（）()]{{2,120}})[）)]", cut, text)
    return text, segments


#: the frames of a story that name the other side: the money went to them, they owe, they hit, I rented from them
COUNTERPARTY = (
    re.compile(rf"(?:借给|借钱给|出借给|租给|卖给|转给|转账给|汇给|打给|交给)(?:了)?(?:我的|我们的)?{ex.RELATION}?(?=[{HAN}])"),
    re.compile(rf"(?:我|我们)(?:向|从|跟|找)(?:我的)?{ex.RELATION}?(?=[{HAN}]{{2,4}}(?:租|买|借|订|定))"),
    re.compile(rf"(?:被|让)(?:后面|对面|前面|旁边|后方|迎面)?的?(?:我的)?{ex.RELATION}?(?=[{HAN}]{{2,4}}(?:家|养)?的?(?:狗|猫|开车|开的|驾车|驾驶|骑车|撞|打|咬))"),
    re.compile(rf"认定(?=[{HAN}]{{2,4}}负(?:全部|主要|同等|次要)?责任)"),  # 交警认定杜建军负全部责任
    re.compile(rf"(?:转|打|汇|付)(?:到|给|入|进)了?(?:一个)?(?:叫|名叫)(?=[{HAN}]{{2,4}}的(?:人|账户|卡))"),  # 转到了一个叫龚伟的人的账户里 (D75)
    # 楼上402的黎建军 (D77); 楼下702的邻居黄建国，男，… (D167: the defendant introduced with his details was lost)
    re.compile(rf"(?:楼上|楼下|隔壁|对门)(?:\d{{3,4}}(?:室|号)?)?的{ex.RELATION}?"
               rf"(?=[{HAN}]{{2,4}}(?:\d{{4}}年|装修|家|把|在|说|养|一直|去年|今年|前年|[，,](?:男|女|汉族|电话|手机)))"),
    # the one I hired: 我在京东上找了个装空调的师傅，叫孟庆华
    re.compile(rf"(?:我|我们)[^，。]{{0,10}}?(?:找|请|雇)了?(?:个|一个|位|一位|名|一名)[^，。]{{0,10}}?"
               rf"(?:师傅|工人|保姆|阿姨|司机|工匠|技师|工头|包工头)[，,]?(?:叫|名叫)(?=[{HAN}])"),
    re.compile(rf"(?:起诉|(?<![原被广报公预警忠通布转])告)(?:我的?|我们的?)?{ex.RELATION}?(?=[{HAN}])"),
    re.compile(rf"(?:^|[，,。\s]|律师您?好[！!，,]?)我(?:的)?{ex.RELATION}(?=[{HAN}]{{2,4}}[^。]{{0,16}}?(?:借|欠|撞|打|骗|拖|租|卖|咬|不还|没还))"),  # 我表哥黄志强…借
)
#: the frames that name an organisation as the other side: 我和X公司签了…, 在X公司买了…
ORG_COUNTERPARTY = re.compile(rf"(?:我|我们|原告)(?:当时|之前|曾)?(?:和|与|跟|同|向|从|在|找|给)(?=[{HAN}])|(?:起诉|(?<![原被广报公预警忠通布转])告)(?=[{HAN}])")
#: the employer a worker says they joined, and what says the story is a worker's claim against it
JOINED = re.compile(rf"(?:入职|就职于|受聘于|受雇于|应聘到|应聘进)(?:了|到)?(?=[{HAN}])")
SUES_EMPLOYER = re.compile(r"辞退|开除|解雇|裁员|拖欠|欠薪|赔偿金|经济补偿|(?:告|起诉)我?(?:以前|原来|之前)?的?(?:公司|单位|老东家)")
#: the one the writer worked for, and who owes the pay: 我给客户林美华家装修, 去年我帮邻居黄建国家铺地板 (D123)
WORKED_FOR = re.compile(rf"(?:(?<![{HAN}])|(?<=[年月日天]))(?:我|我们)[^，。]{{0,8}}?(?:给|帮|替)(?:我的)?{ex.RELATION}?"
                        rf"(?P<name>[{HAN}]{{2,3}}?)家?(?:装修|干活|做活|做工|做保姆|当保姆|铺|装|修|盖房|施工|打工|带孩子|看孩子)")
#: a name followed by the frames in which the named one took or owes: "刘洋向我借了", "王强欠我"
NAME_THEN = re.compile(r"(?:向|跟|找|从)我(?:这里|这儿)?借|欠(?:了)?我")
#: when, said between a name and what that person did: "黄志强2024年2月10日找我借了"
WHEN_TAIL = re.compile(rf"(?:{ex.DATE}|\d{{4}}年(?:\d{{1,2}}月)?|前年|去年|今年|上个?月|那天|当时|之前|曾经|先后|多次)+$")


def counterparties(text: str) -> list[tuple[str, str]]:
    """The other side a story names, as (name, "person" or "org") in order: 借给同事刘洋, 刘洋向我借了,
    被王强开车撞了, 我和X公司签了合同. Only frames that say who owes or did the harm; a name mentioned in
    passing is nobody's party."""
    found: list[tuple[str, str]] = []

    def add(name: str, kind: str) -> None:
        if name and all(name != known for known, _ in found):
            found.append((name, kind))

    for pattern in COUNTERPARTY:
        for match in pattern.finditer(text):
            rest = re.sub(r"^(?:夫妻俩|夫妻两人|夫妻|两口子|一家)", "", text[match.end():])
            add("" if org_name(rest) else name_after_role(rest), "person")  # 告福州某公司: an organisation
            spouse = found and re.match(
                rf"{re.escape(found[-1][0])}(?:和|与|及|跟)(?:他|她)?的?(?:老婆|妻子|爱人|丈夫|老公|儿子|女儿|父亲|母亲)", rest)
            if spouse:  # 借给韩涛和他老婆罗敏: both took the money
                add(name_after_role(rest[spouse.end():]), "person")
    for match in WORKED_FOR.finditer(text):
        name = name_after_role(match.group("name") + "，")
        add("" if re.search(r"[总哥姐叔姨婶]$", name) else name, "person")  # 张总家: a title, asked for later
    owing = [org for org in orgs_named(text) if full_org_name(org) and re.search(rf"{re.escape(org)}(?:一直|已经|还)?(?:拖欠|欠)", text)]
    for org in owing:  # "公司佛山宏图电子有限公司拖欠我三个月工资" (n18): the company owes, no person named "司拖"
        add(org, "org")
    for match in NAME_THEN.finditer(text):
        if any(text.rfind(org, 0, match.start()) >= 0 and match.start() - (text.rfind(org, 0, match.start()) + len(org)) <= 4
               for org in owing):
            continue
        head = WHEN_TAIL.sub("", text[max(0, match.start() - 24): match.start()])
        head = re.sub(rf"^.*?(?:{ex.RELATION})", "", head[-8:])
        lead = re.search(rf"([{HAN}]{{2,4}})$", head)
        name = person_name(lead.group(1), first=False) if lead else ""  # the word right before the frame
        if not name and lead:  # a name jieba reads as a word (于海): a surname and one or two characters
            name = next((lead.group(1)[-n:] for n in (3, 2) if name_after_role(lead.group(1)[-n:]) == lead.group(1)[-n:]), "")
        add(name, "person")
    for match in ORG_COUNTERPARTY.finditer(text):
        add(org_name(text[match.end():]), "org")
    if SUES_EMPLOYER.search(text):  # "我2022年4月入职X公司……把我辞退了" (D143): the employer the worker joined
        for match in JOINED.finditer(text):
            add(org_name(text[match.end():]), "org")
    if re.search(r"投保|交强险|商业(?:三者|第三者)险|保险公司", text):  # the insurer of the vehicle answers too (民法典 1213)
        for insurer in orgs_named(text):
            if "保险" in insurer and full_org_name(insurer):
                add(insurer, "org")
    return found


#: A side's word with only a space before its organisation's name: "我们公司 X有限公司", "对方 X有限公司"
ORG_SIDE = {"plaintiff": re.compile(r"\s*(?:我们公司|我公司|我方|我方公司|本公司)\s*[:：]?\s*"),
            "defendant": re.compile(r"\s*(?:对方|对方公司|对方单位)\s*[:：]?\s*")}


def intro(clause: str) -> tuple[str, str, str, str] | None:
    """(role, name, kind, rest) when the clause introduces a party by name."""
    for role, pattern in (("defendant", DEFENDANT_INTRO), ("plaintiff", PLAINTIFF_INTRO)):
        for match in re.finditer(rf"(?=[{HAN}])", clause):
            head, rest = clause[: match.start()], clause[match.start():]
            org = org_name(rest)
            # "我们公司 佛山市…有限公司", "对方 深圳市…有限公司" (D76): an organisation's name right after the side's word
            if org and head and ORG_SIDE[role].fullmatch(head):
                return role, org, "org", rest[len(org):]
            if not head or not pattern.search(head) or re.match(r"一家|一个|这家|那家", rest):
                continue  # "起诉一家婚纱摄影工作室" names a kind of business, no one (D65)
            if org:
                return role, org, "org", rest[len(org):]
            name = name_after_role(rest)
            if name and len(rest) - len(name) <= 2:
                return role, name, "person", rest[len(name):]
    described = re.match(rf"^(原告|被告)(?:是|为)(?:我的?|我们的?)?[{HAN}]{{0,6}}?{ex.RELATION}([{HAN}·]{{2,4}})$", clause) or \
        re.match(rf"^(原告|被告)(?:是|为)[{HAN}]{{1,6}}的([{HAN}·]{{2,4}})$", clause)  # 被告是卖房的陈志远
    if described:  # 被告是我前同事周晓
        name = person_name(described.group(2))
        if name == described.group(2):
            return ("plaintiff" if described.group(1) == "原告" else "defendant"), name, "person", ""
    return None


#: what follows a bare name when the clause describes that person: "孙丽住…", "王强，男", "刘洋电话…"
FIELD_CUE = re.compile(r"^(?:[，,\s]*)(?:家住|现住|住|户籍|电话|手机|联系电话|男|女|是男|是女|身份证|民族|汉族|\d{4}年\d{1,2}月\d{1,2}日(?:出)?生)")


#: what follows a company's name when the clause gives its fields: "…有限公司地址…", "…有限公司，住所地…"
ORG_FIELD_CUE = re.compile(r"^(?:[，,\s]*)(?:的)?(?:统一社会信用代码|社会信用代码|信用代码|地址|住所地|住所|注册地址|办公地址|法定代表人|法人代表|负责人)")


def _company_just_named(clause: str, previous: str, others: list[tuple[str, str]]) -> str:
    """The story's company when the clause before named it and this one opens with an address ("店是广州速联通讯器材
    有限公司开的，地址广州市越秀区北京路158号二楼": D35 gave that address to the writer); "" otherwise."""
    named = [name for name, kind in others if kind == "org" and name in (previous or "")]
    return named[0] if named and ORG_FIELD_CUE.match(clause) else ""


def _company_spoken_of(clause: str, others: list[tuple[str, str]]) -> str:
    """The story's company a clause gives the fields of without naming it ("公司住所地…", "保险公司地址是…",
    "诊所地址在…，法人叫张磊": D93, the clinic named in the message before)."""
    companies = [name for name, kind in others if kind == "org"]
    # "物流公司地址是…" names the company by its trade word (D131: the logistics company's seat went to the writer)
    spoken = re.match(rf"^(?:该|这家|那家|这个|那个|他们|对方)?(?:([\u4e00-\u9fff]{{2,4}}?)(?={BUSINESS}))?({BUSINESS})", clause)
    if not companies or not spoken or spoken.group(1) and not any(spoken.group(1) in name for name in companies):
        return ""
    spoken = re.match(rf"({BUSINESS})", clause[spoken.start(2):])
    insurer = [name for name in companies if "保险" in name]
    if spoken.group(1).startswith("保险"):
        return (insurer or companies)[0]
    same_kind = [name for name in companies if spoken.group(1) in name]
    return (same_kind or [name for name in companies if name not in insurer] or companies)[0]


def _named_with_fields(clause: str, others: list[tuple[str, str]]) -> tuple[str, str, str, str] | None:
    """"孙丽住南京市鼓楼区湖南路15号": a clause that opens with a name and goes on with that person's
    fields introduces them; the story's other side is the defendant, anyone else is placed by the intake."""
    org = org_name(clause)
    if org and clause.startswith(org) and ORG_FIELD_CUE.match(clause[len(org):]) and fields(clause[len(org):]):
        # "南京茗香贸易有限公司地址南京市秦淮区…，法定代表人赵刚": the company's fields, not the writer's (D32)
        return ("defendant" if (org, "org") in others else ""), org, "org", clause[len(org):]
    name = name_after_role(clause)
    rest = clause[len(name):] if name and clause.startswith(name) else ""
    if not rest or not FIELD_CUE.match(rest) or not fields(rest):
        return None
    return ("defendant" if (name, "person") in others else ""), name, "person", rest


#: organisations that are means or authorities in a story, not the side sued
NOT_A_SIDE = re.compile(r"银行|医院|法院|派出所|交警|公安|支付宝|微信|学校|大学")
OWN_COMPANY = re.compile(r"我们公司|我公司|我方公司|本公司|原告[^，,。]{0,4}(?:公司|集团)|我(?:是|们是)[^，,。]{2,30}(?:公司|集团)的"
                         r"|我们是[^，,。]{2,30}(?:公司|集团)|(?:帮|替|代)(?:我们)?(?:公司|单位)(?:来)?写")


def _the_one_company(text: str) -> list[tuple[str, str]]:
    """"健身房是重庆力动健身服务有限公司开的": a person's story that names one company names the other
    side, unless the writer speaks for a company or the company is a bank, a hospital, a court."""
    if OWN_COMPANY.search(text) or not re.search(r"我", text):
        return []
    named = {name for name in orgs_named(text) if full_org_name(name) and not NOT_A_SIDE.search(name)}
    # "洁净坊干洗店" and then "成都市武侯区洁净坊干洗店" (D139): one company, its short name inside its full one
    named = {name for name in named if not any(name != other and name in other for other in named)}
    return [(named.pop(), "org")] if len(named) == 1 else []


def only_evidence(sentence: str) -> bool:
    """A sentence that only lists documents, unlabelled ("订单截图、付款记录、和客服的聊天记录、量沙发尺寸的照片"):
    two or more items, each naming a kind of evidence, none telling what happened or what is claimed."""
    items = [item.strip() for item in re.split(r"[、，,；;]|还有|以及", sentence.strip("。. ")) if item.strip()]
    return len(items) >= 2 and all(EVIDENCE_NOUN.search(item) and len(item) <= 16 for item in items) \
        and not re.search(r"\d|借(?!条|据)|欠(?!条)|撞|要求|退还|赔|签了|签订|约定|还钱|没有|没|不", sentence)


def read(text: str, asked: str = "", co_suing: str = "", known: tuple[tuple[str, str], ...] = ()) -> Found:
    """Everything a message says, each value a substring of `normalize(text)`; `asked` is the
    question the message answers (an answer to "证据" is read as evidence from its first line);
    `co_suing`: the words by which an earlier message said the writer sues together with someone (D60, D79);
    `known`: the other side (name, kind) earlier messages named, whom a message that names no one speaks of (D93)."""
    found = Found()
    text = re.sub(r"^(?:客户原话|客户说|转发)[:：]\s*", "", text)
    text = re.sub(r"(^|\n)\s*(?:事实(?:和|与|及)?理由|事实经过|案情(?:经过|简介)?|事由)\s*[:：]\s*", r"\1", text)  # a paste's label (D61, D118)
    text = re.sub(r"原告(?:就)?是我(?:自己)?\s*[，,:：]\s*", "原告：", text)
    if GUARDIAN.search(text):  # "我儿子叫刘子墨…我是他爸爸刘伟" (D98): the child sues, the writer stands for him
        text = re.sub(r"(?:我的|我家|我)(?:儿子|女儿|孩子|小孩)(?:叫|名叫|是)", "原告", text, count=1)
    if ex.WRITING_FOR.search(text):
        text = re.sub(r"(?<=[。，,；;])\s*(?:她|他)(?=叫|名叫)", "原告", text, count=1)
    if CLIENT_STORY.search(text):  # "客户叫林秀英……她要求陈建华每月支付赡养费2000元" (D145): the client's demand
        # only a demand for money or things back: "他要求延期还款" may be the other side's words
        text = re.sub(r"(^|[。；;\n])\s*(?:她|他)(?=(?:要求|请求|希望|想让)[^。；;\n]{0,40}?(?:支付|赔偿|给付|返还|退还|偿还))", r"\1客户", text)
    story_text, segments = _parentheticals(text)
    found.orgs = orgs_named(text)
    evidence_mode, claims_mode = asked == "evidence", asked == "claims"
    found.others = counterparties(story_text) or _the_one_company(story_text) or list(known)
    listing = False  # after a bare "请求：" label, each item is a claim until the evidence or facts begin
    for sentence in _sentences(story_text):
        if CLAIMS_LABEL.fullmatch(sentence):
            listing = True
            continue
        if listing and not re.match(r"^(?:证据|事实|Evidence)", sentence) and not EVIDENCE_START.match(sentence):
            found.claims = (found.claims + "；" if found.claims else "") + sentence
            continue
        listing = False
        if only_evidence(sentence):
            _evidence(sentence, found)  # "订单截图、付款记录、和客服的聊天记录" sent unasked (D83): a list of documents
            continue
        labelled_item = re.search(r"来源\s*[:：]", sentence) or sentence.startswith("证人")
        if labelled_item or (evidence_mode and (EVIDENCE_NOUN.search(_clauses(sentence)[0]) or "来源" in sentence
                                                or "证人" in sentence)):
            _evidence(sentence, found)
            continue
        story_like = (ex.DATES.search(sentence) or re.search(r"\d{4}年\d{1,2}月|尚欠|仅支付|已支付|签订|供货|交付|发函|已(?:经)?解除",
                                                             sentence)) \
            and not (re.search(r"利息|判令|诉讼请求|^(?:要求|请求)", NO_INTEREST.sub("", sentence)) or MORE_DEMAND.match(sentence))
        # "到期以后他一分钱都没还，利息也没给，我催了好多次" answers no question for the claims: it is the story (D45)
        story_like = story_like or (re.search(r"(?:没|未|不)(?:还|给|付|交)|一直拖|催了|催要|拖着", sentence)
                                    and not re.search(r"要求|请求|判令|^(?:要|让)|想让|希望|诉讼费", sentence))
        more = MORE_DEMAND.match(sentence)
        if claims_mode and not evidence_mode and (CLAIM_MORE.search(sentence) or more) \
                and (more or not EVIDENCE_START.match(sentence)) and not story_like:
            found.claims = (found.claims + "；" if found.claims else "") + sentence
            continue
        before, claimed = len(found.evidence), bool(found.claims)
        _read_sentence(sentence, found)
        evidence_mode = evidence_mode or len(found.evidence) > before
        claims_mode = claims_mode or (bool(found.claims) and not claimed)
    if found.claims and ALL_OF_IT.search(found.claims):  # the costs the message listed are what "all of it" claims
        listed = [m.group(0) for fact in found.facts for m in LISTED_COST.finditer(fact)] or [
            cost for fact in found.facts for cost in english_costs(fact)]
        if listed:
            found.claims = "、".join(listed) + "，" + found.claims
    for segment in segments:  # 黄斌（男，…）: after the sentences, so "本人许诺…" is read as the plaintiff first
        _read_sentence(segment, found, party_only=True)
    for _, _, values, _ in found.parties:
        if values.get("address") and values["address"] != SAME_ADDRESS:
            values["address"] = written_out(values["address"], text)
    if OWN_SHOP.search(text):  # "我是个体户，开了家建材店，营业执照上的名字是…" (D63): the writer's own shop sues
        first = next((values.get("name") for _, _, values, kind in found.parties if kind == "org" and values.get("name")), "")
        found.parties = [("plaintiff", index, values, kind) if kind == "org" and values.get("name") == first and role != "plaintiff"
                         else (role, index, values, kind) for role, index, values, kind in found.parties]
    said_now = CO_SUING.search(text)
    together = co_suing or (said_now.group(0) if said_now else "")
    partner = re.search(r"我和(?:我的?)?([\u4e00-\u9fff]{1,4}?)(?:一起|共同|一同|要|想|准备|打算)", together)
    kin = "老伴|老公|老婆|丈夫|妻子|爱人" + (f"|{re.escape(partner.group(1))}" if partner else "")
    beside = lambda name: re.search(rf"(?:{kin})(?:叫|是)?\s*{re.escape(name)}", text)  # noqa: E731
    if together:  # "我和我老公一起起诉。……我老公叫胡斌": the one named beside the writer sues too
        # said in an earlier message, only the spouse, or the one the writer said sues with them ("我和我弟弟一起起诉",
        # D79), named now joins the writer (D62's son, named next, is sued)
        found.parties = [("plaintiff", None, values, kind) if role in ("", "defendant") and kind != "org" and values.get("name")
                         and (said_now and role == "" or beside(values["name"]))
                         else (role, index, values, kind) for role, index, values, kind in found.parties]
    return found


#: a sum told in English with what it was for: a repair's cost, a thing's worth (D42)
EN_COSTS = ((re.compile(r"\b(?:repair(?:ing|s)?|fix(?:ing)?)\b[^.;]{0,60}?\bcost\s+(?:me\s+|us\s+)?(\d+(?:\.\d+)?元)", re.I), "维修费"),
            (re.compile(r"\b(?:was|is|were)\s+worth\s+(\d+(?:\.\d+)?元)", re.I), "财产损失"),
            # "My medical bills were 12,600 yuan and I lost 8,000 yuan of pay" (D82)
            (re.compile(r"(?:\bmedical\s+(?:bills?|expenses?|costs?|fees?)|医疗费票据)\s+(?:were|was|came\s+to|of|totall?ed)\s+(\d+(?:\.\d+)?元)",
                        re.I), "医疗费"),  # "medical bills" may already read 医疗费票据
            (re.compile(r"\blost\s+(\d+(?:\.\d+)?元)\s+(?:of|in)\s+(?:pay|wages?|income|salary)", re.I), "误工费"))


def english_costs(text: str) -> list[str]:
    """"Repairing the floor cost 6800元 and the laptop was worth 4200元" -> ["维修费6800元", "财产损失4200元"], in
    the order told: the items an English "pay for all of it" claims."""
    found = sorted((m.start(), label + m.group(1)) for pattern, label in EN_COSTS for m in pattern.finditer(text))
    return [cost for _, cost in found]


def _client_demanding(clause: str, found: Found) -> str:
    """The plaintiff's name when the clause is their demand told in the third person ("刘海涛要求周凯
    支付…"), as staff write a client's story; else "". Only a plaintiff already read from this
    message counts, or the person the message opened with ("客户刘海涛，男…", placed as plaintiff
    later): "周凯要求延期" is the other side's words, part of the story."""
    names = [values["name"] for n, (role, _, values, kind) in enumerate(found.parties)
             if values.get("name") and (role == "plaintiff" or (n == 0 and role == "" and kind == "person"))]
    return next((name for name in names if re.match(rf"{re.escape(name)}(?:要求|请求|想让|希望)", clause)), "")


#: Staff telling a client's story ("客户叫林秀英", "委托人是…"): a sentence's 她/他 demanding is the client
CLIENT_STORY = re.compile(r"(?:客户|委托人|当事人)(?:叫|名叫|是)")
#: a clause that opens with what someone said or promised, its speaker left out
SAYS = re.compile(r"^(?:说|称|声称|表示|承诺|保证|答应|告诉我)")
#: a clause that opens with what the writer did, its 我 left out after "我叫鲁晓峰，": "2025年9月8日在…买了一辆…" (D121)
DOES = re.compile(rf"^((?:{ex.DATE}|\d{{4}}年(?:\d{{1,2}}月)?)?[，,]?)(?=在|去|到|从|向|买了|租了|借了|花了)")


#: Words in brackets, an aside to the sentence around them.
ASIDE = re.compile(r"[（(][^（）()]*[）)]")


def _with_subject(clause: str, introduced: tuple[str, bool] | None) -> str:
    """`clause` with the subject its sentence's introduction took away: what the other side just named said
    ("卖家叫钟晓燕，说是九成新无拆修", D120) and what the writer just named did ("我叫鲁晓峰，2025年9月8日在…买了", D121)."""
    if introduced is None:
        return clause
    name, writer = introduced
    if writer:
        lead = DOES.match(clause)
        return clause[:lead.end()] + "我" + clause[lead.end():] if lead else clause
    return name + clause if SAYS.match(clause) else clause


#: A child named with only a birth in brackets and the story going on: "女儿陈可馨（2018年6月1日出生）跟我生活" (D138).
CHILD_BORN = re.compile(rf"(?:儿子|女儿|孩子|小孩|闺女)[{HAN}]{{0,4}}[（(][^）)，,]*(?:出生|生)[）)][{HAN}]")


def _read_sentence(sentence: str, found: Found, party_only: bool = False) -> None:
    clauses = _clauses(sentence)
    current: int | None = None  # index into found.parties
    story: list[str] = []
    previous = ""
    introduced_name: tuple[str, bool] | None = None  # the party named by the clause just read, and whether it is the writer
    for position, clause in enumerate(clauses):
        said_by, introduced_name = introduced_name, None
        vouches = GUARANTEES.search(clause)
        surety = person_name(clause[:vouches.start()], first=False) if vouches else ""
        if surety:  # "他妹妹吴海燕给他做担保" (D52): the guarantor, sued beside the debtor, is one more defendant
            found.parties.append(("defendant", None, {"name": surety}, "person"))
            current = len(found.parties) - 1
            previous = clause
            continue
        added = ADD_PARTY.search(clause)
        if added:
            role = "plaintiff" if added.group(1) == "原告" else "defendant"
            found.parties.append((role, None, {}, None))
            current = len(found.parties) - 1
            clause = clause[added.end():].strip()
            # "还有一个被告是他老婆刘芳" (D56): who the new party is to someone, before the name
            clause = re.sub(rf"^(?:是|叫|为)?(?:他|她|我|被告)?的?(?:老婆|妻子|老公|丈夫|爱人|媳妇|儿子|女儿|父亲|母亲|爸爸|妈妈|"
                            rf"哥哥|弟弟|姐姐|妹妹|{ex.RELATION})?(?:叫|是)?(?=[{HAN}]{{2,4}}(?:[，,]|$))", "", clause)
            if not clause:
                continue
            org = org_name(clause)
            name = org or name_after_role(clause)
            if name:
                found.parties[current][2]["name"] = name
                if org:
                    found.parties[current] = (role, None, found.parties[current][2], "org")
                clause = clause[len(name):]
            found.parties[current][2].update(fields(clause))
            continue
        client = _client_demanding(clause, found)
        if client:  # "刘海涛要求周凯支付剩余车款…": the client's demand, told of them by name
            clause = clauses[position] = clause[len(client):]
        if not party_only and CLAIM_START.search(clause) and not re.search(r"出生|族$", clause):
            demand = clauses[position:]
            cut = next((n for n, c in enumerate(demand) if n and EVIDENCE_START.search(c) and EVIDENCE_NOUN.search(c)
                        and not DEMANDED_MONEY.search(c)),
                       len(demand))  # "我要他赔…，有事故认定书和医院发票": the evidence is no claim; "还有按合同付违约金" is
            said = "，".join(demand[:cut])
            said = said[CLAIM_START.search(said).start():]
            lead = position
            while lead and (LISTED_COST.search(clauses[lead - 1]) or re.match(r"(?:一共|共计|合计|总共)\s*\d", clauses[lead - 1])):
                lead -= 1
            if lead < position and not ex.AMOUNT.search(clauses[position]):
                said = "，".join(clauses[lead:position]) + "，" + said  # "医疗费32000，…，一共46300，要他们赔" (D69): the sums listed are claimed
            found.claims = (found.claims + "，" if found.claims else "") + said
            if cut < len(demand):
                _evidence("，".join(demand[cut:]), found)
            break
        if not party_only and (clause.startswith(("证据", "Evidence")) or (EVIDENCE_START.search(clause) and EVIDENCE_NOUN.search(clause))):
            listed = clauses[position:]
            cut = next((n for n, c in enumerate(listed) if n and CLAIM_START.search(c)), len(listed))
            _evidence("，".join(listed[:cut]), found)  # "我有合同和收条，要求她退还押金": the demand is a claim
            if cut < len(listed):
                found.claims = (found.claims + "，" if found.claims else "") + "，".join(listed[cut:])
            break
        said_is = re.fullmatch(rf"([{HAN}\dA-Za-z]{{1,6}}?)(?:就是|是|为|叫|系)\s*(.+)", clause)  # "4S店是…" (D80)
        spoken = next((name for name, kind in found.others if kind == "org" and clause.endswith(name)), "") or (
            said_is.group(2) if said_is and org_name(said_is.group(2)) == said_is.group(2)
            and not re.match(r"原告|被告|委托人|对方|当事人|申请人|我|本人", said_is.group(1)) else "")
        if current is not None and found.parties[current][3] == "org":
            place = re.fullmatch(r"(?:在|位于|地处|开在)(.+)", clause)
            boss = re.fullmatch(rf"(?:老板|负责人|法人)(?:叫|名叫|是)?([{HAN}·]{{2,4}})", clause)  # "老板万志鹏" (D65)
            if boss and name_after_role(boss.group(1)) != boss.group(1):
                boss = None
            if place and is_address(place.group(1)) and not found.parties[current][2].get("address"):
                found.parties[current][2]["address"] = place.group(1)  # "车行是X公司，在郑州市金水区花园路118号"
                continue
            if boss and not found.parties[current][2].get("representative"):
                found.parties[current][2]["representative"] = boss.group(1)  # "老板叫马国强，是法定代表人"
                continue
            if re.fullmatch(r"(?:他|她)?是(?:公司的)?(?:法定代表人|法人代表|法人)", clause):
                continue
        if spoken and re.search(rf"(?:是|为|叫|系|就是)\s*{re.escape(spoken)}$", clause) and not FIRST_PERSON.match(clause):
            # "健身房是长沙力美健身服务有限公司，地址在…，法定代表人…": the fields that follow are the company's
            found.parties.append(("defendant", -1, {"name": spoken}, "org"))
            current = len(found.parties) - 1
            previous = clause
            continue
        employer = re.fullmatch(r"(?:他|她)(?:是|系)(.+?)的(?:员工|配送员|骑手|司机|快递员|外卖员|工作人员|职工|送餐员)", clause)
        if employer and org_name(employer.group(1)) == employer.group(1):
            # "他是广州速达配送服务有限公司的配送员" (D89): the employer answers for its staff's harm (民法典 第一千一百九十一条)
            found.parties.append(("defendant", -1, {"name": employer.group(1)}, "org"))
            current = len(found.parties) - 1
            previous = clause
            continue
        # "我是租客，叫葛文静", also with what the writer does before the role word: "我是做装修的个体户，叫郑国强" (D123)
        role_said = re.fullmatch(rf"(?:我|本人)(?:是|系)(?:[{HAN}]{{1,8}}的)?(?:{ROLE_WORD.pattern})", clause)
        if role_said or (current is not None and re.fullmatch(rf"(?:名叫|叫)[{HAN}·]{{2,4}}", clause)
                         and not found.parties[current][2].get("name")):
            if role_said:  # "我是租客，叫葛文静": the writer, named in the next clause
                found.parties.append(("plaintiff", -1, {}, "person"))
                current = len(found.parties) - 1
            else:
                found.parties[current][2]["name"] = name_after_role(re.sub(r"^(?:名叫|叫)", "", clause))
            previous = clause
            continue
        guardian = GUARDIAN.search(clause)
        named = person_name(guardian.group(2)) if guardian and not party_only else ""
        if named == (guardian.group(2) if guardian else None):
            kin = guardian.group(1) or next((m.group(1) for m in GUARDIAN_KIN.finditer(sentence)), "")
            found.parties.append(("guardian", -1, {"name": named, **({"relation": KINSHIP.get(kin, kin)} if kin else {})}, "person"))
            current = len(found.parties) - 1
            found.parties[current][2].update(fields(clause[guardian.end():]))
            previous = clause
            continue
        introduced = intro(clause) or _named_with_fields(clause, found.others)
        if introduced:
            role, name, kind, rest = introduced
            told = clause[: len(clause) - len(rest)]
            lead = told[: told.rfind(name)]
            if not party_only and len(lead) > 10 and STORY.search(lead) and not META.search(lead):
                story.append(told)  # "From … I painted a flat for 被告黄伟" (D70): what was done is a fact, the name a party
            found.parties.append((role, -1, {"name": name}, kind))
            current = len(found.parties) - 1
            found.parties[current][2].update(fields(rest))
            introduced_name = (name, role == "plaintiff") if not rest.strip("，, ") else None
            previous = clause
            continue
        lives_there = LIVES_THERE.fullmatch(clause)
        owned = re.fullmatch(r"(?:他的?|她的?|业主的?)?(?:房子|房屋|住房|房产)(?:是|在|位于)\s*(.+)", previous) or SHOP_AT.fullmatch(previous)
        if current is not None and lives_there and owned and is_address(owned.group(1)) \
                and not found.parties[current][2].get("address"):
            # "房子是…1101，他也住这里" (D85): he lives in the flat named; "在…华强北路66号开水果店，也住那里" (D155): in his shop
            found.parties[current][2]["address"] = owned.group(1)
            previous = clause
            continue
        if not party_only and CHILD_BORN.search(clause):
            story.append(clause)  # "女儿陈可馨（2018年6月1日出生）跟我生活" (D138): the child's birth, a fact, not the writer's
            previous = clause
            continue
        values = fields(clause)
        # "我租了房东周建国的房子，地址成都市锦江区…": the flat's address, not the tenant's (the facts keep it,
        # and jurisdiction.property_place reads it for the court)
        premises = bool(re.match(r"^(?:地址|地点|位置)", clause)) and bool(PREMISES_END.search(previous))
        if premises and story and story[-1] == previous:  # "…的房子" -> "…位于成都市锦江区…的房子"
            address = re.sub(r"^(?:地址|地点|位置)\s*(?:在|是|为|[:：])?\s*", "", clause)
            noun = PREMISES_END.search(previous)
            story[-1] = f"{previous[:noun.start()].removesuffix('的')}位于{address}的{noun.group(0)}"
            previous = clause
            continue
        if values and not premises and (re.match(r"^(?:住|家住|现住|地址|住址)", clause) or not re.search(r"借|欠|撞|租给|买|卖|签|交付|催|到期", clause)):
            if BOTH_LIVE.match(clause) and "address" in values:  # "他们两口子都住…": each person on the other side
                for role, _, given, kind in found.parties:
                    if role != "plaintiff" and kind == "person" and not given.get("address"):
                        given["address"] = values["address"]
                previous = clause
                continue
            # "刘强，男，1983年生，王芳，女，1985年生": a bare name before a gender is the next person (D33)
            # a clause that is a whole name ("程文军", which jieba cuts short: D106) is that name
            bare = previous if previous and name_after_role(previous) == previous else person_name(previous, first=False)
            next_person = current is not None and previous == bare \
                and "gender" in found.parties[current][2] and found.parties[current][2].get("name") != previous
            if "gender" in values and (current is None or next_person) and previous:
                name = bare
                if name:  # the story's other side is a defendant; anyone else the intake places
                    found.parties.append(("defendant" if (name, "person") in found.others else "", -1, {"name": name}, "person"))
                    current = len(found.parties) - 1
            the_other_org = _company_spoken_of(clause, found.others) or _company_just_named(clause, previous, found.others)
            spoken_of = name_after_role(previous) if current is None and previous else ""
            if (spoken_of, "person") in found.others and previous.startswith(spoken_of) and not FIRST_PERSON.match(clause):
                # "郑建国大概五十多岁，电话139…": the fields after a clause about the other side are his (D24)
                found.parties.append(("defendant", -1, {"name": spoken_of}, "person"))
                current = len(found.parties) - 1
            elif the_other_org:  # "公司住所地…", "保险公司地址是…": the company the story named, by its name
                found.parties.append(("defendant", -1, {"name": the_other_org}, "org"))
                current = len(found.parties) - 1
            elif THIRD_PERSON.match(clause) and (named := [n for n, (role, index, values, _) in enumerate(found.parties)
                                                          if index == -1 and values.get("name") and role != "plaintiff"]):
                current = named[-1]  # "赵琳…；她住…": the one this message just named, not the party talked of before
            elif current is None or FIRST_PERSON.match(clause) or THIRD_PERSON.match(clause):
                role = "plaintiff" if FIRST_PERSON.match(clause) and not clause.startswith("被告") else (
                    "defendant" if THIRD_PERSON.match(clause) else "")
                found.parties.append((role, -2, {}, None))  # -2: the party the conversation is about
                current = len(found.parties) - 1
            found.parties[current][2].update({k: v for k, v in values.items() if k not in found.parties[current][2]})
            previous = clause
            continue
        if current is not None and is_address(clause) and not found.parties[current][2].get("address") \
                and (fields(previous) or previous.endswith(found.parties[current][2].get("name") or "\x00")) \
                and re.match(r"(?:(?![是在的住居房屋子])[\u4e00-\u9fff]){2,8}?(?:省|市|自治区|特别行政区)", clause) \
                and not re.match(r"[现住居家户地在到从]", clause):
            found.parties[current][2]["address"] = clause  # "潘雪，女，1993年6月6日，汉族，昆明市五华区…901" (D91): the address unlabelled
            previous = clause
            continue
        if current is not None and re.fullmatch(ex.DATE, clause) and ex.GENDER.fullmatch(previous) \
                and "birth" not in found.parties[current][2]:
            found.parties[current][2]["birth"] = clause  # "我叫陈露，女，1990年5月20日，汉族" (D67): the date a person's line gives
            previous = clause
            continue
        # asked for again; "只知道他是1987年出生的" says no more than the year
        partial_birth = re.match(r"^(?:只知道|就知道|只晓得|大概)?(?:他|她|对方)?(?:是)?\d{4}年(?:\d{1,2}月)?(?:出生|生)的?$|^具体(?:日子|日期|哪天)",
                                 clause)
        if partial_birth and current is not None and clause[0].isdigit():  # "林海波，男，1978年生": the year is what there is
            found.parties[current][2].setdefault("birth", re.match(r"^\d{4}年(?:\d{1,2}月)?", clause).group(0))
        # "电话也不接" (D104) is what the other side did, not a field
        if not party_only and not partial_birth and (not re.match(rf"^(?:原告|被告)?(?:信息)?[:：]?\s*(?:{FIELD_RE})", clause)
                                                     or re.search(r"不接|打不通|关机|不回|拉黑", clause)):
            if clause.startswith("自己") and current is not None and found.parties[current][0] == "plaintiff":
                clause = "我" + clause  # "…电话136…，自己做装修" (D163): the writer's own trade, not a fact without a subject
            story.append(_with_subject(clause, said_by))
        previous = clause
    # "……承担连带保证责任，赵刚，男，1980年…": a party's bare name that opens their details is no part of the story (D32)
    names = {party[2].get("name") for party in found.parties}
    story = [clause for clause in story if clause not in names]
    as_said = "，".join(story)  # the sentence as said: "网上买的大衣不给退，我要告他们" is a wish to sue, whole (D51)
    story = [clause for clause in story if not EN_UNKNOWN.match(clause) and not EN_META_CLAUSE.fullmatch(clause)
             and not PARTY_ASIDE.fullmatch(clause)
             and not CORRECTION_TALK.search(clause) and not (CO_SUING.search(clause) and not re.search(r"\d", clause))
             and not ASKING.search(clause) and not WISH_TO_SUE.match(clause)]
    premises = bool(story) and bool(re.match(r"(?:商铺|房子|房屋|门面|店面|铺面|厂房|仓库)(?:在|位于)", story[0]))
    # "商铺在…" (D81) is a fact; so is what is said around an address in brackets ("我把自己的房子（就是鼓楼区中山北路88号3幢601这套）
    # 租给了吴晓东", D164, had been dropped as an address)
    if story and not party_only and (premises or not (len(story) == 1 and is_address(ASIDE.sub("", story[0])))):
        joined = re.sub(r"(?<=[A-Za-z])，(?=\s*[A-Za-z])", ", ", "，".join(story))  # an English sentence keeps its commas
        english_story = len(re.findall(r"[A-Za-z]{2,}", joined)) >= 3 and not META_EN.search(joined) and not ex.declines(joined) \
            and not EN_UNKNOWN.match(joined)
        meta_only = bool(META.search(as_said)) and not re.search(r"\d(?![A-Za-z])", as_said)
        if (STORY.search(joined) and not meta_only) or (len(joined) > 30 and not (meta_only and len(joined) <= 60)) \
                or english_story and not meta_only:
            found.facts.append(joined)


def _evidence(text: str, found: Found) -> None:
    """The items of an evidence passage. In the list right after an explicit "证据有/是…" every item
    is taken, known evidence word or not: "证据有车辆买卖合同、欠条、过户登记材料" lost its third item
    (D22); elsewhere an item must name a kind of evidence (EVIDENCE_NOUN)."""
    labelled = bool(re.match(r"^(?:证据|Evidence)", text.strip()))
    text = re.sub(r"^(?:证据(?:和证据来源)?|Evidence)\s*(?:有|是|如下)?\s*[:：]?\s*", "", text.strip())
    if re.fullmatch(r"(?:没有|无|暂无)(?:任何)?(?:证据)?", text):
        found.evidence_none = True
        return
    if "来源" in text or "证人" in text:  # a labelled item: kept whole, its source with it
        found.evidence.append(text.strip().rstrip("。；;"))
        return
    if len(re.findall(r"[A-Za-z]{3,}", text)) >= 3 and len(re.findall(r"[A-Za-z]{3,}", text)) * 2 > len(re.findall(rf"[{HAN}]", text)):
        # listed in English (a phrase or two the table put in Chinese, "WeChat messages" -> 微信聊天记录): split at its commas (D42, D54)
        for item in re.split(r"\s*(?:[,，]\s*and\b|[,，;；]|\band\s+(?=(?:an?|the)\s))\s*", text.rstrip(".")):
            item = re.sub(r"^(?:and|also)\s+", "", item.strip(), flags=re.I)
            if item and (labelled or EVIDENCE_EN.search(item) or EVIDENCE_NOUN.search(item)) and len(item) <= 160:  # 租赁合同 (D112)
                found.evidence.append(item)
        return
    for position, clause in enumerate(_clauses(text)):
        listed = labelled and position == 0  # the list right after the label, not what is said after it
        # a witness listed among documents ("医院病历和发票、物业监控录像、邻居王阿姨可以作证、微信聊天记录", D160): each item alone
        for part in clause.split("、") if TESTIFIES.search(clause) else [clause]:
            _evidence_clause(part, listed, found)


#: Someone who will testify: "可以给我作证", "愿意出庭作证".
TESTIFIES = re.compile(r"(?:也|都)?(?:可以|能|愿意|会)?(?:给我们?|为我们?|帮我们?|给原告|为原告|出庭)?作证")


def _evidence_clause(clause: str, listed: bool, found: Found) -> None:
    """The evidence one clause of the passage names: a witness, or the items of a list (every item right after the label,
    `listed`; elsewhere those naming a kind of evidence)."""
    if re.match(r"^(?:没有|无|没)", clause):
        return
    testifies = TESTIFIES.search(clause)
    witness = person_name(clause[:testifies.start()], first=False) if testifies else ""
    if witness:  # "同小区的保姆李秀英可以给我作证" (D49): a witness, who she is to the story kept
        who = clause[:clause.index(witness)].rstrip("的")
        found.evidence.append(f"证人{witness}" + (f"（{who}）" if who else ""))
        return
    for item in re.split(r"[、]|以及|还有|和|及|与|\band\b", clause):
        item, before = item.strip(), ""
        while item != before:
            before = item
            item = re.sub(r"^(?:证据(?:有|是)?|(?:我|客户)?(?:手里|手上|手头)?(?:有|还有|只有|但有|另有)|(?:他|她|对方)(?:写|签|出具|打)的|我们的|双方的|一张|一份)", "", item)
        item = item.strip("：: 。.")
        bare = re.sub(r"[（(][^）)]*[）)]", "", item)  # "借条（两个人都签了字）" (D56): what the brackets say of it is no new item
        english = bool(EVIDENCE_EN.search(item))  # "and photos I took when I moved out" among items the table put in Chinese (D88)
        if item and (listed or EVIDENCE_NOUN.search(item) or english) and not re.search(r"签了字|签字了", bare) \
                and len(bare) <= (60 if english else 30):
            found.evidence.append(item)


def correction(text: str) -> tuple[str | None, int | None, str, str] | None:
    """(role or None, index or None, field, new value) for "被告电话写错了，应该是139…" and the like."""
    match = CORRECTION.search(text)
    if not match:
        return None
    who, number, word, value = match.groups()
    key = FIELD_WORD[word]
    value = value.strip().rstrip("。！!")
    role = {"原告": "plaintiff", "我": "plaintiff", "被告": "defendant", "他": "defendant", "她": "defendant",
            "对方": "defendant"}.get(who or "", None)
    index = None if not number else "一二三".find(number) if number in "一二三" else int(number) - 1
    if key == "phone":
        phone = ex.PHONE.search(value)
        value = phone.group(1) if phone else ""
    elif key == "birth":
        value = ex.first_date(value)
    elif key == "gender":
        value = value[:1] if value[:1] in "男女" else ""
    elif key == "ethnicity":
        found = ex.ETHNICITY.search(value)
        value = found.group(1) if found else ""
    elif key == "address":
        value = value if is_address(value) else ""
    elif key in ("name", "representative"):
        value = org_name(value) or person_name(value)
    return (role, index, key, value) if value else None


def rename(text: str) -> tuple[str, str, str] | None:
    """(role, new name, old name) for "被告是王五不是李华" / "被告不是李华，是王五" / "他叫张建军，不是张建国" (role "")."""
    for number, pattern in enumerate(RENAME):
        match = pattern.search(text.strip())
        if match:
            role = {"原告": "plaintiff", "被告": "defendant"}.get(match.group(1), "")
            new, old = (match.group(3), match.group(2)) if number == 1 else (match.group(2), match.group(3))
            return role, new.strip(), old.strip()
    return None


#: an address given by the compound the user lives in: "这个小区3栋1602", "同一个小区5号楼"
SAME_COMPOUND = re.compile(r"^(?:这个|这|同一个|同一|同个|同|本|我们|我们那个|我家|我们家)(?:小区|院子?|楼盘|花园|园区)")
#: ... or the same entrance of it: "住同一单元702室" (D171) is the user's "…305号楼2单元" with flat 702
SAME_BUILDING = re.compile(r"^(?:这栋楼|这幢楼|同一栋楼|同一幢楼|同一栋|同一幢|同栋|同楼|同一座楼|同一个单元|同一单元|同单元|这个单元)")
#: where a building's own address ends, before the flat: "…张杨路500弄8号" in "…8号1203室"
_BUILDING_END = re.compile(r"^(.*?(?:号楼|栋|幢|座|单元|号))(?=\d+(?:室|号)?$)")
#: where a compound's own address ends, before its buildings: "人民南路四段12号" in "…12号3栋1502"
_COMPOUND_END = re.compile(r"^(.*?(?:号院|号|小区|花园|苑|院))(?=[\d一二三四五六七八九十]+(?:栋|幢|号楼|单元|座))")


def in_same_compound(address: str, neighbour: str) -> str:
    """"这个小区3栋1602" said by a user who lives at "成都市武侯区人民南路四段12号3栋1502": the neighbour's
    compound with the building and flat the user gave ("成都市武侯区人民南路四段12号3栋1602"); likewise
    "同一栋楼1303室" in the user's building ("…张杨路500弄8号" of "…8号1203室", D42); "" when the address
    does not say "this compound" or "this building", or the neighbour's address has no part to take."""
    said, compound = SAME_COMPOUND.match(address), _COMPOUND_END.match(neighbour)
    if said is None or compound is None:
        said, compound = SAME_BUILDING.match(address), _BUILDING_END.match(neighbour)
    if said is None or compound is None:
        return ""
    return compound.group(1) + address[said.end():].lstrip("的")


def address_tail(text: str) -> bool:
    return bool(ADDRESS_TAIL.match(text.strip().rstrip("。")))


#: "在深圳市福田区华强北路66号开水果店": where a party keeps a shop, which "也住那里" after it makes their address.
SHOP_AT = re.compile(r"(?:他|她)?(?:在|于)\s*(.+?)\s*(?:开|经营|开了|开着)(?:一家|一个|一间|家|个)?[\u4e00-\u9fff]{0,4}(?:店|铺|超市|饭馆|餐馆|门面|档口)")
#: "他也住这里", "就住在那套房子里": the party lives in the premises the story is about
LIVES_THERE = re.compile(r"(?:他|她|业主|被告)?(?:也|就|一直)?住(?:在)?(?:这里|这儿|那里|那儿|里面|这套房子?里?|那套房子?里?|那个房子里?|这个房子里?)")
#: what is said of a party, not of the case: an age guessed, a detail not known ("40多岁，他家住哪不知道": D106)
PARTY_ASIDE = re.compile(r"(?:大概|大约|约|估计|应该)?(?:\d{2}|[二三四五六七八九]十)(?:多)?岁(?:左右|上下|的样子)?|"
                         r"(?:他|她|对方|被告)?(?:的)?(?:家|家里)?(?:住(?:在)?(?:哪|哪里|哪儿)|住址|地址|电话|生日|出生日期|民族|身份证号?)"
                         r"(?:也|都)?(?:不知道|不清楚|不详|不晓得)")
