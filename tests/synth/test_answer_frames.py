"""Prepositional phrases of the verb's frame cut from the answer and kept in the question."""

from __future__ import annotations

import pytest

from hanker.synth import clause as cl
from hanker.synth.answer_frames import frame_phrase_start
from hanker.synth.question_writer import Rejection, write_question


def _cut(sentence: str, answer: str) -> str | None:
    doc = cl.parse(sentence)
    span = cl.locate(doc, answer)
    assert span is not None
    start = frame_phrase_start(span)
    return None if start is None else str(doc[span.start : start].text)


@pytest.mark.parametrize(
    ("sentence", "answer", "expected"),
    [
        (
            "The club blamed a severe shortage of coaches for the poor results.",
            "a severe shortage of coaches for the poor results",
            "a severe shortage of coaches ",
        ),
        ("Anna Berg found the clock for a neighbour.", "the clock for a neighbour", "the clock "),
        (
            "Radio Kernow is covering the debates in Cornish.",
            "the debates in Cornish",
            "the debates ",
        ),
        (
            "Tom Reid steered Sam Cole's curling cross into the bottom corner.",
            "Sam Cole's curling cross into the bottom corner",
            "Sam Cole's curling cross ",
        ),
        (
            "Ana Ruiz was mistaken by her attackers for her sister.",
            "her attackers for her sister",
            "her attackers ",
        ),
        (  # the charge of a verdict is the verb's
            "Ray Dunn was convicted at Leeds Crown Court of two counts of fraud.",
            "Leeds Crown Court of two counts of fraud",
            "Leeds Crown Court ",
        ),
        (  # what the object is seen as
            "The critic Mia Ford reimagined the parade as a scene from a silent film.",
            "the parade as a scene from a silent film",
            "the parade ",
        ),
        (  # who was there too
            "The comedian Tom Hale was at his Devon home with wife Sarah Jones when he died.",
            "his Devon home with wife Sarah Jones",
            "his Devon home ",
        ),
        (  # what a place is searched for (template.v36)
            "Police divers searched the lower reservoir for the missing boy.",
            "the lower reservoir for the missing boy",
            "the lower reservoir ",
        ),
        (  # who acted alongside
            "Marine units patrolled the northern coast alongside local fishing crews.",
            "the northern coast alongside local fishing crews",
            "the northern coast ",
        ),
        (
            "Leo Hart swapped his old van for a bicycle.",
            "his old van for a bicycle",
            "his old van ",
        ),
    ],
)
def test_frame_cut(sentence: str, answer: str, expected: str) -> None:
    assert _cut(sentence, answer) == expected.strip()


@pytest.mark.parametrize(
    ("sentence", "answer"),
    [
        ("The union blamed the demand for housing.", "the demand for housing"),
        ("Police launched an inquiry into the crash.", "an inquiry into the crash"),
        ("Anna Berg found a cure for the blight.", "a cure for the blight"),  # no person
        ("The school runs classes in Welsh towns.", "classes in Welsh towns"),
        ("Mr Hale was at a hotel with a rooftop pool.", "a hotel with a rooftop pool"),
    ],
)
def test_frame_kept(sentence: str, answer: str) -> None:
    assert _cut(sentence, answer) is None


def test_phrase_moves_to_question() -> None:
    written = write_question(
        "The club blamed a severe shortage of coaches for the poor results in Leeds.",
        "a severe shortage of coaches for the poor results in Leeds",
        head="The club",
        relation="blame",
    )
    assert not isinstance(written, Rejection)
    assert (written.question, written.answer) == (
        "What did the club blame for the poor results in Leeds?",
        "a severe shortage of coaches",
    )


def test_a_verdict_charge_stays_in_the_question() -> None:
    written = write_question(
        "Ray Dunn was convicted at Leeds Crown Court of two counts of fraud.",
        "Leeds Crown Court of two counts of fraud",
        head="Ray Dunn",
    )
    assert not isinstance(written, Rejection)
    assert (written.question, written.answer) == (
        "Where was Ray Dunn convicted of two counts of fraud?",
        "Leeds Crown Court",
    )
