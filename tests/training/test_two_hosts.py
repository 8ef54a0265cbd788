"""Two hosts on 127.0.0.1: the bot host (the bot + `tempolex train export-serve` on its store) and
the GPU host (`tempolex trainer`, a real subprocess) with a fake vLLM recording adapter calls.

Admin /retrain in the bot reaches the trainer; the trainer pulls a bundle from the bot host's
export endpoint, trains the tiny Qwen3 model (SFT → GRPO), gates and publishes to the fake vLLM.
After a restart (the schedule kept), a run whose gate demands a gain is refused and vLLM keeps
serving the first adapter.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

pytest.importorskip("torch")

from bot.admin_actions import AdminActions  # noqa: E402
from core.scripted_service import ScriptedLawyerService  # noqa: E402
from core.store import Store  # noqa: E402
from index.common.settings import PROJECT_ROOT  # noqa: E402
from tests.bot.conftest import ADMIN_ID, USER_ID, start_bot  # noqa: E402
from tests.fakes.fake_vllm import LocalServing  # noqa: E402
from tests.fakes.telegram_server import FakeTelegramServer  # noqa: E402
from training.remote import retrain_action  # noqa: E402
from training.tiny import build_tiny_qwen3  # noqa: E402

EXPORT_TOKEN, TRAINER_TOKEN = "export-secret", "trainer-secret"
TINY = {"LORA_RANK": "4", "LORA_ALPHA": "8", "LEARNING_RATE": "1e-2", "MAX_LENGTH": "128", "SFT_BATCH_SIZE": "2",
        "GRPO_GROUP_SIZE": "4", "GRPO_STEPS": "2", "GRPO_MAX_NEW_TOKENS": "24", "GRPO_LEARNING_RATE": "1e-2",
        "HELDOUT_SHARE": "0.5"}


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _start(args: list[str], env: dict[str, str], log: Path) -> tuple[subprocess.Popen, dict]:
    """A `tempolex …` process; returns it with the JSON line it prints once it listens."""
    with log.open("a") as stderr:
        process = subprocess.Popen([sys.executable, "-c", "from bot.cli import main; main()", *args], cwd=PROJECT_ROOT,
                                   env=env, stdout=subprocess.PIPE, stderr=stderr, text=True)
    line = process.stdout.readline()
    assert line, f"{args[0]} exited with {process.wait()}"
    return process, json.loads(line)


def _stop(process: subprocess.Popen) -> None:
    process.send_signal(signal.SIGTERM)
    process.wait(timeout=120)


def _finished(url: str, run_id: int, timeout: float = 300) -> dict:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        record = httpx.get(f"{url}/runs/{run_id}", headers={"Authorization": f"Bearer {TRAINER_TOKEN}"}, timeout=60).json()
        if record["status"] in ("published", "refused", "failed", "skipped"):
            return record
        time.sleep(1)
    raise TimeoutError(f"run {run_id} did not finish")


async def test_admin_retrain_reaches_the_trainer_which_publishes_then_refuses_after_a_restart(tmp_path, retriever) -> None:
    from training.demo import fill_store

    db = tmp_path / "bot-host" / "tempolex.db"
    db.parent.mkdir()
    async with Store(db) as store:
        await fill_store(store, retriever)  # real agent turns (scripted model), votes, one /forget
    base = build_tiny_qwen3(tmp_path / "base")
    export_port, trainer_port = _free_port(), _free_port()
    common = {**os.environ, "PYTHONPATH": str(PROJECT_ROOT)}
    bot_host = {**common, "TEMPOLEX_PATHS_DATA_DIR": str(tmp_path / "bot-host"), "TEMPOLEX_EXPORT_TOKEN": EXPORT_TOKEN}
    with LocalServing() as vllm:
        gpu_host = {**common, **{f"TEMPOLEX_TRAINING_{k}": v for k, v in TINY.items()},
                    "TEMPOLEX_PATHS_DATA_DIR": str(tmp_path / "gpu-host"), "TEMPOLEX_TRAINER_TOKEN": TRAINER_TOKEN,
                    "TEMPOLEX_EXPORT_TOKEN": EXPORT_TOKEN, "TEMPOLEX_TRAINING_BASE_MODEL": str(base),
                    "TEMPOLEX_TRAINING_EXPORT_URL": f"http://127.0.0.1:{export_port}",
                    "TEMPOLEX_TRAINING_SERVE_URL": vllm.url, "TEMPOLEX_TRAINING_CRON": "0 3 * * sun"}
        exporter, _ = _start(["train", "export-serve", "--db", str(db), "--port", str(export_port)], bot_host, tmp_path / "export.log")
        trainer, ready = _start(["trainer", "--port", str(trainer_port)], gpu_host, tmp_path / "trainer.log")
        url = ready["trainer"]
        try:
            assert ready["next_run"] and ready["serving"] is None
            async with FakeTelegramServer() as telegram, Store(db) as store:
                # only admin commands are sent: the fixed-latency load-bench agent stands in for the lawyer
                bot = await start_bot(telegram, store, ScriptedLawyerService(store),
                                      admin_actions=AdminActions(retrain=retrain_action(url, TRAINER_TOKEN)))
                try:
                    refused = await bot.say(USER_ID, "/retrain")
                    assert "只对管理员开放" in refused[0].plain_text()
                    assert [e["detail"]["command"] for e in bot.events("admin_refused")] == ["retrain"]
                    started, done = await bot.say(ADMIN_ID, "/retrain", replies=2, timeout=30)
                    assert "run 1 queued on the trainer" in done.plain_text()
                    busy = await bot.say(ADMIN_ID, "/retrain", replies=2, timeout=30)
                    assert "busy with run 1" in busy[1].plain_text()
                finally:
                    await bot.stop()
            first = await asyncio.to_thread(_finished, url, 1)
            assert first["status"] == "published", first
            assert first["trigger"] == "retrain admin /retrain"
            assert first["figures"]["bundle"]["counts"]["turns"] == 3  # pulled from the bot host, u2 forgotten
            assert first["figures"]["sft"]["steps"] >= 1 and first["figures"]["grpo"]["steps"] == 2
            assert Path(vllm.loaded["tempolex-current"]).name == first["adapter"]
            assert (tmp_path / "gpu-host" / "training" / "adapters" / first["adapter"] / "adapter_model.safetensors").exists()
            assert list((tmp_path / "bot-host" / "training" / "bundles").glob("bundle-*/manifest.json"))
        finally:
            _stop(trainer)
        calls_before = len(vllm.calls)
        trainer, ready = _start(["trainer", "--port", str(trainer_port)],
                                {**gpu_host, "TEMPOLEX_TRAINING_GATE_TOLERANCE": "-0.5"}, tmp_path / "trainer.log")  # a gain of 0.5 is demanded
        try:
            assert ready["serving"] == first["adapter"] and ready["next_run"]
            answer = httpx.post(f"{url}/retrain", headers={"Authorization": f"Bearer {TRAINER_TOKEN}"})
            assert answer.status_code == 202 and answer.json()["run"] == 2
            assert httpx.post(f"{url}/retrain").status_code == 401
            second = await asyncio.to_thread(_finished, url, 2)
        finally:
            _stop(trainer)
            _stop(exporter)
    assert second["status"] == "refused", second
    assert second["figures"]["gate"]["publish"] is False and "required gain 0.5" in second["figures"]["gate"]["reasons"][0]
    assert vllm.calls[calls_before:] == []  # the refused adapter was never loaded
    assert Path(vllm.loaded["tempolex-current"]).name == first["adapter"]
    log = (tmp_path / "gpu-host" / "training" / "publish_log.jsonl").read_text(encoding="utf-8").splitlines()
    assert [json.loads(line)["action"] for line in log] == ["publish", "refused"]
