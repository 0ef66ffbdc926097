"""The fine-tuning loop: teach a causal LM QA pairs (loss on the answers) or raw text.

AdamW with a one-cycle schedule (linear warm-up, then decay), an effective batch of
``batch_size`` x ``grad_accumulation``, full fine-tuning or a LoRA adapter (peft), bfloat16
mixed precision where the hardware has it, and checkpoints that a crashed run resumes from.
"""

from __future__ import annotations

import logging
import random
import shutil
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from hanker.core.errors import ConfigError
from hanker.core.progress import StepBar
from hanker.core.records import FewShot
from hanker.train.batch import Row, collate, pad_id, qa_examples, text_examples
from hanker.train.packing import PackedForward, StepLoss

log = logging.getLogger(__name__)

TRAIN_VERSION = "train.v1"
CHECKPOINT_FILE = "trainer.pt"
CHECKPOINT_DIR = "checkpoints"  # inside the output folder, while a run is under way


@dataclass(frozen=True)
class TrainConfig:
    """Hyperparameters and run settings of one fine-tuning run."""

    epochs: int = 50
    learning_rate: float = 2e-3
    batch_size: int = 16
    grad_accumulation: int = 1
    warmup_fraction: float = 0.1
    weight_decay: float = 0.0
    seed: int = 0
    lora: bool = False  # train a LoRA adapter (peft) instead of every weight; the adapter is saved
    lora_rank: int = 8
    precision: str = "auto"  # auto (bf16 on a GPU that has it), fp32 or bf16
    device: str | None = None  # default: cuda when available, else cpu
    checkpoint_every: int = 1  # epochs between checkpoints (0: none)
    resume: bool = False  # continue from the last checkpoint in the output folder
    pack: bool = False  # run each step's rows packed into dense sequences (train/packing.py)
    pack_length: int = 1024  # the most tokens in one packed sequence

    def check(self) -> None:
        """Raise :class:`ConfigError` on values no run can use."""
        for name in ("epochs", "batch_size", "grad_accumulation", "lora_rank"):
            if getattr(self, name) < 1:
                raise ConfigError(f"{name} must be at least 1, got {getattr(self, name)}")
        if self.learning_rate <= 0:
            raise ConfigError(f"learning rate must be positive, got {self.learning_rate}")
        if not 0 <= self.warmup_fraction < 1:
            raise ConfigError(f"warm-up fraction must be in [0, 1), got {self.warmup_fraction}")
        if self.pack_length < 2:
            raise ConfigError(f"pack length must be at least 2 tokens, got {self.pack_length}")
        if self.checkpoint_every < 0:
            raise ConfigError("checkpoint_every must be 0 (off) or a number of epochs")


@dataclass
class TrainResult:
    """What a fine-tuning run did."""

    losses: list[float] = field(default_factory=list)  # one per optimizer step of this process
    epoch_losses: list[float] = field(default_factory=list)  # mean loss of each epoch run here
    rows: int = 0
    device: str = "cpu"
    precision: str = "fp32"
    resumed_from_epoch: int = 0
    model: Any = field(default=None, repr=False)  # the trained model, still in memory
    tokenizer: Any = field(default=None, repr=False)

    @property
    def final_loss(self) -> float:
        """The loss of the last optimizer step (nan when no step ran)."""
        return self.losses[-1] if self.losses else float("nan")


def load_for_training(
    model_dir: str | Path,
    device: str | None = None,
    precision: str = "auto",
    lora: bool = False,
    lora_rank: int = 8,
) -> tuple[Any, Any]:
    """(model, tokenizer): the model on its device, wrapped in a LoRA adapter (peft) if asked.

    Fully trained weights stay fp32 (bf16 runs as mixed precision); the frozen base under a
    LoRA adapter is stored in bf16 when the run is bf16.
    """
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from hanker.core.device import pick_device, resolve_precision

    device = pick_device(device)
    precision = resolve_precision(device, precision)
    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    dtype = torch.bfloat16 if precision == "bf16" and lora else torch.float32
    model: Any = AutoModelForCausalLM.from_pretrained(model_dir, dtype=dtype)
    if getattr(model, "loss_type", None) is None:  # GPT-2's class name does not say its loss
        model.loss_type = "ForCausalLM"
    if lora:
        from peft import LoraConfig, get_peft_model

        model = get_peft_model(
            model,
            LoraConfig(
                r=lora_rank,
                lora_alpha=2 * lora_rank,
                target_modules="all-linear",
                task_type="CAUSAL_LM",
            ),
        )
    return model.to(device), tokenizer


