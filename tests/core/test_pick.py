"""The pick stage: the model names the deciding passage, the draft is told which, and the answer
begins with its deciding words, quoted by code."""

from __future__ import annotations

import pytest

from core.dialogue_state import DialogueState
from core.reasoning import decisive_clause
from tests.core.test_agent import is_judge, make_agent, scripted

ARTICLE_42 = ("劳动者有下列情形之一的，用人单位不得依照本法第四十条、第四十一条的规定解除劳动合同：\n"
              "（一）从事接触职业病危害作业的劳动者未进行离岗前职业健康检查，或者疑似职业病病人在诊断或者医学观察期间的；\n"
              "（二）在本单位患职业病或者因工负伤并被确认丧失或者部分丧失劳动能力的；\n"
              "（三）患病或者非因工负伤，在规定的医疗期内的；\n"
              "（四）女职工在孕期、产期、哺乳期的；\n"
              "（五）在本单位连续工作满十五年，且距法定退休年龄不足五年的；\n"
              "（六）法律、行政法规规定的其他情形。")


def test_a_list_article_yields_its_rule_and_the_item_the_question_matches() -> None:
    clause = decisive_clause(ARTICLE_42, "我在孕期，公司说我不能胜任工作要解除劳动合同，合法吗？")
    assert clause.startswith("劳动者有下列情形之一的，用人单位不得依照本法第四十条")
    assert clause.rstrip("；").endswith("……（四）女职工在孕期、产期、哺乳期的"), "the items between are marked as left out"
    assert "职业病" not in clause


def test_the_rule_of_an_article_with_an_exception_is_its_first_clause_for_a_plain_question() -> None:
    text = ("饲养的动物造成他人损害的，动物饲养人或者管理人应当承担侵权责任；但是，能够证明损害是因被侵权人故意或者"
            "重大过失造成的，可以不承担或者减轻责任。")
    assert decisive_clause(text, "邻居的狗把我咬伤了，邻居要赔吗？").startswith("饲养的动物造成他人损害的")


QUESTION = "2016年，我的父亲去世了，没有遗嘱，谁可以继承他的遗产？"


async def test_the_chosen_passage_is_named_to_the_draft_and_recorded(retriever) -> None:
    model = scripted("依据《中华人民共和国继承法》第十条，第一顺序继承人是配偶、子女、父母。")
    model.picks.append("1")
    outcome = await make_agent(retriever, model).turn(DialogueState(), QUESTION)
    [(asked, choices)] = model.choices
    assert "哪一条的规定直接决定这个问题的答案" in asked[-1].content
    assert choices[0] == "1" and len(choices) >= 2
    first = outcome.trajectory.evidence[0]
    assert outcome.trajectory.pick["chosen"] == [[first["law"], first["article"], first["article_sub"]]]
    draft_prompt = model.calls[0].last_user_text
    assert f"决定这个问题的条文是 [E1]《{first['law']}》" in draft_prompt
    # The pick's prompt is the draft's prompt up to the end of the question: the prefix is shared.
    shared = draft_prompt[: draft_prompt.index("</question>") + len("</question>")]
    assert asked[-1].content.startswith(shared)


async def test_the_answer_begins_with_the_chosen_articles_words_and_the_model_writes_what_follows(retriever) -> None:
    model = scripted("- 父亲去世，没有遗嘱：法定继承。\n\n结论：你和母亲作为第一顺序继承人继承。")
    model.picks.append("1")
    outcome = await make_agent(retriever, model).turn(DialogueState(), QUESTION)
    first = outcome.trajectory.evidence[0]
    begun = model.calls[0].begun
    assert begun.startswith(f"依据《{first['law']}》") and "：“" in begun and begun.endswith("案件事实对应到它的条件：\n")
    assert outcome.text.index(f"依据《{first['law']}》") < outcome.text.index("结论：你和母亲"), "code's quotation, then the model's words"
    assert "不要再抄写条文" in model.calls[0].last_user_text
    assert not outcome.trajectory.removed_quotations, "the quoted words are the version's own"
    drafts = [call for call in model.calls if not is_judge(call.messages)]
    assert drafts and all(call.begun == begun for call in drafts), "a revision begins with the same words"


async def test_without_a_pick_the_draft_goes_on_as_before(retriever) -> None:
    model = scripted("依据《中华人民共和国继承法》第十条，第一顺序继承人是配偶、子女、父母。")
    outcome = await make_agent(retriever, model).turn(DialogueState(), QUESTION)
    assert outcome.trajectory.pick["chosen"] == [] and "no pick scripted" in outcome.trajectory.pick["error"]
    assert "决定这个问题的条文" not in model.calls[0].last_user_text


