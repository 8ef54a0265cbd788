"""The draft → check → revise stage, including the items a model judges."""

from __future__ import annotations

import json
from pathlib import Path

from core.dialogue_state import DialogueState
from core.drafting import before_the_loop, cut_at_last_sentence
from core.evals.consult import evaluate
from core.rubric import verdict_lines
from tests.core.test_agent import is_judge, make_agent
from tests.core.test_service import open_service
from tests.fakes.scripted_model import ScriptedModel

QUESTION = "2015年犯盗窃罪，能适用缓刑吗？"
DRAFT = "依据《中华人民共和国刑法》第七十二条，2015年的盗窃可以考虑缓刑。"
REVISED = "依据《中华人民共和国刑法》第七十二条，2015年的盗窃可以考虑缓刑；是否缓刑还要看悔罪表现和社区影响。"


def judged_by(*verdicts: str) -> ScriptedModel:
    """Drafts DRAFT then REVISED; the reviewer answers `verdicts` in order (the last repeats)."""
    judge, drafts = list(verdicts), [DRAFT, REVISED]

    def respond(messages, tools):
        if is_judge(messages):
            return judge.pop(0) if len(judge) > 1 else judge[0]
        return drafts.pop(0) if len(drafts) > 1 else drafts[0]

    return ScriptedModel(respond=respond)


FAIL = verdict_lines([False, True])
PASS = verdict_lines([True, True])


async def test_a_failed_judged_item_drives_a_revision(retriever) -> None:
    model = judged_by(FAIL, PASS)
    outcome = await make_agent(retriever, model).turn(DialogueState(), QUESTION)
    assert outcome.trajectory.revisions == 1
    assert outcome.trajectory.rubric_first["answers_every_question"] is False
    assert outcome.trajectory.rubric_final["answers_every_question"] is True
    revise = [c for c in model.calls if "修改你的回答" in c.last_user_text]
    assert revise, "the failed judged item went back to the model"
    assert "悔罪表现" in outcome.text


async def test_an_unparseable_judge_answer_is_no_pass_and_drives_no_revision(retriever) -> None:
    outcome = await make_agent(retriever, judged_by("looks fine to me")).turn(DialogueState(), QUESTION)
    assert outcome.trajectory.revisions == 0
    assert outcome.trajectory.rubric_final["answers_every_question"] is None
    assert outcome.trajectory.rubric_final["citations_valid"] is True


async def test_eval_consult_counts_unjudged_items_apart_from_passes(retriever, tmp_path: Path) -> None:
    questions = tmp_path / "questions.json"
    questions.write_text(json.dumps([{"question": QUESTION, "answer": "《中华人民共和国刑法》第七十二条"}]), encoding="utf-8")

    async def service(db: Path):
        return await open_service(retriever, db, judged_by("looks fine to me"))

    result = await evaluate(service, questions)
    assert result["answered"] == 1
    assert result["rubric_pass_final"] == 0.0
    assert result["rubric_unjudged_final"] == 1


async def test_a_draft_the_token_cap_cut_off_ends_at_its_last_complete_sentence(retriever) -> None:
    from core.chat_model import ChatResult

    cut = ChatResult(text=DRAFT + "是否缓刑还要看悔罪表", finish_reason="length")

    def respond(messages, tools):
        return PASS if is_judge(messages) else cut

    model = ScriptedModel(respond=respond)
    outcome = await make_agent(retriever, model, answer_max_tokens=200).turn(DialogueState(), QUESTION)
    assert "还要看悔罪表" not in outcome.text and "可以考虑缓刑。" in outcome.text
    drafts = [call for call in model.calls if not is_judge(call.messages)]
    assert drafts and all(call.max_tokens == 200 for call in drafts), "drafts are capped by [agent] answer_max_tokens"


def test_a_draft_cut_inside_a_parenthesis_ends_before_it() -> None:
    cut = "离婚时由双方协议处理。\n依照《中华人民共和国民法典》第1089条（2020/民法典；2021-01-01 to in force；"
    assert cut_at_last_sentence(cut) == "离婚时由双方协议处理。"
    assert cut_at_last_sentence("依照第七十四条（累犯；不适用缓刑）。然后") == "依照第七十四条（累犯；不适用缓刑）。"


