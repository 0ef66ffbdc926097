"""A preposition whose measure the question leaves out ("five years after X") goes with it,
so that it neither says another time nor reads as a date's; on sentences written for these
tests."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import WrittenQuestion, write_question

WRITTEN = [
    # (sentence, answer, expected question)
    (
        "In Norway, two years after the king's death, in 1850 Harold Finch printed a new map.",
        "Harold Finch",
        "Who printed a new map in Norway in 1850?",
    ),
    (
        "In Denmark, six months after the fire, in 1795 Ruth Hale opened a new school.",
        "Ruth Hale",
        "Who opened a new school in Denmark in 1795?",
    ),
    # a measure the question keeps keeps its preposition
    (
        "Three weeks after the flood, Harold Finch rebuilt the bridge in 1921.",
        "Harold Finch",
        "Who rebuilt the bridge in 1921 three weeks after the flood?",
    ),
]


@pytest.mark.parametrize(("sentence", "answer", "question"), WRITTEN)
def test_measured_preposition_kept_whole(sentence: str, answer: str, question: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, WrittenQuestion), written
    assert written.question == question
