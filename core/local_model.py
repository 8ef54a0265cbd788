"""The embedded default backend: the prepared Qwen2.5-Coder GGUF run in-process by llama.cpp.

llama.cpp is blocking and not thread-safe, so generation runs in a worker thread, one at a
time. Waiting callers queue on an asyncio.Lock (in the event loop, not in executor threads,
which the rest of the program needs too). A call that runs past `timeout_s` raises
`ModelUnavailable` right away; its thread cannot be killed, so the thread itself holds a
threading.Lock around llama.cpp (the next call cannot enter while it runs) and a stop flag set
on timeout ends its generation at the next token. A later call therefore waits at most for the
abandoned call's current prompt evaluation, never forever. Timeouts are not retried: the same
request on the same CPU would only time out again.

The prompt is rendered with the GGUF's own chat template (llama-cpp-python's
Jinja2ChatFormatter, as `create_chat_completion` does) and generated with `create_completion`,
because only that accepts the stopping criterion above. `create_chat_completion` would not
parse the calls anyway: it returns tool calls only when one tool is forced, and the Coder
models rarely use the template's `<tool_call>` tags, so `core.written_calls.parse_tool_calls`
reads them from the text.
"""

from __future__ import annotations

import asyncio
import atexit
import logging
import os
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np

from core.chat_model import (
    ChatMessage,
    ChatResult,
    ModelUnavailable,
    RetryPolicy,
    call_with_retries,
)
from core.model_files import model_path
from core.written_calls import parse_tool_calls
from index.common.settings import LlmSettings, cache_dir

log = logging.getLogger(__name__)


@dataclass
class _Engine:
    """One loaded GGUF with the lock that serialises every use of it in this process."""

    llama: Any
    formatter: Any
    lock: threading.Lock


_engines: dict[tuple[Path, int, int], _Engine] = {}
_engines_lock = threading.Lock()


def _load_engine(path: Path, n_ctx: int, threads: int) -> _Engine:
    """Load a GGUF once per process (1 GB of weights must not be loaded per chat)."""
    key = (path, n_ctx, threads)
    with _engines_lock:
        if key not in _engines:
            if not path.is_file():
                raise ModelUnavailable(f"{path} is missing: run `tempolex models prepare`")
            try:
                from llama_cpp import Llama
                from llama_cpp.llama_chat_format import Jinja2ChatFormatter
            except ImportError as exc:
                raise ModelUnavailable(
                    "llama-cpp-python is not installed: run `tempolex models prepare`"
                ) from exc

            llama = Llama(str(path), n_ctx=n_ctx, n_threads=threads, verbose=False)
            formatter = Jinja2ChatFormatter(
                template=llama.metadata["tokenizer.chat_template"],
                eos_token=_token_text(llama, llama.token_eos()),
                bos_token=_token_text(llama, llama.token_bos()),
            )
            if not _engines:
                atexit.register(_close_engines)
            _engines[key] = _Engine(llama=llama, formatter=formatter, lock=threading.Lock())
        return _engines[key]


def _close_engines() -> None:
    """Free the loaded models while llama_cpp's module is still whole: freed by the garbage
    collector at interpreter exit, a model's destructor found llama_cpp half torn down and printed
    "Exception ignored … TypeError" after a clean test run."""
    with _engines_lock:
        for engine in _engines.values():
            engine.llama.close()
        _engines.clear()


def _token_text(llama: Any, token: int) -> str:
    return llama.detokenize([token], special=True).decode("utf-8") if token >= 0 else ""


