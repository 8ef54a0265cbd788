"""Articles that name another article of their own law are found from its text."""

from __future__ import annotations

from index.corpus import StatuteVersion
from index.references import referred_labels, referring

LAW = "中华人民共和国劳动合同法"


def article(number: int, label: str, text: str) -> StatuteVersion:
    return StatuteVersion(law=LAW, article=number, article_sub=0, article_label=label, version="2012修正",
                          valid_from="2013-07-01", valid_to=None, text=text)


def test_every_label_of_a_run_after_ben_fa_is_read() -> None:
    text = "劳动者有下列情形之一的，用人单位不得依照本法第四十条、第四十一条的规定解除劳动合同：（四）女职工在孕期、产期、哺乳期的；"
    assert referred_labels(text) == {"第四十条", "第四十一条"}
    assert referred_labels("用人单位依照本法第三十六条规定向劳动者提出解除劳动合同") == {"第三十六条"}
    assert referred_labels("依照民法典第四十条的规定") == set(), "another law's article is not 本法's"


def test_an_article_is_ruled_on_by_the_articles_that_name_it() -> None:
    forty = article(40, "第四十条", "有下列情形之一的，用人单位…可以解除劳动合同：（二）劳动者不能胜任工作…")
    forty_two = article(42, "第四十二条", "劳动者有下列情形之一的，用人单位不得依照本法第四十条、第四十一条的规定解除劳动合同：")
    forty_six = article(46, "第四十六条", "有下列情形之一的，用人单位应当向劳动者支付经济补偿：（三）用人单位依照本法第四十条规定解除劳动合同的；")
    found = referring({v.key: [v] for v in (forty, forty_two, forty_six)})
    assert found[(LAW, 40, 0)] == [(LAW, 42, 0), (LAW, 46, 0)]
    assert (LAW, 42, 0) not in found
