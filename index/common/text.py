"""The rules for reading Chinese and English text that every layer shares, one copy of each.

Which script a text is in, the ranges of Chinese characters, article numbers (第七十四条) and Chinese
numerals, ROUGE-L, and the years offered for a date. Where callers need different rules (a
language from any Chinese character, from the share of letters, from characters against words),
each rule is its own named function, so no caller's behaviour changed when the copies were joined.
"""

from __future__ import annotations

import logging
import re
from datetime import date
from typing import Literal

Language = Literal["zh", "en"]

# --------------------------------------------------------------------------- Chinese characters

#: Bodies of a regex character class ([{HAN}]). HAN is the CJK Unified Ideographs block, the
#: characters of modern text; HAN_EXT adds Extension A (rare characters, in names and old
#: statutes); HAN_ANY adds the Compatibility Ideographs too (anything a user might type).
HAN = "\u4e00-\u9fff"
HAN_EXT = "\u3400-\u4dbf" + HAN
HAN_ANY = HAN_EXT + "\uf900-\ufaff"

#: One Chinese character (HAN).
HAN_CHAR = re.compile(f"[{HAN}]")
_LATIN_WORD = re.compile(r"[A-Za-z]+")


def piece_around(text: str, at: int, marks: str) -> str:
    """The stretch of `text` between the last of `marks` before position `at` and the first after it: the sentence or
    clause a word found at `at` stands in."""
    start = max(text.rfind(mark, 0, at) for mark in marks) + 1
    ends = [end for end in (text.find(mark, at) for mark in marks) if end >= 0]
    return text[start:min(ends, default=len(text))].strip()


def occurrences(text: str, word: str) -> list[int]:
    """Every position where `word` begins in `text`, overlapping ones included."""
    spots, at = [], text.find(word)
    while at >= 0:
        spots.append(at)
        at = text.find(word, at + 1)
    return spots


def han_ngrams(text: str, size: int = 2) -> set[str]:
    """The runs of `size` Chinese characters inside the text's runs of Chinese (none across punctuation):
    how two wordings are compared character by character where words are not segmented."""
    return {run[i:i + size] for run in re.findall(f"[{HAN}]+", text) for i in range(len(run) - size + 1)}


def han_count(text: str, chars: str = HAN) -> int:
    """How many characters of `text` are in the class `chars`."""
    return len(re.findall(f"[{chars}]", text))


def has_han(text: str, chars: str = HAN) -> bool:
    return re.search(f"[{chars}]", text) is not None


def latin_words(text: str) -> int:
    """Runs of Latin letters: "Article 74 of 刑法" has two."""
    return len(_LATIN_WORD.findall(text))


def han_share(text: str) -> float:
    """The share of the letters (str.isalpha) that are Chinese characters; 0 with no letters."""
    letters = [ch for ch in text if ch.isalpha()]
    return sum(1 for ch in letters if "\u4e00" <= ch <= "\u9fff") / max(len(letters), 1)


# --------------------------------------------------------------------------- which language

def language(text: str) -> Language:
    """"zh" when Chinese characters (HAN_EXT) make up at least 30% of Chinese characters plus Latin
    words; a text with neither is "en" (e.g. "2010"). The rule for a user's question.

    Counting Latin words (not letters) keeps a Chinese sentence with a product name Chinese and
    an English question quoting 刑法 English.
    """
    cjk = han_count(text, HAN_EXT)
    return "zh" if cjk and cjk >= 0.3 * (cjk + latin_words(text)) else "en"


def script_language(text: str | None) -> Language | None:
    """"zh" for text with any Chinese character (HAN_ANY), "en" for Latin-only text, None when it
    has neither: the weakest evidence of the language a Telegram user wants."""
    if not text:
        return None
    if has_han(text, HAN_ANY):
        return "zh"
    return "en" if re.search(r"[A-Za-z]", text) else None


def mostly_han(text: str) -> bool:
    """More than 30% of the letters are Chinese: a passage (a clause, a reply's sentence) in Chinese."""
    return han_share(text) > 0.3


def entry_language(text: str) -> Language:
    """"zh" when Chinese characters are a quarter of the text's length or more than 20: an experience
    entry, whose Chinese is long and diluted by numbers and law titles in English."""
    han = han_count(text)
    return "zh" if han * 4 >= len(text.strip()) or han > 20 else "en"


def writes_english(text: str) -> bool:
    """Three Latin words or more, and more than half as many as Chinese characters: a user who
    writes English (a Chinese name or court in the message does not make it Chinese)."""
    latin = latin_words(text)
    return latin >= 3 and latin * 2 > han_count(text)


# --------------------------------------------------------------------------- numerals, articles

