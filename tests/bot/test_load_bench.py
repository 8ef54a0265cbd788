"""`tempolex bench bot`: the real bot under concurrent users, with the load bench's scripted agent
(its fixed latency is what the bench subtracts to report the bot's own overhead)."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from bot.cli import app


def test_bench_bot_answers_every_message_once_and_separates_overhead_from_agent_time() -> None:
    result = CliRunner().invoke(app, ["bench", "bot", "--users", "3", "--messages", "2", "--model-latency-ms", "80", "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert (report["expected"], report["replies"], report["duplicates"], report["errors"]) == (6, 6, 0, 0)
    assert report["unexpected_messages"] == 0
    latency, overhead = report["latency_ms"], report["overhead_ms"]
    assert latency["p50"] >= 80, "end-to-end latency includes the agent's 80 ms"
    assert overhead["p50"] is not None and overhead["p50"] <= latency["p50"] - 75, "the agent's time is subtracted"
