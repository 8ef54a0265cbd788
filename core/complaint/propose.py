"""Party fields the chat model proposes from a message, kept only where code can check them.

Why: the intake's rules (`reader.py`) read the ways of telling a case they were written for; told
another way, a field stays empty and the intake asks for what the user already wrote. The model reads
any wording, but a 1.5B model also invents, reformats, and gives one party's value to the other. So it
only proposes (one call, JSON), and the intake fills a field the rules left empty with a proposed value
only when `kept` finds it the user's own words (verbatim in the message), of the field's form, nobody
else's value already, and said of that party: the party the text names last before the value (or the
one just asked about), not merely the one the model says. Every value kept is told to the user.
"""

from __future__ import annotations

import asyncio
import json
import re
import time
from dataclasses import dataclass, field

import jieba.posseg as posseg

from core.chat_model import ChatMessage, ChatModel, ModelUnavailable
from core.complaint import extract as ex
from core.complaint import reader as rd
from core.complaint.checks import placeholders
from core.complaint.elements import Elements, Party
from index.common.text import HAN

#: the model's JSON keys, and the party field each is
KEYS = {"姓名": "name", "名称": "name", "性别": "gender", "出生": "birth", "出生日期": "birth", "民族": "ethnicity",
        "住址": "address", "地址": "address", "住所地": "address", "电话": "phone", "联系方式": "phone",
        "身份证": "id_number", "身份证号": "id_number", "法定代表人": "representative", "职务": "title"}
ROLES = {"原告": "plaintiff", "被告": "defendant"}
PROMPT = (
    "从用户的话里找出起诉状当事人的信息，只输出JSON，不要解释。\n"
    '格式：{{"当事人":[{{"角色":"原告","姓名":"","性别":"","出生":"","民族":"","住址":"","电话":"","身份证":""{org}}}]}}\n'
    "规则：1. 每个值都从用户的话里原样照抄，不改写格式；话里没有的项写\"\"。2. 说话的人（我、我们）是原告，被起诉的一方是被告。"
    "3. 单位的“姓名”写单位全称。4. 出租的房子、事故地点不是住址。\n"
    "已知当事人：{known}。{asked}\n"
    "用户的话：{text}\n"
)
#: the signs of a field's value in a message (a phone is checked apart: `worth_asking`)
CUES = {"gender": ex.GENDER, "ethnicity": ex.ETHNICITY,
        "birth": re.compile(r"(?:19|20)\d{2}年(?:\d{1,2}月)?(?:\d{1,2}日)?(?:出生|生|的)|出生"),
        "address": re.compile(r"住|居|地址|家在|户籍|位于|办公|落脚"),
        "representative": re.compile(r"法定代表人|法人|负责人|老板|经理|董事"), "title": re.compile(ex.TITLES)}
#: what a person's name is not: a pronoun, a kinship or relation word (the model gave "房东" and "我老婆" as names)
NOT_A_NAME = re.compile(r"[我你他她它]|们|爸|妈|爷爷|奶奶|哥哥|姐姐|弟弟|妹妹|表[哥姐弟妹]|堂[兄哥姐弟妹]|叔叔|婶婶|阿姨|舅舅|"
                        r"伯伯|姑姑|儿子|女儿|老公|老婆|丈夫|妻子|媳妇|嫂子|孙子|孙女|亲戚|家人|老板|师傅")
#: the ID number's check digit (GB 11643)
_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
#: the first-person words that mean the plaintiff who writes
_WRITER = re.compile(r"我们|我|本人")
#: the words that introduce a side's name, right before it ("我叫…", "被告：…")
_INTRODUCED = {"plaintiff": re.compile(r"(?:我叫|我是|本人|我们是|原告(?:是|叫|为|[:：])?)\s*$"),
               "defendant": re.compile(r"(?:被告[一二三四五\d]?(?:是|叫|为|[:：])?|对方(?:是|叫)|[他她]叫)\s*$")}


@dataclass(frozen=True)
class Proposal:
    """One party as the model read it: its role ("plaintiff"/"defendant", or "" when the model gave
    none), name and field values, all unchecked."""

    role: str
    name: str
    values: dict[str, str]


