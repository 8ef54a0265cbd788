"""Training on this CPU: export from real agent turns, masked SFT, GRPO, rewards, gate, publish."""

from __future__ import annotations

import asyncio
from datetime import date
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

from core.store import Store  # noqa: E402
from index.common.text import rouge_l_chars  # noqa: E402
from training.chat_format import IGNORE, tokenize  # noqa: E402
from training.export import export_bundle, load_bundle  # noqa: E402
from training.gate import decide, evaluate  # noqa: E402
from training.grpo import GrpoConfig, completion_mask, group_advantages, run_grpo, shape_advantages  # noqa: E402
from training.local_serving import LocalServing  # noqa: E402
from training.publish import PublishError, Registry, VllmAdapters  # noqa: E402
from training.rewards import citation_score, format_ok, recitation_score, reward, rubric_score, shipped_corpus  # noqa: E402
from training.sft import SftConfig, run_sft  # noqa: E402
from training.tiny import build_tiny_qwen3, load_qwen3_tokenizer  # noqa: E402

ART_74_2010 = "对于累犯，不适用缓刑。"


@pytest.fixture(scope="module")
def corpus():
    return shipped_corpus()


@pytest.fixture(scope="module")
def bundle(tmp_path_factory, retriever, corpus):
    from training.demo import fill_store

    root = tmp_path_factory.mktemp("export")

    async def run():
        async with Store(root / "t.db") as store:
            await fill_store(store, retriever)
            return await export_bundle(store, root / "bundles", heldout_share=0.5, corpus=corpus)

    return asyncio.run(run())


@pytest.fixture(scope="module")
def base_model(tmp_path_factory) -> Path:
    return build_tiny_qwen3(tmp_path_factory.mktemp("tiny") / "base")


def test_export_keeps_passing_unvoted_or_liked_turns_scrubbed_and_drops_thumbs_down_and_forgotten(bundle) -> None:
    manifest, sft, rl = load_bundle(bundle)
    assert manifest["counts"]["turns"] == 3  # u2 used /forget: their turn is gone
    assert manifest["excluded"] == {"thumbs_down": 1}
    assert len(sft) == 2
    text = (bundle / "sft.jsonl").read_text(encoding="utf-8") + (bundle / "rl.jsonl").read_text(encoding="utf-8")
    assert "13812345678" not in text and "王秀英" not in text and "[PHONE]" in text
    assert "2015年犯盗窃罪" not in text  # the forgotten user's question
    recite = [x for x in rl if x["task"] == "recitation" and x["evidence_ids"][0].startswith("中华人民共和国刑法|74|0|1997")]
    assert recite and recite[0]["reference"] == ART_74_2010 and recite[0]["case_date"].startswith("2010")
    consult = [x for x in rl if x["task"] == "consultation"]
    assert all(x["evidence_ids"] and x["case_date"] for x in consult)
    assert {x["feedback"] for x in consult} == {1, -1, None}


def test_bundle_with_a_changed_file_is_refused(bundle, tmp_path) -> None:
    import shutil

    from training.export import BundleError

    copy = tmp_path / bundle.name
    shutil.copytree(bundle, copy)
    (copy / "sft.jsonl").write_text("{}\n", encoding="utf-8")
    with pytest.raises(BundleError, match="sha256"):
        load_bundle(copy)


def test_a_pulled_bundle_with_a_link_or_a_path_outside_its_folder_is_refused(tmp_path) -> None:
    import io
    import tarfile

    from training.export import BundleError, unpack

    for name, kind in (("bundle-x/../../escape.txt", tarfile.REGTYPE), ("bundle-x/link", tarfile.SYMTYPE)):
        buffer = io.BytesIO()
        with tarfile.open(fileobj=buffer, mode="w:gz") as tar:
            member = tarfile.TarInfo(name)
            member.type = kind
            member.linkname = "/etc/passwd" if kind == tarfile.SYMTYPE else ""
            tar.addfile(member, io.BytesIO(b"") if kind == tarfile.REGTYPE else None)
        with pytest.raises(BundleError, match="only files and folders"):
            unpack(buffer.getvalue(), tmp_path / "pulled")
    assert not (tmp_path / "escape.txt").exists() and not (tmp_path / "pulled" / "bundle-x" / "link").exists()


