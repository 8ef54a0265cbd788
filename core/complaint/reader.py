"""Free text into complaint elements: any message may carry any element, in any order.

A message is cut into sentences and clauses. A clause that introduces a party ("我叫张明", "借钱的是
李华", "被告：…", "还有一个被告王五", a name followed by 男/女) makes that party current; the field
clauses after it (性别, 出生, 民族, 住…, 电话…, 法定代表人…) are that party's; "我…" is the plaintiff,
"他/她/对方…" a defendant. A demand (要求/请求/想让他…) opens the claims, 证据/有…借条 the evidence,
and the remaining sentences that tell something (a date, an amount, a verb of the story) are the
facts. Names are segmented with jieba, places checked against jionlp's division table. Every value
kept is a substring of the message after `normalize` (ISO dates written 年月日, 万块 as 万元, a few
English labels as their Chinese words), so nothing is invented.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import jieba
import jieba.posseg as posseg

from core.complaint import extract as ex
from core.complaint.claims import DAILY_SHARE, PER_DAY, money, yuan
from core.complaint.courts import division
from core.complaint.elements import SHOP_NAME_END, Claim
from index.common.text import HAN, chinese_to_int

jieba.setLogLevel(60)

ORG = re.compile(rf"([{HAN}（）()]{{2,30}}?(?:有限责任公司|股份有限公司|有限公司|公司|集团|工厂|医院|学校|大学|事务所|合作社|银行|中心|商店|超市|酒店|工作室|"
                 # a 个体工商户's 字号 begins with its district: "郑州市金水区佳讯通讯器材店" (D58); "在他店里" names none
                 rf"(?<=[市区县旗][{HAN}]{{2}})[{HAN}]{{0,14}}?(?:{SHOP_NAME_END}|厂))"
                 r"(?:有限责任公司|股份有限公司|有限公司)?"  # 重庆好又多超市有限公司
                 rf"(?:[{HAN}]{{2,10}}?(?:分公司|支公司|中心支公司|营业部|分行|支行))?)")  # …保险股份有限公司河南分公司
PLAINTIFF_INTRO = re.compile(
    r"(?:^\s*我\s*[:：]|我叫|我名叫|我的名字(?:是|叫)|(?:我们|我方|我)(?:公司|单位)的?(?:全称|名称|名字)?(?:叫|是|为)|原告是我[，,]?|原告(?:人)?(?:是|叫|为|[:：])?|本人(?:叫|是)?|我是|我们是|(?<!对方)当事人(?:是|叫|为|[:：])?|委托人(?:是|叫|[:：])?)\s*$")
DEFENDANT_INTRO = re.compile(
    r"(?:被告(?:人)?\s*[一二三四1-4]?\s*(?:是|叫|为|[:：])?|(?:健身房|商家|店家|店铺|酒店|物业|房东|卖家|中介|驾校|培训机构|平台|装修公司)\s*[:：]|对方当事人(?:是|叫|[:：])?|对方(?:司机|公司)?(?:叫|是|[:：])|(?:他|她)(?:叫|名叫)|"
    r"(?:借钱|借我钱|欠钱|欠我钱|撞我|借款|欠款)的(?:人|客户|那个人)?(?:是|叫)|我要告的(?:人|公司)?(?:是|叫)|(?:要|想)?(?<![原被])告(?:的是)?(?:房东公司|房东|公司|对方)?[:：]|"
    r"业主|租客|房客|承租人|对方司机叫|起诉|(?:租客|房客|承租人|卖家|卖车的|卖房的|买家|买方|卖方|司机|骑手|外卖员|快递员|配送员|房东|老板|东家|雇主|邻居|对方)(?:叫|名叫|是)|租户|商户|担保人|保证人|营业执照上(?:的名字|的名称|写的)?(?:是|叫|为))\s*$")
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
CLAIM_START = re.compile(r"^(?:I|We)\s+(?:want|ask|request|would like)\b|^(?:原告|我们?|客户|公司)?(?:的)?(?:诉讼请求|诉求|请求(?:法院)?|要求|想让|希望(?:法院)?|判令)|"
                         rf"^我(?:想要|想|要)(?:让)?(?=他|她|他们|对方|被告|(?:该|这家|那家)?(?:{BUSINESS})(?:退|赔|还|返还|支付|承担|把))|"
                         r"^(?:儿子|女儿|孩子|小孩)[^，,。；]{0,6}?(?:归|由|跟)(?:我|原告)(?:抚养|生活|带|养)|"  # "女儿归我抚养" (D99)
                         r"^我(?:想要|想|要)(?=解除|确认|撤销|终止)|^要(?=他|她|他们|对方|被告)|^让(?=他|她|他们|对方|被告)|"
                         r"^(?:要|让)(?=[^，,。]{1,10}?(?:一起|共同|连带)?(?:赔|还钱|退钱|支付))|^(?:退|还|赔|付)(?:给)?我(?=[^，,。]{0,10}\d)|"
                         r"^我?(?:想|要)?(?:要回|拿回|讨回|追回)(?=[^，,。]*(?:钱|款|费|元))|"
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
                   r"掉了|发炎|感染|脱落|坏了|损坏|受伤|开裂|漏水")  # harm told without a number (D93: 牙冠就掉了，牙龈一直发炎)
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
#: a name in Latin letters with its Chinese characters after it: the Chinese name is the party's
GLOSSED_NAME = re.compile(rf"\b[A-Z][a-z]+(?:[\s-][A-Z][a-z]+){{0,2}}\s*[（(]([{HAN}·]{{2,12}})[）)]")
#: an address in Latin letters with its Chinese form after it ("住Room 1203, …, Shanghai (上海市…1203室)"): the Chinese one
GLOSSED_ADDRESS = re.compile(rf"(他|她)?住\s*[A-Za-z0-9][A-Za-z0-9 ,.'#/-]*?\s*[（(]([^（）()]*?[{HAN}]{{2,}}[^（）()]*?"
                             r"(?:室|号|楼|栋|幢|座|单元|弄|路|街|村)[^（）()]*)[）)]")
#: the other side named by who they are to the writer ("My upstairs neighbour is 赵刚"): the defendant
EN_ADVERSARY = (r"neighbou?r|tenant|landlord|seller|buyer|borrower|debtor|contractor|driver|employer|boss|builder|supplier|"
                r"company|shop|store|ex-?(?:husband|wife)")  # "my wife is X" is said as "我妻子叫X": who she is, the story says
#: an organisation's English name with its Chinese one after it ("Shenzhen Lanhai Technology Co., Ltd. (深圳市蓝海科技有限公司)", D48)
GLOSSED_ORG = re.compile(rf"\b(?!(?:The|My|Our|His|Her|Their)\s)[A-Z](?:(?!\s(?:is|are|was)\s)[A-Za-z.,&'’ -]){{1,80}}?\s*[（(]([{HAN}]{{2,30}}?(?:有限责任公司|股份有限公司|有限公司|公司|集团|银行|"
                         r"医院|学校|大学|事务所|中心|超市|酒店|商店))[）)]")
LEASE_EN = re.compile(r"\b(?:rent(?:ed)?|lease[d]?|landlord|tenant|flat|apartment)\b|租了房屋", re.I)
DEPOSIT_EN = re.compile(r"\b(?:the\s+)?(\d[\d,]*(?:\.\d+)?)\s*(?:yuan|RMB|CNY|元)?\s+deposit\b|\bdeposit\s+(?:of\s+)?(\d[\d,]*(?:\.\d+)?)\s*(?:yuan|RMB|CNY|元)",
                        re.I)
#: an officer's title said in English, as a Chinese complaint names it
EN_TITLES = {"ceo": "首席执行官", "chief executive": "首席执行官", "general manager": "总经理", "chairman": "董事长",
             "chairwoman": "董事长", "executive director": "执行董事", "director": "董事", "manager": "经理", "president": "总裁"}
EN = ((re.compile(rf"\b(?:my|our|the)\s+(?:[a-z]+\s+){{0,2}}?(?:{EN_ADVERSARY})\s+is\s+(?=[{HAN}])", re.I), "被告"),
      # "my wife and I want to sue… together" (D60): the writer's spouse sues beside them, as "我和我妻子一起起诉" says
      (re.compile(r"\b(?:my\s+(wife|husband|partner)\s+and\s+I|I\s+and\s+my\s+(wife|husband|partner))\s+(?:want|would\s+like|need|are\s+going)"
                  r"\s+to\s+sue\b", re.I),
       lambda m: "我和我" + {"wife": "妻子", "husband": "丈夫", "partner": "爱人"}[(m.group(1) or m.group(2)).lower()] + "一起起诉"),
      (re.compile(rf"\bmy\s+(wife|husband)\s+is\s+(?=[{HAN}])", re.I),
       lambda m: "我" + {"wife": "妻子", "husband": "丈夫"}[m.group(1).lower()] + "叫"),
      (re.compile(r"\bsame\s+address\b", re.I), "住址同上"),
      # "male, born 3 March 1984, British, address…" (D102): a nationality where a citizen's ethnicity stands
      (re.compile(r"(?:\bnationality\s*[:：]?\s*|(?<=[,，]\s)|(?<=[,，]))(British|American|Canadian|Australian|German|French|"
                  r"Japanese|Korean|Italian|Spanish|Russian|Singaporean|Irish|Dutch|Swedish|Indian|Malaysian|New\s+Zealander)"
                  r"(?:\s+(?:national|citizen))?(?=\s*[,，.;；]|\s*$)", re.I),
       lambda m: ex.NATIONALITY[m.group(1).lower().replace(" ", "")] + "国籍"),
      # "We rented his flat at 上海市闵行区…" (D60): the premises a lease is of, whose district's court alone hears it
      # "I rented my flat at Room 1603, …, Shanghai (上海市长宁区…1603室) to 蔡文涛" (D112): the Chinese address glossed
      (re.compile(rf"\b(?:rented|leased|rent|lease[ds]?)\s+(?:my|his|her|their|the|a|our)\s+(?:flat|apartment|house|room|shop)\s+at\s+"
                  rf"[A-Za-z0-9 ,.'#/-]*?\s*[（(]([^（）()]*?[{HAN}]{{2,}}[^（）()]*)[）)](\s+to\s+)?", re.I),
       lambda m: f"把位于{m.group(1)}的房屋租给" if m.group(2) else f"租了房屋，房屋位于{m.group(1)}"),  # "…to 蔡文涛": let out
      (re.compile(r"\b(?:rented|leased|rent|lease)\s+(?:my|his|her|their|the|a|our)\s+(?:flat|apartment|house|room|shop)\s+at\s+"
                  r"([^,，.;；]+?)(?=\s+(?:from|for|since|between|until)\b|[,，.;；]|$)", re.I),
       r"租了房屋，房屋位于\1"),
      (re.compile(r"\b(?:birthday|date\s+of\s+birth)\b", re.I), "出生日期"),
      (re.compile(r"\bethnicity\b", re.I), "民族"),  # "I don't know his birthday or ethnicity" (D64); "Han ethnicity" is read before
      # "he lives in Room 1303 of the same building": the writer's building, that flat (written out by the intake)
      (re.compile(r"\b(he|she)\s+lives\s+in\s+(?:room|flat|apartment|apt\.?|unit)\s*([0-9A-Za-z-]+)\s*,?\s*(?:of|in)\s+the\s+same\s+"
                  r"(?:building|block)\b", re.I), lambda m: f"{'他' if m.group(1).lower() == 'he' else '她'}住同一栋楼{m.group(2)}室"),
      (re.compile(r"(^|[.!?]\s+)(?:I|We)\s+(?:also\s+|still\s+)?(?:have|kept|keep)\s+(?=(?:the\s+|a\s+|an\s+|some\s+|my\s+|our\s+)?"
                  r"(?:[a-z]+\s+){0,2}(?:photos?|pictures?|videos?|receipts?|invoices?|contracts?|records?|screenshots?|statements?|"
                  r"recordings?|letters?|certificates?|reports?|bills?|messages|emails?|chats?|微信聊天记录|聊天记录)\b)", re.I | re.M), r"\1证据："),
      # "I painted a flat for Mr. Huang Wei (黄伟) at 上海市…" (D70): the one named with an honorific is the other side, at that place
      (re.compile(rf"\b(for|from|to|by|with)\s+(?:Mr|Mrs|Ms|Miss|Madam)\.?\s+(?=[{HAN}]{{2,4}})", re.I), r"\1 被告"),
      (re.compile(rf"(?<=[{HAN}])\s+at\s+(?=[{HAN}]{{2,6}}?[省市])", re.I), "，住"),
      (re.compile(r"\b(?:his|her)\s+(?:phone|mobile|tel)(?:\s+number)?\s+is\s*", re.I), "被告电话"),
      (re.compile(r"\bregistered\s+(?:address|office)\s*(?:is\s+|at\s+|is\s+at\s+)?[:：]?\s*", re.I), "住所地"),
      (re.compile(r"\blegal\s+rep(?:resentative)?\b\.?\s*(?:is\s+)?[:：]?\s*", re.I), "法定代表人"),  # "legal rep 黄明" (D80)
      (re.compile(rf"[,，]?\s*(?:he|she)\s+is\s+(?:the|its|their)\s+({'|'.join(EN_TITLES)})\b", re.I),
       lambda m: "，职务" + EN_TITLES[m.group(1).lower()]),
      # "interest at the LPR from 16 March 2025": the rate and start an interest claim needs, in the claim's words
      (re.compile(r"\binterest\s+at\s+(?:the\s+)?(?:one-year\s+)?LPR\b", re.I), "按LPR计算的利息"),
      (re.compile(r"\b(?:from|since|starting)\s+(\d{4}年\d{1,2}月\d{1,2}日)(?!至)", re.I), r"自\1起"),
      (re.compile(r"\bfemale\b", re.I), "女"), (re.compile(r"\bmale\b", re.I), "男"),
      (re.compile(r"\b(he|she)\s+is\s+(?:a\s+)?(?=[男女](?:[^\u4e00-\u9fff]|$))", re.I), lambda m: "他是" if m.group(1).lower() == "he" else "她是"),
      (re.compile(r"\bHan\b(?:\s+ethnicity)?", re.I), "汉族"),
      (re.compile(r"\bborn\s+(?:on\s+)?(\d{4}年\d{1,2}月\d{1,2}日)", re.I), r"\1出生"),
      (re.compile(r"\b(?:phone|mobile|tel)\b[:：]?\s*", re.I), "电话"),
      (re.compile(r"\b(?:same\s+)?address\b[:：]?\s*|\bI\s+live\s+at\s*|\bliving\s+at\s*", re.I), "住"),
      (re.compile(rf"\b(?:my\s+name\s+is|I'?m|I\s+am)\s+[A-Za-z][A-Za-z ]*?\s*[（(]([{HAN}]{{2,4}})[）)]", re.I), r"我叫\1"),
      (re.compile(rf"\b(?:my\s+name\s+is|I'?m|I\s+am)\s+(?=[{HAN}])", re.I), "我叫"),
      # "he lives in my flat at X": his address, and the flat the lease is of (its court: 不动产 jurisdiction)
      (re.compile(r"\b(he|she)\s+lives\s+in\s+(?:my|our)\s+(?:flat|apartment|house)\s+at\s+([^,，.;；]+)", re.I),
       lambda m: f"{'他' if m.group(1).lower() == 'he' else '她'}住{m.group(2)}，房屋位于{m.group(2)}"),
      # "she lives at…" keeps its pronoun: the address is hers, not the writer's (D39)
      (re.compile(r"\b(he|she)?\s*lives?\s+(?:in\s+(?:my|the|his|her|our)\s+(?:flat|apartment|house)\s+)?at\s*", re.I),
       lambda m: {"he": "他", "she": "她"}.get((m.group(1) or "").lower(), "") + "住"),
      (re.compile(r"\bborn\s+in\s+(\d{4})\b", re.I), r"\1年出生"),
      (re.compile(r"(\d[\d,]*(?:\.\d+)?)\s*(?:yuan|RMB|CNY)?\s+(?:on|for)\s+(?:the\s+)?(?:hospital|medical)\s+(?:bills|costs|fees|treatment)", re.I),
       r"医疗费\1元"),
      (re.compile(r"(\d[\d,]*(?:\.\d+)?)\s*(?:yuan|RMB|CNY)?\s+(?:on|for)\s+(?:a\s+|the\s+)?(?:nurse|nursing|carer)\b", re.I), r"护理费\1元"),
      (re.compile(r"(\d[\d,]*(?:\.\d+)?)\s*(?:yuan|RMB|CNY)?\s+(?:on|for)\s+(?:the\s+)?(?:taxis?|transport(?:ation)?)\b", re.I), r"交通费\1元"),
      (re.compile(r"(\d[\d,]*(?:\.\d+)?)\s*(?:yuan|RMB|CNY)?\s+(?:on|for)\s+(?:the\s+|my\s+)?(?:lost\s+(?:wages|income|pay))", re.I), r"误工费\1元"),
      (re.compile(r"\bDefendant\s*(\d)\s*[:：]\s*", re.I), r"被告\1："),
      (re.compile(rf"\b(?:the\s+)?(?:borrower|defendant)\s+is\s+(?=[{HAN}])", re.I), "被告"),
      # a lease told in English (D39): the rent, the contract, the guarantor and the records, in the statutes' words
      (re.compile(r"(\d[\d,]*(?:\.\d+)?)\s*(?:yuan|RMB|CNY)?\s+(?:of\s+)?(?:unpaid\s+)?rent\b", re.I), r"租金\1元"),
      (re.compile(r"\b(?:the\s+)?lease\s+(?:contract|agreement)\b", re.I), "租赁合同"),
      # "pay the three months' rent 19,500 yuan and the door 2,300 yuan, less the 6,500 yuan deposit, 15,300 yuan in total" (D112)
      (re.compile(r"\b(?:the\s+)?(?:[a-z]+\s+months?'?\s+)?rent\s+(?=\d[\d,]*(?:\.\d+)?\s*(?:yuan|RMB|CNY|元))", re.I), "租金"),
      (re.compile(r"\bless\s+(?:the\s+)?(\d[\d,]*(?:\.\d+)?)\s*(?:yuan|RMB|CNY|元)?\s+deposit\b", re.I), r"减去押金\1元"),
      (re.compile(r"(\d[\d,]*(?:\.\d+)?)\s*(?:yuan|RMB|CNY|元)\s+in\s+total\b", re.I), r"共计\1元"),
      (re.compile(r"\bjoint(?:ly)?\s+(?:and\s+several\s+)?guarantor\b", re.I), "连带责任保证人"),
      (re.compile(r"\b(?:to\s+be\s+)?jointly\s+liable\s+for\s+(?:it|the\s+rent|this|the\s+debt)\b", re.I), "承担连带清偿责任"),
      (re.compile(r"\bbank\s+(?:records?|statements?)\s+of\s+(?:the\s+)?(?:earlier|previous|past)\s+rent\s+payments\b", re.I),
       "此前支付租金的银行流水"),
      (re.compile(r"\b(?:our\s+)?WeChat\s+messages\s+asking\s+for\s+(?:the\s+)?rent\b", re.I), "催要租金的微信聊天记录"),
      (re.compile(r"(\d[\d,]*(?:\.\d+)?)\s*(?:yuan|RMB|CNY)\b", re.I), r"\1元"),
      (re.compile(r"\b(?:the\s+)?IOUs?\b(?:\s+(?:he|she|they)\s+signed)?", re.I), "借条"),
      (re.compile(r"\b(?:the\s+)?bank\s+transfer\s+(?:record|receipt)s?\b", re.I), "银行转账记录"),
      (re.compile(r"\b(?:our\s+)?WeChat\s+(?:messages|chats?(?:\s+history)?)\b", re.I), "微信聊天记录"),
      (re.compile(r"\b(?:the\s+)?court\s+(?:fees|costs)\b", re.I), "诉讼费"),
      (re.compile(r"^\s*Evidence\s*[:：]\s*", re.I | re.M), "证据："),
      (re.compile(r"\b(?:the\s+)?(?:police\s+|traffic\s+)*accident\s+(?:responsibility\s+)?(?:certificate|report|determination)\b", re.I),
       "道路交通事故认定书"),
      (re.compile(r"\b(?:the\s+)?(?:hospital|medical)\s+(?:invoices|receipts|bills)\b", re.I), "医疗费票据"),
      (re.compile(r"\b(?:the\s+)?medical\s+records?\b", re.I), "病历"),
      (re.compile(r"\b(?:the\s+)?(?:nurse|nursing|carer)'?s?\s+receipts?\b", re.I), "护理费收据"),
      (re.compile(r"\b(?:the\s+)?(?:taxi|transport)\s+receipts?\b", re.I), "交通费票据"),
      # "pay the 18,400 yuan repair cost", "the repair invoice", "CCTV video", "photos of the car" (D102)
      (re.compile(r"(\d+(?:\.\d+)?元)\s+(?:car\s+)?(?:repair|repairing)\s+(?:costs?|bills?|fees?)\b", re.I), r"维修费\1"),
      (re.compile(r"\b(?:the\s+)?repair\s+(?:invoices?|receipts?|bills?)\b", re.I), "维修费发票"),
      (re.compile(r"\b(?:the\s+)?CCTV\s+(?:video|footage|recording)s?\b", re.I), "监控视频"),
      (re.compile(r"\b(?:the\s+)?photos?\s+of\s+(?:the|my)\s+car\b", re.I), "车辆照片"),
      (re.compile(r"\b(?:my\s+)?employer'?s\s+proof\s+of\s+lost\s+(?:income|wages|pay)\b", re.I), "单位出具的误工证明"),
      (re.compile(r"\b(?:the\s+)?proof\s+of\s+lost\s+(?:income|wages|pay)\b", re.I), "误工证明"),
      (re.compile(r"\b(?:RMB|CNY)\s*(\d[\d,]*(?:\.\d+)?)", re.I), r"\1元"))


#: words of a message about money, where a bare figure is a sum
MONEY_TALK = re.compile(r"工资|工钱|报酬|钱|租金|房租|月租|费|款|借|欠|还我|给|付|赔|退|价|花了")
BARE_SUM = re.compile(r"(?<![\d.\-A-Za-z楼号栋室层单元路街弄幢座区第号×x*÷/+=＝苑园府阁庭湾寓厦])(?<!楼上|楼下|隔壁|对门|房间|房号)"
                      r"(?<!小区|广场|中心|大楼|公寓|花园|家园|新村)\s*(\d{3,6}(?:\.\d+)?)"  # "莲富大厦1205" is a flat (D107)
                      r"(?!\s*[\d.%A-Za-z元万千百块年月日号个天次期笔张份件台批箱包套辆人斤吨米平㎡岁楼栋室层单元弄幢座:：时点分秒多余来\-－/~～×x*÷+=＝])")
#: a year said by its last two digits ("七五年的", "75年生", "一五年3月"): only where it is a year, not "三五年的时间"
TWO_DIGIT_YEAR = re.compile(r"(?<![\d零〇一二三四五六七八九十百千])(\d{2}|[零〇一二三四五六七八九]{2})年"
                            r"(?=的(?:$|[，,。；;\s）)])|出生|生|\d{1,2}月|[一二三四五六七八九十]{1,2}月)")


def _century(two_digits: int) -> int:
    """"75" is 1975 and "15" is 2015: the years people still say so, births and the stories of a living case."""
    return 1900 + two_digits if two_digits > 30 else 2000 + two_digits


FULL_WIDTH_DIGITS = str.maketrans("０１２３４５６７８９", "0123456789")
#: pictographs and the marks that join or vary them
EMOJI = re.compile("[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F\u200D]")


def normalize(text: str) -> str:
    """The message with ISO dates as 年月日, 号 dates as 日, 块/万 amounts as 元 and a few English labels
    in Chinese: the form every kept value is checked against."""
    text = (text or "").strip().translate(FULL_WIDTH_DIGITS)  # "１０８８号" typed on a phone's full-width keys (D109)
    # "房东扣我押金不退😤 我2024年…" (D107): a face is no part of what a complaint says; one that ended a sentence still does
    text = EMOJI.sub("", re.sub(rf"(?<=[{HAN}])(?:{EMOJI.pattern})+[ \t]+(?=\S)", "。", text))
    # "[2025/11/28 09:12] 梁总: …" (D76): a forwarded chat's time and sender are no part of what was said
    text = re.sub(r"(?m)^[ \t]*\[?(?:\d{4}[/.-]\d{1,2}[/.-]\d{1,2}[ \t]+)?\d{1,2}:\d{2}(?::\d{2})?\]?[ \t]*"
                  r"[^\s:：\[\]]{1,12}[ \t]*[:：][ \t]*", "", text)
    # "就住我楼上402" (D77), "住在我隔壁1602" (D119)
    text = re.sub(r"(?:就)?住(?:在)?我(?:家|们家)?(?:楼上|楼下|隔壁|对门|对面)(?:的)?(\d{3,4})(?:室|号)?", r"住同一栋楼\1室", text)
    text = re.sub(r"(?m)^[ \t]*[-•*·–—]+[ \t]*(?=\S)", "", text)  # "- 诉求：…" (D68): a list's bullet is no part of its label
    # "原告 | 龚丽娟 | 女 | 1983-04-16 | …" (D118): a table pasted row by row, its cells as a party's fields
    text = re.sub(r"(?m)^[ \t]*(原告|被告)?[ \t]*[|｜][ \t]*(?=[^\n]*[|｜][^\n]*[|｜])",
                  lambda m: f"{m.group(1)}：" if m.group(1) else "", text)
    text = re.sub(r"(?m)(?<=\S)[ \t]*[|｜][ \t]*(?=\S)", "，", text) if re.search(r"[|｜][^\n]*[|｜][^\n]*[|｜]", text) else text
    text = re.sub(r"[“”\"「」]", "", text)  # quotation marks: 养生馆“康寿堂” and 养生馆康寿堂 are one wording
    text = re.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", text)  # 23,400 -> 23400: a thousands separator is no clause break
    text = ex.english_dates(text)  # "born 12 June 1990" (D42)
    text = re.sub(r"(经营者|法定代表人|法人代表|法人|负责人)(?:就)?是我(?:本人)?[，,]?\s*(?=[\u4e00-\u9fff]{2,4}[，,。；;\s]|[\u4e00-\u9fff]{2,4}$)",
                  r"\1", text)  # "经营者是我，胡鑫" (D63), "法人是我梁志强" (D76)
    if not re.search(r"[，,。；;]", text):  # "我叫赵桂芳 女 1968年7月12号生的 汉族 住…" typed with spaces for commas (D49)
        text = re.sub(rf"(?<=[{HAN}])[ \u3000]+(?=[{HAN}\d])|(?<=\d)[ \u3000]+(?=[{HAN}])|(?<=\d)[ \u3000]+(?=1[3-9]\d{{9}}(?!\d))"
                      r"|(?<=\d)[ \u3000]+(?=\d{1,2}(?:月|号|日)|\d{4}年)",
                      "，", text)  # "…2栋901 13888012345" (D91): the phone after the address
    text = re.sub(r"(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)",
                  lambda m: f"{m.group(1)}年{int(m.group(2))}月{int(m.group(3))}日", text)
    text = TWO_DIGIT_YEAR.sub(lambda m: f"{_century(chinese_to_int(m.group(1)))}年", text)  # 七五年的 -> 1975年的
    text = re.sub(r"(\d{4}年)的(?=\d|[一二三四五六七八九十]{1,2}月)", r"\1", text)  # 2023年的2月14号; "1975年的" says a birth year
    text = re.sub(r"(\d{1,2}月\d{1,2})号", r"\1日", text)
    if re.search(r"[，。；]", text):  # "2025-08-08 被告向原告借款 50000 元，约定 2025-12-31 前归还" (D118): spaces a
        # Chinese sentence does not have, around a figure and around a date (once written 年月日)
        text = re.sub(rf"(?<=\d)[ \t]+(?=[元%])|(?<=[{HAN}])[ \t]+(?=\d+(?:\.\d+)?[ \t]*[元%])"
                      rf"|(?<=\d日)[ \t]+(?=[{HAN}])|(?<=[{HAN}])[ \t]+(?=\d{{4}}年\d{{1,2}}月)", "", text)
    text = re.sub(r"(?<![\d.])(\d+)万(\d)千(?:[元块]钱?)?(?!公里|米|平|亩|吨|斤|人|次|个|件|步|字)",
                  lambda m: f"{int(m.group(1)) * 10000 + int(m.group(2)) * 1000}元", text)  # 5万1千 -> 51000元
    text = re.sub(r"(?<![\d.万])(\d{1,3})千(?:块钱?|元)", lambda m: f"{int(m.group(1)) * 1000}元", text)  # 8千块
    text = re.sub(r"精神(?:损失费|损害费|赔偿金|赔偿费|抚慰金|损失赔偿金?)", "精神损害抚慰金", text)  # as 民法典 第一千一百八十三条 names it (D98)
    # "一共三万", "借了两万块": a sum told in Chinese numerals, after a word of money, in figures (D95)
    text = re.sub(r"(?<=[借转共计还付欠赔给退了])([一二两三四五六七八九十]{1,3})(万|千)(?:块钱?|元)?(?![\u4e00-\u9fff]{0,1}(?:公里|米|平|人|次|个|件|步|字|多))",
                  lambda m: f"{chinese_to_int(m.group(1))}{m.group(2)}元" if m.group(2) == "万"
                  else f"{chinese_to_int(m.group(1)) * 1000}元", text)
    text = re.sub(r"(\d+(?:\.\d+)?)\s*万块(?:钱)?", r"\1万元", text)
    text = re.sub(r"(\d+(?:\.\d+)?)\s*块钱?", r"\1元", text)
    # "月息1分", "月息1分5": the monthly rate lenders say in 分 and 厘 (1分 a month is 1 %), as a rate (D45)
    digit = lambda word: word if word.isdigit() else str(chinese_to_int(word))  # noqa: E731
    text = re.sub(r"月(?:息|利|利息)\s*(\d|[一二三四五六七八九两])\s*分(?:\s*(\d|[一二三四五六七八九])\s*厘?)?(?![\d钟])",
                  lambda m: f"月利率{digit(m.group(1))}" + (f".{digit(m.group(2))}" if m.group(2) else "") + "%", text)
    text = re.sub(r"([年月])(?:息|利息)\s*(\d+(?:\.\d+)?\s*%)", r"\1利率\2", text)  # "年息10%" (D59)
    text = re.sub(r"(?<=按)(?:每)?([年月])\s*(\d+(?:\.\d+)?\s*%)", r"\1利率\2", text)  # "按年6%的利息" (D104)
    # "说好一个月6000…后面三个月的18000一直拖着不给", "把剩下的3800退给我", "月租3200，押金也是3200", "只付了30000，还欠56000"
    # (D49, D40, D43, D41): in a Chinese message about money, a figure of three to six digits with no unit, and no part of
    # an address, a phone, a plate, a date or the user's own sum, is a sum in 元
    if MONEY_TALK.search(text) and not re.search(r"[A-Za-z]{3,}", text):
        text = BARE_SUM.sub(r"\1元", text)
    elif re.search(r"元|\byuan\b|\bRMB\b", text):  # "he paid 5,000 and still owes me 10,000" after "15,000 yuan" (D70)
        text = re.sub(r"\b((?:still\s+)?(?:paid|owes|owed|repaid|returned|refunded)(?:\s+(?:me|us))?\s+)(\d{3,7}(?:\.\d+)?)(?!\d|\.\d|[%年月日]|\s*(?:元|yuan|RMB|days?|months?|years?)\b)",
                      r"\1\2元", text, flags=re.I)
    text = re.sub(r"(\d+(?:\.\d+)?)万(?![元块\d]|公里|千米|米|平|亩|吨|斤|公斤|千克|人|次|个|件|台|辆|套|步|字|户|册|株|头)",
                  r"\1万元", text)  # "表显里程5万公里" is a distance, not money
    text = re.sub(r"(?<!\d)(1[3-9]\d)[\s-](\d{4})[\s-](\d{4})(?!\d)", r"\1\2\3", text)  # 138 0013 8000
    text = re.sub(rf"(民族\s*[:：]?\s*(?:是|为)?\s*)({ex.ETHNIC})(?!族)", r"\1\2族", text)  # 民族汉
    text = GLOSSED_ORG.sub(r"\1", text)
    text = GLOSSED_NAME.sub(r"\1", text)  # "Zhao Gang (赵刚)": the name as the complaint writes it (D42)
    for pattern, replacement in EN:
        text = pattern.sub(replacement, text)
    text = GLOSSED_ADDRESS.sub(r"\1住\2", text)
    if LEASE_EN.search(text):  # a lease's deposit is its 押金 ("deposit 9,000 yuan", D60); a designer's is no 押金 (D48)
        text = DEPOSIT_EN.sub(lambda m: f"押金{m.group(1) or m.group(2)}元", text)
    text = re.sub(rf"(?<=[{HAN}])\s*[（(][A-Z][a-z]+(?:\s+[A-Z][a-z]+){{0,2}}[）)]", "", text)  # "李梅 (Li Mei)": the name in Latin letters
    return text


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
    # "告" ends the words before a name ("起诉告X公司"), not the 广告 of "…广告传媒有限公司" (D111)
    names = (re.sub(r"^.*(?:[从向在与和是了的给把被跟对叫]|(?<![广报公预警忠通布转])告)", "", _whole(m.group(1), text[m.end():]))
             for m in ORG.finditer(text))
    # "公司佛山宏图电子有限公司拖欠我…" (n18): the kind said before the name is no part of it
    return list(dict.fromkeys(re.sub(r"^(?:公司|单位|厂子|工厂)(?=[\u4e00-\u9fff（）()]{4,}(?:公司|集团|厂)$)", "", name) for name in names))


#: The rest of a company's name after a word that ends names too: "南京金陵喜宴酒店" + "管理有限公司" (D90)
_NAME_GOES_ON = re.compile(r"[\u4e00-\u9fff（）()]{1,12}?(?:有限责任公司|股份有限公司|有限公司|公司|集团)")


def _whole(name: str, following: str) -> str:
    """`name` with the rest of its company name when the match stopped at a word inside it ("…酒店" of "…酒店管理有限公司")."""
    more = _NAME_GOES_ON.match(following)
    return name + more.group(0) if more and not re.search(r"[给欠和与跟向在把被是对从的]", more.group(0)) else name


def org_name(text: str) -> str:
    """The organisation's full name at the start of `text`; a kind of company ("物业公司", "一家公司") is no name."""
    said = re.sub(r"^(?:是|为|叫|名叫|系)", "", text.strip())  # 原告是X公司
    match = ORG.match(said)
    name = _whole(match.group(1), said[match.end():]) if match else ""
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
    text = re.sub(r"(?<=[^\d.])\s*(?=(?:[（(]?[一二三四五六七八九十]|\d)[)）]?[、.．](?!\d))", "\n", text)
    parts = (ex.NUMBERING.sub("", s.strip()) for s in re.split(rf"[。！？!?\n；;]+|(?<=[A-Za-z\d元号室])\.\s+(?=[A-Z{HAN}])|(?<=[{HAN}])\.", text))
    return [s.strip() for s in parts if s.strip()]