async def test_only_the_first_nine_passages_are_offered(retriever) -> None:
    from core.chat_model import ChatMessage
    from core.evidence import Evidence
    from core.pick import pick

    class Choosing:
        offered: list[str] = []

        async def choose(self, messages, choices, tools=None):
            from core.chat_model import ChatResult
            self.offered = list(choices)
            return ChatResult(text=choices[-1])

    versions = [v for key in [("中华人民共和国刑法", n, 0) for n in (12, 26, 61, 65, 67, 72, 73, 74, 75, 76, 77, 133)]
                for v in retriever.versions_of(*key)[-1:]]
    evidence = [Evidence(v) for v in versions]
    model = Choosing()
    picked = await pick(model, [ChatMessage("user", "问题")], evidence, None, "zh")
    assert model.offered == [str(n) for n in range(1, 10)] and picked.number == 9


async def test_the_choice_and_each_choices_probability_are_recorded(retriever) -> None:
    """An engine that gives each choice's log-probability (the local one reads them from the logits):
    the trajectory keeps them beside the answer, the margin a later training run can learn from."""
    from core.chat_model import ChatResult

    model = scripted("依据《中华人民共和国继承法》第十条，第一顺序继承人是配偶、子女、父母。")

    async def choose(messages, choices, tools=None):
        scores = {c: -0.5 if c == "2" else -1.0 - int(c) for c in choices}
        return ChatResult(text="2", choice_logprobs=scores)

    model.choose = choose
    outcome = await make_agent(retriever, model).turn(DialogueState(), QUESTION)
    pick = outcome.trajectory.pick
    assert pick["answer"] == "2" and pick["logprobs"]["2"] == -0.5 and pick["model_answer"] == ""
    assert pick["chosen"] == [[outcome.trajectory.evidence[1][k] for k in ("law", "article", "article_sub")]]


@pytest.mark.parametrize("ahead", [0.10, 0.25])
async def test_a_near_tie_leaves_the_retrievals_first_passage_chosen(retriever, ahead: float) -> None:
    """The 1.5B model chose E3 over E1 by under 0.17 in log-probability four times in 60 everyday questions, wrongly
    each time (E1 was the deciding article for three), and by 0.25 for a probation dismissal (stranger22 q1: 第十四条
    over 第三十九条): a choice that close keeps the retrieval's first."""
    from core.chat_model import ChatResult

    model = scripted("依据《中华人民共和国继承法》第十条，第一顺序继承人是配偶、子女、父母。")

    async def choose(messages, choices, tools=None):
        return ChatResult(text="2", choice_logprobs={c: {"1": -1.10, "2": -1.10 + ahead}.get(c, -2.5) for c in choices})

    model.choose = choose
    outcome = await make_agent(retriever, model).turn(DialogueState(), QUESTION)
    pick, first = outcome.trajectory.pick, outcome.trajectory.evidence[0]
    assert pick["chosen"] == [[first[k] for k in ("law", "article", "article_sub")]]
    assert (pick["answer"], pick["model_answer"]) == ("1", "2")


def test_an_english_questions_opening_quotes_the_item_its_glossary_words_name() -> None:
    """An English question shares no character with the article; its glossary terms choose the item."""
    from types import SimpleNamespace

    from core.pick import Picked, opening

    chosen = SimpleNamespace(version=SimpleNamespace(law="中华人民共和国劳动合同法", article_label="第四十二条", text=ARTICLE_42))
    begun = opening(Picked([chosen], chosen), "I am pregnant and my employer dismissed me because I could not do the job. "
                    "Is that legal?", "en")
    assert begun.startswith("Under 《中华人民共和国劳动合同法》第四十二条 (“") and "（四）女职工在孕期、产期、哺乳期的" in begun


def test_a_question_about_the_law_alone_is_not_asked_to_map_facts_it_does_not_give() -> None:
    """"有什么差别？" states no facts: the heading of the facts' mapping, then the notice that none of the
    conditions was stated, is what the reply showed before."""
    from types import SimpleNamespace

    from core.pick import Picked, decisive_line, opening

    lien = "债务人不履行到期债务，债权人可以留置已经合法占有的债务人的动产，并有权就该动产优先受偿。"
    chosen = SimpleNamespace(version=SimpleNamespace(law="中华人民共和国民法典", article_label="第四百四十七条", text=lien))
    picked = Picked([chosen], chosen)
    abstract, case = "留置和质押有什么差别？", "我把车交给修理厂修，我没付修理费，他们能扣我的车吗？"
    assert opening(picked, abstract, "zh") == f"依据《中华人民共和国民法典》第四百四十七条：“{lien.rstrip('。')}”\n\n"
    assert "案件事实对应到它的条件" in opening(picked, case, "zh")
    assert "对应" not in decisive_line(picked, abstract, "zh") and "对应它的条件" in decisive_line(picked, case, "zh")