async def test_eval_consult_names_the_rubric_items_answers_failed_before_and_after_revision(retriever, tmp_path: Path) -> None:
    questions = tmp_path / "questions.json"
    questions.write_text(json.dumps([{"question": QUESTION, "answer": "《中华人民共和国刑法》第七十二条"}] * 2), encoding="utf-8")
    verdicts = [FAIL, PASS, FAIL, FAIL]  # the first answer is revised into a pass, the second stays failed

    async def service(db: Path):
        return await open_service(retriever, db, judged_by(*verdicts))

    result = await evaluate(service, questions)
    assert [row["rubric_failed_first"] for row in result["per_item"]] == [["answers_every_question"]] * 2
    assert [row["rubric_failed_final"] for row in result["per_item"]] == [[], ["answers_every_question"]]
    assert result["rubric_failures"] == {"answers_every_question": {"first": 2, "final": 1}}


def test_the_reviewers_numbered_lines_are_read_as_it_writes_them() -> None:
    from core.rubric import parse_judgement

    ids = ["answers_every_question", "no_advice_beyond_evidence"]
    assert parse_judgement("1: true\n2: false", ids) == {"answers_every_question": True, "no_advice_beyond_evidence": False}
    # what the 1.5B model wrote when asked: the number repeated, numbering run on past the criteria
    assert parse_judgement("1: 1: false\n2: 2: true\n3: 3: true\n4: 4: t", ids) == \
        {"answers_every_question": False, "no_advice_beyond_evidence": True}
    assert parse_judgement("1. True", ids) == {"answers_every_question": True}, "a missing line leaves its item unjudged"
    assert parse_judgement("回答满足所有标准。", ids) is None


async def test_an_interpretation_cited_without_its_statute_goes_back_to_cite_the_statute_first(retriever) -> None:
    from tests.core.test_agent import scripted
    from tests.core.test_applicable_date import DIVORCE_DRAFT, DIVORCE_ZH, SET_2025

    only_rule = "依据《最高人民法院关于适用〈中华人民共和国民法典〉时间效力的若干规定》第一条，离婚适用民法典。"
    model = scripted(only_rule, only_rule + DIVORCE_DRAFT)
    outcome = await make_agent(retriever, model).turn(DialogueState(case_date=SET_2025), DIVORCE_ZH)
    assert outcome.trajectory.rubric_first["statute_cited_first"] is False
    revise = next(c for c in model.calls if "修改你的回答" in c.last_user_text)
    assert "《中华人民共和国民法典》第一千零八十七条" in revise.last_user_text, "the guidance names the statute's provision"
    assert outcome.trajectory.rubric_final["statute_cited_first"] is True
    assert ("中华人民共和国民法典", 1087) in {(v.law, v.article) for v in outcome.citations}


async def test_a_revision_that_drops_every_citation_is_not_sent_and_the_draft_stands(retriever) -> None:
    from tests.core.test_agent import scripted

    invalid = DRAFT + "另依据《中华人民共和国刑法》第九百条，可以从轻。"  # 第九百条 does not exist
    uncited = "2015年的盗窃可以考虑缓刑。"
    outcome = await make_agent(retriever, scripted(invalid, uncited)).turn(DialogueState(), QUESTION)
    assert outcome.trajectory.revisions == 1 and outcome.trajectory.revision_stop == "worse"
    assert outcome.trajectory.rubric_final["cites_evidence"] is True, "the reply is the draft, not the revision"
    assert any(v.law == "中华人民共和国刑法" and v.article == 72 for v in outcome.citations)
    assert "第九百条" not in outcome.text.split("说明")[0], "the unverifiable citation is still removed"


