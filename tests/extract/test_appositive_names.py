"""Tails cut before the name their noun is given (extract.appositive_names)."""

from __future__ import annotations

import pytest

from hanker.extract.appositive_names import TAIL_CUT_BEFORE_NAME, appositive_name_problem
from hanker.text.nlp import load_spacy


@pytest.mark.parametrize(
    ("sentence", "tail"),
    [
        ("Tom Reed wrote his first play, Winter Lights, in 1990.", "his first play"),
        (
            "Maria Ortiz received her first literary award, the Award of Excellence in "
            "Theological Literature, in the year 2022.",
            "her first literary award",
        ),
        (
            "Elena Petrova has been honored with the Golden Book Award for her epic tale "
            "'A Gracious Enemy'.",
            "the Golden Book Award for her epic tale",
        ),
    ],
)
def test_a_description_without_the_name_beside_it_is_cut(sentence: str, tail: str) -> None:
    doc = load_spacy()(sentence)
    assert appositive_name_problem("x", "y", tail, doc) == TAIL_CUT_BEFORE_NAME


@pytest.mark.parametrize(
    ("sentence", "tail"),
    [
        ("Tom Reed wrote his first play, Winter Lights, in 1990.", "his first play, Winter Lights"),
        ("Tom Reed met his wife, a nurse, in 1990.", "his wife"),  # no name
        ("Ana Ruiz was born to a doctor father, Dr Luis Ruiz, in Lima.", "a doctor father"),
        ("Ana Ruiz visited the museum, Paris and Rome.", "the museum"),  # a list
        ("When Ana Ruiz became prime minister, Tom Reed called her.", "prime minister"),
        ("The bank must pay out $150m (£116m) in fines.", "$150m"),
    ],
)
def test_names_kept_people_lists_and_brackets_are_fine(sentence: str, tail: str) -> None:
    assert appositive_name_problem("x", "y", tail, load_spacy()(sentence)) is None


def test_a_tail_that_stops_inside_a_name_is_cut() -> None:
    doc = load_spacy()("Ana Ruiz received the Award of Merit in Applied Botany in 2020.")
    tail = "the Award of Merit in Applied"
    assert appositive_name_problem("x", "y", tail, doc) == TAIL_CUT_BEFORE_NAME
    whole = "the Award of Merit in Applied Botany"
    assert appositive_name_problem("x", "y", whole, doc) is None