def test_the_statutes_word_for_an_everyday_one_chooses_the_item_and_the_lead_in_is_whole() -> None:
    """"电动车" is a 非机动车: the item on a motor vehicle and a non-motor one decides, quoted after the
    whole lead-in (its "不足的部分" alone says nothing of the insurer paying first)."""
    from types import SimpleNamespace

    from core.pick import Picked, opening

    article = ("机动车发生交通事故造成人身伤亡、财产损失的，由保险公司在机动车第三者责任强制保险责任限额范围内予以赔偿；"
               "不足的部分，按照下列规定承担赔偿责任：\n"
               "（一）机动车之间发生交通事故的，由有过错的一方承担赔偿责任；双方都有过错的，按照各自过错的比例分担责任。\n"
               "（二）机动车与非机动车驾驶人、行人之间发生交通事故，非机动车驾驶人、行人没有过错的，由机动车一方承担赔偿责任。")
    chosen = SimpleNamespace(version=SimpleNamespace(law="中华人民共和国道路交通安全法", article_label="第七十六条", text=article))
    begun = opening(Picked([chosen], chosen), "我骑电动车被一辆小汽车撞了，对方全责，保险公司不赔误工费，我能要吗？", "zh")
    assert "“机动车发生交通事故造成人身伤亡、财产损失的，由保险公司" in begun
    assert "（二）机动车与非机动车驾驶人" in begun and "（一）" not in begun


COMPENSATION = ("有下列情形之一的，用人单位应当向劳动者支付经济补偿：\n（一）劳动者依照本法第三十八条规定解除劳动合同的；\n"
                "（二）用人单位依照本法第三十六条规定向劳动者提出解除劳动合同并与劳动者协商一致解除劳动合同的；\n"
                "（三）用人单位依照本法第四十条规定解除劳动合同的；\n（七）法律、行政法规规定的其他情形。")
WORKER_QUITS = ("用人单位有下列情形之一的，劳动者可以解除劳动合同：\n（一）未按照劳动合同约定提供劳动保护或者劳动条件的；\n"
                "（二）未及时足额支付劳动报酬的；\n（三）未依法为劳动者缴纳社会保险费的；\n"
                "（六）法律、行政法规规定劳动者可以解除劳动合同的其他情形。")


def _labour(number: int, label: str, text: str):
    from types import SimpleNamespace

    return SimpleNamespace(role="in_force", version=SimpleNamespace(law="中华人民共和国劳动合同法", article=number, article_sub=0,
                                                                   article_label=label, text=text))


def test_the_article_the_deciding_item_refers_to_is_quoted_with_its_own_item() -> None:
    """劳动合同法 第四十六条 (一) pays compensation to a worker who quits "依照本法第三十八条规定": the ground is
    第三十八条's item the worker's story names (stranger8 Q10: no social insurance paid)."""
    from core.pick import Picked, opening

    chosen, target = _labour(46, "第四十六条", COMPENSATION), _labour(38, "第三十八条", WORKER_QUITS)
    question = "我在快递公司上班两年了，公司一直没给我交社保，我可以辞职并要求经济补偿吗？"
    begun = opening(Picked([chosen, target], chosen), question, "zh")
    assert begun.startswith("依据《中华人民共和国劳动合同法》第四十六条：“有下列情形之一的，用人单位应当向劳动者支付经济补偿：……"
                            "（一）劳动者依照本法第三十八条规定解除劳动合同的”；第三十八条：“用人单位有下列情形之一的，劳动者可以解除劳动合同：……"
                            "（三）未依法为劳动者缴纳社会保险费的”\n")
    unpaid = opening(Picked([chosen, target], chosen), "公司三个月没发工资，我辞职能要经济补偿吗？", "zh")
    assert "（二）未及时足额支付劳动报酬的”" in unpaid
    # an article the evidence does not hold is not quoted: nothing is cited that was not retrieved
    assert "第三十八条：“" not in opening(Picked([chosen], chosen), question, "zh")


def test_a_question_asking_for_compensation_is_answered_by_the_article_that_owes_it_on_the_chosen_ground() -> None:
    """stranger73 n5 (session 51): "一直没给他交社保，他现在要辞职还要我给补偿，我要给吗" chose 第三十八条 (the worker may quit) and
    never said 第四十六条's 经济补偿 is owed; the choice moves to the article that names 第三十八条 and sets the compensation."""
    from core.pick import Picked, opening, sum_instead_of_ground

    ground, owed = _labour(38, "第三十八条", WORKER_QUITS), _labour(46, "第四十六条", COMPENSATION)
    question = "我开了一家小超市，雇了一个店员，一直没给他交社保，他现在要辞职还要我给补偿，我要给吗？"
    moved = sum_instead_of_ground(Picked([ground, owed], ground, "1"), question, "zh")
    assert moved.chosen is owed and moved.number == 2 and moved.model_answer == "1"
    assert "第四十六条：“有下列情形之一的，用人单位应当向劳动者支付经济补偿：……（一）劳动者依照本法第三十八条规定解除劳动合同的”；" \
           "第三十八条：“" in opening(moved, question, "zh")
    # a question about quitting alone keeps the ground
    assert sum_instead_of_ground(Picked([ground, owed], ground, "1"), "公司一直没给我交社保，我能辞职吗？", "zh").chosen is ground


