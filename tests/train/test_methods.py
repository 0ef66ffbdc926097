"""SimNPO, RMU and Task Vector: their hyperparameter checks, and Task Vector's weight arithmetic."""

from __future__ import annotations

from pathlib import Path

import pytest

from hanker.core.errors import ConfigError
from hanker.core.records import FewShot
from hanker.train.methods import METHODS
from hanker.train.unlearn import UnlearnConfig, unlearn


def test_stray_or_invalid_hyperparameters_are_one_line_errors() -> None:
    with pytest.raises(ConfigError, match=r"takes no option.*gama"):
        METHODS.create("simnpo", gama=1.0)
    with pytest.raises(ConfigError, match="beta must be positive"):
        METHODS.create("simnpo", beta=0.0)
    with pytest.raises(ConfigError, match="whole numbers"):
        METHODS.create("rmu", layer=1.5)
    with pytest.raises(ConfigError, match="alpha must be positive"):
        METHODS.create("task_vector", alpha=-1.0)
    assert METHODS.create("simnpo").hyperparameters == {
        "beta": 4.5,
        "delta": 0.0,
        "forget_weight": 0.125,
        "retain_weight": 1.0,
    }


@pytest.mark.slow
def test_rmu_refuses_a_layer_the_model_lacks_and_trains_only_its_layers(
    memorized_lm: Path,
) -> None:
    from hanker.train.loop import load_for_training

    model, _ = load_for_training(memorized_lm, "cpu")
    with pytest.raises(ConfigError, match="layer 7 does not exist; the model has 2"):
        METHODS.create("rmu").prepare(model)
    METHODS.create("rmu", layer=0, updated_layers=1).prepare(model)
    trained = {n for n, p in model.named_parameters() if p.requires_grad}
    assert trained and all(n.startswith("transformer.h.0.") for n in trained)


@pytest.mark.slow
def test_task_vector_subtracts_the_scaled_fine_tuning_difference(
    memorized_lm: Path, memorized_qa: list[FewShot]
) -> None:
    import torch

    from hanker.train.batch import qa_examples
    from hanker.train.loop import TrainConfig, load_for_training, train_loaded

    pairs = memorized_qa[:8]
    config = UnlearnConfig(
        method="task_vector", learning_rate=1e-3, epochs=2, hyperparameters={"alpha": 0.7}
    )
    edited, tokenizer = load_for_training(memorized_lm, "cpu")
    original = {n: p.detach().clone() for n, p in edited.named_parameters()}
    unlearn(edited, tokenizer, pairs, [], config)
    tuned, _ = load_for_training(memorized_lm, "cpu")
    same = TrainConfig(
        epochs=2, learning_rate=1e-3, batch_size=4, warmup_fraction=0.5, checkpoint_every=0
    )
    train_loaded(tuned, tokenizer, qa_examples(tokenizer, pairs), same)
    for name, p in edited.named_parameters():
        vector = dict(tuned.named_parameters())[name].detach() - original[name]
        assert torch.allclose(p, original[name] - 0.7 * vector, atol=1e-6), name
    assert any(not torch.equal(p, original[n]) for n, p in edited.named_parameters())


@pytest.mark.slow
def test_task_vector_refuses_lora(memorized_lm: Path, memorized_qa: list[FewShot]) -> None:
    from hanker.train.loop import load_for_training

    model, tokenizer = load_for_training(memorized_lm, "cpu", lora=True)
    with pytest.raises(ConfigError, match="without --lora"):
        unlearn(model, tokenizer, memorized_qa[:4], [], UnlearnConfig(method="task_vector"))
