"""A partitive, group or light noun keeps the infinitive that restricts it, or the fact is
dropped (:mod:`hanker.extract.restrictive_infinitives`)."""

from __future__ import annotations

from hanker.extract.restrictive_infinitives import CUT_INFINITIVE
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


def test_partitive_keeps_its_infinitive(extractor: SpacyExtractor) -> None:
    """``one of four councillors to announce ..``: the parser's purpose clause is the tail's."""
    triples, _ = run_sentence(
        extractor, "Olga Brandt is one of four Green councillors to announce they will stand down."
    )
    assert triples == [
        ("Olga Brandt", "be", "one of four Green councillors to announce they will stand down")
    ]


def test_among_a_group_keeps_its_infinitive(extractor: SpacyExtractor) -> None:
    """``among a handful of engineers to refuse the offer``."""
    triples, _ = run_sentence(
        extractor, "Olga Brandt was among a handful of engineers to refuse the offer."
    )
    assert triples == [("Olga Brandt", "be among", "a handful of engineers to refuse the offer")]


def test_light_noun_apart_from_its_infinitive_is_dropped(extractor: SpacyExtractor) -> None:
    """``won a bid last year to host the games``: ``a bid`` alone says nothing."""
    triples, dropped = run_sentence(extractor, "Olga Brandt won a bid last year to host the games.")
    assert ("Olga Brandt", "win", "a bid") not in triples
    assert dropped.get(CUT_INFINITIVE) == 1


def test_purpose_set_off_by_a_comma_is_not_taken(extractor: SpacyExtractor) -> None:
    """``reached an agreement with X, to allow ..``: a purpose of the verb, not the noun's."""
    triples, _ = run_sentence(
        extractor,
        "Norvik Energy reached an agreement with Estonia, to allow the pipeline to go ahead.",
    )
    assert ("Norvik Energy", "reach", "an agreement with Estonia") in triples
