"""A conclusion that answers, then copies an uncited evidence article: the copied clauses go, the answer stays."""

from __future__ import annotations

from core.borrowed_tail import without_borrowed_tail
from core.evidence import Evidence
from index.corpus import StatuteVersion

CIVIL = "中华人民共和国民法典"


def _version(article: int, text: str) -> StatuteVersion:
    return StatuteVersion(law=CIVIL, article=article, article_sub=0, article_label=f"第{article}条", version="2020/民法典",
                          valid_from="2021-01-01", valid_to=None, text=text)


PERSONAL = _version(1063, "下列财产为夫妻一方的个人财产：（一）一方的婚前财产；（二）一方因受到人身损害获得的赔偿或者补偿；")
HIDDEN = _version(1092, "夫妻一方隐藏、转移、变卖、毁损、挥霍夫妻共同财产，或者伪造夫妻共同债务企图侵占另一方财产的，在离婚分割夫妻共同财产"
                        "时，对该方可以少分或者不分。离婚后，另一方发现有上述行为的，可以向人民法院提起诉讼，请求再次分割夫妻共同财产。")
EVIDENCE = [Evidence(PERSONAL), Evidence(HIDDEN)]
OPENING = "依据《中华人民共和国民法典》第一千零六十三条：“下列财产为夫妻一方的个人财产：……（一）一方的婚前财产”\n\n"


def test_another_articles_clauses_after_the_answer_are_taken_out() -> None:
    """stranger89 e2 (session 55, re-asked): the answer on a premarital car went on in 第一千零九十二条's words, and the whole
    conclusion had been withheld for the copy."""
    body = (OPENING + "结论：离婚时，他婚前买的车属于夫妻一方的个人财产，离婚后，另一方发现有上述行为的，可以向人民法院提起诉讼，"
            "请求再次分割夫妻共同财产。")
    kept, removed = without_borrowed_tail(body, EVIDENCE)
    assert kept.endswith("结论：离婚时，他婚前买的车属于夫妻一方的个人财产。")
    assert removed[-1] == "请求再次分割夫妻共同财产。" and len(removed) == 4


def test_a_conclusion_copied_whole_or_in_the_cited_articles_words_is_left_to_the_review() -> None:
    whole = OPENING + "结论：离婚后，另一方发现有上述行为的，可以向人民法院提起诉讼，请求再次分割夫妻共同财产。"
    assert without_borrowed_tail(whole, EVIDENCE) == (whole, [])
    own = OPENING + "结论：这辆车是他的婚前财产，属于夫妻一方的个人财产，离婚时不分。"
    assert without_borrowed_tail(own, EVIDENCE) == (own, [])
    short = OPENING + "结论：这辆车是他的个人财产，可以少分或者不分。"  # a clause or two of the other's words: under the copy's length
    assert without_borrowed_tail(short, EVIDENCE) == (short, [])
