"""Adjuncts a question keeps whole or leaves out whole: a measure with its adverb, a
subordinate clause with its verb (:mod:`hanker.synth.whole_adjuncts`, ``template.v40``)."""

from __future__ import annotations

import pytest

from hanker.synth.clause import parse
from hanker.synth.question_writer import WrittenQuestion, write_question
from hanker.text.subordinator_preps import holds_misread_phrase


@pytest.mark.parametrize(
    ("sentence", "answer", "head", "relation", "expected"),
    [
        (  # "Roughly 300 miles" left out of a long question: "away from ..." goes with it
            "Roughly 300 miles away from the company's gleaming new campus in Seattle, Dana"
            " Whitfield is working in a cramped garage trying to build a rocket.",
            "Dana Whitfield",
            "a cramped garage",
            "work in",
            "Who is working in a cramped garage trying to build a rocket?",
        ),
        (
            "Two blocks away from the old stadium in Leeds, Maria Lopez opened a small bakery"
            " selling bread and cakes to the crowds on match days.",
            "Maria Lopez",
            "a small bakery",
            "open",
            "Who opened a small bakery selling bread and cakes to the crowds on match days?",
        ),
        (  # "as the ... league of indoor clubs [brought ...]": the clause goes whole
            "Interest in the sport grew in Brazil during the 2010s as the once-obscure league"
            " of indoor clubs brought many young players to the game.",
            "Brazil",
            "Interest in the sport",
            "grow in",
            "Where did interest in the sport grow during the 2010s?",
        ),
    ],
)
def test_adjunct_left_out_whole(
    sentence: str, answer: str, head: str, relation: str, expected: str
) -> None:
    written = write_question(sentence, answer, head=head, relation=relation)
    assert isinstance(written, WrittenQuestion), written
    assert written.question == expected


def test_misread_phrase_found_across_a_hyphenated_word() -> None:
    sentence = (
        "Interest in the sport grew in Brazil during the 2010s as the once-obscure league"
        " of indoor clubs brought many young players to the game."
    )
    question = "Where did interest grow as the once-obscure league of indoor clubs?"
    assert holds_misread_phrase(question, parse(sentence))
