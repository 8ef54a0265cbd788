"""A `ChatModel` for tests: answers from a script instead of a model.

    model = ScriptedModel("first draft", reply(tool_calls=[call("search_statutes", query="缓刑")]))
    model.respond = lambda messages, tools: "PASS" if "rubric" in messages[0].content else "draft"
    model.down = True            # every call raises ModelUnavailable
    model.calls[0].messages      # what the agent sent

A `halt` the caller passes cuts the scripted text where it first holds, as a watched model
stops; `begun` is recorded (the scripted text is the continuation). Each call takes the next
queued response; when the queue is empty it asks `respond`; with
neither it fails the test with the call it could not answer. A queued or returned item is a
str (plain text), a ChatResult (text and/or tool calls), or an exception to raise (e.g.
ModelUnavailable for one failing call). Token counts default to character counts, which is
enough for code that only sums them.

`choose` (the pick stage, core/pick.py) answers from `picks`, a separate queue, and is recorded in
`choices`; with no pick queued it declines (NotImplementedError), so the agent drafts without one.
"""

from __future__ import annotations

import asyncio
import itertools
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from core.chat_model import ChatMessage, ChatResult, ModelUnavailable, ToolCall

Response = str | ChatResult | BaseException
Responder = Callable[[list[ChatMessage], list[dict[str, Any]] | None], Response]

_ids = itertools.count(1)


def call(name: str, **arguments: Any) -> ToolCall:
    """A tool call with a fresh id, e.g. call("search_statutes", query="缓刑")."""
    return ToolCall(id=f"call_{next(_ids)}", name=name, arguments=arguments)


def reply(text: str = "", tool_calls: Sequence[ToolCall] = ()) -> ChatResult:
    """A scripted response with tool calls (plain text can be queued as a str)."""
    return ChatResult(text=text, tool_calls=list(tool_calls))


@dataclass(frozen=True)
class RecordedCall:
    """One call the model received."""

    messages: list[ChatMessage]
    tools: list[dict[str, Any]] | None
    max_tokens: int | None
    temperature: float | None
    aside: bool = False
    begun: str = ""
    watched: bool = False  # the caller passed a `halt`

    @property
    def last_user_text(self) -> str:
        return next((m.content for m in reversed(self.messages) if m.role == "user"), "")


class ScriptedModel:
    """Queued responses, then `respond(messages, tools)`; records calls; can be slow or down."""

    def __init__(
        self,
        *responses: Response,
        respond: Responder | None = None,
        latency_s: float = 0.0,
        name: str = "scripted",
    ) -> None:
        self.name = name
        self.queue: deque[Response] = deque(responses)
        self.respond = respond
        self.latency_s = latency_s
        self.down = False
        self.calls: list[RecordedCall] = []
        self.picks: deque[str] = deque()
        self.choices: list[tuple[list[ChatMessage], list[str]]] = []

    async def choose(self, messages: Sequence[ChatMessage], choices: Sequence[str],
                     tools: list[dict[str, Any]] | None = None) -> ChatResult:
        """The next queued pick; one outside `choices` fails the test (an engine allows no other)."""
        if not self.picks:
            raise NotImplementedError("no pick scripted")
        if self.down:
            raise ModelUnavailable(f"{self.name} is down (scripted)")
        self.choices.append((list(messages), list(choices)))
        answer = self.picks.popleft()
        assert answer in choices, f"scripted pick {answer!r} is not one of {choices}"
        return ChatResult(text=answer, prompt_tokens=1, completion_tokens=1)

    def push(self, *responses: Response) -> None:
        """Queue more responses after the ones already waiting."""
        self.queue.extend(responses)

    async def complete(
        self,
        messages: Sequence[ChatMessage],
        tools: Sequence[dict[str, Any]] | None = None,
        max_tokens: int | None = None,
        temperature: float | None = None,
        aside: bool = False,
        begun: str = "",
        halt: Callable[[str], bool] | None = None,
    ) -> ChatResult:
        recorded = RecordedCall(
            list(messages), list(tools) if tools else None, max_tokens, temperature, aside, begun, halt is not None
        )
        self.calls.append(recorded)
        if self.latency_s:
            await asyncio.sleep(self.latency_s)
        if self.down:
            raise ModelUnavailable(f"{self.name} is down (scripted)")
        if self.queue:
            response = self.queue.popleft()
        elif self.respond is not None:
            response = self.respond(recorded.messages, recorded.tools)
        else:
            raise AssertionError(
                f"ScriptedModel: nothing scripted for call #{len(self.calls)} "
                f"(last user message: {recorded.last_user_text!r})"
            )
        if isinstance(response, BaseException):
            raise response
        result = ChatResult(text=response) if isinstance(response, str) else response
        text, finish_reason = halted(result.text, halt) if halt else (result.text, result.finish_reason)
        prompt_chars = sum(len(m.content) for m in recorded.messages)
        return ChatResult(
            text=text,
            tool_calls=list(result.tool_calls),
            model=result.model or self.name,
            prompt_tokens=result.prompt_tokens or prompt_chars,
            completion_tokens=result.completion_tokens or len(result.text),
            latency_ms=self.latency_s * 1000,
            finish_reason=finish_reason,
        )


def halted(text: str, halt: Callable[[str], bool]) -> tuple[str, str]:
    """The scripted text as a model watched by `halt` writes it: cut where `halt` first holds
    of the text so far (one character at a time, as a backend checks token by token)."""
    for end in range(1, len(text) + 1):
        if halt(text[:end]):
            return text[:end], "halt"
    return text, "stop"
