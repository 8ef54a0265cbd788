"""The drafting scenario for a chat: start, one message at a time, cancel; the intake state lives in
the chat's state in the store (key "complaint"), so a restart continues where the chat stopped."""

from __future__ import annotations

import time
from datetime import date
from typing import Callable

from core.chat_model import ChatModel
from core.complaint.draft import ComposedComplaint, compose_complaint
from core.complaint.record import draft_record
from core.complaint.intake import Intake, IntakeState
from core.complaint.propose import Proposed, Proposer
from core.contract import DraftDocument, DraftReply, UserRef
from core.store import Store
from index.common.settings import ComplaintSettings
from index.retrieval import Retriever

STATE_KEY = "complaint"
WORDS_TO_DRAFT = ("生成", "出稿", "起草吧", "开始起草", "完成")


class ComplaintDesk:
    def __init__(self, store: Store, retriever: Retriever | None, today: Callable[[], date] = date.today,
                 model: ChatModel | None = None, settings: ComplaintSettings = ComplaintSettings()) -> None:
        """`model` rewords the facts when `settings.rephrase` is "model" (core/complaint/rephrase.py) and
        proposes the parties' fields the rules left empty when `settings.propose` is "model" (propose.py)."""
        self.store, self.retriever, self.today = store, retriever, today
        self.rephraser = model if settings.rephrase == "model" else None
        self.proposer = Proposer(model, settings.propose_timeout_s) if settings.propose == "model" and model else None
        self.rephrase_timeout_s = settings.rephrase_timeout_s

    async def _load(self, who: UserRef) -> tuple[dict, IntakeState | None]:
        chat = await self.store.load_chat_state(who.chat_key) or {}
        data = chat.get(STATE_KEY)
        return chat, IntakeState.from_dict(data) if data else None

    async def _save(self, who: UserRef, chat: dict, state: IntakeState | None) -> None:
        chat[STATE_KEY] = state.to_dict() if state is not None else None
        await self.store.save_chat_state(who.chat_key, who.user_key, chat)

    async def _case(self, who: UserRef) -> int:
        """The chat's open case, opened first when there is none (opening one resets the chat's
        state, so this runs before the intake state is read or written)."""
        return await self.store.current_case(who.chat_key) or await self.store.start_case(who.chat_key, who.user_key)

    async def _record(self, case_id: int, who: UserRef, text: str, answer: DraftReply, outcome: str, before: dict,
                      after: IntakeState | None, composed: ComposedComplaint | None, started: float,
                      proposed: Proposed | None = None) -> None:
        """Store the message and its reply as a turn of the chat's case, with its typed trajectory."""
        total_ms = (time.perf_counter() - started) * 1000
        record = draft_record(text, answer.text, outcome, who.language, before,
                              after.to_dict() if after is not None else {}, composed, total_ms, proposed)
        await self.store.record_turn(case_id=case_id, chat_key=who.chat_key, user_key=who.user_key, user_text=text,
                                     reply_text=answer.text, trajectory=record.to_dict(), latency_ms=total_ms)

    async def start(self, who: UserRef) -> DraftReply:
        started = time.perf_counter()
        await self.store.touch_user(who.user_key, who.language, who.display_name)
        case_id = await self._case(who)
        chat, _ = await self._load(who)
        state, text = Intake(self.today()).start()
        await self._save(who, chat, state)
        await self.store.log_event("draft_started", who.user_key, {})
        answer = DraftReply(text, asked=state.asked)
        await self._record(case_id, who, "/draft", answer, "started", {}, state, None, started)
        return answer

    async def cancel(self, who: UserRef) -> bool:
        chat, state = await self._load(who)
        await self._save(who, chat, None)
        return state is not None

    async def active(self, who: UserRef) -> bool:
        _, state = await self._load(who)
        return state is not None and state.status == "intake"

    async def reply(self, who: UserRef, text: str) -> DraftReply:
        """One intake message; every one is recorded as a drafting turn."""
        started = time.perf_counter()
        case_id = await self._case(who)
        chat, state = await self._load(who)
        before = state.to_dict() if state is not None else {}
        proposals: list[Proposed] = []
        answer, outcome, composed = await self._step(who, text, chat, state, proposals)
        after = state if state is not None and not answer.done else None
        await self._record(case_id, who, text, answer, outcome, before, after, composed, started,
                           proposals[0] if proposals else None)
        return answer

    async def _step(self, who: UserRef, text: str, chat: dict, state: IntakeState | None,
                    proposals: list[Proposed]) -> tuple[DraftReply, str, ComposedComplaint | None]:
        """`proposals` gets the model's proposals for the message, when it was asked (for the record)."""
        if state is None:
            return DraftReply("当前没有正在起草的起诉状，发送 /draft 开始。", done=True), "no_draft", None
        intake = Intake(self.today(), self.proposer)
        if text.strip() in WORDS_TO_DRAFT:
            if state.asked == "claims.basis":  # "好的" to "说不清的…按您主张的金额起草": draft the amount claimed
                state.elements.declined.append("claims.basis")
            step_text, ready = "", True
            state.turns += 1
            if state.status == "card":  # the card showed the court: drafting now confirms it
                state.elements.court_confirmed = True
        else:
            step = await intake.read(state, text)
            if step.proposed is not None:
                proposals.append(step.proposed)
            if step.arbitration:
                await self._save(who, chat, None)
                await self.store.log_event("draft_arbitration", who.user_key, {"turns": state.turns})
                return DraftReply(step.text, done=True, turns=state.turns), "arbitration", None
            step_text, ready = step.text, step.ready
        if not ready:
            await self._save(who, chat, state)
            return DraftReply(step_text, asked=state.asked, turns=state.turns), "asked", None
        composed = await compose_complaint(state.elements, self.retriever, self.today(), model=self.rephraser,
                                           rephrase_timeout_s=self.rephrase_timeout_s)
        verdicts = {v.item: v.passed for v in composed.verdicts}
        if not composed.ready:
            state.status, state.asked = "intake", composed.ask
            await self._save(who, chat, state)
            return DraftReply((step_text + "\n" if step_text else "") + composed.text, asked=state.asked,
                              turns=state.turns, verdicts=verdicts), "rubric_failed", composed
        await self._save(who, chat, None)
        await self.store.log_event("draft_done", who.user_key, {
            "turns": state.turns, "revisions": composed.revisions, "dispute": state.elements.dispute, "rubric": verdicts})
        return DraftReply(
            (step_text + "\n" if step_text.strip() else "") + composed.text, done=True, turns=state.turns,
            documents=[DraftDocument(name, data) for name, data in composed.documents],
            verdicts=verdicts, complaint=composed.complaint,
        ), "drafted", composed
