"""Tiny models built from a config, with a tokenizer trained on the caller's text.

These are real transformers models (random weights) saved with ``save_pretrained``, so
everything downstream loads them through the same ``from_pretrained`` path as a hub model.
They serve three purposes: offline work (``hanker finetune --init tiny``), tests, and
benchmarks that need a model of a given shape without a download.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

TINY_VERSION = "tiny-models.v1"
REBEL_MARKERS = ("<triplet>", "<subj>", "<obj>")
NLI_LABELS = ("entailment", "neutral", "contradiction")


def train_bpe_tokenizer(
    texts: Iterable[str],
    vocab_size: int = 2000,
    special_tokens: Sequence[str] = ("<pad>", "<s>", "</s>", "<unk>"),
    extra_tokens: Sequence[str] = (),
    style: str = "causal",
    model_max_length: int = 512,
    padding_side: str = "right",
) -> Any:
    """Train a byte-level BPE tokenizer on ``texts`` and wrap it as a ``PreTrainedTokenizerFast``.

    ``style`` sets the special-token roles and post-processing: ``causal`` (GPT-2: bos/eos,
    no automatic specials), ``seq2seq`` (BART: ``<s> ... </s>``) or ``classifier``
    (DeBERTa: ``[CLS] a [SEP] b [SEP]``). ``extra_tokens`` become additional special tokens
    (REBEL's ``<triplet>``, ``<subj>``, ``<obj>``), each a single id.
    """
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    if style == "classifier":
        special_tokens = ("[PAD]", "[CLS]", "[SEP]", "[UNK]", "[MASK]")
    elif style == "seq2seq":
        special_tokens = ("<s>", "<pad>", "</s>", "<unk>", "<mask>")
    tokenizer = Tokenizer(models.BPE(unk_token=special_tokens[3]))
    tokenizer.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tokenizer.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=vocab_size,
        special_tokens=[*special_tokens, *extra_tokens],
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tokenizer.train_from_iterator(list(texts), trainer=trainer)
    roles = _special_roles(tokenizer, style)
    wrapped = PreTrainedTokenizerFast(
        tokenizer_object=tokenizer,
        model_max_length=model_max_length,
        padding_side=padding_side,
        additional_special_tokens=list(extra_tokens) or None,
        **roles,
    )
    return wrapped


def _special_roles(tokenizer: Any, style: str) -> dict[str, str]:
    """Set ``style``'s post-processor on ``tokenizer``; return its special-token roles."""
    from tokenizers import processors

    if style == "classifier":
        cls_id, sep_id = tokenizer.token_to_id("[CLS]"), tokenizer.token_to_id("[SEP]")
        tokenizer.post_processor = processors.TemplateProcessing(
            single="[CLS] $A [SEP]",
            pair="[CLS] $A [SEP] $B [SEP]",
            special_tokens=[("[CLS]", cls_id), ("[SEP]", sep_id)],
        )
        return {
            "pad_token": "[PAD]",
            "cls_token": "[CLS]",
            "sep_token": "[SEP]",
            "unk_token": "[UNK]",
            "mask_token": "[MASK]",
        }
    roles = {"bos_token": "<s>", "eos_token": "</s>", "pad_token": "<pad>", "unk_token": "<unk>"}
    if style == "seq2seq":
        bos_id, eos_id = tokenizer.token_to_id("<s>"), tokenizer.token_to_id("</s>")
        tokenizer.post_processor = processors.TemplateProcessing(
            single="<s> $A </s>",
            pair="<s> $A </s> </s> $B </s>",
            special_tokens=[("<s>", bos_id), ("</s>", eos_id)],
        )
        roles["mask_token"] = "<mask>"
    return roles


def build_tiny_causal_lm(
    texts: Iterable[str],
    out_dir: str | Path,
    *,
    n_layer: int = 2,
    n_embd: int = 128,
    n_head: int = 2,
    n_positions: int = 512,
    vocab_size: int = 2000,
    seed: int = 0,
) -> Path:
    """A GPT-2-architecture causal LM (default 2 layers, 128 dims) and its tokenizer, saved to ``out_dir``."""
    import torch
    from transformers import GPT2Config, GPT2LMHeadModel

    # Left padding: batched generation with a decoder-only model needs it.
    tokenizer = train_bpe_tokenizer(
        texts,
        vocab_size=vocab_size,
        style="causal",
        model_max_length=n_positions,
        padding_side="left",
    )
    config = GPT2Config(
        vocab_size=len(tokenizer),
        n_positions=n_positions,
        n_embd=n_embd,
        n_layer=n_layer,
        n_head=n_head,
        bos_token_id=tokenizer.bos_token_id,
        eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id,
    )
    torch.manual_seed(seed)
    model = GPT2LMHeadModel(config)
    return _save(model, tokenizer, out_dir)


def build_tiny_seq2seq(
    texts: Iterable[str],
    out_dir: str | Path,
    *,
    d_model: int = 64,
    layers: int = 1,
    heads: int = 2,
    vocab_size: int = 2000,
    extra_tokens: Sequence[str] = REBEL_MARKERS,
    seed: int = 0,
) -> Path:
    """A BART-architecture seq2seq model whose tokenizer knows REBEL's triplet markers."""
    import torch
    from transformers import BartConfig, BartForConditionalGeneration

    tokenizer = train_bpe_tokenizer(
        texts, vocab_size=vocab_size, style="seq2seq", extra_tokens=extra_tokens
    )
    config = BartConfig(
        vocab_size=len(tokenizer),
        d_model=d_model,
        encoder_layers=layers,
        decoder_layers=layers,
        encoder_attention_heads=heads,
        decoder_attention_heads=heads,
        encoder_ffn_dim=d_model * 2,
        decoder_ffn_dim=d_model * 2,
        max_position_embeddings=512,
        bos_token_id=tokenizer.bos_token_id,
        eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id,
        decoder_start_token_id=tokenizer.eos_token_id,
    )
    torch.manual_seed(seed)
    model = BartForConditionalGeneration(config)
    return _save(model, tokenizer, out_dir)


def build_tiny_classifier(
    texts: Iterable[str],
    out_dir: str | Path,
    *,
    labels: Sequence[str] = NLI_LABELS,
    hidden_size: int = 64,
    layers: int = 1,
    heads: int = 2,
    vocab_size: int = 2000,
    seed: int = 0,
) -> Path:
    """A DeBERTa-v2-architecture sequence classifier with NLI labels in ``config.id2label``."""
    import torch
    from transformers import DebertaV2Config, DebertaV2ForSequenceClassification

    tokenizer = train_bpe_tokenizer(texts, vocab_size=vocab_size, style="classifier")
    config = DebertaV2Config(
        vocab_size=len(tokenizer),
        hidden_size=hidden_size,
        num_hidden_layers=layers,
        num_attention_heads=heads,
        intermediate_size=hidden_size * 2,
        max_position_embeddings=512,
        pad_token_id=tokenizer.pad_token_id,
        id2label=dict(enumerate(labels)),
        label2id={label: i for i, label in enumerate(labels)},
    )
    torch.manual_seed(seed)
    model = DebertaV2ForSequenceClassification(config)
    return _save(model, tokenizer, out_dir)


def _save(model: Any, tokenizer: Any, out_dir: str | Path) -> Path:
    path = Path(out_dir)
    path.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(path)
    tokenizer.save_pretrained(path)
    return path
