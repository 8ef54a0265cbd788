"""Library coverage: how many consultation questions cite a law the corpus holds.

An item counts as covered when its reference answer cites at least one document the corpus holds;
the laws it cites that the corpus lacks are listed with the number of items citing each, so the
next addition to the library can be chosen by what people ask. The 250 items in
`shared/data/eval/lawbench/data__zero_shot__3-8.json` are the dev half (the other 250 are held out).

`--by-date` asks the question tempolex exists for: is a cited law held *for the question's date*?
Neither file dates its questions, so each is dated by what its reference cites (`item_date`): a
reference cites the law in force when it was written (LawBench 3-8 references quote the articles as
current law; LeCoQA's `match_name` names current law), so it was written by the last day of any law
it cites that has since been repealed or replaced (a reference citing 合同法 was written by
2020-12-31); otherwise on the file's reference date (`--date`; LawBench 3-8: 2023-06-30, the
texts its gold answers follow; LeCoQA: 2024-06-30, when its STARD questions were compiled). Only the
ends of held windows date a reference, never their starts, so a text the corpus lacks for an early
period is still counted as missing for a question from that period.
"""

from __future__ import annotations

import html
import json
import re
from collections import Counter, defaultdict
from datetime import date
from pathlib import Path
from typing import Any, cast

from index.common.paths import lawbench_task
from index.common.text import ARTICLE
from index.corpus import StatuteVersion, day_number
from index.law_names import LawMention, canonical_law, find_law_mentions, uncovered_law

DEFAULT_FILE = lawbench_task("3-8")
#: The day a file's questions are current law when nothing they cite says otherwise (see module doc).
LAWBENCH_DATE = date(2023, 6, 30)
LECOQA_DATE = date(2024, 6, 30)
_TAG = re.compile(r"</?[A-Za-z][^>]*>")
_ARTICLE_SUFFIX = re.compile(ARTICLE.pattern + "$")


def reference_text(answer: str) -> str:
    """A reference answer as plain text. The answers were scraped with their HTML: tags
    ("</span><span>民法典" read as a law's name) and entities ("实施&lt;中华人民共和国社会保险法&gt;若干
    规定" and "实施〈中华人民共和国社会保险法〉若干规定" are one regulation) would split or invent laws."""
    text = html.unescape(_TAG.sub("", answer))
    return text.replace("<", "〈").replace(">", "〉")


def reference_mentions(answer: str) -> list[LawMention]:
    """The laws (and articles) a reference answer names."""
    return find_law_mentions(reference_text(answer))


def evaluate(items: list[dict[str, Any]], records: list[StatuteVersion]) -> dict[str, Any]:
    held = {record.law for record in records}
    covered = all_held = no_law = 0
    missing: Counter[str] = Counter()
    missing_only: Counter[str] = Counter()
    for item in items:
        cited = cited_laws(item)
        absent = cited - held
        if not cited:
            no_law += 1
        if cited & held:
            covered += 1
        else:
            missing_only.update(absent)
        if cited and not absent:
            all_held += 1
        missing.update(absent)
    total = len(items)
    return {
        "items": total,
        "covered_items": covered,
        "coverage": round(covered / max(total, 1), 4),
        "all_cited_held_items": all_held,
        "all_cited_held_share": round(all_held / max(total, 1), 4),
        "items_citing_no_law": no_law,
        "corpus": {"documents": len(held), "records": len(records)},
        "missing": [{"law": law, "items": n, "items_with_no_held_law": missing_only.get(law, 0)}
                    for law, n in sorted(missing.items(), key=lambda kv: (-kv[1], kv[0]))],
    }


def load_items(path: Path) -> list[dict[str, Any]]:
    return cast("list[dict[str, Any]]", json.loads(path.read_text(encoding="utf-8")))


def default_date(items: list[dict[str, Any]]) -> date:
    """The reference date of a file: LeCoQA's (items carry `match_name`) or LawBench 3-8's."""
    return LECOQA_DATE if items and "match_name" in items[0] else LAWBENCH_DATE


def cited_laws(item: dict[str, Any]) -> set[str]:
    """The documents an item's reference cites: LeCoQA's `match_name` article names
    ("劳动合同法第七条", "中华人民共和国民法典第五十四条"), else the laws named in the answer."""
    if "match_name" in item:
        names = (_ARTICLE_SUFFIX.sub("", str(name)).strip() for name in item["match_name"])
        return {canonical_law(n) or uncovered_law(n) or n for n in names if n}
    return {mention.law for mention in reference_mentions(item.get("answer", ""))}


def _windows(records: list[StatuteVersion]) -> dict[str, list[tuple[int, int]]]:
    by_law: dict[str, set[tuple[int, int]]] = defaultdict(set)
    for record in records:
        by_law[record.law].add((record.from_day, record.to_day))
    return {law: sorted(spans) for law, spans in by_law.items()}


def item_date(laws: set[str], windows: dict[str, list[tuple[int, int]]], reference: date) -> date:
    """When the reference was written: `reference`, or the last day of a cited law no longer in force then."""
    day = day_number(reference)
    ends = [max(end for _, end in windows[law]) for law in laws if law in windows]
    last = min([day, *ends])
    return reference if last == day else date(last // 10000, last // 100 % 100, last % 100)


def evaluate_by_date(items: list[dict[str, Any]], records: list[StatuteVersion], reference: date) -> dict[str, Any]:
    """Items with at least one cited law held on the item's date (see the module doc), and the laws
    that are cited but not held then, each with how many items cite it."""
    windows = _windows(records)
    covered = all_held = no_law = 0
    missing: Counter[str] = Counter()
    dated: Counter[str] = Counter()
    for item in items:
        laws = cited_laws(item)
        day = item_date(laws, windows, reference)
        dated[day.isoformat()] += 1
        number = day_number(day)
        held = {law for law in laws if any(start <= number <= end for start, end in windows.get(law, ()))}
        no_law += not laws
        covered += bool(held)
        all_held += bool(laws) and held == laws
        missing.update(laws - held)
    total = len(items)
    return {
        "items": total,
        "reference_date": reference.isoformat(),
        "item_dates": dict(sorted(dated.items())),
        "covered_items": covered,
        "coverage": round(covered / max(total, 1), 4),
        "all_cited_held_items": all_held,
        "all_cited_held_share": round(all_held / max(total, 1), 4),
        "items_citing_no_law": no_law,
        "corpus": {"documents": len(windows), "records": len(records)},
        "missing": [{"law": law, "items": n} for law, n in sorted(missing.items(), key=lambda kv: (-kv[1], kv[0]))],
    }
