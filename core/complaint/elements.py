"""The elements of a 民事起诉状 and what is still missing; plain data, stored as JSON in the chat state."""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from datetime import date
from typing import Literal

PartyKind = Literal["person", "org"]

PERSON_FIELDS = ("name", "gender", "birth", "ethnicity", "address", "phone")
ORG_FIELDS = ("name", "address", "representative", "title")
#: how a 个体工商户's 字号 ends ("…通讯器材店", "…福满楼酒楼": D58, D94)
SHOP_NAME_END = "店|行|馆|部|工作室|酒楼|酒家|饭庄|诊所"
FIELD_LABELS = {
    "name": "姓名/名称", "gender": "性别", "birth": "出生日期", "ethnicity": "民族", "address": "住址/住所地",
    "phone": "联系方式", "representative": "法定代表人", "title": "法定代表人职务", "id_number": "身份证号",
    "guardian": "法定代理人",
}
#: what a minor's 法定代理人 line may hold (民事诉讼法 第六十条: a guardian sues for the one without capacity)
GUARDIAN_FIELDS = ("name", "relation", "gender", "birth", "ethnicity", "address", "phone")
#: the age of full capacity (民法典 第十七条)
MAJORITY = 18


def to_date(text: str) -> date | None:
    """The first "YYYY年M月D日" in `text` as a date; None when there is none or it is no real day ("2月30日")."""
    match = re.search(r"(\d{4})年(\d{1,2})月(\d{1,2})日", text or "")
    if not match:
        return None
    try:
        return date(*(int(g) for g in match.groups()))
    except ValueError:
        return None


ROLE_LABELS = {"plaintiff": "原告", "defendant": "被告"}


@dataclass
class Party:
    role: str  # "plaintiff" | "defendant"
    kind: PartyKind = "person"
    name: str = ""
    gender: str = ""
    birth: str = ""
    ethnicity: str = ""
    address: str = ""
    phone: str = ""
    id_number: str = ""
    representative: str = ""
    title: str = ""
    #: a minor's 法定代理人 (D98: a father writing for his bitten son): name, relation (父亲…) and personal fields
    guardian: dict[str, str] = field(default_factory=dict)

    def minor_on(self, day: date) -> bool:
        """Whether this person is under eighteen on `day`, by a full date of birth (a year alone says nothing sure)."""
        born = to_date(self.birth)
        if self.kind != "person" or born is None:
            return False
        return (day.year - born.year) - ((day.month, day.day) < (born.month, born.day)) < MAJORITY

    @property
    def sole_trader(self) -> bool:
        """A 个体工商户 sued by its 字号 ("郑州市金水区佳讯通讯器材店", D58): named with its 经营者 and no officer's title
        (民事诉讼法解释 第五十九条)."""
        return self.kind == "org" and bool(re.search(rf"(?:{SHOP_NAME_END})$", self.name)) and "公司" not in self.name

    def required(self) -> tuple[str, ...]:
        if self.guardian.get("name"):  # a minor is reached through the guardian's phone
            return tuple(name for name in PERSON_FIELDS if name != "phone")
        if self.sole_trader:
            return tuple(name for name in ORG_FIELDS if name != "title")
        return ORG_FIELDS if self.kind == "org" else PERSON_FIELDS

    def missing(self) -> list[str]:
        return [name for name in self.required() if not getattr(self, name)]

    def label(self, field_name: str) -> str:
        if self.kind == "org" and field_name == "name":
            return "名称"
        if self.kind == "org" and field_name == "address":
            return "住所地"
        if self.kind == "org" and field_name == "id_number":
            return "统一社会信用代码"
        if self.sole_trader and field_name == "representative":
            return "经营者"
        if self.kind == "org" and field_name in ("representative", "title") and re.search(r"(?:分公司|支公司|营业部|分行|支行)$", self.name):
            return "负责人" if field_name == "representative" else "负责人职务"  # a branch: its 负责人 (民事诉讼法 第五十一条)
        if self.kind == "person" and field_name == "name":
            return "姓名"
        if self.kind == "person" and field_name == "address":
            return "住址"
        return FIELD_LABELS[field_name]


@dataclass
class Claim:
    text: str  # the user's words, verbatim
    amount: str = ""  # "100000元" / "10万元", as written
    rate: str = ""  # "年利率6%" / "月利率1%", as written
    since: str = ""  # "2022年3月1日", as written (interest start)
    interest: bool = False
    kind: str = ""  # money | interest | costs | other ("" for a case file's claim line)
    label: str = ""  # what the money is: 借款本金, 货款, 医疗费 … (a word of the user's clause)
    verb: str = ""  # 偿还 / 支付 / 退还 / 赔偿, chosen by the label
    formula: str = ""  # how a computed amount was reached ("3元/㎡/月×120㎡×36个月=12960元")

    @property
    def periodic(self) -> bool:
        """A sum owed each month or year (抚养费 "每月支付" 3000元): it has no total and no figure in the facts."""
        return self.verb.startswith("每")


