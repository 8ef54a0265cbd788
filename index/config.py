"""Settings loading shared by every layer: config.toml, overridden by TEMPOLEX_* variables.

It lives in `index` because that is the bottom layer; `core` and `bot` read their sections
through `section()`, so there is one place that knows the file format and the override rule.
"""

from __future__ import annotations

import os
import tomllib
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")

PROJECT_ROOT = Path(__file__).resolve().parent.parent
ENV_PREFIX = "TEMPOLEX_"


def config_path() -> Path:
    """The config file in use: $TEMPOLEX_CONFIG or the project's config.toml."""
    return Path(os.environ.get("TEMPOLEX_CONFIG", PROJECT_ROOT / "config.toml"))


@lru_cache(maxsize=1)
def _load_file(path: Path) -> dict[str, dict[str, Any]]:
    with path.open("rb") as handle:
        return tomllib.load(handle)


def _coerce(raw: str, default: Any) -> Any:
    """Parse an environment string into the type of the value it overrides."""
    if isinstance(default, bool):
        return raw.strip().lower() in {"1", "true", "yes", "on"}
    if isinstance(default, int):
        return int(raw)
    if isinstance(default, float):
        return float(raw)
    return raw


def section(name: str) -> dict[str, Any]:
    """One section of the settings with environment overrides applied.

    An environment variable TEMPOLEX_<SECTION>_<KEY> replaces the key of the same name, parsed
    as the type of the value in the file, so a typo in a number fails loudly at start-up.
    """
    values = dict(_load_file(config_path()).get(name, {}))
    prefix = f"{ENV_PREFIX}{name.upper()}_"
    for key, default in list(values.items()):
        raw = os.environ.get(prefix + key.upper())
        if raw is not None:
            values[key] = _coerce(raw, default)
    return values


def from_section(cls: type[T], values: dict[str, Any]) -> T:
    """A settings dataclass from a section, taking only the keys it declares (others are ignored)."""
    return cls(**{key: values[key] for key in cls.__dataclass_fields__ if key in values})


def resolve_path(value: str) -> Path:
    """A path from the settings: `~` expanded, relative ones taken from the config file's folder."""
    path = Path(value).expanduser()
    return path if path.is_absolute() else (config_path().parent / path).resolve()


def data_dir() -> Path:
    """Writable state of this deployment (chats, index, FSM); created on first use."""
    path = resolve_path(section("paths")["data_dir"])
    path.mkdir(parents=True, exist_ok=True)
    return path


def cache_dir() -> Path:
    """Prepared models and wheels, shared across checkouts on one machine."""
    path = resolve_path(section("paths")["cache_dir"])
    path.mkdir(parents=True, exist_ok=True)
    return path


def clear_cache() -> None:
    """Forget the parsed file (tests switch TEMPOLEX_CONFIG)."""
    _load_file.cache_clear()
