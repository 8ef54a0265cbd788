"""Rubric items per role, loaded from TOML, and their checks (TALA's rubric-aligned collaboration).

Deterministic items are decided by code from the draft and its verified citations; judged items
are decided by the model acting as a reviewer in one call that returns a JSON verdict per item.
A judge answer that cannot be parsed is neither a pass nor a failure: the item is recorded as
unjudged (`passed is None`), drives no revision, and is counted apart in the evaluation.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Sequence

from core.amounts import unsupported
from core.asked_payer import answers_another_actor, answers_another_payer, burdens_the_blameless, claims_instead_of_bearing
from core.chat_model import ChatMessage, ChatModel
from core.citations import CitationCheck, plain_wording
from core.direction import ANYONE, PERSON, Stance, directions, in_condition, subject_before, swapped_parties
from core.evidence import Evidence
from core.prompts import JUDGE
from core.asker import SERVING, asker_side
from core.outcome_rules import PERFORMANCE_CLAIMED, WILL_FORM
from core.reasoning import CONCLUSION_BLOCK, COST_BORNE, PENALTY, conflicting_sentences, decisive_clause, own_words
from core.share_out import leaves_the_asker_out
from core.complaint.rate_cap import lpr_figures
from index.common.text import han_ngrams, han_share
from index.corpus import StatuteVersion
from index.law_names import parent_law

RUBRIC_DIR = Path(__file__).parent / "rubrics"


@dataclass(frozen=True)
class RubricItem:
    id: str
    kind: str
    guidance_zh: str
    guidance_en: str
    check: str = ""
    criterion_zh: str = ""
    criterion_en: str = ""

    def guidance(self, language: str) -> str:
        return self.guidance_zh if language == "zh" else self.guidance_en

    def criterion(self, language: str) -> str:
        return self.criterion_zh if language == "zh" else self.criterion_en


@dataclass(frozen=True)
class Verdict:
    """`passed` is None for a judged item the reviewer's answer did not decide."""

    item: str
    passed: bool | None
    kind: str
    detail: str = ""

    def to_log(self) -> dict:
        return {"item": self.item, "passed": self.passed, "kind": self.kind, "detail": self.detail}


@dataclass(frozen=True)
class Draft:
    """What the checks see: the composed reply, the model's own part of it, and the facts to judge it."""

    text: str
    body: str
    question: str
    language: str
    case_date_text: str
    date_matters: bool
    citations: list[CitationCheck]
    evidence: list[Evidence]
    max_chars: int
    later_wording: list[tuple[StatuteVersion, str]] = field(default_factory=list)
    #: (cited version, the version whose words the sentence states, the words): core.citations.misattributed
    misattributed: list[tuple[StatuteVersion, StatuteVersion, str]] = field(default_factory=list)
    #: The principal laws of the question's fields (the relevance gate's): a reply rests on one.
    principal_laws: list[str] = field(default_factory=list)


def load_rubric(role: str) -> list[RubricItem]:
    data = tomllib.loads((RUBRIC_DIR / f"{role}.toml").read_text(encoding="utf-8"))
    items = [RubricItem(**item) for item in data["items"]]
    unknown = [item.check for item in items if item.kind == "deterministic" and item.check not in CHECKS]
    if unknown:
        raise ValueError(f"rubric {role}: unknown deterministic checks {unknown}")
    return items


def _citations_valid(draft: Draft) -> tuple[bool, str]:
    bad = [c for c in draft.citations if c.status in ("not_in_evidence", "not_valid_on_date", "ambiguous")]
    return not bad, "; ".join(f"{c.mention.text}: {c.status}" for c in bad)


def _no_invented_article(draft: Draft) -> tuple[bool, str]:
    bad = [c for c in draft.citations if c.status == "not_in_corpus"]
    return not bad, "; ".join(c.mention.text for c in bad)


def _wording_in_force(draft: Draft) -> tuple[bool, str]:
    if draft.language == "zh":
        detail = "；".join(f"《{v.law}》{v.article_label}在案件日期的文字是“{v.text}”，不含“{fragment}”" for v, fragment in draft.later_wording)
    else:
        detail = "; ".join(f"{v.law} {v.article_label} read \"{v.text}\" on the case date, without \"{fragment}\"" for v, fragment in draft.later_wording)
    return not draft.later_wording, detail


