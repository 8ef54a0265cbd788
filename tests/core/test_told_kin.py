"""A fact line names the relative the user said its words of."""

from __future__ import annotations

from core.stated_facts import mark_unstated
from core.told_kin import told_of, with_asker_as_told, with_custodian_as_told, with_heir_order, with_kin_as_told

WILL = "我父亲去世前立遗嘱把房子全给了我哥，我妈没有工作也没有收入，这个遗嘱有效吗？"


def test_the_user_said_the_words_of_their_mother_not_their_brother() -> None:
    """stranger49 d4 (session 43, blind): "你哥没有工作也没有收入" made the favoured son the heir the article protects."""
    assert told_of("没有工作也没有收入", WILL) == "妈"
    assert with_kin_as_told(["- 你哥没有工作也没有收入，符合条件"], WILL) == ["- 你妈没有工作也没有收入，符合条件"]


def test_lines_naming_the_right_relative_or_words_never_said_stay() -> None:
    assert with_kin_as_told(["- 你父亲立遗嘱把房子全给了你哥"], WILL) == ["- 你父亲立遗嘱把房子全给了你哥"]
    assert with_kin_as_told(["- 你妈妈没有工作也没有收入"], WILL) == ["- 你妈妈没有工作也没有收入"], "妈妈 is 妈"
    assert with_kin_as_told(["- 你哥已经结婚并且有房"], WILL) == ["- 你哥已经结婚并且有房"]


def test_the_reply_states_the_fact_of_the_relative_the_user_named() -> None:
    body = ("依据《中华人民共和国民法典》第一千一百四十一条：“遗嘱应当为缺乏劳动能力又没有生活来源的继承人保留必要的遗产份额”\n\n"
            "案件事实对应到它的条件：\n- 你父亲去世前立遗嘱把房子全给了你哥\n- 你哥没有工作也没有收入\n\n结论：……")
    mended, _ = mark_unstated(body, WILL, "zh")
    assert "- 你妈没有工作也没有收入" in mended and "你哥没有工作" not in mended


def test_the_heir_who_asks_is_not_made_her_own_sister() -> None:
    """stranger54 u3 (session 45, blind): "我是她妹妹" was concluded "由你妹妹继承"."""
    question = "我姐姐去世了，她没有孩子，我父母也早就不在了，她留下的房子谁来继承？我是她妹妹。"
    body = "依据……\n\n案件事实对应到它的条件：\n1. 你是她妹妹。\n\n结论：根据上述条件，你姐姐的遗产应当由你妹妹继承。"
    assert with_asker_as_told(body, question).endswith("结论：根据上述条件，你姐姐的遗产应当由你继承。")
    assert with_asker_as_told(body, question.replace("我是她妹妹。", "")) == body, "a user who never said whose sister she is"
    drafted = body.replace("由你妹妹继承", "由我妹妹继承")  # the draft in the user's voice, before its person is turned
    assert with_asker_as_told(drafted, question).endswith("应当由我继承。")


def test_a_relatives_act_pinned_on_the_user_names_the_relative() -> None:
    """stranger72 m7 (session 51, blind): "我爸去世前欠了别人10万块，他留下的房子由我继承了" was mapped "2. 你欠了别人10万块":
    the heir made the debtor. The line names the father again; what the user says of themselves stays theirs."""
    told = "我爸去世前欠了别人10万块，他留下的房子由我继承了，现在债主找我还钱，我要还吗？"
    assert with_kin_as_told(["1. 你继承了你爸的房子。", "2. 你欠了别人10万块。"], told) == ["1. 你继承了你爸的房子。", "2. 你爸欠了别人10万块。"]
    assert with_kin_as_told(["1. 我欠了别人10万块"], "我欠了别人10万块，我爸知道这件事") == ["1. 我欠了别人10万块"]


def test_the_parent_the_child_lives_with_is_the_one_who_raises_it() -> None:
    """stranger100 h3 (session 57, re-asked): "离婚后孩子跟妈妈生活，爸爸每个月应该付多少抚养费？" was concluded "孩子由爸爸直接抚养的，
    爸爸每个月应该付抚养费": the parent who pays made the one who raises the child."""
    question = "离婚后孩子跟妈妈生活，爸爸每个月应该付多少抚养费？"
    body = "依据……\n\n结论：离婚后，孩子由爸爸直接抚养的，爸爸每个月应该付抚养费，具体数额由双方协商或者法院判决。"
    assert with_custodian_as_told(body, question).endswith("结论：离婚后，孩子由妈妈直接抚养的，爸爸每个月应该付抚养费，具体数额由双方协商或者法院判决。")
    assert with_custodian_as_told(body.replace("由爸爸", "由母亲"), question) == body.replace("由爸爸", "由母亲")
    assert with_custodian_as_told(body, "女儿判给了我，前夫每个月该给多少抚养费？").endswith("孩子由你直接抚养的，爸爸每个月应该付抚养费，具体数额由双方协商或者法院判决。")
    # no parent named for the child, or two: left as it is
    assert with_custodian_as_told(body, "离婚后抚养费怎么算？") == body
    assert with_custodian_as_told(body, "孩子平时跟妈妈住，周末跟爸爸住，抚养费怎么算？") == body


def test_an_heirs_order_is_counted_from_the_one_who_died_not_from_the_user() -> None:
    """stranger101 i5 (session 57, blind): "我爸去世了……我奶奶还健在，她也能分房子吗" was mapped "你奶奶是第二顺序继承人": she is the
    user's grandparent but the deceased's mother, a first-order heir (民法典 第一千一百二十七条)."""
    told = "我爸去世了，留下一套房子，没有遗嘱，我奶奶还健在，她也能分房子吗？"
    assert with_heir_order(["1. 你奶奶健在，她能分房子。", "2. 你奶奶是第二顺序继承人。"], told) == \
        ["1. 你奶奶健在，她能分房子。", "2. 你奶奶是你爸的母亲，属于第一顺序继承人。"]
    assert with_heir_order(["2. 你叔叔是第一顺序继承人"], "我爸去世了，我叔叔也要分房子") == ["2. 你叔叔是你爸的兄弟，属于第二顺序继承人"]
    assert with_heir_order(["2. 你是第二顺序继承人"], "我妈去世了，我能分她的存款吗") == ["2. 你是你妈的子女，属于第一顺序继承人"]
    body = "依据……\n\n案件事实对应到它的条件：\n1. 你爸去世了。\n2. 你奶奶是第二顺序继承人。\n\n结论：奶奶可以分房子。"
    assert "你奶奶是你爸的母亲，属于第一顺序继承人" in mark_unstated(body, told, "zh")[0]
    # a right order, or no one named as the deceased, stays
    assert with_heir_order(["2. 你奶奶是第一顺序继承人"], told) == ["2. 你奶奶是第一顺序继承人"]
    assert with_heir_order(["2. 你奶奶是第二顺序继承人"], "我爷爷去世了，奶奶能分吗") == ["2. 你奶奶是第二顺序继承人"]
