"""PISTOL's metrics (Qiu et al.) as bill-shen-BS/PISTOL computes them (``pistol.v2``).

* MRR of an answer ``E = e_1..e_n``: ``(1/|E|) * sum_j 1/rank_j``, where ``rank_j`` is the 1-based
  rank of the answer's j-th token id in the softmax of the scores of GREEDY GENERATION at step j
  (:func:`generation_ranks`: step j is conditioned on the model's own first j tokens, and steps
  past the end of generation are PISTOL's zero-filled buffer, a uniform distribution);
* top-hit ratio: the share of answer tokens ranked within the top 100 (hard-coded in PISTOL);
* the set value is the mean over answers; PISTOL's evaluation loop reports a mean over a list it
  re-appends after every batch (:func:`eval_loop_mean`), which ``score --pistol`` reports beside
  the plain mean;
* deviation score: ``DS = 100 * sqrt(ROUGE1_forget^2 + (1 - ROUGE1_retain)^2)``, lower is better.

hanker's former ranks under teacher forcing (each answer token ranked given the true prefix) stay
available as the named variant ``teacher-forced``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

PISTOL_METRICS_VERSION = "pistol.v2"
PISTOL_TOP_HIT = 100
PISTOL_SCORE_BUFFER = 512  # compute_MRR's [batch, 512, vocab] buffer


def mrr(ranks: Sequence[int]) -> float:
    """Mean reciprocal rank of one answer's tokens (ranks are 1-based)."""
    if not ranks:
        return 0.0
    return sum(1.0 / r for r in ranks) / len(ranks)


def top_hit_ratio(ranks: Sequence[int], m: int = PISTOL_TOP_HIT) -> float:
    """Share of the answer's tokens whose true token is among the top ``m`` logits."""
    if not ranks:
        return 0.0
    return sum(1 for r in ranks if r <= m) / len(ranks)


def deviation_score(forget_rouge1: float, retain_rouge1: float) -> float:
    """PISTOL's deviation score: distance of (forget, retain) ROUGE-1 to the ideal (0, 1), times 100."""
    return 100.0 * math.sqrt(forget_rouge1**2 + (1.0 - retain_rouge1) ** 2)


def generation_ranks(step_scores: Any, answer_ids: Sequence[int]) -> list[int]:
    """1-based rank of each answer token id in the softmax of the generation scores at its step.

    ``step_scores``: the scores ``generate(..., output_scores=True)`` returned for one row, shape
    ``[steps, vocab]`` (a tensor or nested lists). Steps past the generated ones are zeros, as in
    PISTOL's buffer, so their ranks follow torch's argsort order on a uniform distribution.
    """
    import torch

    scores = torch.as_tensor(step_scores, dtype=torch.float32)
    steps, vocab = scores.shape
    buffer = torch.zeros(max(PISTOL_SCORE_BUFFER, len(answer_ids)), vocab)
    buffer[:steps] = scores
    probabilities = torch.softmax(buffer, dim=-1)
    ranks = []
    for j, token in enumerate(answer_ids):
        order = probabilities[j].argsort(descending=True)
        ranks.append(int((order == token).nonzero()[0].item()) + 1)
    return ranks


def eval_loop_mean(values: Sequence[float], batch_size: int) -> float:
    """The mean PISTOL's ``get_all_evals`` reports: after every batch it appends the running list.

    With batches ``b_0..b_k`` the reported list is ``values[:n_0] + values[:n_1] + ... + values``
    (``n_i`` the count after batch i), so earlier answers weigh more whenever a set spans more
    than one batch (PISTOL's batch size is 16).
    """
    if not values:
        return 0.0
    if batch_size < 1:
        raise ValueError("batch_size must be at least 1")
    counted: list[float] = []
    for end in range(batch_size, len(values) + batch_size, batch_size):
        counted += values[: min(end, len(values))]
    return sum(counted) / len(counted)
