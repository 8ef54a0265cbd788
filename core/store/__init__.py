"""The SQLite store of users, chats, cases, turns, trajectories, feedback, events and FSM state.

`Store` is the one object callers hold. It is composed of one class per concern (users.py,
cases.py, turns.py, inbox.py, events.py, fsm.py), all built on `StoreConnection`
(connection.py): one connection on one writer thread, and the migrations.

Schema (all timestamps are ISO 8601 UTC strings, e.g. "2025-03-01T08:30:00.000+00:00"; booleans
are integers 0/1). The training component reads `turns` + `trajectories` + `feedback` through
`Store.iter_trajectories`.

users            one row per person, keyed by front end ("tg:123", "cli:local")
  user_key       TEXT PK
  language       TEXT     "zh" / "en"; set on first contact, then only by set_user_language
  display_name   TEXT     as the front end last reported it
  created_at     TEXT     first contact
  last_seen_at   TEXT     last touch_user

chats            one row per chat: where its dialogue currently stands
  chat_key       TEXT PK
  user_key       TEXT     who last saved the state
  case_id        INTEGER  the chat's current case (cases.id); NULL between end_case and start_case
  state_json     TEXT     the current case's dialogue state as the agent defines it (scenario,
                          case date + precision + source, pending question, facts, turn count)
  updated_at     TEXT

cases            one consultation: from start_case (/new) to end_case or the next start_case
  id             INTEGER PK AUTOINCREMENT (never reused, so stale ids never hit a newer case)
  chat_key       TEXT
  user_key       TEXT     who started it
  started_at     TEXT
  ended_at       TEXT     NULL while open
  status         TEXT     "open" / "ended"

turns            one row per user message and the reply sent to it
  id             INTEGER PK AUTOINCREMENT (the turn_id of TurnReply and of feedback buttons)
  case_id        INTEGER  cases.id
  chat_key       TEXT
  user_key       TEXT
  created_at     TEXT
  user_text      TEXT
  reply_text     TEXT
  case_date      TEXT     the case date the reply relied on, NULL when none was known
  asked_for_date INTEGER  1 when the reply asked for the case date
  degraded       INTEGER  1 when the reply came from a fallback path (model or index down)
  citation_check_failed INTEGER  1 when the final reply still failed the citation check
  latency_ms     REAL     message received -> reply ready; NULL when not measured
  model          TEXT     the model (and adapter) version that produced the reply

trajectories     the whole turn as the agent logged it, for training
  turn_id        INTEGER PK -> turns.id
  data_json      TEXT     a JSON object; its content is defined by the agent

feedback         a user's vote on one of their own turns; the last vote wins
  turn_id        INTEGER -> turns.id
  user_key       TEXT
  value          INTEGER  +1 / -1
  created_at     TEXT     time of the last vote
  PRIMARY KEY (turn_id, user_key)

processed_updates  (migration 0001; emptied into `inbox` by migration 0003 and no longer used)

inbox            every update the front end received (migration 0003): the duplicate-delivery
                 guard and the journal that lets a restarted bot answer what a crash cut off
  update_id      INTEGER PK
  user_key       TEXT     the sender, so forget_user can remove the row; NULL when unknown
  received_at    TEXT
  status         TEXT     "pending" until handled, then "done" (answered, refused or failed) or
                          "joined" (its text was answered as part of an earlier update's turn)
  update_json    TEXT     the update as received, kept only while pending (NULL after)

events           audit log: refused admin commands, errors with reference ids, bad input
  id             INTEGER PK AUTOINCREMENT
  created_at     TEXT
  kind           TEXT
  user_key       TEXT     NULL for events of the deployment itself
  detail_json    TEXT     a JSON object

memory_entries, memory_sources, memory_passes: experience memory (migration 0002), documented
                 in core/memory/schema.py and written through `run_sync` by core/memory.

fsm              the bot's conversation-state storage (aiogram FSM), one row per storage key
  key            TEXT PK  the storage key as the bot builds it
  user_key       TEXT     the user it belongs to, so forget_user can remove it; may be NULL
  state          TEXT     NULL when no state is set
  data_json      TEXT     a JSON object ("{}" when empty)
  updated_at     TEXT
"""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from core.store.cases import CaseStore
from core.store.connection import DB_FILE_NAME, MIGRATIONS, Clock, utc_now
from core.store.events import EventStore
from core.store.fsm import FsmStore
from core.store.inbox import PRUNE_EVERY, UPDATE_RETENTION, InboxStore
from core.store.turns import TurnStore
from core.store.users import SEEN_USERS_KEPT, TOUCH_EVERY, UserStore

__all__ = [
    "DB_FILE_NAME",
    "MIGRATIONS",
    "PRUNE_EVERY",
    "SEEN_USERS_KEPT",
    "TOUCH_EVERY",
    "UPDATE_RETENTION",
    "Clock",
    "Store",
]


class Store(UserStore, CaseStore, TurnStore, InboxStore, EventStore, FsmStore):
    """Async access to the tempolex database through one connection on one writer thread."""

    def __init__(
        self,
        path: Path | str | None = None,
        *,
        clock: Clock = utc_now,
        update_retention: timedelta = UPDATE_RETENTION,
    ) -> None:
        """`path` defaults to <data_dir>/tempolex.db; `clock` gives aware datetimes (tests fake)."""
        super().__init__(path, clock=clock)
        self._seen = {}
        self._update_retention = update_retention
        self._pruned_at = None
