"""Target models (one registry): ``hf`` (transformers causal LM, batched) and ``openai`` (completion/chat endpoint).

Also the model utilities: tiny models built from a config (``tiny``), devices and precision
(``device``), sentence embeddings (``embeddings``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hanker.models.base import FewShot, TargetModel, format_prompt
from hanker.registry import Registry

TARGETS: Registry[Callable[..., TargetModel]] = Registry(
    "target model backend", group="hanker.targets"
)
TARGETS.register(
    "hf",
    "hanker.models.hf_target:HFTarget",
    "transformers causal LM (hub id, local path, LoRA adapter folder)",
)
TARGETS.register(
    "openai",
    "hanker.models.openai_target:OpenAITarget",
    "OpenAI-compatible completion or chat endpoint",
)

__all__ = ["TARGETS", "FewShot", "TargetModel", "format_prompt", "make_target"]


def make_target(backend: str, **options: Any) -> TargetModel:
    """Instantiate the target-model backend ``backend``."""
    return TARGETS.create(backend, **options)
