"""Which date governs: a story holds several dates, and the law is the law of the event the
question turns on (married 2015 and divorcing now; lent 2019 and suing now; acted 2010, tried 2012).

Deterministic rules, in this order:

- a crime: the act (where the provision changed later, core.comparison adds 刑法 第十二条);
- a civil claim: the legal fact the claim rests on: the divorce for dividing property (the
  marriage is a fact that continues into it), the loan, contract or harm for a debt or damages.
  A fact before 2021-01-01 that continues after it is governed by 民法典
  (最高人民法院关于适用《中华人民共和国民法典》时间效力的若干规定 第一条第三款); one wholly before it
  by the law of its time (第一条第二款);
- a procedural question with no dated claim behind it: the procedural act, which is now unless
  the story dates it (a suit filed today follows today's 民事诉讼法).

A story none of these rules reads is left to the message's earliest event date, as before. The
model is not asked: where the rules cannot tell and the user's own date conflicts, the agent asks.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date

from core.dialogue_state import CaseDate
from core.evidence import Evidence, add_unique
from core.replies import say
from index.corpus import StatuteVersion
from index.query_analysis import DateWindow, date_window

CIVIL_CODE_START = date(2021, 1, 1)
TRANSITION_LAW = "最高人民法院关于适用《中华人民共和国民法典》时间效力的若干规定"

_CLAUSES = re.compile(r"[，,。.;；!?！？\n]+|\band\b|\bbut\b|\bthen\b", re.IGNORECASE)
_NOW = re.compile(r"现在|目前|如今|正在|想要?|打算|准备|要求|\bnow\b|\bcurrently\b|\bwant(?:s)? to\b|\bplan(?:s)? to\b|\bgoing to\b|\btoday\b",
                  re.IGNORECASE)
# What each clause is about, tried in this order (a divorce clause mentions the marriage too).
_EVENTS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("divorce", re.compile(r"离婚|\bdivorc", re.IGNORECASE)),
    ("marriage", re.compile(r"结婚|登记|婚后|\bmarri", re.IGNORECASE)),
    ("procedure", re.compile(r"起诉|诉讼|打官司|立案|上诉|开庭|审判|审理|被抓|判决|判刑|被判|\bsu(?:e|ed|ing)\b|\blawsuit|\bcourt\b|\btri(?:ed|al)\b|\bappeal|\bsentenced|\barrested",
                             re.IGNORECASE)),
    ("act", re.compile(r"偷|盗窃|诈骗|抢|杀|打伤|醉驾|酒驾|犯罪|犯了|首要分子|\bst(?:ole|eal)|\btheft|\bfraud|\brobb|\bkill|\bassault|\bcommitted|\bcrime",
                       re.IGNORECASE)),
    ("fact", re.compile(r"借|欠|合同|签|租|买|卖|撞|受伤|伤害|侵权|辞退|工资|\blent\b|\bloan|\bborrow|\bowe|\bcontract|\bsigned|\blease|\brent|\bbought|\bsold|\binjur|\baccident|\bfired|\bwages?\b",
                        re.IGNORECASE)),
)
_CRIMINAL = re.compile(r"罪|刑|缓刑|坐牢|判刑|盗窃|诈骗|偷|抢劫|追诉|追究|\bcrim|\bsentenc|\bprobation|\bprison|\btheft|\bfraud|\bst(?:ole|eal)|\bprosecut",
                       re.IGNORECASE)
_PROCEDURAL_ASK = re.compile(r"(?:怎么|如何|怎样|去哪|哪个|哪里)(?:的)?(?:起诉|上诉|立案|打官司|法院)|管辖|诉讼费|上诉期"
                             r"|\bhow (?:do|can|should) (?:i|we) (?:sue|file|appeal)|\bwhich court\b|\bfile a (?:law)?suit\b",
                             re.IGNORECASE)


@dataclass(frozen=True)
class Event:
    """One clause of the story: what happened, when (None: not dated), and whether it is now."""

    kind: str
    window: DateWindow | None
    now: bool
    text: str


@dataclass(frozen=True)
class Choice:
    """The rule's verdict: which event governs and why (`rule`), and the dated events that do not.

    `window` None with `now` True means today (or the date the user set for the case); both None
    means the rules cannot tell.
    """

    rule: str
    event: Event | None
    window: DateWindow | None
    now: bool
    background: list[Event] = field(default_factory=list)
    #: The story also has a suit to bring now (its procedure follows today's 民事诉讼法).
    suit_now: bool = False

    @property
    def decided(self) -> bool:
        return self.window is not None or self.now

    def to_log(self) -> dict:
        return {"rule": self.rule, "event": self.event.text if self.event else "", "now": self.now,
                "background": [e.text for e in self.background], "suit_now": self.suit_now}


def events(text: str, today: date) -> list[Event]:
    """The story's clauses that say what happened, each with its own date."""
    found = []
    for clause in (part.strip() for part in _CLAUSES.split(text)):
        kind = next((name for name, pattern in _EVENTS if pattern.search(clause)), None)
        if not clause or kind is None:
            continue
        found.append(Event(kind, date_window(clause, today), bool(_NOW.search(clause)), clause))
    return found


