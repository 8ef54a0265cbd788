"""Draft → check → revise: the model writes from the evidence (with bounded searches that cannot
leave the case window), every draft is checked against the scenario's rubric, and failed items
go back to the model as revision guidance, up to a bound.

Everything the model sees and writes is recorded as spans: its own output (`model`), the quoted
evidence and tool results (`evidence`, `tool`), and the instructions written by code.
"""

from __future__ import annotations

import asyncio
import json
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date

from core.chat_model import ChatMessage, ChatModel, ChatResult, NoAnswerWritten
from core.chat_model import ToolCall as ChatToolCall
from core.addressed import addressed, harmed_not_the_party
from core.asker import asker_side
from core.askers_right import with_asked_right, with_askers_right
from core.citations import (CitationCheck, attribute_quotations, check_mentions, citable_mentions, later_wording_used,
                            misattributed, misquoted, renumber_misnumbered)
from core.compose import compose
from core.dialogue_state import CaseDate
from core.english_drift import joined, opening_of, resumed, steer, turned
from core.evidence import Evidence, add_unique
from core.instruction_echo import asks_again, echo_answered, without_asked_again, without_echo, without_question
from core.leave_short import with_leave_owed
from core.pick import (DECISIVE, PICK, Picked, deciding_words, decisive_line, met_instead_of_denied, opening, pick,
                       remedy_instead_of_neighbour, sum_instead_of_ground)
from core.prompts import EVIDENCE_STATUS, REVISE, SEARCH_TOOL, evidence_block, user_block
from core.consent import with_consent, without_needless_consent
from core.reasoning import (CONCLUSION_BLOCK, answered, asks_yes_or_no, decisive_clause, exception_applied, labelled_apart,
                            left_to_the_court, rewrite_conclusion, with_qualifier, with_saving_exception, without_reported_speech)
from core.refusal_right import with_refusal_right
from core.refused_claim import with_refused_claim
from core.rubric import Draft, Verdict, check_deterministic, check_judged
from core.scenario import Scenario
from core.say_so import with_account_noted
from core.self_denying_reason import without_self_denying_reason
from core.self_help import without_self_help
from core.staged_remedy import not_directly
from core.stated_facts import mark_unstated
from core.stated_refusal import answered_refusal
from core.denied_conditions import denied, with_notice
from core.invented_names import without_invented_names
from core.borrowed_tail import without_borrowed_tail
from core.trajectory import DraftRecord, Message, Recorder, Span, ToolCall
from core.unraised import with_unraised
from core.notice_period import with_clauses_period
from core.rate_over_cap import over_cap
from core.deposit_rule import deposit_branch
from core.forbidden_act import with_remedy
from core.lapsed_period import with_lapsed_period
from core.service_period import with_unserved_share
from core.burden_of_proof import with_burden
from core.time_bar import with_time_bar
from core.late_interest import with_late_interest
from core.other_item import without_other_item
from core.told_kin import with_asker_as_told, with_custodian_as_told
from core.unproven import unproven, with_unproven
from core.translation import MAX_TOKENS as TRANSLATION_MAX_TOKENS, accepted, drifted, request
from core.trajectory import Verdict as VerdictRecord
from core.written_calls import parse_tool_calls
from index.common.settings import AgentSettings
from index.corpus import StatuteVersion
from index.retrieval import Retriever
from index.statutory_words import with_statutory_words

NO_MORE_SEARCHES = "no further searches: answer from the evidence you have"
LAST_SEARCH = "that was your last search: answer now from the evidence you have"


@dataclass
class Case:
    """What a draft is about: the question, its date, the evidence, and the reply's fixed parts."""

    question: str
    case_date: CaseDate
    evidence: list[Evidence]
    lang: str
    facts: list[str]
    header: str
    notices: list[str]
    system: str
    search_laws: list[str] | None = None  # the model's searches stay inside these laws (the gate's)
    principal_laws: list[str] = field(default_factory=list)  # a reply rests on one of these (the gate's)

    @property
    def users_words(self) -> str:
        """Everything the user said of the case: what a reply's facts and conditions are read against."""
        return "\n".join([self.question, *self.facts])


@dataclass
class Drafted:
    body: str
    checks: list[CitationCheck]
    verdicts: list[Verdict]
    messages: list[Message] = field(default_factory=list)


def first_cited(drafted: Drafted) -> StatuteVersion | None:
    """The version of the first verified provision the draft cites: the article its conclusion rests on."""
    cited = [c.version for c in sorted(drafted.checks, key=lambda c: c.mention.start) if c.status == "ok" and c.version]
    return cited[0] if cited else None


def to_chat(message: Message) -> ChatMessage:
    """A recorded message as the chat model takes it."""
    calls = tuple(ChatToolCall(c["id"], c["function"]["name"], json.loads(c["function"]["arguments"]))
                  for c in message.tool_calls)
    return ChatMessage(role=message.role, content=message.content, tool_calls=calls,
                       tool_call_id=message.tool_call_id, name=message.name)


