"""Shared-prefix greedy decoding helpers: common prefix, final stop strings, batch sizes."""

from __future__ import annotations

from pathlib import Path

import pytest

from hanker.models.base import DEFAULT_STOP, cut_at_stop
from hanker.models.greedy import auto_batch_size, common_prefix_length, stop_is_final


def test_common_prefix_leaves_every_prompt_one_token() -> None:
    assert common_prefix_length([[1, 2, 3, 4], [1, 2, 3, 5, 6], [1, 2, 9]]) == 2
    assert common_prefix_length([[1, 2, 3], [1, 2, 3]]) == 2
    assert common_prefix_length([[7, 1], [8, 1]]) == 0
    assert common_prefix_length([]) == 0


@pytest.mark.parametrize(
    "full",
    ["Paris\n\nQuestion: x", "a\nQuestion: b", "no stop here at all", "x Question:\n\nmore text"],
)
def test_a_final_stop_fixes_the_cut_answer(full: str) -> None:
    for end in range(len(full) + 1):
        if stop_is_final(full[:end], DEFAULT_STOP):
            assert cut_at_stop(full[:end], DEFAULT_STOP) == cut_at_stop(full, DEFAULT_STOP)
    padded = full + " " * 9  # every stop string now lies far enough from the end
    assert stop_is_final(padded, DEFAULT_STOP) == any(s in full for s in DEFAULT_STOP)


def test_cpu_batch_size_follows_answer_and_suffix_length(tiny_causal_lm: Path) -> None:
    from transformers import AutoModelForCausalLM

    lm = AutoModelForCausalLM.from_pretrained(tiny_causal_lm)
    short, long = (auto_batch_size(lm, "cpu", 300, n, 32) for n in (16, 400))
    assert 8 <= long < short <= 128


def test_llama_shared_prefix_attention_equals_generate(shared_corpora: Path) -> None:
    """Grouped-query Llama: one shared prefix cache gives ``generate``'s greedy answers."""
    import json

    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    from hanker.core.records import FewShot
    from hanker.models.base import format_prompt
    from hanker.models.hf_target import HFTarget
    from hanker.models.tiny import train_bpe_tokenizer

    knowmem = shared_corpora / "muse" / "news" / "knowmem"
    icl = json.loads((knowmem / "forget_qa_icl.json").read_text())[:3]
    examples = [FewShot(r["question"], r["answer"]) for r in icl]
    questions = [r["question"] for r in json.loads((knowmem / "forget_qa.json").read_text())][:12]
    tokenizer = train_bpe_tokenizer(
        [format_prompt(q, examples) for q in questions], vocab_size=600, padding_side="left"
    )
    config = LlamaConfig(
        vocab_size=len(tokenizer), hidden_size=64, intermediate_size=128, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=1024,
        bos_token_id=tokenizer.bos_token_id, eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id,
    )  # fmt: skip
    torch.manual_seed(0)
    lm = LlamaForCausalLM(config).eval()
    target = HFTarget("llama", preloaded=(tokenizer, lm), max_new_tokens=16, batch_size=5)
    answers = target.answer(questions, examples)
    reference = []
    for question in questions:
        ids = tokenizer(format_prompt(question, examples), return_tensors="pt").input_ids
        out = lm.generate(
            ids, attention_mask=torch.ones_like(ids), max_new_tokens=16, do_sample=False,
            pad_token_id=tokenizer.pad_token_id,
        )  # fmt: skip
        text = tokenizer.decode(out[0, ids.shape[1] :], skip_special_tokens=True)
        reference.append(cut_at_stop(text, DEFAULT_STOP))
    assert answers == reference
    assert lm.config._attn_implementation != "hanker_shared_prefix"  # restored after answering
