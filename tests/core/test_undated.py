"""An undated question gets the date question only when its articles changed in the lookback period."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from core.dialogue_state import DialogueState
from core.undated import applies_to_pending_cases, changed_in_play, changes_within, lookback_period, lookback_window, never_held
from index.catalogue import ArticleCatalogue
from index.corpus import StatuteVersion, load_corpus
from tests.conftest import CORPUS
from tests.core.test_agent import make_agent, scripted


def version(valid_from: str, valid_to: str | None) -> StatuteVersion:
    return StatuteVersion(law="某法", article=1, article_sub=0, article_label="第一条", version="v",
                          valid_from=valid_from, valid_to=valid_to, text="…")


def test_an_article_unchanged_in_the_window_is_the_same_on_every_day() -> None:
    start, end = lookback_window(date(2026, 11, 29), 3)
    assert (start, end) == (date(2023, 11, 29), date(2026, 11, 29))
    assert not changes_within([version("2011-05-01", None)], start, end)
    assert changes_within([version("1997-10-01", "2024-02-29"), version("2024-03-01", None)], start, end)
    assert changes_within([version("2025-01-01", None)], start, end), "it came into force inside the window"
    assert changes_within([version("2018-01-01", "2025-06-30")], start, end), "it went out of force inside the window"


async def test_an_undated_question_on_unchanged_law_is_answered_under_todays_law(retriever) -> None:
    model = scripted("依据《中华人民共和国刑法》第七十四条，对于累犯和犯罪集团的首要分子，不适用缓刑。")
    outcome = await make_agent(retriever, model).turn(DialogueState(), "累犯可以适用缓刑吗？")
    assert not outcome.asked_for_date
    assert outcome.state.case_date.source == "current law" and outcome.state.pending is None
    assert "未给出日期：所涉条文近3年未修改，按现行法律回答" in outcome.text
    assert outcome.trajectory.undated["answer_now"] is True
    assert any(key.startswith("中华人民共和国刑法|74|") for key in outcome.trajectory.undated["in_play"])


async def test_an_undated_question_on_law_revised_lately_asks_for_the_date(retriever) -> None:
    # 公司法 was revised with effect from 2024-07-01, inside the three years before 2026-11-29.
    model = scripted("unused")
    outcome = await make_agent(retriever, model).turn(DialogueState(), "有限责任公司的股东认缴出资，最长要在几年内缴足？")
    assert outcome.asked_for_date and model.calls == []
    assert outcome.trajectory.undated["answer_now"] is False
    assert any(key.startswith("中华人民共和国公司法|") for key in outcome.trajectory.undated["changed"])


async def test_a_question_whose_law_the_library_never_held_is_told_so_without_the_date_question(retriever) -> None:
    """stranger59 z10 (session 47, blind): "我作为丈夫有陪产假吗" got the date question, and only after "现行法律" the reply
    that 人口与计划生育法 is not held; no date would have changed that."""
    model = scripted("unused")
    outcome = await make_agent(retriever, model).turn(DialogueState(), "我老婆生孩子，我作为丈夫有陪产假吗？公司说没有。")
    assert not outcome.asked_for_date and model.calls == []
    assert "人口与计划生育法" in outcome.text and outcome.trajectory.undated["answer_now"] is True
    assert never_held(["中华人民共和国人口与计划生育法"], {"中华人民共和国合同法": [0, 1]})
    assert not never_held(["中华人民共和国合同法"], {"中华人民共和国合同法": [0, 1]}), "held at another date: the date decides"


async def test_with_no_lookback_every_undated_question_asks(retriever) -> None:
    outcome = await make_agent(retriever, scripted("unused"), undated_lookback_years=0).turn(DialogueState(), "累犯可以适用缓刑吗？")
    assert outcome.asked_for_date and outcome.trajectory.undated == {}


def test_a_state_of_things_lasting_until_now_narrows_the_period_to_how_long_it_lasted() -> None:
    today = date(2026, 12, 6)
    assert lookback_period(today, 3, "前夫已经半年没给孩子抚养费了，我能起诉他吗？").start == "2026-06-06"
    assert lookback_period(today, 3, "公司已经两个月没发工资了").start == "2026-10-04"
    assert lookback_period(today, 3, "他已经十年没给过赡养费").start == "2023-12-06"  # never wider than the lookback
    assert lookback_period(today, 3, "前夫不给孩子抚养费，我能起诉他吗？").start == "2023-12-06"



def test_a_change_in_the_procedure_of_a_suit_brought_now_is_no_reason_to_ask_the_date() -> None:
    """stranger38 s9 (session 38, blind): "前夫已经半年没给孩子抚养费了，我能起诉他吗？" got the date question because
    民事诉讼法 第二百一十七条 (in play beside 民法典 第一千零八十五条) changed in 2024; a suit brought now follows today's
    procedure, whatever the facts' date. A substantive law's change still counts."""
    revised = [version("2017-07-01", "2023-12-31"), replace(version("2024-01-01", None), text="修改后的条文")]
    in_play = [replace(revised[1], law="中华人民共和国民事诉讼法"), replace(version("2021-01-01", None), law="中华人民共和国民法典"),
               replace(revised[1], law="中华人民共和国公司法")]
    versions_of = lambda law, article, sub: [version("2021-01-01", None)] if law.endswith("民法典") else revised  # noqa: E731
    start, end = lookback_window(date(2026, 12, 6), 3)
    assert [v.law for v in changed_in_play(in_play, versions_of, start, end)] == ["中华人民共和国公司法"]


def test_a_penal_laws_change_is_no_reason_to_ask_the_date_of_a_question_about_paying() -> None:
    """stranger71 l1 (session 51, blind): "我儿子今年19岁，在外面跟人打架把人打伤了，对方要我这个当爸的赔医药费，我需要赔吗？" was
    asked for its date because 治安管理处罚法 第十七条 (in play beside 民法典 第一千一百七十九条) was revised for 2026; who pays
    rests on the civil law. Asked whether he will be detained as well, the penalty's date matters again."""
    revised = [version("2013-01-01", "2025-12-31"), replace(version("2026-01-01", None), text="修改后的条文")]
    in_play = [replace(revised[1], law="中华人民共和国治安管理处罚法"), replace(version("2021-01-01", None), law="中华人民共和国民法典")]
    versions_of = lambda law, article, sub: [version("2021-01-01", None)] if law.endswith("民法典") else revised  # noqa: E731
    start, end = lookback_window(date(2026, 12, 7), 3)
    paying = "我儿子今年19岁，在外面跟人打架把人打伤了，对方要我这个当爸的赔医药费，我需要赔吗？"
    assert changed_in_play(in_play, versions_of, start, end, paying) == []
    detained = "我儿子在外面跟人打架把人打伤了，他会被拘留吗？要赔医药费吗？"
    assert [v.law for v in changed_in_play(in_play, versions_of, start, end, detained)] == ["中华人民共和国治安管理处罚法"]
    # a question about no offence at all (stranger78 s3, session 52, blind: a watermelon bad inside, "出了门概不负责"); one naming
    # an offence may ask what follows for it
    shop = "我在超市买的西瓜，回家切开发现里面坏了，超市说出了门概不负责，合法吗？"
    assert changed_in_play(in_play, versions_of, start, end, shop) == []
    fight = "我儿子在外面跟人打架了，会怎么样？"
    assert [v.law for v in changed_in_play(in_play, versions_of, start, end, fight)] == ["中华人民共和国治安管理处罚法"]


