"""The guided intake: one question at a time, answers taken in whatever order the user offers them.

Every message is read for labelled values first (原告…/被告…/诉讼请求：/事实和理由：…, which is also
how a correction works: "被告的电话改为139…" overwrites), then as the answer to the question last
asked. "还缺什么" lists what is missing; a refusal marks the element declined and says what that
costs. State is plain JSON (kept in the chat state in the store), so an intake survives restarts.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from datetime import date

from core.complaint import extract as ex
from core.complaint.elements import Elements, Party
from core.complaint.jurisdiction import ARBITRATION_FIRST, detect_dispute, propose

QUESTIONS = {
    "party": "请提供{who}的信息。自然人：姓名、性别、出生日期、民族、住址、联系方式；单位：名称、住所地、法定代表人及其职务。",
    "field": "请提供{what}。",
    "claims": "请列出诉讼请求（每项一行，写明金额；主张利息的，写明本金、利率和起算日期，如“自2022年3月1日起按年利率6%计算”）。",
    "facts": "请陈述事实和理由：何时、何地、发生了什么（如借款日期、金额、约定、对方违约的情况）。",
    "evidence": "请列出证据和证据来源（如“借条一份，来源：原告持有”）；有证人的，写明证人姓名和住所。",
    "date": "请提供起诉日期（如2024年5月10日）。",
}

COSTS = {
    "address": "没有住址（住所地），法院难以送达，也无法据此确定管辖，立案时会被要求补正",
    "phone": "没有联系方式，法院无法及时联系该当事人，立案时可能被要求补正",
    "birth": "缺少出生日期，法院难以确认当事人身份，立案时可能被要求补正",
    "gender": "缺少性别，当事人身份信息不完整，立案时可能被要求补正",
    "ethnicity": "缺少民族，当事人身份信息不完整，立案时可能被要求补正",
    "name": "没有姓名（名称），无法确定当事人，起诉状不能提交",
    "representative": "缺少法定代表人，单位当事人信息不完整，立案时会被要求补正",
    "title": "缺少法定代表人的职务，单位当事人信息不完整，立案时可能被要求补正",
    "evidence": "没有列明证据，原告可能承担举证不能的不利后果",
    "date": "起诉状没有落款日期，提交前须手写补上",
    "court": "没有受诉法院，起诉状无法提交",
    "claims": "没有诉讼请求，无法起草起诉状",
    "facts": "没有事实和理由，无法起草起诉状",
}
#: Elements without which no complaint can be drafted: a refusal is answered, not recorded.
REQUIRED = ("claims", "facts")

FACTS_LABEL = re.compile(r"事实(?:和|与)理由\s*[:：]\s*")
CLAIMS_LABEL = re.compile(r"诉讼请求\s*[:：]\s*")
EVIDENCE_LABEL = re.compile(r"证据(?:和证据来源)?\s*[:：]\s*")
PLACE = re.compile(r"(?:位于|坐落于|坐落在|房屋地址|房屋坐落|事故地点|发生地|所在地)\s*(?:为|是|[:：])?\s*([^，,。；;的]+)")
CORRECTION = re.compile(r"改为|更正|应为|改成|修改|写错")


@dataclass
class IntakeState:
    elements: Elements = field(default_factory=Elements)
    asked: str = ""
    status: str = "intake"  # intake | arbitration | drafted
    turns: int = 0

    def to_dict(self) -> dict:
        return {"elements": self.elements.to_dict(), "asked": self.asked, "status": self.status, "turns": self.turns}

    @classmethod
    def from_dict(cls, data: dict | None) -> "IntakeState":
        data = data or {}
        return cls(Elements.from_dict(data.get("elements")), data.get("asked", ""), data.get("status", "intake"),
                   data.get("turns", 0))


@dataclass
class Step:
    text: str
    ready: bool = False  # every element is in (or declined): draft now
    arbitration: bool = False
    changed: list[str] = field(default_factory=list)


def _party(elements: Elements, role: str, index: int) -> Party:
    group = elements.plaintiffs if role == "plaintiff" else elements.defendants
    while len(group) <= index:
        group.append(Party(role))
    return group[index]


def _apply_party(elements: Elements, found: ex.PartyValues, changed: list[str]) -> None:
    if not found.values:
        return
    party = _party(elements, found.role, found.index)
    if found.kind:
        party.kind = found.kind
    for key, value in found.values.items():
        old = getattr(party, key)
        if old != value:
            setattr(party, key, value)
            changed.append(f"{elements.party_key(party)}.{key}")
            if old:
                changed.append("corrected")
        declined = f"{elements.party_key(party)}.{key}"
        if declined in elements.declined:
            elements.declined.remove(declined)


def question_for(elements: Elements, key: str) -> str:
    if key == "court":
        proposal = propose(elements)
        if proposal.needs:
            return proposal.needs
        elements.court, elements.court_reason, elements.court_confirmed = proposal.court, proposal.reason, False
        return f"建议的受诉法院：{proposal.court}。理由：{proposal.reason}\n请回复“确认”，或者告诉我您要起诉的法院名称。"
    if key in QUESTIONS:
        return QUESTIONS[key]
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


class Intake:
    """Reads one message into the state and says what to ask next."""

    def __init__(self, today: date) -> None:
        self.today = today
        self._asked = ""

    def start(self) -> tuple[IntakeState, str]:
        state = IntakeState()
        state.asked = "plaintiff.0"
        intro = ("开始起草民事起诉状。我会逐项询问，您也可以一次提供多项、随时更正（如“被告电话改为…”），"
                 "或问“还缺什么”；/cancel 取消。\n")
        return state, intro + question_for(state.elements, state.asked)

    def handle(self, state: IntakeState, text: str) -> Step:
        elements, text = state.elements, text.strip()
        state.turns += 1
        if ex.asks_missing(text) and len(text) <= 20:
            return Step(missing_text(elements) + "\n" + self._next(state))
        changed: list[str] = []
        self._asked = state.asked
        labelled = self._labelled(elements, text, changed)
        if not labelled:
            self._answer(state, text, changed)
        if not changed and ex.declines(text) and state.asked:
            return self._declined(state)
        elements.dispute = detect_dispute(elements) or elements.dispute
        if elements.dispute == "劳动争议":
            state.status = "arbitration"
            return Step(ARBITRATION_FIRST, arbitration=True, changed=changed)
        prefix = ""
        if "corrected" in changed:
            fixed = [elements.describe(k) for k in dict.fromkeys(changed) if k != "corrected"]
            prefix = "已更正：" + "、".join(fixed) + "。\n"
        elif changed:
            noted = [elements.describe(k) for k in dict.fromkeys(changed) if k.count(".") == 2]
            prefix = ("已记录：" + "、".join(noted) + "。\n") if noted and state.asked not in changed else ""
        if not changed:
            prefix = "这条消息里我没有找到可以记录的要素。\n"
        if not elements.open_questions():
            state.asked = ""
            return Step(prefix, ready=True, changed=changed)
        return Step(prefix + self._next(state), changed=changed)

    def _next(self, state: IntakeState) -> str:
        open_keys = state.elements.open_questions()
        if not open_keys:
            return "所有要素都已齐备，正在生成起诉状。"
        state.asked = open_keys[0]
        return question_for(state.elements, state.asked)

    def _declined(self, state: IntakeState) -> Step:
        key, elements = state.asked, state.elements
        base = key.split(".")[0]
        if base in REQUIRED or key.count(".") == 1 or key.endswith(".name") or base == "court":
            return Step(f"{elements.describe(key)}不能省略：{cost_of(key)}。\n" + question_for(elements, key))
        elements.declined.append(key)
        text = f"好的，{elements.describe(key)}将在起诉状中标明“未提供”。代价：{cost_of(key)}。\n"
        if not elements.open_questions():
            state.asked = ""
            return Step(text, ready=True)
        return Step(text + self._next(state))

    def _labelled(self, elements: Elements, text: str, changed: list[str]) -> bool:
        """Values introduced by their labels anywhere in the message; True when any label was there."""
        found = False
        marked = re.sub(r"(诉讼请求|事实(?:和|与)理由|证据(?:和证据来源)?)\s*[:：].*", "", text, flags=re.DOTALL)
        about_parties = (self._asked.split(".")[0] in ("plaintiff", "defendant") or CORRECTION.search(marked)
                         or re.search(r"(原告|被告)[一二三四五1-5]?\s*[:：]", marked))
        for role, index, segment in ex.party_segments(marked) if about_parties else []:
            values = ex.parse_party(segment, role, index)
            if values.values:
                _apply_party(elements, values, changed)
                found = True
        sections = self._sections(text)
        if "claims" in sections:
            self._set_claims(elements, sections["claims"], changed)
            found = True
        if "facts" in sections:
            self._set_facts(elements, sections["facts"], changed)
            found = True
        if "evidence" in sections:
            self._set_evidence(elements, sections["evidence"], changed)
            found = True
        court = ex.court_named(text)
        if court and ("法院" in text and (CORRECTION.search(text) or "起诉" in text or "管辖" in text)):
            elements.court, elements.court_confirmed, elements.court_reason = court, True, "用户指定"
            changed.append("court")
            found = True
        return found

    @staticmethod
    def _sections(text: str) -> dict[str, str]:
        marks = []
        for name, pattern in (("claims", CLAIMS_LABEL), ("facts", FACTS_LABEL), ("evidence", EVIDENCE_LABEL)):
            match = pattern.search(text)
            if match:
                marks.append((match.start(), match.end(), name))
        marks.sort()
        return {name: text[end: marks[i + 1][0] if i + 1 < len(marks) else len(text)].strip()
                for i, (_, end, name) in enumerate(marks)}

    def _answer(self, state: IntakeState, text: str, changed: list[str]) -> None:
        """The message as the answer to the question last asked."""
        elements, key = state.elements, state.asked
        base = key.split(".")[0]
        if base in ("plaintiff", "defendant"):
            index = int(key.split(".")[1])
            values = ex.parse_party(text, base, index, positional_name=key.count(".") == 1 or key.endswith(".name"))
            if key.endswith(".name") and "name" not in values.values and not ex.declines(text):
                token = text.strip().rstrip("。")
                if 2 <= len(token) <= 40 and not ex.PHONE.search(token):
                    values.values["name"] = token
            if key.endswith(".address") and "address" not in values.values and ex.PLACE_CHARS.search(text) and not ex.declines(text):
                values.values["address"] = text.strip().rstrip("。")
            if key.endswith(".title") and "title" not in values.values and len(text) <= 10 and not ex.declines(text):
                values.values["title"] = text.strip().rstrip("。")
            _apply_party(elements, values, changed)
        elif base == "claims" and not ex.declines(text):
            self._set_claims(elements, text, changed)
        elif base == "facts" and len(text) >= 8:
            self._set_facts(elements, text, changed)
        elif base == "evidence" and not ex.declines(text):
            self._set_evidence(elements, text, changed)
        elif base == "court":
            if ex.confirms(text) and elements.court:
                elements.court_confirmed = True
                changed.append("court")
            elif ex.court_named(text):
                elements.court, elements.court_confirmed, elements.court_reason = ex.court_named(text), True, "用户指定"
                changed.append("court")
            else:
                place = PLACE.search(text)
                value = place.group(1).strip() if place else text.strip().rstrip("。")
                if ex.PLACE_CHARS.search(value) and not ex.declines(text):
                    elements.place = value
                    changed.append("place")
        elif base == "date":
            day = ex.first_date(text)
            if not day and ex.says_today(text):
                day = f"{self.today.year}年{self.today.month}月{self.today.day}日"
            if day:
                elements.date = day
                changed.append("date")

    @staticmethod
    def _set_claims(elements: Elements, text: str, changed: list[str]) -> None:
        claims = ex.parse_claims(text)
        if claims:
            if elements.claims:
                changed.append("corrected")
            elements.claims = claims
            changed.append("claims")

    @staticmethod
    def _set_facts(elements: Elements, text: str, changed: list[str]) -> None:
        if elements.facts:
            changed.append("corrected")
        elements.facts = text.strip()
        changed.append("facts")
        place = PLACE.search(text)
        if place and ex.PLACE_CHARS.search(place.group(1)) and not elements.place:
            elements.place = place.group(1).strip()

    @staticmethod
    def _set_evidence(elements: Elements, text: str, changed: list[str]) -> None:
        items = ex.parse_evidence(text)
        if items:
            if elements.evidence:
                changed.append("corrected")
            elements.evidence = items
            changed.append("evidence")
            if "evidence" in elements.declined:
                elements.declined.remove("evidence")
