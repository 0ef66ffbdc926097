"""A verb joined to a passive keeps the active voice its own auxiliary gives (verb_relation)."""

from __future__ import annotations

from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


def test_a_conjunct_with_its_own_auxiliary_stays_active(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor,
        "The Harlow Bridge was opened in 1931 and has carried millions of cars since.",
    )
    assert triples == [
        ("The Harlow Bridge", "be opened in", "1931"),
        ("The Harlow Bridge", "carry", "millions of cars"),
    ]


def test_a_conjunct_without_an_auxiliary_shares_the_passive(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor, "The Harlow Bridge was designed by Ove Lind and built by Carl Berg."
    )
    assert ("The Harlow Bridge", "be built by", "Carl Berg") in triples, triples
