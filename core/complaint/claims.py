"""Amounts as numbers, interest computed from what the user wrote, and the totals shown with the claims."""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import combinations
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal

from core.complaint import extract as ex
from core.complaint.elements import Claim, Elements, to_date
from index.common.text import chinese_to_int


def yuan(amount: str) -> Decimal | None:
    """"10万元" -> 100000, "1,000.5元" -> 1000.5; None for anything else."""
    match = re.fullmatch(r"(\d[\d,]*(?:\.\d+)?)\s*(万元|元)", (amount or "").strip())
    if not match:
        return None
    value = Decimal(match.group(1).replace(",", ""))
    return value * 10000 if match.group(2) == "万元" else value


def money(value: Decimal) -> str:
    """A computed figure as the complaint writes it: 13167.12元 (no trailing .00)."""
    value = value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    text = f"{value:f}"
    return (text[:-3] if text.endswith(".00") else text) + "元"


#: a fixed sum for each day late ("每天160元", "每日按200元"): a penalty the contract fixed per day, no rate
PER_DAY = re.compile(r"(?:每天|每日|一天|按日)\s*(?:按|为|是)?\s*(\d+(?:\.\d+)?)\s*元")


def per_day(rate: str) -> Decimal | None:
    match = PER_DAY.search(rate or "")
    return Decimal(match.group(1)) if match else None


#: a share of the unpaid sum (or of the contract's price) for each day late ("每日万分之五", "按日0.05%",
#: "逾期一天按总价千分之一", "逾期每天按未付款的万分之五": D152, session 45, had been asked for an interest rate instead)
DAILY_SHARE = re.compile(r"(?:每日|每天|一天|按日|日)(?:按)?(?:未付(?:金额|款项|款)的?|欠款的?|(?:合同)?总价款?的?)?"
                         r"(?:(万分之|千分之)(\d+|[一二三四五六七八九十]+)|(\d+(?:\.\d+)?)\s*%)")
#: the contract's price in the facts, the base of a share "按总价" ("合同总价46800元")
PRICE = re.compile(r"(?:合同)?总价款?(?:为|是)?\s*(\d[\d,]*(?:\.\d+)?\s*(?:万元|元))")


def share_words(rate: str) -> str:
    """A daily share as a judgment writes it: "每日千分之一" for "一天按总价千分之一"; "" for any other rate."""
    match = DAILY_SHARE.search(rate or "")
    if not match:
        return ""
    return "每日" + (f"{match.group(1)}{match.group(2)}" if match.group(1) else f"{match.group(3)}%")


def daily_share(rate: str) -> Decimal | None:
    """"每日万分之五" -> 0.0005; None for anything else."""
    match = DAILY_SHARE.search(rate or "")
    if not match:
        return None
    if match.group(3):
        return Decimal(match.group(3)) / 100
    parts = Decimal(chinese_to_int(match.group(2)) if not match.group(2).isdigit() else match.group(2))
    return parts / (10000 if match.group(1) == "万分之" else 1000)


def annual_rate(rate: str) -> Decimal | None:
    match = re.search(r"(\d+(?:\.\d+)?)\s*%", rate or "")
    if not match:
        return None
    value = Decimal(match.group(1)) / 100
    return value * 12 if rate.startswith("月") else value


