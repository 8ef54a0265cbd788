"""Token-level GRPO with LegalSearch-R1's entropy-shaped advantages (seed 003 §2.4).

For each prompt a group of G rollouts is sampled; each gets a scalar reward (`training.rewards`),
normalised within its group: A_i = (r_i - mean(r)) / (std(r) + eps). Every model-generated token
of rollout i carries A_i, shaped by the policy's own (detached) token entropy:

    A'_t = A_t + min(alpha * H_t.detach(), |A_t| / kappa)        alpha = 0.1, kappa = 2

The loss is the clipped-ratio surrogate, averaged over model-generated tokens only (tool output
inside a rollout, between <tool_response> and </tool_response>, and padding are excluded), plus
kl_coef * KL(policy || reference) with the k3 estimator (kl_coef = 0 by default, then the
reference model is never run).

A group whose rollouts all earn the same reward has zero advantages: nothing to learn from it.
Each step logs the reward mean, the mean within-group reward spread, the mean |advantage| and the
share of such zero-variance groups, and a step whose groups all are is skipped (no optimizer step).
AdamW runs without weight decay on the LoRA parameters, so the adapter changes only where a
gradient says so (decay alone used to move the weights with every reward equal).

Why not TRL's GRPOTrainer: it normalises advantages per group but has no entropy shaping of the
advantage and no way to exclude tool output inside a completion from the loss; those two are
what this module adds, around the same group-relative objective.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from index.common.settings import TrainingSettings
from training.chat_format import prompt_text

_TRAINING = TrainingSettings()


@dataclass(frozen=True)
class GrpoConfig:
    """One GRPO run; the defaults of the keys [training] has are its defaults."""

    base_model: str
    group_size: int = _TRAINING.grpo_group_size
    steps: int = _TRAINING.grpo_steps
    prompts_per_step: int = 1
    max_new_tokens: int = _TRAINING.grpo_max_new_tokens
    learning_rate: float = _TRAINING.grpo_learning_rate
    clip_epsilon: float = _TRAINING.clip_epsilon
    alpha: float = _TRAINING.alpha
    kappa: float = _TRAINING.kappa
    kl_coef: float = _TRAINING.kl_coef
    temperature: float = 1.0
    top_k: int = 0
    top_p: float = 1.0
    weight_decay: float = 0.0
    max_prompt_tokens: int = _TRAINING.max_length - _TRAINING.grpo_max_new_tokens  # as the trainer derives it
    seed: int = 0


def group_advantages(rewards, eps: float = 1e-6):
    """(r - mean) / (std + eps) within one group (a 1-D tensor)."""
    return (rewards - rewards.mean()) / (rewards.std(unbiased=False) + eps)


def shape_advantages(advantages, entropy, alpha: float, kappa: float):
    """A' = A + min(alpha * H_detached, |A| / kappa), per token."""
    import torch

    return advantages + torch.minimum(alpha * entropy.detach(), advantages.abs() / kappa)


def token_entropy(logits):
    """Entropy of the next-token distribution at every position."""
    import torch

    logp = torch.log_softmax(logits.float(), dim=-1)
    return -(logp.exp() * logp).sum(-1)


def completion_mask(ids: list[int], open_id: int | None, close_id: int | None, pad_id: int | None, eos_id: int | None = None) -> list[int]:
    """1 for tokens the model generated, 0 for tool output (<tool_response>…</tool_response>,
    tags included) and for padding after the end of the rollout."""
    mask, inside, ended = [], False, False
    for token in ids:
        if ended or (pad_id is not None and token == pad_id and eos_id != pad_id):
            mask.append(0)
            continue
        if open_id is not None and token == open_id:
            inside = True
        mask.append(0 if inside else 1)
        if close_id is not None and token == close_id:
            inside = False
        if eos_id is not None and token == eos_id:
            ended = True
    return mask


def grpo_loss(logp, old_logp, advantages, mask, clip_epsilon: float, ref_logp=None, kl_coef: float = _TRAINING.kl_coef):
    """Clipped surrogate (+ k3 KL), averaged over the tokens where mask is 1."""
    import torch

    ratio = torch.exp(logp - old_logp)
    surrogate = torch.minimum(ratio * advantages, torch.clamp(ratio, 1 - clip_epsilon, 1 + clip_epsilon) * advantages)
    per_token = -surrogate
    if kl_coef and ref_logp is not None:
        delta = ref_logp - logp
        per_token = per_token + kl_coef * (torch.exp(delta) - delta - 1)
    mask = mask.to(per_token.dtype)
    return (per_token * mask).sum() / mask.sum().clamp(min=1)


def _token_logp(model, input_ids, attention_mask, start: int):
    """Log-probabilities and logits of tokens [start:] under the model (only those positions'
    logits are computed: the prompt's would cost a vocabulary-wide row each for nothing)."""
    import torch

    keep = input_ids.shape[1] - start + 1
    logits = model(input_ids=input_ids, attention_mask=attention_mask, logits_to_keep=keep).logits[:, :-1]
    logp = torch.log_softmax(logits.float(), dim=-1).gather(-1, input_ids[:, start:].unsqueeze(-1)).squeeze(-1)
    return logp, logits