def case_citations(body: str, case: Case, versions_of: Callable[..., list[StatuteVersion]]) -> list[CitationCheck]:
    """The body's citations checked against the case's evidence and date: what every draft, and code's own reply
    (core.contrast), is held to."""
    return check_mentions(citable_mentions(body, case.evidence), case.evidence, case.case_date.window, versions_of)


def draft_view(case: Case, checks: list[CitationCheck], composed: str, body: str, max_chars: int,
               later: list | None = None) -> Draft:
    """What the rubric checks see of a draft."""
    return Draft(
        text=composed, body=body, question=case.question, language=case.lang,
        case_date_text=case.case_date.describe(case.lang), date_matters=case.case_date.source != "current law",
        citations=checks, evidence=case.evidence, max_chars=max_chars, later_wording=later or [],
        misattributed=misattributed(body, checks, case.evidence), principal_laws=case.principal_laws,
    )


def worse(before: list[Verdict], after: list[Verdict]) -> bool:
    """A revision that fails an item its draft passed and fixes no more than that: the 1.5B model,
    told to drop one citation it could not back, often dropped every citation (cites_evidence then
    failed in 8 of 38 final replies against 4 first drafts)."""
    failed_before = {v.item for v in before if v.passed is False}
    failed_after = {v.item for v in after if v.passed is False}
    return bool(failed_after - failed_before) and len(failed_after) >= len(failed_before)