def _clauses(sentence: str) -> list[str]:
    return [c.strip() for c in re.split(r"[，,]", sentence) if c.strip()]


def _parentheticals(text: str) -> tuple[str, list[str]]:
    """黄斌（男，1989年…出生，…）跟我借了… -> the story without the bracket, and "黄斌，男，…" to read."""
    segments = []

    def cut(match: re.Match) -> str:
        inner = match.group(2)
        stated = {key for clause in _clauses(inner) for key in fields(clause)}
        if len(stated) >= 2:  # a party's details, not "（男）" said in passing
            name = person_name(match.group(1), first=False)
            if name:
                segments.append(f"{name}，{inner}")
                return match.group(1)
        return match.group(0)

    text = re.sub(rf"([{HAN}]{{1,12}})[（(]([^（）()]{{2,120}})[）)]", cut, text)
    return text, segments


#: the frames of a story that name the other side: the money went to them, they owe, they hit, I rented from them
COUNTERPARTY = (
    re.compile(rf"(?:借给|借钱给|出借给|租给|卖给|转给|转账给|汇给|打给|交给)(?:了)?(?:我的|我们的)?{ex.RELATION}?(?=[{HAN}])"),
    re.compile(rf"(?:我|我们)(?:向|从|跟|找)(?:我的)?{ex.RELATION}?(?=[{HAN}]{{2,4}}(?:租|买|借|订|定))"),
    re.compile(rf"(?:被|让)(?:后面|对面|前面|旁边|后方|迎面)?的?(?:我的)?{ex.RELATION}?(?=[{HAN}]{{2,4}}(?:家|养)?的?(?:狗|猫|开车|开的|驾车|驾驶|骑车|撞|打|咬))"),
    re.compile(rf"认定(?=[{HAN}]{{2,4}}负(?:全部|主要|同等|次要)?责任)"),  # 交警认定杜建军负全部责任
    re.compile(rf"(?:转|打|汇|付)(?:到|给|入|进)了?(?:一个)?(?:叫|名叫)(?=[{HAN}]{{2,4}}的(?:人|账户|卡))"),  # 转到了一个叫龚伟的人的账户里 (D75)
    re.compile(rf"(?:楼上|楼下|隔壁|对门)(?:\d{{3,4}}(?:室|号)?)?的(?=[{HAN}]{{2,4}}(?:\d{{4}}年|装修|家|把|在|说|养|一直|去年|今年|前年))"),  # 楼上402的黎建军 (D77)
    # the one I hired: 我在京东上找了个装空调的师傅，叫孟庆华
    re.compile(rf"(?:我|我们)[^，。]{{0,10}}?(?:找|请|雇)了?(?:个|一个|位|一位|名|一名)[^，。]{{0,10}}?"
               rf"(?:师傅|工人|保姆|阿姨|司机|工匠|技师|工头|包工头)[，,]?(?:叫|名叫)(?=[{HAN}])"),
    re.compile(rf"(?:起诉|(?<![原被广报公预警忠通布转])告)(?:我的?|我们的?)?{ex.RELATION}?(?=[{HAN}])"),
    re.compile(rf"(?:^|[，,。\s]|律师您?好[！!，,]?)我(?:的)?{ex.RELATION}(?=[{HAN}]{{2,4}}[^。]{{0,16}}?(?:借|欠|撞|打|骗|拖|租|卖|咬|不还|没还))"),  # 我表哥黄志强…借
)
#: the frames that name an organisation as the other side: 我和X公司签了…, 在X公司买了…
ORG_COUNTERPARTY = re.compile(rf"(?:我|我们|原告)(?:当时|之前|曾)?(?:和|与|跟|同|向|从|在|找|给)(?=[{HAN}])|(?:起诉|(?<![原被广报公预警忠通布转])告)(?=[{HAN}])")
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
ORG_FIELD_CUE = re.compile(r"^(?:[，,\s]*)(?:的)?(?:地址|住所地|住所|注册地址|办公地址|法定代表人|法人代表|负责人)")


