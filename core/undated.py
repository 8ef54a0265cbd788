"""An undated question: ask for the date only when the answer depends on it.

Every undated question used to get the date question back, though most are about law that has not
changed in years (20 of 20 real questions in a sample). The period an undated question allows is
the recent past: `[agent] undated_lookback_years` back from today (three years is the general
limitation period, 民法典 第一百八十八条). The question is searched in that period and put through
the relevance gate; when none of the articles in play (the best few the gate keeps) changed, came
into force or went out of force inside it, the answer is the same on every day of it, so it is
given under the law in force today, and the reply says so and how to get an earlier date's law.
Otherwise the date question is asked, as before. A law of procedure changing is no reason to ask (a suit
brought now follows today's), nor a judicial interpretation's that governs every case still in court, nor a penal
law's for a question that asks no penalty. A question that says how long its state of things has lasted until now
("已经半年没给抚养费") allows only that stretch, and one about a step not yet taken ("要离婚", "法院会判给谁") or a sum
owed from now ("每个月应该付多少") only today: a suit to bring ("想起诉") still rests on past facts.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta

from core.dialogue_state import CaseDate
from core.governing import domains, gate
from core.reasoning import ADMINISTRATIVE, CIVIL_RESULT
from core.retrieve import retrieve
from core.turn_context import TurnContext
from index.common.text import ZH_NUMERALS, chinese_to_int
from index.catalogue import ArticleCatalogue
from index.corpus import StatuteVersion, day_number
from index.lawrefbook import same_wording

#: The articles in play: the gate's best few (a far-down passage changing is no reason to ask).
IN_PLAY = 3


@dataclass(frozen=True)
class Undated:
    """Whether the question can be answered under today's law, and which articles decided it."""

    answer_now: bool
    in_play: tuple[str, ...] = ()
    changed: tuple[str, ...] = ()

    def to_log(self) -> dict:
        return {"answer_now": self.answer_now, "in_play": list(self.in_play), "changed": list(self.changed)}


def lookback_window(today: date, years: int) -> tuple[date, date]:
    try:
        start = today.replace(year=today.year - years)
    except ValueError:  # 29 February
        start = today.replace(year=today.year - years, day=28)
    return start, today


def lookback_period(today: date, years: int, question: str = "") -> CaseDate:
    """The period an undated question allows: the `years` before today, or less when the question says how long its
    state of things has lasted until now (`lasting_since`), or today alone for a step not yet taken (`PENDING`) or a sum
    owed from now (`OWED_FROM_NOW`), as a case date."""
    start, end = lookback_window(today, years)
    start = today if PENDING.search(question) or OWED_FROM_NOW.search(question) else max(start, lasting_since(question, today) or start)
    return CaseDate(start.isoformat(), end.isoformat(), "range", "lookback")


async def undated(context: TurnContext) -> Undated:
    """Search the context's window (the `lookback_period`) and decide whether the articles in play
    are the same all through it."""
    start, end = context.case_date.window
    found = await retrieve(context)
    gated = await gate(context, found)
    if gated.action == "abstain":
        return Undated(never_held(gated.governing.laws, context.retriever.coverage))
    if not gated.found.evidence:
        return Undated(False)
    first_of: dict[tuple[str, int, int], StatuteVersion] = {}
    for item in gated.found.evidence:
        first_of.setdefault(item.version.key, item.version)
    in_play = list(first_of.values())[:IN_PLAY]
    changed = changed_in_play(in_play, context.retriever.versions_of, start, end, context.question)
    if changed:
        catalogue = context.retriever.catalogue()
        changed = [version for version in changed if not applies_to_pending_cases(version.law, catalogue, end)]
    label = lambda version: "|".join(map(str, version.key))  # noqa: E731
    return Undated(not changed, tuple(map(label, in_play)), tuple(map(label, changed)))


def never_held(laws: list[str], coverage: dict[str, list[int]]) -> bool:
    """Whether the library holds no version of any governing law at any date: the reply is then that it lacks them, whatever
    the date, so the date is not asked first ("我作为丈夫有陪产假吗", stranger59 z10, session 47, blind, was asked for its
    date and then told 人口与计划生育法 was not held)."""
    return bool(laws) and not any(law in coverage for law in laws)


