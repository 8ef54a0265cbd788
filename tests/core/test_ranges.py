"""The bracket of an article that holds the question's quantity is the one quoted (core/ranges.py).

The brackets are 劳动合同法 第十九条's own words; which one governs each contract was read from the
statute (以上 includes its bound, 不满 does not), not from the code.
"""

from __future__ import annotations

import pytest

from core.ranges import range_fit, stated_quantities
from core.reasoning import decisive_clause, with_raised_exception

PROBATION = ("劳动合同期限三个月以上不满一年的，试用期不得超过一个月；劳动合同期限一年以上不满三年的，试用期不得超过二个月；"
             "三年以上固定期限和无固定期限的劳动合同，试用期不得超过六个月。")


@pytest.mark.parametrize(("question", "bracket"), [
    ("公司跟我签了一年的劳动合同，试用期定了六个月，这合法吗？", "劳动合同期限一年以上不满三年的"),  # a year is not 不满一年
    ("劳动合同签了两年，试用期三个月，合法吗？", "劳动合同期限一年以上不满三年的"),
    ("签了五年的劳动合同，试用期六个月，可以吗？", "三年以上固定期限"),
    ("签了半年的劳动合同，试用期两个月可以吗？", "劳动合同期限三个月以上不满一年的"),
])
def test_the_bracket_quoted_is_the_one_that_holds_the_contracts_term(question: str, bracket: str) -> None:
    assert decisive_clause(PROBATION, question, question).startswith(bracket)


@pytest.mark.parametrize(("question", "quoted"), [
    ("公司跟我签了一年的劳动合同，试用期却约定了六个月，这样合法吗？", "劳动合同期限一年以上不满三年的，试用期不得超过二个月；"),
    ("签了五年的劳动合同，试用期六个月，可以吗？", "三年以上固定期限和无固定期限的劳动合同，试用期不得超过六个月。"),
    ("试用期最长能约定多久？", PROBATION),  # no term stated: every bracket is the answer
])
def test_the_quotation_leaves_out_the_brackets_the_contracts_term_falls_outside(question: str, quoted: str) -> None:
    """The paragraph is short enough to be quoted whole, and was: the 1.5B model then read a one-year
    contract as "三年以上固定期限" (stranger37 q1)."""
    assert with_raised_exception(PROBATION, decisive_clause(PROBATION, question, question), question) == quoted


def test_a_quantity_of_another_thing_is_not_weighed_against_the_range() -> None:
    # "试用期六个月" lies in the first bracket's 3-12 months, but that bracket measures the contract, not the probation
    assert range_fit("劳动合同期限三个月以上不满一年的，试用期不得超过一个月", "试用期定了六个月") == 0
    assert range_fit("劳动合同期限三个月以上不满一年的，试用期不得超过一个月", "签了一年的劳动合同") == -1


def test_a_year_of_a_date_is_no_quantity() -> None:
    assert [value for _, value, _ in stated_quantities("朋友2021年3月找我借了5万块钱，约定一年后还")] == [365.0]


CUSTODY = ("离婚后，父母对于子女仍有抚养、教育、保护的权利和义务。\n离婚后，不满两周岁的子女，以由母亲直接抚养为原则。"
           "已满两周岁的子女，父母双方对抚养问题协议不成的，由人民法院根据双方的具体情况，按照最有利于未成年子女的原则判决。"
           "子女已满八周岁的，应当尊重其真实意愿。")
MINORS = ("已满十六周岁的人犯罪，应当负刑事责任。\n已满十四周岁不满十六周岁的人，犯故意杀人、故意伤害致人重伤或者死亡、强奸、抢劫、"
          "贩卖毒品、放火、爆炸、投放危险物质罪的，应当负刑事责任。")


