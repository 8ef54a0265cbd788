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
    (LABOUR, 50): "用人单位应当在解除或者终止劳动合同时出具解除或者终止劳动合同的证明，并在十五日内为劳动者办理档案和社会保险关系转移手续。\n"
                  "劳动者应当按照双方约定，办理工作交接。用人单位依照本法有关规定应当向劳动者支付经济补偿的，在办结工作交接时支付。\n"
                  "用人单位对已经解除或者终止的劳动合同的文本，至少保存二年备查。",
    (LABOUR, 87): "用人单位违反本法规定解除或者终止劳动合同的，应当依照本法第四十七条规定的经济补偿标准的二倍向劳动者支付赔偿金。",
    (LABOUR, 89): "用人单位违反本法规定未向劳动者出具解除或者终止劳动合同的书面证明，由劳动行政部门责令改正；给劳动者造成损害的，应当承担赔偿责任。",
    (LABOUR, 90): "劳动者违反本法规定解除劳动合同，或者违反劳动合同中约定的保密义务或者竞业限制，给用人单位造成损失的，应当承担赔偿责任。",
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


def test_the_employers_duty_to_issue_the_paper_is_not_the_employers_dismissal() -> None:
    """stranger58 y2 (session 47, blind): a worker who had quit asked what to do about a withheld 离职证明; 第八十九条 and
    第五十条 speak of the paper ("解除或者终止劳动合同的书面证明") and were put behind 第九十条 on the worker's liability, which the
    reply then applied to him. A dismissal by the employer (第八十七条) still goes last."""
    assert asked_act("公司一直不给我开离职证明") is None, "the paper names no act"
    evidence = [passage(LABOUR, 89), passage(LABOUR, 90), passage(LABOUR, 50), passage(LABOUR, 87)]
    evidence, moved = ordered_by_act(evidence, "我从公司离职了，公司一直不给我开离职证明，导致我新工作没法入职，我该怎么办？")
    assert [item.version.article for item in evidence] == [89, 90, 50, 87]
    assert len(moved) == 1


def test_only_the_lines_where_the_asked_party_acts_name_articles() -> None:
    text = TEXTS[(LABOUR, 21)]
    assert labels_for_act(text, Act("解除", "用人单位")) == ["第三十九条", "第四十条"]
    assert labels_for_act(text, Act("解除", "劳动者")) == []
