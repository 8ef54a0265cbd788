"""The agent with the real local model (Qwen2.5-Coder-1.5B GGUF on the CPU). Runs in CI.

One turn, two tests. What the code guarantees whatever the model writes (a reply, not degraded,
no date question for a dated story, the 第十二条 block and the 1997 text, only citations valid on
the case date) is asserted plainly and fails when broken. Only the model's own legal judgement in
its draft (does it cite 第七十四条, avoid the 2011 bar, promise nothing) is xfail.
"""

from __future__ import annotations

import dataclasses
import re

import pytest

from core.agent import AgentSettings, LawyerAgent, TurnOutcome
from core.chat_model import build_chat_model
from core.citations import window_text
from core.dialogue_state import DialogueState
from core.model_files import model_path
from index.common.settings import cache_dir, load_settings
from tests.conftest import FIXED_TODAY

pytestmark = pytest.mark.real_model

QUESTION = "2010年我是一个诈骗犯罪集团的首要分子，没有前科，主动投案并退赃，能适用缓刑吗？"
# A promise of 缓刑 without its conditions (第七十二条 decides; nothing in the facts guarantees it).
PROMISE = re.compile(r"(?:一定|肯定|必然|必定|保证)(?:能|可以|会)?(?:被)?(?:适用|宣告|判处|获得)?缓刑")
# The 2011 wording applied to a 2010 act: "首要分子…不(能|得)?适用缓刑".
LATER_BAR = re.compile(r"首要分子[^。；\n]{0,12}不(?:能|得|可以|可)?(?:适用|宣告|判处)缓刑")


#: The one turn both tests read (the model takes minutes a turn on two cores).
_TURNS: dict[str, TurnOutcome] = {}


@pytest.fixture(scope="module")
def real_model():
    if not model_path(cache_dir()).is_file():
        pytest.fail("the local chat model is not prepared: run `tempolex models prepare` (make test does)")
    # "Not degraded" is about the code, not the CPU: a long timeout, as a loaded shared CPU needs
    # (the reply's latency is measured by `eval consult`, not here).
    return build_chat_model(dataclasses.replace(load_settings().llm, timeout_s=1200, retries=0))


async def ringleader_turn(retriever, real_model) -> TurnOutcome:
    if QUESTION not in _TURNS:
        agent = LawyerAgent(retriever, real_model, AgentSettings(max_revisions=1), today=lambda: FIXED_TODAY)
        _TURNS[QUESTION] = await agent.turn(DialogueState(), QUESTION)
    return _TURNS[QUESTION]


async def test_ringleader_in_2010_what_the_code_guarantees(retriever, real_model) -> None:
    outcome = await ringleader_turn(retriever, real_model)
    assert not outcome.asked_for_date, "the story is dated (2010): no date question"
    assert not outcome.degraded, f"the local model answered: {outcome.trajectory.error}"
    assert outcome.trajectory.outcome == "answered" and outcome.text.strip()
    assert outcome.text.startswith("案件日期：2010年"), outcome.text[:80]
    record = outcome.trajectory
    cited_74 = any(c.get("article") == 74 for c in record.citations)
    retrieved = [e["article"] for e in record.evidence if e.get("found_by") == "retrieval" and e.get("role") == "in_force"]
    if cited_74 or 74 in list(dict.fromkeys(retrieved))[:3]:  # 第七十四条 in play: code adds both texts and 第十二条
        assert "第十二条" in outcome.text and "对于累犯，不适用缓刑。" in outcome.text, "code adds the 1997 text and 第十二条"
    else:  # which articles lead is retrieval's and the model's doing; the evidence still holds no later wording as in force
        assert all(e["valid_from"] <= "2010-12-31" for e in record.evidence if e.get("role") == "in_force")
    start, end = outcome.state.case_date.window
    assert all(version.valid_on(start, end) for version in outcome.citations), "only versions in force on the date"
    heading = "依据（案件日期有效的版本）："
    sources = outcome.text[outcome.text.index(heading):] if heading in outcome.text else ""
    bullets = [line for line in sources.splitlines() if line.startswith("• ")]
    assert bullets == [f"• 《{v.law}》{v.article_label}（{v.version}，有效期 {window_text(v, 'zh')}）"
                       for v in dict.fromkeys(outcome.citations)], "every source listed is a verified citation"
    assert "2011-05-01至今" not in sources, "the 2011 version is never a source for a 2010 act"


@pytest.mark.xfail(strict=False, reason=(
    "Qwen2.5-Coder-1.5B does not yet write this draft right on its own: on 2026-11-30 its drafts said "
    "'首要分子在2010年不能适用缓刑' (the 2011 bar) or quoted the 2011 wording, which the code then removed "
    "from the reply. What the code guarantees is asserted plainly above; this records the model's own "
    "legal judgement, and xfail keeps it visible (XPASS) until a retrained or stronger model passes it."))
async def test_ringleader_in_2010_the_models_own_draft_is_right(retriever, real_model) -> None:
    outcome = await ringleader_turn(retriever, real_model)
    record = outcome.trajectory
    final = record.drafts[-2] if record.revision_stop == "worse" else record.drafts[-1]  # the draft sent
    body = final.text
    cited_74 = [c for c in final.citations if c["law"] == "中华人民共和国刑法" and c["article"] == 74]
    assert cited_74 and all(c["status"] == "ok" and c["valid_from"] == "1997-10-01" for c in cited_74), final.citations
    assert record.removed_citations == [] and record.removed_later_wording == [] and record.law_dates == []
    assert record.rubric_final and all(passed is True for passed in record.rubric_final.values()), record.rubric_final
    assert not LATER_BAR.search(body), "the 2011 exclusion of ringleaders does not apply to a 2010 act"
    assert not PROMISE.search(body), "缓刑 is never promised unconditionally"