@dataclass
class Interest:
    claim_index: int
    base: str  # the base amount as the user wrote it
    rate: str
    since: str
    until: str  # the complaint date (interest is 暂计 to the day the complaint is signed)
    days: int
    amount: Decimal

    @property
    def daily(self) -> Decimal | None:
        """The fixed sum a day ("每日160元"), when the claim runs on one instead of a rate."""
        return per_day(self.rate)

    def formula(self) -> str:
        """How the amount was computed: 160元×502天, 200000元×万分之五×756天, or 120000元×6%×365÷365."""
        if self.daily is not None:
            return f"{money(self.daily)}×{self.days}天"
        share = share_words(self.rate)
        if share:
            base = money(yuan(self.base)) if yuan(self.base) is not None else self.base  # type: ignore[arg-type]
            return f"{base}×{share.removeprefix('每日')}×{self.days}天"
        return f"{self.base}×{self.formula_rate()}×{self.days}÷365"

    def formula_rate(self) -> str:
        """"6%" for an annual rate, "1%×12" for a monthly one: the factor the formula shows."""
        percent = re.search(r"\d+(?:\.\d+)?\s*%", self.rate).group(0)
        return f"{percent}×12" if self.rate.startswith("月") else percent

    @property
    def by_day(self) -> bool:
        """Counted per day late (a fixed sum or a share of the unpaid sum): a penalty, not interest."""
        return self.daily is not None or DAILY_SHARE.search(self.rate) is not None

    @property
    def what(self) -> str:
        return "违约金" if self.by_day else "利息"

    def explain(self) -> str:
        return f"暂计至{self.until}共{self.days}天，{self.what}{money(self.amount)}，即{self.formula()}"


def base_of(claim: Claim, elements: Elements) -> str:
    """The principal an interest claim runs on: "以X为基数" in the claim, the contract's price for a share of
    "总价", else its own amount, else the first principal claim's."""
    match = re.search(r"以\s*(\d[\d,]*(?:\.\d+)?\s*(?:万元|元))\s*为(?:基数|本金)", claim.text)
    if match:
        return match.group(1).replace(" ", "")
    price = PRICE.search(elements.facts) if re.search(r"总价", claim.text) else None
    if price:  # "逾期一天按总价千分之一": the share runs on the contract's price, not on the sum claimed back
        return price.group(1).replace(" ", "")
    if claim.amount:
        return claim.amount
    principal = next((c for c in elements.claims if c.amount and not c.interest and c.kind in ("", "money")), None)
    return principal.amount if principal else ""


def compute_interest(elements: Elements) -> list[Interest]:
    """Interest for each claim with a base, a rate and a start date, up to the complaint date."""
    until = to_date(elements.date)
    found = []
    for index, claim in enumerate(elements.claims):
        if not claim.interest:
            continue
        since, daily = to_date(claim.since), per_day(claim.rate)
        if since is None or until is None or until < since:
            continue
        days = (until - since).days
        if daily is not None:  # 违约金 of a fixed sum a day: no base, no rate
            found.append(Interest(index, "", claim.rate, claim.since, elements.date, days, daily * days))
            continue
        base, rate, share = base_of(claim, elements), annual_rate(claim.rate), daily_share(claim.rate)
        principal = yuan(base)
        if principal is None or (rate is None and share is None):
            continue
        amount = principal * share * days if share is not None else principal * rate * days / Decimal(365)  # type: ignore[operator]
        found.append(Interest(index, base, claim.rate, claim.since, elements.date, days, amount))
    return found


def claimed_total(elements: Elements, interest: list[Interest]) -> Decimal | None:
    """Principal amounts plus computed interest; None when no claim has an amount."""
    by_claim = {item.claim_index: item.amount for item in interest}
    total, any_amount = Decimal(0), False
    for index, claim in enumerate(elements.claims):
        if index in by_claim:
            total += by_claim[index]
            any_amount = True
        elif claim.amount and not claim.interest and not claim.periodic and yuan(claim.amount) is not None:
            total += yuan(claim.amount)
            any_amount = True
    return total if any_amount else None


