"""The day a reference answer speaks for: that of the version of its article it quotes.

A reference names an article by number, and the number means the text the writer read. 妇女权益保障法
was renumbered on 2023-01-01: LawBench 3-2 dev 206 answers with 第四十五条 and quotes its 2018 text
("男方不得提出离婚"), 第六十四条 since; scored on 2024-06-01, a reply resting on 第六十四条 was counted a
miss, and one citing today's 第四十五条 (同工同酬) would have been a hit. So an item whose reference
quotes another version of its article, clearly, than the one in force on the evaluation's day is
scored on the last day of the quoted version's window (of LawBench 3-2's dev half: dev 206, 208, 218,
240; of LeCoQA's held-out fold: 民事诉讼法 第一百一十五条, 第二百六十条, 第二百七十八条, renumbered on
2024-01-01, and 专利法实施细则 第十二条, on 2024-01-20).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date

from index.common.text import han_ngrams
from index.corpus import StatuteVersion

VersionsOf = Callable[[str, int, int], Sequence[StatuteVersion]]
#: The share of a version's character pairs the reference must hold for it to be the quoted one ...
QUOTED = 0.5
#: ... and by how much more than of the version in force on the day (paraphrases share words with both).
CLEARER = 0.2


def quoted_share(text: str, reference: str) -> float:
    """How much of a version's wording (its distinct character pairs) the reference holds."""
    pairs = han_ngrams(text)
    return len(pairs & han_ngrams(reference)) / len(pairs) if pairs else 0.0


def reference_day(gold: Sequence[Sequence], reference: str, day: date, versions_of: VersionsOf) -> date | None:
    """The last day of the version of a gold article that `reference` quotes, where that is not the
    version in force on `day`; None when the reference reads as today's text or quotes none clearly."""
    for law, article, sub in gold:
        versions = versions_of(law, int(article), int(sub))
        shares = [(quoted_share(v.text, reference), v) for v in versions]
        if len(shares) < 2:
            continue
        share, quoted = max(shares, key=lambda pair: pair[0])
        current = max((s for s, v in shares if v.valid_on(day, day)), default=0.0)
        if share >= QUOTED and share - current >= CLEARER and not quoted.valid_on(day, day):
            return min(date.fromisoformat(quoted.valid_to), day) if quoted.valid_to else day
    return None


def dated_by_reference(rows: list[dict], day: date, versions_of: VersionsOf) -> list[dict]:
    """`rows` (each with "gold" and the reference's text in "quoted", else "answer"), an undated row
    given the day its reference speaks for where that is not `day`."""
    dated = []
    for row in rows:
        when = None if row.get("date") or not row.get("gold") else reference_day(
            row["gold"], row.get("quoted") or row.get("answer", ""), day, versions_of)
        dated.append({**row, "date": when.isoformat()} if when else row)
    return dated
