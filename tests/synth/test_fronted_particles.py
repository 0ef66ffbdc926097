"""A fronted adjunct's particle-like adverb leaves the question
(:mod:`hanker.synth.fronted_particles`, ``template.v45``)."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import WrittenQuestion, write_question


@pytest.mark.parametrize(
    ("sentence", "answer", "head", "relation", "expected"),
    [
        (
            "Back in 2019, Ann Holt phoned Orvik Steel about the deal.",
            "Orvik Steel",
            "Ann Holt",
            "phone",
            "What did Ann Holt phone about the deal in 2019?",
        ),
        (
            "Back in March, Ann Holt took the Orvik Cup.",
            "Ann Holt",
            "the Orvik Cup",
            "take",
            "Who took the Orvik Cup in March?",
        ),
        (
            "Up in the hills, the rebels built Camp Alpha.",
            "Camp Alpha",
            "the rebels",
            "build",
            "What did the rebels build in the hills?",
        ),
    ],
)
def test_fronted_particle_left_out(
    sentence: str, answer: str, head: str, relation: str, expected: str
) -> None:
    written = write_question(sentence, answer, head=head, relation=relation)
    assert isinstance(written, WrittenQuestion)
    assert written.question == expected