class Drafter:
    def __init__(self, model: ChatModel, retriever: Retriever, settings: AgentSettings, scenario: Scenario,
                 recorder: Recorder, today: date) -> None:
        self.model, self.retriever, self.settings = model, retriever, settings
        self.scenario, self.recorder, self.today = scenario, recorder, today
        self.rendered_tools: list[dict] | None = None
        self.opening = ""  # the words every answer of the turn begins with (core.pick.opening)
        self.clause = ""  # the chosen article's deciding words quoted there (core.pick.deciding_words)

    def question_message(self, case: Case) -> Message:
        evidence = evidence_block(case.evidence, case.lang)
        asked = user_block(case.question, case.case_date.describe(case.lang), case.lang, case.facts)
        return Message("user", [Span("evidence", evidence), Span("user", "\n\n" + asked)])

    async def run(self, case: Case) -> Drafted:
        """The checked and revised draft, the facts it maps that the user never gave marked as such and its question
        repeated as a fact left out (`own_facts`), then its conclusion held to the article it rests on (`reasoned`):
        a mapping line answering the question against the article ("剩下的钱不能要回来") had outlived the rewritten
        conclusion and turned the reply into the needs-a-lawyer notice (stranger60 a10, session 47)."""
        drafted = self.denials_said(self.reasoned(self.own_facts(await self.revised(case), case), case), case)
        return self.to_user(self.account_noted(self.consent_kept(self.unraised_said(drafted, case), case), case), case)

    def account_noted(self, drafted: Drafted, case: Case) -> Drafted:
        """A conclusion using what only the other side said ("楼上邻居说是物业的管道问题") is told to hold only if that account
        is true (core/say_so.py)."""
        if case.lang != "zh":
            return drafted
        body, added = with_account_noted(drafted.body, case.question)
        self.recorder.record.conclusion["account"] = added
        return self.rechecked(drafted, body, case) if added else drafted

    def consent_kept(self, drafted: Drafted, case: Case) -> Drafted:
        """A permission the cited clause gives only with someone's consent says that consent (core/consent.py):
        "可以将房屋转租出去" under 第七百一十六条 is "经出租人同意，可以…"; a consent asked about that the article granting the right
        never requires is not needed."""
        cited = first_cited(drafted)
        if cited is None:
            return drafted
        body, party = with_consent(drafted.body, self.clause or cited.text, case.lang)
        self.recorder.record.conclusion["consent"] = party
        if not party and case.lang == "zh":
            body, party = without_needless_consent(drafted.body, self.clause or cited.text, cited.text, case.question)
            self.recorder.record.conclusion["needless_consent"] = party
        return self.rechecked(drafted, body, case) if party else drafted

    def unraised_said(self, drafted: Drafted, case: Case) -> Drafted:
        """A conclusion resting only on a branch of the cited article whose condition the user never raised
        (a car's owner liable "对损害的发生有过错的") is preceded by that condition and the other branch
        (core/unraised.py): the user is not told a rule's exception is their case. So is a refusal resting on a
        condition of the opening's clause the user never raised; a right it gives the other side on such a condition
        becomes a conclusion saying it holds only on that condition."""
        cited = first_cited(drafted)
        if cited is None:
            return drafted
        denied = [condition for _, condition in self.recorder.record.pick.get("denied", [])]  # by `denials_said`, before
        # "借给一个没有驾照的朋友" tells the owner's fault (对损害的发生有过错) in the statutes' words
        body, added = with_unraised(drafted.body, cited.text, in_statutes_words(case.users_words),
                                    asker_side(case.question), case.lang, self.clause, denied,
                                    without_reported_speech(case.users_words))
        self.recorder.record.conclusion["unraised"] = added
        return self.rechecked(drafted, body, case) if added else drafted

    def to_user(self, drafted: Drafted, case: Case) -> Drafted:
        """The facts and the conclusion said to the user (你), not in the user's own 我 (core/addressed.py), with no
        name the user never gave a business (core/invented_names.py)."""
        body = addressed(without_invented_names(drafted.body, case.users_words), case.lang, case.question)
        return self.rechecked(drafted, body, case) if body != drafted.body else drafted

    def denials_said(self, drafted: Drafted, case: Case) -> Drafted:
        """A condition of the quoted clause that the user's words deny (core/denied_conditions.py), or that asks for
        proof and only the other side asserts (core/unproven.py), is said before the conclusion: the conclusion
        never silently rests on it."""
        if not self.clause:
            return drafted
        denials = denied(self.clause, case.question)
        asserted = [] if denials else unproven(self.clause, case.question)
        self.recorder.record.pick["denied"] = [[d.said, d.condition] for d in denials]
        self.recorder.record.pick["unproven"] = [[u.said, u.condition] for u in asserted]
        if denials:
            return self.rechecked(drafted, with_notice(drafted.body, denials, case.lang, self.clause), case)
        return self.rechecked(drafted, with_unproven(drafted.body, asserted, case.lang, self.clause), case) if asserted else drafted

    def own_facts(self, drafted: Drafted, case: Case) -> Drafted:
        """Mapping lines whose fact is not in the user's words are marked to be checked, and the
        conclusion is said to depend on them (core/stated_facts.py): a fact is never put in the user's mouth."""
        cited = first_cited(drafted)
        body, marked = mark_unstated(drafted.body, case.users_words, case.lang, cited.text if cited else "")
        self.recorder.record.unstated_facts = marked
        return self.rechecked(drafted, body, case) if body != drafted.body else drafted

    def rechecked(self, drafted: Drafted, body: str, case: Case) -> Drafted:
        """The draft with code's changes to its body, its citations found again where they now stand."""
        return Drafted(body, case_citations(body, case, self.retriever.versions_of), drafted.verdicts, drafted.messages)

    def reasoned(self, drafted: Drafted, case: Case) -> Drafted:
        """A final conclusion that contradicts the decisive clause of the first article the draft
        cites is replaced by the clause's own words; a draft that still contradicts it becomes the
        needs-a-lawyer notice quoting the clause (core/reasoning.py): a contradiction is never sent. A reason
        denying the clause's own condition is struck (core/self_denying_reason.py).
        Asked whether the other side may refuse what the clause gives the user, whether a remedy the clause gives in
        two steps may be had directly, or whether the user may refuse what the article forbids forcing on them, code
        writes the conclusion (core/stated_refusal.py, core/staged_remedy.py, core/refusal_right.py), as it does for what a
        court refuses the other side's claim to when the user asks whether they must pay it (core/refused_claim.py), for a
        claim whose limitation period has run by the user's dates (core/time_bar.py), for taking the other side's things by
        one's own hand (core/self_help.py), for the branch of the 定金 rule the story is on (core/deposit_rule.py), for
        what the user may do about an act the clause forbids the other side (core/forbidden_act.py), for a right whose
        period has run by the user's words (core/lapsed_period.py), for the most a worker leaving a training bond early
        owes (core/service_period.py), for leave short of the days granted (core/leave_short.py) and for an outcome drawn
        from a rule of proof (core/burden_of_proof.py) and for the user's own right where the conclusion gave only the other
        side's (core/askers_right.py); an exception the facts do not raise is said after a flat conclusion
        (`with_saving_exception`)."""
        cited = first_cited(drafted)
        if cited is None:
            return drafted
        article = cited.text
        # "定制" is 第二十五条's "消费者定作的": read without the statutes' words, that excepted item was an exception the user never
        # raised (stranger72 m1, session 51, re-asked)
        clause = decisive_clause(article, drafted.body, in_statutes_words(case.question), case.question)
        result = rewrite_conclusion(drafted.body, clause, case.lang, article, asker_side(case.question),
                                    asks_yes_or_no(case.question))
        self.recorder.record.conclusion = {"changed": result.changed, "needs_lawyer": result.needs_lawyer,
                                           "reasons": list(result.reasons)}
        if result.needs_lawyer:
            return self.rechecked(drafted, result.body, case)
        body = result.body
        if not result.changed:
            body = without_self_denying_reason(left_to_the_court(drafted.body, clause, case.lang), clause, article, case.question)
            body = with_qualifier(answered(body, clause, case.lang), clause, case.lang, article)
        if case.lang == "zh":
            record = self.recorder.record.conclusion
            for name, rewrite in (("other_item", lambda b: without_other_item(b, case.evidence, in_statutes_words(case.question),
                                                                              clause)),
                                  ("refusal", lambda b: answered_refusal(b, case.question, clause, article)),
                                  ("not_directly", lambda b: not_directly(b, clause, case.question, article)),
                                  ("refusal_right", lambda b: with_refusal_right(b, article, case.question)),
                                  ("refused_claim", lambda b: with_refused_claim(b, clause, case.question, asker_side(case.question))),
                                  ("time_bar", lambda b: with_time_bar(b, article, case.question, self.today, case.evidence)),
                                  ("self_help", lambda b: without_self_help(b, article, case.question)),
                                  ("asker_kin", lambda b: with_asker_as_told(b, case.question)),
                                  ("custodian", lambda b: with_custodian_as_told(b, case.question)),
                                  ("rate_cap", lambda b: over_cap(b, clause, case.question, case.case_date.window)),
                                  ("late_interest", lambda b: with_late_interest(b, clause, case.question, case.evidence)),
                                  ("leave_short", lambda b: with_leave_owed(b, clause, case.question)),
                                  ("deposit", lambda b: deposit_branch(b, article, case.question)),
                                  ("remedy", lambda b: with_remedy(b, cited, clause, case.question)),
                                  ("lapsed", lambda b: with_lapsed_period(b, clause, case.question)),
                                  ("service_period", lambda b: with_unserved_share(b, article, case.question)),
                                  ("burden", lambda b: with_burden(b, article)),
                                  ("notice_period", lambda b: with_clauses_period(b, clause)),
                                  ("exception", lambda b: exception_applied(b, article, with_statutory_words(case.question))),
                                  ("saving", lambda b: with_saving_exception(b, article, clause, case.question)),
                                  ("askers_right", lambda b: with_askers_right(b, article, case.question)),
                                  ("asked_right", lambda b: with_asked_right(b, article, case.question))):
                rewritten = rewrite(body)
                record[name], body = rewritten != body, rewritten
        return self.rechecked(drafted, body, case) if body != drafted.body else drafted

    async def revised(self, case: Case) -> Drafted:
        """First draft (with tools), then check and revise until the rubric passes or a bound.

        Revising stops at `max_revisions`, when a revision comes back unchanged (a small model
        repeats itself; checking it again would only repeat the verdicts), or when another
        revision would overrun the turn's time budget, judged by how long the last draft took.
        A revision that is worse than its draft (see `worse`) is dropped and the draft stands.
        """
        messages = [Message("system", [Span("instruction", case.system)]), self.question_message(case)]
        picked = await self.pick(messages, case)
        if picked.chosen is not None:
            messages[-1].spans.append(Span("instruction", decisive_line(picked, case.question, case.lang)))
            self.opening = opening(picked, case.question, case.lang)
            self.clause = deciding_words(picked, case.question, case.lang)
            self.recorder.record.pick["opening"] = self.opening
        body = await self.in_reply_language(self.tidied(await self.first_draft(messages, case), case), case)
        last_draft_s = self.recorder.stage_seconds("draft")
        previous: Drafted | None = None
        for attempt in range(self.settings.max_revisions + 1):
            messages.append(Message("assistant", [Span("model", body)]))  # the draft under review
            checks, verdicts = await self.check(case, body, messages)
            failed = [v for v in verdicts if v.passed is False]  # unjudged items drive no revision
            if previous is not None and worse(previous.verdicts, verdicts):
                self.recorder.record.revision_stop = "worse"
                return previous  # its messages end with the draft, as the reply stands on it
            previous = Drafted(body, checks, verdicts, list(messages))
            stop = self.stop_reason(failed, attempt, last_draft_s)
            if stop is not None:
                self.recorder.record.revision_stop = stop
                return Drafted(body, checks, verdicts, messages)
            guidance = "\n".join(f"- {self.scenario.item(v.item).guidance(case.lang)} {v.detail}".rstrip() for v in failed)
            messages.append(Message("user", [Span("instruction", REVISE[case.lang].format(failures=guidance))]))
            started = time.perf_counter()
            with self.recorder.stage("revise"):
                revised = self.tidied(call_free((await self.complete(messages, self.rendered_tools, case)).text), case)
            if revised and revised != body:
                revised = await self.in_reply_language(revised, case)
            last_draft_s = time.perf_counter() - started
            self.recorder.record.revisions += 1
            if not revised or revised == body:
                self.recorder.record.revision_stop = "unchanged"
                del messages[-1]  # the reply stands on the draft already checked
                return Drafted(body, checks, verdicts, messages)
            body = revised
        raise AssertionError("unreachable")

    async def pick(self, messages: list[Message], case: Case) -> Picked:
        """The deciding article, chosen by the model from the evidence (core/pick.py), with the
        prompt the first draft will have, so its evaluated prefix is the draft's."""
        tools = [SEARCH_TOOL] if self.settings.max_tool_calls > 0 else None
        with self.recorder.stage("pick"):
            picked = met_instead_of_denied(await pick(self.model, [to_chat(m) for m in messages], case.evidence, tools, case.lang),
                                           case.question, case.lang)
            picked = remedy_instead_of_neighbour(sum_instead_of_ground(picked, case.question, case.lang), case.question, case.lang)
        self.recorder.record.pick = picked.to_log()
        return picked

    async def in_reply_language(self, body: str, case: Case) -> str:
        """An English draft that drifted into Chinese, translated by the model in a conversation of
        its own (core/translation.py; continuing the draft's, it answered anew and dropped the
        markers); the draft as it was when the translation is unusable."""
        if not drifted(body, case.lang):
            return body
        asked, kept = request(body)
        with self.recorder.stage("translate"):
            result = await self.model.complete([ChatMessage("user", asked)], max_tokens=TRANSLATION_MAX_TOKENS,
                                               temperature=0.0, aside=True)
        self.recorder.add_tokens(result.prompt_tokens, result.completion_tokens, result.cached_tokens)
        text = cut_at_last_sentence(result.text) if result.finish_reason == "length" else result.text
        english = accepted(text, body, kept)
        self.recorder.record.translations.append({"draft": body, "translation": result.text, "used": english is not None})
        return english or body

    def tidied(self, body: str, case: Case) -> str:
        """The draft without the sentences that repeat its instructions or lines that repeat the question, an echoed question
        answered at once made one statement (core/instruction_echo.py), with a wrong article number before another article's words corrected, and the articles
        named after quotations the model left uncited, and a conclusion's closing clauses copied from an uncited article
        (`core.borrowed_tail`); each recorded; a harmed user is not named the party who answers for
        it (`core.addressed.harmed_not_the_party`). The instructions include the
        lines the pick stage adds after the question: a reply once opened "决定这个问题的条文是……先引用它并写出其中决定问题的原文"."""
        body, removed = without_echo(body, "\n".join([case.system, *PICK.values(), *DECISIVE.values()]))
        self.recorder.record.removed_instruction_echo.extend(removed)
        body, repeated = without_question(body, case.question)
        self.recorder.record.removed_instruction_echo.extend(repeated)
        body = echo_answered(body)
        body, renumbered = renumber_misnumbered(body, case.evidence)
        self.recorder.record.renumbered_citations.extend(renumbered)
        body, added = attribute_quotations(body, case.evidence)
        self.recorder.record.attributed_quotations.extend(added)
        body, borrowed = without_borrowed_tail(body, case.evidence)
        self.recorder.record.removed_borrowed_clauses.extend(borrowed)
        return harmed_not_the_party(body, case.question) if case.lang == "zh" else body

    def stop_reason(self, failed: list[Verdict], attempt: int, last_draft_s: float) -> str | None:
        """Why no (further) revision is made, or None to revise."""
        if not failed:
            return "passed"
        if attempt == self.settings.max_revisions:
            return "max_revisions"
        if self.recorder.elapsed_s() + last_draft_s > self.settings.turn_budget_s:
            return "time_budget"
        return None

    async def check(self, case: Case, body: str, conversation: list[Message]) -> tuple[list[CitationCheck], list[Verdict]]:
        """Verify the draft's citations and run every rubric item; the draft is recorded with its verdicts.

        `conversation` ends with the draft: the judge continues it (see `check_judged`).
        """
        record = self.recorder.record
        with self.recorder.stage("check"):
            checks = case_citations(body, case, self.retriever.versions_of)
            # Wording the article did not have on the case date: a later amendment's, or invented.
            later = later_wording_used(body, case.evidence) + misquoted(body, checks, case.evidence)
            composed = compose(case.header, case.notices, body, checks, case.evidence, case.lang)
            draft = draft_view(case, checks, composed, body, self.settings.max_reply_chars, later)
            verdicts = check_deterministic(list(self.scenario.rubric), draft)
        with self.recorder.stage("judge"):
            judged, judge_log = await check_judged(list(self.scenario.rubric), draft, self.model,
                                                   [to_chat(m) for m in conversation], self.rendered_tools)
        if judge_log:
            record.judge_calls.append(judge_log)
            self.recorder.add_tokens(judge_log["prompt_tokens"], judge_log["completion_tokens"],
                                     judge_log["cached_tokens"])
        verdicts += judged
        record.drafts.append(DraftRecord(body, [c.to_log() for c in checks],
                                         [VerdictRecord(v.item, v.passed, v.kind, v.detail) for v in verdicts]))
        return checks, verdicts

    async def first_draft(self, messages: list[Message], case: Case) -> str:
        """The model may call search_statutes up to the bound, always inside the case window.

        The tool stays in the prompt for the whole turn, and the messages only ever grow, so every
        later call (next draft, review, revision) continues the evaluated prefix instead of
        evaluating the prompt again: dropping the tool once the budget was spent rewrote the system
        prompt and re-evaluated all of it (English turns with a search took 77-88 s to draft and
        16 s to review, against about 30 s and 2 s without). The last search's result says it was
        the last; a search asked for after that, or one repeated (small models do), is answered
        "no further searches", and the draft after that answer is final. Searches it still writes
        out are no answer: they are taken out, and a draft with nothing else raises
        `NoAnswerWritten` (the user gets the provisions in force instead of the model's call lines).
        """
        calls_left = self.settings.max_tool_calls
        tools = [SEARCH_TOOL] if calls_left > 0 else None
        asked: set[str] = set()
        refused = False
        while True:
            with self.recorder.stage("draft"):
                result = await self.complete(messages, tools, case)
            if not result.tool_calls or refused or tools is None:
                return without_calls(result.text)
            messages.append(Message("assistant", [Span("model", result.text)],
                                    [call.to_openai() for call in result.tool_calls]))
            for call in result.tool_calls:
                query = str(call.arguments.get("query", "")).strip()
                if calls_left <= 0 or query in asked:
                    content, refused = NO_MORE_SEARCHES, True
                else:
                    content = await self.search_tool(call.name, call.arguments, case)
                    asked.add(query)
                    calls_left -= 1
                    if calls_left == 0:
                        content += "\n\n" + LAST_SEARCH
                messages.append(Message("tool", [Span("tool", content)], tool_call_id=call.id, name=call.name))

    async def search_tool(self, name: str, arguments: dict, case: Case) -> str:
        """search_statutes with the case window (and the gate's governing laws) enforced: a date outside
        the window is replaced, never obeyed."""
        window = case.case_date.window
        entry = ToolCall(name, arguments, [window[0].isoformat(), window[1].isoformat()])
        self.recorder.record.tool_calls.append(entry)
        with self.recorder.stage("tools"):
            if name != "search_statutes" or not str(arguments.get("query", "")).strip():
                entry.error = "unknown tool or empty query"
                return "error: only search_statutes(query, date?) is available"
            search_window = self.tool_window(arguments.get("date"), window, entry)
            result = await asyncio.to_thread(
                self.retriever.search, str(arguments["query"])[:500], window=search_window, top=3, today=self.today,
                laws=case.search_laws,
            )
            found = [Evidence(hit.version, "in_force", hit.covers_window, "tool") for hit in result.hits]
            entry.results = [item.ident for item in found]
            entry.added = [item.ident for item in add_unique(case.evidence, found)]
            entry.latency_ms = round(result.latency_ms, 2)
            return evidence_block(found, "zh") if found else "no provision found in force on the case date"

    @staticmethod
    def tool_window(requested, window: tuple[date, date], entry: ToolCall) -> tuple[date, date]:
        """A day the model asks for, if it lies inside the case window; otherwise the window."""
        if not requested:
            return window
        try:
            day = date.fromisoformat(str(requested))
        except ValueError:
            day = None
        if day is not None and window[0] <= day <= window[1]:
            return day, day
        entry.date_ignored = str(requested)
        return window

    async def complete(self, messages: list[Message], tools: list[dict] | None, case: Case) -> ChatResult:
        """One model call, capped at `answer_max_tokens` (a cut-off answer ends at its last complete
        sentence), the answer begun with the turn's `opening` (its text includes it); remembers the
        tools it was rendered with, which later calls of the turn reuse so their prompts share the
        evaluated prefix (the tools are part of the system prompt). An English draft is watched for
        a turn into Chinese and resumed in English (core/english_drift.py)."""
        self.rendered_tools = tools
        chat = [to_chat(message) for message in messages]
        begun = self.opening
        result = await self.model.complete(chat, tools=tools, max_tokens=self.settings.answer_max_tokens, begun=begun,
                                           halt=(lambda written: turned(begun + written)) if case.lang == "en" else None)
        self.recorder.add_tokens(result.prompt_tokens, result.completion_tokens, result.cached_tokens)
        result.text = begun + result.text
        if result.tool_calls:
            return result
        result.text = result.text.replace("\\n", "")  # an escape copied from a JSON-quoted article (stranger17 q6)
        result.text = labelled_apart(result.text)
        if result.finish_reason == "length":
            result.text = cut_at_last_sentence(before_the_loop(result.text))
        result.text = without_asked_again(result.text, case.question)
        if begun and not CONCLUSION_BLOCK.search(result.text):
            result.text = await self.concluded(chat, tools, result.text, case.lang, case.question)
        if case.lang == "en":
            result.text = await self.resumed_in_english(chat, tools, result.text, case.evidence)
        return result

    async def concluded(self, chat: list[ChatMessage], tools: list[dict] | None, text: str, lang: str, question: str = "") -> str:
        """A draft begun from the chosen article that stopped before any conclusion, continued from its
        conclusion's label: stranger22 q1 (session 34, blind) listed "我入职两个月公司" as fact after fact
        until the token cap, and the user got the quotation, one fact and no answer. The continuation
        reads the same prefix (cached) and is short; without it the reply goes to the checks as it is. A conclusion that only asked
        part of the question again (`core.instruction_echo.without_asked_again`) is continued the same way."""
        begun = text.rstrip() + CONCLUSION_LABEL[lang]
        result = await self.model.complete(chat, tools=tools, max_tokens=CONCLUSION_MAX_TOKENS, begun=begun)
        self.recorder.add_tokens(result.prompt_tokens, result.completion_tokens, result.cached_tokens)
        said = call_free(result.text).split("\n\n")[0].strip()
        if result.finish_reason == "length":
            said = cut_at_last_sentence(said)
        if asks_again(said, question):
            said = ""  # the question asked once more answers nothing
        self.recorder.record.concluded.append({"drafted": text, "continued": result.text, "used": bool(said)})
        return begun + said if said else text

    async def resumed_in_english(self, chat: list[ChatMessage], tools: list[dict] | None, text: str,
                                 evidence: list[Evidence]) -> str:
        """The English draft as it stands, or, where it turned into Chinese after a citation, resumed
        from that citation in English. A wrong number before the copied words is corrected first
        (`renumber_misnumbered`: cut back to the citation, the words that show it would be gone).
        The continuation is watched the same way: a second turn keeps the English sentences before
        it; a continuation with no English leaves the draft as first written to the translation."""
        steered = steer(text)
        if steered.begun is None:
            return steered.kept
        text, renumbered = renumber_misnumbered(text, evidence)
        self.recorder.record.renumbered_citations.extend(renumbered)
        steered = steer(text, opening_of(evidence))
        if steered.begun is None:
            return steered.kept
        begun = steered.begun
        result = await self.model.complete(chat, tools=tools, max_tokens=self.settings.answer_max_tokens // 2,
                                           begun=begun, halt=lambda written: turned(joined(begun, written)))
        self.recorder.add_tokens(result.prompt_tokens, result.completion_tokens, result.cached_tokens)
        english = resumed(begun, call_free(result.text))
        if english is not None and result.finish_reason == "length":
            english = cut_at_last_sentence(english)
        self.recorder.record.resumed_in_english.append(
            {"drafted": text, "begun": begun, "continued": result.text, "used": english is not None})
        return english or text


