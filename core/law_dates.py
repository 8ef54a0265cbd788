"""Dates a reply states about the law are checked like its citations.

"第二百四十六条自2020年11月1日起施行", "in force since 1985", "applies to cases after
2020-11-01": a small model writes such dates from memory, and they are wrong as often as not. Each
one is set against the versions the reply relies on: the cited provision in the same sentence,
else the versions in evidence of the law the sentence names. A date that no such version starts
in is corrected to the cited version's start, or, when only the law is named, removed with its
sentence; the reply says which.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from core.citations import CitationCheck
from core.evidence import Evidence
from index.corpus import StatuteVersion
from index.law_names import find_law_mentions
from index.query_analysis import analyze

_DATE = (r"\d{4}\s*年(?:\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*日)?)?|\d{4}-\d{1,2}(?:-\d{1,2})?"
         r"|(?:[A-Z][a-z]+\s+\d{1,2},\s*)?(?:[A-Z][a-z]+\s+)?\d{4}|\d{1,2}\s+[A-Z][a-z]+\s+\d{4}")
_STATEMENTS = (
    re.compile(rf"(?:自|从|于)\s*(?P<date>{_DATE})\s*(?:起)?\s*(?:施行|生效|实施|适用)"),
    re.compile(rf"(?P<date>{_DATE})\s*(?:起施行|起生效|起实施|施行|生效)"),
    re.compile(rf"适用于?\s*(?P<date>{_DATE})\s*(?:以后|之后|以来|后)"),
    re.compile(rf"\b(?:in force|effective|in effect|valid|applicable)\s+(?:since|from|as of)\s+(?P<date>{_DATE})", re.IGNORECASE),
    re.compile(rf"\btook effect (?:on|in)\s+(?P<date>{_DATE})", re.IGNORECASE),
    re.compile(rf"\bappl(?:y|ies) (?:only )?to (?:cases|acts|facts|conduct)\s+(?:after|from|since|on or after)\s+(?P<date>{_DATE})",
               re.IGNORECASE),
)
_SENTENCE = re.compile(r"[^。！？!?\n]*(?:[。！？!?\n]|$)")


@dataclass(frozen=True)
class LawDate:
    """One stated date about the law, and what the check did with it."""

    text: str
    start: int
    end: int
    action: str  # "ok", "corrected" or "removed"
    correct: str = ""
    sentence: tuple[int, int] = (0, 0)


def _claimed(text: str, today: date) -> tuple[date, date] | None:
    window = analyze(text, today).window
    return (window.start, window.end) if window else None


def _versions_for(sentence: str, offset: int, checks: list[CitationCheck], evidence: list[Evidence]) -> tuple[list[StatuteVersion], bool]:
    """The versions a statement in this sentence is about: (versions, cited) — the cited provision
    before it in the sentence, else the evidence versions of the laws the sentence names."""
    cited = [c.version for c in checks if c.version is not None and c.acceptable
             and offset <= c.mention.start < offset + len(sentence)]
    if cited:
        return cited[-1:], True
    laws = {m.law for m in find_law_mentions(sentence) if m.covered}
    return [item.version for item in evidence if item.version.law in laws], False


def check_law_dates(body: str, checks: list[CitationCheck], evidence: list[Evidence], today: date) -> list[LawDate]:
    """Every statement of when a law applies, checked against the versions it is about."""
    found: list[LawDate] = []
    for sentence_match in _SENTENCE.finditer(body):
        sentence, offset = sentence_match.group(0), sentence_match.start()
        if not sentence.strip():
            continue
        for pattern in _STATEMENTS:
            for match in pattern.finditer(sentence):
                claimed = _claimed(match.group("date"), today)
                start, end = offset + match.start("date"), offset + match.end("date")
                if claimed is None or any(f.start <= start < f.end for f in found):
                    continue
                versions, cited = _versions_for(sentence, offset, checks, evidence)
                if not versions:
                    continue
                span = (offset, offset + len(sentence))
                if any(claimed[0] <= date.fromisoformat(v.valid_from) <= claimed[1] for v in versions):
                    action, correct = "ok", ""
                else:
                    action, correct = ("corrected", versions[0].valid_from) if cited else ("removed", "")
                found.append(LawDate(match.group("date"), start, end, action, correct, span))
    return found


def apply_law_dates(body: str, statements: list[LawDate]) -> str:
    """Corrected dates replaced by the version's start; sentences with a removed one dropped
    (edits run from the end of the text, so earlier offsets stay valid)."""
    dropped = {s.sentence for s in statements if s.action == "removed"}
    edits = [(a, b, "") for a, b in dropped]
    edits += [(s.start, s.end, s.correct) for s in statements
              if s.action == "corrected" and not any(a <= s.start < b for a, b in dropped)]
    for start, end, text in sorted(edits, reverse=True):
        body = body[:start] + text + body[end:]
    return body.strip()
