"""The publish gate: a candidate adapter is served only if it is not worse than the current one
on the held-out prompts (citation validity, rubric pass, recitation accuracy)."""

from __future__ import annotations

from typing import Any, Callable

from training.rewards import Corpus, citation_score, format_ok, recitation_score, rubric_score

METRICS = ("citation_validity", "rubric_pass", "recitation_accuracy")


def evaluate(generate: Callable[[dict[str, Any]], str], prompts: list[dict[str, Any]], corpus: Corpus) -> dict[str, float]:
    """The gate's metrics of one policy (`generate(sample) -> text`) over held-out prompts."""
    cites, rubric, recite = [], [], []
    for sample in prompts:
        text = generate(sample)
        ok = format_ok(text)
        if sample.get("task") == "recitation":
            recite.append(recitation_score(text, sample.get("reference") or "") if ok else 0.0)
        else:
            cites.append(citation_score(text, sample, corpus) if ok else 0.0)
            rubric.append(1.0 if ok and rubric_score(text, sample, corpus) == 1.0 else 0.0)
    mean = lambda xs: round(sum(xs) / len(xs), 4) if xs else None  # noqa: E731
    return {"citation_validity": mean(cites), "rubric_pass": mean(rubric), "recitation_accuracy": mean(recite),
            "prompts": len(prompts)}


def decide(candidate: dict[str, Any], current: dict[str, Any] | None, tolerance: float = 0.0) -> tuple[bool, list[str]]:
    """(publish?, reasons): refused when any metric is below the current adapter's minus `tolerance`
    (a negative tolerance demands that much of a gain)."""
    if current is None:
        return True, ["no adapter is served yet"]
    worse = []
    for name in METRICS:
        new, old = candidate.get(name), current.get(name)
        if new is None or old is None:
            continue
        if new < old - tolerance:
            bar = f" - tolerance {tolerance}" if tolerance > 0 else f" + required gain {-tolerance}" if tolerance < 0 else ""
            worse.append(f"{name} {new} < current {old}{bar}")
    return not worse, worse or ["not worse on any metric"]


def generator(base_model: str, adapter: str | None, max_new_tokens: int = 256):
    """Greedy generation with the base model plus an adapter (None: the base model alone)."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from training.chat_format import prompt_text

    tokenizer = AutoTokenizer.from_pretrained(adapter or base_model)
    model = AutoModelForCausalLM.from_pretrained(base_model)
    if adapter:
        from peft import PeftModel

        model = PeftModel.from_pretrained(model, adapter)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    model.to(device).eval()
    eos = tokenizer.convert_tokens_to_ids("<|im_end|>")

    def generate(sample: dict[str, Any]) -> str:
        ids = tokenizer(prompt_text(sample["prompt"]), add_special_tokens=False, return_tensors="pt")["input_ids"].to(device)
        with torch.no_grad():
            out = model.generate(input_ids=ids, attention_mask=torch.ones_like(ids), do_sample=False,
                                 max_new_tokens=max_new_tokens, eos_token_id=eos, pad_token_id=tokenizer.pad_token_id)
        return tokenizer.decode(out[0, ids.shape[1]:], skip_special_tokens=True)

    return generate
