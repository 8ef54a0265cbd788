"""Sentences of a draft that repeat the model's own instructions, taken out before review.

The 1.5B model sometimes writes a rule of its system prompt into the answer. An English reply to
a work-injury question ended "Copy 《中华人民共和国道路交通安全法》第九十九条 from that provision's
header; 九十九条 is at most 20 of its Chinese characters.", and the user received it. Such a sentence
is no part of the answer, so code removes it (no model call, no time) and the turn records it.

A sentence is an echo when most of its own words, titles and article numbers aside, come in runs
from the instructions: an answer shares a phrase with them now and then ("in force on the case
date"), an echo shares nearly everything.
"""

from __future__ import annotations

import difflib
import re

from core.citations import find_mentions
from index.common.text import HAN_CHAR

#: A sentence: up to its end mark (either width) or a line break; a quotation inside it is whole.
_SENTENCES = re.compile(r"(?:“[^”\n]*”|\"[^\"\n]*\"|\.(?=\d)|[^.!?。！？\n“\"])+[.!?。！？”\"]*\s*|\n")
#: What a reply rightly shares with any instruction: law titles, article numbers, quotations, placeholders.
_NAMED = re.compile(r"《[^》]*》|第[零一二三四五六七八九十百千万\dN…]+条(?:之[一二三四五六七八九十]+)?|“[^”]*”|\"[^\"]*\"|<[^>]*>")
_AFTER_QUOTATION = re.compile(r"(?<=[”\"])(?=\s+[A-Z])")
_ENGLISH_WORD = re.compile(r"[A-Za-z']+|\d+")

#: Runs shorter than this (words, or Chinese characters) are chance, not copying.
_MIN_RUN = {"words": 2, "chars": 3}
#: An echo: at least this many words (characters) of the sentence, and this share of them, in runs.
_MIN_SHARED = {"words": 6, "chars": 12}
_MIN_SHARE = {"words": 0.6, "chars": 0.7}


def _units(text: str) -> tuple[str, list[str]]:
    """The text's own words ("words") or, for Chinese, its characters ("chars"), titles and
    article numbers left out."""
    plain = _NAMED.sub(" ", text)
    chars, words = HAN_CHAR.findall(plain), _ENGLISH_WORD.findall(plain)
    if len(chars) > 2 * len(words):
        return "chars", chars
    return "words", [word.lower() for word in words]


#: The reply speaking of itself as the reviewer does: a revision answered the review's "结论说“可以要求他给报酬”，条文只规定
#: “必要费用”" with "……明确规定“必要费用”，而回答说“可以要求他给报酬”，不符合条文的规定。" (stranger22 q8, session 34).
_SELF_TALK = re.compile(r"(?:而|但|可是)(?:原|原来的|上面的)?(?:回答|结论|答复|草稿)(?:中)?(?:说|写|认为)“|原(?:回答|结论|草稿)"
                        r"|\b(?:but|while) the (?:reply|answer|draft|conclusion) says\b", re.I)


def is_echo(sentence: str, instructions: str) -> bool:
    """True when the sentence is mostly the instructions' wording, or speaks of the reply as its reviewer does."""
    if _SELF_TALK.search(sentence):
        return True
    kind, own = _units(sentence)
    if len(own) < _MIN_SHARED[kind]:
        return False
    plain = _NAMED.sub(" ", instructions)
    source = HAN_CHAR.findall(plain) if kind == "chars" else [word.lower() for word in _ENGLISH_WORD.findall(plain)]
    matcher = difflib.SequenceMatcher(a=own, b=source, autojunk=False)
    shared = sum(block.size for block in matcher.get_matching_blocks() if block.size >= _MIN_RUN[kind])
    return shared >= _MIN_SHARED[kind] and shared >= _MIN_SHARE[kind] * len(own)


def sentences(body: str) -> list[str]:
    """The body's sentences, which join back into it. A quotation's closing mark followed by a
    capitalised word also ends one: the model ran an echo on after a quotation without a full stop."""
    return [part for sentence in _SENTENCES.findall(body) for part in _AFTER_QUOTATION.split(sentence) if part]