class LocalChatModel:
    """`ChatModel` over the local GGUF; settings are the [llm] section."""

    def __init__(self, settings: LlmSettings, model_file: Path | None = None) -> None:
        self._path = model_file or model_path(cache_dir())
        self.name = f"local:{self._path.stem}"
        self._policy = replace(RetryPolicy.from_settings(settings), retries=0)
        self._n_ctx = settings.n_ctx
        self._threads = settings.threads or os.cpu_count() or 1
        self._max_tokens = settings.max_tokens
        self._temperature = settings.temperature
        self._seed = settings.seed
        self._queue = asyncio.Lock()

    def load(self) -> None:
        """Load the weights now rather than on the first call (blocking; seconds)."""
        _load_engine(self._path, self._n_ctx, self._threads)

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
        started = time.monotonic()
        request = _Request(
            messages=[_template_message(m) for m in messages],
            tools=list(tools) if tools else None,
            max_tokens=max_tokens or self._max_tokens,
            temperature=self._temperature if temperature is None else temperature,
            stop=threading.Event(),
            aside=aside,
            begun=begun,
            halt=halt,
        )
        try:
            result = await call_with_retries(
                lambda: self._generate(request), self._policy, self.name
            )
        finally:
            request.stop.set()  # ends an abandoned generation at its next token
        result.latency_ms = (time.monotonic() - started) * 1000
        return result

    async def choose(self, messages: Sequence[ChatMessage], choices: Sequence[str],
                     tools: Sequence[dict[str, Any]] | None = None) -> ChatResult:
        """The most likely of `choices` (each one token) as the next token, with every choice's
        log-probability: the prompt is evaluated (its kept prefix reused) and the logits read;
        nothing is sampled."""
        started = time.monotonic()
        request = _Request(
            messages=[_template_message(m) for m in messages], tools=list(tools) if tools else None,
            max_tokens=0, temperature=0.0, stop=threading.Event(), choices=tuple(choices),
        )
        async with self._queue:
            result = await asyncio.to_thread(self._score, request)
        result.latency_ms = (time.monotonic() - started) * 1000
        return result

    def _score(self, request: _Request) -> ChatResult:
        """Blocking evaluation in a worker thread: the next token's logits over the choices."""
        engine = _load_engine(self._path, self._n_ctx, self._threads)
        with engine.lock:
            prompt = engine.formatter(messages=request.messages, tools=request.tools)
            tokens = engine.llama.tokenize(prompt.prompt.encode("utf-8"), add_bos=not prompt.added_special, special=True)
            ids = _choice_ids(engine.llama, request.choices)
            cached = _kept_prefix(engine.llama, tokens)
            logits = _next_logits(engine.llama, tokens, cached)[ids]
        logprobs = logits - np.logaddexp.reduce(logits)
        scores = {choice: float(value) for choice, value in zip(request.choices, logprobs)}
        return ChatResult(text=max(scores, key=scores.__getitem__), model=self._path.stem, prompt_tokens=len(tokens),
                          cached_tokens=cached, choice_logprobs=scores)

    async def _generate(self, request: _Request) -> ChatResult:
        async with self._queue:
            return await asyncio.to_thread(self._run, request)

    def _run(self, request: _Request) -> ChatResult:
        """Blocking generation in a worker thread."""
        engine = _load_engine(self._path, self._n_ctx, self._threads)
        from llama_cpp import StoppingCriteriaList

        with engine.lock:
            if request.stop.is_set():
                raise ModelUnavailable(f"{self.name}: call abandoned before it started")
            prompt = engine.formatter(messages=request.messages, tools=request.tools)
            tokens = engine.llama.tokenize(
                (prompt.prompt + request.begun).encode("utf-8"), add_bos=not prompt.added_special, special=True
            )
            halted = _Halt(engine.llama, len(tokens), request.halt)
            stopping = StoppingCriteriaList([lambda _ids, _logits: request.stop.is_set(), halted])
            cached = _kept_prefix(engine.llama, tokens)
            # llama.cpp keeps one prompt's cache: an aside call would evict the conversation the
            # next call continues (the review after a translation read a 2,000-token prompt again,
            # 10-20 s). Its state is saved and restored (about a second) instead.
            kept = engine.llama.save_state() if request.aside else None
            try:
                output = engine.llama.create_completion(
                    tokens,
                    max_tokens=request.max_tokens,
                    temperature=request.temperature,
                    seed=self._seed,
                    stop=prompt.stop,
                    stopping_criteria=stopping,
                )
            finally:
                if kept is not None:
                    engine.llama.load_state(kept)
        text = output["choices"][0]["text"]
        tool_names = {t["function"]["name"] for t in request.tools or ()}
        text, calls = parse_tool_calls(text, tool_names) if tool_names else (text.strip(), [])
        return ChatResult(
            text=text,
            tool_calls=calls,
            model=self._path.stem,
            prompt_tokens=output["usage"]["prompt_tokens"],
            completion_tokens=output["usage"]["completion_tokens"],
            cached_tokens=cached,
            finish_reason="halt" if halted.fired else output["choices"][0].get("finish_reason") or "stop",
        )


