"""An English draft that turns into the evidence's Chinese is stopped there and resumed in English."""

from __future__ import annotations

from core.dialogue_state import DialogueState
from core.english_drift import BRIDGE, opening_of, opening_words, resumed, steer, turned
from core.evidence import Evidence
from index.corpus import StatuteVersion
from core.rubric import verdict_lines
from tests.core.test_agent import is_judge, make_agent
from tests.core.test_translation import translation_calls
from tests.fakes.scripted_model import ScriptedModel

CITED = "Under 《工伤保险条例》第十四条"
#: What the 1.5B model wrote for a construction worker's work-injury question: the article copied whole.
COPIED = (CITED + "（2010修订；2011-01-01 to in force；in force on the case date），职工有下列情形之一的，应当认定为工伤："
          "(一)在工作时间和工作场所内，因工作原因受到事故伤害的；(二)工作时间前后在工作场所内，从事与工作有关的预备性")
ANSWER = "that an injury at work, for a work reason, is a work injury, so you can report it and have it assessed."

QUESTION = "Under current law, my husband cheated on me and mediation failed. Will the court grant a divorce?"
DIVORCE = "Under 《中华人民共和国民法典》第一千零七十九条"
QUOTE = "感情确已破裂，调解无效的，应当准予离婚"
TURNED = f"{DIVORCE} (“{QUOTE}”), 夫妻感情确已破裂，调解无效的，法院应当准予离婚。你可以直接向人民法院提起离婚诉讼。"
CONTINUED = "the court shall grant the divorce once mediation has failed; you may sue for it directly."


def test_a_draft_that_copies_the_article_after_its_citation_is_resumed_from_the_citation() -> None:
    steered = steer(COPIED)
    assert steered.kept == CITED, "the copied text and the evidence header's note are cut"
    assert steered.begun == f"{CITED} (“职工有下列情形之一的，应当认定为工伤”), {BRIDGE}", \
        "the first copied words quoted, as the prompt asks"
    assert turned(COPIED)


def test_a_version_note_begun_after_the_citation_is_a_turn_and_the_article_opens_the_quotation() -> None:
    """The copied note alone was about 25 tokens (3-4 s) before the Chinese began."""
    begun_note = CITED + "（2010"
    assert turned(begun_note) and turned(CITED + " (2010")
    article_14 = StatuteVersion("工伤保险条例", 14, 0, "第十四条", "2010修订", "2011-01-01", None,
                                "职工有下列情形之一的，应当认定为工伤：(一)在工作时间和工作场所内")
    opening = opening_of([Evidence(article_14)])
    assert steer(begun_note, opening).begun == f"{CITED} (“职工有下列情形之一的，应当认定为工伤”), {BRIDGE}"
    assert steer(begun_note).begun == f"{CITED}, {BRIDGE}", "no quotation without the article's words"
    assert not turned(f"{CITED} (paragraph 1) provides")


def test_the_opening_words_are_the_articles_own_up_to_a_clause_end() -> None:
    assert opening_words("离婚时，夫妻的共同财产由双方协议处理；协议不成的，由人民法院根据财产的具体情况") == \
        "离婚时，夫妻的共同财产由双方协议处理"
    assert opening_words("有下列情形之一的；应当认定为工伤并且由人民法院依法处理") == "有下列情形之一的", "its own separator, kept"
    assert opening_words("以暴力或者其他方法公然侮辱他人或者捏造事实诽谤他人，情节严重的") == "以暴力或者其他方法公然侮辱他人或者捏造事实诽谤他人", \
        "a long first clause whole, not cut inside a word"
    assert opening_words("夫" * 50) == "夫" * 20 + "…"


def test_a_draft_that_quoted_the_article_then_went_on_in_chinese_keeps_its_quotation() -> None:
    assert steer(TURNED).begun == f"{DIVORCE} (“{QUOTE}”), {BRIDGE}"


def test_a_quotation_left_open_on_the_whole_article_is_a_turn_and_a_short_lead_in_is_dropped() -> None:
    """Two English drafts of the held-out items: the article quoted whole in ASCII marks with its own
    colons and semicolons, and "states that" before a second, open quotation."""
    whole = (f'{DIVORCE}, "夫妻一方要求离婚的，可以由有关组织进行调解或者直接向人民法院提起离婚诉讼: '
             '人民法院审理离婚案件，应当进行调解; 如果感情确已破裂，调解无效的，应当准予离婚')
    assert steer(whole).begun == f"{DIVORCE} (“夫妻一方要求离婚的”), {BRIDGE}"
    lead_in = f'{DIVORCE} (“{QUOTE}”),  states that "夫妻一方要求离婚的，可以由有关组织进行调解或者直接向人民法院提起离婚诉讼。人民法院审理离婚案件'
    assert steer(lead_in).begun == f"{DIVORCE} (“{QUOTE}”), {BRIDGE}"


def test_english_sentences_before_a_late_turn_stand() -> None:
    english = f"{DIVORCE} (“{QUOTE}”), the court grants a divorce when mediation fails. You may sue directly."
    steered = steer(english + " 人民法院审理离婚案件，应当进行调解；如果感情确已破裂，调解无效的，应当准予离婚。")
    assert steered == type(steered)(english), "the Chinese after an English answer is cut, nothing resumed"


def test_english_with_short_glosses_and_quotations_is_no_turn() -> None:
    english = (f"{DIVORCE} (“{QUOTE}”), a 离婚诉讼 (divorce suit) is granted when mediation fails; "
               "the court looks at whether “夫妻感情确已破裂”.")
    assert not turned(english) and steer(english).kept == english
    assert not turned(f"{DIVORCE} (“感情确已破裂，调解无效的，应当准予离婚；有下列情形之一"), \
        "a quotation still being written is not a turn before it runs past twice the 20 characters asked for"


