"""A clock time is answered with its day (:mod:`hanker.synth.clock_times`, ``template.v38``).
Sentences written for these tests."""

from __future__ import annotations

import pytest

from hanker.synth.base import CaseCandidate
from hanker.synth.clock_times import clock_with_day


@pytest.mark.parametrize(
    ("sentence", "question", "answer", "expected"),
    [
        (
            "The flood warning lasts until 06:00 BST on Thursday.",
            "Until when does the flood warning last on Thursday?",
            "06:00 BST",
            ("Until when does the flood warning last?", "06:00 BST on Thursday"),
        ),
        (
            "The ferry left at 9.30pm on 4 March, the coastguard said.",
            "At what time did the ferry leave on 4 March?",
            "9.30pm",
            ("At what time did the ferry leave?", "9.30pm on 4 March"),
        ),
    ],
)
def test_the_day_joins_a_clock_time(
    sentence: str, question: str, answer: str, expected: tuple[str, str]
) -> None:
    moved = clock_with_day(CaseCandidate(question, answer), sentence)
    assert (moved.question, moved.answer) == expected


@pytest.mark.parametrize(
    ("sentence", "question", "answer"),
    [
        # no day after the time
        ("The warning lasts until 06:00 BST.", "Until when does the warning last?", "06:00 BST"),
        # not a clock time
        (
            "The club signed 4 players on Thursday.",
            "How many players did the club sign on Thursday?",
            "4",
        ),
        # the day is part of a longer time phrase
        (
            "The warning lasts until 06:00 BST on Thursday morning.",
            "Until when does the warning last on Thursday?",
            "06:00 BST",
        ),
        # the day is not in the question
        (
            "The ferry left at 9.30pm on 4 March.",
            "At what time did the ferry leave?",
            "9.30pm",
        ),
    ],
)
def test_other_answers_stay(sentence: str, question: str, answer: str) -> None:
    case = CaseCandidate(question, answer)
    assert clock_with_day(case, sentence) == case