def _wording_from_cited_article(draft: Draft) -> tuple[bool, str]:
    if draft.language == "zh":
        detail = "；".join(f"《{cited.law}》{cited.article_label}没有“{words}”这样的规定，它出自《{source.law}》{source.article_label}"
                          for cited, source, words in draft.misattributed)
    else:
        detail = "; ".join(f"{cited.law} {cited.article_label} does not say \"{words}\"; {source.law} {source.article_label} does"
                           for cited, source, words in draft.misattributed)
    return not draft.misattributed, detail


def _cites_evidence(draft: Draft) -> tuple[bool, str]:
    """At least one verified citation. A failure names the evidence's first passage (the
    principal law of the question's field, put first by the relevance gate): told only "cite a
    provision", the 1.5B model sent 8 of 40 replies uncited after revision."""
    in_force = [item.version for item in draft.evidence if item.role == "in_force"]
    if not in_force:
        return True, "no evidence to cite"
    lead = in_force[0]
    example = f"例如《{lead.law}》{lead.article_label}" if draft.language == "zh" else f"e.g. {lead.law} {lead.article_label}"
    return any(c.status == "ok" for c in draft.citations), example


def _cites_governing_law(draft: Draft) -> tuple[bool, str]:
    """A reply that cites only laws other than the principal laws of the question's fields, while
    the evidence holds those: a social-insurance question answered from 劳动合同法 alone (the 1.5B
    model cites whatever reads closest, and the evidence it was given leads with the governing law).
    Any field's principal law satisfies it (a contract question that also reads as labour may rest
    on 劳动合同法), except that a question whose first field is decisive (社保, 公积金: see
    core/data/domains.toml) needs a decisive field's law. A failure names that law's lead provision
    in the evidence."""
    cited = {c.version.law for c in draft.citations if c.status == "ok" and c.version}
    in_force = [item.version for item in draft.evidence if item.role == "in_force"]
    governing = [v for v in in_force if v.law in draft.principal_laws]
    if not cited or not governing or cited & {v.law for v in governing}:
        return True, ""
    lead = governing[0]
    return False, f"《{lead.law}》{lead.article_label}"


def _statute_cited_first(draft: Draft) -> tuple[bool, str]:
    """An interpretation or implementing regulation cited without the statute it serves, while
    the evidence holds that statute's provision: the law itself comes first (rule 3 of the
    system prompt, which a small model often skips)."""
    cited = {c.version.law for c in draft.citations if c.acceptable and c.version}
    parents = {parent for law in cited if (parent := parent_law(law)) and parent not in cited}
    missing = [item.version for item in draft.evidence if item.role == "in_force" and item.version.law in parents]
    return not missing, "、".join(f"《{v.law}》{v.article_label}" for v in missing)


def _date_stated(draft: Draft) -> tuple[bool, str]:
    if not draft.date_matters:
        return True, "date not needed"
    year = re.search(r"\d{4}", draft.case_date_text)
    return bool(year and year.group(0) in draft.text), draft.case_date_text


def _length_within_limit(draft: Draft) -> tuple[bool, str]:
    return len(draft.text) <= draft.max_chars, f"{len(draft.text)} / {draft.max_chars} characters"


#: Quoted words, law titles and bracketed glosses: an English reply is asked to quote the
#: provision's Chinese words and to name the law in Chinese beside its English name.
_QUOTED = re.compile(r'“[^”]*”|"[^"]*"|「[^」]*」|《[^》]*》|（[^）]*）|\([^)]*\)')


def own_cjk_share(body: str) -> float:
    """The share of Chinese letters in the reply's own words: quotations, law titles and glosses
    left out (all of it when nothing else is left)."""
    own = _QUOTED.sub(" ", body)
    return han_share(own if any(ch.isalpha() for ch in own) else body)


#: The share of Chinese letters in a reply's own words that divides a Chinese reply from an English one.
CJK_SHARE_LIMIT = 0.3

