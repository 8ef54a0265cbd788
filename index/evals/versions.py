"""Version accuracy: for every article with several versions, the right wording on each window's dates.

Each version is asked for at a date inside its window and must come first; each article is also
asked for at a date outside all its windows and must be reported not covered, with none of its
versions returned.
"""

from __future__ import annotations

from collections import defaultdict
from datetime import date, timedelta
from typing import Any, Callable

from index.corpus import StatuteVersion
from index.retrieval import Retriever



def _inside(version: StatuteVersion, today: date) -> date:
    start = date.fromisoformat(version.valid_from)
    end = date.fromisoformat(version.valid_to) if version.valid_to else today
    return start + (end - start) // 2


def _outside(versions: list[StatuteVersion]) -> date | None:
    """The day before the first window, or after the last one when the article was repealed."""
    first = date.fromisoformat(versions[0].valid_from)
    if first > date(1950, 1, 1):
        return first - timedelta(days=1)
    last = versions[-1].valid_to
    return date.fromisoformat(last) + timedelta(days=1) if last else None


def evaluate(
    retriever: Retriever,
    records: list[StatuteVersion],
    today: date,
    progress: Callable[[str, int, int], None] | None = None,
) -> dict[str, Any]:
    by_article: dict[tuple[str, int, int], list[StatuteVersion]] = defaultdict(list)
    for record in records:
        by_article[record.key].append(record)
    multi = {key: sorted(v, key=lambda r: r.from_day) for key, v in by_article.items() if len(v) > 1}
    version_ok = version_total = covered_ok = covered_total = 0
    failures: list[dict[str, Any]] = []
    for number, (key, versions) in enumerate(sorted(multi.items()), start=1):
        query = f"{key[0]}{versions[0].article_label}"  # the full name: query analysis resolves it
        for version in versions:
            day = _inside(version, today)
            result = retriever.search(query, window=(day, day), top=1, today=today)
            first = result.hits[0].version if result.hits else None
            version_total += 1
            if first == version:
                version_ok += 1
            else:
                failures.append({"query": query, "date": day.isoformat(), "expected": version.version,
                                 "got": first.version if first else None})
        outside = _outside(versions)
        if outside is not None:
            result = retriever.search(query, window=(outside, outside), top=5, today=today)
            covered_total += 1
            named = any(item.article == key[1] and item.article_sub == key[2] for item in result.not_covered)
            leaked = any(hit.version.key == key for hit in result.hits)
            if named and not leaked:
                covered_ok += 1
            else:
                failures.append({"query": query, "date": outside.isoformat(), "expected": "not covered",
                                 "got": "leaked" if leaked else "not reported"})
        if progress:
            progress("versions", number, len(multi))
    return {
        "articles": len(multi),
        "version_queries": version_total,
        "version_accuracy": version_ok / max(version_total, 1),
        "not_covered_queries": covered_total,
        "not_covered_accuracy": covered_ok / max(covered_total, 1),
        "failures": failures[:20],
    }
