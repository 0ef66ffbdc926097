"""Greedy decoding of many prompts that share a prefix (the few-shot block), with one prefix cache.

The longest common token prefix of the prompts is run through the model once; its key/value
cache is copied into every batch, so each row only prefills its own suffix. A batch is laid
out as ``[prefix | padding | suffix]`` with an attention mask over the padding and explicit
position ids, so every row sees exactly the positions of its one-pass prompt. Only the last
position's logits are computed (``logits_to_keep``), and a row leaves the batch as soon as it
emits an end-of-text token or a stop string (its cut answer can no longer change).
"""

from __future__ import annotations

import copy
import inspect
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

DECODING = "prefix-cache.v1"


def common_prefix_length(prompts: Sequence[Sequence[int]]) -> int:
    """Length of the longest common token prefix, leaving every prompt at least one own token."""
    if not prompts:
        return 0
    limit = min(len(p) for p in prompts) - 1
    first = prompts[0]
    length = 0
    while length < limit and all(p[length] == first[length] for p in prompts):
        length += 1
    return max(length, 0)


def eos_ids(lm: Any, tokenizer: Any) -> set[int]:
    """The ids that end generation (the model's generation config, else the tokenizer's)."""
    config = getattr(lm, "generation_config", None)
    value = getattr(config, "eos_token_id", None) if config is not None else None
    if value is None:
        value = tokenizer.eos_token_id
    if value is None:
        return set()
    return {int(v) for v in value} if isinstance(value, (list, tuple)) else {int(value)}


def stop_is_final(text: str, stop: Sequence[str]) -> bool:
    """Whether ``text`` (decoded so far) already fixes the answer cut at its first stop string.

    The first stop string must end at least the longest stop's length before the end, so no
    stop string that starts earlier can still be completed by later tokens.
    """
    if not stop:
        return False
    firsts = [i for i in (text.find(s) for s in stop) if i != -1]
    return bool(firsts) and min(firsts) + max(len(s) for s in stop) <= len(text)


@dataclass
class SharedPrefix:
    """The shared prompt prefix and its key/value cache for one row (``None`` when empty)."""

    length: int
    cache: Any

    @classmethod
    def encode(cls, lm: Any, ids: Sequence[int], device: str) -> SharedPrefix:
        """Run the prefix through the model once."""
        import torch

        if not ids:
            return cls(0, None)
        from transformers import DynamicCache

        cache = DynamicCache()
        with torch.inference_mode():
            lm(
                input_ids=torch.tensor([list(ids)], device=device),
                past_key_values=cache,
                use_cache=True,
                **_keep_last(lm),
            )
        return cls(len(ids), cache)

    def for_batch(self, rows: int) -> Any:
        """A copy of the cache repeated for ``rows`` rows (a fresh cache when there is no prefix)."""
        from transformers import DynamicCache

        if self.cache is None:
            return DynamicCache()
        cache = copy.deepcopy(self.cache)
        cache.batch_repeat_interleave(rows)
        return cache


def _keep_last(lm: Any) -> dict[str, Any]:
    """``logits_to_keep=1`` for models whose forward takes it (only the last logits are needed)."""
    return (
        {"logits_to_keep": 1}
        if "logits_to_keep" in inspect.signature(lm.forward).parameters
        else {}
    )


@dataclass
class Decoder:
    """Greedy decoding settings for :func:`decode_batch`."""

    lm: Any
    tokenizer: Any
    device: str
    max_new_tokens: int
    stop: Sequence[str]
    check_every: int = 4
    shared: bool = True  # prefix keys/values stored once (gpt2, llama), else copied per row

    def __post_init__(self) -> None:
        self.eos = eos_ids(self.lm, self.tokenizer)
        self.pad = int(
            self.tokenizer.pad_token_id
            if self.tokenizer.pad_token_id is not None
            else next(iter(self.eos), 0)
        )
        self.keep = _keep_last(self.lm)
        self.shared = self.shared and use_shared_attention(self.lm)


