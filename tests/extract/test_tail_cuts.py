"""Tails cut inside a constituent give no fact (hanker.extract.tail_cuts).
Sentences written for the test."""

from __future__ import annotations

from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.extract.tail_cuts import BRACKET_CUT, CUT_PREDICATE
from tests.extract.conftest import run_sentence


def test_a_tail_cut_before_its_clauses_predicate_gives_no_fact(
    extractor: SpacyExtractor,
) -> None:
    sentence = (
        "The Hale Report gives a summary of whether or not the banks in several regions are "
        "solvent."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [], triples
    assert dropped.get(CUT_PREDICATE) == 1, dropped


def test_a_counted_noun_cut_at_a_bracket_gives_no_fact(extractor: SpacyExtractor) -> None:
    sentence = "The Volvo plant in Ghent builds four engine (diesel, petrol) types."
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [], triples
    assert dropped.get(BRACKET_CUT) == 1, dropped


def test_a_whole_counted_phrase_stays(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "The Volvo plant in Ghent builds four engine types.")
    assert triples == [("The Volvo plant in Ghent", "build", "four engine types")], triples
