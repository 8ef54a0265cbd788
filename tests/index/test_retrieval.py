"""Time-valid retrieval over a real (small) index: only wording in force on the case date."""

from __future__ import annotations

import threading
from datetime import date

import pytest

from index.query_analysis import analyze
from index.corpus import StatuteVersion
from index.retrieval import IndexNotBuilt, Retriever, crime_words, keyword_query, lead_with_statutory_phrase
from index.statute_index import DENSE, SPARSE, TERMS, StatuteIndex
from index.vector_store import CollectionSchema, IntRange, PointFilter, open_store

OLD_74 = "对于累犯，不适用缓刑。"
NEW_74 = "对于累犯和犯罪集团的首要分子，不适用缓刑。"


@pytest.fixture
def retriever(engine_index) -> Retriever:
    """Every test here runs on each embedded engine: the validity guarantees must not depend on it."""
    return Retriever(engine_index)


def day(text: str) -> tuple[date, date]:
    value = date.fromisoformat(text)
    return value, value


def test_article_74_in_2010_is_the_1997_wording(retriever) -> None:
    first = retriever.search("刑法第七十四条", window=day("2010-06-01")).hits[0]
    assert (first.version.article, first.version.text) == (74, OLD_74)
    assert (first.version.valid_from, first.version.valid_to) == ("1997-10-01", "2011-04-30")


def test_article_74_in_2012_is_the_2011_wording(retriever) -> None:
    first = retriever.search("刑法第七十四条", window=day("2012-01-01")).hits[0]
    assert first.version.text == NEW_74 and first.version.valid_to is None


def test_year_straddling_the_amendment_returns_both_versions_marked(retriever) -> None:
    result = retriever.search("刑法第七十四条", window=(date(2011, 1, 1), date(2011, 12, 31)), top=1)
    assert [(h.version.text, h.covers_window) for h in result.hits] == [(OLD_74, False), (NEW_74, False)]
    assert result.straddles


@pytest.mark.parametrize(
    ("query", "when"),
    [("累犯 缓刑 犯罪集团 首要分子", "2010-06-01"), ("醉酒驾驶 危险驾驶", "2012-03-01"), ("遗嘱 继承", "2015-01-01"),
     ("离婚 感情破裂", "2022-06-01"), ("股东 出资", "2024-08-01"), ("取保候审", "2019-01-01")],
)
def test_every_hit_is_in_force_on_the_case_date(retriever, query: str, when: str) -> None:
    window = day(when)
    result = retriever.search(query, window=window, top=10)
    assert result.hits, "there is law in force on every one of these dates"
    assert all(hit.version.valid_on(*window) for hit in result.hits)


def test_article_not_in_force_on_the_date_is_not_covered_and_not_replaced(retriever) -> None:
    result = retriever.search("民法典第一千零七十九条", window=day("2015-05-01"))
    [missing] = result.not_covered
    assert (missing.article, missing.reason) == (1079, "article not covered for this date")
    assert missing.windows == (("2021-01-01", None),)
    assert all(hit.version.article != 1079 for hit in result.hits)


def test_law_outside_the_corpus_is_reported(retriever) -> None:
    result = retriever.search("收养法第十五条 收养登记", window=day("2015-05-01"))
    assert [item.reason for item in result.not_covered] == ["law not in the corpus"]


def test_a_date_before_any_law_in_the_corpus_finds_nothing(retriever) -> None:
    result = retriever.search("遗产 继承", window=day("1980-01-01"))
    assert result.hits == []


def test_top_counts_articles_and_channels_are_recorded(retriever) -> None:
    result = retriever.search("刑法第七十四条 累犯 缓刑", window=day("2010-06-01"), top=3)
    assert len({hit.version.key for hit in result.hits}) == 3
    assert result.hits[0].channel_ranks["keyword"] == 1


def test_single_channel_runs_only_that_channel(retriever) -> None:
    result = retriever.search("累犯 缓刑", window=day("2010-06-01"), channels=("dense",))
    assert result.hits and all(set(hit.channel_ranks) <= {"dense"} for hit in result.hits)


def test_every_version_is_stored_once_in_one_collection(small_index, slice_records) -> None:
    """Points = versions: no copies per period, whatever the number of amendments."""
    own = [n for n in small_index.store.names() if n.startswith("statutes")]
    assert own == [small_index.serving] and small_index.count() == len(slice_records)