@pytest.mark.parametrize(("article", "question", "sentence"), [
    (CUSTODY, "我和老公要离婚，孩子刚两岁，一直是我带的，孩子能判给我吗？", "已满两周岁的子女"),  # 已满 includes two
    (CUSTODY, "离婚时孩子才一岁，归谁？", "离婚后，不满两周岁的子女"),
    (MINORS, "我儿子15岁，和同学打架把人打成重伤，要坐牢吗？", "已满十四周岁不满十六周岁的人"),
    (MINORS, "我17岁，打架把人打伤了，要负刑事责任吗？", "已满十六周岁的人犯罪"),
])
def test_an_age_chooses_its_bracket_whatever_the_words_around_it(article: str, question: str, sentence: str) -> None:
    """"孩子刚两岁" shares no word with "已满两周岁的子女"; an age is a person's, so it is weighed all the same,
    and the bracket is quoted though it states no 可以/应当 ("……由人民法院……判决")."""
    assert decisive_clause(article, question, question).startswith(sentence)


#: 保险法 第十六条 第三款, the policy's two-year bar, as the statute has it.
TWO_YEAR_BAR = ("前款规定的合同解除权，自保险人知道有解除事由之日起，超过三十日不行使而消灭。自合同成立之日起超过二年的，保险人不得解除合同；"
                "发生保险事故的，保险人应当承担赔偿或者给付保险金的责任。")


def test_time_since_an_event_is_weighed_against_a_range_counted_from_one() -> None:
    """stranger71 l10 (session 51, blind): "我三年前买了一份重疾险……保险公司说我投保时没告诉他们我有高血压，要解除合同不赔" — the
    purchase three years ago is the contract formed three years ago, past 保险法 第十六条's two years (超过: the bound itself is
    outside), though the two clauses share no word; "不得超过六个月" caps a result and sets no range."""
    bar = "自合同成立之日起超过二年的，保险人不得解除合同；"
    assert range_fit(bar, "我三年前买了一份重疾险，今年确诊了癌症") == 1
    assert range_fit(bar, "我一年前买了一份重疾险，今年确诊了癌症") == -1
    assert range_fit(bar, "我两年前买了一份重疾险") == -1  # not more than two years
    assert range_fit(bar, "我买了一份重疾险，保额三十万") == 0  # no time since anything
    assert range_fit("三年以上固定期限和无固定期限的劳动合同，试用期不得超过六个月。", "试用期六个月") == 0


ARTICLE_14 = ("无固定期限劳动合同，是指用人单位与劳动者约定无确定终止时间的劳动合同。\n用人单位与劳动者协商一致，可以订立无固定期限劳动合同。"
              "有下列情形之一，劳动者提出或者同意续订、订立劳动合同的，除劳动者提出订立固定期限劳动合同外，应当订立无固定期限劳动合同:\n"
              "（一）劳动者在该用人单位连续工作满十年的；\n（二）用人单位初次实行劳动合同制度或者国有企业改制重新订立劳动合同时，劳动者在该用人单位"
              "连续工作满十年且距法定退休年龄不足十年的；\n（三）连续订立二次固定期限劳动合同，且劳动者没有本法第三十九条和第四十条第一项、第二项"
              "规定的情形，续订劳动合同的。\n用人单位自用工之日起满一年不与劳动者订立书面劳动合同的，视为用人单位与劳动者已订立无固定期限劳动合同。")


def test_years_worked_choose_the_item_on_years_worked_not_a_range_sharing_only_the_word_employer() -> None:
    """stranger86 b3 (session 54, blind): twelve years at the employer is 第十四条 (一) "连续工作满十年"; the last paragraph's
    "自用工之日起满一年" shares only 单位 and 合同 with the question, and had been quoted, and "你不能要求" concluded."""
    question = "我在单位连续工作了十二年，合同到期公司只肯再签一年，我能要求签无固定期限合同吗？"
    assert decisive_clause(ARTICLE_14, question, question, question).rstrip("；").endswith("（一）劳动者在该用人单位连续工作满十年的")
    assert range_fit("用人单位自用工之日起满一年不与劳动者订立书面劳动合同的，视为……", question) == 0
