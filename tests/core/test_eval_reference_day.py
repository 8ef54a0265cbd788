"""An evaluation item is scored on the day its reference speaks for: the version of its article it quotes."""

from __future__ import annotations

from datetime import date

from core.evals.reference_day import dated_by_reference, reference_day
from index.corpus import StatuteVersion

WOMEN = "中华人民共和国妇女权益保障法"
# 第四十五条 before and after the 2022 revision (the texts as the official database gives them)
OLD_45 = StatuteVersion(WOMEN, 45, 0, "第四十五条", "2018", "2018-10-26", "2022-12-31",
                        "女方在怀孕期间、分娩后一年内或者终止妊娠后六个月内，男方不得提出离婚。女方提出离婚的，"
                        "或者人民法院认为确有必要受理男方离婚请求的，不在此限。")
NEW_45 = StatuteVersion(WOMEN, 45, 0, "第四十五条", "2022", "2023-01-01", None,
                        "实行男女同工同酬。妇女在享受福利待遇方面享有与男子平等的权利。")
LABOUR_1 = StatuteVersion("中华人民共和国劳动法", 1, 0, "第一条", "2018", "2018-12-29", None,
                          "为了保护劳动者的合法权益，调整劳动关系，建立和维护适应社会主义市场经济的劳动制度，促进经济发展和社会进步，根据宪法，制定本法。")
GOLD = [(WOMEN, 45, 0)]
DAY = date(2024, 6, 1)


def versions_of(law: str, article: int, sub: int = 0) -> list[StatuteVersion]:
    return [v for v in (OLD_45, NEW_45, LABOUR_1) if (v.law, v.article, v.article_sub) == (law, article, sub)]


def test_a_reference_quoting_the_text_before_a_renumbering_speaks_for_that_text() -> None:
    # LawBench 3-2 dev 206's reference answer
    answer = "根据妇女权益保障法的第四十五条规定，女方在怀孕期间、分娩后一年内或者终止妊娠后六个月内，男方不得提出离婚。"
    assert reference_day(GOLD, answer, DAY, versions_of) == date(2022, 12, 31)


def test_a_reference_quoting_todays_text_keeps_the_day() -> None:
    answer = "根据妇女权益保障法第四十五条，实行男女同工同酬，妇女在享受福利待遇方面享有与男子平等的权利。"
    assert reference_day(GOLD, answer, DAY, versions_of) is None


def test_a_reference_that_quotes_neither_version_keeps_the_day() -> None:
    assert reference_day(GOLD, "根据妇女权益保障法第四十五条，你可以向法院起诉。", DAY, versions_of) is None


def test_an_article_with_one_version_keeps_the_day() -> None:
    assert reference_day([("中华人民共和国劳动法", 1, 0)], LABOUR_1.text, DAY, versions_of) is None


def test_rows_are_dated_unless_they_have_a_date_or_no_gold() -> None:
    quoting_2018 = "女方在怀孕期间、分娩后一年内或者终止妊娠后六个月内，男方不得提出离婚。"
    rows = [{"id": "a", "gold": GOLD, "answer": quoting_2018},
            {"id": "b", "gold": GOLD, "answer": quoting_2018, "date": "2019-03-01"},
            {"id": "c", "answer": quoting_2018},
            {"id": "d", "gold": GOLD, "answer": "无关", "quoted": quoting_2018}]
    assert [row.get("date") for row in dated_by_reference(rows, DAY, versions_of)] == [
        "2022-12-31", "2019-03-01", None, "2022-12-31"]
