"""``gd``: gradient difference, ascent on the forget sample and descent on a paired retain sample."""

from __future__ import annotations

from typing import Any

from hanker.train.methods.base import Batch, UnlearningMethod, nll


class GradientDifference(UnlearningMethod):
    """L = -NLL(forget) + retain_weight * NLL(retain)."""

    name = "gd"
    version = "gd.v1"

    def __init__(self, retain_weight: float = 1.0) -> None:
        super().__init__(retain_weight=retain_weight)
        self.retain_weight = retain_weight

    def loss(
        self, model: Any, reference: Any, forget: Batch, retain: Batch, idk: Batch | None = None
    ) -> Any:
        return -nll(model, forget) + self.retain_weight * nll(model, retain)
