"""A draft's sentences that repeat the model's own instructions never reach the user."""

from __future__ import annotations

from core.dialogue_state import DialogueState
from core.instruction_echo import sentences, without_echo
from core.prompts import SYSTEM
from tests.core.test_agent import make_agent, scripted
from tests.core.test_english_reply import QUESTION

EN, ZH = SYSTEM["en"], SYSTEM["zh"]
ANSWER = ("Under 《中华人民共和国民法典》第一千零七十九条 (“调解无效的，应当准予离婚”), the court shall grant "
          "the divorce once mediation has failed.")
ECHO = "Copy 《中华人民共和国民法典》第一千零七十九条 from that provision's header; 一千零七十九条 is at most 20 of its Chinese characters."


def test_a_sentence_copied_from_the_instructions_is_removed_and_the_answer_kept() -> None:
    body, removed = without_echo(f"{ANSWER} {ECHO}", EN)
    assert body == ANSWER and removed == [ECHO]
    chinese = "根据《中华人民共和国民法典》第一千零七十九条，调解无效的，应当准予离婚。不要在结尾列出法条清单，系统会自动附上。"
    assert without_echo(chinese, ZH) == ("根据《中华人民共和国民法典》第一千零七十九条，调解无效的，应当准予离婚。",
                                         ["不要在结尾列出法条清单，系统会自动附上。"])


def test_an_answer_that_shares_a_phrase_with_the_instructions_stands() -> None:
    answer = ("Under the law in force on the case date, 《中华人民共和国民法典》第一千零七十九条 lets the court grant a "
              "divorce when mediation fails. If the evidence is not enough for your case, ask a lawyer.")
    assert without_echo(answer, EN) == (answer, [])
    chinese = "证据不足以回答这个问题。根据《中华人民共和国刑法》第七十四条，累犯不适用缓刑。"
    assert without_echo(chinese, ZH) == (chinese, [])


def test_an_echo_that_holds_the_only_citation_or_the_whole_body_stays() -> None:
    only = "Under 《中华人民共和国民法典》第一千零七十九条 WORDS are at most 20 of its Chinese characters. The court decides."
    assert without_echo(only, EN) == (only, []), "what the answer rests on is never cut"
    assert without_echo(ECHO, EN) == (ECHO, []), "an empty reply is not made; the rubric sends the draft back"


def test_an_echo_run_on_after_a_quotation_is_a_sentence_of_its_own() -> None:
    body = f'Under 《中华人民共和国民法典》第一千零七十九条, "调解无效的，应当准予离婚" {ECHO}'
    assert "".join(sentences(body)) == body and "".join(sentences("It costs 2.5 times. 好。")) == "It costs 2.5 times. 好。"
    assert without_echo(body, EN) == ('Under 《中华人民共和国民法典》第一千零七十九条, "调解无效的，应当准予离婚"', [ECHO])


async def test_the_user_never_sees_the_echo_and_the_turn_records_it(retriever) -> None:
    outcome = await make_agent(retriever, scripted(f"{ANSWER} {ECHO}")).turn(DialogueState(), QUESTION)
    assert "at most 20" not in outcome.text and "shall grant the divorce" in outcome.text
    assert outcome.trajectory.removed_instruction_echo == [ECHO]
    assert [(v.law, v.article) for v in outcome.citations] == [("中华人民共和国民法典", 1079)]


async def test_the_pick_stages_instruction_repeated_as_an_answer_is_removed(retriever) -> None:
    """A reply once opened with the line the pick stage puts after the question ("决定这个问题的
    条文是……。先引用它并写出其中决定问题的原文，再把案件事实对应到它的条件，最后给出结论。"); the line
    has changed since, the echo of it is still taken out."""
    echo = "接着逐条写出案件事实怎样对应它的条件（只写问题里说过的事实），最后写“结论：”，用一两句话直接回答问题。"
    answer = "根据《中华人民共和国民法典》第一千零七十九条，调解无效的，应当准予离婚。"
    outcome = await make_agent(retriever, scripted(f"{echo}{answer}")).turn(DialogueState(), "2024年3月，调解离婚无效，法院应当准予离婚吗？")
    assert "逐条写出" not in outcome.text and "应当准予离婚" in outcome.text
    assert outcome.trajectory.removed_instruction_echo == [echo]


def test_a_revision_that_speaks_of_the_reply_as_its_reviewer_does_loses_that_sentence() -> None:
    """stranger22 q8 (session 34): the revision kept the review's own terms; a story's "老板回答说" is no such sentence."""
    opening = "依据《中华人民共和国民法典》第三百一十七条：“权利人领取遗失物时，应当向拾得人支付保管遗失物等支出的必要费用”\n\n"
    talk = "因为《中华人民共和国民法典》第三百一十七条明确规定“必要费用”，而回答说“可以要求他给报酬”，不符合条文的规定。"
    body, removed = without_echo(f"{opening}结论：不可以要求他给报酬。{talk}", ZH)
    assert body.endswith("结论：不可以要求他给报酬。") and removed == [talk]
    story = f"{opening}1. 你找失主要感谢费，失主回答说“一分钱也不给”。\n\n结论：不能要求报酬，只能要求必要费用。"
    assert without_echo(story, ZH) == (story, [])


def test_a_line_that_only_repeats_the_question_is_taken_out() -> None:
    """stranger75 p6 (session 52): the question stood on a line of its own between the article and the conclusion."""
    from core.instruction_echo import without_question

    question = "小区物业要求所有业主必须刷脸才能进门，不同意就不让进，合法吗？"
    body = f"依据《中华人民共和国个人信息保护法》第二十九条：“……”\n\n{question}\n\n结论：不合法。"
    text, removed = without_question(body, question)
    assert text == "依据《中华人民共和国个人信息保护法》第二十九条：“……”\n\n结论：不合法。" and removed == [question]
    mine = "我在公司生孩子，公司说产假只给60天，合法吗？"
    assert without_question("依据……\n你在公司生孩子，公司说产假只给60天，合法吗\n结论：不合法。", mine)[1]
    said_more = f"依据……\n\n{question[:-1]}，这要看是否有其他验证方式。\n\n结论：不合法。"
    assert without_question(said_more, question) == (said_more, [])


def test_a_question_echoed_and_answered_at_once_is_made_one_statement() -> None:
    """stranger76 q3 (session 52, blind): "公司说这不算工伤，对吗？是的，因为……" agreed with the employer across a question mark."""
    from core.instruction_echo import echo_answered

    assert echo_answered("结论：公司说这不算工伤，对吗？是的，因为你的事故符合条件。") == "结论：公司说这不算工伤，这是对的，因为你的事故符合条件。"
    assert echo_answered("结论：公司说这不算工伤，对吗？不对，应当认定为工伤。") == "结论：公司说这不算工伤，这是不对的，应当认定为工伤。"
    plain = "结论：你问公司说得对吗？我认为应当认定为工伤。"
    assert echo_answered(plain) == plain
