"""The record types every layer passes around: QA pairs and few-shot examples.

(The fact record is :mod:`hanker.core.fact`; an audit case and an evaluation record are JSON
objects documented in docs/formats.md.)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class FewShot:
    """One in-context example."""

    question: str
    answer: str


@dataclass(frozen=True)
class QAPair:
    """A question with its reference answer; ``meta`` keeps dataset extras (edge, perturbed answers)."""

    id: str
    question: str
    answer: str
    meta: Mapping[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """``{question, answer, ...}`` in the MUSE/TOFU/PISTOL shape."""
        return {"id": self.id, "question": self.question, "answer": self.answer, **dict(self.meta)}
