"""An English question is answered in English from the Chinese statutes, with their text quoted."""

from __future__ import annotations

from core.dialogue_state import DialogueState
from core.prompts import SYSTEM
from tests.core.test_agent import make_agent, scripted

QUESTION = "Under current law, my husband cheated on me and mediation failed. Will the court grant a divorce?"
DRAFT = ("Under current law, Article 1079 of the Civil Code (中华人民共和国民法典 第一千零七十九条) says "
         "“感情确已破裂，调解无效的，应当准予离婚”: if the marriage has truly broken down and mediation fails, "
         "the court shall grant the divorce.")
OPENING_1079 = "  “夫妻一方要求离婚的，可以由有关组织进行调解或者直接向人民法院提起离婚诉讼。"


async def test_an_english_question_finds_the_chinese_article_and_the_reply_quotes_its_text(retriever) -> None:
    model = scripted(DRAFT)
    outcome = await make_agent(retriever, model).turn(DialogueState(), QUESTION)
    assert outcome.trajectory.language == "en"
    assert [(v.law, v.article) for v in outcome.citations] == [("中华人民共和国民法典", 1079)]
    assert OPENING_1079 in outcome.text, "the sources quote the whole Chinese wording the reply glosses"
    drafting_prompt = str(model.calls[0])
    assert "quotes a few of its Chinese words" in drafting_prompt, "the model is asked to quote and gloss"
    assert "第一千零七十九条" in drafting_prompt, "the glossary brought the divorce article into the evidence"


async def test_a_chinese_reply_quoting_part_of_an_article_lists_its_whole_wording(retriever) -> None:
    """The reply quotes the deciding words; the sources give the rest (here the five grounds), so the
    reader can check the conclusion against the article's other paragraphs."""
    model = scripted("依照现行《中华人民共和国民法典》第一千零七十九条，感情确已破裂、调解无效的，应当准予离婚。")
    outcome = await make_agent(retriever, model).turn(DialogueState(), "按现行法律，丈夫出轨，调解无效，法院会判离婚吗？")
    assert [v.article for v in outcome.citations] == [1079]
    sources = outcome.text[outcome.text.index("依据（案件日期有效的版本）："):]
    assert OPENING_1079 in sources and "（一）重婚或者与他人同居；" in sources


async def test_a_chinese_reply_quoting_a_whole_article_does_not_repeat_it(retriever) -> None:
    whole = next(v for v in retriever.versions_of("中华人民共和国民法典", 1079)).text
    model = scripted(f"依照现行《中华人民共和国民法典》第一千零七十九条：“{whole}”因此应当准予离婚。")
    outcome = await make_agent(retriever, model).turn(DialogueState(), "按现行法律，丈夫出轨，调解无效，法院会判离婚吗？")
    assert [v.article for v in outcome.citations] == [1079]
    assert outcome.text.count("（一）重婚或者与他人同居；") == 1


def test_the_english_prompt_asks_to_open_with_the_cited_provision_and_its_chinese_words() -> None:
    """Under the abstract rule alone the 1.5B model cited nothing in 12 of 19 English replies."""
    assert "Under 《LAW》第N条 (“WORDS”)" in SYSTEM["en"] and "quotes a few of its Chinese words" in SYSTEM["en"]
    assert "answer the question in English" in SYSTEM["en"]


async def test_an_english_reply_quoting_the_chinese_provision_is_in_english_and_a_chinese_one_is_not(retriever) -> None:
    from core.dialogue_state import DialogueState
    from tests.core.test_agent import make_agent, scripted

    question = "In 2010, could a recidivist get probation under Article 74 of the Criminal Law?"
    quoting = 'No. Article 74 (中华人民共和国刑法 第七十四条): "对于累犯，不适用缓刑" (no probation for recidivists).'
    outcome = await make_agent(retriever, scripted(quoting)).turn(DialogueState(), question)
    assert outcome.trajectory.rubric_first["language_matches"] is True, "the quotation the prompt asks for is no Chinese reply"
    chinese = "不能。依据《中华人民共和国刑法》第七十四条，对于累犯，不适用缓刑，所以不能适用缓刑。"
    outcome = await make_agent(retriever, scripted(chinese)).turn(DialogueState(), question)
    assert outcome.trajectory.rubric_first["language_matches"] is False


async def test_an_english_reply_that_only_quotes_the_chinese_article_is_sent_back(retriever) -> None:
    """The English divorce reply was "Under 《…》第1092条，“…the whole article…”": Chinese on its own
    share was low, and the user was told nothing in English."""
    from core.dialogue_state import DialogueState
    from tests.core.test_agent import make_agent, scripted

    quoted_only = "Under 《中华人民共和国民法典》第一千零七十九条，“感情确已破裂，调解无效的，应当准予离婚。”"
    model = scripted(quoted_only, DRAFT)
    outcome = await make_agent(retriever, model).turn(DialogueState(), QUESTION)
    assert outcome.trajectory.rubric_first["language_matches"] is False
    assert outcome.trajectory.revisions == 1 and "in your own words" in model.calls[-2].last_user_text
    assert outcome.trajectory.rubric_final["language_matches"] is True and "the court shall grant" in outcome.text
    unrevised = await make_agent(retriever, scripted(quoted_only), max_revisions=0).turn(DialogueState(), QUESTION)
    assert "could not be put into English" in unrevised.text, "sent as it is, the reply says it is not in English"


async def test_an_english_question_is_drafted_from_fewer_passages_than_a_chinese_one(retriever) -> None:
    """Every Chinese passage costs an English turn prompt time and invites the 1.5B model to copy
    it (then a translation): English turns read `evidence_top_en` passages."""
    model = scripted(DRAFT)
    english = await make_agent(retriever, model, evidence_top=5, evidence_top_en=2).turn(DialogueState(), QUESTION)
    chinese = await make_agent(retriever, scripted("依照现行《中华人民共和国民法典》第一千零七十九条，应当准予离婚。"),
                               evidence_top=5, evidence_top_en=2).turn(
        DialogueState(), "按现行法律，丈夫出轨，调解无效，法院会判离婚吗？")
    assert len(english.trajectory.evidence) == 2 and len(chinese.trajectory.evidence) > 2
    assert str(model.calls[0]).count("[E") == 2, "the draft is asked from two passages"
    assert [(v.law, v.article) for v in english.citations] == [("中华人民共和国民法典", 1079)]
