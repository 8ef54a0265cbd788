"""The facts in a lawyer's written register, reworded by the chat model and kept only when code finds
nothing of the user's changed.

Why: the phrase table (`formal.REGISTER`) rewrites only the chat words it lists, so much of a
story's spoken register survives ("一直拖", "直接不回消息了") and an English story stays English in a
Chinese complaint. The model rewrites any wording (and translates), but a 1.5B model may also
invent or lose a name, date or sum. So the model gets one narrow job, the table's wording of the
facts to put into 书面语 with 原告/被告, and `provenance.unfaithful` compares its text with the user's
facts: a name, place, organisation, amount, date or number the user did not give, or one of theirs
missing, sends the complaint back to the table's wording. So do a loan, payment or sale turned round
(`provenance.reversed_flows`), a judgment's words (本院, 一案) and a kind of dealing the story lacks, all
seen in the model's first run; and a model that is off, down or slow. `Rephrased.path` says which
wording the complaint has and why. What the checks cannot see (a car's plate given to the wrong
party) is why the table stays the default: see config.toml [complaint].
"""

from __future__ import annotations

import asyncio
import re
import time
from dataclasses import dataclass

from core.chat_model import ChatMessage, ChatModel, ModelUnavailable
from core.complaint.checks import placeholders
from core.complaint.elements import Elements
from core.complaint.english import told_in_english
from core.complaint.formal import facts_paragraphs
from core.complaint.provenance import reversed_flows, unfaithful
from index.common.text import han_count

PROMPT = (
    "你是律师。把下面民事起诉状“事实和理由”的草稿改写成规范的书面语{translate}：\n"
    "1. 叙述人（我、我们）一律称“原告”，对方（他、她、对方）一律称“被告”或“被告+姓名”；\n"
    "2. 口语改为书面语（如“借了8万块”改为“借款8万元”，“一直拖着”改为“一直拖延”，“不回消息了”改为“不再回复”）；\n"
    "3. 人名、地名、单位名称、日期、金额、数字一律照抄，不得增加、删除或改动，不得添加草稿没有的事实；\n"
    "4. 谁借给谁、谁付款给谁必须与草稿一致：“原告借给被告”是原告出借、被告借款，不能写成“原告向被告借款”；\n"
    "5. 只输出改写后的正文，不要标题，不要解释。\n"
    "当事人：原告{plaintiffs}；被告{defendants}\n"
    "草稿：{draft}\n"
    "改写："
)
TRANSLATE = "，草稿中的英文译成中文"
#: a label the model may put before its text
_LABEL = re.compile(r"^\s*(?:改写(?:后)?(?:的正文)?|事实和理由|正文)\s*[:：]\s*")
#: a judgment's or a claim's words: the 1.5B model opened with "原告X诉被告Y借款合同纠纷一案，本院受理后，依法
#:进行了审理" (a case type and a trial nobody stated) and ended with "综上所述，原告请求法院判决…"
FRAMING = re.compile(r"本院|一案|审理|查明|综上|判决|请求法院|诉讼|起诉|纠纷|(?:原告|被告)[^，。；]{0,30}?诉(?:被告|称)")
#: what kind of dealing the story is: a word of a kind the table's wording lacks is a new fact
#: ("66000元借款" for a renovation fee)
DEALINGS = (("借", r"\b(?:lend|lent|loan|borrow|IOU)"), ("租", r"\b(?:rent|lease|tenan|landlord)"),
            ("买购", r"\b(?:buy|bought|purchas)"), ("卖售", r"\b(?:sell|sold|sale)"),
            ("担保保证", r"\b(?:guarant|surety)"), ("赠", r"\b(?:gift|gave)"))
#: where the model's text ends: a second part (a claim, a heading) after the facts
_HALT = re.compile(r"综上|\n\s*\n|\n\s*[一二三四五六七八九十]、|事实和理由|诉讼请求")
#: below this share of the table's length (Chinese facts), the model has left part of the story out
MIN_SHARE = 0.6


@dataclass(frozen=True)
class Rephrased:
    """The facts paragraphs a complaint prints, and which wording they are: "model" (checked) or
    "table" with `reason` (the setting, the model's failure, or what the check found)."""

    paragraphs: list[str]
    path: str
    reason: str = ""
    seconds: float = 0.0
    model_text: str = ""

    def to_table(self, table: list[str], reason: str) -> Rephrased:
        """The table's wording instead, the model's text kept for the record."""
        return Rephrased(table, "table", reason, self.seconds, self.model_text)

    def to_log(self) -> dict:
        return {"path": self.path, "reason": self.reason, "seconds": round(self.seconds, 3), "model_text": self.model_text}


