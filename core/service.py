"""The agent behind the front-end contract: chat state, cases and turns kept in the store.

One lock per chat serialises its turns (a second message waits for the first reply), different
chats run concurrently. Every turn is stored with its trajectory, whatever its outcome, before
the reply is returned, so nothing the user saw is missing from the log.
"""

from __future__ import annotations

import asyncio
import time
from collections import defaultdict

from core.agent import LawyerAgent, TurnOutcome
from core.complaint.desk import ComplaintDesk
from core.contract import Citation, DraftReply, HistoryReply, Stats, TurnReply, UserRef
from core.history import history_reply
from apscheduler.schedulers.asyncio import AsyncIOScheduler

from core.dialogue_state import DialogueState
from core.memory.scheduler import add_idle_job, add_nightly_job, build_scheduler
from core.store import Store
from index.common.settings import ComplaintSettings
from index.common.text import recent_years
from index.open_index import load_all_records
from index.query_analysis import analyze
from core import case_date as dates


class AgentService:
    """Implements `core.contract.LawyerService` over a `LawyerAgent` and a `Store`."""

    def __init__(self, agent: LawyerAgent, store: Store, complaint: ComplaintSettings = ComplaintSettings()) -> None:
        """`complaint`: how the drafting desk words a complaint's facts (the agent's model rephrases them
        when `rephrase` is "model")."""
        self.agent = agent
        self.store = store
        self._locks: defaultdict[str, asyncio.Lock] = defaultdict(asyncio.Lock)
        self.desk = ComplaintDesk(store, agent.retriever, agent.today, model=agent.model, settings=complaint)

    async def _state(self, who: UserRef) -> tuple[DialogueState, int]:
        await self.store.touch_user(who.user_key, who.language, who.display_name)
        case_id = await self.store.current_case(who.chat_key)
        if case_id is None:
            case_id = await self.store.start_case(who.chat_key, who.user_key)
        state = DialogueState.from_dict(await self.store.load_chat_state(who.chat_key))
        if state.turns == 0 and not state.pending:
            state.language = who.language
        return state, case_id

    async def _run(self, who: UserRef, text: str, outcome_for) -> TurnReply:
        async with self._locks[who.chat_key]:
            started = time.perf_counter()
            state, case_id = await self._state(who)
            outcome: TurnOutcome = await outcome_for(state, text)
            latency_ms = (time.perf_counter() - started) * 1000
            turn_id = await self.store.record_turn(
                case_id=case_id, chat_key=who.chat_key, user_key=who.user_key, user_text=text,
                reply_text=outcome.text, trajectory=outcome.trajectory.to_dict(),
                case_date=outcome.state.case_date.start if outcome.state.case_date else None,
                asked_for_date=outcome.asked_for_date, degraded=outcome.degraded,
                citation_check_failed=outcome.citation_check_failed, latency_ms=latency_ms,
                model=self.agent.model.name,
            )
            await self.store.save_chat_state(who.chat_key, who.user_key, outcome.state.to_dict())
        case = outcome.state.case_date
        return TurnReply(
            text=outcome.text,
            turn_id=turn_id,
            case_date=case.describe(outcome.state.language) if case else None,
            citations=[Citation(v.law, v.article, v.article_sub, v.article_label, v.version, v.valid_from, v.valid_to)
                       for v in outcome.citations],
            asked_for_date=outcome.asked_for_date,
            date_choices=outcome.date_choices,
            month_of_year=outcome.month_of_year,
            degraded=outcome.degraded,
            not_covered=outcome.not_covered,
        )

    async def reply(self, who: UserRef, text: str) -> TurnReply:
        """Every typed message comes here; the dialogue state says whether it answers a date request."""
        return await self._run(who, text, self._answer)

    async def _answer(self, state: DialogueState, message: str) -> TurnOutcome:
        """A date after a bare /date is recorded, anything else is a turn; the message is analysed
        once, here, and the agent reuses that analysis."""
        analysis = analyze(message, self.agent.today())
        if dates.answers_bare_date_request(state, message, analysis):
            return self.agent.set_case_date(state, message, analysis)
        return await self.agent.turn(state, message, analysis)

    async def expect_case_date(self, who: UserRef) -> list[int]:
        """/date alone: the chat now waits for its case date (kept in the dialogue state, so a
        restart still reads the next message as the date)."""
        async with self._locks[who.chat_key]:
            state, _ = await self._state(who)
            dates.expect_date(state)
            await self.store.save_chat_state(who.chat_key, who.user_key, state.to_dict())
        return recent_years(self.agent.today(), dates.OFFERED_YEARS)

    async def set_case_date(self, who: UserRef, text: str) -> TurnReply:
        """A date answer continues a pending question; otherwise it is recorded and confirmed."""

        async def set_date(state: DialogueState, message: str) -> TurnOutcome:
            analysis = analyze(message, self.agent.today())
            readable = analysis.window is not None or dates.asks_about_current_law(message)
            unsure_of_month = state.pending == "month" and dates.says_unknown(message)
            if state.pending and state.pending_question and (readable or unsure_of_month) and not analysis.date_problems:
                return await self.agent.turn(state, message, analysis)
            return self.agent.set_case_date(state, message, analysis)

        return await self._run(who, text, set_date)

    async def new_case(self, who: UserRef) -> None:
        async with self._locks[who.chat_key]:
            await self.store.touch_user(who.user_key, who.language, who.display_name)
            await self.store.start_case(who.chat_key, who.user_key)

    async def end_case(self, who: UserRef) -> bool:
        """Ends the case and distils it into experience memory; True when an entry was stored."""
        async with self._locks[who.chat_key]:
            case_id = await self.store.current_case(who.chat_key)
            if case_id is None or not await self.store.end_case(case_id):
                return False
        return await self.remember(case_id)

    async def remember(self, case_id: int) -> bool:
        """Distil an ended case (after /end, or when it went idle); never raises for the model."""
        memory = self.agent.memory
        if memory is None:
            return False
        outcome = await memory.remember_case(case_id)
        return outcome.entry is not None

    async def end_idle_case(self, case_id: int) -> bool:
        """The idle job's way to end a case: under its chat's lock, like /end."""
        chat_key = await self.store.chat_of_case(case_id)
        async with self._locks[chat_key or f"case:{case_id}"]:
            if not await self.store.end_case(case_id):
                return False
        return await self.remember(case_id)

    def start_jobs(self) -> AsyncIOScheduler | None:
        """Memory's scheduled work in this process (call inside the running event loop): the nightly
        consolidation and ending idle cases; None when memory is off."""
        memory = self.agent.memory
        if memory is None:
            return None
        scheduler = build_scheduler()
        add_nightly_job(scheduler, memory, memory.settings)
        add_idle_job(scheduler, self.store, memory.settings, self.end_idle_case)
        scheduler.start()
        return scheduler

    async def consolidate(self) -> str:
        """Admin /consolidate: one pass down to capacity; the reply says what changed."""
        memory = self.agent.memory
        if memory is None:
            return "experience memory is off ([memory] enabled = false)"
        report = await memory.consolidate(trigger="admin")
        return "\n".join([report.summary(), *(_change_line(change) for change in report.changes)])

    async def record_feedback(self, who: UserRef, turn_id: int, value: int) -> bool:
        return await self.store.record_feedback(turn_id, who.user_key, value)

    async def forget_user(self, user_key: str) -> int:
        """The user's chats, turns and trajectories, and their links in experience memory (entries
        distilled only from their cases go too)."""
        if self.agent.memory is not None:
            await self.agent.memory.forget_user(user_key)
        return await self.store.forget_user(user_key)

    async def stats(self) -> Stats:
        return await self.store.stats()

    async def article_history(self, who: UserRef, text: str) -> HistoryReply:
        """From the index being served; drawn in a worker thread (the picture takes CPU)."""
        catalogue = self.agent.retriever.catalogue()
        return await asyncio.to_thread(history_reply, text, catalogue, self.agent.today(), who.language)

    async def reindex(self) -> str:
        """Rebuild the statute index from the shipped corpus and every ingested file (admin /reindex).

        The new collection is filled beside the serving one, which keeps answering until the switch;
        the summary is one line for the admin."""
        report = await asyncio.to_thread(self.agent.retriever.rebuild, load_all_records())
        return f"{report.points} versions indexed into {report.collection} in {report.seconds:.0f} s"


    # -- complaint drafting (core.complaint), under the chat's lock like a turn ---------------------

    async def start_draft(self, who: UserRef) -> DraftReply:
        async with self._locks[who.chat_key]:
            return await self.desk.start(who)

    async def draft_reply(self, who: UserRef, text: str) -> DraftReply:
        async with self._locks[who.chat_key]:
            return await self.desk.reply(who, text)

    async def cancel_draft(self, who: UserRef) -> bool:
        async with self._locks[who.chat_key]:
            return await self.desk.cancel(who)


def _change_line(change: dict) -> str:
    """One consolidation change as the admin reads it."""
    if change["action"] == "merge":
        first, second = change["merged"]
        return f"merged {first} + {second} (cosine {change['similarity']}) into {change['into']}"
    return f"removed the oldest entry {change['removed']} ({change.get('reason', 'merge failed')})"
