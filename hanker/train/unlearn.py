"""Run an unlearning method: forget/retain QA sets in, an unlearned model (and its manifest) out.

PISTOL's defaults: 20 epochs, AdamW, linear warm-up over the first epoch, effective batch 4
(``batch_size`` x ``grad_accumulation``). Each forget sample is paired with a random retain
sample. Methods that need it get a frozen copy of the starting model as reference (with
LoRA, the same network with the adapter switched off). bf16 runs as mixed precision.
"""

from __future__ import annotations

import copy
import random
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from hanker import __version__
from hanker.core.device import Throughput, adamw
from hanker.core.errors import ConfigError, InputError
from hanker.core.io import read_text, write_json
from hanker.core.progress import StepBar
from hanker.core.records import FewShot
from hanker.train.batch import Batch, collate, pad_id, qa_examples
from hanker.train.packing import PACKING_VERSION, StepLoss

UNLEARN_FORMAT = "unlearn.v1"


@dataclass(frozen=True)
class UnlearnConfig:
    """One unlearning run."""

    method: str
    learning_rate: float = 1e-5
    epochs: int = 20
    batch_size: int = 4
    grad_accumulation: int = 1
    warmup_epochs: float = 1.0
    weight_decay: float = 0.0
    seed: int = 0
    hyperparameters: dict[str, float] = field(default_factory=dict)
    lora: bool = False  # unlearn through a LoRA adapter (peft); the adapter is what is saved
    lora_rank: int = 8
    precision: str = "auto"  # auto (bf16 on a GPU that has it), fp32 or bf16
    idk_file: str | None = (
        None  # DPO's refusals (TOFU/PISTOL idontknow.jsonl); hanker's own if None
    )
    device: str | None = None
    pack: bool = False  # run each step's rows packed into dense sequences (see train/packing.py)
    pack_length: int = 1024  # the most tokens in one packed sequence

    def check(self, method: Any) -> None:
        """Raise :class:`ConfigError` on settings ``method`` cannot run with."""
        if self.pack and not method.packable:
            raise ConfigError(
                f"{self.method} cannot run packed (--pack): its loss reads what packing changes "
                "(padding positions, hidden states) or it runs its own loop; run it unpacked"
            )
        if self.pack_length < 2:
            raise ConfigError(f"pack length must be at least 2 tokens, got {self.pack_length}")


def idk_answers(path: str | Path | None = None) -> list[str]:
    """Refusal answers, one per line: the benchmark's ``idontknow`` file when given, else hanker's own.

    TOFU and PISTOL ship ``idontknow.jsonl`` with one plain sentence per line; a line that is a
    JSON string is read as that string.
    """
    import contextlib
    import json

    if path is None:
        file = resources.files("hanker").joinpath("resources", "idk.txt")
        text = file.read_text(encoding="utf-8")
    else:
        text = read_text(path)
    answers = []
    for line in (raw.strip() for raw in text.splitlines()):
        if line.startswith('"'):
            with contextlib.suppress(json.JSONDecodeError):
                line = str(json.loads(line))
        if line:
            answers.append(line)
    if not answers:
        raise InputError(path or "idk.txt", "no refusal answers in the file")
    return answers


def _reference(model: Any) -> Any:
    """The frozen original the method compares against."""
    from hanker.train.methods.base import AdapterOff

    if hasattr(model, "disable_adapter") and hasattr(model, "peft_config"):
        return AdapterOff(model)
    reference = copy.deepcopy(model).eval()
    for p in reference.parameters():
        p.requires_grad_(False)
    return reference


@dataclass
class UnlearnRun:
    """One unlearning run's model, method, data rows and optimizer state."""

    model: Any
    method: Any
    reference: Any
    config: UnlearnConfig
    forget_rows: list[Any]
    retain_rows: list[Any]
    idk_rows: list[Any]
    pad: int
    device: str
    precision: str
    rng: random.Random
    optimizer: Any = None
    schedule: Any = None
    meter: Throughput | None = None


@dataclass
class _MicroBatch:
    """The forget rows of one micro-batch with their paired retain and refusal batches."""

    size: int
    forget: Batch
    retain: Batch
    idk: Batch | None


