"""Hedged claims and self-descriptions are not asked as fact (sentences written for these
tests)."""

from __future__ import annotations

import pytest

from hanker.synth.hedged_claims import hedged_claim


@pytest.mark.parametrize(
    ("question", "answer", "sentence", "reason"),
    [
        (
            "How much did the builder pay?",
            "£2m",
            "The builder reportedly paid £2m to settle the dispute.",
            "hedged claim asked as fact",
        ),
        (
            "How much did the builder allegedly pay?",
            "£2m",
            "The builder, the paper said, allegedly paid £2m to settle the dispute.",
            "hedged claim asked as fact",
        ),
        (
            "What does Nova Radio offer?",
            "round-the-clock reporting on the region",
            "Nova Radio says it offers round-the-clock reporting on the region, but officials "
            "have banned it.",
            "self-description asked as fact",
        ),
        (
            "What does the charity provide?",
            "hot meals",
            "The charity says it provides hot meals to 2,000 families a week.",
            "self-description asked as fact",
        ),
    ],
)
def test_claims_are_not_asked_as_fact(
    question: str, answer: str, sentence: str, reason: str
) -> None:
    assert hedged_claim(question, answer, sentence) == reason


@pytest.mark.parametrize(
    ("question", "answer", "sentence"),
    [
        ("What did police arrest?", "a man", "Police said they arrested a man on Friday."),
        (
            "How much did the builder pay?",
            "£2m",
            "The builder paid £2m to settle the dispute, the paper reported.",
        ),
        ("What do the nurses want?", "a pay rise", "The nurses say they want a pay rise."),
        (
            "According to Nova Radio, what does it offer?",
            "round-the-clock reporting",
            "Nova Radio says it offers round-the-clock reporting.",
        ),
    ],
)
def test_facts_and_attributed_claims_are_kept(question: str, answer: str, sentence: str) -> None:
    assert hedged_claim(question, answer, sentence) is None
