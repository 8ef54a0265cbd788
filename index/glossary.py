"""English legal words → the Chinese words the statutes use (index/data/legal_glossary_en_zh.toml).

The corpus is Chinese: an English question shares no token with it in the keyword and BM25
channels, and the small multilingual e5 model maps "probation" only loosely near 缓刑. The
glossary gives an English question the Chinese vocabulary of the provisions it is about, so all
three channels can find them. Deterministic and cheap (one regular expression), so it runs on
every English message; a model rewrite would cost a model call per question.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

GLOSSARY_FILE = Path(__file__).resolve().parent / "data" / "legal_glossary_en_zh.toml"


def _forms(phrase: str) -> list[str]:
    """The phrase as written, then its last word inflected (-s, -es, -ed, -d, -ing, -ies/-ied)."""
    head, _, last = phrase.rpartition(" ")
    stem = f"{head} " if head else ""
    endings = [last + ending for ending in ("s", "es", "ed", "d", "ing")]
    if last.endswith("e"):
        endings.append(last[:-1] + "ing")
    if last.endswith("y"):
        endings += [last[:-1] + "ies", last[:-1] + "ied"]
    return [phrase, *(stem + word for word in endings)]


_WORD = re.compile(r"[a-z0-9]+(?:['-][a-z0-9]+)*")


@dataclass(frozen=True)
class Glossary:
    """Surface forms (lower-case words joined by single spaces) → Chinese terms."""

    terms: dict[str, tuple[str, ...]]
    longest: int  # words in the longest phrase

    def translate(self, text: str) -> list[str]:
        """The Chinese terms of every glossary phrase in `text`, in text order, once each; at each
        word the longest phrase starting there wins ("child support" over "child")."""
        words = _WORD.findall(text.lower().replace("’", "'"))
        found: list[str] = []
        i = 0
        while i < len(words):
            for n in range(min(self.longest, len(words) - i), 0, -1):
                chinese = self.terms.get(" ".join(words[i:i + n]))
                if chinese:
                    found.extend(chinese)
                    i += n
                    break
            else:
                i += 1
        return list(dict.fromkeys(found))


def parse(table: dict[str, dict[str, str]]) -> Glossary:
    """A glossary from its TOML sections; a phrase as written wins over another's inflected form."""
    exact: dict[str, tuple[str, ...]] = {}
    for section, entries in table.items():
        for phrase, chinese in entries.items():
            if phrase != " ".join(_WORD.findall(phrase)) or not chinese.split():
                raise ValueError(f"glossary [{section}] {phrase!r}: keys are lower-case English words, values Chinese terms")
            exact[phrase] = tuple(chinese.split())
    terms = dict(exact)
    for phrase, chinese_terms in exact.items():
        for form in _forms(phrase)[1:]:
            terms.setdefault(form, chinese_terms)
    return Glossary(terms, max(len(phrase.split()) for phrase in terms))


@lru_cache(maxsize=1)
def glossary(path: Path = GLOSSARY_FILE) -> Glossary:
    with path.open("rb") as handle:
        return parse(tomllib.load(handle))
