"""A gerund phrase that is a preposition's object is an answer (``What was X charged with?``),
unlike a clause (:func:`hanker.synth.question_checks`). Sentences written for these tests."""

from __future__ import annotations

import pytest

from hanker.synth.base import SynthesisInput
from hanker.synth.template import TemplateGenerator


def _cases(sentence: str, head: str, relation: str, tail: str) -> list[tuple]:
    item = SynthesisInput("f", head, relation, tail, sentence, sentence, {}, sentence)
    [candidates] = TemplateGenerator(min_case_confidence=0).generate([item])
    return [(c.question, c.answer, c.rejected) for c in candidates]


@pytest.mark.parametrize(
    ("sentence", "fact", "question"),
    [
        (
            "Marta Lind was charged with stealing a van from the depot.",
            ("Marta Lind", "be charged with", "stealing a van from the depot"),
            "What was Marta Lind charged with?",
        ),
        (
            "Osric Vane is best known for designing suspension bridges.",
            ("Osric Vane", "be known for", "designing suspension bridges"),
            "What is Osric Vane best known for?",
        ),
        (
            "Dov Arkin admitted to taking money from a charity.",
            ("Dov Arkin", "admit to", "taking money from a charity"),
            "What did Dov Arkin admit to?",
        ),
    ],
)
def test_gerund_phrase_answer(sentence: str, fact: tuple, question: str) -> None:
    cases = _cases(sentence, *fact)
    assert (question, fact[2], "") in cases, cases


def test_a_verb_clause_is_still_no_answer() -> None:
    sentence = "Dov Arkin said the charity lost money."
    cases = _cases(sentence, "Dov Arkin", "say", "the charity lost money")
    assert [c[2] for c in cases if c[1] == "the charity lost money"] == ["answer is a clause"]
