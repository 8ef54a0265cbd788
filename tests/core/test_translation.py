"""An English draft that drifted into Chinese reaches the user in English, its citations unchanged."""

from __future__ import annotations

from core.chat_model import ChatResult
from core.dialogue_state import DialogueState
from core.rubric import verdict_lines
from core.translation import drifted
from tests.core.test_agent import is_judge, make_agent
from tests.fakes.scripted_model import ScriptedModel

QUESTION = "Under current law, my husband cheated on me and mediation failed. Will the court grant a divorce?"
QUOTE = "“感情确已破裂，调解无效的，应当准予离婚”"
DRIFTED = (f"Under 《中华人民共和国民法典》第一千零七十九条 ({QUOTE}), 夫妻感情确已破裂，调解无效的，"
           "法院应当准予离婚。你可以直接向人民法院提起离婚诉讼，法院会判决离婚。")
ENGLISH = (f"Under 《中华人民共和国民法典》第一千零七十九条 ({QUOTE}), where the marriage has truly broken down "
           "and mediation fails, the court shall grant the divorce. You may sue for divorce directly in court.")
#: What the model writes back: the citation and the quotation were given to it as markers.
TRANSLATED = ("Under [1] ([2]), where the marriage has truly broken down and mediation fails, the court shall grant "
              "the divorce. You may sue for divorce directly in court.")
UNCITED = "Where the marriage has broken down and mediation fails, the court shall grant the divorce."


def translating(translation: str | ChatResult) -> ScriptedModel:
    """The drifted draft, every time it is asked for one; `translation` when asked to translate."""

    def respond(messages, tools):
        if is_judge(messages):
            return verdict_lines([True, True])
        if messages[-1].content.startswith("Translate the legal answer"):
            return translation
        return DRIFTED

    return ScriptedModel(respond=respond)


def translation_calls(model: ScriptedModel) -> list:
    return [c for c in model.calls if c.messages[-1].content.startswith("Translate the legal answer")]


async def test_a_drifted_english_draft_is_translated_and_keeps_its_citation(retriever) -> None:
    model = translating(TRANSLATED)
    outcome = await make_agent(retriever, model).turn(DialogueState(), QUESTION)
    assert "the court shall grant the divorce" in outcome.text and "你可以直接" not in outcome.text
    assert [(v.law, v.article) for v in outcome.citations] == [("中华人民共和国民法典", 1079)]
    record = outcome.trajectory
    assert record.rubric_first["language_matches"] is True, "the translation is checked, not the drifted draft"
    assert [t["used"] for t in record.translations] == [True]
    [call] = translation_calls(model)
    asked = call.messages[0].content
    assert len(call.messages) == 1 and "<evidence>" not in asked and call.aside, \
        "the translation is a conversation of its own, asked aside (the local engine keeps the draft's cache)"
    assert "夫妻感情确已破裂" in asked and "《中华人民共和国民法典》" not in asked and "[1] ([2])" in asked, \
        "the citation reaches the model as a marker it keeps (told to copy it, it translated it)"
    judged = [c for c in model.calls if is_judge(c.messages)][0]
    assert "Under 《" in judged.messages[-2].content and "<evidence>" in judged.messages[1].content, \
        "the review continues the draft's conversation and judges the translation"

async def test_a_translation_that_loses_a_marker_is_not_used(retriever) -> None:
    outcome = await make_agent(retriever, translating(TRANSLATED.replace(" ([2])", ""))).turn(DialogueState(), QUESTION)
    assert [t["used"] for t in outcome.trajectory.translations][:1] == [False], "the quotation would be lost"


async def test_a_translation_that_drops_the_citation_is_not_used(retriever) -> None:
    model = translating(UNCITED)
    outcome = await make_agent(retriever, model).turn(DialogueState(), QUESTION)
    assert UNCITED not in outcome.text, "a translation without the draft's provision never replaces it"
    assert outcome.trajectory.translations and not any(t["used"] for t in outcome.trajectory.translations)
    assert outcome.trajectory.rubric_first["language_matches"] is False, "the drifted draft is reviewed as it is"


async def test_a_chinese_reply_and_an_english_one_are_never_translated(retriever) -> None:
    chinese = ScriptedModel(respond=lambda m, t: verdict_lines([True, True]) if is_judge(m) else
                            "依照现行《中华人民共和国民法典》第一千零七十九条，感情确已破裂、调解无效的，应当准予离婚。")
    await make_agent(retriever, chinese).turn(DialogueState(), "按现行法律，丈夫出轨，调解无效，法院会判离婚吗？")
    english = ScriptedModel(respond=lambda m, t: verdict_lines([True, True]) if is_judge(m) else ENGLISH)
    await make_agent(retriever, english).turn(DialogueState(), QUESTION)
    assert translation_calls(chinese) == [] and translation_calls(english) == []
    assert drifted(DRIFTED, "en") and not drifted(ENGLISH, "en") and not drifted(DRIFTED, "zh")


async def test_a_translation_the_token_cap_cut_ends_at_its_last_sentence_and_is_used(retriever) -> None:
    """A drifted draft is often the article's whole text; translated to the end it took 32 s."""
    from core.translation import MAX_TOKENS

    model = translating(ChatResult(text=TRANSLATED + " Where the court finds that the", finish_reason="length"))
    outcome = await make_agent(retriever, model).turn(DialogueState(), QUESTION)
    assert "You may sue for divorce directly in court." in outcome.text and "finds that the" not in outcome.text
    assert [t["used"] for t in outcome.trajectory.translations] == [True]
    assert translation_calls(model)[0].max_tokens == MAX_TOKENS


async def test_an_english_user_is_told_when_the_answer_stays_in_chinese(retriever) -> None:
    outcome = await make_agent(retriever, translating(UNCITED), max_revisions=0).turn(DialogueState(), QUESTION)
    assert outcome.trajectory.rubric_final["language_matches"] is False
    assert "could not be put into English" in outcome.text
    english = ScriptedModel(respond=lambda m, t: verdict_lines([True, True]) if is_judge(m) else ENGLISH)
    assert "could not be put into English" not in (await make_agent(retriever, english).turn(DialogueState(), QUESTION)).text
