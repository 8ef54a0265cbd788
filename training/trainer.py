"""The GPU host's trainer: one retraining run at a time, on a schedule or on request.

A run pulls the newest export bundle (from the bot host's export endpoint, or the newest bundle
in a shared folder when `[training] export_url` is empty), then runs the cycle SFT → GRPO →
gate → publish (`training.cycle`). A candidate the gate refuses is never loaded: vLLM keeps
serving the current adapter, and the refusal is in the publish log and the run record.

The schedule is APScheduler 3.11 (`AsyncIOScheduler`) with a SQLite job store (SQLAlchemy), so
a restart keeps the job and its next run time; runs missed while the trainer was down are
coalesced into one (within `MISFIRE_GRACE_S`). The cron job has `max_instances=1`, and
`Trainer.request` admits one run at a time across the schedule and /retrain, so runs never
overlap. Weekdays in `[training] cron` must be named (sun, mon, …): APScheduler 3 counts 0 as
Monday where crontab counts it as Sunday.
"""

from __future__ import annotations

import json
import os
import threading
import traceback
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from apscheduler.job import Job
from apscheduler.jobstores.memory import MemoryJobStore
from apscheduler.jobstores.sqlalchemy import SQLAlchemyJobStore
from apscheduler.schedulers.asyncio import AsyncIOScheduler
from apscheduler.triggers.cron import CronTrigger

from index.common.settings import TrainingSettings
from training.cycle import CycleConfig, run_cycle
from training.export import latest_bundle, prune
from training.grpo import GrpoConfig
from training.publish import Registry
from training.runs import RunLog
from training.sft import SftConfig


JOB_ID = "tempolex-retrain"
MANUAL = "manual"  # in-memory store for runs asked for by /retrain (nothing to keep across restarts)
MISFIRE_GRACE_S = 6 * 3600
_TRAINERS: dict[str, Trainer] = {}  # work dir → trainer of this process, for the stored job's reference


class TrainerError(RuntimeError):
    """A setting or prerequisite the trainer cannot run without."""


def cron_trigger(cron: str) -> CronTrigger:
    """`[training] cron` as a trigger; numeric weekdays are refused (APScheduler 3: 0 = Monday)."""
    fields = cron.split()
    if len(fields) == 5 and any(ch.isdigit() for ch in fields[4]):
        raise TrainerError(f"[training] cron {cron!r}: name the weekday (sun, mon, …); "
                           "APScheduler 3 reads 0 as Monday, crontab as Sunday")
    try:
        return CronTrigger.from_crontab(cron)
    except ValueError as exc:
        raise TrainerError(f"[training] cron {cron!r}: {exc}") from exc


def cycle_config(settings: TrainingSettings) -> CycleConfig:
    """The cycle's configuration from `[training]`."""
    if not settings.base_model:
        raise TrainerError("[training] base_model is not set: the folder of the model vLLM serves")
    sft = SftConfig(settings.base_model, lora_rank=settings.lora_rank, lora_alpha=settings.lora_alpha,
                    learning_rate=settings.learning_rate, epochs=settings.epochs, max_length=settings.max_length,
                    batch_size=settings.sft_batch_size)
    grpo = GrpoConfig(settings.base_model, group_size=settings.grpo_group_size, steps=settings.grpo_steps,
                      max_new_tokens=settings.grpo_max_new_tokens, learning_rate=settings.grpo_learning_rate,
                      clip_epsilon=settings.clip_epsilon, alpha=settings.alpha, kappa=settings.kappa,
                      kl_coef=settings.kl_coef, max_prompt_tokens=max(16, settings.max_length - settings.grpo_max_new_tokens))
    return CycleConfig(sft, grpo, settings.serve_url, settings.serve_alias,
                       eval_max_new_tokens=settings.grpo_max_new_tokens, gate_tolerance=settings.gate_tolerance)


