"""The embedded backend with the real Qwen2.5-Coder-1.5B GGUF (prepared by `tempolex models prepare`).

What the 1.5B model reliably does, and so what is asserted: it answers in Chinese; offered
the search tool and told to use it, it calls it with a query (as a ```json block, which the
backend parses); given the tool's result and no tools, it answers from it. Offered the tool
again after a result, it tends to repeat the call, so the agent answers a repeated or extra call
with "no further searches" and takes the next draft as final (it keeps the tool in the prompt,
which keeps the evaluated prefix)."""

from __future__ import annotations

import asyncio
import dataclasses
import importlib.util
import re
import time
from typing import Any

import pytest

from core.chat_model import ChatMessage, ModelUnavailable
from core.local_model import LocalChatModel
from core.model_files import model_path
from index.common.settings import cache_dir, load_settings

pytestmark = pytest.mark.real_model

GGUF = model_path(cache_dir())


@pytest.fixture(autouse=True, scope="module")
def _model_prepared() -> None:
    """A missing model fails these tests, as it fails every other real-model module: a skip would
    let `make test` pass without ever running them."""
    if importlib.util.find_spec("llama_cpp") is None or not GGUF.is_file():
        pytest.fail(f"local chat model not prepared ({GGUF} or llama_cpp missing): run `tempolex models prepare`")

SEARCH_TOOL: dict[str, Any] = {
    "type": "function",
    "function": {
        "name": "search_statutes",
        "description": "检索在案件日期有效的中国法律条文",
        "parameters": {
            "type": "object",
            "properties": {"query": {"type": "string", "description": "检索词"}},
            "required": ["query"],
        },
    },
}
CJK = re.compile(r"[\u4e00-\u9fff]")


def model(**overrides: Any) -> LocalChatModel:
    return LocalChatModel(dataclasses.replace(load_settings().llm, **overrides))


async def test_short_chinese_answer() -> None:
    result = await model().complete(
        [ChatMessage("system", "你是一名中国法律助理，用中文回答。"),
         ChatMessage("user", "用一句话说明什么是缓刑。")],
        max_tokens=48, temperature=0,
    )
    assert len(CJK.findall(result.text)) >= 5, result.text
    assert result.tool_calls == []
    assert result.prompt_tokens > 10 and 0 < result.completion_tokens <= 48
    assert result.model == GGUF.stem and result.latency_ms > 0


async def test_tool_call_round_trip() -> None:
    chat = model()
    messages = [
        ChatMessage("system", "你是一名中国法律助理。回答前先调用 search_statutes 工具检索相关法条。"),
        ChatMessage("user", "2010年3月我被判处拘役，能适用缓刑吗？"),
    ]
    first = await chat.complete(messages, tools=[SEARCH_TOOL], temperature=0)
    assert [c.name for c in first.tool_calls] == ["search_statutes"], first.text
    query = first.tool_calls[0].arguments.get("query")
    assert isinstance(query, str) and CJK.search(query), first.tool_calls

    messages += [
        first.as_message(),
        ChatMessage("tool", "《中华人民共和国刑法》第七十二条（1997-10-01至2011-04-30有效）：对于被判处"
                    "拘役、三年以下有期徒刑的犯罪分子，根据犯罪分子的犯罪情节和悔罪表现，适用缓刑确实"
                    "不致再危害社会的，可以宣告缓刑。",
                    tool_call_id=first.tool_calls[0].id, name="search_statutes"),
    ]
    answer = await chat.complete(messages, temperature=0, max_tokens=64)
    assert answer.tool_calls == []
    assert "缓刑" in answer.text, answer.text


async def test_timeout_raises_and_does_not_block_the_next_call() -> None:
    long_request = [ChatMessage("user", "请逐条详细解释中华人民共和国刑法总则的每一章，至少写两千字。")]
    started = time.monotonic()
    with pytest.raises(ModelUnavailable, match="no answer within 0.5 s"):
        await model(timeout_s=0.5).complete(long_request, max_tokens=1500, temperature=0)
    assert time.monotonic() - started < 3

    # The abandoned generation (about a minute of work) stops at its next token.
    started = time.monotonic()
    result = await model().complete([ChatMessage("user", "你好")], max_tokens=8, temperature=0)
    assert result.text
    assert time.monotonic() - started < 15


async def test_concurrent_calls_take_turns() -> None:
    chat = model()
    questions = ["你好", "谢谢", "再见"]
    results = await asyncio.gather(*(
        chat.complete([ChatMessage("user", q)], max_tokens=8, temperature=0) for q in questions
    ))
    assert all(r.text for r in results)
    # Queued calls wait for the ones before them, so latencies grow along the queue.
    assert results[0].latency_ms < results[1].latency_ms < results[2].latency_ms


