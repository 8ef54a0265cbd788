"""Questions people asked before, and the articles a legal team answered them with: the `asked`
retrieval channel.

Everyday questions share few words with the statute that decides them ("怀孕了公司能辞退我吗" and
劳动合同法 第四十二条), and the small e5 places them far apart; they lie near earlier questions that
the same article answered. Each article cited for such questions gets one more dense vector, the
mean of those questions' query embeddings, on the version in force when they were answered
(`as_of`); a new question's query vector is searched against it inside the case window, like the
other channels. Measured on LeCoQA's train split by 5-fold cross-validation (`tempolex eval
retrieval --set lecoqa`: every question is scored against vectors built from the other folds).

Centring was tried (session 47, `/work/notes/exp47/asked_center.py`): subtracting the mean question embedding before the
means and the query put the team's article first for 23.7 % of LeCoQA's train questions out of fold against 25.6 % (hit@6
45.5 against 45.6 %), and ranking articles by their single nearest earlier question did worse (19.3 / 42.9 %); the plain mean
stays. A hub penalty (session 55, `/work/notes/exp55/hub.py`): the channel brings the same few articles (民法典 第五百六十三、
六百五十六、一百五十三条) to unrelated everyday questions, so each vector's mean similarity to its ten nearest earlier questions was
subtracted at weights 0.5 to 2 (as CSLS does): out of fold the channel's hit@1 fell 25.5 → 23.5 → 6.7 % and the fusion's hit@6
73.3 → 72.4 → 62.6 %. On LeCoQA the popular articles are the answers; not kept.

Source: LeCoQA's train split (`index/data/asked.jsonl`, written by `python -m index.asked_build`;
real questions from the public, articles chosen by a legal team; MIT). Its test split is the
project's held-out measure and is never read.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Collection, Sequence

import numpy as np

from index.corpus import StatuteVersion
from index.predecessors import CodificationLinks

ASKED_FILE = Path(__file__).resolve().parent / "data" / "asked.jsonl"
ASKED = "asked"
ArticleKey = tuple[str, int, int]


@dataclass(frozen=True)
class AskedQuestion:
    """One earlier question, the articles that answered it, and the day the answer spoke for."""

    ident: str
    question: str
    articles: tuple[ArticleKey, ...]
    as_of: str
    source: str


def load_asked(path: Path = ASKED_FILE) -> list[AskedQuestion]:
    """The shipped questions (none when the file is absent: the channel then finds nothing)."""
    if not path.is_file():
        return []
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [AskedQuestion(row["id"], row["question"], tuple((a[0], int(a[1]), int(a[2])) for a in row["articles"]),
                          row["as_of"], row["source"]) for row in rows]


def answered_versions(questions: Sequence[AskedQuestion], records: Sequence[StatuteVersion],
                      leave_out: Collection[str] = (),
                      links: CodificationLinks | None = None) -> dict[tuple[str, int, int, str], list[int]]:
    """Version key (law, article, sub, valid_from) -> the positions of the questions its article
    answered, for the version in force on each question's `as_of` (a renumbered later text, such as
    公司法 from 2024-07-01, is another article and gets nothing). `leave_out`: question ids whose
    answers are not used (the fold being scored).

    With `links` (`index.predecessors`), a 民法典 article's questions also go to the articles it
    carried over from the laws it replaced, on their last text: the same question asked of a 2019
    lease is answered by 合同法 第二百二十九条 where today it is 第七百二十五条, and no one asked it
    of 合同法, since answers since 2021 name the code."""
    by_article: dict[ArticleKey, list[StatuteVersion]] = {}
    for record in records:
        by_article.setdefault(record.key, []).append(record)
    answered: dict[tuple[str, int, int, str], list[int]] = {}
    for position, question in enumerate(questions):
        if question.ident in leave_out:
            continue
        day = date.fromisoformat(question.as_of)
        for key in question.articles:
            for version in by_article.get(key, []):
                if version.valid_on(day, day):
                    answered.setdefault((*version.key, version.valid_from), []).append(position)
            for link in links.predecessors(*key) if links is not None else ():
                carried = [v for v in by_article.get(link.old_key, []) if v.valid_to]
                if carried:
                    last = max(carried, key=lambda v: v.valid_from)
                    answered.setdefault((*last.key, last.valid_from), []).append(position)
    return {key: list(dict.fromkeys(positions)) for key, positions in answered.items()}


def centroids(answered: dict[tuple[str, int, int, str], list[int]],
              vectors: np.ndarray) -> dict[tuple[str, int, int, str], np.ndarray]:
    """Each version's `asked` vector: the unit mean of the query embeddings of its questions."""
    out = {}
    for key, positions in answered.items():
        mean = vectors[positions].mean(axis=0)
        norm = float(np.linalg.norm(mean))
        if norm > 0:
            out[key] = (mean / norm).astype(np.float32)
    return out
