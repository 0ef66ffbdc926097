"""A fronted one-word adverb of time goes before the question's verb, not to its end
(:mod:`hanker.synth.preverbal_adverbs`, ``template.v40``)."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import WrittenQuestion, write_question


@pytest.mark.parametrize(
    ("sentence", "answer", "head", "relation", "expected"),
    [
        (
            "Eventually Maria Lopez married a fisherman from Porto.",
            "a fisherman from Porto",
            "Maria Lopez",
            "marry",
            "Who did Maria Lopez eventually marry?",
        ),
        (  # a subject question: the adverb stays before the verb too
            "Eventually Maria Lopez married a fisherman from Porto.",
            "Maria Lopez",
            "a fisherman from Porto",
            "marry",
            "Who eventually married a fisherman from Porto?",
        ),
        (  # after the subject, before the verb's own auxiliary
            "Soon the company had been sold to a rival group in Ohio.",
            "a rival group in Ohio",
            "the company",
            "sell to",
            "To what had the company soon been sold?",
        ),
    ],
)
def test_fronted_adverb_before_the_verb(
    sentence: str, answer: str, head: str, relation: str, expected: str
) -> None:
    written = write_question(sentence, answer, head=head, relation=relation)
    assert isinstance(written, WrittenQuestion), written
    assert written.question == expected
