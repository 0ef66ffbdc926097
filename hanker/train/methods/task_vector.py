"""``task_vector``: task arithmetic (Ilharco et al. 2023, "Editing Models with Task Arithmetic"), as MUSE runs it.

A copy of the model is fine-tuned further on the forget set with hanker's fine-tuning loop
(:func:`hanker.train.loop.train_loaded`, AdamW with a one-cycle schedule, the run's
learning rate, epochs and batch size); the weight difference it learned is the forget
task's vector, and the result is ``theta - alpha * (theta_forget - theta)``. Full weights
only: a LoRA run is refused (the vector is a difference of full weight sets).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from hanker.core.errors import ConfigError
from hanker.core.records import FewShot
from hanker.train.methods.base import WeightEdit, check_positive

if TYPE_CHECKING:
    from hanker.train.unlearn import UnlearnConfig


class TaskVector(WeightEdit):
    """theta_unlearned = theta - alpha * (theta fine-tuned on forget - theta)."""

    name = "task_vector"
    version = "task_vector.v1"

    def __init__(self, alpha: float = 1.0) -> None:
        check_positive(self.name, alpha=alpha)
        super().__init__(alpha=alpha)
        self.alpha = alpha

    def edit(
        self,
        model: Any,
        tokenizer: Any,
        forget: Sequence[FewShot],
        retain: Sequence[FewShot],
        config: UnlearnConfig,
    ) -> list[float]:
        import torch

        from hanker.train.batch import qa_examples
        from hanker.train.loop import TrainConfig, train_loaded

        if hasattr(model, "peft_config"):
            raise ConfigError(
                "task_vector subtracts full weights; run it without --lora / lora = true"
            )
        original = {name: p.detach().clone() for name, p in model.named_parameters()}
        finetune = TrainConfig(
            epochs=config.epochs,
            learning_rate=config.learning_rate,
            batch_size=config.batch_size,
            grad_accumulation=config.grad_accumulation,
            warmup_fraction=min(config.warmup_epochs / config.epochs, 0.5),
            weight_decay=config.weight_decay,
            seed=config.seed,
            precision=config.precision,
            checkpoint_every=0,
        )
        result = train_loaded(model, tokenizer, qa_examples(tokenizer, forget), finetune)
        with torch.no_grad():
            for name, p in model.named_parameters():
                p.copy_(original[name] - self.alpha * (p - original[name]))
        return result.losses
