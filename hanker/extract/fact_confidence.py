"""A learned confidence for prose facts: logistic regression over their shape features.

The rule checks (:mod:`hanker.extract.triple_context` and the modules it calls) each name one
way a fact goes wrong; what is left still holds errors no single rule names. In the manner of
ReVerb's confidence function, a logistic regression over the structural features of
:mod:`hanker.extract.fact_features` scores how likely a fact is to be judged true and
self-contained; facts scoring under the model's threshold are dropped and counted as ``low
fact confidence``. The weights (``resources/fact-confidence.v3.json``) are fitted by
``benchmarks/train_fact_confidence.py`` on the blind judgements kept in ``benchmarks/data``;
the file records the version, the judged files, the threshold and the cross-validated
figures, and the version is written into every KG manifest with the extractor's.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from hanker.core.errors import ConfigError
from hanker.extract.fact_features import FeatureMap, fact_features

FACT_CONFIDENCE_VERSION = "fact-confidence.v3"
LOW_CONFIDENCE = "low fact confidence"


@dataclass(frozen=True)
class ConfidenceModel:
    """Weights of a logistic regression over fact features, with its keep threshold."""

    version: str
    weights: dict[str, float]
    threshold: float

    def score(self, features: FeatureMap) -> float:
        """The probability that a fact with these features is judged right."""
        z = sum(self.weights.get(name, 0.0) * value for name, value in features.items())
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


@cache
def shipped_model(version: str) -> ConfidenceModel:
    """A confidence model shipped as ``resources/<version>.json`` (read once per process)."""
    path = resources.files("hanker").joinpath("resources", f"{version}.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    return ConfidenceModel(data["version"], dict(data["weights"]), float(data["threshold"]))


def default_model() -> ConfidenceModel:
    """The shipped fact model (``resources/fact-confidence.v3.json``)."""
    return shipped_model(FACT_CONFIDENCE_VERSION)


def scored_version(floor: float | None) -> str:
    """``+fact-confidence.vN`` for an extractor whose facts the model filters (any floor but
    0), to follow its own version in the KG manifest; empty when nothing is scored."""
    return "" if floor == 0 else f"+{FACT_CONFIDENCE_VERSION}"


def confidence_floor(value: object, name: str = "min_fact_confidence") -> float | None:
    """A confidence floor option (``name``) checked: None (the model's own threshold) or a
    number in [0, 1]."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
        raise ConfigError(f"{name} must be a number from 0 to 1, not {value!r}")
    return float(value)


def confidence_problem(
    head: str, relation: str, tail: str, sentence: Any, threshold: float | None = None
) -> str | None:
    """``low fact confidence`` when the shipped model scores the fact under ``threshold``
    (the model's own when None; 0 keeps every fact), else None."""
    model = default_model()
    limit = model.threshold if threshold is None else threshold
    if limit <= 0.0 or sentence is None:
        return None
    score = model.score(fact_features(head, relation, tail, sentence))
    return LOW_CONFIDENCE if score < limit else None


def fit_logistic(
    rows: Sequence[FeatureMap], labels: Sequence[int], l2: float = 3.0, steps: int = 50
) -> dict[str, float]:
    """Weights of an L2-regularised logistic regression fitted by Newton's method
    (deterministic; the bias is not penalised)."""
    import numpy as np

    names = sorted({name for row in rows for name in row})
    index = {name: i for i, name in enumerate(names)}
    x = np.zeros((len(rows), len(names)))
    for r, row in enumerate(rows):
        for name, value in row.items():
            x[r, index[name]] = value
    y = np.asarray(labels, dtype=float)
    penalty = np.full(len(names), l2)
    if "bias" in index:
        penalty[index["bias"]] = 0.0
    w = np.zeros(len(names))
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-np.clip(x @ w, -30, 30)))
        gradient = x.T @ (p - y) + penalty * w
        hessian = (x * (p * (1 - p))[:, None]).T @ x + np.diag(penalty) + 1e-9 * np.eye(len(names))
        step = np.linalg.solve(hessian, gradient)
        w -= step
        if float(np.abs(step).max()) < 1e-8:
            break
    return {name: round(float(w[i]), 6) for name, i in index.items()}
