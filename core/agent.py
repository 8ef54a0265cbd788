"""The lawyer agent: one turn, from the user's message to a checked, cited reply.

`LawyerAgent.turn` reads as the list of stages, in the product's order: analyse the message once,
settle the case date (or ask for it), retrieve only versions valid in that window, recall
experience, add the 刑法 第十二条 comparison, draft → check → revise, and compose the reply
(never with a citation that failed verification). Each stage is its own module; the turn only
sequences them, turns their results into fixed replies where the product says so, and fills the
typed trajectory record (`core.trajectory`). The search stages (the undated check, retrieval, the
relevance gate) read one `core.turn_context.TurnContext`, built once the question and its date are
known; the stages after the gate return the evidence they reorder or extend, never change it in place.
"""

from __future__ import annotations

import re

from dataclasses import dataclass, field, replace
from datetime import date
from typing import Callable

from core import applicable_date
from core import case_date as dates
from core.acting_party import ordered_by_act
from core.chat_model import ChatModel, ModelUnavailable, NoAnswerWritten
from core.citations import sources_block
from core.comparison import comparison_note, with_comparisons
from core.contrast import Contrast, contrast, contrast_body
from core.compose import citation_log, finalise, sources
from core.dialogue_state import CaseDate, DialogueState
from core.drafting import Case, Drafted, Drafter, case_citations, draft_view
from core.evidence import Evidence, add_unique
from core.final_check import checked_reply
from core.governing import gate
from core.pick import MAX_OFFERED
from core.memory.memory import ExperienceMemory
from core.recall import recall
from core.referring import with_referring
from core.replies import say
from core.retrieve import Found, month_question, retrieve
from core.rubric import RubricItem, check_deterministic
from core.scenario import Scenario, consultation
from core.time_bar import rules_of_the_period
from core.trajectory import CaseWindow, Recorder, TurnRecord
from core.turn_context import TurnContext
from core.undated import lookback_period, undated
from index.common.settings import AgentSettings
from index.common.text import recent_years
from index.corpus import StatuteVersion
from index.query_analysis import QueryAnalysis, analyze
from index.retrieval import Retriever

__all__ = ["AgentSettings", "LawyerAgent", "TurnOutcome"]


@dataclass
class TurnOutcome:
    """The reply plus everything the service stores about the turn."""

    text: str
    state: DialogueState
    trajectory: TurnRecord
    citations: list[StatuteVersion] = field(default_factory=list)
    asked_for_date: bool = False
    date_choices: list[int] = field(default_factory=list)
    month_of_year: int | None = None
    degraded: bool = False
    not_covered: bool = False
    citation_check_failed: bool = False


#: a message that asks nothing ("确认" sent after a complaint was drafted, "谢谢"): answered with what to ask,
#: never with an article retrieval happened to find for the word
NOT_A_QUESTION = re.compile(r"\s*(?:确认|确定|好的?|好吧|行|可以|对|是的?|嗯+|哦|收到|明白了?|知道了|谢谢(?:你|您)?|多谢|感谢|"
                            r"你好|您好|在吗|hi|hello|ok(?:ay)?|thanks?(?: you)?|yes|no)[。.!！~～\s]*", re.I)


