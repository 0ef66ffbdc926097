"""An object whose slot the sentence fills again (the same verb with another object, or an
inclusion verb with "also"/"too") gives no question; on sentences written for these tests."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import Rejection, WrittenQuestion, write_question

REJECTED = [
    # (sentence, answer, reason)
    (
        "The singer recorded a new album in London and recorded a film score in Paris.",
        "a new album",
        "verb repeated with another object",
    ),
    (
        "The village choir sang two ballads in the morning and sang a hymn at noon.",
        "two ballads",
        "verb repeated with another object",
    ),
    (
        "The festival programme also included a puppet show.",
        "a puppet show",
        "object is one of a longer list",
    ),
    ("The menu includes fresh bread too.", "fresh bread", "object is one of a longer list"),
]


@pytest.mark.parametrize(("sentence", "answer", "reason"), REJECTED)
def test_shared_slot_rejected(sentence: str, answer: str, reason: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, Rejection), written
    assert written.reason == reason


WRITTEN = [
    # another subject's object is no second answer; one inclusion without "also" is asked
    ("Anna bought a lamp, and Tom bought a red bicycle.", "a red bicycle", "What did Tom buy?"),
    # an infinitive of purpose with the same verb is a plan, not a second filler
    (
        "The coastguard airlifted two fishermen from the rocks and later flew out again to"
        " airlift a walker.",
        "two fishermen",
        "How many fishermen did the coastguard airlift from the rocks?",
    ),
    (
        "The new museum features a gallery of Roman coins.",
        "a gallery of Roman coins",
        "What does the new museum feature?",
    ),
]


@pytest.mark.parametrize(("sentence", "answer", "question"), WRITTEN)
def test_single_filler_asked(sentence: str, answer: str, question: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, WrittenQuestion), written
    assert written.question == question
