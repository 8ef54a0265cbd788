"""The server backend: any OpenAI-compatible chat API (vLLM on the GPU host in production).

Retries and timeouts are ours (`call_with_retries`), not the client's, so both backends fail
the same way; the client's own retries are switched off to keep the attempt count honest.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable, Sequence
from typing import Any

import openai
from openai import AsyncOpenAI

from core.chat_model import (
    ChatMessage,
    ChatResult,
    RetryPolicy,
    Retryable,
    ToolCall,
    call_with_retries,
    decode_arguments,
)
from core.model_breaker import ModelBreaker
from index.common.settings import LlmSettings

log = logging.getLogger(__name__)

API_KEY_ENV = "TEMPOLEX_LLM_API_KEY"


class OpenAIChatModel:
    """`ChatModel` over an OpenAI-compatible server; settings are the [llm] section."""

    def __init__(self, settings: LlmSettings) -> None:
        self._model = settings.model
        self.name = f"openai:{self._model}"
        self._policy = RetryPolicy.from_settings(settings)
        self._breaker = ModelBreaker.from_settings(settings, self.name, counted=(Retryable, TimeoutError))
        self._max_tokens = settings.max_tokens
        self._temperature = settings.temperature
        self._client = AsyncOpenAI(
            base_url=settings.base_url,
            api_key=os.environ.get(API_KEY_ENV) or "EMPTY",
            timeout=self._policy.timeout_s,
            max_retries=0,
        )

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
        """One chat completion; `aside` needs nothing here: the server's prefix cache keeps many prompts.
        `begun` goes as a last assistant message that vLLM continues (`continue_final_message`);
        `halt` is not watched (the answer comes whole, and a server writes it in a second or two)."""
        started = time.monotonic()
        request: dict[str, Any] = {
            "model": self._model,
            "messages": [m.to_openai() for m in messages],
            "max_tokens": max_tokens or self._max_tokens,
            "temperature": self._temperature if temperature is None else temperature,
        }
        if tools:
            request["tools"] = list(tools)
        if begun:
            request["messages"].append({"role": "assistant", "content": begun})
            request["extra_body"] = {"continue_final_message": True, "add_generation_prompt": False}
        result = await call_with_retries(lambda: self._attempt(request), self._policy, self.name, self._breaker)
        result.latency_ms = (time.monotonic() - started) * 1000
        return result

    async def choose(self, messages: Sequence[ChatMessage], choices: Sequence[str],
                     tools: Sequence[dict[str, Any]] | None = None) -> ChatResult:
        """One of `choices`, constrained by vLLM's guided decoding (`guided_choice`)."""
        started = time.monotonic()
        request: dict[str, Any] = {
            "model": self._model, "messages": [m.to_openai() for m in messages],
            "max_tokens": 8, "temperature": 0.0, "extra_body": {"guided_choice": list(choices)},
        }
        if tools:
            request["tools"] = list(tools)
        result = await call_with_retries(lambda: self._attempt(request), self._policy, self.name, self._breaker)
        result.latency_ms = (time.monotonic() - started) * 1000
        return result

    async def _attempt(self, request: dict[str, Any]) -> ChatResult:
        try:
            response = await self._client.chat.completions.create(**request)
        except (
            openai.APIConnectionError, openai.RateLimitError, openai.InternalServerError
        ) as exc:
            raise Retryable(f"{type(exc).__name__}: {exc}") from exc
        except openai.APIStatusError as exc:
            if exc.status_code >= 500:
                raise Retryable(f"HTTP {exc.status_code}: {exc.message}") from exc
            raise
        if not response.choices:
            raise Retryable("the server answered without a choice")
        message = response.choices[0].message
        tool_calls = _tool_calls(message.tool_calls or ())
        if message.tool_calls and not tool_calls:
            raise Retryable("every tool call in the answer was malformed")
        return ChatResult(
            text=message.content or "",
            tool_calls=tool_calls,
            model=response.model or self._model,
            prompt_tokens=response.usage.prompt_tokens if response.usage else 0,
            completion_tokens=response.usage.completion_tokens if response.usage else 0,
            cached_tokens=_cached_tokens(response.usage),
            finish_reason=response.choices[0].finish_reason or "stop",
        )


def _cached_tokens(usage: Any) -> int:
    """`usage.prompt_tokens_details.cached_tokens`: what vLLM's prefix cache served, when reported."""
    details = getattr(usage, "prompt_tokens_details", None)
    return int(getattr(details, "cached_tokens", 0) or 0)


def _tool_calls(raw_calls: Sequence[Any]) -> list[ToolCall]:
    """Function calls of the response; calls with undecodable arguments are dropped (logged)."""
    calls = []
    for raw in raw_calls:
        function = getattr(raw, "function", None)
        if function is None:
            continue
        arguments = decode_arguments(function.arguments)
        if arguments is None:
            log.warning("dropping a call of %s: arguments are not a JSON object: %r",
                        function.name, function.arguments)
            continue
        calls.append(ToolCall(id=raw.id, name=function.name, arguments=arguments))
    return calls