#: English words an English reply must hold besides its Chinese quotations and titles: "Under
#: 《中华人民共和国民法典》第1092条，“…the whole article…”" passed on the Chinese share alone (its own
#: words were "Under" and 第条), and told the English user nothing.
MIN_OWN_ENGLISH_WORDS = 5


def own_english_words(body: str) -> int:
    """English words outside the reply's Chinese quotations, titles and glosses (an English gloss
    in brackets counts: it is the reply's own explanation)."""
    own = _QUOTED.sub(lambda m: " " if han_share(m.group(0)) else m.group(0), body)
    return len(re.findall(r"[A-Za-z]{2,}", own))


def in_english(body: str) -> bool:
    """An English reply: its own words are English, and it has some."""
    return own_cjk_share(body) <= CJK_SHARE_LIMIT and own_english_words(body) >= MIN_OWN_ENGLISH_WORDS


def _language_matches(draft: Draft) -> tuple[bool, str]:
    share = own_cjk_share(draft.body)
    if draft.language == "zh":
        return share >= CJK_SHARE_LIMIT, f"CJK share outside quotations {share:.2f}"
    detail = f"CJK share outside quotations {share:.2f}, {own_english_words(draft.body)} English words of its own"
    return in_english(draft.body), detail


def _cited(draft: Draft) -> list[StatuteVersion]:
    """The verified citations' versions in reading order, once each."""
    seen: list[StatuteVersion] = []
    for check in sorted(draft.citations, key=lambda c: c.mention.start):
        if check.status == "ok" and check.version is not None and check.version not in seen:
            seen.append(check.version)
    return seen


def _conclusion_follows_clause(draft: Draft) -> tuple[bool, str]:
    """The reply's own sentences go the way the decisive clause of the article it cites first
    goes (core.direction): a reply quoting 人民法院应予支持 and concluding 不可以 fails, naming both."""
    cited = _cited(draft)
    if not cited:
        return True, "nothing cited"
    clause = decisive_clause(cited[0].text, draft.body, draft.question)
    found = conflicting_sentences(draft.body, clause, draft.language, cited[0].text, asker_side(draft.question))
    if not found:
        return True, ""
    start, end, reason = found[0]
    said = draft.body[start:end].strip()
    if draft.language == "zh":
        return False, f"《{cited[0].law}》{cited[0].article_label}规定“{clause}”，而回答说“{said}”（{reason}）"
    return False, f"{cited[0].law} {cited[0].article_label} says \"{clause}\", but the reply says \"{said}\" ({reason})"


def _amounts_from_the_case(draft: Draft) -> tuple[bool, str]:
    """Every amount, percentage, duration and date the reply states is in the question, the case
    date or a cited article's text (8万元 = 80000元 = 八万元), or, said of the LPR, in the LPR table
    (`core.rate_over_cap` writes the cap of four times it)."""
    sources = [draft.question, draft.case_date_text, *(v.text for v in _cited(draft))]
    if "贷款市场报价利率" in draft.body:
        sources.append(lpr_figures())
    missing = unsupported(draft.body, sources, draft.language)
    return not missing, "、".join(dict.fromkeys(a.words for a in missing))


def _parties_as_the_article_says(draft: Draft) -> tuple[bool, str]:
    """A right, duty or prohibition the reply states of a party is said of that party by the
    decisive clause of the article it cites first, not of its counterpart (用人单位 for 劳动者,
    出租人 for 承租人, …). The rest of the article is left out: 第七百一十六条 lets the 承租人
    sublet with consent, which would excuse "承租人可以解除合同"."""
    cited = _cited(draft)
    if not cited:
        return True, "nothing cited"
    by_clause = directions(decisive_clause(cited[0].text, draft.body, draft.question), "zh")
    wrong = swapped_parties(directions(own_words(draft.body), draft.language), by_clause, directions(cited[0].text, "zh"))
    if draft.language == "zh":
        detail = "；".join(f"回答说{s.party}“{s.words}”，条文说的是{other}" for s, other in wrong)
    else:
        detail = "; ".join(f"the reply says \"{s.words}\" of the {s.party}; the article says it of the {other}" for s, other in wrong)
    return not wrong, detail


