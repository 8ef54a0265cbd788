"""`tempolex eval review`: does the review catch a wrong statement of law?

Each item of core/data/eval/statement_of_law.jsonl is a correct short reply written from a
statute's text, with the decisive clause and the direction the article gives. Code plants one
error at a time in it (the direction flipped, the article number changed to another evidence
article's, an amount changed, the parties swapped) and runs the deterministic review on a real
`Draft` built from the evidence, as the drafting stage does. Reported: the catch rate per error
type, false alarms on the correct replies, and contradictions that would still ship after
`core.reasoning.rewrite_conclusion`.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from core.amounts import amounts, unsupported
from core.citations import check_mentions, citable_mentions, later_wording_used, misattributed, misquoted
from core.direction import directions, sentences
from core.evidence import Evidence
from core.asker import asker_side
from core.reasoning import asks_yes_or_no, conflicting_sentences, decisive_clause, own_words, rewrite_conclusion
from core.rubric import Draft, Verdict, check_deterministic, load_rubric
from index.common.settings import corpus_path
from index.corpus import StatuteVersion, parse_record

SET_FILE = Path(__file__).parents[1] / "data" / "eval" / "statement_of_law.jsonl"
#: The case date of every item: the articles' current wording.
EVAL_DAY = date(2026, 12, 1)
ERROR_TYPES = ("direction", "article", "amount", "party")


@dataclass(frozen=True)
class Item:
    id: str
    lang: str
    law: str
    article: int
    evidence_articles: list[int]
    clause: str
    direction: dict
    question: str
    reply: str


def load_items(path: Path = SET_FILE) -> list[Item]:
    with path.open(encoding="utf-8") as handle:
        return [Item(**json.loads(line)) for line in handle if line.strip()]


class Corpus:
    """The corpus's versions by article, and those in force on the evaluation day."""

    def __init__(self, records: list[StatuteVersion]) -> None:
        self.records = records
        self.by_key: dict[tuple[str, int, int], list[StatuteVersion]] = {}
        for record in records:
            self.by_key.setdefault(record.key, []).append(record)

    def in_force(self, law: str, article: int) -> StatuteVersion:
        [version] = [v for v in self.by_key.get((law, article, 0), []) if v.valid_on(EVAL_DAY, EVAL_DAY)]
        return version

    def versions(self, law: str | None, article: int, sub: int = 0) -> list[StatuteVersion]:
        return [v for key, found in self.by_key.items() if key[1:] == (article, sub) and (law is None or key[0] == law) for v in found]

    def evidence(self, item: Item) -> list[Evidence]:
        return [Evidence(self.in_force(item.law, number)) for number in [item.article, *item.evidence_articles]]


def review(body: str, item: Item, evidence: list[Evidence], corpus: Corpus) -> list[Verdict]:
    """The deterministic review of `body` as the drafting stage builds its `Draft`."""
    window = (EVAL_DAY, EVAL_DAY)
    checks = check_mentions(citable_mentions(body, evidence), evidence, window, corpus.versions)
    draft = Draft(text=body, body=body, question=item.question, language=item.lang, case_date_text=EVAL_DAY.isoformat(),
                  date_matters=False, citations=checks, evidence=evidence, max_chars=3500,
                  later_wording=later_wording_used(body, evidence) + misquoted(body, checks, evidence),
                  misattributed=misattributed(body, checks, evidence), principal_laws=[item.law])
    return check_deterministic(load_rubric("consultation_lawyer"), draft)


# ----------------------------------------------------------------------------- planted errors

_ZH_FLIP = {"应予支持": "不予支持", "不予支持": "应予支持", "不予受理": "应予受理", "应当承担": "不承担", "不承担": "承担",
            "应当负": "不负", "不负": "应当负", "不得": "可以", "不能": "能", "不可以": "可以", "可以": "不可以", "有权": "无权",
            "无权": "有权", "无须": "应当", "应当": "无须", "必须": "不必", "无效": "有效", "有效": "无效", "违法": "合法",
            "不合法": "合法", "合法": "违法", "具有法律约束力": "没有法律约束力"}
