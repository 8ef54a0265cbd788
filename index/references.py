"""Which articles rule on another article of their own law ("本法第四十条"): its exceptions and
consequences.

A question about a dismissal for incompetence finds 劳动合同法 第四十条 (可以解除) by every channel;
the article that decides it for a pregnant employee is 第四十二条 ("不得依照本法第四十条、第四十一条
的规定解除劳动合同：……（四）女职工在孕期、产期、哺乳期的"), which shares few words with the question.
A lawyer reading 第四十条 turns to the articles that name it; `referring` gives them.
"""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Mapping, Sequence

from index.common.text import ZH_NUMERALS
from index.corpus import StatuteVersion

ArticleKey = tuple[str, int, int]
#: An article's label as statutes write it: 第四十条, 第一百二十条之一.
_LABEL = re.compile(rf"第[{ZH_NUMERALS}]+条(?:之[{ZH_NUMERALS}]+)?")
#: "本法第四十条、第四十一条" / "本法第三十九条和第四十条第一项": the run of labels after 本法.
_RUN = re.compile(rf"本法((?:{_LABEL.pattern}(?:第[一二三四五六七八九十]+[款项])*[、和或及至，]?)+)")


def referred_labels(text: str) -> set[str]:
    """The article labels ("第四十条") an article's text names as 本法's own."""
    return {label for run in _RUN.findall(text) for label in _LABEL.findall(run)}


def referring(by_article: Mapping[ArticleKey, Sequence[StatuteVersion]]) -> dict[ArticleKey, list[ArticleKey]]:
    """Article -> the articles of the same law whose text (in any version) names it, in article order."""
    label_of = {(law, version.article_label): key for key, versions in by_article.items()
                for version in versions for law in (key[0],)}
    out: dict[ArticleKey, list[ArticleKey]] = defaultdict(list)
    for key, versions in sorted(by_article.items()):
        named = {label for version in versions for label in referred_labels(version.text)}
        for label in sorted(named):
            target = label_of.get((key[0], label))
            if target is not None and target != key and key not in out[target]:
                out[target].append(key)
    return dict(out)
