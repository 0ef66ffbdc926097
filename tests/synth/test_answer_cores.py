"""Answers cut to the count, the sum or the name their question asks for (answer_cores)."""

from __future__ import annotations

import pytest

from hanker.synth.answer_cores import asked_count, trim_core
from hanker.synth.base import CaseCandidate


@pytest.mark.parametrize(
    ("sentence", "question", "answer", "expected"),
    [
        (
            "Mr Park denied three counts of fraud.",
            "How many counts did Mr Park deny?",
            "three counts of fraud",
            "three",
        ),
        (
            "The ferry firm cancelled six crossings between Dover and Calais on Friday.",
            "How many crossings did the ferry firm cancel on Friday?",
            "six crossings between Dover and Calais",
            "six",
        ),
        (
            "Mia Tan has written five short novels.",
            "How many short novels has Mia Tan written?",
            "five short novels",
            "five",
        ),
        # a focus word is no part of the count
        (
            "The Lindholm ferry now carries only nine cars.",
            "How many cars does the Lindholm ferry carry now?",
            "only nine cars",
            "nine",
        ),
        (
            "The Orvik dialect has only 14 vowels.",
            "How many vowels does the Orvik dialect have?",
            "only 14",
            "14",
        ),
        (
            "The shop sold more than 300 handmade candles of beeswax.",
            "How many candles did the shop sell?",
            "more than 300 handmade candles of beeswax",
            "more than 300",
        ),
        (
            "Seats were offered for £2,450 on resale sites.",
            "For how much were seats offered?",
            "£2,450 on resale sites",
            "£2,450",
        ),
        (
            "The side struggled to match lively Barnsley for most of the game.",
            "Who did the side struggle to match for most of the game?",
            "lively Barnsley",
            "Barnsley",
        ),
        (
            "The squad featured the experienced Aaron Hale.",
            "What did the squad feature?",
            "the experienced Aaron Hale",
            "Aaron Hale",
        ),
        (
            "Lena Voss was born in the charming city of Krakow in Poland.",
            "Where was Lena Voss born?",
            "the charming city of Krakow in Poland",
            "Krakow",
        ),
    ],
)
def test_trimmed(sentence: str, question: str, answer: str, expected: str) -> None:
    case = trim_core(CaseCandidate(question, answer, answer_type="entity"), sentence)
    assert (case.question, case.answer, case.rejected) == (question, expected, "")


@pytest.mark.parametrize(
    ("sentence", "question", "answer"),
    [
        (
            "The clinic saw 400 patients a week.",
            "How many patients did the clinic see?",
            "400 patients a week",
        ),  # a rate
        (
            "Rebels killed 12 soldiers and 3 guards.",
            "How many soldiers did rebels kill?",
            "12 soldiers and 3 guards",
        ),  # a list of counts
        ("The team hired two coaches.", "How many coaches did the team hire?", "two coaches"),
        ("Troops shelled eastern Ukraine.", "What did troops shell?", "eastern Ukraine"),
        ("The queen died last September.", "When did the queen die?", "last September"),
        ("Gdynia is the port city of Poland.", "What is Gdynia?", "the port city of Poland"),
        (
            "They flew to the capital city of Peru.",
            "Where did they fly?",
            "the capital city of Peru",
        ),
        ("He is 5ft 10ins tall.", "How many ins is he?", "5ft 10ins"),
    ],
)
def test_kept(sentence: str, question: str, answer: str) -> None:
    case = trim_core(CaseCandidate(question, answer), sentence)
    assert (case.answer, case.rejected) == (answer, "")


def test_count_of_another_noun_rejected() -> None:
    case = trim_core(
        CaseCandidate("How many crossings did the firm cancel?", "two ferries"),
        "The firm cancelled two ferries.",
    )
    assert (case.question, case.rejected) == ("", "count answer counts another noun")


@pytest.mark.parametrize(
    ("question", "answer", "expected"),
    [
        ("How many novels has Mia Tan written?", "five", True),
        ("How many novels has Mia Tan written?", "more than 300", True),
        ("What did Mia Tan write?", "five", False),
        ("How many novels has Mia Tan written?", "her novels", False),
    ],
)
def test_asked_count(question: str, answer: str, expected: bool) -> None:
    assert asked_count(question, answer) is expected


def test_settlement_with_country_after_comma() -> None:
    sentence = "Dara Okafor was born in the bustling city of Lagos, Nigeria."
    case = CaseCandidate("Where was Dara Okafor born?", "the bustling city of Lagos, Nigeria")
    assert trim_core(case, sentence).answer == "Lagos, Nigeria"


@pytest.mark.parametrize(
    "answer", ["the next Marie Curie", "a second Pele", "the would-be Napoleon"]
)
def test_type_named_after_a_person_keeps_its_modifier(answer: str) -> None:
    sentence = f"As a child, Ines Kahn dreamed of becoming {answer} one day."  # template.v39
    case = trim_core(CaseCandidate("Who did Ines Kahn dream of becoming?", answer), sentence)
    assert (case.answer, case.rejected) == (answer, "")


def test_role_capitalised_by_the_tagger_keeps_its_adjective() -> None:
    """template.v40: "interim CFO" is a role, not a described name."""
    candidate = CaseCandidate("What did Tom Hale briefly become?", "interim CFO")
    trimmed = trim_core(candidate, "Tom Hale briefly became interim CFO, then left the firm.")
    assert trimmed.answer == "interim CFO"