def _micro_batches(run: UnlearnRun, chunk: list[int]) -> list[_MicroBatch]:
    """The micro-batches of one optimizer step (retain rows drawn at random, in order)."""
    size = run.config.batch_size
    out = []
    for first in range(0, len(chunk), size):
        indices = chunk[first : first + size]
        forget = collate([run.forget_rows[i] for i in indices], run.pad).to(run.device)
        retain = collate([run.rng.choice(run.retain_rows) for _ in indices], run.pad)
        idk = collate([run.idk_rows[i] for i in indices], run.pad) if run.idk_rows else None
        out.append(
            _MicroBatch(
                len(indices), forget, retain.to(run.device), idk.to(run.device) if idk else None
            )
        )
    return out


def _count_tokens(run: UnlearnRun, micro: _MicroBatch) -> None:
    """Add the tokens the model ran on (forget, retain and refusal rows) to the meter."""
    if run.meter is not None:
        run.meter.add(
            micro.forget.attention_mask,
            micro.retain.attention_mask if run.method.uses_retain else None,
            micro.idk.attention_mask if micro.idk is not None else None,
        )


def _packed_views(run: UnlearnRun, micros: list[_MicroBatch]) -> tuple[Any, Any]:
    """The model and reference as :class:`PackedForward` stand-ins over the step's batches."""
    from hanker.train.packing import PackedForward

    groups: dict[str, list[Batch | None]] = {
        "forget": [m.forget for m in micros],
        "retain": [m.retain for m in micros],
        "idk": [m.idk for m in micros],
    }
    model_kinds, reference_kinds = run.method.forward_kinds()
    length = run.config.pack_length
    model = PackedForward(run.model, groups, model_kinds, length, run.pad, trainable=True)
    if run.reference is None:
        return model, None
    reference = PackedForward(
        run.reference, groups, reference_kinds, length, run.pad, trainable=False
    )
    return model, reference


def accumulate_gradients(run: UnlearnRun, chunk: list[int]) -> float:
    """Back-propagate the loss of one optimizer step over the forget rows ``chunk``; return it.

    Unpacked, each micro-batch runs and back-propagates on its own; packed, the step's rows run
    as one forward pass per model and the micro-batch losses, each weighted as unpacked, are
    summed into one backward pass (the same gradient).
    """
    from hanker.core.device import autocast

    micros = _micro_batches(run, chunk)
    model, reference = _packed_views(run, micros) if run.config.pack else (run.model, run.reference)
    step = StepLoss(run.config.pack)
    for micro in micros:
        with autocast(run.device, run.precision):
            loss = run.method.loss(model, reference, micro.forget, micro.retain, micro.idk)
        step.add(loss * (micro.size / len(chunk)))
        _count_tokens(run, micro)
    return step.backward()


def _optimizer_step(run: UnlearnRun, chunk: list[int]) -> float:
    """One optimizer step over the forget rows ``chunk`` (micro-batches, gradients accumulated)."""
    step_loss = accumulate_gradients(run, chunk)
    run.optimizer.step()
    run.schedule.step()
    run.optimizer.zero_grad()
    return step_loss


def prepare_run(
    model: Any,
    tokenizer: Any,
    method: Any,
    forget: Sequence[FewShot],
    retain: Sequence[FewShot],
    config: UnlearnConfig,
) -> UnlearnRun:
    """Seeds, device, precision, the reference copy and the tokenized forget/retain/IDK rows."""
    import torch

    from hanker.core.device import resolve_precision

    method.prepare(model)
    rng = random.Random(config.seed)
    torch.manual_seed(config.seed)
    device = str(next(model.parameters()).device)
    precision = resolve_precision(device, config.precision)
    reference = _reference(model) if method.needs_reference else None
    pad = pad_id(tokenizer)
    forget_rows = qa_examples(tokenizer, forget)
    retain_rows = qa_examples(tokenizer, retain) if retain else forget_rows
    refusals = idk_answers(config.idk_file)
    idk_rows = (
        qa_examples(tokenizer, [FewShot(f.question, rng.choice(refusals)) for f in forget])
        if method.needs_idk
        else []
    )
    return UnlearnRun(
        model,
        method,
        reference,
        config,
        forget_rows,
        retain_rows,
        idk_rows,
        pad,
        device,
        precision,
        rng,
    )


