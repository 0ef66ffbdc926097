"""Answers their sentence shows are not whole on their own are refused
(:mod:`hanker.synth.answer_context`, ``template.v39``)."""

from __future__ import annotations

import pytest

from hanker.synth import clause
from hanker.synth.answer_context import answer_context_problem
from hanker.synth.question_writer import Rejection, write_question


@pytest.mark.parametrize(
    ("sentence", "answer", "reason"),
    [
        (  # the warning's content is after the colon
            "In her new book, Maria Lopez gives a stark warning: coastal towns are sinking faster"
            " than anyone thought.",
            "a stark warning",
            "answer explained after a colon",
        ),
        (  # the place is the clause's, not the name's
            "The club began preparing a room for Ben Cho in Lisbon.",
            "Ben Cho in Lisbon",
            "person answer with a place",
        ),
    ],
)
def test_answer_not_whole_is_refused(sentence: str, answer: str, reason: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, Rejection) and written.reason == reason, written


@pytest.mark.parametrize(
    ("sentence", "answer"),
    [
        ("The club named its new coach: Ben Cho will start in May.", "Ben Cho"),
        (  # a colon before a list, not a clause
            "Maria Lopez gave three talks: in Leeds, York and Hull.",
            "three talks",
        ),
        ("Maria Lopez gives a stark warning about coastal towns.", "a stark warning"),
        ("Tom Hale joined the navy: he was only 17 at the time.", "the navy"),
        ("The club began preparing a room for Ben Cho in March.", "Ben Cho"),
        ("The club flew Ben Cho to Lisbon.", "Ben Cho"),
        (  # the place of a post named before the name
            "The ministry summoned Danish envoy Ole Berg in Oslo.",
            "Danish envoy Ole Berg in Oslo",
        ),
    ],
)
def test_whole_answers_are_kept(sentence: str, answer: str) -> None:
    doc = clause.parse(sentence)
    span = clause.locate(doc, answer)
    assert span is not None and answer_context_problem(span) is None
