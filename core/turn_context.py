"""What the search stages of one turn share: the question, read once, and the window it is searched in.

Retrieval, the relevance gate and the undated check each took the retriever, the question, its
analysis (or None, and analysed it again), the case date, the evidence size, today and the language
as positional arguments, in slightly different orders. They now read one `TurnContext`, built by
the turn once the question and its date are known, so the question is analysed once per turn and
a stage that needs another window or depth says only what differs (`at`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date

from core.dialogue_state import CaseDate
from index.query_analysis import QueryAnalysis, analyze
from index.retrieval import Retriever


@dataclass(frozen=True)
class TurnContext:
    """The question to answer, its analysis, and where and how deep to search for its evidence."""

    retriever: Retriever
    question: str
    #: The question's own analysis (not the message's when the message only answered a pending
    #: question): every search of the turn passes it on instead of analysing the text again.
    analysis: QueryAnalysis
    case_date: CaseDate
    #: Passages of evidence for the reply (`AgentSettings.evidence_for`).
    top: int
    today: date
    lang: str

    @classmethod
    def of(cls, retriever: Retriever, question: str, case_date: CaseDate, top: int, today: date, lang: str,
           analysis: QueryAnalysis | None = None) -> TurnContext:
        """A context for `question`; `analysis` is its analysis when the caller has one, else it is read here."""
        return cls(retriever, question, analysis or analyze(question, today), case_date, top, today, lang)

    def at(self, case_date: CaseDate) -> TurnContext:
        """The same question searched in another window (the undated check's lookback period)."""
        return replace(self, case_date=case_date)
