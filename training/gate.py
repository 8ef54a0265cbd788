"""The publish gate: a candidate adapter is served only if it beats the serving one on the
held-out prompts by more than chance.

Both policies answer the same held-out prompts; each answer gets one score in [0, 1] (a
recitation: 1 at the ROUGE-L bar; a consultation: the mean of its citation validity and whether it
passes every deterministic rubric item; 0 for a broken format). The gate takes the paired
differences, candidate minus serving, and a 95 % percentile-bootstrap interval of their mean
(numpy, 2,000 resamples, fixed seed). It publishes only when the interval's lower end is above the
bar, -`gate_tolerance`: with the default 0 a tie, or a gain within the noise, keeps the serving
adapter. The first adapter, with none served, is compared with the bare base model and published
unless it is worse for certain. The difference, its interval and the number of prompts go into the run record; the
per-metric means are kept beside them for reading.
"""

from __future__ import annotations

from typing import Any, Callable

from index.common.paired import paired_difference
from index.common.settings import TrainingSettings
from training.rewards import Corpus, citation_score, format_ok, recitation_score, rubric_score

METRICS = ("citation_validity", "rubric_pass", "recitation_accuracy")


def evaluate(generate: Callable[[dict[str, Any]], str], prompts: list[dict[str, Any]], corpus: Corpus) -> dict[str, Any]:
    """The gate's metrics of one policy (`generate(sample) -> text`) over held-out prompts, and
    each prompt's score (`scores`, in prompt order) for the paired comparison."""
    cites, rubric, recite, scores = [], [], [], []
    for sample in prompts:
        text = generate(sample)
        ok = format_ok(text)
        if sample.get("task") == "recitation":
            recite.append(recitation_score(text, sample.get("reference") or "") if ok else 0.0)
            scores.append(recite[-1])
        else:
            cites.append(citation_score(text, sample, corpus) if ok else 0.0)
            rubric.append(1.0 if ok and rubric_score(text, sample, corpus) == 1.0 else 0.0)
            scores.append((cites[-1] + rubric[-1]) / 2)
    mean = lambda xs: round(sum(xs) / len(xs), 4) if xs else None  # noqa: E731
    return {"citation_validity": mean(cites), "rubric_pass": mean(rubric), "recitation_accuracy": mean(recite),
            "prompts": len(prompts), "scores": [round(x, 4) for x in scores]}


def compare(candidate: list[float], current: list[float], seed: int = 0) -> dict[str, Any]:
    """Mean paired difference (candidate - current) and its 95 % percentile-bootstrap interval."""
    if len(candidate) != len(current) or not candidate:
        raise ValueError("the gate compares two policies on the same, non-empty, held-out prompts")
    comparison = paired_difference(candidate, current, seed)
    comparison["prompts"] = comparison.pop("items")
    return comparison


def decide(candidate: dict[str, Any], current: dict[str, Any], tolerance: float = TrainingSettings().gate_tolerance,
           first: bool = False) -> tuple[bool, list[str], dict[str, Any]]:
    """(publish?, reasons, comparison): published only when the 95 % interval of the paired
    difference lies above -`tolerance` (a negative tolerance demands that much of a gain). The
    `first` adapter, compared with the bare base model since none is served yet, is published
    unless it is worse for certain (its whole interval below -`tolerance`)."""
    comparison = compare(candidate["scores"], current["scores"])
    low, high = comparison["ci95"]
    bar = -tolerance or 0.0  # never -0.0 in a reason
    figures = (f"difference {comparison['difference']:+.4f} (95% CI {low:+.4f} to {high:+.4f}) "
               f"over {comparison['prompts']} held-out prompts")
    if first and high >= bar:
        return True, [f"no adapter is served yet; {figures} is not below {bar:+.4f}"], comparison
    if not first and low > bar:
        return True, [f"{figures} is above {bar:+.4f}"], comparison
    why = (f"the required gain {-tolerance}" if tolerance < 0 else f"the tolerance {tolerance}" if tolerance > 0
           else "0: a tie keeps the serving adapter")
    return False, [f"{figures} does not clear {why}"], comparison


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
