"""Each metric equals a direct implementation of its paper's formula on fixed inputs."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest
from scipy import stats

from hanker.metrics.pistol import deviation_score, mrr, top_hit_ratio
from hanker.metrics.restor import log_normalized_probability, restor_outcomes
from hanker.metrics.tofu import (
    answer_probability,
    forget_quality,
    model_utility,
    probability_with_options,
    truth_ratio,
    truth_ratio_score,
)


def test_pistol_formulas() -> None:
    ranks = [1, 3, 250, 2, 100, 101]
    assert mrr(ranks) == pytest.approx(np.mean([1 / r for r in ranks]))
    assert top_hit_ratio(ranks, m=100) == pytest.approx(np.mean([r <= 100 for r in ranks]))
    assert top_hit_ratio(ranks, m=1) == pytest.approx(1 / 6)
    assert mrr([]) == 0.0 and top_hit_ratio([]) == 0.0
    for forget, retain in [(0.0, 1.0), (0.2, 0.9), (1.0, 0.0), (0.35, 0.61)]:
        assert deviation_score(forget, retain) == pytest.approx(100 * np.hypot(forget, 1 - retain))
    assert deviation_score(0.0, 1.0) == 0.0


def test_tofu_formulas() -> None:
    log_prob, length = -6.0, 4
    assert answer_probability(-log_prob / length) == pytest.approx(np.exp(log_prob) ** (1 / length))
    perturbed = [1.2, 2.1, 0.05, 0.3, 0.15]  # average per-token losses
    paraphrased = 0.4
    geometric = np.exp(-np.array(perturbed)).prod() ** (1 / len(perturbed))
    expected_ratio = geometric / np.exp(-paraphrased)  # geometric mean over the options (TOFU)
    assert truth_ratio(paraphrased, perturbed) == pytest.approx(expected_ratio)
    ratios = [0.5, 2.0, 1.0, 0.25, 1.5]
    assert truth_ratio_score(ratios, forget=True) == pytest.approx(
        np.mean(np.minimum(ratios, 1 / np.array(ratios)))
    )
    assert truth_ratio_score(ratios, forget=False) == pytest.approx(
        np.mean(np.maximum(0, 1 - np.array(ratios)))
    )
    true, options = 0.5, [1.0, 2.0]
    shares = np.exp(-np.array([true, *options]))
    assert probability_with_options(true, options) == pytest.approx(shares[0] / shares.sum())
    rng = np.random.default_rng(0)
    a, b = rng.normal(0, 1, 200), rng.normal(0.3, 1, 150)
    assert forget_quality(a, b) == pytest.approx(stats.ks_2samp(a, b).pvalue)
    assert forget_quality(a, a) == pytest.approx(1.0)
    values = [0.9, 0.45, 0.7, 0.6, 0.8, 0.5, 0.66, 0.72, 0.55]
    assert model_utility(values) == pytest.approx(stats.hmean(values))
    assert model_utility([0.5, 0.0]) == 0.0


def test_restor_formulas() -> None:
    lps = [-0.1, -2.0, -0.5]
    assert log_normalized_probability(lps) == pytest.approx(
        math.log(math.prod(math.exp(x) for x in lps) ** (1 / 3))
    )
    clean = [True, True, True, True, True, False, True]
    corrupted = [False, False, False, True, True, False, False]
    unlearned = [True, False, False, True, False, True, False]
    corrupted_pred = ["x", "y", "z", "a", "b", "c", "w"]
    unlearned_pred = ["A", "y", "q", "a", "no", "c", "w "]
    out = restor_outcomes(clean, corrupted, unlearned, corrupted_pred, unlearned_pred)
    # broken facts (clean right, corrupted wrong): 0, 1, 2, 6 -> recovered {0}, unchanged {1, 6}, forget {2}
    assert out.corrupted_facts == 4
    assert (out.recovery, out.unchanged, out.forget) == (0.25, 0.5, 0.25)
    # intact facts (both right): 3, 4 -> unaffected {3}, degraded {4}
    assert out.intact_facts == 2 and (out.unaffected, out.degradation) == (0.5, 0.5)


@pytest.mark.slow
def test_answer_scores_from_a_model(memorized_lm: Path, memorized_qa: list) -> None:  # type: ignore[type-arg]
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from hanker.metrics.answer_scores import answer_scores

    tokenizer = AutoTokenizer.from_pretrained(memorized_lm)
    model = AutoModelForCausalLM.from_pretrained(memorized_lm).eval()
    pairs = memorized_qa[:12]
    scores = answer_scores(
        model, tokenizer, [p.question for p in pairs], [p.answer for p in pairs], batch_size=5
    )
    assert len(scores) == 12
    # a model that memorized these answers ranks their tokens first
    assert np.mean([mrr(s.ranks) for s in scores]) > 0.8
    assert np.mean([top_hit_ratio(s.ranks, m=1) for s in scores]) > 0.7
    single = answer_scores(model, tokenizer, [pairs[0].question], [pairs[0].answer])[0]
    assert single.ranks == scores[0].ranks and np.allclose(
        single.log_probs, scores[0].log_probs, atol=1e-4
    )
    assert all(lp <= 0 for s in scores for lp in s.log_probs)
