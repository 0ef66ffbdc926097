"""The unlearning losses as functions of logits and labels, as the benchmarks' code computes them.

``labels`` hold the token ids on the positions that count (the answer, and EOS where the data has
it) and -100 elsewhere; logits at position t predict the token at t + 1 (the usual one-step
shift). The methods in this package call these functions on their models' logits, and the tests
check them against the values the reference code gives on the same numbers
(``../shared/reference/golden.json``, entry ``unlearning_losses``).
"""

from __future__ import annotations

from typing import Any


def _upcast(logits: Any) -> Any:
    """Half-precision logits in float32 for the softmax; float32 and float64 stay as they are."""
    import torch

    return logits if logits.dtype in (torch.float32, torch.float64) else logits.float()


def mean_nll(logits: Any, labels: Any) -> Any:
    """Hugging Face's causal-LM loss: mean cross-entropy over every labelled token of the batch."""
    import torch.nn.functional as F

    shifted = logits[:, :-1].reshape(-1, logits.shape[-1])
    return F.cross_entropy(_upcast(shifted), labels[:, 1:].reshape(-1), ignore_index=-100)


def sequence_nll(logits: Any, labels: Any) -> Any:
    """Summed negative log-likelihood of each sequence's labelled tokens (shape: batch)."""
    target = labels[:, 1:]
    mask = target != -100
    log_probs = _upcast(logits[:, :-1]).log_softmax(-1)
    token = log_probs.gather(-1, target.clamp(min=0).unsqueeze(-1)).squeeze(-1)
    return -(token * mask).sum(-1)


def npo_forget_term(nll: Any, reference_nll: Any, beta: float) -> Any:
    """NPO (Zhang et al.; open-unlearning): ``-(2/beta) mean_i log sigmoid(-beta (Sref_i - S_i))``."""
    import torch.nn.functional as F

    return -(2.0 / beta) * F.logsigmoid(-beta * (reference_nll - nll)).mean()


def npo_forget_term_batch_mean(mean_nll_value: Any, reference_mean_nll: Any, beta: float) -> Any:
    """RESTOR's NPO: the same form on the batch-MEAN NLLs instead of per-sequence sums."""
    import torch.nn.functional as F

    return -(2.0 / beta) * F.logsigmoid(beta * (mean_nll_value - reference_mean_nll))


def dpo_margin(
    forget_nll: Any, reference_forget_nll: Any, idk_nll: Any, reference_idk_nll: Any
) -> Any:
    """``(log pi(idk) - log ref(idk)) - (log pi(a) - log ref(a))`` per sequence, from summed NLLs."""
    return (reference_idk_nll - idk_nll) - (reference_forget_nll - forget_nll)


def dpo_forget_term(margin: Any, beta: float, variant: str = "tofu") -> Any:
    """DPO's preference term on a margin.

    ``tofu`` (TOFU's and PISTOL's trainers): ``-mean log sigmoid(beta m)``;
    ``open-unlearning``: ``-(2/beta) mean log sigmoid(beta m)``.
    """
    import torch.nn.functional as F

    term = -F.logsigmoid(beta * margin).mean()
    if variant == "open-unlearning":
        return term * (2.0 / beta)
    if variant != "tofu":
        raise ValueError(f"unknown DPO variant {variant!r}")
    return term


def kl_all_positions(logits: Any, reference_logits: Any) -> Any:
    """``KL(reference || current)`` averaged over every position of the batch (B x T), as the references do."""
    import torch.nn.functional as F

    current = _upcast(logits).log_softmax(-1).reshape(-1, logits.shape[-1])
    reference = _upcast(reference_logits).log_softmax(-1).reshape(-1, logits.shape[-1])
    return F.kl_div(current, reference, reduction="batchmean", log_target=True)


def kl_answer_tokens(logits: Any, reference_logits: Any, labels: Any) -> Any:
    """``KL(reference || current)`` averaged over the positions that predict a labelled token."""
    current = _upcast(logits[:, :-1]).log_softmax(-1)
    reference = _upcast(reference_logits[:, :-1]).log_softmax(-1)
    mask = (labels[:, 1:] != -100).unsqueeze(-1)
    kl = (reference.exp() * (reference - current)) * mask
    return kl.sum() / mask.sum().clamp(min=1)
