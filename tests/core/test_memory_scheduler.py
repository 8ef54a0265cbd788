"""Scheduled memory work: the nightly pass never overlaps itself; idle cases are found."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

from apscheduler.triggers.interval import IntervalTrigger

from core.memory.entry import ConsolidationReport, MemorySettings
from core.memory.scheduler import JOBSTORE, NIGHTLY_JOB, add_nightly_job, build_scheduler, find_idle_cases
from core.store import Store


class SlowMemory:
    """Counts how many passes run at once; no lock of its own, so only the scheduler prevents overlap."""

    def __init__(self) -> None:
        self.running = 0
        self.peak = 0
        self.runs = 0

    async def consolidate(self, trigger: str = "x") -> ConsolidationReport:
        self.running += 1
        self.peak = max(self.peak, self.running)
        await asyncio.sleep(0.3)
        self.running -= 1
        self.runs += 1
        return ConsolidationReport(None, trigger, 1, 0)


async def test_the_nightly_job_never_runs_twice_at_once() -> None:
    memory = SlowMemory()
    scheduler = build_scheduler()
    job = add_nightly_job(scheduler, memory, MemorySettings(), trigger=IntervalTrigger(seconds=0.05))
    assert job.id == NIGHTLY_JOB and job.max_instances == 1 and job.coalesce
    assert scheduler.get_job(NIGHTLY_JOB, jobstore=JOBSTORE) is not None
    scheduler.start()
    try:
        await asyncio.sleep(1.0)
    finally:
        scheduler.shutdown(wait=False)
    assert memory.peak == 1 and memory.runs >= 2


def test_the_nightly_job_follows_the_configured_time() -> None:
    scheduler = build_scheduler()
    job = add_nightly_job(scheduler, SlowMemory(), MemorySettings(nightly="02:15"))
    fields = {f.name: str(f) for f in job.trigger.fields}
    assert fields["hour"] == "2" and fields["minute"] == "15"


async def test_idle_cases_are_the_open_ones_without_recent_messages(tmp_path) -> None:
    now = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
    clock = {"t": now - timedelta(hours=5)}
    async with Store(tmp_path / "t.db", clock=lambda: clock["t"]) as store:
        old = await store.start_case("c1", "u1")
        await store.record_turn(case_id=old, chat_key="c1", user_key="u1", user_text="q", reply_text="a", trajectory={})
        clock["t"] = now - timedelta(minutes=10)
        recent = await store.start_case("c2", "u2")
        await store.record_turn(case_id=recent, chat_key="c2", user_key="u2", user_text="q", reply_text="a", trajectory={})
        clock["t"] = now - timedelta(hours=3)
        ended = await store.start_case("c3", "u3")
        await store.end_case(ended)
        found = await store.run_sync(lambda db: find_idle_cases(db, 60, now))
    assert found == [old]