def in_english(elements: Elements) -> bool:
    """Facts told in English (kept so by the intake): translated."""
    return told_in_english(elements.facts)


def prompt_for(elements: Elements, draft: str) -> str:
    """The one request: the table's wording of the facts, the parties by name, the rules."""
    names = lambda group: "、".join(p.name for p in group if p.name) or "（未提供姓名）"  # noqa: E731
    return PROMPT.format(translate=TRANSLATE if in_english(elements) else "", plaintiffs=names(elements.plaintiffs),
                         defendants=names(elements.defendants), draft=draft)


def opening(draft: str) -> str:
    """The answer's first words, given to the model: the story's own start up to its first comma when that
    is a date ("2023年3月15日，"), so the model goes on with the facts instead of opening a judgment's caption."""
    match = re.match(r"^(?:\d{4}年(?:\d{1,2}月)?(?:\d{1,2}日)?(?:[上下]午|晚上|早上)?)(?=[，,]|[^，,]*[，,])", draft)
    return match.group(0) + "，" if match else ""


def paragraphs_of(text: str) -> list[str]:
    """The model's answer as paragraphs, its label and quotation marks around it removed."""
    out = []
    for line in text.strip().strip("“”\"").splitlines():
        line = _LABEL.sub("", line).strip()
        if line:
            out.append(line if line.endswith(("。", "！", "？")) else line + "。")
    return out


def problems(paragraphs: list[str], table: list[str], elements: Elements) -> list[str]:
    """Why the model's paragraphs cannot replace the table's: `provenance.unfaithful` against the
    user's facts, a loan or payment turned round against the table's wording (the 1.5B model wrote
    "原告向被告借款" for "原告借给被告"), a placeholder, English left in, or much less text than the table's."""
    text = "\n".join(paragraphs)
    if not text:
        return ["empty"]
    names = [p.name for p in elements.parties() if p.name]
    draft = "\n".join(table)
    found = unfaithful(text, elements.facts, names) + reversed_flows(text, draft)
    found += [f"framing {m}" for m in dict.fromkeys(FRAMING.findall(text)) if m not in draft]
    said = draft + elements.facts
    found += [f"dealing {chars[0]}" for chars, english in DEALINGS
              if any(c in text for c in chars) and not any(c in said for c in chars) and not re.search(english, said, re.I)]
    found += [f"placeholder {mark}" for mark in placeholders(text)]
    rest = re.sub("|".join(map(re.escape, names)) or "^$", "", text)
    if told_in_english(rest) or in_english(elements) and re.search(r"[A-Za-z]{3,}", rest):  # a Chinese story's "iPhone 15" stays
        found.append("English left")
    if not in_english(elements) and han_count(text) < MIN_SHARE * han_count("".join(table)):
        found.append(f"shorter than {MIN_SHARE:.0%} of the facts")
    return found


async def rephrase_facts(elements: Elements, model: ChatModel | None, timeout_s: float = 60.0) -> Rephrased:
    """The facts in written register: the model's when it passes the check, else the table's."""
    started = time.perf_counter()
    table = facts_paragraphs(elements)
    if model is None or not elements.facts.strip():
        return Rephrased(table, "table", "off" if model is None else "no facts")
    draft = "\n".join(table)
    begun = opening(draft)
    try:
        result = await asyncio.wait_for(model.complete(
            [ChatMessage("user", prompt_for(elements, draft))], max_tokens=min(640, 48 + int(1.5 * len(draft))),
            temperature=0.0, begun=begun, halt=lambda text: bool(_HALT.search(text))), timeout=timeout_s)
    except (ModelUnavailable, TimeoutError) as exc:
        reason = f"model unavailable: {exc}" if isinstance(exc, ModelUnavailable) else f"no answer within {timeout_s:g} s"
        return Rephrased(table, "table", reason, time.perf_counter() - started)
    text = result.text if result.text.lstrip().startswith(begun.rstrip("，")) else begun + result.text  # said again
    paragraphs = paragraphs_of(_HALT.split(text)[0])
    found = problems(paragraphs, table, elements)
    if result.finish_reason == "length":
        found.append("cut off")
    seconds = time.perf_counter() - started
    if found:
        return Rephrased(table, "table", "rejected: " + "; ".join(found), seconds, text)
    return Rephrased(paragraphs, "model", "", seconds, text)