@dataclass
class Proposed:
    """The model's reading of one message: the proposals, and why there are none (`reason`)."""

    proposals: list[Proposal] = field(default_factory=list)
    reason: str = ""
    seconds: float = 0.0
    model_text: str = ""
    kept: list[str] = field(default_factory=list)  # "defendant.0.address=…": what the intake filled
    dropped: list[str] = field(default_factory=list)  # "defendant.0.phone=…: not in the message"

    def to_log(self) -> dict:
        return {"reason": self.reason, "seconds": round(self.seconds, 3), "model_text": self.model_text,
                "kept": self.kept, "dropped": self.dropped}


def worth_asking(elements: Elements, text: str) -> bool:
    """Only then is the model called: a party field is still open (not declined) and the message holds
    more signs of that field (a phone no party has; 男/女, an ethnicity, a birth year, 住/地址 …) than
    parties whose value of it the message already gave; or a side has nobody, or nobody named, and the
    message names a person (jieba's nr) or an organisation who is not a party yet."""
    open_fields = {key.split(".")[2] if key.count(".") == 2 else "name" for key in elements.open_questions()
                   if key.split(".")[0] in ROLES.values()}
    held = {getattr(p, n) for p in elements.parties() for n in ("phone", "id_number")}
    if "phone" in open_fields and any(number not in held for number in ex.PHONE.findall(text)):
        return True
    names = {p.name for p in elements.parties()}
    if "name" in open_fields and (any(w.flag == "nr" and w.word not in names for w in posseg.cut(text)) or any(
            org not in names for org in rd.orgs_named(text))):
        return True
    for name, cue in CUES.items():
        given = sum(1 for p in elements.parties() if getattr(p, name) and getattr(p, name) in text)
        if name in open_fields and len(cue.findall(text)) > given:
            return True
    return False


def prompt_for(text: str, elements: Elements, asked: str) -> str:
    """The one request; an organisation's keys only where one may be a party (fewer tokens to write)."""
    known = "；".join(f"{'原告' if p.role == 'plaintiff' else '被告'}{p.name or '（姓名未知）'}" for p in elements.parties())
    question = f"刚才问用户的是：{elements.describe(asked)}。" if asked.split(".")[0] in ROLES.values() else ""
    org = any(p.kind == "org" for p in elements.parties()) or bool(rd.orgs_named(text) or CUES["representative"].search(text))
    return PROMPT.format(known=known or "无", asked=question, text=text, org=',"法定代表人":"","职务":""' if org else "")


def _closed(text: str) -> bool:
    """The JSON object begun with "{" is complete (braces outside strings balance)."""
    depth, quoted, escaped = 0, False, False
    for char in "{" + text:
        if quoted:
            quoted, escaped = (escaped or char != '"'), (char == "\\" and not escaped)
        elif char == '"':
            quoted = True
        elif char in "{[":
            depth += 1
        elif char in "}]":
            depth -= 1
            if depth == 0:
                return True
    return False


def _loads(text: str) -> object:
    """The first JSON value in `text`, repaired the ways the small model breaks it (code fences, text
    around it, Chinese quotes and commas, trailing commas, unclosed brackets); None when unreadable."""
    text = re.sub(r"```(?:json)?", "", text)
    start = text.find("{")
    if start < 0:
        return None
    text = text[start:]
    candidates = [text, re.sub(r"[“”]", '"', text).replace("，\"", ",\"").replace("：", ":")]
    for candidate in list(candidates):
        fixed = re.sub(r",\s*([}\]])", r"\1", candidate)
        opened = [c for c in re.sub(r'"(?:\\.|[^"\\])*"', "", fixed) if c in "{}[]"]
        stack: list[str] = []
        for c in opened:
            if c in "{[":
                stack.append("}" if c == "{" else "]")
            elif stack:
                stack.pop()
        candidates.append(fixed.rstrip().rstrip(",") + "".join(reversed(stack)))
    decoder = json.JSONDecoder()
    for candidate in candidates:
        try:
            return decoder.raw_decode(candidate)[0]
        except ValueError:
            continue
    return None


def parse(text: str) -> list[Proposal]:
    """The model's answer as proposals: {"当事人": [...]}, a bare list, or one party object."""
    data = _loads(text)
    if isinstance(data, dict):
        data = data.get("当事人", data.get("parties", [data]))
    if not isinstance(data, list):
        return []
    out = []
    for item in data:
        if not isinstance(item, dict):
            continue
        values = {KEYS[k]: v.strip() for k, v in item.items() if k in KEYS and isinstance(v, str) and v.strip()}
        role = ROLES.get(str(item.get("角色", "")).strip(), "")
        out.append(Proposal(role, values.pop("name", ""), values))
    return out


