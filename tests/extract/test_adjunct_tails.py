"""Set-off adjunct phrases read as the verb's complement (hanker.extract.adjunct_tails).
Sentences written for the test."""

from __future__ import annotations

from hanker.extract.adjunct_tails import ADJUNCT_FOR_PREDICATE, SUBJECT_ASIDE
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


def test_a_fronted_phrase_is_no_tail_beside_an_as_complement(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "In the old charts, Vinland was marked as an island."
    )
    assert triples == [("Vinland", "be marked as", "an island")], triples
    assert dropped.get(ADJUNCT_FOR_PREDICATE) == 1, dropped


def test_a_fronted_phrase_is_no_tail_beside_a_predicate_nominal(
    extractor: SpacyExtractor,
) -> None:
    triples, dropped = run_sentence(
        extractor, "From a sailor's point of view, Tom Reed is a very difficult man."
    )
    assert triples == [("Tom Reed", "be", "a very difficult man")], triples
    assert dropped.get(ADJUNCT_FOR_PREDICATE) == 1, dropped


def test_a_fronted_phrase_is_no_tail_beside_a_with_complement(
    extractor: SpacyExtractor,
) -> None:
    triples, dropped = run_sentence(
        extractor, "In many old villages, Ganesha is worshipped with Lakshmi."
    )
    assert ("Ganesha", "be worshipped in", "many old villages") not in triples, triples
    assert dropped.get(ADJUNCT_FOR_PREDICATE) == 1, dropped


def test_a_comma_set_phrase_after_another_clause_is_no_tail(extractor: SpacyExtractor) -> None:
    sentence = "Ana Ruiz felt since she was a child that she wanted to sing, in some way, one day."
    triples, dropped = run_sentence(extractor, sentence)
    assert ("Ana Ruiz", "feel in", "some way") not in triples, triples
    assert dropped.get(ADJUNCT_FOR_PREDICATE) == 1, dropped


def test_a_fronted_phrase_of_a_verb_without_a_complement_stays(
    extractor: SpacyExtractor,
) -> None:
    triples, dropped = run_sentence(extractor, "In 2019, Ana Ruiz moved to Leeds.")
    assert ("Ana Ruiz", "move to Leeds in", "2019") in triples, triples
    assert ("Ana Ruiz", "move to", "Leeds") in triples, triples
    assert ADJUNCT_FOR_PREDICATE not in dropped, dropped


def test_comma_set_places_of_birth_stay(extractor: SpacyExtractor) -> None:
    sentence = "Tom Reed was born in Leeds, England, to parents Mary and John Reed."
    triples, _ = run_sentence(extractor, sentence)
    assert triples == [
        ("Tom Reed", "be born in", "Leeds"),
        ("Tom Reed", "be born to", "parents Mary and John Reed"),
    ], triples


def test_a_phrase_between_the_subject_and_its_verb_is_no_tail(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "Microsoft, like many other firms, was hit by the new digital tax."
    )
    assert triples == [("Microsoft", "be hit by", "the new digital tax")], triples
    assert dropped.get(SUBJECT_ASIDE) == 1, dropped


def test_a_time_between_the_subject_and_its_verb_stays(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(extractor, "Ana Ruiz, in 2019, moved to Leeds.")
    assert ("Ana Ruiz", "move to Leeds in", "2019") in triples, triples
    assert SUBJECT_ASIDE not in dropped, dropped