def test_only_model_spans_are_learned() -> None:
    tokenizer = load_qwen3_tokenizer()
    messages = [
        {"role": "system", "spans": [{"kind": "instruction", "text": "你是律师。"}]},
        {"role": "user", "spans": [{"kind": "user", "text": "累犯能缓刑吗？"}, {"kind": "evidence", "text": f"<evidence>{ART_74_2010}</evidence>"}]},
        {"role": "assistant", "spans": [{"kind": "model", "text": "不能。"}], "tool_calls": []},
        {"role": "tool", "spans": [{"kind": "tool", "text": "刑法第七十二条"}]},
        {"role": "assistant", "spans": [{"kind": "code", "text": "依据如下"}]},
    ]
    row = tokenize(messages, tokenizer, 512)
    learned = tokenizer.decode([t for t, label in zip(row["input_ids"], row["labels"]) if label != IGNORE])
    assert learned == "不能。<|im_end|>"
    masked = tokenizer.decode([t for t, label in zip(row["input_ids"], row["labels"]) if label == IGNORE])
    assert ART_74_2010 in masked and "刑法第七十二条" in masked and "依据如下" in masked


def test_entropy_shaping_matches_the_formula_on_a_hand_computed_case() -> None:
    adv = group_advantages(torch.tensor([1.0, 0.0, 0.0, 1.0]))
    assert adv.tolist() == pytest.approx([1.0, -1.0, -1.0, 1.0], abs=1e-5)
    a = torch.tensor([[1.0, 1.0, -1.0]])
    h = torch.tensor([[2.0, 8.0, 3.0]], requires_grad=True)
    shaped = shape_advantages(a, h, alpha=0.1, kappa=2.0)
    # 1 + min(0.2, 0.5) = 1.2; 1 + min(0.8, 0.5) = 1.5; -1 + min(0.3, 0.5) = -0.7
    assert shaped[0].tolist() == pytest.approx([1.2, 1.5, -0.7])
    assert not shaped.requires_grad  # the entropy is detached


def test_tool_output_and_padding_are_not_in_the_grpo_loss() -> None:
    # ids: 5 6 <tool_response>=100 7 8 </tool_response>=101 9 eos=2 pad=0
    assert completion_mask([5, 6, 100, 7, 8, 101, 9, 2, 0, 0], 100, 101, 0, 2) == [1, 1, 0, 0, 0, 0, 1, 1, 0, 0]


def test_rewards_on_positive_and_negative_cases(corpus) -> None:
    v = corpus.in_force("中华人民共和国刑法", 74, 0, date(2010, 6, 1))
    sample = {"task": "consultation", "case_date": "2010-06-01", "question": "累犯能缓刑吗？",
              "evidence_ids": [f"{v.law}|74|0|{v.valid_from}"], "reply": "依据《中华人民共和国刑法》第七十四条，累犯不适用缓刑。", "feedback": 1}
    good = "2010年的案件：依据《中华人民共和国刑法》第七十四条，累犯不适用缓刑。"
    invented = "2010年的案件：依据《中华人民共和国刑法》第九百九十九条，可以缓刑。"
    assert citation_score(good, sample, corpus) == 1.0 and citation_score(invented, sample, corpus) == 0.0
    assert rubric_score(good, sample, corpus) == 1.0 and rubric_score(invented, sample, corpus) < 1.0
    assert format_ok(good) and not format_ok("") and not format_ok("<tool_call>{") and not format_ok("a<|im_end|>")
    assert recitation_score(ART_74_2010, ART_74_2010) == 1.0
    assert recitation_score("对于累犯和犯罪集团的首要分子，不适用缓刑。", ART_74_2010) == 0.0  # the 2011 wording
    assert rouge_l_chars("对于累犯，不适用缓刑", ART_74_2010) == 1.0
    assert reward(sample, "", corpus) == 0.0
    assert reward(sample, good, corpus) > reward(sample, invented, corpus)
    liked, disliked = dict(sample), dict(sample, feedback=-1)
    assert reward(liked, sample["reply"], corpus) > reward(disliked, sample["reply"], corpus)


def test_a_recitation_earns_partial_credit_below_the_bar_and_full_credit_at_it(corpus) -> None:
    recite = {"task": "recitation", "reference": ART_74_2010}
    later = reward(recite, "对于累犯和犯罪集团的首要分子，不适用缓刑。", corpus)  # the 2011 wording: close, not it
    half = reward(recite, "对于累犯，", corpus)
    assert reward(recite, ART_74_2010, corpus) == 1.0
    assert 0.0 < half < later < 0.5, (half, later)  # a group of near misses still differs in reward


def _lora_state(path: Path) -> dict:
    from safetensors.torch import load_file

    return load_file(str(path / "adapter_model.safetensors"))