_SENTENCE_END = re.compile(r"[。！？!?；;][”’」]?|\.(?=\s|$)|\n")


#: How long a stretch must be, said again, to show a draft going round in circles.
LOOP_SPAN = 24
#: A list item's number, at the start of a line or inside one after a mark ("；8. 事项……"): a loop over numbered items
#: repeats everything but it (not a decimal, nor 第N条).
_ITEM_NUMBER = re.compile(r"(?:(?m:^)|(?<=[；;。，,：:\s]))[ \t]*\d{1,3}[.、](?!\d)[ \t]*")
#: The label a conclusion is continued from, and how long it may run.
CONCLUSION_LABEL = {"zh": "\n\n结论：", "en": "\n\nConclusion: "}
CONCLUSION_MAX_TOKENS = 120


def in_statutes_words(text: str) -> str:
    """The user's own words (what they report the other side saying left out) with the statutes' words for everyday ones, as
    the pick reads them: the facts a conclusion's clause and its untold conditions are judged by. "狗主人说是我先逗狗的" raises
    no exception of 民法典 第一千二百四十五条 (everyday a5, session 51, had been sent the needs-a-lawyer notice)."""
    return with_statutory_words(without_reported_speech(text))


def before_the_loop(text: str) -> str:
    """A draft that ran out of tokens going round in circles, up to where it starts saying again what it
    said (stranger17 q6 repeated "你、你妹妹和你妈都可以继承，但根据……第一千一百五十四条" until cut; stranger22 q1
    numbered "我入职两个月公司" 1 to 29 line by line, side by side 1329 "事项应当符合行政许可的程序" 7 to 21 in one
    conclusion, so items' numbers are not compared); the whole text when nothing that long is said twice."""
    masked = _ITEM_NUMBER.sub(lambda m: "#" * len(m.group(0)), text)
    for start in range(LOOP_SPAN, len(masked) - LOOP_SPAN + 1):
        if masked.find(masked[start:start + LOOP_SPAN]) < start:
            return text[:start + 1] if text[start] in "\n；;。" else text[:start]  # said again: the first stays whole
    return text


