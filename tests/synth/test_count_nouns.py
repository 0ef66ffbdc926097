"""A "how many" question keeps the words that restrict its counted noun (template.v12)."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import WrittenQuestion, write_question


@pytest.mark.parametrize(
    ("sentence", "answer", "question"),
    [
        (
            "Norway has deported 900 Polish workers since 2010.",
            "900 Polish workers",
            "How many Polish workers has Norway deported since 2010?",
        ),
        (
            "Norway has deported 900 young asylum seekers since 2010.",
            "900 young asylum seekers",
            "How many young asylum seekers has Norway deported since 2010?",
        ),
        (
            "The firm cut 300 well-paid jobs.",
            "300 well-paid jobs",
            "How many well-paid jobs did the firm cut?",
        ),
        # "more" says nothing of which ones
        (
            "Norway has deported 900 more workers since 2010.",
            "900 more workers",
            "How many workers has Norway deported since 2010?",
        ),
        ("The firm cut about 300 jobs.", "about 300 jobs", "How many jobs did the firm cut?"),
        # a short phrase after the noun says which ones (template.v27)
        (
            "The council was trying to collect 2,310 fines of the parking scheme.",
            "2,310 fines of the parking scheme",
            "How many fines of the parking scheme was the council trying to collect?",
        ),
        (  # a number inside a hyphened word restricts the noun
            "Ana Ruiz made six back-nine birdies on Sunday.",
            "six back-nine birdies",
            "How many back-nine birdies did Ana Ruiz make on Sunday?",
        ),
        (  # a span of time has no restricting phrase: "with the club" is the verb's
            "Ana Ruiz has coached the team for more than 30 years with the club.",
            "more than 30 years",
            "For how many years has Ana Ruiz coached the team with the club?",
        ),
        (  # a time is no restriction of the noun: it stays with the verb
            "The firm will cut 300 jobs over the next two years.",
            "300 jobs over the next two years",
            "How many jobs will the firm cut over the next two years?",
        ),
    ],
)
def test_counted_noun_keeps_its_restriction(sentence: str, answer: str, question: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, WrittenQuestion)
    assert written.question == question


def test_a_share_before_the_noun_is_no_count_of_it() -> None:
    written = write_question(
        "The fund manager failed to hit projected 5 per cent earnings growth targets.",
        "projected 5 per cent earnings growth targets",
        head="The fund manager",
    )
    assert isinstance(written, WrittenQuestion)
    assert written.question == "What did the fund manager fail to hit?"