def _save_checkpoint(
    folder: Path,
    model: Any,
    optimizer: Any,
    schedule: Any,
    epoch: int,
    rng: random.Random,
    config: TrainConfig,
) -> None:
    import torch

    folder.mkdir(parents=True, exist_ok=True)
    state = {
        "format": TRAIN_VERSION,
        "epoch": epoch,
        "config": _resumable_settings(config),
        "params": {n: p.detach().cpu() for n, p in model.named_parameters() if p.requires_grad},
        "optimizer": optimizer.state_dict(),
        "schedule": schedule.state_dict(),
        "rng": rng.getstate(),
        "torch_rng": torch.get_rng_state(),
    }
    partial = folder / (CHECKPOINT_FILE + ".partial")
    torch.save(state, partial)
    partial.replace(folder / CHECKPOINT_FILE)


def _resumable_settings(config: TrainConfig) -> dict[str, Any]:
    """The settings a checkpoint must agree on (not where or how often it runs)."""
    settings = asdict(config)
    for name in ("device", "checkpoint_every", "resume", "precision", "pack", "pack_length"):
        settings.pop(name)
    return settings


def _load_checkpoint(
    folder: Path, model: Any, optimizer: Any, schedule: Any, rng: random.Random, config: TrainConfig
) -> int:
    """Restore a checkpoint into the run; return the number of epochs it had finished."""
    import torch

    state = torch.load(folder / CHECKPOINT_FILE, map_location="cpu", weights_only=False)
    if state.get("config") != _resumable_settings(config):
        raise ConfigError(
            f"{folder}: the checkpoint was made with other settings ({state.get('config')}); "
            "rerun with the same settings, or delete the folder to start over"
        )
    params = dict(model.named_parameters())
    with torch.no_grad():
        for name, value in state["params"].items():
            params[name].copy_(value.to(params[name].device, params[name].dtype))
    optimizer.load_state_dict(state["optimizer"])
    schedule.load_state_dict(state["schedule"])
    rng.setstate(state["rng"])
    torch.set_rng_state(state["torch_rng"])
    return int(state["epoch"])


def _optimizer_and_schedule(
    model: Any, config: TrainConfig, steps_per_epoch: int
) -> tuple[Any, Any]:
    """AdamW over the trainable weights and the one-cycle schedule of the whole run."""
    import torch

    optimizer = torch.optim.AdamW(
        [p for p in model.parameters() if p.requires_grad],
        lr=config.learning_rate,
        weight_decay=config.weight_decay,
    )
    schedule = torch.optim.lr_scheduler.OneCycleLR(
        optimizer,
        max_lr=config.learning_rate,
        total_steps=config.epochs * steps_per_epoch,
        pct_start=max(config.warmup_fraction, 1e-6),
    )
    return optimizer, schedule


@dataclass
class _Loop:
    """What every optimizer step of a run needs."""

    model: Any
    rows: list[Row]
    config: TrainConfig
    optimizer: Any
    schedule: Any
    pad: int
    device: str
    precision: str


def _optimizer_step(loop: _Loop, chunk: list[int]) -> float:
    """One optimizer step over the rows ``chunk`` (micro-batches, gradients accumulated).

    Packed, the step's rows run as one forward pass and the micro-batch losses, weighted as
    unpacked, are summed into one backward pass (the same gradient).
    """
    from hanker.core.device import autocast

    size = loop.config.batch_size
    batches = [
        collate([loop.rows[i] for i in chunk[first : first + size]], loop.pad).to(loop.device)
        for first in range(0, len(chunk), size)
    ]
    model = loop.model
    if loop.config.pack:
        model = PackedForward(
            loop.model, {"train": batches}, ["train"], loop.config.pack_length, loop.pad, True
        )
    step = StepLoss(loop.config.pack)
    for batch in batches:
        with autocast(loop.device, loop.precision):
            out = model(
                input_ids=batch.input_ids,
                attention_mask=batch.attention_mask,
                labels=batch.labels,
            )
        step.add(out.loss * len(batch.input_ids) / len(chunk))
    step_loss = step.backward()
    loop.optimizer.step()
    loop.schedule.step()
    loop.optimizer.zero_grad()
    return step_loss


