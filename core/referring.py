"""The evidence's leading articles brought with the articles that rule on them (index/references.py).

劳动合同法 第四十条 (可以解除) leads the evidence for a pregnant employee dismissed as incompetent;
第四十二条, which forbids exactly that dismissal, names 第四十条 and shares few words with the
question, so no channel ranked it. The articles of the same law that name one of the first
`LEADING` passages are added right after the passage they name (the nearest first: an exception
follows its rule, and the small model reads it before the rest), at most `MOST` in all, in the
versions valid in the case window, for the pick stage and the draft to read. One that forbids what the leading passage
allows, in a listed case the user's words name, goes before it (`bars_the_case`), and so does one that gives the thing
the question asks for in the leading passage's case (`asked_thing_first`).

The other way too: a worker who quits over unpaid wages finds 第四十六条 (经济补偿), whose item
"劳动者依照本法第三十八条规定解除劳动合同的" is the case; 第三十八条 itself ranked eighth, and the verifier
deleted it from the reply as not in the evidence. The articles a leading passage names where the
asked party does the asked act come first.
"""

from __future__ import annotations

import re
from datetime import date

from core.acting_party import asked_act, labels_for_act
from core.evidence import Evidence
from core.stated_refusal import LISTED
from index.common.text import article_number
from index.retrieval import Retriever
from index.statutory_words import statutory_words

LEADING = 2
MOST = 2


def bars_the_case(text: str, seed_label: str, terms: list[str]) -> bool:
    """Whether an article forbids what the leading one allows ("不得依照本法第四十条、第四十一条的规定解除劳动合同") in a listed
    case the user's words name in the statute's terms (`index.statutory_words`: "怀孕" → "孕期", in "（四）女职工在孕期、产期、
    哺乳期的"). Then it leads: stranger41 v3 (session 40, blind), a pregnant worker dismissed for poor results, was answered
    from 第四十条 ahead of it, and the conclusion was withheld as against its clause."""
    first = LISTED.search(text)
    lead = text[:first.start()] if first else text
    banned = any("不得" in sentence and seed_label in sentence for sentence in re.split(r"[。；;]", lead))
    return banned and any(term in item for item in LISTED.findall(text) for term in terms)


def with_referring(evidence: list[Evidence], retriever: Retriever, window: tuple[date, date],
                   question: str) -> tuple[list[Evidence], list[str]]:
    """The evidence with, right after the passage they concern, the articles a leading passage names
    where the asked party does the asked act (`core.acting_party`), then those that name it; and
    their ids. `evidence` is not changed."""
    evidence = list(evidence)
    seeds = [item for item in evidence if item.role == "in_force"][:LEADING]
    held = {item.version.key for item in evidence}
    act = asked_act(question)
    terms = [term for term in statutory_words(question) if len(term) >= 2]
    chosen: list[tuple[Evidence, tuple[str, int, int]]] = []
    for seed in seeds:
        version = seed.version
        named = [(version.law, *number) for label in (labels_for_act(version.text, act) if act else [])
                 if (number := article_number(label)) is not None]
        naming = sorted(retriever.referring(version.key), key=lambda key: (abs(key[1] - version.article), key[1]))
        for key in dict.fromkeys([*named, *naming]):
            if key not in held:
                held.add(key)
                chosen.append((seed, key))
    added: list[str] = []
    for seed, key in chosen[:MOST]:
        found = [Evidence(v, "in_force", v.covers(*window), "reference") for v in retriever.versions_of(*key) if v.valid_on(*window)]
        at = evidence.index(seed) + 1
        while at < len(evidence) and evidence[at].found_by == "reference":
            at += 1  # after what was already added for this passage
        if found and bars_the_case(found[0].version.text, seed.version.article_label, terms):
            at = evidence.index(seed)  # the ban the user's facts meet is the rule of the case
        evidence[at:at] = found
        added += [item.ident for item in found]
    return asked_thing_first(evidence, question), added


#: What the question asks to be paid or given: "能要求经济补偿吗" → 经济补偿.
_ASKED_THING = re.compile(r"(?:要求|请求|主张|要|拿|得到)(?:公司|单位|对方|他们|他)?(?:支付|给付|补发|赔偿|给)?"
                          r"([\u4e00-\u9fff]{0,4}?(?:经济补偿|赔偿金|补偿金|违约金|双倍工资|加班费|工资|医疗费|误工费))")


def asked_thing_first(evidence: list[Evidence], question: str) -> list[Evidence]:
    """The evidence with an article that gives the thing the question asks for ("能要求经济补偿吗") and names the leading
    article as its case ("（一）劳动者依照本法第三十八条规定解除劳动合同的") moved before it, when the leading one gives no
    such thing: stranger43 x2 (session 40, blind), a worker quitting over unpaid social insurance, was answered from
    劳动合同法 第三十八条 (he may quit) and never told of 第四十六条's 经济补偿, ranked third."""
    asked = _ASKED_THING.search(question)
    leading = next((item for item in evidence if item.role == "in_force"), None)
    if asked is None or leading is None or asked.group(1) in leading.version.text:
        return evidence
    label = leading.version.article_label
    giving = next((item for item in evidence if item.role == "in_force" and item.version.law == leading.version.law
                   and asked.group(1) in item.version.text and label in item.version.text), None)
    if giving is None:
        return evidence
    rest = [item for item in evidence if item is not giving]
    at = rest.index(leading)
    return rest[:at] + [giving] + rest[at:]
