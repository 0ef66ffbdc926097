"""``ukl``: ascent on the forget set while the retain distribution stays close to the original model (KL)."""

from __future__ import annotations

from typing import Any

from hanker.unlearn.base import Batch, UnlearningMethod, nll


class AscentWithKL(UnlearningMethod):
    """L = -NLL(forget) + kl_weight * KL(original || current) over the retain answer tokens."""

    name = "ukl"
    version = "ukl.v1"
    needs_reference = True

    def __init__(self, kl_weight: float = 1.0) -> None:
        super().__init__(kl_weight=kl_weight)
        self.kl_weight = kl_weight

    def loss(
        self, model: Any, reference: Any, forget: Batch, retain: Batch, idk: Batch | None = None
    ) -> Any:
        import torch

        current = (
            model(input_ids=retain.input_ids, attention_mask=retain.attention_mask)
            .logits.float()
            .log_softmax(-1)
        )
        with torch.no_grad():
            original = (
                reference(input_ids=retain.input_ids, attention_mask=retain.attention_mask)
                .logits.float()
                .log_softmax(-1)
            )
        mask = (retain.labels[:, 1:] != -100).unsqueeze(-1)
        kl = (original.exp() * (original - current))[:, :-1] * mask
        kl_mean = kl.sum() / mask.sum().clamp(min=1)
        return -nll(model, forget) + self.kl_weight * kl_mean
