"""Rewards for GRPO and the metrics of the publish gate, each a small tested function.

`reward(sample, text, corpus)` is 0 when the output breaks the format; otherwise the task score:
article recitation: 1 when ROUGE-L against the dated corpus text is >= 0.95, else half the ROUGE-L
(partial credit: with a 0/1 reward most groups of rollouts score alike and GRPO learns nothing
from them; the gate still counts only full recitations); consultation: the
share of provisions cited that are valid on the case date (and in the evidence given), the share
of the rubric's deterministic items passed, and the user's feedback on the stored reply (resembling
a 👍 reply earns, resembling a 👎 one does not).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from typing import Any

from core.citations import check_mentions, find_mentions, misattributed
from core.evidence import Evidence
from core.rubric import Draft, check_deterministic, load_rubric
from index.common.text import rouge_l_chars
from index.corpus import StatuteVersion

RECITATION_THRESHOLD = 0.95
_TEMPLATE_TOKENS = re.compile(r"<\|im_start\|>|<\|im_end\|>|<\|endoftext\|>")


class Corpus:
    """The statute versions by (law, article, article_sub), for dated look-ups."""

    def __init__(self, records: list[StatuteVersion]) -> None:
        self.by_key: dict[tuple[str, int, int], list[StatuteVersion]] = {}
        self.by_id: dict[str, StatuteVersion] = {}
        for record in records:
            self.by_key.setdefault((record.law, record.article, record.article_sub), []).append(record)
            self.by_id[f"{record.law}|{record.article}|{record.article_sub}|{record.valid_from}"] = record

    def versions(self, law: str | None, article: int, sub: int) -> list[StatuteVersion]:
        if law is None:
            return [v for (_, a, s), vs in self.by_key.items() if a == article and s == sub for v in vs]
        return self.by_key.get((law, article, sub), [])

    def in_force(self, law: str, article: int, sub: int, day: date) -> StatuteVersion | None:
        return next((v for v in self.versions(law, article, sub) if v.valid_on(day, day)), None)


@lru_cache(maxsize=1)
def shipped_corpus() -> Corpus:
    from index.open_index import load_all_records

    return Corpus(load_all_records())


# -- format ---------------------------------------------------------------------------------------


def format_ok(text: str, max_chars: int = 4000) -> bool:
    """A usable reply: not empty, not too long, no chat-template tokens, balanced think/tool tags."""
    body = text.strip()
    if not body or len(body) > max_chars or _TEMPLATE_TOKENS.search(body):
        return False
    for tag in ("think", "tool_call"):
        if body.count(f"<{tag}>") != body.count(f"</{tag}>"):
            return False
    return bool(re.sub(r"<think>.*?</think>", "", body, flags=re.S).strip())


# -- task scores ----------------------------------------------------------------------------------


def recitation_score(text: str, reference: str) -> float:
    """1 when the recitation matches the dated text (ROUGE-L >= 0.95), else 0."""
    return 1.0 if rouge_l_chars(text, reference) >= RECITATION_THRESHOLD else 0.0


def recitation_reward(text: str, reference: str) -> float:
    """The GRPO reward of a recitation: 1 at the bar, else half its ROUGE-L (always below the bar's 1)."""
    similarity = rouge_l_chars(text, reference)
    return 1.0 if similarity >= RECITATION_THRESHOLD else 0.5 * similarity


def _evidence(sample: dict[str, Any], corpus: Corpus) -> list[Evidence]:
    items = []
    for ident in sample.get("evidence_ids") or []:
        version = corpus.by_id.get(ident)
        if version is not None:
            items.append(Evidence(version))
    return items


def _day(value: str | None) -> date:
    return date.fromisoformat(value) if value else date.today()


def citation_score(text: str, sample: dict[str, Any], corpus: Corpus) -> float:
    """Share of cited provisions valid on the case date (and in the evidence when it is given);
    0 when nothing is cited."""
    mentions = find_mentions(text)
    if not mentions:
        return 0.0
    day = _day(sample.get("case_date"))
    evidence = _evidence(sample, corpus)
    if evidence:
        checks = check_mentions(mentions, evidence, (day, day), corpus.versions)
        return sum(1 for c in checks if c.acceptable) / len(checks)
    valid = [m for m in mentions if m.covered and any(v.valid_on(day, day) for v in corpus.versions(m.law, m.article, m.article_sub))]
    return len(valid) / len(mentions)


def rubric_score(text: str, sample: dict[str, Any], corpus: Corpus, rubric: str = "consultation_lawyer") -> float:
    """Share of the rubric's deterministic items the reply passes (core.rubric's own checks)."""
    day = _day(sample.get("case_date"))
    evidence = _evidence(sample, corpus)
    checks = check_mentions(find_mentions(text), evidence, (day, day), corpus.versions)
    draft = Draft(
        text=text, body=text, question=sample.get("question", ""), language=sample.get("language", "zh"),
        case_date_text=sample.get("case_date") or "", date_matters=bool(sample.get("case_date")),
        citations=checks, evidence=evidence, max_chars=int(sample.get("max_chars", 3500)),
        misattributed=misattributed(text, checks, evidence),
    )
    verdicts = check_deterministic(load_rubric(rubric), draft)
    return sum(1 for v in verdicts if v.passed) / max(len(verdicts), 1)


def feedback_score(text: str, sample: dict[str, Any]) -> float:
    """The user's vote on the stored reply, transferred by resemblance: 👍 → ROUGE-L with it,
    👎 → 1 - ROUGE-L, no vote → 0.5."""
    vote, stored = sample.get("feedback"), sample.get("reply") or ""
    if not vote or not stored:
        return 0.5
    similarity = rouge_l_chars(text, stored)
    return similarity if vote > 0 else 1.0 - similarity


@dataclass(frozen=True)
class Weights:
    citations: float = 0.4
    rubric: float = 0.4
    feedback: float = 0.2


def reward(sample: dict[str, Any], text: str, corpus: Corpus, weights: Weights = Weights()) -> float:
    """The GRPO reward of one rollout: 0 for a broken format, else the task score in [0, 1]."""
    if not format_ok(text):
        return 0.0
    if sample.get("task") == "recitation":
        return recitation_reward(text, sample.get("reference") or "")
    return (
        weights.citations * citation_score(text, sample, corpus)
        + weights.rubric * rubric_score(text, sample, corpus)
        + weights.feedback * feedback_score(text, sample)
    )
