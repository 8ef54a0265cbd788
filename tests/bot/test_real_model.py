"""The bot with the real local model (Qwen2.5-Coder-1.5B GGUF on the CPU) behind the real service.

A dated question goes through Telegram (the fake Bot API), the real agent, retrieval over the small
index and the local model. Two things are added on top of the model's draft so that what the bot
must render is certain to appear: a citation of an article that does not exist (the verifier must
remove it and say so) and a long closing passage (the reply must be split across messages). The
reviewer's verdict is scripted to keep the CPU time to one generation; the real reviewer is
exercised in tests/core/test_agent_real_model.py.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

import pytest

from core.agent import AgentSettings, LawyerAgent
from core.chat_model import ChatMessage, ChatResult, build_chat_model
from core.model_files import model_path
from core.service import AgentService
from index.common.settings import cache_dir, load_settings
from tests.bot.conftest import PASS, USER_ID, start_bot
from tests.conftest import FIXED_TODAY
from tests.fakes.recording_service import RecordingService

pytestmark = pytest.mark.real_model

QUESTION = "2010年我是一个诈骗犯罪集团的首要分子，没有前科，主动投案并退赃，能适用缓刑吗？"
INVENTED = "另见《中华人民共和国刑法》第九百九十九条。"
# Ten distinct paragraphs (a line repeating an earlier one is taken out of a draft as a loop) of
# the old 200 sentences, so the draft's conversation still fits the model's 4096-token context.
CLOSING = "\n\n".join(f"{n}. " + "以上分析仅供参考，具体以法院认定为准。" * 20 for n in range(1, 11))


class RealDrafter:
    """The local model drafts; its draft gets an invented citation and a long closing passage."""

    def __init__(self, model: Any) -> None:
        self.model, self.name, self.drafts = model, model.name, []

    async def complete(self, messages: Sequence[ChatMessage], tools=None, max_tokens=None, temperature=None,
                       aside=False, begun="", halt=None) -> ChatResult:
        if "审查员" in messages[0].content:
            return ChatResult(text=PASS)
        result = await self.model.complete(messages, tools, max_tokens, temperature, aside, begun, halt)
        if result.tool_calls:
            return result
        self.drafts.append(result.text)
        return ChatResult(text=result.text + INVENTED + "\n\n" + CLOSING, model=result.model,
                          prompt_tokens=result.prompt_tokens, completion_tokens=result.completion_tokens)


async def test_a_dated_question_answered_by_the_local_model_renders_every_block(server, store, retriever) -> None:
    if not model_path(cache_dir()).is_file():
        pytest.fail("the local chat model is not prepared: run `tempolex models prepare` (make test does)")
    # The check is what the bot renders, not latency: one short generation (no tool round, no revision;
    # the blocks asserted come from code), and a long timeout for a loaded shared CPU.
    model = RealDrafter(build_chat_model(dataclasses.replace(load_settings().llm, timeout_s=1200, retries=0)))
    settings = AgentSettings(max_revisions=0, max_tool_calls=0, answer_max_tokens=64)
    agent = LawyerAgent(retriever, model, settings, today=lambda: FIXED_TODAY)
    running = await start_bot(server, store, RecordingService(AgentService(agent, store)))
    try:
        server.push_message(USER_ID, QUESTION)
        await running.until(lambda: bool(running.rows("SELECT id FROM turns")), timeout=1500)
        await running.settle(1.0)
        notice, *parts = server.messages(USER_ID)
        assert "还在核对" in notice.plain_text(), "the local model takes longer than the notice threshold"
        texts = [part.plain_text() for part in parts]
        whole = "\n".join(texts)
        [turn] = running.rows("SELECT degraded, reply_text FROM turns")
        assert model.drafts and not turn["degraded"], f"the local model wrote the draft: {turn}"
        assert len(parts) >= 2 and all(len(part.text or "") <= 4096 for part in parts)
        assert texts[0].startswith("案件日期：2010年")
        assert "第十二条" in whole and "对于累犯，不适用缓刑。" in whole and "对于累犯和犯罪集团的首要分子，不适用缓刑。" in whole
        assert "无法在案件日期有效的法规中核实，已删除" in whole and "第九百九十九条" in whole
        [sources] = [text for text in texts if "依据（案件日期有效的版本）：" in text]
        block = sources[sources.index("依据（案件日期有效的版本）："):]
        assert "• 《中华人民共和国刑法》第七十四条（1997修订，有效期 1997-10-01至2011-04-30）" in block
        assert "第九百九十九条" not in block and "2011-05-01至今" not in block
        assert [bool(part.buttons()) for part in parts] == [False] * (len(parts) - 1) + [True]
    finally:
        await running.stop()