async def test_an_uncited_draft_is_asked_to_cite_and_told_which_provision_leads_the_evidence(retriever) -> None:
    from tests.core.test_agent import scripted

    uncited = "2015年的盗窃可以考虑缓刑，要看悔罪表现。"
    model = scripted(uncited, DRAFT)
    outcome = await make_agent(retriever, model).turn(DialogueState(), QUESTION)
    assert outcome.trajectory.rubric_first["cites_evidence"] is False
    revise = next(c for c in model.calls if "修改你的回答" in c.last_user_text)
    lead = outcome.trajectory.evidence[0]
    assert f"例如《{lead['law']}》" in revise.last_user_text, "the request names a provision to cite"
    assert outcome.trajectory.rubric_final["cites_evidence"] is True


async def test_markdown_headings_and_bold_marks_never_reach_the_user(retriever) -> None:
    """The reply is plain text; English drafts wrote "### Conclusion" and "**Reasons:**" anyway."""
    marked = "### 结论\n**理由：**" + DRAFT

    def respond(messages, tools):
        return PASS if is_judge(messages) else marked

    outcome = await make_agent(retriever, ScriptedModel(respond=respond)).turn(DialogueState(), QUESTION)
    assert "#" not in outcome.text and "**" not in outcome.text
    assert "结论\n理由：依据《中华人民共和国刑法》第七十二条" in outcome.text


async def test_an_evidence_block_the_model_copies_back_is_not_sent(retriever) -> None:
    echoed = "<evidence>\n[E1] 《中华人民共和国刑法》第七十二条\n\"对于被判处拘役\"\n</evidence>\n\n<answer>\n" + DRAFT + "\n</answer>"

    def respond(messages, tools):
        return PASS if is_judge(messages) else echoed

    outcome = await make_agent(retriever, ScriptedModel(respond=respond)).turn(DialogueState(), QUESTION)
    assert "<" not in outcome.text and "[E1]" not in outcome.text
    assert DRAFT in outcome.text


def test_an_evidence_headers_version_note_copied_after_a_citation_is_taken_out() -> None:
    """English drafts copied "（2020/民法典；2021-01-01 to in force；in force on the case date）" after
    the article; a parenthesis of the user's own stays."""
    from core.drafting import without_markup

    copied = "Under 《中华人民共和国民法典》第七百五十四条（2020/民法典；2021-01-01 to in force；in force on the case date），the lessee may rescind."
    assert without_markup(copied) == "Under 《中华人民共和国民法典》第七百五十四条，the lessee may rescind."
    ascii_copy = ("Under 《中华人民共和国刑法》第二百四十六条 (2015修正/刑法修正案（九）; 2015-11-01 to in force; "
                  "in force on the case date), it is a crime.")
    assert without_markup(ascii_copy) == "Under 《中华人民共和国刑法》第二百四十六条, it is a crime."
    own = "依照《中华人民共和国刑法》第七十四条（累犯；不适用缓刑），不能缓刑。"
    assert without_markup(own) == own


async def test_a_draft_imitating_the_search_exchange_in_a_code_block_is_no_answer(retriever) -> None:
    """After a search the model once wrote "Result" over a ```json copy of the exchange, cut off by
    the token cap, and that was sent as the divorce question's answer."""
    imitation = ('Result\n```json\n{\n  "arguments": {"query": "离婚分割夫妻共同财产"},\n  "result": {\n'
                 '    "provisions": [{"provision": "《中华人民共和国刑法》第七十二条", "text": "对于被判处拘役')

    def respond(messages, tools):
        return PASS if is_judge(messages) else imitation

    outcome = await make_agent(retriever, ScriptedModel(respond=respond)).turn(DialogueState(), QUESTION)
    assert outcome.degraded and "没能写出回答" in outcome.text
    assert "```" not in outcome.text and '"arguments"' not in outcome.text
    assert "第七十二条" in outcome.text, "the provisions in force are listed instead"


async def test_a_code_block_inside_an_answer_is_taken_out_and_the_answer_stays(retriever) -> None:
    fenced = DRAFT + '\n```json\n{"query": "缓刑"}\n```'

    def respond(messages, tools):
        return PASS if is_judge(messages) else fenced

    outcome = await make_agent(retriever, ScriptedModel(respond=respond)).turn(DialogueState(), QUESTION)
    assert not outcome.degraded and DRAFT in outcome.text and "```" not in outcome.text