def without_echo(body: str, instructions: str) -> tuple[str, list[str]]:
    """The body without the sentences that repeat `instructions`, and those sentences. A sentence
    citing a provision the rest does not cite stays (what the answer rests on is never cut), and a
    body that would be left empty stands as it is (the rubric sends it back)."""
    parts = sentences(body)
    echoes = [i for i, part in enumerate(parts) if part.strip() and is_echo(part, instructions)]
    rest = "".join(part for i, part in enumerate(parts) if i not in echoes)
    kept_citations = _cited(rest)
    removed = [i for i in echoes if _cited(parts[i]) <= kept_citations]
    text = "".join(part for i, part in enumerate(parts) if i not in removed).strip()
    return (text, [parts[i].strip() for i in removed]) if removed and text else (body, [])


#: What a repeated question may differ by: spacing, its closing mark, the user's 我 said as 你.
_LOOSE = re.compile(r"[\s？?。.！!]+$|^\s+")


def _plain(text: str) -> str:
    return _LOOSE.sub("", text.strip()).replace("我", "你")


def without_question(body: str, question: str) -> tuple[str, list[str]]:
    """The body without lines that only repeat the user's question, and those lines: a reply on a face-scan rule put
    "小区物业要求所有业主必须刷脸才能进门，不同意就不让进，合法吗？" on a line of its own between the article and the
    conclusion (stranger75 p6, session 52). A line that says more than the question stays."""
    asked = _plain(question)
    lines = body.split("\n")
    removed = [line.strip() for line in lines if asked and _plain(line) == asked]
    if not removed:
        return body, []
    text = re.sub(r"\n{3,}", "\n\n", "\n".join(line for line in lines if _plain(line) != asked)).strip()
    return (text, removed) if text else (body, [])


#: A conclusion that only asks part of the question again: "结论：商家说不关他的事，对吗" (stranger91 b6, session 55).
_CONCLUSION_LINE = re.compile(r"^[#* \t]*(?:结论|conclusion)\s*[:：]\s*(?P<words>[^\n]*)$", re.M | re.I)
_ASKING_END = re.compile(r"(?:吗|么|呢|对不对|是不是|行不行|可不可以|合法不合法)$")
#: Fewer characters than this of the question repeated is no echo ("可以吗").
ECHO_CHARS = 6


def asks_again(words: str, question: str) -> bool:
    """Whether a conclusion's `words` only repeat a piece of the question, still asking it."""
    plain = _plain(words)
    return len(plain) >= ECHO_CHARS and bool(_ASKING_END.search(plain)) and plain in _plain(question)


def without_asked_again(text: str, question: str) -> str:
    """`text` without a conclusion that only asks part of the question again, so the draft is continued from its conclusion's
    label (`core.drafting.Drafter.concluded`): the user had been sent "结论：商家说不关他的事，对吗" as the answer."""
    return _CONCLUSION_LINE.sub(lambda m: "" if asks_again(m.group("words"), question) else m.group(0), text).rstrip()


#: The user's "……，对吗？" echoed and answered in the next breath: "公司说这不算工伤，对吗？是的，因为……".
_ECHO_ANSWERED = re.compile(r"[，,]\s*(?:对吗|对不对|是吗|是不是)[？?]\s*(?P<answer>是的|对的|对|没错|不对|不是的|不是)(?P<end>[，,。])")


def echo_answered(body: str) -> str:
    """The body with a question the model echoed and answered at once made one statement ("公司说这不算工伤，这是对的，因为……"):
    split at the question mark, the answer stood apart from what it agreed with, and the conclusion checks never saw that the
    reply agreed with an employer's "不算工伤" (stranger76 q3, session 52, blind)."""
    def stated(match: re.Match[str]) -> str:
        agrees = not match.group("answer").startswith("不")
        return ("，这是对的" if agrees else "，这是不对的") + match.group("end")
    return _ECHO_ANSWERED.sub(stated, body)


def _cited(text: str) -> set[tuple[str | None, int, int]]:
    return {(m.law, m.article, m.article_sub) for m in find_mentions(text)}
