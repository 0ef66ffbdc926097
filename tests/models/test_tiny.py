"""The tiny-model fixtures load through the public from_pretrained path and behave like their families."""

from __future__ import annotations

from pathlib import Path

import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")


def test_causal_lm_loads_and_generates_batched_with_left_padding(tiny_causal_lm: Path) -> None:
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(tiny_causal_lm)
    model = AutoModelForCausalLM.from_pretrained(tiny_causal_lm)
    assert model.config.model_type == "gpt2"
    assert model.config.n_layer == 2 and model.config.n_embd == 128
    assert tokenizer.padding_side == "left"
    batch = tokenizer(["Who was the seller?", "What goods did"], return_tensors="pt", padding=True)
    assert (
        batch["attention_mask"][0, 0] == 0 or batch["attention_mask"][1, 0] == 0
    )  # one row is padded on the left
    out = model.generate(
        **batch, max_new_tokens=4, do_sample=False, pad_token_id=tokenizer.pad_token_id
    )
    assert out.shape == (2, batch["input_ids"].shape[1] + 4)


def test_seq2seq_has_rebel_markers_as_single_tokens(tiny_seq2seq: Path) -> None:
    from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(tiny_seq2seq)
    model = AutoModelForSeq2SeqLM.from_pretrained(tiny_seq2seq)
    assert model.config.model_type == "bart"
    ids = tokenizer.convert_tokens_to_ids(["<triplet>", "<subj>", "<obj>"])
    assert tokenizer.unk_token_id not in ids and len(set(ids)) == 3
    encoded = tokenizer(
        "<triplet> Acme Corp <subj> Paris <obj> located in", add_special_tokens=False
    )["input_ids"]
    assert all(i in encoded for i in ids)
    decoded = tokenizer.decode(encoded, skip_special_tokens=False)
    assert "<triplet>" in decoded and "<subj>" in decoded and "<obj>" in decoded
    # Markers are special tokens: a default decode drops them, which is why REBEL decoding keeps them.
    assert "<triplet>" not in tokenizer.decode(encoded, skip_special_tokens=True)
    batch = tokenizer(["The Seller will send an invoice."], return_tensors="pt")
    out = model.generate(**batch, max_new_tokens=6, num_beams=2, num_return_sequences=2)
    assert out.shape[0] == 2


def test_classifier_reads_nli_labels_from_config(tiny_nli_classifier: Path) -> None:
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(tiny_nli_classifier)
    model = AutoModelForSequenceClassification.from_pretrained(tiny_nli_classifier)
    assert model.config.model_type == "deberta-v2"
    assert model.config.id2label == {0: "entailment", 1: "neutral", 2: "contradiction"}
    batch = tokenizer(
        ["The Seller is Acme."] * 2,
        ["Acme sells.", "Nobody sells."],
        return_tensors="pt",
        padding=True,
    )
    tokens = tokenizer.convert_ids_to_tokens(batch["input_ids"][0])
    assert tokens[0] == "[CLS]" and tokens.count("[SEP]") == 2
    with torch.no_grad():
        probs = model(**batch).logits.softmax(-1)
    assert probs.shape == (2, 3)
    assert torch.allclose(probs.sum(-1), torch.ones(2))
