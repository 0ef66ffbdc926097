"""A sentence's first word that is a name the tagger misread keeps its capital, and
"thereafter" (a point the question does not carry) is left out; on sentences written for
these tests."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import WrittenQuestion, write_question

WRITTEN = [
    # (sentence, answer, expected question)
    # a bare adjective heading the subject is a name
    (
        "Lillian thereafter uses Hank Rearden for social advancement.",
        "Hank Rearden",
        "Who does Lillian use for social advancement?",
    ),
    # a word written with its capital again in the sentence is a name
    (
        "Faith visited Paul Larkin in Leeds, where Faith lived.",
        "Paul Larkin",
        "Who did Faith visit in Leeds?",
    ),
    (
        "The inspector thereafter questioned Paul Larkin about the fire.",
        "Paul Larkin",
        "Who did the inspector question about the fire?",
    ),
    # an opening "So" links to the sentence before: no "so" at the question's end
    (
        "So the inspector questioned Paul Larkin about the fire.",
        "Paul Larkin",
        "Who did the inspector question about the fire?",
    ),
]


@pytest.mark.parametrize(("sentence", "answer", "question"), WRITTEN)
def test_initial_name_kept(sentence: str, answer: str, question: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, WrittenQuestion), written
    assert written.question == question
