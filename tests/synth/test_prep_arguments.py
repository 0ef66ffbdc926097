"""Fronted "Prep + what" questions only for a prepositional argument (a preposition the verb,
an adjective or a light verb's noun selects, or "at" an event), never for an adjunct (manner,
circumstance, means, "after" an event); on sentences written for these tests."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import Rejection, WrittenQuestion, write_question

WRITTEN = [
    # (sentence, answer, expected question)
    # a prepositional verb selects its preposition
    (
        "Marta Sole specialises in the history of medieval trade.",
        "the history of medieval trade",
        "In what does Marta Sole specialise?",
    ),
    (
        "The former banker was charged with tax evasion.",
        "tax evasion",
        "With what was the former banker charged?",
    ),
    (
        "Ines Moreau has fully recovered from a knee injury.",
        "a knee injury",
        "From what has Ines Moreau fully recovered?",
    ),
    (
        "The small firm relies on a single supplier.",
        "a single supplier",
        "On what does the small firm rely?",
    ),
    ("The old sailor died of a heart attack.", "a heart attack", "Of what did the old sailor die?"),
    (
        "The engineer often talks about renewable energy.",
        "renewable energy",
        "About what does the engineer often talk?",
    ),
    (
        "The nurse remained in a stable condition.",
        "a stable condition",
        "In what did the nurse remain?",
    ),
    # a particle verb with its particle
    (
        "Luis Ferrer came up with a clever plan.",
        "a clever plan",
        "With what did Luis Ferrer come up?",
    ),
    # a light verb's noun selects it
    (
        "The council has taken part in a regional recycling scheme.",
        "a regional recycling scheme",
        "In what has the council taken part?",
    ),
    (
        "Rebels opened fire on a passing convoy.",
        "a passing convoy",
        "On what did rebels open fire?",
    ),
    # "at" an event
    (
        "Tomas Berg was arrested at a climate protest.",
        "a climate protest",
        "Where was Tomas Berg arrested?",
    ),
    # "in" a stage of a contest
    (
        "The young Danish player beat Carlos Vidal in the third round.",
        "the third round",
        "In what did the young Danish player beat Carlos Vidal?",
    ),
    # "in"/"on" a vehicle locates the subject as a place does
    (
        "Mr Dane was taken to the police station in an unmarked van.",
        "an unmarked van",
        "In what was Mr Dane taken to the police station?",
    ),
    # the passive agent
    (
        "The old mill was destroyed by a huge fire.",
        "a huge fire",
        "By what was the old mill destroyed?",
    ),
    # prepositions outside the gated set are not judged here
    (
        "The striker has agreed to a new contract.",
        "a new contract",
        "To what has the striker agreed?",
    ),
]


@pytest.mark.parametrize(("sentence", "answer", "question"), WRITTEN)
def test_argument_question_written(sentence: str, answer: str, question: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, WrittenQuestion), written
    assert written.question == question


REJECTED = [
    # (sentence, answer): an adjunct the verb does not select
    ("In a bold gamble, the young striker took to the pitch.", "a bold gamble"),  # predicative
    ("The choir sang the old anthem with great feeling.", "great feeling"),
    ("The team celebrated the title with an open-top parade.", "an open-top parade"),
    ("The boxer won the title with a late knockout.", "a late knockout"),  # means
    ("Omar Farouk died after a long illness.", "a long illness"),  # time
    ("The firm was heavily criticised after a data leak.", "a data leak"),
    ("The chairman greeted the guests in a cheerful mood.", "a cheerful mood"),  # manner
    ("The minister spoke in a calm voice.", "a calm voice"),
    ("From a hilltop café, Rosa watched the harbour lights.", "a hilltop café"),  # vantage
    ("The band opened the show on a high note.", "a high note"),
    ("The villagers rebuilt the stone bridge after the spring floods.", "the spring floods"),
    ("The old captain faced the storm with great courage.", "great courage"),  # manner
]


@pytest.mark.parametrize(("sentence", "answer"), REJECTED)
def test_adjunct_question_rejected(sentence: str, answer: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, Rejection), written
    assert written.reason == "adjunct question"
