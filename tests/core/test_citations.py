"""Citation finding and verification: what may and may not be shown to a user as a source."""

from __future__ import annotations

from datetime import date

from core.citations import (attribute_quotations, check_mentions, citable_mentions, find_mentions, misattributed, misquoted, renumber_misnumbered, sources_block,
                            strip_invalid, strip_quotations)
from core.compose import finalise
from core.evidence import Evidence
from index.corpus import StatuteVersion

CRIMINAL = "中华人民共和国刑法"
OLD_74 = StatuteVersion(CRIMINAL, 74, 0, "第七十四条", "1997修订", "1997-10-01", "2011-04-30", "对于累犯，不适用缓刑。")
NEW_74 = StatuteVersion(CRIMINAL, 74, 0, "第七十四条", "2011修正", "2011-05-01", None, "对于累犯和犯罪集团的首要分子，不适用缓刑。")
ART_12 = StatuteVersion(CRIMINAL, 12, 0, "第十二条", "1997修订", "1997-10-01", None, "……")
ART_72 = StatuteVersion(CRIMINAL, 72, 0, "第七十二条", "1997修订", "1997-10-01", "2011-04-30", "……")
CORPUS = [OLD_74, NEW_74, ART_12, ART_72]
WINDOW_2010 = (date(2010, 6, 1), date(2010, 6, 1))


def versions_of(law, article, sub=0):
    return [v for v in CORPUS if v.article == article and v.article_sub == sub and (law is None or v.law == law)]


def test_finds_law_bound_and_bare_mentions() -> None:
    text = "根据《中华人民共和国刑法》第七十四条，累犯不适用缓刑；另见第十二条。刑法第72条规定了条件。"
    found = [(m.law, m.article, m.text) for m in find_mentions(text)]
    assert found == [
        (CRIMINAL, 74, "《中华人民共和国刑法》第七十四条"),
        (CRIMINAL, 12, "第十二条"),
        (CRIMINAL, 72, "刑法第72条"),
    ]


def test_a_short_title_refers_to_the_law_last_named_in_full() -> None:
    text = ("根据《中华人民共和国户口登记条例》第十七条办理迁移；《条例》第十四条也规定了迁出登记。"
            "《刑法》第七十四条……《解释》第一条")
    found = [(m.law, m.article, m.covered) for m in find_mentions(text)]
    registration = "中华人民共和国户口登记条例"
    assert found[:3] == [(registration, 17, True), (registration, 14, True), (CRIMINAL, 74, True)]
    assert found[3][0] == "解释" and not found[3][2], "no interpretation was named before: not bound to 刑法"


def test_english_mentions_and_sub_articles() -> None:
    found = find_mentions("Under Article 74 of the Criminal Law and 刑法第一百三十三条之一 …")
    assert [(m.law, m.article, m.article_sub) for m in found] == [(CRIMINAL, 74, 0), (CRIMINAL, 133, 1)]


def test_law_outside_the_corpus_is_flagged() -> None:
    [mention] = find_mentions("依据《收养法》第十五条")  # replaced by 民法典; the library does not hold its text
    assert not mention.covered
    [check] = check_mentions([mention], [Evidence(OLD_74)], WINDOW_2010, versions_of)
    assert check.status == "not_in_corpus"


def test_statuses_against_evidence_and_window() -> None:
    evidence = [Evidence(OLD_74), Evidence(NEW_74, "later_version")]
    text = "刑法第七十四条；刑法第十二条；刑法第七十二条；刑法第九百条"
    statuses = [c.status for c in check_mentions(find_mentions(text), evidence, WINDOW_2010, versions_of)]
    assert statuses == ["ok", "not_in_evidence", "not_in_evidence", "not_in_corpus"]


def test_version_not_valid_on_the_case_date_is_refused() -> None:
    evidence = [Evidence(NEW_74)]  # only the 2011 wording, but the case is from 2010
    [check] = check_mentions(find_mentions("刑法第七十四条"), evidence, WINDOW_2010, lambda *a: [NEW_74])
    assert check.status == "not_valid_on_date"