def implied_difference(amount: str, text: str) -> tuple[str, str] | None:
    """A claimed amount that is one stated figure less another ("付了96000元", "做完的部分值45000元",
    "应该退51000元"): (formula, the smaller figure as written), when exactly one pair of figures gives it."""
    value = yuan(amount)
    written = {yuan(f.replace(" ", "")): f.replace(" ", "") for f in ex.AMOUNT.findall(text or "")}
    figures = set(written) - {None, value}
    pairs = [(a, b) for a in figures for b in figures if value is not None and a - b == value]  # type: ignore[operator]
    if len(pairs) > 1:  # "付了8万…违约金1万…完成的部分只值4.5万" (D53): the sum paid, less what it bought
        paid = [(a, b) for a, b in pairs if re.search(r"(?:付了?|支付了?|交了?|转了?|花了?)[^，,。；]{0,4}$",
                                                          (text or "")[:(text or "").find(written[a])])]
        pairs = paid if len(paid) == 1 else pairs
    if len(pairs) != 1:
        return None
    a, b = pairs[0]
    return f"{money(a)}−{money(b)}={money(value)}", written[b]  # type: ignore[arg-type]


def implied_sum(amount: str, facts: str) -> str | None:
    """A claimed amount that is the sum of figures the facts state ("地板花了12000元，天花板花了6600元" for 18600元,
    D34), with its formula, when exactly one set of two or three of them adds up to it; else None."""
    value = yuan(amount)
    # in the order told ("3260元+2800元+240元", D57), a figure told twice counted twice ("5000+10000+5000", D64)
    figures = [v for v in (yuan(f.replace(" ", "")) for f in ex.AMOUNT.findall(facts or "")) if v is not None and v != value]
    sums: dict[tuple, tuple] = {}  # the same figures found twice over ("5000, 5000 and 15000") are one sum
    for combo in (c for size in (2, 3) for c in combinations(figures, size) if sum(c) == value):
        sums.setdefault(tuple(sorted(combo)), combo)
    if value is None or len(sums) != 1:
        return None
    return "+".join(money(v) for v in next(iter(sums.values()))) + f"={money(value)}"


#: Things counted by a measure word, and a price for each one ("每套进价215元", "单价215元/套").
MEASURE = r"套|件|台|个|箱|只|双|瓶|盒|吨|份|张|桶|袋|部|把|块(?!钱)"
EACH_PRICE = re.compile(rf"每({MEASURE})[^，,。；;\d]{{0,6}}?(\d+(?:\.\d+)?)\s*元|单价\s*(\d+(?:\.\d+)?)\s*元\s*/\s*({MEASURE})")


def implied_product(amount: str, text: str) -> str | None:
    """A claimed amount that is a count of things times the price of one ("20套茶具的损失4300元" beside "每套进价215元",
    D131), with its formula, when exactly one count of that measure word gives it; else None."""
    value = yuan(amount)
    found = set()
    for price in EACH_PRICE.finditer(text or ""):
        word, each = price.group(1) or price.group(4), Decimal(price.group(2) or price.group(3))
        for count in re.finditer(rf"(?<![\d.])(\d+)\s*(?:{word})", text):
            if value is not None and Decimal(count.group(1)) * each == value:
                found.add((int(count.group(1)), word, each))
    if len(found) != 1:
        return None
    count, word, each = found.pop()
    return f"{count}{word}×{money(each)}={money(value)}"


#: A sum owed each month ("每月15日前给1500元抚养费", "每个月租金2000元"), its due day passed over.
MONTHLY = re.compile(r"每(?:个)?月(?:\d{1,2}[日号](?:之)?前)?[^\d，,。；;]{0,8}?(\d+(?:\.\d+)?)\s*元")
#: A span of months: "2025年1月至2026年11月".
MONTH_SPAN = re.compile(r"(\d{4})年(\d{1,2})月(?:\d{1,2}[日号])?\s*(?:起)?\s*(?:到|至|—|-|~)\s*(\d{4})年(\d{1,2})月")


#: A count of months told in words or figures: "休息了三个月", "3个月".
MONTH_COUNT = re.compile(r"(?<![\d一二两三四五六七八九十])(\d+|[一二两三四五六七八九十]+)\s*个月")