def test_sft_then_grpo_change_the_adapter(bundle, base_model, tmp_path) -> None:
    _, sft_set, rl = load_bundle(bundle)
    sft = run_sft(SftConfig(str(base_model), lora_rank=4, lora_alpha=8, learning_rate=1e-2, max_length=128, batch_size=2, max_steps=2),
                  sft_set, tmp_path / "sft")
    assert sft["steps"] == 2 and sft["masked_tokens"] > 0 and sft["learned_tokens"] > 0
    after_sft = _lora_state(tmp_path / "sft")
    assert any(k.endswith("lora_B.weight") and v.abs().sum() > 0 for k, v in after_sft.items())  # B starts at zero
    grpo = run_grpo(GrpoConfig(str(base_model), group_size=4, steps=2, max_new_tokens=12, learning_rate=1e-2, max_prompt_tokens=96),
                    rl, lambda s, text: float(len(text) % 3), str(tmp_path / "sft"), tmp_path / "grpo")
    assert grpo["steps"] == 2 and grpo["generated_tokens"] > 0
    after_grpo = _lora_state(tmp_path / "grpo")
    assert any(not torch.equal(after_sft[k], after_grpo[k]) for k in after_sft)


def test_gate_refuses_a_worse_adapter(bundle, corpus) -> None:
    _, _, rl = load_bundle(bundle)
    recites = lambda s: s["reference"] or "依据《中华人民共和国刑法》第七十四条，2010年累犯不适用缓刑。"  # noqa: E731
    babbles = lambda s: "嗯。"  # noqa: E731
    good, bad = evaluate(recites, rl, corpus), evaluate(babbles, rl, corpus)
    assert good["recitation_accuracy"] == 1.0 and bad["recitation_accuracy"] == 0.0
    refused, reasons, comparison = decide(bad, good)
    assert refused is False and comparison["difference"] < 0 and comparison["ci95"][1] < 0, reasons
    assert decide(good, bad)[0] is True
    tie, reasons, comparison = decide(good, good)
    assert tie is False and comparison["ci95"] == [0.0, 0.0] and "a tie keeps the serving adapter" in reasons[0]


def test_the_gate_publishes_a_clear_gain_and_keeps_serving_through_noise() -> None:
    """Paired scores on 60 held-out prompts, written out by hand: a candidate better on 30 and equal
    on the rest is published; one better on 3 and worse on 2 is within the noise and refused."""
    current = {"scores": [0.0] * 30 + [1.0] * 30}
    clear = {"scores": [1.0] * 60}
    noisy = {"scores": [1.0, 1.0, 1.0] + [0.0] * 27 + [0.0, 0.0] + [1.0] * 28}
    published, _, comparison = decide(clear, current)
    assert published and comparison["difference"] == 0.5 and comparison["ci95"][0] > 0.3
    refused, reasons, comparison = decide(noisy, current)
    assert not refused and comparison["ci95"][0] < 0 < comparison["ci95"][1], reasons
    assert decide(noisy, current, first=True)[0] is True, "the first adapter needs only not to be worse"
    assert decide({"scores": [0.0] * 60}, current, first=True)[0] is False, "a certainly worse first adapter is refused"
    assert decide(clear, current, tolerance=-0.6)[0] is False, "a demanded gain of 0.6 is more than 0.5"


def test_publish_and_rollback_against_an_openai_compatible_server(tmp_path) -> None:
    registry = Registry(tmp_path)
    for name in ("a1", "a2"):
        registry.path(name).mkdir()
    with LocalServing() as serving:
        engine = VllmAdapters(serving.url)
        with pytest.raises(PublishError):
            registry.rollback(engine, "current")
        registry.publish("a1", engine, "current")
        registry.publish("a2", engine, "current")
        assert Path(serving.loaded["current"]).name == "a2"
        registry.rollback(engine, "current")
        assert Path(serving.loaded["current"]).name == "a1"
        assert registry.state() == {"current": "a1", "history": []}
        assert [c["path"].rsplit("/", 1)[1] for c in serving.calls][:3] == ["load_lora_adapter", "unload_lora_adapter", "load_lora_adapter"]
    assert [e["action"] for e in registry.log()] == ["publish", "publish", "rollback"]
    with pytest.raises(PublishError):
        registry.publish("a1", VllmAdapters("http://127.0.0.1:9"), "current")


def test_export_bundle_is_the_owners_only(bundle) -> None:
    assert bundle.stat().st_mode & 0o777 == 0o700
    assert {f.name: f.stat().st_mode & 0o777 for f in bundle.iterdir()} == {
        "sft.jsonl": 0o600, "rl.jsonl": 0o600, "manifest.json": 0o600
    }
