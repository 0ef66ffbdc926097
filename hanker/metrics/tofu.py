"""TOFU's metrics (Maini et al.), computed the way locuslab/tofu's code computes them (``tofu.v2``).

Every quantity starts from an answer's *average* per-token loss ``L`` (mean cross-entropy over its
labelled tokens, EOS included), the number TOFU's evaluation stores; ``P = exp(-L)``:

* probability: ``mean_q P(answer)`` on retain and forget; on real authors and world facts the true
  answer's share ``P_true / (P_true + sum_j P_pert_j)``;
* truth ratio: ``R = exp(L_para - mean_j L_pert_j) = P_pert_geo / P_para``, the perturbed side a
  GEOMETRIC mean over the options (losses are averaged before exponentiating); reported as
  ``mean(max(0, 1 - R))`` on retain-side sets and ``mean(min(R, 1/R))`` on the forget set. On
  real authors and world facts the true answer stands in for the paraphrase, as in TOFU;
* forget quality: the p-value of a two-sample Kolmogorov-Smirnov test between the forget-set
  ``R`` values of the unlearned model and of the retain-only model;
* model utility: the harmonic mean of the nine retain-side values.

:func:`eval_log_table` reproduces ``aggregate_eval_stat.get_model_utility`` from the per-question
values of a TOFU eval log, and :func:`forget_quality_from_logs` its ``get_forget_quality``, so a
published retain-model log can serve as the forget-quality reference.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Mapping, Sequence
from typing import Any

TOFU_METRICS_VERSION = "tofu.v2"

# TOFU's eval-log file names and the names its aggregate table gives them
EVAL_LOG_SETS = {
    "eval_real_author_wo_options.json": "Real Authors",
    "eval_real_world_wo_options.json": "Real World",
    "eval_log.json": "Retain",
    "eval_log_forget.json": "Forget",
}


def answer_probability(avg_loss: float) -> float:
    """``P = exp(-L)`` of one answer from its average per-token loss."""
    return math.exp(-avg_loss)


def probability_with_options(
    true_avg_loss: float, perturbed_avg_losses: Sequence[float], epsilon: float = 0.0
) -> float:
    """The true answer's probability over its sum with the perturbed answers' (``epsilon``: open-unlearning's 1e-10)."""
    true = answer_probability(true_avg_loss)
    return true / (true + sum(answer_probability(x) for x in perturbed_avg_losses) + epsilon)


def truth_ratio(paraphrased_avg_loss: float, perturbed_avg_losses: Sequence[float]) -> float:
    """``R = exp(L_para - mean_j L_pert_j)``: geometric-mean perturbed probability over the paraphrased one."""
    return math.exp(paraphrased_avg_loss - statistics.fmean(perturbed_avg_losses))


def truth_ratio_score(ratios: Sequence[float], forget: bool) -> float:
    """The reported truth-ratio value of a set: ``mean(min(R, 1/R))`` (forget) or ``mean(max(0, 1 - R))``."""
    if not ratios:
        return 0.0
    if forget:
        return statistics.fmean(min(r, 1.0 / r) if r > 0 else 0.0 for r in ratios)
    return statistics.fmean(max(0.0, 1.0 - r) for r in ratios)


def ks_forget_quality(
    unlearned_ratios: Sequence[float], retain_model_ratios: Sequence[float]
) -> tuple[float, float]:
    """(p-value, KS statistic) between the forget-set truth ratios of the unlearned and retain-only model."""
    from scipy.stats import ks_2samp

    result = ks_2samp(list(unlearned_ratios), list(retain_model_ratios))
    return float(result.pvalue), float(result.statistic)


def forget_quality(
    unlearned_ratios: Sequence[float], retain_model_ratios: Sequence[float]
) -> float:
    """The forget quality: the KS-test p-value of :func:`ks_forget_quality`."""
    return ks_forget_quality(unlearned_ratios, retain_model_ratios)[0]


def model_utility(values: Sequence[float]) -> float:
    """Harmonic mean of the retain-side values (0 when any is 0)."""
    if not values or any(v <= 0 for v in values):
        return 0.0
    return len(values) / sum(1.0 / v for v in values)


def _values(per_question: Mapping[str, Any] | Sequence[Any]) -> list[Any]:
    """TOFU logs store ``{index: value}``; plain lists are accepted too."""
    return list(per_question.values()) if isinstance(per_question, Mapping) else list(per_question)


def set_values(log: Mapping[str, Any], kind: str, forget: bool = False) -> dict[str, float]:
    """Probability, ROUGE-L recall and truth ratio of one eval-log set (``kind``: ``qa`` or ``options``)."""
    gt = _values(log["avg_gt_loss"])
    perturbed = [list(p) for p in _values(log["average_perturb_loss"])]
    if kind == "qa":
        probability = statistics.fmean(answer_probability(x) for x in gt)
    else:
        probability = statistics.fmean(
            probability_with_options(t, p) for t, p in zip(gt, perturbed, strict=True)
        )
    paraphrased = _values(log["avg_paraphrased_loss"])
    ratios = [truth_ratio(a, p) for a, p in zip(paraphrased, perturbed, strict=True)]
    return {
        "probability": probability,
        "rougeL_recall": statistics.fmean(_values(log["rougeL_recall"])),
        "truth_ratio": truth_ratio_score(ratios, forget=forget),
    }


def eval_log_table(logs: Mapping[str, Mapping[str, Any]]) -> dict[str, float]:
    """TOFU's aggregate table (``Prob. Retain``, ..., ``Model Utility``) from per-question eval logs.

    ``logs`` maps TOFU's file names (:data:`EVAL_LOG_SETS`) to their per-question values
    (``avg_gt_loss``, ``avg_paraphrased_loss``, ``average_perturb_loss``, ``rougeL_recall``);
    the forget set's values are reported and left out of the utility, as in TOFU.
    """
    table: dict[str, float] = {}
    utility: list[float] = []
    for file, label in EVAL_LOG_SETS.items():
        if file not in logs:
            continue
        kind = "qa" if "eval_log" in file else "options"
        values = set_values(logs[file], kind, forget="forget" in file)
        table[f"ROUGE {label}"] = values["rougeL_recall"]
        table[f"Prob. {label}"] = values["probability"]
        table[f"Truth Ratio {label}"] = values["truth_ratio"]
        if label != "Forget":
            utility += [values["rougeL_recall"], values["probability"], values["truth_ratio"]]
    table["Model Utility"] = model_utility(utility)
    return table


def forget_set_ratios(log: Mapping[str, Any]) -> list[float]:
    """The forget-set truth ratios ``R`` of one eval log's per-question losses."""
    paraphrased = _values(log["avg_paraphrased_loss"])
    perturbed = [list(p) for p in _values(log["average_perturb_loss"])]
    return [truth_ratio(a, p) for a, p in zip(paraphrased, perturbed, strict=True)]


def forget_quality_from_logs(
    unlearned: Mapping[str, Any], retain_model: Mapping[str, Any]
) -> dict[str, float]:
    """TOFU's ``get_forget_quality``: both arguments are aggregated logs with ``eval_log_forget.json``."""
    p_value, statistic = ks_forget_quality(
        forget_set_ratios(unlearned["eval_log_forget.json"]),
        forget_set_ratios(retain_model["eval_log_forget.json"]),
    )
    return {"Forget Quality": p_value, "KS Test PVal Forget": p_value, "KS Test Forget": statistic}