def implied_monthly(amount: str, text: str) -> str | None:
    """A claimed amount that is a monthly sum the text states times the months of a span it names or a count of months
    it tells ("每月15日前给1500元抚养费" and "2025年1月至2026年11月…34500元" = 1500元×23个月, D138; "休息了三个月没法上班，
    我每月工资6000元" and 误工费18000元, D140), with its formula, when exactly one such product gives it; else None."""
    value = yuan(amount)
    sums = {Decimal(m.group(1)) for m in MONTHLY.finditer(text or "")}
    counts = {(y2 - y1) * 12 + m2 - m1 + 1 for y1, m1, y2, m2 in
              (tuple(int(g) for g in m.groups()) for m in MONTH_SPAN.finditer(text or ""))}
    counts |= {int(m.group(1)) if m.group(1).isdigit() else chinese_to_int(m.group(1)) for m in MONTH_COUNT.finditer(text or "")}
    found = {(each, count) for each in sums for count in counts if count >= 1 and each * count == value}
    if value is None or len(found) != 1:
        return None
    each, count = found.pop()
    return f"{money(each)}×{count}个月={money(value)}"


#: The rent a month, as stories state it: "每月租金3500元", "月租金2000元", "租金每月1800元".
RENT_A_MONTH = re.compile(r"(?:每(?:个)?月|月)租金\s*(\d+(?:\.\d+)?)\s*元|租金每(?:个)?月\s*(\d+(?:\.\d+)?)\s*元")
#: The months a tenant owes: "三个月都欠着", "欠了三个月房租", "3个月没交".
MONTHS_OWED = re.compile(r"(\d+|[一二两三四五六七八九十]+)\s*个月(?:的)?(?:房租|租金)?(?:都|也|一直)?(?:欠着|没交|未交|没付|没给|拖欠)"
                         r"|(?:欠了|拖欠了?)(\d+|[一二两三四五六七八九十]+)\s*个月")


def owed_rent(label: str, text: str) -> tuple[str, str] | None:
    """The rent a story says is owed when the claim names no sum: the month's rent times the months unpaid ("每月租金3500元" and
    "12月、1月、2月三个月都欠着" → 3500元×3个月=10500元, D164), with its formula, when the text states exactly one of each."""
    if label not in ("房租", "租金"):
        return None
    rents = {Decimal(m.group(1) or m.group(2)) for m in RENT_A_MONTH.finditer(text or "")}
    counts = {int(n) if n.isdigit() else chinese_to_int(n) for m in MONTHS_OWED.finditer(text or "") for n in m.groups() if n}
    if len(rents) != 1 or len(counts) != 1:
        return None
    rent, count = rents.pop(), counts.pop()
    return money(rent * count), f"{money(rent)}×{count}个月={money(rent * count)}"


def figure_told(label: str, text: str) -> str | None:
    """The one sum the story names right after the claim's own word when the claim names none: "修理报价4200元" for "赔修理费" (D164);
    None when the story names none or several."""
    stem = label.removesuffix("费").removesuffix("款")
    if len(stem) < 2 or label in ("房租", "租金"):  # a rent named beside its figure is the month's, not what is owed
        return None
    found = {m.group(1) for m in re.finditer(rf"{re.escape(stem)}[^，,。；;\d每]{{0,6}}?(\d+(?:\.\d+)?\s*万?元)(?!\s*/)", text or "")}
    return found.pop().replace(" ", "") if len(found) == 1 else None


#: A count of days late ("晚了77天", "逾期45天"); "一天" in the rate itself is no count.
DAYS_LATE = re.compile(r"(?<![\d.])(\d+)\s*天")