def test_a_question_asking_what_a_contract_contains_is_quoted_the_sentence_that_lists_it() -> None:
    """"一份技术合同需要体现哪些内容": 第八百四十五条's first paragraph lists the contents; its third, on patents,
    states a direction (应当注明) and was quoted instead."""
    from core.pick import _words_of

    technology = ("技术合同的内容一般包括项目的名称，标的的内容、范围和要求，履行的计划、地点和方式，技术信息和资料的保密，"
                  "技术成果的归属和收益的分配办法，验收标准和方法，名词和术语的解释等条款。\n"
                  "技术合同涉及专利的，应当注明发明创造的名称、专利申请人和专利权人、申请日期、申请号、专利号以及专利权的有效期限。")
    assert _words_of(technology, "一份技术合同需要体现哪些内容？", "zh").startswith("技术合同的内容一般包括项目的名称")
    assert _words_of(technology, "技术合同涉及专利的，要注明什么？", "zh").startswith("技术合同涉及专利的")
    receipt = "保管人应当在仓单上签名或者盖章。仓单包括下列事项：\n（一）存货人的姓名或者名称和住所；\n（二）仓储物的品种、数量、质量、包装及其件数和标记；"
    assert _words_of(receipt, "仓单一般包括哪些事项？", "zh") == \
        "仓单包括下列事项：（一）存货人的姓名或者名称和住所；（二）仓储物的品种、数量、质量、包装及其件数和标记", "the lead-in with its items"


def test_a_training_bond_questions_quote_is_the_cap_on_what_the_company_may_claim() -> None:
    """stranger19 q5: "公司要我赔全部3万元培训费" was quoted 第二十二条's first sentence (a service period may be agreed)
    and concluded the company may claim it all; the paragraph capping the penalty decides."""
    from types import SimpleNamespace

    from core.pick import Picked, deciding_words

    article = ("用人单位为劳动者提供专项培训费用，对其进行专业技术培训的，可以与该劳动者订立协议，约定服务期。\n"
               "劳动者违反服务期约定的，应当按照约定向用人单位支付违约金。违约金的数额不得超过用人单位提供的培训费用。"
               "用人单位要求劳动者支付的违约金不得超过服务期尚未履行部分所应分摊的培训费用。")
    chosen = SimpleNamespace(version=SimpleNamespace(law="中华人民共和国劳动合同法", article_label="第二十二条", text=article))
    question = "公司送我参加了一个月的专业技术培训，约定服务期三年，我干了两年就辞职，公司要我赔全部3万元培训费，合法吗？"
    words = deciding_words(Picked([chosen], chosen), question, "zh")
    assert words.startswith("劳动者违反服务期约定的") and words.endswith("不得超过服务期尚未履行部分所应分摊的培训费用"), \
        "the penalty's paragraph, whole: the duty to pay and both caps"


def test_a_late_new_home_is_quoted_the_rule_on_rescinding_not_the_period_for_it() -> None:
    """everyday f7 (session 33): "逾期一年多还没交房，我可以退房吗" shared "逾期" and "一年" with 第十一条's second paragraph (the
    period in which to rescind) and was quoted it; the first paragraph decides whether the buyer may rescind."""
    from types import SimpleNamespace

    from core.pick import Picked, deciding_words

    article = ("根据民法典第五百六十三条的规定，出卖人迟延交付房屋或者买受人迟延支付购房款，经催告后在三个月的合理期限内仍未履行，"
               "解除权人请求解除合同的，应予支持，但当事人另有约定的除外。\n"
               "法律没有规定或者当事人没有约定，经对方当事人催告后，解除权行使的合理期限为三个月。对方当事人没有催告的，"
               "解除权人自知道或者应当知道解除事由之日起一年内行使。逾期不行使的，解除权消灭。")
    chosen = SimpleNamespace(version=SimpleNamespace(law="最高人民法院关于审理商品房买卖合同纠纷案件适用法律若干问题的解释",
                                                     article_label="第十一条", text=article))
    words = deciding_words(Picked([chosen], chosen), "我买的期房，开发商已经逾期一年多还没交房，我可以退房吗？", "zh")
    assert words.startswith("根据民法典第五百六十三条的规定，出卖人迟延交付房屋")


CC_1254 = ("禁止从建筑物中抛掷物品。从建筑物中抛掷物品或者从建筑物上坠落的物品造成他人损害的，由侵权人依法承担侵权责任；"
           "经调查难以确定具体侵权人的，除能够证明自己不是侵权人的外，由可能加害的建筑物使用人给予补偿。可能加害的建筑物使用人补偿后，"
           "有权向侵权人追偿。\n物业服务企业等建筑物管理人应当采取必要的安全保障措施防止前款规定情形的发生；未采取必要的安全保障措施的，"
           "应当依法承担未履行安全保障义务的侵权责任。\n发生本条第一款规定的情形的，公安等机关应当依法及时调查，查清责任人。")