@dataclass(frozen=True)
class Proposer:
    """The chat model as the intake's second reader (`[complaint] propose = "model"`)."""

    model: ChatModel
    timeout_s: float = 60.0

    async def propose(self, text: str, elements: Elements, asked: str) -> Proposed:
        return await propose(text, elements, asked, self.model, self.timeout_s)


async def propose(text: str, elements: Elements, asked: str, model: ChatModel, timeout_s: float) -> Proposed:
    """One call: the model's proposals for the parties in `text`, or none and why."""
    started = time.perf_counter()
    try:
        result = await asyncio.wait_for(model.complete(
            [ChatMessage("user", prompt_for(text, elements, asked))], max_tokens=360, temperature=0.0, begun="{",
            halt=_closed), timeout=timeout_s)
    except (ModelUnavailable, TimeoutError) as exc:
        reason = f"model unavailable: {exc}" if isinstance(exc, ModelUnavailable) else f"no answer within {timeout_s:g} s"
        return Proposed(reason=reason, seconds=time.perf_counter() - started)
    answer = result.text if result.text.lstrip().startswith("{") else "{" + result.text
    proposals = parse(answer)
    return Proposed(proposals, "" if proposals else "unreadable", time.perf_counter() - started, answer)


def valid(kind: str, name: str, value: str) -> bool:
    """`value` has the form of the party field `name` (for a party of `kind`)."""
    if placeholders(value):
        return False
    if name == "name":
        if kind == "org":
            return rd.org_name(value) == value
        return 2 <= len(value) <= 4 and re.fullmatch(rf"[{HAN}·]+", value) is not None \
            and rd.name_after_role(value) == value and not NOT_A_NAME.search(value) and not rd.ROLE_WORD.search(value)
    if name == "representative":
        return valid("person", "name", value)
    if name == "gender":
        return value in ("男", "女")
    if name == "birth":
        return re.fullmatch(r"(?:19|20)\d{2}年(?:\d{1,2}月(?:\d{1,2}日)?)?", value) is not None
    if name == "ethnicity":
        return ex.ETHNICITY.fullmatch(value) is not None and value.endswith("族")
    if name == "address":
        return len(value) <= 60 and rd.is_address(value) and bool(ex.PLACE_CHARS.search(value))
    if name == "phone":
        return ex.PHONE.fullmatch(value) is not None
    if name == "id_number":
        return ex.ID_NUMBER.fullmatch(value) is not None and _checked_id(value)
    if name == "title":
        return re.fullmatch(ex.TITLES, value) is not None
    return False


def _checked_id(number: str) -> bool:
    total = sum(int(d) * w for d, w in zip(number[:17], _WEIGHTS))
    return "10X98765432"[total % 11] == number[17].upper()


def _speaker_at(text: str, position: int, named: list[tuple[Party, str]], default: Party | None) -> Party | None:
    """The party the text is about at `position`: the one named last before it (by name, 原告/被告 when
    that side has one party, 我 for a single plaintiff), else `default` (the party just asked about)."""
    best, where = default, -1
    for party, name in named:
        at = text.rfind(name, 0, position) if name else -1
        if at > where:
            best, where = party, at
    sides = {role: [p for p, _ in named if p.role == role] for role in ROLES.values()}
    for pattern, role in ((_WRITER, "plaintiff"), (re.compile("原告"), "plaintiff"), (re.compile("被告"), "defendant")):
        ats = [m.start() for m in pattern.finditer(text, 0, position)]
        if len(sides[role]) == 1 and ats and ats[-1] > where:
            best, where = sides[role][0], ats[-1]
    return best


def _asked(elements: Elements, asked: str) -> tuple[str, int, Party | None]:
    """The side, index and party (None when that side has nobody there yet) of the question just asked
    ("defendant.0.address"); ("", -1, None) when it was not about a party."""
    parts = asked.split(".")
    if parts[0] not in ROLES.values() or len(parts) < 2:
        return "", -1, None
    group, index = (elements.plaintiffs if parts[0] == "plaintiff" else elements.defendants), int(parts[1])
    return parts[0], index, group[index] if index < len(group) else None


