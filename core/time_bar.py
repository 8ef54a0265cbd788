"""A claim whose limitation period, by the user's own dates, has already run.

"2019年我借给朋友2万元，约定一年后还，他到现在一直没还，我也没怎么催过，现在还能起诉要回来吗？" (stranger41 v1, session 40,
blind) was answered under 民法总则 第一百八十八条, which sets the three-year period, with "你还能起诉要回来": the repayment
fell due in 2020 and the period ran out in 2023. Dates and a period are arithmetic, so code does it: where the cited article
sets the period ("诉讼时效期间为三年"), the question says when the money fell due (a year and the term agreed, or the due
date itself) and that day plus the period is past, a conclusion that the claim can still be pursued is replaced by code's,
which says when the period ran out, what interrupts it and what follows from it, citing the same law's articles on
interruption and on the debtor's defence (`rules_of_the_period`, brought into the evidence beside the period's article) when
the corpus holds them in the case's window. Pay owed under a job that may still go on has the labour arbitration law's own
rule (`pay_still_claimable`): the answer turns on whether the user still works there, and says both ways.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from core.direction import directions
from core.evidence import Evidence
from core.reasoning import last_conclusion
from index.common.months import month_end, shift_months
from index.common.text import chinese_to_int
from index.corpus import StatuteVersion
from index.retrieval import Retriever

#: The period an article sets: "向人民法院请求保护民事权利的诉讼时效期间为三年".
PERIOD = re.compile(r"诉讼时效期间为([一二两三四五六七八九十\d]+)年")
#: The year the user lent, sold or was owed ("2019年我借给朋友", "2019年3月").
_YEAR = re.compile(r"((?:19|20)\d{2})年(?:(\d{1,2})月)?")
#: The term agreed for paying: "约定一年后还", "说好半年内还清", "约定三个月后还款".
_TERM = re.compile(r"(?:约定|说好|讲好|说定|商定)[^，。；？?]{0,6}?([一二两三四五六七八九十半\d]+)(?:个)?(年|月)(?:后|以后|之后|内|以内)?"
                   r"(?:还|归还|偿还|付|支付|给)")
#: The due date itself: "约定2020年6月还", "2020年底到期".
_DUE = re.compile(r"((?:19|20)\d{2})年(?:(\d{1,2})月|(底))[^，。；？?]{0,4}?(?:还|归还|偿还|到期|付款|支付)")
#: A conclusion that already reckons with the period.
_RECKONED = re.compile(r"时效[^，。；]{0,8}(?:届满|已过|过了|超过|经过|已满)|超过[^，。；]{0,6}时效")
#: What the same law says of the period, found by its words: its effect when run, and what interrupts it.
EXPIRY_WORDS = "诉讼时效期间届满的"
INTERRUPTION_WORDS = "诉讼时效中断"


@dataclass(frozen=True)
class TimeBar:
    """The period (in years, and as the article words it: "三年"), the day the money fell due as the user tells it (`due`;
    `month_known` False when only its year is known) and the last day of the period."""

    years: int
    words: str
    due: date
    month_known: bool
    ends: date


def _number(word: str) -> float:
    return 0.5 if word == "半" else float(chinese_to_int(word))


def due_date(question: str) -> tuple[date, bool] | None:
    """When the money fell due, by the user's words, and whether its month is known: the year lent plus the term agreed
    ("2019年……约定一年后还": 2020), or the due date named ("约定2020年6月还", "2020年底到期"); None when the words give neither."""
    term = _TERM.search(question)
    lent = ([m for m in _YEAR.finditer(question, 0, term.start())] or [None])[-1] if term else None
    if lent is not None and term is not None:
        months = round(_number(term.group(1)) * (12 if term.group(2) == "年" else 1))
        if months <= 0:
            return None
        if lent.group(2) and 1 <= int(lent.group(2)) <= 12:
            return shift_months(date(int(lent.group(1)), int(lent.group(2)), 1), months), True
        return date(int(lent.group(1)) + (months + 11) // 12, 12, 1), False  # the latest it can be: a bar is never early
    named = _DUE.search(question)
    if named is not None and (named.group(2) or named.group(3)):
        month = 12 if named.group(3) else int(named.group(2))
        return (date(int(named.group(1)), month, 1), True) if 1 <= month <= 12 else None
    return None


def time_bar(article: str, question: str, today: date) -> TimeBar | None:
    """The period the article sets and when it ran out, when by the user's dates it ran out before `today`; else None.
    The period is taken to end on the last day it can (the due month's, or the due year's when only that is known), so
    a claim is never told it is barred before it surely is."""
    period = PERIOD.search(article)
    found = due_date(question)
    if period is None or found is None:
        return None
    years = int(_number(period.group(1)))
    due, month_known = found
    ends = month_end(date(due.year + years, due.month, 1)) if month_known \
        else date(due.year + years, 12, 31)  # the month's last day: the day itself is not known
    return TimeBar(years, period.group(1) + "年", due, month_known, ends) if years and ends < today else None


def rules_of_the_period(evidence: list[Evidence], retriever: Retriever, window: tuple[date, date]) -> list[Evidence]:
    """The evidence with, right after a leading article that sets a limitation period, the same law's articles on what
    interrupts the period and on the debtor's defence once it has run, in the versions valid in the window."""
    evidence = list(evidence)
    leading = [item for item in evidence if item.role == "in_force"][:2]
    seed = next((item for item in leading if PERIOD.search(item.version.text)), None)
    if seed is None:
        return evidence
    held = {item.version.key for item in evidence}
    law = seed.version.law
    found = []
    catalogue = retriever.catalogue()  # one view of the law's articles, not a locked lookup per article
    for article, sub in catalogue.articles_of(law):
        for version in catalogue.versions_of(law, article, sub):
            if version.key in held or not version.valid_on(*window):
                continue
            if version.text.startswith(EXPIRY_WORDS) or INTERRUPTION_WORDS in version.text[:40]:
                found.append(Evidence(version, "in_force", version.covers(*window), "reference"))
    at = evidence.index(seed) + 1
    evidence[at:at] = found[:2]
    return evidence


