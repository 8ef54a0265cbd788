"""Settings shared by every layer: config.toml, one typed class per section, TEMPOLEX_* overrides.

Every section of config.toml has a frozen dataclass below; its fields are the only keys the
section may hold. `load_settings()` reads the file, applies an environment variable
TEMPOLEX_<SECTION>_<KEY> for *every* declared key (whether or not the file sets it), and
validates: an unknown section or key, a wrong type or an impossible value raises
`SettingsError` with one line naming the key. The CLI calls it before any command runs.

Callers use the sections as the typed objects they are (`load_settings().llm`, `.qdrant.collection`;
an override is `dataclasses.replace(settings.llm, timeout_s=...)`), and a key's default is said only
here: code that needs it without a config file takes it from the class (`TrainingSettings().lora_rank`).
Paths: `data_dir()`, `cache_dir()`, `corpus_path()` (the configured corpus) and `SHIPPED_CORPUS`.

To add a key: add a field (with its default and, where it has one, its limit) to the section's
class and a commented line to config.toml. To add a section: add a class and list it in
`Settings`. It lives in `index.common` because `index` is the bottom layer.
"""

from __future__ import annotations

import dataclasses
import os
import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, get_type_hints

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

T = TypeVar("T", bound="DataclassInstance")

PROJECT_ROOT = Path(__file__).resolve().parents[2]
ENV_PREFIX = "TEMPOLEX_"
#: [embedding] model: multilingual-e5-small converted locally (`index.e5_onnx`); any other name is a fastembed model.
LOCAL_E5 = "local-e5"


class SettingsError(ValueError):
    """A setting that cannot be used; the message is one line naming the key."""


def _key(default: Any, *, minimum: float | None = None, maximum: float | None = None,
         choices: tuple[str, ...] = (), pattern: str = "", required: bool = False) -> Any:
    """A settings field with its default and the values it may take (`required`: never empty)."""
    return field(default=default, metadata={"min": minimum, "max": maximum, "choices": choices, "pattern": pattern,
                                            "required": required})


@dataclass(frozen=True)
class PathsSettings:
    """`[paths]`; an empty path would mean the config file's folder (the repository): refused."""

    data_dir: str = _key(".tempolex", required=True)
    cache_dir: str = _key("~/.cache/tempolex", required=True)
    corpus: str = _key("index/data/statutes.jsonl", required=True)


#: The statute corpus the repository ships, [paths] corpus's default under the project root: what the
#: maintainers' builds write and check, whatever a deployment configures.
SHIPPED_CORPUS = PROJECT_ROOT / PathsSettings.corpus


@dataclass(frozen=True)
class EmbeddingSettings:
    model: str = LOCAL_E5
    variant: str = _key("int8", choices=("int8", "fp32"))
    max_length: int = _key(512, minimum=8, maximum=8192)
    threads: int = _key(0, minimum=0)


@dataclass(frozen=True)
class QdrantSettings:
    url: str = ""
    # Checked by index.vector_store (one engine check for this key and `--engine`).
    engine: str = "edge"
    collection: str = "statutes"
    memory_collection: str = "experience"


