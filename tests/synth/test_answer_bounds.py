"""Answers cut from their phrase give no question (``hanker.synth.answer_bounds``)."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import Rejection, WrittenQuestion, write_question


@pytest.mark.parametrize(
    ("sentence", "answer"),
    [
        # the answer starts inside a name the tagger found
        (
            "On Friday the Bexley Heath Rowing Club thanked the volunteers for their work.",
            "Rowing Club",
        ),
        # an adjective of change read as a verb taking the answer as its object
        (
            "As the region faces worsening floods and storms, farmers are moving away.",
            "floods and storms",
        ),
        # a "by" phrase naming the object's maker, left in the question
        ("The album sold 40,000 copies, outselling new records by Adele and Drake.", "new records"),
        # a verb of naming asked with its label inside the answer
        (
            'Ministers have branded the attack on the port "piracy" and demanded an inquiry.',
            'the attack on the port "piracy"',
        ),
    ],
)
def test_answer_cut_from_its_phrase_gives_no_question(sentence: str, answer: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, Rejection), written


def test_possessor_inside_a_name_is_kept() -> None:
    written = write_question("Tim Cook's company released the iPhone in 2007.", "Tim Cook")
    assert written == WrittenQuestion(
        "Whose company released the iPhone in 2007?", "Tim Cook", "person"
    )


def test_as_opening_a_clause_is_no_preposition() -> None:
    sentence = "The old baths were demolished as the Kelso Arena - now the Arc Arena - rose on the river bank in 1995."
    assert write_question(sentence, "the Kelso Arena") == Rejection("clause read as a phrase")
    kept = write_question("Tom Reed was hired as a junior analyst in 2019.", "a junior analyst")
    assert (
        isinstance(kept, WrittenQuestion) and kept.question == "As what was Tom Reed hired in 2019?"
    )
