"""Judge protocol: (question, prediction, reference) triples in, one generic result per case out.

A judge is any object with ``name``, ``version``, ``threshold``, ``info`` and a ``judge``
method returning :class:`JudgeResult` (score, verdict, the judge's name and version, extra
scores). What a judge adds to an evaluation record and to the summary is the judge's own
business: :class:`BaseJudge` gives the defaults (``{name}_score`` and an ``entailment`` entry
per record, an ``entailment`` entry too when ``fills_entailment``, ``mean_score`` in the
summary) and a judge overrides :meth:`BaseJudge.record_fields`
or :meth:`BaseJudge.summary_fields` to say more. The evaluation never names a judge.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol


@dataclass(frozen=True)
class JudgeResult:
    """One judged case: the main score, the verdict (a KMC or not), who judged, extra scores."""

    score: float
    verdict: bool
    name: str = ""
    version: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def kmc(self) -> bool:
        """The verdict: is this case a knowledge memorization case?"""
        return self.verdict


class Judge(Protocol):
    """Scores predictions against references; ``threshold`` decides a knowledge memorization case."""

    name: str
    version: str
    threshold: float
    info: dict[str, Any]
    # judges that fill the record's shared ``entailment`` entry: the lowest rank wins
    record_rank: int

    def judge(
        self, questions: Sequence[str], predictions: Sequence[str], references: Sequence[str]
    ) -> list[JudgeResult]:
        """One result per case, in order."""
        ...

    def record_fields(self, result: JudgeResult) -> dict[str, Any]:
        """What this judge adds to one evaluation record."""
        ...

    def summary_fields(self, results: Sequence[JudgeResult]) -> dict[str, Any]:
        """What this judge adds to its summary entry (dataset-level means; the headline first)."""
        ...


def mean_rounded(values: Sequence[float]) -> float:
    """The mean rounded to 6 places (0.0 for no values), as every summary mean."""
    return round(statistics.fmean(values), 6) if values else 0.0


class BaseJudge:
    """Defaults for a judge whose score is a similarity or entailment probability."""

    name = "judge"
    version = "judge.v1"
    threshold = 0.5
    fills_entailment = False  # the record's shared ``entailment`` entry (label, score, judge)
    record_rank = 100  # among judges that fill it, the lowest rank wins
    info: dict[str, Any]

    def result(self, score: float, verdict: bool, **extra: Any) -> JudgeResult:
        """A :class:`JudgeResult` stamped with this judge's name and version."""
        return JudgeResult(
            score=score, verdict=verdict, name=self.name, version=self.version, extra=extra
        )

    def record_fields(self, result: JudgeResult) -> dict[str, Any]:
        """``{name}_score``, and the shared ``entailment`` entry when the judge fills it."""
        score = round(result.score, 6)
        fields: dict[str, Any] = {}
        if self.fills_entailment:
            label = result.extra.get("label") or ("similar" if result.verdict else "dissimilar")
            fields["entailment"] = {"label": label, "score": score, "judge": self.name}
        fields[f"{self.name}_score"] = score
        return fields

    def summary_fields(self, results: Sequence[JudgeResult]) -> dict[str, Any]:
        """``mean_score``: the mean of the per-case scores (as written into the records)."""
        return {"mean_score": mean_rounded([round(r.score, 6) for r in results])}