CC_944 = ("业主应当按照约定向物业服务人支付物业费。物业服务人已经按照约定和有关规定提供服务的，业主不得以未接受或者无需接受相关"
          "物业服务为由拒绝支付物业费。\n业主违反约定逾期不支付物业费的，物业服务人可以催告其在合理期限内支付；合理期限届满仍不支付的，"
          "物业服务人可以提起诉讼或者申请仲裁。\n物业服务人不得采取停止供电、供水、供热、供燃气等方式催交物业费。")


CC_1142 = ("遗嘱人可以撤回、变更自己所立的遗嘱。\n立遗嘱后，遗嘱人实施与遗嘱内容相反的民事法律行为的，视为对遗嘱相关内容的撤回。\n"
           "立有数份遗嘱，内容相抵触的，以最后的遗嘱为准。")


CC_1062 = ("夫妻在婚姻关系存续期间所得的下列财产，为夫妻的共同财产，归夫妻共同所有：\n（一）工资、奖金、劳务报酬；\n（二）生产、经营、投资的收益；\n"
           "（三）知识产权的收益；\n（四）继承或者受赠的财产，但是本法第一千零六十三条第三项规定的除外；\n（五）其他应当归共同所有的财产。\n"
           "夫妻对共同财产，有平等的处理权。")


@pytest.mark.parametrize("label, text, question, expected", [
    ("第一千二百五十四条", CC_1254, "我的车停在小区楼下，被楼上掉下来的花盆砸坏了，找不到是谁家扔的，怎么办？", "经调查难以确定具体侵权人的"),
    ("第九百四十四条", CC_944, "物业公司说我欠物业费，就把我家的水停了，这样合法吗？", "物业服务人不得采取停止供电、供水"),
    # stranger65 f10 (session 49, blind): the third paragraph states which will prevails, though with no 可以 or 应当
    ("第一千一百四十二条", CC_1142, "我母亲去世前立了两份遗嘱，内容不一样，以哪份为准？", "以最后的遗嘱为准"),
    ("第一千一百四十二条", CC_1142, "我妈立了一份遗嘱，现在想改一下，可以吗？", "遗嘱人可以撤回、变更自己所立的遗嘱"),
    # stranger66 g3 (session 49, blind): a lead-in saying what its items are, with commas in it, makes each item a rule
    ("第一千零六十二条", CC_1062, "我老婆婚后继承了她父亲的一套房子，遗嘱里没说只给她一个人，离婚时我能分吗？", "（四）继承或者受赠的财产"),
    ("第一千零六十二条", CC_1062, "我老公婚后的工资算共同财产吗？", "（一）工资、奖金、劳务报酬"),
])
def test_the_clause_the_question_turns_on_is_quoted(label: str, text: str, question: str, expected: str) -> None:
    """stranger21 q8, q3 (session 33, blind): the first sentence of each article was quoted, and "由扔花盆的人承担" drawn
    from it for a thrower nobody can find; the clause on an unknown thrower, and the one forbidding a cut-off, decide."""
    from types import SimpleNamespace

    from core.pick import Picked, deciding_words

    chosen = SimpleNamespace(version=SimpleNamespace(law="中华人民共和国民法典", article_label=label, text=text))
    assert expected in deciding_words(Picked([chosen], chosen), question, "zh")


def test_a_criminal_articles_penalty_item_is_quoted_for_the_facts_it_names() -> None:
    """stranger23 q1 (session 34): 刑法 第一百三十三条之一 was quoted by its second paragraph ("机动车所有人、管理人……负有直接
    责任的") for a drunk driver: a penalty ("处拘役，并处罚金") rules as a direction does."""
    from core.evidence import Evidence
    from core.pick import Picked, opening
    from index.corpus import StatuteVersion

    article = ("在道路上驾驶机动车，有下列情形之一的，处拘役，并处罚金：\n（一）追逐竞驶，情节恶劣的；\n（二）醉酒驾驶机动车的；\n"
               "（三）从事校车业务或者旅客运输，严重超过额定乘员载客，或者严重超过规定时速行驶的；\n"
               "（四）违反危险化学品安全管理规定运输危险化学品，危及公共安全的。\n"
               "机动车所有人、管理人对前款第三项、第四项行为负有直接责任的，依照前款的规定处罚。\n"
               "有前两款行为，同时构成其他犯罪的，依照处罚较重的规定定罪处罚。")
    chosen = Evidence(StatuteVersion("中华人民共和国刑法", 133, 1, "第一百三十三条之一", "2015修正", "2015-11-01", None, article))
    begun = opening(Picked([chosen], chosen), "朋友喝了两瓶啤酒开车被交警查了，血液酒精含量是85mg/100ml，他会坐牢吗？", "zh")
    assert "处拘役，并处罚金：……（二）醉酒驾驶机动车的" in begun and "负有直接责任" not in begun


