"""Rebuilds the shipped library: the texts listed in `index/data/library.toml`, read from a
LawRefBook/Laws checkout at the pinned commit, appended to the hand-built corpus.

    python -m index.library_build --git-dir /path/to/LawRefBook/Laws/.git

The manifest's `[[transcribed]]` texts are markdown files kept beside it (`index/data/sources/`):
superseded texts transcribed from whthomas/china-laws, a mirror of the official database that no
tool here can clone; their records say `verbatim_transcribed` and name that source.

The records of the three hand-built laws (刑法 with every amendment, 民法典, 继承法) are kept
line for line; every other record of `index/data/statutes.jsonl` is replaced by what the manifest
yields (民事诉讼法, 刑事诉讼法 and 公司法 included). The result must pass the corpus validator before it is written.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import tomllib
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import replace
from datetime import date
from pathlib import Path
from typing import Any

from index.common.settings import SHIPPED_CORPUS
from index.corpus import CorpusError, load_corpus
from index.lawrefbook import LawRefBookError, ParsedLaw, TextVersion, build_records, effective_date, parse_markdown

DATA = Path(__file__).resolve().parent / "data"
MANIFEST = DATA / "library.toml"
HAND_BUILT = frozenset({"中华人民共和国刑法", "中华人民共和国民法典", "中华人民共和国继承法"})


def library_records(manifest: dict[str, Any], read_text: Callable[[str], str],
                    folder: Path = DATA) -> list[dict[str, Any]]:
    """Records for every text in the manifest; `read_text(path)` returns a LawRefBook file's markdown,
    a transcribed text's `file` is read from `folder` (the manifest's)."""
    source = manifest["source"]
    pin = f"{source['repository']}@{source['commit']}"
    by_law: dict[str, list[TextVersion]] = defaultdict(list)
    repeals: dict[str, tuple[date, str]] = {}
    entries = [(entry, read_text(entry["path"]), f"{pin}:{entry['path']}", "verbatim") for entry in manifest["text"]]
    entries += [(entry, (folder / entry["file"]).read_text(encoding="utf-8"), entry["source"], "verbatim_transcribed")
                for entry in manifest.get("transcribed", [])]
    for entry, text, origin, provenance in entries:
        path = entry.get("path") or entry["file"]
        law = omitting(parse_markdown(text, path, Path(path).name), entry.get("omit_articles", ()))
        given = date.fromisoformat(entry["effective"]) if "effective" in entry else None
        effective = effective_date(law, given, entry.get("basis", ""))
        name = entry.get("law", law.title)
        by_law[name].append(TextVersion(law, effective, origin, entry.get("version", ""), provenance))
        if "repealed_on" in entry:
            repeals[name] = (date.fromisoformat(entry["repealed_on"]),
                             entry.get("repeal_basis", source.get("repeal_basis", "")))
    records: list[dict[str, Any]] = []
    for name, versions in by_law.items():
        repealed_on, basis = repeals.get(name, (None, ""))
        records.extend(build_records(versions, repealed_on, basis, law_name=name))
    return records


def omitting(law: ParsedLaw, articles: Iterable[int | str]) -> ParsedLaw:
    """The text without the articles a manifest entry leaves out (57, or "3之1" for 第三条之一): an earlier
    version read from a later text holds only the articles its amending act did not rewrite or insert."""
    left_out = {(n, 0) if isinstance(n, int) else tuple(int(part) for part in n.split("之")) for n in articles}
    return replace(law, articles=[a for a in law.articles if (a.article, a.article_sub) not in left_out])


def git_reader(git_dir: Path, commit: str) -> Callable[[str], str]:
    def read(path: str) -> str:
        done = subprocess.run(["git", "--git-dir", str(git_dir), "show", f"{commit}:{path}"],
                              capture_output=True, check=False)
        if done.returncode != 0:
            raise LawRefBookError(f"{path}:1: not in {git_dir} at {commit}: {done.stderr.decode().strip()}")
        return done.stdout.decode("utf-8")
    return read


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--git-dir", type=Path, required=True, help="a LawRefBook/Laws git directory")
    parser.add_argument("--manifest", type=Path, default=MANIFEST)
    parser.add_argument("--corpus", type=Path, default=SHIPPED_CORPUS)
    args = parser.parse_args(argv)
    manifest = tomllib.loads(args.manifest.read_text(encoding="utf-8"))
    try:
        added = library_records(manifest, git_reader(args.git_dir, manifest["source"]["commit"]), args.manifest.parent)
    except LawRefBookError as error:
        print(error, file=sys.stderr)
        return 1
    kept = [line for line in args.corpus.read_text(encoding="utf-8").splitlines()
            if line.strip() and json.loads(line)["law"] in HAND_BUILT]
    clash = {r["law"] for r in added} & HAND_BUILT
    if clash:
        print(f"{args.manifest}: the manifest may not rebuild a hand-built law: {sorted(clash)}", file=sys.stderr)
        return 1
    text = "\n".join([*kept, *(json.dumps(r, ensure_ascii=False) for r in added)]) + "\n"
    with tempfile.TemporaryDirectory() as folder:
        trial = Path(folder) / "statutes.jsonl"
        trial.write_text(text, encoding="utf-8")
        try:
            load_corpus([trial])
        except CorpusError as error:
            print(error, file=sys.stderr)
            return 1
    args.corpus.write_text(text, encoding="utf-8")
    laws = len({r["law"] for r in added})
    print(f"{args.corpus}: {len(kept)} hand-built records kept, {len(added)} records of {laws} documents added")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
