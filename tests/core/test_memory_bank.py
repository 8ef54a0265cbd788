"""The experience bank: capacity, the merged pair, the fallback, crashes, recall, restarts, /forget."""

from __future__ import annotations


import numpy as np
import pytest

from core.memory.entry import MemorySettings
from core.memory.similarity import PairIndex
from tests.core.memory_fixtures import DIM, close_memory, make_memory, memory, paths, src, unit  # noqa: F401


async def _fill(memory, vectors, scenario="consultation"):
    ids = []
    for number, vector in enumerate(vectors, start=1):
        entry = await memory.bank.add(f"经验{number}：先问清案件日期，再检索相关条文。", scenario, vector, src(number, f"u{number}"))
        ids.append(entry.id)
    return ids


def _merger(calls):
    async def merge(a, b):
        calls.append((a.id, b.id))
        return f"合并：{a.text} / {b.text}"[:400]
    return merge


async def _failing_merge(a, b):
    return None


def test_pair_index_finds_the_most_similar_pair_like_brute_force() -> None:
    rng = np.random.default_rng(3)
    for n in (2, 7, 1500, 2600):  # 2600 crosses the block size
        matrix = rng.standard_normal((n, 16)).astype(np.float32)
        index = PairIndex(16)
        index.load([str(i) for i in range(n)], matrix)
        unit_rows = matrix / np.linalg.norm(matrix, axis=1, keepdims=True)
        scores = unit_rows @ unit_rows.T
        np.fill_diagonal(scores, -2)
        i, j = np.unravel_index(scores.argmax(), scores.shape)
        a, b, s = index.most_similar_pair()
        assert {a, b} == {str(i), str(j)} and s == pytest.approx(scores[i, j], abs=1e-5)
        for step in range(5):  # stays exact through merges
            if len(index) < 3:
                break
            a, b, _ = index.most_similar_pair()
            index.remove([a, b])
            index.add(f"m{step}", rng.standard_normal(16))
            rows = np.stack([index.vector(e) for e in index.ids])
            scores = rows @ rows.T
            np.fill_diagonal(scores, -2)
            assert index.most_similar_pair()[2] == pytest.approx(scores.max(), abs=1e-5)


async def test_a_pass_merges_the_most_similar_pair_and_size_never_exceeds_capacity(paths) -> None:
    calls = []
    mem = await make_memory(paths, settings=MemorySettings(capacity=3, delta=0.5), merger=_merger(calls))
    try:
        ids = await _fill(mem, [unit(1, 0, 0), unit(0, 1, 0), unit(0, 0, 1), unit(0.05, 1, 0.02), unit(1, 1, 1)])
        report = await mem.consolidate("test")
        assert report.size_before == 5 and report.size_after == 3 == await mem.bank.size()
        assert calls[0] == (ids[1], ids[3])  # the closest pair over the whole bank, not the newest entry's
        first = report.changes[0]
        assert first["action"] == "merge" and first["merged"] == [ids[1], ids[3]]
        merged = await mem.get(first["into"])
        assert merged.merged_from == [ids[1], ids[3]]
        assert {s.case_id for s in merged.sources} == {2, 4}
        assert await mem.get(ids[1]) is None and await mem.get(ids[3]) is None
        stats = await mem.stats()
        assert stats["last_pass"]["changes"] == report.changes and stats["last_pass"]["size_after"] == 3
        # within capacity: nothing to do, and it says so
        again = await mem.consolidate("test")
        assert again.changes == [] and "nothing to consolidate" in again.summary()
    finally:
        await close_memory(mem)


async def test_a_failed_merge_removes_the_oldest_entry(paths) -> None:
    mem = await make_memory(paths, settings=MemorySettings(capacity=2), merger=_failing_merge)
    try:
        ids = await _fill(mem, [unit(1, 0), unit(0, 1), unit(0.1, 1), unit(1, 0.2)])
        report = await mem.consolidate("test")
        assert [c["action"] for c in report.changes] == ["drop_oldest", "drop_oldest"]
        assert [c["removed"] for c in report.changes] == ids[:2]
        assert [e.id for e in await mem.entries()] == [ids[3], ids[2]]
    finally:
        await close_memory(mem)


async def test_a_model_merge_that_is_invalid_or_personal_falls_back(paths) -> None:
    from core.memory.consolidation import model_merger
    from tests.fakes.scripted_model import ScriptedModel

    from core.chat_model import ModelUnavailable
    from core.memory.scrubber import is_clean

    # too short, nothing, the model down: each falls back; personal data in a merge is scrubbed
    model = ScriptedModel("经验：短", "无", ModelUnavailable("down"),
                          "类型：民间借贷\n经验：先问清借款日期；联系原告王秀英，电话13912345678，核对借条。")
    settings = MemorySettings(capacity=2)
    mem = await make_memory(paths, settings=settings, merger=model_merger(model, settings.max_entry_chars, settings.min_entry_chars))
    try:
        await _fill(mem, [unit(1, 0, 0), unit(0, 1, 0), unit(0.1, 1, 0), unit(1, 0.1, 0), unit(0, 0, 1), unit(0, 0.1, 1)])
        report = await mem.consolidate("test")
        assert [c["action"] for c in report.changes] == ["drop_oldest"] * 3 + ["merge"]
        merged = await mem.get(report.changes[-1]["into"])
        assert "王秀英" not in merged.text and "13912345678" not in merged.text and is_clean(merged.text)
    finally:
        await close_memory(mem)