def _company_just_named(clause: str, previous: str, others: list[tuple[str, str]]) -> str:
    """The story's company when the clause before named it and this one opens with an address ("店是广州速联通讯器材
    有限公司开的，地址广州市越秀区北京路158号二楼": D35 gave that address to the writer); "" otherwise."""
    named = [name for name, kind in others if kind == "org" and name in (previous or "")]
    return named[0] if named and ORG_FIELD_CUE.match(clause) else ""


def _company_spoken_of(clause: str, others: list[tuple[str, str]]) -> str:
    """The story's company a clause gives the fields of without naming it ("公司住所地…", "保险公司地址是…",
    "诊所地址在…，法人叫张磊": D93, the clinic named in the message before)."""
    companies = [name for name, kind in others if kind == "org"]
    spoken = re.match(rf"^(?:该|这家|那家|他们|对方)?({BUSINESS})", clause)
    if not companies or not spoken:
        return ""
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


def _read_sentence(sentence: str, found: Found, party_only: bool = False) -> None:
    clauses = _clauses(sentence)
    current: int | None = None  # index into found.parties
    story: list[str] = []
    previous = ""
    for position, clause in enumerate(clauses):
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
            cut = next((n for n, c in enumerate(demand) if n and EVIDENCE_START.search(c) and EVIDENCE_NOUN.search(c)),
                       len(demand))  # "我要他赔…，有事故认定书和医院发票": the evidence is no claim
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
        role_said = re.fullmatch(rf"(?:我|本人)(?:是|系)(?:{ROLE_WORD.pattern})", clause)
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
            previous = clause
            continue
        lives_there = LIVES_THERE.fullmatch(clause)
        owned = re.fullmatch(r"(?:他的?|她的?|业主的?)?(?:房子|房屋|住房|房产)(?:是|在|位于)\s*(.+)", previous)
        if current is not None and lives_there and owned and is_address(owned.group(1)) \
                and not found.parties[current][2].get("address"):
            found.parties[current][2]["address"] = owned.group(1)  # "房子是…1101，他也住这里" (D85): he lives in the flat named
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
            story.append(clause)
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
    if story and not party_only and (premises or not (len(story) == 1 and is_address(story[0]))):  # "商铺在…" (D81) is a fact
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
        if re.match(r"^(?:没有|无|没)", clause):
            continue
        testifies = re.search(r"(?:也|都)?(?:可以|能|愿意|会)?(?:给我们?|为我们?|帮我们?|给原告|为原告|出庭)?作证", clause)
        witness = person_name(clause[:testifies.start()], first=False) if testifies else ""
        if witness:  # "同小区的保姆李秀英可以给我作证" (D49): a witness, who she is to the story kept
            who = clause[:clause.index(witness)].rstrip("的")
            found.evidence.append(f"证人{witness}" + (f"（{who}）" if who else ""))
            continue
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
SAME_BUILDING = re.compile(r"^(?:这栋楼|这幢楼|同一栋楼|同一幢楼|同一栋|同一幢|同栋|同楼|同一座楼)")
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


