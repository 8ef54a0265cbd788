"""The articles that rule on a leading passage join the evidence after it."""

from __future__ import annotations

from datetime import date

from core.evidence import Evidence
from core.referring import with_referring
from index.corpus import StatuteVersion
from index.references import referring

LAW = "中华人民共和国劳动合同法"
TEXTS = {
    40: "有下列情形之一的，用人单位提前三十日以书面形式通知劳动者本人或者额外支付劳动者一个月工资后，可以解除劳动合同：",
    36: "用人单位与劳动者协商一致，可以解除劳动合同。",
    42: "劳动者有下列情形之一的，用人单位不得依照本法第四十条、第四十一条的规定解除劳动合同：（四）女职工在孕期、产期、哺乳期的；",
    46: "有下列情形之一的，用人单位应当向劳动者支付经济补偿：\n（一）劳动者依照本法第三十八条规定解除劳动合同的；\n"
        "（三）用人单位依照本法第四十条规定解除劳动合同的；",
    38: "用人单位有下列情形之一的，劳动者可以解除劳动合同：\n（二）未及时足额支付劳动报酬的；",
    65: "劳务派遣单位依照本法第三十六条、第三十八条的规定，可以与劳动者解除劳动合同。",
    14: "连续订立二次固定期限劳动合同，且劳动者没有本法第三十九条和第四十条第一项、第二项规定的情形，续订劳动合同的；",
}
LABELS = {40: "第四十条", 36: "第三十六条", 38: "第三十八条", 42: "第四十二条", 46: "第四十六条", 65: "第六十五条", 14: "第十四条"}


class Library:
    """What with_referring reads of the retriever: versions by article and who names whom."""

    def __init__(self) -> None:
        self.versions = {(LAW, n, 0): [StatuteVersion(law=LAW, article=n, article_sub=0, article_label=LABELS[n], version="2012修正",
                                                      valid_from="2013-07-01", valid_to=None, text=text)]
                         for n, text in TEXTS.items()}
        self.graph = referring(self.versions)

    def versions_of(self, law, article, article_sub=0):
        return self.versions.get((law, article, article_sub), [])

    def referring(self, key):
        return self.graph.get(key, [])


def test_the_exception_to_the_leading_article_is_added_right_after_it_nearest_first() -> None:
    library = Library()
    evidence = [Evidence(library.versions[(LAW, 40, 0)][0]), Evidence(library.versions[(LAW, 36, 0)][0])]
    today = (date(2026, 12, 3), date(2026, 12, 3))
    evidence, added = with_referring(evidence, library, today, "公司说我不能胜任工作要辞退我，合法吗？")
    assert [item.version.article for item in evidence] == [40, 42, 46, 36]
    assert len(added) == 2 and [item.found_by for item in evidence] == ["retrieval", "reference", "reference", "retrieval"]


def test_a_ban_on_the_leading_articles_act_in_a_case_the_user_names_goes_before_it() -> None:
    """stranger41 v3 (session 40, blind): "我怀孕三个月，公司说我业绩不好把我辞退了" was answered from 第四十条 (可以解除) ahead of
    第四十二条, whose "（四）女职工在孕期" the user's 怀孕 names; the conclusion was withheld as against its clause."""
    library = Library()
    evidence = [Evidence(library.versions[(LAW, 40, 0)][0]), Evidence(library.versions[(LAW, 36, 0)][0])]
    evidence, _ = with_referring(evidence, library, TODAY, "我怀孕三个月，公司说我业绩不好把我辞退了，这合法吗？")
    assert [item.version.article for item in evidence] == [42, 40, 46, 36]


def test_nothing_is_added_outside_the_case_window() -> None:
    library = Library()
    evidence = [Evidence(library.versions[(LAW, 40, 0)][0])]
    evidence, added = with_referring(evidence, library, (date(2010, 1, 1), date(2010, 1, 1)), "公司辞退我合法吗")
    assert added == []
    assert len(evidence) == 1


TODAY = (date(2026, 12, 3), date(2026, 12, 3))


def test_the_article_a_leading_passage_names_for_the_askers_act_comes_first() -> None:
    """A worker who quits over unpaid wages: 第四十六条 pays compensation when the worker ends the
    contract under 第三十八条, which the reply needs beside it."""
    library = Library()
    evidence = [Evidence(library.versions[(LAW, 46, 0)][0])]
    evidence, _ = with_referring(evidence, library, TODAY, "公司拖欠我两个月工资，我可以直接辞职并要求经济补偿吗？")
    assert [item.version.article for item in evidence][:2] == [46, 38]


def test_what_the_other_side_does_names_nothing() -> None:
    """Dismissed by the employer, the worker's own-notice item (第三十八条) is not the case: 第四十条 is."""
    library = Library()
    evidence = [Evidence(library.versions[(LAW, 46, 0)][0])]
    evidence, _ = with_referring(evidence, library, TODAY, "公司以我不能胜任工作为由把我辞退了，能要经济补偿吗？")
    assert [item.version.article for item in evidence][:2] == [46, 40]


def test_the_article_giving_the_asked_thing_for_the_leading_articles_case_goes_before_it() -> None:
    """stranger43 x2 (session 40, blind): "公司一直没给我交社保，我现在辞职，能要求经济补偿吗？" was answered from 第三十八条 alone
    (he may quit); 第四十六条, whose (一) names 第三十八条 and which gives the 经济补偿, was third."""
    library = Library()
    evidence = [Evidence(library.versions[(LAW, n, 0)][0]) for n in (38, 65, 46)]
    evidence, _ = with_referring(evidence, library, TODAY, "公司一直没给我交社保，我现在辞职，能要求经济补偿吗？")
    assert [item.version.article for item in evidence][:2] == [46, 38]
    evidence = [Evidence(library.versions[(LAW, n, 0)][0]) for n in (38, 65, 46)]
    evidence, _ = with_referring(evidence, library, TODAY, "公司一直没给我交社保，我能辞职吗？")
    assert [item.version.article for item in evidence][0] == 38, "nothing asked for: the leading article stays"
