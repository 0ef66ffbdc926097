"""Questions fitted to their verb and answer (template.v8), on sentences written for these tests."""

from __future__ import annotations

import pytest

from hanker.synth.answer_spans import cut_answer
from hanker.synth.question_writer import Rejection, WrittenQuestion, write_question
from hanker.synth.title_question import title_question

WRITTEN = [
    # (sentence, answer, expected question)
    # a span of time as the object of "spend": "how long", not "when"
    (
        "The old sailor spent a year in a cabin on the coast.",
        "a year",
        "How long did the old sailor spend in a cabin on the coast?",
    ),
    # what is founded is a "what", even when the parser reads it as a person
    (
        "The Green Alliance was founded by Ms Okafor in 1998.",
        "The Green Alliance",
        "What was founded by Ms Okafor in 1998?",
    ),
    # a name whose copula complement is a person noun is a "who"
    (
        "Rosa is the eldest daughter of Tom and Mia, who live in Leeds.",
        "Rosa",
        "Who is the eldest daughter of Tom and Mia?",
    ),
    # an opening interjection leaves the question
    (
        'Yes, "The Quiet Harbour" and "Blue Lanterns" have both been turned into popular plays.',
        "popular plays",
        "Into what have The Quiet Harbour and Blue Lanterns both been turned?",
    ),
    # a fronted "while" phrase leaves the question whole, not without its "while"
    (
        "While in charge of the charity, Ellen Marsh also lobbied for the release of the journalist.",
        "Ellen Marsh",
        "Who lobbied for the release of the journalist?",
    ),
]

KEPT = [
    # a sentence opening with "And" has no list-conjunct subject
    (
        "And Mr Pike cites other emerging uses that sound odd.",
        "other emerging uses",
        "What does Mr Pike cite?",
    ),
    # a fronted "when" clause's own time stays
    (
        "When last year the old mill was occupied by protesters opposing the plan, a spokesman said no.",
        "protesters opposing the plan",
        "By whom was the old mill occupied last year?",
    ),
]

KEPT.append(
    (
        "The club replaced Ian Moss, who was fired in March after a poor run of results.",
        "March",
        "When was Ian Moss fired after a poor run of results?",
    )
)

REJECTED = [
    # (sentence, answer, reason)
    (
        "Marcus Reed levelled the match when he slotted in Tom Bell's pass.",
        "Tom Bell's pass",
        "phrasal verb particle read as a preposition",
    ),
    (
        "Her vivid prose, her sharp humour, and the warmth of her characters have earned a loyal readership.",
        "a loyal readership",
        "subject is one conjunct of a list",
    ),
    ("Mr Okoye said the deal took a bit of persuading.", "a bit of persuading", "idiom of take"),
    (
        "Loving both cooking and travel, Sara Lind found the perfect mix of the two in food writing.",
        "the perfect mix of the two in food writing",
        "answer refers back",
    ),
    (
        "While Ghana still controls Tamale, the town lies far from the coast.",
        "Tamale",
        "vague present possession",
    ),
]


@pytest.mark.parametrize(("sentence", "answer", "question"), WRITTEN)
def test_written(sentence: str, answer: str, question: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, WrittenQuestion), written
    assert written.question == question


@pytest.mark.parametrize(("sentence", "answer", "question"), KEPT)
def test_kept(sentence: str, answer: str, question: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, WrittenQuestion), written
    assert written.question == question


@pytest.mark.parametrize(("sentence", "answer", "reason"), REJECTED)
def test_rejected(sentence: str, answer: str, reason: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, Rejection), written
    assert written.reason == reason


def test_nearby_leaves_the_name() -> None:
    written = write_question(
        "Nearby Oman, which has similar rules, built a new stadium in 2019.", "a new stadium"
    )
    assert isinstance(written, WrittenQuestion), written
    assert written.question == "What did Oman build in 2019?"


def test_examples_cut_before_and() -> None:
    sentence = (
        "Fans mourned Ada Quist, the singer behind songs like Red Rain and Glass Heart, on Sunday."
    )
    assert (
        cut_answer("the singer behind songs like Red Rain", sentence) == "answer cut inside a list"
    )
    assert cut_answer("the singer behind songs like Red Rain and Glass Heart", sentence) is None


def test_title_in_a_past_year() -> None:
    sentence = "She beat Green Party leader Ann Lee in 2011 and Labour leader Tom Ruiz in 2015."
    assert (
        title_question("Ann Lee", "Green Party leader", sentence).rejected
        == "title in a past context"
    )
    now = title_question(
        "Ann Lee", "Green Party leader", "Green Party leader Ann Lee said the plan failed."
    )
    assert now.question == "Who is the Green Party leader?"
