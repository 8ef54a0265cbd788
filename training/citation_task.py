"""A small synthetic task on which GRPO must show that it learns, on a CPU in seconds.

The task: answer a legal question with one well-formed citation, 《法名》第…条. The reward gives
partial credit for every character written in the right order (《, a known law's name, 》, 第, a
Chinese numeral, 条), so rollouts of one group differ in reward and the group has something to
learn from. The
policy is the tiny Qwen3 model with a character tokenizer over the task's alphabet
(`training.tiny`), warmed up by a few SFT steps on citations, then trained by `run_grpo`; the
mean reward is measured on held-out questions before and after, by sampling at the rollout
settings with a fixed seed.
"""

from __future__ import annotations

import random
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

LAWS = ["中华人民共和国刑法", "中华人民共和国民法典", "劳动合同法", "工伤保险条例", "道路交通安全法", "婚姻法"]
NUMERALS = "零一二三四五六七八九十百千"
ARTICLES = ["七十四", "五百七十七", "十四", "八十二", "一百二十", "三十九"]
TRAIN_QUESTIONS = [
    "累犯能缓刑吗", "借钱不还怎么办", "工伤怎么认定", "离婚财产怎么分", "交通事故谁负责", "房东不退押金",
    "公司拖欠工资", "合同违约赔多少", "盗窃罪怎么判", "醉驾怎么处罚", "遗产怎么继承", "试用期能辞退吗",
]
HELDOUT_QUESTIONS = ["邻居噪音扰民", "网购假货退款", "婚前财产归谁", "加班费怎么算", "被狗咬了谁赔", "抚养权归谁"]
INSTRUCTION = "请给出一条法律依据："
ALPHABET = "".join(dict.fromkeys("《》第条" + NUMERALS + "".join(LAWS) + INSTRUCTION
                                + "".join(TRAIN_QUESTIONS + HELDOUT_QUESTIONS)))


def citation_form(text: str) -> float:
    """Partial credit for the best-formed citation in `text`: how far, in characters, the text
    after a 《 follows 《<a known law>》第<Chinese numeral>条, over the length of that form (1.0 for a
    whole one)."""
    best = 0.0
    for opened in (i for i, ch in enumerate(text) if ch == "《"):
        rest = text[opened:]
        for law in LAWS:
            form = f"《{law}》第"
            done = next((i for i, (a, b) in enumerate(zip(rest, form)) if a != b), min(len(rest), len(form)))
            total = len(form) + 2  # at least one numeral, then 条
            if done == len(form):
                numeral = re.match(f"[{NUMERALS}]+", rest[done:])
                if numeral:
                    done += 1 + (rest[done + numeral.end():].startswith("条"))
            best = max(best, done / total)
    return round(best, 4)


def prompt(question: str) -> dict[str, Any]:
    return {"prompt": [{"role": "user", "content": INSTRUCTION + question}]}


def warmup_examples(seed: int = 0) -> list[dict[str, Any]]:
    """SFT conversations: each training question answered with a random well-formed citation."""
    rng = random.Random(seed)
    return [{"messages": [{"role": "user", "content": INSTRUCTION + question},
                          {"role": "assistant", "spans": [{"kind": "model", "text": f"《{rng.choice(LAWS)}》第{rng.choice(ARTICLES)}条"}]}]}
            for question in TRAIN_QUESTIONS]


@dataclass(frozen=True)
class TaskConfig:
    sft_steps: int = 8
    sft_learning_rate: float = 5e-2
    grpo_steps: int = 30
    grpo_learning_rate: float = 1e-2
    group_size: int = 8
    temperature: float = 1.0
    max_new_tokens: int = 16
    eval_samples: int = 8
    hidden: int = 32
    seed: int = 0


def heldout_reward(base: Path, adapter: Path, config: TaskConfig) -> float:
    """Mean `citation_form` over held-out questions, `eval_samples` samples each, fixed seed."""
    import torch
    from transformers import AutoTokenizer

    from training.chat_format import prompt_text
    from training.sft import lora_model

    tokenizer = AutoTokenizer.from_pretrained(adapter)
    model = lora_model(str(base), 0, 0, adapter=str(adapter), trainable=False).eval()
    device = next(model.parameters()).device  # the prompts go where lora_model put the model (cuda when there is one)
    eos = tokenizer.convert_tokens_to_ids("<|im_end|>")
    torch.manual_seed(config.seed + 1)
    scores: list[float] = []
    for question in HELDOUT_QUESTIONS:
        ids = tokenizer(prompt_text(prompt(question)["prompt"]), add_special_tokens=False, return_tensors="pt")["input_ids"].to(device)
        with torch.no_grad():
            out = model.generate(input_ids=ids.repeat(config.eval_samples, 1), attention_mask=torch.ones_like(ids).repeat(config.eval_samples, 1),
                                 do_sample=True, temperature=config.temperature, top_k=0, top_p=1.0,
                                 max_new_tokens=config.max_new_tokens, eos_token_id=eos, pad_token_id=tokenizer.pad_token_id)
        scores += [citation_form(tokenizer.decode(row[ids.shape[1]:], skip_special_tokens=True)) for row in out]
    return sum(scores) / len(scores)


def run_citation_task(root: Path, config: TaskConfig = TaskConfig()) -> dict[str, Any]:
    """Warm up, measure, train with GRPO, measure again; the figures `train demo` reports."""
    import torch

    threads = torch.get_num_threads()
    torch.set_num_threads(1)  # a tiny model's matrices are too small for threads: they only spin on a busy CPU
    try:
        return _run(root, config)
    finally:
        torch.set_num_threads(threads)


def _run(root: Path, config: TaskConfig) -> dict[str, Any]:
    from training.grpo import GrpoConfig, run_grpo
    from training.sft import SftConfig, run_sft
    from training.tiny import build_tiny_qwen3

    started = time.perf_counter()
    base = build_tiny_qwen3(root / "base", hidden=config.hidden, seed=config.seed, alphabet=ALPHABET)
    sft = run_sft(SftConfig(str(base), lora_rank=8, lora_alpha=16, learning_rate=config.sft_learning_rate,
                            max_length=64, batch_size=4, max_steps=config.sft_steps), warmup_examples(config.seed), root / "sft")
    before = heldout_reward(base, root / "sft", config)
    grpo = run_grpo(
        GrpoConfig(str(base), group_size=config.group_size, steps=config.grpo_steps, max_new_tokens=config.max_new_tokens,
                   learning_rate=config.grpo_learning_rate, temperature=config.temperature, max_prompt_tokens=64, seed=config.seed),
        [prompt(q) for q in TRAIN_QUESTIONS], lambda sample, text: citation_form(text), str(root / "sft"), root / "grpo")
    after = heldout_reward(base, root / "grpo", config)
    history = grpo["history"]
    return {
        "heldout_reward_before": round(before, 4),
        "heldout_reward_after": round(after, 4),
        "train_reward_first_steps": round(sum(h["reward_mean"] for h in history[:5]) / len(history[:5]), 4),
        "train_reward_last_steps": round(sum(h["reward_mean"] for h in history[-5:]) / len(history[-5:]), 4),
        "zero_variance_groups": grpo["zero_variance_groups"],
        "advantage_abs_mean": round(sum(h["advantage_abs_mean"] for h in history) / len(history), 4),
        "reward_spread_mean": round(sum(h["reward_std"] for h in history) / len(history), 4),
        "skipped_steps": grpo["skipped_steps"],
        "sft_losses": sft["losses"],
        "steps": config.grpo_steps,
        "group_size": config.group_size,
        "history": history,
        "seconds": round(time.perf_counter() - started, 1),
    }
