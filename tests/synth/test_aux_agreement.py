"""The fronted auxiliary agrees with the subject's head, not with the source's slip; on
sentences written for these tests."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import WrittenQuestion, write_question

WRITTEN = [
    # (sentence, answer, expected question)
    (
        "The old rules for each fishing zone was approved by the regional council in 2004.",
        "the regional council",
        "By whom were the old rules for each fishing zone approved in 2004?",
    ),
    (
        "Local festivals in many coastal towns has been cancelled by the health authority.",
        "the health authority",
        "By what have local festivals in many coastal towns been cancelled?",
    ),
    # a proper plural may name one thing: the source's verb stays
    (
        "The United States is governed by a federal constitution.",
        "a federal constitution",
        "By what is the United States governed?",
    ),
]


@pytest.mark.parametrize(("sentence", "answer", "question"), WRITTEN)
def test_fronted_aux_agrees(sentence: str, answer: str, question: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, WrittenQuestion), written
    assert written.question == question
