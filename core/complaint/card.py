"""The confirmation card shown before drafting: who is plaintiff and who defendant with their
fields, each claim with its amount and arithmetic, the facts, the evidence, the court and why.
The user confirms it ("确认") or corrects it in plain words; nothing is drafted before."""

from __future__ import annotations

from core.complaint.claims import claimed_total, compute_interest, money, yuan
from core.complaint.elements import Elements, Party
from core.complaint.english import told_in_english
from core.complaint.formal import claim_line, evidence_line, facts_paragraphs

NOT_GIVEN = "（未提供）"


def party_summary(party: Party) -> str:
    def v(name: str) -> str:
        return getattr(party, name) or NOT_GIVEN

    if party.kind == "org":
        title = f"（{party.title}）" if party.title else "" if party.sole_trader else "，职务" + NOT_GIVEN
        phone = f"，联系电话：{party.phone}" if party.phone else ""
        code = f"，统一社会信用代码：{party.id_number}" if party.id_number else ""
        return f"{v('name')}，住所地：{v('address')}{code}{phone}，{party.label('representative')}：{v('representative')}{title}"
    ethnicity = party.ethnicity or "民族" + NOT_GIVEN
    phone = f"，联系方式：{v('phone')}" if party.phone or "phone" in party.required() else ""
    guardian = party.guardian
    told = [guardian.get(name, "") for name in ("relation", "gender", "birth", "ethnicity", "address", "phone")]
    represented = f"；法定代理人：{guardian['name']}" + (f"（{'，'.join(t for t in told if t)}）" if any(told) else "") \
        if guardian.get("name") else ""
    ident = f"，公民身份号码：{party.id_number}" if party.id_number else ""  # checked on the card as the complaint writes it (D150)
    return f"{v('name')}，{v('gender')}，出生日期：{v('birth')}，{ethnicity}，住址：{v('address')}{ident}{phone}{represented}"


def arithmetic(elements: Elements) -> list[str]:
    """Each computed figure with its formula, and the total as the sum of its parts."""
    interest = compute_interest(elements)
    lines = [(f"{item.what}：{item.formula()}" if item.by_day else
              f"利息：{money(yuan(item.base))}×{item.formula_rate()}×{item.days}÷365") + f"={money(item.amount)}"
             f"（自{item.since}至{item.until}共{item.days}天）" for item in interest]
    by_claim = {item.claim_index: item.amount for item in interest}
    parts = [by_claim[i] if i in by_claim else yuan(c.amount) for i, c in enumerate(elements.claims)
             if i in by_claim or (c.amount and not c.interest and not c.periodic and yuan(c.amount) is not None)]
    total = claimed_total(elements, interest)
    if total is not None and len(parts) > 1:
        lines.append("合计：" + "+".join(money(p) for p in parts) + f"={money(total)}")
    return lines


def card_text(elements: Elements) -> str:
    interest = {item.claim_index: item for item in compute_interest(elements)}
    lines = ["请核对起诉状的要素（回复“确认”即生成；有误请直接说，如“被告电话写错了，应该是…”“再加一个被告…”）："]
    for role, group in (("原告", elements.plaintiffs), ("被告", elements.defendants)):
        for index, party in enumerate(group):
            who = role + (str(index + 1) if len(group) > 1 else "")
            lines.append(f"【{who}】{party_summary(party)}")
    lines.append("【诉讼请求】")
    for index, claim in enumerate(elements.claims):
        lines.append(f"{index + 1}. {claim_line(claim, elements, interest.get(index), elements.dispute)}")
    lines += arithmetic(elements)
    lines.append("【事实和理由】" + "".join(facts_paragraphs(elements)) if elements.facts else "【事实和理由】" + NOT_GIVEN)
    lines.append("【证据】" + (" ".join(evidence_line(i + 1, e.text, e.witness, elements) for i, e in enumerate(elements.evidence))
                              if elements.evidence else NOT_GIVEN))
    lines.append(f"【受诉法院】{elements.court or NOT_GIVEN}" + (f"（{elements.court_reason}）" if elements.court_reason else ""))
    lines.append(f"【起诉日期】{elements.date or NOT_GIVEN}")
    if elements.dispute:
        lines.append(f"【案由】{elements.dispute}")
    if untranslated(elements):
        lines.append(UNTRANSLATED)
    return "\n".join(lines)


UNTRANSLATED = ("⚠ 事实和理由或证据中有英文原文，起诉状须用中文，提交法院前须译为中文。"
                "(The facts or evidence you wrote in English are kept as written; they must be translated into Chinese "
                "before filing.)")


def untranslated(elements: Elements) -> bool:
    """Facts or evidence told in English are kept as written (translating them is not code's to do)."""
    return told_in_english(elements.facts) or any(told_in_english(e.text) for e in elements.evidence)
