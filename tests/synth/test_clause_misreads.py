"""Misread clause shapes: the question writer rejects them, and keeps the close, sound ones."""

from __future__ import annotations

import pytest

from hanker.synth.question_checks import Rejection
from hanker.synth.question_writer import write_question


@pytest.mark.parametrize(
    ("sentence", "answer", "reason"),
    [
        (  # an apposition of the fronted phrase run into the subject (two subjects)
            "According to the agency, the city's housing body, 40,000 people need new homes.",
            "new homes",
            "apposition read as a subject",
        ),
        (  # the same, the second noun phrase read as the first's apposition
            "According to Oxfam, the British charity, 12 million people in Sudan face hunger.",
            "hunger",
            "apposition read as a subject",
        ),
        (  # "report" read as a noun, "waits" as the verb: "does members ... wait?"
            "Members of the town's Facebook group report waits of three weeks or more are common.",
            "three weeks",
            "subject and verb disagree",
        ),
        (  # an object relative clause read as a complement: "When did the team badly lack?"
            "She brought the energy and drive that the team badly lacked during the winter.",
            "the winter",
            "relative clause read as a complement",
        ),
        (  # a second clause run on without "and": "... at the Oslo Open pulled out of X?"
            "Lena Berg suffered a first-round loss to Ana Ruiz at the Oslo Open, struggling "
            "with her serve throughout, then pulled out of the Bergen Open the following week.",
            "a first-round loss",
            "clause run on without a conjunction",
        ),
        (  # the predicate of a "with" absolute: "In what did Rowe appear with one foot?"
            "When she arrived, Rowe appeared with one foot in a plastic cast.",
            "a plastic cast",
            "phrase of a with absolute",
        ),
    ],
)
def test_misread_clauses_are_rejected(sentence: str, answer: str, reason: str) -> None:
    assert write_question(sentence, answer) == Rejection(reason)


@pytest.mark.parametrize(
    ("sentence", "answer", "head", "question"),
    [
        (  # no apposition before the subject
            "According to Oxfam, 12 million people in Sudan face hunger.",
            "hunger",
            "",
            "What do 12 million people in Sudan face?",
        ),
        (  # a verb's "that" clause: a complement indeed
            "Officials said that the bridge collapsed during the winter.",
            "the winter",
            "",
            "When did the bridge collapse?",
        ),
        (  # a verb coordinated before "that": "try and ensure that" is a complement
            "The coaches will try and ensure that the team wins during the winter.",
            "the winter",
            "",
            "When does the team win?",
        ),
        (  # a "with" phrase of a tool, no body part
            "Tom Rowe fixed the fence with a hammer in a single afternoon.",
            "a single afternoon",
            "Tom Rowe",
            "When did Tom Rowe fix the fence with a hammer?",
        ),
    ],
)
def test_close_sound_clauses_keep_their_question(
    sentence: str, answer: str, head: str, question: str
) -> None:
    written = write_question(sentence, answer, head=head)
    assert not isinstance(written, Rejection)
    assert written.question == question


def test_a_singular_subject_is_no_disagreement() -> None:
    """ "The treasurer reports waits of ...": whatever else, the verb agrees."""
    written = write_question("The town's treasurer reports waits of three weeks.", "three weeks")
    assert written != Rejection("subject and verb disagree")