CLAIM_LEAD = re.compile(r"^(?:(?:I|We)\s+(?:want|ask|request|would like)\b.*?(?=\b(?:repay|pay|return|refund|compensate)\b)|诉讼请求|诉求|请求(?:法院)?|客户要求|要求|想让|希望(?:法院)?|我(?:要求|请求|希望|想要)|我(?:想|要)(?:让)?|要|让)\s*[:：]?\s*")
LABELS = ("借款本金", "本金", "借款", "欠款", "预付款", "购车款", "车款", "检测费", "货款", "运费", "加工费", "会费", "租金", "房租", "押金", "物业费", "服务费", "工程款", "医疗费", "治疗费", "手术费", "护理费",
          "交通费", "误工费", "营养费", "住院伙食补助费", "修理费", "修车费", "维修费", "鉴定费", "残疾赔偿金", "精神损害抚慰金", "违约金", "赔偿金", "定金", "财产损失", "损失", "工资", "劳务费", "劳务报酬", "工钱")
#: a sum named with its figure in the facts ("医疗费23400元"): what "all of it" claims
LISTED_COST = re.compile(rf"(?:{'|'.join(LABELS)})\s*\d[\d,]*(?:\.\d+)?\s*元")
VERBS = (("偿还", ("借款", "本金", "欠款")), ("退还", ("押金", "退", "定金", "要回", "拿回", "讨回", "追回")),
         ("赔偿", ("医疗费", "护理费", "交通费", "误工费", "营养费", "伙食", "修理费", "修车费", "维修费", "损失", "赔偿", "检测费", "鉴定费", "搬家费", "清理费", "精神损害抚慰金", "赔我", "赔给")),
         ("支付", ()))
