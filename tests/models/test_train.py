"""The fine-tuning loop: checkpoints that resume to the same weights, raw-text mode, bf16, LoRA."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from hanker.core.errors import ConfigError
from hanker.core.records import FewShot
from hanker.train.batch import qa_examples, text_examples

PAIRS = [FewShot(f"What is item {i} called?", f"name {i * 7}") for i in range(12)]


def _weights(folder: Path) -> dict:  # type: ignore[type-arg]
    from safetensors.torch import load_file

    return load_file(str(folder / "model.safetensors"))


def test_qa_rows_mask_the_question_and_text_rows_cover_every_token(tiny_causal_lm: Path) -> None:
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(tiny_causal_lm)
    [(ids, labels)] = qa_examples(tokenizer, PAIRS[:1])
    prompt = tokenizer("Question: What is item 0 called?\nAnswer: ", add_special_tokens=False)
    n = len(prompt["input_ids"])
    assert labels[:n] == [-100] * n and labels[n:] == ids[n:]
    assert tokenizer.decode(ids[n:]).startswith("name 0\n\n")
    blocks = text_examples(tokenizer, ["a b c d e f g h i j k l m n o p"], block_size=5)
    assert all(len(ids) <= 5 and ids == labels for ids, labels in blocks)
    joined = [t for ids, _ in blocks for t in ids]
    assert (
        joined[:-1]
        == tokenizer("a b c d e f g h i j k l m n o p", add_special_tokens=False)["input_ids"]
    )
    with pytest.raises(ConfigError):
        text_examples(tokenizer, ["x"], block_size=1)


def test_a_crashed_run_resumes_from_its_checkpoint_to_the_same_weights(
    tiny_causal_lm: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import hanker.train.loop as train
    from hanker.train.loop import TrainConfig, train_qa

    config = TrainConfig(epochs=4, batch_size=4, learning_rate=1e-3, checkpoint_every=1)
    straight = tmp_path / "straight"
    shutil.copytree(tiny_causal_lm, straight)
    full = train_qa(straight, PAIRS, config)
    assert len(full.epoch_losses) == 4 and not (straight / "checkpoints").exists()

    crashed = tmp_path / "crashed"
    shutil.copytree(tiny_causal_lm, crashed)
    save = train._save_checkpoint

    def save_then_crash(folder: Path, model, optimizer, schedule, epoch, rng, cfg) -> None:  # type: ignore[no-untyped-def]
        save(folder, model, optimizer, schedule, epoch, rng, cfg)
        if epoch == 2:
            raise KeyboardInterrupt

    monkeypatch.setattr(train, "_save_checkpoint", save_then_crash)
    with pytest.raises(KeyboardInterrupt):
        train_qa(crashed, PAIRS, config)
    monkeypatch.setattr(train, "_save_checkpoint", save)
    assert (crashed / "checkpoints" / "trainer.pt").exists()
    from dataclasses import replace

    with pytest.raises(ConfigError, match="other settings"):
        train_qa(crashed, PAIRS, replace(config, learning_rate=5e-4, resume=True))
    resumed = train_qa(crashed, PAIRS, replace(config, resume=True))
    assert resumed.resumed_from_epoch == 2 and len(resumed.epoch_losses) == 2
    assert resumed.epoch_losses == pytest.approx(full.epoch_losses[2:], rel=1e-4)
    a, b = _weights(straight), _weights(crashed)
    import torch

    assert all(torch.allclose(a[k], b[k], atol=1e-5) for k in a)


def test_finetune_text_mode_bf16_and_manifest(tmp_path: Path, training_texts: list[str]) -> None:
    from hanker.core.io import write_jsonl
    from hanker.train.finetune import FinetuneConfig, finetune
    from hanker.train.loop import TrainConfig

    corpus = tmp_path / "docs.jsonl"
    write_jsonl(corpus, ({"text": t} for t in training_texts[:6]))
    manifest = finetune(
        FinetuneConfig(
            sources=(str(corpus),),
            out=tmp_path / "text",
            init="tiny",
            block_size=64,
            train=TrainConfig(epochs=3, batch_size=8, learning_rate=2e-3, precision="bf16"),
        )
    )
    assert manifest["mode"] == "text" and manifest["examples"] == 6
    assert manifest["precision"] == "bf16" and manifest["device"] == "cpu"
    assert manifest["rows"] > 6  # documents longer than a block are split
    assert manifest["epoch_losses"][-1] < manifest["epoch_losses"][0]
    assert "rouge1_recall" not in manifest
    saved = json.loads((tmp_path / "text" / "finetune.json").read_text())
    assert saved["format"] == "finetune.v1" and saved["config"]["block_size"] == 64
    with pytest.raises(ConfigError, match="--model PATH or --init tiny"):
        finetune(FinetuneConfig(sources=(str(corpus),), out=tmp_path / "x"))


def test_lora_in_bf16_keeps_the_base_frozen_in_bf16(tiny_causal_lm: Path) -> None:
    import torch

    from hanker.train.loop import TrainConfig, load_for_training, train_loaded

    model, tokenizer = load_for_training(tiny_causal_lm, "cpu", "bf16", lora=True, lora_rank=4)
    frozen = [p for p in model.parameters() if not p.requires_grad]
    trained = [p for p in model.parameters() if p.requires_grad]
    assert frozen and all(p.dtype == torch.bfloat16 for p in frozen)
    assert trained and all(p.dtype == torch.float32 for p in trained)
    before = [p.detach().clone() for p in trained]
    result = train_loaded(
        model,
        tokenizer,
        qa_examples(tokenizer, PAIRS),
        TrainConfig(epochs=1, batch_size=4, lora=True, precision="bf16"),
    )
    assert result.precision == "bf16" and len(result.losses) == 3
    assert any(not torch.equal(a, p) for a, p in zip(before, trained, strict=True))
