"""RESTOR's outcome shares (Rezaei et al.) and the log-normalized probability of candidate answers.

For facts the clean model gets right but the corrupted model gets wrong, the unlearned
model's prediction is a *recovery* (right again), *forget* (wrong, and different from the
corrupted prediction) or *unchanged* (the corrupted prediction). For facts both get right,
it is *unaffected* (still right) or *degraded*.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

RESTOR_METRICS_VERSION = "restor-metrics.v1"


def log_normalized_probability(token_log_probs: Sequence[float]) -> float:
    """``log(P(y|x)^(1/T)) = (1/T) * sum_i log P(y_i | x, y_<i)``."""
    return sum(token_log_probs) / len(token_log_probs) if token_log_probs else float("-inf")


@dataclass(frozen=True)
class RestorOutcomes:
    """Shares (0..1) of each outcome and the number of facts behind each group."""

    recovery: float
    forget: float
    unchanged: float
    corrupted_facts: int
    unaffected: float
    degradation: float
    intact_facts: int


def restor_outcomes(
    clean_correct: Sequence[bool],
    corrupted_correct: Sequence[bool],
    unlearned_correct: Sequence[bool],
    corrupted_predictions: Sequence[str],
    unlearned_predictions: Sequence[str],
) -> RestorOutcomes:
    """Outcome shares over the facts the corruption broke, and over those it left intact."""
    broken = [
        i
        for i, (c, k) in enumerate(zip(clean_correct, corrupted_correct, strict=True))
        if c and not k
    ]
    intact = [
        i for i, (c, k) in enumerate(zip(clean_correct, corrupted_correct, strict=True)) if c and k
    ]
    recovered = sum(1 for i in broken if unlearned_correct[i])
    unchanged = sum(
        1
        for i in broken
        if not unlearned_correct[i]
        and unlearned_predictions[i].strip().lower() == corrupted_predictions[i].strip().lower()
    )
    forgot = len(broken) - recovered - unchanged
    unaffected = sum(1 for i in intact if unlearned_correct[i])
    n_broken, n_intact = max(len(broken), 1), max(len(intact), 1)
    return RestorOutcomes(
        recovery=recovered / n_broken if broken else 0.0,
        forget=forgot / n_broken if broken else 0.0,
        unchanged=unchanged / n_broken if broken else 0.0,
        corrupted_facts=len(broken),
        unaffected=unaffected / n_intact if intact else 0.0,
        degradation=(len(intact) - unaffected) / n_intact if intact else 0.0,
        intact_facts=len(intact),
    )