def _answers_who_was_asked_about(draft: Draft) -> tuple[bool, str]:
    """Asked whether the other side pays the user, the conclusion speaks of that side, not only of the user
    (`core.asked_payer`)."""
    said = answers_another_payer(draft.question, draft.body)
    return said is None, said or ""


def _answers_the_askers_own_act(draft: Draft) -> tuple[bool, str]:
    """Asked whether the user may do something, the conclusion does not answer only that someone else may (`core.asked_payer`)."""
    said = answers_another_actor(draft.question, draft.body)
    return said is None, said or ""


def _answers_what_the_user_bears(draft: Draft) -> tuple[bool, str]:
    """Asked what the user must bear, the conclusion does not answer only with a claim of the user's (`core.asked_payer`)."""
    said = claims_instead_of_bearing(draft.question, draft.body)
    return said is None, said or ""


def _fault_as_the_user_tells_it(draft: Draft) -> tuple[bool, str]:
    """Told the other side alone is at fault, the conclusion does not put the loss on the user (`core.asked_payer`)."""
    said = burdens_the_blameless(draft.question, draft.body)
    return said is None, said or ""


def _includes_the_asker(draft: Draft) -> tuple[bool, str]:
    """Asked how the user and relatives share something, the conclusion names the user among them (`core.share_out`)."""
    said = leaves_the_asker_out(draft.question, draft.body)
    return said is None, said or ""


#: An article that decides by saying what a thing is ("应认定为夫妻共同财产", "视为", "属于", "归…所有") or who takes it
#: ("由第一顺序继承人继承"): a basis for a conclusion though it states no 可以 or 应当 (everyday d3: 婚姻家庭编解释（一）
#: 第二十六条 on a flat's rise in value; LeCoQA 1190: 民法典 第一千一百二十七条 for an only child's inheritance). 由 counts only
#: before what someone takes, bears or pays: "由遗嘱人经公证机构办理" (第一千一百三十九条) and "由遗嘱人亲笔书写" (第一千一百三十四条)
#: say how a will is made, and each grounded "需要去公证" for a handwritten will (stranger71 l6, session 51, blind and re-asked).
CLASSIFIES = re.compile(r"应|须|属于|视为|认定|所有|由[^，,。；;]{1,16}?(?:继承|承担|负担|分担|取得|享有|抚养|支付|赔偿|补偿|清偿|返还|"
                        r"处理|行使|受领|所有)")
#: An article that says how an amount is reckoned ("财产损失按照损失发生时的市场价格或者其他合理方式计算"): a basis for saying how
#: much is owed, and that more is not (stranger49 d9, session 43: "护栏其实就值几千块，我要赔2万吗" under 民法典 第一千一百八十四条
#: was withheld as resting on nothing).
MEASURES = re.compile(r"按照[^。；]{0,30}?(?:计算|确定)")