#: the deposit rule's demand (民法典 第五百八十七条): the one who backed out returns the deposit twice over
DOUBLE_DEPOSIT = re.compile(r"双倍返还(?:定金)?|返还双倍(?:的)?定金|定金双倍返还|(?:两倍|二倍|2倍)返还定金")
COSTS = re.compile(r"诉讼费|诉讼费用|案件受理费|打官司的钱|官司费|court\s*(?:fees|costs)", re.I)
#: money for living on in a flat after the lease ends, claimed by the month until the tenant leaves (D71)
OCCUPANCY = re.compile(r"占用费|占有使用费|使用费")
#: the tenant made to leave: "让他搬走" (D71)
MOVE_OUT = re.compile(r"^(?:判令)?(?:让|要|要求|请求)?(?:他|她|被告|租客|对方)?(?:搬走|搬出去?|搬离|腾房|腾退(?:房屋)?|腾出房屋)$")
OTHER_ACTION = re.compile(r"改好|整改|移走|移除|拆除|删除|道歉|消除影响|恢复名誉|解除|撤销|确认|返还|交还|腾退|搬离|离婚|继承|分割|赔礼道歉|停止|连带(?:清偿|保证|赔偿)?责任|承担(?:保证|担保)责任")
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
    if label.endswith("倍赔偿金"):
        return "支付"  # 判令被告支付原告三倍赔偿金: the award is paid, it is no loss made good
    if re.search(r"\brepay|pay\s+back", text, re.I):
        return "偿还"
    if re.search(r"\brefund|give\s+(?:me\s+)?back|return\s+(?:the|my)\b", text, re.I):
        return "退还"
    return next(verb for verb, words in VERBS if not words or any(w in text or w in label for w in words))


