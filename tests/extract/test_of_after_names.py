"""An ``of`` phrase after a named recipient belongs to the object (``a gift to X of Y``,
:mod:`hanker.extract.of_after_names`). Sentences written for the test."""

from __future__ import annotations

from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


def test_an_of_phrase_after_a_named_recipient_belongs_to_the_object(
    extractor: SpacyExtractor,
) -> None:
    triples, _ = run_sentence(
        extractor,
        "The Chilean Government has made a present to the United States of commodious offices "
        "in Santiago.",
    )
    assert triples == [("The Chilean Government", "make", "a present to the United States")]
    triples, _ = run_sentence(
        extractor,
        "The Norwegian Government has made a gift to the United States of handsome premises.",
    )
    assert ("The Norwegian Government", "make gift to", "the United States") in triples, triples
