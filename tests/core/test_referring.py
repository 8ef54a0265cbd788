"""The articles that rule on a leading passage join the evidence after it."""

from __future__ import annotations

from datetime import date

from core.evidence import Evidence
from core.referring import add_referring
from index.corpus import StatuteVersion
from index.references import referring

LAW = "中华人民共和国劳动合同法"
TEXTS = {
    40: "有下列情形之一的，用人单位提前三十日以书面形式通知劳动者本人或者额外支付劳动者一个月工资后，可以解除劳动合同：",
    36: "用人单位与劳动者协商一致，可以解除劳动合同。",
    42: "劳动者有下列情形之一的，用人单位不得依照本法第四十条、第四十一条的规定解除劳动合同：（四）女职工在孕期、产期、哺乳期的；",
    46: "有下列情形之一的，用人单位应当向劳动者支付经济补偿：（三）用人单位依照本法第四十条规定解除劳动合同的；",
    65: "劳务派遣单位依照本法第三十六条、第三十八条的规定，可以与劳动者解除劳动合同。",
    14: "连续订立二次固定期限劳动合同，且劳动者没有本法第三十九条和第四十条第一项、第二项规定的情形，续订劳动合同的；",
}
LABELS = {40: "第四十条", 36: "第三十六条", 42: "第四十二条", 46: "第四十六条", 65: "第六十五条", 14: "第十四条"}


class Library:
    """What add_referring reads of the retriever: versions by article and who names whom."""

    def __init__(self) -> None:
        self.versions = {(LAW, n, 0): [StatuteVersion(law=LAW, article=n, article_sub=0, article_label=LABELS[n], version="2012修正",
                                                      valid_from="2013-07-01", valid_to=None, text=text)]
                         for n, text in TEXTS.items()}
        self.graph = referring(self.versions)

    def versions_of(self, law, article, article_sub=0):
        return self.versions.get((law, article, article_sub), [])

    def referring(self, key):
        return self.graph.get(key, [])


def test_the_exception_to_the_leading_article_is_added_nearest_first() -> None:
    library = Library()
    evidence = [Evidence(library.versions[(LAW, 40, 0)][0]), Evidence(library.versions[(LAW, 36, 0)][0])]
    today = (date(2026, 12, 3), date(2026, 12, 3))
    added = add_referring(evidence, library, today)
    assert [item.version.article for item in evidence] == [40, 36, 42, 46]
    assert len(added) == 2 and all(item.found_by == "reference" for item in evidence[2:])


def test_nothing_is_added_outside_the_case_window() -> None:
    library = Library()
    evidence = [Evidence(library.versions[(LAW, 40, 0)][0])]
    assert add_referring(evidence, library, (date(2010, 1, 1), date(2010, 1, 1))) == []
    assert len(evidence) == 1