#: words for the act of paying, which say nothing of what the money is
PAYING_ACTS = ("退款", "还款", "付款", "赔款")


def _noun_before_amount(text: str) -> str:
    """"退还剩余的会费3200元" -> 会费: what the money is, in the user's word, when no known label fits."""
    match = re.search(rf"(?:还有|另外|以及|退还|返还|支付|偿还|赔偿|归还|还|付|给)?(?:剩余|剩下|全部|已付|多付|多收)?的?([{HAN}]{{0,4}}?(?:费|款|金|租|资))\s*\d", text)
    if match and match.group(1) in PAYING_ACTS:
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


def _net_claim(text: str) -> tuple[Claim, str] | None:
    """"租金21000元，押金3500元可以抵扣，所以实际要17500元": one claim for the net amount the user states
    (with its formula when the figures add up), and the text after it; None without a deduction."""
    net = NET.search(text)
    stated = yuan(net.group(1).replace(" ", "")) if net else None
    if not (DEDUCTION.search(text) and net) or stated is None:
        return None
    cut = DEDUCTION.search(text).start()
    # "医药费3860、误工费2400，减去已经给的500，一共5760元" (D98): the sums before the deduction add, those after it subtract
    owed = [yuan(m.group(1).replace(" ", "")) for m in ex.AMOUNT.finditer(text[:cut])]
    less = [yuan(m.group(1).replace(" ", "")) for m in ex.AMOUNT.finditer(text[cut: net.start()])]
    figures = owed + less
    adds_up = len(owed) >= 1 and len(figures) >= 2 and None not in figures and sum(owed) - sum(less) == stated
    if not adds_up and len(figures) >= 2 and None not in figures and figures[0] - sum(figures[1:]) == stated:
        owed, less, adds_up = figures[:1], figures[1:], True  # "租金21000元，押金3500元可以抵扣": the first less the rest
    first = re.split(r"[，,；;]", text[: net.start()])[0]
    label = _heads(first) or _label(first) or _noun_before_amount(first) or "款项"
    formula = "+".join(money(f) for f in owed) + "".join(f"−{money(f)}" for f in less) + f"={money(stated)}" if adds_up else ""
    return Claim(text[: net.end()], money(stated), kind="money", label=label, verb=_verb(first, label),
                 formula=formula), text[net.end():]