def group_stats(rewards: list[list[float]], eps: float = 1e-6) -> dict[str, float]:
    """One step's view of its groups: mean reward, mean within-group spread (population std), mean
    |advantage| and the share of groups whose rewards are all equal (nothing to learn there)."""
    import statistics

    spreads = [statistics.pstdev(group) for group in rewards]
    advantages = [abs(r - statistics.fmean(group)) / (spread + eps) for group, spread in zip(rewards, spreads) for r in group]
    return {
        "reward_mean": round(statistics.fmean(r for group in rewards for r in group), 4),
        "reward_std": round(statistics.fmean(spreads), 4),
        "advantage_abs_mean": round(statistics.fmean(advantages), 4),
        "zero_variance_groups": round(sum(spread < eps for spread in spreads) / len(spreads), 4),
    }


def run_grpo(config: GrpoConfig, prompts: list[dict[str, Any]], reward_fn: Callable[[dict, str], float],
             adapter_in: str, adapter_out: Path, log: Callable[[str], None] = lambda _: None) -> dict[str, Any]:
    """GRPO steps on a LoRA adapter (from SFT); saves the updated adapter to `adapter_out`."""
    import torch
    from transformers import AutoTokenizer

    from training.sft import lora_model

    torch.manual_seed(config.seed)
    rng = random.Random(config.seed)
    tokenizer = AutoTokenizer.from_pretrained(adapter_in)
    tokenizer.padding_side = "left"
    model = lora_model(config.base_model, 0, 0, adapter=adapter_in)
    device = next(model.parameters()).device
    optimizer = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=config.learning_rate,
                                  weight_decay=config.weight_decay)
    vocab = tokenizer.get_vocab()
    open_id, close_id = vocab.get("<tool_response>"), vocab.get("</tool_response>")
    eos_id = tokenizer.convert_tokens_to_ids("<|im_end|>")
    history, generated, skipped, started = [], 0, 0, time.perf_counter()
    for step in range(config.steps):
        batch = [rng.choice(prompts) for _ in range(config.prompts_per_step)]
        losses, groups = [], []
        optimizer.zero_grad()
        for sample in batch:
            text = prompt_text(sample["prompt"])
            prompt_ids = tokenizer(text, add_special_tokens=False, return_tensors="pt")["input_ids"][:, -config.max_prompt_tokens:].to(device)
            model.eval()
            with torch.no_grad():
                out = model.generate(
                    input_ids=prompt_ids.repeat(config.group_size, 1), attention_mask=torch.ones_like(prompt_ids).repeat(config.group_size, 1),
                    do_sample=True, temperature=config.temperature, top_k=config.top_k, top_p=config.top_p,
                    max_new_tokens=config.max_new_tokens, eos_token_id=eos_id, pad_token_id=tokenizer.pad_token_id)
            model.train()
            start = prompt_ids.shape[1]
            completions = out[:, start:]
            texts = [tokenizer.decode(ids, skip_special_tokens=True) for ids in completions]
            group = [float(reward_fn(sample, t)) for t in texts]
            groups.append(group)
            mask = torch.tensor([completion_mask(ids.tolist(), open_id, close_id, tokenizer.pad_token_id, eos_id) for ids in completions], device=device)
            generated += int(mask.sum())
            rewards = torch.tensor(group, dtype=torch.float32, device=device)
            if float(rewards.std(unbiased=False)) < 1e-6:
                continue  # every rollout scored alike: zero advantages, no gradient to take
            attention = torch.ones_like(out)
            attention[:, start:] = mask.clamp(max=1) | (completions == eos_id).long()
            logp, logits = _token_logp(model, out, attention, start)
            entropy = token_entropy(logits)
            advantages = group_advantages(rewards).unsqueeze(1).expand_as(logp)
            shaped = shape_advantages(advantages, entropy, config.alpha, config.kappa)
            ref_logp = None
            if config.kl_coef:
                with torch.no_grad(), model.disable_adapter():
                    ref_logp, _ = _token_logp(model, out, attention, start)
            loss = grpo_loss(logp, logp.detach(), shaped, mask, config.clip_epsilon, ref_logp, config.kl_coef)
            (loss / len(batch)).backward()
            losses.append(loss.item())
        if losses:
            optimizer.step()
        else:
            skipped += 1
        entry = {"step": step + 1, "loss": round(sum(losses) / len(batch), 6), **group_stats(groups)}
        history.append(entry)
        log(f"grpo step {entry['step']}: loss {entry['loss']}, mean reward {entry['reward_mean']}, "
            f"spread {entry['reward_std']}, zero-variance groups {entry['zero_variance_groups']:.0%}")
    seconds = time.perf_counter() - started
    model.save_pretrained(adapter_out)
    tokenizer.padding_side = "right"
    tokenizer.save_pretrained(adapter_out)
    zero = [entry["zero_variance_groups"] for entry in history]
    half = max(1, len(zero) // 2)
    return {"steps": config.steps, "group_size": config.group_size, "history": history, "seconds": round(seconds, 2),
            "generated_tokens": generated, "tokens_per_s": round(generated / seconds, 1) if seconds else None,
            "skipped_steps": skipped,
            "zero_variance_groups": {"first_half": round(sum(zero[:half]) / half, 4),
                                     "second_half": round(sum(zero[half:]) / max(1, len(zero) - half), 4)}}