def test_no_prefix_of_an_english_answer_with_a_bracketed_gloss_is_a_turn() -> None:
    """The check runs on every token: "…Civil Code (中华人民共和国民法典 第一千零七十" came before its 条."""
    english = ("Under current law, Article 1079 of the Civil Code (中华人民共和国民法典 第一千零七十九条) says "
               "“感情确已破裂，调解无效的，应当准予离婚”: if the marriage has broken down, the court grants the divorce.")
    assert not any(turned(english[:end]) for end in range(1, len(english) + 1))


def test_a_draft_chinese_from_its_start_is_left_to_the_translation() -> None:
    chinese = "根据《工伤保险条例》第十四条，职工有下列情形之一的，应当认定为工伤：在工作时间和工作场所内。"
    assert not turned(chinese) and steer(chinese).kept == chinese


def test_a_continuation_without_english_is_not_used() -> None:
    begun = steer(TURNED).begun
    assert resumed(begun, CONTINUED) == f"{begun} {CONTINUED}"
    assert resumed(begun, f"{DIVORCE} (“{QUOTE}”)，夫妻感情确已破裂，调解无效的") is None
    assert resumed(begun, "that, under 《中华人民共和国民法典》第一千零八十条，夫妻感情确已破裂，调解无效的，应当准予离婚") is None, \
        "cut back to a citation of its own, it would say nothing"


def drafting(first: str, continuation: str) -> ScriptedModel:
    """`first` for a draft, `continuation` when asked to continue a begun one; the reviewer passes."""

    def respond(messages, tools):
        if is_judge(messages):
            return verdict_lines([True, True])
        return continuation if model.calls[-1].begun else first

    model = ScriptedModel(respond=respond)
    return model


async def test_an_english_turn_whose_draft_turns_into_chinese_is_answered_in_english(retriever) -> None:
    model = drafting(TURNED, CONTINUED)
    outcome = await make_agent(retriever, model).turn(DialogueState(), QUESTION)
    begun = f"{DIVORCE} (“{QUOTE}”), {BRIDGE}"
    assert f"{begun} {CONTINUED}" in outcome.text and "你可以直接" not in outcome.text
    assert [(v.law, v.article) for v in outcome.citations] == [("中华人民共和国民法典", 1079)]
    drafts = [c for c in model.calls if not is_judge(c.messages)]
    assert [c.begun for c in drafts] == ["", begun], "the continuation goes on from the citation, in one conversation"
    assert all(c.watched for c in drafts), "both calls are watched as they are written"
    assert drafts[1].messages == drafts[0].messages
    assert translation_calls(model) == [], "nothing left to translate"
    [record] = outcome.trajectory.resumed_in_english
    assert record["used"] and "法院应当准予离婚" not in record["drafted"], \
        "the first draft was stopped where it turned, not written on to the token cap"
    assert outcome.trajectory.rubric_first["language_matches"] is True


async def test_a_draft_copying_the_version_note_is_resumed_quoting_the_article_it_cites(retriever) -> None:
    noted = f"{DIVORCE}（2020/民法典；2021-01-01 to in force；in force on the case date），夫妻一方要求离婚的，可以由有关组织进行调解"
    model = drafting(noted, CONTINUED)
    outcome = await make_agent(retriever, model).turn(DialogueState(), QUESTION)
    begun = f"{DIVORCE} (“夫妻一方要求离婚的”), {BRIDGE}"
    assert [c.begun for c in model.calls if not is_judge(c.messages)] == ["", begun]
    assert outcome.trajectory.resumed_in_english[0]["drafted"] == f"{DIVORCE}（2020", "stopped where the note began"
    assert f"{begun} {CONTINUED}" in outcome.text
    assert outcome.trajectory.removed_quotations == [], "the quotation is the article's own words"


async def test_a_chinese_turn_is_never_watched(retriever) -> None:
    chinese = "依照现行《中华人民共和国民法典》第一千零七十九条，感情确已破裂、调解无效的，应当准予离婚。你可以直接起诉。"
    model = drafting(chinese, CONTINUED)
    outcome = await make_agent(retriever, model).turn(DialogueState(), "按现行法律，丈夫出轨，调解无效，法院会判离婚吗？")
    assert "你可以直接起诉" in outcome.text and not any(c.begun or c.watched for c in model.calls)
    assert outcome.trajectory.resumed_in_english == []


async def test_a_wrong_number_before_the_copied_words_is_corrected_before_the_draft_is_cut_back(retriever) -> None:
    """The English divorce draft wrote 第1019条 before 第一千零八十七条's words: cut back to the citation,
    nothing would show the number was wrong, and the reply would cite nothing."""
    question = "My husband and I want to divorce now. How is our house divided?"
    misnumbered = "Under 《中华人民共和国民法典》第1019条，离婚时，夫妻的共同财产由双方协议处理；协议不成的，由人民法院根据财产的具体情况"
    model = drafting(misnumbered, "the spouses divide it by agreement; failing that, the court decides.")
    outcome = await make_agent(retriever, model).turn(DialogueState(), question)
    begun = f"Under 《中华人民共和国民法典》第一千零八十七条 (“离婚时，夫妻的共同财产由双方协议处理”), {BRIDGE}"
    assert [c.begun for c in model.calls if not is_judge(c.messages)] == ["", begun]
    assert [(v.law, v.article) for v in outcome.citations] == [("中华人民共和国民法典", 1087)]
    assert outcome.trajectory.renumbered_citations