def test_the_validity_filter_is_applied_inside_every_channel(retriever) -> None:
    """A 2010 query must not get the 2011 wording of 第七十四条 from any single channel."""
    for channel in ("keyword", "dense", "sparse"):
        result = retriever.search("累犯 犯罪集团的首要分子 缓刑", window=day("2010-06-01"), top=10, channels=(channel,))
        assert result.hits, channel
        assert all(hit.version.valid_on(*day("2010-06-01")) for hit in result.hits), channel


@pytest.mark.parametrize(
    ("query", "expected"),
    [("被告人的行为构成盗窃罪", {"盗窃"}), ("罪名：诈骗;受贿", {"诈骗", "受贿"}), ("他偷了我的手机", set())],
)
def test_offences_named_as_such_are_recognised(query: str, expected: set[str]) -> None:
    keywords = analyze(query, date(2020, 1, 1)).keywords
    assert crime_words(query, keywords) == expected


def test_a_named_offence_lifts_its_article(retriever) -> None:
    result = retriever.search("被告人在商场内实施盗窃罪，数额较大", window=day("2016-05-01"), top=3, channels=("keyword",))
    assert 264 in {hit.version.article for hit in result.hits}


@pytest.mark.parametrize(
    ("query", "when"),
    [("刑法第七十四条 累犯 缓刑", "2010-06-01"), ("醉酒驾驶 危险驾驶罪", "2016-07-01"), ("遗嘱 继承 顺序", "2015-01-01"),
     ("离婚 感情确已破裂 调解", "2022-06-01"), ("取保候审 最长期限", "2020-05-01")],
)
def test_qdrant_edge_scores_every_channel_like_local_mode(small_index, local_index, query: str, when: str) -> None:
    """Switching the embedded engine must not change what is found: per channel the same scores
    (IDF included) for the same points; only the order among equal scores may differ."""
    vectors = {
        TERMS: keyword_query(analyze(query, date(2026, 11, 29)), query),
        DENSE: small_index.embedder.embed_query(query).tolist(),
        SPARSE: small_index.sparse.query(query),
    }
    start, end = (int(d.strftime("%Y%m%d")) for d in day(when))
    where = PointFilter(ranges={"from_day": IntRange(lte=end), "to_day": IntRange(gte=start)})
    for using, vector in vectors.items():
        local = local_index.store.query(local_index.serving, vector, using, limit=20, where=where)
        edge = small_index.store.query(small_index.serving, vector, using, limit=20, where=where)
        assert local, f"{using}: the slice has matches for {query!r}"
        assert [score for _, score in edge] == pytest.approx([score for _, score in local], rel=1e-5), using
        cut = local[-1][1] * (1 + 1e-5)  # points tied with the last one may be cut differently
        assert {pid for pid, score in local if score > cut} == {pid for pid, score in edge if score > cut}, using


def test_warm_up_names_the_fix_when_the_index_is_missing_or_stale(tmp_path, embedder) -> None:
    store = open_store("", "edge", tmp_path)
    try:
        missing = StatuteIndex(store, "statutes", embedder, tmp_path / "bm25", tmp_path / "embeddings")
        with pytest.raises(IndexNotBuilt, match=r"is not built yet: run `tempolex index build`"):
            Retriever(missing).warm_up()
        store.create("statutes__old", CollectionSchema())
        store.set_metadata("statutes__old", {"format": 2, "model_id": embedder.model_id})
        store.point_alias("statutes", "statutes__old")
        stale = StatuteIndex(store, "statutes", embedder, tmp_path / "bm25", tmp_path / "embeddings")
        with pytest.raises(IndexNotBuilt, match=r"built by another version or embedding model: run `tempolex index build`"):
            Retriever(stale).warm_up()
    finally:
        store.close()



