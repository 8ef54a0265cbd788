"""A list item needing something undone, and the user saying it was done (core/stated_done.py)."""

from core.reasoning import decisive_clause
from core.stated_done import stated_done

BRIDE_PRICE = ("当事人请求返还按照习俗给付的彩礼的，如果查明属于以下情形，人民法院应当予以支持：\n（一）双方未办理结婚登记手续；\n"
               "（二）双方办理结婚登记手续但确未共同生活；\n（三）婚前给付并导致给付人生活困难。\n"
               "适用前款第二项、第三项的规定，应当以双方离婚为条件。")
MARRIED = "我们结婚登记两年了，一直住在一起，现在要离婚，男方要我家退还彩礼，法院会支持吗？"


def test_registration_told_as_done_is_not_the_item_needing_it_undone() -> None:
    """stranger50 q4 (blind, session 44): the wife's "结婚登记两年了" had item (一) quoted, and the court said to order the return."""
    lead = "当事人请求返还按照习俗给付的彩礼的，如果查明属于以下情形，人民法院应当予以支持：……"
    assert stated_done(lead + "（一）双方未办理结婚登记手续", MARRIED) == "结婚登记"
    assert stated_done(lead + "（二）双方办理结婚登记手续但确未共同生活", MARRIED) == "住在一起"
    assert stated_done(lead + "（三）婚前给付并导致给付人生活困难", MARRIED) == ""
    chosen = decisive_clause(BRIDE_PRICE, MARRIED, MARRIED, MARRIED)
    assert "（一）" not in chosen and "（二）" not in chosen, "without the fix item (一) was quoted"


def test_a_thing_told_as_not_done_leaves_the_item_standing() -> None:
    """"还没领证" / "没办结婚登记" is the item's case, not against it; a sentence that is no list item is never read so."""
    lead = "当事人请求返还按照习俗给付的彩礼的，如果查明属于以下情形，人民法院应当予以支持：……"
    assert stated_done(lead + "（一）双方未办理结婚登记手续", "订婚给了彩礼，我们没办结婚登记，现在分手了，能要回来吗") == ""
    assert decisive_clause(BRIDE_PRICE, *["订婚给了彩礼，我们没办结婚登记就分手了"] * 3) \
        .rstrip("；").endswith("（一）双方未办理结婚登记手续")
    assert stated_done("借款人未按照约定的期限返还借款的，贷款人可以要求返还借款", "他已经按照约定的期限返还借款了") == ""
