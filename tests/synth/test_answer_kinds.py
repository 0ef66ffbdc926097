"""Questions whose wh-word does not fit their answer's kind; cases written for these tests."""

from __future__ import annotations

import pytest

from hanker.synth.answer_kinds import kind_problem
from hanker.synth.case_shapes import shape_problem


@pytest.mark.parametrize(
    ("question", "answer", "reason"),
    [
        ("What is Tom Hale?", "52", "role question answered by a number"),
        ("Who does Ms Lowe have?", "a son Ed with Ray", "vague possession question"),
        ("What did the gang take from the depot?", "over £3m", "amount asked with what"),
        ("What did the robbers steal?", "$40,000", "amount asked with what"),
        ("Where did the protesters tread?", "a Bible", "where answered by a thing or a time"),
        ("Where was Ms Ray seen?", "about 10:30 BST", "where answered by a thing or a time"),
    ],
)
def test_wh_word_that_does_not_fit_is_rejected(question: str, answer: str, reason: str) -> None:
    assert kind_problem(question, answer) == reason
    assert shape_problem(question, answer, "A sentence the case came from.") == reason


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("What is Tom Hale?", "a retired teacher"),
        ("How much did the gang take?", "over £3m"),
        ("What was the fine?", "£500"),
        ("Where did the protesters gather?", "Leeds"),
        ("Where did the pair meet?", "a cafe in Hull"),
        ("Who does Ms Lowe support?", "Leeds United"),
    ],
)
def test_fitting_wh_word_is_kept(question: str, answer: str) -> None:
    assert kind_problem(question, answer) is None
