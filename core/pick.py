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

Three other ways of letting the 1.5B model read the candidates were measured against the ranker's first (session 50,
scripts outside the repository), none kept: a yes/no per candidate ("这条条文是不是回答上面这个问题所依据的法律规定？") put a legal team's
article first for 38 % of 76 LeCoQA questions against the ranker's 50 %, and added to the ranker's order at any weight
it moved nothing; the same choice asked twice, the candidates in reverse order the second time (to cancel the habit of
naming E1), chose the deciding article for 4 of the 21 strangers' questions that offered it, E1 for 12; the likelihood
of the question after each article (UPR) did about as well as the ranker alone (24 against 27 of 51 questions of LeCoQA's
fold 1) and, combined, 28 — within a fold's noise, for about twelve seconds a question on two cores.

`opening` is code's part: the chosen article's deciding words (`core.reasoning.decisive_clause`:
a list article's lead-in and the item the question matches), quoted by code so they are the
version's own; the draft is begun with them and the model continues from the facts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from core.asked_remedy import granting_words
from core.asker import tells_a_case
from core.chat_model import ChatMessage, ModelUnavailable
from core.denied_conditions import AGE, conditions, denied, hint, negation_switch, status_of_age
from core.evidence import Evidence
from core.reasoning import LIST_ITEM, decisive_clause, with_raised_exception
from index.common.text import article_number, han_ngrams
from index.glossary import glossary
from index.references import referred_labels
from index.statutory_words import statutory_words

#: Asked after the question, in the draft's own user message (so the prefix before it is shared).
PICK = {
    "zh": "\n\n先不要回答问题。上面证据中，哪一条的规定直接决定这个问题的答案？只回答它的编号 E 后面的数字。",
    "en": "\n\nDo not answer yet. Which passage of the evidence above directly decides the answer to this question? "
          "Reply with the number after its E only.",
}
#: Said after the question in the draft's prompt once an article is chosen; the answer is begun
#: with the article's deciding words (`opening`), so the model writes only what follows them.
DECISIVE = {
    "zh": "\n\n决定这个问题的条文是 [E{number}]《{law}》{label}，回答已经以它决定问题的原文开头，不要再抄写条文。"
          "接着逐条写出案件事实怎样对应它的条件（只写问题里说过的事实），最后写“结论：”，用一两句话直接回答问题。",
    "en": "\n\nThe provision that decides this question is [E{number}] 《{law}》{label}; the answer already opens with its "
          "deciding words, so do not copy the article again. Next map the facts the question gives to its conditions, "
          "then write “Conclusion:” and answer the question in one or two sentences.",
}
#: The same for a question about the law alone (`core.asker.tells_a_case`): no facts to map.
DECISIVE_ABSTRACT = {
    "zh": "\n\n决定这个问题的条文是 [E{number}]《{law}》{label}，回答已经以它决定问题的原文开头，不要再抄写条文。"
          "接着用一两句话说明这条规定怎样回答问题，最后写“结论：”，用一两句话直接回答问题。",
    "en": "\n\nThe provision that decides this question is [E{number}] 《{law}》{label}; the answer already opens with its "
          "deciding words, so do not copy the article again. Next say in one or two sentences how it answers the "
          "question, then write “Conclusion:” and answer the question in one or two sentences.",
}
#: Passages E1-E9 are offered: each answer is then one token (a local engine's choice is one).
MAX_OFFERED = 9
#: How much likelier (in log-probability) the model must find another passage than the first the
#: retrieval ranked before its choice replaces it. Over the 60 everyday questions (session 29) the
#: 1.5B model chose another passage 4 times, each by under 0.17 (nearly a tie, always E3: its
#: position habit), and none of the four was the deciding article while E1 was for three. In the
#: recorded runs since (five of the everyday set, five of LeCoQA's held-out sample) no margin above
#: 0.2 changed a choice for the better, and in 225 turns of strangers' questions every override was
#: wrong, one by 0.25 (stranger22 q1, session 34: 劳动合同法 第三十九条 on a probation dismissal was E1,
#: the model took E3, 第十四条 on open-ended contracts). So only a model clearly surer of another passage
#: (e ≈ 2.7 times likelier) overrules the retrieval: a larger model that is sure still makes its choice.
OVERRULE_MARGIN = 1.0
#: How the answer begins once an article is chosen: its deciding words, quoted by code, then the
#: heading of the facts mapped to its conditions (`core.stated_facts` reads that section).
OPENING = {"zh": "依据《{law}》{label}：“{clause}”{referred}\n\n案件事实对应到它的条件：\n",
           "en": "Under 《{law}》{label} (“{clause}”){referred}:\n\nThe facts against its conditions:\n"}
#: ... and for a question about the law alone, the quotation without the facts' heading.
OPENING_ABSTRACT = {"zh": "依据《{law}》{label}：“{clause}”{referred}\n\n", "en": "Under 《{law}》{label} (“{clause}”){referred}:\n\n"}
#: An article the deciding words send the reader to ("劳动者依照本法第三十八条规定解除劳动合同的"), quoted after them.
REFERRED = {"zh": "；{label}：“{clause}”", "en": "; {label} (“{clause}”)"}


@dataclass
class Picked:
    """The choice and what the trajectory records of it."""

    candidates: list[Evidence] = field(default_factory=list)
    chosen: Evidence | None = None
    answer: str = ""
    latency_ms: float = 0.0
    error: str = ""
    logprobs: dict[str, float] = field(default_factory=dict)  # each choice's, where the engine gives them
    model_answer: str = ""  # the model's own answer where a near tie left the retrieval's first in its place

    @property
    def number(self) -> int | None:
        """The chosen passage's E-number in the evidence block."""
        return self.candidates.index(self.chosen) + 1 if self.chosen is not None else None

    def to_log(self) -> dict:
        key = lambda item: [item.version.law, item.version.article, item.version.article_sub]  # noqa: E731
        return {"candidates": [key(item) for item in self.candidates], "chosen": [key(self.chosen)] if self.chosen else [],
                "answer": self.answer, "model_answer": self.model_answer, "latency_ms": round(self.latency_ms, 1), "error": self.error,
                "logprobs": {choice: round(value, 3) for choice, value in self.logprobs.items()}}


async def pick(model, messages: list[ChatMessage], evidence: list[Evidence], tools: list[dict] | None, lang: str) -> Picked:
    """The passage the model names as deciding; `messages` end with the draft's user message
    (evidence and question), to which the pick line is added. No choice when the model cannot
    choose (a backend without `choose`, a failure): the draft then goes on as before.

    Contextual calibration (the model's preference among the numbers with no question asked,
    divided away; Zhao et al. 2021) was tried: on 40 LeCoQA held-out questions the model answered
    "1" for 36, and of the 27 whose candidates held a gold article the gold one was E1 for 7, the
    model's answer for 8, the calibrated answer for 4. It moved choices off E1 without finding
    the deciding article more often, so the model's own answer stands, but for a near tie with the
    retrieval's first passage (`OVERRULE_MARGIN`)."""
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
    logprobs, first = result.choice_logprobs or {}, choices[0]
    if answer in choices and answer != first and first in logprobs and answer in logprobs \
            and logprobs[answer] - logprobs[first] <= OVERRULE_MARGIN:  # a near tie: the retrieval's order stands
        return Picked(candidates, candidates[int(first) - 1], first, result.latency_ms, logprobs=logprobs, model_answer=answer)
    chosen = candidates[int(answer) - 1] if answer in choices else None
    return Picked(candidates, chosen, answer, result.latency_ms, logprobs=logprobs)


def met_instead_of_denied(picked: Picked, question: str, lang: str) -> Picked:
    """The choice moved to the first other offered passage whose own negative condition the user's words meet, when they deny a
    condition of the chosen one: "没有约定合伙期限" denies 合伙企业法 第四十五条's "合伙协议约定合伙期限的" and meets 第四十六条's
    "合伙协议未约定合伙期限的" (stranger64 e8, session 49, blind: 第四十五条 was first, and the reply could say only that it did
    not apply). An age that denies the chosen one's status moves it to the neighbour on the status that age gives
    (`core.denied_conditions.status_of_age`). A denial with no such neighbour keeps the choice: the reply then says which
    condition is not met."""
    if lang != "zh" or picked.chosen is None:
        return picked
    chosen_words = deciding_words(picked, question, lang)
    denials = denied(chosen_words, question)
    if not denials:
        return picked
    offered = [item for item in picked.candidates[:MAX_OFFERED] if item.role == "in_force" and item is not picked.chosen]
    status = status_of_age(question) if any(AGE.fullmatch(denial.said) for denial in denials) else None
    for item in offered:
        words = _words_of(item.version.text, question, lang)
        # an age that settles the chosen one's status condition: the neighbour on the status the age gives (民法典 第一千二百条
        # for a 12-year-old hurt at school, not 第一千一百九十九条 on children under eight; stranger72 m10, session 51, blind)
        if (negation_switch(chosen_words, words, question) or status is not None and status.search(words)) and not denied(words, question):
            return Picked(picked.candidates, item, str(picked.candidates.index(item) + 1), picked.latency_ms, picked.error,
                          picked.logprobs, model_answer=picked.answer)
    return picked


#: What a question asks to be paid on an act another article allows: "他现在要辞职还要我给补偿，我要给吗".
ASKED_SUM = re.compile(r"经济补偿|补偿|赔偿金")


def sum_instead_of_ground(picked: Picked, question: str, lang: str) -> Picked:
    """The choice moved to the first other offered passage of the same law that names the chosen article and sets the sum the
    question asks for, when the chosen one does not: 劳动合同法 第三十八条 lets a worker quit an employer who never paid social
    insurance, 第四十六条 (一) "劳动者依照本法第三十八条规定解除劳动合同的" owes the 经济补偿 asked about (stranger73 n5, session 51:
    the reply said the worker may quit, not that the shop owes the compensation). `referred` then quotes the ground."""
    asked = ASKED_SUM.search(question) if lang == "zh" and picked.chosen is not None else None
    if asked is None or asked.group(0) in picked.chosen.version.text:
        return picked
    chosen = picked.chosen.version
    for item in picked.candidates[:MAX_OFFERED]:
        version = item.version
        if item.role == "in_force" and item is not picked.chosen and version.law == chosen.law \
                and asked.group(0) in version.text and chosen.article_label in referred_labels(version.text):
            return Picked(picked.candidates, item, str(picked.candidates.index(item) + 1), picked.latency_ms, picked.error,
                          picked.logprobs, model_answer=picked.answer)
    return picked


#: How far down the retrieval's order an article naming the remedy asked for is looked for: the
#: first three, so a remedy named only in a far candidate does not displace a close deciding one.
REMEDY_DEPTH = 3


def remedy_instead_of_neighbour(picked: Picked, question: str, lang: str) -> Picked:
    """The choice moved to the first of the retrieval's first three passages that names the remedy the question asks for, when
    the chosen one names none (`core.asked_remedy`): "公司要给我经济补偿吗" was answered from 劳动合同法 第四十五条, ranked first,
    with 第四十六条, which owes 经济补偿, second (stranger85 a9, session 54, blind). On LeCoQA's held-out fold (247 questions)
    the rule moved one choice (neither article the legal team's); on the everyday set and the strangers' sets 80-86 (130
    questions) it moved five, each to the article that decides them, and none away from a right one. The same rule on any words
    of the asking clause, not a remedy's, moved 50 of the 247 held-out choices: 7 to the team's article, 16 away from it."""
    wanted = granting_words(question) if lang == "zh" and picked.chosen is not None else []
    if not wanted or any(words.search(picked.chosen.version.text) for words in wanted):
        return picked
    for words in wanted:
        for item in picked.candidates[:REMEDY_DEPTH]:
            if item.role == "in_force" and item is not picked.chosen and words.search(item.version.text):
                return Picked(picked.candidates, item, str(picked.candidates.index(item) + 1), picked.latency_ms, picked.error,
                              picked.logprobs, model_answer=picked.answer)
    return picked


#: A question asking what something must contain ("一份技术合同需要体现哪些内容"): the answer is a list an article
#: gives without 应当/可以, which the decisive clause (a sentence that states a direction) passes over.
ASKS_CONTENTS = re.compile(r"哪些内容|什么内容|包括哪些|包括什么|包含哪些|包含什么|有哪些条款|哪些条款|哪些事项")
#: ... and the sentence that gives such a list, and the items that follow a lead-in.
GIVES_CONTENTS = re.compile(r"包括|包含|下列|条款|事项")


def contents_sentence(text: str, question: str) -> str:
    """The sentence of `text` that lists contents and shares most character pairs with `question` (at
    least three), or "": "技术合同的内容一般包括项目的名称……等条款" (民法典 第八百四十五条 第一款), where the
    decisive clause had quoted the third paragraph, on patents, for "一份技术合同需要体现哪些内容"."""
    asked = han_ngrams(question)
    pieces = [s.strip() for s in re.split(r"(?<=。)|\n", text) if s.strip()]
    listed = [s for s in pieces if GIVES_CONTENTS.search(s) and not LIST_ITEM.match(s)]
    best = max(listed, key=lambda s: len(han_ngrams(s) & asked), default="")
    if not best or len(han_ngrams(best) & asked) < 3:
        return ""
    if best.endswith(("：", ":")):  # "仓单包括下列事项：" and its items, which are the answer
        following = pieces[pieces.index(best) + 1:]
        end = next((n for n, piece in enumerate(following) if not LIST_ITEM.match(piece)), len(following))
        best += "".join(following[:end])
    return best


def _words_of(text: str, question: str, lang: str) -> str:
    """`text`'s deciding words for this question: a list article's lead-in and the item the question
    matches; for a question asking what something contains, the sentence listing it."""
    if lang == "zh" and ASKS_CONTENTS.search(question):
        listed = contents_sentence(text, question)
        if listed:
            return listed.rstrip("；;。，,")
    # An English question shares no character with the article: its glossary terms ("pregnant" → 孕期)
    # choose the item, or 第四十二条 was quoted by its lead-in alone. A Chinese one's everyday words
    # bring the statutes' ("电动车" → 非机动车), or "骑电动车被小汽车撞了" was quoted 第七十六条's item on
    # two motor vehicles.
    extra = statutory_words(question) if lang == "zh" else glossary().translate(question)
    words = " ".join([question, *extra])
    return with_raised_exception(text, decisive_clause(text, words, words, question), words).rstrip("；;。，,")


def deciding_words(picked: Picked, question: str, lang: str) -> str:
    """The chosen article's deciding words for this question ("" when nothing was chosen)
    (`core.reasoning.decisive_clause`)."""
    version = picked.chosen.version if picked.chosen else None
    return _words_of(version.text, question, lang) if version is not None else ""


def referred(picked: Picked, clause: str, question: str, lang: str) -> str:
    """The deciding words of each article of the same act that `clause`'s conditions send the reader to,
    where the evidence holds it in force (a result's "不得依照本法第四十条……解除" sends nowhere): 第四十六条 (一) "劳动者依照本法第三十八条规定解除劳动合同的" decides a worker's
    compensation only with 第三十八条's ground ("未依法为劳动者缴纳社会保险费的"), and the reply quoted (一)
    alone while the model listed 第三十八条's items as facts the user never gave."""
    named = sorted(number for label in referred_labels(" ".join(conditions(clause))) if (number := article_number(label)))
    if picked.chosen is None or not named:
        return ""
    law, own = picked.chosen.version.law, (picked.chosen.version.article, picked.chosen.version.article_sub)
    found = []
    for number in named:
        item = next((c for c in picked.candidates if c.role == "in_force" and c.version.law == law
                     and (c.version.article, c.version.article_sub) == number != own), None)
        if item is not None:
            words = _words_of(item.version.text, question, lang).rstrip("：:")
            found.append(REFERRED[lang].format(label=item.version.article_label, clause=words))
    return "".join(found[:2])


def decisive_line(picked: Picked, question: str, lang: str) -> str:
    """The line after the question naming the chosen passage ("" when nothing was chosen); a question
    about the law alone is not asked to map facts it does not give, and a condition the user's words
    deny (`core.denied_conditions`) is named to the draft. (One only the other side asserts is not: told so, the 1.5B model
    wrote "狗主人不能证明……所以需要赔偿", a fact nobody gave; `core.unproven` says it in the reply instead.)"""
    if picked.chosen is None:
        return ""
    version = picked.chosen.version
    lines = DECISIVE if tells_a_case(question) else DECISIVE_ABSTRACT
    named = lines[lang].format(number=picked.number, law=version.law, label=version.article_label)
    return named + hint(denied(deciding_words(picked, question, lang), question), lang)


def opening(picked: Picked, question: str, lang: str) -> str:
    """The words the answer begins with: "依据《X》第N条：“deciding words”" and, when the question tells a
    case, the mapping heading ("" when nothing was chosen). An abstract question ("留置和质押有什么差别？")
    given the heading had the model list conditions no one stated, then the notice that none was. The
    1.5B model, told to quote the article first, copied all of a list article (劳动合同法 第四十六条, seven
    items) and reached its 256-token cap before any conclusion; code's quotation is the version's own
    words and costs no generated token."""
    clause = deciding_words(picked, question, lang)
    if not clause or picked.chosen is None:
        return ""
    version = picked.chosen.version
    form = OPENING if tells_a_case(question) else OPENING_ABSTRACT
    return form[lang].format(law=version.law, label=version.article_label, clause=clause,
                             referred=referred(picked, clause, question, lang))