def _epoch(loop: _Loop, epoch: int, rng: random.Random, bar: Any, result: TrainResult) -> None:
    config = loop.config
    per_step = config.batch_size * config.grad_accumulation
    order = list(range(len(loop.rows)))  # a fresh permutation: a resumed run draws the same
    rng.shuffle(order)
    epoch_losses: list[float] = []
    for start in range(0, len(order), per_step):
        step_loss = _optimizer_step(loop, order[start : start + per_step])
        result.losses.append(step_loss)
        epoch_losses.append(step_loss)
        bar.step(step_loss, epoch=f"{epoch + 1}/{config.epochs}")
    result.epoch_losses.append(sum(epoch_losses) / len(epoch_losses))
    log.info("epoch %d/%d: mean loss %.4f", epoch + 1, config.epochs, result.epoch_losses[-1])


def train_loaded(
    model: Any,
    tokenizer: Any,
    rows: list[Row],
    config: TrainConfig,
    checkpoints: Path | None = None,
) -> TrainResult:
    """Train ``model`` on ``rows`` in place (``checkpoints``: the folder for resumable state)."""
    import torch

    from hanker.core.device import resolve_precision

    config.check()
    if not rows:
        raise ConfigError("nothing to train on: no examples")
    device = str(next(model.parameters()).device)
    precision = resolve_precision(device, config.precision)
    torch.manual_seed(config.seed)
    per_step = config.batch_size * config.grad_accumulation
    steps_per_epoch = max(1, -(-len(rows) // per_step))
    optimizer, schedule = _optimizer_and_schedule(model, config, steps_per_epoch)
    rng = random.Random(config.seed)
    start_epoch = 0
    if config.resume and checkpoints is not None and (checkpoints / CHECKPOINT_FILE).exists():
        start_epoch = _load_checkpoint(checkpoints, model, optimizer, schedule, rng, config)
        log.warning("resuming from %s after epoch %d", checkpoints, start_epoch)
    result = TrainResult(
        rows=len(rows), device=device, precision=precision, resumed_from_epoch=start_epoch
    )
    loop = _Loop(model, rows, config, optimizer, schedule, pad_id(tokenizer), device, precision)
    if config.pack:
        from hanker.train.packing import check_packing_support

        check_packing_support(model, loop.pad)
    model.train()
    with StepBar(
        config.epochs * steps_per_epoch, "train", initial=start_epoch * steps_per_epoch
    ) as bar:
        for epoch in range(start_epoch, config.epochs):
            _epoch(loop, epoch, rng, bar, result)
            done = epoch + 1
            if (
                checkpoints is not None
                and config.checkpoint_every
                and done < config.epochs
                and done % config.checkpoint_every == 0
            ):
                _save_checkpoint(checkpoints, model, optimizer, schedule, done, rng, config)
    model.eval()
    return result


def train_model(
    model_dir: str | Path,
    examples: Callable[[Any], list[Row]],
    config: TrainConfig,
    out_dir: str | Path | None = None,
) -> TrainResult:
    """Load ``model_dir``, train on ``examples(tokenizer)``, save to ``out_dir`` (default: in place).

    Checkpoints go to ``<out>/checkpoints`` and are removed once the run has finished.
    """
    target = Path(out_dir or model_dir)
    model, tokenizer = load_for_training(
        model_dir, config.device, config.precision, config.lora, config.lora_rank
    )
    checkpoints = target / CHECKPOINT_DIR
    result = train_loaded(model, tokenizer, examples(tokenizer), config, checkpoints)
    result.model, result.tokenizer = model, tokenizer
    model.save_pretrained(target)
    tokenizer.save_pretrained(target)
    if checkpoints.exists():
        shutil.rmtree(checkpoints)
    return result


def train_qa(
    model_dir: str | Path,
    pairs: Sequence[FewShot],
    config: TrainConfig = TrainConfig(),
    out_dir: str | Path | None = None,
) -> TrainResult:
    """Teach the model in ``model_dir`` ``pairs`` (loss on the answer tokens only)."""
    return train_model(model_dir, lambda tok: qa_examples(tok, pairs), config, out_dir)


def train_text(
    model_dir: str | Path,
    texts: Sequence[str],
    config: TrainConfig = TrainConfig(),
    out_dir: str | Path | None = None,
    block_size: int = 256,
) -> TrainResult:
    """Continue pre-training the model in ``model_dir`` on raw ``texts`` (loss on every token)."""
    return train_model(
        model_dir, lambda tok: text_examples(tok, texts, block_size), config, out_dir
    )