def _layout(
    prefix: SharedPrefix, suffixes: Sequence[Sequence[int]], pad: int, device: str, shared: bool
) -> Any:
    """Input ids, attention mask and position ids of ``[prefix | padding | suffix]`` rows.

    With ``shared`` attention the mask covers only ``[padding | suffix]`` (the prefix is
    attended to apart); positions always continue after the prefix.
    """
    import torch

    width = max(len(s) for s in suffixes)
    offset = 0 if shared else prefix.length
    ids = torch.full((len(suffixes), width), pad, dtype=torch.long)
    mask = torch.zeros((len(suffixes), offset + width), dtype=torch.long)
    mask[:, :offset] = 1
    for row, suffix in enumerate(suffixes):
        ids[row, width - len(suffix) :] = torch.tensor(list(suffix), dtype=torch.long)
        mask[row, offset + width - len(suffix) :] = 1
    positions = (mask.cumsum(-1) - 1 + prefix.length - offset).clamp(min=0)[:, offset:]
    return ids.to(device), mask.to(device), positions.to(device)


@contextmanager
def _attention(lm: Any, shared: bool) -> Iterator[None]:
    """The model runs :func:`shared_prefix_attention` inside the block (when ``shared``)."""
    if not shared:
        yield
        return
    before = lm.config._attn_implementation
    lm.config._attn_implementation = SHARED_ATTENTION
    try:
        yield
    finally:
        lm.config._attn_implementation = before


def decode_batch(
    decoder: Decoder, prefix: SharedPrefix, suffixes: Sequence[Sequence[int]]
) -> list[list[int]]:
    """Greedy new tokens per row (end-of-text excluded), each prompt being ``prefix + suffix``."""
    import torch
    from transformers import DynamicCache

    lm, n, shared = decoder.lm, len(suffixes), decoder.shared and prefix.length > 0
    ids, mask, positions = _layout(prefix, suffixes, decoder.pad, decoder.device, shared)
    cache = DynamicCache() if shared else prefix.for_batch(n)
    extra = {"shared_prefix": prefix} if shared else {}
    generated: list[list[int]] = [[] for _ in range(n)]
    active = list(range(n))  # original row of each row still in the batch
    eos = torch.tensor(sorted(decoder.eos) or [-1], device=decoder.device)
    with torch.inference_mode(), _attention(lm, shared):
        for step in range(decoder.max_new_tokens):
            logits = lm(
                input_ids=ids,
                attention_mask=mask,
                position_ids=positions,
                past_key_values=cache,
                use_cache=True,
                **decoder.keep,
                **extra,
            ).logits[:, -1, :]
            tokens = logits.argmax(-1)
            ended = torch.isin(tokens, eos).tolist()
            done = []
            for slot, (row, token, is_eos) in enumerate(
                zip(active, tokens.tolist(), ended, strict=True)
            ):
                if is_eos:
                    done.append(slot)
                else:
                    generated[row].append(token)
            if (step + 1) % decoder.check_every == 0:
                done = sorted(set(done) | set(_stopped(decoder, generated, active)))
            if len(done) == len(active) or step + 1 == decoder.max_new_tokens:
                break
            if done:
                keep = [s for s in range(len(active)) if s not in set(done)]
                index = torch.tensor(keep, device=decoder.device)
                cache.batch_select_indices(index)
                tokens, mask, positions = tokens[index], mask[index], positions[index]
                active = [active[s] for s in keep]
            ids = tokens[:, None]
            mask = torch.cat([mask, mask.new_ones((len(active), 1))], dim=1)
            positions = positions[:, -1:] + 1
    return generated


def _stopped(decoder: Decoder, generated: list[list[int]], active: list[int]) -> list[int]:
    """Slots of the active rows whose decoded text already holds a final stop string."""
    texts = decoder.tokenizer.batch_decode(
        [generated[row] for row in active], skip_special_tokens=True
    )
    return [slot for slot, text in enumerate(texts) if stop_is_final(text, decoder.stop)]


