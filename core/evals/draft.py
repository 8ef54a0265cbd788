"""`tempolex eval draft`: complaints drafted from conversations and scored section by section.

Two sets. The natural transcripts (`natural_cases.json`) were written in people's own words
independently of the parser (one long paste, piecemeal answers, corrections, a refusal, a missing
field, English, two defendants, organisations), each with its expected case file; the client sends
its messages in order whatever is asked, then answers what is still asked from `replies` (or says
it does not know), and confirms the card. The labelled cases (`dev_cases.json`) are the regression
set: a client answering exactly what is asked in the parser's labelled form.

A complaint is scored per section: each party field in its own party's line (a plaintiff's under
原告, so swapped roles lose them), claims and amounts under 诉讼请求, evidence items each on its
own line, the court among the ones with jurisdiction, the dispute type. Invented values (names,
places, amounts, dates, numbers not in the transcript) and placeholders zero the score.

The facts' register is counted apart from the score (`register_markers`): the chat words a lawyer's
complaint does not use, from lists fixed before any rephrased output was read, so the figure does
not follow whatever the rephraser (core/complaint/rephrase.py) happens to write.
"""

from __future__ import annotations

import re
import time
from datetime import date
from decimal import Decimal
from pathlib import Path

from core.chat_model import ChatModel
from core.complaint import extract as ex
from core.complaint.checks import computed_values, placeholders
from core.complaint.claims import yuan
from core.complaint.courts import same_court
from core.complaint.draft import compose_complaint
from core.complaint.elements import Party, to_date
from core.complaint.intake import Intake
from core.complaint.propose import Proposer
from core.complaint.provenance import invented
from core.complaint.normalize import normalize

MAX_TURNS = 20
NATURAL_CASES = Path(__file__).parent / "natural_cases.json"
LABELS = {"name": "姓名：", "gender": "性别：", "birth": "出生日期：", "ethnicity": "民族：", "address": "住址：",
          "phone": "电话：", "representative": "法定代表人：", "title": "职务："}
HEADS = {"原告": "plaintiffs", "被告": "defendants"}

#: Chat register in a complaint's facts, by kind: the writer as 我, the other side as 他/她, a sentence
#: ending in a spoken particle, and spoken words (a lawyer writes 借款 for 借钱, 未归还 for 没还, 多次 for
#: 好几次). Fixed before the model rephrase's outputs were read; words are counted where they occur.
REGISTER_MARKERS = {
    "first_person": re.compile(r"我们|(?<!自)我(?!国)|咱们?|俺"),
    "third_person": re.compile(r"他们|她们|(?<![其吉])[他她](?!人)"),
    "particles": re.compile(r"(?:了|啊|吧|呢|嘛|呀|啦|哦|哈|呗)(?=[。！？!?；;，,…~～]|$)"),
    "colloquial": re.compile(
        "|".join(("\\d+(?:\\.\\d+)?万?块", "块钱", "借钱", "欠钱", "还钱", "没钱", "要钱", "给钱", "打钱", "退钱", "赔钱",
                  "没还", "没付", "没给", "没交", "没退", "不还", "不给", "(?<!拒)不退", "不认账", "赖账", "耍赖", "玩失踪",
                  "拖着", "一直拖", "拉黑", "不回消息", "不回(?!复)", "不接(?!听)", "然后", "结果", "反正", "其实", "直接", "就是",
                  "好多", "好几", "一分钱", "老是", "压根", "根本", "啥", "咋", "搞", "弄", "忽悠", "死活",
                  "这个", "那个", "一下", "什么的", "之类", "微信上", "说好", "催了", "答应", "找人", "跑路",
                  "东西", "挺", "特别", "非常", "太", "真的", "确实是", "没办法", "怎么办"))),
    "english_words": re.compile(r"[A-Za-z]{3,}"),  # a story left in English in a Chinese complaint
}


