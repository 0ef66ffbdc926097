"""A copula's subject is asked "what" when the predicate noun names a kind of thing (a rank
of living things, a place, an event), whatever the name's entity tag; on sentences written
for these tests."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import WrittenQuestion, write_question

WRITTEN = [
    # (sentence, answer, expected question); the tagger reads each name as a person
    (
        "Redlichiida is an order of trilobites which lived in the Cambrian period.",
        "Redlichiida",
        "What is an order of trilobites which lived in the Cambrian period?",
    ),
    (
        "Agata Sorensen is a village in the south of Denmark.",
        "Agata Sorensen",
        "What is a village in the south of Denmark?",
    ),
    (
        "Luisa Bremen is a species of moth found in Chile.",
        "Luisa Bremen",
        "What is a species of moth found in Chile?",
    ),
    (
        "Marcella Rossi is one of the oldest ferries in the harbour.",
        "Marcella Rossi",
        "What is one of the oldest ferries in the harbour?",
    ),
    # a noun of people keeps "who"
    (
        "Harold Finch is a member of the local council.",
        "Harold Finch",
        "Who is a member of the local council?",
    ),
]


@pytest.mark.parametrize(("sentence", "answer", "question"), WRITTEN)
def test_predicate_noun_decides_wh(sentence: str, answer: str, question: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, WrittenQuestion), written
    assert written.question == question
