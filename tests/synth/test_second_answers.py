"""Questions to which their own sentence gives a second answer (second_answers)."""

from __future__ import annotations

import pytest

from hanker.synth.case_wording import wording_problem
from hanker.synth.second_answers import comparison_holder, second_answer


@pytest.mark.parametrize(
    ("question", "answer", "sentence", "reason"),
    [
        (
            "Who voted for the harbour plan at the spring meeting?",
            "Tom Hale",
            "Like Ann Lee, Tom Hale voted for the harbour plan at the spring meeting.",
            "comparison names another holder",
        ),
        (
            "Who campaigned for the new school?",
            "Tom Hale",
            "Tom Hale, as well as Ann Lee, campaigned for the new school.",
            "comparison names another holder",
        ),
        (
            "Who campaigned for the new school?",
            "Tom Hale",
            "Just like Ann Lee, Tom Hale campaigned for the new school.",
            "comparison names another holder",
        ),
        (
            "Who campaigned for the new school?",
            "Tom Hale",
            "Tom Hale campaigned for the new school, like Ann Lee.",
            "comparison names another holder",
        ),
        (
            "Who signed the open letter?",
            "Dr Rosa Vint",
            "Dr Rosa Vint, alongside two hundred nurses, signed the open letter.",
            "comparison names another holder",
        ),
        (
            "Who was elected to the board in 2019?",
            "Priya Kell",
            "Priya Kell was elected to the board in 2019, as was her brother Omar.",
            "comparison names another holder",
        ),
        (
            "How many tickets did the club sell?",
            "4,100",
            "The club sold 4,100 tickets in May, compared with 3,200 in the same month a year"
            " before.",
            "figure without the frame that tells it from another",
        ),
        (
            "How much did the charity raise?",
            "£52,000",
            "The charity raised £52,000 over the winter, against £40,000 the previous winter.",
            "figure without the frame that tells it from another",
        ),
        (
            "To how many flooded homes were firefighters called?",
            "310",
            "Firefighters were called to 310 flooded homes between June and August, up from 190"
            " in 2020.",
            "figure without the frame that tells it from another",
        ),
    ],
)
def test_second_answer(question: str, answer: str, sentence: str, reason: str) -> None:
    assert second_answer(question, answer, sentence) == reason
    assert wording_problem(question, answer, sentence) == reason


@pytest.mark.parametrize(
    ("question", "answer", "sentence"),
    [
        (  # "unlike" says the other did not
            "Who voted for the harbour plan?",
            "Tom Hale",
            "Unlike Ann Lee, Tom Hale voted for the harbour plan.",
        ),
        (  # the comparison is on the subject, the question asks the object
            "What did Tom Hale vote for?",
            "the harbour plan",
            "Like Ann Lee, Tom Hale voted for the harbour plan.",
        ),
        (  # an "as" clause that comments on the subject itself
            "Who led the inquiry in 2009?",
            "Judge Mary Ost",
            "Judge Mary Ost, as she then was, led the inquiry in 2009.",
        ),
        (  # the question keeps the answer's frame
            "How many tickets did the club sell in May?",
            "4,100",
            "The club sold 4,100 tickets in May, compared with 3,200 in the same month a year"
            " before.",
        ),
        (  # the earlier value of a change, with no time of its own
            "To what did the price rise?",
            "£4.20",
            "The price rose to £4.20, up from £3.80.",
        ),
        (  # no compared figure
            "How many tickets did the club sell?",
            "4,100",
            "The club sold 4,100 tickets for the final.",
        ),
    ],
)
def test_one_answer_kept(question: str, answer: str, sentence: str) -> None:
    assert second_answer(question, answer, sentence) is None


def test_a_manner_like_and_a_named_second_subject() -> None:
    assert not comparison_holder("Who ran?", "Ana Ruiz", "Ana Ruiz ran like the wind.")
    sentence = "Tom Hale, as well as Ann Lee, voted for the plan."
    assert comparison_holder("Who voted for the plan?", "Tom Hale", sentence)
    assert not comparison_holder(
        "Who, as well as Ann Lee, voted for the plan?", "Tom Hale", sentence
    )
