"""Prompt formats and one-pass labels as TOFU and open-unlearning build them."""

from __future__ import annotations

from pathlib import Path

import pytest

from hanker.metrics.generation import (
    adds_special_tokens,
    check_prompt_format,
    labelled_ids,
    labelled_token_losses,
    prompt_text,
)


@pytest.fixture(scope="module")
def tokenizer(tiny_causal_lm: Path):  # type: ignore[no-untyped-def]
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(tiny_causal_lm)


def test_prompt_formats(tokenizer) -> None:  # type: ignore[no-untyped-def]
    q = "Who signed it?"
    assert prompt_text(tokenizer, q, "qa") == "Question: Who signed it?\nAnswer: "
    assert prompt_text(tokenizer, q, "llama2") == "[INST] Who signed it? [/INST]"
    assert prompt_text(tokenizer, q, "llama3").startswith("<|start_header_id|>user")
    assert not adds_special_tokens("chat") and adds_special_tokens("llama2")
    with pytest.raises(ValueError, match="chat template"):
        prompt_text(tokenizer, q, "chat")  # the tiny tokenizer has none
    with pytest.raises(ValueError, match="unknown prompt format"):
        check_prompt_format("vicuna")


def test_one_pass_labels_end_in_eos_and_mask_the_prompt(tokenizer, tiny_causal_lm: Path) -> None:  # type: ignore[no-untyped-def]
    from transformers import AutoModelForCausalLM

    prompt, answer = "Question: Who signed it?\nAnswer: ", "Eskaqk SAS"
    ids, masked = labelled_ids(tokenizer, prompt, answer)
    assert ids == [*tokenizer(prompt + answer)["input_ids"], tokenizer.eos_token_id]
    assert masked == len(tokenizer(prompt)["input_ids"])
    model = AutoModelForCausalLM.from_pretrained(tiny_causal_lm).eval()
    [losses] = labelled_token_losses(model, tokenizer, [prompt], [answer])
    assert len(losses) == len(ids) - masked  # the answer's tokens and EOS
    import torch

    with torch.no_grad():
        logits = model(input_ids=torch.tensor([ids])).logits[0].log_softmax(-1)
    expected = [-float(logits[pos - 1, ids[pos]]) for pos in range(masked, len(ids))]
    assert losses == pytest.approx(expected, abs=1e-5)
