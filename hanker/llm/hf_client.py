"""``hf``: a local transformers chat model (any causal LM; its chat template when it has one)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hanker.errors import InputError
from hanker.llm.base import ChatRequest, ClientStats


class HFChatClient:
    """Greedy, batched generation with a local causal LM."""

    def __init__(
        self,
        model: str,
        device: str | None = None,
        dtype: str | None = None,
        batch_size: int = 8,
        max_new_tokens: int = 384,
    ) -> None:
        from transformers import AutoModelForCausalLM, AutoTokenizer

        from hanker.models.device import pick_device, pick_dtype

        try:
            self.tokenizer = AutoTokenizer.from_pretrained(model)
            self.device = pick_device(device)
            self.lm: Any = AutoModelForCausalLM.from_pretrained(
                model, dtype=pick_dtype(self.device, dtype)
            )
        except OSError as exc:
            raise InputError(
                model, f"cannot load the chat model ({str(exc).splitlines()[0]})"
            ) from None
        self.lm.to(self.device).eval()  # type: ignore[arg-type]
        self.tokenizer.padding_side = "left"
        self.tokenizer.truncation_side = "left"  # a long prompt loses its start, never the question
        config = self.lm.config
        window = (
            getattr(config, "max_position_embeddings", None)
            or getattr(config, "n_positions", None)
            or 4096
        )
        self.max_prompt_tokens = max(
            16, min(int(window), int(self.tokenizer.model_max_length)) - max_new_tokens
        )
        if self.tokenizer.pad_token is None:
            self.tokenizer.pad_token = self.tokenizer.eos_token
        self.model = model
        self.batch_size = batch_size
        self.max_new_tokens = max_new_tokens
        self.stats = ClientStats()

    def _prompt(self, request: ChatRequest) -> str:
        messages = [{"role": role, "content": content} for role, content in request.messages]
        if getattr(self.tokenizer, "chat_template", None):
            return str(
                self.tokenizer.apply_chat_template(
                    messages, tokenize=False, add_generation_prompt=True
                )
            )
        return "\n\n".join(content for _, content in request.messages)

    def complete_many(self, requests: Sequence[ChatRequest]) -> list[str | None]:
        """Replies in request order (batched greedy decoding)."""
        import torch

        prompts = [self._prompt(r) for r in requests]
        replies: list[str | None] = []
        for start in range(0, len(prompts), self.batch_size):
            batch = prompts[start : start + self.batch_size]
            encoded = self.tokenizer(
                batch,
                return_tensors="pt",
                padding=True,
                truncation=True,
                max_length=self.max_prompt_tokens,
            ).to(self.device)
            self.stats.requests += len(batch)
            with torch.inference_mode():
                out = self.lm.generate(
                    **encoded,
                    max_new_tokens=self.max_new_tokens,
                    do_sample=False,
                    pad_token_id=self.tokenizer.pad_token_id,
                )
            new = out[:, encoded["input_ids"].shape[1] :]
            replies.extend(self.tokenizer.batch_decode(new, skip_special_tokens=True))
        return replies
