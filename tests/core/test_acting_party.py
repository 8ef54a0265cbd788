"""Whose act a question is about, and evidence that gives the act only to the other side goes last."""

from __future__ import annotations

from core.acting_party import Act, asked_act, labels_for_act, ordered_by_act
from core.evidence import Evidence
from index.corpus import StatuteVersion

LABOUR = "中华人民共和国劳动合同法"
#: The statutes' own words (劳动合同法 2012修正, 劳动法 2018修正, 民法典).
TEXTS = {
    (LABOUR, 37): "劳动者提前三十日以书面形式通知用人单位，可以解除劳动合同。劳动者在试用期内提前三日通知用人单位，可以解除劳动合同。",
    ("中华人民共和国劳动法", 32): "有下列情形之一的，劳动者可以随时通知用人单位解除劳动合同：\n（一）在试用期内的；",
    ("中华人民共和国民法典", 563): "有下列情形之一的，当事人可以解除合同：\n（一）因不可抗力致使不能实现合同目的；",
    (LABOUR, 21): "在试用期中，除劳动者有本法第三十九条和第四十条第一项、第二项规定的情形外，用人单位不得解除劳动合同。"
                  "用人单位在试用期解除劳动合同的，应当向劳动者说明理由。",
    (LABOUR, 39): "劳动者有下列情形之一的，用人单位可以解除劳动合同：\n（一）在试用期间被证明不符合录用条件的；",
    (LABOUR, 19): "劳动合同期限三个月以上不满一年的，试用期不得超过一个月。",
}


def passage(law: str, article: int) -> Evidence:
    return Evidence(StatuteVersion(law=law, article=article, article_sub=0, article_label=f"第{article}条", version="v",
                                   valid_from="2013-07-01", valid_to=None, text=TEXTS[(law, article)]))


def test_the_doer_of_the_act_is_read_from_everyday_words_and_from_the_statutes_verb() -> None:
    assert asked_act("我还在试用期，老板突然把我开除了，这样合法吗？") == Act("解除", "用人单位")
    assert asked_act("单位三个月没发工资，我想离职，能拿补偿吗？") == Act("解除", "劳动者")
    assert asked_act("公司说合同到期前随时可以解除合同，是真的吗？") == Act("解除", "用人单位")
    assert asked_act("租的房子漏水，我想提前退租，押金能要回来吗？") == Act("解除", "承租人")


def test_no_act_or_both_sides_acting_names_no_doer() -> None:
    assert asked_act("试用期最长可以约定多久？") is None
    assert asked_act("我先提了辞职，公司又说要把我辞退，按哪个算？") is None


def test_a_dismissal_puts_the_articles_on_the_workers_own_notice_last() -> None:
    """What the worker may do decides nothing about whether the employer may dismiss him."""
    evidence = [passage(LABOUR, 37), passage("中华人民共和国劳动法", 32), passage("中华人民共和国民法典", 563),
                passage(LABOUR, 21), passage(LABOUR, 39)]
    evidence, moved = ordered_by_act(evidence, "我还在试用期，老板突然把我开除了，说试用期想辞就辞，这样合法吗？")
    assert [(item.version.law[7:], item.version.article) for item in evidence] == [
        ("民法典", 563), ("劳动合同法", 21), ("劳动合同法", 39), ("劳动合同法", 37), ("劳动法", 32)]
    assert len(moved) == 2


def test_a_question_without_a_doer_keeps_the_order() -> None:
    evidence = [passage(LABOUR, 37), passage(LABOUR, 21), passage(LABOUR, 19)]
    evidence, moved = ordered_by_act(evidence, "试用期最长可以约定多久？")
    assert moved == []
    assert [item.version.article for item in evidence] == [37, 21, 19]


def test_only_the_lines_where_the_asked_party_acts_name_articles() -> None:
    text = TEXTS[(LABOUR, 21)]
    assert labels_for_act(text, Act("解除", "用人单位")) == ["第三十九条", "第四十条"]
    assert labels_for_act(text, Act("解除", "劳动者")) == []