#: a divorce asked for ("离婚", "判决原告与被告离婚", "我和他离婚")
DIVORCE_CLAIM = re.compile(r"(?:判决|判令|准予|准许|请求)?(?:原告与被告|原、被告|原被告|我(?:和|跟|与)[^，。；]{1,4})?(?:离婚|解除婚姻关系)")
#: who brings up the child ("儿子归我抚养", "孩子跟我生活", "女儿由原告抚养")
CUSTODY = re.compile(r"(?:儿子|女儿|孩子|小孩|婚生子女|婚生子|婚生女)[^，。；]{0,6}?(?:归|由|跟)(?:我|原告)(?:抚养|生活|带|养|直接抚养)?$")
#: "他也住这里", "就住在那套房子里": the party lives in the premises the story is about
LIVES_THERE = re.compile(r"(?:他|她|业主|被告)?(?:也|就|一直)?住(?:在)?(?:这里|这儿|那里|那儿|里面|这套房子?里?|那套房子?里?|那个房子里?|这个房子里?)")
#: what is said of a party, not of the case: an age guessed, a detail not known ("40多岁，他家住哪不知道": D106)
PARTY_ASIDE = re.compile(r"(?:大概|大约|约|估计|应该)?(?:\d{2}|[二三四五六七八九]十)(?:多)?岁(?:左右|上下|的样子)?|"
                         r"(?:他|她|对方|被告)?(?:的)?(?:家|家里)?(?:住(?:在)?(?:哪|哪里|哪儿)|住址|地址|电话|生日|出生日期|民族|身份证号?)"
                         r"(?:也|都)?(?:不知道|不清楚|不详|不晓得)")
