"""A model rewrite of an English legal question into Chinese legal search terms.

The alternative to the glossary (index/glossary.py) for bringing English questions to the Chinese
statutes: the chat model knows more legal vocabulary than any table, but costs one model call per
question. `tempolex eval recall --rewrite` measures what it adds to retrieval; the agent does not
call it (README, "English questions", gives the figures and why).
"""

from __future__ import annotations

import re
import time

from core.chat_model import ChatMessage, ChatModel
from index.common.text import HAN_EXT

PROMPT = (
    "把下面的英文法律咨询问题改写成检索中国法律条文用的中文法律术语：只输出术语，用空格分隔，不超过15个，不要解释。\n"
    "例：My boss has not paid my salary for two months → 用人单位 拖欠 劳动报酬 工资 解除劳动合同 经济补偿\n"
    "问题：{question}"
)
_CJK_RUN = re.compile(rf"[{HAN_EXT}]{{2,}}")
MAX_TOKENS = 64


async def rewrite(model: ChatModel, question: str) -> tuple[list[str], float]:
    """The Chinese terms the model proposes for `question` (only runs of Chinese characters are
    kept: anything else the model adds is no search term), and the call's seconds."""
    started = time.perf_counter()
    result = await model.complete([ChatMessage("user", PROMPT.format(question=question))],
                                  max_tokens=MAX_TOKENS, temperature=0.0)
    return list(dict.fromkeys(_CJK_RUN.findall(result.text))), time.perf_counter() - started
