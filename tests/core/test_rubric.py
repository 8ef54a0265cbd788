"""Rubric checks that need no model: what sends a draft back for revision."""

from __future__ import annotations

from datetime import date

import pytest

from core.citations import check_mentions, find_mentions
from core.evidence import Evidence
from core.rate_over_cap import over_cap
from core.rubric import Draft, check_deterministic, load_rubric
from index.corpus import StatuteVersion

INSURANCE = "中华人民共和国社会保险法"
LABOUR = "中华人民共和国劳动合同法"
SI_58 = StatuteVersion(INSURANCE, 58, 0, "第五十八条", "2018修正", "2018-12-29", None,
                       "用人单位应当自用工之日起三十日内为其职工向社会保险经办机构申请办理社会保险登记。")
LC_82 = StatuteVersion(LABOUR, 82, 0, "第八十二条", "2012修正", "2013-07-01", None,
                       "用人单位自用工之日起超过一个月不满一年未与劳动者订立书面劳动合同的，应当向劳动者每月支付二倍的工资。")
QUESTION = "入职后公司不给交社保，我能要求补缴吗？"


def verdict(body: str, principal: list[str]):
    from datetime import date

    evidence = [Evidence(SI_58), Evidence(LC_82)]
    window = (date(2026, 12, 1), date(2026, 12, 1))
    checks = check_mentions(find_mentions(body), evidence, window, lambda law, article, sub=0: [
        v for v in (SI_58, LC_82) if v.article == article and (law is None or v.law == law)])
    draft = Draft(text=body, body=body, question=QUESTION, language="zh", case_date_text="2026-12-01", date_matters=False,
                  citations=checks, evidence=evidence, max_chars=3500, principal_laws=principal)
    [found] = [v for v in check_deterministic(load_rubric("consultation_lawyer"), draft) if v.item == "cites_governing_law"]
    return found


def test_a_reply_resting_only_on_a_law_other_than_the_fields_principal_goes_back_naming_it() -> None:
    """A 社保 question answered from 劳动合同法 alone while 社会保险法, its only field's law, is in the evidence."""
    wrong = verdict("根据《中华人民共和国劳动合同法》第八十二条，公司应当支付二倍工资。", [INSURANCE])
    assert wrong.passed is False and "《中华人民共和国社会保险法》第五十八条" in wrong.detail
    right = verdict("根据《中华人民共和国社会保险法》第五十八条，公司应当为你办理社会保险登记。", [INSURANCE])
    assert right.passed is True
    both = verdict("依据《中华人民共和国社会保险法》第五十八条和《中华人民共和国劳动合同法》第八十二条……", [INSURANCE])
    assert both.passed is True
    assert verdict("根据《中华人民共和国劳动合同法》第八十二条……", []).passed is True, "no field read: nothing to require"


# ----------------------------------------------------------------------------- the statement of law

LC_40 = StatuteVersion(LABOUR, 40, 0, "第四十条", "2012修正", "2013-07-01", None,
                       "有下列情形之一的，用人单位提前三十日以书面形式通知劳动者本人或者额外支付劳动者一个月工资后，可以解除劳动合同:\n"
                       "（一）劳动者患病或者非因工负伤，在规定的医疗期满后不能从事原工作，也不能从事由用人单位另行安排的工作的；\n"
                       "（二）劳动者不能胜任工作，经过培训或者调整工作岗位，仍不能胜任工作的；")
LC_42 = StatuteVersion(LABOUR, 42, 0, "第四十二条", "2012修正", "2013-07-01", None,
                       "劳动者有下列情形之一的，用人单位不得依照本法第四十条、第四十一条的规定解除劳动合同:\n"
                       "（三）患病或者非因工负伤，在规定的医疗期内的；\n（四）女职工在孕期、产期、哺乳期的；")
LOAN = "最高人民法院关于审理民间借贷案件适用法律若干问题的规定"
LOAN_22 = StatuteVersion(LOAN, 22, 0, "第二十二条", "2020修正", "2021-01-01", None,
                         "法人的法定代表人或者非法人组织的负责人以个人名义与出借人订立民间借贷合同，所借款项用于单位生产经营，"
                         "出借人请求单位与个人共同承担责任的，人民法院应予支持。")
LEASE = "中华人民共和国民法典"
CC_716 = StatuteVersion(LEASE, 716, 0, "第七百一十六条", "2020/民法典", "2021-01-01", None,
                        "承租人经出租人同意，可以将租赁物转租给第三人。承租人转租的，承租人与出租人之间的租赁合同继续有效；"
                        "第三人造成租赁物损失的，承租人应当赔偿损失。\n承租人未经出租人同意转租的，出租人可以解除合同。")
STATEMENT_ITEMS = ("conclusion_follows_clause", "amounts_from_the_case", "parties_as_the_article_says", "conclusion_has_a_basis")


def review(body: str, question: str, versions: list[StatuteVersion], language: str = "zh") -> dict[str, object]:
    """The three statement-of-law items on a real Draft: citations checked against the evidence."""
    evidence = [Evidence(v) for v in versions]
    window = (date(2026, 12, 1), date(2026, 12, 1))
    checks = check_mentions(find_mentions(body), evidence, window, lambda law, article, sub=0: [
        v for v in versions if v.article == article and (law is None or v.law == law)])
    draft = Draft(text=body, body=body, question=question, language=language, case_date_text="2026-12-01",
                  date_matters=False, citations=checks, evidence=evidence, max_chars=3500)
    return {v.item: v for v in check_deterministic(load_rubric("consultation_lawyer"), draft) if v.item in STATEMENT_ITEMS}


