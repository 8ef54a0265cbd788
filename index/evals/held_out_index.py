"""An index for scoring questions that the shipped `asked` vectors were built from.

The `asked` channel (`index.asked`) gives every article cited for LeCoQA's train questions the mean
of those questions' query vectors, so the shipped index would let such a question find its own
answer. An evaluation of those questions therefore runs on its own index: the same corpus and
channels, its `asked` vectors, its ranker and its query adapter (`index.ranker_build`) built without
the held-out questions, in its own folder under the data dir (`<data dir>/<name>/`), never touching the serving index. Passage and question
embeddings come from the shared cache, so the first build takes about two minutes; later runs
reuse it while the corpus and the held-out questions are unchanged (a fingerprint beside it).
"""

from __future__ import annotations

import atexit
import json
from collections.abc import Callable, Collection

from index.asked import load_asked
from index.common.settings import cache_dir, data_dir, load_settings
from index.open_index import load_all_records, open_embedder
from index import ranker_build
from index.query_adapter import ADAPTER_FILE, QueryAdapter
from index.ranker import ArticleRanker
from index.retrieval import Retriever
from index.statute_index import StatuteIndex, fingerprint
from index.vector_store import open_store

FINGERPRINT_FILE = "built-for.json"


def open_held_out_retriever(name: str, held_out: Collection[str],
                            progress: Callable[[str, int, int], None] | None = None) -> tuple[Retriever, bool]:
    """A retriever over `<data dir>/<name>/` whose `asked` vectors leave out the questions with ids
    in `held_out`; built there first when missing or stale. Returns it and whether it was built."""
    folder = data_dir() / name
    folder.mkdir(parents=True, exist_ok=True)
    settings = load_settings().qdrant
    asked = [q for q in load_asked() if q.ident not in held_out]
    store = open_store(settings.url, settings.engine, folder)
    atexit.register(store.close)  # release the embedded folder lock before interpreter teardown
    index = StatuteIndex(store, f"{settings.collection}-{name}",
                         open_embedder(), sparse_dir=cache_dir() / "models" / "bm25",
                         cache_root=cache_dir() / "embeddings", asked=asked)
    records = load_all_records()
    stamp, stamp_file = fingerprint(records, asked), folder / FINGERPRINT_FILE
    known = json.loads(stamp_file.read_text(encoding="utf-8")).get("fingerprint") if stamp_file.is_file() else None
    ranker_file = folder / "ranker.txt"
    adapter_file = folder / ADAPTER_FILE.name
    built = not (index.is_current() and known == stamp and ranker_file.is_file() and adapter_file.is_file())
    retriever = Retriever(index, load_settings().retrieval)
    if built:
        index.build(records, progress)
        ranker_build.build(retriever, ranker_file, held_out, progress)
        stamp_file.write_text(json.dumps({"fingerprint": stamp, "held_out": len(held_out)}), encoding="utf-8")
    retriever.ranker = ArticleRanker.load(ranker_file)
    retriever.adapter = QueryAdapter.load(adapter_file, index.embedder.model_id)
    return retriever, built
