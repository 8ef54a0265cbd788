"""A message in the one form every kept value is checked against: ISO dates as 年月日, 号 dates as 日,
块/万 amounts as 元, full-width digits and emoji out, a two-digit year with its century, and the
English a user writes (labels, sums, names glossed in Chinese) as the Chinese a complaint uses.

The reader (`core.complaint.reader`) and the claims it finds (`core.complaint.claim_reader`) keep
only substrings of this form, so nothing in a complaint is invented.
"""

from __future__ import annotations

import re

from core.complaint import extract as ex
from index.common.text import HAN, chinese_to_int

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
    text = re.sub(r"精神(?:损失费|损害费|赔偿金|赔偿费|抚慰金|损失赔偿金?|损失)", "精神损害抚慰金", text)  # as 民法典 第一千一百八十三条 names it (D98)
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