def test_later_version_counts_only_as_comparison() -> None:
    [check] = check_mentions(find_mentions("刑法第七十四条"), [Evidence(NEW_74, "later_version")], WINDOW_2010, versions_of)
    assert check.status == "comparison" and check.version == NEW_74


def test_strip_invalid_replaces_only_the_bad_mentions() -> None:
    text = "依据刑法第七十四条和刑法第九百条。"
    checks = check_mentions(find_mentions(text), [Evidence(OLD_74)], WINDOW_2010, versions_of)
    cleaned = strip_invalid(text, checks, "zh")
    assert "第七十四条" in cleaned and "第九百条" not in cleaned and "已删除" in cleaned


def test_sources_block_lists_version_and_window_once() -> None:
    block = sources_block([OLD_74, OLD_74], "zh")
    assert block.count("第七十四条") == 1
    assert "1997修订" in block and "1997-10-01至2011-04-30" in block
    assert "in force" in sources_block([NEW_74], "en")


MARRIAGE_INTERPRETATION = "最高人民法院关于适用《中华人民共和国民法典》婚姻家庭编的解释（一）"
INTERPRETATION_74 = StatuteVersion(
    MARRIAGE_INTERPRETATION, 74, 0, "第七十四条", "2020", "2021-01-01", None, "人民法院审理离婚案件，涉及分割夫妻共同财产中以一方名义在合伙企业中的出资……"
)
WINDOW_2025 = (date(2025, 1, 1), date(2025, 1, 1))


def test_an_english_law_name_that_is_no_law_is_not_bound_to_an_article_of_another() -> None:
    """"Article 74 of the Civil Law" once verified as the marriage interpretation's 第七十四条."""
    [mention] = find_mentions("Under Article 74 of the Civil Law, the house is split equally.")
    assert (mention.law, mention.covered) == ("Civil Law", False)
    [check] = check_mentions([mention], [Evidence(INTERPRETATION_74)], WINDOW_2025, versions_of)
    assert check.status == "not_in_corpus" and not check.acceptable


def test_an_article_without_a_law_is_ambiguous_when_the_evidence_holds_that_number_in_two_laws() -> None:
    evidence = [Evidence(OLD_74), Evidence(INTERPRETATION_74)]
    [check] = check_mentions(find_mentions("Article 74 says so."), evidence, WINDOW_2010, versions_of)
    assert check.status == "ambiguous" and not check.acceptable
    [alone] = check_mentions(find_mentions("Article 74 says so."), [Evidence(OLD_74)], WINDOW_2010, versions_of)
    assert alone.status == "ok", "one law in the evidence with that article: the bare number is read as it"


def test_a_quotation_the_cited_version_does_not_contain_is_found_and_removed() -> None:
    evidence = [Evidence(OLD_74)]
    faithful = "《刑法》第七十四条规定：“对于累犯，不适用缓刑。”所以……"
    checks = check_mentions(find_mentions(faithful), evidence, WINDOW_2010, versions_of)
    assert misquoted(faithful, checks, evidence) == []
    invented = "《刑法》第七十四条规定：“犯罪集团的首要分子一律不得宣告缓刑”。"
    checks = check_mentions(find_mentions(invented), evidence, WINDOW_2010, versions_of)
    [(version, quote)] = misquoted(invented, checks, evidence)
    assert version == OLD_74 and quote == "犯罪集团的首要分子一律不得宣告缓刑"
    assert "首要分子" not in strip_quotations(invented, [quote], "zh")


def test_an_english_reply_quoting_chinese_wording_is_checked_and_its_gloss_left_alone() -> None:
    evidence = [Evidence(OLD_74)]
    body = ("Article 74 of the Criminal Law provides: “对于累犯，不适用缓刑。” (\"Recidivists shall not be granted probation.\") "
            "Article 74 of the Criminal Law also says “首要分子不适用缓刑”.")
    checks = check_mentions(find_mentions(body), evidence, WINDOW_2010, versions_of)
    final = finalise("header", [], body, checks, evidence, "en", today=date(2026, 11, 30))
    assert final.removed_quotations == ["首要分子不适用缓刑"]
    assert "对于累犯，不适用缓刑。" in final.body and "Recidivists shall not be granted probation." in final.body
    assert "首要分子不适用缓刑" not in final.text and "[quotation not matching the statute text removed]" in final.text


