"""The question-generator protocol: a fact plus its passage in, candidate question/answer pairs out."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True)
class SynthesisInput:
    """One fact to write audit questions for, with the passage it came from."""

    fact_id: str
    head: str
    relation: str
    tail: str
    context: str  # the passage shown to the generator (the chunk, as the source words it)
    sentence: str  # the evidence sentence, as the source words it
    source: dict[str, Any]
    resolved: str = ""  # the evidence sentence, coreference resolved (names for pronouns)
    subject: str = ""  # what the document is about, when it has one (a contract's agreement)


@dataclass(frozen=True)
class CaseCandidate:
    """A question/answer pair proposed by a generator, before validation."""

    question: str
    answer: str
    kind: str = "question"  # "question" (a knowledge question) or "cloze" (a blanked sentence)
    answer_type: str = ""  # person, organisation, place, date, number, money, ... ("" unknown)
    rejected: str = ""  # the writer's reason when it could write no clean question

    def to_dict(self) -> dict[str, str]:
        """The candidate as stored in the reply cache (defaults left out)."""
        row = {"question": self.question, "answer": self.answer}
        row.update(
            {
                k: v
                for k, v in (
                    ("kind", self.kind),
                    ("answer_type", self.answer_type),
                    ("rejected", self.rejected),
                )
                if v and v != "question"
            }
        )
        return row

    @classmethod
    def from_dict(cls, row: dict[str, str]) -> CaseCandidate:
        """A candidate from its cache row."""
        return cls(
            row["question"],
            row["answer"],
            row.get("kind", "question"),
            row.get("answer_type", ""),
            row.get("rejected", ""),
        )


class QuestionGenerator(Protocol):
    """A backend that proposes audit questions (an LLM, or templates)."""

    backend: str
    model: str | None
    prompt_version: str

    def generate(self, items: Sequence[SynthesisInput]) -> Sequence[list[CaseCandidate] | None]:
        """Candidate pairs for each input, in input order (None when no usable reply came back)."""
        ...