def implied_daily_penalty(amount: str, text: str) -> str | None:
    """A claimed penalty that is a daily share of a figure the text states times the days it says were late
    ("总价12万元……逾期一天按总价的千分之一……晚了77天" and 违约金9240元, D144), with its formula, when exactly one
    figure and count of days give it; else None."""
    value, share = yuan(amount), DAILY_SHARE.search(text or "")
    rate = daily_share(share.group(0)) if share else None
    if value is None or rate is None:
        return None
    figures = {v for v in (yuan(f.replace(" ", "")) for f in ex.AMOUNT.findall(text)) if v is not None and v != value}
    days = {int(d) for d in DAYS_LATE.findall(text)}
    found = {(base, count) for base in figures for count in days if count > 1 and base * rate * count == value}
    if len(found) != 1:
        return None
    base, count = found.pop()
    written = f"{share.group(1)}{share.group(2)}" if share.group(1) else f"{share.group(3)}%"
    return f"{money(base)}×{written}×{count}天={money(value)}"


#: the sentence of the facts that fixes the contract's penalty for lateness ("逾期每天按合同总价的千分之一付违约金")
PENALTY_TERMS = re.compile(r"(?:逾期|延期|迟延|拖延|晚|超期)[^。；;]{0,30}?违约金|违约金[^。；;]{0,30}?(?:逾期|延期|迟延|每天|每日)")
#: the day the work, the goods or the money were due ("约定2025年6月30日前完工", "约定剩下5万元在2025年10月31日前付清"), and
#: the day they came ("拖到2025年9月18日才完工")
DUE_BY = re.compile(rf"(?:约定|写明?|规定|应当|应该|要求)(?:[^。；;\d]|\d+(?:\.\d+)?万?元){{0,12}}?({ex.DATE})\s*(?:前|之前|以前)?"
                    r"(?:完工|竣工|完成|交付|交房|交货|安装好?|装完|做完|付清|还清|结清|付完|支付|付款)")
#: a day due counted from an event ("交付全部图纸后10日内付清"), and the day of the event ("2025年7月20日把全部图纸交付了")
DUE_AFTER = re.compile(r"(交付|交货|收到|验收|完工|竣工|送达)[^，,。；;]{0,10}?后\s*(\d+|[一二三四五六七八九十]+)\s*(?:日|天)内")
DONE_ON = re.compile(rf"(?:拖到|直到|到|于|在)?\s*({ex.DATE})\s*(?:才|方|终于)(?:完工|竣工|完成|交付|交房|交货|安装好?|装完|做完)")


def _due_after_event(facts: str) -> date | None:
    """The day due "交付后10日内" counts to, from the one day the facts tell the event happened; None otherwise."""
    after = DUE_AFTER.search(facts)
    if after is None:
        return None
    event = after.group(1)
    days = {to_date(m.group(1)) for m in re.finditer(rf"({ex.DATE})[^，,。；;\d]{{0,12}}?{event}", facts)} - {None}
    count = int(after.group(2)) if after.group(2).isdigit() else chinese_to_int(after.group(2))
    return days.pop() + timedelta(days=count) if len(days) == 1 else None  # type: ignore[operator]


@dataclass(frozen=True)
class AgreedPenalty:
    """The penalty for lateness the contract fixed, as the facts tell it: the rate in the user's words and, when the
    facts give both the day due and the day done, the days late and the sum they come to."""

    rate: str  # "每天按合同总价的千分之一" / "每天200元"
    since: str = ""  # the first day late: the day after the day due
    days: int = 0
    amount: Decimal | None = None
    formula: str = ""


