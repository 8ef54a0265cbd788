"""An English draft that turns into the evidence's Chinese, caught as it is written and resumed in English.

Given Chinese evidence, the 1.5B model often began "Under 《工伤保险条例》第十四条，职工有下列情形之一的…"
and copied the article to the token cap (256 tokens, about 30 s); the copy was then translated (10-20 s
more), and the reply recited the article without answering the question. The drafting call now ends
once the draft's own words have turned into a run of Chinese (`turned`). Where the turn came right
after a citation, the draft is cut back there, a few of the article's words go into quotation marks
as the prompt asks, and the model continues "…第十四条 (“职工有下列情形之一的，应当认定为工伤”), this
means" in the same conversation (only the new words are evaluated); where it came after English
sentences, those stand.
A draft Chinese from its start is left to the translation (core/translation.py).

Most such drafts first copied the evidence header's version note after the citation
("第十四条（2010修订；2011-01-01 to in force；in force on the case date）", about 25 tokens at 145 ms
each on two cores), so the call also ends where a note begins, and the quoted words are then the
cited article's own opening words from the evidence (`opening_words`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from core.citations import Mention, find_mentions
from core.evidence import Evidence
from core.rubric import own_english_words
from index.common.text import HAN, HAN_CHAR

#: The cited article's opening words in the evidence, or None when the evidence does not hold it.
Opening = Callable[[Mention], str | None]

#: Chinese letters in a row, outside quotations and law titles, that make a turn into Chinese. The
#: prompt asks for English with a Chinese gloss or two ("a 工伤"), never a Chinese sentence.
TURN_RUN = 16
#: The same inside a quotation mark still open: the prompt asks to quote at most 20 characters.
QUOTED_RUN = 40
#: Words that hand the continuation back to English, after the quoted words.
BRIDGE = "this means"
#: English words before the turn that make an answer of their own: its sentences stand.
ANSWERED_WORDS = 12
#: English words a continuation must hold to be an answer (the model sometimes began the citation anew).
MIN_CONTINUED_WORDS = 5
#: Chinese characters of the copied text kept as the quoted words.
QUOTED_CHARS = 20
#: A first clause longer than that is quoted whole up to this length.
LONG_CLAUSE_CHARS = 32

#: What is not the draft's own words: closed quotations, law titles, short glosses in brackets
#: ("(中华人民共和国民法典 第一千零七十九条)"), article numbers, one still being written included
#: (the text is checked token by token: "第一千零七十" came before its 条).
_CLOSED = re.compile(r"“[^”]*”|\"[^\"]*\"|「[^」]*」|《[^》]*》|[（(][^（）()]{0,40}[）)]"
                     r"|第[一二三四五六七八九十百千零〇两\d]+(?:条(?:之[一二三四五六七八九十])?|$)")
_RUN = re.compile(rf"[{HAN}][{HAN}\d\s，。、；：！？（）():;,.]*$")
_OPENERS = "“\"「"
#: The article's words quoted right after its citation, as the prompt asks ("第N条 (“WORDS”)"), after
#: a copied version note ("（2010修订；2011-01-01 to in force；…）") if there is one.
_QUOTED_NEXT = re.compile(r"\s*(?:[（(][^（）()]*[；;][^（）()]*[）)])?\s*[，,]?\s*[(（]?[“\"「](?P<words>[^”\"」]+)[”\"」]")
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)")
#: An evidence header's version note begun right after a citation: "…第十四条（2010".
_NOTE_BEGUN = re.compile(r"条\s*[（(]\s*(?:19|20)\d\d[^（）()]*$")
_CLAUSE = re.compile(r"[，。；：,;:]")


def _turn_at(text: str) -> int | None:
    """Where the draft's own words turned into Chinese: a version note begun after a citation, a
    quotation still open past `QUOTED_RUN` Chinese letters, or a trailing run of `TURN_RUN`."""
    note = _NOTE_BEGUN.search(text)
    if note:
        return note.start() + 1
    own = _CLOSED.sub(lambda m: " " * len(m.group()), text)
    opened = max(own.rfind(mark) for mark in _OPENERS)  # closed quotations are masked
    if opened >= 0:
        return opened if len(HAN_CHAR.findall(own, opened)) >= QUOTED_RUN else None
    run = _RUN.search(own)
    return run.start() if run and len(HAN_CHAR.findall(run.group())) >= TURN_RUN else None


@dataclass(frozen=True)
class Steer:
    """What becomes of a draft: `kept` stands, or the model continues `begun` (which starts with `kept`)."""

    kept: str
    begun: str | None = None


def steer(text: str, opening: Opening | None = None) -> Steer:
    """The draft as it stands when it did not turn into Chinese, or cannot be resumed (Chinese from
    its start); its English sentences before a late turn; or the words to resume it from, quoting
    the words the model quoted, else the article's opening words, else the first words it copied."""
    at = _turn_at(text)
    if at is None:
        return Steer(text)
    head = text[:at]
    if own_english_words(head) >= ANSWERED_WORDS:
        ends = [m.end() for m in _SENTENCE_END.finditer(head)]
        if ends:
            return Steer(head[:ends[-1]].rstrip())
    mentions = find_mentions(head)
    if not mentions or not own_english_words(head[:mentions[-1].start]):
        return Steer(text)
    cited, after = head[:mentions[-1].end], head[mentions[-1].end:]
    quoted = _QUOTED_NEXT.match(after)
    copied = (quoted.group("words") if quoted else None) or (opening(mentions[-1]) if opening else None) \
        or _first_words(text[at:])
    quotation = f" (“{copied}”)" if copied else ""
    return Steer(cited, f"{cited}{quotation}, {BRIDGE}")


