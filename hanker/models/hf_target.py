"""``hf``: a transformers causal LM answering audit questions, batched.

Greedy decoding with left padding; questions sorted by length so a batch holds prompts of
similar size; the batch size halves on a CUDA out-of-memory error and grows back; half
precision on GPU. The few-shot prefix is tokenized once and its ids reused for every
question. With ``chat_template=True`` (instruction-tuned models) the question goes through
the tokenizer's chat template instead of MUSE's plain format. A LoRA adapter folder
(``adapter_config.json``) is loaded on top of its base model through peft.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from transformers import StoppingCriteria

from hanker.errors import InputError
from hanker.models.base import DEFAULT_STOP, PROMPT_FORMAT, FewShot, cut_at_stop, fewshot_prefix
from hanker.progress import progress

log = logging.getLogger(__name__)


class _StopOnStrings(StoppingCriteria):
    """Stops generation once every row's new text holds a stop string (checked every few steps)."""

    def __init__(
        self, tokenizer: Any, prompt_length: int, stop: Sequence[str], every: int = 4
    ) -> None:
        self.tokenizer, self.prompt_length, self.stop, self.every, self.calls = (
            tokenizer,
            prompt_length,
            stop,
            every,
            0,
        )

    def __call__(self, input_ids: Any, scores: Any, **kwargs: Any) -> bool:
        self.calls += 1
        if self.calls % self.every:
            return False
        texts = self.tokenizer.batch_decode(
            input_ids[:, self.prompt_length :], skip_special_tokens=True
        )
        return all(any(s in t for s in self.stop) for t in texts)


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
        from hanker.models.device import pick_device, pick_dtype

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
        self.batch_size = batch_size or (64 if self.device.startswith("cuda") else 16)
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
        prefix = fewshot_prefix(examples)
        prefix_ids = (
            self.tokenizer(prefix, add_special_tokens=False)["input_ids"] if prefix else []
        )  # once per suite
        bos = (
            [self.tokenizer.bos_token_id]
            if getattr(self.tokenizer, "add_bos_token", False)
            and self.tokenizer.bos_token_id is not None
            else []
        )
        bodies = self.tokenizer(
            [f"Question: {q}\nAnswer: " for q in questions], add_special_tokens=False
        )["input_ids"]
        return [self._fit(bos + prefix_ids + body) for body in bodies]

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
        """Greedy answers, cut at the stop strings."""
        prompts = self._prompt_ids(questions, examples)
        order = sorted(range(len(prompts)), key=lambda i: -len(prompts[i]))
        answers = [""] * len(prompts)
        position = 0
        batch_size = self.batch_size
        bar = iter(
            progress(
                range(len(order)), desc=f"answer {Path(self.name).name}", total=len(order), unit="q"
            )
        )
        while position < len(order):
            batch = order[position : position + batch_size]
            try:
                texts = self._generate([prompts[i] for i in batch])
            except RuntimeError as exc:  # CUDA out of memory: halve the batch and retry
                if "out of memory" not in str(exc).lower() or batch_size == 1:
                    raise
                import torch

                torch.cuda.empty_cache()
                batch_size = max(1, batch_size // 2)
                log.warning("out of memory: batch size now %d", batch_size)
                continue
            for index, text in zip(batch, texts, strict=True):
                answers[index] = cut_at_stop(text, self.stop)
            position += len(batch)
            for _ in batch:
                next(bar, None)
        return answers

    def _generate(self, prompts: list[list[int]]) -> list[str]:
        import torch

        pad = self.tokenizer.pad_token_id
        width = max(len(p) for p in prompts)
        input_ids = torch.full((len(prompts), width), pad, dtype=torch.long)
        attention = torch.zeros((len(prompts), width), dtype=torch.long)
        for row, ids in enumerate(prompts):
            input_ids[row, width - len(ids) :] = torch.tensor(ids, dtype=torch.long)
            attention[row, width - len(ids) :] = 1
        input_ids, attention = input_ids.to(self.device), attention.to(self.device)
        from transformers import StoppingCriteriaList

        with torch.inference_mode():
            out = self.lm.generate(
                input_ids=input_ids,
                attention_mask=attention,
                max_new_tokens=self.max_new_tokens,
                do_sample=False,
                num_beams=1,
                pad_token_id=pad,
                stopping_criteria=StoppingCriteriaList(
                    [_StopOnStrings(self.tokenizer, width, self.stop)]
                ),
            )
        return list(self.tokenizer.batch_decode(out[:, width:], skip_special_tokens=True))
