"""One article named on its own, as `/history` and `tempolex history` take it.

"刑法第七十四条", "合同法229", "民法典第1087条", "Criminal Law Article 74", "刑法第一百三十三条之一":
the law (through the shared law-name table) and the article, or what was written when the law is
unknown, so the reply can name the nearest laws the library holds.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass
from datetime import date
from typing import Iterable

from index.common.text import ARTICLE_NUMBER, HAN_EXT, Language, chinese_to_int, has_han
from index.law_names import aliases_of, find_law_mentions
from index.query_analysis import analyze

_NUMBER = rf"({ARTICLE_NUMBER})"
# A bare number after a law's name ("合同法229", "合同法 第229"), which query analysis does not
# read as an article in running text ("3条建议" is not one) but a lone reference clearly is.
_BARE_ARTICLE = re.compile(rf"^[\s》]*(?:第\s*)?{_NUMBER}\s*条?\s*(?:之\s*(\d+|[一二三四五六七八九十]+))?\s*$")
_ARTICLE_WORDS = re.compile(
    rf"(?:第\s*)?{_NUMBER}\s*条.*$|\b(?:articles?|arts?\.?)\s*\d+.*$|\s\d+\s*$", re.IGNORECASE
)


@dataclass(frozen=True)
class ArticleReference:
    """What a lone article reference names.

    `law` is the canonical name when the law-name table knows it (held by the corpus or a
    well-known law it lacks, `in_corpus_table` says which), else None; `written` is the law as
    typed; `article` is None when no article number was given.
    """

    law: str | None
    in_corpus_table: bool
    written: str
    article: int | None
    article_sub: int
    language: Language


def parse_article_reference(text: str) -> ArticleReference:
    """Read one law + article reference; never raises on odd input."""
    normal = unicodedata.normalize("NFKC", text).strip()
    language: Language = "zh" if has_han(normal, HAN_EXT) else "en"
    mentions = [m for m in find_law_mentions(normal) if m.binds]
    refs = analyze(normal, date.today(), use_glossary=False).articles if normal else []
    mention = mentions[0] if mentions else None
    if mention is None:
        written = _ARTICLE_WORDS.sub("", normal).strip(" 《》<>\"'“”,，的") or normal
        ref = refs[0] if refs else None
        return ArticleReference(None, False, written, ref.article if ref else None, ref.article_sub if ref else 0, language)
    ref = next((r for r in refs if r.law == mention.law), None)
    article, sub = (ref.article, ref.article_sub) if ref else _bare_article(normal[mention.end:])
    written = normal[mention.start:mention.end].strip("《》 ")
    return ArticleReference(mention.law, mention.covered, written, article, sub, language)


def _bare_article(rest: str) -> tuple[int | None, int]:
    match = _BARE_ARTICLE.match(rest)
    if not match:
        return None, 0
    return chinese_to_int(match[1]) if not match[1].isdigit() else int(match[1]), (
        0 if match[2] is None else (int(match[2]) if match[2].isdigit() else chinese_to_int(match[2])))


def short_name(law: str) -> str:
    """The name a reader uses: 刑法 for 中华人民共和国刑法."""
    return law.removeprefix("中华人民共和国")


def english_name(law: str) -> str | None:
    """The law's English name from the name table ("Criminal Law"), if it has one."""
    english = next((alias for alias in aliases_of(law) if alias.isascii()), None)
    return english.title().replace("Prc", "PRC") if english else None


def nearest_laws(written: str, held: Iterable[str], limit: int = 5) -> list[str]:
    """The laws the library holds whose names (full, short or English) are closest to `written`
    (difflib's similarity ratio), best first."""
    key = written.strip().lower()
    if not key:
        return []
    names: dict[str, str] = {}
    for law in held:
        for name in (law, short_name(law), *aliases_of(law)):
            names.setdefault(name.lower(), law)
    scored: dict[str, float] = {}
    for name, law in names.items():
        ratio = difflib.SequenceMatcher(None, key, name).ratio()
        if key in name or name in key:
            ratio = max(ratio, 0.6)
        scored[law] = max(scored.get(law, 0.0), ratio)
    ranked = sorted((law for law, ratio in scored.items() if ratio >= 0.34), key=lambda law: -scored[law])
    return ranked[:limit]