def _cite(version: StatuteVersion | None) -> str:
    return f"（《{version.law}》{version.article_label}）" if version else ""


def barred_conclusion(bar: TimeBar, evidence: list[Evidence]) -> str:
    """Code's conclusion for a claim the period has run against: when it ran out, what would have interrupted it, and
    what follows; each rule said only with its article in the evidence."""
    versions = [item.version for item in evidence if item.role == "in_force"]
    interrupts = next((v for v in versions if INTERRUPTION_WORDS in v.text[:40]), None)
    expiry = next((v for v in versions if v.text.startswith(EXPIRY_WORDS)), None)
    due = f"{bar.due.year}年{bar.due.month}月" if bar.month_known else f"{bar.due.year}年"
    ends = f"{bar.ends.year}年{bar.ends.month}月" if bar.month_known else f"{bar.ends.year}年底"
    text = (f"结论：依据该条，诉讼时效期间为{bar.words}，从你知道或者应当知道权利受到损害时起算，也就是约定的期限到了对方却没有"
            f"履行时。按你所说，期限在{due}届满，到{ends}已满{bar.words}。")
    if interrupts is not None:
        text += (f"这期间你向对方提出过履行请求（例如催要过），或者对方同意履行的，诉讼时效中断，从那时起重新计算{_cite(interrupts)}，"
                 "请找出催要的聊天记录、短信、录音或者对方的还款承诺。")
    else:
        text += "这期间有没有使时效中断的情形（例如你催要过），需要核实。"
    if expiry is not None:
        text += (f"没有这样的情形的，你仍然可以起诉，但对方以诉讼时效期间届满为由提出不履行义务的抗辩，你的请求就得不到支持"
                 f"{_cite(expiry)}。")
    else:
        text += "没有这样的情形的，时效已经届满，能不能要回来，建议咨询律师。"
    return text


#: 劳动争议调解仲裁法 第二十七条's carve-out for pay owed while the job lasts.
PAY_CARVE_OUT = "劳动关系存续期间因拖欠劳动报酬发生争议的"
#: Pay the question asks about: wages, overtime, bonuses.
_PAY = re.compile(r"工资|加班费|劳动报酬|奖金|提成|绩效")
PAY_CONCLUSION = ("结论：要看你现在是否还在这家单位工作。依据该条，劳动争议申请仲裁的时效期间为一年，从知道或者应当知道权利被侵害之日"
                  "起计算；但是劳动关系存续期间因拖欠劳动报酬发生争议的，劳动者申请仲裁不受这一年的限制，劳动关系终止的，应当自劳动关系"
                  "终止之日起一年内提出。所以：还在这家单位工作的，现在仍然可以申请仲裁；已经离职的，离职不满一年可以申请，超过一年就过了"
                  "仲裁时效（期间向单位主张过权利、向有关部门请求过救济或者单位同意支付的，时效从那时起重新计算）。")


def pay_still_claimable(body: str, article: str, question: str, today: date) -> str:
    """The body with its conclusion replaced by `PAY_CONCLUSION` when the cited article is the labour arbitration period with
    its carve-out for pay, the question asks about pay owed more than a year ago ("2018年我在单位加班没拿到加班费，现在还能申请
    劳动仲裁要吗", stranger43 x10, session 40, blind: told "不可以" from the clause on suspension) and the conclusion does not
    already turn on whether the job goes on; unchanged otherwise."""
    years = [int(m.group(1)) for m in _YEAR.finditer(question)]
    conclusion = last_conclusion(body)
    if PAY_CARVE_OUT not in article or not _PAY.search(question) or not years or max(years) + 1 >= today.year \
            or conclusion is None or "劳动关系存续" in conclusion.group(0):
        return body
    return body[:conclusion.start()] + PAY_CONCLUSION + body[conclusion.end():]


def with_time_bar(body: str, article: str, question: str, today: date, evidence: list[Evidence]) -> str:
    """The body with a conclusion that the claim can still be pursued replaced by `barred_conclusion` where the cited
    `article`'s period has run by the user's dates (unchanged without a period, dates, or with a conclusion that already
    reckons with it or says no), and one on old pay under the labour arbitration period by `pay_still_claimable`."""
    body = pay_still_claimable(body, article, question, today)
    bar = time_bar(article, question, today)
    conclusion = last_conclusion(body)
    if bar is None or conclusion is None or _RECKONED.search(conclusion.group(0)):
        return body
    said = [s for s in directions(conclusion.group(0), "zh") if s.kind in ("permission", "support")]
    if not said or not all(s.positive for s in said):
        return body
    return body[:conclusion.start()] + barred_conclusion(bar, evidence) + body[conclusion.end():]
