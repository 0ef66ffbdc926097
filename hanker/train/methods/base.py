"""The unlearning-method interface and the token-level quantities the losses share."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from hanker.core.errors import ConfigError
from hanker.core.records import FewShot
from hanker.train.batch import Batch

if TYPE_CHECKING:
    from hanker.train.unlearn import UnlearnConfig

__all__ = [
    "AdapterOff",
    "Batch",
    "ReferenceWithRetain",
    "UnlearningMethod",
    "WeightEdit",
    "check_positive",
    "nll",
    "sequence_log_prob",
]


def sequence_log_prob(model: Any, batch: Batch) -> Any:
    """Sum of answer-token log-probabilities per sequence (shape: batch)."""
    from hanker.train.losses import sequence_nll

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
    uses_retain: ClassVar[bool] = True  # the loss runs the model on the paired retain batch
    packable: ClassVar[bool] = True  # False where the loss reads padding positions or hidden states

    def __init__(self, **hyperparameters: float) -> None:
        self.hyperparameters = hyperparameters

    @abstractmethod
    def loss(
        self, model: Any, reference: Any, forget: Batch, retain: Batch, idk: Batch | None = None
    ) -> Any:
        """The scalar loss to minimize for one step."""

    def forward_kinds(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """(batch kinds the trainable model runs on, kinds the reference runs on) in one step.

        Packing runs each set as one forward pass; a kind left out still works, at the cost of
        one more forward pass.
        """
        model = ("forget",) + ("retain",) * self.uses_retain + ("idk",) * self.needs_idk
        return model, ("forget",) * self.needs_reference

    def prepare(self, model: Any) -> None:
        """Called once before the optimizer is built (e.g. to freeze what the method leaves alone)."""
        return None


class WeightEdit(UnlearningMethod):
    """A method that edits the weights itself instead of minimizing a loss in the shared loop."""

    packable = False  # it never runs the shared loop that packs

    def loss(
        self, model: Any, reference: Any, forget: Batch, retain: Batch, idk: Batch | None = None
    ) -> Any:
        raise TypeError(f"{self.name} edits weights directly; it has no per-step loss")

    @abstractmethod
    def edit(
        self,
        model: Any,
        tokenizer: Any,
        forget: Sequence[FewShot],
        retain: Sequence[FewShot],
        config: UnlearnConfig,
    ) -> list[float]:
        """Unlearn ``forget`` from ``model`` in place; return the loss of every optimizer step."""


def check_positive(method: str, **values: float) -> None:
    """Raise :class:`ConfigError` for any hyperparameter that is not a positive number."""
    for name, value in values.items():
        if not value > 0:
            raise ConfigError(f"{method}: {name} must be positive, got {value}")


class ReferenceWithRetain(UnlearningMethod):
    """A method against the frozen reference with a ``beta`` and a weighted retain loss (DPO, NPO)."""

    needs_reference = True

    def __init__(self, beta: float = 0.1, retain_weight: float = 1.0) -> None:
        super().__init__(beta=beta, retain_weight=retain_weight)
        self.beta = beta
        self.retain_weight = retain_weight

    def forward_kinds(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The retain batch runs only when the retain term has a weight."""
        model, reference = super().forward_kinds()
        if not self.retain_weight:
            model = tuple(k for k in model if k != "retain")
        return model, reference


class AdapterOff:
    """The frozen original behind a LoRA adapter: calls the model with the adapter disabled.

    With LoRA the reference model costs no memory: it is the same network without the adapter.
    """

    def __init__(self, model: Any) -> None:
        self.model = model

    def __call__(self, **inputs: Any) -> Any:
        with self.model.disable_adapter():
            return self.model(**inputs)
