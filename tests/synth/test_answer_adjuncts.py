"""Adjuncts of the clause inside an answer (a medium, a repeated occasion, a year, the place of
a length of time, a time adverb, a noun cut from its particle) are trimmed; a noun's own
complement stays; a noun of intent cut from its infinitive is dropped. Sentences written for
these tests."""

from __future__ import annotations

import pytest

from hanker.synth import clause as cl
from hanker.synth.answer_adverbials import trim_adverbial
from hanker.synth.answer_tails import lost_complement

TRIMMED = [
    # (sentence, answer, trimmed answer)
    (
        "Tom Reid has shared being treated for diabetes on social media.",
        "diabetes on social media",
        "diabetes",
    ),
    (
        "Maria queued for three hours at Leeds station on Monday morning without any food.",
        "three hours at Leeds station",
        "three hours",
    ),
    (
        "Anna started writing poems as a pastime ten years ago.",
        "a pastime ten years ago",
        "a pastime",
    ),
    (
        "Porto lifted the trophy for the third consecutive year.",
        "the trophy for the third consecutive year",
        "the trophy",
    ),
    (
        "Jane Hall won a medal for her novel in 2012.",
        "her novel in 2012",
        "her novel",
    ),
    (
        "The rebels agreed a truce in the run up to the talks and laid down arms in 2009.",
        "a truce in the run",
        "a truce",
    ),
]

KEPT = [
    # the noun's own complement stays
    ("The council has announced a ban on smoking in parks.", "a ban on smoking in parks"),
    ("She posted a long video on YouTube.", "a long video on YouTube"),
    ("The mayor opened the road to Leeds.", "the road to Leeds"),
    ("The storm brought piles of snow down the valley.", "piles of snow"),
]


@pytest.mark.parametrize(("sentence", "answer", "trimmed"), TRIMMED)
def test_clause_adjunct_is_trimmed(sentence: str, answer: str, trimmed: str) -> None:
    span = cl.locate(cl.parse(sentence), answer)
    assert span is not None
    assert trim_adverbial(span, answer)[1] == trimmed


@pytest.mark.parametrize(("sentence", "answer"), KEPT)
def test_own_complement_stays(sentence: str, answer: str) -> None:
    span = cl.locate(cl.parse(sentence), answer)
    assert span is not None
    assert trim_adverbial(span, answer)[1] == answer


@pytest.mark.parametrize(
    ("sentence", "answer", "lost"),
    [
        (
            "The city council approved a new scheme this month to help families buy homes.",
            "a new scheme",
            True,
        ),
        ("The firm unveiled a plan on Monday to cut 500 jobs.", "a plan", True),
        (
            "The firm unveiled a plan on Monday to cut 500 jobs.",
            "a plan on Monday to cut 500 jobs",
            False,
        ),
        ("She lost her job last year to care for her father.", "her job", False),
    ],
)
def test_noun_of_intent_without_its_infinitive(sentence: str, answer: str, lost: bool) -> None:
    span = cl.locate(cl.parse(sentence), answer)
    assert span is not None
    assert lost_complement(span) is lost
