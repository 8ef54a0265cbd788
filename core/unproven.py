"""Conditions that must be proved, which the other side only asserts.

"我在试用期被公司辞退了，公司说我不符合录用条件，可从来没人告诉过我录用条件是什么，这合法吗" under 劳动法 第二十五条
(一) "在试用期间被证明不符合录用条件的" (the employer then 可以解除): the 1.5B model took the company's word for the
condition and told the worker "公司可以解除劳动合同" (stranger39 t8). The article asks for proof, and the company
only said so; the burden is the company's. Code finds a condition that asks for proof ("被证明", "能够证明")
sharing words with what the other side said ("公司说我不符合录用条件", `core.stated_refusal.SAID`), says in the reply
that it is their say-so to prove, and a conclusion that draws the condition's result as if it were proved is
replaced by code's conditional one. The draft is not told beforehand: told, the model wrote "狗主人不能证明……", a
fact nobody gave (everyday a5).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.denied_conditions import condition_pieces, result_of
from core.direction import STANDS_FOR, directions
from core.reasoning import CONCLUSION_BLOCK, LIST_ITEM, noted_before
from core.stated_refusal import SAID
from index.common.text import han_ngrams
from index.statutory_words import with_statutory_words

#: A condition that asks for proof: "在试用期间被证明不符合录用条件的", "能够证明损害是因被侵权人故意……造成的".
PROOF = re.compile(r"被证明|能够证明|能证明|有证据证明")
#: How many characters the other side's words and the condition must share, beyond the proof words.
SHARED = 2
#: A word the condition negates ("非机动车驾驶人"): the other side's "机动车" is not its subject (stranger82 x9, session 53, blind:
#: "电动车主说我开的是机动车就要负全责" was read as asserting "有证据证明非机动车驾驶人、行人有过错的", and the user was told the
#: e-bike rider must prove his own fault).
NEGATED_WORD = re.compile(r"非[\u4e00-\u9fff]{2,3}")
#: A conclusion that already says the condition must be proved (not one restating "被证明……的" as met).
PROVING = re.compile(r"(?:需要|要|须|必须|应当|能否|是否|能不能)(?:由[^，。]{0,6})?(?:证明|举证)|举证|证明不了|无法证明|不能证明|没有证明")
NOTICE = {"zh": "注意：“{said}”只是{speaker}的说法，而这一条的条件是“{condition}”，要由{speaker}证明；证明不了，不能依照这一条得出它规定的结果。",
          "en": "Note: “{said}” is only the word of the other side ({speaker}), while this provision requires “{condition}”, "
                "which they must prove; unproven, its result does not follow."}
#: A line of the mapping ("- 你在试用期间", "1. ……"), not the rule quoted above it.
LISTED_FACT = re.compile(r"\s*(?:[-•·*]|\d+[.、])")
MARK = "（这是{speaker}的说法，要由{speaker}证明）"
CONDITIONAL = "结论：“{said}”只是{speaker}的说法。这一条的条件是“{condition}”，要由{speaker}证明：证明了，才适用这一条（“{result}”）；" \
              "证明不了，不能依照这一条得出这个结果。能否证明要看证据，这一部分建议咨询律师。"
#: ... and for the condition of an exception ("……应当承担侵权责任；但是，能够证明……的，可以不承担或者减轻责任"), the rule it is an
#: exception to comes first: said alone, "狗主人说是我先逗狗的" left a bitten user without "狗主人应当承担侵权责任" (everyday a5,
#: session 49, once "逗+狗" raised 民法典 第一千二百四十五条's exception).
EXCEPTED_RULE = "结论：依照这一条，{rule}。“{said}”只是{speaker}的说法：例外的条件“{condition}”要由{speaker}证明；证明了，才“{result}”；" \
                "证明不了，仍按前面的规定处理。能否证明要看证据，这一部分建议咨询律师。"


@dataclass(frozen=True)
class Unproven:
    """Who said it ("公司"), what they said ("公司说我不符合录用条件"), the condition it stands for, and that condition's
    result."""

    speaker: str
    said: str
    condition: str
    result: str


def unproven(clause: str, question: str) -> list[Unproven]:
    """Each condition of `clause` that asks for proof and that only the other side's words in `question` assert
    (once per condition)."""
    found: list[Unproven] = []
    for match in SAID.finditer(question):
        words = han_ngrams(with_statutory_words(match.group("said"), question))
        for piece in condition_pieces(clause):
            proof, condition = PROOF.search(piece), LIST_ITEM.sub("", piece)
            if proof and len(words & han_ngrams(NEGATED_WORD.sub("|", piece[proof.end():]))) >= SHARED and condition not in {u.condition for u in found}:
                said = match.group("said") if match.group("ground") else match.group(0)  # a ground given: its words alone
                found.append(Unproven(match.group("speaker"), said, condition, result_after(clause, piece)))
    return found


def result_after(clause: str, condition: str) -> str:
    """The result the condition leads to: the first piece stating a direction after it in its sentence ("能够证明……的，
    可以不承担或者减轻责任"), else the clause's (a list item's condition follows its lead-in's result)."""
    at = clause.find(condition)
    sentence = re.split(r"[；;。]", clause[at + len(condition):])[0] if at >= 0 else ""
    return result_of(sentence) or result_of(clause)


def adopts(conclusion: str, result: str) -> bool:
    """Whether the conclusion draws the result as if its condition were proved: a stance of the same sense and kind, or
    of one that answers it (`core.direction.STANDS_FOR`: "因此合法" answers "用人单位可以解除"), said of the same party or
    of none."""
    wanted = directions(result, "zh")
    return any(s.positive == w.positive and (s.kind == w.kind or s.kind in STANDS_FOR.get(w.kind, ()))
               and (s.party is None or w.party is None or s.party == w.party)
               for s in directions(conclusion, "zh") for w in wanted)


def rule_excepted(clause: str, condition: str) -> str:
    """The result of the rule an exception's condition is excepted from ("动物饲养人或者管理人应当承担侵权责任" before "但是，能够证明
    ……"), or "" when the condition is no exception's."""
    at = clause.find(condition)
    but = clause.rfind("但", 0, at) if at >= 0 else -1
    return result_of(clause[:but]).rstrip("；;，,") if but > 0 else ""


def with_unproven(body: str, found: list[Unproven], lang: str, clause: str = "") -> str:
    """The reply with each say-so noted before the conclusion (at the end when it has none); a Chinese conclusion that
    draws the condition's result without saying it must be proved is replaced by code's conditional one, which says it (after
    the rule an exception's condition is excepted from, read from `clause`)."""
    if not found:
        return body
    line = "\n".join(NOTICE[lang].format(speaker=u.speaker, said=u.said, condition=u.condition) for u in found)
    conclusion = CONCLUSION_BLOCK.search(body)
    if conclusion is None:
        return f"{body.rstrip()}\n\n{line}"
    first, said = found[0], conclusion.group(0)
    before = marked_as_said(body[:conclusion.start()].rstrip(), found) if lang == "zh" else body[:conclusion.start()].rstrip()
    if lang == "zh" and first.result and adopts(said, first.result) and not PROVING.search(said):
        rule = rule_excepted(clause, first.condition)
        form = EXCEPTED_RULE if rule else CONDITIONAL
        conditional = form.format(speaker=first.speaker, said=first.said, condition=first.condition, result=first.result, rule=rule)
        return f"{before}\n\n{conditional}{body[conclusion.end():]}"
    return noted_before(before + body[conclusion.start():], len(before), line)


def marked_as_said(facts: str, found: list[Unproven]) -> str:
    """The mapping's lines that state a condition to be proved as a fact ("- 你被证明不符合录用条件") marked as the
    other side's word."""
    def mark(line: str) -> str:
        proved = PROOF.search(line) if LISTED_FACT.match(line) else None
        said = proved and next((u for u in found if len(han_ngrams(line[proved.end():]) & han_ngrams(u.condition)) >= SHARED), None)
        return line.rstrip("。；; ") + MARK.format(speaker=said.speaker) if said else line
    return "\n".join(mark(line) for line in facts.split("\n"))
