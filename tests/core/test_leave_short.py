"""Leave short of the days the quoted clause grants: code says so where the conclusion allowed it."""

from __future__ import annotations

from core.leave_short import with_leave_owed

MATERNITY = "女职工生育享受98天产假，其中产前可以休假15天"  # 女职工劳动保护特别规定 第七条, as the opening quotes it


def test_maternity_leave_cut_to_sixty_days_is_not_lawful() -> None:
    """stranger75 p2 (session 52, blind): "公司说产假只给60天，合法吗" was answered "合法" under 第七条."""
    body = f"依据《女职工劳动保护特别规定》第七条：“{MATERNITY}”\n\n结论：合法。依据该条规定：“{MATERNITY}”。\n\n依据（案件日期有效的版本）"
    owed = with_leave_owed(body, MATERNITY, "我在公司生孩子，公司说产假只给60天，合法吗？")
    assert "结论：不合法。依据该条，产假为98天；你所说的60天少于98天" in owed
    assert owed.endswith("\n\n依据（案件日期有效的版本）")


def test_leave_as_granted_or_a_conclusion_that_already_refuses_is_left_alone() -> None:
    allowed = f"结论：合法。依据该条规定：“{MATERNITY}”。"
    assert with_leave_owed(allowed, MATERNITY, "公司给了我98天产假，合法吗？") == allowed
    refused = "结论：不合法，公司少给了38天。"
    assert with_leave_owed(refused, MATERNITY, "公司说产假只给60天，合法吗？") == refused
    annual = "职工累计工作已满1年不满10年的，年休假5天"
    assert with_leave_owed(allowed, annual, "公司说产假只给60天，合法吗？") == allowed  # another leave
    assert "年休假为5天；你所说的3天" in with_leave_owed("结论：合法。", annual, "我工作三年了，公司说年假只有3天，合法吗？")
