"""The one interface the agent uses for every model call, whatever serves the model.

The agent speaks OpenAI-style chat messages and tool calls; a backend (the embedded GGUF, or
an OpenAI-compatible server such as vLLM) turns them into a `ChatResult`. Every failure to get
an answer, after the configured timeout and retries, surfaces as `ModelUnavailable`, so the
agent handles one exception type and can degrade gracefully.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, TypeVar

from core.model_breaker import BreakerOpen, ModelBreaker
from index.common.settings import LlmSettings

log = logging.getLogger(__name__)

Role = Literal["system", "user", "assistant", "tool"]
T = TypeVar("T")


class ModelUnavailable(Exception):
    """No answer from the model: unreachable, too slow, overloaded or refusing the request."""


class NoAnswerWritten(ModelUnavailable):
    """The model answered, but with nothing a user can read (only search calls written as text)."""


@dataclass(frozen=True)
class ToolCall:
    """A function call the model asked for; `arguments` is already decoded from JSON."""

    id: str
    name: str
    arguments: dict[str, Any]

    def to_openai(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "type": "function",
            "function": {
                "name": self.name,
                "arguments": json.dumps(self.arguments, ensure_ascii=False),
            },
        }


@dataclass(frozen=True)
class ChatMessage:
    """One message of a conversation, as the OpenAI chat API defines it.

    An assistant message may carry `tool_calls`; the answer to a call is a "tool" message with
    the call's `tool_call_id` (and the function's `name`).
    """

    role: Role
    content: str = ""
    tool_calls: Sequence[ToolCall] = ()
    tool_call_id: str | None = None
    name: str | None = None

    def to_openai(self) -> dict[str, Any]:
        message: dict[str, Any] = {"role": self.role, "content": self.content}
        if self.tool_calls:
            message["tool_calls"] = [call.to_openai() for call in self.tool_calls]
        if self.tool_call_id is not None:
            message["tool_call_id"] = self.tool_call_id
        if self.name is not None:
            message["name"] = self.name
        return message


@dataclass
class ChatResult:
    """The model's reply with the figures the trajectory log keeps.

    `latency_ms` covers the whole `complete()` call, queueing and retries included: it is what
    the user waited.
    """

    text: str
    tool_calls: list[ToolCall] = field(default_factory=list)
    model: str = ""
    prompt_tokens: int = 0
    completion_tokens: int = 0
    latency_ms: float = 0.0
    #: Prompt tokens the engine did not evaluate again (a prefix kept from the previous call).
    cached_tokens: int = 0
    #: "length" when the token cap cut the text off, "halt" when the caller's `halt` did, else "stop".
    finish_reason: str = "stop"
    #: `choose` only, where the engine exposes them: each choice's log-probability as the next
    #: token, normalised over the choices (core/pick.py calibrates the choice with them).
    choice_logprobs: dict[str, float] = field(default_factory=dict)

    def as_message(self) -> ChatMessage:
        """The reply as the assistant message to append before answering its tool calls."""
        return ChatMessage(role="assistant", content=self.text, tool_calls=tuple(self.tool_calls))


class ChatModel(Protocol):
    """A chat model backend. `tools` are OpenAI function schemas; None arguments use settings.

    `aside`: a call outside the conversation the next call continues (a translation between a
    draft and its review); a backend with one prompt cache keeps that conversation's cache.
    `begun`: the assistant's answer already begun with these words; the model continues them, and
    the result holds the continuation only. `halt`: generation ends once it is true of the text
    written so far (finish_reason "halt"); a backend that does not see the text while it is
    written may ignore it, so callers check the whole text again.
    """

    name: str

    async def complete(
        self,
        messages: Sequence[ChatMessage],
        tools: Sequence[dict[str, Any]] | None = None,
        max_tokens: int | None = None,
        temperature: float | None = None,
        aside: bool = False,
        begun: str = "",
        halt: Callable[[str], bool] | None = None,
    ) -> ChatResult: ...


class ChoosingModel(Protocol):
    """A chat model that can also answer with exactly one of given strings (the pick stage,
    core/pick.py): the engine constrains its next tokens to `choices` (vLLM's guided choice) or reads
    them from the next token's logits (llama.cpp, which then also gives `choice_logprobs`), so the
    answer needs no parsing. `tools` render the prompt as the draft's will be, so the draft
    continues the cached prefix."""

    async def choose(self, messages: Sequence[ChatMessage], choices: Sequence[str],
                     tools: Sequence[dict[str, Any]] | None = None) -> ChatResult: ...


@dataclass(frozen=True)
class RetryPolicy:
    """How long one attempt may take and how often a failed one is repeated."""

    timeout_s: float
    retries: int
    backoff_s: float

    @classmethod
    def from_settings(cls, settings: LlmSettings) -> RetryPolicy:
        return cls(timeout_s=settings.timeout_s, retries=settings.retries, backoff_s=settings.backoff_s)

    def delay(self, failed_attempts: int) -> float:
        """Exponential backoff: backoff_s, 2*backoff_s, 4*backoff_s, ..."""
        return self.backoff_s * 2 ** (failed_attempts - 1)


class Retryable(Exception):
    """Raised by an attempt to mark a failure worth repeating (a dropped connection, a 503)."""


async def call_with_retries(
    attempt: Callable[[], Awaitable[T]], policy: RetryPolicy, what: str, breaker: ModelBreaker | None = None
) -> T:
    """Run `attempt` under the policy's timeout, retrying timeouts and `Retryable` failures.

    Any other exception means repeating cannot help (a rejected request): it becomes
    `ModelUnavailable` at once. The timeout cancels the attempt's coroutine; a backend whose
    work cannot be cancelled (a worker thread) must cope with being abandoned. With a `breaker`,
    every attempt counts towards it, and an open breaker ends the call at once.
    """

    async def timed() -> T:
        return await asyncio.wait_for(attempt(), timeout=policy.timeout_s)

    reason = ""
    for attempt_no in range(1, policy.retries + 2):
        try:
            return await (breaker.guard(timed) if breaker else timed())
        except BreakerOpen as exc:
            raise ModelUnavailable(str(exc)) from exc
        except TimeoutError:
            reason = f"no answer within {policy.timeout_s:g} s"
        except Retryable as exc:
            reason = str(exc)
        except ModelUnavailable:
            raise
        except Exception as exc:
            raise ModelUnavailable(f"{what}: {type(exc).__name__}: {exc}") from exc
        if attempt_no <= policy.retries:
            delay = policy.delay(attempt_no)
            log.warning(
                "%s: attempt %d failed (%s); retrying in %.2f s", what, attempt_no, reason, delay
            )
            await asyncio.sleep(delay)
    attempts = policy.retries + 1
    plural = "s" if attempts > 1 else ""
    raise ModelUnavailable(f"{what}: {reason} (after {attempts} attempt{plural})")


def decode_arguments(raw: str | Mapping[str, Any] | None) -> dict[str, Any] | None:
    """Tool-call arguments as a dict, or None when they are not a JSON object.

    Servers send a JSON string, some models a bare object; an empty string means no arguments.
    """
    if raw is None:
        return {}
    if isinstance(raw, Mapping):
        return dict(raw)
    if not raw.strip():
        return {}
    try:
        value = json.loads(raw)
    except json.JSONDecodeError:
        return None
    return value if isinstance(value, dict) else None


def build_chat_model(settings: LlmSettings) -> ChatModel:
    """The backend named by the [llm] section's `backend` ("local" or "openai")."""
    backend = settings.backend
    if backend == "local":
        from core.local_model import LocalChatModel

        return LocalChatModel(settings)
    if backend == "openai":
        from core.openai_model import OpenAIChatModel

        return OpenAIChatModel(settings)
    raise ValueError(f"unknown [llm] backend {backend!r}: use \"local\" or \"openai\"")