@dataclass(frozen=True)
class RetrievalSettings:
    """Fusion weights and depths, by kind of query (config.toml says how each was chosen).

    Court facts (`facts_min_chars` characters or more) and English questions keep DESIGN.md's 3/2/1
    and K = 60 and ignore `asked`; a Chinese question, which shares few words with the statute that
    decides it, is fused with the `asked` channel (earlier questions answered by the same article)
    and the question weights, chosen by cross-validation on LeCoQA's train split (`tempolex eval
    retrieval --set lecoqa`); its first candidates are then reordered by the learned ranker
    (`index.ranker`) unless `rerank_questions` is false. Its dense vector is moved by the learned
    query adapter (`index.query_adapter`) unless `adapt_questions` is false."""

    rrf_k: int = _key(60, minimum=0)
    weight_keyword: float = _key(3.0, minimum=0)
    weight_dense: float = _key(2.0, minimum=0)
    weight_sparse: float = _key(1.0, minimum=0)
    channel_depth: int = _key(50, minimum=1)
    facts_min_chars: int = _key(200, minimum=1)
    question_rrf_k: int = _key(10, minimum=0)
    question_weight_keyword: float = _key(1.0, minimum=0)
    question_weight_dense: float = _key(2.0, minimum=0)
    question_weight_sparse: float = _key(0.0, minimum=0)
    question_weight_asked: float = _key(2.0, minimum=0)
    rerank_questions: bool = True
    adapt_questions: bool = True

    def kind(self, query: str, language: str = "zh") -> str:
        """"question" for a Chinese question; "facts" for a court's account of a case, and for an
        English question, which is searched by its glossary's Chinese terms: the question weights
        and the `asked` channel were chosen on Chinese questions and not measured on those."""
        return "question" if language == "zh" and len(query) < self.facts_min_chars else "facts"

    def weights(self, channels: Sequence[str], kind: str = "facts") -> dict[str, float]:
        if kind == "question":
            all_weights = {"keyword": self.question_weight_keyword, "dense": self.question_weight_dense,
                           "sparse": self.question_weight_sparse, "asked": self.question_weight_asked}
        else:
            all_weights = {"keyword": self.weight_keyword, "dense": self.weight_dense, "sparse": self.weight_sparse, "asked": 0.0}
        return {channel: all_weights[channel] for channel in channels}

    def k(self, kind: str = "facts") -> int:
        return self.question_rrf_k if kind == "question" else self.rrf_k


@dataclass(frozen=True)
class LlmSettings:
    backend: str = _key("local", choices=("local", "openai"))
    base_url: str = "http://127.0.0.1:8000/v1"
    model: str = "tempolex-current"
    timeout_s: float = _key(120.0, minimum=0.001)
    retries: int = _key(2, minimum=0)
    backoff_s: float = _key(1.0, minimum=0)
    breaker_failures: int = _key(5, minimum=1)
    breaker_open_s: float = _key(30.0, minimum=0.1)
    n_ctx: int = _key(4096, minimum=256)
    max_tokens: int = _key(512, minimum=1)
    threads: int = _key(0, minimum=0)
    temperature: float = _key(0.2, minimum=0, maximum=2)
    seed: int = _key(0, minimum=0)
    cpu_kernels: str = _key("auto", choices=("auto", "avx2", "avx512"))


@dataclass(frozen=True)
class AgentSettings:
    max_tool_calls: int = _key(2, minimum=0)
    max_revisions: int = _key(2, minimum=0)
    turn_budget_s: float = _key(45.0, minimum=0)
    answer_max_tokens: int = _key(256, minimum=16)
    evidence_top: int = _key(6, minimum=1)
    undated_lookback_years: int = _key(3, minimum=0)
    evidence_top_en: int = _key(4, minimum=1)
    max_reply_chars: int = _key(12000, minimum=100)
    max_message_chars: int = _key(4000, minimum=1)

    def evidence_for(self, language: str) -> int:
        """Passages of evidence for a turn in `language` (see config.toml: English turns get fewer)."""
        return self.evidence_top_en if language == "en" else self.evidence_top


@dataclass(frozen=True)
class ComplaintSettings:
    """`[complaint]`: drafting a 民事起诉状 (see the comments in config.toml)."""

    rephrase: str = _key("table", choices=("table", "model"))
    rephrase_timeout_s: float = _key(60.0, minimum=1)
    propose: str = _key("none", choices=("none", "model"))
    propose_timeout_s: float = _key(60.0, minimum=1)


@dataclass(frozen=True)
class MemorySettings:
    """`[memory]`: experience memory (see the comments in config.toml)."""

    enabled: bool = True
    capacity: int = _key(500, minimum=1)
    delta: float = _key(0.886, minimum=-1, maximum=1)
    top_k: int = _key(3, minimum=0)
    adapt: str = _key("inline", choices=("inline", "model"))
    idle_minutes: int = _key(120, minimum=0)
    nightly: str = _key("03:30", pattern=r"([01]\d|2[0-3]):[0-5]\d")
    max_entry_chars: int = _key(1200, minimum=1)
    min_entry_chars: int = _key(20, minimum=0)

    @property
    def nightly_hour_minute(self) -> tuple[int, int]:
        hour, minute = self.nightly.split(":")
        return int(hour), int(minute)