def register_markers(facts: list[str]) -> dict[str, int]:
    """Chat-register markers left in the facts paragraphs, by kind (the legal-basis sentence excluded)."""
    text = "\n".join(facts)
    return {kind: len(pattern.findall(text)) for kind, pattern in REGISTER_MARKERS.items()}


def party_message(role_label: str, raw: dict, index: int, withheld: list[str], role: str) -> str:
    p = Party(role, **{k: v for k, v in raw.items() if k != "role"})
    hide = lambda name: f"{role}.{index}.{name}" in withheld  # noqa: E731
    if p.kind == "org":
        parts = [p.name, f"住所地{p.address}" if not hide("address") else "",
                 f"法定代表人{p.representative}" if not hide("representative") else "",
                 f"职务{p.title}" if not hide("title") else ""]
    else:
        parts = [p.name, p.gender if not hide("gender") else "", f"{p.birth}出生" if not hide("birth") else "",
                 p.ethnicity if not hide("ethnicity") else "", f"住{p.address}" if not hide("address") else "",
                 f"电话{p.phone}" if not hide("phone") else ""]
    return f"{role_label}：" + "，".join(part for part in parts if part)


class LabelledClient:
    """The regression client: answers exactly what is asked, labelled, from the case file."""

    def __init__(self, case: dict) -> None:
        self.case, self.withheld = case, list(case.get("withheld", []))

    def next(self, asked: str, elements) -> str:
        case = self.case
        if asked == "card":
            return "确认"
        if asked in self.withheld:
            return "不提供"
        parts = asked.split(".")
        if parts[0] in ("plaintiff", "defendant"):
            key = parts[0] + "s"
            label = "原告" if parts[0] == "plaintiff" else "被告"
            people = case.get(key, [])
            if len(parts) == 2:
                many = len(people) > 1
                return "；".join(party_message(label + ("一二三四五"[i] if many else ""), raw, i, self.withheld, parts[0])
                                for i, raw in enumerate(people))
            raw = people[int(parts[1])]
            value = raw.get(parts[2], "")
            return f"{LABELS.get(parts[2], '')}{value}" if value else "不提供"
        if asked == "claims":
            return "诉讼请求：" + "；".join(case.get("claims", []))
        if asked == "facts":
            return case.get("facts", "不提供")
        if asked == "evidence":
            return "证据：" + "；".join(case.get("evidence", [])) if case.get("evidence") else "不提供"
        if asked == "court":
            return f"向{case['court']}起诉" if case.get("court") else (f"房屋位于{case['place']}" if case.get("place") else "不提供")
        if asked == "date":
            return case.get("date", "不提供")
        return "不提供"


class TranscriptClient:
    """A natural transcript: its messages in order, then its replies to what is still asked."""

    def __init__(self, case: dict) -> None:
        self.case, self.messages = case, list(case.get("messages", []))
        self.replies = case.get("replies", {})

    def next(self, asked: str, elements) -> str:
        if self.messages:
            return self.messages.pop(0)
        if asked == "card":
            return "确认"
        for key in (asked, asked.split(".")[0]):
            if key in self.replies:
                return self.replies[key]
        return "不知道"


def sections_of(text: str) -> dict[str, list[str]]:
    """The complaint's lines by section: 原告 / 被告 party lines, 诉讼请求, 事实和理由, 证据, 法院."""
    out: dict[str, list[str]] = {"原告": [], "被告": [], "诉讼请求": [], "事实和理由": [], "证据": [], "法院": []}
    current = ""
    for line in (line.strip() for line in text.splitlines()):
        if not line:
            continue
        if line.startswith("原告：") or line.startswith("被告："):
            current = line[:2]
            out[current].append(line[3:])
            continue
        if line.startswith(("法定代表人：", "负责人：", "经营者：", "法定代理人：")) and current in ("原告", "被告"):
            out[current][-1] += line
            continue
        if line in ("诉讼请求：", "事实和理由："):
            current = line.rstrip("：")
            continue
        if line.startswith("证据和证据来源"):
            current = "证据"
            continue
        if line == "此致":
            current = "法院"
            continue
        if line.startswith("具状人"):
            current = ""
        if current in ("诉讼请求", "事实和理由", "证据") or (current == "法院" and not out["法院"]):
            out[current].append(line)
    return out