async def test_a_draft_looping_over_a_paragraph_reaches_the_user_once(retriever) -> None:
    """Near the token cap the model repeated "如果……但需要符合以下条件：" and its items four times and
    ended on a bare "1."; the reply carried the whole loop."""
    items = "\n\n1. 犯罪分子真诚悔罪，确有悔改表现。\n2. 宣告缓刑对所居住社区没有重大不良影响。"
    again = "\n\n如果犯罪分子符合上述条件，可以宣告缓刑，但需要符合以下条件："  # the loop's own lead-in
    looping = DRAFT + "\n\n如果符合上述情形，可以宣告缓刑，但需要符合以下条件：" + items + (again + items) * 3 + "\n\n1."

    def respond(messages, tools):
        return PASS if is_judge(messages) else looping

    outcome = await make_agent(retriever, ScriptedModel(respond=respond)).turn(DialogueState(), QUESTION)
    body = outcome.text.split("依据（")[0]
    assert body.count("确有悔改表现") == 1 and DRAFT in body
    assert again.strip() not in body, "the loop's lead-in, left without its items, is gone"
    assert not body.rstrip().endswith(("1.", "：")), "no bare item or lead-in is left at the end"


def test_the_evidence_passage_numbers_a_draft_copies_are_taken_out() -> None:
    from core.drafting import without_markup

    draft = "决定问题的条文是 [E1]《中华人民共和国民法典》第一千零八十九条。另见[E12]。"
    assert without_markup(draft) == "决定问题的条文是《中华人民共和国民法典》第一千零八十九条。另见。"


def test_a_conclusion_label_in_quotation_marks_is_read_as_the_conclusion() -> None:
    """Side by side 639: the draft wrote "“结论：”当事人……" on its own line; the checks found no conclusion, the draft
    was continued from a second "结论：" and the user read the conclusion twice. A label quoted inside a sentence stays."""
    from core.drafting import without_markup
    from core.reasoning import CONCLUSION_BLOCK

    draft = "1. 建设工程经竣工验收合格的，以竣工验收合格之日为竣工日期。\n\n“结论：”人民法院应当分别按照上述情形予以认定。"
    body = without_markup(draft)
    assert CONCLUSION_BLOCK.search(body).group(0) == "结论：人民法院应当分别按照上述情形予以认定。"
    assert without_markup("他写了“结论：”两个字。") == "他写了“结论：”两个字。"


def test_a_latex_sum_reaches_the_user_as_plain_text_and_its_invented_rate_is_caught() -> None:
    """A draft on an interest cap computed "\\[ 4 \\times 4.35\\% = 17.4\\% \\]": 4.35 % is no rate the
    user or the article gave, and the backslashes hid it from the amounts check."""
    from core.amounts import unsupported
    from core.drafting import without_markup

    draft = r"超过一年期贷款市场报价利率四倍的部分不予支持。计算：\[ 4 \times \text{一年期贷款市场报价利率} = 4 \times 4.35\% = 17.4\% \]"
    body = without_markup(draft)
    assert "\\" not in body and "4 × 一年期贷款市场报价利率 = 4 × 4.35% = 17.4%" in body
    sources = ["借钱给朋友约定年利率30%，超出部分法院支持吗？", "总计超过合同成立时一年期贷款市场报价利率四倍的部分，人民法院不予支持"]
    assert [amount.words for amount in unsupported(body, sources, "zh")] == ["4.35%", "17.4%"]


