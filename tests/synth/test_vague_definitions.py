"""A "What is X?" answered by a description that leans on the passage is rejected
(:mod:`hanker.synth.vague_definitions`)."""

from __future__ import annotations

import pytest

from hanker.synth.vague_answers import vague_answer

_SENTENCE = "Shares fell after the failure of Orvik Bank, the region's third-largest lender."


@pytest.mark.parametrize(
    ("question", "answer", "expected"),
    [
        (
            "What is Orvik Bank?",
            "the region's third-largest lender",
            "definition leans on the passage",
        ),
        ("What was Delta Mills?", "the town's biggest employer", "definition leans on the passage"),
        ("What is Orvik Bank?", "the world's oldest bank", None),  # the owner is named outright
        ("Who is Ann Holt?", "the club's coach", None),  # a person's role
    ],
)
def test_passage_definition(question: str, answer: str, expected: str | None) -> None:
    assert vague_answer(question, answer, _SENTENCE) == expected