class _Halt:
    """llama.cpp's stopping criterion for the caller's `halt`: the text generated so far, decoded
    from the token ids after the prompt at each step (a few hundred tokens: microseconds)."""

    def __init__(self, llama: Any, prompt_tokens: int, halt: Callable[[str], bool] | None) -> None:
        self.llama, self.prompt_tokens, self.halt = llama, prompt_tokens, halt
        self.fired = False

    def __call__(self, ids: Any, _logits: Any) -> bool:
        if self.halt is None:
            return False
        text = self.llama.detokenize(list(ids[self.prompt_tokens:])).decode("utf-8", errors="ignore")
        self.fired = self.halt(text)
        return self.fired


def _choice_ids(llama: Any, choices: Sequence[str]) -> list[int]:
    """The token of each choice; each must be one token (E1-E9's numbers are)."""
    ids = []
    for choice in choices:
        tokens = llama.tokenize(choice.encode("utf-8"), add_bos=False, special=False)
        if len(tokens) != 1:
            raise ValueError(f"choice {choice!r} is not one token")
        ids.append(tokens[0])
    return ids


def _next_logits(llama: Any, tokens: list[int], kept: int) -> Any:
    """The logits after `tokens`, the first `kept` of which llama.cpp still holds (`_kept_prefix`):
    only the rest is evaluated, as `Llama.generate` does, so a later call sharing the prefix (the
    draft after the pick) reuses it too."""
    from llama_cpp import llama_get_logits_ith

    if kept:
        llama.n_tokens = kept  # `eval` drops the cache from here on
    else:
        llama.reset()
    llama.eval(tokens[kept:])
    return np.ctypeslib.as_array(llama_get_logits_ith(llama.ctx, -1), shape=(llama.n_vocab(),)).copy()


def _kept_prefix(llama: Any, tokens: list[int]) -> int:
    """How many prompt tokens llama.cpp keeps from the previous call instead of evaluating them.

    Mirrors `Llama.generate`: it reuses the KV cache for the longest common prefix of the tokens
    already evaluated and the new prompt, less one when that is the whole prompt (the last token
    is decoded again for fresh logits). The count goes into the turn's record.
    """
    kept = 0
    for old, new in zip(llama._input_ids.tolist(), tokens):
        if old != new:
            break
        kept += 1
    return kept - 1 if kept and kept == len(tokens) else kept


@dataclass
class _Request:
    messages: list[dict[str, Any]]
    tools: list[dict[str, Any]] | None
    max_tokens: int
    temperature: float
    stop: threading.Event
    aside: bool = False
    begun: str = ""
    halt: Callable[[str], bool] | None = None
    choices: tuple[str, ...] = ()


def _template_message(message: ChatMessage) -> dict[str, Any]:
    """OpenAI format, except that Qwen's template wants tool-call arguments as an object."""
    data = message.to_openai()
    for call, sent in zip(message.tool_calls, data.get("tool_calls", ())):
        sent["function"]["arguments"] = call.arguments
    return data
