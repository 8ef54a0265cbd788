"""Derives the links between 民法典 and the laws it replaced from the texts in the corpus.

    python -m index.predecessors_build [--corpus FILE ...] [--out FILE] [--json]

For every replaced law the corpus holds (民法典 第一千二百六十条 names them), each old article's
last wording is compared with the 民法典 articles of the book that took its subject over: TF-IDF
cosine over jieba tokens finds articles that say the same with other words, and containment
(how much of the shorter text appears in the longer one, in runs of several characters) finds an
old article split into several new ones or several merged into one. An old article links to its
best match and to every other match nearly as good; a 民法典 article that nobody linked to takes
its best old article when the text is contained. Links a person checked by reading both texts are
listed in `index/data/predecessors_checked.toml`: a derived link found there is marked `checked`,
one rejected there is dropped, one confirmed there but not derived is added with method "hand".
Laws the corpus does not hold yet are skipped and reported, so the same command derives their
links once they are imported.
"""

from __future__ import annotations

import argparse
import difflib
import json
import math
import re
import sys
import tomllib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from index.common.settings import SHIPPED_CORPUS
from index.corpus import StatuteVersion, load_corpus
from index.law_names import CIVIL_CODE
from index.predecessors import PREDECESSORS_FILE, REPLACED, CodificationLink, Method, Relation
from index.query_analysis import segment

DATA = Path(__file__).resolve().parent / "data"
CHECKED_FILE = DATA / "predecessors_checked.toml"

#: A link needs a TF-IDF cosine of MIN_SCORE or a containment of MIN_CONTAINMENT (short texts
#: share runs like 的规定 by chance: 刑法 第四百三十八条 "contains" half of 民法典 第四百七十四条);
#: another match of one old article is kept when it scores at least NEAR_BEST of its best (an
#: article split in two). Set on 继承法 -> 继承编, where every pair above them was a real
#: predecessor, and checked against 公司法 and 刑法, which 民法典 did not replace (README).
MIN_SCORE = 0.5
MIN_CONTAINMENT = 0.8
NEAR_BEST = 0.9
#: Texts read alike ("same") above this character similarity; otherwise "similar".
SAME_RATIO = 0.85
#: Containment counts runs of at least this many characters, so shared function words do not add up.
MIN_RUN = 4
MIN_CONTAINED_CHARS = 8
CANDIDATES = 8

_NOT_TEXT = re.compile(r"[\s\u3000，。；：、！？（）()“”《》,.;:]+")


@dataclass(frozen=True)
class Article:
    """The wording of one article that is compared: an old law's last, 民法典's first."""

    law: str
    article: int
    sub: int
    label: str
    text: str

    @property
    def key(self) -> tuple[str, int, int]:
        return (self.law, self.article, self.sub)


def _articles(records: list[StatuteVersion], law: str, span: tuple[int, int], last: bool) -> list[Article]:
    by_key: dict[tuple[str, int, int], StatuteVersion] = {}
    for record in records:
        if record.law != law or not span[0] <= record.article <= span[1]:
            continue
        held = by_key.get(record.key)
        if held is None or (record.from_day > held.from_day) == last:
            by_key[record.key] = record
    return [Article(v.law, v.article, v.article_sub, v.article_label, v.text)
            for _, v in sorted(by_key.items(), key=lambda item: item[0][1:])]


def tfidf_cosine(left: list[str], right: list[str]) -> np.ndarray:
    """Cosine similarity of every left text to every right one, as TF-IDF vectors of jieba tokens
    (log-scaled term counts, smoothed IDF over both sides)."""
    docs = [segment(text) for text in (*left, *right)]
    frequency = Counter(token for tokens in docs for token in set(tokens))
    vocabulary = {token: i for i, token in enumerate(frequency)}
    n = len(docs)
    matrix = np.zeros((n, len(vocabulary)))
    for row, tokens in enumerate(docs):
        for token, count in Counter(tokens).items():
            matrix[row, vocabulary[token]] = (1 + math.log(count)) * math.log((1 + n) / (1 + frequency[token]))
    matrix /= np.linalg.norm(matrix, axis=1, keepdims=True) + 1e-12
    return matrix[: len(left)] @ matrix[len(left):].T


def _plain(text: str) -> str:
    return _NOT_TEXT.sub("", text)


def containment(a: str, b: str) -> float:
    """The share of the shorter text found in the longer one, in runs of MIN_RUN characters or
    more (difflib's matching blocks); 0 when the shorter text is too short to tell."""
    short, long = sorted((_plain(a), _plain(b)), key=len)
    if len(short) < MIN_CONTAINED_CHARS:
        return 0.0
    blocks = difflib.SequenceMatcher(None, short, long, autojunk=False).get_matching_blocks()
    return sum(block.size for block in blocks if block.size >= MIN_RUN) / len(short)


def char_ratio(a: str, b: str) -> float:
    """difflib's similarity ratio of the two texts without punctuation and spacing."""
    return difflib.SequenceMatcher(None, _plain(a), _plain(b), autojunk=False).ratio()


def _link(old: Article, new: Article, cosine: float, contained: float, checked: bool) -> CodificationLink:
    relation: Relation = "same" if char_ratio(old.text, new.text) >= SAME_RATIO else "similar"
    method: Method = "containment" if contained > cosine else "tfidf-cosine"
    return CodificationLink(
        old.law, old.article, old.sub, old.label, new.law, new.article, new.sub, new.label,
        relation, method, round(max(cosine, contained), 3), checked,
    )


