"""A claim is not asked as fact (template.v12), on sentences written for these tests."""

from __future__ import annotations

import pytest

from hanker.synth.reported_claims import claim_as_fact


@pytest.mark.parametrize(
    ("question", "answer", "sentence"),
    [
        (
            "By whom was Ana Ruiz dismissed?",
            "the board",
            "Ana Ruiz alleges she was dismissed unfairly by the board.",
        ),
        (
            "In what had Tom Hale acted?",
            "self-defence",
            "Tom Hale told the jury he had acted in self-defence.",
        ),
        (
            "What had the mayor turned the festival into?",
            "an advert",
            "Many residents believe the mayor had turned the festival into an advert.",
        ),
    ],
)
def test_claims_asked_as_fact(question: str, answer: str, sentence: str) -> None:
    assert claim_as_fact(question, answer, sentence) == "claim asked as fact"


@pytest.mark.parametrize(
    ("question", "answer", "sentence"),
    [
        # the speaker is named in the question
        (
            "According to Ana Ruiz, by whom was Ana Ruiz dismissed?",
            "the board",
            "Ana Ruiz alleges she was dismissed unfairly by the board.",
        ),
        # plain reporting, and no reporting at all
        ("What did the firm build?", "a new bridge", "Ana Ruiz said the firm built a new bridge."),
        ("What did the firm build?", "a new bridge", "The firm built a new bridge."),
        # the court itself is what is asked
        (
            "Who did Tom Hale tell?",
            "the jury",
            "Tom Hale told the jury he had acted in self-defence.",
        ),
    ],
)
def test_facts_and_attributed_claims(question: str, answer: str, sentence: str) -> None:
    assert claim_as_fact(question, answer, sentence) is None