async def test_a_follow_up_call_reuses_the_evaluated_prefix() -> None:
    """The review after a draft continues its conversation: llama.cpp keeps that prefix's KV cache."""
    chat = model()
    conversation = [ChatMessage("system", "你是一名中国法律助理，用中文回答。"),
                    ChatMessage("user", "《中华人民共和国刑法》第七十四条：对于累犯，不适用缓刑。\n累犯能适用缓刑吗？")]
    first = await chat.complete(conversation, max_tokens=24, temperature=0)
    follow_up = [*conversation, ChatMessage("assistant", first.text), ChatMessage("user", "只回答：是或否。")]
    second = await chat.complete(follow_up, max_tokens=4, temperature=0)
    assert second.cached_tokens >= first.prompt_tokens - 1, (first.prompt_tokens, second.cached_tokens)
    assert second.cached_tokens < second.prompt_tokens


async def test_a_call_made_aside_leaves_the_conversations_prefix_cached() -> None:
    """A translation between a draft and its review is asked aside: without it the review read the
    whole prompt again (10-20 s on the English evaluation)."""
    chat = model()
    conversation = [ChatMessage("system", "你是一名中国法律助理，用中文回答。"),
                    ChatMessage("user", "《中华人民共和国刑法》第七十四条：对于累犯，不适用缓刑。\n累犯能适用缓刑吗？")]
    first = await chat.complete(conversation, max_tokens=24, temperature=0)
    follow_up = [*conversation, ChatMessage("assistant", first.text), ChatMessage("user", "只回答：是或否。")]
    side = [ChatMessage("user", "Translate into English: 对于累犯，不适用缓刑。")]
    await chat.complete(side, max_tokens=16, temperature=0, aside=True)
    kept = await chat.complete(follow_up, max_tokens=4, temperature=0)
    assert kept.cached_tokens >= first.prompt_tokens - 1, (first.prompt_tokens, kept.cached_tokens)
    await chat.complete(side, max_tokens=16, temperature=0)
    evicted = await chat.complete(follow_up, max_tokens=4, temperature=0)
    assert evicted.cached_tokens < first.prompt_tokens // 2, "a call not made aside takes the cache over"


async def test_a_prompt_gets_the_same_sample_whatever_ran_before() -> None:
    """[llm] seed: each call samples from it, so an evaluation item does not depend on the calls
    before it (llama-cpp-python chains each call's seed from the last one's otherwise)."""
    chat = model(temperature=1.0)
    ask = [ChatMessage("user", "用一句话说一个和合同有关的法律词语。")]
    first = await chat.complete(ask, max_tokens=24)
    await chat.complete([ChatMessage("user", "随便说一个数字。")], max_tokens=8)
    again = await chat.complete(ask, max_tokens=24)
    assert again.text == first.text


async def test_a_halted_call_stops_where_the_callers_test_holds() -> None:
    """An English draft turning into Chinese is stopped as it is written, not at the token cap."""
    ask = [ChatMessage("user", "从1数到30，用阿拉伯数字，用逗号分隔。")]
    whole = await model().complete(ask, max_tokens=60, temperature=0)
    assert "12" in whole.text, whole.text
    halted = await model().complete(ask, max_tokens=60, temperature=0, halt=lambda text: "5" in text)
    assert halted.finish_reason == "halt" and "5" in halted.text and "12" not in halted.text, halted.text
    assert halted.completion_tokens < whole.completion_tokens


async def test_a_begun_answer_is_continued_not_restarted() -> None:
    """A draft cut back to its citation is resumed in English from the words it was given."""
    ask = [ChatMessage("system", "You are a legal assistant. Answer in English."),
           ChatMessage("user", "Can a recidivist get probation under Chinese criminal law? 《中华人民共和国刑法》第七十四条：对于累犯，不适用缓刑。")]
    begun = "Under 《中华人民共和国刑法》第七十四条 (“对于累犯，不适用缓刑”), this means"
    result = await model().complete(ask, max_tokens=40, temperature=0, begun=begun)
    assert not result.text.startswith(("Under", "Yes", "No")), "the model goes on from the begun words"
    assert re.search(r"\b(recidivist|probation|not)\b", result.text), result.text


async def test_a_choice_is_read_from_the_logits_with_every_choices_probability() -> None:
    """`choose` evaluates the prompt and reads the next token's logits over the choices: the
    answer is the most likely one, the log-probabilities sum to one, and the draft after it reuses
    the evaluated prefix."""
    chat = model()
    evidence = "证据：\n[E1] 民法典第一千零八十条：完成离婚登记，或者离婚判决书、调解书生效，即解除婚姻关系。\n" \
               "[E2] 民法典第一千一百二十七条：遗产按照下列顺序继承：（一）第一顺序：配偶、子女、父母。"
    asked = [ChatMessage("system", "你是一名中国法律助理。"),
             ChatMessage("user", evidence + "\n问题：父亲去世，谁是第一顺序继承人？\n只回答决定答案的证据编号 E 后面的数字。")]
    result = await chat.choose(asked, ["1", "2"])
    assert set(result.choice_logprobs) == {"1", "2"} and result.text == max(result.choice_logprobs, key=result.choice_logprobs.get)
    assert abs(sum(2.718281828 ** v for v in result.choice_logprobs.values()) - 1) < 1e-3
    follow = await chat.complete([*asked[:-1], ChatMessage("user", evidence + "\n问题：父亲去世，谁是第一顺序继承人？")],
                                 max_tokens=8, temperature=0)
    assert follow.cached_tokens > 40, "the draft reads the evidence from the cache the choice left"
