"""A light verb's preposition stays with its verb ("What was X asked to look into?"), and a
motion verb's goal is not asked "to what"; on sentences written for these tests."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import Rejection, WrittenQuestion, write_question

WRITTEN = [
    # (sentence, answer, expected question)
    (
        "The inspector was asked to look into the collapse of the bridge in March.",
        "the collapse of the bridge",
        "What was the inspector asked to look into in March?",
    ),
    (
        "Dr Lena Brandt works for a small charity in Bristol.",
        "a small charity",
        "What does Dr Lena Brandt work for in Bristol?",
    ),
    (
        "Idris Cole looked after the stables of Lord Harwood.",
        "the stables of Lord Harwood",
        "What did Idris Cole look after?",
    ),
    (
        "The initials stand for the name of the founder.",
        "the name of the founder",
        "What do the initials stand for?",
    ),
]


@pytest.mark.parametrize(("sentence", "answer", "question"), WRITTEN)
def test_light_verb_preposition_stranded(sentence: str, answer: str, question: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, WrittenQuestion), written
    assert written.question == question


REJECTED = [
    # (sentence, answer, reason)
    # "What did X work for for ten years?" reads as a slip
    (
        "Lena Brandt worked for the city council for ten years.",
        "the city council",
        "stranded preposition before the same word",
    ),
    # "Through what did the plan come?", "To what did the twins go?": no thing is asked
    (
        "The plan came through a long review.",
        "a long review",
        "motion verb's goal asked with 'what'",
    ),
    (
        "The twins went to the summer fair with their uncle.",
        "the summer fair",
        "motion verb's goal asked with 'what'",
    ),
]


@pytest.mark.parametrize(("sentence", "answer", "reason"), REJECTED)
def test_light_or_motion_verb_rejected(sentence: str, answer: str, reason: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, Rejection), written
    assert written.reason == reason
