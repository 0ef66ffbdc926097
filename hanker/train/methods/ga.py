"""``ga``: gradient ascent, maximize the fine-tuning loss on the forget set."""

from __future__ import annotations

from typing import Any

from hanker.train.methods.base import Batch, UnlearningMethod, nll


class GradientAscent(UnlearningMethod):
    """L = -NLL(forget)."""

    name = "ga"
    version = "ga.v1"
    uses_retain = False

    def __init__(self) -> None:  # no hyperparameters: any given is refused by the registry
        super().__init__()

    def loss(
        self, model: Any, reference: Any, forget: Batch, retain: Batch, idk: Batch | None = None
    ) -> Any:
        return -nll(model, forget)
