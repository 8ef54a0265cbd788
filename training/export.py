"""Stored trajectories → a versioned, scrubbed export bundle (SFT set + RL prompt set + manifest).

A bundle is a folder `bundle-<UTC time>-<hash>` holding:

- `sft.jsonl`: one conversation per turn whose reply passed every rubric item (final verdicts),
  was answered by the model (not degraded, not a fixed reply) and got no 👎. Messages keep their
  typed spans, so `training.chat_format` masks everything but `model` spans (label -100).
- `rl.jsonl`: prompts for GRPO and the gate: every answered turn as a `consultation` prompt
  (messages up to the model's first reply, case date, evidence ids, the stored reply, its vote)
  and one `recitation` prompt per in-force provision of the evidence (reference: the corpus text
  of the version valid on the case date). Each has `split` "train" or "heldout" (by a hash).
- `manifest.json`: format and version, the time window, counts (kept and excluded, by reason),
  the sha256 of each file and of the whole bundle.

Every exported text goes through the memory scrubber (`core.memory.scrubber`): user, model and
code spans are scrubbed, and the personal values found in the user's messages are removed from
every span. Users who used /forget have no rows left in the store, so they are not exported;
the trainer keeps only the newest `keep_bundles` bundles, so a forgotten user also leaves training
data by the next export.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import tarfile
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path, PurePosixPath
from typing import Any

from core.memory.scrubber import personal_values, scrub
from core.store import Store
from core.trajectory import TurnRecord, read_record

FORMAT = "tempolex-training-bundle"
BUNDLE_VERSION = 1
SCRUBBED_KINDS = frozenset({"user", "model", "code"})


@dataclass
class Manifest:
    name: str
    created_at: str
    window: dict[str, Any]
    counts: dict[str, int]
    excluded: dict[str, int]
    files: dict[str, str]
    sha256: str
    format: str = FORMAT
    version: int = BUNDLE_VERSION
    trajectory_schema: int = 2
    scrubbed: dict[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def _split(key: str, heldout_share: float) -> str:
    bucket = int(hashlib.sha256(key.encode()).hexdigest()[:8], 16) / 0xFFFFFFFF
    return "heldout" if bucket < heldout_share else "train"


class _Scrubber:
    def __init__(self) -> None:
        self.counts: dict[str, int] = {}

    def text(self, text: str, known: list[str], full: bool) -> str:
        if full:
            result = scrub(text, known)
        else:  # statute text, system prompt, tool output: only values this user gave are removed
            for value in known:
                if value in text:
                    text = text.replace(value, "[REDACTED]")
                    self.counts["known"] = self.counts.get("known", 0) + 1
            return text
        for kind, count in result.kinds.items():
            self.counts[kind] = self.counts.get(kind, 0) + count
        return result.text

    def messages(self, record: TurnRecord, known: list[str]) -> list[dict[str, Any]]:
        out = []
        for message in record.messages:
            spans = [{"kind": s.kind, "text": self.text(s.text, known, s.kind in SCRUBBED_KINDS)} for s in message.spans]
            out.append({"role": message.role, "spans": spans, "tool_calls": message.tool_calls,
                        "tool_call_id": message.tool_call_id, "name": message.name})
        return out


def sft_exclusion(record: TurnRecord) -> str | None:
    """Why a turn is not an SFT example (None: it is one)."""
    if record.outcome != "answered" or record.degraded or record.error:
        return "not_answered_by_model"
    if not record.model_spans():
        return "no_model_output"
    if not record.rubric_final or not all(record.rubric_final.values()):
        return "rubric_failed"
    if record.feedback is not None and record.feedback.value is not None and record.feedback.value < 0:
        return "thumbs_down"
    return None


def _prompt_messages(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The conversation up to (not including) the model's first reply."""
    out = []
    for message in messages:
        if message["role"] == "assistant":
            break
        out.append(message)
    return out


