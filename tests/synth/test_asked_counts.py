"""Count answers cut to the number the question asks (synth.asked_counts)."""

from __future__ import annotations

import pytest

from hanker.synth.asked_counts import asked_count_answer
from hanker.synth.base import CaseCandidate


@pytest.mark.parametrize(
    ("question", "answer", "cut"),
    [
        (
            "How many solar panels does the ferry carry?",
            "about 300 solar panels fixed to its roof",
            "about 300",
        ),
        ("How many goals did Ana Ruiz score?", "three goals in the final", "three"),
        # a rate after the counted noun stays with the count
        ("How many trains is Nordrail cancelling?", "about 40 trains a day", "about 40 a day"),
    ],
)
def test_the_answer_is_cut_to_the_number(question: str, answer: str, cut: str) -> None:
    assert asked_count_answer(CaseCandidate(question, answer)).answer == cut


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("How many solar panels does the ferry carry?", "300"),  # already the number
        ("How many people did the hall hold?", "300 seated guests"),  # another noun
        ("What did the party win?", "41 seats in the vote"),  # no count asked
    ],
)
def test_other_answers_are_left_alone(question: str, answer: str) -> None:
    assert asked_count_answer(CaseCandidate(question, answer)).answer == answer
