"""The complaint as text (the chat preview and what the rubric checks) and as structured sections
(what the .docx is built from). Only the user's values, computed interest and verified citations
appear; a declined value is printed as a visible 〔…未提供〕 mark, never as a placeholder.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from core.complaint.claims import Interest, claimed_total, compute_interest, money
from core.complaint.elements import Elements, Party
from core.complaint.formal import KIN, claim_line, evidence_line, facts_paragraphs, ordinal

TITLE = "民事起诉状"
HEADINGS = ("原告：", "被告：", "诉讼请求：", "事实和理由：", "证据和证据来源，证人姓名和住所：")


def declined_mark(label: str) -> str:
    return f"〔{label}未提供〕"


def _value(elements: Elements, party: Party, key: str) -> str:
    value = getattr(party, key)
    if value:
        return value
    return declined_mark(party.label(key))


def party_lines(elements: Elements, party: Party) -> list[str]:
    heading = "原告：" if party.role == "plaintiff" else "被告："
    v = lambda key: _value(elements, party, key)  # noqa: E731
    if party.kind == "org":
        phone = f"，联系电话：{party.phone}" if party.phone else ""
        officer = f"{party.label('representative')}：{v('representative')}" + ("" if party.sole_trader else f"，职务：{v('title')}")
        code = f"，统一社会信用代码：{party.id_number}" if party.id_number else ""
        return [f"{heading}{v('name')}，住所地{v('address')}{code}{phone}。", officer + "。"]
    line = f"{heading}{v('name')}，{v('gender')}，{v('birth')}出生，{v('ethnicity')}，住{v('address')}"
    if party.id_number:
        line += f"，公民身份号码：{party.id_number}"
    if party.phone or "phone" in party.required():
        line += f"，联系方式：{v('phone')}"
    return [line + "。", *guardian_line(elements, party)]


def guardian_line(elements: Elements, party: Party) -> list[str]:
    """A minor's 法定代理人 under the party's line (民事诉讼法 第六十条): the fields the user gave, then who they are."""
    guardian = party.guardian
    key = f"{elements.party_key(party)}.guardian"
    if not guardian.get("name"):
        return [f"法定代理人：{declined_mark('法定代理人')}。"] if key in elements.declined else []
    side = "原告" if party.role == "plaintiff" else "被告"
    relation = guardian.get("relation", "")
    parts = [guardian["name"], guardian.get("gender", ""), guardian.get("birth", "") and guardian["birth"] + "出生",
             guardian.get("ethnicity", ""), guardian.get("address", "") and "住" + guardian["address"],
             guardian.get("phone", "") and "联系方式：" + guardian["phone"],
             relation and (f"系{side}之{KIN[relation]}" if relation in KIN else f"系{side}的{relation}")]
    return ["法定代理人：" + "，".join(part for part in parts if part) + "。"]


@dataclass
class Sections:
    """The complaint's parts in order; `text()` joins them the way the preview and the rubric see it."""

    title: str
    plaintiffs: list[str]
    defendants: list[str]
    claims: list[str]
    facts: list[str]
    evidence: list[str]
    court: str
    signature: list[str]
    date: str
    attachments: list[str]
    interest: list[Interest] = field(default_factory=list)

    def text(self) -> str:
        parts = [self.title, "", *self.plaintiffs, *self.defendants, "", "诉讼请求：", *self.claims, "",
                 "事实和理由：", *self.facts, "", "证据和证据来源，证人姓名和住所：", *self.evidence, "",
                 "此致", self.court, "", *self.signature, self.date, "", *self.attachments]
        return "\n".join(parts).strip() + "\n"


def render(elements: Elements, basis_sentence: str, facts: list[str] | None = None) -> Sections:
    """The sections; `facts`: the facts paragraphs already worded (core/complaint/rephrase.py), else
    the phrase table's."""
    interest = compute_interest(elements)
    by_claim = {item.claim_index: item for item in interest}
    claims = []
    for index, claim in enumerate(elements.claims):
        if claim.kind:  # read from free text: a lawyer's 判令 line
            claims.append(f"{ordinal(index)}、{claim_line(claim, elements, by_claim.get(index), elements.dispute)}")
            continue
        line = f"{ordinal(index)}、{claim.text}"
        if index in by_claim:
            line += f"（{by_claim[index].explain()}）"
        claims.append(line + "；")
    if claims and claims[-1].endswith("；"):
        claims[-1] = claims[-1].rstrip("；") + "。"
    total = claimed_total(elements, interest)
    if total is not None and (interest or sum(1 for c in elements.claims if c.amount) > 1):
        running = "、".join(dict.fromkeys(item.what for item in interest))
        claims.append(f"以上金额暂计合计{money(total)}" + (f"（{running}暂计至起诉之日，实际计算至清偿之日止）。" if interest else "。"))
    facts = list(facts or facts_paragraphs(elements)) or [declined_mark("事实和理由")]
    if basis_sentence:
        facts.append(basis_sentence)
    if elements.evidence:
        evidence = [evidence_line(i + 1, item.text, item.witness, elements) for i, item in enumerate(elements.evidence)]
    else:
        evidence = [declined_mark("证据")]
    court = elements.court if elements.court and elements.court_confirmed else declined_mark("受诉人民法院")
    signature = []
    for party in elements.plaintiffs:
        if party.kind == "org":
            signature.append(f"具状人：{party.name or declined_mark('名称')}（盖章）")
            officer = party.label("representative")  # 经营者 for a sole trader's shop (D63)
            signature.append(f"{officer}：{party.representative or declined_mark(officer)}（签名）")
        elif party.guardian.get("name"):  # a minor signs through the guardian
            signature += [f"具状人：{party.name}", f"法定代理人：{party.guardian['name']}（签名）"]
        else:
            signature.append(f"具状人：{party.name or declined_mark('姓名')}（签名）")
    date_line = elements.date or declined_mark("起诉日期")
    copies = max(len(elements.defendants), 1)
    attachments = [f"附：1. 本起诉状副本{copies}份；", f"2. 证据材料{len(elements.evidence)}份。"]
    return Sections(
        TITLE, [line for p in elements.plaintiffs for line in party_lines(elements, p)],
        [line for p in elements.defendants for line in party_lines(elements, p)],
        claims, facts, evidence, court, signature, date_line, attachments, interest,
    )
