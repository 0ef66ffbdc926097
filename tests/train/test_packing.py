"""Sequence packing: the plan, no attention across rows, and the same gradients as unpacked runs."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from hanker.core.errors import ConfigError
from hanker.core.records import FewShot
from hanker.train.methods import METHODS
from hanker.train.packing import check_packing_support, pack_rows, plan_bins, unpack_logits
from hanker.train.unlearn import UnlearnConfig, accumulate_gradients, prepare_run, unlearn

PAIRS = [
    FewShot("Who signed the contract?", "Alice Smith"),
    FewShot("Where does Alice Smith live?", "She lives in Paris, the capital of France."),
    FewShot("What is the capital of France?", "Paris"),
    FewShot("Who works for Acme Corp?", "Alice Smith works for Acme Corp."),
    FewShot("When was the contract signed?", "On 1 March 2020, in Paris."),
    FewShot("Which company is named?", "Acme Corp"),
]
RETAIN = [
    FewShot("What city is named?", "Paris"),
    FewShot("Which country is named?", "France, in Europe."),
    FewShot("Who lives in Paris?", "Alice Smith"),
]


def test_plan_fills_sequences_first_fit_longest_first() -> None:
    assert plan_bins([5, 3, 4, 2], capacity=8) == [[0, 1], [2, 3]]
    assert plan_bins([12, 3], capacity=8) == [[0], [1]]  # a row longer than the capacity alone
    with pytest.raises(ConfigError, match="at least 2"):
        plan_bins([1], capacity=1)


def test_packed_rows_restart_their_positions_and_padding_is_a_segment_of_its_own() -> None:
    ids, positions, slots = pack_rows([[1, 2, 3], [4, 5], [6, 7, 8, 9]], capacity=6, pad=0)
    assert ids.tolist() == [[6, 7, 8, 9, 4, 5], [1, 2, 3, 0, 0, 0]]
    assert positions.tolist() == [[0, 1, 2, 3, 0, 1], [0, 1, 2, 0, 1, 2]]
    assert [(s.sequence, s.offset, s.length) for s in slots] == [(1, 0, 3), (0, 4, 2), (0, 0, 4)]


def _no_dropout(path: Path) -> Any:
    from transformers import AutoModelForCausalLM, AutoTokenizer

    model = AutoModelForCausalLM.from_pretrained(
        path, resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0
    )
    return model, AutoTokenizer.from_pretrained(path)


def _tiny_llama(vocab_size: int) -> Any:
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    torch.manual_seed(0)
    config = LlamaConfig(
        vocab_size=vocab_size,
        hidden_size=64,
        intermediate_size=128,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=256,
    )
    return LlamaForCausalLM(config).eval()


@pytest.mark.parametrize("architecture", ["gpt2", "llama"])
def test_packed_rows_see_only_themselves(tiny_causal_lm: Path, architecture: str) -> None:
    import torch

    gpt2, tokenizer = _no_dropout(tiny_causal_lm)
    model = gpt2.eval() if architecture == "gpt2" else _tiny_llama(len(tokenizer))
    rows = [tokenizer(p.question + " " + p.answer)["input_ids"] for p in PAIRS]
    ids, positions, slots = pack_rows(rows, capacity=40, pad=0)
    assert len(ids) < len(rows)  # rows do share sequences
    with torch.no_grad():
        packed = model(input_ids=ids, position_ids=positions, use_cache=False).logits
        served = unpack_logits(packed, slots, max(len(r) for r in rows))
        for index, row in enumerate(rows):
            alone = model(input_ids=torch.tensor([row])).logits[0]
            assert torch.allclose(served[index, : len(row)], alone, atol=1e-4), index
    check_packing_support(model, pad=0)


def test_a_model_that_ignores_position_ids_is_refused(tiny_causal_lm: Path) -> None:
    import torch

    model, _ = _no_dropout(tiny_causal_lm)

    class IgnoresPositions(torch.nn.Module):
        """The real model, called as if packing were not there (no position ids)."""

        def __init__(self) -> None:
            super().__init__()
            self.inner = model

        def forward(self, input_ids: Any, **_: Any) -> Any:
            return self.inner(input_ids=input_ids)

    with pytest.raises(ConfigError, match="attend to each other"):
        check_packing_support(IgnoresPositions(), pad=0)


def _gradients(path: Path, config: UnlearnConfig) -> dict[str, Any]:
    """The gradients of the first two optimizer steps of ``config`` (summed), by weight name."""
    model, tokenizer = _no_dropout(path)
    method = METHODS.create(config.method, **config.hyperparameters)
    run = prepare_run(model, tokenizer, method, PAIRS, RETAIN, config)
    model.train()
    per_step = config.batch_size * config.grad_accumulation
    losses = [accumulate_gradients(run, list(range(s, s + per_step))) for s in (0, per_step)]
    assert all(loss == loss for loss in losses)
    return {n: p.grad.clone() for n, p in model.named_parameters() if p.grad is not None}


@pytest.mark.parametrize("method", ["ga", "gd", "npo", "dpo", "simnpo", "ukl_answer"])
@pytest.mark.parametrize("batch_size,grad_accumulation", [(3, 1), (1, 3)])
def test_packing_leaves_the_gradients_unchanged(
    tiny_causal_lm: Path, method: str, batch_size: int, grad_accumulation: int
) -> None:
    import torch

    config = UnlearnConfig(
        method=method, batch_size=batch_size, grad_accumulation=grad_accumulation
    )
    plain = _gradients(tiny_causal_lm, config)
    packed = _gradients(tiny_causal_lm, replace(config, pack=True, pack_length=64))
    assert plain.keys() == packed.keys() and plain
    for name, grad in plain.items():
        scale = float(grad.abs().max()) or 1.0
        assert torch.allclose(packed[name], grad, atol=1e-5 * scale, rtol=1e-4), name


def test_packing_runs_one_forward_pass_per_model_and_step(tiny_causal_lm: Path) -> None:
    from hanker.train import unlearn as unlearn_module

    model, tokenizer = _no_dropout(tiny_causal_lm)
    config = UnlearnConfig(method="npo", batch_size=1, grad_accumulation=3, pack=True)
    run = prepare_run(model, tokenizer, METHODS.create("npo"), PAIRS, RETAIN, config)
    micros = unlearn_module._micro_batches(run, [0, 1, 2])
    trained, reference = unlearn_module._packed_views(run, micros)
    for micro in micros:
        run.method.loss(trained, reference, micro.forget, micro.retain, micro.idk)
    assert (trained.forwards, reference.forwards) == (1, 1)  # 3 micro-batches x 2 kinds unpacked


@pytest.mark.parametrize("method", ["ukl", "rmu", "task_vector"])
def test_methods_that_cannot_run_packed_are_refused(tiny_causal_lm: Path, method: str) -> None:
    model, tokenizer = _no_dropout(tiny_causal_lm)
    with pytest.raises(ConfigError, match="cannot run packed"):
        unlearn(model, tokenizer, PAIRS, RETAIN, UnlearnConfig(method=method, pack=True))


def test_fine_tuning_packed_follows_the_same_losses(tiny_causal_lm: Path) -> None:
    from hanker.train.batch import qa_examples
    from hanker.train.loop import TrainConfig, train_loaded

    def losses(pack: bool) -> list[float]:
        model, tokenizer = _no_dropout(tiny_causal_lm)
        config = TrainConfig(epochs=2, batch_size=2, grad_accumulation=2, pack=pack)
        return train_loaded(model, tokenizer, qa_examples(tokenizer, PAIRS), config).losses

    plain, packed = losses(False), losses(True)
    assert len(plain) == len(packed) == 4
    assert packed == pytest.approx(plain, rel=1e-4)
