"""What a reply says when its final draft still fails a check of what it concludes.

Revision is bounded, so a final draft can still fail the deterministic review, and it used to ship
as it was: stranger14 (session 27, blind) told a landlord "可以直接换锁把他赶出去" though the review
had found the reply gave the article's right to the wrong party, and told a dismissed worker
"8000元×3.5=28000元" (the law counts three and a half years as four) though the review had found the
figure was neither the user's nor the article's. A conclusion that swaps the parties is withheld (the
quoted article and the facts stay); figures nobody gave are flagged as unchecked, since a correct
computation is flagged the same way and must not be withheld. A conclusion that answers whether the user
pays when the user asked whether the other side pays them (`core.asked_payer`) is withheld the same way, as is one that
answers a user asking what they must bear with what they may claim, one
that puts the loss on a user who says the other side alone is at fault, and so is one
that says what someone may or must do from an article that says nothing of the kind. A share-out that leaves out the
one asking (`core.share_out`) is flagged: the rest of it may be right.
"""

from __future__ import annotations

import re

from core.amounts import amounts
from core.reasoning import CONCLUSION_BLOCK, DRAWING, ITEM_MARK, conclusion_words
from core.replies import say
from core.rubric import Verdict
from core.stated_facts import CAVEAT, MARK, without_repeats

WITHHOLDS = "parties_as_the_article_says"
OFF_QUESTION = "answers_who_was_asked_about"
ANOTHER_ACTOR = "answers_the_askers_own_act"
CLAIM_NOT_BURDEN = "answers_what_the_user_bears"
AGAINST_FAULT = "fault_as_the_user_tells_it"
NO_BASIS = "conclusion_has_a_basis"
FLAGS = "amounts_from_the_case"
LEFT_OUT = "includes_the_asker"
#: The items that withhold a conclusion, the first failed one in this order replacing it: (item, the reply's
#: message, whether the detail is the conclusion itself, given without its label). Cases: stranger21 q2 "剩下的2000
#: 由你方承担" though "对方全责" (AGAINST_FAULT); stranger18 q2 "你不能直接辞职" from an article on the amount (NO_BASIS).
WITHHELD = ((WITHHOLDS, "conclusion_withheld", False), (OFF_QUESTION, "conclusion_off_question", True),
            (ANOTHER_ACTOR, "conclusion_another_actor", True), (CLAIM_NOT_BURDEN, "conclusion_claim_not_burden", True),
            (AGAINST_FAULT, "conclusion_against_fault", True), (NO_BASIS, "conclusion_without_basis", False))


#: A line of the reply's own that draws the conclusion before the labelled one: "因此，根据……第二十六条的规定，我不能要求公司给我
#: 补缴社保。" (stranger25 q1, session 35) stayed above the withheld conclusion and told the user what the check had refused.
DRAWN_BEFORE = re.compile(rf"^[#*\s]*(?:{DRAWING})[^\n]*\n?", re.M | re.I)


#: The units of a figure a conclusion may not state when the question gives none of that unit to count from: money, and
#: days ("你应休未休的年休假天数为1天" to a worker who said only "工作满两年"; stranger85 a2, session 54, blind).
COUNTED = ("元", "日")
#: A clause of the conclusion, with the mark that ends it.
_CLAUSE = re.compile(r"(?:[^，,；;。.]|(?<=\d)\.(?=\d))+[，,；;。.]?")
#: Fewer word characters than this left of a conclusion is no answer ("可以。" is one).
MIN_LEFT = 2


def figures_from_nothing(conclusion: str, flagged: str, question: str, lang: str) -> list[str]:
    """The flagged figures the conclusion states in a unit the question gives none of, so nothing of the user's was counted:
    "在网上买到假货，商家要赔我多少钱？" was answered "商家需要赔偿消费者300元" (stranger80 v5, session 53, blind), a price the
    user never told. A figure worked out from the user's own figures of that unit is only flagged: it may be right."""
    if not question:
        return []
    given = {a.unit for a in amounts(question, lang)}
    return [a.words for a in amounts(flagged.replace("、", "，"), lang)
            if a.unit in COUNTED and a.unit not in given and a.words in conclusion]


