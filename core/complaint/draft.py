"""From complete elements to a checked complaint: legal basis → render → rubric → revise or ask.

The rubric runs before anything is shown. A failure of what the code wrote is revised here (an
unverifiable citation is removed and the user told); a failure that needs the user (a missing
value, a placeholder, a claimed amount the facts never mention, dates out of order) becomes a
question, with the placeholder value cleared first so it can never ship.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date

from core.chat_model import ChatModel
from core.citations import check_mentions, find_mentions, strip_invalid
from core.complaint.basis import Basis, legal_basis
from core.complaint.card import UNTRANSLATED, untranslated
from core.complaint.checks import Complaint, check, load_complaint_rubric, placeholders
from core.complaint.docx_out import complaint_docx, element_style_docx
from core.complaint.elements import Elements
from core.complaint.formal import facts_paragraphs
from core.complaint.intake import cost_of, question_for
from core.complaint.jurisdiction import ELEMENT_STYLE
from core.complaint.rate_cap import RateCap, check_rate_caps, filing_day
from core.complaint.render import Sections, render
from core.complaint.rephrase import Rephrased, rephrase_facts
from core.rubric import RubricItem, Verdict
from index.common.text import HAN
from index.retrieval import Retriever


@dataclass
class ComposedComplaint:
    ready: bool
    text: str  # what the chat shows: the preview with notices, or the question
    complaint: str = ""
    sections: Sections | None = None
    verdicts: list[Verdict] = field(default_factory=list)
    first_verdicts: list[Verdict] = field(default_factory=list)
    revisions: int = 0
    notices: list[str] = field(default_factory=list)
    documents: list[tuple[str, bytes]] = field(default_factory=list)
    ask: str = ""  # the element key asked, when not ready
    basis: Basis | None = None
    rate_caps: list[RateCap] = field(default_factory=list)
    rephrased: Rephrased | None = None  # how the facts were worded: by the model (checked) or the phrase table


def _no_basis(elements: Elements, today: date) -> Basis:
    from core.complaint.basis import fact_date

    day, source = fact_date(elements, today)
    return Basis("为维护原告的合法权益，特向贵院提起诉讼，请求依法判如所请。", day.isoformat(), source,
                 notices=["法规库不可用，事实和理由中未引用法律条文。"])


def _clear(elements: Elements, key: str) -> None:
    """Drop a value that must be asked again (a placeholder the user typed)."""
    parts = key.split(".")
    if parts[0] in ("plaintiff", "defendant") and len(parts) == 3:
        group = elements.plaintiffs if parts[0] == "plaintiff" else elements.defendants
        setattr(group[int(parts[1])], parts[2], "")
    elif key == "claims":
        elements.claims = []
    elif key == "facts":
        elements.facts = ""
    elif key == "evidence":
        elements.evidence = []
    elif key == "court":
        elements.court, elements.court_confirmed = "", False
    elif key == "date":
        elements.date = ""
    if key in elements.declined:
        elements.declined.remove(key)


def filename_for(elements: Elements, suffix: str = "") -> str:
    plaintiff = elements.plaintiffs[0].name if elements.plaintiffs and elements.plaintiffs[0].name else "原告"
    safe = re.sub(rf"[^\w{HAN}]", "", plaintiff)[:20] or "complaint"
    return f"民事起诉状{suffix}_{safe}.docx"


async def compose_complaint(elements: Elements, retriever: Retriever | None, today: date,
                            items: list[RubricItem] | None = None, max_revisions: int = 2,
                            model: ChatModel | None = None, rephrase_timeout_s: float = 60.0) -> ComposedComplaint:
    """Check and (where code can) revise until the rubric passes; else the question to ask.
    `model`: the chat model that rewords the facts (`[complaint] rephrase = "model"`); None keeps the
    phrase table's wording."""
    items = items or load_complaint_rubric()
    rephrased: Rephrased | None = None
    worded_facts = None  # the facts text `rephrased` was made from
    basis = await legal_basis(retriever, elements, today) if retriever is not None else _no_basis(elements, today)
    versions_of = retriever.versions_of if retriever is not None else (lambda *a: [])
    notices = list(basis.notices)
    first: list[Verdict] = []
    revisions = 0
    for attempt in range(max_revisions + 1):
        if rephrased is None or worded_facts != elements.facts:  # a revision may have changed the facts
            rephrased, worded_facts = await rephrase_facts(elements, model, rephrase_timeout_s), elements.facts
        sections = render(elements, basis.sentence, rephrased.paragraphs)
        complaint = Complaint(elements, sections, basis)
        checked = check(items, complaint)
        if checked.failed and rephrased.path == "model":  # the model's wording must never be what stops a draft
            rephrased = rephrased.to_table(facts_paragraphs(elements),
                                           "rubric: " + "、".join(v.item for v in checked.failed))
            sections = render(elements, basis.sentence, rephrased.paragraphs)
            complaint = Complaint(elements, sections, basis)
            checked = check(items, complaint)
        first = first or checked.verdicts
        failed = checked.failed
        if not failed:
            caps = check_rate_caps(elements, versions_of, date.fromisoformat(basis.fact_date), filing_day(elements, today))
            composed = _ready(elements, sections, complaint, checked.verdicts, first, revisions,
                              notices + [cap.note for cap in caps], basis)
            composed.rate_caps, composed.rephrased = caps, rephrased
            return composed
        asked = [key for v in failed for key in checked.keys.get(v.item, [])]
        if any(v.item == "no_placeholder" for v in failed):
            for key in checked.keys["no_placeholder"]:
                _clear(elements, key)
        if asked:
            key = asked[0]
            why = "\n".join(f"- {next(i for i in items if i.id == v.item).guidance_zh}{('（' + v.detail + '）') if v.detail else ''}"
                            for v in failed)
            return ComposedComplaint(False, f"起草前的规则检查未通过：\n{why}\n{question_for(elements, key)}",
                            verdicts=checked.verdicts, first_verdicts=first, revisions=revisions, ask=key, basis=basis,
                            rephrased=rephrased)
        if attempt == max_revisions:
            break
        # Revise what code can: citations that cannot be verified on the facts' date are removed.
        if any(v.item == "citations_valid" for v in failed):
            window = basis.window
            facts_checks = check_mentions(find_mentions(elements.facts), basis.evidence, window, versions_of)
            if any(not c.acceptable or c.status != "ok" for c in facts_checks):
                bad = [c for c in facts_checks if c.status != "ok"]
                elements.facts = strip_invalid(elements.facts, bad, "zh")
                notices.append("事实中引用的" + "、".join(c.mention.text for c in bad)
                               + f"无法核实为{basis.fact_date}有效的条文，已删除。")
            sentence_checks = check_mentions(find_mentions(basis.sentence), basis.evidence, window, versions_of)
            basis.sentence = strip_invalid(basis.sentence, [c for c in sentence_checks if c.status != "ok"], "zh")
        revisions += 1
    return ComposedComplaint(False, "起诉状未能通过规则检查：" + "；".join(f"{v.item}（{v.detail}）" for v in failed)
                    + "。请更正后再试。", verdicts=checked.verdicts, first_verdicts=first, revisions=revisions, basis=basis)


def _ready(elements: Elements, sections: Sections, complaint: Complaint, verdicts: list[Verdict],
           first: list[Verdict], revisions: int, notices: list[str], basis: Basis) -> ComposedComplaint:
    text = complaint.text
    assert not placeholders(text), "a placeholder passed the rubric"
    declined = [k for k in elements.missing() if k in elements.declined]
    lines = ["起诉状已生成，规则检查全部通过（" + "、".join(v.item for v in verdicts) + "）。"]
    lines += notices
    if untranslated(elements):
        lines.append(UNTRANSLATED)
    for key in declined:
        lines.append(f"注意：{elements.describe(key)}未提供，已在起诉状中标明。代价：{cost_of(key)}。")
    documents = [(filename_for(elements), complaint_docx(sections))]
    if elements.dispute in ELEMENT_STYLE:
        documents.append((filename_for(elements, "（要素式）"), element_style_docx(sections, elements)))
        lines.append(f"{elements.dispute}有法院发布的要素式起诉状格式，另附要素式版本供选择。")
    preview = "\n".join(lines) + "\n\n" + text
    return ComposedComplaint(True, preview, text, sections, verdicts, first, revisions, notices, documents, basis=basis)
