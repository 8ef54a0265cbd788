"""A conclusion drawn from a list item the reply never quoted and the user never told.

"公司要整体搬到外省，我不愿意去，公司说算我自动离职，不给补偿，对吗？" was opened with 劳动合同法 第四十六条 (三) and 第四十条 (三), the
move that changes the circumstances, and concluded from 第四十条 (二): "你不能胜任工作，经过培训或者调整工作岗位，仍不能胜任工作的，公司
可以……解除劳动合同" (stranger101 i3, session 57, re-asked after a bridge). The item is in the evidence, so the citation checks pass it;
nobody said the worker was unfit. Code finds a conclusion that restates an item of a cited article which the reply's quotations leave
out and the user's words do not touch, and puts the deciding clause in its place, naming the item it had rested on.
"""

from __future__ import annotations

from core.evidence import Evidence
from core.reasoning import CONCLUSION_BLOCK, clause_words, list_items, own_words
from index.common.text import han_ngrams

#: Character pairs a conclusion must share with an item to restate it (a sentence of its condition, not a word of its topic).
RESTATED_PAIRS = 8
#: Pairs the user's words may share with the item and still not have told it (a party's word, "工作").
TOLD_PAIRS = 3
NOTE = "（原结论依据的是{label}的另一项“{item}”，你没有说过这一情形，也不是上面引用的内容。）"


def without_other_item(body: str, evidence: list[Evidence], question: str, clause: str) -> str:
    """`body` with a conclusion restating an unquoted, untold item of an article it cites replaced by `clause` and a note."""
    conclusion = CONCLUSION_BLOCK.search(body)
    if conclusion is None or not clause:
        return body
    said = han_ngrams(own_words(conclusion.group(0)))
    quoted, told = body[:conclusion.start()], han_ngrams(question)
    for item in evidence:
        version = item.version
        if version.article_label not in body or version.law not in body:
            continue
        for condition in list_items(version.text):
            if condition in quoted or len(han_ngrams(condition) & said) < RESTATED_PAIRS \
                    or len(han_ngrams(condition) & told) >= TOLD_PAIRS:
                continue
            replaced = f"结论：{clause_words(clause, 'zh')}{NOTE.format(label=version.article_label, item=condition)}"
            return body[:conclusion.start()] + replaced + body[conclusion.end():]
    return body