def cut_at_last_sentence(text: str) -> str:
    """The text up to its last complete sentence (all of it when none ends). A parenthesis left open
    is no complete sentence, whatever ends inside it: a draft cut in a copied evidence note ended
    "Under 《中华人民共和国民法典》第1089条（2020/民法典；2021-01-01 to in force；"."""
    ends = [match.end() for match in _SENTENCE_END.finditer(text)]
    opened = max(text.rfind("（"), text.rfind("("))
    if opened > max(text.rfind("）"), text.rfind(")")):
        ends = [end for end in ends if end <= opened]
    return text[:ends[-1]].rstrip() if ends else text


SEARCH_NAME = SEARCH_TOOL["function"]["name"]
#: A line that still names the search tool, however it is written (a cut-off inline call included).
_CALL_LINE = re.compile(rf"^.*{SEARCH_NAME}.*$\n?", re.M)


def call_free(text: str) -> str:
    """The text without the searches the model wrote out in it (a revision of only those is empty,
    so the draft stands), without markdown markup, and without lines it repeats."""
    prose, _ = parse_tool_calls(text, {SEARCH_NAME})
    return without_repeats(without_markup(_CALL_LINE.sub("", prose))).strip()


#: Heading marks at a line's start and bold marks: the reply is plain text (the bot escapes it),
#: so English drafts' "### Conclusion" and "**Reasons:**" reached users as they were written.
_MARKUP = re.compile(r"^[ \t]*#{1,6}[ \t]*|\*\*", re.M)
#: The prompt's own tags, an <evidence> block copied back whole (an English draft began with
#: its evidence, then "<answer>"), and an evidence header's version note copied after a citation
#: ("第七百五十四条（2020/民法典；2021-01-01 to in force；in force on the case date）", also in ASCII
#: brackets and semicolons around an amendment's own brackets: "(2015修正/刑法修正案（九）; …)").
_STATUSES = "|".join(re.escape(text) for by_language in EVIDENCE_STATUS.values() for text in by_language.values())
_ECHO = re.compile(rf"<evidence>.*?</evidence>|</?(?:evidence|answer|question|earlier)>|[ \t]?[（(](?:[^（）()\n]|（[^（）\n]*）)*[；;][ \t]*(?:{_STATUSES})[）)]", re.S)


