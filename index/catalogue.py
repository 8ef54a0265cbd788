"""Every version of every article the library holds, by article: what an article's history reads.

Built from the records (the corpus files, or the index's stored copies), so the command line can
answer without the search index and the bot answers from the index it serves.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Iterable

from index.corpus import StatuteVersion

ArticleKey = tuple[str, int, int]


class ArticleCatalogue:
    """Versions by (law, article, article_sub), oldest first."""

    def __init__(self, by_article: dict[ArticleKey, list[StatuteVersion]]) -> None:
        self._by_article = by_article
        self._articles: dict[str, list[tuple[int, int]]] = defaultdict(list)
        for law, article, sub in sorted(by_article):
            self._articles[law].append((article, sub))

    @classmethod
    def from_records(cls, records: Iterable[StatuteVersion]) -> ArticleCatalogue:
        by_article: dict[ArticleKey, list[StatuteVersion]] = defaultdict(list)
        for record in records:
            by_article[record.key].append(record)
        for versions in by_article.values():
            versions.sort(key=lambda v: v.from_day)
        return cls(dict(by_article))

    def versions_of(self, law: str, article: int, article_sub: int = 0) -> list[StatuteVersion]:
        return list(self._by_article.get((law, article, article_sub), []))

    def laws(self) -> list[str]:
        return list(self._articles)

    def articles_of(self, law: str) -> list[tuple[int, int]]:
        """(article, article_sub) pairs the library holds for `law`, in order."""
        return list(self._articles.get(law, []))
