"""A reply speaks to the user: the facts and the conclusion say 你, not the user's own 我.

The 1.5B model copies the question's first person into what it writes: "结论：我有权起诉他", "结论：我作为车主
要赔钱" (stranger13, session 27). A lawyer writes "你有权起诉他". Only the parts that restate the user (the
facts mapped to the article, and the conclusion) are turned; quotations keep their words (the statute's,
or the user's own in “”), and the model speaking for itself ("我认为", "我建议") stays as it is.
"""

from __future__ import annotations

import re

from core.citations import QUOTATION
from core.reasoning import CONCLUSION_BLOCK
from core.stated_facts import HEADING, SECTION_END

#: The model's own voice, and 我 inside a longer word: left as written.
OWN_VOICE = re.compile(r"我(?=认为|建议|无法|不能确定|没有找到|写出|们认为|们建议)|我国|自我|本我")
_FIRST_PERSON = re.compile(r"我们|我")
_SECOND = {"我们": "你们", "我": "你"}


def _turned(text: str) -> str:
    """`text` with the user's 我/我们 as 你/你们, outside quotations and the model's own voice."""
    kept = [m.span() for m in QUOTATION.finditer(text)] + [m.span() for m in OWN_VOICE.finditer(text)]

    def swap(match: re.Match[str]) -> str:
        inside = any(start <= match.start() < end for start, end in kept)
        return match.group(0) if inside else _SECOND[match.group(0)]

    return _FIRST_PERSON.sub(swap, text)


def addressed(body: str, lang: str) -> str:
    """The reply with its fact mapping and conclusion addressed to the user (Chinese only)."""
    if lang != "zh":
        return body
    spans = [m.span() for m in CONCLUSION_BLOCK.finditer(body)]
    heading = HEADING.search(body)
    if heading:
        section_end = SECTION_END.search(body, heading.end())
        spans.append((heading.end(), section_end.start() if section_end else len(body)))
    for start, end in sorted(spans, reverse=True):
        body = body[:start] + _turned(body[start:end]) + body[end:]
    return body
