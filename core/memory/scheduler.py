"""Scheduled memory work in the bot's process: the nightly consolidation pass and idle cases.

APScheduler 3.11 (`AsyncIOScheduler`, the bot runs on asyncio) with its own in-memory job store
(`JOBSTORE`): the schedule comes from config.toml at every start, so nothing needs persisting,
and the training job's scheduler on the GPU host keeps its own. Each job has
`max_instances=1` and `coalesce=True`: a pass still running when the next is due is not doubled,
and runs missed while the bot was down collapse into one. `ExperienceMemory.consolidate` also
holds a lock, so an admin's /consolidate during the nightly pass waits for it instead of
running alongside.

    scheduler = build_scheduler()
    add_memory_jobs(scheduler, memory, settings, end_case=service_end_case_by_id)
    scheduler.start()          # inside the running event loop
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from typing import Any, Protocol

from apscheduler.jobstores.memory import MemoryJobStore
from apscheduler.schedulers.asyncio import AsyncIOScheduler
from apscheduler.triggers.base import BaseTrigger
from apscheduler.triggers.cron import CronTrigger
from apscheduler.triggers.interval import IntervalTrigger
from sqlite_utils import Database

from core.memory.entry import ConsolidationReport, MemorySettings
from core.store import Store

log = logging.getLogger(__name__)

JOBSTORE = "memory"
NIGHTLY_JOB = "memory-nightly-consolidation"
IDLE_JOB = "memory-idle-cases"


class Consolidates(Protocol):
    async def consolidate(self, trigger: str = ...) -> ConsolidationReport: ...


def build_scheduler() -> AsyncIOScheduler:
    """A scheduler with memory's own job store (start it inside the bot's event loop)."""
    return AsyncIOScheduler(jobstores={JOBSTORE: MemoryJobStore()}, job_defaults={"max_instances": 1, "coalesce": True})


async def nightly_consolidation(memory: Consolidates) -> ConsolidationReport:
    report = await memory.consolidate("nightly")
    log.info("nightly memory consolidation: %s", report.summary())
    return report


def add_nightly_job(scheduler: AsyncIOScheduler, memory: Consolidates, settings: MemorySettings,
                    trigger: BaseTrigger | None = None) -> Any:
    """The nightly pass at `settings.nightly` (HH:MM, local time); `trigger` overrides (tests)."""
    hour, minute = settings.nightly_hour_minute
    return scheduler.add_job(
        nightly_consolidation, trigger or CronTrigger(hour=hour, minute=minute), args=[memory], id=NIGHTLY_JOB,
        jobstore=JOBSTORE, max_instances=1, coalesce=True, misfire_grace_time=3600, replace_existing=True,
    )


def find_idle_cases(db: Database, idle_minutes: int, now: datetime | None = None) -> list[int]:
    """Open cases whose last message (or start, without messages) is older than `idle_minutes`."""
    cutoff = ((now or datetime.now(UTC)) - timedelta(minutes=idle_minutes)).astimezone(UTC).isoformat(timespec="milliseconds")
    rows = db.execute(
        "SELECT c.id FROM cases c LEFT JOIN turns t ON t.case_id = c.id WHERE c.status = 'open' "
        "GROUP BY c.id HAVING COALESCE(MAX(t.created_at), c.started_at) < ? ORDER BY c.id", [cutoff])
    return [row[0] for row in rows]


async def end_idle_cases(store: Store, idle_minutes: int, end_case: Callable[[int], Awaitable[Any]]) -> list[int]:
    """Hand every idle case to `end_case(case_id)` (the service ends it and distils it)."""
    case_ids = await store.run_sync(lambda db: find_idle_cases(db, idle_minutes))
    for case_id in case_ids:
        try:
            await end_case(case_id)
        except Exception:  # one bad case must not stop the others
            log.exception("ending idle case %s failed", case_id)
    return case_ids


def add_idle_job(scheduler: AsyncIOScheduler, store: Store, settings: MemorySettings,
                 end_case: Callable[[int], Awaitable[Any]], trigger: BaseTrigger | None = None) -> Any | None:
    """Check for idle cases every idle_minutes / 4 (at least every minute); None when disabled (0)."""
    if settings.idle_minutes <= 0:
        return None
    every = max(60.0, settings.idle_minutes * 60 / 4)
    return scheduler.add_job(
        end_idle_cases, trigger or IntervalTrigger(seconds=every), args=[store, settings.idle_minutes, end_case],
        id=IDLE_JOB, jobstore=JOBSTORE, max_instances=1, coalesce=True, replace_existing=True,
    )
