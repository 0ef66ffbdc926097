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
            from hanker.errors import ConfigError

            raise ConfigError(
                f"unknown torch dtype {requested!r} (float32, float16, bfloat16)"
            ) from None
    if device.startswith("cuda"):
        return torch.bfloat16 if torch.cuda.is_bf16_supported() else torch.float16
    return torch.float32
