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
