"""``hf``: a transformers causal LM answering audit questions, batched.

Each prompt is tokenized in one pass with the tokenizer's special tokens (as MUSE does); the
longest common token prefix of a call's prompts (the few-shot block) is encoded once and its
key/value cache reused by every batch (:mod:`hanker.models.greedy`). Greedy decoding; rows
leave a batch at end-of-text or a stop string; questions sorted by length; the batch size
comes from free memory and prompt lengths unless given, and halves on a CUDA out-of-memory
error; half precision on GPU. With ``chat_template=True`` (instruction-tuned models) the
question goes through the tokenizer's chat template instead of MUSE's plain format. A LoRA adapter folder
(``adapter_config.json``) is loaded on top of its base model through peft.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from hanker.core.errors import InputError
from hanker.core.progress import progress
from hanker.core.records import FewShot
from hanker.models.base import (
    DEFAULT_STOP,
    PROMPT_FORMAT,
    cut_at_stop,
    fewshot_prefix,
    format_prompt,
)
from hanker.models.greedy import (
    DECODING,
    Decoder,
    SharedPrefix,
    auto_batch_size,
    common_prefix_length,
    decode_batch,
)

log = logging.getLogger(__name__)


def load_causal_lm(model: str, device: str, dtype: Any) -> tuple[Any, Any]:
    """Tokenizer and model from a hub id or folder; a peft adapter folder loads its base model first."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    path = Path(model)
    try:
        if (path / "adapter_config.json").exists():
            from peft import AutoPeftModelForCausalLM

            lm = AutoPeftModelForCausalLM.from_pretrained(model, dtype=dtype)
            tokenizer_source = (
                model
                if (path / "tokenizer_config.json").exists()
                else lm.peft_config["default"].base_model_name_or_path
            )
            tokenizer = AutoTokenizer.from_pretrained(tokenizer_source)
        else:
            tokenizer = AutoTokenizer.from_pretrained(model)
            lm = AutoModelForCausalLM.from_pretrained(model, dtype=dtype)
    except OSError as exc:
        raise InputError(
            model,
            f"cannot load the model ({str(exc).splitlines()[0]}); give a local path when the hub is unreachable",
        ) from None
    lm.to(device).eval()
    return prepare_tokenizer(tokenizer), lm


def prepare_tokenizer(tokenizer: Any) -> Any:
    """Left padding and a pad token (the end-of-text one when the tokenizer has none), for generation."""
    tokenizer.padding_side = "left"
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    return tokenizer


def prompt_budget(lm: Any, max_new_tokens: int) -> int:
    """How many prompt tokens fit the model's window with ``max_new_tokens`` left to generate."""
    config = lm.config
    window = (
        getattr(config, "max_position_embeddings", None)
        or getattr(config, "n_positions", None)
        or 4096
    )
    return max(8, int(window) - max_new_tokens)


