"""Contextual memory adaptation (TALA eq. 5): recalled entries made fit for the current case.

Two ways, chosen by `[memory] adapt`:
- "model": the chat model rewrites the recalled experience against the current question, case
  date and earlier questions, in a call of its own (TALA's eq. 5). If the model fails, no memory
  is used for the turn: unadapted experience from another case is the mismatched guidance
  adaptation exists to avoid.
- "inline": no call of its own. The entries' guidance goes into the drafting context as they are
  (already de-identified), with the instruction to use only what fits this case, so the drafting
  call does the adapting. On the 1.5B local model the separate call cost 15 s (p50) per recalled
  turn and neither way showed a gain (`tempolex eval memory`), which is why inline is the default.
Either way the result (and what was recalled) goes into the trajectory.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from core.chat_model import ChatMessage, ChatModel, ModelUnavailable
from core.memory.entry import AdaptedMemory, RecalledEntry
from core.memory.prompts import ADAPT, parse_entry
from core.memory.scrubber import scrub

MAX_ADAPTED_CHARS = 800


async def adapt(
    model: ChatModel,
    recalled: Sequence[RecalledEntry],
    question: str,
    case_date: str = "",
    facts: Sequence[str] = (),
    language: str = "zh",
    query: str = "",
) -> AdaptedMemory:
    """Rewrite `recalled` for this case; an empty AdaptedMemory when nothing was recalled."""
    recalled = list(recalled)
    if not recalled:
        return AdaptedMemory("", [], query)
    lang = "zh" if language == "zh" else "en"
    entries = "\n\n".join(f"[{number}] {entry.text}" for number, entry in enumerate(recalled, start=1))
    earlier = [f for f in facts if f.strip() and f.strip() != question.strip()]
    facts_text = ("" if not earlier else ("此前的问题：" if lang == "zh" else "Earlier questions: ") + "；".join(earlier) + "\n")
    prompt = ADAPT[lang].format(entries=entries, case_date=case_date or ("未知" if lang == "zh" else "unknown"),
                                question=question, facts=facts_text)
    started = time.perf_counter()
    try:
        result = await model.complete([ChatMessage(role="user", content=prompt)], max_tokens=300, temperature=0.1)
    except ModelUnavailable as error:
        return AdaptedMemory("", recalled, query, (time.perf_counter() - started) * 1000, error=str(error))
    # The case's own personal data may be echoed from the question: it stays out of the context
    # block (the question itself is already in the context where it belongs).
    text = scrub(result.text.strip()).text[:MAX_ADAPTED_CHARS]
    return AdaptedMemory(text, recalled, query, (time.perf_counter() - started) * 1000,
                         result.prompt_tokens, result.completion_tokens)


def inline(recalled: Sequence[RecalledEntry], query: str = "") -> AdaptedMemory:
    """The recalled entries' guidance, best first, within MAX_ADAPTED_CHARS; the drafting call is
    told to keep only what fits (see `memory_context`). The "类型：…" line is left out: recall has
    already matched on it, and in the context it would read as this case's kind."""
    recalled = list(recalled)
    guidance = [parsed[1] for parsed in map(parse_entry, (entry.text for entry in recalled)) if parsed]
    text = "\n".join(f"- {' '.join(part.split())}" for part in guidance)
    return AdaptedMemory(scrub(text).text[:MAX_ADAPTED_CHARS], recalled, query)
