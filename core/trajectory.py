"""The record of one turn: typed, versioned, stored whole in `trajectories.data_json`.

Training reads it, so it says exactly which text the model produced and which it was given:
every message is a list of spans, each with a `kind`; only `model` spans are model output, and
`evidence`, `tool`, `user`, `instruction` and `code` spans are input the SFT loss must mask.

Schema version 2 (`TurnRecord.to_dict()`):

- `schema` 2, `started_at`, `scenario` ("consultation"), `outcome` ("answered" | "asked_date" |
  "asked_month" | "not_covered" | "degraded" | "bad_date" | "rejected_input" | "date_set").
- `model`; `prompt` and `rubric`: {name, sha256} of the system prompt templates and the rubric.
- `language`, `input` (the message), `question` (the question answered), `state_before`,
  `state_after`, `case_window` {start, end, precision, source} or null.
- `analysis` {laws, uncovered_laws, articles, keywords}; `retrieval` {query, window, hits,
  not_covered, straddles, latency_ms}; `evidence` [{id, law, article, …, role, found_by}].
- `messages` [{role, spans: [{kind, text}], tool_calls, tool_call_id, name}]: the conversation
  of the final draft, or for a fixed reply the user's message and the code-written answer.
- `tool_calls`, `drafts` [{text, citations, verdicts}], `judge_calls`, `revisions`,
  `removed_citations`, `removed_later_wording`, `removed_quotations`, `misattributed`,
  `attributed_quotations`, `removed_instruction_echo`, `removed_borrowed_clauses`, `renumbered_citations`,
  `resumed_in_english` [{drafted, begun, continued, used}], `concluded` [{drafted, continued, used}], `translations` [{draft, translation, used}],
  `pick` {candidates, chosen, answer, latency_ms, error, logprobs, opening} (core.pick), `conclusion`
  {changed, needs_lawyer, reasons} (core.reasoning), `unstated_facts` (core.stated_facts), `undated` {answer_now, in_play, changed} (core.undated).
- `reply` (the text sent), `citations`, `rubric_first`, `rubric_final`, `degraded`, `error`.
- `latency_ms` per stage (analysis, date, retrieval, recall, draft, tools, translate, judge, revise, check,
  compose, total), `tokens` {prompt, completion, cached}: `cached` prompt tokens were kept from
  the previous call (llama.cpp's or vLLM's prefix cache), not evaluated again.
- `feedback`: {turn_id, value} — filled by the reader from the store, never written by the agent.

Version-1 records (a free dict, `final_reply`, OpenAI-format messages) are migrated on read by
`read_record`, so everything already stored stays readable.
"""

from __future__ import annotations

import dataclasses
import hashlib
import time
import types
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Iterator, Literal, Union, get_args, get_origin, get_type_hints

SCHEMA_VERSION = 2

SpanKind = Literal["instruction", "user", "evidence", "tool", "model", "code"]
#: Spans the model produced: the only ones a fine-tuning loss may be computed on.
MODEL_OUTPUT: frozenset[str] = frozenset({"model"})


def content_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Identity:
    """What a prompt or rubric was: its name and the sha256 of its content."""

    name: str
    sha256: str = ""


@dataclass(frozen=True)
class Span:
    kind: SpanKind
    text: str


@dataclass
class Message:
    role: str
    spans: list[Span]
    tool_calls: list[dict] = field(default_factory=list)
    tool_call_id: str | None = None
    name: str | None = None

    @property
    def content(self) -> str:
        return "".join(span.text for span in self.spans)

    def to_openai(self) -> dict:
        out: dict[str, Any] = {"role": self.role, "content": self.content}
        if self.tool_calls:
            out["tool_calls"] = self.tool_calls
        if self.tool_call_id:
            out["tool_call_id"] = self.tool_call_id
        if self.name and self.role == "tool":
            out["name"] = self.name
        return out


@dataclass(frozen=True)
class CaseWindow:
    start: str
    end: str
    precision: str
    source: str


@dataclass
class Retrieval:
    query: str
    window: list[str]
    hits: list[str]
    not_covered: list[dict] = field(default_factory=list)
    straddles: bool = False
    latency_ms: float = 0.0


@dataclass
class ToolCall:
    name: str
    arguments: dict
    window: list[str]
    results: list[str] = field(default_factory=list)
    added: list[str] = field(default_factory=list)
    latency_ms: float = 0.0
    error: str | None = None
    date_ignored: str | None = None


@dataclass
class Verdict:
    item: str
    passed: bool | None  # None: a judged item the reviewer's answer did not decide
    kind: str
    detail: str = ""


@dataclass
class DraftRecord:
    text: str
    citations: list[dict]
    verdicts: list[Verdict]


@dataclass
class FeedbackLink:
    """Where the user's 👍/👎 for this turn is: the turn id, and the vote when there is one."""

    turn_id: int
    value: int | None = None


