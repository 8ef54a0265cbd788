"""刑法 第十二条 (从旧兼从轻): for a criminal provision amended after the act, today's wording is
added next to the act-time one, and the reply compares them.

The later wording is evidence for the comparison only (role "later_version"): it may be quoted as
today's law and never as the law of the case date (the rubric's `wording_in_force` checks that).
"""

from __future__ import annotations

import json
from datetime import date
from typing import Callable

from core.citations import CitationCheck
from core.dialogue_state import CaseDate
from core.evidence import Evidence, add_unique, window_text
from core.prompts import COMPARISON_NOTE
from core.replies import say
from index.corpus import StatuteVersion
from index.law_names import CRIMINAL_LAW

ARTICLE_12 = 12
VersionsOf = Callable[..., list[StatuteVersion]]
Pair = tuple[StatuteVersion, StatuteVersion]


def with_comparisons(evidence: list[Evidence], case_date: CaseDate, today: date, versions_of: VersionsOf) -> list[Evidence]:
    """The evidence with, for criminal provisions amended after the act, today's wording and 第十二条
    itself added; `evidence` is not changed."""
    changed = [item for item in evidence if item.role == "in_force" and item.version.law == CRIMINAL_LAW
               and item.version.valid_to is not None and item.version.to_day < int(today.strftime("%Y%m%d"))]
    if not changed or case_date.window[1] >= today:
        return evidence
    extra: list[Evidence] = []
    for item in changed:
        current = [v for v in versions_of(item.version.law, item.version.article, item.version.article_sub)
                   if v.valid_on(today, today)]
        extra += [Evidence(v, "later_version", True, "comparison") for v in current]
    article_12 = [v for v in versions_of(CRIMINAL_LAW, ARTICLE_12) if v.valid_on(*case_date.window)]
    extra += [Evidence(v, "in_force", True, "comparison") for v in article_12]
    evidence = list(evidence)
    add_unique(evidence, extra)
    return evidence


def comparison_pairs(checks: list[CitationCheck], evidence: list[Evidence], best: int = 3) -> list[Pair]:
    """(wording at the act, wording today) for changed criminal provisions in play: those the
    reply cites and the `best` retrieved ones, so 第十二条 is explained even when the draft
    forgets the provision that changed."""
    in_play = {c.version.key for c in checks if c.version is not None}
    in_play |= set(list(dict.fromkeys(item.version.key for item in evidence if item.found_by == "retrieval"))[:best])
    pairs = []
    for later in (item for item in evidence if item.role == "later_version" and item.version.key in in_play):
        old = next((item.version for item in evidence if item.role == "in_force" and item.version.key == later.version.key), None)
        if old is not None:
            pairs.append((old, later.version))
    return pairs


def comparison_text(checks: list[CitationCheck], evidence: list[Evidence], lang: str) -> str:
    """第十二条 spelled out for the reply, with both texts, for each changed provision in play."""
    pairs = comparison_pairs(checks, evidence)
    if not pairs:
        return ""
    items = [
        say("comparison_item", lang, label=f"《{old.law}》{old.article_label}", old_version=old.version,
            old_window=window_text(old, lang), old_text=old.text, new_version=new.version,
            new_window=window_text(new, lang), new_text=new.text)
        for old, new in pairs
    ]
    return "\n".join([say("comparison", lang), *items])


def comparison_note(evidence: list[Evidence], lang: str) -> str:
    """What the system prompt adds when a comparison is in play: the act-time wording to reason from."""
    pairs = comparison_pairs([], evidence)
    if not pairs:
        return ""
    wordings = "\n".join(f"《{old.law}》{old.article_label}: {json.dumps(old.text, ensure_ascii=False)}" for old, _ in pairs)
    return COMPARISON_NOTE[lang].format(wordings=wordings)