def _first_words(copied: str) -> str:
    """The first words of a copied Chinese text, as a quotation (none when it is a version note)."""
    words = copied.lstrip(_OPENERS + " ")
    return opening_words(words) if HAN_CHAR.match(words) else ""


def opening_words(article: str) -> str:
    """An article's first clauses, as many as fit in `QUOTED_CHARS`, exactly as the article writes
    them (the quotation is checked against its text); a longer first clause whole up to
    `LONG_CLAUSE_CHARS`, else its start with an ellipsis ("…捏造事" read as a word cut in two)."""
    article = article.strip()
    ends = [m.start() for m in _CLAUSE.finditer(article, 0, QUOTED_CHARS + 1)]
    if ends:
        return article[:ends[-1]]
    first = _CLAUSE.split(article, maxsplit=1)[0]
    return first if len(first) <= LONG_CLAUSE_CHARS else article[:QUOTED_CHARS] + "…"


def opening_of(evidence: list[Evidence]) -> Opening:
    """The `Opening` of a turn's evidence: a cited article's words, from the version shown to the model."""
    texts = {item.version.key: item.version.text for item in evidence}

    def opening(mention: Mention) -> str | None:
        text = texts.get((mention.law, mention.article, mention.article_sub))
        return opening_words(text) if text else None

    return opening


def turned(text: str) -> bool:
    """True once a draft being written has turned into Chinese in a way `steer` mends: the
    drafting call stops there instead of copying on to the token cap."""
    return steer(text) != Steer(text)


def resumed(begun: str, continued: str) -> str | None:
    """The resumed draft, cut where it turned into Chinese again; None when the continuation holds
    no English answer (then the draft as first written goes to the translation)."""
    text = joined(begun, continued)
    if own_english_words(text[len(begun):]) < MIN_CONTINUED_WORDS:
        return None
    kept = steer(text).kept
    return kept if len(kept) > len(begun) else None


def joined(begun: str, continued: str) -> str:
    """The resumed draft: the begun words and the model's continuation."""
    space = " " if continued[:1].isalnum() else ""
    return begun + space + continued
