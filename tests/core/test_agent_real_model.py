"""The agent with the real local model (Qwen2.5-Coder-1.5B GGUF on the CPU). Runs in CI."""

from __future__ import annotations

import pytest

from core.agent import AgentSettings, LawyerAgent
from core.chat_model import build_chat_model
from core.dialogue_state import DialogueState
from core.model_files import model_path
from index.common.settings import cache_dir, section
from tests.conftest import FIXED_TODAY

pytestmark = pytest.mark.real_model

QUESTION = "2010年我是一个诈骗犯罪集团的首要分子，没有前科，主动投案并退赃，能适用缓刑吗？"


@pytest.fixture(scope="module")
def real_model():
    if not model_path(cache_dir()).is_file():
        pytest.fail("the local chat model is not prepared: run `tempolex models prepare` (make test does)")
    return build_chat_model(section("llm"))


async def test_ringleader_in_2010_gets_the_1997_wording_and_article_12(retriever, real_model) -> None:
    agent = LawyerAgent(retriever, real_model, AgentSettings(max_revisions=1), today=lambda: FIXED_TODAY)
    outcome = await agent.turn(DialogueState(), QUESTION)
    assert not outcome.asked_for_date and not outcome.degraded
    cited_74 = [v for v in outcome.citations if v.law == "中华人民共和国刑法" and v.article == 74]
    assert [(v.valid_from, v.valid_to) for v in cited_74] == [("1997-10-01", "2011-04-30")]
    assert "对于累犯，不适用缓刑。" in outcome.text
    assert "第十二条" in outcome.text
    # every citation shipped was valid in 2010
    assert all(v.valid_on(*outcome.state.case_date.window) for v in outcome.citations)
