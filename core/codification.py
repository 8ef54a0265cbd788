"""The 2021 codification in a consultation: a 民法典 article named for a case before 2021 is
searched as the old article it replaced, and an old-law article in the sources is shown with the
民法典 article that carries it on now (index.predecessors holds the links).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from datetime import date

from core.replies import TEXTS, say
from index.corpus import StatuteVersion
from index.law_names import CIVIL_CODE
from index.predecessors import CODIFICATION_DAY, CodificationLinks, shipped_links
from index.query_analysis import ArticleRef, QueryAnalysis

_CODE_DAY = date.fromisoformat(CODIFICATION_DAY)

VersionsOf = Callable[[str, int, int], list[StatuteVersion]]


def _short(law: str) -> str:
    return law.removeprefix("中华人民共和国")


def predecessors_for_case(analysis: QueryAnalysis, window: tuple[date, date], versions_of: VersionsOf, lang: str,
                          links: CodificationLinks | None = None) -> tuple[QueryAnalysis, list[str]]:
    """`analysis` with each named 民法典 article that has a predecessor in force in the case
    window searched as that predecessor (and, when the window reaches into 2021, as itself too),
    plus one notice per substitution saying so. Unchanged when the case is after 2020."""
    if window[0] >= _CODE_DAY or not analysis.articles:
        return analysis, []
    links = links or shipped_links()
    articles: list[ArticleRef] = []
    notices: list[str] = []
    replaced_all_code = True
    for ref in analysis.articles:
        found = [link for link in links.predecessors(CIVIL_CODE, ref.article, ref.article_sub)
                 if ref.law == CIVIL_CODE and any(v.valid_on(*window) for v in versions_of(*link.old_key))]
        if not found:
            articles.append(ref)
            replaced_all_code &= ref.law != CIVIL_CODE
            continue
        articles += [ArticleRef(link.old_law, link.old_article, link.old_sub) for link in found]
        if window[1] >= _CODE_DAY:
            articles.append(ref)
            replaced_all_code = False
        olds = "、".join(f"《{_short(link.old_law)}》{link.old_label}" for link in found) if lang == "zh" else ", ".join(
            f"{_short(link.old_law)} {link.old_label}" for link in found)
        relation = found[0].relation
        notices.append(say(f"predecessor_{relation}", lang, new=found[0].new_label, old=olds, day=CODIFICATION_DAY))
    if not notices:
        return analysis, []
    laws = [law for law in analysis.laws if law != CIVIL_CODE or not replaced_all_code]
    laws += [ref.law for ref in articles if ref.law and ref.law not in laws]
    return replace(analysis, articles=list(dict.fromkeys(articles)), laws=laws), notices


def _note_pattern(template: str) -> str:
    head, tail = template.split("{new}")
    return re.escape(head) + r"[^；;）)\n]*?" + re.escape(tail)


#: Any `successor_note` as a reply prints it, in either language (from the same templates).
SUCCESSOR_NOTE = re.compile("|".join(_note_pattern(TEXTS[f"successor_{relation}"][lang])
                                     for relation in ("same", "similar") for lang in ("zh", "en")))


def successor_note(version: StatuteVersion, lang: str, links: CodificationLinks | None = None) -> str | None:
    """"现行《民法典》第七百二十五条与此相同" for an old-law article that 民法典 carries on; None otherwise."""
    if version.law == CIVIL_CODE or (version.valid_to is not None and version.valid_to >= CODIFICATION_DAY):
        return None
    found = (links or shipped_links()).successors(*version.key)
    if not found:
        return None
    best = found[0]
    labels = "、".join(link.new_label for link in found if link.relation == best.relation)
    return say(f"successor_{best.relation}", lang, new=labels)
