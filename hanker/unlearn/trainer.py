"""Run an unlearning method: forget/retain QA sets in, an unlearned model (and its manifest) out.

PISTOL's defaults: 20 epochs, AdamW, linear warm-up over the first epoch, effective batch 4
(``batch_size`` x ``grad_accumulation``). Each forget sample is paired with a random retain
sample. Methods that need it get a frozen copy of the starting model as reference.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from hanker import __version__
from hanker.io import write_json
from hanker.models.base import FewShot
from hanker.models.train import qa_examples
from hanker.progress import progress
from hanker.unlearn.base import Batch

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


def idk_answers() -> list[str]:
    """hanker's own refusal answers (``resources/idk.txt``)."""
    text = resources.files("hanker").joinpath("resources", "idk.txt").read_text(encoding="utf-8")
    return [line.strip() for line in text.splitlines() if line.strip()]


def _collate(rows: Sequence[tuple[list[int], list[int]]], pad: int) -> Batch:
    import torch

    width = max(len(ids) for ids, _ in rows)
    ids = torch.tensor([x + [pad] * (width - len(x)) for x, _ in rows])
    labels = torch.tensor([y + [-100] * (width - len(y)) for _, y in rows])
    mask = (torch.arange(width)[None, :] < torch.tensor([len(x) for x, _ in rows])[:, None]).long()
    return Batch(ids, mask, labels)


def unlearn(
    model: Any,
    tokenizer: Any,
    forget: Sequence[FewShot],
    retain: Sequence[FewShot],
    config: UnlearnConfig,
) -> list[float]:
    """Unlearn ``forget`` from ``model`` in place; return the loss of every optimizer step."""
    import torch

    from hanker.unlearn import METHODS

    method = METHODS.create(config.method, **config.hyperparameters)
    rng = random.Random(config.seed)
    torch.manual_seed(config.seed)
    device = next(model.parameters()).device
    reference = copy.deepcopy(model).eval() if method.needs_reference else None
    if reference is not None:
        for p in reference.parameters():
            p.requires_grad_(False)
    pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id
    forget_rows = qa_examples(tokenizer, forget)
    retain_rows = qa_examples(tokenizer, retain) if retain else forget_rows
    refusals = idk_answers()
    idk_rows = (
        qa_examples(tokenizer, [FewShot(f.question, rng.choice(refusals)) for f in forget])
        if method.needs_idk
        else []
    )
    steps_per_epoch = max(1, -(-len(forget_rows) // (config.batch_size * config.grad_accumulation)))
    warmup = max(1, int(config.warmup_epochs * steps_per_epoch))
    optimizer = torch.optim.AdamW(
        [p for p in model.parameters() if p.requires_grad],
        lr=config.learning_rate,
        weight_decay=config.weight_decay,
    )
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda step: min(1.0, (step + 1) / warmup)
    )
    model.train()
    losses: list[float] = []
    order = list(range(len(forget_rows)))
    for _epoch in progress(
        range(config.epochs), desc=f"unlearn {config.method}", total=config.epochs, unit="epoch"
    ):
        rng.shuffle(order)
        micro = [order[i : i + config.batch_size] for i in range(0, len(order), config.batch_size)]
        for start in range(0, len(micro), config.grad_accumulation):
            group = micro[start : start + config.grad_accumulation]
            step_loss = 0.0
            for indices in group:
                forget_batch = _collate([forget_rows[i] for i in indices], pad).to(device)
                retain_batch = _collate([rng.choice(retain_rows) for _ in indices], pad).to(device)
                idk_batch = (
                    _collate([idk_rows[i] for i in indices], pad).to(device) if idk_rows else None
                )
                loss = method.loss(model, reference, forget_batch, retain_batch, idk_batch) / len(
                    group
                )
                loss.backward()
                step_loss += float(loss.item())
            optimizer.step()
            schedule.step()
            optimizer.zero_grad()
            losses.append(step_loss)
    model.eval()
    return losses


def unlearn_to_folder(
    model_dir: str | Path,
    out: str | Path,
    forget: Sequence[FewShot],
    retain: Sequence[FewShot],
    config: UnlearnConfig,
) -> dict[str, Any]:
    """Load ``model_dir``, unlearn, save the model and ``unlearn.json`` (method version, hyperparameters) to ``out``."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from hanker.unlearn import METHODS

    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    model = AutoModelForCausalLM.from_pretrained(model_dir)
    losses = unlearn(model, tokenizer, forget, retain, config)
    Path(out).mkdir(parents=True, exist_ok=True)
    model.save_pretrained(out)
    tokenizer.save_pretrained(out)
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
    }
    write_json(Path(out) / "unlearn.json", manifest)
    return manifest
