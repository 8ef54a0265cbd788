"""The reply as the user reads it: header, notices, the model's text, the 第十二条 comparison,
what was removed and why, and the sources (law, article, version, validity window).

Also the last safety step before sending: citations that failed verification are replaced by a
visible marker, sentences that quote a later wording as if it applied are dropped, and a Chinese
quotation the cited article does not contain is replaced by a marker.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import date

from core.citations import (
    CitationCheck,
    drop_sentences_with,
    later_wording_used,
    misattributed,
    misquoted,
    sources_block,
    strip_invalid,
    strip_quotations,
)
from core.comparison import comparison_pairs, comparison_text
from core.evidence import Evidence
from core.law_dates import apply_law_dates, check_law_dates
from core.replies import say
from core.rubric import in_english
from index.corpus import StatuteVersion


@dataclass(frozen=True)
class Composed:
    """The text to send, the model part left in it, and what was taken out."""

    text: str
    body: str
    checks: list[CitationCheck]
    removed: list[CitationCheck]
    removed_later_wording: list[str]
    #: Dates about the law that the cited versions contradict: "corrected" or "removed".
    law_dates: list[dict] = field(default_factory=list)
    #: Quotations attributed to a cited article that its wording does not contain.
    removed_quotations: list[str] = field(default_factory=list)
    #: Sentences stating another evidence article's rule under a cited number, told to the user.
    misattributed: list[str] = field(default_factory=list)


def compose(header: str, notices: list[str], body: str, checks: list[CitationCheck], evidence: list[Evidence],
            lang: str, removed: list[CitationCheck] = (), dropped_later: bool = False, law_dates: list[dict] = (),
            wrong_article: list[tuple[StatuteVersion, StatuteVersion, str]] = ()) -> str:
    parts = [header, *notices, body]
    if dropped_later:
        parts.append(say("dropped_later", lang))
    if wrong_article:
        items = ("；" if lang == "zh" else "; ").join(
            say("misattributed_item", lang, words=words, source=label(source, lang), cited=label(cited, lang))
            for cited, source, words in wrong_article)
        parts.append(say("misattributed", lang, items=items))
    if law_dates:
        gone = "（已删除）" if lang == "zh" else " (removed)"
        items = ("、" if lang == "zh" else ", ").join(f"{d['text']}→{d['correct']}" if d["correct"] else d["text"] + gone for d in law_dates)
        parts.append(say("law_dates", lang, count=len(law_dates), items=items))
    parts.append(comparison_text(checks, evidence, lang))
    if removed:
        parts.append(say("removed", lang, count=len(removed), items="、".join(dict.fromkeys(c.mention.text for c in removed))))
    cited = sources(checks, evidence)
    cited += [source for _, source, _ in wrong_article if source not in cited]  # the rule's real text
    if cited:  # each provision's whole wording, where the body did not already quote all of it
        parts.append(sources_block(cited, lang, with_text=True, quoted=body))
    else:
        in_force = [item.version for item in evidence if item.role == "in_force"][:3]
        if in_force:
            parts.append(sources_block(in_force, lang, heading=say("retrieved_heading", lang)))
    return "\n\n".join(part for part in parts if part)


def finalise(header: str, notices: list[str], body: str, checks: list[CitationCheck], evidence: list[Evidence],
             lang: str, today: date | None = None) -> Composed:
    """The reply to send: dates about the law checked against the cited versions (corrected or
    removed), unverifiable citations marked as removed, later wording dropped, misquotations
    marked as removed; an English user told when the answer is not in English (the translation
    unusable and the revision out of time: 4 of 19 English dev replies, and the English divorce
    reply, one quoted article)."""
    stated = [s for s in check_law_dates(body, checks, evidence, today or date.today()) if s.action != "ok"]
    body = apply_law_dates(body, stated)
    checks = check_again(body, checks)
    removed = [c for c in checks if not c.acceptable]
    kept = [c for c in checks if c.acceptable]
    final_body = strip_invalid(body, checks, lang) if removed else body
    later = [fragment for _, fragment in later_wording_used(final_body, evidence)]
    if later:
        final_body = drop_sentences_with(final_body, later)
    quotations = [quote for _, quote in misquoted(final_body, kept, evidence)]
    if quotations:
        final_body = strip_quotations(final_body, quotations, lang)
    wrong = misattributed(final_body, kept, evidence)
    fixes = [{"text": s.text, "action": s.action, "correct": s.correct} for s in stated]
    if lang == "en" and not in_english(final_body):
        notices = [*notices, say("not_in_english", lang)]
    text = compose(header, notices, final_body, kept, evidence, lang, removed, dropped_later=bool(later), law_dates=fixes,
                   wrong_article=wrong)
    return Composed(text, final_body, kept, removed, later, fixes, quotations,
                    [f"{label(cited, 'zh')}→{label(source, 'zh')}：{words}" for cited, source, words in wrong])


def label(version: StatuteVersion, lang: str) -> str:
    return f"《{version.law}》{version.article_label}" if lang == "zh" else f"{version.law} {version.article_label}"


def check_again(body: str, checks: list[CitationCheck]) -> list[CitationCheck]:
    """The checks re-anchored in `body` after date edits moved the text (each mention found again
    by its text; one whose sentence was removed is gone)."""
    out, cursor = [], 0
    for check in sorted(checks, key=lambda c: c.mention.start):
        at = body.find(check.mention.text, cursor)
        if at < 0:
            continue
        mention = replace(check.mention, start=at, end=at + len(check.mention.text))
        out.append(replace(check, mention=mention))
        cursor = at + len(check.mention.text)
    return out


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
    """What the reply relies on: verified citations, the act-time wording it compares, and the
    transition rule its "适用日期" line applies (core.applicable_date)."""
    cited = shipped_versions(checks, evidence)
    for item in evidence:
        if item.found_by == "transition" and item.version not in cited:
            cited.append(item.version)
    for old, _ in comparison_pairs(checks, evidence):
        if old not in cited:
            cited.append(old)
    return cited


def citation_log(versions: list[StatuteVersion]) -> list[dict]:
    return [{"law": v.law, "article": v.article, "article_sub": v.article_sub, "version": v.version,
             "valid_from": v.valid_from, "valid_to": v.valid_to} for v in versions]