#: The characters of a Chinese numeral as statutes and dates write them.
ZH_NUMERALS = "零〇○一二两三四五六七八九十百千"
#: An article's number, in Arabic or Chinese numerals.
ARTICLE_NUMBER = rf"(?:\d+|[{ZH_NUMERALS}]+)"
#: 第七十四条, 第 74 条, 第一百二十条之一: `num` and, after 之, `sub`.
ARTICLE = re.compile(rf"第\s*(?P<num>{ARTICLE_NUMBER})\s*条(?:\s*之\s*(?P<sub>{ARTICLE_NUMBER}))?")

_DIGIT_VALUES = {"〇": 0, "○": 0, "零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4,
                 "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_UNIT_VALUES = {"十": 10, "百": 100, "千": 1000, "万": 10000}


def chinese_to_int(s: str) -> int:
    """An integer written in Arabic or Chinese numerals: "74", "七十四", "一千二百六十", "二〇一〇".

    A run of digits with no unit (二〇一〇) is read digit by digit, as years are written.
    Raises ValueError for anything else.
    """
    s = s.strip()
    if s.isascii() and s.isdigit():
        return int(s)
    if not s:
        raise ValueError("empty numeral")
    if all(ch in _DIGIT_VALUES for ch in s):
        return int("".join(str(_DIGIT_VALUES[ch]) for ch in s))
    total = section = digit = 0
    for ch in s:
        if ch in _DIGIT_VALUES:
            digit = _DIGIT_VALUES[ch]
        elif ch in _UNIT_VALUES:
            unit = _UNIT_VALUES[ch]
            if unit == 10000:
                total += (section + digit) * unit
                section = 0
            else:
                section += (digit or 1) * unit
            digit = 0
        else:
            raise ValueError(f"not a numeral: {s!r}")
    return total + section + digit


def int_to_chinese(n: int) -> str:
    """1..9999 in Chinese numerals as statutes write them (十, 十四, 一百零五, 一千二百六十)."""
    digits = "零一二三四五六七八九"
    if not 0 < n < 10000:
        raise ValueError(f"article number out of range: {n}")
    if n < 20:
        return "十" + (digits[n - 10] if n > 10 else "") if n >= 10 else digits[n]
    out, zero = "", False
    for value, unit in ((1000, "千"), (100, "百"), (10, "十"), (1, "")):
        q = n // value % 10
        if q:
            if zero and out:
                out += "零"
            out += digits[q] + unit
            zero = False
        else:
            zero = bool(out)
    return out


def article_number(text: str) -> tuple[int, int] | None:
    """(article, sub) of the first 第…条 in `text`: 第一千零八十七条 -> (1087, 0),
    第一百二十条之一 -> (120, 1); None when there is none."""
    match = ARTICLE.search(text)
    if match is None:
        return None
    return chinese_to_int(match["num"]), chinese_to_int(match["sub"]) if match["sub"] else 0


# --------------------------------------------------------------------------- ROUGE-L

def _lcs(a: list[str], b: list[str]) -> int:
    if not a or not b:
        return 0
    previous = [0] * (len(b) + 1)
    for ch in a:
        current = [0]
        for j, other in enumerate(b, 1):
            current.append(previous[j - 1] + 1 if ch == other else max(previous[j], current[j - 1]))
        previous = current
    return previous[-1]


def _units(text: str) -> list[str]:
    """Characters for Chinese, words for Latin text, punctuation and spaces dropped."""
    return re.findall(rf"[{HAN}]|[A-Za-z0-9]+", text)


def rouge_l_chars(candidate: str, reference: str) -> float:
    """ROUGE-L F1 over characters (Chinese) and words (Latin), punctuation ignored: how closely a
    recitation follows the article's text (the training rewards)."""
    cand, ref = _units(candidate), _units(reference)
    common = _lcs(cand, ref)
    if common == 0:
        return 0.0
    precision, recall = common / len(cand), common / len(ref)
    return 2 * precision * recall / (precision + recall)


#: What LawBench scores an empty prediction as.
EMPTY_REPLY = "无内容"


def _segmented(text: str) -> str:
    import jieba  # imported on use: loading its dictionary is not every importer's cost

    jieba.setLogLevel(logging.WARNING)
    joined = " ".join(jieba.cut(text))
    return joined if joined.strip() else EMPTY_REPLY


def rouge_l_lawbench(reply: str, reference: str) -> float:
    """ROUGE-L F of `reply` against `reference` as LawBench computes it (its `compute_rouge`):
    jieba words joined by spaces, an empty reply scored as "无内容", then rouge_chinese's
    "rouge-l" F. Words, not characters, so figures compare with published LawBench results."""
    from rouge_chinese import Rouge

    [score] = Rouge().get_scores([_segmented(reply)], [_segmented(reference)])
    return float(score["rouge-l"]["f"])


# --------------------------------------------------------------------------- dates

def recent_years(today: date, count: int) -> list[int]:
    """This year and the `count - 1` before it, newest first: the years offered as buttons when a
    case date is asked."""
    return [today.year - offset for offset in range(count)]
