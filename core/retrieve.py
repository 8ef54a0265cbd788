"""The retrieval stage: versions valid in the case window, and what the corpus cannot answer.

Runs the search off the event loop (embedding and scoring are CPU work and the loop serves every
other chat), turns hits into evidence, and states honestly what is not covered: a law the corpus
lacks, or an article with no version in the window (with the windows it does hold).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from core.codification import predecessors_for_case
from core.dialogue_state import CaseDate
from core.evidence import Evidence
from core.replies import say
from core.trajectory import Retrieval
from core.turn_context import TurnContext
from index.retrieval import SearchResult


@dataclass
class Found:
    result: SearchResult
    evidence: list[Evidence]
    notices: list[str] = field(default_factory=list)
    #: A 民法典 article searched as its predecessor (a case before 2021): said, but not a gap.
    codified: list[str] = field(default_factory=list)

    @property
    def nothing_answerable(self) -> bool:
        """True when notices exist and nothing is in force, or every article (else every law) the
        user named is uncovered: the reply is then the notices alone."""
        return bool(self.notices) and nothing_answerable(self.result)

    def log(self, query: str) -> Retrieval:
        window = self.result.window
        return Retrieval(query, [window[0].isoformat(), window[1].isoformat()], [item.ident for item in self.evidence],
                         [item.to_dict() for item in self.result.not_covered], self.result.straddles,
                         round(self.result.latency_ms, 2))


async def retrieve(context: TurnContext, top: int | None = None, laws: list[str] | None = None) -> Found:
    """Search the context's question in its case window, `top` articles deep (default: the
    context's evidence size), inside `laws` when given, with the question's analysis (never read
    again here). A 民法典 article named for a case before 2021 is searched as its predecessor, with a
    notice saying so (core.codification)."""
    case_date, retriever = context.case_date, context.retriever
    analysis, earlier = predecessors_for_case(context.analysis, case_date.window, retriever.versions_of, context.lang)
    result = await asyncio.to_thread(
        retriever.search, context.question, window=case_date.window, top=context.top if top is None else top,
        today=context.today, analysis=analysis, laws=laws
    )
    evidence = [Evidence(hit.version, "in_force", hit.covers_window) for hit in result.hits]
    return Found(result, evidence, not_covered_notices(result, case_date, context.lang), earlier)


def not_covered_notices(result: SearchResult, case_date: CaseDate, lang: str) -> list[str]:
    notices = []
    for item in result.not_covered:
        if item.reason == "law not in the corpus":
            notices.append(say("not_covered_law", lang, law=item.law))
            continue
        what = f"《{item.law}》{item.label}".strip() if item.article is not None else f"《{item.law}》"
        windows = "、".join(f"{a}至{b or '今'}" if lang == "zh" else f"{a} to {b or 'now'}" for a, b in item.windows) or "—"
        if item.reason == "article not in the corpus":
            what = f"《{item.law}》第{item.article}条" if item.law else f"第{item.article}条"
        notices.append(say("not_covered_period", lang, what=what, date=case_date.describe(lang), windows=windows))
    if not result.hits:
        notices.append(say("not_covered_nothing", lang, date=case_date.describe(lang)))
    return notices


def nothing_answerable(result: SearchResult) -> bool:
    """True when nothing is in force, or every article (else every law) the user named is uncovered."""
    if not result.hits:
        return True
    analysis = result.analysis
    missing_articles = [item for item in result.not_covered if item.article is not None]
    missing_laws = [item for item in result.not_covered if item.article is None]
    if analysis.articles:
        of_missing_laws = sum(1 for ref in analysis.articles if ref.law in analysis.uncovered_laws)
        return len(missing_articles) + of_missing_laws >= len(analysis.articles)
    named_laws = len(analysis.laws) + len(analysis.uncovered_laws)
    return named_laws > 0 and len(missing_laws) >= named_laws


def changes_in_window(result: SearchResult, kept: set[tuple], in_play: int = 3) -> list[str]:
    """Amendments inside the window of the articles in play: those the user named, else the
    best `in_play` hits (a far-down hit changing mid-year is no reason to ask for the month).
    Only articles whose evidence the relevance gate `kept` (version keys) are in play: an
    amendment of an unrelated law's article is no reason to ask either."""
    lang = result.analysis.language
    named = {(ref.article, ref.article_sub) for ref in result.analysis.articles}
    ranked = list(dict.fromkeys(hit.version.key for hit in result.hits if hit.version.key in kept))
    keys = {key for key in ranked if (key[1], key[2]) in named} if named else set(ranked[:in_play])
    changes = []
    for hit in (hit for hit in result.hits if hit.version.key in keys):
        start = hit.version.valid_from
        if not hit.covers_window and result.window[0].isoformat() < start <= result.window[1].isoformat():
            changes.append(say("change_item", lang, label=f"《{hit.version.law}》{hit.version.article_label}", date=start))
    return list(dict.fromkeys(changes))


def month_question(found: Found, case_date: CaseDate, month_unknown: bool, lang: str) -> str | None:
    """The question for the month when the case year straddles an amendment of an article in
    play among the evidence kept, else None."""
    if not found.result.straddles or case_date.precision not in ("year", "range") or month_unknown:
        return None
    changes = changes_in_window(found.result, {item.version.key for item in found.evidence})
    if not changes:
        return None
    return say("ask_month", lang, year=case_date.window[0].year, changes="；".join(changes))
