"""A name the reply gives a business the user never named (core/invented_names.py)."""

from __future__ import annotations

from core.invented_names import without_invented_names

#: stranger40 u4 (session 39, blind).
PHOTO = "我发现一家美容院把我的照片放在他们的广告里，没经过我同意，我能告他们吗？"


def test_a_name_the_user_never_gave_becomes_this_business() -> None:
    body = "案件事实对应到它的条件：\n- 萨斯美容院把你的照片放在他们的广告里\n\n结论：萨斯美容院侵犯了你的肖像权，你可以起诉萨斯美容院。"
    assert without_invented_names(body, PHOTO) == (
        "案件事实对应到它的条件：\n- 这家美容院把你的照片放在他们的广告里\n\n结论：这家美容院侵犯了你的肖像权，你可以起诉这家美容院。")


def test_a_name_the_user_gave_a_pointing_word_or_a_trade_stays() -> None:
    named = "我发现华美美容院把我的照片放在广告里"
    assert without_invented_names("结论：华美美容院侵犯了你的肖像权。", named) == "结论：华美美容院侵犯了你的肖像权。"
    assert without_invented_names("结论：该美容院和那家美容院都不能这样做。", PHOTO) == "结论：该美容院和那家美容院都不能这样做。"
    worker = "我在一家公司上班，受了工伤"
    assert without_invented_names("结论：可以要求保险公司和用人单位赔偿。", worker) == "结论：可以要求保险公司和用人单位赔偿。"
    assert without_invented_names("结论：宏达公司应当赔偿。", "宏达公司拖欠我工资") == "结论：宏达公司应当赔偿。", "nothing left unnamed"