#: A fenced block, closed or cut off by the token cap: a reply is plain prose, and after a search
#: the model once wrote its own imitation of the exchange (```json {"arguments": …, "result":
#: {"provisions": …}}) under the heading "Result", and that was sent as the answer.
_FENCED_BLOCK = re.compile(r"```.*?(?:```|\Z)", re.S)


#: The evidence block's passage numbers ("[E1]"), which the pick line names and drafts copy: they
#: mean nothing to the user ("决定问题的条文是 [E1]《中华人民共和国民法典》第一千零八十九条").
_PASSAGE_NUMBER = re.compile(r"[ \t]?\[E\d+\][ \t]?")


#: LaTeX a draft wrote for a sum (a display block with \times, \text{…} and "4.35\%"): the user saw the
#: backslashes, and the amounts check did not read 4.35 %, a rate nobody gave.
_MATH_WORDS = (("\\times", "×"), ("\\cdot", "×"), ("\\div", "÷"), ("\\%", "%"), ("\\[", ""), ("\\]", ""),
               ("\\(", ""), ("\\)", ""), ("$$", ""))
_MATH_TEXT = re.compile(r"\\(?:text|mathrm|textbf)\{([^{}]*)\}")
_MATH_FRACTION = re.compile(r"\\frac\{([^{}]*)\}\{([^{}]*)\}")


