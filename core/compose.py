"""The reply as the user reads it: header, notices, the model's text, the 第十二条 comparison,
what was removed and why, and the sources (law, article, version, validity window).

Also the last safety step before sending: citations that failed verification are replaced by a
visible marker and sentences that quote a later wording as if it applied are dropped.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.citations import CitationCheck, drop_sentences_with, later_wording_used, sources_block, strip_invalid
from core.comparison import comparison_pairs, comparison_text
from core.evidence import Evidence
from core.replies import say
from index.corpus import StatuteVersion


@dataclass(frozen=True)
class Composed:
    """The text to send, the model part left in it, and what was taken out."""

    text: str
    body: str
    checks: list[CitationCheck]
    removed: list[CitationCheck]
    removed_later_wording: list[str]


def compose(header: str, notices: list[str], body: str, checks: list[CitationCheck], evidence: list[Evidence],
            lang: str, removed: list[CitationCheck] = (), dropped_later: bool = False) -> str:
    parts = [header, *notices, body]
    if dropped_later:
        parts.append(say("dropped_later", lang))
    parts.append(comparison_text(checks, evidence, lang))
    if removed:
        parts.append(say("removed", lang, count=len(removed), items="、".join(dict.fromkeys(c.mention.text for c in removed))))
    cited = sources(checks, evidence)
    if cited:  # an English reply glosses the provisions; the Chinese text itself is quoted here
        parts.append(sources_block(cited, lang, with_text=lang == "en"))
    else:
        in_force = [item.version for item in evidence if item.role == "in_force"][:3]
        if in_force:
            parts.append(sources_block(in_force, lang, heading=say("retrieved_heading", lang)))
    return "\n\n".join(part for part in parts if part)


def finalise(header: str, notices: list[str], body: str, checks: list[CitationCheck], evidence: list[Evidence],
             lang: str) -> Composed:
    """The reply to send: unverifiable citations marked as removed, later wording dropped."""
    removed = [c for c in checks if not c.acceptable]
    kept = [c for c in checks if c.acceptable]
    final_body = strip_invalid(body, checks, lang) if removed else body
    later = [fragment for _, fragment in later_wording_used(final_body, evidence)]
    if later:
        final_body = drop_sentences_with(final_body, later)
    text = compose(header, notices, final_body, kept, evidence, lang, removed, dropped_later=bool(later))
    return Composed(text, final_body, kept, removed, later)


def shipped_versions(checks: list[CitationCheck], evidence: list[Evidence]) -> list[StatuteVersion]:
    """The versions behind acceptable citations; a straddling article brings all its versions."""
    out: list[StatuteVersion] = []
    for check in checks:
        if check.version is None or not check.acceptable:
            continue
        siblings = [item.version for item in evidence if item.version.key == check.version.key and item.role == "in_force"]
        for version in (siblings if check.status == "ok" else [check.version]):
            if version not in out:
                out.append(version)
    return out


def sources(checks: list[CitationCheck], evidence: list[Evidence]) -> list[StatuteVersion]:
    """What the reply relies on: verified citations plus the act-time wording it compares."""
    cited = shipped_versions(checks, evidence)
    for old, _ in comparison_pairs(checks, evidence):
        if old not in cited:
            cited.append(old)
    return cited


def citation_log(versions: list[StatuteVersion]) -> list[dict]:
    return [{"law": v.law, "article": v.article, "article_sub": v.article_sub, "version": v.version,
             "valid_from": v.valid_from, "valid_to": v.valid_to} for v in versions]
