"""``hanker finetune``: teach a causal LM a QA dataset or a text corpus, and record how it went.

The output folder holds the model (or its LoRA adapter) and ``finetune.json``: the resolved
config, the training version, the losses, and the ROUGE-1 recall on the training QA.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from hanker import __version__
from hanker.core.errors import ConfigError, InputError
from hanker.core.io import write_json
from hanker.train.loop import (
    CHECKPOINT_DIR,
    CHECKPOINT_FILE,
    TRAIN_VERSION,
    TrainConfig,
    train_qa,
    train_text,
)

FINETUNE_FORMAT = "finetune.v1"
MODES = ("auto", "qa", "text")


@dataclass(frozen=True)
class FinetuneConfig:
    """One ``hanker finetune`` run: data, starting model, and the training settings."""

    sources: tuple[str, ...]
    out: Path
    model: str | None = None  # hub id or folder
    init: str | None = None  # "tiny": build a small GPT-2 and tokenizer from the data
    split: str | None = None
    mode: str = "auto"  # qa (loss on answers), text (every token), auto: qa when there are pairs
    block_size: int = 256  # tokens per block in text mode
    train: TrainConfig = field(default_factory=TrainConfig)

    def check(self) -> None:
        """Raise :class:`ConfigError` on inconsistent settings."""
        if not self.sources:
            raise ConfigError("give at least one dataset to fine-tune on")
        if (self.model is None) == (self.init is None):
            raise ConfigError("give --model PATH or --init tiny")
        if self.init not in (None, "tiny"):
            raise ConfigError(f"unknown --init {self.init!r}; the only one is tiny")
        if self.mode not in MODES:
            raise ConfigError(f"unknown mode {self.mode!r}; choose from {', '.join(MODES)}")
        self.train.check()


def _resolved(config: FinetuneConfig) -> dict[str, Any]:
    out = asdict(config)
    out["out"] = str(config.out)
    out["sources"] = list(config.sources)
    return out


def finetune(config: FinetuneConfig) -> dict[str, Any]:
    """Fine-tune, save the model and ``finetune.json`` to ``config.out``; return the manifest."""
    from hanker.train.selection import read_training_data

    config.check()
    started = time.perf_counter()
    data = [read_training_data(source, config.split) for source in config.sources]
    mode = config.mode
    if mode == "auto":
        mode = "qa" if all(pairs for pairs, _ in data) else "text"
    pairs = [p for source_pairs, _ in data for p in source_pairs] if mode == "qa" else []
    texts = [t for _, source_texts in data for t in source_texts] if mode == "text" else []
    for source, (source_pairs, source_texts) in zip(config.sources, data, strict=True):
        if not (source_pairs if mode == "qa" else source_texts):
            raise InputError(source, f"has nothing to train on in {mode} mode")
    start: str | Path
    if config.init == "tiny":
        from hanker.models.tiny import build_tiny_causal_lm

        tokenizer_text = (
            [f"Question: {p.question}\nAnswer: {p.answer}\n\n" for p in pairs] if pairs else texts
        )
        resuming = config.train.resume and (config.out / CHECKPOINT_DIR / CHECKPOINT_FILE).exists()
        start = (
            config.out
            if resuming and (config.out / "config.json").exists()
            else build_tiny_causal_lm(tokenizer_text, config.out, seed=config.train.seed)
        )
    else:
        start = str(config.model)
    if mode == "qa":
        result = train_qa(start, pairs, config.train, out_dir=config.out)
    else:
        result = train_text(start, texts, config.train, config.out, config.block_size)
    manifest: dict[str, Any] = {
        "format": FINETUNE_FORMAT,
        "hanker_version": __version__,
        "train_version": TRAIN_VERSION,
        "config": _resolved(config),
        "mode": mode,
        "examples": len(pairs) if mode == "qa" else len(texts),
        "rows": result.rows,
        "device": result.device,
        "precision": result.precision,
        "resumed_from_epoch": result.resumed_from_epoch,
        "final_loss": result.final_loss,
        "epoch_losses": [round(x, 6) for x in result.epoch_losses],
    }
    if pairs:
        from hanker.evaluate.rouge_check import rouge1_recalls

        [manifest["rouge1_recall"]] = rouge1_recalls(
            config.out, pairs, preloaded=(result.tokenizer, result.model)
        )
    manifest["seconds"] = round(time.perf_counter() - started, 2)
    write_json(config.out / "finetune.json", manifest)
    return manifest