@dataclass
class TurnRecord:
    scenario: str = "consultation"
    outcome: str = ""
    model: str = ""
    prompt: Identity = field(default_factory=lambda: Identity(""))
    rubric: Identity = field(default_factory=lambda: Identity(""))
    language: str = "zh"
    input: str = ""
    question: str = ""
    state_before: dict = field(default_factory=dict)
    state_after: dict = field(default_factory=dict)
    case_window: CaseWindow | None = None
    analysis: dict = field(default_factory=dict)
    retrieval: Retrieval | None = None
    evidence: list[dict] = field(default_factory=list)
    #: The relevance gate: the question's fields of law, their governing laws, held ones, action.
    relevance: dict = field(default_factory=dict)
    #: Experience recalled and adapted for this turn (query, entries with scores, adapted text).
    memory: dict = field(default_factory=dict)
    messages: list[Message] = field(default_factory=list)
    tool_calls: list[ToolCall] = field(default_factory=list)
    drafts: list[DraftRecord] = field(default_factory=list)
    judge_calls: list[dict] = field(default_factory=list)
    revisions: int = 0
    #: Why revising ended: passed, max_revisions, unchanged, time_budget, or worse (the last draft
    #: in `drafts` was a revision dropped for failing more; the reply is the one before). None: no draft.
    revision_stop: str | None = None
    removed_citations: list[dict] = field(default_factory=list)
    removed_later_wording: list[str] = field(default_factory=list)
    #: Quotations attributed to a cited article that its wording does not contain (removed).
    removed_quotations: list[str] = field(default_factory=list)
    #: Sentences of the reply stating another evidence article's rule under a cited number (the
    #: reply says so): "cited→source：words".
    misattributed: list[str] = field(default_factory=list)
    #: Quotations the model left uncited that code attributed to the one evidence article holding
    #: them (core.citations.attribute_quotations): "law 第X条：words".
    attributed_quotations: list[str] = field(default_factory=list)
    #: Sentences of a draft that repeated the system prompt's instructions (core.instruction_echo), removed.
    removed_instruction_echo: list[str] = field(default_factory=list)
    removed_borrowed_clauses: list[str] = field(default_factory=list)
    #: Citations whose number the evidence did not hold, followed by the words of exactly one
    #: evidence article of the same law, renumbered to it (core.citations.renumber_misnumbered): "old → new".
    renumbered_citations: list[str] = field(default_factory=list)
    #: English drafts that turned into Chinese after a citation, and how they were resumed in
    #: English (core.english_drift): [{drafted, begun, continued, used}].
    resumed_in_english: list[dict] = field(default_factory=list)
    #: Drafts begun from the chosen article that stopped before any conclusion, continued from its label
    #: (core.drafting): [{drafted, continued, used}].
    concluded: list[dict] = field(default_factory=list)
    #: The pick stage (core.pick): {candidates: [[law, article, sub]…], chosen: […], answer, latency_ms,
    #: error, logprobs (each choice's, where the engine gives them)}, and `opening`: the chosen
    #: article's deciding words the answer began with.
    pick: dict = field(default_factory=dict)
    #: Evidence ids added because they name a leading passage ("本法第四十条"; core.referring).
    referring: list[str] = field(default_factory=list)
    #: The final conclusion held to its article (core.reasoning): {changed, needs_lawyer, reasons}, and
    #: `unraised`: whether a branch's unraised condition was said before it (core.unraised).
    conclusion: dict = field(default_factory=dict)
    #: Final-check items that changed the sent reply (core.final_check): a withheld conclusion, unchecked figures.
    final_check: list[str] = field(default_factory=list)
    #: Fact lines of the reply's mapping that the user did not state, marked as such (core.stated_facts).
    unstated_facts: list[str] = field(default_factory=list)
    #: An undated question's check (core.undated): {answer_now, in_play, changed}.
    undated: dict = field(default_factory=dict)
    #: English drafts that drifted into Chinese and their translations (core.translation):
    #: {draft, translation, used}; unused when the translation was no English or changed citations.
    translations: list[dict] = field(default_factory=list)
    #: Which event of the story governs the date (core.applicable_date), when the rules read one.
    governing_date: dict = field(default_factory=dict)
    #: Dates the draft stated about the law that the cited versions contradicted (core.law_dates).
    law_dates: list[dict] = field(default_factory=list)
    reply: str = ""
    citations: list[dict] = field(default_factory=list)
    rubric_first: dict[str, bool | None] = field(default_factory=dict)
    rubric_final: dict[str, bool | None] = field(default_factory=dict)
    degraded: bool = False
    error: str | None = None
    latency_ms: dict[str, float] = field(default_factory=dict)
    tokens: dict[str, int] = field(default_factory=lambda: {"prompt": 0, "completion": 0, "cached": 0})
    feedback: FeedbackLink | None = None
    started_at: str = field(default_factory=lambda: datetime.now(timezone.utc).isoformat())
    schema: int = SCHEMA_VERSION

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data, as stored (the feedback link is the store's, not the record's)."""
        data = dataclasses.asdict(self)
        data.pop("feedback")
        return data

    def model_spans(self) -> list[Span]:
        """The text the model wrote in this turn's final conversation (what SFT trains on)."""
        return [span for message in self.messages for span in message.spans if span.kind in MODEL_OUTPUT]