class HFTarget:
    """Batched greedy answering with a local or hub causal LM."""

    reads_local_path = True  # the model name is a folder or hub id (checked by the CLI)

    def __init__(
        self,
        model: str,
        name: str | None = None,
        device: str | None = None,
        dtype: str | None = None,
        batch_size: int | None = None,
        max_new_tokens: int = 32,
        stop: Sequence[str] = DEFAULT_STOP,
        chat_template: bool = False,
        preloaded: tuple[Any, Any] | None = None,
    ) -> None:
        """``preloaded`` is a ``(tokenizer, model)`` already in memory (scoring several sets, sweeps)."""
        from hanker.core.device import pick_device, pick_dtype

        if preloaded is not None:
            tokenizer, self.lm = preloaded
            self.tokenizer = prepare_tokenizer(tokenizer)
            self.device = str(next(self.lm.parameters()).device)
        else:
            self.device = pick_device(device)
            self.tokenizer, self.lm = load_causal_lm(
                model, self.device, pick_dtype(self.device, dtype)
            )
        self.name = name or model
        self.batch_size = batch_size  # None: sized per call from memory and prompt lengths
        self.last_batch_size = 0
        self.max_new_tokens = max_new_tokens
        self.stop = tuple(stop)
        self.chat_template = chat_template
        self.max_prompt_tokens = prompt_budget(self.lm, max_new_tokens)
        self.truncated = 0
        self.info = {
            "backend": "hf",
            "model": model,
            "dtype": str(self.lm.dtype).removeprefix("torch."),
            "device": self.device,
            "max_new_tokens": max_new_tokens,
            "stop": list(self.stop),
            "prompt_format": "chat-template" if chat_template else PROMPT_FORMAT,
            "tokenization": "one-pass.v2",
            "decoding": DECODING,
        }

    def _prompt_ids(self, questions: Sequence[str], examples: Sequence[FewShot]) -> list[list[int]]:
        if self.chat_template:
            out = []
            for q in questions:
                messages = []
                for e in examples:
                    messages += [
                        {"role": "user", "content": e.question},
                        {"role": "assistant", "content": e.answer},
                    ]
                messages.append({"role": "user", "content": q})
                text = self.tokenizer.apply_chat_template(
                    messages, add_generation_prompt=True, tokenize=False
                )
                out.append(
                    self._fit(self.tokenizer(str(text), add_special_tokens=False)["input_ids"])
                )
            return out
        prefix = fewshot_prefix(examples)  # once per suite
        texts = [format_prompt(q, prefix=prefix) for q in questions]
        # one pass per whole prompt, special tokens included (MUSE's tokenization)
        return [self._fit(list(ids)) for ids in self.tokenizer(texts)["input_ids"]]

    def _fit(self, ids: list[int]) -> list[int]:
        """Cut a prompt longer than the model's window from the left (the question is at the end)."""
        if len(ids) <= self.max_prompt_tokens:
            return ids
        self.truncated += 1
        if self.truncated == 1:
            log.warning(
                "%s: prompts longer than %d tokens are cut from the left (few-shot examples first)",
                self.name,
                self.max_prompt_tokens,
            )
        return ids[-self.max_prompt_tokens :]

    def answer(self, questions: Sequence[str], examples: Sequence[FewShot] = ()) -> list[str]:
        """Greedy answers, cut at the stop strings; the shared prompt prefix is encoded once."""
        prompts = self._prompt_ids(questions, examples)
        if not prompts:
            return []
        shared = common_prefix_length(prompts)
        prefix = SharedPrefix.encode(self.lm, prompts[0][:shared], self.device)
        decoder = Decoder(self.lm, self.tokenizer, self.device, self.max_new_tokens, self.stop)
        order = sorted(range(len(prompts)), key=lambda i: -len(prompts[i]))
        batch_size = self.batch_size or auto_batch_size(
            self.lm,
            self.device,
            shared,
            max(len(p) for p in prompts) - shared,
            self.max_new_tokens,
        )
        self.last_batch_size = batch_size
        answers = [""] * len(prompts)
        bar = progress(
            range(len(order)), desc=f"answer {Path(self.name).name}", total=len(order), unit="q"
        )
        ticks, position = iter(bar), 0
        while position < len(order):
            batch = order[position : position + batch_size]
            try:
                new = decode_batch(decoder, prefix, [prompts[i][shared:] for i in batch])
            except RuntimeError as exc:  # CUDA out of memory: halve the batch and retry
                if "out of memory" not in str(exc).lower() or batch_size == 1:
                    raise
                import torch

                torch.cuda.empty_cache()
                batch_size = max(1, batch_size // 2)
                log.warning("out of memory: batch size now %d", batch_size)
                continue
            texts = self.tokenizer.batch_decode(new, skip_special_tokens=True)
            for index, text in zip(batch, texts, strict=True):
                answers[index] = cut_at_stop(text, self.stop)
            position += len(batch)
            for _ in batch:
                next(ticks, None)
        return answers