PREGNANT_Q = "我怀孕5个月了，公司说我不能胜任工作，要按第四十条提前三十日通知我解除劳动合同，这合法吗？"
PREGNANT_QUOTE = "《中华人民共和国劳动合同法》第四十二条：“劳动者有下列情形之一的，用人单位不得依照本法第四十条、第四十一条的规定解除劳动合同”"


def test_the_statement_of_law_is_checked_by_code_not_judged() -> None:
    items = {item.id: item for item in load_rubric("consultation_lawyer")}
    assert "no_advice_beyond_evidence" not in items
    assert all(items[name].kind == "deterministic" for name in STATEMENT_ITEMS)


def test_a_conclusion_against_the_cited_clause_fails_naming_both() -> None:
    """The issue's pregnant employee, told a 第四十条 dismissal is lawful."""
    wrong = review(f"依据{PREGNANT_QUOTE}。您怀孕5个月，正处于孕期。因此，公司依照第四十条解除您的劳动合同是合法的。", PREGNANT_Q, [LC_42, LC_40])
    assert wrong["conclusion_follows_clause"].passed is False
    assert "不得" in wrong["conclusion_follows_clause"].detail and "合法" in wrong["conclusion_follows_clause"].detail
    right = review(f"依据{PREGNANT_QUOTE}。您怀孕5个月，正处于孕期。因此，用人单位不得依照第四十条解除您的劳动合同。", PREGNANT_Q, [LC_42, LC_40])
    assert all(v.passed for v in right.values()), right


def test_the_company_sealed_iou_answered_no_fails() -> None:
    question = "公司老板以个人名义向我借了50万元，借条上盖了公司公章，钱用在了公司的生产经营上，我可以要求公司和老板一起还钱吗？"
    quote = f"《{LOAN}》第二十二条：“{LOAN_22.text.rstrip('。')}”"
    wrong = review(f"依据{quote}。款项用于公司生产经营。因此，您不可以要求公司承担还款责任。", question, [LOAN_22])
    assert wrong["conclusion_follows_clause"].passed is False
    right = review(f"依据{quote}。款项用于公司生产经营。因此，您可以请求公司与老板共同承担还款责任。", question, [LOAN_22])
    assert right["conclusion_follows_clause"].passed is True


def test_conditions_not_met_pass() -> None:
    body = f"依据{PREGNANT_QUOTE}。您已经生育满两年，不属于孕期、产期、哺乳期的情形，所以用人单位可以依照第四十条解除。"
    assert review(body, "我孩子两岁了，公司按第四十条解除合同……", [LC_42, LC_40])["conclusion_follows_clause"].passed is True


def test_an_amount_neither_asked_nor_in_the_article_fails() -> None:
    invented = review(f"依据{PREGNANT_QUOTE}。您怀孕5个月。因此，用人单位不得解除，并应赔偿您8万元。", PREGNANT_Q, [LC_42])
    assert invented["amounts_from_the_case"].passed is False and "8万元" in invented["amounts_from_the_case"].detail
    changed = review(f"依据{PREGNANT_QUOTE}。您怀孕7个月。因此，用人单位不得依照第四十条解除。", PREGNANT_Q, [LC_42, LC_40])
    assert changed["amounts_from_the_case"].passed is False
    written_otherwise = review(f"依据{PREGNANT_QUOTE}。您怀孕五个月，公司提前30日通知。因此，用人单位不得依照第四十条解除。",
                               PREGNANT_Q, [LC_42, LC_40])
    assert written_otherwise["amounts_from_the_case"].passed is True, "五个月 = 5个月, 30日 = 三十日"


def test_the_lpr_cap_is_checked_against_the_lpr_table_and_copies_no_other_article() -> None:
    """stranger62 c6 (session 48): code states the cap as four times the LPR of the table (3.00 % from 2025-05-20: 12 %); a
    cap no LPR gives still fails. Its words are not 第二十九条's ("……四倍的部分，人民法院不予支持"), in the evidence beside it: a
    first wording was withheld as copied from it."""
    cap = StatuteVersion(LOAN, 25, 0, "第二十五条", "2020修正", "2021-01-01", None,
                         "出借人请求借款人按照合同约定利率支付利息的，人民法院应予支持，但是双方约定的利率超过合同成立时一年期贷款市场报价利率"
                         "四倍的除外。")
    question = "朋友找我借了10万元，约定月利率3%，现在他说利息太高不给了，我最多能要多少利息？"
    quote = f"《{LOAN}》第二十五条：“出借人请求借款人按照合同约定利率支付利息的，人民法院应予支持”"
    said = f"依据{quote}。\n\n" + over_cap("依据……\n\n结论：最多能要36%的利息。", cap.text, question, (date(2026, 12, 7), date(2026, 12, 7))).split(
        "\n\n", 1)[1]
    assert "12%" in said
    penalties = StatuteVersion(LOAN, 29, 0, "第二十九条", "2020修正", "2021-01-01", None,
                               "出借人与借款人既约定了逾期利率，又约定了违约金或者其他费用，出借人可以选择主张逾期利息、违约金或者其他费用，"
                               "也可以一并主张，但是总计超过合同成立时一年期贷款市场报价利率四倍的部分，人民法院不予支持。")
    checked = review(said, question, [cap, penalties])
    assert checked["amounts_from_the_case"].passed is True and checked["conclusion_has_a_basis"].passed is True, checked
    assert review(said.replace("12%", "15%"), question, [cap])["amounts_from_the_case"].passed is False


