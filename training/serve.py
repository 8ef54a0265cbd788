"""`tempolex serve`: vLLM's OpenAI-compatible server over the base model, LoRA on, on the GPU host.

The command is built here and then exec'd, so the process *is* vLLM (signals, exit status and
logs are vLLM's own). Runtime adapter loading is switched on (`--enable-lora` and
`VLLM_ALLOW_RUNTIME_LORA_UPDATING=True`): that is how the trainer publishes and rolls back.
When an adapter is already published (the trainer's `serving.json`), it is loaded at start under
the serving alias, so a restarted vLLM serves what it served before. The API key, if any, goes
through the environment (`VLLM_API_KEY`), never the command line.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlparse

from index.common.settings import TrainingSettings
from training.publish import Registry

MAX_LORAS = 2  # the alias and the newest adapter under its own name


@dataclass(frozen=True)
class ServeCommand:
    argv: list[str]
    env: dict[str, str] = field(default_factory=dict)  # added to the inherited environment
    notes: list[str] = field(default_factory=list)

    def shell(self) -> str:
        import shlex

        return " ".join([*(f"{k}={shlex.quote(v)}" for k, v in self.env.items() if k != "VLLM_API_KEY"),
                         *map(shlex.quote, self.argv)])


def vllm_command(settings: TrainingSettings, work_dir: Path, *, host: str | None = None, port: int | None = None,
                 python: str = sys.executable, api_key: str = "") -> ServeCommand:
    """The exact vLLM command for `[training]`: base model, LoRA on, the served adapter preloaded."""
    url = urlparse(settings.serve_url)
    argv = [python, "-m", "vllm.entrypoints.openai.api_server", "--model", settings.base_model,
            "--host", host or url.hostname or "127.0.0.1", "--port", str(port or url.port or 8000),
            "--enable-lora", "--max-lora-rank", str(settings.lora_rank), "--max-loras", str(MAX_LORAS)]
    notes = []
    registry = Registry(work_dir)
    current = registry.state()["current"]
    if current:
        argv += ["--lora-modules", f"{settings.serve_alias}={registry.path(current).resolve()}"]
    else:
        notes.append(f"no adapter published yet: '{settings.serve_alias}' appears at the first publish; "
                     f"until then the bot's [llm] model must be the base model ({settings.base_model})")
    env = {"VLLM_ALLOW_RUNTIME_LORA_UPDATING": "True"}
    if api_key:
        env["VLLM_API_KEY"] = api_key
    return ServeCommand(argv, env, notes)


def missing_prerequisites(settings: TrainingSettings) -> list[str]:
    """What stops vLLM from starting here, one line each (empty: ready)."""
    missing = []
    if importlib.util.find_spec("vllm") is None:
        missing.append("vLLM is not installed: on the GPU host run `pip install -e '.[gpu]'` (the [gpu] extra)")
    if not settings.base_model:
        missing.append("[training] base_model is not set (TEMPOLEX_TRAINING_BASE_MODEL): the model folder to serve")
    elif not Path(settings.base_model).exists() and Path(settings.base_model).is_absolute():
        missing.append(f"[training] base_model {settings.base_model} does not exist")
    return missing


def exec_command(command: ServeCommand) -> None:
    """Replace this process with vLLM."""
    os.execve(command.argv[0], command.argv, {**os.environ, **command.env})