def test_the_paragraph_saying_when_a_pledge_arises_is_quoted_for_how_it_is_set_up() -> None:
    """side_by_side (session 38, LeCoQA train 779): "可以以知识产权设立质权吗？如何设立？" was quoted 民法典 第四百四十四条's
    second paragraph (出质后不得转让…但是…协商同意的除外) and told a pledge needs the parties' consent; the first paragraph,
    which says it arises on registration, states no 可以/应当, and a rule of effect rules as a direction does."""
    from core.evidence import Evidence
    from core.pick import Picked, opening
    from index.corpus import StatuteVersion

    article = ("以注册商标专用权、专利权、著作权等知识产权中的财产权出质的，质权自办理出质登记时设立。\n"
               "知识产权中的财产权出质后，出质人不得转让或者许可他人使用，但是出质人与质权人协商同意的除外。"
               "出质人转让或者许可他人使用出质的知识产权中的财产权所得的价款，应当向质权人提前清偿债务或者提存。")
    chosen = Evidence(StatuteVersion("中华人民共和国民法典", 444, 0, "第四百四十四条", "2020", "2021-01-01", None, article))
    begun = opening(Picked([chosen], chosen), "可以以知识产权设立质权吗？如何设立？", "zh")
    assert "质权自办理出质登记时设立" in begun and "协商同意" not in begun
    transfer = opening(Picked([chosen], chosen), "我的专利出质后还能转让给别人吗？", "zh")
    assert "出质人不得转让" in transfer


PARTNER_WITH_TERM = ("合伙协议约定合伙期限的，在合伙企业存续期间，有下列情形之一的，合伙人可以退伙：\n（一）合伙协议约定的退伙事由出现；\n"
                     "（二）经全体合伙人一致同意；\n（三）发生合伙人难以继续参加合伙的事由；\n（四）其他合伙人严重违反合伙协议约定的义务。")
PARTNER_WITHOUT_TERM = "合伙协议未约定合伙期限的，合伙人在不给合伙企业事务执行造成不利影响的情况下，可以退伙，但应当提前三十日通知其他合伙人。"


def _partnership(number: int, label: str, text: str):
    from types import SimpleNamespace

    return SimpleNamespace(role="in_force", version=SimpleNamespace(law="中华人民共和国合伙企业法", article=number, article_sub=0,
                                                                   article_label=label, text=text))


def test_a_partner_who_agreed_no_term_is_answered_by_the_article_for_a_partnership_without_one() -> None:
    """合伙企业法 第四十五条 lets a partner leave a partnership "合伙协议约定合伙期限的" on listed grounds; 第四十六条 governs one
    "合伙协议未约定合伙期限的" (leave at any time on thirty days' notice). A user who says no term was agreed is answered by
    第四十六条 even when the retrieval ranked 第四十五条 first (stranger64 e8, session 49)."""
    from core.pick import Picked, met_instead_of_denied

    with_term, without_term = _partnership(45, "第四十五条", PARTNER_WITH_TERM), _partnership(46, "第四十六条", PARTNER_WITHOUT_TERM)
    question = "我们三个人合伙开了个小饭馆，当初没约定合伙期限，我现在想退伙，可以吗？"
    moved = met_instead_of_denied(Picked([with_term, without_term], with_term, "1"), question, "zh")
    assert moved.chosen is without_term and moved.number == 2 and moved.model_answer == "1"
    # a user who did agree a term keeps 第四十五条
    agreed = "我们合伙开饭馆约定了合伙期限五年，现在才第二年，其他合伙人都同意我退伙，可以吗？"
    assert met_instead_of_denied(Picked([with_term, without_term], with_term, "1"), agreed, "zh").chosen is with_term
    # a word in common ("合伙") is not the same thing: 第五十一条 (settling a leaving partner's share) stays chosen over 第四十二条
    # (a partner's own debts), whose "……与合伙企业无关的债务的" had been read as met (stranger64 e8 re-asked, session 49)
    settle = _partnership(51, "第五十一条", "合伙人退伙，其他合伙人应当与该退伙人按照退伙时的合伙企业财产状况进行结算，退还退伙人的财产份额。")
    debts = _partnership(42, "第四十二条", "合伙人的自有财产不足清偿其与合伙企业无关的债务的，该合伙人可以以其从合伙企业中分取的收益用于清偿；"
                                        "债权人也可以依法请求人民法院强制执行该合伙人在合伙企业中的财产份额用于清偿。")
    asked = "我和朋友合伙开了一家奶茶店，没有约定合伙期限，现在他要退伙，要我把他投的10万元全部退给他，我必须全退吗？"
    assert met_instead_of_denied(Picked([settle, debts], settle, "1"), asked, "zh").chosen is settle


