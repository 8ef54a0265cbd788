"""One retraining cycle: bundle → SFT → GRPO → adapter with metadata → gate → publish."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Callable

from index.common.settings import TrainingSettings
from training.export import load_bundle
from training.gate import decide, evaluate, generator
from training.grpo import GrpoConfig, run_grpo
from training.publish import Registry, VllmAdapters
from training.rewards import Corpus, reward
from training.sft import SftConfig, run_sft


@dataclass(frozen=True)
class CycleConfig:
    sft: SftConfig
    grpo: GrpoConfig
    serve_url: str
    serve_alias: str
    eval_max_new_tokens: int = 256
    gate_tolerance: float = TrainingSettings().gate_tolerance  # the 95 % interval of the paired gain must lie above -tolerance; 0: a tie keeps serving


def run_cycle(config: CycleConfig, bundle: Path, registry: Registry, corpus: Corpus,
              stage: Callable[[str, dict[str, Any]], None] = lambda *_: None) -> dict[str, Any]:
    manifest, sft_set, rl_set = load_bundle(bundle)
    stage("bundle", {"name": manifest["name"], "counts": manifest["counts"]})
    adapter_id = f"adapter-{datetime.now(UTC).strftime('%Y%m%dT%H%M%S%fZ')}"
    work = registry.path(adapter_id)
    sft = run_sft(config.sft, sft_set, work / "sft")
    stage("sft", sft)
    train = [x for x in rl_set if x["split"] == "train"] or rl_set
    heldout = [x for x in rl_set if x["split"] == "heldout"] or rl_set
    grpo = run_grpo(config.grpo, train, lambda sample, text: reward(sample, text, corpus), str(work / "sft"), work)
    stage("grpo", grpo)
    candidate = evaluate(generator(config.sft.base_model, str(work), config.eval_max_new_tokens), heldout, corpus)
    current_id = registry.state()["current"]
    current = evaluate(generator(config.sft.base_model, str(registry.path(current_id)) if current_id else None,
                                 config.eval_max_new_tokens), heldout, corpus)
    publish, reasons, comparison = decide(candidate, current, config.gate_tolerance, first=current_id is None)
    meta = {"adapter": adapter_id, "base_model": config.sft.base_model, "bundle": manifest["name"],
            "window": manifest["window"], "bundle_sha256": manifest["sha256"], "sft": {k: sft[k] for k in ("steps", "examples", "losses")},
            "grpo": {k: grpo[k] for k in ("steps", "group_size", "history", "zero_variance_groups")}, "metrics": candidate,
            "compared_with": {"adapter": current_id or "base model", "metrics": current, "comparison": comparison}}
    registry.save_meta(adapter_id, meta)
    stage("gate", {"candidate": candidate, "current": current, "against": current_id or "base model",
                   "comparison": comparison, "publish": publish, "reasons": reasons})
    result = {"adapter": adapter_id, "published": False, "reasons": reasons}
    if publish:
        entry = registry.publish(adapter_id, VllmAdapters(config.serve_url), config.serve_alias)
        stage("publish", entry)
        result["published"] = True
    else:
        registry.record("refused", adapter=adapter_id, reasons=reasons)
    return result
