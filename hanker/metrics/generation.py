"""Greedy generation the way the benchmarks' evaluation loops run it, with the step scores PISTOL ranks in.

Rows are generated in batches in data order (PISTOL's batch size 16), left-padded, without stop
strings, up to a per-benchmark token limit (PISTOL 512, TOFU 200); decoding drops special tokens.
With ``with_scores`` every row keeps the processed logits of every step of its batch, as
``generate(output_scores=True)`` returns them, which is what PISTOL's MRR ranks answer tokens in.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


def load_scoring_model(model_dir: str | Any) -> tuple[Any, Any]:
    """``(tokenizer, model)`` of a folder or hub id, on the best device, for the score tables."""
    from hanker.core.device import pick_device
    from hanker.models.hf_target import load_causal_lm

    return load_causal_lm(str(model_dir), pick_device(None), None)


@dataclass
class Generation:
    """One row's greedy continuation and, when asked for, its per-step scores ``[steps, vocab]``."""

    text: str
    scores: Any = None


def greedy_generate(
    model: Any,
    tokenizer: Any,
    prompts: Sequence[str],
    max_new_tokens: int,
    batch_size: int = 16,
    with_scores: bool = False,
    special_tokens: bool = True,
) -> list[Generation]:
    """Greedy continuations of ``prompts`` (each tokenized with special tokens, in one pass)."""
    import torch

    if max_new_tokens < 1 or batch_size < 1:
        raise ValueError("max_new_tokens and batch_size must be at least 1")
    device = next(model.parameters()).device
    pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id
    out: list[Generation] = []
    for start in range(0, len(prompts), batch_size):
        ids = [
            tokenizer(p, add_special_tokens=True)["input_ids"]
            for p in prompts[start : start + batch_size]
        ]
        width = max(len(row) for row in ids)
        input_ids = torch.full((len(ids), width), pad, dtype=torch.long)
        attention = torch.zeros((len(ids), width), dtype=torch.long)
        for row, seq in enumerate(ids):
            input_ids[row, width - len(seq) :] = torch.tensor(seq, dtype=torch.long)
            attention[row, width - len(seq) :] = 1
        with torch.inference_mode():
            result = model.generate(
                input_ids=input_ids.to(device),
                attention_mask=attention.to(device),
                max_new_tokens=max_new_tokens,
                do_sample=False,
                num_beams=1,
                pad_token_id=pad,
                output_scores=with_scores,
                return_dict_in_generate=True,
            )
        texts = tokenizer.batch_decode(result.sequences[:, width:], skip_special_tokens=True)
        steps = torch.stack(result.scores, dim=1).float().cpu() if with_scores else None
        for row, text in enumerate(texts):
            out.append(Generation(text, None if steps is None else steps[row]))
    return out


# How a question becomes a prompt, per benchmark and model family. ``chat`` applies the
# tokenizer's own chat template (Llama-3 Instruct, Qwen, ...), as open-unlearning does.
PROMPT_FORMATS = {
    "qa": "Question: {question}\nAnswer: ",  # hanker's fine-tuning format (MUSE's QA prompt)
    "phi": "Question: {question}\nAnswer: ",  # TOFU's phi-1.5 / Pythia / StableLM tags
    "llama2": "[INST] {question} [/INST]",  # TOFU's and PISTOL's Llama-2 chat tags
    # Llama-3 Instruct's turn layout without a system turn (the tokenizer adds <|begin_of_text|>)
    "llama3": (
        "<|start_header_id|>user<|end_header_id|>\n\n{question}<|eot_id|>"
        "<|start_header_id|>assistant<|end_header_id|>\n\n"
    ),
}
CHAT_FORMAT = "chat"


def adds_special_tokens(prompt_format: str) -> bool:
    """Whether prompts in this format are tokenized with the tokenizer's special tokens (BOS).

    A chat template writes them into the text itself, so it is tokenized without.
    """
    return prompt_format != CHAT_FORMAT


def check_prompt_format(name: str) -> str:
    """``name`` if it is a known prompt format, else a ValueError listing them."""
    if name != CHAT_FORMAT and name not in PROMPT_FORMATS:
        known = ", ".join([*PROMPT_FORMATS, CHAT_FORMAT])
        raise ValueError(f"unknown prompt format {name!r}; choose one of: {known}")
    return name


def prompt_text(tokenizer: Any, question: str, prompt_format: str) -> str:
    """The prompt of ``question`` in ``prompt_format`` (``chat``: the tokenizer's template)."""
    if prompt_format == CHAT_FORMAT:
        if not getattr(tokenizer, "chat_template", None):
            raise ValueError("prompt format 'chat' needs a tokenizer with a chat template")
        messages = [{"role": "user", "content": question}]
        return str(
            tokenizer.apply_chat_template(messages, add_generation_prompt=True, tokenize=False)
        )
    return PROMPT_FORMATS[check_prompt_format(prompt_format)].format(question=question)


def labelled_ids(
    tokenizer: Any, prompt: str, answer: str, special_tokens: bool = True
) -> tuple[list[int], int]:
    """One-pass ids of prompt + answer (special tokens, EOS appended) and how many lead ids are prompt.

    As open-unlearning labels a QA pair: the prompt's own tokenization fixes how many leading ids
    are masked, and the answer's tokens plus EOS carry the loss.
    """
    ids = list(tokenizer(prompt + answer, add_special_tokens=special_tokens)["input_ids"])
    eos = tokenizer.eos_token_id
    if eos is not None and (not ids or ids[-1] != eos):
        ids.append(eos)
    masked = len(tokenizer(prompt, add_special_tokens=special_tokens)["input_ids"])
    return ids, min(masked, len(ids) - 1)


def labelled_token_losses(
    model: Any,
    tokenizer: Any,
    prompts: Sequence[str],
    answers: Sequence[str],
    batch_size: int = 16,
    special_tokens: bool = True,
) -> list[list[float]]:
    """Per-token cross-entropy of each answer's labelled tokens (answer and EOS), batched.

    ``special_tokens=False`` for prompts that already carry them (chat templates).
    """
    import torch

    device = next(model.parameters()).device
    pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id
    rows = [
        labelled_ids(tokenizer, p, a, special_tokens) for p, a in zip(prompts, answers, strict=True)
    ]
    out: list[list[float]] = []
    for start in range(0, len(rows), batch_size):
        batch = rows[start : start + batch_size]
        width = max(len(ids) for ids, _ in batch)
        input_ids = torch.full((len(batch), width), pad, dtype=torch.long)
        attention = torch.zeros((len(batch), width), dtype=torch.long)
        for row, (ids, _) in enumerate(batch):
            input_ids[row, : len(ids)] = torch.tensor(ids, dtype=torch.long)
            attention[row, : len(ids)] = 1
        with torch.inference_mode():
            logits = model(
                input_ids=input_ids.to(device), attention_mask=attention.to(device)
            ).logits
        log_probs = logits.float().log_softmax(-1).cpu()
        for row, (ids, masked) in enumerate(batch):
            out.append(
                [-float(log_probs[row, pos - 1, ids[pos]]) for pos in range(masked, len(ids))]
            )
    return out