def plain_math(text: str) -> str:
    """LaTeX sums as plain text: 4 × 4.35% = 17.4%."""
    if "\\" not in text and "$$" not in text:
        return text
    text = _MATH_FRACTION.sub(r"\1/\2", _MATH_TEXT.sub(r"\1", text))
    for latex, plain in _MATH_WORDS:
        text = text.replace(latex, plain)
    return text


#: The conclusion's label written in quotation marks at the start of a line ("“结论：”当事人……"), copied from the
#: instruction that names it: the label unquoted is what the reply's checks read as the conclusion, and without it the
#: draft was continued from another "结论：" and the user read the conclusion twice (side by side 639, session 50).
_QUOTED_LABEL = re.compile(r"^([ \t]*)[“\"「『]\s*(结论|Conclusion)\s*([:：])\s*[”\"」』]", re.M | re.I)


def without_markup(text: str) -> str:
    """The text with markdown heading and bold marks, fenced blocks, echoed prompt tags and the
    evidence's passage numbers taken out (the words outside them stay), the conclusion's label
    unquoted, and LaTeX as plain text."""
    text = _QUOTED_LABEL.sub(r"\1\2\3", _FENCED_BLOCK.sub("", text))
    return plain_math(_PASSAGE_NUMBER.sub("", _MARKUP.sub("", _ECHO.sub("", text))))


