"""The unlearning-method interface and the token-level quantities the losses share."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, ClassVar

from hanker.models.batch import Batch

__all__ = [
    "AdapterOff",
    "Batch",
    "ReferenceWithRetain",
    "UnlearningMethod",
    "nll",
    "sequence_log_prob",
]


def sequence_log_prob(model: Any, batch: Batch) -> Any:
    """Sum of answer-token log-probabilities per sequence (shape: batch)."""
    from hanker.unlearn.losses import sequence_nll

    logits = model(input_ids=batch.input_ids, attention_mask=batch.attention_mask).logits
    return -sequence_nll(logits, batch.labels)


def nll(model: Any, batch: Batch) -> Any:
    """Mean next-token cross-entropy over answer tokens (the usual fine-tuning loss)."""
    return model(
        input_ids=batch.input_ids, attention_mask=batch.attention_mask, labels=batch.labels
    ).loss


class UnlearningMethod(ABC):
    """A loss over a forget batch, a paired retain batch and (for some methods) a frozen reference model."""

    name: ClassVar[str] = ""
    version: ClassVar[str] = ""
    needs_reference: ClassVar[bool] = False
    needs_idk: ClassVar[bool] = False

    def __init__(self, **hyperparameters: float) -> None:
        self.hyperparameters = hyperparameters

    @abstractmethod
    def loss(
        self, model: Any, reference: Any, forget: Batch, retain: Batch, idk: Batch | None = None
    ) -> Any:
        """The scalar loss to minimize for one step."""


class ReferenceWithRetain(UnlearningMethod):
    """A method against the frozen reference with a ``beta`` and a weighted retain loss (DPO, NPO)."""

    needs_reference = True

    def __init__(self, beta: float = 0.1, retain_weight: float = 1.0) -> None:
        super().__init__(beta=beta, retain_weight=retain_weight)
        self.beta = beta
        self.retain_weight = retain_weight


class AdapterOff:
    """The frozen original behind a LoRA adapter: calls the model with the adapter disabled.

    With LoRA the reference model costs no memory: it is the same network without the adapter.
    """

    def __init__(self, model: Any) -> None:
        self.model = model

    def __call__(self, **inputs: Any) -> Any:
        with self.model.disable_adapter():
            return self.model(**inputs)