def test_a_right_given_to_the_other_party_fails() -> None:
    question = "租客没经过我同意就把房子转租给别人了，我能解除合同吗？"
    quote = f"《{LEASE}》第七百一十六条：“承租人未经出租人同意转租的，出租人可以解除合同”"
    swapped = review(f"依据{quote}。租客未经您同意转租。因此，承租人可以解除合同。", question, [CC_716])
    assert swapped["parties_as_the_article_says"].passed is False
    assert "承租人" in swapped["parties_as_the_article_says"].detail and "出租人" in swapped["parties_as_the_article_says"].detail
    right = review(f"依据{quote}。租客未经您同意转租。因此，出租人可以解除合同。", question, [CC_716])
    assert right["parties_as_the_article_says"].passed is True
    labour = review(f"依据{PREGNANT_QUOTE}。您怀孕5个月。因此，劳动者不得依照第四十条解除劳动合同。", PREGNANT_Q, [LC_42, LC_40])
    assert labour["parties_as_the_article_says"].passed is False


def test_english_replies_are_checked_against_the_chinese_clause() -> None:
    question = "I am 5 months pregnant and my employer wants to dismiss me under Article 40 with 30 days notice. Is that lawful?"
    wrong = review(f"Under {PREGNANT_QUOTE}. You are 5 months pregnant. So the employer may terminate your contract under Article 40.",
                   question, [LC_42, LC_40], "en")
    assert wrong["conclusion_follows_clause"].passed is False
    right = review(f"Under {PREGNANT_QUOTE}. You are 5 months pregnant. So the employer may not terminate your contract under Article 40.",
                   question, [LC_42, LC_40], "en")
    assert all(v.passed for v in right.values()), right


def test_a_single_criterion_answered_without_its_number_is_judged() -> None:
    from core.rubric import parse_judgement

    assert parse_judgement("true", ["answers_every_question"]) == {"answers_every_question": True}
    assert parse_judgement("False.", ["answers_every_question"]) == {"answers_every_question": False}
    assert parse_judgement("looks fine to me", ["answers_every_question"]) is None
    assert parse_judgement("true", ["a", "b"]) is None, "with several criteria a bare verdict names none"


LC_47 = StatuteVersion(LABOUR, 47, 0, "第四十七条", "2012修正", "2013-07-01", None,
                       "经济补偿按劳动者在本单位工作的年限，每满一年支付一个月工资的标准向劳动者支付。六个月以上不满一年的，按一年计算；"
                       "不满六个月的，向劳动者支付半个月工资的经济补偿。")
LC_38 = StatuteVersion(LABOUR, 38, 0, "第三十八条", "2012修正", "2013-07-01", None,
                       "用人单位有下列情形之一的，劳动者可以解除劳动合同：（一）未按照劳动合同约定提供劳动保护或者劳动条件的；"
                       "（二）未及时足额支付劳动报酬的；")


def test_a_may_or_may_not_conclusion_from_an_article_that_says_no_such_thing_fails() -> None:
    """stranger18 q2 (session 31, blind): 第四十七条 only reckons the amount of 经济补偿; the reply concluded from it that
    the worker may not resign. From 第三十八条, which says the worker may, the same question passes."""
    question = "公司拖欠我两个月工资，我能不能直接辞职，还能要经济补偿吗？"
    quote47 = f"《{LABOUR}》第四十七条：“{LC_47.text}”"
    wrong = review(f"依据{quote47}\n\n结论：你不能直接辞职，但可以要经济补偿。", question, [LC_47, LC_38])
    assert wrong["conclusion_has_a_basis"].passed is False and "不能" in wrong["conclusion_has_a_basis"].detail
    quote38 = f"《{LABOUR}》第三十八条：“用人单位有下列情形之一的，劳动者可以解除劳动合同：（二）未及时足额支付劳动报酬的”"
    right = review(f"依据{quote38}\n\n结论：公司拖欠工资，你可以解除劳动合同。", question, [LC_38, LC_47])
    assert right["conclusion_has_a_basis"].passed is True
    stated = review(f"依据{quote47}\n\n结论：你工作满一年的，经济补偿为一个月工资。", question, [LC_47])
    assert stated["conclusion_has_a_basis"].passed is True  # what the article does say, said without may or must


MARRIAGE = "最高人民法院关于适用《中华人民共和国民法典》婚姻家庭编的解释（一）"
MI_26 = StatuteVersion(MARRIAGE, 26, 0, "第二十六条", "2020", "2021-01-01", None,
                       "夫妻一方个人财产在婚后产生的收益，除孳息和自然增值外，应认定为夫妻共同财产。")


