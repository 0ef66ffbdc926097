"""A passive's person agent under "also" is one of several (:mod:`hanker.synth.also_agents`)."""

from __future__ import annotations

import pytest

from hanker.synth.vague_answers import vague_answer


@pytest.mark.parametrize(
    ("question", "answer", "sentence", "expected"),
    [
        (
            "By whom was Ms Reyes endorsed?",
            "councillor Tom Hale",
            "Ms Reyes was also endorsed by councillor Tom Hale, a former rival.",
            "other answers signalled by also",
        ),
        (  # no "also": one agent
            "By whom was Ms Reyes endorsed?",
            "councillor Tom Hale",
            "Ms Reyes was endorsed by councillor Tom Hale, a former rival.",
            None,
        ),
        (  # a thing as the agent names the cause asked
            "By what was Orvik Port closed?",
            "high winds",
            "Orvik Port was also closed by high winds on Monday.",
            None,
        ),
    ],
)
def test_also_agent(question: str, answer: str, sentence: str, expected: str | None) -> None:
    assert vague_answer(question, answer, sentence) == expected