LAND = "中华人民共和国土地管理法"
LAND_62 = StatuteVersion(LAND, 62, 0, "第六十二条", "2019修正", "2020-01-01", None,
                         "农村村民一户只能拥有一处宅基地，其宅基地的面积不得超过省、自治区、直辖市规定的标准。")
LAND_65 = StatuteVersion(LAND, 65, 0, "第六十五条", "2019修正", "2020-01-01", None,
                         "在土地利用总体规划制定前已建的不符合土地利用总体规划确定的用途的建筑物、构筑物，不得重建、扩建。")


def land_versions(law: str, article: int, sub: int = 0) -> list[StatuteVersion]:
    return [v for v in (LAND_62, LAND_65) if v.article == article]


def test_another_articles_rule_stated_under_a_cited_number_is_caught_quoted_or_not() -> None:
    """A reply said 第六十五条 provides that a household has one homestead: that is 第六十二条. No
    quotation marks, so the quotation check let it through to the user."""
    evidence = [Evidence(LAND_62), Evidence(LAND_65)]
    window = (date(2024, 6, 1), date(2024, 6, 1))

    def found(text: str):
        return misattributed(text, check_mentions(find_mentions(text), evidence, window, land_versions), evidence)

    wrong = "根据《中华人民共和国土地管理法》第六十五条规定，农村村民一户只能拥有一处宅基地，你家不能再申请。"
    [(cited, source, words)] = found(wrong)
    assert (cited.article, source.article) == (65, 62) and "一户只能拥有一处宅基地" in words
    assert found(wrong.replace("第六十五条", "第六十二条")) == []
    assert found("根据《中华人民共和国土地管理法》第六十二条、第六十五条，农村村民一户只能拥有一处宅基地。") == [], \
        "a sentence citing the right article beside another is not flagged"
    assert found("根据《中华人民共和国土地管理法》第六十五条，你父亲在规划前建的房子不能扩建。") == []
    from core.rubric import Draft, check_deterministic, load_rubric

    checks = check_mentions(find_mentions(wrong), evidence, window, land_versions)
    draft = Draft(text=wrong, body=wrong, question="宅基地能再申请吗？", language="zh", case_date_text="2024年6月1日",
                  date_matters=True, citations=checks, evidence=evidence, max_chars=3500,
                  misattributed=misattributed(wrong, checks, evidence))
    [verdict] = [v for v in check_deterministic(load_rubric("consultation_lawyer"), draft) if v.item == "wording_from_cited_article"]
    assert verdict.passed is False and "它出自《中华人民共和国土地管理法》第六十二条" in verdict.detail


def test_a_rule_still_under_the_wrong_number_when_the_reply_is_sent_is_pointed_out_with_its_real_article() -> None:
    evidence = [Evidence(LAND_62), Evidence(LAND_65)]
    body = "根据《中华人民共和国土地管理法》第六十五条规定，农村村民一户只能拥有一处宅基地，你家不能再申请。"
    checks = check_mentions(find_mentions(body), evidence, (date(2024, 6, 1), date(2024, 6, 1)), land_versions)
    final = finalise("header", [], body, checks, evidence, "zh", today=date(2026, 11, 30))
    assert "“农村村民一户只能拥有一处宅基地" in final.text and "出自《中华人民共和国土地管理法》第六十二条，并非" in final.text
    assert "• 《中华人民共和国土地管理法》第六十二条" in final.text, "the rule's real article is among the sources"
    assert final.misattributed and final.misattributed[0].startswith("《中华人民共和国土地管理法》第六十五条→")


