"""Settings fail loudly: an unknown key, a wrong type or an impossible value is one line naming it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from index.common.settings import PROJECT_ROOT, SettingsError, clear_cache, load_settings


@pytest.fixture
def config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Write a config file and point TEMPOLEX_CONFIG at it."""

    def write(text: str) -> Path:
        path = tmp_path / "config.toml"
        path.write_text(text, encoding="utf-8")
        monkeypatch.setenv("TEMPOLEX_CONFIG", str(path))
        clear_cache()
        return path

    yield write
    clear_cache()


def test_the_shipped_config_is_valid_and_every_key_is_read():
    clear_cache()
    settings = load_settings({})
    assert settings.agent.max_revisions >= 0
    assert settings.qdrant.collection == "statutes"


def test_unknown_key_names_section_and_key(config):
    config("[retrieval]\ntop = 5\n")
    with pytest.raises(SettingsError, match=r"\[retrieval\] top: unknown key"):
        load_settings({})


def test_unknown_section_is_refused(config):
    config("[retreival]\nrrf_k = 60\n")
    with pytest.raises(SettingsError, match=r"unknown section \[retreival\]"):
        load_settings({})


def test_wrong_type_names_the_key(config):
    config('[agent]\nmax_revisions = "two"\n')
    with pytest.raises(SettingsError, match=r"\[agent\] max_revisions: expected an integer, got 'two'"):
        load_settings({})


@pytest.mark.parametrize(
    "text, message",
    [
        ("[agent]\nevidence_top = 0\n", r"\[agent\] evidence_top: must be at least 1"),
        ("[telegram]\nwebhook_port = 70000\n", r"\[telegram\] webhook_port: must be at most 65535"),
        ('[llm]\nbackend = "vllm"\n', r"\[llm\] backend: must be one of local, openai"),
        ('[embedding]\nvariant = "fp16"\n', r"\[embedding\] variant: must be one of int8, fp32"),
    ],
)
def test_impossible_values_are_refused(config, text, message):
    config(text)
    with pytest.raises(SettingsError, match=message):
        load_settings({})


def test_environment_overrides_a_key_the_file_does_not_set(config):
    config("[agent]\nmax_revisions = 1\n")
    settings = load_settings({"TEMPOLEX_AGENT_MAX_TOOL_CALLS": "5", "TEMPOLEX_LLM_TEMPERATURE": "0"})
    assert settings.agent.max_tool_calls == 5
    assert settings.agent.max_revisions == 1
    assert settings.llm.temperature == 0.0


def test_environment_value_of_the_wrong_type_names_the_variable(config):
    config("")
    with pytest.raises(SettingsError, match=r"TEMPOLEX_AGENT_MAX_REVISIONS: expected an integer, got 'x'"):
        load_settings({"TEMPOLEX_AGENT_MAX_REVISIONS": "x"})


def test_an_empty_path_is_refused_not_read_as_the_repository(config):
    """`TEMPOLEX_PATHS_DATA_DIR=` once built an index inside the checkout: an empty path resolves to the
    config file's folder. It is refused, naming the variable; an empty Qdrant URL still means embedded."""
    config("")
    with pytest.raises(SettingsError, match=r"TEMPOLEX_PATHS_DATA_DIR: must not be empty"):
        load_settings({"TEMPOLEX_PATHS_DATA_DIR": ""})
    config('[paths]\ncorpus = " "\n')
    with pytest.raises(SettingsError, match=r"\[paths\] corpus: must not be empty|corpus.*must not be empty"):
        load_settings({})
    config("")
    assert load_settings({"TEMPOLEX_QDRANT_URL": ""}).qdrant.url == ""


def test_integers_are_accepted_where_numbers_are_expected(config):
    config("[llm]\ntimeout_s = 30\n")
    assert load_settings({}).llm.timeout_s == 30.0


def test_the_command_line_stops_with_one_line_naming_the_key(tmp_path: Path):
    """What an operator sees: no traceback, the key, exit status 1."""
    import os

    env = {**os.environ, "TEMPOLEX_AGENT_MAX_REVISIONS": "-1"}
    result = subprocess.run(
        [sys.executable, "-c", "from bot.cli import main; main()", "index", "stats", "--json"],
        capture_output=True, text=True, env=env, cwd=PROJECT_ROOT, timeout=120,
    )
    assert result.returncode == 1
    output = (result.stdout + result.stderr).strip()
    assert "TEMPOLEX_AGENT_MAX_REVISIONS: must be at least 0" in output
    assert "Traceback" not in output


def test_the_bot_asks_the_server_for_the_name_each_publish_points_at_the_new_adapter() -> None:
    """A published adapter reaches users only if [llm] model is [training] serve_alias."""
    settings = load_settings({})
    assert settings.llm.model == settings.training.serve_alias
