"""The intake: free text in, one question at a time for what is still missing, a card to confirm.

Any message may carry any element (a whole case pasted at once, details over several messages,
answers in plain words): `reader` finds them, this module assigns each to its party and role and
keeps only values found in the user's own words. Corrections name what they change ("电话写错了，
应该是…" goes to the party last talked about, "被告是王五不是李华" renames, "再加一个被告…" adds one)
and the reply says what changed. When nothing is missing the confirmation card is shown (parties,
claims with their arithmetic, facts, evidence, the court and its rule); "确认" drafts. "还缺什么"
lists what is missing; a refusal marks the element declined and says what that costs. State is
plain JSON (kept in the chat state in the store), so an intake survives restarts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from datetime import date

from core.complaint import english as en
from core.complaint import extract as ex
from core.complaint import propose as pr
from core.complaint import claim_reader as cr
from core.complaint import reader as rd
from core.complaint import relative_dates
from core.complaint.card import card_text
from core.complaint.checks import placeholders
from core.complaint.claims import (agreed_penalty, figure_told, implied_daily_penalty, implied_difference, implied_monthly,
                                   implied_product, implied_rent, implied_sum, money, owed_rent, yuan)
from core.complaint.elements import FIELD_LABELS, GUARDIAN_FIELDS, Elements, EvidenceItem, Party
from core.complaint.courts import basic_court, division
from core.complaint.jurisdiction import AGREED, ARBITRATION_FIRST, arbitrated, check_choice, detect_dispute, propose, property_place
from core.complaint.normalize import normalize
from index.common.text import HAN, chinese_to_int

QUESTIONS = {
    "party": "请提供{who}的信息。自然人：姓名、性别、出生日期、民族、住址、联系方式；单位：名称、住所地、法定代表人及其职务。",
    "field": "请提供{what}。",
    "guardian": "{who}未满十八周岁，须由法定代理人（父母等监护人）代为诉讼（民事诉讼法第六十条）：请提供法定代理人的姓名、"
                "与{who}的关系、性别、出生日期、民族、住址、联系方式。",
    "claims": "请列出诉讼请求（每项一行，写明金额；主张利息的，写明本金、利率和起算日期，如“自2022年3月1日起按年利率6%计算”）。",
    "facts": "请陈述事实和理由：何时、何地、发生了什么（如借款日期、金额、约定、对方违约的情况）。",
    "evidence": "请列出证据和证据来源（如“借条一份，来源：原告持有”）；有证人的，写明证人姓名和住所。",
    "date": "请提供起诉日期（如2024年5月10日，或回复“今天”）。",
    "claims.basis": "诉讼请求中的金额在事实和理由里没有出现：请说明它是怎么来的（如“合同价8万元，已付5万元，只完成了不到一半”），"
                    "我会写进事实和理由；说不清的，回复“不清楚”，按您主张的金额起草。",
    "claims.amount": "请写明诉讼请求的金额（如“租金12960元”）；如需按单价、面积和月数计算，请一并写明。",
    "claims.interest": "利息从哪天起算、按什么利率计算？（如“自2025年3月1日起按一年期LPR计算”；约定了利率的写明约定的利率）"
                       "说不清的，回复“不清楚”。",
}

COSTS = {
    "address": "没有住址（住所地），法院难以送达，也无法据此确定管辖，立案时会被要求补正",
    "phone": "没有联系方式，法院无法及时联系该当事人，立案时可能被要求补正",
    "birth": "缺少出生日期，法院难以确认当事人身份，立案时可能被要求补正",
    "gender": "缺少性别，当事人身份信息不完整，立案时可能被要求补正",
    "ethnicity": "缺少民族，当事人身份信息不完整，立案时可能被要求补正",
    "name": "没有姓名（名称），无法确定当事人，起诉状不能提交",
    "representative": "缺少法定代表人（分支机构为负责人），单位当事人信息不完整，立案时会被要求补正",
    "title": "缺少法定代表人（分支机构为负责人）的职务，单位当事人信息不完整，立案时可能被要求补正",
    "evidence": "没有列明证据，原告可能承担举证不能的不利后果",
    "date": "起诉状没有落款日期，提交前须手写补上",
    "court": "没有受诉法院，起诉状无法提交",
    "claims": "没有诉讼请求，无法起草起诉状",
    "basis": "事实和理由没有说明金额的来历，法院会要求原告释明，主张的金额可能得不到全部支持",
    "amount": "诉讼请求没有写明金额，法院无法确定诉讼标的，立案时会被要求补正",
    "interest": "利息没有起算日期和利率，法院无法计算，立案时可能被要求补正，该项请求也可能得不到支持",
    "facts": "没有事实和理由，无法起草起诉状",
    "guardian": "未成年人须由法定代理人代为诉讼，起诉状没有法定代理人，法院会要求补正",
    "plaintiff": "没有原告，无法起草起诉状",
    "defendant": "没有明确的被告，起诉不符合受理条件（民事诉讼法第一百二十二条）",
}
#: Elements without which no complaint can be drafted: a refusal is answered, not recorded.
REQUIRED = ("claims", "facts")

#: A birth date known only to the year or month, given when the full date was asked for.
PARTIAL_BIRTH = re.compile(r"(?:19|20)\d{2}年(?:\d{1,2}月)?")


#: An answer to the question for a representative's title that names the title in a sentence: "陈国栋是总经理", "职务是董事长".
SAID_TITLE = re.compile(rf"(?:[\u4e00-\u9fff]{{0,6}}?(?:的职务)?(?:是|为|任|担任)|职务(?:是|为)?[:：]?)\s*({ex.TITLES})")
#: A bare answer to the question for an organisation's representative: a name, and the title after it ("李明，总经理").
BARE_REPRESENTATIVE = re.compile(rf"(?:法定代表人|法人代表|法人)?(?:是|叫)?(?P<name>[{HAN}·]{{2,4}}?)"
                                 rf"(?:[，,、\s]+(?:职务(?:是|为)?)?(?P<title>{ex.TITLES}))?")


def bare_representative(text: str) -> dict[str, str]:
    """The representative (and title) a bare answer gives, or {} when it gives none ("不知道" is no name)."""
    bare = BARE_REPRESENTATIVE.fullmatch(text.strip().rstrip("。"))
    if ex.declines(text) or bare is None or rd.name_after_role(bare.group("name")) != bare.group("name"):
        return {}
    return {"representative": bare.group("name")} | ({"title": bare.group("title")} if bare.group("title") else {})


#: The child lives with the writer: "跟我生活", "和我一起住".
LIVES_WITH_WRITER = re.compile(r"(?:跟|和|随|与)我(?:一起)?(?:生活|住|居住)")


#: How many of a document an item lists ("送货单8张", "对账单一份"): not part of which document it is.
_COUNT = re.compile(r"(?:\d{1,3}|[一二两三四五六七八九十]{1,3})(?:张|份|页|本|组|段|条|个)$")


def one_per_document(items: list[EvidenceItem]) -> list[EvidenceItem]:
    """The items with a document named twice listed once, by its fuller name: "有收据" told with the story and "定金收据" in the
    list (D94), "有发票" and "大衣发票" in one message (D139); "有他们项目经理签字的送货单" and "送货单8张" (D158) are one
    document too, kept with the count: "他们项目经理签字的送货单8张"."""
    kept = list(items)
    for item in items:
        core = _COUNT.sub("", item.text)
        fuller = next((other for other in kept if other is not item and not (other.witness or item.witness)
                       and (named := _COUNT.sub("", other.text)) != core and named.endswith(core)), None)
        if fuller is None:
            continue
        kept.remove(item)
        if core != item.text and not _COUNT.search(fuller.text):
            kept[kept.index(fuller)] = replace(fuller, text=fuller.text + item.text[len(core):])
    return kept


@dataclass
class IntakeState:
    elements: Elements = field(default_factory=Elements)
    asked: str = ""
    status: str = "intake"  # intake | card (the confirmation card is shown) | arbitration
    turns: int = 0
    focus: str = ""  # the party the conversation was last about ("defendant.0"): where "电话写错了" goes
    language: str = "zh"  # "en" once the user writes English: the intake's own words follow
    partial: dict[str, str] = field(default_factory=dict)  # an address key -> what was said of it without its 市/区 (D46)

    def to_dict(self) -> dict:
        return {"elements": self.elements.to_dict(), "asked": self.asked, "status": self.status, "turns": self.turns,
                "focus": self.focus, "language": self.language, "partial": dict(self.partial)}

    @classmethod
    def from_dict(cls, data: dict | None) -> "IntakeState":
        data = data or {}
        return cls(Elements.from_dict(data.get("elements")), data.get("asked", ""), data.get("status", "intake"),
                   data.get("turns", 0), data.get("focus", ""), data.get("language", "zh"), dict(data.get("partial") or {}))

    def restore(self, data: dict) -> None:
        """Back to `data` (this state's `to_dict()` before a message), in place: the caller's object stays."""
        vars(self).update(vars(IntakeState.from_dict(data)))


@dataclass
class Step:
    text: str
    ready: bool = False  # every element is in (or declined): draft now
    arbitration: bool = False
    changed: list[str] = field(default_factory=list)
    proposed: pr.Proposed | None = None  # the model's proposals for this message (one call), when it was asked


#: An age guessed, not a birth date: "四十岁左右", "大概40岁", "五十多岁".
GUESSED_AGE = re.compile(r"(?P<age>(?:大概|大约|约|差不多)?[一二三四五六七八九十\d]{1,3}(?:多|来)?岁(?:左右|上下|出头)?)")
#: "按你建议的", "你定吧": the user leaves the choice to the desk.
ACCEPTING = re.compile(r"按你(?:的)?(?:建议|说|推荐)|听你的|你(?:来)?定|你看着办|都行|随便")
#: What a user says of a field they cannot give: "王芳电话不知道", "他的住址不清楚".
UNKNOWN_WORDS = "不知道|不清楚|不详|没有|未知|不晓得"


def question_for(elements: Elements, key: str) -> str:
    if key == "court":
        proposal = propose(elements)
        return proposal.needs or "请告诉我受诉法院的名称（如“杭州市拱墅区人民法院”）。"
    if key == "card":
        return card_text(elements)
    if key in QUESTIONS:
        return QUESTIONS[key]
    if key.endswith(".guardian"):
        return QUESTIONS["guardian"].format(who=elements.describe(key.rsplit(".", 1)[0]).removesuffix("的身份信息"))
    if key.count(".") == 1:
        return QUESTIONS["party"].format(who=elements.describe(key).removesuffix("的身份信息"))
    return QUESTIONS["field"].format(what=elements.describe(key))


def missing_text(elements: Elements) -> str:
    open_keys, declined = elements.open_questions(), [k for k in elements.missing() if k in elements.declined]
    if not open_keys and not declined:
        return "所有要素都已齐备。"
    lines = []
    if open_keys:
        lines.append("还缺：" + "、".join(elements.describe(k) for k in open_keys) + "。")
    if declined:
        lines.append("您选择不提供：" + "、".join(elements.describe(k) for k in declined) + "（起诉状中将标明“未提供”）。")
    return "\n".join(lines)


def cost_of(key: str) -> str:
    return COSTS.get(key.split(".")[-1], COSTS.get(key.split(".")[0], "该要素缺失，起诉状不完整"))




#: A correction of the story: "是2024年1月1日签的，不是2023年", "应该是6000元，不是5000元" (what is right, what was said)
FACT_FIX = re.compile(r"(?:是|为|应该是|应为)\s*([^，,。；]*?\d[^，,。；]*?)[，,]\s*(?:而)?不是\s*([^，,。；]+)")

#: The court declined when no defendant's address is known (D75): what the client can do, and the mark it leaves.
UNKNOWN_COURT = ("被告住址不明，无法依照民事诉讼法第二十二条确定被告住所地的管辖法院。可以先凭转账记录请开户银行协助，"
                 "或向法院说明情况，申请法院调查或签发调查令，查明被告的身份信息和住址；起诉状中受诉法院将标明“未提供”，"
                 "查明后补上再提交。\n")
UNKNOWN_COURT_EN = ("The defendant's address is unknown, so no court can be fixed by the defendant's domicile (Civil Procedure "
                    "Law art. 22). The bank may help, or the court can be asked to investigate or issue an investigation order "
                    "to find the defendant's identity and address; the court is marked as not provided until then.\n")
#: A job at a business: the one sued by name may own it (a 用人单位 behind them), so wages owed go to arbitration first.
EMPLOYED = re.compile(r"入职|上班|员工|公司|单位|工厂|厂里|店里|门店|工地|签了劳动合同|劳动合同|社保")
#: Words that say a message corrects something said before.
CORRECTION_WORDS = r"写错|搞错|打错|填错|应该是|应为|改为|改成|更正"
#: A message that opens by saying something said before was wrong ("刚才说错了，…", "不对，是…").
FIX_LEAD = re.compile(r"^(?:刚才|前面|上面)?(?:说错了|写错了|搞错了|记错了|打错了|不对|错了|更正(?:一下)?)[，,。！!：:\s]*")
#: interest said to run from the loan itself ("从借钱那天起", "自借款之日起")
SINCE_LOAN = re.compile(r"(?:从|自)(?:借钱|借款|出借|借给他|借给她|转账)(?:的)?(?:那天|当天|之日|那日|时)")
#: a sum the user says they worked out ("按每月2000算是1333元", "算下来一共4800元")
RECKONED = re.compile(r"(?:算是|算下来(?:是|一共|共)?|算出来(?:是)?|应退|应该退|应付|应该是)\s*(\d+(?:\.\d+)?\s*元)[。.]?\s*$")
FIX_TAIL = re.compile(r"[，,]\s*(?:我|刚才)?(?:说错了|写错了|搞错了|记错了|打错了)[。！!]?$")
#: the words that say which event a date belongs to
EVENT_WORDS = r"合同|协议|签|借|买|购|租|还|付|转|交|撞|结婚|出生|入职|离职|到期"

#: An answer to an address question that opens by saying the party's home is unknown.
UNKNOWN_HOME = re.compile(r"^(?:我|我们)?(?:也)?(?:不知道|不清楚|不晓得|没有|不详)(?:他|她|对方|被告|他们)?(?:家)?(?:住(?:在)?(?:哪|哪里|哪儿)|的?住址|家在哪)")


WORDS_TO_DRAFT = ("生成", "出稿", "起草吧", "开始起草", "完成", "确认", "确认无误", "没问题", "可以", "对", "好", "好的",
                  "是", "是的", "行", "yes", "ok", "confirm")


def _group(elements: Elements, role: str) -> list[Party]:
    return elements.plaintiffs if role == "plaintiff" else elements.defendants


def _key(elements: Elements, party: Party) -> str:
    return elements.party_key(party)


class Intake:
    """Reads one message into the state and says what to ask next (or shows the card)."""

    def __init__(self, today: date, proposer: pr.Proposer | None = None) -> None:
        """`proposer`: the chat model that proposes party fields the rules left empty (`read`)."""
        self.today, self.proposer = today, proposer

    @property
    def today_text(self) -> str:
        """Today as a complaint writes a date: "2026年12月4日"."""
        return f"{self.today.year}年{self.today.month}月{self.today.day}日"

    def start(self) -> tuple[IntakeState, str]:
        state = IntakeState()
        state.asked = "plaintiff.0"
        intro = ("开始起草民事起诉状。您可以把案情一次性发给我（双方是谁、发生了什么、要求什么、有哪些证据），"
                 "也可以逐项回答；随时可以更正（如“被告电话写错了，应该是…”），或问“还缺什么”；/cancel 取消。\n")
        return state, intro + question_for(state.elements, state.asked)

    async def read(self, state: IntakeState, text: str) -> Step:
        """`handle`; then, with a proposer, when the rules left a party field open that the message may
        state, the model proposes the parties' fields and the message is read again with them: the rules
        first, a checked proposal only for a field still empty (`propose.kept`)."""
        before = state.to_dict()
        step = self.handle(state, text)
        normalized = normalize(text)
        if self.proposer is None or step.arbitration or step.ready or not pr.worth_asking(state.elements, normalized):
            return step
        proposed = await self.proposer.propose(normalized, state.elements, before.get("asked", ""))
        if not proposed.proposals:
            step.proposed = proposed
            return step
        state.restore(before)
        step = self.handle(state, text, proposed)
        step.proposed = proposed
        return step

    def handle(self, state: IntakeState, text: str, proposed: pr.Proposed | None = None) -> Step:
        """One message read by the rules; `proposed`: the model's proposals, filling what they left empty."""
        elements, raw = state.elements, text.strip()
        state.turns += 1
        text = normalize(raw)
        if ex.asks_missing(text) and len(text) <= 20:
            return Step(missing_text(elements) + "\n" + self._next(state))
        if state.status == "card" and text.strip("。!！ ").lower() in WORDS_TO_DRAFT:
            elements.court_confirmed = True
            state.asked = ""
            return Step("", ready=True)
        elements.said.append(text)
        elements.received.append(self.today.isoformat())
        if en.is_english(raw):
            state.language = "en"
        elif re.search(rf"[{HAN}]{{6,}}", raw) and not re.search(r"[A-Za-z]{3,}", raw):
            state.language = "zh"
        changed: list[str] = []
        notes: list[str] = []
        if state.asked.endswith(".address") and UNKNOWN_HOME.match(text.strip()):
            # "不知道他住哪，只知道他出租的房子在…": the place named is not where he lives (D24)
            return self._declined(state, text)
        self._read(state, text, changed, notes)
        if proposed is not None:
            self._fill(state, text, proposed, changed, notes)
        self._unknown_fields(elements, text, notes, state.language == "en", self._party_of(elements, state.focus or ""))
        self._same_compound(state, changed, notes)
        self._whole_addresses(state)
        if not changed and not notes and ex.declines(text) and state.asked and state.asked != "card":
            return self._declined(state, text)
        elements.dispute = detect_dispute(elements) or elements.dispute
        if elements.dispute == "抚养费纠纷":
            self._child_sues(elements, changed)
        if elements.dispute and elements.dispute != "民间借贷纠纷":
            for claim in elements.claims:  # "还我3万元" in a partnership (D134) is no loan's principal
                if claim.label == "借款本金" and "借" not in claim.text:
                    claim.label, claim.verb = "款项", "支付"
        # wages owed are a 劳动争议 for arbitration first only when an employer owes them: decided once the story
        # and the one sued are told ("她欠我工资不给" opened D49, a household's nanny, and ended the draft at once)
        named = [d for d in elements.defendants if d.name]
        if elements.dispute == "劳动争议" and named and all(d.kind == "person" for d in named) \
                and not EMPLOYED.search(elements.facts):
            # a natural person is no 用人单位 (劳动合同法 第二条): wages a household or a person owes are a 劳务 debt (D49,
            # n43), unless the story tells of a job at a business the user names by its owner ("入职被告处")
            elements.dispute = "劳务合同纠纷"
        if elements.dispute == "劳动争议" and elements.facts and named and not arbitrated(elements.facts + "".join(elements.said)):
            state.status = "arbitration"
            return Step(ARBITRATION_FIRST, arbitration=True, changed=changed)
        self._court(elements, notes)
        english = state.language == "en"
        prefix = en.acknowledge(elements, changed, notes) if english else self._acknowledge(elements, changed, notes)
        if not elements.open_questions():
            state.status, state.asked = "card", "card"
            return Step(prefix + (en.CARD_HEADER + "\n" if english else "") + card_text(elements), changed=changed)
        state.status = "intake"
        question = self._next(state)
        if english and state.asked in state.partial:
            question = (f"The {en.describe(elements, state.asked)} “{state.partial[state.asked]}” has no city and district: "
                        "please give it whole, in Chinese (the court serves papers and takes jurisdiction by it).")
        elif english:
            question = en.question(elements, state.asked)
        return Step(prefix + question, changed=changed)

    # -- reading -------------------------------------------------------------------------------

    def _read(self, state: IntakeState, text: str, changed: list[str], notes: list[str]) -> None:
        elements, asked = state.elements, state.asked
        today_word = ex.says_today(text) or re.fullmatch(r"today\.?", text.strip(), re.I)
        # "上个月15号", "从5月12号开始算" (this message, the last said): the day it is, as a complaint writes it
        text = relative_dates.conversation(elements.said, elements.received)[-1][0]
        day = ex.first_date(text)
        dated = re.match(r"^(?:起诉日期|落款日期|日期)\s*(?:是|为|[:：])?\s*", text)
        only_a_day = re.fullmatch(rf"{ex.DATE}|today", text.strip("。 "), re.I)
        if (asked == "date" or dated or only_a_day) and len(text) <= 24 and (day or today_word) and not (
                asked.endswith(".birth") and only_a_day):
            elements.date = day or self.today_text
            if today_word:
                notes.append(f"起诉日期按今天记为{elements.date}。")
            changed.append("date")
            return
        if asked.endswith(".birth") and only_a_day and day:
            # "1985年5月6日" alone, answering "请提供原告的出生日期" (D168, session 53), was filed as a fact of the story
            text = f"{text.strip('。 ')}出生"
        renamed = rd.rename(text)
        if renamed:
            role, new, old = renamed
            group = _group(elements, role) if role else elements.parties()
            party = next((p for p in group if p.name == old), None)
            if party is None and role and len(group) == 1:
                party = group[0]
            orgs = [p for p in elements.parties() if p.kind == "org" and p.name]
            if party is None and not old and rd.org_name(new) == new and len(orgs) == 1:
                party, old = orgs[0], orgs[0].name  # "店名说错了，营业执照上是…" (D86): the one organisation, renamed
            if party is not None:
                party.name = new
                elements.facts = elements.facts.replace(old, new)  # "我借钱给张建国" in the story told before (D59)
                for claim in elements.claims:
                    claim.text = claim.text.replace(old, new)
                changed += [f"{_key(elements, party)}.name", "corrected"]
                state.focus = _key(elements, party)
                return
        fix = rd.correction(text)
        if fix and not re.search(r"诉讼请求|请求|要求|事实", text[:6]):
            role, index, name, value = fix
            holders = [p for p in elements.parties() if getattr(p, name)]
            # "电话写错了，应该是…" with no side named corrects the one phone given, not the party last spoken
            # of (D38 gave the writer's corrected phone to the company sued)
            party = holders[0] if role is None and len(holders) == 1 else self._target(state, role, index, name)
            if party is None:
                notes.append(f"请说明是哪一方的{FIELD_LABELS[name]}（如“被告的{FIELD_LABELS[name]}应该是…”）。")
                return
            self._set(elements, party, {name: value}, changed, correcting=True, notes=notes)
            state.focus = _key(elements, party)
            return
        if self._fact_corrected(elements, text, changed, notes):
            return
        if re.search(CORRECTION_WORDS, text) and len(text) <= 40 and not re.search(
                r"诉讼请求|请求|要求|法院", text):
            notes.append("我没能确定要更正哪一项：请说明是哪一方的哪个信息（如“被告的电话应该是…”“原告的地址改为…”），"
                         "事实或诉讼请求有误的，请把更正后的整段重新发给我。")
            return
        agreed_forum = ex.AGREED_FORUM.search(text)
        if agreed_forum:
            elements.agreed_forum = ex.agreed_side(agreed_forum)
        named = ex.court_named(text)
        if named and ("法院" in text) and (asked in ("court", "card") or re.search(r"起诉|管辖|就|选|在|去|到|改", text)):
            agreed = bool(re.search(r"约定|协议|合同里写", text))
            elements.court, elements.court_chosen = named, True
            elements.court_reason = "协议管辖" if agreed else "用户选择"
            changed.append("court")
            if len(text) <= 60:  # a message about the court alone; a pasted case goes on being read
                return
        if asked == "court":  # the place the rules need: the flat, the estate, the accident
            place = text.rstrip("。") if rd.is_address(text.rstrip("。")) else re.sub(
                r"^.*?(?:位于|坐落于|坐落在|在|是|为|[:：])\s*", "", text).rstrip("。")
            place = re.sub(r"^(?:在|是)|(?:上|附近|那里|那边)$", "", place)  # "在南京市玄武区珞珈路上"
            if rd.is_address(place):
                elements.place = place
                changed.append("place")
                return
            if ACCEPTING.search(text) and not propose(elements).court:
                # "按你建议的" with nothing proposed yet had been answered "没有找到可以记录的要素" and asked again, in a loop
                notes.append("我还提不出受诉法院：管辖法院要按下面的地点确定，而这些地点我还不知道。")
                return
        if asked == "claims.interest" and self._interest_terms(elements, text):
            changed.append("claims")
            return
        if asked == "claims.amount":
            amount = ex.AMOUNT.search(text)
            missing = next((c for c in elements.claims if c.kind == "money" and not c.amount), None)
            if amount and missing is not None:
                # "医疗费…，共37100元，扣掉已付5000元，要求赔32100元" (D157): the figure asked for is the net, not the first one
                given = [c for c in cr.parse_claims(text) if c.kind == "money" and c.amount]
                missing.amount = given[0].amount if len(given) == 1 else amount.group(1).replace(" ", "")
                missing.formula = given[0].formula if len(given) == 1 else missing.formula
                missing.text += f"（{text}）"
                changed.append("claims")
                return
        focus_party = self._party_of(elements, state.focus)
        # "不知道" ends in 道 like a road: a refusal is never the rest of an address (D34 read "…1602不知道")
        if rd.address_tail(text) and not ex.declines(text) and focus_party is not None and focus_party.address \
                and "号" not in focus_party.address:
            focus_party.address += text.strip().rstrip("。")
            changed.append(f"{state.focus}.address")
            return
        if asked in state.partial and division(text.rstrip("。")) and not re.search(r"[路街道巷弄村号]", text):
            # "上海市闵行区": the division the address said before lacked, put before it
            party = self._party_of(elements, ".".join(asked.split(".")[:2]))
            if party is not None:
                self._set(elements, party, {"address": text.strip().rstrip("。") + state.partial.pop(asked)}, changed,
                          correcting=False)
                return
        if asked.endswith(".address") and rd.is_address(text.rstrip("。")) and not rd.fields(text):
            self._bare_answer(state, text, changed)
            state.partial.pop(asked, None)
            return
        if asked.endswith(".representative") and bare_representative(text):
            # "李明，总经理" (D126): read alone it gave the title and lost the name, and the question came back forever
            self._bare_answer(state, text, changed)
            return
        together = rd.CO_SUING.search("".join(elements.said[:-1]))
        # the side earlier messages named, whom "诊所地址在…" speaks of (D93); not when the writer is a company too
        known = () if any(p.kind == "org" for p in elements.plaintiffs) else \
            tuple((p.name, p.kind or "person") for p in elements.defendants if p.name)
        found = rd.read(text, asked, co_suing=together.group(0) if together else "", known=known)
        if (asked.endswith(".birth") and len(text) <= 30 and not ex.first_date(text) and PARTIAL_BIRTH.search(text)
                and not re.search(rf"(?:{PARTIAL_BIRTH.pattern})\s*(?:借|买|卖|签|租|转|还|付|交|搬|开始|起)", text)  # "2022年5月借的" (D74) is when
                and not any(set(values) - {"birth", "name"} for _, _, values, _ in found.parties)):
            # "只知道是1988年的，具体哪天不清楚": the year is what there is. "周凯也是汉族，1986年出生，电话…"
            # says more than the year, and went here: its ethnicity and phone were lost.
            self._bare_answer(state, text, changed)
            return
        # "干洗店地址是…" read as the writer's (D139) replaced the address the same message gave the writer
        told: dict[int, set[str]] = {}
        for role, index, values, kind in found.parties:
            if role == "guardian":
                self._guardian(elements, values, found, changed)
                continue
            shop = next((p for p in elements.parties() if p.sole_trader and values.get("name") and kind != "org"
                         and p.representative == values["name"]), None)
            if shop is not None:  # "谢晓梅，女，…，电话…" of the shop whose 经营者 she is (D116): the shop's phone, no new party
                self._set(elements, shop, {k: v for k, v in values.items() if k == "phone" and not shop.phone}, changed,
                          correcting=False)
                continue
            party = self._resolve(state, role, index, values, kind)
            if party is None:
                continue
            if index == -2:  # fields no one is named for go to the party talked of, never over what this message said of it
                values = {name: value for name, value in values.items() if name not in told.get(id(party), set())}
                if not (FIX_LEAD.search(text) or re.search(CORRECTION_WORDS, text)):  # "不对，他手机号最后一位是1，…" (D45)
                    values = self._unclaimed(elements, party, values, asked, notes)
            if kind:
                party.kind = kind
            elif values.get("representative"):
                party.kind = "org"
            self._set(elements, party, values, changed, correcting=False, notes=notes)
            told.setdefault(id(party), set()).update(values)
            state.focus = _key(elements, party)
        self._story_defendant(elements, found.others, changed)
        focus = self._party_of(elements, state.focus if not asked.endswith(".address") else asked)
        if focus is not None and not focus.address and elements.place and \
                any(rd.LIVES_THERE.fullmatch(clause) for clause in re.split(r"[，,。；;\s]+", text.strip()) if clause):
            # "尹志平，男，…，就住在那套房子里" (D109): the flat the story placed, said in an earlier message
            self._set(elements, focus, {"address": elements.place}, changed, correcting=False)
        named = {p.name for p in elements.parties()}
        unnamed_orgs = [p for p in elements.parties() if p.kind == "org" and not p.name]
        spare = [org for org in found.orgs if org not in named]
        if len(unnamed_orgs) == 1 and len(spare) == 1:  # 从X公司的网店买了…；他们住所地…
            self._set(elements, unnamed_orgs[0], {"name": spare[0]}, changed, correcting=False)
        if found.facts:
            english = en.told_in_english("。".join(found.facts))
            facts = (". ".join(f.rstrip(".")[:1].upper() + f.rstrip(".")[1:] for f in found.facts) + ". ") if english \
                else "。".join(found.facts) + "。"
            elements.facts = (elements.facts + facts) if elements.facts else facts
            changed.append("facts")
            place = property_place(facts)
            if place and not elements.place:
                elements.place = place
        if found.claims:
            self._claims(elements, cr.parse_claims(found.claims), changed)
        if found.evidence:
            known = {item.text for item in elements.evidence}
            new = [ex.parse_evidence(item)[0] for item in found.evidence if item not in known]
            elements.evidence = one_per_document([*elements.evidence, *new])
            changed.append("evidence")
            if "evidence" in elements.declined:
                elements.declined.remove("evidence")
        elif found.evidence_none and asked == "evidence":
            elements.declined.append("evidence")
            notes.append(f"好的，证据将标明“未提供”。代价：{cost_of('evidence')}。")
        if not elements.place:  # "住的就是我租给她的房子：广州市海珠区…", said in a party's details
            elements.place = property_place(text) or property_place(normalize(text))  # glossed in English (D112)
        self._implied_amounts(elements, text, changed, notes)
        if not changed and asked.split(".")[0] in ("plaintiff", "defendant") and asked.count(".") >= 1:
            self._bare_answer(state, text, changed)
        if not changed and asked in ("facts", "claims.basis") and len(text) >= 8 and not ex.declines(text):
            elements.facts = (elements.facts + text) if elements.facts else text
            changed.append("facts")
        if asked == "claims.basis" and "claims.basis" not in elements.declined:
            elements.declined.append("claims.basis")  # asked once: an explanation joined the facts above
            if not changed:
                notes.append("好的，按您主张的金额起草。代价：" + cost_of("claims.basis") + "。")
        if not changed and asked == "claims.amount" and "claims.amount" not in elements.declined:
            elements.declined.append("claims.amount")
            notes.append("好的，未写明金额的请求将标明“金额未提供”。代价：" + cost_of("claims.amount") + "。")

    @staticmethod
    def _unclaimed(elements: Elements, party: Party, values: dict, asked: str, notes: list[str]) -> dict:
        """The values no one is named for, less those that would write over a different value the party holds when its field
        was not what was asked and the message says no correction: a phone typed alone at the date question had replaced the
        defendant's phone the story gave (D172, session 56). The user is asked whose it is."""
        key = _key(elements, party)
        held = [name for name, value in values.items()
                if getattr(party, name, "") and getattr(party, name) != value and asked != f"{key}.{name}"]
        for name in held:
            notes.append(f"“{values[name]}”是哪一方的{FIELD_LABELS[name]}？{elements.describe(f'{key}.{name}')}已是"
                         f"{getattr(party, name)}，我没有改动；请说明，如“原告的{FIELD_LABELS[name]}是…”。")
        return {name: value for name, value in values.items() if name not in held}

    @staticmethod
    def _guardian(elements: Elements, values: dict, found: rd.Found, changed: list[str]) -> None:
        """"我是他爸爸刘伟，…" (D98): the writer is the 法定代理人 of the child who sues; "跟我住一起" gives the child
        the guardian's address, and a father or mother their gender."""
        ward = next((p for p in elements.plaintiffs if p.kind == "person"), None)
        if ward is None:
            ward = Party("plaintiff", "person")
            elements.plaintiffs.append(ward)
        given = {name: value for name, value in values.items() if name in GUARDIAN_FIELDS}
        gender = {"父亲": "男", "母亲": "女"}.get(given.get("relation", ""))
        ward.guardian.update({**({"gender": gender} if gender else {}), **given})
        same = any(v.get("address") == rd.SAME_ADDRESS for _, _, v, _ in found.parties)
        if not ward.address and same and ward.guardian.get("address"):
            ward.address = ward.guardian["address"]
        changed.append(f"{_key(elements, ward)}.guardian")
        declined = f"{_key(elements, ward)}.guardian"
        if declined in elements.declined:
            elements.declined.remove(declined)

    def _child_sues(self, elements: Elements, changed: list[str]) -> None:
        """Support is the child's to claim (民法典 第一千零六十七条 第一款、第一千零八十五条): a parent who writes of a minor child
        named with its birth ("女儿陈可馨（2018年6月1日出生）跟我生活", D138) brings the suit as the child's 法定代理人."""
        writer = elements.plaintiffs[0] if len(elements.plaintiffs) == 1 else None
        child = ex.CHILD_BORN.search(elements.facts)
        if writer is None or writer.kind != "person" or writer.guardian or child is None or writer.name == child.group(2):
            return
        kin, name, born = child.groups()
        ward = Party("plaintiff", "person", name=name, gender="男" if kin == "儿子" else "女", birth=born,
                     address=writer.address if LIVES_WITH_WRITER.search(elements.facts) else "")
        if not ward.minor_on(self.today):
            return  # a child of age sues in their own name
        relation = {"男": "父亲", "女": "母亲"}.get(writer.gender, "")
        fields = {"name": writer.name, "relation": relation, "gender": writer.gender, "birth": writer.birth,
                  "ethnicity": writer.ethnicity, "address": writer.address, "phone": writer.phone}
        ward.guardian = {key: value for key, value in fields.items() if value}
        elements.plaintiffs[:] = [ward]
        changed.append(f"{_key(elements, ward)}.guardian")

    @staticmethod
    def _story_defendant(elements: Elements, others: list[tuple[str, str]], changed: list[str]) -> None:
        """"我借给同事刘洋5万元", "我和X公司签了合同", "借给韩涛和他老婆罗敏": the parties the story names as
        the other side are the defendants, when no defendant has a name yet (the fields said of 他/该公司
        are already on the first)."""
        known = {p.name for p in elements.parties()}
        for insurer in [name for name, kind in others if kind == "org" and "保险" in name and name not in known]:
            if any(p.name for p in elements.defendants):  # the vehicle's insurer answers beside the driver (民法典 1213)
                party = Party("defendant", "org")
                elements.defendants.append(party)
                Intake._set(elements, party, {"name": insurer}, changed, correcting=False)
        if not others or any(p.name for p in elements.defendants):
            return
        plaintiffs = {p.name for p in elements.plaintiffs}
        for index, (name, kind) in enumerate(o for o in others[:3] if o[0] not in plaintiffs):
            if index >= len(elements.defendants):
                elements.defendants.append(Party("defendant", kind))
            party = elements.defendants[index]
            party.kind = kind
            Intake._set(elements, party, {"name": name}, changed, correcting=False)

    @staticmethod
    def _implied_amounts(elements: Elements, text: str, changed: list[str], notes: list[str]) -> None:
        """A claim without an amount whose parts the user stated (单价 × 面积 × 月数): computed, shown; a
        stated amount the parts give is shown with its formula."""
        Intake._agreed_penalty(elements, changed, notes)
        for claim in elements.claims:
            if claim.kind != "money" or claim.formula or claim.periodic:
                continue
            multiple = re.search(r"(\d+|[二三四五六七八九十两双])倍", claim.text)  # 双倍返还定金 (第五百八十七条) too
            paid = [c for c in elements.claims if c.kind == "money" and c.amount and "倍" not in c.label]
            if multiple and not claim.amount and len(paid) == 1 and yuan(paid[0].amount) is not None:
                # "退5200元，再按欺诈赔我三倍" (D35): three times the one price claimed back, computed and shown
                times = _times(multiple.group(1))
                claim.amount, claim.formula = money(yuan(paid[0].amount) * times), f"{money(yuan(paid[0].amount))}×{times}"
                changed.append("claims")
                notes.append(f"{claim.label or '赔偿金'}按{claim.formula}计算为{claim.amount}，请在确认时核对。")
                continue
            if multiple and claim.amount and yuan(claim.amount) is not None:  # "赔偿三倍车款204000元" = 68000元×3
                times = _times(multiple.group(1))
                bases = [yuan(a) for a in ex.AMOUNT.findall(elements.facts) if yuan(a)]
                base = next((b for b in bases if b * times == yuan(claim.amount)), None)
                if base is not None:
                    claim.formula = f"{money(base)}×{times}"
                    continue
            difference = implied_difference(claim.amount, elements.facts + " " + claim.text) if claim.amount else None
            if difference is not None:  # "付了96000元…做完的部分值45000元，所以应该退51000元"
                claim.formula, smaller = difference
                reason = next((c for c in re.split(r"[，,；;。]", claim.text) if smaller in normalize(c)), "")
                if smaller not in elements.facts and reason:  # the user's reason for the figure is a fact
                    elements.facts += reason + "。"
                    changed.append("facts")
                continue
            added = implied_sum(claim.amount, elements.facts) if claim.amount else None
            if added is not None:  # "地板花了12000元，天花板花了6600元" and a claim of 18600元 (D34)
                claim.formula = added
                continue
            counted = implied_product(claim.amount, elements.facts + " " + claim.text) if claim.amount else None
            if counted is not None:  # "每套进价215元" and "20套茶具的损失4300元" (D131)
                claim.formula = counted
                continue
            daily = implied_daily_penalty(claim.amount, elements.facts + " " + claim.text) if claim.amount else None
            if daily is not None:  # "逾期一天按总价的千分之一……晚了77天" and 违约金9240元 (D144)
                claim.formula = daily
                continue
            monthly = implied_monthly(claim.amount, elements.facts + " " + claim.text) if claim.amount else None
            if monthly is not None:  # "每月15日前给1500元抚养费" and "2025年1月至2026年11月…34500元" (D138)
                claim.formula = monthly
                continue
            reckoned = RECKONED.search(normalize(text))
            if not claim.amount and claim.label and claim.label in text and reckoned and \
                    sum(1 for c in elements.claims if c.kind == "money" and not c.amount) == 1:
                # "房租交到11月30号，我11月10号搬走，剩下20天，按每月2000算是1333元" (D96): the one sum the user worked
                # out for the one claim without a figure is that claim's
                claim.amount = money(yuan(reckoned.group(1)))
                changed.append("claims")
                notes.append(f"{claim.label}按您的计算记为{claim.amount}，请在确认时核对。")
                continue
            told = None if claim.amount else owed_rent(claim.label, elements.facts)
            if told is not None:  # "每月租金3500元……三个月都欠着" (D164): the rent owed, computed and shown
                claim.amount, claim.formula = told
                changed.append("claims")
                notes.append(f"{claim.label}按{claim.formula}计算，请在确认时核对。")
                continue
            figure = None if claim.amount else figure_told(claim.label, elements.facts)
            if figure is not None:  # "修理报价4200元" for "赔修理费" (D164)
                claim.amount = figure
                changed.append("claims")
                notes.append(f"{claim.label}按您说的记为{figure}，请在确认时核对。")
                continue
            implied = implied_rent(elements.facts + " " + text)
            if implied is None:
                continue
            if claim.amount:
                if yuan(claim.amount) == implied[0]:
                    claim.formula = implied[1]
                continue
            claim.amount, claim.formula = money(implied[0]), implied[1]
            changed.append("claims")
            notes.append(f"{claim.label or '请求'}金额按您给出的单价、面积和月数计算：{claim.formula}，请在确认时核对。")
            if "claims.amount" in elements.declined:
                elements.declined.remove("claims.amount")

    @staticmethod
    def _agreed_penalty(elements: Elements, changed: list[str], notes: list[str]) -> None:
        """A penalty claimed "按合同" without its terms takes the contract's daily rate the facts tell, and its start
        the day after the day due; with the day done told too, it is a sum, computed and shown (D148: claimed at the
        LPR from the filing day instead, on a sum the contract never named)."""
        claim = next((c for c in elements.claims if c.kind == "interest" and not c.rate and re.search(r"违约金", c.label)), None)
        agreed = agreed_penalty(elements.facts) if claim is not None else None
        if claim is None or agreed is None:
            return
        changed.append("claims")
        if agreed.amount is not None and not claim.since:
            claim.kind, claim.interest, claim.amount, claim.formula = "money", False, money(agreed.amount), agreed.formula
            notes.append(f"{claim.label}按合同约定（{agreed.rate}）计算：自{agreed.since}起逾期{agreed.days}天，"
                         f"{agreed.formula}，请在确认时核对。")
            return
        claim.rate, claim.since = agreed.rate, claim.since or agreed.since
        claim.text += f"（合同约定{agreed.rate}）"  # "总价" in the claim: the share runs on the contract's price (base_of)
        notes.append(f"{claim.label}按合同约定的{agreed.rate}计算" + (f"，自{claim.since}起算" if claim.since else "")
                     + "，请在确认时核对。")

    @staticmethod
    def _same_compound(state: IntakeState, changed: list[str], notes: list[str]) -> None:
        """A neighbour who "也住这个小区3栋1602" lives in the user's compound: the address is written out from the
        user's own (the court needs it whole), and the user is told to check it (D34). Also when the story told it
        before the user's own address and it was kept aside to be asked for whole (`_whole_addresses`; D119's
        "住在我隔壁1602" was asked for again after the user's address had come)."""
        elements, english = state.elements, state.language == "en"
        for party in elements.parties():
            key = _key(elements, party) + ".address"
            said = party.address or state.partial.get(key, "")
            neighbour = next((p.address for p in elements.plaintiffs if p is not party and p.address), "")
            whole = rd.in_same_compound(said, neighbour) if said else ""
            if whole:
                notes.append(f"The {en.describe(elements, key)} is written out from the plaintiff's as “{whole}”: please "
                             "check it on the card." if english else
                             f"{elements.describe(key)}“{said}”按原告住址所在小区写为“{whole}”，请在确认时核对。")
                party.address = whole
                state.partial.pop(key, None)
                changed.append(key)

    @staticmethod
    def _fact_corrected(elements: Elements, text: str, changed: list[str], notes: list[str]) -> bool:
        """"不对，合同是2024年1月1日签的，不是2023年" (D52): the date (or sum) of the facts the correction names is
        replaced there, and said; False when the message corrects no date or sum the facts hold once."""
        said = FACT_FIX.search(text)
        if not elements.facts:
            return False
        if said is None:
            return Intake._fact_date_corrected(elements, text, changed, notes) or \
                Intake._fact_sum_corrected(elements, text, changed, notes)
        right, wrong = said.group(1), said.group(2).strip("。 ").replace(" ", "")
        new_day, new_sum = ex.first_date(right), ex.AMOUNT.search(right)
        if new_day:
            old = [d for d in dict.fromkeys(ex.all_dates(elements.facts)) if d.startswith(wrong) or wrong.startswith(d)]
            new = new_day
        elif new_sum and ex.AMOUNT.fullmatch(wrong):
            old, new = [wrong] if wrong in elements.facts else [], new_sum.group(1).replace(" ", "")
        else:
            return False
        return Intake._replaced_in_facts(elements, old, new, changed, notes)

    @staticmethod
    def _replaced_in_facts(elements: Elements, old: list[str], new: str, changed: list[str], notes: list[str]) -> bool:
        """The one value `old` names, said once in the facts, replaced by `new` and said so; False otherwise."""
        if len(old) != 1 or elements.facts.count(old[0]) != 1:
            return False
        elements.facts = elements.facts.replace(old[0], new)
        changed.append("facts")
        notes.append(f"已更正：事实和理由中的“{old[0]}”改为“{new}”。")
        return True

    @staticmethod
    def _fact_date_corrected(elements: Elements, text: str, changed: list[str], notes: list[str]) -> bool:
        """"刚才说错了，合同是2025年4月12日签的" (D73): a correction with the right date only. The one date of the facts
        said as precisely, in a sentence sharing the correction's word for the event (签, 借, 合同…), is replaced."""
        if not FIX_LEAD.match(text):
            return False
        new = ex.first_date(text) or (re.search(r"\d{4}年\d{1,2}月(?!\d)", text) or [""])[0]
        if not new:
            return False
        pattern = ex.DATE if re.fullmatch(ex.DATE, new) else r"\d{4}年\d{1,2}月(?!\d)"
        words = set(re.findall(EVENT_WORDS, text))
        sentences = re.split(r"[。；;\n]", elements.facts)
        old = list(dict.fromkeys(d for sentence in sentences for d in re.findall(pattern, sentence)
                                 if d != new and (not words or words & set(re.findall(EVENT_WORDS, sentence)))))
        return Intake._replaced_in_facts(elements, old, new, changed, notes)

    @staticmethod
    def _fact_sum_corrected(elements: Elements, text: str, changed: list[str], notes: list[str]) -> bool:
        """"不对，押金是3500，我记错了" (D96): a correction that names a sum by its noun; the one other sum the facts
        give that noun is replaced."""
        if not (FIX_LEAD.match(text) or FIX_TAIL.search(text)):
            return False
        said = re.search(rf"({'|'.join(cr.LABELS)})(?:其实|应该|应当)?(?:是|为|有)?\s*(\d+(?:\.\d+)?)\s*(万)?(?:元|块)?", text)
        if not said:
            return False
        noun, figure = said.group(1), said.group(2) + (said.group(3) or "")
        new = figure + "元"
        old = list(dict.fromkeys(m.group(1) for m in re.finditer(rf"{noun}[^，,。；;\d]{{0,4}}?(\d+(?:\.\d+)?万?元?)", elements.facts)
                                 if m.group(1).removesuffix("元") != figure))
        return Intake._replaced_in_facts(elements, old, new, changed, notes)

    @staticmethod
    def _whole_addresses(state: IntakeState) -> None:
        """An address without its city and district ("我们小区新镇路1188弄12号801") can be neither served at nor
        placed under a court: it is kept aside and asked for whole, first and once (`_next`); an answer of the division alone
        ("上海市闵行区") is put before it, and a refusal keeps it as said (D46)."""
        elements = state.elements
        for party in elements.parties():
            key = f"{_key(elements, party)}.address"
            if not party.address or key in elements.declined or party.address == rd.SAME_ADDRESS \
                    or division(party.address) or re.search(r"[省市州盟旗县]|自治区|特别行政区", party.address):
                # a city named is enough to ask no more ("郑州市郑东新区…", a zone no division table lists)
                continue
            said = re.sub(r"^(?:我们|我们那个|我们这个|本|这个|该)(?:小区|院子?|楼盘)(?:的)?", "", party.address)
            state.partial[key], party.address = said, ""

    @staticmethod
    def _unknown_fields(elements: Elements, text: str, notes: list[str], english: bool = False,
                        focus: Party | None = None) -> None:
        """A story's "王芳电话不知道" (a named party's field the user says they do not know): that field is
        declined as if asked and refused, and said so; D33's desk asked for 王芳's phone all the same. In an answer about
        the party asked for, "……，电话不知道" names no one: it is that party's (D122)."""
        said_of: list[tuple[Party, str]] = []
        for party in elements.parties():
            if not party.name:
                continue
            pattern = rf"{re.escape(party.name)}的?({rd.FIELD_RE})(?:号码?)?(?:也|都)?(?:{UNKNOWN_WORDS})"
            said_of += [(party, said.group(1)) for said in re.finditer(pattern, text)]
        if focus is not None and focus.name and focus.name in text:
            bare = rf"(?:^|[，,；;、\s])({rd.FIELD_RE})(?:号码?)?(?:也|都)?(?:{UNKNOWN_WORDS})"
            said_of += [(focus, said.group(1)) for said in re.finditer(bare, text)]
        # "赵琳, 女, …; I don't know her 电话" (D39): the party of that gender the message named last before it
        for said in re.finditer(rf"(?:don'?t|do\s+not)\s+know\s+(his|her)\s+((?:{rd.FIELD_RE})(?:\s*(?:or|and|,)\s*(?:his\s+|her\s+)?(?:{rd.FIELD_RE}))*)",
                                text, re.I):
            gender = "女" if said.group(1).lower() == "her" else "男"
            named = [p for p in elements.parties() if p.name and p.gender == gender and p.name in text[:said.start()]]
            if not named and not ex.declines(text):  # "I don't know his phone number or ID number": the one man (woman) of the other side (D42)
                named = [p for p in elements.defendants if p.gender == gender][:2]
                named = named if len(named) == 1 else []
            if named:  # "his phone or 出生日期" (D60): each field the sentence names
                party = max(named, key=lambda p: text.rfind(p.name, 0, said.start()))
                said_of += [(party, word) for word in re.findall(rd.FIELD_RE, said.group(2))]
        for party, field_word in said_of:
            key = f"{_key(elements, party)}.{rd.FIELD_WORD[field_word]}"
            if key in elements.missing() and key not in elements.declined:
                elements.declined.append(key)
                notes.append(f"You do not know the {en.describe(elements, key)}: the complaint will mark it as not provided."
                             if english else f"{elements.describe(key)}您说不知道，起诉状中将标明“未提供”。")
        # "蒋文斌，男，四十岁左右" (D122): an age guessed is no birth date; asked for it again and again, the user had nothing more
        for party in elements.defendants:
            key = f"{_key(elements, party)}.birth"
            guessed = party.name and re.search(rf"{re.escape(party.name)}[^。；;\n]{{0,12}}?{GUESSED_AGE.pattern}", text)
            if guessed and key in elements.missing() and key not in elements.declined:
                elements.declined.append(key)
                age = guessed.group("age")
                notes.append(f"You gave only an age ({age}) for the {en.describe(elements, key)}: the complaint will mark it as "
                             "not provided." if english else f"{elements.describe(key)}您只知道大约年龄（{age}），起诉状中将标明“未提供”。")

    @staticmethod
    def _interest_terms(elements: Elements, text: str) -> bool:
        """"自2025年3月1日起按LPR计算": the start and the rate of the interest claim that lacks them;
        False when the answer gives neither."""
        rate = ex.RATE.search(text) or cr.LPR.search(text) or cr.DAILY_RATE.search(text)
        since = cr.SINCE_ANY.search(text)
        day = since.group(1) if since else (dated.group(0) if (dated := ex.DATES.search(text)) else "")
        claim = next((c for c in elements.claims if c.kind == "interest" and not (c.since and c.rate)), None)
        if claim is None or not (rate or day):
            return False
        claim.rate = claim.rate or (rate.group(1) if rate else "")
        claim.since = claim.since or day
        claim.text += f"（{text.strip().rstrip('。')}）"
        return True

    def _fill(self, state: IntakeState, text: str, proposed: pr.Proposed, changed: list[str], notes: list[str]) -> None:
        """The model's proposed values that pass `propose.kept`, each into its party's empty field and
        told to the user; what was kept and dropped is logged on `proposed`."""
        elements = state.elements
        fills, proposed.dropped = pr.kept(elements, proposed.proposals, text, state.asked)
        told = []
        for fill in fills:
            group = _group(elements, fill.party.role)
            if not any(p is fill.party for p in group):
                group.append(fill.party)
            self._set(elements, fill.party, {fill.field: fill.value}, changed, correcting=False)
            key = f"{_key(elements, fill.party)}.{fill.field}"
            proposed.kept.append(f"{key}={fill.value}")
            told.append(f"{elements.describe(key)}：{fill.value}")
        if told:
            notes.append("从您的话里补记了" + "、".join(told) + "（请核对）。")

    def _bare_answer(self, state: IntakeState, text: str, changed: list[str]) -> None:
        """A short answer to the party question last asked: a name, a title, an address."""
        role, index = state.asked.split(".")[0], int(state.asked.split(".")[1])
        field_name = state.asked.split(".")[2] if state.asked.count(".") == 2 else "name"
        token = text.strip().rstrip("。")
        value = ""
        if field_name == "name" and not ex.declines(text):
            value = rd.org_name(token) or (token if rd.name_after_role(token) == token else "")
        elif field_name == "title" and len(token) <= 10 and not ex.declines(text) and token not in WORDS_TO_DRAFT:
            # "陈国栋是总经理", "他的职务是总经理": the title, not the sentence (D166 wrote "职务：陈国栋是总经理")
            said = SAID_TITLE.fullmatch(token)
            value = said.group(1) if said else token
        elif field_name == "address" and rd.is_address(token) and not ex.declines(text):
            value = token
        elif field_name == "birth" and (partial := PARTIAL_BIRTH.search(token)):
            value = partial.group(0)
        values = {field_name: value} if value else {}
        if field_name == "representative":
            values = bare_representative(text)
        if values:
            group = _group(state.elements, role)
            while len(group) <= index:
                group.append(Party(role))
            self._set(state.elements, group[index], values, changed, correcting=False)
            state.focus = f"{role}.{index}"

    def _target(self, state: IntakeState, role: str | None, index: int | None, name: str) -> Party | None:
        elements = state.elements
        if role:
            group = _group(elements, role)
            if not group:
                return None
            if index is not None:
                return group[index] if index < len(group) else None
            focus = self._party_of(elements, state.focus)
            return focus if focus is not None and focus.role == role else group[0]
        focus = self._party_of(elements, state.focus)
        if focus is not None:
            return focus
        holders = [p for p in elements.parties() if getattr(p, name)]
        return holders[0] if len(holders) == 1 else None

    @staticmethod
    def _party_of(elements: Elements, key: str) -> Party | None:
        parts = key.split(".")
        if len(parts) < 2 or parts[0] not in ("plaintiff", "defendant"):
            return None
        group = _group(elements, parts[0])
        index = int(parts[1])
        return group[index] if index < len(group) else None

    def _resolve(self, state: IntakeState, role: str, index: int | None, values: dict, kind: str | None) -> Party | None:
        """The party a reading is about: a new one, one named before, or the one in context."""
        elements = state.elements
        name = values.get("name", "")
        if index is None:  # 还有一个被告…
            party = Party(role, kind or "person")
            _group(elements, role).append(party)
            return party
        if name:
            for party in elements.parties():
                if party.name == name:
                    return party
            if not role:
                role = "plaintiff" if not elements.plaintiffs else "defendant"
            group = _group(elements, role)
            empty = next((p for p in group if not p.name), None)
            if empty is not None:
                return empty
            if role == "plaintiff" and group:
                return None if group[0].name else group[0]
            party = Party(role, kind or "person")
            group.append(party)
            return party
        if not role:
            asked = state.asked.split(".")
            focus = self._party_of(elements, state.focus)
            # "联系电话：0574-…" on its own line after the plaintiff's other lines (D61), while the defendant is asked for
            # and not yet named: the field goes on with the party the lines were about, if it lacks that field
            if len(asked) == 2 and focus is not None and focus.name and len(_group(elements, asked[0])) <= int(asked[1]) \
                    and all(not getattr(focus, key, "") for key in values):
                return focus
            if asked[0] in ("plaintiff", "defendant") and len(asked) >= 2:
                role, wanted = asked[0], int(asked[1])
                group = _group(elements, role)
                while len(group) <= wanted:
                    group.append(Party(role))
                return group[wanted]
            focus = self._party_of(elements, state.focus)
            if focus is not None:
                return focus
            role = "plaintiff"
        focus = self._party_of(elements, state.focus)
        if focus is not None and focus.role == role:
            return focus
        group = _group(elements, role)
        if not group:
            group.append(Party(role))
        return group[0]

    @staticmethod
    def _set(elements: Elements, party: Party, values: dict, changed: list[str], correcting: bool,
             notes: list[str] | None = None) -> None:
        key = _key(elements, party)
        if values.get("address") == rd.SAME_ADDRESS:  # "住址同上": the party listed before this one
            listed = elements.parties()
            before = [p.address for p in listed[: listed.index(party)] if p.address] if party in listed else []
            values = {**values, "address": before[-1]} if before else {k: v for k, v in values.items() if k != "address"}
        for name, value in values.items():
            if placeholders(value):  # "XX市XX区": never stored, asked for again
                if notes is not None:
                    notes.append(f"“{value}”是占位符，不能写进起诉状；请提供{elements.describe(f'{key}.{name}')}的真实信息。")
                continue
            old = getattr(party, name)
            if old == value:
                continue
            setattr(party, name, value)
            changed.append(f"{key}.{name}")
            if old and (correcting or name != "name"):
                changed.append("corrected")
            if f"{key}.{name}" in elements.declined:
                elements.declined.remove(f"{key}.{name}")
        if party.representative:
            party.kind = "org"

    @staticmethod
    def _claims(elements: Elements, claims: list, changed: list[str]) -> None:
        """New claims replace those of the same kind and label, and a claim without a sum whose heads they name each with its
        sum ("赔医疗费和误工费" from the story, then "医疗费6800元、误工费8000元"); a total said after its items ("……，共14800元")
        is no claim of its own; the others are added. D169 (session 53) was drafted with both, and claimed 29600元 for 14800元."""
        if not claims:
            return
        items = [c for c in claims if c.kind == "money" and c.label and yuan(c.amount)]
        claims = [c for c in claims if not (c.kind == "money" and not c.label and len(items) >= 2
                                            and yuan(c.amount) == sum(yuan(i.amount) for i in items))]
        summed = {i.label for i in items}
        kept = [c for c in elements.claims if not any(n.kind == c.kind and n.label == c.label for n in claims)
                and not (c.kind == "money" and not c.amount and c.label
                         and set(re.split(r"[、和及]", re.sub(r"共计$|合计$", "", c.label))) <= summed)]
        if len(kept) < len(elements.claims):
            changed.append("corrected")
        elements.claims = kept + claims
        for claim in claims:  # "return the 9000元 deposit" of a lease whose story named its 押金 (D60)
            if claim.kind == "money" and not claim.label and re.search(r"\bdeposit\b", claim.text, re.I) \
                    and claim.amount and f"押金{claim.amount}" in elements.facts:
                claim.label = "押金"
            if claim.kind == "interest" and not claim.since and SINCE_LOAN.search(claim.text):
                # "从借钱那天起按年6%的利息" (D104): the day of the loan the facts give, if they give one
                lent = [d for sentence in re.split(r"[。；;\n]", elements.facts) if re.search(r"借", sentence)
                        for d in ex.all_dates(sentence)]
                claim.since = lent[0] if len(set(lent)) == 1 else ""
        # a contract ended or a marriage dissolved comes first, then who brings up the child or the thing lent given back (D170:
        # its value is claimed only if it is not), then the money
        elements.claims.sort(key=lambda c: -2 if c.kind == "other" and (ex.RESCISSION.match(c.text) or c.text == "原告与被告离婚")
                             else -1 if c.label in ("抚养", "返还原物") else {"money": 0, "interest": 1, "other": 2, "costs": 3}.get(c.kind, 2))
        changed.append("claims")

    def _court(self, elements: Elements, notes: list[str]) -> None:
        """Propose the court from the rules, or check the one the user chose and say why not."""
        proposal = propose(elements)
        forum = next((p for p in _group(elements, elements.agreed_forum) if p.address), None) if elements.agreed_forum else None
        if forum is not None and not elements.court_chosen and (court := basic_court(forum.address)) is not None:
            elements.court, elements.court_chosen, elements.court_reason = court.name, True, "协议管辖"
        if elements.court_chosen and elements.court:
            agreed = elements.court_reason.startswith("协议管辖")
            verdict = check_choice(elements.court, proposal, agreed)
            if verdict:
                notes.append(verdict)
                elements.court, elements.court_chosen, elements.court_reason = proposal.court, False, proposal.reason
            elif agreed:
                elements.court_reason = f"协议管辖：{AGREED}。"
            else:
                elements.court_reason = f"您选择的法院。{proposal.reason}" if proposal.reason else "您选择的法院。"
            return
        elements.court, elements.court_reason = proposal.court, proposal.reason

    @staticmethod
    def _acknowledge(elements: Elements, changed: list[str], notes: list[str]) -> str:
        lines = list(notes)
        touched = [k for k in dict.fromkeys(changed) if k != "corrected"]
        if "corrected" in changed:
            described = []
            for key in touched:
                value = _value_of(elements, key)
                described.append(elements.describe(key) + (f"为{value}" if value else ""))
            lines.insert(0, "已更正：" + "、".join(described) + "。")
        elif touched:
            lines.insert(0, "已记录：" + "、".join(dict.fromkeys(_short(elements, k) for k in touched)) + "。")
        elif not notes:
            lines.insert(0, "这条消息里我没有找到可以记录的要素。")
        return "\n".join(lines) + "\n"

    def _next(self, state: IntakeState) -> str:
        open_keys = state.elements.open_questions()
        if not open_keys:
            state.status, state.asked = "card", "card"
            return card_text(state.elements)
        # an address said without its division is asked for first, while the user has it in mind (D46)
        state.asked = next((key for key in open_keys if key in state.partial), open_keys[0])
        if state.asked in state.partial:
            return (f"{state.elements.describe(state.asked)}“{state.partial[state.asked]}”没有写明所在的市、区（县），"
                    "法院据此送达和确定管辖：请提供完整的住址（如“上海市闵行区……”）。")
        return question_for(state.elements, state.asked)

    def _declined(self, state: IntakeState, text: str = "") -> Step:
        key, elements = state.asked, state.elements
        named = re.search(rd.FIELD_RE, text)
        if named and not key.endswith("." + rd.FIELD_WORD[named.group(0)]):  # "电话不方便给" while asked for evidence
            role = "plaintiff" if re.search(r"原告|我的?", text) else "defendant" if re.search(r"被告|他|她|对方", text) else None
            party = self._target(state, role, None, rd.FIELD_WORD[named.group(0)])
            candidate = f"{_key(elements, party)}.{rd.FIELD_WORD[named.group(0)]}" if party is not None else ""
            if candidate in elements.missing():
                key = state.asked = candidate
        base, english = key.split(".")[0], state.language == "en"
        if key in state.partial:  # the address as first said, without its division, is better than none
            party = self._party_of(elements, ".".join(key.split(".")[:2]))
            if party is not None:
                party.address = state.partial.pop(key)
        if key == "claims.interest":
            return self._usual_interest(state, english)
        homeless = base == "court" and all(f"{_key(elements, d)}.address" in elements.declined for d in elements.defendants)
        if homeless and not english:  # no address, so no court the rules name (D75): said how to find it, and marked
            elements.declined.append("court")
            return self._then(state, UNKNOWN_COURT, english)
        if homeless:
            elements.declined.append("court")
            return self._then(state, UNKNOWN_COURT_EN, english)
        if base in REQUIRED and key != "claims.amount" or key.count(".") == 1 or key.endswith(".name") or base == "court":
            if english:
                return Step(f"The {en.describe(elements, key)} cannot be left out: {en.cost_of(key, cost_of(key))}.\n"
                            + en.question(elements, key))
            return Step(f"{elements.describe(key)}不能省略：{cost_of(key)}。\n" + question_for(elements, key))
        elements.declined.append(key)
        if key.endswith(".representative"):  # nobody named, no title to ask for (D55 asked for the unknown head's title)
            elements.declined.append(key.replace(".representative", ".title"))
        text = (f"OK: the {en.describe(elements, key)} will be marked as not provided in the complaint "
                f"({en.cost_of(key, cost_of(key))}).\n"
                if english else f"好的，{elements.describe(key)}将在起诉状中标明“未提供”。代价：{cost_of(key)}。\n")
        self._court(elements, [])
        return self._then(state, text, english)

    def _then(self, state: IntakeState, told: str, english: bool, changed: tuple[str, ...] = ()) -> Step:
        """`told`, then the card when nothing is left to ask, else the next question."""
        if not state.elements.open_questions():
            state.status, state.asked = "card", "card"
            return Step(told + (en.CARD_HEADER + "\n" if english else "") + card_text(state.elements), changed=list(changed))
        following = self._next(state)
        return Step(told + (en.question(state.elements, state.asked) if english else following), changed=list(changed))

    def _usual_interest(self, state: IntakeState, english: bool) -> Step:
        """"不清楚" to the interest question (which offers it): the claim a lawyer makes when nothing was agreed,
        from the filing day at the one-year LPR, said to the user for the card. The question offered the answer
        and then refused it as "不能省略", again and again (helper-24's story p2)."""
        elements = state.elements
        filed = elements.date or self.today_text
        for claim in elements.claims:
            if claim.kind == "interest" and not (claim.since and claim.rate):
                claim.since, claim.rate = claim.since or filed, claim.rate or "一年期LPR"
        told = (f"OK: with no agreed terms, the interest is claimed from the filing day ({filed}) at the one-year LPR "
                "until paid; check it on the card.\n" if english else
                f"好的，没有约定的，利息按通常的主张写：自起诉之日（{filed}）起，按一年期LPR计算至实际清偿之日止；请在确认时核对。\n")
        return self._then(state, told, english, ("claims",))


def _times(word: str) -> int:
    """"三" of 三倍, "双" of 双倍返还定金: how many times over."""
    return 2 if word == "双" else chinese_to_int(word)


def _value_of(elements: Elements, key: str) -> str:
    parts = key.split(".")
    if len(parts) == 3 and parts[0] in ("plaintiff", "defendant"):
        group = _group(elements, parts[0])
        return getattr(group[int(parts[1])], parts[2]) if int(parts[1]) < len(group) else ""
    if key == "court":
        return elements.court
    if key == "date":
        return elements.date
    return ""


def _short(elements: Elements, key: str) -> str:
    """"defendant.1.name" -> "被告2（王五）" for the acknowledgement line."""
    parts = key.split(".")
    if parts[0] in ("plaintiff", "defendant") and len(parts) >= 2:
        group = _group(elements, parts[0])
        index = int(parts[1])
        who = ("原告" if parts[0] == "plaintiff" else "被告") + (str(index + 1) if len(group) > 1 else "")
        name = group[index].name if index < len(group) else ""
        return f"{who}（{name}）" if name else who
    return elements.describe(key)