async def test_a_fact_the_asker_never_gave_reaches_them_marked_to_be_checked(retriever) -> None:
    """The mapping said the thief showed remorse; the question says nothing of it (core/stated_facts.py)."""
    mapped = ("依据《中华人民共和国刑法》第七十二条，可以宣告缓刑。\n\n案件事实对应到它的条件：\n"
              "- 犯盗窃罪：2015年犯盗窃罪。\n- 有悔罪表现：你真诚悔罪，积极退赃，取得了被害人谅解。\n\n结论：可以适用缓刑。")

    def respond(messages, tools):
        return PASS if is_judge(messages) else mapped

    outcome = await make_agent(retriever, ScriptedModel(respond=respond)).turn(DialogueState(), QUESTION)
    assert "取得了被害人谅解（你的描述没有直接提到这一点，需要核实）。" in outcome.text
    assert "- 犯盗窃罪：2015年犯盗窃罪。\n" in outcome.text
    assert "它们不成立时，下面的结论也不成立" in outcome.text
    assert outcome.trajectory.unstated_facts == ["- 有悔罪表现：你真诚悔罪，积极退赃，取得了被害人谅解。"]
    assert any(c["law"] == "中华人民共和国刑法" and c["article"] == 72 for c in outcome.trajectory.citations)


def test_a_draft_going_round_in_circles_ends_before_it_says_it_again() -> None:
    """stranger17 q6 (blind): the 1.5B model repeated "你、你妹妹和你妈都可以继承，但根据……第一千一百五十四条" until the
    token cap, with the article's line breaks copied as "\\n"."""
    looped = ("结论：你、你妹妹和你妈都可以继承，但根据《中华人民共和国民法典》第一千一百五十四条：“有下列情形之一的，遗产中的有关部分"
              "按照法定继承办理：（一）遗嘱继承人放弃继承。”你、你妹妹和你妈都可以继承，但根据《中华人民共和国民法典》第一千一百五十四条：“有")
    kept = cut_at_last_sentence(before_the_loop(looped))
    assert kept.endswith("放弃继承。”") and kept.count("你妹妹") == 1
    assert before_the_loop("结论：你可以要求退货。") == "结论：你可以要求退货。"


def test_a_loop_over_numbered_lines_ends_before_its_second_line() -> None:
    """stranger22 q1 (session 34, blind): "我入职两个月公司" numbered 1 to 29 until the token cap."""
    looped = "案件事实对应到它的条件：\n" + "".join(f"{n}. 我入职两个月公司，公司说我不符合录用条件\n" for n in range(1, 30))
    kept = cut_at_last_sentence(before_the_loop(looped))
    assert kept.count("我入职两个月公司") == 1 and kept.startswith("案件事实对应到它的条件：\n1. ")
    listed = "1. 你入职两个月。\n2. 公司说你不符合录用条件。\n3. 公司没有给任何补偿。"
    assert before_the_loop(listed) == listed, "items that differ are no loop"


async def _drafted_then_continued(retriever, first, then):
    """A turn whose first draft the model writes as `first` and every later call as `then` (the judge passing all)."""
    answers = [first, then]

    def respond(messages, tools):
        return verdict_lines([True, True]) if is_judge(messages) else answers.pop(0) if len(answers) > 1 else answers[0]

    model = ScriptedModel(respond=respond)
    model.picks.append("1")
    return model, await make_agent(retriever, model).turn(DialogueState(), QUESTION)


async def test_a_draft_that_stops_before_its_conclusion_is_continued_from_the_label(retriever) -> None:
    """A draft begun from the chosen article that loops through its facts to the token cap gets a short
    continuation from "结论：", reading the same prefix; the user gets an answer, not one fact and nothing."""
    from core.chat_model import ChatResult

    looped = ChatResult(text="".join(f"{n}. 2015年犯盗窃罪\n" for n in range(1, 30)), finish_reason="length")
    model, outcome = await _drafted_then_continued(retriever, looped, ChatResult(text="是否适用缓刑，还要看悔罪表现。\n\n以上仅供参考。"))
    drafts = [call for call in model.calls if not is_judge(call.messages)]
    assert drafts[1].begun.endswith("1. 2015年犯盗窃罪\n\n结论：") and drafts[1].max_tokens <= 120
    assert "结论：是否适用缓刑，还要看悔罪表现。" in outcome.text and "以上仅供参考" not in outcome.text
    assert "1. 2015年犯盗窃罪" in outcome.text and "2. 2015年犯盗窃罪" not in outcome.text
    assert outcome.trajectory.concluded and outcome.trajectory.concluded[0]["used"]


