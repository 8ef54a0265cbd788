"""A question asking how two legal notions differ ("遗赠和遗嘱继承有什么区别？"): each notion's own article,
found and quoted by code, side by side.

Given one chosen article, the 1.5B model listed "differences" that say nothing (LeCoQA 1197: four items,
each "遗嘱继承是法定继承的一种形式"; 260, 保管 against 仓储, likewise). Each notion is defined or governed by
an article of its own, so each is searched alone in the case window and the article that names it is
taken, one that says what it is first ("…的合同", "前款规定的债权人为留置权人"), then one that opens with
it (刑法 第二百六十四条 "盗窃公私财物…"), then the best ranked that names it. The reply quotes the sentences
naming each notion; the model writes nothing here that a check could not hold. When either notion finds
no article of its own, or both find the same one, the question goes the usual way.
"""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass

from core.replies import say
from core.turn_context import TurnContext
from index.corpus import StatuteVersion

#: "A和B有什么区别", "A与B的区别是什么", "A跟B有何不同", "A和B如何区分", "A、B的差别".
#: The question ends there ("…有差异，可以被认定为商标使用吗" asks something else); 同 and 及 are no separators
#: (合同, 涉及).
CONTRAST = re.compile(
    r"(?P<a>[\u4e00-\u9fff]{2,12}?)(?:和|与|跟|、)(?P<b>[\u4e00-\u9fff]{2,12}?)(?:两者|二者|之间)?的?"
    r"(?:(?:有|存在)?(?:什么|哪些|何|啥)?(?:样的)?的?|(?:应该|应当|要)?(?:如何|怎么|怎样)|是否有)?"
    r"(?:区别|不同|差别|差异|异同|区分)(?:认定)?(?:是什么|是啥|在哪里|在哪儿|有哪些)?(?=[？?。！!）)]|$)")
#: Words before the first notion that are not part of it.
LEAD = re.compile(r"^(?:请问|请教|想问|问一下|法律上|法律规定的?|在法律上|我想知道)+")
#: Endings a notion is also named without (盗窃罪 in 刑法's text is "盗窃公私财物"; 租赁权 is 租赁合同's; 经济补偿金 is
#: 劳动合同法's 经济补偿).
SUFFIXES = ("罪", "合同", "权", "金")
#: Ways an article says what a notion is.
DEFINES = ("{t}是", "{t}，是指", "{t}是指", "为{t}", "称{t}", "{t}，是")
#: How deep each notion is searched.
DEPTH = 10
#: An article found for a notion in another law than the other notion's must say what it is or open with it.
STRONG = 4


@dataclass(frozen=True)
class Contrast:
    """The two notions, each with its article and the sentences of it that name the notion."""

    terms: tuple[str, str]
    articles: tuple[StatuteVersion, StatuteVersion]
    sentences: tuple[str, str]

    def to_log(self) -> dict:
        return {"terms": list(self.terms), "articles": [list(v.key) for v in self.articles]}


def contrasted_terms(question: str) -> tuple[str, str] | None:
    """The two notions a question asks to tell apart, or None."""
    found = CONTRAST.search(question)
    if found is None:
        return None
    first, second = LEAD.sub("", found.group("a")), found.group("b")
    if len(first) < 2 or first == second:
        return None
    return first, second


def _names(term: str) -> list[str]:
    """The notion as written, then without an ending that its article may leave out."""
    return [term, *(term[: -len(end)] for end in SUFFIXES if term.endswith(end) and len(term) - len(end) >= 2)]


def _score(version: StatuteVersion, term: str) -> int:
    """How plainly the article is the notion's: it says what the notion is (6), opens with it (4) or names it
    (2); each one less for the notion's shortened name. 0: it does not name it."""
    text = "".join(version.text.split())
    best = 0
    for shortened, name in enumerate(_names(term)):
        weight = 0
        if any(form.format(t=name) in text for form in DEFINES):
            weight = 3
        elif text.startswith(name):
            weight = 2
        elif name in text:
            weight = 1
        best = max(best, weight * 2 - min(shortened, 1) if weight else 0)
    return best


Scored = tuple[int, StatuteVersion]


def _best(context: TurnContext, term: str, laws: list[str] | None = None) -> Scored | None:
    """The article in force in the case window (inside `laws` when given) that best names `term`, or None."""
    result = context.retriever.search(term, window=context.case_date.window, top=DEPTH, today=context.today, laws=laws)
    scored = [(_score(hit.version, term), -position, hit.version) for position, hit in enumerate(result.hits)]
    best = max(scored, key=lambda row: row[:2], default=None)
    return (best[0], best[2]) if best is not None and best[0] > 0 else None


def notion_articles(context: TurnContext, terms: tuple[str, str]) -> tuple[StatuteVersion, StatuteVersion] | None:
    """Each notion's article, from one law where one holds both ("经济补偿金和赔偿金": 劳动合同法's, not 国家赔偿法's
    赔偿金); articles of two laws only where each says what its notion is or opens with it."""
    first, second = _best(context, terms[0]), _best(context, terms[1])
    if first is None or second is None:
        return None
    if first[1].law != second[1].law:
        pairs = [(first, _best(context, terms[1], [first[1].law])), (_best(context, terms[0], [second[1].law]), second)]
        same = [(a, b) for a, b in pairs if a is not None and b is not None]
        if same:
            first, second = max(same, key=lambda pair: pair[0][0] + pair[1][0])
        elif min(first[0], second[0]) < STRONG:
            return None
    return (first[1], second[1]) if first[1].key != second[1].key else None


def naming_sentences(text: str, term: str) -> str:
    """The paragraph of `text` that names `term` (the whole text when none does)."""
    paragraphs = [p.strip() for p in text.split("\n") if p.strip()]
    for name in _names(term):
        for paragraph in paragraphs:
            if name in paragraph:
                return paragraph.rstrip("。；;")
    return " ".join(paragraphs).rstrip("。；;")


async def contrast(context: TurnContext) -> Contrast | None:
    """Each notion's article when the question asks how two notions differ and each has its own; else None."""
    if context.lang != "zh":
        return None
    terms = contrasted_terms(context.question)
    if terms is None:
        return None
    found = await asyncio.to_thread(notion_articles, context, terms)
    if found is None:
        return None
    first, second = found
    return Contrast(terms, found, (naming_sentences(first.text, terms[0]), naming_sentences(second.text, terms[1])))


def contrast_body(found: Contrast) -> str:
    """The reply's body: each notion with its article's words, and what follows from them."""
    (a, b), (va, vb), (sa, sb) = found.terms, found.articles, found.sentences
    return say("contrast", "zh", a=a, b=b, law_a=va.law, label_a=va.article_label, words_a=sa,
               law_b=vb.law, label_b=vb.article_label, words_b=sb)