class Trainer:
    """Runs retraining cycles one at a time and records each."""

    def __init__(self, settings: TrainingSettings, work_dir: Path, shared_bundles: Path) -> None:
        self.settings = settings
        self.config = cycle_config(settings)
        self.work_dir = Path(work_dir)
        self.runs = RunLog(self.work_dir)
        self.registry = Registry(self.work_dir)
        self.pulled = self.work_dir / "bundles"
        self.shared_bundles = Path(shared_bundles)
        self._mutex = threading.Lock()
        self._active: int | None = None
        self._corpus = None

    def request(self, trigger: str) -> tuple[int | None, int | None]:
        """(queued run id, None), or (None, the run in progress) when one is running."""
        with self._mutex:
            if self._active is not None:
                return None, self._active
            self._active = self.runs.queue(trigger)
            return self._active, None

    def scheduled(self) -> int:
        """The cron job: run now, or record a skipped run when another is in progress."""
        run_id, busy = self.request("schedule")
        if run_id is None:
            skipped = self.runs.queue("schedule")
            self.runs.update(skipped, status="skipped", error=f"run {busy} was in progress")
            return skipped
        self.run(run_id)
        return run_id

    def _bundle(self, run_id: int) -> Path:
        if self.settings.export_url:
            from training.remote import pull_bundle

            folder = pull_bundle(self.settings.export_url, os.environ.get("TEMPOLEX_EXPORT_TOKEN", ""), self.pulled)
            prune(self.pulled, self.settings.keep_bundles)
        else:
            folder = latest_bundle(self.shared_bundles)
            if folder is None:
                raise TrainerError(f"no export bundle in {self.shared_bundles} and no [training] export_url")
        self.runs.write(run_id, f"bundle {folder}")
        return folder

    def run(self, run_id: int) -> dict[str, Any]:
        """One whole run; never raises (a failure is recorded with its traceback in the run's log)."""
        from training.rewards import shipped_corpus

        figures: dict[str, Any] = {}

        def stage(name: str, detail: dict[str, Any]) -> None:
            figures[name] = _brief(name, detail)
            self.runs.update(run_id, stage=name, figures=figures)
            self.runs.write(run_id, f"{name} {json.dumps(figures[name], ensure_ascii=False)}")

        self.runs.update(run_id, status="running", started_at=_now())
        try:
            bundle = self._bundle(run_id)
            self.runs.update(run_id, bundle=bundle.name)
            self._corpus = self._corpus or shipped_corpus()
            result = run_cycle(self.config, bundle, self.registry, self._corpus, stage)
            status = "published" if result["published"] else "refused"
            self.runs.update(run_id, status=status, adapter=result["adapter"], figures=figures, stage="done")
        except Exception as exc:  # the trainer keeps running; the record says why this run failed
            self.runs.write(run_id, traceback.format_exc())
            self.runs.update(run_id, status="failed", error=f"{type(exc).__name__}: {exc}", figures=figures)
        finally:
            with self._mutex:
                self._active = None
        self.runs.write(run_id, f"finished {self.runs.get(run_id)['status']}")
        return self.runs.get(run_id) or {}


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _brief(name: str, detail: dict[str, Any]) -> dict[str, Any]:
    """What a run record keeps of a stage (no per-token lists)."""
    keep = {"sft": ("steps", "examples", "losses", "learned_tokens", "masked_tokens", "seconds"),
            "grpo": ("steps", "group_size", "history", "generated_tokens", "zero_variance_groups", "skipped_steps", "seconds")}.get(name)
    return {k: detail[k] for k in keep if k in detail} if keep else detail


def scheduled_retrain(work_dir: str) -> int:
    """The stored job's target (a module-level reference, so the SQLite job store can keep it)."""
    return _TRAINERS[work_dir].scheduled()


def start_scheduler(trainer: Trainer) -> AsyncIOScheduler:
    """Start the scheduler inside the running loop with the cron job from `[training] cron`.

    A job kept in the store with the same trigger keeps its next run time (a run missed while
    the trainer was down still fires, once); a changed cron replaces it.
    """
    key = str(trainer.work_dir.resolve())
    _TRAINERS[key] = trainer
    trigger = cron_trigger(trainer.settings.cron)
    scheduler = AsyncIOScheduler(
        jobstores={"default": SQLAlchemyJobStore(url=f"sqlite:///{trainer.work_dir.resolve() / 'jobs.sqlite'}"),
                   MANUAL: MemoryJobStore()},
        job_defaults={"max_instances": 1, "coalesce": True, "misfire_grace_time": MISFIRE_GRACE_S})
    scheduler.start(paused=True)
    job = scheduler.get_job(JOB_ID)
    if job is None or str(job.trigger) != str(trigger) or job.args != (key,):
        scheduler.add_job(scheduled_retrain, trigger, args=[key], id=JOB_ID, replace_existing=True)
    scheduler.resume()
    return scheduler


def run_now(scheduler: AsyncIOScheduler, trainer: Trainer, run_id: int) -> Job:
    """Hand a queued run to the scheduler's executor (a thread: training blocks)."""
    return scheduler.add_job(trainer.run, args=[run_id], id=f"run-{run_id}", jobstore=MANUAL,
                             misfire_grace_time=None)


def next_run(scheduler: AsyncIOScheduler) -> str | None:
    job = scheduler.get_job(JOB_ID)
    return job.next_run_time.isoformat() if job and job.next_run_time else None
