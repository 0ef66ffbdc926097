"""``rouge``: ROUGE-1 and ROUGE-L recall and F1 of the reference answer against the prediction (rouge-score).

A case is a knowledge memorization case when ROUGE-1 recall reaches ``threshold`` (1.0 by
default, as in HANKER: every word of the reference answer is in the model's answer).
MUSE's settings are ``use_stemmer=False``; TOFU's ROUGE-L recall uses the stemmer.
:func:`muse_knowmem_rougeL_f1` is MUSE's knowmem score (stop-string cut, ROUGE-L F1).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hanker.judge.base import BaseJudge, JudgeResult, mean_rounded


class RougeJudge(BaseJudge):
    """ROUGE through Google's ``rouge_score`` package."""

    name = "rouge"
    version = "rouge.v1"

    def __init__(
        self, threshold: float = 1.0, use_stemmer: bool = False, metric: str = "rouge1_recall"
    ) -> None:
        from rouge_score import rouge_scorer

        self.threshold = threshold
        self.metric = metric
        self.scorer = rouge_scorer.RougeScorer(["rouge1", "rougeL"], use_stemmer=use_stemmer)
        self.info: dict[str, Any] = {
            "judge": "rouge",
            "version": self.version,
            "package": "rouge-score",
            "use_stemmer": use_stemmer,
            "kmc_metric": metric,
            "threshold": threshold,
        }

    def scores(self, prediction: str, reference: str) -> dict[str, float]:
        """ROUGE-1/ROUGE-L recall and F1 of ``reference`` (the target) against ``prediction``."""
        s = self.scorer.score(reference, prediction)
        return {
            "rouge1_recall": s["rouge1"].recall,
            "rouge1_f1": s["rouge1"].fmeasure,
            "rougeL_recall": s["rougeL"].recall,
            "rougeL_f1": s["rougeL"].fmeasure,
        }

    def judge(
        self, questions: Sequence[str], predictions: Sequence[str], references: Sequence[str]
    ) -> list[JudgeResult]:
        """Scores per case; KMC when the chosen metric reaches the threshold."""
        out = []
        for prediction, reference in zip(predictions, references, strict=True):
            s = self.scores(prediction, reference)
            out.append(self.result(s[self.metric], s[self.metric] >= self.threshold, **s))
        return out

    def record_fields(self, result: JudgeResult) -> dict[str, Any]:
        """The four ROUGE scores, rounded, as top-level record fields."""
        return {k: round(v, 6) for k, v in result.extra.items()}

    def summary_fields(self, results: Sequence[JudgeResult]) -> dict[str, Any]:
        """Mean ROUGE-1 recall (the headline) and mean ROUGE-L recall."""
        return {
            f"mean_{key}": mean_rounded([round(r.extra[key], 6) for r in results])
            for key in ("rouge1_recall", "rougeL_recall")
        }


MUSE_KNOWMEM_STOP = ("\n\n", "\nQuestion", "Question:")


def muse_knowmem_rougeL_f1(predictions: Sequence[str], references: Sequence[str]) -> list[float]:
    """MUSE's knowmem score per answer: ROUGE-L F1 (no stemmer) of the generation cut at the stops.

    As MUSE's ``get_prefix_before_words_occur``: the text before ``"\\n\\n"``, then before
    ``"\\nQuestion"``, then before ``"Question:"``; ``score(target=reference, prediction=cut)``.
    MUSE reports the plain mean over questions.
    """
    from rouge_score import rouge_scorer

    scorer = rouge_scorer.RougeScorer(["rougeL"], use_stemmer=False)
    return [
        scorer.score(reference, muse_knowmem_cut(prediction))["rougeL"].fmeasure
        for prediction, reference in zip(predictions, references, strict=True)
    ]


def muse_knowmem_cut(generation: str) -> str:
    """The generation before each of MUSE's knowmem stop strings in turn."""
    for word in MUSE_KNOWMEM_STOP:
        generation = generation.split(word)[0]
    return generation
