"""What a chat front end (Telegram, the terminal) may ask of the lawyer agent, and what it gets.

The bot layer depends only on this contract (an import-linter contract in pyproject.toml keeps
it so), so it can be driven by the real agent or by a scripted one in tests, and never needs to
know anything about law or retrieval. Two things a front end is given: a `LawyerService` (the
agent) and a `ChatStore` (users, the audit log, de-duplication of updates, persistent FSM state);
`core.store.Store` is the one implementation of the latter.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

Language = Literal["zh", "en"]


@dataclass(frozen=True)
class Citation:
    """One provision a reply relies on, with the version and window that applied on the case date."""

    law: str
    article: int
    article_sub: int
    label: str
    version: str
    valid_from: str
    valid_to: str | None


@dataclass(frozen=True)
class UserRef:
    """Who is talking, in which chat; keys are namespaced by front end ("tg:123", "cli:local")."""

    user_key: str
    chat_key: str
    language: Language = "zh"
    display_name: str = ""


@dataclass
class TurnReply:
    """The agent's answer to one message.

    `text` is the complete reply in plain text: the agent's notices and the closing sources block
    (law, article, version, validity window) are part of it, so every front end shows the same
    words; front ends escape it for their markup and add nothing legal. `citations` is the same
    sources as data. When `asked_for_date` is true
    the agent is waiting for the case date and `date_choices` lists years worth offering as
    buttons; when `month_of_year` is set it waits for the month of that year instead (the year
    straddles an amendment), so months are worth offering, not years. The agent alone keeps
    whether a date is awaited: a front end sends every typed message to `reply`.
    `turn_id` identifies the stored turn so feedback can be attached to it.
    """

    text: str
    turn_id: int | None
    case_date: str | None = None
    citations: list[Citation] = field(default_factory=list)
    asked_for_date: bool = False
    date_choices: list[int] = field(default_factory=list)
    month_of_year: int | None = None
    degraded: bool = False
    not_covered: bool = False


@dataclass(frozen=True)
class DraftDocument:
    """A file the drafting scenario hands over (a .docx complaint)."""

    filename: str
    data: bytes


@dataclass
class DraftReply:
    """The drafting scenario's answer to one message (/draft intake).

    `text` is plain text (a question, or the checked complaint's preview with its notices);
    `documents` are the files to send when the complaint is done (the .docx, and the element-style
    layout where courts publish one); `done` is true when the intake is over (drafted, cancelled, or
    redirected to arbitration) and the chat goes back to consultation.
    """

    text: str
    done: bool = False
    documents: list[DraftDocument] = field(default_factory=list)
    asked: str = ""
    turns: int = 0
    verdicts: dict[str, bool] = field(default_factory=dict)
    complaint: str = ""


@dataclass
class HistoryReply:
    """An article's history (/history): `text` is plain text whose [-deleted-] and {+inserted+}
    marks a front end may render as strike-through and underline; `image` is the timeline PNG
    (None when the law or article was not found, `found` False, and `text` names the nearest)."""

    text: str
    found: bool
    image: bytes | None = None
    image_name: str = ""
    caption: str = ""


@dataclass(frozen=True)
class Stats:
    """Deployment figures for the admin's /stats."""

    users: int
    chats: int
    turns: int
    citation_check_failures: int
    degraded_turns: int
    latency_p50_ms: float | None
    latency_p95_ms: float | None


class LawyerService(Protocol):
    """The agent as a front end sees it. Every method is safe to call concurrently for different chats."""

    async def reply(self, who: UserRef, text: str) -> TurnReply:
        """Answer one user message in the context of the chat's current case."""

    async def set_case_date(self, who: UserRef, text: str) -> TurnReply:
        """Set or change the case date from free text ("2010年3月", "2010"); answers pending questions."""

    async def expect_case_date(self, who: UserRef) -> list[int]:
        """/date with nothing after it: the chat's next message is its case date. Returns the years
        worth offering as buttons."""

    async def new_case(self, who: UserRef) -> None:
        """Start a fresh case in this chat (the old one is kept as history)."""

    async def end_case(self, who: UserRef) -> bool:
        """Finish the current case; returns True when it was handed to experience memory."""

    async def record_feedback(self, who: UserRef, turn_id: int, value: int) -> bool:
        """Store +1 / -1 for a turn of this user; False when the turn is not theirs."""

    async def forget_user(self, user_key: str) -> int:
        """Delete everything stored about a user; returns the number of rows removed."""

    async def stats(self) -> Stats:
        """Figures for the admin."""

    async def article_history(self, who: UserRef, text: str) -> HistoryReply:
        """/history 刑法第七十四条: every version of the article, the changes, the article before
        or after the 2021 codification, and a timeline picture."""

    async def start_draft(self, who: UserRef) -> DraftReply:
        """Start drafting a 民事起诉状 in this chat; returns the first question."""

    async def draft_reply(self, who: UserRef, text: str) -> DraftReply:
        """One message of the drafting intake; the finished complaint comes with its .docx."""

    async def cancel_draft(self, who: UserRef) -> bool:
        """Abandon the intake in progress; False when there was none."""


@dataclass(frozen=True)
class StoredUser:
    """A known user: language preference and when they were first and last seen."""

    user_key: str
    language: str
    display_name: str
    created_at: str
    last_seen_at: str


class ChatStore(Protocol):
    """What a front end may keep in the deployment's store; everything else about a chat goes
    through `LawyerService`."""

    async def touch_user(self, user_key: str, language: str, display_name: str) -> StoredUser:
        """Create or refresh a user row; returns it."""

    async def get_user(self, user_key: str) -> StoredUser | None: ...

    async def set_user_language(self, user_key: str, language: str) -> None: ...

    async def claim_update(self, update_id: int) -> bool:
        """True the first time an update id is seen (Telegram re-delivers after a restart)."""

    async def receive_update(self, update_id: int, user_key: str | None, update_json: str | None) -> bool:
        """Journal an update as pending before handling it; False when it was seen before."""

    async def finish_updates(self, done: int, joined: list[int] | None = None) -> None:
        """Mark an update handled, and the updates whose text its turn answered as joined."""

    async def pending_updates(self) -> list[str]:
        """Updates journalled but never finished (cut off by a crash), oldest first, as JSON."""

    async def log_event(self, kind: str, user_key: str | None, detail: dict[str, Any] | None = None) -> int:
        """Append to the audit log; returns the event id."""

    async def fsm_get_state(self, key: str) -> str | None: ...

    async def fsm_set_state(self, key: str, state: str | None, *, user_key: str | None = None) -> None: ...

    async def fsm_get_data(self, key: str) -> dict[str, Any]: ...

    async def fsm_set_data(self, key: str, data: dict[str, Any], *, user_key: str | None = None) -> None: ...

    async def fsm_update_data(self, key: str, patch: dict[str, Any], *, user_key: str | None = None) -> dict[str, Any]: ...

    async def close(self) -> None: ...
