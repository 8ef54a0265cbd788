"""The intake's own words in English, for a user who writes English (the complaint stays Chinese:
it is filed with a Chinese court). Court reasons and legal notes are quoted in Chinese."""

from __future__ import annotations

import re

from core.complaint.elements import Elements
from index.common.text import writes_english as is_english

QUESTIONS = {
    "party": "Please give the {who}'s details: for a person, name, gender, date of birth, ethnicity, address and "
             "phone; for an organisation, its name, registered address, legal representative and their title.",
    "claims": "What do you ask the court for? Give each claim with its amount (for interest: principal, rate and start date).",
    "facts": "Please tell what happened: when, where, what was agreed and what the other side failed to do.",
    "evidence": "What evidence do you have (the IOU, bank transfer records, chat records…)? Give any witness's name and address.",
    "date": "What date should the complaint bear (e.g. 2024-05-10, or 'today')?",
    "claims.amount": "Please give the claim's amount (or the unit price, area and months to compute it).",
    "court": "Please give the court's full Chinese name, or the address (with its district) jurisdiction depends on.",
}
FIELDS = {"name": "name", "gender": "gender", "birth": "date of birth", "ethnicity": "ethnicity", "address": "address",
          "phone": "phone number", "representative": "legal representative", "title": "legal representative's title",
          "id_number": "ID number", "guardian": "legal guardian (a parent, who sues for a minor)"}


def told_in_english(text: str) -> bool:
    """Whether `text` tells something in English: the whole or one of its sentences is English
    (`is_english`). A product's Latin name in a Chinese story ("买了台iPhone 15", "MacBook坏了") is not:
    it took D35's facts down the English path (joined with "; " and flagged for translation)."""
    return any(is_english(part) for part in (text, *re.split(r"[。；;！？!?\n]|\.\s", text)))


#: what leaving an element out costs, as `intake.COSTS` says it in Chinese
COSTS = {
    "address": "without an address the court cannot serve papers or settle jurisdiction, and will ask for it at filing",
    "phone": "without a phone number the court cannot reach that party quickly, and may ask for it at filing",
    "birth": "without a date of birth the court cannot easily confirm who the party is, and may ask for it at filing",
    "gender": "the party's identity is incomplete without a gender, and the court may ask for it at filing",
    "ethnicity": "the party's identity is incomplete without an ethnicity, and the court may ask for it at filing",
    "name": "without a name there is no party, and the complaint cannot be filed",
    "representative": "an organisation without its legal representative is incomplete, and the court will ask for it",
    "title": "an organisation's legal representative without a title is incomplete, and the court may ask for it",
    "evidence": "without listed evidence the plaintiff may bear the consequences of failing to prove the claim",
    "date": "the complaint will have no date, to be written in by hand before filing",
    "court": "without a court the complaint cannot be filed",
    "claims": "without claims no complaint can be drafted",
    "facts": "without facts no complaint can be drafted",
    "guardian": "a minor sues through a legal guardian; without one the court will ask for it at filing",
    "plaintiff": "without a plaintiff no complaint can be drafted",
    "defendant": "a suit needs a defendant the court can identify (Civil Procedure Law, Article 122)",
}


def cost_of(key: str, chinese: str) -> str:
    """The cost of leaving `key` out in English; `chinese` (the intake's) where no English one is written."""
    return COSTS.get(key.split(".")[-1], COSTS.get(key.split(".")[0], chinese))


CARD_HEADER = ("Please check the complaint's elements below (reply 'confirm' to draft it, or correct anything in plain "
               "words). The complaint itself is written in Chinese:")


def describe(elements: Elements, key: str) -> str:
    parts = key.split(".")
    if parts[0] in ("plaintiff", "defendant"):
        group = elements.plaintiffs if parts[0] == "plaintiff" else elements.defendants
        who = parts[0] + (f" {int(parts[1]) + 1}" if len(group) > 1 else "")
        if len(parts) == 2:
            index = int(parts[1])
            name = group[index].name if index < len(group) else ""
            return f"{who} ({name})" if name else who
        return f"{who}'s {FIELDS.get(parts[2], parts[2])}"
    return {"claims": "claims", "facts": "facts", "evidence": "evidence", "court": "court", "date": "date",
            "place": "place", "claims.amount": "claim amount"}.get(key, key)


def question(elements: Elements, key: str) -> str:
    if key in QUESTIONS:
        return QUESTIONS[key]
    if key.count(".") == 1:
        return QUESTIONS["party"].format(who=describe(elements, key))
    return f"Please give the {describe(elements, key)}."


def acknowledge(elements: Elements, changed: list[str], notes: list[str]) -> str:
    touched = [k for k in dict.fromkeys(changed) if k != "corrected"]
    if "corrected" not in changed:  # one word per party: "plaintiff (林小雨)"
        touched = list(dict.fromkeys(".".join(k.split(".")[:2]) for k in touched))
    lines = [("Corrected: " if "corrected" in changed else "Noted: ") + ", ".join(describe(elements, k) for k in touched) + "."
             ] if touched else ([] if notes else ["I found nothing to record in this message."])
    return "\n".join(lines + notes) + "\n"
