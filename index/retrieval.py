"""Time-valid hybrid retrieval: the validity gate first, then three channels fused by weighted RRF.

Validity is a hard gate applied inside Qdrant: every channel's query carries the case window as a
payload filter (`from_day <= end`, `to_day >= start`) that the engine applies before ranking, so a
channel can never return a version that was not in force, and never fewer hits because of a
post-filter. Relevance only ranks inside that set. An article the user names that has no version in the window
is reported as not covered, with the windows the corpus does hold, never replaced by a neighbour.
"""

from __future__ import annotations

import re
import threading
import time
from functools import lru_cache
from dataclasses import dataclass, field
from datetime import date
from typing import Any, Callable, Sequence, cast

from qdrant_client import models

from index.asked import ASKED
from index.catalogue import ArticleCatalogue
from index.common.settings import RetrievalSettings
from index.common.text import HAN
from index.corpus import StatuteVersion, day_number
from index.fusion import weighted_rrf
from index.query_analysis import QueryAnalysis, analyze
from index.query_adapter import QueryAdapter
from index.ranker import DEPTH, ArticleRanker, Candidate, question_words
from index.references import referring
from index.statute_index import (
    DENSE,
    SPARSE,
    TERMS,
    BuildReport,
    Progress,
    StatuteIndex,
    article_token,
    law_token,
    point_id,
    token_id,
)
from index.vector_store import IntRange, PointFilter, QueryVector

CHANNELS = ("keyword", "dense", "sparse", "asked")