def procedural_laws() -> frozenset[str]:
    """The laws of procedure (the auxiliary fields of `core.governing`): a suit brought now follows them as they are today,
    whatever the date of the facts, so their changing is no reason to ask it (stranger38 s9: "前夫已经半年没给孩子抚养费了，
    我能起诉他吗" was asked for its date because 民事诉讼法 第二百一十七条 changed in 2024)."""
    return frozenset(law.law for domain in domains() if domain.auxiliary for law in domain.laws)


#: An interpretation's own closing rule that it governs the cases still before a court when it came into force
#: ("本解释施行后，人民法院尚未审结的一审、二审案件适用本解释"), not the facts after that day ("施行后发生的侵权行为……适用本解释").
_PENDING_CASES = re.compile(r"(?:尚未终审|尚未审结|正在审理|尚在一审或者二审|新受理的(?:第)?一审|受理的第一审)[^。；]{0,24}?(?<!不)适用本(?:解释|规定)")


def applies_to_pending_cases(law: str, catalogue: ArticleCatalogue, today: date) -> bool:
    """Whether the law, in its version of `today`, says of itself that it governs every case a court has not yet decided
    (人身损害赔偿解释 said so until 2022-04-30, and since then that it governs the harms done after its day): a suit brought now follows
    its version of today, whatever the date of the facts, so its coming into force is no reason to ask the date ("我在饭店
    吃饭，服务员上菜时把热汤洒在我身上……饭店要赔吗" was asked for its date because 侵权责任编的解释（一）, in force from
    2024-09-27, was in play; stranger93 d10, session 55, blind). Read from the law's own words, never presumed."""
    return any(_PENDING_CASES.search(version.text) for article, sub in catalogue.articles_of(law)
               for version in catalogue.versions_of(law, article, sub) if version.valid_on(today, today))


#: A step not yet taken, or what a court will do: its law is today's ("我和老公要离婚……法院会判给谁", stranger42 w4, session
#: 40, blind, was asked for its date because 婚姻家庭编解释（二） came into force in 2025).
PENDING = re.compile(r"(?:要|想|准备|打算|计划)(?:和|跟|与)?[^，。？?]{0,6}?离婚|(?:法院|法官)(?:会|将)")

#: A sum owed each month or year from now ("爸爸每个月应该付多少抚养费", stranger100 h3, session 57, blind, was asked for its date
#: because 婚姻家庭编解释（二） came into force in 2025): it is owed under the law of now, like a step not yet taken.
OWED_FROM_NOW = re.compile(r"每个?(?:月|年|期)(?:应该|应当|该|要|得|需要)(?:付|给|支付|交|出)[^，。？?]{0,6}?多少")

#: How long something has gone on, to now ("已经半年没给", "三个月了还没还"): the facts run up to today.
_LASTED = re.compile(rf"(?:已经|已)(半|[\d{ZH_NUMERALS}]+)(?:个)?(年|月|周|星期|天)(?:多)?(?:了)?(?:都|还|也)?(?:没|未|不)")
_UNIT_DAYS = {"年": 365, "月": 31, "周": 7, "星期": 7, "天": 1}


def lasting_since(question: str, today: date) -> date | None:
    """The day a state of things the question says has lasted until now began ("已经半年没给" → about six months ago),
    or None. The facts then reach today, so only that stretch matters, not the whole lookback."""
    found = _LASTED.search(question)
    if found is None:
        return None
    amount, unit = found.groups()
    count = 0.5 if amount == "半" else (int(amount) if amount.isdigit() else chinese_to_int(amount))
    return today - timedelta(days=int(count * _UNIT_DAYS[unit]) + 1)


#: Laws that punish: what they say decides a penalty, never who pays for the harm.
PENAL_LAWS = frozenset({"中华人民共和国刑法", "中华人民共和国治安管理处罚法"})
#: A question about paying for a harm ("对方要我这个当爸的赔医药费，我需要赔吗")...
ASKS_PAYING = re.compile(r"赔|医药费|医疗费|误工费|损失")
#: ... and one that asks about a penalty as well.
ASKS_PENALTY = re.compile(r"罪|刑|坐牢|判|拘留|罚款|处罚|处分|抓|报警|派出所|案底")