def test_an_article_that_says_what_a_thing_is_is_a_basis_for_a_may_or_may_not_conclusion() -> None:
    """everyday d3 (session 31): 第二十六条 decides by saying what the rise in value is; "一般不能分" drawn from it is no
    conclusion without a basis (the check's first run withheld it)."""
    quote = f"《{MARRIAGE}》第二十六条：“{MI_26.text}”"
    said = review(f"依据{quote}\n\n结论：房子婚后涨价属于自然增值，离婚时你一般不能分。", "丈夫婚前全款买的房子，婚后涨价了，离婚时我能分吗？",
                  [MI_26])
    assert said["conclusion_has_a_basis"].passed is True


CC_1127 = StatuteVersion("中华人民共和国民法典", 1127, 0, "第一千一百二十七条", "2020", "2021-01-01", None,
                         "遗产按照下列顺序继承：（一）第一顺序：配偶、子女、父母；（二）第二顺序：兄弟姐妹、祖父母、外祖父母。"
                         "继承开始后，由第一顺序继承人继承，第二顺序继承人不继承；没有第一顺序继承人继承的，由第二顺序继承人继承。")


def test_an_article_that_says_who_takes_is_a_basis_too() -> None:
    """LeCoQA 1190 (side_by_side seed 3131, session 31): 第一千一百二十七条 says who inherits ("由第一顺序继承人继承") with no
    可以 or 应当; the check's second version withheld "独生子女可以继承全部遗产" drawn from it."""
    quote = f"《中华人民共和国民法典》第一千一百二十七条：“{CC_1127.text}”"
    said = review(f"依据{quote}\n\n结论：没有其他第一顺序继承人时，独生子女可以继承全部遗产。", "独生子女可以继承全部遗产吗？", [CC_1127])
    assert said["conclusion_has_a_basis"].passed is True


CC_1184 = StatuteVersion("中华人民共和国民法典", 1184, 0, "第一千一百八十四条", "2020", "2021-01-01", None,
                         "侵害他人财产的，财产损失按照损失发生时的市场价格或者其他合理方式计算。")


def test_an_article_that_reckons_the_loss_is_a_basis_for_how_much_is_owed() -> None:
    """stranger49 d9 (session 43, blind, re-asked): a railing worth a few thousand billed 2万; under 第一千一百八十四条 the reply
    "不能要求你赔2万" was withheld as resting on an article that says no one may or must do anything."""
    quote = f"《中华人民共和国民法典》第一千一百八十四条：“{CC_1184.text}”"
    said = review(f"依据{quote}\n\n结论：物业不能要求你赔2万，你只需按护栏损坏时的市场价格赔偿。",
                  "我开车撞坏了小区的护栏，物业要我赔2万，护栏其实就值几千块，我要赔2万吗？", [CC_1184])
    assert said["conclusion_has_a_basis"].passed is True


CC_1064 = StatuteVersion("中华人民共和国民法典", 1064, 0, "第一千零六十四条", "2020", "2021-01-01", None,
                         "夫妻双方共同签名或者夫妻一方事后追认等共同意思表示所负的债务，以及夫妻一方在婚姻关系存续期间以个人名义为"
                         "家庭日常生活需要所负的债务，属于夫妻共同债务。")
CC_1087 = StatuteVersion("中华人民共和国民法典", 1087, 0, "第一千零八十七条", "2020", "2021-01-01", None,
                         "离婚时，夫妻的共同财产由双方协议处理；协议不成的，由人民法院根据财产的具体情况，按照照顾子女、女方和无过错方"
                         "权益的原则判决。")


def test_a_conclusion_copied_from_another_article_than_the_one_cited_has_no_basis() -> None:
    """stranger19 q4 (session 32, blind): 第一千零六十四条 cited, 第一千零八十七条's words as the conclusion."""
    question = "我用婚前的存款在婚后买了股票，赚了10万元，离婚时这些股票和收益要分给对方吗？"
    quote = f"《中华人民共和国民法典》第一千零六十四条：“{CC_1064.text}”"
    copied = review(f"依据{quote}\n\n结论：离婚时，夫妻的共同财产由双方协议处理；协议不成的，由人民法院根据财产的具体情况判决。",
                    question, [CC_1064, CC_1087])
    assert copied["conclusion_has_a_basis"].passed is False and "第一千零八十七条" in copied["conclusion_has_a_basis"].detail
    both = review(f"依据{quote}和《中华人民共和国民法典》第一千零八十七条\n\n结论：离婚时，夫妻的共同财产由双方协议处理；协议不成的，"
                  "由人民法院根据财产的具体情况判决。", question, [CC_1064, CC_1087])
    assert both["conclusion_has_a_basis"].passed is True  # the article it copies is cited too
    own = review(f"依据{quote}\n\n结论：炒股的债务如果是为家庭日常生活需要所负的债务，属于夫妻共同债务。", question, [CC_1064, CC_1087])
    assert own["conclusion_has_a_basis"].passed is True


    cc_1245 = StatuteVersion("中华人民共和国民法典", 1245, 0, "第一千二百四十五条", "2020", "2021-01-01", None,
                             "饲养的动物造成他人损害的，动物饲养人或者管理人应当承担侵权责任；但是，能够证明损害是因被侵权人故意或者"
                             "重大过失造成的，可以不承担或者减轻责任。")
    cc_1247 = StatuteVersion("中华人民共和国民法典", 1247, 0, "第一千二百四十七条", "2020", "2021-01-01", None,
                             "禁止饲养的烈性犬等危险动物造成他人损害的，动物饲养人或者管理人应当承担侵权责任。")
    shared = review(f"依据《中华人民共和国民法典》第一千二百四十七条：“{cc_1247.text}”\n\n结论：禁止饲养的危险动物造成他人损害的，"
                    "动物饲养人或者管理人应当承担侵权责任。", "禁止饲养的危险动物造成他人损害怎么办？", [cc_1247, cc_1245])
    assert shared["conclusion_has_a_basis"].passed is True, "LeCoQA 356: the words end 第一千二百四十七条 too"