def _build(kind: Any, value: Any) -> Any:
    """`value` (plain JSON data) as an instance of the annotated type `kind`."""
    origin = get_origin(kind)
    if origin in (Union, types.UnionType):
        if value is None:
            return None
        kind = next(arg for arg in get_args(kind) if arg is not type(None))
        origin = get_origin(kind)
    if dataclasses.is_dataclass(kind) and isinstance(value, dict):
        hints = get_type_hints(kind)
        known = {f.name for f in dataclasses.fields(kind)}
        return kind(**{key: _build(hints[key], item) for key, item in value.items() if key in known})
    if origin is list and isinstance(value, list):
        (item_kind,) = get_args(kind) or (Any,)
        return [_build(item_kind, item) for item in value]
    return value


def from_dict(data: dict[str, Any]) -> TurnRecord:
    """A version-2 record from its stored dict."""
    return _build(TurnRecord, data)


def read_record(data: dict[str, Any], turn_id: int | None = None, feedback: int | None = None) -> TurnRecord:
    """Any stored record (version 1 or 2) as a `TurnRecord`; with the store's turn id and vote."""
    version = data.get("schema", 1)
    if version > SCHEMA_VERSION:
        raise ValueError(f"trajectory schema {version} is newer than this code ({SCHEMA_VERSION})")
    record = from_dict(data if version == SCHEMA_VERSION else migrate_v1(data))
    if turn_id is not None:
        record.feedback = FeedbackLink(turn_id, feedback)
    return record


def split_evidence(content: str) -> list[Span]:
    """A user message of the draft: the quoted <evidence> block apart from the user's own text."""
    start, end = content.find("<evidence>"), content.find("</evidence>")
    if start < 0 or end < 0:
        return [Span("user", content)]
    end += len("</evidence>")
    spans = [Span("user", content[:start]), Span("evidence", content[start:end]), Span("user", content[end:])]
    return [span for span in spans if span.text]


def _v1_message(message: dict) -> Message:
    role, content = message.get("role", "user"), message.get("content") or ""
    if role == "system":
        spans = [Span("instruction", content)]
    elif role == "assistant":
        spans = [Span("model", content)]
    elif role == "tool":
        spans = [Span("tool", content)]
    elif "<evidence>" in content:
        spans = split_evidence(content)
    else:  # a revision request is written by code; v1 cannot tell it from the user's text
        spans = [Span("instruction" if content.startswith(("请修改", "Revise your answer")) else "user", content)]
    return Message(role, spans, message.get("tool_calls") or [], message.get("tool_call_id"), message.get("name"))


def migrate_v1(data: dict[str, Any]) -> dict[str, Any]:
    """A version-1 dict rewritten in version-2 terms (nothing the v1 record held is dropped)."""
    out = dict(data)
    out["schema"] = SCHEMA_VERSION
    out["reply"] = out.pop("final_reply", "")
    out.setdefault("scenario", "consultation")
    out.setdefault("prompt", {"name": "consultation.system", "sha256": ""})
    out.setdefault("rubric", {"name": "consultation_lawyer", "sha256": ""})
    if out.get("messages"):
        out["messages"] = [dataclasses.asdict(_v1_message(m)) for m in out["messages"]]
    else:
        out["messages"] = [dataclasses.asdict(m) for m in fixed_messages(out.get("input", ""), out["reply"])]
    for call in out.get("tool_calls", []):
        call.setdefault("window", [])
    return out


def fixed_messages(user_text: str, reply: str) -> list[Message]:
    """A reply written by code (a date question, "not covered"): the user's text and the answer."""
    return [Message("user", [Span("user", user_text)]), Message("assistant", [Span("code", reply)])]


class Recorder:
    """Fills a `TurnRecord` as the turn's stages run, and times each stage."""

    def __init__(self, record: TurnRecord) -> None:
        self.record = record
        self._started = time.perf_counter()

    @contextmanager
    def stage(self, name: str) -> Iterator[None]:
        """Time a stage; repeated stages (model calls, checks) add up."""
        started = time.perf_counter()
        try:
            yield
        finally:
            spent = (time.perf_counter() - started) * 1000
            self.record.latency_ms[name] = round(self.record.latency_ms.get(name, 0.0) + spent, 2)

    def stage_seconds(self, name: str) -> float:
        """Time spent so far in a stage, in seconds."""
        return self.record.latency_ms.get(name, 0.0) / 1000

    def elapsed_s(self) -> float:
        """Seconds since the turn started."""
        return time.perf_counter() - self._started

    def add_tokens(self, prompt: int, completion: int, cached: int = 0) -> None:
        """Count a model call; `cached` prompt tokens were reused from the previous call, not evaluated."""
        self.record.tokens["prompt"] += prompt
        self.record.tokens["completion"] += completion
        self.record.tokens["cached"] = self.record.tokens.get("cached", 0) + cached

    def finish(self, outcome: str, reply: str, state_after: dict) -> TurnRecord:
        record = self.record
        record.outcome, record.reply, record.state_after = outcome, reply, state_after
        if not record.messages:
            record.messages = fixed_messages(record.input, reply)
        record.latency_ms["total"] = round((time.perf_counter() - self._started) * 1000, 2)
        return record
