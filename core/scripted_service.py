"""The load bench's agent: a scripted `LawyerService` of fixed latency, for `tempolex bench bot` only.

The bench measures the bot's own overhead, so the agent behind it must cost a known, fixed time
and record when each call started and finished (`calls`), which the bench subtracts. It is not a
stand-in for `core.service.AgentService` in tests: it has its own date regex and cites a fixed
provision, so the bot's end-to-end tests run against the real service (tests/bot/conftest.py).
It stores turns, feedback and the dialogue state in the real `Store`, like the real service, so
the bench's store writes are the production ones.
Given a chat model, each answer first asks it (as the agent would), and a `ModelUnavailable`
gives the agent's degraded reply, so `tempolex bench faults` can exercise a sick model server.
"""

from __future__ import annotations

import asyncio
import re
import time
from dataclasses import dataclass
from datetime import date
from typing import Any

from core.chat_model import ChatMessage, ChatModel, ModelUnavailable
from core.complaint.desk import ComplaintDesk
from core.contract import Citation, DraftReply, HistoryReply, Stats, TurnReply, UserRef
from core.history import history_reply
from core.replies import say
from core.store import Store
from index.catalogue import ArticleCatalogue
from index.open_index import load_all_records

YEAR = re.compile(r"(?<!\d)((?:19|20)\d{2})(?:\s*年\s*(\d{1,2})\s*月)?(?!\d)")
ONLY_A_DATE = re.compile(r"(?:19|20)\d{2}\s*年?(?:\s*\d{1,2}\s*月)?")
CITATION = Citation(
    law="中华人民共和国劳动合同法",
    article=30,
    article_sub=0,
    label="第三十条",
    version="2012-12-28",
    valid_from="2013-07-01",
    valid_to=None,
)


def sources_text(citations: list[Citation], language: str) -> str:
    """The closing sources block, worded like the real agent's (one line per citation)."""
    heading = "依据（案件日期有效的版本）：" if language == "zh" else "Sources (versions in force on the case date):"
    lines = [f"• 《{c.law}》{c.label}（{c.version}，有效期 {c.valid_from}至{c.valid_to or '今'}）" for c in citations]
    return "\n".join([heading, *lines])


@dataclass
class ServiceCall:
    """One call into the service, timed."""

    method: str
    user_key: str
    chat_key: str
    text: str
    started: float
    finished: float = 0.0


