"""Writes `index/data/asked.jsonl` from LeCoQA's train split (see `index.asked`).

    python -m index.asked_build [--train ../shared/data/eval/lecoqa/train.json]

Each question keeps the articles its legal team chose, resolved to the corpus's law names (or the
full name of a well-known law the corpus lacks, so that it matches once the law is added); names
no known law matches are dropped and counted. The answers speak for current law when the data set
was made; `AS_OF` is that day (the set cites 民法典, and 公司法 in its 2018 numbering).
"""

from __future__ import annotations

import argparse
import json
from datetime import date
from pathlib import Path
from typing import Any

from index.asked import ASKED_FILE
from index.common.paths import LECOQA_TRAIN
from index.query_analysis import analyze

AS_OF = "2023-06-30"
SOURCE = "oneal2000/LeCoQA@538b299:data/example/train.json"


def resolved(name: str) -> list[list[Any]]:
    """"劳动合同法第七条" -> [["中华人民共和国劳动合同法", 7, 0]]; [] when the law is unknown."""
    refs = analyze(name, date.fromisoformat(AS_OF)).articles
    return [[ref.law, ref.article, ref.article_sub] for ref in refs if ref.law]


def rows(train: Path) -> tuple[list[dict[str, Any]], int]:
    out, dropped = [], 0
    for item in json.loads(train.read_text(encoding="utf-8")):
        articles = []
        for name in item["match_name"]:
            found = resolved(name)
            dropped += not found
            articles += [a for a in found if a not in articles]
        if articles:
            out.append({"id": f"lecoqa-train-{item['query_id']}", "question": item["问题"], "articles": articles,
                        "as_of": AS_OF, "source": f"{SOURCE}#query_id={item['query_id']}"})
    return out, dropped


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--train", type=Path, default=LECOQA_TRAIN)
    parser.add_argument("--out", type=Path, default=ASKED_FILE)
    args = parser.parse_args()
    written, dropped = rows(args.train)
    args.out.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in written), encoding="utf-8")
    print(f"wrote {len(written)} questions to {args.out}; {dropped} article names named no known law")


if __name__ == "__main__":
    main()
