"""A quick ROUGE-1 recall check of a model's answers, used by fine-tuning and unlearning."""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from hanker.core.records import FewShot


def rouge1_recalls(
    model_dir: str | Path,
    *pair_sets: Sequence[FewShot],
    preloaded: tuple[Any, Any] | None = None,
    max_new_tokens: int = 32,
) -> list[float]:
    """Mean ROUGE-1 recall of the model's greedy answers on each set.

    The model is loaded once from ``model_dir``, or not at all when ``preloaded`` is the
    ``(tokenizer, model)`` already in memory (right after training it).
    """
    from hanker.judge.rouge import RougeJudge
    from hanker.models.hf_target import HFTarget

    target = HFTarget(str(model_dir), max_new_tokens=max_new_tokens, preloaded=preloaded)
    judge = RougeJudge()
    scores = []
    for pairs in pair_sets:
        answers = target.answer([p.question for p in pairs])
        results = judge.judge([""] * len(pairs), answers, [p.answer for p in pairs])
        scores.append(
            statistics.fmean(r.extra["rouge1_recall"] for r in results) if results else 0.0
        )
    return scores
