"""Device and precision choices shared by the model backends."""

from __future__ import annotations

from typing import Any


def pick_device(requested: str | None = None) -> str:
    """``requested`` if given, else ``cuda`` when available, else ``cpu``."""
    if requested:
        return requested
    import torch

    return "cuda" if torch.cuda.is_available() else "cpu"


def pick_dtype(device: str, requested: str | None = None) -> Any:
    """Half precision on GPU (bfloat16 where supported), float32 on CPU, unless ``requested``."""
    import torch

    if requested:
        try:
            return getattr(torch, requested)
        except AttributeError:
            from hanker.core.errors import ConfigError

            raise ConfigError(
                f"unknown torch dtype {requested!r} (float32, float16, bfloat16)"
            ) from None
    if device.startswith("cuda"):
        return torch.bfloat16 if torch.cuda.is_bf16_supported() else torch.float16
    return torch.float32


PRECISIONS = ("auto", "fp32", "bf16")


def resolve_precision(device: str, requested: str = "auto") -> str:
    """``bf16`` or ``fp32`` for training: ``auto`` is bf16 on a CUDA device that has it, else fp32."""
    import torch

    if requested not in PRECISIONS:
        from hanker.core.errors import ConfigError

        raise ConfigError(f"unknown precision {requested!r}; choose from {', '.join(PRECISIONS)}")
    cuda = device.startswith("cuda")
    if requested == "auto":
        return "bf16" if cuda and torch.cuda.is_bf16_supported() else "fp32"
    if requested == "bf16" and cuda and not torch.cuda.is_bf16_supported():
        from hanker.core.errors import ConfigError

        raise ConfigError(f"{device} does not support bfloat16; use --precision fp32")
    return requested


def autocast(device: str, precision: str) -> Any:
    """A bfloat16 autocast context for ``bf16`` (mixed precision), a no-op for ``fp32``."""
    import contextlib

    import torch

    if precision == "bf16":
        return torch.autocast(device_type=device.split(":")[0], dtype=torch.bfloat16)
    return contextlib.nullcontext()


def adamw(parameters: Any, lr: float, weight_decay: float, device: str) -> Any:
    """AdamW, fused into one kernel per step on CUDA (torch's ``fused=True``), else ``foreach``."""
    import torch

    params = list(parameters)
    if device.startswith("cuda"):
        return torch.optim.AdamW(params, lr=lr, weight_decay=weight_decay, fused=True)
    return torch.optim.AdamW(params, lr=lr, weight_decay=weight_decay, foreach=True)


class Throughput:
    """Tokens per second and peak memory of a training run, for its manifest."""

    def __init__(self, device: str) -> None:
        import time

        import torch

        self.device = device
        self.tokens = 0
        self.started = time.perf_counter()
        if device.startswith("cuda"):
            torch.cuda.reset_peak_memory_stats(device)

    def add(self, *masks: Any) -> None:
        """Count the real (unpadded) tokens of the attention masks of the batches just run."""
        self.tokens += sum(int(m.sum()) for m in masks if m is not None)

    def summary(self) -> dict[str, Any]:
        """``tokens``, ``seconds``, ``tokens_per_second`` and ``peak_memory_mb`` (device or process)."""
        import resource
        import time

        import torch

        seconds = max(time.perf_counter() - self.started, 1e-9)
        if self.device.startswith("cuda"):
            peak, where = torch.cuda.max_memory_allocated(self.device) / 2**20, "cuda"
        else:  # the process's peak resident set (Linux reports KiB)
            peak, where = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, "process rss"
        return {
            "tokens": self.tokens,
            "seconds": round(seconds, 3),
            "tokens_per_second": round(self.tokens / seconds, 1),
            "peak_memory_mb": round(peak, 1),
            "peak_memory_of": where,
            "optimizer": "adamw fused" if self.device.startswith("cuda") else "adamw foreach",
        }
