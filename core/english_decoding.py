"""An English answer steered into English while the local model writes it.

Given Chinese evidence, the 1.5B model asked for an English answer went on in Chinese after the
opening citation in 10 of 19 English dev replies (mostly copying the article's text), and each
such draft was then translated: about 12 s more per turn. At each token this processor lowers
every token that writes a Chinese letter by `DISCOURAGED` where the answer speaks for itself,
that is outside a law's title 《…》, a quotation “…”, "…" or 「…」, a gloss （…） or (…) (the spans
`language_matches` leaves out) and the article numbers after a title (《…》第一千零八十七条、第五十二条).
Only a continuation the model is nearly sure of outruns that, and the drafter translates it.
Quotations and glosses are steered to close once they hold `QUOTATION_LETTERS` Chinese letters in
all (asked for "a few" words, the model quoted whole articles), and then no other opens.

What is banned outright: ending the answer before it holds `MIN_OWN_ENGLISH_WORDS` English words
of its own (cut short in a quotation, the model ended at once: "…负担费用的多少和期限的”（WORDS）。"),
a title past `TITLE_LETTERS` letters, and a title past `MAX_TITLES` (the model looped on
"《工伤保险条例》第39条）" to the token cap). English calls are also sampled with `REPEAT_PENALTY`
(it still looped on "<evidence> states that \"\" (）").

Banning Chinese letters outright instead of lowering them made 4 of 19 dev replies lists of
titles and numbers ("《…》第五十五条、 fifth twenty、 fourteen、 …").
"""


from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import numpy as np

from core.rubric import MIN_OWN_ENGLISH_WORDS, own_english_words

#: Where Chinese letters may stand: after an opening mark, until one of its closing marks (the
#: model closed "(" with "）" and “ with ").
PAIRS = {"《": "》", "“": "”\"", "「": "」", "（": "）)", "(": ")）", '"': '"”'}

#: Quotation and gloss marks whose spans may hold `QUOTATION_LETTERS` Chinese letters in all (a
#: title's letters are not counted: it names the law).
QUOTATION_MARKS = ("“", '"', "「", "（", "(")
QUOTATION_LETTERS = 40

#: Titles an answer may open: the prompt asks for the deciding provision and, where the evidence
#: holds one, its interpretation or regulation.
MAX_TITLES = 3

#: Chinese letters a title may hold (the longest held, an interpretation's, has 33).
TITLE_LETTERS = 48

#: How far a Chinese letter in the answer's own words, or a quotation's letter past the quota,
#: is lowered (logits).
DISCOURAGED = 8.0

#: llama.cpp's repetition penalty for English calls (1.0, none, for the others).
REPEAT_PENALTY = 1.15

#: The letters of an article number written after a law's title: 第一千零八十七条第一款第（二）项之一; a list
#: of them (第五十五条、第五十二条) goes on after "、" (cut off there, the model counted "fifth twenty、fourteen、…").
CITATION_LETTERS = frozenset("第零〇一二三四五六七八九十百千万条款项之")


def is_chinese_letter(ch: str) -> bool:
    """A CJK ideograph (punctuation such as ，。 is not a letter)."""
    return "\u4e00" <= ch <= "\u9fff" or "\u3400" <= ch <= "\u4dbf" or "\uf900" <= ch <= "\ufaff"


@dataclass(frozen=True)
class Position:
    """Where the text written so far ends: "quoted" (inside a title, quotation or gloss; `mark` is
    the innermost open one), "citation" (right after a title, in the article number) or "prose";
    with the Chinese letters its quotations hold, the titles it opened (a title inside a title, as
    an interpretation's names its law, is part of it) and the letters of the title it is in."""

    where: str
    mark: str = ""
    quoted_letters: int = 0
    titles: int = 0
    title_letters: int = -1

    @property
    def quotations_full(self) -> bool:
        return self.quoted_letters >= QUOTATION_LETTERS

    @property
    def must_close(self) -> bool:
        """The open quotation or title holds all the letters it may."""
        return (self.mark in QUOTATION_MARKS and self.quotations_full) or self.title_letters >= TITLE_LETTERS


