"""The chat-model interface against a real HTTP server on 127.0.0.1 that speaks the OpenAI API.

The server is a few lines of aiohttp driven by a per-test script, so timeouts, retries and
tool-call parsing are exercised through the real `openai` client and real sockets.
"""

from __future__ import annotations

import asyncio
import dataclasses
import socket
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import pytest
from aiohttp import web

from core.chat_model import (
    ChatMessage,
    ChatResult,
    ModelUnavailable,
    RetryPolicy,
    ToolCall,
    build_chat_model,
    call_with_retries,
    decode_arguments,
)
from core.local_model import LocalChatModel
from core.openai_model import OpenAIChatModel
from index.common.settings import LlmSettings
from tests.fakes.scripted_model import ScriptedModel, call, reply

SEARCH_TOOL = {
    "type": "function",
    "function": {
        "name": "search_statutes",
        "description": "Search statutes valid on a date.",
        "parameters": {
            "type": "object",
            "properties": {"query": {"type": "string"}},
            "required": ["query"],
        },
    },
}

Handler = Callable[[dict[str, Any]], Awaitable[web.StreamResponse]]


def completion(content: str | None, tool_calls: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if tool_calls:
        message["tool_calls"] = tool_calls
    return {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "created": 1,
        "model": "served-model",
        "choices": [{"index": 0, "message": message,
                     "finish_reason": "tool_calls" if tool_calls else "stop"}],
        "usage": {"prompt_tokens": 11, "completion_tokens": 7, "total_tokens": 18},
    }


class FakeServer:
    """An OpenAI-compatible /v1/chat/completions whose answers the test scripts."""

    def __init__(self) -> None:
        self.handlers: list[Handler] = []
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.base_url = ""

    async def _endpoint(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        self.requests.append(body)
        self.headers.append(dict(request.headers))
        handler = self.handlers.pop(0) if len(self.handlers) > 1 else self.handlers[0]
        return await handler(body)


def answer(payload: dict[str, Any], delay_s: float = 0.0, status: int = 200) -> Handler:
    async def handle(_body: dict[str, Any]) -> web.StreamResponse:
        await asyncio.sleep(delay_s)
        return web.json_response(payload, status=status)

    return handle


def error(status: int) -> Handler:
    return answer({"error": {"message": f"scripted {status}", "type": "x"}}, status=status)


@pytest.fixture
async def server() -> AsyncIterator[FakeServer]:
    fake = FakeServer()
    app = web.Application()
    app.router.add_post("/v1/chat/completions", fake._endpoint)
    runner = web.AppRunner(app, shutdown_timeout=0.1)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    fake.base_url = f"http://127.0.0.1:{port}/v1"
    yield fake
    await runner.cleanup()


def settings(base_url: str, **overrides: Any) -> LlmSettings:
    """The [llm] section for a test server: short timeouts and answers, the other keys their defaults."""
    test_server = LlmSettings(backend="openai", base_url=base_url, model="tempolex-policy",
                              timeout_s=2.0, retries=2, backoff_s=0.05, max_tokens=64)
    return dataclasses.replace(test_server, **overrides)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


async def test_plain_completion_sends_settings_and_reads_usage(server: FakeServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TEMPOLEX_LLM_API_KEY", raising=False)
    server.handlers = [answer(completion("依照刑法第七十二条……"))]
    model = OpenAIChatModel(settings(server.base_url))

    result = await model.complete([ChatMessage("system", "你是律师助理"), ChatMessage("user", "缓刑？")])

    assert result.text == "依照刑法第七十二条……"
    assert result.tool_calls == []
    assert (result.model, result.prompt_tokens, result.completion_tokens) == ("served-model", 11, 7)
    assert result.latency_ms > 0
    sent = server.requests[0]
    assert sent["model"] == "tempolex-policy"
    assert sent["max_tokens"] == 64 and sent["temperature"] == 0.2
    assert sent["messages"] == [{"role": "system", "content": "你是律师助理"},
                                {"role": "user", "content": "缓刑？"}]
    assert "tools" not in sent
    assert server.headers[0]["Authorization"] == "Bearer EMPTY"
    assert model.name == "openai:tempolex-policy"


async def test_a_begun_answer_is_sent_for_vllm_to_continue(server: FakeServer) -> None:
    """An English draft resumed from its citation: vLLM continues the last assistant message."""
    server.handlers = [answer(completion("that recidivists get no probation."))]
    begun = "Under 《中华人民共和国刑法》第七十四条 (“对于累犯，不适用缓刑”), this means"
    result = await OpenAIChatModel(settings(server.base_url)).complete([ChatMessage("user", "Probation?")], begun=begun)
    assert result.text == "that recidivists get no probation."
    sent = server.requests[0]
    assert sent["messages"][-1] == {"role": "assistant", "content": begun}
    assert sent["continue_final_message"] is True and sent["add_generation_prompt"] is False


async def test_api_key_comes_from_the_environment(server: FakeServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TEMPOLEX_LLM_API_KEY", "sk-test")
    server.handlers = [answer(completion("ok"))]
    await OpenAIChatModel(settings(server.base_url)).complete([ChatMessage("user", "hi")], max_tokens=5, temperature=0)
    assert server.headers[0]["Authorization"] == "Bearer sk-test"
    assert server.requests[0]["max_tokens"] == 5 and server.requests[0]["temperature"] == 0


async def test_tool_call_round_trip(server: FakeServer) -> None:
    server.handlers = [
        answer(completion(None, [{"id": "call_7", "type": "function", "function": {
            "name": "search_statutes", "arguments": '{"query": "缓刑 条件"}'}}])),
        answer(completion("根据检索结果……")),
    ]
    model = OpenAIChatModel(settings(server.base_url))
    messages = [ChatMessage("user", "2010年缓刑的条件？")]

    first = await model.complete(messages, tools=[SEARCH_TOOL])
    assert first.text == ""
    assert first.tool_calls == [ToolCall("call_7", "search_statutes", {"query": "缓刑 条件"})]
    assert server.requests[0]["tools"] == [SEARCH_TOOL]

    messages += [first.as_message(),
                 ChatMessage("tool", "刑法第七十二条……", tool_call_id="call_7", name="search_statutes")]
    second = await model.complete(messages, tools=[SEARCH_TOOL])
    assert second.text == "根据检索结果……"
    assistant, tool = server.requests[1]["messages"][1:]
    assert assistant["tool_calls"][0]["function"] == {"name": "search_statutes",
                                                      "arguments": '{"query": "缓刑 条件"}'}
    assert tool == {"role": "tool", "content": "刑法第七十二条……", "tool_call_id": "call_7",
                    "name": "search_statutes"}


async def test_undecodable_tool_arguments_are_dropped(server: FakeServer) -> None:
    server.handlers = [answer(completion("text", [
        {"id": "a", "type": "function", "function": {"name": "search_statutes", "arguments": "{broken"}},
        {"id": "b", "type": "function", "function": {"name": "search_statutes", "arguments": ""}},
    ]))]
    result = await OpenAIChatModel(settings(server.base_url)).complete([ChatMessage("user", "x")])
    assert result.tool_calls == [ToolCall("b", "search_statutes", {})]


async def test_slow_server_times_out_after_retries(server: FakeServer) -> None:
    server.handlers = [answer(completion("late"), delay_s=1.0)]
    model = OpenAIChatModel(settings(server.base_url, timeout_s=0.2, retries=1, backoff_s=0.05))

    started = time.monotonic()
    with pytest.raises(ModelUnavailable, match="2 attempts"):
        await model.complete([ChatMessage("user", "x")])
    assert len(server.requests) == 2
    assert time.monotonic() - started < 1.0  # gave up on time, did not wait for the server


async def test_server_error_is_retried_then_succeeds(server: FakeServer) -> None:
    server.handlers = [error(503), error(500), answer(completion("third time"))]
    result = await OpenAIChatModel(settings(server.base_url)).complete([ChatMessage("user", "x")])
    assert result.text == "third time"
    assert len(server.requests) == 3


async def test_rejected_request_is_not_retried(server: FakeServer) -> None:
    server.handlers = [error(400)]
    with pytest.raises(ModelUnavailable, match="BadRequestError"):
        await OpenAIChatModel(settings(server.base_url)).complete([ChatMessage("user", "x")])
    assert len(server.requests) == 1


async def test_server_down_raises_after_retries_with_backoff() -> None:
    model = OpenAIChatModel(settings(f"http://127.0.0.1:{free_port()}/v1", retries=2, backoff_s=0.1))
    started = time.monotonic()
    with pytest.raises(ModelUnavailable, match="APIConnectionError.*3 attempts"):
        await model.complete([ChatMessage("user", "x")])
    assert time.monotonic() - started >= 0.1 + 0.2  # slept backoff_s, then twice that


async def test_retry_helper_counts_attempts_and_delays() -> None:
    policy = RetryPolicy(timeout_s=1.0, retries=3, backoff_s=0.5)
    assert [policy.delay(n) for n in (1, 2, 3)] == [0.5, 1.0, 2.0]

    attempts = 0

    async def flaky() -> str:
        nonlocal attempts
        attempts += 1
        if attempts < 3:
            raise TimeoutError
        return "ok"

    fast = RetryPolicy(timeout_s=1.0, retries=3, backoff_s=0.01)
    assert await call_with_retries(flaky, fast, "flaky") == "ok"
    assert attempts == 3

    async def refused() -> str:
        raise ModelUnavailable("gone for good")

    with pytest.raises(ModelUnavailable, match="gone for good"):
        await call_with_retries(refused, fast, "refused")


def test_decode_arguments() -> None:
    assert decode_arguments('{"query": "缓刑"}') == {"query": "缓刑"}
    assert decode_arguments({"query": "x"}) == {"query": "x"}
    assert decode_arguments("") == {} and decode_arguments(None) == {}
    assert decode_arguments("[1, 2]") is None and decode_arguments("{nope") is None


def test_build_chat_model_picks_the_backend(tmp_path: Any) -> None:
    assert isinstance(build_chat_model(settings("http://127.0.0.1:1/v1")), OpenAIChatModel)
    local = build_chat_model(settings("", backend="local"))
    assert isinstance(local, LocalChatModel) and local.name.startswith("local:")
    with pytest.raises(ValueError, match="backend"):
        build_chat_model(settings("", backend="gpt"))


async def test_local_model_without_weights_is_unavailable(tmp_path: Any) -> None:
    model = LocalChatModel(settings("", backend="local"), model_file=tmp_path / "missing.gguf")
    with pytest.raises(ModelUnavailable, match="models prepare"):
        await model.complete([ChatMessage("user", "x")])


async def test_scripted_model_queue_function_recording_and_outage() -> None:
    model = ScriptedModel("draft", reply(tool_calls=[call("search_statutes", query="缓刑")]))
    model.respond = lambda messages, tools: "PASS" if tools is None else "with tools"

    first = await model.complete([ChatMessage("user", "问题")], max_tokens=9)
    second = await model.complete([ChatMessage("user", "问题")], tools=[SEARCH_TOOL])
    third = await model.complete([ChatMessage("user", "judge")])
    assert (first.text, third.text) == ("draft", "PASS")
    assert second.tool_calls[0].arguments == {"query": "缓刑"}
    assert model.calls[0].max_tokens == 9 and model.calls[1].tools == [SEARCH_TOOL]
    assert model.calls[2].last_user_text == "judge"

    model.push(ModelUnavailable("one failure"), ChatResult(text="after"))
    with pytest.raises(ModelUnavailable):
        await model.complete([ChatMessage("user", "x")])
    assert (await model.complete([ChatMessage("user", "x")])).text == "after"

    model.down = True
    with pytest.raises(ModelUnavailable):
        await model.complete([ChatMessage("user", "x")])

    empty = ScriptedModel(latency_s=0.01)
    with pytest.raises(AssertionError, match="nothing scripted"):
        await empty.complete([ChatMessage("user", "unscripted")])


async def test_breaker_opens_after_failed_attempts_and_fails_fast(server: FakeServer) -> None:
    """A sick server costs the first callers their retries; after that, calls fail at once."""
    server.handlers = [error(503)]
    model = OpenAIChatModel(settings(server.base_url, retries=2, backoff_s=0.01, breaker_failures=3, breaker_open_s=30))
    with pytest.raises(ModelUnavailable, match="3 attempts"):
        await model.complete([ChatMessage("user", "x")])
    assert len(server.requests) == 3
    started = time.monotonic()
    outcomes = await asyncio.gather(
        *(model.complete([ChatMessage("user", f"u{n}")]) for n in range(200)), return_exceptions=True
    )
    assert all(isinstance(o, ModelUnavailable) and "failing fast" in str(o) for o in outcomes)
    assert time.monotonic() - started < 1.0
    assert len(server.requests) == 3, "no call reached the sick server"


async def test_breaker_lets_one_trial_through_then_closes(server: FakeServer) -> None:
    server.handlers = [error(500), error(500), answer(completion("back"), delay_s=0.2)]
    model = OpenAIChatModel(settings(server.base_url, retries=0, breaker_failures=2, breaker_open_s=0.3))
    for _ in range(2):
        with pytest.raises(ModelUnavailable):
            await model.complete([ChatMessage("user", "x")])
    await asyncio.sleep(0.35)
    outcomes = await asyncio.gather(
        *(model.complete([ChatMessage("user", "x")]) for _ in range(10)), return_exceptions=True
    )
    assert sum(isinstance(o, ChatResult) for o in outcomes) == 1, "one trial while half open"
    assert len(server.requests) == 3
    result = await model.complete([ChatMessage("user", "x")])
    assert result.text == "back" and len(server.requests) == 4


async def test_an_answer_whose_tool_calls_are_all_malformed_is_retried(server: FakeServer) -> None:
    broken = {"id": "a", "type": "function", "function": {"name": "search_statutes", "arguments": "{broken"}}
    server.handlers = [answer(completion(None, [broken])), answer(completion("fine"))]
    result = await OpenAIChatModel(settings(server.base_url)).complete([ChatMessage("user", "x")])
    assert result.text == "fine" and len(server.requests) == 2
