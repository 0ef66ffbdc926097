"""A relative clause after coordinated nouns belongs to the nearest one when its verb is
singular (hanker.extract.relative_conjuncts). Sentences written for the test."""

from __future__ import annotations

from hanker.extract.relative_conjuncts import CONJUNCT_RELATIVE
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


def test_a_singular_relative_belongs_to_the_last_conjunct(extractor: SpacyExtractor) -> None:
    sentence = (
        "But the BBC and Channel Four, which runs shows including Skins and Hollyoaks, "
        "say they will return."
    )
    triples, _ = run_sentence(extractor, sentence)
    assert triples == [("Channel Four", "run", "shows including Skins and Hollyoaks")], triples


def test_a_relative_that_shows_no_number_gives_no_fact(extractor: SpacyExtractor) -> None:
    sentence = (
        "But the BBC and Channel Four, which ran shows including Skins and Hollyoaks, "
        "say they will return."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [], triples
    assert dropped.get(CONJUNCT_RELATIVE) == 1, dropped


def test_a_relative_after_one_noun_is_unchanged(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Tom Reed joined Microsoft, which makes software.")
    assert ("Microsoft", "make", "software") in triples, triples
