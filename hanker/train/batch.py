"""Training rows and batches shared by fine-tuning and unlearning.

A row is ``(input ids, labels)`` with ``-100`` on the tokens that carry no loss (the
question of a QA pair, padding). QA rows use MUSE's ``Question: {q}\\nAnswer: `` prompt and
end the answer with a blank line (the stop string) and the end-of-text token; text rows are
blocks of a document with the loss on every token.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from hanker.core.records import FewShot

Row = tuple[list[int], list[int]]


@dataclass
class Batch:
    """Tokenized rows: ids, attention mask, labels (-100 on prompt and padding)."""

    input_ids: Any
    attention_mask: Any
    labels: Any

    def to(self, device: Any) -> Batch:
        """The same batch on ``device``."""
        return Batch(
            self.input_ids.to(device), self.attention_mask.to(device), self.labels.to(device)
        )


def pad_id(tokenizer: Any) -> int:
    """The padding id (the end-of-text id for tokenizers without one)."""
    return int(
        tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id
    )


def collate(rows: Sequence[Row], pad: int) -> Batch:
    """Right-pad ``rows`` into one :class:`Batch`."""
    import torch

    width = max(len(ids) for ids, _ in rows)
    ids = torch.tensor([x + [pad] * (width - len(x)) for x, _ in rows])
    labels = torch.tensor([y + [-100] * (width - len(y)) for _, y in rows])
    mask = (torch.arange(width)[None, :] < torch.tensor([len(x) for x, _ in rows])[:, None]).long()
    return Batch(ids, mask, labels)


def qa_examples(tokenizer: Any, pairs: Sequence[FewShot]) -> list[Row]:
    """One row per pair; the prompt tokens are masked with -100."""
    rows = []
    eos = [tokenizer.eos_token_id] if tokenizer.eos_token_id is not None else []
    for pair in pairs:
        prompt = tokenizer(f"Question: {pair.question}\nAnswer: ", add_special_tokens=False)[
            "input_ids"
        ]
        answer = tokenizer(f"{pair.answer}\n\n", add_special_tokens=False)["input_ids"] + eos
        rows.append((prompt + answer, [-100] * len(prompt) + answer))
    return rows


def text_examples(tokenizer: Any, texts: Iterable[str], block_size: int) -> list[Row]:
    """Blocks of at most ``block_size`` tokens from each text (documents never share a block)."""
    if block_size < 2:
        from hanker.core.errors import ConfigError

        raise ConfigError(f"block size must be at least 2 tokens, got {block_size}")
    eos = [tokenizer.eos_token_id] if tokenizer.eos_token_id is not None else []
    rows = []
    for text in texts:
        ids = tokenizer(text, add_special_tokens=False)["input_ids"] + eos
        for start in range(0, len(ids), block_size):
            block = ids[start : start + block_size]
            if len(block) >= 2:
                rows.append((block, list(block)))
    return rows