def agreed_penalty(facts: str) -> AgreedPenalty | None:
    """The contract's daily penalty told in the facts (D148: "逾期每天按合同总价的千分之一" told, "还有按合同付违约金"
    claimed, and the draft claimed LPR from the filing day instead); None when the facts fix none, or fix two."""
    sentences = [s for s in re.split(r"[。；;\n]", facts or "") if PENALTY_TERMS.search(s)]
    rates = {m.group(0) for s in sentences for m in [DAILY_SHARE.search(s) or PER_DAY.search(s)] if m}
    if len(rates) != 1:
        return None
    rate = rates.pop()
    due, done = DUE_BY.search(facts or ""), DONE_ON.search(facts or "")
    first, last = (to_date(due.group(1)) if due else None), (to_date(done.group(1)) if done else None)
    first = first or _due_after_event(facts or "")
    if first is None:
        return AgreedPenalty(rate)
    since = first + timedelta(days=1)
    since_text = f"{since.year}年{since.month}月{since.day}日"
    if last is None or last <= first:
        return AgreedPenalty(rate, since_text)
    days, fixed = (last - first).days, per_day(rate)
    if fixed is not None:
        return AgreedPenalty(rate, since_text, days, fixed * days, f"{money(fixed)}×{days}天={money(fixed * days)}")
    price, share = PRICE.search(facts), daily_share(rate)
    base = yuan(price.group(1).replace(" ", "")) if price and "总价" in rate else None
    if base is None or share is None:
        return AgreedPenalty(rate, since_text)
    amount = base * share * days
    return AgreedPenalty(rate, since_text, days, amount,
                         f"{money(base)}×{share_words(rate).removeprefix('每日')}×{days}天={money(amount)}")


AREA_UNIT = r"(?:平方米|平米|㎡|平)"
UNIT_PRICE = (
    re.compile(rf"(\d+(?:\.\d+)?)\s*元\s*(?:/|每|一)\s*{AREA_UNIT}\s*(?:/|每|一)\s*(?:个)?月"),
    re.compile(rf"(?:每月每|每个月每){AREA_UNIT}\s*(\d+(?:\.\d+)?)\s*元"),
    re.compile(rf"每{AREA_UNIT}每(?:个)?月\s*(\d+(?:\.\d+)?)\s*元"),
    re.compile(rf"每(?:个)?月[^\d，,。]{{0,6}}?(\d+(?:\.\d+)?)\s*元\s*(?:/|每|一)\s*{AREA_UNIT}"),  # 每月物业费是2.5元每平方米
)
#: "从2023年1月1日到2025年12月31日": a period of whole months stated by its first and last day
SPAN = re.compile(r"(\d{4}年\d{1,2}月\d{1,2}日)\s*(?:起)?\s*(?:到|至|—|-|~)\s*(\d{4}年\d{1,2}月\d{1,2}日)")
AREA = re.compile(rf"(\d+(?:\.\d+)?)\s*{AREA_UNIT}(?!\s*(?:/|每|一)\s*(?:个)?月)")
MONTHS = re.compile(r"(\d+)\s*个月")


def implied_rent(text: str) -> tuple[Decimal, str] | None:
    """A rent the user stated only by its parts (单价 × 面积 × 月数), computed, with its formula;
    None unless all three are there, each once."""
    price = next((m for p in UNIT_PRICE for m in [p.search(text or "")] if m), None)
    if price is None:
        return None
    rest = text[:price.start()] + " " + text[price.end():]
    areas, months = set(AREA.findall(rest)), set(MONTHS.findall(rest))
    span = ""
    if not months:
        spans = {(m.group(1), m.group(2)) for m in SPAN.finditer(rest)}
        counted = {whole_months(to_date(a), to_date(b)) for a, b in spans}
        if len(spans) == 1 and None not in counted:
            months, span = {str(counted.pop())}, "（{}至{}）".format(*spans.pop())
    if len(areas) != 1 or len(months) != 1:
        return None
    unit, area, count = Decimal(price.group(1)), Decimal(areas.pop()), int(months.pop())
    total = unit * area * count
    return total, f"{unit.normalize():f}元/㎡/月×{area.normalize():f}㎡×{count}个月{span}={money(total)}"


def whole_months(first: date | None, last: date | None) -> int | None:
    """Months from `first` to `last` inclusive when they are whole (1月1日 to 12月31日: 12), else None."""
    if first is None or last is None or last < first:
        return None
    after = last + timedelta(days=1)
    if after.day != first.day:
        return None
    return (after.year - first.year) * 12 + after.month - first.month
