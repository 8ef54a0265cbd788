"""What the user may do about an act the quoted clause forbids the other side (core/forbidden_act.py)."""

from __future__ import annotations

from core.forbidden_act import forbids_the_other_side, with_remedy
from index.corpus import StatuteVersion

CODE = "中华人民共和国民法典"
#: The statutes' words (民法典 2020; 劳动合同法 2012修正).
FUMES = "不动产权利人不得违反国家规定弃置固体废物，排放大气污染物、水污染物、土壤污染物、噪声、光辐射、电磁辐射等有害物质。"
PRIVACY = "除法律另有规定或者权利人明确同意外，任何组织或者个人不得实施下列行为：……（三）拍摄、窥视、窃听、公开他人的私密活动"
SUBLET = "承租人未经出租人同意转租的，出租人可以解除合同。"
OVERTIME = "用人单位应当严格执行劳动定额标准，不得强迫或者变相强迫劳动者加班。"


def version(law: str, article: int, text: str) -> StatuteVersion:
    return StatuteVersion(law=law, article=article, article_sub=0, article_label=f"第{article}条", version="2020",
                          valid_from="2021-01-01", valid_to=None, text=text)


def reply(clause: str, conclusion: str) -> str:
    return f"依据《{CODE}》：“{clause}”\n\n案件事实对应到它的条件：\n1. 饭店的油烟排到你家窗户。\n\n结论：{conclusion}\n\n依据（案件日期有效的版本）：\n• …"


def test_fumes_the_neighbour_may_not_emit_may_be_required_to_stop() -> None:
    """stranger58 y8 (session 47, blind): "我能让他们停吗" under 第二百九十四条 was told "因此饭店不能停"."""
    question = "楼下新开了一家饭店，油烟直接排到我家窗户，我能让他们停吗？"
    body = with_remedy(reply(FUMES, "因为油烟直接排到你家窗户，违反了国家规定，因此饭店不能停。"), version(CODE, 294, FUMES), FUMES, question)
    conclusion = body.split("结论：")[1].split("\n")[0]
    assert conclusion.startswith("可以。") and "要求其停止侵害、排除妨碍" in conclusion
    assert "饭店不能停" not in body and body.startswith("依据《") and body.endswith("• …"), "only the conclusion changes"


def test_photos_anyone_may_not_publish_leave_the_user_a_remedy_without_a_yes() -> None:
    """stranger58 y5: "我能怎么办" under 第一千零三十三条; no yes or no was asked, so none is given."""
    question = "前男友把我的私密照片发到了网上，我能怎么办？"
    body = with_remedy(reply(PRIVACY, "自动核查……"), version(CODE, 1033, PRIVACY), PRIVACY, question)
    assert "结论：依照这一条，对方不得这样做。对方这样做了的，你可以要求其停止侵害" in body


def test_no_remedy_is_written_for_the_users_own_prohibition_another_field_or_a_question_asking_none() -> None:
    assert not forbids_the_other_side("承租人不得擅自转租。", "我是租客，能不能把房子转租给别人？")
    assert not forbids_the_other_side(SUBLET, "房东说我转租了要解除合同，我能让他停下吗？"), "no prohibition"
    overtime = reply(OVERTIME, "公司不得强迫你加班。")
    assert with_remedy(overtime, version("中华人民共和国劳动合同法", 31, OVERTIME), OVERTIME, "公司天天让我加班，我能怎么办？") == overtime, \
        "a worker's remedies are the labour laws' own"
    accused = reply(PRIVACY, "你不得公开她的照片。")
    assert with_remedy(accused, version(CODE, 1033, PRIVACY), PRIVACY, "我把前女友的照片发到了网上，她说要告我，我该怎么办？") == accused, \
        "the user is the one who did it"
    asked_none = reply(FUMES, "饭店不得排放油烟。")
    assert with_remedy(asked_none, version(CODE, 294, FUMES), FUMES, "楼下饭店排油烟合法吗？") == asked_none


def test_a_shop_that_searched_a_customer_may_be_sued() -> None:
    """stranger62 c10 (session 48, blind): "强行翻我的包还搜身，我能告他们吗" under 消费者权益保护法 第二十七条 was told "不可以"
    (the 经营者's 不得 read as the user's); its breach is answered by 第五十条's 停止侵害 and damages. The consumer law's other rules
    are not its person's."""
    law = "中华人民共和国消费者权益保护法"
    search = "经营者不得对消费者进行侮辱、诽谤，不得搜查消费者的身体及其携带的物品，不得侵犯消费者的人身自由。"
    question = "我在商场试衣服，店员怀疑我偷东西，强行翻我的包还搜身，我能告他们吗？"
    body = with_remedy(reply(search, "不可以。"), version(law, 27, search), search, question)
    conclusion = body.split("结论：")[1].split("\n")[0]
    assert conclusion.startswith("可以。") and "可以向人民法院起诉" in conclusion
    terms = "经营者不得以格式条款、通知、声明、店堂告示等方式，作出排除或者限制消费者权利……的规定。"
    kept = reply(terms, "这不合理。")
    assert with_remedy(kept, version(law, 26, terms), terms, "饭店禁止自带酒水，我能告他们吗？") == kept
    assert with_remedy(reply(search, "不可以。"), version(law, 27, search), search, "店员能告诉我为什么搜身吗？") == \
        reply(search, "不可以。"), "告诉 asks for no remedy"