def kv_bytes_per_token(lm: Any) -> int:
    """Bytes of key/value cache one token takes across all layers."""
    config = lm.config
    layers = int(getattr(config, "num_hidden_layers", 0) or 1)
    heads = int(getattr(config, "num_attention_heads", 0) or 1)
    kv_heads = int(getattr(config, "num_key_value_heads", None) or heads)
    hidden = int(getattr(config, "hidden_size", 0) or heads * 64)
    head_dim = int(getattr(config, "head_dim", None) or hidden // heads)
    element = next(lm.parameters()).element_size()
    return 2 * layers * kv_heads * head_dim * element


def auto_batch_size(
    lm: Any, device: str, prefix_tokens: int, suffix_tokens: int, max_new_tokens: int
) -> int:
    """Rows per batch from free memory (GPU) or a token budget (CPU).

    A GPU row holds its copy of the prefix cache, its suffix and answer cache, the prefill
    activations of its suffix and one row of float32 logits; half the free memory goes to
    rows, at most 1,024 of them. On CPU, where time rather than memory bounds the batch, a
    batch holds about 4,096 suffix-and-answer tokens (between 8 and 128 rows).
    """
    own = suffix_tokens + max_new_tokens
    if device.startswith("cuda"):
        import torch

        free, _ = torch.cuda.mem_get_info(torch.device(device))
        config = lm.config
        hidden = int(getattr(config, "hidden_size", 0) or 1024)
        vocab = int(getattr(config, "vocab_size", 0) or 32000)
        element = next(lm.parameters()).element_size()
        per_row = (
            kv_bytes_per_token(lm) * (prefix_tokens + own)
            + 8 * hidden * suffix_tokens * element
            + 4 * vocab
        )
        return max(1, min(1024, int(0.5 * free // per_row)))
    return max(8, min(128, 4096 // max(own, 1)))


SHARED_ATTENTION = "hanker_shared_prefix"
SHARED_ATTENTION_MODELS = frozenset({"gpt2", "llama"})


def shared_prefix_attention(
    module: Any,
    query: Any,
    key: Any,
    value: Any,
    attention_mask: Any,
    scaling: float | None = None,
    dropout: float = 0.0,
    shared_prefix: SharedPrefix | None = None,
    **kwargs: Any,
) -> tuple[Any, None]:
    """Attention over ``[shared prefix | own tokens]`` with the prefix keys stored once, not per row.

    ``key``/``value`` hold each row's own tokens (suffix and answer); the prefix's keys and
    values (one row) meet the queries of every row in one matrix product per head, and one
    softmax spans both parts, so the result is that of attention over the whole prompt.
    """
    import torch

    batch, heads, length, dim = query.shape
    layer = shared_prefix.cache.layers[module.layer_idx] if shared_prefix else None
    scale = scaling if scaling is not None else dim**-0.5
    if key.shape[1] != heads:  # grouped-query attention
        key = key.repeat_interleave(heads // key.shape[1], dim=1)
        value = value.repeat_interleave(heads // value.shape[1], dim=1)
    own = torch.matmul(query, key.transpose(-1, -2)) * scale
    if attention_mask is None:
        causal = torch.ones(length, key.shape[2], dtype=torch.bool, device=query.device)
        attention_mask = causal.tril(key.shape[2] - length)
    if attention_mask.dtype == torch.bool:
        own = own.masked_fill(~attention_mask, torch.finfo(own.dtype).min)
    else:
        own = own + attention_mask
    if layer is None:
        probs = torch.softmax(own.float(), dim=-1).to(query.dtype)
        return torch.matmul(probs, value).transpose(1, 2).contiguous(), None
    prefix_keys, prefix_values = layer.keys[0], layer.values[0]  # (kv heads, P, dim)
    if prefix_keys.shape[0] != heads:
        prefix_keys = prefix_keys.repeat_interleave(heads // prefix_keys.shape[0], dim=0)
        prefix_values = prefix_values.repeat_interleave(heads // prefix_values.shape[0], dim=0)
    rows = query.transpose(0, 1).reshape(heads, batch * length, dim)
    shared = torch.matmul(rows, prefix_keys.transpose(-1, -2)) * scale  # (heads, B*L, P)
    shared = shared.reshape(heads, batch, length, -1).transpose(0, 1)
    probs = torch.softmax(torch.cat([shared, own], dim=-1).float(), dim=-1).to(query.dtype)
    width = shared.shape[-1]
    from_prefix = torch.matmul(
        probs[..., :width].transpose(0, 1).reshape(heads, batch * length, width), prefix_values
    ).reshape(heads, batch, length, dim)
    out = from_prefix.transpose(0, 1) + torch.matmul(probs[..., width:], value)
    return out.transpose(1, 2).contiguous(), None


def use_shared_attention(lm: Any) -> bool:
    """Register :func:`shared_prefix_attention` and say whether ``lm``'s architecture can use it."""
    if getattr(lm.config, "model_type", None) not in SHARED_ATTENTION_MODELS:
        return False
    from transformers import AttentionInterface
    from transformers.masking_utils import ALL_MASK_ATTENTION_FUNCTIONS, sdpa_mask

    AttentionInterface.register(SHARED_ATTENTION, shared_prefix_attention)
    ALL_MASK_ATTENTION_FUNCTIONS.register(SHARED_ATTENTION, sdpa_mask)
    return True