def _norm(value: str) -> str:
    return normalize(value)


def _field_in(value: str, line: str) -> bool:
    value = _norm(value)
    if re.fullmatch(ex.DATE, value):
        return to_date(value) in {to_date(d) for d in ex.all_dates(line)}
    return value in line


def score_parties(expected: dict, found: dict[str, list[str]]) -> dict:
    """Each expected field in its own party's line; a field under the other role counts as misplaced."""
    withheld = expected.get("withheld", [])
    fields, hit, misplaced, swapped = 0, 0, 0, False
    for head, key in HEADS.items():
        other = "被告" if head == "原告" else "原告"
        role = "plaintiff" if head == "原告" else "defendant"
        for index, raw in enumerate(expected.get(key, [])):
            lines = found[head]
            line = next((ln for ln in lines if raw.get("name") and ln.startswith(raw["name"])), lines[index] if index < len(lines) else "")
            if raw.get("name") and any(ln.startswith(raw["name"]) for ln in found[other]):
                swapped = True
            for name, value in raw.items():
                if name == "kind" or f"{role}.{index}.{name}" in withheld:
                    continue
                fields += 1
                if _field_in(value, line):
                    hit += 1
                elif any(_field_in(value, ln) for ln in found[other]) and name != "address":
                    misplaced += 1
            for key_withheld in withheld:
                parts = key_withheld.split(".")
                if parts[0] == role and int(parts[1]) == index and "未提供" not in line:
                    fields += 1  # a withheld field must be marked, not left out silently
    return {"party_fields": hit / fields if fields else 1.0, "misplaced_fields": misplaced, "roles_swapped": swapped}


def score_claims(expected: dict, lines: list[str]) -> float:
    claims = expected.get("claims", {})
    text = "\n".join(lines)
    present = {yuan(a) for a in ex.amounts(text)} - {None}
    checks = [Decimal(a) in present for a in claims.get("amounts", [])]
    if claims.get("total"):
        checks.append(f"合计{claims['total']}元" in text)
    # the orders that are no sum ("腾退", "删除", "道歉", "解除"): each demand the client made is a claim (D71, D72)
    checks += [phrase in text for phrase in claims.get("orders", [])]
    interest = claims.get("interest")
    if interest:
        checks.append(interest["rate"] in text and to_date(interest["since"]) in {to_date(d) for d in ex.all_dates(text)})
    return sum(checks) / len(checks) if checks else 1.0


def score_evidence(expected: list[str], lines: list[str]) -> float:
    if not expected:
        return 1.0 if lines else 0.0
    return sum(1 for item in expected if sum(item in line for line in lines) == 1
               and not any(other != item and other in line and item in line for other in expected for line in lines)) / len(expected)


def score_complaint(case: dict, complaint: str, dispute: str, computed: list[str]) -> dict:
    """Every part of a drafted complaint against the expected case file."""
    expected = case.get("expected", {})
    found = sections_of(complaint)
    parties = score_parties(expected, found)
    court = found["法院"][0] if found["法院"] else ""
    courts = expected.get("courts", [])
    court_ok = (not courts) or any(same_court(court, ok) for ok in courts)
    body = "\n".join(found["原告"] + found["被告"] + found["诉讼请求"] + found["事实和理由"][:-1] + found["证据"])
    made_up = invented(body, case.get("messages", []) + list(case.get("replies", {}).values()), computed)
    absent = [value for value in expected.get("absent", []) if value in complaint]
    marks = placeholders(complaint)
    parts = {
        "party_fields": round(parties["party_fields"], 4) if not parties["roles_swapped"] else 0.0,
        "roles": 0.0 if parties["roles_swapped"] or parties["misplaced_fields"] else 1.0,
        "claims": round(score_claims(expected, found["诉讼请求"]), 4),
        "evidence": round(score_evidence(expected.get("evidence", []), found["证据"]), 4),
        "court": 1.0 if court_ok else 0.0,
        "dispute_type": 1.0 if not expected.get("dispute") or expected["dispute"] == dispute else 0.0,
        "corrections": 0.0 if absent else 1.0,
        "facts_in_chinese": 0.0 if re.search(r"[A-Za-z]{3,}", "".join(found["事实和理由"])) else 1.0,
    }
    score = 0.0 if marks or made_up else sum(parts.values()) / len(parts)
    return {**parts, "misplaced_fields": parties["misplaced_fields"], "roles_swapped": parties["roles_swapped"],
            "court_drafted": court, "wrong_court": not court_ok, "invented": made_up, "placeholders": marks,
            "still_there": absent, "score": round(score, 4)}


