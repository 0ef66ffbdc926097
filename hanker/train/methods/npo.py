"""``npo``: negative preference optimization (Zhang et al.) against the frozen original model.

``L_NPO = -(2/beta) * mean log sigmoid(-beta * (log pi(a|q) - log ref(a|q)))`` on the forget
set: gradient ascent whose weight vanishes as the model already assigns the answer less
probability than the original did, so it does not collapse. ``retain_weight`` adds the
retain loss (0 gives plain NPO).
"""

from __future__ import annotations

from typing import Any

from hanker.train.losses import npo_forget_term
from hanker.train.methods.base import Batch, ReferenceWithRetain, nll, sequence_log_prob


class NegativePreference(ReferenceWithRetain):
    """L = NPO(forget; beta) + retain_weight * NLL(retain)."""

    name = "npo"
    version = "npo.v1"

    def loss(
        self, model: Any, reference: Any, forget: Batch, retain: Batch, idk: Batch | None = None
    ) -> Any:
        import torch

        with torch.no_grad():
            reference_nll = -sequence_log_prob(reference, forget)
        npo = npo_forget_term(-sequence_log_prob(model, forget), reference_nll, self.beta)
        return npo + self.retain_weight * nll(model, retain)