def test_a_short_sentence_of_another_article_as_the_conclusion_has_no_basis() -> None:
    """stranger40 u3 (session 40): a loan whose interest was never agreed, answered under 民间借贷规定 第二十八条 (overdue interest
    at the market rate) with 第六百七十四条's "借款人应当按照约定的期限支付利息": sixteen characters, no term agreed."""
    loans = "最高人民法院关于审理民间借贷案件适用法律若干问题的规定"
    rule_28 = StatuteVersion(loans, 28, 0, "第二十八条", "2020修正", "2021-01-01", None,
                             "未约定逾期利率或者约定不明的，人民法院可以区分不同情况处理：（一）既未约定借期内利率，也未约定逾期利率，出借人"
                             "主张借款人自逾期还款之日起参照当时一年期贷款市场报价利率标准计算的利息承担逾期还款违约责任的，人民法院应予支持；")
    cc_674 = StatuteVersion("中华人民共和国民法典", 674, 0, "第六百七十四条", "2020", "2021-01-01", None,
                            "借款人应当按照约定的期限支付利息。对支付利息的期限没有约定或者约定不明确，依据本法第五百一十条的规定仍不能"
                            "确定，借款期间不满一年的，应当在返还借款时一并支付；")
    quote = f"《{loans}》第二十八条：“{rule_28.text}”"
    question = "我借给同事5000块，当时没说利息，他说两个月就还，现在半年了还没还，我能要利息吗？"
    copied = review(f"依据{quote}\n\n结论：借款人应当按照约定的期限支付利息。", question, [rule_28, cc_674])
    assert copied["conclusion_has_a_basis"].passed is False and "第六百七十四条" in copied["conclusion_has_a_basis"].detail
    own = review(f"依据{quote}\n\n结论：可以，你可以主张他自逾期还款之日起按一年期贷款市场报价利率支付利息。", question, [rule_28, cc_674])
    assert own["conclusion_has_a_basis"].passed is True


CRIMINAL_262_2 = StatuteVersion("中华人民共和国刑法", 262, 2, "第二百六十二条之二", "2009修正", "2009-02-28", None,
                                "组织未成年人进行盗窃、诈骗、抢夺、敲诈勒索等违反治安管理活动的，处三年以下有期徒刑或者拘役，并处罚金；"
                                "情节严重的，处三年以上七年以下有期徒刑，并处罚金。")


def test_a_criminal_penalty_is_a_basis_for_whether_one_may_be_punished() -> None:
    """Side by side 1101 (session 35): "有人组织教唆未成年人到处偷东西，可以抓起来吗" was answered from 刑法 第二百六十二条之二
    and the conclusion withheld, the article said to say nothing anyone may or must do. A penalty decides it; an article
    with no penalty and no direction still withholds."""
    quote = f"《中华人民共和国刑法》第二百六十二条之二：“{CRIMINAL_262_2.text}”"
    said = review(f"依据{quote}\n\n结论：可以，组织者应当被追究刑事责任。", "有人组织教唆未成年人到处偷东西，可以抓起来吗？", [CRIMINAL_262_2])
    assert said["conclusion_has_a_basis"].passed is True
    quote47 = f"《{LABOUR}》第四十七条：“{LC_47.text}”"
    still = review(f"依据{quote47}\n\n结论：你不能直接辞职。", "公司拖欠工资，我能直接辞职吗？", [LC_47])
    assert still["conclusion_has_a_basis"].passed is False


CC_309 = StatuteVersion("中华人民共和国民法典", 309, 0, "第三百零九条", "2020", "2021-01-01", None,
                        "按份共有人对共有的不动产或者动产享有的份额，没有约定或者约定不明确的，按照出资额确定；不能确定出资额的，视为等额享有。")


def test_a_refusal_drawn_from_an_article_that_only_sets_shares_has_no_basis() -> None:
    """stranger39 t6 (session 39, blind): a car bought together while living together; 第三百零九条 gives each a share by what
    they paid, and "你出的钱不能要回来" was drawn from it. A share claimed from it stands."""
    question = "我和男朋友同居的时候一起出钱买了辆车，登记在他名下，现在分手了，我出的钱能要回来吗？"
    quote = f"《中华人民共和国民法典》第三百零九条：“{CC_309.text}”"
    wrong = review(f"依据{quote}\n\n结论：你出的钱不能要回来。", question, [CC_309])
    assert wrong["conclusion_has_a_basis"].passed is False and "不能" in wrong["conclusion_has_a_basis"].detail
    right = review(f"依据{quote}\n\n结论：你可以按出资额主张你的份额。", question, [CC_309])
    assert right["conclusion_has_a_basis"].passed is True


