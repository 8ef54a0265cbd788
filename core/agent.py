"""The lawyer agent: one consultation turn, from the user's message to a checked, cited reply.

The order is the product's promise: settle the case date first (ask when it matters and is
missing, ask for the month when a year straddles an amendment), retrieve only versions valid in
that window, let the model draft from that evidence (with bounded follow-up searches that cannot
leave the window), check the draft against the role's rubric and revise, and finally make sure no
citation that failed verification is ever sent.
"""

from __future__ import annotations

import asyncio
import json
import time
from dataclasses import dataclass, field
from datetime import date
from typing import Callable

from core import case_date as dates
from core.chat_model import ChatMessage, ChatModel, ModelUnavailable
from core.citations import (
    CitationCheck,
    check_mentions,
    drop_sentences_with,
    find_mentions,
    later_wording_used,
    sources_block,
    strip_invalid,
)
from core.dialogue_state import CaseDate, DialogueState
from core.evidence import Evidence, add_unique, window_text
from core.prompts import COMPARISON_NOTE, REVISE, SEARCH_TOOL, SYSTEM, evidence_block, user_block
from core.replies import say
from core.rubric import Draft, RubricItem, Verdict, check_deterministic, check_judged, load_rubric
from core.trajectory import TrajectoryLog
from index.common.settings import AgentSettings
from index.corpus import StatuteVersion
from index.law_names import CRIMINAL_LAW
from index.query_analysis import analyze
from index.retrieval import Retriever, SearchResult

ARTICLE_12 = 12


@dataclass
class TurnOutcome:
    """The reply plus everything the service stores about the turn."""

    text: str
    state: DialogueState
    trajectory: dict
    citations: list[StatuteVersion] = field(default_factory=list)
    asked_for_date: bool = False
    date_choices: list[int] = field(default_factory=list)
    degraded: bool = False
    not_covered: bool = False
    citation_check_failed: bool = False


