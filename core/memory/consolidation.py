"""Memory consolidation (TALA eq. 6): keep the bank within capacity C.

While the bank holds more than C entries, the most similar pair over the WHOLE bank is merged by
the model into one entry that replaces both. If the merge fails (the model is down, answers
nothing usable, or the merged text is too long or holds personal data), the oldest entry is
removed instead. Each pass is recorded in `memory_passes` with every change, each change in the
same transaction as the change itself.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable

import numpy as np

from core.chat_model import ChatMessage, ChatModel, ModelUnavailable
from core.memory.bank import ExperienceBank, Step
from core.memory.entry import ConsolidationReport, ExperienceEntry
from core.memory.prompts import MERGE, entry_text, parse_entry
from core.memory.scrubber import is_clean, scrub
from index.common.text import entry_language

#: merge(a, b) -> merged text, or None when the merge failed.
Merger = Callable[[ExperienceEntry, ExperienceEntry], Awaitable[str | None]]
Embed = Callable[[str], Awaitable[np.ndarray]]


def model_merger(model: ChatModel, max_chars: int, min_chars: int) -> Merger:
    """The chat model as the merger; None for any failure, so the fallback applies."""

    async def merge(a: ExperienceEntry, b: ExperienceEntry) -> str | None:
        lang = entry_language(a.text + b.text)
        prompt = MERGE[lang].format(a=a.text, b=b.text)
        try:
            result = await model.complete([ChatMessage(role="user", content=prompt)], max_tokens=450, temperature=0.1)
        except ModelUnavailable:
            return None
        parsed = parse_entry(result.text)
        if parsed is None:
            return None
        text = scrub(entry_text(*parsed, lang)).text
        if not min_chars <= len(text) <= max_chars or not is_clean(text):
            return None
        return text

    return merge


async def consolidate(
    bank: ExperienceBank,
    merger: Merger,
    embed: Embed,
    capacity: int,
    trigger: str,
    step: Step | None = None,
) -> ConsolidationReport:
    """One pass: merge (or drop the oldest) until size <= capacity. `step` sees each durable step."""
    started = time.perf_counter()
    model_seconds = 0.0
    await bank.refresh()
    pass_id, size = await bank.start_pass(trigger, capacity)
    report = ConsolidationReport(pass_id, trigger, capacity, size)
    while size > capacity:
        pair = bank.pairs.most_similar_pair()  # None below two entries (capacity 0): drop the oldest
        first, second, similarity = pair or ("", "", 0.0)
        found = {e.id: e for e in [await bank.get(first), await bank.get(second)] if e is not None} if pair else {}
        merged_text = vector = None
        if len(found) == 2:
            model_started = time.perf_counter()
            merged_text = await merger(found[first], found[second])
            vector = await embed(merged_text) if merged_text else None
            model_seconds += time.perf_counter() - model_started
        if merged_text is not None and vector is not None:
            change = {"action": "merge", "merged": [first, second], "similarity": round(similarity, 4)}
            merged = await bank.replace_pair(first, second, merged_text, vector, change, pass_id, step)
            report.changes.append({**change, "into": merged.id})
        else:
            oldest = await bank.oldest()
            if oldest is None:
                break
            change = {"action": "drop_oldest", "removed": oldest.id, "created_at": oldest.created_at,
                      "reason": "merge failed" if len(found) == 2 else "no pair to merge",
                      "pair": [first, second], "similarity": round(similarity, 4)}
            await bank.remove([oldest.id], change, pass_id)
            report.changes.append(change)
        size = await bank.size()
    report.size_after = await bank.finish_pass(pass_id)
    report.seconds = time.perf_counter() - started
    report.model_seconds = model_seconds
    return report