class ScriptedLawyerService:
    """Implements `core.contract.LawyerService` with canned, deterministic answers."""

    def __init__(self, store: Store, *, latency_s: float = 0.0, model: ChatModel | None = None) -> None:
        self.store = store
        self.latency_s = latency_s
        self.model = model
        self.calls: list[ServiceCall] = []
        #: Complaint drafting is deterministic; without an index its 事实和理由 cites no provision.
        self.desk = ComplaintDesk(store, None)

    # -- helpers -----------------------------------------------------------------------------

    def _begin(self, method: str, who: UserRef, text: str = "") -> ServiceCall:
        call = ServiceCall(method, who.user_key, who.chat_key, text, time.perf_counter())
        self.calls.append(call)
        return call

    async def _case(self, who: UserRef) -> int:
        case_id = await self.store.current_case(who.chat_key)
        return case_id if case_id is not None else await self.store.start_case(who.chat_key, who.user_key)

    @staticmethod
    def date_choices() -> list[int]:
        """The years offered as buttons: this one and the five before."""
        this_year = date.today().year
        return list(range(this_year, this_year - 6, -1))

    @staticmethod
    def parse_date(text: str) -> str | None:
        """ "2010年3月" -> "2010-03", "2015" -> "2015", nothing -> None."""
        match = YEAR.search(text)
        if match is None:
            return None
        year, month = match.group(1), match.group(2)
        return f"{year}-{int(month):02d}" if month else year

    def _answer_text(self, who: UserRef, question: str, case_date: str) -> str:
        if who.language == "en":
            text = f"Under the law in force on {case_date}, regarding “{question[:40]}”: claim your wages."
        else:
            text = f"按{case_date}时有效的法律，关于“{question[:40]}”：您可以主张拖欠的工资。"
        return text

    def _ask(self, who: UserRef) -> TurnReply:
        text = "请问案件发生在哪一年？" if who.language == "zh" else "In which year did this happen?"
        return TurnReply(text=text, turn_id=None, asked_for_date=True, date_choices=self.date_choices())

    async def _answer_or_degrade(self, who: UserRef, question: str, case_date: str) -> TurnReply:
        """The canned answer, after the model (when there is one) answered at all."""
        if self.model is not None:
            try:
                await self.model.complete([ChatMessage("user", question)])
            except ModelUnavailable:
                text = say("degraded", who.language, date=case_date) + "\n\n" + sources_text([CITATION], who.language)
                return TurnReply(text=text, turn_id=None, case_date=case_date, citations=[CITATION], degraded=True)
        return self._answer(who, question, case_date)

    def _answer(self, who: UserRef, question: str, case_date: str) -> TurnReply:
        return TurnReply(
            text=self._answer_text(who, question, case_date) + "\n\n" + sources_text([CITATION], who.language),
            turn_id=None,
            case_date=case_date,
            citations=[CITATION],
        )

    async def _start(self, call: ServiceCall, who: UserRef, text: str) -> tuple[int, dict[str, Any]]:
        await asyncio.sleep(self.latency_s)
        case_id = await self._case(who)
        return case_id, await self.store.load_chat_state(who.chat_key) or {}

    async def _finish(
        self, call: ServiceCall, who: UserRef, case_id: int, state: dict[str, Any], reply: TurnReply
    ) -> TurnReply:
        await self.store.save_chat_state(who.chat_key, who.user_key, state)
        reply.turn_id = await self.store.record_turn(
            case_id=case_id,
            chat_key=who.chat_key,
            user_key=who.user_key,
            user_text=call.text,
            reply_text=reply.text,
            trajectory={"scripted": True},
            case_date=reply.case_date,
            asked_for_date=reply.asked_for_date,
            degraded=reply.degraded,
            latency_ms=(time.perf_counter() - call.started) * 1000,
            model="scripted",
        )
        call.finished = time.perf_counter()
        return reply

    # -- LawyerService -----------------------------------------------------------------------

    async def reply(self, who: UserRef, text: str) -> TurnReply:
        """Ask for the date when unknown and absent from `text`; otherwise answer with a citation.
        Like the real agent, it alone knows whether a date is awaited: a bare date answers it."""
        call = self._begin("reply", who, text)
        case_id, state = await self._start(call, who, text)
        if state.get("awaiting") and (self.parse_date(text) is None or ONLY_A_DATE.fullmatch(text.strip())):
            return await self._set_date(call, who, case_id, state, text)
        state["case_date"] = self.parse_date(text) or state.get("case_date")
        if not state["case_date"]:
            state["pending"], state["awaiting"] = text, True
            return await self._finish(call, who, case_id, state, self._ask(who))
        reply = await self._answer_or_degrade(who, text, state["case_date"])
        return await self._finish(call, who, case_id, state, reply)

    async def set_case_date(self, who: UserRef, text: str) -> TurnReply:
        """Take the date from `text` and answer the pending question, if any."""
        call = self._begin("set_case_date", who, text)
        case_id, state = await self._start(call, who, text)
        return await self._set_date(call, who, case_id, state, text)

    async def expect_case_date(self, who: UserRef) -> list[int]:
        """/date alone: the next message is the date."""
        call = self._begin("expect_case_date", who)
        case_id, state = await self._start(call, who, "")
        state["awaiting"] = True
        await self.store.save_chat_state(who.chat_key, who.user_key, state)
        call.finished = time.perf_counter()
        return self.date_choices()

    async def _set_date(self, call: ServiceCall, who: UserRef, case_id: int, state: dict[str, Any], text: str) -> TurnReply:
        found = self.parse_date(text)
        if found is None:
            state["awaiting"] = True
            return await self._finish(call, who, case_id, state, self._ask(who))
        state["case_date"], state["awaiting"] = found, False
        pending = state.pop("pending", None)
        if pending is None:
            done = f"案件日期已设为 {found}。" if who.language == "zh" else f"Case date set to {found}."
            return await self._finish(call, who, case_id, state, TurnReply(done, None, case_date=found))
        return await self._finish(call, who, case_id, state, await self._answer_or_degrade(who, pending, found))

    async def new_case(self, who: UserRef) -> None:
        """Open a fresh case."""
        call = self._begin("new_case", who)
        await self.store.start_case(who.chat_key, who.user_key)
        call.finished = time.perf_counter()

    async def end_case(self, who: UserRef) -> bool:
        """Close the open case; True when there was one (it would go to experience memory)."""
        call = self._begin("end_case", who)
        case_id = await self.store.current_case(who.chat_key)
        ended = case_id is not None and await self.store.end_case(case_id)
        call.finished = time.perf_counter()
        return ended

    async def record_feedback(self, who: UserRef, turn_id: int, value: int) -> bool:
        """Store the vote when the turn is the user's."""
        call = self._begin("record_feedback", who, str(value))
        stored = await self.store.record_feedback(turn_id, who.user_key, value)
        call.finished = time.perf_counter()
        return stored

    async def forget_user(self, user_key: str) -> int:
        """Delete the user's rows."""
        call = self._begin("forget_user", UserRef(user_key, ""))
        removed = await self.store.forget_user(user_key)
        call.finished = time.perf_counter()
        return removed

    async def stats(self) -> Stats:
        """The store's figures."""
        return await self.store.stats()

    async def start_draft(self, who: UserRef) -> DraftReply:
        """The real drafting intake (no index: no legal basis is cited)."""
        return await self.desk.start(who)

    async def draft_reply(self, who: UserRef, text: str) -> DraftReply:
        call = self._begin("draft_reply", who, text)
        reply = await self.desk.reply(who, text)
        call.finished = time.perf_counter()
        return reply

    async def cancel_draft(self, who: UserRef) -> bool:
        return await self.desk.cancel(who)

    async def article_history(self, who: UserRef, text: str) -> HistoryReply:
        """The real history, read from the corpus files (the bench has no index)."""
        call = self._begin("article_history", who, text)
        catalogue = await asyncio.to_thread(lambda: ArticleCatalogue.from_records(load_all_records()))
        reply = await asyncio.to_thread(history_reply, text, catalogue, date.today(), who.language)
        call.finished = time.perf_counter()
        return reply
