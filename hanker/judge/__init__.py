"""Judges (one registry): ``rouge`` (recall, F1), ``nli`` (entailment classifier), ``embedding`` (cosine)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from hanker.core.registry import Registry
from hanker.judge.base import BaseJudge, Judge, JudgeResult

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

__all__ = ["FLAT_JUDGE_OPTIONS", "JUDGES", "BaseJudge", "Judge", "JudgeResult", "make_judge"]

# The flat settings of ``hanker evaluate`` and of a run's ``[evaluate]`` table, and the
# ``judge_options[judge][option]`` each one sets. A new judge needs no line here: its options
# go in ``judge_options`` (``[evaluate.judge_options.NAME]``).
FLAT_JUDGE_OPTIONS: dict[str, tuple[str, str]] = {
    "rouge_threshold": ("rouge", "threshold"),
    "nli_model": ("nli", "model"),
    "nli_threshold": ("nli", "threshold"),
    "embedding_model": ("embedding", "model"),
    "embedding_threshold": ("embedding", "threshold"),
}


def judge_options_from_flat(
    flat: Mapping[str, Any], judge_options: Mapping[str, Mapping[str, Any]] | None = None
) -> dict[str, dict[str, Any]]:
    """``judge_options`` with the flat settings (``rouge_threshold = 0.9``) merged in.

    A setting that is None is left out (the judge's default); ``judge_options`` wins where
    both give the same option.
    """
    out = {name: dict(options) for name, options in (judge_options or {}).items()}
    for key, value in flat.items():
        if value is None:
            continue
        judge, option = FLAT_JUDGE_OPTIONS[key]
        out.setdefault(judge, {}).setdefault(option, value)
    return out


def make_judge(name: str, **options: Any) -> Judge:
    """Instantiate the judge registered as ``name``."""
    return JUDGES.create(name, **options)