_EN_FLIP = {"may not": "may", "may": "may not", "must": "need not", "need not": "must", "cannot": "can", "can": "cannot",
            "will not support": "will support", "will support": "will not support", "is liable": "is not liable",
            "is not liable": "is liable", "unlawful": "lawful", "lawful": "unlawful"}
_ZH_SWAP = {"用人单位": "劳动者", "劳动者": "用人单位", "出租人": "承租人", "承租人": "出租人",
            "房东": "租客", "租客": "房东", "出借人": "借款人", "借款人": "出借人", "经营者": "消费者", "消费者": "经营者",
            "男方": "女方", "女方": "男方"}
_EN_SWAP = {"employer": "employee", "employee": "employer", "landlord": "tenant", "tenant": "landlord", "lender": "borrower",
            "borrower": "lender", "consumer": "seller", "seller": "consumer"}


def _alternation(words: dict[str, str], english: bool) -> re.Pattern:
    body = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"\b(?:{body})\b" if english else body)


def _conclusion_span(body: str, lang: str) -> tuple[int, int] | None:
    """The reply's last own sentence that states a direction: its conclusion (None when the
    reply's only direction is in a quotation, as after a rewrite)."""
    own = own_words(body)
    spans = [(s, e) for s, e in sentences(own, lang) if directions(own[s:e], lang)]
    return spans[-1] if spans else None


def _replace_in_conclusion(body: str, lang: str, table: dict[str, str]) -> str:
    start, end = _conclusion_span(body, lang) or (0, 0)
    pattern = _alternation(table, lang == "en")
    return body[:start] + pattern.sub(lambda m: table[m.group(0)], body[start:end]) + body[end:]


_UNIT_WORDS = {"zh": {"元": "元", "日": "日", "月": "个月", "年": "年", "%": "%", "倍": "倍", "小时": "小时", "岁": "周岁", "周": "周", "工作日": "个工作日"},
               "en": {"元": " yuan", "日": " days", "月": " months", "年": " years", "%": "%", "倍": " times", "小时": " hours", "岁": " years old", "周": " weeks", "工作日": " working days"}}


def _change_amount(body: str, item: Item, sources: list[str]) -> str | None:
    """The reply with its first own figure (not a date) replaced by one no source states."""
    own = own_words(body)
    for amount in amounts(own, item.lang):
        at = own.find(amount.words)
        if amount.unit == "date" or at < 0:
            continue
        for factor in (3, 7, 11, 13):
            value = amount.value * factor
            words = f"{value:g}{_UNIT_WORDS[item.lang][amount.unit]}"
            if unsupported(words, sources, item.lang):
                return body[:at] + words + body[at + len(amount.words):]
    return None


def _renumber(body: str, item: Item, evidence: list[Evidence]) -> str | None:
    decisive = evidence[0].version
    other = next((e.version for e in evidence[1:] if e.version.law == decisive.law), None)
    citation = f"》{decisive.article_label}"
    if other is None or citation not in body:
        return None
    return body.replace(citation, f"》{other.article_label}", 1)


def plant(item: Item, evidence: list[Evidence]) -> dict[str, str | None]:
    """One variant of the correct reply per error type (None where the reply gives no handle)."""
    body = item.reply
    sources = [item.question, EVAL_DAY.isoformat(), evidence[0].version.text]
    variants = {
        "direction": _replace_in_conclusion(body, item.lang, _ZH_FLIP if item.lang == "zh" else _EN_FLIP),
        "article": _renumber(body, item, evidence),
        "amount": _change_amount(body, item, sources),
        "party": _replace_in_conclusion(body, item.lang, _ZH_SWAP if item.lang == "zh" else _EN_SWAP),
    }
    return {kind: (text if text is not None and text != body else None) for kind, text in variants.items()}


# ----------------------------------------------------------------------------- the measure