def unlearn(
    model: Any,
    tokenizer: Any,
    forget: Sequence[FewShot],
    retain: Sequence[FewShot],
    config: UnlearnConfig,
    meter: Throughput | None = None,
) -> list[float]:
    """Unlearn ``forget`` from ``model`` in place; return the loss of every optimizer step.

    ``meter`` counts the tokens the model runs on (forget, retain and refusal batches).
    """
    import torch

    from hanker.train.methods import METHODS
    from hanker.train.methods.base import WeightEdit

    method = METHODS.create(config.method, **config.hyperparameters)
    config.check(method)
    if isinstance(method, WeightEdit):
        return method.edit(model, tokenizer, forget, retain, config)
    run = prepare_run(model, tokenizer, method, forget, retain, config)
    run.meter = meter
    if config.pack:
        from hanker.train.packing import check_packing_support

        check_packing_support(model, run.pad)
    per_step = config.batch_size * config.grad_accumulation
    steps_per_epoch = max(1, -(-len(run.forget_rows) // per_step))
    warmup = max(1, int(config.warmup_epochs * steps_per_epoch))
    run.optimizer = adamw(
        (p for p in model.parameters() if p.requires_grad),
        config.learning_rate,
        config.weight_decay,
        run.device,
    )
    run.schedule = torch.optim.lr_scheduler.LambdaLR(
        run.optimizer, lambda step: min(1.0, (step + 1) / warmup)
    )
    model.train()
    losses: list[float] = []
    order = list(range(len(run.forget_rows)))
    with StepBar(config.epochs * steps_per_epoch, f"unlearn {config.method}") as bar:
        for epoch in range(config.epochs):
            run.rng.shuffle(order)
            for start in range(0, len(order), per_step):
                losses.append(_optimizer_step(run, order[start : start + per_step]))
                bar.step(losses[-1], epoch=f"{epoch + 1}/{config.epochs}")
    model.eval()
    return losses


def unlearn_to_folder(
    model_dir: str | Path,
    out: str | Path,
    forget: Sequence[FewShot],
    retain: Sequence[FewShot],
    config: UnlearnConfig,
) -> dict[str, Any]:
    """Load ``model_dir``, unlearn, save the model and ``unlearn.json`` to ``out``.

    The manifest holds the method version, every setting, and the ROUGE-1 recall of the
    unlearned model (still in memory) on the forget and the retain set.
    """
    from hanker.evaluate.rouge_check import rouge1_recalls
    from hanker.train.loop import load_for_training
    from hanker.train.methods import METHODS

    model, tokenizer = load_for_training(
        model_dir, config.device, config.precision, config.lora, config.lora_rank
    )
    started = time.perf_counter()
    meter = Throughput(str(next(model.parameters()).device))
    losses = unlearn(model, tokenizer, forget, retain, config, meter)
    seconds = round(time.perf_counter() - started, 2)
    Path(out).mkdir(parents=True, exist_ok=True)
    model.save_pretrained(out)
    tokenizer.save_pretrained(out)
    forget_score, retain_score = rouge1_recalls(
        out, forget, retain or forget, preloaded=(tokenizer, model)
    )
    method = METHODS.get(config.method)
    manifest = {
        "format": UNLEARN_FORMAT,
        "hanker_version": __version__,
        "method": config.method,
        "method_version": method.version,
        "config": asdict(config),
        "start_model": str(model_dir),
        "forget_pairs": len(forget),
        "retain_pairs": len(retain),
        "final_loss": losses[-1] if losses else None,
        "steps": len(losses),
        "seconds": seconds,
        "throughput": meter.summary(),
        "packing": PACKING_VERSION if config.pack else None,
        "rouge1_recall": {"forget": forget_score, "retain": retain_score},
    }
    write_json(Path(out) / "unlearn.json", manifest)
    return manifest
