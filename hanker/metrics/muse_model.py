"""What MUSE's metrics need from a model: greedy continuations, per-token log-probabilities,
and open-unlearning's exact memorization and extraction strength.

Tokenization follows the reference code: every prompt or text is tokenized in one pass with
the tokenizer's special tokens (``tokenizer(text, add_special_tokens=True)``), continuations
are greedy and decoded without special tokens. Inputs longer than the model's window are cut
(prompts from the left, scored texts from the right); MUSE's own models never need it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hanker.models.hf_target import prompt_budget


def _ids(tokenizer: Any, text: str, special: bool = True) -> list[int]:
    return list(tokenizer(text, add_special_tokens=special)["input_ids"])


def _device(model: Any) -> Any:
    return next(model.parameters()).device


def greedy_continuations(
    model: Any, tokenizer: Any, prompts: Sequence[str], max_new_tokens: int
) -> list[str]:
    """The greedy continuation of each prompt (MUSE's ``run_completions``), one prompt at a time."""
    import torch

    budget = prompt_budget(model, max_new_tokens)
    pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id
    outputs = []
    for prompt in prompts:
        ids = torch.tensor([_ids(tokenizer, prompt)[-budget:]], device=_device(model))
        with torch.no_grad():
            generated = model.generate(
                ids,
                attention_mask=torch.ones_like(ids),
                max_new_tokens=max_new_tokens,
                do_sample=False,
                pad_token_id=pad,
            )
        outputs.append(
            tokenizer.decode(
                generated[0, ids.shape[1] :],
                skip_special_tokens=True,
                clean_up_tokenization_spaces=True,
            )
        )
    return outputs


def cut_reference(tokenizer: Any, text: str, max_tokens: int) -> str:
    """``text`` cut to the first ``max_tokens`` ids of ``tokenizer(text, add_special_tokens=True)``
    and decoded (MUSE's VerbMem ground truth; a BOS token counts)."""
    return str(
        tokenizer.decode(
            _ids(tokenizer, text)[:max_tokens],
            skip_special_tokens=True,
            clean_up_tokenization_spaces=True,
        )
    )


def _window(model: Any) -> int:
    return prompt_budget(model, 0)


def text_log_probs(model: Any, tokenizer: Any, text: str) -> list[float]:
    """``log p(x_i | x_<i)`` for every token after the first of ``tokenizer.encode(text)``
    (MUSE's ``compute_ppl``: with a BOS token, every text token is scored)."""
    import torch

    ids = torch.tensor([_ids(tokenizer, text)[: _window(model)]], device=_device(model))
    with torch.no_grad():
        log_probs = model(input_ids=ids).logits[0, :-1].float().log_softmax(-1)
    return [float(x) for x in log_probs.gather(-1, ids[0, 1:, None])[:, 0].tolist()]


def memorization(model: Any, tokenizer: Any, prefix: str, target: str) -> tuple[float, float]:
    """(exact memorization, extraction strength) of ``target`` after ``prefix`` (open-unlearning).

    Under teacher forcing, ``EM`` is the share of target tokens that are the model's argmax
    prediction; ``ES = 1 - k/n`` with ``k`` the first position from which every remaining
    target token is predicted (as in the reference loop, ``k`` stops at ``n - 1`` when no
    suffix matches). The target is scored without an end-of-text token (open-unlearning drops
    its EOS position). With an empty prefix and no BOS token the first target token is context.
    """
    import torch

    context = _ids(tokenizer, prefix) if prefix else _ids(tokenizer, "")
    answer = _ids(tokenizer, target, special=False)
    if not context:
        context, answer = answer[:1], answer[1:]
    if not answer:
        return 0.0, 0.0
    context = context[-max(1, _window(model) - len(answer)) :]
    ids = torch.tensor([context + answer], device=_device(model))
    with torch.no_grad():
        logits = model(input_ids=ids).logits[0]
    predicted = logits[len(context) - 1 : -1].argmax(-1).tolist()
    n = len(answer)
    hits = [p == a for p, a in zip(predicted, answer, strict=True)]
    k = next((i for i in range(n) if all(hits[i:])), n - 1)
    return sum(hits) / n, 1 - k / n