async def _rows(store: Store, since: str | None) -> list[dict[str, Any]]:
    rows = await store.iter_trajectories()
    if since:
        rows = [row for row in rows if row["created_at"][:10] >= since]
    return rows


async def export_bundle(store: Store, out_dir: Path, *, since: str | None = None, heldout_share: float,
                        corpus=None, now: datetime | None = None) -> Path:
    """Write a bundle of the turns created on or after `since` (YYYY-MM-DD) into `out_dir`."""
    from training.rewards import shipped_corpus

    corpus = corpus or shipped_corpus()
    now = now or datetime.now(UTC)
    rows = await _rows(store, since)
    scrubber = _Scrubber()
    sft: list[dict[str, Any]] = []
    rl: list[dict[str, Any]] = []
    excluded: dict[str, int] = {}
    seen_recitations: set[tuple[str, str]] = set()
    for row in rows:
        record = read_record(row["trajectory"], row["turn_id"], row["feedback"])
        known = sorted({v for m in record.messages for s in m.spans if s.kind == "user" for v in personal_values(s.text)}
                       | set(personal_values(record.input)), key=len, reverse=True)
        messages = scrubber.messages(record, known)
        case_date = record.case_window.start if record.case_window else row.get("case_date")
        reason = sft_exclusion(record)
        if reason is None:
            sft.append({"id": f"turn-{row['turn_id']}", "turn_id": row["turn_id"], "messages": messages})
        else:
            excluded[reason] = excluded.get(reason, 0) + 1
        if record.outcome != "answered" or record.degraded or not record.model_spans():
            continue
        evidence_ids = [e["id"] for e in record.evidence if e.get("role", "in_force") == "in_force"]
        key = f"turn-{row['turn_id']}"
        rl.append({
            "id": key, "task": "consultation", "turn_id": row["turn_id"], "split": _split(key, heldout_share),
            "case_date": case_date, "window": list(record.retrieval.window) if record.retrieval else [],
            "language": record.language, "question": scrubber.text(record.question, known, True),
            "evidence_ids": evidence_ids, "prompt": _prompt_messages(messages),
            "reply": scrubber.text(record.reply, known, True), "feedback": record.feedback.value if record.feedback else None,
            "rubric_final": record.rubric_final, "reference": None,
        })
        for ident in evidence_ids:
            version = corpus.by_id.get(ident)
            if version is None or not case_date or (ident, case_date) in seen_recitations:
                continue
            seen_recitations.add((ident, case_date))
            key = f"recite-{hashlib.sha256(f'{ident}@{case_date}'.encode()).hexdigest()[:12]}"
            ask = f"请逐字背诵{case_date}有效的《{version.law}》{version.article_label}（{version.version}版）。只输出条文原文。"
            rl.append({
                "id": key, "task": "recitation", "turn_id": row["turn_id"], "split": _split(key, heldout_share),
                "case_date": case_date, "language": "zh", "evidence_ids": [ident],
                "prompt": [{"role": "user", "spans": [{"kind": "instruction", "text": ask}]}],
                "reference": version.text, "feedback": None,
            })
    return _write(out_dir, sft, rl, excluded, scrubber.counts, rows, since, now)