def test_a_quotation_left_uncited_is_attributed_to_the_one_article_that_holds_it() -> None:
    """English drafts quote the Chinese words as asked and name no article: the reply cited nothing."""
    evidence = [Evidence(OLD_74, "in_force", True, "retrieval"), Evidence(NEW_74, "later_version", True, "retrieval")]
    text, added = attribute_quotations("No. The law says “对于累犯，不适用缓刑” at the time of the act.", evidence)
    assert "“对于累犯，不适用缓刑”（《中华人民共和国刑法》第七十四条）" in text
    assert added == ["中华人民共和国刑法 第七十四条：对于累犯，不适用缓刑"]
    assert [(m.law, m.article) for m in find_mentions(text)] == [(CRIMINAL, 74)]


def test_no_attribution_where_the_sentence_cites_or_the_words_are_not_one_articles() -> None:
    evidence = [Evidence(OLD_74, "in_force", True, "retrieval"), Evidence(NEW_74, "later_version", True, "retrieval")]
    cited = "Under Article 72 of the Criminal Law, “对于累犯，不适用缓刑” applies."
    assert attribute_quotations(cited, evidence) == (cited, []), "the model cited something: its own choice is checked"
    later = "It says “对于累犯和犯罪集团的首要分子，不适用缓刑”."
    assert attribute_quotations(later, evidence) == (later, []), "only the comparison version holds it"
    short = "It says “不适用缓刑”."
    assert attribute_quotations(short, evidence) == (short, []), "too short to be one article's words"


CIVIL = "中华人民共和国民法典"
ART_1087 = StatuteVersion(CIVIL, 1087, 0, "第一千零八十七条", "2020/民法典", "2021-01-01", None,
                          "离婚时，夫妻的共同财产由双方协议处理；协议不成的，由人民法院根据财产的具体情况，按照照顾子女、女方和无过错方权益的原则判决。")
ART_1092 = StatuteVersion(CIVIL, 1092, 0, "第一千零九十二条", "2020/民法典", "2021-01-01", None,
                          "夫妻一方隐藏、转移、变卖、毁损、挥霍夫妻共同财产，或者伪造夫妻共同债务企图侵占另一方财产的，在离婚分割夫妻共同财产时，对该方可以少分或者不分。")
DIVORCE_EVIDENCE = [Evidence(ART_1087, "in_force", True, "retrieval"), Evidence(ART_1092, "in_force", True, "retrieval")]


def test_a_wrong_number_before_another_articles_words_is_corrected_to_that_article() -> None:
    """The English divorce draft wrote 第1019条 before 第一千零八十七条's words; the citation was removed
    and the reply cited nothing."""
    draft = "Under 《中华人民共和国民法典》第1019条，离婚时，夫妻的共同财产由双方协议处理；协议不成的，由人民法院判决。 The house is shared."
    text, changes = renumber_misnumbered(draft, DIVORCE_EVIDENCE)
    assert text.startswith("Under 《中华人民共和国民法典》第一千零八十七条，离婚时")
    assert changes == ["《中华人民共和国民法典》第1019条 → 《中华人民共和国民法典》第一千零八十七条"]
    window = (date(2025, 1, 1), date(2025, 1, 1))
    checks = check_mentions(find_mentions(text), DIVORCE_EVIDENCE, window, lambda *key: [])
    assert [(c.mention.article, c.status) for c in checks] == [(1087, "ok")]