CC_733 = StatuteVersion("中华人民共和国民法典", 733, 0, "第七百三十三条", "2020", "2021-01-01", None,
                        "租赁期限届满，承租人应当返还租赁物。返还的租赁物应当符合按照约定或者根据租赁物的性质使用后的状态。")
LC_37 = StatuteVersion(LABOUR, 37, 0, "第三十七条", "2012修正", "2013-07-01", None,
                       "劳动者提前三十日以书面形式通知用人单位，可以解除劳动合同。劳动者在试用期内提前三日通知用人单位，可以解除劳动合同。")


def test_approving_the_other_sides_act_needs_an_article_that_gives_it_a_right() -> None:
    """stranger41 v5 (session 40, blind): a tenant whose whole deposit was kept over nail holes was told under 第七百三十三条,
    the tenant's duty to return the flat as normal use leaves it, "房东扣了全部押金是合理的"; a stored reply told workers under
    劳动合同法 第三十七条 (the worker's notice) that twelve-hour days were lawful. Neither article gives the actor any right."""
    quote = f"《中华人民共和国民法典》第七百三十三条：“{CC_733.text}”"
    question = "租房到期搬走，房东说墙上有钉子眼，扣了我全部押金，合理吗？"
    kept = review(f"依据{quote}\n\n结论：房东扣了全部押金是合理的。", question, [CC_733])
    assert kept["conclusion_has_a_basis"].passed is False and "出租人" in kept["conclusion_has_a_basis"].detail
    assert review(f"依据{quote}\n\n结论：房东扣全部押金不合理。", question, [CC_733])["conclusion_has_a_basis"].passed is True
    hours = review(f"依据《{LABOUR}》第三十七条：“{LC_37.text}”\n\n结论：公司让你们每天上班12个小时，这合法。",
                   "公司让我们每天上班12个小时，合法吗？", [LC_37])
    assert hours["conclusion_has_a_basis"].passed is False
    quit_ = review(f"依据《{LABOUR}》第三十七条：“{LC_37.text}”\n\n结论：你提前三十日书面通知公司辞职是合法的。",
                   "我想辞职，要提前多久说？", [LC_37])
    assert quit_["conclusion_has_a_basis"].passed is True  # the worker's own act, which the article permits


CPL_25 = StatuteVersion("中华人民共和国消费者权益保护法", 25, 0, "第二十五条", "2013修正", "2014-03-15", None,
                       "经营者采用网络、电视、电话、邮购等方式销售商品，消费者有权自收到商品之日起七日内退货，且无需说明理由。\n"
                       "消费者退货的商品应当完好。退回商品的运费由消费者承担；经营者和消费者另有约定的，按照约定。")


def test_a_demand_that_the_user_bear_a_cost_the_article_lays_on_them_has_a_basis() -> None:
    """stranger78 s7 (session 52, re-asked): "七天无理由退货，商家要我自己出退货运费，合理吗" answered "合理" under 消费者权益保护法
    第二十五条 ("退回商品的运费由消费者承担") was withheld as approving a seller the article gives no right."""
    quote = f"《中华人民共和国消费者权益保护法》第二十五条：“{CPL_25.text}”"
    question = "我网购了一件衣服，七天无理由退货，商家要我自己出退货运费，合理吗？"
    verdicts = review(f"依据{quote}\n\n结论：商家要自己出退货运费是合理的。", question, [CPL_25])  # the draft's words
    assert verdicts["conclusion_has_a_basis"].passed is True


def test_a_business_that_serves_the_user_is_named_as_the_conclusion_names_it() -> None:
    """stranger44 y4 (session 41): a courier's cap on a lost parcel approved under 民法典 第八百三十二条 was withheld as
    "没有规定用人单位可以这样做": "公司" is the statutes' 用人单位 only where it employs the user."""
    carrier = StatuteVersion("中华人民共和国民法典", 832, 0, "第八百三十二条", "2020", "2021-01-01", None,
                             "承运人对运输过程中货物的毁损、灭失承担赔偿责任。")
    capped = review(f"依据《中华人民共和国民法典》第八百三十二条：“{carrier.text}”\n\n结论：快递公司只赔运费的三倍是合理的。",
                    "我寄的快递丢了，快递公司说我没保价只能赔运费的三倍，合理吗？", [carrier])
    detail = capped["conclusion_has_a_basis"].detail
    assert capped["conclusion_has_a_basis"].passed is False and "快递公司" in detail and "用人单位" not in detail
    later = review(f"依据《中华人民共和国民法典》第八百三十二条：“{carrier.text}”\n\n结论：快递公司只能赔运费的三倍，这是合理的。",
                   "我寄的快递丢了，快递公司说我没保价只能赔运费的三倍，合理吗？", [carrier])
    assert "快递公司" in later["conclusion_has_a_basis"].detail, "the approval in a later clause of the same sentence (the after run)"