def _states_label(body: str, item: Item) -> bool:
    """Whether the reply's conclusion states the labelled kind the way the article goes."""
    span = _conclusion_span(body, item.lang)
    if span is None:
        return False
    start, end = span
    own = own_words(body)
    return any(s.kind == item.direction["kind"] and s.positive == item.direction["positive"]
               for s in directions(own[start:end], item.lang))


def evaluate(items: list[Item], corpus: Corpus) -> dict:
    """Catch rate per planted error type, false alarms on correct replies, and contradictions
    shipped: direction-flipped replies that, after the rewrite, still contradict the labelled clause
    and were not turned into the needs-a-lawyer notice; and flips whose rewritten conclusion states the
    labelled direction (a direct answer, not only the clause's words)."""
    caught: Counter = Counter()
    applicable: Counter = Counter()
    caught_by: dict[str, Counter] = {kind: Counter() for kind in ERROR_TYPES}
    false_alarms: list[dict] = []
    missed: list[dict] = []
    shipped: list[dict] = []
    rewritten = needs_lawyer = clause_found = labelled_ok = correct_rewritten = answered = 0
    for item in items:
        evidence = corpus.evidence(item)
        failed = [v.item for v in review(item.reply, item, evidence, corpus) if v.passed is False]
        if failed:
            false_alarms.append({"id": item.id, "failed": failed})
        article = evidence[0].version.text
        found = decisive_clause(article, item.reply, item.question)
        side = asker_side(item.question)
        correct_rewritten += rewrite_conclusion(item.reply, found, item.lang, article, side).changed
        clause_found += item.clause in found or found.rstrip("。；") in item.clause
        labelled_ok += _states_label(item.reply, item)
        for kind, variant in plant(item, evidence).items():
            if variant is None:
                continue
            applicable[kind] += 1
            verdicts = [v.item for v in review(variant, item, evidence, corpus) if v.passed is False]
            if verdicts:
                caught[kind] += 1
                caught_by[kind].update(verdicts)
            else:
                missed.append({"id": item.id, "error": kind, "reply": variant})
            if kind == "direction":
                result = rewrite_conclusion(variant, decisive_clause(article, variant, item.question), item.lang, article, side,
                                            asks_yes_or_no(item.question))
                rewritten += result.changed
                needs_lawyer += result.needs_lawyer
                answered += result.changed and not result.needs_lawyer and _states_label(result.body, item)
                if not result.needs_lawyer and conflicting_sentences(result.body, item.clause, item.lang, article, side):
                    shipped.append({"id": item.id, "reply": result.body})
    return {
        "items": len(items),
        "correct_replies_matching_their_label": labelled_ok,
        "decisive_clause_found": clause_found,
        "errors": {kind: {"planted": applicable[kind], "caught": caught[kind],
                          "catch_rate": round(caught[kind] / applicable[kind], 3) if applicable[kind] else None,
                          "caught_by": dict(caught_by[kind].most_common())} for kind in ERROR_TYPES},
        "catch_rate": round(sum(caught.values()) / max(sum(applicable.values()), 1), 3),
        "false_alarms": len(false_alarms),
        "false_alarm_rate": round(len(false_alarms) / max(len(items), 1), 3),
        "false_alarm_items": false_alarms,
        "missed": missed,
        "correct_replies_rewritten": correct_rewritten,
        "direction_flips_rewritten": rewritten,
        "direction_flips_needing_a_lawyer": needs_lawyer,
        "direction_flips_answered_the_labelled_way": answered,
        "contradictions_shipped": len(shipped),
        "shipped": shipped,
    }


def shipped_records(laws: set[str]) -> list[StatuteVersion]:
    """The shipped corpus's versions of `laws` (the set is written from it; a user's ingested
    files are not what its clauses were copied from)."""
    with corpus_path().open(encoding="utf-8") as handle:
        raws = [json.loads(line) for line in handle if line.strip()]
    return [parse_record(raw) for raw in raws if raw.get("law") in laws]


def run(path: Path = SET_FILE) -> dict:
    items = load_items(path)
    return evaluate(items, Corpus(shipped_records({item.law for item in items})))