def test_an_article_of_sanctions_alone_changing_is_no_reason_to_ask_the_date_of_a_civil_question() -> None:
    """stranger91 b6 (session 55, blind): a parcel shown signed for but never received was asked for its date because 快递暂行条例
    第五十四条, fines on couriers, was revised in 2025; a question about the fine still asks."""
    fines = "经营快递业务的企业有下列行为之一的，由邮政管理部门责令改正，没收违法所得，并处1万元以上5万元以下的罚款"
    revised = [replace(version("2019-05-01", "2025-05-31"), text=fines + "。"), replace(version("2025-06-01", None), text=fines)]
    in_play = [replace(revised[1], law="快递暂行条例")]
    versions_of = lambda law, article, sub: revised  # noqa: E731
    start, end = lookback_window(date(2026, 12, 7), 3)
    parcel = "我网购的东西，快递显示已经签收了，但我根本没收到，商家说不关他的事，对吗"
    assert changed_in_play(in_play, versions_of, start, end, parcel) == []
    assert changed_in_play(in_play, versions_of, start, end, "快递公司乱放快递，会被罚款吗") == in_play


def test_a_step_not_yet_taken_is_asked_of_todays_law() -> None:
    """stranger42 w4 (session 40, blind): "我和老公要离婚……法院会判给谁？" was asked for its date: a 2025 interpretation changed
    inside the three years, but a divorce not yet sought is decided under the law of now."""
    today = date(2026, 12, 6)
    pending = lookback_period(today, 3, "我和老公要离婚，孩子两岁，一直是我带，他说要争孩子的抚养权，法院会判给谁？")
    assert (pending.start, pending.end) == ("2026-12-06", "2026-12-06")
    assert lookback_period(today, 3, "我们离婚时孩子判给了他，现在他不让我见孩子怎么办？").start == "2023-12-06"


