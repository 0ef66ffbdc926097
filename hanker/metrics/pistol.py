"""PISTOL's metrics (Qiu et al.): ROUGE-1 recall, MRR and top-hit ratio over answer tokens, deviation score.

* MRR of an answer ``E = e_1..e_n`` given the question: ``(1/|E|) * sum_i 1/rank(e_i | Q, e_<i)``,
  where ``rank`` is the 1-based rank of the true token among the vocabulary logits;
* top-hit ratio with ``m`` (100 in the paper): the share of answer tokens ranked in the top ``m``;
* deviation score: ``DS = 100 * sqrt(ROUGE1_forget^2 + (1 - ROUGE1_retain)^2)``, lower is better.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

PISTOL_METRICS_VERSION = "pistol-metrics.v1"


def mrr(ranks: Sequence[int]) -> float:
    """Mean reciprocal rank of one answer's tokens (ranks are 1-based)."""
    if not ranks:
        return 0.0
    return sum(1.0 / r for r in ranks) / len(ranks)


def top_hit_ratio(ranks: Sequence[int], m: int = 100) -> float:
    """Share of the answer's tokens whose true token is among the top ``m`` logits."""
    if not ranks:
        return 0.0
    return sum(1 for r in ranks if r <= m) / len(ranks)


def deviation_score(forget_rouge1: float, retain_rouge1: float) -> float:
    """PISTOL's deviation score: distance of (forget, retain) ROUGE-1 to the ideal (0, 1), times 100."""
    return 100.0 * math.sqrt(forget_rouge1**2 + (1.0 - retain_rouge1) ** 2)
