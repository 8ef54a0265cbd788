"""English answers kept free of Chinese prose while they are generated (core/english_decoding.py).

A tiny vocabulary stands in for the model's: what is asserted is which tokens stay choosable."""

from __future__ import annotations

import numpy as np

from core.english_decoding import MAX_TITLES, QUOTATION_LETTERS, EnglishProse, Vocabulary, position

TOKENS = ["Under", " the", "《", "中华人民共和国民法典", "》", "第一千零八十七条", "，", "“", "离婚时", "”",
          " divorce", "。", "规定", "条", "(", ")", "\xe7", "<|im_end|>", " the court may divide property", "（", "）", "、"]


class FakeLlama:
    """Token ids are positions in TOKENS; the last one is a lone lead byte of a Chinese letter."""

    def n_vocab(self) -> int:
        return len(TOKENS)

    def detokenize(self, ids: list[int]) -> bytes:
        return b"".join(b"\xe7" if TOKENS[i] == "\xe7" else TOKENS[i].encode("utf-8") for i in ids)


LLAMA = FakeLlama()
END = TOKENS.index("<|im_end|>")
VOCABULARY = Vocabulary.of(LLAMA, ending=[END])


def scores_after(written: list[str]) -> np.ndarray:
    """The processed scores after `written` (a two-token prompt comes first; every score was 0)."""
    processor = EnglishProse(LLAMA, 2, VOCABULARY)
    ids = np.array([0, 1, *(TOKENS.index(t) for t in written)], dtype=np.intc)
    return processor(ids, np.zeros(len(TOKENS), dtype=np.single))


def choosable(written: list[str]) -> set[str]:
    """The tokens left as the model scored them."""
    return {TOKENS[i] for i in np.flatnonzero(scores_after(written) == 0)}


def discouraged(written: list[str]) -> set[str]:
    """The tokens still possible, far below their score: only a near-certain continuation wins."""
    scores = scores_after(written)
    return {TOKENS[i] for i in np.flatnonzero(np.isfinite(scores) & (scores < 0))}


def test_the_reasoning_is_steered_away_from_chinese() -> None:
    written = ["Under", "《", "中华人民共和国民法典", "》", "第一千零八十七条", "，"]
    after_sentence = choosable(written)
    assert " divorce" in after_sentence and "，" in after_sentence
    assert {"规定", "离婚时", "中华人民共和国民法典", "\xe7"} <= discouraged(written), \
        "every Chinese letter, even a lone byte of one, is far below its score in the answer's own words"


def test_titles_quotations_and_glosses_may_hold_chinese_and_an_article_number_follows_a_title() -> None:
    assert "中华人民共和国民法典" in choosable(["Under", "《"])
    assert "离婚时" in choosable(["Under", "“"])
    assert "离婚时" in choosable(["Under", "("])
    after_title = choosable(["《", "中华人民共和国民法典", "》"])
    assert {"第一千零八十七条", "条"} <= after_title and "规定" not in after_title


def test_the_answer_cannot_end_before_it_says_something_in_english() -> None:
    quoted = ["Under", "《", "中华人民共和国民法典", "》", "第一千零八十七条", "，", "“", "离婚时", "”"]
    assert np.isneginf(scores_after(quoted)[END]), "a citation and a quotation are no English answer"
    assert "<|im_end|>" in choosable([*quoted, " the court may divide property", "。"])


def test_quotations_are_closed_once_they_hold_the_letters_allowed() -> None:
    full = ["“"] + ["离婚时"] * (QUOTATION_LETTERS // 3 + 1)
    assert choosable(full) == {"”"}, "a full quotation is closed unless the model is nearly sure"
    assert "离婚时" in discouraged(full)
    after = choosable([*full, "”", "，"])
    assert "“" not in after and " divorce" in after, "and no other is opened"
    assert "“" in choosable(["“", "离婚时", "”", "，"]), "a short quotation leaves room for another"
    assert choosable(["（", *["离婚时"] * (QUOTATION_LETTERS // 3 + 1)]) == {"）", ")"}, "glosses count too"


def test_an_answer_opens_only_a_few_titles() -> None:
    """Cut off from Chinese prose, the model wrote "《工伤保险条例》第39条）" to the token cap."""
    title = ["《", "中华人民共和国民法典", "》", "第一千零八十七条", "，"]
    assert "《" in choosable(title * (MAX_TITLES - 1))
    assert np.isneginf(scores_after(title * MAX_TITLES)[TOKENS.index("《")]) and " divorce" in choosable(title * MAX_TITLES)


def test_where_the_text_ends() -> None:
    assert position("Under 《民法典》第一千零八十七条").where == "citation"
    assert position("Under 《民法典》第1087条，the court").where == "prose"
    quoted = position("Under “离婚时，夫妻的”, and “共同")
    assert (quoted.where, quoted.mark, quoted.quoted_letters) == ("quoted", "“", 8)
    assert position('The query "离婚 财产" found').where == "prose"


def test_a_mark_closed_in_the_other_width_or_around_an_open_quotation_is_closed() -> None:
    """Seen on dev replies: "(“…”），if被执行人对到期债权有异议" went on in Chinese after "）" closed
    "(", and an unclosed title inside a title left everything after it "quoted"."""
    assert position("Under 《民法典》第1条 (“离婚”），if").where == "prose"
    assert position("Under 《民法典》第1条（“离婚），if").where == "prose"
    nested = position("Under 《最高人民法院关于适用《中华人民共和国民法典》婚姻家庭编的解释（一）》第八条，the")
    assert (nested.where, nested.titles, nested.quoted_letters) == ("prose", 1, 0)
    inside = position("Under 《最高人民法院关于适用《中华人民共和国民法典》婚姻家庭编的解释")
    assert inside.where == "quoted" and inside.title_letters == 28
    full_title = scores_after(["《", *["中华人民共和国民法典"] * 5])
    assert {TOKENS[i] for i in np.flatnonzero(np.isfinite(full_title))} == {"》"}, "a title runs to 48 letters at most"


def test_a_list_of_article_numbers_goes_on_after_a_title() -> None:
    """Cut off after "第五十五条、", the model counted "fifth twenty、fourteen、…" instead."""
    assert "第一千零八十七条" in choosable(["《", "中华人民共和国民法典", "》", "第一千零八十七条", "、"])