class LawyerAgent:
    """Stateless between turns: the dialogue state comes in and goes out with each call."""

    def __init__(
        self,
        retriever: Retriever,
        model: ChatModel,
        settings: AgentSettings | None = None,
        rubric: list[RubricItem] | None = None,
        today: Callable[[], date] = date.today,
        scenario: Scenario | None = None,
        memory: ExperienceMemory | None = None,
    ) -> None:
        self.retriever = retriever
        self.memory = memory
        self.model = model
        self.settings = settings or AgentSettings()
        self.scenario = scenario or consultation(rubric)
        self.today = today

    async def turn(self, state: DialogueState, text: str, analysis: QueryAnalysis | None = None) -> TurnOutcome:
        """Answer one message; `state` is not modified, the new state is in the outcome. `analysis`:
        the caller's analysis of `text`, when it has one (the service reads each message to tell a
        date answer from a question), so that the message is analysed once."""
        state, recorder = self._begin(state, text)
        with recorder.stage("analysis"):
            text, analysis = self._read(text, analysis)
        lang = recorder.record.language = self._language(state, text, analysis)
        refusal = self._refusal(text, lang) or (say("no_question", lang) if not state.pending and NOT_A_QUESTION.fullmatch(text) else None)
        if refusal:
            return self._fixed(state, recorder, refusal, "rejected_input")
        with recorder.stage("date"):
            decision = dates.settle(state, text, analysis, self.today())
        lookback: TurnContext | None = None  # the question in the undated check's period, when it ran
        if decision.ask == "ask_date" and self.settings.undated_lookback_years > 0:
            period = lookback_period(self.today(), self.settings.undated_lookback_years, decision.question)
            lookback = self._context(decision.question, text, analysis, period, lang)
            decision = await self._undated(state, recorder, decision, lookback)
        elif decision.ask == "which_date":
            decision = await self._either_date(state, recorder, decision, text, analysis, lang)
        if decision.ask:
            return self._ask_date(state, recorder, decision, lang)
        self._note_case(recorder, decision, state)
        context = lookback.at(state.case_date) if lookback else self._context(decision.question, text, analysis, state.case_date, lang)
        with recorder.stage("retrieval"):
            found = await retrieve(context)
        with recorder.stage("relevance"):
            gated = await gate(context, found, suit_now=bool(decision.choice and decision.choice.suit_now))
        found = gated.found
        recorder.record.relevance = {**gated.governing.to_log(), "action": gated.action, "said_missing": gated.said_missing}
        self._note_retrieval(recorder, found, decision.question)
        if gated.action == "abstain":
            recorder.record.evidence = [item.to_log() for item in gated.procedure_now]
            return self._fixed(state, recorder, gated.reply, "not_governed", not_covered=True)
        if found.nothing_answerable:
            return self._fixed(state, recorder, "\n\n".join(found.notices), "not_covered", not_covered=True)
        month = month_question(found, state.case_date, decision.month_unknown, lang)
        if month:
            dates.wait_for_month(state, decision.question)
            outcome = self._ask(state, recorder, month, "asked_month")
            outcome.month_of_year = state.case_date.window[0].year
            return outcome
        with recorder.stage("contrast"):
            contrasted = await contrast(context)
        if contrasted is not None:
            return self._contrasted(state, recorder, decision, found, contrasted)
        with recorder.stage("recall"):
            recalled = await recall(self.memory, self.scenario, decision.question, state.facts,
                                    state.case_date.describe(lang), lang)
        recorder.record.memory = recalled.log
        evidence, moved = ordered_by_act(found.evidence, decision.question)
        evidence, referring = with_referring(evidence, self.retriever, state.case_date.window, decision.question)
        evidence = rules_of_the_period(evidence, self.retriever, state.case_date.window)
        evidence = with_comparisons(evidence, state.case_date, self.today(), self.retriever.versions_of)
        evidence = applicable_date.with_transition_rule(evidence, decision.choice, state.case_date, self.retriever.versions_of)
        found = replace(found, evidence=evidence)
        recorder.record.relevance["other_side_moved"], recorder.record.referring = moved, referring
        recorder.record.evidence = [item.to_log() for item in found.evidence]
        case = self._case(state, decision, found, recalled.context)
        case.search_laws, case.principal_laws = gated.search_laws, gated.principal_laws
        try:
            drafted = await Drafter(self.model, self.retriever, self.settings, self.scenario, recorder, self.today()).run(case)
        except ModelUnavailable as error:
            return self._degraded(state, recorder, case, error)
        return self._reply(state, recorder, case, drafted)

    async def _undated(self, state: DialogueState, recorder: Recorder, decision: dates.DateDecision,
                       context: TurnContext) -> dates.DateDecision:
        """The date question, or today's law when the articles in play did not change lately
        (core/undated.py; `context` is the question in the lookback period)."""
        with recorder.stage("undated"):
            verdict = await undated(context)
        recorder.record.undated = verdict.to_log()
        if not verdict.answer_now:
            return decision
        state.case_date = dates.current_law(self.today())
        state.pending, state.pending_question = None, ""
        return dates.DateDecision(decision.question, undated_now=True)

    async def _either_date(self, state: DialogueState, recorder: Recorder, decision: dates.DateDecision, text: str,
                           analysis: QueryAnalysis, lang: str) -> dates.DateDecision:
        """The message's date conflicts with the one the user set: ask which governs only when the answer depends
        on it, i.e. when an article in play changed between them (core/undated.py over the span of both); otherwise
        answer on the user's date and say the message's date is under the same provisions (stranger20 q2: a flat
        due "2025年6月30日", asked on 2026-10-01, got the date question back and no answer)."""
        assert decision.conflict is not None and state.case_date is not None
        ends = [*state.case_date.window, decision.conflict.start, decision.conflict.end]
        span = CaseDate(min(ends).isoformat(), max(ends).isoformat(), "range", "span")
        with recorder.stage("undated"):
            verdict = await undated(self._context(decision.question, text, analysis, span, lang))
        recorder.record.undated = {"span": [span.start, span.end], **verdict.to_log()}
        if not verdict.answer_now:
            return decision
        state.pending, state.pending_question = None, ""
        found = dates.from_analysis_window(decision.conflict, "message").describe(lang)
        return dates.DateDecision(decision.question, same_law_on=found)

    def set_case_date(self, state: DialogueState, text: str, analysis: QueryAnalysis | None = None) -> TurnOutcome:
        """/date with nothing pending: record the case date and confirm it, or ask again politely.
        `analysis`: the caller's analysis of `text`, when it has one."""
        state, recorder = self._begin(state, text)
        analysis = analysis or analyze(text, self.today())
        lang = state.language
        if analysis.date_problems:
            return self._ask(state, recorder, say("bad_date", lang, problems="；".join(analysis.date_problems)), "bad_date", years=True)
        if analysis.window is None and not dates.asks_about_current_law(text):
            return self._ask(state, recorder, say("date_unreadable", lang), "bad_date", years=True)
        state.case_date = dates.from_analysis(analysis, "/date") or dates.current_law(self.today())
        state.pending, state.pending_question = None, ""
        return self._fixed(state, recorder, say("date_set", lang, date=state.case_date.describe(lang)), "date_set")

    # -- the stages' glue ------------------------------------------------------------------------

    def _begin(self, state: DialogueState, text: str) -> tuple[DialogueState, Recorder]:
        state = DialogueState.from_dict(state.to_dict())
        record = TurnRecord(
            scenario=self.scenario.name, model=self.model.name, prompt=self.scenario.prompt_identity,
            rubric=self.scenario.rubric_identity, language=state.language, input=text, state_before=state.to_dict(),
        )
        return state, Recorder(record)

    def _read(self, text: str, analysis: QueryAnalysis | None) -> tuple[str, QueryAnalysis | None]:
        """The message without surrounding space, and its analysis (None when it is empty): the
        caller's when it analysed exactly that text, else read here."""
        stripped = text.strip()
        if not stripped:
            return stripped, None
        return stripped, analysis if analysis is not None and stripped == text else analyze(stripped, self.today())

    def _context(self, question: str, text: str, analysis: QueryAnalysis | None, case_date: CaseDate, lang: str) -> TurnContext:
        """What retrieval, the gate and the undated check read: the question (the message, or the
        question waiting for the date it answered) with its analysis, read once per turn."""
        return TurnContext.of(self.retriever, question, case_date, self.settings.evidence_for(lang), self.today(), lang,
                              analysis if question == text else None)

    @staticmethod
    def _language(state: DialogueState, text: str, analysis: QueryAnalysis | None) -> str:
        """The reply's language: the message's, when it has letters; else the chat's so far."""
        if analysis and any(ch.isalpha() for ch in text):
            state.language = analysis.language
        return state.language

    def _refusal(self, text: str, lang: str) -> str | None:
        """A polite refusal for an empty or over-long message, else None."""
        if not text:
            return say("empty", lang)
        if len(text) > self.settings.max_message_chars:
            return say("too_long", lang, length=len(text), limit=self.settings.max_message_chars)
        return None

    @staticmethod
    def _note_case(recorder: Recorder, decision: dates.DateDecision, state: DialogueState) -> None:
        record, case = recorder.record, state.case_date
        record.question, record.language = decision.question, state.language
        record.case_window = CaseWindow(case.start, case.end, case.precision, case.source)
        record.governing_date = decision.choice.to_log() if decision.choice else {}

    @staticmethod
    def _note_retrieval(recorder: Recorder, found: Found, question: str) -> None:
        analysis = found.result.analysis
        recorder.record.analysis = {
            "laws": analysis.laws, "uncovered_laws": analysis.uncovered_laws,
            "articles": [vars(ref) for ref in analysis.articles], "keywords": analysis.keywords,
        }
        recorder.record.retrieval = found.log(question)

    def _case(self, state: DialogueState, decision: dates.DateDecision, found: Found, experience: str = "") -> Case:
        """The drafting inputs; recalled experience joins the system context, never the evidence."""
        lang, case_date = state.language, state.case_date
        system = self.scenario.system[lang].format(max_tool_calls=self.settings.max_tool_calls)
        extra = [part for part in (comparison_note(found.evidence, lang), experience) if part]
        header = say("header_both" if decision.month_unknown else "header", lang, date=case_date.describe(lang))
        header = "\n".join([header, *found.codified])
        if decision.choice is not None:
            header += "\n" + applicable_date.explain(decision.choice, case_date, self.today(), lang)
        if decision.undated_now:
            header += "\n" + say("undated_now", lang, years=self.settings.undated_lookback_years)
        if decision.same_law_on:
            header += "\n" + say("same_law_either_date", lang, found=decision.same_law_on)
        return Case(decision.question, case_date, found.evidence, lang, state.facts, header, found.notices,
                    "\n".join([system, *extra]))

    def _reply(self, state: DialogueState, recorder: Recorder, case: Case, drafted: Drafted) -> TurnOutcome:
        """Compose the checked draft into the reply and finish the record."""
        record = recorder.record
        with recorder.stage("compose"):
            final = finalise(case.header, case.notices, drafted.body, drafted.checks, case.evidence, case.lang, self.today())
            final_draft = draft_view(case, final.checks, final.text, final.body, self.settings.max_reply_chars)
            verdicts = check_deterministic(list(self.scenario.rubric), final_draft) + [v for v in drafted.verdicts if v.kind == "judged"]
            cited = sources(final.checks, case.evidence)
            text, record.final_check = checked_reply(final.text, verdicts, case.lang, case.question)
        record.messages = drafted.messages
        record.removed_citations = [c.to_log() for c in final.removed]
        record.removed_later_wording = final.removed_later_wording
        record.law_dates = final.law_dates
        record.removed_quotations = final.removed_quotations
        record.misattributed = final.misattributed
        record.citations = citation_log(cited)
        record.rubric_first = {v.item: v.passed for v in record.drafts[0].verdicts} if record.drafts else record.rubric_first
        record.rubric_final = {v.item: v.passed for v in verdicts}
        state.turns += 1
        state.remember(case.question)
        return TurnOutcome(
            text=text, state=state, trajectory=recorder.finish("answered", text, state.to_dict()),
            citations=cited, not_covered=bool(case.notices), citation_check_failed=bool(final.removed),
        )

    def _contrasted(self, state: DialogueState, recorder: Recorder, decision: dates.DateDecision, found: Found,
                    contrasted: Contrast) -> TurnOutcome:
        """Two notions told apart by their own articles (core/contrast.py): code's reply, verified and composed
        like a draft's; the rubric's deterministic items still check it."""
        added = [Evidence(version, "in_force", True, "contrast") for version in contrasted.articles]
        evidence = list(found.evidence)
        add_unique(evidence, added)
        found = replace(found, evidence=evidence)
        recorder.record.evidence = [item.to_log() for item in evidence]
        recorder.record.pick = {"candidates": [list(item.version.key) for item in evidence[:MAX_OFFERED]],
                                "chosen": [list(v.key) for v in contrasted.articles], "answer": "contrast", **contrasted.to_log()}
        case = self._case(state, decision, found)
        body = contrast_body(contrasted)
        return self._reply(state, recorder, case, Drafted(body, case_citations(body, case, self.retriever.versions_of), [], []))

    def _degraded(self, state: DialogueState, recorder: Recorder, case: Case, error: Exception) -> TurnOutcome:
        """The model is unreachable or wrote no answer: say so, and give the provisions in force on
        the case date."""
        recorder.record.degraded, recorder.record.error = True, str(error)
        in_force = [item.version for item in case.evidence if item.role == "in_force"]
        governs = case.header.split("\n")[1:]  # the "适用日期" line, when the story had several dates
        key = "no_answer" if isinstance(error, NoAnswerWritten) else "degraded"
        parts = [say(key, case.lang, date=case.case_date.describe(case.lang)), *governs, *case.notices]
        if in_force:
            parts.append(sources_block(in_force, case.lang, with_text=True))
        outcome = self._fixed(state, recorder, "\n\n".join(parts), "degraded", not_covered=bool(case.notices))
        outcome.degraded, outcome.citations = True, in_force
        return outcome

    # -- fixed replies -----------------------------------------------------------------------------

    def _ask_date(self, state: DialogueState, recorder: Recorder, decision: dates.DateDecision, lang: str) -> TurnOutcome:
        recorder.record.question = decision.question
        if decision.ask == "bad_date":
            return self._ask(state, recorder, say("bad_date", lang, problems="；".join(decision.problems)), "bad_date")
        if decision.ask == "which_date":
            return self._ask_which_date(state, recorder, decision, lang)
        if decision.ask == "date_unreadable":
            return self._ask(state, recorder, say("date_unreadable", lang), "bad_date", years=True)
        return self._ask(state, recorder, say("ask_date", lang), "asked_date", years=True)

    def _ask_which_date(self, state: DialogueState, recorder: Recorder, decision: dates.DateDecision, lang: str) -> TurnOutcome:
        """The message's year conflicts with the date the user set: ask, offering both years."""
        found, event = decision.conflict, decision.choice.event if decision.choice else None
        mentioned = dates.from_analysis_window(found, "message").describe(lang)
        text = say("which_date", lang, set=state.case_date.describe(lang), found=mentioned,
                   event=event.text if event else found.source_text)
        outcome = self._ask(state, recorder, text, "asked_which_date")
        outcome.date_choices = list(dict.fromkeys([state.case_date.window[0].year, found.start.year]))
        return outcome

    def _fixed(self, state: DialogueState, recorder: Recorder, text: str, outcome: str, not_covered: bool = False) -> TurnOutcome:
        record = recorder.finish(outcome, text, state.to_dict())
        return TurnOutcome(text=text, state=state, trajectory=record, not_covered=not_covered)

    def _ask(self, state: DialogueState, recorder: Recorder, text: str, outcome: str, years: bool = False) -> TurnOutcome:
        outcome_obj = self._fixed(state, recorder, text, outcome)
        outcome_obj.asked_for_date = True
        outcome_obj.date_choices = recent_years(self.today(), dates.OFFERED_YEARS) if years else []
        return outcome_obj
