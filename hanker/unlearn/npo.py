"""``npo``: negative preference optimization (Zhang et al.) against the frozen original model.

``L_NPO = -(2/beta) * mean log sigmoid(-beta * (log pi(a|q) - log ref(a|q)))`` on the forget
set: gradient ascent whose weight vanishes as the model already assigns the answer less
probability than the original did, so it does not collapse. ``retain_weight`` adds the
retain loss (0 gives plain NPO).
"""

from __future__ import annotations

from typing import Any

from hanker.unlearn.base import Batch, ReferenceWithRetain, nll, sequence_log_prob


class NegativePreference(ReferenceWithRetain):
    """L = NPO(forget; beta) + retain_weight * NLL(retain)."""

    name = "npo"
    version = "npo.v1"

    def loss(
        self, model: Any, reference: Any, forget: Batch, retain: Batch, idk: Batch | None = None
    ) -> Any:
        import torch
        import torch.nn.functional as F

        with torch.no_grad():
            ref = sequence_log_prob(reference, forget)
        ratio = sequence_log_prob(model, forget) - ref
        npo = -(2.0 / self.beta) * F.logsigmoid(-self.beta * ratio).mean()
        return npo + self.retain_weight * nll(model, retain)