@dataclass
class EvidenceItem:
    text: str  # verbatim: "借条一份，来源：原告持有"
    witness: str = ""  # the witness's name, when the item is a witness
    witness_address: str = ""


@dataclass
class Elements:
    plaintiffs: list[Party] = field(default_factory=list)
    defendants: list[Party] = field(default_factory=list)
    claims: list[Claim] = field(default_factory=list)
    facts: str = ""
    evidence: list[EvidenceItem] = field(default_factory=list)
    court: str = ""
    court_confirmed: bool = False
    court_reason: str = ""
    date: str = ""  # the complaint's date, as written by the user ("2024年5月1日")
    dispute: str = ""  # 民间借贷纠纷, … (detected from the facts and claims, or said by the user)
    place: str = ""  # 合同履行地 / 事故发生地 / 不动产所在地, when the user gives one
    #: element keys the user declined to give ("plaintiff.0.phone", "evidence", …)
    declined: list[str] = field(default_factory=list)
    #: every message the user wrote (normalized): what "nothing invented" is checked against
    said: list[str] = field(default_factory=list)
    #: the day each message in `said` was received (ISO): what its relative dates ("上个月15号") are reckoned from
    received: list[str] = field(default_factory=list)
    #: the user's own choice of court, kept only when it has jurisdiction
    court_chosen: bool = False
    #: the party whose domicile the contract names as the forum ("约定由原告所在地人民法院管辖")
    agreed_forum: str = ""

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict | None) -> "Elements":
        data = dict(data or {})
        data["plaintiffs"] = [Party(**p) for p in data.get("plaintiffs", [])]
        data["defendants"] = [Party(**p) for p in data.get("defendants", [])]
        data["claims"] = [Claim(**c) for c in data.get("claims", [])]
        data["evidence"] = [EvidenceItem(**e) for e in data.get("evidence", [])]
        known = {k: v for k, v in data.items() if k in cls.__dataclass_fields__}
        return cls(**known)

    def parties(self) -> list[Party]:
        return [*self.plaintiffs, *self.defendants]

    def reference_day(self) -> date:
        """The day the complaint speaks on: its date, else the last message's day, else today (for a party's age)."""
        written = to_date(self.date)
        if written is not None:
            return written
        return date.fromisoformat(self.received[-1]) if self.received else date.today()

    def party_key(self, party: Party) -> str:
        group = self.plaintiffs if party.role == "plaintiff" else self.defendants
        return f"{party.role}.{group.index(party)}"

    def missing(self) -> list[str]:
        """Element keys still without a value, in the order the intake asks for them (declined ones included)."""
        keys: list[str] = []
        for role, group in (("plaintiff", self.plaintiffs), ("defendant", self.defendants)):
            if not group:
                keys.append(f"{role}.0")
            for index, party in enumerate(group):
                keys += [f"{role}.{index}.{name}" for name in party.missing()]
                if not party.guardian.get("name") and party.minor_on(self.reference_day()):
                    keys.append(f"{role}.{index}.guardian")
        if not self.claims:
            keys.append("claims")
        if not self.facts:
            keys.append("facts")
        if not self.evidence:
            keys.append("evidence")
        if not self.court:
            keys.append("court")
        if not self.date:
            keys.append("date")
        if any(c.kind == "money" and not c.amount for c in self.claims):  # last: the story may still give it
            keys.append("claims.amount")
        if any(c.kind == "interest" and not (c.since and c.rate) for c in self.claims):
            keys.append("claims.interest")  # "还有利息" alone: a court cannot compute it (D23, D24)
        return keys

    def open_questions(self) -> list[str]:
        """Missing keys the user has not declined: what the intake still asks."""
        return [key for key in self.missing() if key not in self.declined]

    def describe(self, key: str) -> str:
        """A missing key as the user reads it: "被告的联系方式"."""
        parts = key.split(".")
        if parts[0] in ROLE_LABELS:
            group = self.plaintiffs if parts[0] == "plaintiff" else self.defendants
            many = len(group) > 1
            who = ROLE_LABELS[parts[0]] + (f"{int(parts[1]) + 1}" if many else "")
            if len(parts) == 2:
                return f"{who}的身份信息"
            party = group[int(parts[1])]
            return f"{who}的{party.label(parts[2])}"
        if key == "claims.amount":
            return "诉讼请求的金额"
        if key == "claims.basis":
            return "诉讼请求金额的来历"
        if key == "claims.interest":
            return "利息的起算日期和利率"
        return {"claims": "诉讼请求", "facts": "事实和理由", "evidence": "证据和证据来源",
                "court": "受诉人民法院", "date": "起诉日期", "place": "确定管辖的地点"}[parts[0]]
