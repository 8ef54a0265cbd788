"""A conclusion drawn from a list item the reply never quoted and the user never told is replaced by the clause."""

from __future__ import annotations

from core.evidence import Evidence
from core.other_item import without_other_item
from index.corpus import StatuteVersion

LAW = "中华人民共和国劳动合同法"
ARTICLE_40 = ("有下列情形之一的，用人单位提前三十日以书面形式通知劳动者本人或者额外支付劳动者一个月工资后，可以解除劳动合同：\n"
              "（一）劳动者患病或者非因工负伤，在规定的医疗期满后不能从事原工作，也不能从事由用人单位另行安排的工作的；\n"
              "（二）劳动者不能胜任工作，经过培训或者调整工作岗位，仍不能胜任工作的；\n"
              "（三）劳动合同订立时所依据的客观情况发生重大变化，致使劳动合同无法履行，经用人单位与劳动者协商，未能就变更劳动合同内容达成协议的。")
EVIDENCE = [Evidence(StatuteVersion(law=LAW, article=40, article_sub=0, article_label="第四十条", version="2007", valid_from="2008-01-01",
                                    valid_to=None, text=ARTICLE_40))]
CLAUSE = "有下列情形之一的，用人单位应当向劳动者支付经济补偿:……（三）用人单位依照本法第四十条规定解除劳动合同的"
QUESTION = "我在公司干了5年，公司要整体搬到外省，我不愿意去，公司说算我自动离职，不给补偿，对吗？"
BODY = (f"依据《{LAW}》第四十六条：“{CLAUSE}”；第四十条：“有下列情形之一的，用人单位提前三十日以书面形式通知劳动者本人或者额外支付劳动者一个月工资"
        "后，可以解除劳动合同:……（三）劳动合同订立时所依据的客观情况发生重大变化，致使劳动合同无法履行，经用人单位与劳动者协商，未能就变更劳动合同"
        "内容达成协议的”\n\n案件事实对应到它的条件：\n1. 公司整体搬到外省，你不同意去。\n\n"
        "结论：你不能胜任工作，经过培训或者调整工作岗位，仍不能胜任工作的，公司可以按照《中华人民共和国劳动合同法》第四十条的规定，提前三十日以书面"
        "形式通知你或者额外支付你一个月工资后，解除劳动合同。\n\n• 第四十六条")


def test_a_conclusion_on_an_item_no_one_told_is_replaced_by_the_clause() -> None:
    """stranger101 i3 (session 57, re-asked after a bridge): a company moving away, and the conclusion was drawn from 第四十条 (二),
    a worker unfit for the job, which the reply never quoted and the user never said."""
    said = without_other_item(BODY, EVIDENCE, QUESTION, CLAUSE)
    assert "你不能胜任工作" not in said.split("结论：")[1]
    assert "结论：依据该条规定：“有下列情形之一的，用人单位应当向劳动者支付经济补偿:……（三）用人单位依照本法第四十条规定解除劳动合同的”" in said
    assert "第四十条的另一项“劳动者不能胜任工作，经过培训或者调整工作岗位，仍不能胜任工作的”" in said  # the item it rested on is named
    assert said.endswith("\n\n• 第四十六条")


def test_a_conclusion_on_the_quoted_item_or_on_one_the_user_told_stays() -> None:
    quoted = BODY.replace("结论：你不能胜任工作，经过培训或者调整工作岗位，仍不能胜任工作的，",
                          "结论：劳动合同订立时所依据的客观情况发生重大变化，协商不成的，")
    assert without_other_item(quoted, EVIDENCE, QUESTION, CLAUSE) == quoted
    told = "公司说我不能胜任工作，也没培训，就要辞退我，合法吗？"
    assert without_other_item(BODY, EVIDENCE, told, CLAUSE) == BODY