def test_a_borrower_who_says_no_interest_was_written_is_answered_by_the_rule_for_no_interest_agreed() -> None:
    """"借条上没写利息" denies 民间借贷规定 第二十六条's "预先在本金中扣除利息的" and meets 第二十四条's "借贷双方没有约定利息"
    (stranger65 f3, session 49: with runs of three required, "写利息" met nothing and 第二十六条 was answered)."""
    from types import SimpleNamespace

    from core.pick import Picked, met_instead_of_denied

    def rule(number: int, text: str):
        return SimpleNamespace(role="in_force", version=SimpleNamespace(law="最高人民法院关于审理民间借贷案件适用法律若干问题的规定",
                                                                       article=number, article_sub=0, article_label=f"第{number}条",
                                                                       text=text))

    deducted = rule(26, "借据、收据、欠条等债权凭证载明的借款金额，一般认定为本金。预先在本金中扣除利息的，人民法院应当将实际出借的金额认定为本金。")
    none_agreed = rule(24, "借贷双方没有约定利息，出借人主张支付利息的，人民法院不予支持。\n自然人之间借贷对利息约定不明，出借人主张支付利息的，"
                           "人民法院不予支持。")
    question = "我向朋友借了3万元，借条上没写利息，现在还钱时他要我付利息，我要付吗？"
    assert met_instead_of_denied(Picked([deducted, none_agreed], deducted, "1"), question, "zh").chosen is none_agreed


def test_a_denied_condition_with_no_neighbour_meeting_it_keeps_the_choice() -> None:
    """"没有培训也没有调岗" denies 劳动合同法 第四十条 (二), and 第四十八条 (an unlawful dismissal) has no condition the words meet:
    第四十条 stays chosen, and the reply says which condition is not met (`core.denied_conditions`)."""
    from core.pick import Picked, met_instead_of_denied

    incapable = _labour(40, "第四十条", "有下列情形之一的，用人单位提前三十日以书面形式通知劳动者本人或者额外支付劳动者一个月工资后，可以解除劳动合同：\n"
                                      "（二）劳动者不能胜任工作，经过培训或者调整工作岗位，仍不能胜任工作的；")
    unlawful = _labour(48, "第四十八条", "用人单位违反本法规定解除或者终止劳动合同，劳动者要求继续履行劳动合同的，用人单位应当继续履行；"
                                     "劳动者不要求继续履行劳动合同或者劳动合同已经不能继续履行的，用人单位应当依照本法第八十七条规定支付赔偿金。")
    question = "公司说我不胜任工作，没有培训也没有调岗，直接把我辞退了，合法吗？"
    assert met_instead_of_denied(Picked([incapable, unlawful], incapable, "1"), question, "zh").chosen is incapable


#: 保险法 第十六条 (2015修正), its first four paragraphs.
INSURANCE_16 = ("订立保险合同，保险人就保险标的或者被保险人的有关情况提出询问的，投保人应当如实告知。\n"
                "投保人故意或者因重大过失未履行前款规定的如实告知义务，足以影响保险人决定是否同意承保或者提高保险费率的，保险人有权解除合同。\n"
                "前款规定的合同解除权，自保险人知道有解除事由之日起，超过三十日不行使而消灭。自合同成立之日起超过二年的，保险人不得解除合同；"
                "发生保险事故的，保险人应当承担赔偿或者给付保险金的责任。\n"
                "投保人故意不履行如实告知义务的，保险人对于合同解除前发生的保险事故，不承担赔偿或者给付保险金的责任，并不退还保险费。")


def test_a_policy_bought_past_the_two_year_bar_is_quoted_the_bar() -> None:
    """stranger71 l10 (session 51, re-asked): the reply quoted the fourth paragraph (no cover for intentional non-disclosure)
    and concluded "保险人有权解除合同，不赔" for a policy bought three years before; past two years the insurer may not
    rescind and must pay. A policy a year old is still within the insurer's reach."""
    from core.pick import _words_of

    question = "我三年前买了一份重疾险，今年确诊了癌症，保险公司说我投保时没告诉他们我有高血压，要解除合同不赔，可以吗？"
    assert "自合同成立之日起超过二年的，保险人不得解除合同；发生保险事故的，保险人应当承担赔偿" in _words_of(INSURANCE_16, question, "zh")
    assert "超过二年" not in _words_of(INSURANCE_16, question.replace("三年前", "一年前"), "zh")


