"""Dates asked with "when" only when they date the verb (``hanker.synth.date_questions``)."""

from __future__ import annotations

from hanker.synth.question_writer import Rejection, WrittenQuestion, write_question


def test_a_date_after_a_noun_of_sequence_may_date_the_noun() -> None:
    sentence = "Rail fares have risen following a new pricing deal in March 2021."
    written = write_question(sentence, "March 2021")
    assert isinstance(written, Rejection) and written.reason == "date may belong to a noun"


def test_a_date_of_the_verb_is_asked_when() -> None:
    written = write_question("Rail fares rose by 5% in March 2021.", "March 2021")
    assert isinstance(written, WrittenQuestion), written
    assert written.question.startswith("When ")