@dataclass(frozen=True)
class TrainingSettings:
    """`[training]`: scheduled retraining on the GPU host (see the comments in config.toml)."""

    base_model: str = ""
    lora_rank: int = _key(16, minimum=1)
    lora_alpha: int = _key(32, minimum=1)
    learning_rate: float = _key(1e-4, minimum=0)
    epochs: int = _key(1, minimum=1)
    max_length: int = _key(4096, minimum=16)
    sft_batch_size: int = _key(4, minimum=1)
    grpo_group_size: int = _key(8, minimum=2)
    grpo_steps: int = _key(200, minimum=0)
    grpo_max_new_tokens: int = _key(512, minimum=1)
    grpo_learning_rate: float = _key(1e-6, minimum=0)
    clip_epsilon: float = _key(0.2, minimum=0)
    alpha: float = _key(0.1, minimum=0)
    kappa: float = _key(2.0, minimum=0.0001)
    kl_coef: float = _key(0.0, minimum=0)
    heldout_share: float = _key(0.1, minimum=0, maximum=0.9)
    gate_tolerance: float = _key(0.0, minimum=-1, maximum=1)
    cron: str = "30 2 * * sun"
    trainer_url: str = ""
    trainer_host: str = "127.0.0.1"
    trainer_port: int = _key(8765, minimum=1, maximum=65535)
    export_url: str = ""
    export_host: str = "127.0.0.1"
    export_port: int = _key(8766, minimum=1, maximum=65535)
    bundle_dir: str = "training/bundles"
    work_dir: str = "training"
    keep_bundles: int = _key(2, minimum=1)
    serve_url: str = "http://127.0.0.1:8000"
    serve_alias: str = "tempolex-current"


@dataclass(frozen=True)
class TelegramSettings:
    mode: str = _key("polling", choices=("polling", "webhook"))
    webhook_url: str = ""
    webhook_host: str = "127.0.0.1"
    webhook_port: int = _key(8080, minimum=1, maximum=65535)
    api_base: str = "https://api.telegram.org"
    join_window_s: float = _key(1.0, minimum=0)
    flood_per_minute: int = _key(30, minimum=0)
    concurrent_turns: int = _key(1, minimum=0)
    max_waiting_turns: int = _key(100, minimum=1)
    admin_ids: str = ""


@dataclass(frozen=True)
class Settings:
    """Every section of config.toml, validated."""

    paths: PathsSettings = field(default_factory=PathsSettings)
    embedding: EmbeddingSettings = field(default_factory=EmbeddingSettings)
    qdrant: QdrantSettings = field(default_factory=QdrantSettings)
    retrieval: RetrievalSettings = field(default_factory=RetrievalSettings)
    llm: LlmSettings = field(default_factory=LlmSettings)
    agent: AgentSettings = field(default_factory=AgentSettings)
    memory: MemorySettings = field(default_factory=MemorySettings)
    complaint: ComplaintSettings = field(default_factory=ComplaintSettings)
    telegram: TelegramSettings = field(default_factory=TelegramSettings)
    training: TrainingSettings = field(default_factory=TrainingSettings)


SECTIONS: dict[str, type] = {f.name: f.default_factory for f in dataclasses.fields(Settings)}  # type: ignore[misc]


def config_path() -> Path:
    """The config file in use: $TEMPOLEX_CONFIG or the project's config.toml."""
    return Path(os.environ.get("TEMPOLEX_CONFIG", PROJECT_ROOT / "config.toml"))


