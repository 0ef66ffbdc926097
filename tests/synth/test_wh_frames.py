"""Wh-frames fitted to the answer's type (hanker.synth.wh_frames), on sentences written for
these tests: no question on a manner phrase, a linking "as" or a vague origin; "when" for an
event that dates the clause; no "where" for a field of activity; "to whom" for the opponent of a verb of losing and for an
audience; no question text with a wh-word straight before an infinitive."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import Rejection, WrittenQuestion, write_question

WRITTEN = [
    (
        "Labour councillor Jane Orme is standing down at the next local election.",
        "the next local election",
        "When is Labour councillor Jane Orme standing down?",
    ),
    (
        "The goalkeeper will retire at the end of the season.",
        "the end of the season",
        "When will the goalkeeper retire?",
    ),
    (
        "Marek lost to Tomas Berdan in the quarter-final.",
        "Tomas Berdan",
        "To whom did Marek lose in the quarter-final?",
    ),
    (
        "Mara Lind's detective novels appeal to a wide audience.",
        "a wide audience",
        "To whom do Mara Lind's detective novels appeal?",
    ),
    # a gathering without a time word, on a verb of no leaving or starting, is asked "where"
    (
        "Prince Edward was last photographed at Lady Ann's wedding.",
        "Lady Ann's wedding",
        "Where was Prince Edward last photographed?",
    ),
    (
        "In the spring of 2019 Mr Hollis moved to rural parts of Portugal.",
        "rural parts of Portugal",
        "Where did Mr Hollis move in the spring of 2019?",
    ),
    ("Mrs Patel comes from Bradford.", "Bradford", "From where does Mrs Patel come?"),
    # a street address the tagger reads as a person's name is still a place
    (
        "The parcels will be delivered to 41 Qorvin Drive.",
        "41 Qorvin Drive",
        "Where will the parcels be delivered?",
    ),
]


@pytest.mark.parametrize(("sentence", "answer", "question"), WRITTEN)
def test_frame_fits(sentence: str, answer: str, question: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, WrittenQuestion), written
    assert written.question == question


REJECTED = [
    (
        "Rangers supporters had travelled in large numbers and filled the town square with flags.",
        "large numbers",
        "manner phrase is no argument",
    ),
    (
        "Commuters arrived in droves and queued outside the station.",
        "droves",
        "manner phrase is no argument",
    ),
    (
        "Leila Haddad's parents' jobs are both in the field of medicine.",
        "the field of medicine",
        "wh-word does not fit the answer",
    ),
    (
        "The driver was arrested as a result of the camera footage.",
        "a result of the camera footage",
        "linking phrase is no role",
    ),
    (
        "Priya Sen comes from a family of teachers.",
        "a family of teachers",
        "vague origin frame",
    ),
    (
        "Omar Haddad comes from a rich artistic background.",
        "a rich artistic background",
        "vague origin frame",
    ),
]


@pytest.mark.parametrize(("sentence", "answer", "reason"), REJECTED)
def test_frame_rejected(sentence: str, answer: str, reason: str) -> None:
    rejected = write_question(sentence, answer)
    assert isinstance(rejected, Rejection), rejected
    assert rejected.reason == reason
