"""Links between 民法典 articles and the articles of the nine laws it replaced on 2021-01-01.

A 2019 lease is judged under 合同法 and a 2015 divorce under 婚姻法, but people and answers
name 民法典 articles: the link says which old article said (nearly) the same. The links are data
(`index/data/predecessors.jsonl`), derived from the texts by `python -m index.predecessors_build`,
each with how it was made and its score, and `checked` where a person compared the two texts.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import asdict, dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from index.law_names import CIVIL_CODE

PREDECESSORS_FILE = Path(__file__).resolve().parent / "data" / "predecessors.jsonl"
#: The day 民法典 took over from the laws it replaced.
CODIFICATION_DAY = "2021-01-01"

_PRC = "中华人民共和国"
_WHOLE_CODE = (1, 1260)
#: The laws 民法典 第一千二百六十条 repealed, and the 民法典 articles that took their subjects over
#: (the books: 总则 1-204, 物权 205-462, 合同 463-988, 婚姻家庭 1040-1118, 继承 1119-1163,
#: 侵权责任 1164-1258). 民法通则 and 担保法 were spread over several books: the whole code.
REPLACED: dict[str, tuple[int, int]] = {
    f"{_PRC}婚姻法": (1040, 1092),
    f"{_PRC}继承法": (1119, 1163),
    f"{_PRC}民法通则": _WHOLE_CODE,
    f"{_PRC}收养法": (1093, 1118),
    f"{_PRC}担保法": _WHOLE_CODE,
    f"{_PRC}合同法": (463, 988),
    f"{_PRC}物权法": (205, 462),
    f"{_PRC}侵权责任法": (1164, 1258),
    f"{_PRC}民法总则": (1, 204),
}


#: How close the two texts are: "same" reads alike (at most small wording changes), "similar"
#: carries the rule over with changes a reader must look at.
Relation = Literal["same", "similar"]
#: How a link was made: TF-IDF cosine over jieba tokens, one text contained in the other (an old
#: article split into several new ones, or merged), or by a person (`predecessors_checked.toml`).
Method = Literal["tfidf-cosine", "containment", "hand"]

ArticleKey = tuple[str, int, int]


@dataclass(frozen=True)
class CodificationLink:
    """One old article and one 民法典 article that carries its rule on (one-to-many allowed)."""

    old_law: str
    old_article: int
    old_sub: int
    old_label: str
    new_law: str
    new_article: int
    new_sub: int
    new_label: str
    relation: Relation
    method: Method
    score: float
    checked: bool = False

    @property
    def old_key(self) -> ArticleKey:
        return (self.old_law, self.old_article, self.old_sub)

    @property
    def new_key(self) -> ArticleKey:
        return (self.new_law, self.new_article, self.new_sub)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


class CodificationLinks:
    """Lookups both ways over a set of links."""

    def __init__(self, links: list[CodificationLink]) -> None:
        self.links = links
        self._by_old: dict[ArticleKey, list[CodificationLink]] = defaultdict(list)
        self._by_new: dict[ArticleKey, list[CodificationLink]] = defaultdict(list)
        for link in links:
            self._by_old[link.old_key].append(link)
            self._by_new[link.new_key].append(link)
        for table in (self._by_old, self._by_new):
            for found in table.values():
                found.sort(key=lambda link: -link.score)

    def successors(self, law: str, article: int, sub: int = 0) -> list[CodificationLink]:
        """The 民法典 articles that carry an old article on, best first."""
        return list(self._by_old.get((law, article, sub), []))

    def predecessors(self, law: str, article: int, sub: int = 0) -> list[CodificationLink]:
        """The old articles a 民法典 article comes from, best first."""
        return list(self._by_new.get((law, article, sub), []))

    def links_of(self, law: str, article: int, sub: int = 0) -> list[CodificationLink]:
        """Whichever side the article is on: its predecessors (民法典) or successors (old law)."""
        return self.predecessors(law, article, sub) if law == CIVIL_CODE else self.successors(law, article, sub)


def read_links(path: Path = PREDECESSORS_FILE) -> list[CodificationLink]:
    """The links in a JSONL file; an absent file is no links (a corpus without old laws)."""
    if not path.is_file():
        return []
    with path.open(encoding="utf-8") as handle:
        return [CodificationLink(**json.loads(line)) for line in handle if line.strip()]


@lru_cache(maxsize=1)
def shipped_links() -> CodificationLinks:
    """The links shipped with the corpus, read once."""
    return CodificationLinks(read_links())
