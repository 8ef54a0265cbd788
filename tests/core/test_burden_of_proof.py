"""An outcome drawn from a rule of proof (core/burden_of_proof.py)."""

from __future__ import annotations

from core.burden_of_proof import proof_sentence, with_burden

#: 民间借贷规定 (2020修正) 第十六条 and 民法典 第一千二百四十五条, as the corpus holds them.
TRANSFER = ("原告仅依据金融机构的转账凭证提起民间借贷诉讼，被告抗辩转账系偿还双方之前借款或者其他债务的，被告应当对其主张提供证据证明。"
            "被告提供相应证据证明其主张后，原告仍应就借贷关系的成立承担举证责任。")
ANIMALS = ("饲养的动物造成他人损害的，动物饲养人或者管理人应当承担侵权责任；但是，能够证明损害是因被侵权人故意或者重大过失造成的，"
           "可以不承担或者减轻责任。")


def reply(article: str, conclusion: str) -> str:
    return f"依据……：“{article}”\n\n结论：{conclusion}\n\n依据（案件日期有效的版本）：\n• …"


def test_a_loan_on_a_bank_transfer_turns_on_proving_the_loan_not_on_a_verdict() -> None:
    """stranger59 z6 (session 47, blind): "他现在说这钱是我送他的，我能要回来吗" was told "原告不能要回10万块钱"."""
    body = with_burden(reply(TRANSFER, "根据上述条件，原告不能要回10万块钱。"), TRANSFER)
    conclusion = body.split("结论：")[1].split("\n")[0]
    assert "不能要回" not in conclusion and "借贷关系的成立" in conclusion
    assert "原告仍应就借贷关系的成立承担举证责任" in conclusion, "the rule's own words"


def test_a_conclusion_on_proof_or_an_article_of_no_such_rule_is_left_alone() -> None:
    on_proof = reply(TRANSFER, "你需要证明借贷关系成立，比如提供催还的聊天记录，才能要回来。")
    assert with_burden(on_proof, TRANSFER) == on_proof
    assert proof_sentence(ANIMALS) is None, "a defence the keeper may prove is no rule of who proves the claim"
    liable = reply(ANIMALS, "你不用赔。")
    assert with_burden(liable, ANIMALS) == liable
