"""The `tempolex` command end to end on a small corpus: build, stats, search, batch, ask, bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bot.cli import app
from tests.conftest import SLICE

runner = CliRunner()


def run_json(*args: str) -> dict:
    result = runner.invoke(app, [*args, "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def built(slice_records, tmp_path_factory: pytest.TempPathFactory) -> Path:
    corpus = tmp_path_factory.mktemp("corpus") / "slice.jsonl"
    corpus.write_text("\n".join(json.dumps(r.to_dict(), ensure_ascii=False) for r in slice_records), encoding="utf-8")
    report = run_json("index", "build", "--corpus", str(corpus))
    assert report["points"] == len(slice_records) and report["stored_points"] == len(slice_records)
    return corpus


def test_search_json_has_the_documented_fields(built: Path) -> None:
    result = run_json("search", "刑法第七十四条", "--date", "2010-06-01")
    first = result["hits"][0]
    assert {"law", "article", "article_sub", "label", "version", "valid_from", "valid_to", "text", "score"} <= set(first)
    assert (first["article"], first["text"], first["valid_to"]) == (74, "对于累犯，不适用缓刑。", "2011-04-30")
    assert result["window"]["start"] == "2010-06-01" and result["not_covered"] == []
    later = run_json("search", "刑法第七十四条", "--date", "2012-01-01")
    assert later["hits"][0]["text"] == "对于累犯和犯罪集团的首要分子，不适用缓刑。"


def test_batch_answers_one_line_per_query_and_reports_bad_lines(built: Path, tmp_path: Path) -> None:
    batch = tmp_path / "queries.jsonl"
    batch.write_text('{"query": "刑法第七十四条", "date": "2010-06-01"}\n{"query": "民法典第一千零七十九条", "date": "2015"}\n{"date": "2010"}\n', encoding="utf-8")
    result = runner.invoke(app, ["search", "--batch", str(batch), "--json"])
    lines = [json.loads(line) for line in result.stdout.strip().splitlines()]
    assert len(lines) == 3
    assert lines[0]["hits"][0]["article"] == 74
    assert lines[1]["not_covered"][0]["article"] == 1079
    assert lines[2]["line"] == 3 and "error" in lines[2]


def test_stats_lists_every_law(built: Path) -> None:
    stats = run_json("index", "stats")
    assert len(stats["laws"]) == len(SLICE) and stats["model_id"].startswith("local-e5")
    assert stats["engine"].startswith("Qdrant Edge in "), "Edge is the embedded default"
    assert stats["points"] == stats["stored_points"], "one collection: stored points = versions"
    assert stats["serving"].startswith("statutes__") and stats["collection"] == "statutes"


def test_nonsense_date_is_a_clear_usage_error(built: Path) -> None:
    result = runner.invoke(app, ["search", "刑法第七十四条", "--date", "2010-02-30"])
    assert result.exit_code == 2 and "not a real date" in result.output


def test_bad_corpus_is_rejected_naming_the_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"law": "x"}\n', encoding="utf-8")
    result = runner.invoke(app, ["index", "ingest", str(bad), "--json"])
    assert result.exit_code == 1
    assert f"{bad}:1" in json.loads(result.stdout)["error"]


def test_ask_with_the_model_server_down_degrades_with_provisions(built: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TEMPOLEX_LLM_BACKEND", "openai")
    monkeypatch.setenv("TEMPOLEX_LLM_BASE_URL", "http://127.0.0.1:9/v1")  # nothing listens there
    monkeypatch.setenv("TEMPOLEX_LLM_RETRIES", "0")
    result = run_json("ask", "累犯能适用缓刑吗？", "--date", "2010")
    assert result["degraded"] is True and result["case_date"] == "2010年"
    assert "对于累犯，不适用缓刑。" in result["reply"]
    assert all(c["valid_from"] <= "2010-12-31" for c in result["citations"])
    assert {"reply", "case_date", "citations", "asked_for_date", "rubric", "revisions", "degraded", "latency_ms"} <= set(result)


def test_build_if_missing_skips_an_up_to_date_index(built: Path) -> None:
    assert run_json("index", "build", "--if-missing", "--corpus", str(built))["skipped"] is True


def test_build_if_missing_rebuilds_when_the_corpus_changed(built: Path, tmp_path: Path) -> None:
    """An upgrade that ships other statute texts must not leave the old index serving (`make run` builds --if-missing)."""
    lines = built.read_text(encoding="utf-8").splitlines()
    fewer = tmp_path / "fewer.jsonl"
    fewer.write_text("\n".join(lines[:-1]), encoding="utf-8")
    assert run_json("index", "build", "--if-missing", "--corpus", str(fewer))["skipped"] is False
    restored = run_json("index", "build", "--if-missing", "--corpus", str(built))
    assert restored["skipped"] is False and restored["points"] == len(lines)
    assert run_json("index", "build", "--if-missing", "--corpus", str(built))["skipped"] is True


def test_the_chat_commands_stop_with_one_line_when_the_index_is_missing(tmp_path) -> None:
    env = {**os.environ, "TEMPOLEX_PATHS_DATA_DIR": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", "from bot.cli import main; main()", "ask", "2010年累犯能缓刑吗", "--json"],
                          capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 1
    assert "not built yet: run `tempolex index build`" in done.stderr and "Traceback" not in done.stderr


def test_an_unknown_engine_setting_is_one_line_not_a_traceback(tmp_path) -> None:
    env = {**os.environ, "TEMPOLEX_PATHS_DATA_DIR": str(tmp_path), "TEMPOLEX_QDRANT_ENGINE": "faiss"}
    done = subprocess.run([sys.executable, "-c", "from bot.cli import main; main()", "index", "stats"],
                          capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 1
    assert "unknown Qdrant engine 'faiss'" in done.stderr and "edge, local" in done.stderr
    assert "Traceback" not in done.stderr


def test_eval_review_prints_its_figures_and_refuses_a_file_that_is_not_a_labelled_set(tmp_path: Path) -> None:
    """No model and no index: the review against planted errors on the shipped labelled set."""
    report = run_json("eval", "review")
    assert set(report["errors"]) == {"direction", "article", "amount", "party"}
    assert report["catch_rate"] >= 0.9 and report["contradictions_shipped"] == 0
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"question": "没有别的字段"}\n', encoding="utf-8")
    result = runner.invoke(app, ["eval", "review", "--file", str(bad)])
    assert result.exit_code == 2 and "not a labelled set" in result.output


def test_a_benchmark_of_no_queries_is_a_clear_usage_error() -> None:
    """`--queries 0` left every latency list empty and crashed on the missing percentile."""
    result = runner.invoke(app, ["bench", "retrieval", "--queries", "0"])
    assert result.exit_code == 2 and "--queries" in result.output
