"""A conclusion resting on what only the other side said is told to hold only if that account is true."""

from __future__ import annotations

from core.say_so import adopted_account, with_account_noted

LEAK = "楼上漏水把我家天花板泡坏了，楼上邻居说是物业的管道问题不归他管，我该找谁赔？"


def test_a_conclusion_taking_the_neighbours_account_for_the_fact_is_told_it_is_his_account() -> None:
    """stranger43 x4 (session 40, blind): "你该找物业赔偿" under 民法典 第一千一百六十五条; 物业 came only from the neighbour."""
    body, added = with_account_noted("依据……\n\n结论：你该找物业赔偿。", LEAK)
    assert added and "注意：“是物业的管道问题不归他管”只是楼上邻居的说法" in body and body.index("注意") < body.index("结论")
    assert adopted_account("结论：楼上邻居应当赔偿你的损失。", LEAK) is None  # nothing of the account in it


def test_an_account_the_question_asks_about_or_the_conclusion_reports_is_not_adopted() -> None:
    assert adopted_account("结论：不可以。商家说“特价不退”，但依据该条规定……", "网购衣服七天内想退，商家说特价不退，合法吗？") is None
    told = "结论：厂家说过了保修期不管，你有权要求赔偿。"
    assert adopted_account(told, "电暖器起火把家里烧了，厂家说过了保修期不管，我能要求赔偿吗？") is None
    assert adopted_account("结论：借款人应当在两个月内还款。", "他说两个月就还，现在半年了还没还，我能要利息吗？") is None


def test_what_the_other_side_did_not_say_is_no_account() -> None:
    """stranger96 f9 (session 56, blind): "卖家之前没说，我能要求卖家赔吗" was read as the seller saying "我能要求卖家赔吗", and the
    reply told the buyer it was only the seller's word."""
    question = "我刚买的二手房，入住后发现房子漏水很严重，卖家之前没说，我能要求卖家赔吗"
    body = "依据……\n\n结论：你有权要求卖家赔偿。"
    assert with_account_noted(body, question) == (body, False)
    spoke_later = "楼上邻居一开始没说，后来楼上邻居说是物业的管道问题不归他管，我该找谁赔？"
    assert adopted_account("结论：你该找物业赔偿。", spoke_later) == ("楼上邻居", "是物业的管道问题不归他管")


def test_the_yi_of_keyi_is_no_ground_given() -> None:
    """side by side 1358 (session 56): "燃气经营者是否可以根据实际情况停业歇业" was told "根据实际情况停业歇业" was only the operator's
    account: the 以 of 可以 had been read as a ground ("以……为由"). A ground given is still one."""
    body = "依据……\n\n结论：燃气经营者可以根据实际情况停业歇业。"
    assert with_account_noted(body, "燃气经营者是否可以根据实际情况停业歇业，还需要批准吗") == (body, False)
    assert adopted_account("结论：公司可以因为你旷工开除你。", "公司以我旷工为由开除我，我该怎么办") == ("公司", "我旷工")
