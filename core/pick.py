"""The pick stage: the model chooses the article that decides the question, and code quotes it.

Retrieval brings several valid neighbours of the deciding article (劳动合同法 第四十条 beside
第四十二条), and the 1.5B model drafted from whichever it read first, drawing the opposite
conclusion. So before drafting, the model does one narrow job: it answers with the number of the
evidence passage that decides the question, and nothing else (the engine leaves it no other token:
`ChoosingModel.choose`). The question is asked as the draft's own prompt with one line added after
the question, so the engine's prefix cache serves the evidence and the pick costs a second; the
draft then reads the same prefix again from the cache with the choice named after the question.

The small model, offered "none of them" as an answer, chose it for a question its evidence
answered (劳动合同法 第四十二条 for a pregnant employee), so it is not offered: whether the chosen
article decides anything is for the checks after the draft. A larger model reads the same prompt.

`rule_line` is code's part: the chosen article's deciding words (`core.reasoning.decisive_clause`:
a list article's lead-in and the item the question matches), quoted by code so they are the
version's own, before a draft that did not cite it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from core.chat_model import ChatMessage, ModelUnavailable
from core.evidence import Evidence
from core.reasoning import decisive_clause

#: Asked after the question, in the draft's own user message (so the prefix before it is shared).
PICK = {
    "zh": "\n\n先不要回答问题。上面证据中，哪一条的规定直接决定这个问题的答案？只回答它的编号 E 后面的数字。",
    "en": "\n\nDo not answer yet. Which passage of the evidence above directly decides the answer to this question? "
          "Reply with the number after its E only.",
}
#: Said after the question in the draft's prompt once an article is chosen.
DECISIVE = {
    "zh": "\n\n决定这个问题的条文是 [E{number}]《{law}》{label}。先引用它并写出其中决定问题的原文，再把案件事实对应到它的条件，最后给出结论。",
    "en": "\n\nThe provision that decides this question is [E{number}] 《{law}》{label}. Open with it and quote its deciding words, "
          "then map the facts to its conditions, then give the conclusion.",
}
#: Passages E1-E9 are offered: each answer is then one token (a local engine's choice is one).
MAX_OFFERED = 9
#: The chosen article's deciding words, put before a draft that does not cite it.
RULE = {"zh": "依据《{law}》{label}：“{clause}”", "en": "Under 《{law}》{label} (“{clause}”):"}


@dataclass
class Picked:
    """The choice and what the trajectory records of it."""

    candidates: list[Evidence] = field(default_factory=list)
    chosen: Evidence | None = None
    answer: str = ""
    latency_ms: float = 0.0
    error: str = ""

    @property
    def number(self) -> int | None:
        """The chosen passage's E-number in the evidence block."""
        return self.candidates.index(self.chosen) + 1 if self.chosen is not None else None

    def to_log(self) -> dict:
        key = lambda item: [item.version.law, item.version.article, item.version.article_sub]  # noqa: E731
        return {"candidates": [key(item) for item in self.candidates], "chosen": [key(self.chosen)] if self.chosen else [],
                "answer": self.answer, "latency_ms": round(self.latency_ms, 1), "error": self.error}


async def pick(model, messages: list[ChatMessage], evidence: list[Evidence], tools: list[dict] | None, lang: str) -> Picked:
    """The passage the model names as deciding; `messages` end with the draft's user message
    (evidence and question), to which the pick line is added. No choice when the model cannot
    choose (a backend without `choose`, a failure): the draft then goes on as before."""
    candidates = list(evidence)  # numbered E1, E2, … in the evidence block
    choose = getattr(model, "choose", None)
    offered = [item for item in candidates[:MAX_OFFERED] if item.role == "in_force"]
    if choose is None or len(offered) < 2:
        return Picked(candidates, offered[0] if len(offered) == 1 else None)
    asked = [*messages[:-1], ChatMessage("user", messages[-1].content + PICK[lang])]
    choices = [str(candidates.index(item) + 1) for item in offered]
    try:
        result = await choose(asked, choices, tools)
    except (ModelUnavailable, NotImplementedError, ValueError) as error:
        return Picked(candidates, error=str(error))
    answer = result.text.strip()
    chosen = candidates[int(answer) - 1] if answer in choices else None
    return Picked(candidates, chosen, answer, result.latency_ms)


def decisive_line(picked: Picked, lang: str) -> str:
    """The line after the question naming the chosen passage ("" when nothing was chosen)."""
    if picked.chosen is None:
        return ""
    version = picked.chosen.version
    return DECISIVE[lang].format(number=picked.number, law=version.law, label=version.article_label)


def rule_line(picked: Picked, question: str, lang: str) -> str:
    """"依据《X》第N条：“deciding words”": what a reply on the chosen article opens with."""
    version = picked.chosen.version if picked.chosen else None
    if version is None:
        return ""
    clause = decisive_clause(version.text, question, question).rstrip("；;。")
    return RULE[lang].format(law=version.law, label=version.article_label, clause=clause)
