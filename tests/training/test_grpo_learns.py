"""GRPO must learn, not merely run: on a small synthetic task (write a well-formed citation) the
tiny model's mean reward on held-out questions rises; equal rewards change nothing; each step's
group statistics are what the rewards say."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")

from training.citation_task import ALPHABET, TaskConfig, citation_form, run_citation_task, warmup_examples  # noqa: E402
from training.grpo import GrpoConfig, group_stats, run_grpo  # noqa: E402
from training.sft import SftConfig, run_sft  # noqa: E402
from training.tiny import build_tiny_qwen3  # noqa: E402


@pytest.fixture(autouse=True)
def one_thread():
    """The tiny model's matrices are too small for threads; on a shared CPU they only spin."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


def test_citation_form_gives_partial_credit_in_order() -> None:
    assert citation_form("《劳动合同法》第八十二条") == 1.0
    assert citation_form("依据《婚姻法》第三十二条的规定") == 1.0
    assert citation_form("《婚姻法》第") == 0.75  # 6 of 8: 《婚姻法》第, no numeral, no 条
    assert citation_form("《劳动合同") == 0.5  # 5 of 10
    assert citation_form("劳动合同法第八十二条") == 0.0  # no 《: not a citation
    assert citation_form("") == 0.0


def test_group_stats_on_hand_computed_groups() -> None:
    stats = group_stats([[0.0, 1.0], [0.5, 0.5]])
    assert stats["reward_mean"] == 0.5
    assert stats["reward_std"] == 0.25  # (0.5 + 0) / 2
    assert stats["zero_variance_groups"] == 0.5
    assert stats["advantage_abs_mean"] == pytest.approx(0.5, abs=1e-4)  # |±1| twice, 0 twice


def test_grpo_raises_the_mean_reward_on_heldout_questions(tmp_path) -> None:
    """30 GRPO steps (groups of 8) after a short SFT warm-up. Measured here on seeds 0, 1 and 2:
    held-out reward 0.097 → 0.247, 0.102 → 0.247, 0.050 → 0.128 (about 30 s each). The bar, a gain
    of 0.05 on held-out questions and in training, fails when GRPO takes no useful gradient."""
    result = run_citation_task(tmp_path, TaskConfig(seed=0))
    assert result["heldout_reward_after"] >= result["heldout_reward_before"] + 0.05, result
    assert result["train_reward_last_steps"] >= result["train_reward_first_steps"] + 0.05, result
    assert result["zero_variance_groups"]["first_half"] < 0.5, "the rollouts of a group must differ"
    assert result["advantage_abs_mean"] > 0


def test_equal_rewards_leave_the_adapter_unchanged(tmp_path) -> None:
    """Every rollout scored alike: zero advantages, no gradient, so no change at all (AdamW's decay
    used to move the weights anyway), and the steps say why."""
    from safetensors.torch import load_file

    base = build_tiny_qwen3(tmp_path / "base", alphabet=ALPHABET)
    run_sft(SftConfig(str(base), lora_rank=4, lora_alpha=8, learning_rate=5e-2, max_length=64, batch_size=4, max_steps=2),
            warmup_examples(), tmp_path / "sft")
    config = GrpoConfig(str(base), group_size=4, steps=2, max_new_tokens=8, learning_rate=1e-1, weight_decay=0.1,
                        max_prompt_tokens=64)
    prompts = [{"prompt": [{"role": "user", "content": "请给出一条法律依据：借钱不还怎么办"}]}]
    result = run_grpo(config, prompts, lambda sample, text: 0.5, str(tmp_path / "sft"), tmp_path / "grpo")
    before = load_file(tmp_path / "sft" / "adapter_model.safetensors")
    after = load_file(tmp_path / "grpo" / "adapter_model.safetensors")
    assert all(torch.equal(before[key], after[key]) for key in before)
    assert result["skipped_steps"] == 2 and all(h["zero_variance_groups"] == 1.0 for h in result["history"])
