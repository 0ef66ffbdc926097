"""Judges (one registry): ``rouge`` (recall, F1), ``nli`` (entailment classifier), ``embedding`` (cosine)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hanker.judge.base import Judge, JudgeResult
from hanker.registry import Registry

JUDGES: Registry[Callable[..., Judge]] = Registry("judge", group="hanker.judges")
JUDGES.register(
    "rouge",
    "hanker.judge.rouge:RougeJudge",
    "ROUGE-1/ROUGE-L recall and F1 of the reference against the prediction",
)
JUDGES.register(
    "nli",
    "hanker.judge.nli:NLIJudge",
    "entailment probability from a sequence classifier (default tasksource/deberta-small-long-nli)",
)
JUDGES.register(
    "embedding",
    "hanker.judge.embedding:EmbeddingJudge",
    "cosine of sentence embeddings (MiniLM, offline)",
)

__all__ = ["JUDGES", "Judge", "JudgeResult", "make_judge"]


def make_judge(name: str, **options: Any) -> Judge:
    """Instantiate the judge registered as ``name``."""
    return JUDGES.create(name, **options)
