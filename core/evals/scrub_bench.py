"""How well the scrubber removes names, organisations and places written inside ordinary
sentences, and what it wrongly removes, on sentences generated with Faker.

Each sentence puts one Faker value (a person, a company or a city) into a sentence frame
("我借给{X}五万元", "和{X}签了合同", "{X}的儿子", "my landlord {X}" ...) and adds a phrase that must
survive (a law name, a court, a statute word). A value is *left* when its text is still in the
scrubbed sentence (for an English person, the surname alone counts too); a sentence is
*over-scrubbed* when any of its fixed words (the frame around the value, or the legal phrase) is
no longer intact. Faker is a test dependency: `tempolex memory scrub --bench` needs it installed.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

from core.memory.scrubber import scrub

ZH_FRAMES = {
    "name": [
        "我借给{X}五万元，他一直没还。", "我和{X}签了合同，现在对方违约了。", "{X}的儿子把我家玻璃打碎了。",
        "房东{X}不退押金怎么办？", "去年{X}向我借了三万元。", "我把车卖给了{X}，尾款一直没付。",
        "我的邻居{X}在楼道堆放杂物。", "{X}开车撞了我，保险公司不赔。", "我丈夫{X}要和我离婚。",
        "公司经理{X}口头答应给我涨工资。", "这套房子是我和{X}一起买的。", "我替{X}做了担保，现在银行找我还钱。",
    ],
    "organisation": [
        "我在{X}上班，公司拖欠了三个月工资。", "{X}没有给我缴社保。", "我和{X}签了劳动合同，试用期被辞退。",
        "{X}卖给我的手机有质量问题。",
    ],
    "place": ["我住在{X}，房东不退押金。", "我在{X}出了车祸。", "我老家在{X}，宅基地被占了。"],
}
ZH_KEEP = [
    "请问《中华人民共和国民法典》第五百七十七条怎么规定？", "可以向北京市第一中级人民法院起诉吗？",
    "最高人民法院有没有相关解释？", "《劳动合同法》第八十二条能适用吗？", "诉讼时效是几年？",
    "劳动争议仲裁委员会会受理吗？", "人民检察院能不能介入？", "《工伤保险条例》第十四条怎么说？",
    "民间借贷的利率上限是多少？", "上海市浦东新区人民法院管辖吗？", "能判缓刑吗？", "算不算不可抗力？",
]
EN_FRAMES = {
    "name": [
        "I lent {X} $5,000 and he never paid it back.", "I signed a contract with {X} last year.",
        "{X}'s son broke my window.", "My landlord {X} kept my deposit.",
        "My ex-husband {X} stopped paying child support.", "I sold my car to {X} but was never paid.",
        "My neighbour {X} blocks the staircase.", "{X} hit my car at a crossing.",  # no cue word: see EN_UNCUED
        "My boss {X} promised me a raise.", "I am suing {X} for the money.",
    ],
    "organisation": ["I work at {X} and they owe me wages.", "{X} fired me without notice."],
    "place": ["I live in {X} and my landlord kept the deposit.", "I moved to {X} after the divorce."],
}
EN_KEEP = [
    "What does Article 74 of the Criminal Law say?", "Can I sue in the Supreme People's Court?",
    "Does the Labour Contract Law apply?", "What is the statute of limitations?",
    "What does the Civil Code say about this?", "Will the labour arbitration commission hear it?",
    "Can a people's court order probation?", "Is this force majeure?",
]
#: The frames where an English value has no cue word: only its place as the subject acting on the
#: writer finds it (`scrubber.EN_SUBJECT`, written after these frames were seen: reported apart).
EN_UNCUED = ("{X} hit my car at a crossing.", "{X} fired me without notice.")


@dataclass(frozen=True)
class Case:
    """One generated sentence: the value to remove and the fixed words that must survive."""

    language: str
    kind: str
    value: str
    sentence: str
    fixed: list[str]
    frame: str


def _value(fake: Any, language: str, kind: str) -> str:
    if kind == "name":
        return fake.name() if language == "zh" else f"{fake.first_name()} {fake.last_name()}"
    return fake.company() if kind == "organisation" else fake.city()


def generate(count: int, seed: int = 0) -> list[Case]:
    """`count` sentences, half Chinese and half English, two persons for every company or place."""
    from faker import Faker

    fakes = {"zh": Faker("zh_CN"), "en": Faker("en_US")}
    for fake in fakes.values():
        fake.seed_instance(seed)
    rng = random.Random(seed)
    cases = []
    for index in range(count):
        language = "zh" if index % 2 == 0 else "en"
        kind = rng.choice(("name", "name", "organisation", "place"))
        frame = rng.choice((ZH_FRAMES if language == "zh" else EN_FRAMES)[kind])
        keep = rng.choice(ZH_KEEP if language == "zh" else EN_KEEP)
        value = _value(fakes[language], language, kind)
        joiner = "" if language == "zh" else " "
        before, after = frame.split("{X}")
        sentence = f"{before}{value}{after}{joiner}{keep}"
        fixed = [piece.strip() for piece in (before, after, keep) if piece.strip()]
        cases.append(Case(language, kind, value, sentence, fixed, frame))
    return cases


def _left(case: Case, text: str) -> bool:
    if case.value in text:
        return True
    return case.language == "en" and case.kind == "name" and case.value.split()[-1] in text


def run_scrub_bench(count: int = 500, seed: int = 0) -> dict[str, Any]:
    """Scrub `count` generated sentences; per language and kind: values, left, over-scrubbed."""
    cases = generate(count, seed)
    scrub(cases[0].sentence)  # load the tagger outside the timing
    started = time.perf_counter()
    results = [(case, scrub(case.sentence).text) for case in cases]
    elapsed = time.perf_counter() - started
    table: dict[str, dict[str, dict[str, int]]] = {}
    examples: dict[str, list[str]] = {"left": [], "over_scrubbed": []}
    left_by_frame: dict[str, int] = {}
    for case, text in results:
        row = table.setdefault(case.language, {}).setdefault(case.kind, {"values": 0, "left": 0, "over_scrubbed": 0})
        row["values"] += 1
        if _left(case, text):
            row["left"] += 1
            examples["left"].append(text)
            left_by_frame[case.frame] = left_by_frame.get(case.frame, 0) + 1
        if any(piece not in text for piece in case.fixed):
            row["over_scrubbed"] += 1
            examples["over_scrubbed"].append(text)
    left = sum(r["left"] for rows in table.values() for r in rows.values())
    over = sum(r["over_scrubbed"] for rows in table.values() for r in rows.values())
    return {
        "sentences": len(cases),
        "seed": seed,
        "left": left,
        "left_rate": round(left / len(cases), 4),
        "over_scrubbed": over,
        "over_scrubbed_rate": round(over / len(cases), 4),
        "by_language": table,
        "left_by_frame": dict(sorted(left_by_frame.items(), key=lambda item: -item[1])),
        "ms_per_sentence": round(1000 * elapsed / len(cases), 2),
        "examples": {key: values[:8] for key, values in examples.items()},
    }