def without_figures(conclusion: str, figures: list[str]) -> str:
    """The conclusion without its clauses that state `figures`, or "" when no answer is left: "你有权利要求未休年假的工资，
    金额为1天的工资收入。" keeps its yes."""
    words = conclusion_words(conclusion)
    kept = "".join(clause for clause in _CLAUSE.findall(words) if not any(figure in clause for figure in figures))
    kept = re.sub(r"[，,；;]$", "。", kept.strip())
    return conclusion[:conclusion.rindex(words)] + kept if len(re.findall(r"\w", kept)) >= MIN_LEFT and words else ""


def without_figure_lines(text: str, figures: list[str], lang: str) -> str:
    """`text` (the reply above its conclusion) without the mapping lines that state `figures`, numbered anew, and without the
    caveat on unstated facts once no marked line is left: "3. 你应休未休的年休假天数为1天（……需要核实）" stayed above a
    conclusion the figure had been taken out of (stranger85 a2, session 54, re-asked)."""
    lines = text.split("\n")
    kept = [line for line in lines if not (re.match(rf"\s*{ITEM_MARK}\s*", line) and any(figure in line for figure in figures))]
    if len(kept) == len(lines):
        return text
    kept = without_repeats(kept)
    if lang in MARK and not any(MARK[lang].strip() in line for line in kept):
        kept = [line for line in kept if line.strip() != CAVEAT[lang]]
    return "\n".join(kept)


def checked_reply(text: str, verdicts: list[Verdict], lang: str, question: str = "") -> tuple[str, list[str]]:
    """The reply with a withheld conclusion or an unchecked-figures note where the final verdicts say so,
    and the items that changed it."""
    failed = {v.item: v.detail for v in verdicts if v.passed is False}
    applied = []
    conclusion = CONCLUSION_BLOCK.search(text)
    for item, message, quoted in WITHHELD:
        if item in failed and conclusion is not None:
            detail = conclusion_words(failed[item]) if quoted else failed[item]
            before = DRAWN_BEFORE.sub("", text[:conclusion.start()])
            text = before + say(message, lang, detail=detail) + text[conclusion.end():]
            applied.append(item)
            conclusion = CONCLUSION_BLOCK.search(text)
            break
    # stranger20 q10: an estate shared without the one asking; a conclusion already withheld names no one (stranger39 t3)
    if LEFT_OUT in failed and conclusion is not None and not applied:
        note = say("asker_left_out", lang)
        text = f"{text[:conclusion.end()].rstrip()}\n{note}{text[conclusion.end():]}"
        applied.append(LEFT_OUT)
        conclusion = CONCLUSION_BLOCK.search(text)
    invented = figures_from_nothing(conclusion.group(0), failed[FLAGS], question, lang) \
        if FLAGS in failed and failed[FLAGS] and conclusion is not None and not applied else []
    if invented:
        kept = without_figures(conclusion.group(0), invented)
        before = without_figure_lines(DRAWN_BEFORE.sub("", text[:conclusion.start()]), invented, lang)
        text = before + (f"{kept}\n{say('figure_withheld', lang)}" if kept else say("sum_from_nothing", lang)) + text[conclusion.end():]
        applied.append(FLAGS)
    elif FLAGS in failed and failed[FLAGS]:
        note = say("amounts_unchecked", lang, amounts=failed[FLAGS])
        at = conclusion.end() if conclusion is not None else len(text)
        text = f"{text[:at].rstrip()}\n{note}{text[at:]}" if conclusion is not None else f"{text.rstrip()}\n\n{note}"
        applied.append(FLAGS)
    return text, applied
