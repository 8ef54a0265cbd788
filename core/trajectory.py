"""The record of one turn, stored whole in `trajectories.data_json` (the training job reads it).

Schema (version 1), a JSON object:

- `schema`: 1. `started_at`: ISO time. `model`: the chat model's name (backend:model).
- `outcome`: "answered" | "asked_date" | "asked_month" | "not_covered" | "degraded" | "bad_date"
  | "rejected_input" | "date_set".
- `language`: "zh" | "en". `input`: the user's message. `question`: the question answered (the
  pending one when the message only supplied a date).
- `state_before`, `state_after`: `DialogueState.to_dict()`.
- `case_window`: {start, end, precision, source} or null.
- `analysis`: laws, uncovered_laws, articles, keywords, date_problems of the question.
- `retrieval`: {query, window, hits: [evidence ids], not_covered: [...], straddles, latency_ms}.
- `evidence`: [{id, law, article, article_sub, version, valid_from, valid_to, role, covers_window,
  found_by}] — every passage the model saw; `role` "later_version" marks 第十二条 comparisons.
- `messages`: the OpenAI-format conversation of the final draft (system, user, assistant,
  tool messages, revision requests). Evidence inside it is model input, not model output: the
  SFT loss must mask it.
- `tool_calls`: [{name, arguments, window: [start, end] (enforced by code), results: [ids],
  latency_ms, error}].
- `drafts`: [{text, citations: [{text, law, article, article_sub, status, version, valid_from,
  valid_to}], verdicts: [{item, passed, kind, detail}]}] — one per draft, revisions included.
- `judge_calls`: [{prompt, output, parsed, latency_ms, prompt_tokens, completion_tokens}].
- `revisions`: number of revisions made. `removed_citations`: mentions stripped before sending.
- `final_reply`: the text sent. `citations`: the shipped citations (law, article, version, window).
- `rubric_first`, `rubric_final`: {item: passed} for the first draft and the reply sent.
- `degraded`: true when the model was unreachable. `error`: the model error, if any.
- `latency_ms`: {analysis, retrieval, model, check, total}. `tokens`: {prompt, completion}.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

SCHEMA_VERSION = 1


@dataclass
class TrajectoryLog:
    """Collects a turn's record as it happens; `data` is what gets stored."""

    data: dict[str, Any] = field(default_factory=dict)
    _started: float = field(default_factory=time.perf_counter)
    _marks: dict[str, float] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.data.update(
            schema=SCHEMA_VERSION,
            started_at=datetime.now(timezone.utc).isoformat(),
            tool_calls=[],
            drafts=[],
            judge_calls=[],
            revisions=0,
            removed_citations=[],
            degraded=False,
            latency_ms={},
            tokens={"prompt": 0, "completion": 0},
        )

    def add_time(self, stage: str, since: float) -> None:
        """Add the milliseconds since `since` (a perf_counter value) to a stage."""
        spent = (time.perf_counter() - since) * 1000
        self.data["latency_ms"][stage] = round(self.data["latency_ms"].get(stage, 0.0) + spent, 2)

    def add_tokens(self, prompt: int, completion: int) -> None:
        self.data["tokens"]["prompt"] += prompt
        self.data["tokens"]["completion"] += completion

    def finish(self, outcome: str) -> dict[str, Any]:
        self.data["outcome"] = outcome
        self.data["latency_ms"]["total"] = round((time.perf_counter() - self._started) * 1000, 2)
        return self.data
