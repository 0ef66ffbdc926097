"""Target models answer audit questions; prompts follow MUSE's knowmem format.

Prompt (documented, MUSE's): for each few-shot example ``Question: {q}\\nAnswer: {a}\\n\\n``,
then ``Question: {q}\\nAnswer: ``. Answers are cut at the first stop string
(``"\\n\\n"``, ``"\\nQuestion"``, ``"Question:"`` by default) and stripped.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from hanker.core.records import FewShot

DEFAULT_STOP = ("\n\n", "\nQuestion", "Question:")
PROMPT_FORMAT = "muse-knowmem.v1"


def fewshot_prefix(examples: Sequence[FewShot]) -> str:
    """The few-shot block that precedes every question."""
    return "".join(f"Question: {e.question}\nAnswer: {e.answer}\n\n" for e in examples)


def format_prompt(
    question: str, examples: Sequence[FewShot] = (), prefix: str | None = None
) -> str:
    """The full prompt of one question (``prefix`` is the precomputed few-shot block)."""
    return (
        fewshot_prefix(examples) if prefix is None else prefix
    ) + f"Question: {question}\nAnswer: "


def cut_at_stop(text: str, stop: Sequence[str]) -> str:
    """The answer up to the first stop string, stripped."""
    cut = len(text)
    for s in stop:
        position = text.find(s)
        if position != -1:
            cut = min(cut, position)
    return text[:cut].strip()


class TargetModel(Protocol):
    """A model under audit."""

    name: str
    info: dict[str, Any]

    def answer(self, questions: Sequence[str], examples: Sequence[FewShot] = ()) -> list[str]:
        """Greedy answers, in question order."""
        ...