async def test_a_conclusion_written_inside_a_line_is_the_only_conclusion(retriever) -> None:
    """A LeCoQA held-out reply (session 35) wrote "……的费用。结论：……" inside its last line; no conclusion was
    found at a line's start, one was continued from the label, and the user read the same conclusion twice."""
    inline = "缓刑的条件是犯罪情节较轻、有悔罪表现。结论：2015年犯盗窃罪，符合条件的可以适用缓刑。"

    def respond(messages, tools):
        return verdict_lines([True, True]) if is_judge(messages) else inline

    model = ScriptedModel(respond=respond)
    model.picks.append("1")
    outcome = await make_agent(retriever, model).turn(DialogueState(), QUESTION)
    assert outcome.text.count("结论：") == 1
    assert "有悔罪表现。\n\n结论：2015年犯盗窃罪" in outcome.text
    assert not outcome.trajectory.concluded, "no second call was made for a conclusion"


def test_a_loop_over_numbered_items_inside_one_line_ends_where_it_starts_repeating() -> None:
    """side by side 1329 (session 34): the conclusion listed "事项应当符合行政许可的程序" as items 7 to 21 on one line."""
    items = ["法律、行政法规的规定", "行政许可的范围", "行政许可的条件", "行政许可的程序", "行政许可的期限", "行政许可的权限"]
    looped = "结论：设立时应当注意以下几点：" + "".join(f"{n}. 事项应当符合{item}；" for n, item in enumerate(items, 1)) + \
        "".join(f"{n}. 事项应当符合行政许可的程序；" for n in range(7, 22))
    kept = cut_at_last_sentence(before_the_loop(looped))
    assert kept.count("行政许可的程序") <= 2 and "6. 事项应当符合行政许可的权限；" in kept and "9. " not in kept
    money = "结论：可以要求返还3.5万元，并按年利率3.85%计算利息。"
    assert before_the_loop(money) == money


async def test_asked_whether_the_other_side_may_refuse_the_conclusion_is_codes(retriever) -> None:
    """The wiring of core/stated_refusal.py: the model's own conclusion ("商家不赔是合法的") under 消费者权益保护法
    第五十五条, whose 经营者 "应当……增加赔偿", is replaced by code's answer with the clause."""
    question = "我在商场买的手机是假货，商家有欺诈行为，商家说不赔，合法吗？"
    said = "依据《中华人民共和国消费者权益保护法》第五十五条，经营者有欺诈行为的应当增加赔偿。\n\n结论：商家不赔是合法的。"

    def respond(messages, tools):
        return PASS if is_judge(messages) else said

    model = ScriptedModel(respond=respond)
    model.picks.append("1")
    outcome = await make_agent(retriever, model).turn(DialogueState(), question)
    conclusion = outcome.text[outcome.text.index("结论："):].split("\n\n")[0]
    assert conclusion.startswith("结论：不合法。商家说“不赔”，但依据该条规定：“")
    assert "合法的" not in outcome.text and outcome.trajectory.conclusion["refusal"] is True


async def test_a_conclusion_that_asks_the_question_again_is_continued_from_the_label(retriever) -> None:
    """stranger91 b6 (session 55, re-asked): the user was sent "结论：商家说不关他的事，对吗" as the answer. Such a conclusion is
    taken out and the draft continued from "结论："; a continuation that asks again is not used either."""
    from core.chat_model import ChatResult

    echoed = ChatResult(text="案件事实对应到它的条件：\n1. 2015年犯盗窃罪。\n\n结论：2015年犯盗窃罪，能适用缓刑吗")
    _, outcome = await _drafted_then_continued(retriever, echoed, ChatResult(text="符合犯罪情节较轻、有悔罪表现等条件的，可以适用缓刑。"))
    assert "结论：符合犯罪情节较轻、有悔罪表现等条件的，可以适用缓刑。" in outcome.text
    assert "能适用缓刑吗" not in outcome.text.split("结论：", 1)[1]
    from core.instruction_echo import asks_again
    assert asks_again("2015年犯盗窃罪，能适用缓刑吗", QUESTION) and not asks_again("可以适用缓刑。", QUESTION)