def _conclusion_has_a_basis(draft: Draft) -> tuple[bool, str]:
    """A conclusion that says what someone may, must or must not do rests on an article that says so of
    someone: stranger18 q2 (session 31, blind) quoted 劳动合同法 第四十七条, which only reckons the amount of
    经济补偿, and concluded "你不能直接辞职". An article with no direction at all (可以, 应当, 不得, 有效, 承担…
    责任) decides no such question, whatever the reply draws from it; a criminal penalty ("处三年以下有期徒刑") is one
    (side by side 1101, session 35: "组织未成年人……偷东西，可以抓起来吗" under 刑法 第二百六十二条之二 was withheld).
    An article that only says what a thing is or whose it is (`CLASSIFIES`) grounds what someone may have, not a refusal:
    a conclusion refusing ("不能要回来") stands only on one whose results refuse something (`_refuses_anything`)."""
    cited = _cited(draft)
    conclusion = CONCLUSION_BLOCK.search(draft.body)
    if not cited or conclusion is None:
        return True, ""
    words = own_words(conclusion.group(0))
    source = _copied_from(words, draft, cited)
    if source is not None:
        if draft.language == "zh":
            return False, f"结论照抄了《{source.law}》{source.article_label}的文字，而回答依据的是《{cited[0].law}》{cited[0].article_label}"
        return False, f"the conclusion copies {source.law} {source.article_label}, while the reply rests on {cited[0].law} {cited[0].article_label}"
    text = cited[0].text
    if draft.language == "zh" and (approved := _approved_without_a_right(words, text)) is not None:
        actor, word = approved
        return False, f"《{cited[0].law}》{cited[0].article_label}没有规定{actor}可以这样做，而结论说{actor}的做法“{word}”"
    if draft.language == "zh" and (bare := _bare_approval(words, draft.question, text)) is not None:
        return False, f"《{cited[0].law}》{cited[0].article_label}没有规定谁可以这样做，而结论说“{bare}”"
    if draft.language == "zh" and (duty := _duty_without_one(words, text)) is not None:
        return False, f"《{cited[0].law}》{cited[0].article_label}没有规定谁应当做什么，而结论说“{duty}”"
    said = [s for s in directions(words, draft.language) if s.kind in ("permission", "obligation")]
    refusing = [s for s in said if not s.positive and not in_condition(words, s.start)]
    ruling = [s for s in directions(text, "zh") if not in_condition(text, s.start)]
    if refusing and not ruling and CLASSIFIES.search(text) and not _refuses_anything(text):
        said = refusing  # a rule that only says what a thing is or whose it is refuses no one
    elif directions(text, "zh") or CLASSIFIES.search(text) or PENALTY.search(text) or MEASURES.search(text) \
            or WILL_FORM.search(text):  # a will's form and all it needs grounds what it does not need ("不需要公证", stranger71 l6)
        return True, ""
    if not said:
        return True, ""
    if draft.language == "zh":
        return False, f"《{cited[0].law}》{cited[0].article_label}没有规定谁可以、应当或者不得做什么，而结论说“{said[0].words}”"
    return False, f"{cited[0].law} {cited[0].article_label} says nothing anyone may, must or must not do, yet the conclusion says \"{said[0].words}\""


#: A conclusion approving an act ("房东扣了全部押金是合理的", "公司的做法合法。"): the word ends its clause, unnegated.
APPROVES = re.compile(r"(?<![不非没])(?:合理|合法|正当|没有问题|没问题)(?=的?[，。；！,;!\n]|的?$)")


def _approved_without_a_right(conclusion: str, article: str) -> tuple[str, str] | None:
    """(actor, word) where the conclusion approves a named party's act and the article gives that party no right
    (可以, 有权) and says of no one that they may: stranger41 v5 (session 40, blind) was told under 民法典 第七百三十三条,
    which lays on the tenant a duty to return the flat in the state normal use leaves it, "房东扣了全部押金是合理的". An article
    that says who bears a cost (`COST_BORNE`: "退回商品的运费由消费者承担") grounds a demand that they bear it (stranger78 s7, session 52:
    "商家要我自己出退货运费，合理吗" answered "合理" was withheld)."""
    if COST_BORNE.search(article):
        return None
    permitted = {s.party for s in directions(article, "zh") if s.kind == "permission" and s.positive}
    for match in APPROVES.finditer(conclusion):
        actor = subject_before(conclusion, match.start())
        if actor not in (None, PERSON, ANYONE) and not permitted & {actor, None}:
            return _as_written(conclusion, match.start()) or actor, match.group(0)
    return None


#: A conclusion that is an approval and nothing more ("结论：可以。"), and a question asking whether what was done is allowed.
BARE_APPROVAL = re.compile(r"^\s*(?:结论\s*[：:])?\s*(?:是的[，,]?)?(可以|合理|合法|没有问题|没问题)(?:的)?[。！!]?\s*$")
#: A question about backing out of one's own contract ("我想反悔不卖了，可以吗").
BACKING_OUT = re.compile(r"反悔|毁约|不想?(?:卖|买|租)了|不想履行")
ASKS_IF_ALLOWED = re.compile(r"这样(?:做)?(?:可以|合理|合法|行|对)吗|这(?:可以|合理|合法)吗")


