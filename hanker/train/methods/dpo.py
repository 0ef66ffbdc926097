"""``dpo`` / ``dpo_ou``: direct preference optimization toward "I don't know" answers on the forget questions.

For a forget question the preferred answer is a refusal and the rejected one is the true answer;
with ``m = (log pi(idk) - log ref(idk)) - (log pi(a) - log ref(a))`` over summed answer
log-probabilities:

* ``dpo`` (``dpo.v2``, TOFU's and PISTOL's trainers): ``L = -mean log sigmoid(beta m)``, no retain
  term by default (``retain_weight`` adds one);
* ``dpo_ou`` (``dpo-open-unlearning.v1``, open-unlearning's DPO):
  ``L = -(2/beta) mean log sigmoid(beta m) + retain_weight * NLL(retain)``, retain weight 1.

The refusals come from the benchmark's ``idontknow`` file when one is given (``--idk-file``), else
from hanker's own list.
"""

from __future__ import annotations

from typing import Any, ClassVar

from hanker.train.losses import dpo_forget_term, dpo_margin, sequence_nll
from hanker.train.methods.base import Batch, ReferenceWithRetain, nll


class IDKPreference(ReferenceWithRetain):
    """L = DPO(idk over true answer) [+ retain_weight * NLL(retain)], TOFU/PISTOL form."""

    name = "dpo"
    version = "dpo.v2"
    needs_idk = True
    variant: ClassVar[str] = "tofu"

    def __init__(self, beta: float = 0.1, retain_weight: float = 0.0) -> None:
        super().__init__(beta=beta, retain_weight=retain_weight)

    def forward_kinds(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The reference scores both the true answers and the refusals."""
        model, _ = super().forward_kinds()
        return model, ("forget", "idk")

    def loss(
        self, model: Any, reference: Any, forget: Batch, retain: Batch, idk: Batch | None = None
    ) -> Any:
        import torch

        if idk is None:
            raise ValueError("dpo needs the 'I don't know' batch")

        def summed(net: Any, batch: Batch) -> Any:
            logits = net(input_ids=batch.input_ids, attention_mask=batch.attention_mask).logits
            return sequence_nll(logits, batch.labels)

        with torch.no_grad():
            ref_idk, ref_forget = summed(reference, idk), summed(reference, forget)
        margin = dpo_margin(summed(model, forget), ref_forget, summed(model, idk), ref_idk)
        loss = dpo_forget_term(margin, self.beta, self.variant)
        if self.retain_weight:
            loss = loss + self.retain_weight * nll(model, retain)
        return loss


class IDKPreferenceOpenUnlearning(IDKPreference):
    """open-unlearning's DPO: the preference term scaled by 2/beta, plus the retain NLL."""

    name = "dpo_ou"
    version = "dpo-open-unlearning.v1"
    variant = "open-unlearning"

    def __init__(self, beta: float = 0.1, retain_weight: float = 1.0) -> None:
        super().__init__(beta=beta, retain_weight=retain_weight)