def derive(old: list[Article], new: list[Article]) -> list[tuple[Article, Article, float, float]]:
    """(old, new, cosine, containment) for every pair the rules above link; a 民法典 article no
    old article chose takes its best old article when that one's text is contained."""
    if not old or not new:
        return []
    cosine = tfidf_cosine([a.text for a in old], [a.text for a in new])
    scored: dict[tuple[int, int], tuple[float, float]] = {}

    def score(i: int, j: int) -> tuple[float, float]:
        if (i, j) not in scored:
            scored[i, j] = (float(cosine[i, j]), containment(old[i].text, new[j].text))
        return scored[i, j]

    def strong(s: tuple[float, float]) -> bool:
        return s[0] >= MIN_SCORE or s[1] >= MIN_CONTAINMENT

    chosen: dict[tuple[int, int], tuple[float, float]] = {}
    for i in range(len(old)):
        candidates = [(j, score(i, j)) for j in np.argsort(-cosine[i])[:CANDIDATES]]
        best = max(max(s) for _, s in candidates)
        for j, s in candidates:
            if strong(s) and max(s) >= NEAR_BEST * best:
                chosen[i, int(j)] = s
    linked_new = {j for _, j in chosen}
    for j in range(len(new)):
        if j in linked_new:
            continue
        candidates = [(int(i), score(int(i), j)) for i in np.argsort(-cosine[:, j])[:CANDIDATES]]
        i, s = max(candidates, key=lambda c: max(c[1]))
        if s[1] >= MIN_CONTAINMENT:
            chosen[i, j] = s
    return [(old[i], new[j], *s) for (i, j), s in sorted(chosen.items())]


@dataclass(frozen=True)
class CheckedLink:
    old_law: str
    old_article: int
    new_article: int
    verdict: str  # "confirmed" or "rejected"


def read_checked(path: Path = CHECKED_FILE) -> dict[tuple[str, int, int], CheckedLink]:
    """The hand-checked links, by (old law, old article, 民法典 article)."""
    if not path.is_file():
        return {}
    entries = tomllib.loads(path.read_text(encoding="utf-8")).get("link", [])
    checked = {}
    for entry in entries:
        link = CheckedLink(entry["old_law"], int(entry["old_article"]), int(entry["new_article"]), entry["verdict"])
        if link.verdict not in ("confirmed", "rejected"):
            raise ValueError(f"{path}: verdict must be confirmed or rejected, got {link.verdict!r}")
        checked[(link.old_law, link.old_article, link.new_article)] = link
    return checked


def build_links(records: list[StatuteVersion],
                checked: dict[tuple[str, int, int], CheckedLink]) -> tuple[list[CodificationLink], dict[str, Any]]:
    """Every link the corpus supports, and a report: per law its articles, links, checked ones."""
    links: list[CodificationLink] = []
    report: dict[str, Any] = {"laws": {}, "missing": []}
    held = {record.law for record in records}
    for law, span in REPLACED.items():
        if law not in held or CIVIL_CODE not in held:
            report["missing"].append(law)
            continue
        old = _articles(records, law, (1, 10_000), last=True)
        new = _articles(records, CIVIL_CODE, span, last=False)
        by_article = {a.article: a for a in new}
        law_links: list[CodificationLink] = []
        derived: set[tuple[int, int]] = set()
        rejected = 0
        for o, n, cosine, contained in derive(old, new):
            verdict = checked.get((law, o.article, n.article))
            derived.add((o.article, n.article))
            if verdict is not None and verdict.verdict == "rejected":
                rejected += 1
                continue
            law_links.append(_link(o, n, cosine, contained, verdict is not None))
        old_by_article = {a.article: a for a in old}
        for (name, old_article, new_article), verdict in checked.items():
            if name != law or verdict.verdict != "confirmed" or (old_article, new_article) in derived:
                continue
            o, n = old_by_article[old_article], by_article[new_article]
            link = _link(o, n, float(tfidf_cosine([o.text], [n.text])[0, 0]), containment(o.text, n.text), True)
            law_links.append(CodificationLink(**{**link.to_dict(), "method": "hand"}))
        law_links.sort(key=lambda link: (link.old_article, link.new_article))
        links.extend(law_links)
        report["laws"][law] = {
            "old_articles": len(old),
            "linked_old_articles": len({link.old_article for link in law_links}),
            "links": len(law_links),
            "checked": sum(link.checked for link in law_links),
            "rejected_by_hand": rejected,
            "by_hand": sum(link.method == "hand" for link in law_links),
        }
    return links, report


def write_links(links: list[CodificationLink], path: Path) -> None:
    path.write_text("".join(json.dumps(link.to_dict(), ensure_ascii=False) + "\n" for link in links), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, nargs="*", default=[SHIPPED_CORPUS], help="corpus JSONL file(s)")
    parser.add_argument("--out", type=Path, default=PREDECESSORS_FILE, help="where the links are written")
    parser.add_argument("--checked", type=Path, default=CHECKED_FILE, help="the hand-checked links (TOML)")
    parser.add_argument("--json", action="store_true", help="print the report as one JSON document")
    args = parser.parse_args(argv)
    links, report = build_links(load_corpus(args.corpus), read_checked(args.checked))
    write_links(links, args.out)
    report["out"] = str(args.out)
    report["total_links"] = len(links)
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
        return 0
    for law, figures in report["laws"].items():
        print(f"{law}: {figures['links']} links over {figures['linked_old_articles']}/{figures['old_articles']} "
              f"articles, {figures['checked']} checked by hand, {figures['rejected_by_hand']} rejected by hand")
    if report["missing"]:
        print("not in the corpus yet: " + ", ".join(report["missing"]))
    print(f"{len(links)} links written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