@lru_cache(maxsize=1)
def _load_file(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except tomllib.TOMLDecodeError as error:
        raise SettingsError(f"{path}: not valid TOML: {error}") from None


_TYPE_NAMES = {int: "an integer", float: "a number", str: "a string", bool: "true or false"}


def _from_env(raw: str, kind: type) -> Any:
    """An environment string parsed as the field's type; ValueError when it is not one."""
    if kind is bool:
        lowered = raw.strip().lower()
        if lowered not in {"1", "true", "yes", "on", "0", "false", "no", "off"}:
            raise ValueError(raw)
        return lowered in {"1", "true", "yes", "on"}
    if kind is int:
        return int(raw)
    if kind is float:
        return float(raw)
    return raw


def _check(where: str, value: Any, kind: type[Any], meta: dict[str, Any]) -> Any:
    """The value if it has the field's type and is allowed; else one line naming `where`."""
    if kind is float and isinstance(value, int) and not isinstance(value, bool):
        value = float(value)
    if not isinstance(value, kind) or (kind is not bool and isinstance(value, bool)):
        raise SettingsError(f"{where}: expected {_TYPE_NAMES[kind]}, got {value!r}")
    if meta.get("required") and not str(value).strip():
        raise SettingsError(f"{where}: must not be empty")
    if meta.get("choices") and value not in meta["choices"]:
        raise SettingsError(f"{where}: must be one of {', '.join(meta['choices'])}, not {value!r}")
    if meta.get("pattern") and not re.fullmatch(meta["pattern"], value):
        raise SettingsError(f"{where}: {value!r} is not in the form {meta['pattern']}")
    if meta.get("min") is not None and value < meta["min"]:
        raise SettingsError(f"{where}: must be at least {meta['min']}, not {value!r}")
    if meta.get("max") is not None and value > meta["max"]:
        raise SettingsError(f"{where}: must be at most {meta['max']}, not {value!r}")
    return value


def _build_section(name: str, cls: type[T], values: dict[str, Any], source: str, environ: Mapping[str, str]) -> T:
    known = {f.name: f for f in dataclasses.fields(cls)}
    unknown = sorted(set(values) - set(known))
    if unknown:
        raise SettingsError(f"{source} [{name}] {unknown[0]}: unknown key (known: {', '.join(known)})")
    hints = get_type_hints(cls)
    parsed = {}
    for key, spec in known.items():
        env_name = f"{ENV_PREFIX}{name.upper()}_{key.upper()}"
        if env_name in environ:
            try:
                value = _from_env(environ[env_name], hints[key])
            except ValueError:
                raise SettingsError(f"{env_name}: expected {_TYPE_NAMES[hints[key]]}, got {environ[env_name]!r}") from None
            parsed[key] = _check(env_name, value, hints[key], dict(spec.metadata))
        elif key in values:
            parsed[key] = _check(f"{source} [{name}] {key}", values[key], hints[key], dict(spec.metadata))
    return cls(**parsed)


def load_settings(environ: Mapping[str, str] | None = None) -> Settings:
    """The validated settings: the config file, then TEMPOLEX_<SECTION>_<KEY> on top."""
    environ = os.environ if environ is None else environ
    path = config_path()
    data = _load_file(path)
    unknown = sorted(set(data) - set(SECTIONS))
    if unknown:
        raise SettingsError(f"{path.name}: unknown section [{unknown[0]}] (known: {', '.join(SECTIONS)})")
    for name, values in data.items():
        if not isinstance(values, dict):
            raise SettingsError(f"{path.name}: {name} must be a [section], not a value")
    sections: dict[str, Any] = {
        name: _build_section(name, cls, data.get(name, {}), path.name, environ) for name, cls in SECTIONS.items()
    }
    return Settings(**sections)


def resolve_path(value: str) -> Path:
    """A path from the settings: `~` expanded, relative ones taken from the config file's folder."""
    path = Path(value).expanduser()
    return path if path.is_absolute() else (config_path().parent / path).resolve()


def corpus_path() -> Path:
    """The statute corpus in use: [paths] corpus (by default the shipped one)."""
    return resolve_path(load_settings().paths.corpus)


def data_dir() -> Path:
    """Writable state of this deployment (chats, index, FSM); created on first use."""
    path = resolve_path(load_settings().paths.data_dir)
    path.mkdir(parents=True, exist_ok=True)
    return path


def cache_dir() -> Path:
    """Prepared models and wheels, shared across checkouts on one machine."""
    path = resolve_path(load_settings().paths.cache_dir)
    path.mkdir(parents=True, exist_ok=True)
    return path


def clear_cache() -> None:
    """Forget the parsed file (tests switch TEMPOLEX_CONFIG)."""
    _load_file.cache_clear()