def test_numbers_the_evidence_holds_or_words_of_no_single_article_are_left_to_the_checks() -> None:
    held = "依据《中华人民共和国民法典》第一千零九十二条，离婚时，夫妻的共同财产由双方协议处理。"
    assert renumber_misnumbered(held, DIVORCE_EVIDENCE) == (held, []), "a held article misquoted is the checks' to send back"
    vague = "依据《中华人民共和国民法典》第1019条，房子应当平分。"
    assert renumber_misnumbered(vague, DIVORCE_EVIDENCE) == (vague, []), "no article's words: it is removed as unverifiable"
    two = "《中华人民共和国民法典》第1019条和第一千零八十七条规定，离婚时，夫妻的共同财产由双方协议处理。"
    assert renumber_misnumbered(two, DIVORCE_EVIDENCE) == (two, []), "the words may be the second citation's"
    quoted = ("根据《中华人民共和国劳动合同法》第四十五条，劳动合同期满，有本法第四十二条规定情形之一的，"
              "劳动合同应当续延至相应的情形消失时终止。")
    labour = [Evidence(StatuteVersion("中华人民共和国劳动合同法", 45, 0, "第四十五条", "2012修正", "2013-07-01", None,
                                      "劳动合同期满，有本法第四十二条规定情形之一的，劳动合同应当续延至相应的情形消失时终止。"),
                       "in_force", True, "retrieval")]
    assert renumber_misnumbered(quoted, labour) == (quoted, []), "the quoted article's own cross-reference stays"
    other_law = "《中华人民共和国刑法》第1019条，离婚时，夫妻的共同财产由双方协议处理。"
    assert renumber_misnumbered(other_law, DIVORCE_EVIDENCE) == (other_law, []), "only within the law the draft names"


def test_a_cross_reference_copied_with_an_articles_words_is_no_citation() -> None:
    """Quoting 民法典 第三百五十八条, the draft's "本法第二百四十三条" was checked as a citation and
    removed from the middle of the statute's sentence."""
    art_358 = StatuteVersion(CIVIL, 358, 0, "第三百五十八条", "2020/民法典", "2021-01-01", None,
                             "建设用地使用权期限届满前，因公共利益需要提前收回该土地的，应当依据本法第二百四十三条的规定对该土地上的房屋以及其他不动产给予补偿，并退还相应的出让金。")
    evidence = [Evidence(art_358, "in_force", True, "retrieval")]
    draft = "《中华人民共和国民法典》第三百五十八条：因公共利益需要提前收回该土地的，应当依据本法第二百四十三条的规定给予补偿。另见第九百条。"
    assert [(m.article, m.text) for m in citable_mentions(draft, evidence)] == [
        (358, "《中华人民共和国民法典》第三百五十八条"), (900, "第九百条")], "a bare number of the draft's own is still checked"
    window = (date(2025, 1, 1), date(2025, 1, 1))
    checks = check_mentions(citable_mentions(draft, evidence), evidence, window, lambda *key: [])
    assert "本法第二百四十三条" in strip_invalid(draft, checks, "zh")


def test_the_second_of_two_cross_references_copied_with_the_rule_is_no_citation_either() -> None:
    """Quoting 劳动合同法 第十四条, "本法第三十九条和第四十条第一项" lost "第四十条" to the verifier: the reply
    read "本法第三十九条和〔无法核实的法条引用已删除〕第一项"."""
    art_14 = StatuteVersion("中华人民共和国劳动合同法", 14, 0, "第十四条", "2012修正", "2013-07-01", None,
                            "（三）连续订立二次固定期限劳动合同，且劳动者没有本法第三十九条和第四十条第一项、第二项规定的情形，续订劳动合同的。")
    evidence = [Evidence(art_14, "in_force", True, "retrieval")]
    draft = "“连续订立二次固定期限劳动合同，且劳动者没有本法第三十九条和第四十条第一项、第二项规定的情形”。你可以要求续订。第四十条不适用。"
    assert [m.text for m in citable_mentions(draft, evidence)] == ["第四十条"], "the draft's own 第四十条 is still checked"

    art_15 = StatuteVersion("最高人民法院关于审理建筑物区分所有权纠纷案件适用法律若干问题的解释", 15, 0, "第十五条", "2020修正",
                            "2021-01-01", None, "实施下列行为的，可以认定为民法典第二百八十六条第二款所称的其他“损害他人合法权益的行为”：")
    quoted = "原文：“实施下列行为的，可以认定为民法典第二百八十六条第二款所称的其他损害他人合法权益的行为”。另见民法典第二百八十六条。"
    assert [m.start for m in citable_mentions(quoted, [Evidence(art_15, "in_force", True, "retrieval")])] == [
        quoted.rindex("民法典第二百八十六条")], "only the draft's own mention is checked"