def position(text: str) -> Position:
    """Where `text` ends (see `Position`). A closing mark closes the innermost open mark it closes
    and any left open inside it."""
    open_marks: list[str] = []
    quoted = titles = 0
    title_letters = -1
    for ch in text:
        closed = next((i for i in range(len(open_marks) - 1, -1, -1) if ch in PAIRS[open_marks[i]]), None)
        if closed is not None:
            del open_marks[closed:]
            title_letters = title_letters if "《" in open_marks else -1
        elif ch in PAIRS:
            if ch == "《" and "《" not in open_marks:
                titles += 1
                title_letters = 0
            open_marks.append(ch)
        elif is_chinese_letter(ch):
            quoted += "《" not in open_marks and any(mark in QUOTATION_MARKS for mark in open_marks)
            title_letters += "《" in open_marks
    if open_marks:
        return Position("quoted", open_marks[-1], quoted, titles, title_letters)
    title_end = text.rfind("》")
    if title_end >= 0 and all(ch in CITATION_LETTERS or ch.isdigit() or ch == "、" for ch in text[title_end + 1:]):
        return Position("citation", quoted_letters=quoted, titles=titles)
    return Position("prose", quoted_letters=quoted, titles=titles)


@dataclass(frozen=True)
class Vocabulary:
    """Masks over a model's vocabulary: tokens that write a Chinese letter (or part of one:
    byte-level tokens split a character's three bytes), those that write only letters of an
    article number, those that begin with a closing mark of each opening mark, those that open a
    quotation or a title, and those that end the answer (`ending`: the end-of-text and stop tokens)."""

    chinese: np.ndarray
    chinese_not_numbering: np.ndarray
    closing: dict[str, np.ndarray]
    opening: np.ndarray
    titling: np.ndarray
    ending: np.ndarray

    @classmethod
    def of(cls, llama: Any, ending: Iterable[int] = ()) -> Vocabulary:
        size = llama.n_vocab()
        chinese = np.zeros(size, dtype=bool)
        numbering = np.zeros(size, dtype=bool)
        closing = {mark: np.zeros(size, dtype=bool) for mark in PAIRS}
        opening = np.zeros(size, dtype=bool)
        titling = np.zeros(size, dtype=bool)
        for token in range(size):
            raw = llama.detokenize([token])
            text = raw.decode("utf-8", errors="ignore")
            letters = [ch for ch in text if is_chinese_letter(ch)]
            # A lead byte of U+3400-U+9FFF that did not decode whole is part of a Chinese letter.
            partial = len(text.encode("utf-8")) < len(raw) and any(0xE3 <= b <= 0xE9 for b in raw)
            chinese[token] = bool(letters) or partial
            numbering[token] = bool(letters) and not partial and all(ch in CITATION_LETTERS for ch in letters)
            for mark, mask in closing.items():
                mask[token] = text[:1] in PAIRS[mark] and text[:1] != ""
            opening[token] = any(mark in text for mark in QUOTATION_MARKS if mark not in "\"(")
            titling[token] = "《" in text
        ends = np.zeros(size, dtype=bool)
        ends[[token for token in ending if 0 <= token < size]] = True
        return cls(chinese, chinese & ~numbering, closing, opening, titling, ends)


class EnglishProse:
    """A llama.cpp logits processor applying the module's rules to the text written so far."""

    def __init__(self, llama: Any, prompt_tokens: int, vocabulary: Vocabulary) -> None:
        self._llama = llama
        self._prompt_tokens = prompt_tokens
        self._vocabulary = vocabulary

    def __call__(self, input_ids: np.ndarray, scores: np.ndarray) -> np.ndarray:
        written = self._llama.detokenize(list(input_ids[self._prompt_tokens:])).decode("utf-8", errors="ignore")
        at = position(written)
        vocabulary = self._vocabulary
        none = np.zeros_like(vocabulary.chinese)
        banned, discouraged = none, none
        if at.title_letters >= TITLE_LETTERS:
            banned = ~vocabulary.closing[at.mark]
        elif at.where == "quoted":
            if at.mark in QUOTATION_MARKS and at.quotations_full:
                discouraged = ~vocabulary.closing[at.mark]
            if at.titles >= MAX_TITLES and at.title_letters < 0:
                banned = vocabulary.titling
        else:
            discouraged = vocabulary.chinese if at.where == "prose" else vocabulary.chinese_not_numbering
            if at.quotations_full:
                banned = banned | vocabulary.opening
            if at.titles >= MAX_TITLES:
                banned = banned | vocabulary.titling
            if own_english_words(written) < MIN_OWN_ENGLISH_WORDS:
                banned = banned | vocabulary.ending
        scores[discouraged[: len(scores)]] -= DISCOURAGED
        scores[banned[: len(scores)]] = -np.inf
        return scores
