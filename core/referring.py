"""The evidence's leading articles brought with the articles that rule on them (index/references.py).

劳动合同法 第四十条 (可以解除) leads the evidence for a pregnant employee dismissed as incompetent;
第四十二条, which forbids exactly that dismissal, names 第四十条 and shares few words with the
question, so no channel ranked it. The articles of the same law that name one of the first
`LEADING` passages are added after them (the nearest first: an exception follows its rule), at most
`MOST` in all, in the versions valid in the case window, for the pick stage and the draft to read.
"""

from __future__ import annotations

from datetime import date

from core.evidence import Evidence, add_unique
from index.corpus import day_number
from index.retrieval import Retriever

LEADING = 2
MOST = 2


def add_referring(evidence: list[Evidence], retriever: Retriever, window: tuple[date, date]) -> list[str]:
    """Add (in place) the articles that name a leading passage; returns their ids."""
    seeds = [item.version for item in evidence if item.role == "in_force"][:LEADING]
    found: list[Evidence] = []
    for seed in seeds:
        keys = sorted(retriever.referring(seed.key), key=lambda key: (abs(key[1] - seed.article), key[1]))
        for key in keys:
            versions = [v for v in retriever.versions_of(*key) if v.valid_on(*window)]
            found += [Evidence(v, "in_force", v.from_day <= day_number(window[0]) and v.to_day >= day_number(window[1]),
                               "reference") for v in versions]
            if len({item.version.key for item in found}) >= MOST:
                break
        if len({item.version.key for item in found}) >= MOST:
            break
    return [item.ident for item in add_unique(evidence, found)]