def test_a_duty_drawn_from_an_article_that_lays_none_has_no_basis() -> None:
    """stranger43 x9 (session 40, blind): a necklace given during a relationship; under 民法典 第六百五十八条 (the giver may
    revoke before the right passes) the reply said "你必须还金项链"."""
    cc_658 = StatuteVersion("中华人民共和国民法典", 658, 0, "第六百五十八条", "2020", "2021-01-01", None,
                            "赠与人在赠与财产的权利转移之前可以撤销赠与。经过公证的赠与合同或者依法不得撤销的具有救灾、扶贫、助残等公益、"
                            "道德义务性质的赠与合同，不适用前款规定。")
    quote = f"《中华人民共和国民法典》第六百五十八条：“{cc_658.text}”"
    question = "我和男朋友分手了，他要我把恋爱期间他送我的金项链还给他，我必须还吗？"
    must = review(f"依据{quote}\n\n结论：你必须还金项链。", question, [cc_658])
    assert must["conclusion_has_a_basis"].passed is False and "必须" in must["conclusion_has_a_basis"].detail
    told = review(f"依据{quote}\n\n结论：项链已经交付，他不能再撤销赠与。", question, [cc_658])
    assert told["conclusion_has_a_basis"].passed is True
    duty = review(f"依据《{LABOUR}》第三十八条：“{LC_38.text}”\n\n结论：公司应当补发工资。", "公司拖欠工资怎么办？", [LC_38])
    assert duty["conclusion_has_a_basis"].passed is False  # 第三十八条 gives the worker a right to quit; the pay is another article's


def test_a_duty_that_restates_the_step_a_right_waits_for_has_its_basis() -> None:
    """side by side 432 (LeCoQA train, session 56): "劳动者辞职，应当多少天提前告知用人单位" under 劳动合同法 第三十七条 ("劳动者提前
    三十日以书面形式通知用人单位，可以解除劳动合同") was withheld as a duty the article lays on no one; the notice is what the right to
    leave waits for. A duty the article's step does not name is still without basis."""
    lc_37 = StatuteVersion(LABOUR, 37, 0, "第三十七条", "2007", "2008-01-01", None,
                           "劳动者提前三十日以书面形式通知用人单位，可以解除劳动合同。劳动者在试用期内提前三日通知用人单位，可以解除劳动合同。")
    quote = f"《{LABOUR}》第三十七条：“{lc_37.text}”"
    question = "劳动者辞职，应当多少天提前告知用人单位"
    notice = review(f"依据{quote}\n\n结论：劳动者辞职应当提前三十日以书面形式通知用人单位。", question, [lc_37])
    assert notice["conclusion_has_a_basis"].passed is True
    paid = review(f"依据{quote}\n\n结论：公司应当支付你经济补偿。", question, [lc_37])
    assert paid["conclusion_has_a_basis"].passed is False


def test_an_article_on_how_a_form_is_done_lays_no_duty_to_use_it() -> None:
    """stranger71 l6 (session 51, blind): asked whether a handwritten will needs a notary, the reply quoted 民法典 第一千一百三十九条
    ("公证遗嘱由遗嘱人经公证机构办理": how a notarised will is made) and concluded "需要去公证"; the article obliges no one to
    notarise (第一千一百三十四条 makes a handwritten, signed and dated will valid), and re-asked with 第一千一百三十四条 chosen it said
    "但必须去公证". Who takes an estate ("由…继承") still decides."""
    cc_1139 = StatuteVersion("中华人民共和国民法典", 1139, 0, "第一千一百三十九条", "2020", "2021-01-01", None, "公证遗嘱由遗嘱人经公证机构办理。")
    question = "我想把我名下的房子留给女儿，自己手写一份遗嘱可以吗？一定要去公证吗？"
    notary = review(f"依据《中华人民共和国民法典》第一千一百三十九条：“{cc_1139.text}”\n\n结论：可以自己手写一份遗嘱，但需要去公证。",
                    question, [cc_1139])
    assert notary["conclusion_has_a_basis"].passed is False and "需要" in notary["conclusion_has_a_basis"].detail
    cc_1134 = StatuteVersion("中华人民共和国民法典", 1134, 0, "第一千一百三十四条", "2020", "2021-01-01", None,
                             "自书遗嘱由遗嘱人亲笔书写，签名，注明年、月、日。")
    handwritten = review(f"依据《中华人民共和国民法典》第一千一百三十四条：“{cc_1134.text}”\n\n结论：可以自己手写一份遗嘱，但必须去公证。",
                         question, [cc_1134])
    assert handwritten["conclusion_has_a_basis"].passed is False  # the re-asked reply: 第一千一百三十四条 obliges no notary either
    answered = review(f"依据《中华人民共和国民法典》第一千一百三十四条：“{cc_1134.text}”\n\n结论：不需要公证，按该条规定的形式立遗嘱即可。",
                      question, [cc_1134])
    assert answered["conclusion_has_a_basis"].passed is True  # the form's whole requisites ground what it does not need
    cc_1127 = StatuteVersion("中华人民共和国民法典", 1127, 0, "第一千一百二十七条", "2020", "2021-01-01", None,
                             "继承开始后，由第一顺序继承人继承，第二顺序继承人不继承。")
    heirs = review(f"依据《中华人民共和国民法典》第一千一百二十七条：“{cc_1127.text}”\n\n结论：你应当和你妈一起继承。", "我爸去世了，我能继承吗？",
                   [cc_1127])
    assert heirs["conclusion_has_a_basis"].passed is True


