"""A participle set off after the noun of an ``of`` phrase may describe the noun before
``of``: no fact for the nearer noun (hanker.extract.of_participles). Sentences written for
the test."""

from __future__ import annotations

from hanker.extract.of_participles import OF_PARTICIPLE
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


def test_a_participle_after_an_of_phrase_gives_its_object_no_fact(
    extractor: SpacyExtractor,
) -> None:
    sentence = (
        "The drawings of a recent survey of the Panama Canal route, made by Chief Engineer "
        "Ortega, will be sent to the committee."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert ("the Panama Canal route", "be made by", "Chief Engineer Ortega") not in triples
    assert dropped.get(OF_PARTICIPLE) == 1, (triples, dropped)


def test_a_participle_on_the_outer_noun_keeps_its_fact(extractor: SpacyExtractor) -> None:
    sentence = (
        "The painting of the Duke of Wellington, commissioned by Queen Victoria, hangs in Windsor."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert (
        "The painting of the Duke of Wellington",
        "be commissioned by",
        "Queen Victoria",
    ) in triples, triples
    assert OF_PARTICIPLE not in dropped, dropped
