"""Question synthesis (HANKER stage 3): per fact, audit cases from the fact and its source passage."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hanker.core.registry import Registry
from hanker.synth.base import CaseCandidate, QuestionGenerator, SynthesisInput

GENERATORS: Registry[Callable[..., QuestionGenerator]] = Registry(
    "question generator", group="hanker.generators"
)
GENERATORS.register(
    "template",
    "hanker.synth.template:TemplateGenerator",
    "relation-aware question templates (offline default)",
)
GENERATORS.register(
    "openai", "hanker.synth.llm:openai_generator", "an OpenAI-compatible LLM with the qa prompt"
)
GENERATORS.register(
    "hf", "hanker.synth.llm:hf_generator", "a local transformers chat model with the qa prompt"
)

__all__ = ["GENERATORS", "CaseCandidate", "QuestionGenerator", "SynthesisInput", "make_generator"]


def make_generator(name: str, **options: Any) -> QuestionGenerator:
    """Instantiate the question generator registered as ``name``."""
    return GENERATORS.create(name, **options)