def _bare_approval(conclusion: str, question: str, article: str) -> str | None:
    """The word of a conclusion that only approves ("可以。") what the user asks about ("……不给我工资，这样可以吗？") when the
    article lets no one do anything: stranger47 b3 (session 42, blind), a 17-year-old refused a month's pay "because a minor's
    contract is void", was told "可以" under 劳动合同法 第二十七条, which says only that the rest of a partly void contract stands."""
    bare = BARE_APPROVAL.match(conclusion)
    if bare is not None and BACKING_OUT.search(question) and PERFORMANCE_CLAIMED.search(article):
        return bare.group(1)  # "我想反悔不卖了，可以吗" under "……对方可以请求履行" (stranger47 b4): the other side may enforce it
    if bare is None or not ASKS_IF_ALLOWED.search(question):
        return None
    return None if any(s.kind == "permission" and s.positive for s in directions(article, "zh")) else bare.group(1)


_SERVING_BUSINESS = re.compile(rf"(?:{SERVING})(?:公司|单位)")


def _as_written(conclusion: str, at: int) -> str:
    """The business a conclusion names before `at` as it names it ("快递公司"), where the statute's word for its party
    would mislead: "公司" is read as 用人单位, and a parcel's reply had said "没有规定用人单位可以这样做" (stranger44 y4)."""
    named = _SERVING_BUSINESS.findall(re.split(r"[。；;\n]", conclusion[:at])[-1])
    return named[-1] if named else ""


def _duty_without_one(conclusion: str, article: str) -> str | None:
    """The duty word of a conclusion that lays a duty ("你必须还金项链") when the article lays none on anyone, decides
    nothing by what a thing is (`CLASSIFIES`) and punishes no one (`PENALTY`): stranger43 x9 (session 40, blind) was told
    under 民法典 第六百五十八条 "赠与人在赠与财产的权利转移之前可以撤销赠与" to return a necklace given to her; a stored reply told a worker under 劳动合同法
    第二十条 (probation pay "不得低于……百分之八十") that the full wage was owed."""
    duties = [s for s in directions(conclusion, "zh") if s.kind == "obligation" and s.positive and not in_condition(conclusion, s.start)]
    said = [s for s in directions(article, "zh") if not in_condition(article, s.start)]
    laid = [s for s in said if s.kind in ("obligation", "liability") and s.positive]
    forbidden = {s.party for s in said if s.kind == "permission" and not s.positive}
    if duties and forbidden and REMEDIAL.search(conclusion, duties[0].start):
        return None  # undoing what the article forbids: "邻居……违反了消防法第二十八条，需要清理杂物" (stranger45 z8)
    if any(s.kind == "liability" and s.positive and s.party in forbidden for s in directions(conclusion, "zh")):
        return None  # the forbidden party answers for breaking it: "公司……违反了……第五条，公司应当承担相应的责任" (stranger46 a4)
    if duties and RECKONS.search(article) and PAYS.search(conclusion, duties[0].start):
        return None  # a rule reckoning what is owed grounds paying it: 商品房买卖合同解释 第十三条, "开发商应当赔偿" (stranger46 a6)
    if duties and _step_of_a_right(conclusion, duties[0], article):
        return None
    return duties[0].words if duties and not laid and not CLASSIFIES.search(article) and not PENALTY.search(article) else None


#: How many character pairs a duty must share with the step a right waits for to restate it.
STEP_PAIRS = 4


def _step_of_a_right(conclusion: str, duty: Stance, article: str) -> bool:
    """Whether the duty restates the step a right of the article waits for: under 劳动合同法 第三十七条 "劳动者提前三十日以书面形式
    通知用人单位，可以解除劳动合同", "劳动者辞职应当提前三十日以书面形式通知用人单位" says what the worker must do to leave, and it had
    been withheld as a duty the article lays on no one (side by side 432, session 56)."""
    duty_words = han_ngrams(re.split(r"[，,。；;！!？?\n]", conclusion[duty.start + len(duty.words):], maxsplit=1)[0])
    for right in directions(article, "zh"):
        if right.kind == "permission" and right.positive:
            step = article[max(article.rfind(mark, 0, right.start) for mark in "。；;\n") + 1:right.start]
            if len(duty_words & han_ngrams(step)) >= STEP_PAIRS:
                return True
    return False