def test_a_wronged_user_asking_what_to_do_is_quoted_their_right_not_a_third_partys_duty() -> None:
    """stranger71 l9 (session 51, blind): "我在单位被领导性骚扰，跟单位反映了单位也不管，我能怎么办？" was quoted 民法典 第一千零一十条's
    second paragraph (the employer's duty, sharing 单位 with the question) and concluded with that duty; the first paragraph says what
    the user can do."""
    from core.pick import _words_of

    article = ("违背他人意愿，以言语、文字、图像、肢体行为等方式对他人实施性骚扰的，受害人有权依法请求行为人承担民事责任。\n"
               "机关、企业、学校等单位应当采取合理的预防、受理投诉、调查处置等措施，防止和制止利用职权、从属关系等实施性骚扰。")
    assert _words_of(article, "我在单位被领导性骚扰，跟单位反映了单位也不管，我能怎么办？", "zh").endswith("受害人有权依法请求行为人承担民事责任")


def _civil_code(number: int, label: str, text: str):
    from types import SimpleNamespace

    return SimpleNamespace(role="in_force", version=SimpleNamespace(law="中华人民共和国民法典", article=number, article_sub=0,
                                                                   article_label=label, text=text))


def test_a_childs_age_moves_the_choice_to_the_article_on_the_status_it_gives() -> None:
    """民法典 第一千一百九十九条 (the school presumed liable) is for 无民事行为能力人 — under eight (第二十条); a 12-year-old is a
    限制民事行为能力人 (第十九条), whose harm at school the school answers for only if it failed its duties (第一千二百条). Asked
    "我儿子12岁，在学校被同学打伤了，学校要承担责任吗" the reply chose 第一千一百九十九条 and said "学校应当承担侵权责任" (stranger72
    m10, session 51, blind); a five-year-old keeps it."""
    from core.pick import Picked, met_instead_of_denied

    presumed = _civil_code(1199, "第一千一百九十九条", "无民事行为能力人在幼儿园、学校或者其他教育机构学习、生活期间受到人身损害的，"
                                                     "幼儿园、学校或者其他教育机构应当承担侵权责任；但是，能够证明尽到教育、管理职责的，不承担侵权责任。")
    outsider = _civil_code(1201, "第一千二百零一条", "无民事行为能力人或者限制民事行为能力人在幼儿园、学校或者其他教育机构学习、生活期间，"
                                                    "受到幼儿园、学校或者其他教育机构以外的第三人人身损害的，由第三人承担侵权责任。")
    at_fault = _civil_code(1200, "第一千二百条", "限制民事行为能力人在学校或者其他教育机构学习、生活期间受到人身损害，学校或者其他教育机构"
                                                "未尽到教育、管理职责的，应当承担侵权责任。")
    offered = [presumed, outsider, at_fault]
    moved = met_instead_of_denied(Picked(offered, presumed, "1"), "我儿子12岁，在学校被同学打伤了，学校要承担责任吗？", "zh")
    assert moved.chosen is at_fault
    kept = met_instead_of_denied(Picked(offered, presumed, "1"), "我女儿5岁，在幼儿园被同学打伤了，幼儿园要承担责任吗？", "zh")
    assert kept.chosen is presumed


EXTENDED = ("劳动合同期满，有本法第四十二条规定情形之一的，劳动合同应当续延至相应的情形消失时终止。但是，本法第四十二条第二项规定"
            "丧失或者部分丧失劳动能力劳动者的劳动合同的终止，按照国家有关工伤保险的规定执行。")


def test_a_question_asking_for_a_remedy_is_answered_by_the_near_article_that_grants_it() -> None:
    """stranger85 a9 (session 54, blind): "劳动合同到期了公司不跟我续签，公司要给我经济补偿吗" was answered from 第四十五条 (ranked
    first, on contracts kept alive), which owes nothing; 第四十六条, second, sets the 经济补偿 asked about."""
    from core.pick import Picked, remedy_instead_of_neighbour

    extended, owed = _labour(45, "第四十五条", EXTENDED), _labour(46, "第四十六条", COMPENSATION)
    question = "劳动合同到期了公司不跟我续签，公司要给我经济补偿吗？"
    moved = remedy_instead_of_neighbour(Picked([extended, owed], extended, "1"), question, "zh")
    assert moved.chosen is owed and moved.number == 2 and moved.model_answer == "1"
    # a question that asks for no remedy, and one whose chosen article names it, keep the choice
    assert remedy_instead_of_neighbour(Picked([extended, owed], extended, "1"), "我怀孕了，劳动合同到期了，公司能终止合同吗？",
                                       "zh").chosen is extended
    assert remedy_instead_of_neighbour(Picked([owed, extended], owed, "1"), question, "zh").chosen is owed
    # an article that grants it far down the order does not displace the first
    far = [extended, _labour(44, "第四十四条", "有下列情形之一的，劳动合同终止：（一）劳动合同期满的；"),
           _labour(48, "第四十八条", "用人单位违反本法规定解除或者终止劳动合同，劳动者要求继续履行劳动合同的"), owed]
    assert remedy_instead_of_neighbour(Picked(far, extended, "1"), question, "zh").chosen is extended