#: An act the penal laws punish, named in a question that may ask what follows for it ("打人会怎么样").
NAMES_OFFENCE = re.compile(r"偷|盗|抢|骗|打人|打伤|打架|砍|杀|醉驾|酒驾|酒后开车|赌|毒|嫖|逃逸|威胁|诽谤|侮辱|非法")


def asks_no_penalty(question: str) -> bool:
    """Whether the question asks nothing of a penalty: about who pays for a harm, or about no offence at all. A penal law's
    change then leaves its answer as it was ("我儿子今年19岁，在外面跟人打架把人打伤了……我需要赔吗" was asked for its date for
    治安管理处罚法 第十七条's 2026 revision, stranger71 l1, session 51, blind; "超市说出了门概不负责，合法吗" for 第五十四条's, stranger78
    s3, session 52, blind)."""
    if ASKS_PENALTY.search(question):
        return False
    return bool(ASKS_PAYING.search(question)) or not NAMES_OFFENCE.search(question)


def sanctions_only(text: str) -> bool:
    """Whether an article only sets an authority's sanction ("……由邮政管理部门责令改正，没收违法所得，并处1万元以上5万元以下的罚款"),
    with no civil result a user could claim: its revision changes no answer to a question that asks no penalty ("快递显示已经签收了，
    但我根本没收到，商家说不关他的事，对吗" was asked for its date for 快递暂行条例 第五十四条's 2025 revision, stranger91 b6,
    session 55, blind)."""
    return bool(ADMINISTRATIVE.search(text)) and not CIVIL_RESULT.search(text)


def changed_in_play(in_play: list[StatuteVersion], versions_of: Callable[..., list[StatuteVersion]], start: date,
                    end: date, question: str = "") -> list[StatuteVersion]:
    """The versions in play whose wording or force changes inside the period; a law of procedure's never counts
    (`procedural_laws`), nor a penal law's or an article of sanctions alone (`sanctions_only`) for a question that asks nothing
    of a penalty (`asks_no_penalty`), nor a
    revision that only renumbered the article (`reads_the_same_throughout`)."""
    no_penalty = asks_no_penalty(question)
    procedure = procedural_laws() | (PENAL_LAWS if no_penalty else frozenset())
    return [version for version in in_play if version.law not in procedure
            and not (no_penalty and sanctions_only(version.text))
            and changes_within(versions_of(*version.key), start, end)
            and not reads_the_same_throughout(version, versions_of, start, end)]


#: How far a revision may move an article's number and still be read as the same rule renumbered.
RENUMBER_REACH = 5


def reads_the_same_throughout(version: StatuteVersion, versions_of: Callable[..., list[StatuteVersion]], start: date,
                              end: date) -> bool:
    """Whether the version's wording is in force, under its number or a nearby one, on every day of the period:
    快递暂行条例's 2025 revision inserted a 第三条, so the lost-parcel rule, 第二十七条 until 2025-05-31, is 第二十八条
    word for word from 2025-06-01, and a lost parcel asked without a date had got the date question (stranger44 y4,
    session 41). A rule whose words changed, or that came into or went out of force, still counts."""
    law, article, sub = version.key
    nearby = [v for number in range(max(1, article - RENUMBER_REACH), article + RENUMBER_REACH + 1)
              for v in versions_of(law, number, sub)]
    return _covers([v for v in nearby if same_wording(v.text, version.text)], start, end)


def _covers(versions: list[StatuteVersion], start: date, end: date) -> bool:
    """Whether the versions' windows, joined, hold every day from `start` to `end`."""
    reached = start - timedelta(days=1)
    for version in sorted(versions, key=lambda v: v.valid_from):
        if date.fromisoformat(version.valid_from) > reached + timedelta(days=1):
            break
        reached = max(reached, end if version.valid_to is None else date.fromisoformat(version.valid_to))
        if reached >= end:
            return True
    return False


def changes_within(versions, start: date, end: date) -> bool:
    """True when a version of the article begins after `start` or ends before `end` inside the
    window: its wording, or whether it is in force at all, depends on the day."""
    first, last = day_number(start), day_number(end)
    return any(first < v.from_day <= last or first <= v.to_day < last for v in versions)
