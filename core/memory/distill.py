"""Distil one finished case into an experience entry (TALA's memory consolidation, first step).

The model sees a compact record of the case: each exchange plus what the trajectory says about
how the turn went (searches made, provisions cited, rubric items that failed and whether a
revision fixed them, whether the date had to be asked). Its answer is parsed, checked for
length and scrubbed of personal data; an entry that still holds any (by pattern, or a value
found in the transcript) is not stored.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from sqlite_utils import Database

from core.chat_model import ChatMessage, ChatModel
from core.memory.prompts import DISTILL, entry_text, parse_entry
from core.memory.scrubber import is_clean, personal_values, scrub

MAX_TRANSCRIPT_CHARS = 6000
MAX_REPLY_CHARS = 600


@dataclass(frozen=True)
class CaseRecord:
    """A finished case as distillation reads it."""

    case_id: int
    user_key: str
    display_name: str
    scenario: str
    language: str
    turns: list[dict[str, Any]]


def read_case(db: Database, case_id: int) -> CaseRecord | None:
    """The case's turns with their trajectories (the store's `case_transcript` plus the logs)."""
    case = db.execute("SELECT user_key FROM cases WHERE id = ?", [case_id]).fetchone()
    if case is None:
        return None
    user_key = case[0]
    user = db.execute("SELECT display_name, language FROM users WHERE user_key = ?", [user_key]).fetchone()
    turns = []
    for row in db.query(
        "SELECT t.id, t.user_text, t.reply_text, t.asked_for_date, j.data_json FROM turns t "
        "LEFT JOIN trajectories j ON j.turn_id = t.id WHERE t.case_id = ? ORDER BY t.id", [case_id]
    ):
        row["trajectory"] = json.loads(row.pop("data_json") or "{}")
        turns.append(row)
    scenario, language = "consultation", (user[1] if user else "zh")
    for turn in reversed(turns):
        state = turn["trajectory"].get("state_after") or turn["trajectory"].get("state_before") or {}
        if state.get("scenario"):
            scenario = state["scenario"]
            language = turn["trajectory"].get("language") or state.get("language") or language
            break
    return CaseRecord(case_id, user_key, user[0] if user else "", scenario, language, turns)


def _turn_notes(trajectory: dict[str, Any], language: str) -> list[str]:
    zh = language == "zh"
    notes = []
    outcome = trajectory.get("outcome")
    if outcome in ("asked_date", "asked_month", "bad_date"):
        notes.append("需要先问清案件日期" if zh else "the case date had to be asked")
    queries = [str(c.get("arguments", {}).get("query", "")) for c in trajectory.get("tool_calls", []) if c.get("arguments")]
    if queries:
        notes.append(("检索词：" if zh else "searches: ") + "；".join(q for q in queries if q))
    cited = [f"《{c['law']}》第{c['article']}条" for c in trajectory.get("citations", []) if c.get("law")]
    if cited:
        notes.append(("引用：" if zh else "cited: ") + "、".join(dict.fromkeys(cited)))
    failed = [item for item, passed in (trajectory.get("rubric_first") or {}).items() if passed is False]
    if failed:
        still = [item for item, passed in (trajectory.get("rubric_final") or {}).items() if passed is False]
        notes.append(("初稿未通过：" if zh else "first draft failed: ") + ", ".join(failed)
                     + (("；修改后仍未通过：" if zh else "; still failing after revision: ") + ", ".join(still) if still else
                        ("；修改后通过" if zh else "; fixed by revision")))
    removed = trajectory.get("removed_citations") or []
    if removed:
        notes.append(("删除了无法核实的引用：" if zh else "unverifiable citations removed: ")
                     + ", ".join(str(c.get("text", "")) for c in removed))
    return notes


def render_case(case: CaseRecord) -> str:
    """The transcript the model distils, newest exchanges kept when it is too long."""
    zh = case.language == "zh"
    blocks = []
    for number, turn in enumerate(case.turns, start=1):
        reply = turn["reply_text"]
        if len(reply) > MAX_REPLY_CHARS:
            reply = reply[:MAX_REPLY_CHARS] + "…"
        lines = [f"[{number}] " + ("用户：" if zh else "User: ") + turn["user_text"],
                 ("助手：" if zh else "Assistant: ") + reply]
        notes = _turn_notes(turn["trajectory"], case.language)
        if notes:
            lines.append(("（记录：" if zh else "(log: ") + "；".join(notes) + ("）" if zh else ")"))
        blocks.append("\n".join(lines))
    text = "\n\n".join(blocks)
    return text[-MAX_TRANSCRIPT_CHARS:]


@dataclass(frozen=True)
class Distilled:
    """The model's answer turned into an entry text, or why it was not."""

    text: str | None
    reason: str  # "ok" | "nothing_reusable" | "invalid" | "personal_data"
    raw: str
    prompt_tokens: int = 0
    completion_tokens: int = 0


async def distill(model: ChatModel, case: CaseRecord, min_chars: int, max_chars: int) -> Distilled:
    """Ask the model for the case's experience and make it safe to store (may raise ModelUnavailable)."""
    transcript = render_case(case)
    prompt = DISTILL[case.language if case.language in DISTILL else "zh"].format(transcript=transcript)
    result = await model.complete([ChatMessage(role="user", content=prompt)], max_tokens=400, temperature=0.1)
    raw = result.text
    parsed = parse_entry(raw)
    if parsed is None:
        return Distilled(None, "nothing_reusable", raw, result.prompt_tokens, result.completion_tokens)
    text = entry_text(*parsed, case.language)
    if not min_chars <= len(text) <= max_chars:
        return Distilled(None, "invalid", raw, result.prompt_tokens, result.completion_tokens)
    known = personal_values(transcript) + ([case.display_name] if case.display_name else [])
    cleaned = scrub(text, known=known).text
    if not is_clean(cleaned, known=known):
        return Distilled(None, "personal_data", raw, result.prompt_tokens, result.completion_tokens)
    return Distilled(cleaned, "ok", raw, result.prompt_tokens, result.completion_tokens)