@dataclass(frozen=True)
class Hit:
    """One version in force during (part of) the case window.

    `covers_window` is False when the window (e.g. a whole year) contains an amendment of this
    article, so this wording applied only to part of it; its sibling versions are returned too.
    """

    version: StatuteVersion
    score: float
    covers_window: bool
    channel_ranks: dict[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        v = self.version
        return {
            "law": v.law,
            "article": v.article,
            "article_sub": v.article_sub,
            "label": v.article_label,
            "version": v.version,
            "valid_from": v.valid_from,
            "valid_to": v.valid_to,
            "text": v.text,
            "score": round(self.score, 6),
            "covers_window": self.covers_window,
            "provenance": v.text_provenance,
        }


@dataclass(frozen=True)
class NotCovered:
    """Something the user asked about that the corpus does not hold for the case window."""

    law: str
    reason: str
    article: int | None = None
    article_sub: int = 0
    label: str = ""
    windows: tuple[tuple[str, str | None], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "law": self.law,
            "article": self.article,
            "article_sub": self.article_sub,
            "label": self.label,
            "reason": self.reason,
            "windows": [{"valid_from": a, "valid_to": b} for a, b in self.windows],
        }


@dataclass
class SearchResult:
    query: str
    window: tuple[date, date]
    window_source: str
    hits: list[Hit]
    not_covered: list[NotCovered]
    analysis: QueryAnalysis
    latency_ms: float = 0.0
    #: Each channel's ranked point ids before fusion (what evaluations re-fuse with other weights).
    rankings: dict[str, list[str]] = field(default_factory=dict)
    #: The learned ranker ordered the first articles (a Chinese question, `rerank_questions` on).
    reranked: bool = False

    @property
    def straddles(self) -> bool:
        """True when some returned article changed inside the window (ask for the month, or show both)."""
        return any(not hit.covers_window for hit in self.hits)

    def to_dict(self) -> dict[str, Any]:
        return {
            "query": self.query,
            "window": {"start": self.window[0].isoformat(), "end": self.window[1].isoformat(), "source": self.window_source},
            "hits": [hit.to_dict() for hit in self.hits],
            "not_covered": [item.to_dict() for item in self.not_covered],
            "straddles": self.straddles,
            "latency_ms": round(self.latency_ms, 2),
        }


KEYWORD_WEIGHT = 1.0
CRIME_WEIGHT = 3.0  # an offence the user names ("盗窃罪") matters more than narrative words
ARTICLE_WEIGHT = 100.0  # an exact article reference outranks any number of shared words
LAW_WEIGHT = 0.5  # a law the query names lifts its articles among equal keyword matches


def crime_words(query: str, keywords: Sequence[str]) -> set[str]:
    """Offences the user names as such ("盗窃罪", "罪名：诈骗"), in the words statutes use ("盗窃"):
    the strongest lexical cue to the article."""
    named = set(re.findall(rf"罪名\s*[:：是为]?\s*([{HAN}、;；]{{2,40}})", query))
    crimes = {w[:-1] for w in keywords if w.endswith("罪") and len(w) > 2}
    crimes |= {w for w in keywords if f"{w}罪" in query or any(w in group for group in named)}
    return crimes


def keyword_query(analysis: QueryAnalysis, query: str) -> models.SparseVector:
    """The keyword channel's query over `terms`: words (offences named as such count more),
    article references and named laws."""
    weights: dict[int, float] = {}
    for word in analysis.keywords:
        weights[token_id(word)] = KEYWORD_WEIGHT
    for word in crime_words(query, analysis.keywords):
        weights[token_id(word)] = CRIME_WEIGHT
    for ref in analysis.articles:
        weights[token_id(article_token(ref.law, ref.article, ref.article_sub))] = ARTICLE_WEIGHT
    for law in analysis.laws:
        weights.setdefault(token_id(law_token(law)), LAW_WEIGHT)
    ids = sorted(weights)
    return models.SparseVector(indices=ids, values=[weights[i] for i in ids])


def pin_named_articles(
    fused: list[tuple[str, float]], versions: dict[str, StatuteVersion], analysis: QueryAnalysis
) -> list[tuple[str, float]]:
    """Articles the user named come first, in the order named; the fused ranking orders the rest.

    RRF is deliberately flat (K = 60): an exact reference ranked first by the keyword channel
    alone can lose to an article two channels place fairly high, which no user asking for
    "刑法第七十四条" would accept.
    """
    def named_position(pid: str) -> int:
        version = versions[pid]
        for position, ref in enumerate(analysis.articles):
            if (ref.article, ref.article_sub) == (version.article, version.article_sub) and ref.law in (None, version.law):
                return position
        return len(analysis.articles)

    return sorted(fused, key=lambda item: named_position(item[0]))


def first_articles(fused: list[tuple[str, float]], version_of: Callable[[str], StatuteVersion],
                   count: int) -> list[tuple[str, float]]:
    """The fusion's first `count` distinct articles: each one's best-placed point and its fused score."""
    firsts: list[tuple[str, float]] = []
    seen: set[tuple[str, int, int]] = set()
    for pid, score in fused:
        if version_of(pid).key not in seen:
            seen.add(version_of(pid).key)
            firsts.append((pid, score))
        if len(firsts) >= count:
            break
    return firsts


#: How many of the first distinct articles a statutory phrase is looked for in (the evidence shown).
PHRASE_DEPTH = 6
#: A statutory phrase this long names one rule ("价款十倍", "安全保障义务"), not a common word ("解除").
PHRASE_CHARS = 4


def lead_with_statutory_phrase(fused: list[tuple[str, float]], versions: dict[str, StatuteVersion],
                               analysis: QueryAnalysis) -> list[tuple[str, float]]:
    """The article among the first `PHRASE_DEPTH` that holds more of the statutory phrases the question's
    everyday words stand for (`index.statutory_words`: "十倍赔偿" → "价款十倍") than any other comes first,
    counted in characters: a long phrase names one rule ("未参加工伤保险" of 工伤保险条例 第六十二条), where four short
    ones ("工作时间", "工作场所", …) had put 第十四条 first for who pays when no insurance was bought (stranger61 b10).

    The ranker trusts earlier questions (the `asked` channel) and put 食品药品纠纷规定 第九条 (platforms)
    first for "买的食品过了保质期……能要求十倍赔偿吗", with 食品安全法 第一百四十八条, which says 价款十倍,
    second; the 1.5B pick takes the first. Of candidates tied on the phrases, the one ranked first leads (session 48: "试用期
    三个月不交社保" had 劳动合同法 第三十八条 and 社会保险法 第五十八条 tied, and 第三十七条, holding less, stayed first; everyday
    gold first before the gate 85.0 → 88.3 %, LeCoQA fold 0 and LawBench 3-2 unchanged).
    Measured (session 27, `eval relevance`): a gold article first for 27 of 40 everyday and stranger
    questions against 25 before the gate (26 after it); LeCoQA's held-out fold (51.4 % first, 77.3 % in the
    evidence) and LawBench 3-2's dev half (31.4 %, 42.2 %) unchanged. Counting characters (session 48): a gold
    article first before the gate for everyday questions 83.3 → 85.0 %, LeCoQA fold 0 held 53.1 → 53.5 %, LawBench
    3-2 held 50.0 % unchanged; the top 6 unchanged (93.3, 81.6, 70.8 %).
    """
    firsts = [pid for pid, _ in first_articles(fused, versions.__getitem__, PHRASE_DEPTH)]
    phrases = [term for term in analysis.statutory_terms if len(term) >= PHRASE_CHARS]
    held = {pid: sum(len(phrase) for phrase in phrases if phrase in versions[pid].text) for pid in firsts}
    most = max(held.values(), default=0)
    leaders = [pid for pid, count in held.items() if count == most]
    if most == 0:
        return fused
    return [item for item in fused if item[0] == leaders[0]] + [item for item in fused if item[0] != leaders[0]]


class IndexNotBuilt(RuntimeError):
    """The statute index is missing, or was built by other code or another embedding model."""


class Retriever:
    """Answers `search(query, window)` over one `StatuteIndex`."""

    def __init__(self, index: StatuteIndex, settings: RetrievalSettings | None = None,
                 ranker: ArticleRanker | None = None, adapter: QueryAdapter | None = None) -> None:
        """`ranker`: the learned order of a question's first candidates (`index.ranker`); None keeps
        the fusion's order, as does the setting `rerank_questions = false`. `adapter`: the learned map
        of a question's dense vector (`index.query_adapter`); None searches with the plain one."""
        self.index = index
        self.settings = settings or RetrievalSettings()
        self.ranker = ranker
        self.adapter = adapter
        self._catalogue: dict[tuple[str, int, int], list[StatuteVersion]] | None = None
        self._ids: dict[str, StatuteVersion] | None = None
        self._referring: dict[tuple[str, int, int], list[tuple[str, int, int]]] | None = None
        # A rebuild (admin /reindex) fills a new collection while searches go on against the
        # serving one; only its last step (alias switch, cache reset, dropping the old
        # collection) takes this lock, so no search runs against a collection being dropped.
        # Reads are short (milliseconds on Edge), so one lock for readers is enough.
        self._lock = threading.RLock()

    @property
    def coverage(self) -> dict[str, list[int]]:
        with self._lock:
            return dict(self.index.metadata().get("coverage", {}))

    def _versions_by_article(self) -> dict[tuple[str, int, int], list[StatuteVersion]]:
        if self._catalogue is None:
            catalogue: dict[tuple[str, int, int], list[StatuteVersion]] = {}
            for record in self.index.all_records():
                catalogue.setdefault(record.key, []).append(record)
            for versions in catalogue.values():
                versions.sort(key=lambda v: v.from_day)
            self._catalogue = catalogue
        return self._catalogue

    def warm_up(self) -> None:
        """Check the index and load what a first query would (jieba's dictionary, the embedding
        session, the catalogue), so a server's first user does not wait for it.

        Raises `IndexNotBuilt` with the command that fixes it, instead of failing on a first query.
        """
        if not self.index.is_current():
            state = "is not built yet" if not self.index.exists() else "was built by another version or embedding model"
            raise IndexNotBuilt(f"the statute index {state}: run `tempolex index build`")
        self.search("刑法第一条", today=date.today())

    def rebuild(self, records: list[StatuteVersion], progress: Progress | None = None) -> BuildReport:
        """Rebuild the index (admin /reindex, `index build`, `index ingest`) beside the serving one:
        searches go on against the old index and see the new one once it is complete."""
        return self.index.build(records, progress, switch=self._switch)

    def _switch(self, step: Callable[[], None]) -> None:
        with self._lock:
            step()
            self._catalogue = self._ids = self._referring = None

    def _by_id(self) -> dict[str, StatuteVersion]:
        """Point id -> version: hits are resolved here instead of copying payloads out of Qdrant."""
        if self._ids is None:
            self._ids = {point_id(v): v for versions in self._versions_by_article().values() for v in versions}
        return self._ids

    def version_of(self, pid: str) -> StatuteVersion:
        """The version a point id (from `SearchResult.rankings`) stands for."""
        with self._lock:
            return self._by_id()[pid]

    def referring(self, key: tuple[str, int, int]) -> list[tuple[str, int, int]]:
        """The articles of the same law whose text names this one ("本法第四十条"): index/references.py."""
        with self._lock:
            if self._referring is None:
                self._referring = referring(self._versions_by_article())
            return list(self._referring.get(key, []))

    def catalogue(self) -> ArticleCatalogue:
        """Every version the index serves, by article (an article's history, /history)."""
        with self._lock:
            return ArticleCatalogue(self._versions_by_article())

    def versions_of(self, law: str | None, article: int, article_sub: int = 0) -> list[StatuteVersion]:
        """Every version of an article the corpus holds, whatever its window, oldest first."""
        with self._lock:
            catalogue = self._versions_by_article()
        if law is not None:
            return list(catalogue.get((law, article, article_sub), []))
        return [v for key, versions in catalogue.items() if key[1:] == (article, article_sub) for v in versions]

    def search(
        self,
        query: str,
        window: tuple[date, date] | None = None,
        top: int = 5,
        today: date | None = None,
        channels: Sequence[str] = CHANNELS,
        laws: Sequence[str] | None = None,
        analysis: QueryAnalysis | None = None,
    ) -> SearchResult:
        """Rank the versions valid in `window` (else the query's own date, else `today`) for `query`.

        `top` counts articles: when an article changed inside the window, all its versions valid
        in it are returned together, each marked with `covers_window`. A caller that has already
        analysed `query` passes its `analysis` so the text is analysed once per message.
        """
        with self._lock:
            try:
                return self._search(query, window, top, today, channels, laws, analysis)
            except Exception:
                if not self.index.refresh():  # a rebuild by another process on a shared server
                    raise
                self._catalogue = self._ids = self._referring = None
                return self._search(query, window, top, today, channels, laws, analysis)

    def _search(
        self,
        query: str,
        window: tuple[date, date] | None,
        top: int,
        today: date | None,
        channels: Sequence[str],
        laws: Sequence[str] | None,
        analysis: QueryAnalysis | None,
    ) -> SearchResult:
        started = time.perf_counter()
        today = today or date.today()
        analysis = analysis or analyze(query, today)
        if window is not None:
            source = "given"
        elif analysis.window is not None:
            window, source = (analysis.window.start, analysis.window.end), "query"
        else:
            window, source = (today, today), "today"
        serving = self.index.serving
        where = PointFilter(
            any_of={"law": tuple(laws)} if laws else {},
            ranges={"from_day": IntRange(lte=day_number(window[1])), "to_day": IntRange(gte=day_number(window[0]))},
        )
        kind = self.settings.kind(query, analysis.language)
        plain = lru_cache(maxsize=1)(lambda: self.index.embedder.embed_query(analysis.search_text(query)))
        adapter = self.adapter if kind == "question" and self.settings.adapt_questions else None
        queries: dict[str, Callable[[], QueryVector]] = {
            "keyword": lambda: keyword_query(analysis, query),
            "dense": lambda: (adapter.apply(plain()) if adapter else plain()).tolist(),
            "sparse": lambda: self.index.sparse.query(analysis.search_text(query)),
            "asked": lambda: plain().tolist(),  # the question itself, against earlier questions' embeddings
        }
        using = {"keyword": TERMS, "dense": DENSE, "sparse": SPARSE, "asked": ASKED}
        # One channel asked for alone ranks by itself, whatever its weight in the fusion.
        weights = {channels[0]: 1.0} if len(channels) == 1 else self.settings.weights(channels, kind)
        rankings: dict[str, list[str]] = {}
        for channel in channels:
            vector = queries[channel]() if serving else None
            empty = vector is None or (isinstance(vector, models.SparseVector) and not vector.indices)
            rankings[channel] = [] if empty else self._channel(  # not empty: a collection serves, the vector is set
                cast(str, serving), using[channel], cast(QueryVector, vector), where)

        fused = weighted_rrf(rankings, weights, self.settings.k(kind))
        reranked = kind == "question" and self.ranker is not None and self.settings.rerank_questions
        if reranked:
            fused = self._reranked(cast(ArticleRanker, self.ranker), fused, rankings, analysis)
        if reranked:
            fused = lead_with_statutory_phrase(fused, self._by_id(), analysis)
        fused = pin_named_articles(fused, self._by_id(), analysis)
        ranks = {channel: {pid: r for r, pid in enumerate(ids, start=1)} for channel, ids in rankings.items()}
        hits = self._group_versions(fused, ranks, window, top)
        not_covered = self._not_covered(analysis, window)
        return SearchResult(
            query=query,
            window=window,
            window_source=source,
            hits=hits,
            not_covered=not_covered,
            analysis=analysis,
            latency_ms=(time.perf_counter() - started) * 1000,
            rankings=rankings,
            reranked=reranked,
        )

    def _reranked(self, ranker: ArticleRanker, fused: list[tuple[str, float]], rankings: dict[str, list[str]],
                  analysis: QueryAnalysis) -> list[tuple[str, float]]:
        """The fusion's first `DEPTH` distinct articles in the ranker's order, then the rest as fused
        (each keeps its fused score: the order, not the score, is the ranker's)."""
        firsts = [Candidate(pid, self._by_id()[pid], score) for pid, score in first_articles(fused, self._by_id().__getitem__, DEPTH)]
        order = ranker.order(firsts, rankings, question_words(analysis), analysis.laws)
        ranked = [(firsts[i].point, firsts[i].fused) for i in order]
        placed = {pid for pid, _ in ranked}
        return ranked + [item for item in fused if item[0] not in placed]

    def _channel(self, collection: str, using: str, vector: QueryVector, where: PointFilter) -> list[str]:
        """One channel's ranking inside the case window.

        Equal scores are ordered by point id, not by an engine's internal order (which tied points
        make the depth cut is still the engine's choice).
        """
        hits = self.index.store.query(collection, vector, using, self.settings.channel_depth, where)
        return [pid for pid, _ in sorted(hits, key=lambda hit: (-hit[1], hit[0]))]

    def _group_versions(
        self,
        fused: list[tuple[str, float]],
        ranks: dict[str, dict[str, int]],
        window: tuple[date, date],
        top: int,
    ) -> list[Hit]:
        """Best `top` articles; each with every version valid in the window, best-scored first."""
        start, end = day_number(window[0]), day_number(window[1])
        hits: list[Hit] = []
        seen: set[tuple[str, int, int]] = set()
        for pid, score in fused:
            record = self._by_id()[pid]
            if record.key in seen:
                continue
            seen.add(record.key)
            siblings = [v for v in self.versions_of(*record.key) if v.valid_on(*window)]
            for version in siblings:
                sid = point_id(version)
                hits.append(
                    Hit(
                        version=version,
                        score=score,
                        covers_window=version.from_day <= start and version.to_day >= end,
                        channel_ranks={c: r[sid] for c, r in ranks.items() if sid in r},
                    )
                )
            if len(seen) >= top:
                break
        return hits

    def _not_covered(self, analysis: QueryAnalysis, window: tuple[date, date]) -> list[NotCovered]:
        """Named laws and articles with no version in the window, with the windows the corpus holds."""
        out: list[NotCovered] = [
            NotCovered(law=name, reason="law not in the corpus") for name in analysis.uncovered_laws
        ]
        start, end = day_number(window[0]), day_number(window[1])
        named_article_laws = {ref.law for ref in analysis.articles}
        for law in analysis.laws:
            if law in named_article_laws:
                continue  # reported per article below, with that article's own windows
            span = self.coverage.get(law)
            if span and (span[0] > end or span[1] < start):
                out.append(NotCovered(law=law, reason="law not covered for this date", windows=(span_dates(span),)))
        for ref in analysis.articles:
            if ref.law in analysis.uncovered_laws:
                continue  # already reported: the whole law is missing
            versions = self.versions_of(ref.law, ref.article, ref.article_sub)
            if any(v.valid_on(*window) for v in versions):
                continue
            label = versions[0].article_label if versions else ""
            law = ref.law or (versions[0].law if versions else "")
            reason = "article not covered for this date" if versions else "article not in the corpus"
            windows = tuple((v.valid_from, v.valid_to) for v in sorted(versions, key=lambda v: v.from_day))
            out.append(NotCovered(law=law, reason=reason, article=ref.article, article_sub=ref.article_sub, label=label, windows=windows))
        return out


def span_dates(span: list[int]) -> tuple[str, str | None]:
    """A coverage span (YYYYMMDD integers) as ISO dates; None for a law still in force."""
    def text(day: int) -> str:
        return f"{day // 10000:04d}-{day // 100 % 100:02d}-{day % 100:02d}"

    return (text(span[0]), None if span[1] >= 99991231 else text(span[1]))