#: a demand the writer gives up ("违约金不要了", "利息就不主张了", "放弃利息")
WAIVED = re.compile(r"^[^，,。；;\d]{0,8}?(?:就|也|都)?(?:不要了|不要|不主张了?|不用了|算了|免了|放弃了?)$|^(?:放弃|不主张|不要求?)(?:主张)?(?:违约金|利息|滞纳金|赔偿金)")
#: the couple's property divided ("要求分割", "房子一人一半")
SPLIT = re.compile(r"分割|平分|一人一半|对半分")
#: a sum owed for each month or year: child support and its kin ("他每个月给3000元抚养费")
EACH_PERIOD = re.compile(r"每(?:个)?月|按月|每年|按年")
SUPPORT = re.compile(r"抚养费|赡养费|扶养费|生活费")
#: a penalty named alone, its terms in the clauses after it ("还有违约金，按合同从…开始算，每天160元")
PENALTY_ALONE = re.compile(r"(?:还有|另外|以及|再加上?|还要|另|再)?(?:按(?:合同|约定))?(?:赔偿?|支付|付|要)?(?:我们?|原告)?(?:逾期)?(?:付款|交付|还款)?"
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
    for clause in re.split(r"[，,；;\n]|(?<=[元）)])\s*(?:并|以及|及|和|and)(?=.*?(?:利息|诉讼费|\d))|\s+and\s+(?=pay\s+诉讼费|诉讼费)", text):
        clause = re.sub(r"^[（(]?\d{1,2}\s*[.、．)）]\s*(?!\d)", "", clause.strip())  # "2.支付逾期付款违约金" (D97): a list's number
        clause = CLAIM_LEAD.sub("", clause.strip("。")).replace(INNER_COMMA, "，")
        if not clause:
            continue
        if WAIVED.search(clause):  # "违约金不要了" (D103): a demand given up is no claim
            continue
        if COSTS.search(clause):
            claims.append(Claim(clause, kind="costs"))
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
        if MOVE_OUT.match(clause):
            claims.append(Claim(clause, kind="other", label="腾退"))
            continue
        if OTHER_ACTION.search(clause):
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
    return claims


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