def question_kind(text: str) -> str:
    """"criminal", "procedure" (asks how to sue, which court…) or "civil"."""
    if _CRIMINAL.search(text):
        return "criminal"
    return "procedure" if _PROCEDURAL_ASK.search(text) else "civil"


def choose(text: str, today: date) -> Choice:
    """Which event's date governs the question in `text` (see the module docstring)."""
    story = events(text, today)
    kind = question_kind(text)
    dated = [e for e in story if e.window is not None]
    suit_now = kind != "criminal" and (bool(_PROCEDURAL_ASK.search(text)) or any(
        e.kind == "procedure" and e.window is None for e in story))
    if kind == "criminal":
        choice = _pick("criminal_act", [e for e in dated if e.kind == "act"], story)
    elif any(e.kind == "divorce" for e in story):
        choice = _pick("civil_divorce", [e for e in story if e.kind == "divorce"], story)
    elif any(e.kind in ("fact", "marriage") for e in dated):
        choice = _pick("civil_fact", [e for e in dated if e.kind in ("fact", "marriage")], story)
    elif kind == "procedure":
        asked = [e for e in story if e.kind == "procedure"] or [Event("procedure", None, True, text)]
        choice = _pick("procedure", [Event(e.kind, e.window, True, e.text) for e in asked], story)
    else:
        choice = Choice("none", None, None, False, dated)
    return Choice(choice.rule, choice.event, choice.window, choice.now, choice.background, suit_now)


def _pick(rule: str, candidates: list[Event], story: list[Event]) -> Choice:
    """The earliest dated candidate governs; an undated one said to happen now means now."""
    dated = sorted((e for e in candidates if e.window is not None), key=lambda e: e.window.start)
    if dated:
        event = dated[0]
        return Choice(rule, event, event.window, False, [e for e in story if e.window is not None and e is not event])
    now = [e for e in candidates if e.now]
    if now:
        return Choice(rule, now[0], None, True, [e for e in story if e.window is not None])
    return Choice("none", None, None, False, [e for e in story if e.window is not None])


def continues_into_civil_code(choice: Choice, governing: tuple[date, date]) -> list[Event]:
    """Background civil facts before 2021 that continue into a governing date after it (the
    marriage behind a divorce now): 时间效力规定 第一条第三款 makes 民法典 govern them."""
    if choice.rule not in ("civil_divorce", "civil_fact") or governing[0] < CIVIL_CODE_START:
        return []
    return [e for e in choice.background if e.kind in ("marriage", "fact") and e.window.end < CIVIL_CODE_START]


def explain(choice: Choice, case_date: CaseDate, today: date, lang: str) -> str:
    """The reply's line "适用日期：…，因为…" for a story the rules read."""
    when = case_date.describe(lang)
    if case_date.source in ("/date", "answer"):
        when = say("user_set", lang, date=when)
    quote = lambda event: event.text if event.text else ""  # noqa: E731
    parts = [say(f"governs_{choice.rule}", lang, date=when, event=quote(choice.event) if choice.event else "")]
    sep = "、" if lang == "zh" else ", "
    continuing = continues_into_civil_code(choice, case_date.window)
    others = [e for e in choice.background if e not in continuing]
    if continuing:
        parts.append(say("governs_continuing", lang, events=sep.join(f"“{e.text}”" if lang == "zh" else f'"{e.text}"' for e in continuing)))
    if others:
        parts.append(say("governs_background", lang, events=sep.join(f"“{e.text}”" if lang == "zh" else f'"{e.text}"' for e in others)))
    if choice.rule.startswith("civil") and case_date.window[1] < CIVIL_CODE_START <= today:
        parts.append(say("governs_before_code", lang))
    if choice.suit_now and choice.rule != "procedure":
        parts.append(say("governs_suit_now", lang))
    return "".join(parts) + ("。" if lang == "zh" else ".")


def with_transition_rule(evidence: list[Evidence], choice: Choice | None, case_date: CaseDate,
                         versions_of) -> list[Evidence]:
    """The evidence with 第一条 of the 时间效力 provisions added when a pre-2021 fact continues into a
    case after it, for the reply to cite (and its sources list); `evidence` is not changed."""
    if choice is None or not continues_into_civil_code(choice, case_date.window):
        return evidence
    versions: list[StatuteVersion] = [v for v in versions_of(TRANSITION_LAW, 1) if v.valid_on(*case_date.window)]
    evidence = list(evidence)
    add_unique(evidence, [Evidence(v, "in_force", True, "transition") for v in versions])
    return evidence
