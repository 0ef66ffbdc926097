"""Teach a causal LM question/answer pairs (loss on the answer tokens only).

The training loop behind the offline fixtures and ``hanker finetune``'s QA mode: the prompt
is MUSE's ``Question: {q}\\nAnswer: `` format, the target is the answer followed by a blank
line (the stop string), AdamW with a one-cycle schedule (linear warm-up, then decay).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hanker.models.base import FewShot
from hanker.progress import progress


@dataclass(frozen=True)
class QATrainConfig:
    """Hyperparameters of :func:`train_qa`."""

    epochs: int = 50
    learning_rate: float = 2e-3
    batch_size: int = 16
    warmup_fraction: float = 0.1
    weight_decay: float = 0.0
    seed: int = 0
    grad_accumulation: int = 1
    lora: bool = (
        False  # train a LoRA adapter (peft) instead of every weight; the adapter is what is saved
    )
    lora_rank: int = 8


def qa_examples(tokenizer: Any, pairs: Sequence[FewShot]) -> list[tuple[list[int], list[int]]]:
    """(input ids, labels) per pair; prompt tokens are masked with -100."""
    rows = []
    eos = [tokenizer.eos_token_id] if tokenizer.eos_token_id is not None else []
    for pair in pairs:
        prompt = tokenizer(f"Question: {pair.question}\nAnswer: ", add_special_tokens=False)[
            "input_ids"
        ]
        answer = tokenizer(f"{pair.answer}\n\n", add_special_tokens=False)["input_ids"] + eos
        rows.append((prompt + answer, [-100] * len(prompt) + answer))
    return rows


def train_qa(
    model_dir: str | Path,
    pairs: Sequence[FewShot],
    config: QATrainConfig = QATrainConfig(),
    out_dir: str | Path | None = None,
) -> float:
    """Train the model in ``model_dir`` on ``pairs`` and save it to ``out_dir`` (default: in place); return the last loss."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    torch.manual_seed(config.seed)
    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    model: Any = AutoModelForCausalLM.from_pretrained(model_dir)
    if config.lora:
        from peft import LoraConfig, get_peft_model

        model = get_peft_model(
            model,
            LoraConfig(
                r=config.lora_rank,
                lora_alpha=2 * config.lora_rank,
                target_modules="all-linear",
                task_type="CAUSAL_LM",
            ),
        )
    pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id
    rows = qa_examples(tokenizer, pairs)
    steps = config.epochs * max(1, -(-len(rows) // (config.batch_size * config.grad_accumulation)))
    optimizer = torch.optim.AdamW(
        model.parameters(), lr=config.learning_rate, weight_decay=config.weight_decay
    )
    schedule = torch.optim.lr_scheduler.OneCycleLR(
        optimizer, max_lr=config.learning_rate, total_steps=steps, pct_start=config.warmup_fraction
    )
    rng = random.Random(config.seed)
    model.train()
    loss_value = float("nan")
    for _epoch in progress(range(config.epochs), desc="train", total=config.epochs, unit="epoch"):
        rng.shuffle(rows)
        micro = [rows[i : i + config.batch_size] for i in range(0, len(rows), config.batch_size)]
        for group_start in range(0, len(micro), config.grad_accumulation):
            group = micro[group_start : group_start + config.grad_accumulation]
            for batch in group:
                width = max(len(ids) for ids, _ in batch)
                input_ids = torch.tensor([ids + [pad] * (width - len(ids)) for ids, _ in batch])
                labels = torch.tensor([lab + [-100] * (width - len(lab)) for _, lab in batch])
                attention = (
                    torch.arange(width)[None, :]
                    < torch.tensor([len(ids) for ids, _ in batch])[:, None]
                ).long()
                loss = model(
                    input_ids=input_ids, attention_mask=attention, labels=labels
                ).loss / len(group)
                loss.backward()
                loss_value = float(loss.item()) * len(group)
            optimizer.step()
            schedule.step()
            optimizer.zero_grad()
    model.eval()
    target = Path(out_dir or model_dir)
    model.save_pretrained(target)
    tokenizer.save_pretrained(target)
    return loss_value