#: A numbered item with no text, or a lead-in ending in a colon, left at the end: what remains of
#: a loop cut by the token cap once its repeats are gone.
_BARE_ITEM_AT_END = re.compile(r"\n\s*(?:\d+[.、]|[（(][一二三四五六七八九十\d]+[）)])\s*$")
_LEAD_IN_AT_END = re.compile(r"\n[^\n]*[：:]\s*$")
_BLANK_LINES = re.compile(r"\n{3,}")  # what a removed paragraph leaves between its neighbours
#: A repeated line shorter than this may be a legitimate repeat (a heading, "（一）").
_REPEAT_MIN_CHARS = 8


def without_repeats(text: str) -> str:
    """The text with every line that repeats an earlier one left out: near the token cap the
    1.5B model loops over a paragraph ("如果……可以和解，但需要符合以下条件：" and its two items, four
    times over, then a bare "1."), and the user got the loop."""
    seen: set[str] = set()
    kept = []
    for line in text.split("\n"):
        key = line.strip()
        if len(key) >= _REPEAT_MIN_CHARS and key in seen:
            continue
        seen.add(key)
        kept.append(line)
    text = _BLANK_LINES.sub("\n\n", "\n".join(kept))
    return _LEAD_IN_AT_END.sub("", _BARE_ITEM_AT_END.sub("", text))


def without_calls(text: str) -> str:
    """The draft without the searches the model wrote out as text; a first draft of nothing else,
    or of a bare heading ("Result" above a fenced block), is no answer."""
    prose = call_free(text)
    if not prose or (len(prose) < 40 and not _SENTENCE_END.search(prose)):  # short and no sentence: a heading
        raise NoAnswerWritten("the draft held no answer, only search calls, code or a heading")
    return prose
