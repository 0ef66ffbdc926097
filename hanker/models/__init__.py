"""Target models (one registry): ``hf`` (transformers causal LM, batched) and ``openai`` (completion/chat endpoint).

Also the model utilities: tiny models built from a config (``tiny``), devices and precision
(``device``), sentence embeddings (``embeddings``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from hanker.core.records import FewShot
from hanker.core.registry import Registry
from hanker.models.base import TargetModel, format_prompt

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

__all__ = ["TARGETS", "FewShot", "TargetModel", "format_prompt", "make_target", "target_options"]


def target_options(backend: str, settings: Mapping[str, Any]) -> dict[str, Any]:
    """The ``settings`` (the CLI's generation and server settings) that ``backend`` takes.

    A setting is kept when the backend's factory has a parameter of that name and its value
    is not None: ``batch_size`` reaches ``hf``, ``base_url`` and ``mode`` reach ``openai``,
    and a new backend receives the ones it declares, with no line in the CLI.
    """
    import inspect

    factory = TARGETS.get(backend)
    parameters = inspect.signature(factory).parameters
    return {k: v for k, v in settings.items() if k in parameters and v is not None}


def reads_local_path(backend: str) -> bool:
    """Whether ``backend``'s model name is a local folder or hub id (the CLI checks it exists)."""
    return bool(getattr(TARGETS.get(backend), "reads_local_path", False))


def make_target(backend: str, **options: Any) -> TargetModel:
    """Instantiate the target-model backend ``backend``."""
    return TARGETS.create(backend, **options)
