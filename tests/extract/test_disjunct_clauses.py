"""Predicates joined by ``or`` give no facts (hanker.extract.disjunct_clauses).
Sentences written for the test."""

from __future__ import annotations

from hanker.extract.disjunct_clauses import DISJUNCT_PREDICATE
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


def test_either_a_predicate_or_a_verb_gives_no_fact(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "Tom Reed is either a doctor or has a degree in medicine."
    )
    assert triples == [], triples
    assert dropped.get(DISJUNCT_PREDICATE) == 2, dropped


def test_verbs_joined_by_or_give_no_fact(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "Tom Reed was either born in Leeds or moved to Leeds as a child."
    )
    assert triples == [], triples
    assert dropped.get(DISJUNCT_PREDICATE) == 3, dropped


def test_verbs_joined_by_and_and_an_or_inside_a_phrase_stay(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(extractor, "Tom Reed bought two or three houses in Leeds.")
    assert triples == [("Tom Reed", "buy", "two or three houses in Leeds")], triples
    triples, dropped = run_sentence(
        extractor, "Ana Ruiz was born in Leeds and moved to York as a child."
    )
    assert ("Ana Ruiz", "be born in", "Leeds") in triples, triples
    assert ("Ana Ruiz", "move to", "York") in triples, triples
    assert DISJUNCT_PREDICATE not in dropped, dropped
