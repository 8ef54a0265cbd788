"""`tempolex eval retrieval`: metrics over articles, fusion weights chosen by cross-validation."""

from __future__ import annotations

from index.evals import retrieval as ev


def ranked(keyword: list[int], dense: list[int], sparse: list[int], gold: set[int]) -> ev.Ranked:
    """Channel rankings of articles, with one point per article (id "a<article>")."""
    ids = lambda articles: [f"a{a}" for a in articles]  # noqa: E731
    articles = {f"a{a}": a for a in {*keyword, *dense, *sparse}}
    return ev.Ranked({"keyword": ids(keyword), "dense": ids(dense), "sparse": ids(sparse)}, articles, frozenset(gold))


# Keyword finds the gold article second; dense finds it first: a fusion that listens to both wins.
ITEMS = [ranked([9, n, 8], [n, 7, 6], [5, 4, n], {n}) for n in range(1, 21)]


def test_metrics_count_distinct_articles_and_recall_at_50() -> None:
    item = ev.Ranked({"keyword": ["v1", "v2", "x"]}, {"v1": 74, "v2": 74, "x": 3}, frozenset({3}))
    assert ev.fuse(item, {"keyword": 1.0}, 60) == [74, 3], "two versions of one article count once"
    row = ev.channel_table([item], {"keyword": 1.0, "dense": 1.0, "sparse": 1.0}, 60)["keyword"]
    assert row["mrr"] == 0.5 and row["recall@50"] == 1.0 and row["hit@1"] == 0.0


def test_chosen_weights_beat_every_single_channel_on_held_out_folds() -> None:
    folds = ev.cross_validate(ITEMS, folds=5)
    assert len(folds) == 5
    for fold in folds:
        assert fold["fused_ndcg@10"] >= max(fold[f"{c}_ndcg@10"] for c in ("keyword", "bm25", "dense"))
        assert fold["weights"]["dense"] > 0, "the channel that ranks gold first must be heard"
    weights, k = ev.choose_weights(ITEMS)
    assert ev.scores(ITEMS, weights, k)["hit@1"] == 1.0