async def run_case(case: dict, retriever, today: date, model: ChatModel | None = None, timeout_s: float = 60.0,
                   proposer: Proposer | None = None) -> dict:
    """One conversation to its end: drafted, sent to arbitration, or out of turns. `model`: the facts
    are rephrased by it (`[complaint] rephrase = "model"`), else worded by the phrase table; `proposer`:
    the model proposes party fields the rules left empty (`[complaint] propose = "model"`)."""
    started = time.perf_counter()
    intake = Intake(today, proposer)
    state, _ = intake.start()
    client = TranscriptClient(case) if "messages" in case else LabelledClient(case)
    turns, told_arbitration, composed, replies, calls, proposals = 0, False, None, [], 0, []
    while turns < MAX_TURNS:
        message = client.next(state.asked, state.elements)
        turns += 1
        step = await intake.read(state, message)
        replies.append(step.text)
        if step.proposed is not None:  # one model call, whatever came of it
            calls += 1
            proposals.append(step.proposed.to_log())
        if step.arbitration:
            told_arbitration = True
            break
        if step.ready:
            composed = await compose_complaint(state.elements, retriever, today, model=model, rephrase_timeout_s=timeout_s)
            if composed.rephrased is not None and composed.rephrased.reason not in ("off", "no facts"):
                calls += 1
            if composed.ready:
                break
            state.status, state.asked = "intake", composed.ask
    seconds = round(time.perf_counter() - started, 3)
    result = {"id": case.get("id"), "held_out": bool(case.get("held_out")), "turns": turns,
              "dispute": state.elements.dispute, "seconds": seconds, "model_calls": calls, "proposals": proposals}
    if composed is not None and composed.ready and composed.sections is not None:
        facts = [line for line in composed.sections.facts if not composed.basis or line != composed.basis.sentence]
        result["register"] = register_markers(facts)
        result["facts"] = facts
        if composed.rephrased is not None:
            result["rephrase"] = composed.rephrased.to_log()
    expected = case.get("expected", {})
    if expected.get("arbitration") or case.get("expect") == "arbitration":
        return {**result, "expected": "arbitration", "score": 1.0 if told_arbitration else 0.0,
                "placeholders": [], "invented": [], "misplaced_fields": 0, "wrong_court": False}
    if composed is None or not composed.ready:
        return {**result, "score": 0.0, "drafted": False, "placeholders": [], "invented": [], "misplaced_fields": 0,
                "wrong_court": False, "last_reply": replies[-1][:300] if replies else "",
                "failed": {v.item: v.detail for v in (composed.verdicts if composed else []) if not v.passed}}
    computed = computed_values(composed.sections, state.elements)
    if "messages" in case:
        scored = score_complaint(case, composed.complaint, state.elements.dispute, computed)
    else:
        scored = score_complaint(_as_expected(case), composed.complaint, state.elements.dispute, computed)
    return {**result, "drafted": True, **scored, "rubric": {v.item: v.passed for v in composed.verdicts},
            "complaint": composed.complaint}


