"""``ukl`` / ``ukl_answer``: ascent on the forget set while the retain distribution stays close to the original.

* ``ukl`` (``ukl.v2``, TOFU's, PISTOL's and open-unlearning's KL): ``KL(original || current)``
  averaged over EVERY position of the retain batch, prompt and padding included;
* ``ukl_answer`` (``ukl-answer.v1``, hanker's former definition): the same KL averaged over the
  positions that predict an answer token only, which ignores what the prompt and padding add.
"""

from __future__ import annotations

from typing import Any, ClassVar

from hanker.train.losses import kl_all_positions, kl_answer_tokens
from hanker.train.methods.base import Batch, UnlearningMethod, nll


class AscentWithKL(UnlearningMethod):
    """L = -NLL(forget) + kl_weight * KL(original || current) on retain, over all positions."""

    name = "ukl"
    version = "ukl.v2"
    needs_reference = True
    answer_tokens_only: ClassVar[bool] = False
    packable = False  # its KL averages over padding positions too, which packing removes

    def __init__(self, kl_weight: float = 1.0) -> None:
        super().__init__(kl_weight=kl_weight)
        self.kl_weight = kl_weight

    def forward_kinds(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The reference runs on the retain batch only."""
        return ("forget", "retain"), ("retain",)

    def loss(
        self, model: Any, reference: Any, forget: Batch, retain: Batch, idk: Batch | None = None
    ) -> Any:
        import torch

        inputs = {"input_ids": retain.input_ids, "attention_mask": retain.attention_mask}
        current = model(**inputs).logits
        with torch.no_grad():
            original = reference(**inputs).logits
        if self.answer_tokens_only:
            kl = kl_answer_tokens(current, original, retain.labels)
        else:
            kl = kl_all_positions(current, original)
        return -nll(model, forget) + self.kl_weight * kl


class AscentWithAnswerKL(AscentWithKL):
    """hanker's former UKL: the KL over answer-token positions only."""

    name = "ukl_answer"
    version = "ukl-answer.v1"
    answer_tokens_only = True
    packable = True
