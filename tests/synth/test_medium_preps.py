"""A medium or occasion of speaking is not asked "On what" (:mod:`hanker.synth.medium_preps`,
``template.v40``)."""

from __future__ import annotations

from hanker.synth.question_writer import Rejection, WrittenQuestion, write_question


def test_medium_of_speaking_is_refused() -> None:
    written = write_question(
        "The coach spoke on a local radio show and praised the young players.",
        "a local radio show",
        head="The coach",
        relation="speak on",
    )
    assert isinstance(written, Rejection) and written.reason == "medium asked as a topic"


def test_topic_of_speaking_is_asked() -> None:
    written = write_question(
        "Tom Hale spoke on the pension reform at a meeting in Leeds.",
        "the pension reform",
        head="Tom Hale",
        relation="speak on",
    )
    assert isinstance(written, WrittenQuestion), written
    assert written.question == "On what did Tom Hale speak at a meeting in Leeds?"