#: (case, article, the words quoted, question, a conclusion the article grounds, one it does not): what a rule grounds beyond
#: its own direction words, each found by a reply a user was given.
GROUNDS = [
    # stranger45 z8 (session 41, blind): a prohibition grounds undoing the wrong ("需要清理杂物"), not other duties
    ("undoing a wrong", StatuteVersion("中华人民共和国消防法", 28, 0, "第二十八条", "2021修正", "2021-04-29", None,
                                       "任何单位、个人不得损坏、挪用或者擅自拆除、停用消防设施、器材，不得占用、堵塞、封闭疏散通道、安全出口、消防车通道。"),
     "", "邻居在楼道里堆了很多杂物，把消防通道都堵了，我能怎么办？",
     "邻居的行为违反了这一规定，需要清理杂物、恢复消防通道畅通。", "邻居需要向你道歉。"),
    # stranger46 a4 (session 42, blind): the party a prohibition binds answers for breaking it; the worker does not
    ("the forbidden party's liability", StatuteVersion("女职工劳动保护特别规定", 5, 0, "第五条", "2012", "2012-04-28", None,
                                                       "用人单位不得因女职工怀孕、生育、哺乳降低其工资、予以辞退、与其解除劳动或者聘用合同。"),
     "", "我怀孕以后，公司把我调到了一个工资更低的岗位，这样合法吗？",
     "公司把你调到工资更低的岗位，违反了第五条，公司应当承担相应的责任。", "你应当承担相应的责任。"),
    # stranger46 a6 (session 42, blind): a rule reckoning damages grounds paying them, not other duties
    ("damages reckoned", StatuteVersion("最高人民法院关于审理商品房买卖合同纠纷案件适用法律若干问题的解释", 13, 0, "第十三条", "2020修正",
                                        "2021-01-01", None,
                                        "商品房买卖合同没有约定违约金数额或者损失赔偿额计算方法，违约金数额或者损失赔偿额可以参照以下标准确定：\n"
                                        "逾期付款的，按照未付购房款总额，参照中国人民银行规定的金融机构计收逾期贷款利息的标准计算。\n"
                                        "逾期交付使用房屋的，按照逾期交付使用房屋期间有关主管部门公布或者有资格的房地产评估机构评定的同地段同类房屋租金标准确定。"),
     "商品房买卖合同没有约定违约金数额或者损失赔偿额计算方法，违约金数额或者损失赔偿额可以参照以下标准确定：……逾期交付使用房屋的，按照逾期"
     "交付使用房屋期间有关主管部门公布或者有资格的房地产评估机构评定的同地段同类房屋租金标准确定",
     "我买的新房，合同约定去年年底交房，开发商拖了半年才交房，开发商要赔偿吗？", "开发商应当赔偿。", "开发商应当给你换一套房子。"),
    # stranger47 b3 (session 42, blind): a bare yes to whether what was done is allowed needs an article that lets someone act
    ("a bare yes", StatuteVersion(LABOUR, 27, 0, "第二十七条", "2007", "2008-01-01", None, "劳动合同部分无效，不影响其他部分效力的，其他部分仍然有效。"),
     "", "我17岁，暑假在奶茶店打工干了一个月，老板说未成年人签的合同无效，不给我工资，这样可以吗？", "合同的其他部分仍然有效。", "可以。"),
    ("a bare yes the article allows", StatuteVersion(LABOUR, 37, 0, "第三十七条", "2007", "2008-01-01", None,
                                                     "劳动者提前三十日以书面形式通知用人单位，可以解除劳动合同。"),
     "", "我提前一个月写了辞职信，这样可以吗？", "可以。", "你必须赔偿公司的损失。"),
    # stranger47 b4 (session 42, blind): a bare yes to backing out of a contract the other side may enforce
    ("backing out", StatuteVersion("中华人民共和国民法典", 580, 0, "第五百八十条", "2020", "2021-01-01", None,
                                   "当事人一方不履行非金钱债务或者履行非金钱债务不符合约定的，对方可以请求履行，但是有下列情形之一的除外：……"),
     "当事人一方不履行非金钱债务或者履行非金钱债务不符合约定的，对方可以请求履行",
     "我把房子卖了，合同签了，买家也付了首付，现在房价涨了，我想反悔不卖了，可以吗？", "不可以。", "可以。"),
]


@pytest.mark.parametrize("case, article, quoted, question, grounded, ungrounded", GROUNDS, ids=[case[0] for case in GROUNDS])
def test_what_an_article_grounds_beyond_its_direction_words(case: str, article: StatuteVersion, quoted: str, question: str,
                                                            grounded: str, ungrounded: str) -> None:
    quote = f"《{article.law}》{article.article_label}：“{quoted or article.text.rstrip('。')}”"
    assert review(f"依据{quote}\n\n结论：{grounded}", question, [article])["conclusion_has_a_basis"].passed is True
    verdict = review(f"依据{quote}\n\n结论：{ungrounded}", question, [article])["conclusion_has_a_basis"]
    assert verdict.passed is False and verdict.detail
