"""The GPU host's pieces without training: the vLLM command, the schedule, run records, endpoints."""

from __future__ import annotations

import asyncio
import importlib.util
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer
from typer.testing import CliRunner

from core.store import Store
from index.common.settings import TrainingSettings
from tests.fakes.fake_vllm import BrokenLoads, LocalServing
from training.export import unpack
from training.publish import PublishError, Registry, VllmAdapters
from training.trainer import JOB_ID, Trainer, TrainerError, cron_trigger, start_scheduler

SETTINGS = TrainingSettings(base_model="/models/Qwen3-1.7B", serve_url="http://0.0.0.0:8001", lora_rank=32)


def test_serve_command_turns_lora_and_runtime_loading_on_and_preloads_the_served_adapter(tmp_path) -> None:
    from training.serve import vllm_command

    fresh = vllm_command(SETTINGS, tmp_path, api_key="k3y")
    assert fresh.argv[1:] == ["-m", "vllm.entrypoints.openai.api_server", "--model", "/models/Qwen3-1.7B", "--host", "0.0.0.0",
                              "--port", "8001", "--enable-lora", "--max-lora-rank", "32", "--max-loras", "2"]
    assert fresh.env == {"VLLM_ALLOW_RUNTIME_LORA_UPDATING": "True", "VLLM_API_KEY": "k3y"}
    assert "k3y" not in fresh.shell() and "no adapter published yet" in fresh.notes[0]
    registry = Registry(tmp_path)
    registry.path("a1").mkdir()
    with LocalServing() as serving:
        registry.publish("a1", VllmAdapters(serving.url), SETTINGS.serve_alias)
    restarted = vllm_command(SETTINGS, tmp_path, host="127.0.0.1", port=9000)
    assert restarted.argv[-2:] == ["--lora-modules", f"tempolex-current={(tmp_path / 'adapters' / 'a1').resolve()}"]
    assert restarted.argv[restarted.argv.index("--port") + 1] == "9000" and not restarted.notes


def test_serve_refuses_without_vllm_and_execs_it_when_present(monkeypatch) -> None:
    if importlib.util.find_spec("vllm") is not None:
        pytest.skip("vLLM is installed here")
    import training.serve
    from bot.cli import app

    monkeypatch.setenv("TEMPOLEX_TRAINING_BASE_MODEL", "/models/Qwen3-1.7B")
    execs: list[list[str]] = []
    monkeypatch.setattr(training.serve, "exec_command", lambda command: execs.append(command.argv))
    refused = CliRunner().invoke(app, ["serve"])
    assert refused.exit_code == 1 and "vLLM is not installed" in refused.output and "[gpu]" in refused.output
    assert "--enable-lora" in refused.output and execs == []
    monkeypatch.setattr(training.serve, "missing_prerequisites", lambda settings: [])
    started = CliRunner().invoke(app, ["serve", "--port", "8123"])
    assert started.exit_code == 0 and execs and execs[0][execs[0].index("--port") + 1] == "8123"


def test_cron_weekdays_must_be_named() -> None:
    saturday = datetime(2026, 11, 28, 12, 0).astimezone()
    fire = cron_trigger("30 2 * * sun").get_next_fire_time(None, saturday)
    assert (fire.weekday(), fire.hour, fire.minute) == (6, 2, 30)  # Sunday 02:30
    with pytest.raises(TrainerError, match="name the weekday"):
        cron_trigger("30 2 * * 0")  # crontab's Sunday, APScheduler 3's Monday
    with pytest.raises(TrainerError):
        cron_trigger("every sunday")


async def test_a_run_missed_while_the_trainer_was_down_fires_once_after_a_restart(tmp_path) -> None:
    first = Trainer(SETTINGS, tmp_path, tmp_path / "shared")
    scheduler = start_scheduler(first)
    job = scheduler.get_job(JOB_ID)
    assert job.next_run_time.weekday() == 6 and job.next_run_time.hour == 2
    scheduler.pause()
    job.modify(next_run_time=datetime.now().astimezone() - timedelta(minutes=5))  # due while "down"
    scheduler.shutdown(wait=False)
    calls: list[str] = []
    restarted = Trainer(SETTINGS, tmp_path, tmp_path / "shared")
    restarted.scheduled = lambda: calls.append("ran")  # type: ignore[method-assign]
    scheduler = start_scheduler(restarted)
    for _ in range(100):
        if calls:
            break
        await asyncio.sleep(0.05)
    await asyncio.sleep(0.2)
    assert calls == ["ran"]
    assert scheduler.get_job(JOB_ID).next_run_time > datetime.now().astimezone()
    scheduler.shutdown(wait=False)