#: A rule that reckons a penalty or damages ("违约金数额或者损失赔偿额可以参照以下标准确定"): it presupposes they are owed.
RECKONS = re.compile(r"(?:违约金|赔偿额|赔偿金|赔偿数额|赔偿金额)[^。；]{0,30}?(?:确定|计算|参照)")
#: A duty to pay, which such a rule grounds.
PAYS = re.compile(r"赔|支付|违约金")
#: A duty to undo a wrong: what a prohibition grounds, though it lays no duty in words.
REMEDIAL = re.compile(r"清理|清除|拆除|移除|移走|搬走|停止|恢复原状|排除|消除|改正|整改|采取措施")


#: A negation or carve-out in a rule's result ("第二顺序继承人不继承", "不属于夫妻共同财产", "无效", "除孳息和自然增值外").
NEGATION = re.compile(r"[不无非未没除]|禁止")


def _refuses_anything(article: str) -> bool:
    """Whether the article's results (each sentence after its last condition's "……的，") hold a negation or a direction
    that refuses: 民法典 第三百零九条 ("没有约定……的，按照出资额确定；不能确定出资额的，视为等额享有") has negations only in its
    conditions, and "你出的钱不能要回来" drawn from it (stranger39 t6, session 39) refused what it gives by share."""
    for sentence in re.split(r"[；;。]", article):
        result = sentence.rsplit("的，", 1)[-1]
        if NEGATION.search(result) or any(not s.positive for s in directions(result, "zh")):
            return True
    return False


#: How much of a conclusion's sentence another article's wording must hold for the sentence to be that article's: 16
#: characters is "借款人应当按照约定的期限支付利息" (第六百七十四条), the conclusion stranger40 u3 (session 40) drew under 民间借贷
#: 规定 第二十八条 for a loan whose interest was never agreed; at 16 no other of 110 stored questions' conclusions is caught.
COPIED_RUN = 16


def _copied_from(conclusion: str, draft: Draft, cited: list[StatuteVersion]) -> StatuteVersion | None:
    """An evidence article the reply does not cite whose wording a conclusion sentence copies (a run of `COPIED_RUN`
    characters): stranger19 q4 (session 32, blind) cited 民法典 第一千零六十四条 (common debts) and concluded with
    第一千零八十七条's "离婚时，夫妻的共同财产由双方协议处理……", which answers nothing asked. Words the cited article
    has as well are its own: "动物饲养人或者管理人应当承担侵权责任" ends both 第一千二百四十五条 and 第一千二百四十七条, and
    a conclusion under 第一千二百四十七条 (dangerous animals) was withheld as copied from 第一千二百四十五条 (LeCoQA 356)."""
    keys = {version.key for version in cited}
    others = [item.version for item in draft.evidence if item.role == "in_force" and item.version.key not in keys]
    own = [plain_wording(version.text) for version in cited]
    for sentence in re.split(r"[。！？\n]", conclusion):
        plain = plain_wording(re.sub(r"^\s*(?:结论|conclusion)\s*[:：]", "", sentence, flags=re.I))
        runs = [plain[at : at + COPIED_RUN] for at in range(len(plain) - COPIED_RUN + 1)]
        runs = [run for run in runs if not any(run in wording for wording in own)]  # words the cited article has too
        for version in others:
            wording = plain_wording(version.text)
            if any(run in wording for run in runs):
                return version
    return None