class LawyerAgent:
    """Stateless between turns: the dialogue state comes in and goes out with each call."""

    def __init__(
        self,
        retriever: Retriever,
        model: ChatModel,
        settings: AgentSettings | None = None,
        rubric: list[RubricItem] | None = None,
        today: Callable[[], date] = date.today,
    ) -> None:
        self.retriever = retriever
        self.model = model
        self.settings = settings or AgentSettings()
        self.rubric = rubric or load_rubric("consultation_lawyer")
        self.today = today

    async def turn(self, state: DialogueState, text: str) -> TurnOutcome:
        """Answer one message; `state` is not modified, the new state is in the outcome."""
        state = DialogueState.from_dict(state.to_dict())
        log = TrajectoryLog()
        log.data.update(state_before=state.to_dict(), input=text, model=self.model.name)
        text = text.strip()
        started = time.perf_counter()
        analysis = analyze(text, self.today()) if text else None
        log.add_time("analysis", started)
        if analysis and any(ch.isalpha() for ch in text):
            state.language = analysis.language
        lang = state.language
        log.data["language"] = lang

        if not text:
            return self._fixed(state, log, say("empty", lang), "rejected_input")
        if len(text) > self.settings.max_message_chars:
            message = say("too_long", lang, length=len(text), limit=self.settings.max_message_chars)
            return self._fixed(state, log, message, "rejected_input")
        if analysis.date_problems and analysis.window is None:
            # A bad date with no usable one beside it is questioned; a plan or deadline in the
            # future next to a real event date ("明年要搬走") does not stop the answer.
            state.pending = "date"
            state.pending_question = state.pending_question or (text if not analysis.window else "")
            return self._ask(state, log, say("bad_date", lang, problems="；".join(analysis.date_problems)), "bad_date")

        question = text
        answering_pending = state.pending is not None and bool(state.pending_question) and (
            dates.is_only_a_date(text, analysis) or dates.asks_about_current_law(text) and len(text) <= 20
            or (state.pending == "month" and dates.says_unknown(text))
        )
        if answering_pending:
            question = state.pending_question
        month_unknown = state.pending == "month" and answering_pending and analysis.window is None
        if analysis.window is not None:
            state.case_date = dates.from_analysis(analysis, "message")
        elif dates.asks_about_current_law(text) and not month_unknown:
            state.case_date = dates.current_law(self.today())
        state.pending, state.pending_question = None, ""
        log.data["question"] = question

        if state.case_date is None:
            state.pending, state.pending_question = "date", question
            return self._ask(state, log, say("ask_date", lang), "asked_date", years=True)

        window = state.case_date.window
        log.data["case_window"] = {"start": state.case_date.start, "end": state.case_date.end,
                                   "precision": state.case_date.precision, "source": state.case_date.source}
        started = time.perf_counter()
        # Off the event loop: embedding and scoring are CPU work, and the loop serves every other chat.
        result = await asyncio.to_thread(
            self.retriever.search, question, window=window, top=self.settings.evidence_top, today=self.today()
        )
        log.add_time("retrieval", started)
        log.data["analysis"] = {
            "laws": result.analysis.laws, "uncovered_laws": result.analysis.uncovered_laws,
            "articles": [vars(ref) for ref in result.analysis.articles], "keywords": result.analysis.keywords,
        }
        evidence = [Evidence(hit.version, "in_force", hit.covers_window) for hit in result.hits]
        log.data["retrieval"] = {
            "query": question, "window": [window[0].isoformat(), window[1].isoformat()],
            "hits": [item.ident for item in evidence],
            "not_covered": [item.to_dict() for item in result.not_covered],
            "straddles": result.straddles, "latency_ms": round(result.latency_ms, 2),
        }

        notices = self._not_covered_notices(result, state.case_date, lang)
        if notices and self._nothing_answerable(result):
            return self._fixed(state, log, "\n\n".join(notices), "not_covered", not_covered=True)

        if result.straddles and state.case_date.precision in ("year", "range") and not month_unknown:
            changes = self._changes_in_window(result)
            if changes:
                state.pending, state.pending_question = "month", question
                year = window[0].year
                return self._ask(state, log, say("ask_month", lang, year=year, changes="；".join(changes)), "asked_month")

        self._add_comparisons(evidence, state.case_date)
        log.data["evidence"] = [item.to_log() for item in evidence]
        try:
            return await self._answer(state, log, question, evidence, notices, month_unknown)
        except ModelUnavailable as error:
            log.data["degraded"] = True
            log.data["error"] = str(error)
            in_force = [item.version for item in evidence if item.role == "in_force"]
            parts = [say("degraded", lang, date=state.case_date.describe(lang)), *notices]
            if in_force:
                parts.append(sources_block(in_force, lang, with_text=True))
            outcome = self._fixed(state, log, "\n\n".join(parts), "degraded", not_covered=bool(notices))
            outcome.degraded, outcome.citations = True, in_force
            return outcome

    def set_case_date(self, state: DialogueState, text: str) -> TurnOutcome:
        """/date with nothing pending: record the case date and confirm it, or ask again politely."""
        state = DialogueState.from_dict(state.to_dict())
        log = TrajectoryLog()
        log.data.update(state_before=state.to_dict(), input=text, model=self.model.name, language=state.language)
        analysis = analyze(text, self.today())
        lang = state.language
        if analysis.date_problems:
            return self._ask(state, log, say("bad_date", lang, problems="；".join(analysis.date_problems)), "bad_date", years=True)
        if analysis.window is None and not dates.asks_about_current_law(text):
            return self._ask(state, log, say("date_unreadable", lang), "bad_date", years=True)
        state.case_date = dates.from_analysis(analysis, "/date") or dates.current_law(self.today())
        state.pending, state.pending_question = None, ""
        return self._fixed(state, log, say("date_set", lang, date=state.case_date.describe(lang)), "date_set")

    # -- answering ---------------------------------------------------------------------------

    async def _answer(
        self, state: DialogueState, log: TrajectoryLog, question: str, evidence: list[Evidence],
        notices: list[str], both_versions: bool,
    ) -> TurnOutcome:
        lang, case_date = state.language, state.case_date
        window = case_date.window
        system = SYSTEM[lang].format(case_date=case_date.describe(lang), max_tool_calls=self.settings.max_tool_calls)
        pairs = self._comparisons([], evidence)
        if pairs:
            wordings = "\n".join(f"《{old.law}》{old.article_label}: {json.dumps(old.text, ensure_ascii=False)}" for old, _ in pairs)
            system += "\n" + COMPARISON_NOTE[lang].format(wordings=wordings)
        def question_message() -> ChatMessage:
            evidence_and_question = evidence_block(evidence, lang) + "\n\n" + user_block(question, case_date.describe(lang), lang, state.facts)
            return ChatMessage(role="user", content=evidence_and_question)

        messages = [ChatMessage(role="system", content=system), question_message()]
        body = await self._draft_with_tools(messages, evidence, window, log)
        messages[1] = question_message()  # tool searches added evidence: revisions see all of it
        header = say("header_both" if both_versions else "header", lang, date=case_date.describe(lang))

        checks: list[CitationCheck] = []
        verdicts: list[Verdict] = []
        for attempt in range(self.settings.max_revisions + 1):
            started = time.perf_counter()
            checks = check_mentions(find_mentions(body), evidence, window, self.retriever.versions_of)
            later = later_wording_used(body, evidence)
            composed = self._compose(header, notices, body, checks, evidence, [], lang)
            draft = self._draft_view(question, lang, case_date, checks, evidence, composed, body, later)
            verdicts = check_deterministic(self.rubric, draft)
            log.add_time("check", started)
            judged, judge_log = await check_judged(self.rubric, draft, self.model, body)
            if judge_log:
                log.data["judge_calls"].append(judge_log)
                log.add_tokens(judge_log["prompt_tokens"], judge_log["completion_tokens"])
            verdicts += judged
            log.data["drafts"].append({"text": body, "citations": [c.to_log() for c in checks],
                                       "verdicts": [v.to_log() for v in verdicts]})
            failed = [v for v in verdicts if not v.passed]
            if not failed or attempt == self.settings.max_revisions:
                break
            guidance = "\n".join(f"- {self._item(v.item).guidance(lang)} {v.detail}".rstrip() for v in failed)
            messages += [ChatMessage(role="assistant", content=body), ChatMessage(role="user", content=REVISE[lang].format(failures=guidance))]
            result = await self._complete(messages, log, tools=None)
            body = result.text.strip()
            log.data["revisions"] += 1

        removed = [c for c in checks if not c.acceptable]
        final_body = strip_invalid(body, checks, lang) if removed else body
        later = later_wording_used(final_body, evidence)
        if later:
            final_body = drop_sentences_with(final_body, [fragment for _, fragment in later])
            log.data["removed_later_wording"] = [fragment for _, fragment in later]
        final = self._compose(header, notices, final_body, [c for c in checks if c.acceptable], evidence, removed, lang,
                              dropped_later=bool(later))
        final_checks = [c for c in checks if c.acceptable]
        final_draft = self._draft_view(question, lang, case_date, final_checks, evidence, final, final_body)
        final_verdicts = check_deterministic(self.rubric, final_draft) + [v for v in verdicts if v.kind == "judged"]
        cited = self._sources(final_checks, evidence)
        log.data.update(
            messages=[m.to_openai() for m in messages],
            removed_citations=[c.to_log() for c in removed],
            final_reply=final,
            citations=[{"law": v.law, "article": v.article, "article_sub": v.article_sub, "version": v.version,
                        "valid_from": v.valid_from, "valid_to": v.valid_to} for v in cited],
            rubric_first={v["item"]: v["passed"] for v in log.data["drafts"][0]["verdicts"]},
            rubric_final={v.item: v.passed for v in final_verdicts},
            state_after=state.to_dict(),
        )
        state.turns += 1
        state.remember(question)
        log.data["state_after"] = state.to_dict()
        return TurnOutcome(
            text=final, state=state, trajectory=log.finish("answered"), citations=cited,
            not_covered=bool(notices), citation_check_failed=bool(removed),
        )

    async def _draft_with_tools(
        self, messages: list[ChatMessage], evidence: list[Evidence], window: tuple[date, date], log: TrajectoryLog
    ) -> str:
        """First draft; the model may call search_statutes up to the bound, always inside `window`.

        Tools stop being offered once the budget is spent or the model repeats a search it has
        already had answered (small models do), so the next call must answer in text.
        """
        calls_left = self.settings.max_tool_calls
        asked: set[str] = set()
        while True:
            result = await self._complete(messages, log, tools=[SEARCH_TOOL] if calls_left > 0 else None)
            if not result.tool_calls or calls_left <= 0:
                return result.text.strip()
            messages.append(result.as_message())
            for call in result.tool_calls:
                query = str(call.arguments.get("query", "")).strip()
                if calls_left <= 0 or query in asked:
                    content, calls_left = "no further searches: answer from the evidence you have", 0
                else:
                    content = await self._run_tool(call.name, call.arguments, evidence, window, log)
                    asked.add(query)
                    calls_left -= 1
                messages.append(ChatMessage(role="tool", content=content, tool_call_id=call.id, name=call.name))

    async def _run_tool(self, name: str, arguments: dict, evidence: list[Evidence], window: tuple[date, date], log: TrajectoryLog) -> str:
        """search_statutes with the case window enforced: a date outside it is replaced, never obeyed."""
        started = time.perf_counter()
        entry = {"name": name, "arguments": arguments, "window": [window[0].isoformat(), window[1].isoformat()], "results": []}
        try:
            if name != "search_statutes" or not str(arguments.get("query", "")).strip():
                entry["error"] = "unknown tool or empty query"
                return "error: only search_statutes(query, date?) is available"
            search_window = window
            requested = arguments.get("date")
            if requested:
                try:
                    day = date.fromisoformat(str(requested))
                    if window[0] <= day <= window[1]:
                        search_window = (day, day)
                    else:
                        entry["date_ignored"] = str(requested)
                except ValueError:
                    entry["date_ignored"] = str(requested)
            result = await asyncio.to_thread(
                self.retriever.search, str(arguments["query"])[:500], window=search_window, top=3, today=self.today()
            )
            found = [Evidence(hit.version, "in_force", hit.covers_window, "tool") for hit in result.hits]
            added = add_unique(evidence, found)
            entry["results"] = [item.ident for item in found]
            entry["added"] = [item.ident for item in added]
            return evidence_block(found, "zh") if found else "no provision found in force on the case date"
        finally:
            entry["latency_ms"] = round((time.perf_counter() - started) * 1000, 2)
            log.data["tool_calls"].append(entry)

    async def _complete(self, messages: list[ChatMessage], log: TrajectoryLog, tools):
        started = time.perf_counter()
        try:
            result = await self.model.complete(messages, tools=tools)
        finally:
            log.add_time("model", started)
        log.add_tokens(result.prompt_tokens, result.completion_tokens)
        return result

    # -- composition ---------------------------------------------------------------------------

    def _compose(
        self, header: str, notices: list[str], body: str, checks: list[CitationCheck],
        evidence: list[Evidence], removed: list[CitationCheck], lang: str, dropped_later: bool = False,
    ) -> str:
        parts = [header, *notices, body]
        if dropped_later:
            parts.append(say("dropped_later", lang))
        comparison = self._comparison_text(checks, evidence, lang)
        if comparison:
            parts.append(comparison)
        if removed:
            parts.append(say("removed", lang, count=len(removed), items="、".join(dict.fromkeys(c.mention.text for c in removed))))
        cited = self._sources(checks, evidence)
        if cited:
            parts.append(sources_block(cited, lang))
        else:
            in_force = [item.version for item in evidence if item.role == "in_force"][:3]
            if in_force:
                parts.append(sources_block(in_force, lang, heading=say("retrieved_heading", lang)))
        return "\n\n".join(part for part in parts if part)

    @staticmethod
    def _shipped_versions(checks: list[CitationCheck], evidence: list[Evidence]) -> list[StatuteVersion]:
        """The versions behind acceptable citations; a straddling article brings all its versions."""
        out: list[StatuteVersion] = []
        for check in checks:
            if check.version is None:
                continue
            siblings = [item.version for item in evidence if item.version.key == check.version.key and item.role == "in_force"]
            for version in (siblings if check.status == "ok" else [check.version]):
                if version not in out:
                    out.append(version)
        return out

    @staticmethod
    def _comparisons(checks: list[CitationCheck], evidence: list[Evidence], best: int = 3) -> list[tuple[StatuteVersion, StatuteVersion]]:
        """(wording at the act, wording today) for changed criminal provisions in play: those the
        reply cites and the `best` retrieved ones, so 第十二条 is explained even when the draft
        forgets the provision that changed."""
        in_play = {c.version.key for c in checks if c.version is not None}
        in_play |= set(list(dict.fromkeys(item.version.key for item in evidence if item.found_by == "retrieval"))[:best])
        pairs = []
        for later in (item for item in evidence if item.role == "later_version" and item.version.key in in_play):
            old = next((item.version for item in evidence if item.role == "in_force" and item.version.key == later.version.key), None)
            if old is not None:
                pairs.append((old, later.version))
        return pairs

    def _comparison_text(self, checks: list[CitationCheck], evidence: list[Evidence], lang: str) -> str:
        """刑法 第十二条 spelled out, with both texts, for each changed provision in play."""
        pairs = self._comparisons(checks, evidence)
        if not pairs:
            return ""
        items = [
            say("comparison_item", lang, label=f"《{old.law}》{old.article_label}", old_version=old.version,
                old_window=window_text(old, lang), old_text=old.text, new_version=new.version,
                new_window=window_text(new, lang), new_text=new.text)
            for old, new in pairs
        ]
        return "\n".join([say("comparison", lang), *items])

    def _sources(self, checks: list[CitationCheck], evidence: list[Evidence]) -> list[StatuteVersion]:
        """What the reply relies on: verified citations plus the act-time wording it compares."""
        cited = self._shipped_versions([c for c in checks if c.acceptable], evidence)
        for old, _ in self._comparisons(checks, evidence):
            if old not in cited:
                cited.append(old)
        return cited

    def _add_comparisons(self, evidence: list[Evidence], case_date: CaseDate) -> None:
        """For criminal provisions amended after the act, add today's wording and 第十二条 itself."""
        today = self.today()
        changed = [item for item in evidence if item.role == "in_force" and item.version.law == CRIMINAL_LAW
                   and item.version.valid_to is not None and item.version.to_day < int(today.strftime("%Y%m%d"))]
        if not changed or case_date.window[1] >= today:
            return
        extra: list[Evidence] = []
        for item in changed:
            current = [v for v in self.retriever.versions_of(item.version.law, item.version.article, item.version.article_sub)
                       if v.valid_on(today, today)]
            extra += [Evidence(v, "later_version", True, "comparison") for v in current]
        article_12 = [v for v in self.retriever.versions_of(CRIMINAL_LAW, ARTICLE_12) if v.valid_on(*case_date.window)]
        extra += [Evidence(v, "in_force", True, "comparison") for v in article_12]
        add_unique(evidence, extra)

    def _draft_view(self, question: str, lang: str, case_date: CaseDate, checks: list[CitationCheck],
                    evidence: list[Evidence], composed: str, body: str, later: list | None = None) -> Draft:
        return Draft(
            text=composed, body=body, question=question, language=lang, case_date_text=case_date.describe(lang),
            date_matters=case_date.source != "current law", citations=checks, evidence=evidence,
            max_chars=self.settings.max_reply_chars, later_wording=later or [],
        )

    def _item(self, item_id: str) -> RubricItem:
        return next(item for item in self.rubric if item.id == item_id)

    # -- fixed replies ---------------------------------------------------------------------------

    @staticmethod
    def _changes_in_window(result: SearchResult, in_play: int = 3) -> list[str]:
        """Amendments inside the window of the articles in play: those the user named, else the
        best `in_play` hits (a far-down hit changing mid-year is no reason to ask)."""
        lang = result.analysis.language
        named = {(ref.article, ref.article_sub) for ref in result.analysis.articles}
        ranked = list(dict.fromkeys(hit.version.key for hit in result.hits))
        keys = {key for key in ranked if (key[1], key[2]) in named} if named else set(ranked[:in_play])
        changes = []
        for hit in (hit for hit in result.hits if hit.version.key in keys):
            start = hit.version.valid_from
            if not hit.covers_window and result.window[0].isoformat() < start <= result.window[1].isoformat():
                changes.append(say("change_item", lang, label=f"《{hit.version.law}》{hit.version.article_label}", date=start))
        return list(dict.fromkeys(changes))

    def _not_covered_notices(self, result: SearchResult, case_date: CaseDate, lang: str) -> list[str]:
        notices = []
        for item in result.not_covered:
            if item.reason == "law not in the corpus":
                notices.append(say("not_covered_law", lang, law=item.law))
                continue
            what = f"《{item.law}》{item.label}".strip() if item.article is not None else f"《{item.law}》"
            windows = "、".join(f"{a}至{b or '今'}" if lang == "zh" else f"{a} to {b or 'now'}" for a, b in item.windows) or "—"
            if item.reason == "article not in the corpus":
                what = f"《{item.law}》第{item.article}条" if item.law else f"第{item.article}条"
            notices.append(say("not_covered_period", lang, what=what, date=case_date.describe(lang), windows=windows))
        if not result.hits:
            notices.append(say("not_covered_nothing", lang, date=case_date.describe(lang)))
        return notices

    @staticmethod
    def _nothing_answerable(result: SearchResult) -> bool:
        """True when nothing is in force, or every article (else every law) the user named is uncovered."""
        if not result.hits:
            return True
        analysis = result.analysis
        missing_articles = [item for item in result.not_covered if item.article is not None]
        missing_laws = [item for item in result.not_covered if item.article is None]
        if analysis.articles:
            of_missing_laws = sum(1 for ref in analysis.articles if ref.law in analysis.uncovered_laws)
            return len(missing_articles) + of_missing_laws >= len(analysis.articles)
        named_laws = len(analysis.laws) + len(analysis.uncovered_laws)
        return named_laws > 0 and len(missing_laws) >= named_laws

    def _fixed(self, state: DialogueState, log: TrajectoryLog, text: str, outcome: str, not_covered: bool = False) -> TurnOutcome:
        log.data.update(final_reply=text, state_after=state.to_dict())
        return TurnOutcome(text=text, state=state, trajectory=log.finish(outcome), not_covered=not_covered)

    def _ask(self, state: DialogueState, log: TrajectoryLog, text: str, outcome: str, years: bool = False) -> TurnOutcome:
        outcome_obj = self._fixed(state, log, text, outcome)
        outcome_obj.asked_for_date = True
        outcome_obj.date_choices = dates.recent_years(self.today()) if years else []
        return outcome_obj
