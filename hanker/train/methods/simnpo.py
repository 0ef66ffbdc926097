"""``simnpo``: simple NPO (Fan et al. 2024, "Simplicity Prevails"), reference-free and length-normalized.

``L = forget_weight * -(2/beta) * mean log sigmoid(-beta * (NLL(y|x) / |y| - delta))
+ retain_weight * NLL(retain)``, with ``NLL(y|x) = -log p(y|x)`` summed over the answer
tokens and ``|y|`` their number. Unlike NPO no frozen reference model is needed: the
length-normalized log-probability itself is the reward. Defaults are open-unlearning's
``SimNPO`` trainer config (beta 4.5, delta 0, gamma 0.125 on the forget term, alpha 1 on
the retain NLL); hanker names gamma ``forget_weight`` and alpha ``retain_weight``.
"""

from __future__ import annotations

from typing import Any

from hanker.core.errors import ConfigError
from hanker.train.methods.base import (
    Batch,
    UnlearningMethod,
    check_positive,
    nll,
    sequence_log_prob,
)


class SimpleNegativePreference(UnlearningMethod):
    """L = forget_weight * SimNPO(forget; beta, delta) + retain_weight * NLL(retain)."""

    name = "simnpo"
    version = "simnpo.v1"

    def __init__(
        self,
        beta: float = 4.5,
        delta: float = 0.0,
        forget_weight: float = 0.125,
        retain_weight: float = 1.0,
    ) -> None:
        check_positive(self.name, beta=beta, forget_weight=forget_weight)
        if retain_weight < 0:
            raise ConfigError(f"{self.name}: retain_weight must be >= 0, got {retain_weight}")
        super().__init__(
            beta=beta, delta=delta, forget_weight=forget_weight, retain_weight=retain_weight
        )
        self.beta = beta
        self.delta = delta
        self.forget_weight = forget_weight
        self.retain_weight = retain_weight

    def loss(
        self, model: Any, reference: Any, forget: Batch, retain: Batch, idk: Batch | None = None
    ) -> Any:
        import torch.nn.functional as F

        lengths = (forget.labels[:, 1:] != -100).sum(-1).clamp(min=1)
        mean_nll = -sequence_log_prob(model, forget) / lengths
        simnpo = -(2.0 / self.beta) * F.logsigmoid(self.beta * (mean_nll - self.delta)).mean()
        loss = self.forget_weight * simnpo
        if self.retain_weight:
            loss = loss + self.retain_weight * nll(model, retain)
        return loss
