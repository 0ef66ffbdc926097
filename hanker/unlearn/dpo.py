"""``dpo``: direct preference optimization toward "I don't know" answers on the forget questions, plus retain loss.

For a forget question, the preferred answer is a refusal (from hanker's own list) and the
rejected one is the true answer: ``-log sigmoid(beta * ((log pi(idk) - log ref(idk)) - (log pi(a) - log ref(a))))``.
"""

from __future__ import annotations

from typing import Any

from hanker.unlearn.base import Batch, ReferenceWithRetain, nll, sequence_log_prob


class IDKPreference(ReferenceWithRetain):
    """L = DPO(idk over true answer) + retain_weight * NLL(retain)."""

    name = "dpo"
    version = "dpo.v1"
    needs_idk = True

    def loss(
        self, model: Any, reference: Any, forget: Batch, retain: Batch, idk: Batch | None = None
    ) -> Any:
        import torch
        import torch.nn.functional as F

        assert idk is not None, "dpo needs the 'I don't know' batch"
        with torch.no_grad():
            ref_win, ref_lose = (
                sequence_log_prob(reference, idk),
                sequence_log_prob(reference, forget),
            )
        margin = (sequence_log_prob(model, idk) - ref_win) - (
            sequence_log_prob(model, forget) - ref_lose
        )
        return -F.logsigmoid(self.beta * margin).mean() + self.retain_weight * nll(model, retain)
