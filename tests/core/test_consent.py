"""A permission the clause gives only with someone's consent keeps that consent in the conclusion."""

from core.consent import with_consent

CLAUSE = "承租人经出租人同意，可以将租赁物转租给第三人。承租人转租的，承租人与出租人之间的租赁合同继续有效"
BODY = "依据《中华人民共和国民法典》第七百一十六条：“{}”\n\n案件事实对应到它的条件：\n- 房屋转租出去\n\n结论：{}\n\n依据（案件日期有效的版本）："


def test_a_sublet_permitted_only_with_the_landlords_consent_says_so() -> None:
    """side_by_side seed 3030, LeCoQA 1152: "结论：可以将房屋转租出去" dropped 第七百一十六条's consent."""
    body, party = with_consent(BODY.format(CLAUSE, "可以将房屋转租出去"), CLAUSE, "zh")
    assert party == "出租人" and "结论：经出租人同意，可以将房屋转租出去" in body
    assert body.endswith("依据（案件日期有效的版本）：")


def test_a_conclusion_that_refuses_or_names_the_consent_is_left_as_it_is() -> None:
    for conclusion in ("未经房东同意不能转租。", "经出租人同意后可以转租。"):
        body = BODY.format(CLAUSE, conclusion)
        assert with_consent(body, CLAUSE, "zh") == (body, "")
    body = BODY.format("出租人应当按照约定将租赁物交付承租人", "房东应当交房。")
    assert with_consent(body, "出租人应当按照约定将租赁物交付承租人", "zh") == (body, "")


OWNERS_RIGHT = "所有权人对自己的不动产或者动产，依法享有占有、使用、收益和处分的权利"
GIFT = "我想把我名下的房子赠送给我的孙子，需要经过我儿子同意吗？"


def test_a_consent_the_owners_right_never_requires_is_not_needed() -> None:
    """stranger66 g10 (session 49, blind): 民法典 第二百四十条 quoted, "你需要经过你儿子同意" concluded."""
    from core.consent import without_needless_consent

    body = BODY.format(OWNERS_RIGHT, "你需要经过你儿子同意。")
    told, who = without_needless_consent(body, OWNERS_RIGHT, OWNERS_RIGHT + "。", GIFT)
    assert who == "你儿子" and "结论：不需要。所引条文规定：“所有权人对自己的不动产或者动产" in told and "你需要经过" not in told
    # a conclusion already saying no, an article that does require consent, a question not asking: left alone
    no = BODY.format(OWNERS_RIGHT, "不需要经过你儿子同意。")
    assert without_needless_consent(no, OWNERS_RIGHT, OWNERS_RIGHT, GIFT) == (no, "")
    assert without_needless_consent(BODY.format(CLAUSE, "需要经过房东同意。"), CLAUSE, CLAUSE, "我能转租吗，需要房东同意吗？")[1] == ""
    assert without_needless_consent(body, OWNERS_RIGHT, OWNERS_RIGHT, "我能把房子送给孙子吗？") == (body, "")
