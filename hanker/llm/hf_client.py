"""``hf``: a local transformers chat model (any causal LM; its chat template when it has one)."""

from __future__ import annotations

from collections.abc import Sequence

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
        from hanker.core.device import pick_device, pick_dtype
        from hanker.models.hf_target import load_causal_lm, prompt_budget

        self.device = pick_device(device)
        self.tokenizer, self.lm = load_causal_lm(model, self.device, pick_dtype(self.device, dtype))
        self.tokenizer.truncation_side = "left"  # a long prompt loses its start, never the question
        self.max_prompt_tokens = min(
            prompt_budget(self.lm, max_new_tokens), int(self.tokenizer.model_max_length)
        )
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
