"""Library coverage: how many LawBench 3-8 consultation items cite a law the corpus holds.

An item counts as covered when its reference answer cites at least one document the corpus holds;
the laws it cites that the corpus lacks are listed with the number of items citing each, so the
next addition to the library can be chosen by what people ask. The 250 items in
`shared/data/eval/lawbench/data__zero_shot__3-8.json` are the dev half (the other 250 are held out).
"""

from __future__ import annotations

import html
import json
import re
from collections import Counter
from pathlib import Path

from index.corpus import StatuteVersion
from index.law_names import LawMention, find_law_mentions

DEFAULT_FILE = Path(__file__).resolve().parents[2] / "shared/data/eval/lawbench/data__zero_shot__3-8.json"
_TAG = re.compile(r"</?[A-Za-z][^>]*>")


def reference_text(answer: str) -> str:
    """A reference answer as plain text. The answers were scraped with their HTML: tags
    ("</span><span>民法典" read as a law's name) and entities ("实施&lt;中华人民共和国社会保险法&gt;若干
    规定" and "实施〈中华人民共和国社会保险法〉若干规定" are one regulation) would split or invent laws."""
    text = html.unescape(_TAG.sub("", answer))
    return text.replace("<", "〈").replace(">", "〉")


def reference_mentions(answer: str) -> list[LawMention]:
    """The laws (and articles) a reference answer names."""
    return find_law_mentions(reference_text(answer))


def evaluate(items: list[dict], records: list[StatuteVersion]) -> dict:
    held = {record.law for record in records}
    covered = all_held = no_law = 0
    missing: Counter[str] = Counter()
    missing_only: Counter[str] = Counter()
    for item in items:
        cited = {mention.law for mention in reference_mentions(item.get("answer", ""))}
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


def load_items(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))
