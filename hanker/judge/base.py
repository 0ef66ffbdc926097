"""Judge protocol: (question, prediction, reference) triples in, scores and a KMC decision out."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol


@dataclass(frozen=True)
class JudgeResult:
    """One judged case: the judge's main score, extra scores, and whether it is a KMC."""

    score: float
    kmc: bool
    extra: dict[str, Any] = field(default_factory=dict)


class Judge(Protocol):
    """Scores predictions against references; ``threshold`` decides a knowledge memorization case."""

    name: str
    threshold: float
    info: dict[str, Any]

    def judge(
        self, questions: Sequence[str], predictions: Sequence[str], references: Sequence[str]
    ) -> list[JudgeResult]:
        """One result per case, in order."""
        ...
