"""The span of an ordinal count asked as if it framed one event (ordinal_spans)."""

from __future__ import annotations

import pytest

from hanker.synth.case_wording import wording_problem
from hanker.synth.ordinal_spans import ordinal_span


@pytest.mark.parametrize(
    ("question", "answer", "sentence"),
    [
        (
            "In how many seasons did Westport Rovers reach the cup final for the second time?",
            "three seasons",
            "Westport Rovers reached the cup final for the second time in three seasons.",
        ),
        (
            "In how many years did Mia Sato win her title?",
            "four years",
            "Mia Sato won her third title in four years on Sunday.",
        ),
        (
            "Within how many games did the Hawks lose?",
            "six games",
            "The Hawks lost for the fifth time in the last six games.",
        ),
    ],
)
def test_ordinal_span_asked(question: str, answer: str, sentence: str) -> None:
    assert ordinal_span(question, answer, sentence) == "span of an ordinal count asked"
    assert wording_problem(question, answer, sentence) == "span of an ordinal count asked"


@pytest.mark.parametrize(
    ("question", "answer", "sentence"),
    [
        (  # a plain duration
            "In how many days was the bridge rebuilt?",
            "nine days",
            "The bridge was rebuilt in nine days after the flood.",
        ),
        (  # the ordinal is not the count the span measures
            "In how many minutes did Mia Sato finish her first race?",
            "40 minutes",
            "Mia Sato finished her first race in 40 minutes.",
        ),
        (  # not a span question
            "How many titles has Mia Sato won?",
            "three",
            "Mia Sato won her third title in four years on Sunday.",
        ),
    ],
)
def test_plain_span_kept(question: str, answer: str, sentence: str) -> None:
    assert ordinal_span(question, answer, sentence) is None
