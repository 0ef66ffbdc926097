"""Model-side inputs of the metrics: answer-token ranks and log-probabilities under teacher forcing."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class AnswerScores:
    """Per-token ranks (1-based) and log-probabilities of an answer given its question."""

    ranks: list[int]
    log_probs: list[float]


def answer_scores(
    model: Any,
    tokenizer: Any,
    questions: Sequence[str],
    answers: Sequence[str],
    batch_size: int = 16,
    prompts: Sequence[str] | None = None,
) -> list[AnswerScores]:
    """Teacher-forced ranks and log-probabilities of each answer's tokens.

    The prompt is MUSE's QA format of each question, or ``prompts[i]`` when given (few-shot).
    """
    import torch

    from hanker.models.base import format_prompt

    device = next(model.parameters()).device
    pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id
    rows = []
    texts = list(prompts) if prompts is not None else [format_prompt(q) for q in questions]
    for text, answer in zip(texts, answers, strict=True):
        prompt = tokenizer(text, add_special_tokens=False)["input_ids"]
        target = tokenizer(answer, add_special_tokens=False)["input_ids"]
        rows.append((prompt, target))
    out: list[AnswerScores] = []
    for start in range(0, len(rows), batch_size):
        batch = rows[start : start + batch_size]
        width = max(len(p) + len(t) for p, t in batch)
        ids = torch.full((len(batch), width), pad, dtype=torch.long)
        mask = torch.zeros((len(batch), width), dtype=torch.long)
        for row, (p, t) in enumerate(batch):
            seq = p + t
            ids[row, : len(seq)] = torch.tensor(seq)
            mask[row, : len(seq)] = 1
        with torch.inference_mode():
            logits = model(input_ids=ids.to(device), attention_mask=mask.to(device)).logits.float()
        log_probs = logits.log_softmax(-1)
        for row, (p, t) in enumerate(batch):
            positions = range(len(p) - 1, len(p) + len(t) - 1)  # logits at i predict token i+1
            ranks, lps = [], []
            for pos, token in zip(positions, t, strict=True):
                scores = logits[row, pos]
                ranks.append(int((scores > scores[token]).sum().item()) + 1)
                lps.append(float(log_probs[row, pos, token].item()))
            out.append(AnswerScores(ranks, lps))
    return out
