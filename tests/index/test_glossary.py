"""English questions reach the Chinese statutes through the legal glossary."""

from __future__ import annotations

import pytest

from index.glossary import glossary, parse
from index.query_analysis import analyze
from tests.conftest import FIXED_TODAY

PROBATION = "Can a repeat offender still get probation? It happened in 2010."


def test_an_english_question_gets_the_chinese_words_of_its_legal_terms() -> None:
    analysis = analyze(PROBATION, FIXED_TODAY)
    assert analysis.language == "en"
    assert {"累犯", "缓刑"} <= set(analysis.chinese_terms)
    assert {"累犯", "缓刑"} <= set(analysis.keywords), "the keyword channel sees the Chinese terms"
    assert analysis.search_text(PROBATION) == " ".join(analysis.chinese_terms)
    assert analyze(PROBATION, FIXED_TODAY, use_glossary=False).chinese_terms == ()


def test_a_chinese_question_is_left_as_it_is() -> None:
    question = "累犯可以适用缓刑吗？"
    analysis = analyze(question, FIXED_TODAY)
    assert analysis.chinese_terms == () and analysis.search_text(question) == question


def test_inflected_forms_and_law_names_are_found_and_auxiliary_words_are_not() -> None:
    terms = analyze("We divorced and he was stealing from me under the Labor Contract Law. Will I be fined?",
                    FIXED_TODAY).chinese_terms
    assert {"离婚", "盗窃", "罚款", "劳动合同法"} <= set(terms)
    assert "遗嘱" not in terms, "'will' the verb is not a testament"
    assert "遗嘱" in glossary().translate("My father left a will")


def test_a_commute_accident_reads_as_a_work_injury_not_a_house() -> None:
    terms = glossary().translate("My mother died in a car accident on her way home from work")
    assert "上下班途中" in terms and "工伤" in terms
    assert "房屋" not in terms, "'home' in 'on her way home' is no house"


def test_a_malformed_entry_is_refused_with_its_section() -> None:
    with pytest.raises(ValueError, match=r"\[crime\] 'Theft'"):
        parse({"crime": {"Theft": "盗窃"}})


def test_the_glossary_brings_an_english_question_to_the_right_article(retriever) -> None:
    def top_articles(use_glossary: bool) -> list[tuple[str, int]]:
        analysis = analyze(PROBATION, FIXED_TODAY, use_glossary=use_glossary)
        result = retriever.search(PROBATION, top=3, today=FIXED_TODAY, analysis=analysis)
        return [(hit.version.law, hit.version.article) for hit in result.hits]

    assert ("中华人民共和国刑法", 74) in top_articles(use_glossary=True)
    assert ("中华人民共和国刑法", 74) not in top_articles(use_glossary=False)


def test_english_names_of_library_regulations_become_their_chinese_titles() -> None:
    analysis = analyze("Under the Housing Provident Fund Regulations, can I withdraw my fund in another city?", FIXED_TODAY)
    assert analysis.laws == ["住房公积金管理条例"] and "住房公积金管理条例" in analysis.chinese_terms
    assert analyze("What do the Interim Regulations on Real Estate Registration say?", FIXED_TODAY).laws == ["不动产登记暂行条例"]


def test_contracting_out_land_and_the_household_register_get_their_statutory_words() -> None:
    """Dev items 22 and 25 were answered from 民法典: "contract out my land" read as a contract of
    sale (合同 土地), "household register" as registration in general (登记)."""
    assert "土地承包" in glossary().translate("I want to contract out my land until 2057. How can I contract it out?")
    assert "户口" in glossary().translate("How do I change the address on the household register?")