CHECKS: dict[str, Callable[[Draft], tuple[bool, str]]] = {
    "citations_valid": _citations_valid,
    "no_invented_article": _no_invented_article,
    "wording_in_force": _wording_in_force,
    "wording_from_cited_article": _wording_from_cited_article,
    "cites_evidence": _cites_evidence,
    "cites_governing_law": _cites_governing_law,
    "statute_cited_first": _statute_cited_first,
    "date_stated": _date_stated,
    "length_within_limit": _length_within_limit,
    "language_matches": _language_matches,
    "conclusion_follows_clause": _conclusion_follows_clause,
    "amounts_from_the_case": _amounts_from_the_case,
    "parties_as_the_article_says": _parties_as_the_article_says,
    "answers_who_was_asked_about": _answers_who_was_asked_about,
    "answers_the_askers_own_act": _answers_the_askers_own_act,
    "answers_what_the_user_bears": _answers_what_the_user_bears,
    "includes_the_asker": _includes_the_asker,
    "fault_as_the_user_tells_it": _fault_as_the_user_tells_it,
    "conclusion_has_a_basis": _conclusion_has_a_basis,
}


def check_deterministic(items: list[RubricItem], draft: Draft) -> list[Verdict]:
    verdicts = []
    for item in items:
        if item.kind == "deterministic":
            passed, detail = CHECKS[item.check](draft)
            verdicts.append(Verdict(item.id, passed, item.kind, detail))
    return verdicts


_BARE_VERDICT = re.compile(r"\b(true|false)\b", re.IGNORECASE)


def parse_judgement(text: str, ids: list[str]) -> dict[str, bool] | None:
    """Verdicts from the reviewer's numbered lines ("1: true"), for the criteria `ids` in order.

    A line's leading number names the criterion and its first true/false the verdict; a small
    model sometimes repeats the number ("1: 1: true") or runs on past the last criterion.
    """
    found: dict[str, bool] = {}
    for line in text.splitlines():
        match = _VERDICT_LINE.match(line)
        if match and 1 <= int(match.group(1)) <= len(ids):
            found.setdefault(ids[int(match.group(1)) - 1], match.group(2).lower() == "true")
    if not found and len(ids) == 1:
        # One criterion (the statement-of-law items are checked by code): the reviewer often
        # answers a bare "true" with no number, and every such verdict was unjudged.
        bare = _BARE_VERDICT.search(text)
        if bare:
            found[ids[0]] = bare.group(1).lower() == "true"
    return found or None


def verdict_lines(passed: Sequence[bool]) -> str:
    """A reviewer's answer in the format the judge prompt asks for (what a scripted reviewer says)."""
    return "\n".join(f"{number}: {str(value).lower()}" for number, value in enumerate(passed, start=1))


_VERDICT_LINE = re.compile(r"\s*(\d+)\D.*?\b(true|false)\b", re.IGNORECASE)


async def check_judged(items: list[RubricItem], draft: Draft, model: ChatModel,
                       conversation: Sequence[ChatMessage], tools: Sequence[dict] | None = None
                       ) -> tuple[list[Verdict], dict]:
    """One reviewer call for every judged item; returns verdicts and the call's log entry.

    `conversation` is the draft's own conversation, ending with the draft, and `tools` what its
    calls were rendered with: the review continues it, so the prompt prefix is the one the engine
    has just evaluated. A tool call instead of a verdict leaves the items unjudged.
    """
    judged = [item for item in items if item.kind == "judged"]
    if not judged:
        return [], {}
    criteria = "\n".join(f"{number}. {item.criterion(draft.language)}" for number, item in enumerate(judged, start=1))
    prompt = JUDGE[draft.language].format(criteria=criteria, count=len(judged))
    # About six tokens a line: the cap ends a reviewer that keeps numbering past the last criterion.
    result = await model.complete([*conversation, ChatMessage(role="user", content=prompt)], tools=tools,
                                  max_tokens=6 * len(judged) + 4, temperature=0.0)
    verdict_map = parse_judgement(result.text, [item.id for item in judged])
    log = {"stage": "judge", "prompt": prompt, "output": result.text, "parsed": verdict_map,
           "latency_ms": result.latency_ms, "prompt_tokens": result.prompt_tokens,
           "completion_tokens": result.completion_tokens, "cached_tokens": result.cached_tokens}
    if verdict_map is None:
        return [Verdict(item.id, None, item.kind, "unjudged: reviewer output not parseable") for item in judged], log
    return [Verdict(item.id, verdict_map.get(item.id), item.kind,
                    "" if item.id in verdict_map else "unjudged") for item in judged], log
