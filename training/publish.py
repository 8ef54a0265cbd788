"""Adapters with their metadata, and publishing to vLLM with a record of every switch.

Layout under the trainer's work dir:

    adapters/<adapter_id>/          the LoRA files + meta.json (base model, data window, steps, metrics)
    serving.json                    {"current": id | null, "history": [ids served before, oldest first]}
    publish_log.jsonl               one line per publish / failed publish / rollback / refusal, with the time

vLLM serves the base model and loads adapters at run time (`--enable-lora`,
VLLM_ALLOW_RUNTIME_LORA_UPDATING=True). Publishing loads the adapter under its own name, then
points the stable alias the bot asks for (`[training] serve_alias`, the bot's `[llm] model`) at
it: unload the alias, load it with the new path. Rollback does the same with the previous adapter.
"""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx


class PublishError(RuntimeError):
    """The serving engine refused or could not be reached."""


class VllmAdapters:
    """vLLM's runtime LoRA endpoints (`/v1/load_lora_adapter`, `/v1/unload_lora_adapter`)."""

    def __init__(self, base_url: str, api_key: str | None = None, timeout: float = 60.0) -> None:
        self.base_url = base_url.rstrip("/")
        key = api_key if api_key is not None else os.environ.get("TEMPOLEX_SERVE_API_KEY", "")
        self.headers = {"Authorization": f"Bearer {key}"} if key else {}
        self.timeout = timeout

    def _post(self, path: str, body: dict[str, Any], missing_ok: bool = False) -> None:
        try:
            response = httpx.post(f"{self.base_url}{path}", json=body, headers=self.headers, timeout=self.timeout)
        except httpx.HTTPError as exc:
            raise PublishError(f"{self.base_url}{path}: {exc}") from exc
        if response.status_code >= 400 and not (missing_ok and response.status_code in (400, 404)):
            raise PublishError(f"{path} answered {response.status_code}: {response.text[:200]}")

    def load(self, name: str, path: str) -> None:
        self._post("/v1/load_lora_adapter", {"lora_name": name, "lora_path": path})

    def unload(self, name: str, missing_ok: bool = True) -> None:
        self._post("/v1/unload_lora_adapter", {"lora_name": name}, missing_ok=missing_ok)

    def served_path(self, name: str) -> str | None:
        """The adapter path vLLM lists for `name` (`GET /v1/models`, field `root`); None: not served."""
        try:
            response = httpx.get(f"{self.base_url}/v1/models", headers=self.headers, timeout=self.timeout)
            response.raise_for_status()
        except httpx.HTTPError as exc:
            raise PublishError(f"{self.base_url}/v1/models: {exc}") from exc
        return next((m.get("root") for m in response.json().get("data", []) if m.get("id") == name), None)

    def point_alias(self, alias: str, name: str, path: str, load_named: bool = True) -> None:
        """Load the adapter under its own name (unless it is loaded already) and make `alias` serve it."""
        if load_named:
            self.load(name, path)
        self.unload(alias)
        self.load(alias, path)


class Registry:
    """Saved adapters, the one being served, and the log of switches."""

    def __init__(self, work_dir: Path) -> None:
        self.work_dir = Path(work_dir)
        self.adapters = self.work_dir / "adapters"
        self.adapters.mkdir(parents=True, exist_ok=True)
        self.state_file = self.work_dir / "serving.json"
        self.log_file = self.work_dir / "publish_log.jsonl"

    def path(self, adapter_id: str) -> Path:
        return self.adapters / adapter_id

    def save_meta(self, adapter_id: str, meta: dict[str, Any]) -> None:
        (self.path(adapter_id) / "meta.json").write_text(json.dumps(meta, ensure_ascii=False, indent=2), encoding="utf-8")

    def meta(self, adapter_id: str) -> dict[str, Any]:
        return json.loads((self.path(adapter_id) / "meta.json").read_text(encoding="utf-8"))

    def state(self) -> dict[str, Any]:
        if self.state_file.exists():
            return json.loads(self.state_file.read_text(encoding="utf-8"))
        return {"current": None, "history": []}

    def _save_state(self, state: dict[str, Any]) -> None:
        tmp = self.state_file.with_suffix(".tmp")
        tmp.write_text(json.dumps(state, indent=2), encoding="utf-8")
        tmp.replace(self.state_file)

    def record(self, action: str, **detail: Any) -> dict[str, Any]:
        entry = {"at": datetime.now(UTC).isoformat(timespec="seconds"), "action": action, **detail}
        with self.log_file.open("a", encoding="utf-8") as fh:
            fh.write(json.dumps(entry, ensure_ascii=False) + "\n")
        return entry

    def log(self) -> list[dict[str, Any]]:
        if not self.log_file.exists():
            return []
        return [json.loads(line) for line in self.log_file.read_text(encoding="utf-8").splitlines() if line]

    def publish(self, adapter_id: str, engine: VllmAdapters, alias: str) -> dict[str, Any]:
        """Point the alias at the adapter and check vLLM lists it there; on any failure the alias is
        put back on the adapter served before (or removed when there was none) and PublishError raised."""
        path = str(self.path(adapter_id).resolve())
        try:
            engine.point_alias(alias, adapter_id, path)
            if engine.served_path(alias) != path:
                raise PublishError(f"vLLM does not list {alias} at {path} after loading it")
        except PublishError as exc:
            restored = self._restore(engine, alias)
            self.record("publish_failed", adapter=adapter_id, error=str(exc), restored=restored, alias=alias)
            raise
        state = self.state()
        if state["current"]:
            state["history"].append(state["current"])
        previous, state["current"] = state["current"], adapter_id
        self._save_state(state)
        return self.record("publish", adapter=adapter_id, previous=previous, alias=alias)

    def _restore(self, engine: VllmAdapters, alias: str) -> str | None:
        """Serve the recorded current adapter under the alias again (after a failed switch)."""
        current = self.state()["current"]
        try:
            if current:
                engine.point_alias(alias, current, str(self.path(current).resolve()), load_named=False)
            else:
                engine.unload(alias)
        except PublishError:
            return "restore failed: vLLM unreachable or refusing; `tempolex train rollback` once it answers"
        return current or "base model"

    def rollback(self, engine: VllmAdapters, alias: str) -> dict[str, Any]:
        """Serve the adapter served before the current one again."""
        state = self.state()
        if not state["history"]:
            raise PublishError("nothing to roll back to: no adapter was served before the current one")
        target = state["history"][-1]
        engine.point_alias(alias, target, str(self.path(target).resolve()), load_named=False)
        withdrawn = state["current"]
        state["current"] = state["history"].pop()
        self._save_state(state)
        return self.record("rollback", adapter=target, withdrawn=withdrawn, alias=alias)
