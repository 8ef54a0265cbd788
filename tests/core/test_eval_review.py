"""The review against planted errors on the labelled statement-of-law set (no model)."""

from __future__ import annotations

import pytest

from core.evals.review import SET_FILE, Corpus, evaluate, load_items, plant, shipped_records

HELD_OUT = SET_FILE.with_name("statement_of_law_heldout.jsonl")


@pytest.fixture(scope="module")
def items():
    return load_items()


@pytest.fixture(scope="module")
def corpus(items):
    return Corpus(shipped_records({item.law for item in items}))


@pytest.fixture(scope="module")
def result(items, corpus):
    return evaluate(items, corpus)


def test_the_set_is_written_from_the_statutes(items, corpus) -> None:
    """≥ 40 items across fields; each clause copied verbatim from the article in force; the two
    cases of the issue are in it."""
    assert len(items) >= 40
    assert len({item.law for item in items}) >= 8
    for item in items:
        text = corpus.in_force(item.law, item.article).text
        assert item.clause in text, item.id
        assert item.clause in item.reply, f"{item.id}: the reply quotes the clause"
        assert item.direction["kind"] in ("permission", "obligation", "support", "validity", "liability")
    ids = {item.id for item in items}
    assert "labour-pregnant-40" in ids and "loan-company-seal-22" in ids
    assert sum(item.lang == "en" for item in items) >= 5


def test_every_planted_error_changes_the_reply(items, corpus) -> None:
    for item in items:
        for kind, variant in plant(item, corpus.evidence(item)).items():
            assert variant is None or variant != item.reply, (item.id, kind)


def test_the_review_catches_planted_errors_without_false_alarms(result) -> None:
    """The issue's targets: ≥ 90 % caught, ≤ 5 % false alarms, no contradiction shipped."""
    assert result["catch_rate"] >= 0.9, result["missed"]
    assert result["false_alarm_rate"] <= 0.05, result["false_alarm_items"]
    assert result["contradictions_shipped"] == 0, result["shipped"]
    for kind in ("direction", "article", "amount", "party"):
        assert result["errors"][kind]["planted"] >= 20, kind
        assert result["errors"][kind]["catch_rate"] >= 0.8, (kind, result["missed"])


def test_direction_flips_are_caught_by_the_clause_check_and_rewritten(result) -> None:
    direction = result["errors"]["direction"]
    assert direction["caught_by"].get("conclusion_follows_clause", 0) >= 0.9 * direction["planted"]
    assert result["direction_flips_rewritten"] + result["direction_flips_needing_a_lawyer"] >= 0.9 * direction["planted"]
    assert result["correct_replies_rewritten"] == 0


def test_article_number_flips_are_caught_by_the_citation_checks(result) -> None:
    """The quotation under the wrong number is not that article's wording (wording_in_force
    carries core.citations.misquoted, as the drafting stage builds the Draft)."""
    assert result["errors"]["article"]["caught_by"].get("wording_in_force", 0) == result["errors"]["article"]["planted"]


def test_every_correct_reply_states_the_direction_its_article_gives(result) -> None:
    assert result["correct_replies_matching_their_label"] == result["items"]
    assert result["decisive_clause_found"] >= 0.9 * result["items"]


def test_the_held_out_set_is_written_from_the_statutes_too() -> None:
    """Written after the checks were tuned (its figures are reported, not asserted: see the report)."""
    held_out = load_items(HELD_OUT)
    corpus = Corpus(shipped_records({item.law for item in held_out}))
    assert len(held_out) >= 10
    for item in held_out:
        assert item.clause in corpus.in_force(item.law, item.article).text and item.clause in item.reply, item.id
