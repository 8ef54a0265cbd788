"""Evidence-masked SFT of a LoRA adapter (peft) with the transformers Trainer."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from index.common.settings import TrainingSettings
from training.chat_format import IGNORE, tokenize

_TRAINING = TrainingSettings()


@dataclass(frozen=True)
class SftConfig:
    """One SFT run; the defaults are [training]'s."""

    base_model: str
    lora_rank: int = _TRAINING.lora_rank
    lora_alpha: int = _TRAINING.lora_alpha
    learning_rate: float = _TRAINING.learning_rate
    epochs: int = _TRAINING.epochs
    max_length: int = _TRAINING.max_length
    batch_size: int = _TRAINING.sft_batch_size
    max_steps: int = -1  # > 0 overrides epochs (tests, demo, gpu-check)


def lora_model(base_model: str, rank: int, alpha: int, adapter: str | None = None, trainable: bool = True):
    """The base model with a fresh LoRA adapter on every attention and MLP projection (or a saved one)."""
    import torch
    from peft import LoraConfig, PeftModel, get_peft_model
    from transformers import AutoModelForCausalLM

    dtype = torch.bfloat16 if torch.cuda.is_available() else torch.float32
    model = AutoModelForCausalLM.from_pretrained(base_model, dtype=dtype)
    if torch.cuda.is_available():
        model = model.to("cuda")
    if adapter:
        return PeftModel.from_pretrained(model, adapter, is_trainable=trainable)
    config = LoraConfig(r=rank, lora_alpha=alpha, lora_dropout=0.0, task_type="CAUSAL_LM",
                        target_modules=["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"])
    return get_peft_model(model, config)


def collate(batch: list[dict[str, list[int]]], pad_id: int) -> dict[str, Any]:
    import torch

    width = max(len(x["input_ids"]) for x in batch)
    def pad(key: str, value: int):
        return torch.tensor([x[key] + [value] * (width - len(x[key])) for x in batch])
    return {"input_ids": pad("input_ids", pad_id), "labels": pad("labels", IGNORE), "attention_mask": pad("attention_mask", 0)}


def run_sft(config: SftConfig, examples: list[dict[str, Any]], out_dir: Path) -> dict[str, Any]:
    """Train a LoRA adapter on the bundle's SFT conversations; saves it to `out_dir`."""
    import torch
    from transformers import AutoTokenizer, PrinterCallback, Trainer, TrainingArguments

    tokenizer = AutoTokenizer.from_pretrained(config.base_model)
    rows = [tokenize(x["messages"], tokenizer, config.max_length) for x in examples]
    rows = [r for r in rows if any(label != IGNORE for label in r["labels"])]
    if not rows:
        raise ValueError("no SFT example has a model token within max_length")
    model = lora_model(config.base_model, config.lora_rank, config.lora_alpha)
    args = TrainingArguments(
        output_dir=str(Path(out_dir) / "trainer"), per_device_train_batch_size=config.batch_size,
        num_train_epochs=config.epochs, max_steps=config.max_steps, learning_rate=config.learning_rate,
        logging_steps=1, save_strategy="no", report_to=[], disable_tqdm=True, remove_unused_columns=False,
        use_cpu=not torch.cuda.is_available(), bf16=torch.cuda.is_available(), seed=0,
    )
    pad_id = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else 0
    trainer = Trainer(model=model, args=args, train_dataset=rows, data_collator=lambda b: collate(b, pad_id))
    trainer.remove_callback(PrinterCallback)  # stdout stays clean for --json; losses are returned
    started = time.perf_counter()
    result = trainer.train()
    seconds = time.perf_counter() - started
    model.save_pretrained(out_dir)
    tokenizer.save_pretrained(out_dir)
    losses = [entry["loss"] for entry in trainer.state.log_history if "loss" in entry]
    tokens = sum(len(r["input_ids"]) for r in rows) * max(1, result.global_step * config.batch_size // max(len(rows), 1))
    return {"steps": result.global_step, "examples": len(rows), "losses": losses, "seconds": round(seconds, 2),
            "learned_tokens": sum(1 for r in rows for label in r["labels"] if label != IGNORE),
            "masked_tokens": sum(1 for r in rows for label in r["labels"] if label == IGNORE),
            "tokens_per_s": round(tokens / seconds, 1) if seconds else None}