@pytest.mark.parametrize("engine", ["edge", "local"])
def test_searches_during_a_rebuild_are_answered_from_the_serving_index(engine: str, tmp_path, slice_records, embedder) -> None:
    """An admin's /reindex must not break or hold up the answers other users are getting meanwhile:
    they come from the old index until the new one is complete, then from the new one."""
    store = open_store("", engine, tmp_path)
    try:
        retriever = Retriever(StatuteIndex(store, "statutes", embedder, tmp_path / "bm25", tmp_path / "embeddings"))
        retriever.rebuild([r for r in slice_records if r.law == "中华人民共和国刑法"])
        old = retriever.index.serving
        rebuilding = threading.Thread(target=retriever.rebuild, args=(slice_records,))
        rebuilding.start()
        during, laws_seen = 0, set()
        while rebuilding.is_alive():
            during += 1
            result = retriever.search("刑法第七十四条", window=day("2010-06-01"))
            assert (result.hits[0].version.article, result.hits[0].version.text) == (74, OLD_74)
            laws_seen |= {hit.version.law for hit in retriever.search("遗嘱 继承", window=day("2015-01-01"), top=5).hits}
        rebuilding.join()
        assert during >= 3, "searches ran while the new collection was being filled"
        in_2015 = {r.law for r in slice_records if r.valid_on(*day("2015-01-01"))}
        assert laws_seen <= in_2015, "every answer came from a complete collection, the old one or the new"
        assert retriever.index.serving != old and not store.exists(old), "the old collection is dropped after the switch"
        after = retriever.search("遗嘱 继承 顺序", window=day("2015-01-01"), top=3)
        assert "中华人民共和国继承法" in {hit.version.law for hit in after.hits}, "the switch brought the new laws in"
    finally:
        store.close()


def _versions(*texts: tuple[str, int, str]) -> dict[str, StatuteVersion]:
    return {f"p{n}": StatuteVersion(law, article, 0, f"第{article}条", "2021", "2021-01-01", None, text)
            for n, (law, article, text) in enumerate(texts)}


def test_the_one_candidate_holding_the_questions_statutory_phrase_leads() -> None:
    """"能要求十倍赔偿吗" stands for 价款十倍: 食品安全法 第一百四十八条 says it, a platform's rule does not."""
    versions = _versions(("食品药品纠纷规定", 9, "网络交易第三方平台提供者……承担连带责任的，人民法院应予支持"),
                         ("食品安全法", 148, "……消费者除要求赔偿损失外，还可以向生产者或者经营者要求支付价款十倍或者损失三倍的赔偿金"),
                         ("食品安全法", 131, "网络食品交易第三方平台提供者……"))
    fused = [("p0", 0.3), ("p1", 0.2), ("p2", 0.1)]
    analysis = analyze("我在网上买的食品过了保质期，商家只肯退款，我能要求十倍赔偿吗？", date(2024, 11, 20))
    assert "价款十倍" in analysis.statutory_terms
    assert [pid for pid, _ in lead_with_statutory_phrase(fused, versions, analysis)] == ["p1", "p0", "p2"]


def test_the_longer_statutory_phrases_outweigh_more_short_ones() -> None:
    """stranger61 b10 (session 48, blind): "工厂没给我买工伤保险，我干活时手被机器压伤了，医药费谁来出" stands for 工伤保险条例
    第十四条's four short words (工作时间, 工作场所, …) and 第六十二条's two long ones (未参加工伤保险, 工伤保险待遇项目和标准支付费用);
    the one that says who pays when no insurance was bought decides. Texts are the articles' own words, shortened."""
    versions = _versions(("工伤保险条例", 14, "职工有下列情形之一的，应当认定为工伤：(一)在工作时间和工作场所内，因工作原因受到事故伤害的"),
                         ("工伤保险条例", 62, "依照本条例规定应当参加工伤保险而未参加工伤保险的用人单位职工发生工伤的，由该用人单位按照"
                                              "本条例规定的工伤保险待遇项目和标准支付费用。"))
    fused = [("p0", 0.3), ("p1", 0.2)]
    analysis = analyze("我在一家小工厂上班，工厂没给我买工伤保险，我干活时手被机器压伤了，医药费谁来出？", date(2026, 12, 7))
    assert {"工作时间", "未参加工伤保险"} <= set(analysis.statutory_terms)
    assert [pid for pid, _ in lead_with_statutory_phrase(fused, versions, analysis)] == ["p1", "p0"]


def test_of_two_candidates_holding_the_phrase_the_first_ranked_leads() -> None:
    """A candidate holding none of the phrases does not stay ahead of two that hold them alike (stranger62 c1, session 48)."""
    versions = _versions(("甲法", 1, "支付价款十倍的赔偿金"), ("乙法", 2, "价款十倍"), ("丙法", 3, "其他"))
    fused = [("p2", 0.3), ("p0", 0.2), ("p1", 0.1)]
    analysis = analyze("能要求十倍赔偿吗？", date(2024, 11, 20))
    assert [pid for pid, _ in lead_with_statutory_phrase(fused, versions, analysis)] == ["p0", "p2", "p1"]
    assert lead_with_statutory_phrase([("p0", 0.3), ("p1", 0.2), ("p2", 0.1)], versions, analysis) == [("p0", 0.3), ("p1", 0.2), ("p2", 0.1)]
