"""Whose act the question is about, and which evidence speaks of that party's act.

"试用期被公司辞退，公司说试用期可以随时解除，对吗？" asks whether the employer may end the contract.
Retrieval ranked 劳动合同法 第三十七条 first ("劳动者……可以解除劳动合同": the worker's notice), and
the 1.5B model, reading it first, told the worker the dismissal was lawful; 第二十一条
("用人单位不得解除劳动合同") was fifth. An article that gives an act only to the other side of the
relation cannot decide whether this side may do it. So code reads who acts in the question
(everyday words for an act, or the statute's verb after a party word) and who acts in each
passage (the party word in subject position before the verb, `core.direction.subject_before`),
and passages that give the act only to the counterpart go after the rest. Nothing is dropped:
the draft may still contrast the two sides.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.direction import PAIRED, subject_before
from core.evidence import Evidence
from index.references import referred_labels

#: Everyday words that name an act and who does it. Only words whose doer is never in doubt:
#: 辞退 is always the employer's act, 辞职 always the worker's.
EVERYDAY_ACTS: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"辞退|开除|解雇|炒鱿鱼|被炒|裁员|劝退"), "解除", "用人单位"),
    (re.compile(r"辞职|离职(?!证明|手续)|辞工"), "解除", "劳动者"),  # a 离职证明 is a paper the employer owes
    (re.compile(r"退租"), "解除", "承租人"),
)
#: The statute's verbs for the acts above, read after a party word in the question or a passage.
STATUTE_VERBS = ("解除",)
#: What follows the verb where it names a paper or a moment, not an act someone may do: 劳动合同法 第五十条 "用人单位应当在解除
#: 或者终止劳动合同时出具解除或者终止劳动合同的证明" gives the employer a duty to issue the paper, and read as the employer's 解除
#: it was put last for a worker who had quit and had no 离职证明 (stranger58 y2, session 47), behind 第九十条 on the worker's
#: liability, which the reply then applied to him.
NOMINAL_AFTER = re.compile(r"[^，。；：\n]{0,12}?(?:的(?:书面)?(?:证明|文本)|时(?!效))")


@dataclass(frozen=True)
class Act:
    """An act (the statute's verb) and the canonical party who does it."""

    verb: str
    party: str


def asked_act(question: str) -> Act | None:
    """The one act the question is about, with its doer; None when it names none or both sides."""
    acts = {Act(verb, party) for pattern, verb, party in EVERYDAY_ACTS if pattern.search(question)}
    for verb in STATUTE_VERBS:
        acts |= {Act(verb, party) for party in doers(question, verb) if party in PAIRED}
    return acts.pop() if len(acts) == 1 else None


def doers(text: str, verb: str) -> set[str]:
    """The parties `text` names as doing `verb` (the party word in subject position before it)."""
    return {party for match in re.finditer(re.escape(verb), text)
            if not NOMINAL_AFTER.match(text, match.end()) and (party := subject_before(text, match.start())) is not None}


def other_side_only(text: str, act: Act) -> bool:
    """Whether `text` gives the act to the counterpart and never to the asked party."""
    parties = doers(text, act.verb)
    return PAIRED[act.party] in parties and act.party not in parties


def ordered_by_act(evidence: list[Evidence], question: str) -> tuple[list[Evidence], list[str]]:
    """The evidence with the in-force passages that give the asked act only to the other side moved
    after the rest, order otherwise kept, and the moved passages' ids; `evidence` is not changed."""
    act = asked_act(question)
    if act is None:
        return evidence, []
    moved = [item for item in evidence if item.role == "in_force" and other_side_only(item.version.text, act)]
    if not moved or len(moved) == len([item for item in evidence if item.role == "in_force"]):
        return evidence, []  # nothing to move, or nothing to put before them
    return [item for item in evidence if item not in moved] + moved, [item.ident for item in moved]


def labels_for_act(text: str, act: Act) -> list[str]:
    """The articles of its own law ("本法第三十八条") that `text` names in the lines where the asked
    party does the act: 劳动合同法 第四十六条 pays compensation when "（一）劳动者依照本法第三十八条
    规定解除劳动合同的", so a worker who quits over unpaid wages needs 第三十八条 beside it."""
    labels: list[str] = []
    for line in re.split(r"[\n。；]", text):
        if act.party in doers(line, act.verb):
            labels += sorted(referred_labels(line), key=line.find)
    return list(dict.fromkeys(labels))