def test_one_run_at_a_time_and_a_failed_run_is_recorded(tmp_path) -> None:
    trainer = Trainer(SETTINGS, tmp_path, tmp_path / "shared")
    run_id, busy = trainer.request("retrain")
    assert (run_id, busy) == (1, None)
    assert trainer.request("retrain") == (None, 1)
    skipped = trainer.scheduled()
    assert trainer.runs.get(skipped)["status"] == "skipped"
    record = trainer.run(run_id)  # no bundle in the shared folder and no export_url
    assert record["status"] == "failed" and "no export bundle" in record["error"]
    assert "TrainerError" in trainer.runs.log_path(run_id).read_text(encoding="utf-8")
    assert trainer.request("retrain")[0] == 3  # free again
    assert trainer.runs.interrupted() == [3]  # what a restart does with a run a killed trainer left
    assert trainer.runs.get(3)["status"] == "failed"
    with pytest.raises(TrainerError, match="base_model"):
        Trainer(TrainingSettings(), tmp_path, tmp_path)


async def test_export_endpoint_needs_the_token_and_answers_a_checked_bundle(tmp_path) -> None:
    from training.export_server import export_app

    async with Store(tmp_path / "t.db"):
        pass
    app = export_app(tmp_path / "t.db", tmp_path / "bundles", "s3cret", keep=1)
    async with TestClient(TestServer(app)) as client:
        assert (await client.get("/export")).status == 401
        assert (await client.get("/export", headers={"Authorization": "Bearer wrong"})).status == 401
        auth = {"Authorization": "Bearer s3cret"}
        assert (await client.get("/export", params={"since": "May"}, headers=auth)).status == 400
        response = await client.get("/export", params={"since": "2026-01-01"}, headers=auth)
        assert response.status == 200
        folder = unpack(await response.read(), tmp_path / "pulled")
    assert folder.name == response.headers["X-Bundle"] and (folder / "manifest.json").exists()
    assert [p.name for p in Path(tmp_path / "bundles").iterdir()] == [folder.name]


def test_a_publish_that_fails_half_way_puts_the_served_adapter_back(tmp_path) -> None:
    registry = Registry(tmp_path)
    for name in ("a1", "a2"):
        registry.path(name).mkdir()
    with BrokenLoads() as vllm:
        engine = VllmAdapters(vllm.url)
        registry.publish("a1", engine, "current")
        vllm.fail_once.add("current")  # a2 loads under its name, the alias is unloaded, its reload fails
        with pytest.raises(PublishError, match="500"):
            registry.publish("a2", engine, "current")
        assert Path(vllm.loaded["current"]).name == "a1"
    assert registry.state() == {"current": "a1", "history": []}
    failed = registry.log()[-1]
    assert (failed["action"], failed["adapter"], failed["restored"]) == ("publish_failed", "a2", "a1")


async def test_admin_retrain_answers_say_what_the_trainer_did(monkeypatch) -> None:
    from training.cli import admin_retrain_action
    from training.remote import request_retrain

    monkeypatch.delenv("TEMPOLEX_TRAINING_TRAINER_URL", raising=False)
    assert admin_retrain_action() is None  # the bot then says /retrain is not enabled
    port = _free_port()
    monkeypatch.setenv("TEMPOLEX_TRAINING_TRAINER_URL", f"http://127.0.0.1:{port}")
    assert "could not be reached" in await admin_retrain_action()()
    async def refuse(_request: web.Request) -> web.Response:
        return web.json_response({"error": "unauthorized"}, status=401)

    wrong_token = web.Application()
    wrong_token.add_routes([web.post("/retrain", refuse)])
    async with TestServer(wrong_token, port=port) as server:
        assert "refused the token" in await request_retrain(str(server.make_url("")), "wrong")


def _free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]