def _party_for(elements: Elements, proposal: Proposal, asked: str, text: str) -> tuple[Party | None, str]:
    """The party a proposal is about, with why not when there is none. A name already a party's is that
    party. A name nobody has yet is taken only as the answer to "who is the plaintiff/defendant", opening
    the message or introduced as that side's ("我叫…", "被告：…"): the side comes from the question and
    the user's words, not from the model (which called the writer's debtor, "我借给老乡包志刚", the
    plaintiff). No name: the side's only party, or the party just asked about."""
    side, index, asked_party = _asked(elements, asked)
    if proposal.name:
        named = [p for p in elements.parties() if p.name == proposal.name]
        if named:
            party = named[0]
            return (party, "") if proposal.role in ("", party.role) else (None, f"{proposal.name} is the other side")
        asking_name = side and (asked.count(".") == 1 or asked.endswith(".name")) and proposal.role in ("", side)
        if not asking_name:
            return None, f"{proposal.name} is not a known party, and no party's name was asked"
        at = text.find(proposal.name)
        if at > 2 and not _INTRODUCED[side].search(text[max(0, at - 8):at]):
            return None, f"{proposal.name} is not introduced as the {side}"
        if asked_party is None:
            kind = "org" if rd.org_name(proposal.name) == proposal.name else "person"
            return Party(side, kind), ""
        return (asked_party, "") if not asked_party.name else (None, "the party asked about has a name")
    group = elements.plaintiffs if proposal.role == "plaintiff" else elements.defendants if proposal.role else []
    if len(group) == 1:
        return group[0], ""
    if asked_party is not None and proposal.role in ("", asked_party.role):
        return asked_party, ""
    return None, "which party"


@dataclass(frozen=True)
class Fill:
    """A proposed value that passed every check: the party's empty `field` takes `value` (`party` is
    new, not yet in the elements, when the proposal named a side that had nobody)."""

    party: Party
    field: str
    value: str
    new: bool = False


def kept(elements: Elements, proposals: list[Proposal], text: str, asked: str) -> tuple[list[Fill], list[str]]:
    """The proposed values the intake may fill, and each one dropped with why. `text` is the message
    as normalized (what the user's words are checked against); `asked`, the question just asked
    ("defendant.0.address", "claims", …)."""
    candidates: list[Fill] = []
    dropped: list[str] = []
    asked_party = _asked(elements, asked)[2]
    for proposal in proposals:
        party, why = _party_for(elements, proposal, asked, text)
        new = party is not None and not any(p is party for p in elements.parties())
        wanted = {"name": proposal.name, **proposal.values} if proposal.name else dict(proposal.values)
        for name, value in wanted.items():
            label = f"{proposal.name or proposal.role}.{name}={value}"
            if party is None:
                dropped.append(f"{label}: {why}")
                continue
            allowed = party.required() + (("id_number",) if party.kind == "person" else ())
            if name not in allowed or getattr(party, name):
                if name not in allowed or getattr(party, name) != value:
                    dropped.append(f"{label}: {'not a field of this party' if name not in allowed else 'the rules read another'}")
                continue
            if value not in text:
                dropped.append(f"{label}: not in the message")
            elif not valid(party.kind, name, value):
                dropped.append(f"{label}: not a {name}")
            elif name == "address" and value == elements.place:
                dropped.append(f"{label}: the place of the case")
            else:
                candidates.append(Fill(party, name, value, new))
    parties = elements.parties() + list({id(f.party): f.party for f in candidates if f.new}.values())
    proposed_names = {id(f.party): f.value for f in candidates if f.field == "name"}
    named = [(p, p.name or proposed_names.get(id(p), "")) for p in parties]
    fills = []
    for fill in candidates:
        label = f"{fill.party.name or fill.party.role}.{fill.field}={fill.value}"
        others = [p for p in parties if p is not fill.party]
        if any(fill.value in (getattr(p, n) for n in ("name", *p.required(), "id_number")) for p in others) or any(
                f.value == fill.value and f.party is not fill.party for f in candidates):
            dropped.append(f"{label}: another party's")
            continue
        if fill.field != "name" and not any(
                _speaker_at(text, m.start(), named, asked_party) is fill.party for m in re.finditer(re.escape(fill.value), text)):
            dropped.append(f"{label}: said of another party")
            continue
        fills.append(fill)
    return fills, dropped
