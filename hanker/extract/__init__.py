"""Triple extractors (one registry): ``spacy`` (offline default), ``rebel`` (the paper's), ``llm``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hanker.core.registry import Registry
from hanker.extract.base import ExtractionStats, Extractor, RawTriple

EXTRACTORS: Registry[Callable[..., Extractor]] = Registry("extractor", group="hanker.extractors")
EXTRACTORS.register(
    "spacy",
    "hanker.extract.spacy_patterns:SpacyExtractor",
    "dependency and entity patterns (offline default)",
)
EXTRACTORS.register(
    "rebel",
    "hanker.extract.rebel:RebelExtractor",
    "REBEL seq2seq (Babelscape/rebel-large or a local path)",
)
EXTRACTORS.register(
    "llm",
    "hanker.extract.llm:LLMExtractor",
    "an OpenAI-compatible (or local) chat model, JSON triples",
)

__all__ = ["EXTRACTORS", "ExtractionStats", "Extractor", "RawTriple", "make_extractor"]


def make_extractor(name: str, **options: Any) -> Extractor:
    """Instantiate the extractor registered as ``name`` with its options."""
    return EXTRACTORS.create(name, **options)