def _as_expected(case: dict) -> dict:
    """A labelled case file seen as a transcript with its expected case file."""
    amounts = [str(yuan(a).normalize()) for c in case.get("claims", []) for a in ex.amounts(c)
               if yuan(a) is not None and "利息" not in c]
    return {"messages": [str(v) for v in case.values()], "expected": {
        "plaintiffs": case.get("plaintiffs", []), "defendants": case.get("defendants", []),
        "withheld": case.get("withheld", []), "claims": {"amounts": list(dict.fromkeys(amounts))},
        "evidence": case.get("evidence", []), "courts": [case["court"]] if case.get("court") else [],
        "dispute": case.get("dispute", "")}}


def rephrase_summary(results: list[dict]) -> dict:
    """Which wording the facts got: the model's, or the table's and why (off, the model failed, the
    check rejected the model's text for a value it invented or dropped, the rubric failed it)."""
    logs = [r["rephrase"] for r in results if r.get("rephrase")]
    reasons = [log["reason"] for log in logs if log["path"] == "table"]
    rejected = [reason for reason in reasons if reason.startswith("rejected")]
    timed = [log["seconds"] for log in logs if log["reason"] not in ("off", "no facts")]
    return {"model": sum(1 for log in logs if log["path"] == "model"), "table": len(reasons),
            "off": sum(1 for reason in reasons if reason in ("off", "no facts")),
            "model_failed": sum(1 for reason in reasons if reason.startswith(("model unavailable", "no answer"))),
            "rejected": len(rejected), "rejected_invented": sum(1 for reason in rejected if "invented" in reason),
            "rejected_dropped": sum(1 for reason in rejected if "dropped" in reason),
            "rubric": sum(1 for reason in reasons if reason.startswith("rubric")),
            "seconds_per_call": round(sum(timed) / len(timed), 2) if timed else None}


def propose_summary(results: list[dict]) -> dict:
    """What the model's party proposals came to: calls, failures (down, slow, unreadable), values kept
    into empty fields and values dropped by the checks, and the seconds a call took."""
    logs = [log for r in results for log in r.get("proposals", [])]
    return {"calls": len(logs), "failed": sum(1 for log in logs if log["reason"]),
            "kept": sum(len(log["kept"]) for log in logs), "dropped": sum(len(log["dropped"]) for log in logs),
            "seconds_per_call": round(sum(log["seconds"] for log in logs) / len(logs), 2) if logs else None}


def summary(results: list[dict]) -> dict:
    drafted = [r for r in results if r.get("drafted")]
    n = len(results) or 1
    return {
        "cases": len(results),
        "mean_score": round(sum(r["score"] for r in results) / n, 4),
        "misplaced_fields": sum(r.get("misplaced_fields", 0) for r in results),
        "roles_swapped": sum(1 for r in results if r.get("roles_swapped")),
        "invented_data": sum(len(r.get("invented", [])) for r in results),
        "placeholders_shipped": sum(len(r.get("placeholders", [])) for r in results),
        "wrong_court": sum(1 for r in results if r.get("wrong_court")),
        "not_drafted": sum(1 for r in results if r.get("drafted") is False),
        "mean_turns": round(sum(r["turns"] for r in results) / n, 2),
        "register_markers": {kind: sum(r.get("register", {}).get(kind, 0) for r in results) for kind in REGISTER_MARKERS},
        "rephrase": rephrase_summary(results),
        "propose": propose_summary(results),
        "model_calls": sum(r.get("model_calls", 0) for r in results),
        "seconds_per_complaint": round(sum(r["seconds"] for r in drafted) / len(drafted), 3) if drafted else None,
    }


async def evaluate(cases: list[dict], retriever, today: date, model: ChatModel | None = None,
                   timeout_s: float = 60.0, proposer: Proposer | None = None) -> dict:
    results = [await run_case(case, retriever, today, model, timeout_s, proposer) for case in cases]
    out = {**summary(results), "per_case": results}
    developed = [r for r in results if not r["held_out"]]
    held_out = [r for r in results if r["held_out"]]
    if held_out:
        out["developed_on"] = summary(developed)
        out["held_out"] = summary(held_out)
    return out