@pytest.mark.parametrize("fail_after", ["merged_point_written", "rows_replaced", "old_points_deleted"])
async def test_a_crash_in_the_middle_of_a_merge_loses_no_entry(paths, fail_after: str) -> None:
    class Crash(Exception):
        pass

    def step(name: str) -> None:
        if name == fail_after:
            raise Crash(name)

    mem = await make_memory(paths, settings=MemorySettings(capacity=2), merger=_merger([]))
    ids = await _fill(mem, [unit(1, 0, 0), unit(0, 1, 0), unit(0, 1, 0.05)])
    with pytest.raises(Crash):
        await mem.consolidate("test", step=step)
    await close_memory(mem)

    restarted = await make_memory(paths, settings=MemorySettings(capacity=2, delta=0.0, top_k=10), merger=_merger([]))
    try:
        left = {e.id: e for e in await restarted.entries()}
        originals = {ids[1], ids[2]}
        merged = [e for e in left.values() if e.merged_from]
        if fail_after == "merged_point_written":
            assert set(left) == set(ids) and not merged  # both originals survive
        else:
            assert set(left) == {ids[0], merged[0].id} and set(merged[0].merged_from) == originals
        # the vector store agrees with SQLite after the restart: no orphan is ever recalled
        assert restarted.bank.vectors.count("experience") == len(left)
        recalled = await restarted.recall("任何问题", scenario=None)
        assert {r.id for r in recalled} <= set(left)
        finish = await restarted.consolidate("test")
        assert finish.size_after <= 2
    finally:
        await close_memory(restarted)


async def test_recall_respects_delta_top_k_and_scenario(paths) -> None:
    mem = await make_memory(paths, settings=MemorySettings(capacity=100, delta=0.8, top_k=2))
    try:
        mem.embedder.vectors["q"] = unit(1, 0, 0)
        close1 = (await mem.bank.add("a", "consultation", unit(1, 0.1, 0), src(1))).id  # cos 0.995
        close2 = (await mem.bank.add("b", "consultation", unit(1, 0.3, 0), src(2))).id  # cos 0.958
        close3 = (await mem.bank.add("c", "consultation", unit(1, 0.5, 0), src(3))).id  # cos 0.894
        await mem.bank.add("d", "consultation", unit(1, 1, 0), src(4))  # cos 0.707 < delta
        await mem.bank.add("e", "complaint", unit(1, 0, 0), src(5))  # other scenario
        recalled = await mem.recall("q", "consultation")
        assert [r.id for r in recalled] == [close1, close2]  # top-k, best first
        assert all(r.score >= 0.8 for r in recalled)
        wide = await mem.recall("q", "consultation", top_k=10)
        assert [r.id for r in wide] == [close1, close2, close3]  # delta cuts the rest
        assert (await mem.get(close1)).times_used == 2
    finally:
        await close_memory(mem)


async def test_a_restart_keeps_the_bank(paths) -> None:
    mem = await make_memory(paths)
    ids = await _fill(mem, [unit(1, 0), unit(0, 1)])
    await close_memory(mem)
    again = await make_memory(paths)
    try:
        assert {e.id for e in await again.entries()} == set(ids)
        assert set(again.bank.pairs.ids) == set(ids)
        again.embedder.vectors["q"] = unit(1, 0)
        assert [r.id for r in await again.recall("q")] == [ids[0]]
    finally:
        await close_memory(again)


async def test_forget_removes_links_and_entries_only_that_user_made(paths) -> None:
    from core.memory.entry import Source

    mem = await make_memory(paths, settings=MemorySettings(capacity=100))
    try:
        own = (await mem.bank.add("x", "consultation", unit(1, 0), [Source(1, "alice")])).id
        shared = (await mem.bank.add("y", "consultation", unit(0, 1), [Source(2, "alice"), Source(3, "bob")])).id
        other = (await mem.bank.add("z", "consultation", unit(1, 1), [Source(4, "bob")])).id
        report = await mem.forget_user("alice")
        assert report.entries_removed == [own] and report.links_removed == 2
        assert await mem.get(own) is None
        assert [s.user_key for s in (await mem.get(shared)).sources] == ["bob"]
        assert await mem.get(other) is not None
        assert own not in mem.bank.pairs and mem.bank.vectors.count("experience") == 2
    finally:
        await close_memory(mem)


async def test_concurrent_passes_do_not_overlap(paths) -> None:
    import asyncio

    running = []
    peak = []

    async def slow_merge(a, b):
        running.append(1)
        peak.append(len(running))
        await asyncio.sleep(0.05)
        running.pop()
        return f"合并 {a.text} {b.text}"

    mem = await make_memory(paths, settings=MemorySettings(capacity=2), merger=slow_merge)
    try:
        await _fill(mem, [unit(1, 0, 0), unit(0, 1, 0), unit(0, 0, 1), unit(1, 1, 0), unit(0, 1, 1)])
        reports = await asyncio.gather(mem.consolidate("a"), mem.consolidate("b"))
        assert max(peak) == 1
        assert reports[0].size_after == 2 and reports[1].changes == []
    finally:
        await close_memory(mem)


async def test_bench_memory_runs_one_pass_per_size() -> None:
    from core.evals.memory_bench import run_bench

    result = await run_bench([50, 300])
    assert [p["entries"] for p in result["passes"]] == [50, 300]
    for row in result["passes"]:
        assert row["cold_pass_s"] < 5 and row["warm_pass_s"] < 5 and row["model_s_excluded"] < 0.01