def _write(out_dir: Path, sft, rl, excluded, scrubbed, rows, since, now: datetime) -> Path:
    files = {
        "sft.jsonl": "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in sft).encode(),
        "rl.jsonl": "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in rl).encode(),
    }
    hashes = {name: hashlib.sha256(data).hexdigest() for name, data in files.items()}
    whole = hashlib.sha256("".join(f"{n}:{h}\n" for n, h in sorted(hashes.items())).encode()).hexdigest()
    name = f"bundle-{now.strftime('%Y%m%dT%H%M%SZ')}-{whole[:8]}"
    folder = Path(out_dir) / name
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    os.chmod(folder, 0o700)  # scrubbed, but still drawn from users' chats: the owner's only
    for file_name, data in files.items():
        _write_private(folder / file_name, data)
    manifest = Manifest(
        name=name, created_at=now.isoformat(timespec="seconds"),
        window={"since": since, "until": now.date().isoformat(),
                "first_turn": rows[0]["turn_id"] if rows else None, "last_turn": rows[-1]["turn_id"] if rows else None,
                "first_at": rows[0]["created_at"] if rows else None, "last_at": rows[-1]["created_at"] if rows else None},
        counts={"turns": len(rows), "sft": len(sft), "rl": len(rl),
                "rl_consultation": sum(1 for x in rl if x["task"] == "consultation"),
                "rl_recitation": sum(1 for x in rl if x["task"] == "recitation"),
                "heldout": sum(1 for x in rl if x["split"] == "heldout")},
        excluded=excluded, files=hashes, sha256=whole, scrubbed=scrubbed,
    )
    _write_private(folder / "manifest.json", json.dumps(manifest.to_dict(), ensure_ascii=False, indent=2).encode())
    return folder


def _write_private(path: Path, data: bytes) -> None:
    """Write a file readable by its owner only (0600), whatever the umask."""
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "wb") as file:
        file.write(data)
    os.chmod(path, 0o600)


class BundleError(ValueError):
    """A bundle that is not complete or whose files do not match its manifest."""


def load_bundle(folder: Path) -> tuple[dict[str, Any], list[dict[str, Any]], list[dict[str, Any]]]:
    """(manifest, sft, rl) of a bundle, after checking every file against the manifest's hash."""
    folder = Path(folder)
    try:
        manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise BundleError(f"{folder}: no readable manifest.json ({exc})") from exc
    if manifest.get("format") != FORMAT or manifest.get("version") != BUNDLE_VERSION:
        raise BundleError(f"{folder}: not a {FORMAT} v{BUNDLE_VERSION}")
    data = {}
    for name, digest in manifest["files"].items():
        raw = (folder / name).read_bytes()
        if hashlib.sha256(raw).hexdigest() != digest:
            raise BundleError(f"{folder / name}: sha256 does not match the manifest")
        data[name] = [json.loads(line) for line in raw.decode("utf-8").splitlines() if line.strip()]
    return manifest, data["sft.jsonl"], data["rl.jsonl"]


def pack(folder: Path) -> bytes:
    """A bundle folder as tar.gz bytes (what the export endpoint sends)."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as tar:
        tar.add(folder, arcname=Path(folder).name)
    return buffer.getvalue()


def unpack(data: bytes, into: Path) -> Path:
    """Extract a packed bundle into `into`; returns its folder, checked against its manifest."""
    into = Path(into)
    into.mkdir(parents=True, exist_ok=True)
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        members = tar.getmembers()
        names = {m.name.split("/")[0] for m in members}
        if len(names) != 1:
            raise BundleError("a packed bundle holds exactly one folder")
        for member in members:
            # What tarfile's "data" filter enforces, checked here too: Python 3.11.0-3.11.3
            # (Debian bookworm's python3 is 3.11.2) have no extraction filters.
            path = PurePosixPath(member.name)
            if not (member.isfile() or member.isdir()) or path.is_absolute() or ".." in path.parts:
                raise BundleError(f"a packed bundle holds only files and folders inside it, not {member.name!r}")
        tar.extractall(into, **({"filter": "data"} if hasattr(tarfile, "data_filter") else {}))
    folder = into / names.pop()
    load_bundle(folder)
    return folder


def prune(bundle_dir: Path, keep: int) -> list[Path]:
    """Delete all but the newest `keep` bundles; returns what was deleted."""
    import shutil

    bundles = sorted(p for p in Path(bundle_dir).glob("bundle-*") if p.is_dir())
    removed = bundles[:-keep] if keep > 0 else bundles
    for path in removed:
        shutil.rmtree(path)
    return removed


def latest_bundle(bundle_dir: Path) -> Path | None:
    bundles = sorted(p for p in Path(bundle_dir).glob("bundle-*") if (p / "manifest.json").exists())
    return bundles[-1] if bundles else None