def test_what_is_owed_each_month_from_now_is_asked_of_todays_law() -> None:
    """stranger100 h3 (session 57, blind): "离婚后孩子跟妈妈生活，爸爸每个月应该付多少抚养费？" was asked for its date because 婚姻家庭编
    解释（二） came into force in 2025: a sum owed each month from now is owed under the law of now. A sum owed for past months is not."""
    today = date(2026, 12, 8)
    now = lookback_period(today, 3, "离婚后孩子跟妈妈生活，爸爸每个月应该付多少抚养费？")
    assert (now.start, now.end) == ("2026-12-08", "2026-12-08")
    assert lookback_period(today, 3, "以后每月要给孩子多少抚养费才合理？").start == "2026-12-08"
    assert lookback_period(today, 3, "前夫之前每个月少给了抚养费，我能要回来吗？").start == "2023-12-08"
    assert lookback_period(today, 3, "我每个月工资3000，公司扣了我多少社保算合法？").start == "2023-12-08"


def test_a_rule_only_renumbered_inside_the_window_is_the_same_on_every_day() -> None:
    """stranger44 y4 (session 41, blind): "我寄的快递丢了……没保价，只能赔运费的三倍，合理吗？" got the date question: 快递暂行条例's
    2025 revision (from 2025-06-01) inserted a 第三条, so the lost-parcel rule moved from 第二十七条 to 第二十八条 word for word,
    and 第二十七条 now holds the rule on undeliverable parcels, moved word for word from 第二十六条."""
    lost, undeliverable = "快件延误、丢失……对未保价的快件，依照民事法律的有关规定确定赔偿责任。", "快件无法投递的……退回寄件人。"

    def worded(article: int, valid_from: str, valid_to: str | None, text: str) -> StatuteVersion:
        return StatuteVersion(law="快递暂行条例", article=article, article_sub=0, article_label=f"第{article}条", version="v",
                              valid_from=valid_from, valid_to=valid_to, text=text)

    held = [worded(26, "2019-03-02", "2025-05-31", undeliverable), worded(27, "2019-03-02", "2025-05-31", lost),
            worded(27, "2025-06-01", None, undeliverable), worded(28, "2025-06-01", None, lost)]
    versions_of = lambda law, article, sub: [v for v in held if v.article == article]  # noqa: E731
    start, end = lookback_window(date(2026, 12, 6), 3)
    assert changed_in_play([held[1], held[3]], versions_of, start, end) == [], "the lost-parcel rule, found under either number"
    assert changed_in_play([held[0]], versions_of, start, end) == [], "its words go on as 第二十七条"
    gone = worded(25, "2019-03-02", "2025-05-31", "快递末端网点应当……（2025年删去）")
    reworded = held[:3] + [worded(28, "2025-06-01", None, lost.replace("民事法律", "本条例")), gone]
    versions_of = lambda law, article, sub: [v for v in reworded if v.article == article]  # noqa: E731
    assert changed_in_play([held[1]], versions_of, start, end) == [held[1]], "its words changed"
    assert changed_in_play([gone], versions_of, start, end) == [gone], "gone in 2025"


def test_an_interpretation_that_governs_every_case_still_in_court_is_no_reason_to_ask_the_date() -> None:
    """stranger93 d10 (session 55, blind): scalded by a waiter's soup, "饭店要赔吗", got the date question because
    侵权责任编的解释（一） came into force in 2024-09; its own last article applies it to every case not yet decided, so
    a suit brought now follows it whatever the date of the facts. One whose words tie it to facts after its day, or that
    says nothing, still counts."""
    held = {"最高人民法院关于适用《中华人民共和国民法典》侵权责任编的解释（一）": True,
            "最高人民法院关于审理人身损害赔偿案件适用法律若干问题的解释": False,  # 施行后发生的侵权行为……适用本解释
            "最高人民法院关于行政诉讼证据若干问题的规定": False,  # 尚未审结的……案件不适用本规定
            "最高人民法院关于适用《中华人民共和国民法典》婚姻家庭编的解释（二）": False}  # 本解释自2025年2月1日起施行。
    catalogue = ArticleCatalogue.from_records(r for r in load_corpus([CORPUS]) if r.law in held)
    assert set(catalogue.laws()) == set(held)
    assert {law: applies_to_pending_cases(law, catalogue, date(2026, 12, 7)) for law in held} == held
    assert applies_to_pending_cases("最高人民法院关于审理人身损害赔偿案件适用法律若干问题的解释", catalogue, date(2022, 4, 30)), "its 2004 words"
