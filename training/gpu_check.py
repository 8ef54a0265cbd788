"""`tempolex train gpu-check`: SFT and GRPO steps on a small Qwen3 built from a config."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any


def run_gpu_check(steps: int, hidden: int, layers: int) -> dict[str, Any]:
    import torch

    from training.grpo import GrpoConfig, run_grpo
    from training.sft import SftConfig, run_sft
    from training.tiny import build_tiny_qwen3

    device = torch.cuda.get_device_name(0) if torch.cuda.is_available() else "cpu (no GPU visible)"
    text = "依据《中华人民共和国刑法》第七十四条，累犯不适用缓刑。" * 20
    examples = [{"messages": [{"role": "user", "spans": [{"kind": "user", "text": "累犯能缓刑吗？"}, {"kind": "evidence", "text": "<evidence>对于累犯，不适用缓刑。</evidence>"}]},
                              {"role": "assistant", "spans": [{"kind": "model", "text": text}]}]}] * 16
    prompts = [{"task": "recitation", "reference": "对于累犯，不适用缓刑。", "prompt": [{"role": "user", "spans": [{"kind": "instruction", "text": "请背诵刑法第七十四条。"}]}]}]
    with tempfile.TemporaryDirectory() as tmp:
        base = build_tiny_qwen3(Path(tmp) / "base", hidden=hidden, layers=layers)
        if torch.cuda.is_available():
            torch.cuda.reset_peak_memory_stats()
        sft = run_sft(SftConfig(str(base), lora_rank=16, lora_alpha=32, max_length=1024, batch_size=8, max_steps=steps), examples, Path(tmp) / "sft")
        sft_peak = torch.cuda.max_memory_allocated() if torch.cuda.is_available() else None
        from training.rewards import recitation_score

        grpo = run_grpo(GrpoConfig(str(base), group_size=8, steps=steps, max_new_tokens=128), prompts,
                        lambda s, t: recitation_score(t, s["reference"]), str(Path(tmp) / "sft"), Path(tmp) / "grpo")
        peak = torch.cuda.max_memory_allocated() if torch.cuda.is_available() else None
    gib = lambda b: round(b / 2**30, 3) if b is not None else None  # noqa: E731
    return {"device": device, "torch": torch.__version__, "hidden": hidden, "layers": layers,
            "sft": {"steps": sft["steps"], "tokens_per_s": sft["tokens_per_s"], "peak_gib": gib(sft_peak)},
            "grpo": {"steps": grpo["steps"], "generated_tokens_per_s": grpo["tokens_per_s"], "peak_gib": gib(peak)}}
