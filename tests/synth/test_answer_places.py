"""Answers that carry where the event happened are trimmed to their noun phrase, the place
staying in the question; on sentences written for these tests."""

from __future__ import annotations

import pytest

from hanker.synth.answer_places import time_after_comma
from hanker.synth.question_writer import Rejection, WrittenQuestion, write_question


def test_place_on_an_indefinite_answer_stays_in_the_question() -> None:
    written = write_question(
        "Lina Ford was hit by a delivery van in the centre of Bristol.",
        "a delivery van in the centre of Bristol",
    )
    assert isinstance(written, WrittenQuestion), written
    assert written.question == "By what was Lina Ford hit in the centre of Bristol?"
    assert written.answer == "a delivery van"


def test_answer_already_without_its_place() -> None:
    written = write_question(
        "Lina Ford was hit by a delivery van in the centre of Bristol.", "a delivery van"
    )
    assert isinstance(written, WrittenQuestion), written
    assert written.question == "By what was Lina Ford hit in the centre of Bristol?"


def test_trimmed_answer_too_bare_is_rejected() -> None:
    written = write_question(
        "Tomas Reyes was hit by a lorry in the south of Leeds.", "a lorry in the south of Leeds"
    )
    assert isinstance(written, Rejection)
    assert written.reason == "answer not self-contained"  # "a lorry" says too little


def test_definite_answer_keeps_its_place() -> None:
    written = write_question(
        "The students waited in the queue at Gatwick Airport for three hours.",
        "the queue at Gatwick Airport",
    )
    assert isinstance(written, WrittenQuestion), written
    assert written.answer == "the queue at Gatwick Airport"


def test_place_noun_keeps_its_place() -> None:
    written = write_question(
        "Kessler Foods invested heavily in a hotel in Lisbon.", "a hotel in Lisbon"
    )
    assert isinstance(written, WrittenQuestion), written
    assert written.answer == "a hotel in Lisbon"


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("the country's largest workers' group, five years ago", True),
        ("the regional sales office, last year", True),
        ("the country's largest workers' group", False),
        ("five years ago", False),
    ],
)
def test_time_after_comma(answer: str, expected: bool) -> None:
    assert time_after_comma(answer) is expected


def test_unnamed_place_stays_in_the_answer() -> None:
    written = write_question(
        "Ivo Sand ran for a seat in the national parliament in 2019.",
        "a seat in the national parliament",
    )
    assert isinstance(written, WrittenQuestion), written
    assert written.answer == "a seat in the national parliament"


def test_people_keep_their_place() -> None:
    written = write_question(
        "Lawyers in Leeds have followed colleagues in Cardiff and Bristol in opposing the plan.",
        "colleagues in Cardiff and Bristol",
    )
    assert isinstance(written, WrittenQuestion), written
    assert written.question == "Who have lawyers in Leeds followed in opposing the plan?"
    assert written.answer == "colleagues in Cardiff and Bristol"
